# generated from defs/021-delete-records.kw; do not edit
"""DeleteRecords: API key 21, versions 0..2, flexible from 2."""

# mypy: disable-error-code="assignment,arg-type,operator,index,union-attr,misc,var-annotated"

from __future__ import annotations

from struct import Struct as _Struct
from uuid import UUID

from kafkawire.protocol.codec_support import (
    Records,
    _absent,
    _array,
    _encode_uvarint,
    _make_uuid,
    _negative,
    _Pb,
    _Ph,
    _Pi,
    _short,
    _tag_order,
    _tag_size,
    _uh,
    _ui,
    _uuid_bytes,
    _uvarint,
    _write_tags,
)
from kafkawire.protocol.message import DEFAULT, ZERO_UUID, FieldSpec, Message, Struct

__all__ = ['DeleteRecordsPartition', 'DeleteRecordsPartitionResult', 'DeleteRecordsRequest', 'DeleteRecordsResponse', 'DeleteRecordsTopic', 'DeleteRecordsTopicResult']

_S0 = _Struct('>iq').unpack_from
_P0 = _Struct('>iq').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>iqh').unpack_from
_P2 = _Struct('>iqh').pack


class DeleteRecordsPartition(Struct):
    """Element DeleteRecordsPartition of DeleteRecords."""

    __slots__ = ('partition_index', 'offset')
    partition_index: int
    offset: int

    def __init__(
        self,
        partition_index: int = 0,
        offset: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.offset = offset
        self.unknown_tags = unknown_tags


class DeleteRecordsTopic(Struct):
    """Element DeleteRecordsTopic of DeleteRecords."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[DeleteRecordsPartition]

    def __init__(
        self,
        name: str = "",
        partitions: list[DeleteRecordsPartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class DeleteRecordsRequest(Message):
    """DeleteRecords request (API key 21), versions 0..2."""

    __slots__ = ('topics', 'timeout_ms')
    API_KEY = 21
    API_NAME = 'DeleteRecords'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 2
    topics: list[DeleteRecordsTopic]
    timeout_ms: int

    def __init__(
        self,
        topics: list[DeleteRecordsTopic] = DEFAULT,
        timeout_ms: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topics = [] if topics is DEFAULT else topics
        self.timeout_ms = timeout_ms
        self.unknown_tags = unknown_tags


class DeleteRecordsPartitionResult(Struct):
    """Element DeleteRecordsPartitionResult of DeleteRecords."""

    __slots__ = ('partition_index', 'low_watermark', 'error_code')
    partition_index: int
    low_watermark: int
    error_code: int

    def __init__(
        self,
        partition_index: int = 0,
        low_watermark: int = 0,
        error_code: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.low_watermark = low_watermark
        self.error_code = error_code
        self.unknown_tags = unknown_tags


class DeleteRecordsTopicResult(Struct):
    """Element DeleteRecordsTopicResult of DeleteRecords."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[DeleteRecordsPartitionResult]

    def __init__(
        self,
        name: str = "",
        partitions: list[DeleteRecordsPartitionResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class DeleteRecordsResponse(Message):
    """DeleteRecords response (API key 21), versions 0..2."""

    __slots__ = ('throttle_time_ms', 'topics')
    API_KEY = 21
    API_NAME = 'DeleteRecords'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 2
    throttle_time_ms: int
    topics: list[DeleteRecordsTopicResult]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        topics: list[DeleteRecordsTopicResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags

DeleteRecordsPartition.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('offset', 'prim', 'int64', (0, 2), None, 0),
)

DeleteRecordsTopic.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('partitions', 'array', 'DeleteRecordsPartition', (0, 2), None, DEFAULT, struct=DeleteRecordsPartition),
)

DeleteRecordsRequest.FIELDS = (
    FieldSpec('topics', 'array', 'DeleteRecordsTopic', (0, 2), None, DEFAULT, struct=DeleteRecordsTopic),
    FieldSpec('timeout_ms', 'prim', 'int32', (0, 2), None, 0),
)

DeleteRecordsPartitionResult.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('low_watermark', 'prim', 'int64', (0, 2), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
)

DeleteRecordsTopicResult.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('partitions', 'array', 'DeleteRecordsPartitionResult', (0, 2), None, DEFAULT, struct=DeleteRecordsPartitionResult),
)

DeleteRecordsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('topics', 'array', 'DeleteRecordsTopicResult', (0, 2), None, DEFAULT, struct=DeleteRecordsTopicResult),
)


def _d_DeleteRecordsPartition_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteRecordsPartition, int]:
    f_partition_index, f_offset = _S0(buf, pos)
    pos += 12
    return DeleteRecordsPartition(f_partition_index, f_offset, None), pos


def _d_DeleteRecordsTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteRecordsTopic, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 12 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_DeleteRecordsPartition_v0(buf, pos, end)
            ap4(x5)
    return DeleteRecordsTopic(f_name, f_partitions, None), pos


def _d_DeleteRecordsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteRecordsRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_DeleteRecordsTopic_v0(buf, pos, end)
            ap2(x3)
    f_timeout_ms = _S1(buf, pos)[0]
    pos += 4
    return DeleteRecordsRequest(f_topics, f_timeout_ms, None), pos


def _d_DeleteRecordsPartition_v2(buf: memoryview, pos: int, end: int) -> tuple[DeleteRecordsPartition, int]:
    f_partition_index, f_offset = _S0(buf, pos)
    pos += 12
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return DeleteRecordsPartition(f_partition_index, f_offset, u), pos


def _d_DeleteRecordsTopic_v2(buf: memoryview, pos: int, end: int) -> tuple[DeleteRecordsTopic, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 13 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_DeleteRecordsPartition_v2(buf, pos, end)
            ap4(x5)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return DeleteRecordsTopic(f_name, f_partitions, u), pos


def _d_DeleteRecordsRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[DeleteRecordsRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_DeleteRecordsTopic_v2(buf, pos, end)
            ap2(x3)
    f_timeout_ms = _S1(buf, pos)[0]
    pos += 4
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return DeleteRecordsRequest(f_topics, f_timeout_ms, u), pos


def _e_DeleteRecordsPartition_v0(o: DeleteRecordsPartition, out: bytearray) -> None:
    out += _P0(o.partition_index, o.offset)


def _e_DeleteRecordsTopic_v0(o: DeleteRecordsTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_DeleteRecordsPartition_v0(x2, out)


def _e_DeleteRecordsRequest_v0(o: DeleteRecordsRequest, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_DeleteRecordsTopic_v0(x1, out)
    out += _P1(o.timeout_ms)


def _e_DeleteRecordsPartition_v2(o: DeleteRecordsPartition, out: bytearray) -> None:
    out += _P0(o.partition_index, o.offset)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteRecordsTopic_v2(o: DeleteRecordsTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x2 in o.partitions:
        _e_DeleteRecordsPartition_v2(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteRecordsRequest_v2(o: DeleteRecordsRequest, out: bytearray) -> None:
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_DeleteRecordsTopic_v2(x1, out)
    out += _P1(o.timeout_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_DeleteRecordsPartitionResult_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteRecordsPartitionResult, int]:
    f_partition_index, f_low_watermark, f_error_code = _S2(buf, pos)
    pos += 14
    return DeleteRecordsPartitionResult(f_partition_index, f_low_watermark, f_error_code, None), pos


def _d_DeleteRecordsTopicResult_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteRecordsTopicResult, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 14 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_DeleteRecordsPartitionResult_v0(buf, pos, end)
            ap4(x5)
    return DeleteRecordsTopicResult(f_name, f_partitions, None), pos


def _d_DeleteRecordsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteRecordsResponse, int]:
    f_throttle_time_ms = _S1(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_DeleteRecordsTopicResult_v0(buf, pos, end)
            ap2(x3)
    return DeleteRecordsResponse(f_throttle_time_ms, f_topics, None), pos


def _d_DeleteRecordsPartitionResult_v2(buf: memoryview, pos: int, end: int) -> tuple[DeleteRecordsPartitionResult, int]:
    f_partition_index, f_low_watermark, f_error_code = _S2(buf, pos)
    pos += 14
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return DeleteRecordsPartitionResult(f_partition_index, f_low_watermark, f_error_code, u), pos


def _d_DeleteRecordsTopicResult_v2(buf: memoryview, pos: int, end: int) -> tuple[DeleteRecordsTopicResult, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 15 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_DeleteRecordsPartitionResult_v2(buf, pos, end)
            ap4(x5)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return DeleteRecordsTopicResult(f_name, f_partitions, u), pos


def _d_DeleteRecordsResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[DeleteRecordsResponse, int]:
    f_throttle_time_ms = _S1(buf, pos)[0]
    pos += 4
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_DeleteRecordsTopicResult_v2(buf, pos, end)
            ap2(x3)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return DeleteRecordsResponse(f_throttle_time_ms, f_topics, u), pos


def _e_DeleteRecordsPartitionResult_v0(o: DeleteRecordsPartitionResult, out: bytearray) -> None:
    out += _P2(o.partition_index, o.low_watermark, o.error_code)


def _e_DeleteRecordsTopicResult_v0(o: DeleteRecordsTopicResult, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_DeleteRecordsPartitionResult_v0(x2, out)


def _e_DeleteRecordsResponse_v0(o: DeleteRecordsResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_DeleteRecordsTopicResult_v0(x1, out)


def _e_DeleteRecordsPartitionResult_v2(o: DeleteRecordsPartitionResult, out: bytearray) -> None:
    out += _P2(o.partition_index, o.low_watermark, o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteRecordsTopicResult_v2(o: DeleteRecordsTopicResult, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x2 in o.partitions:
        _e_DeleteRecordsPartitionResult_v2(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteRecordsResponse_v2(o: DeleteRecordsResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_DeleteRecordsTopicResult_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DeleteRecordsRequest.DECODERS = (_d_DeleteRecordsRequest_v0, _d_DeleteRecordsRequest_v0, _d_DeleteRecordsRequest_v2,)
DeleteRecordsRequest.ENCODERS = (_e_DeleteRecordsRequest_v0, _e_DeleteRecordsRequest_v0, _e_DeleteRecordsRequest_v2,)

DeleteRecordsResponse.DECODERS = (_d_DeleteRecordsResponse_v0, _d_DeleteRecordsResponse_v0, _d_DeleteRecordsResponse_v2,)
DeleteRecordsResponse.ENCODERS = (_e_DeleteRecordsResponse_v0, _e_DeleteRecordsResponse_v0, _e_DeleteRecordsResponse_v2,)
