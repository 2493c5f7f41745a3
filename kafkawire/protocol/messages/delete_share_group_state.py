# generated from defs/086-delete-share-group-state.kw; do not edit
"""DeleteShareGroupState: API key 86, versions 0..0, flexible from 0."""

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

__all__ = ['DeleteShareGroupStateRequest', 'DeleteShareGroupStateResponse', 'DeleteStateData', 'DeleteStateResult', 'PartitionData', 'PartitionResult']

_S0 = _Struct('>16s').unpack_from
_P0 = _Struct('>16s').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>ih').unpack_from
_P2 = _Struct('>ih').pack


class PartitionData(Struct):
    """Element PartitionData of DeleteShareGroupState."""

    __slots__ = ('partition',)
    partition: int

    def __init__(
        self,
        partition: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition = partition
        self.unknown_tags = unknown_tags


class DeleteStateData(Struct):
    """Element DeleteStateData of DeleteShareGroupState."""

    __slots__ = ('topic_id', 'partitions')
    topic_id: UUID
    partitions: list[PartitionData]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        partitions: list[PartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class DeleteShareGroupStateRequest(Message):
    """DeleteShareGroupState request (API key 86), versions 0..0."""

    __slots__ = ('group_id', 'topics')
    API_KEY = 86
    API_NAME = 'DeleteShareGroupState'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    group_id: str
    topics: list[DeleteStateData]

    def __init__(
        self,
        group_id: str = "",
        topics: list[DeleteStateData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class PartitionResult(Struct):
    """Element PartitionResult of DeleteShareGroupState."""

    __slots__ = ('partition', 'error_code', 'error_message')
    partition: int
    error_code: int
    error_message: str | None

    def __init__(
        self,
        partition: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition = partition
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags


class DeleteStateResult(Struct):
    """Element DeleteStateResult of DeleteShareGroupState."""

    __slots__ = ('topic_id', 'partitions')
    topic_id: UUID
    partitions: list[PartitionResult]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        partitions: list[PartitionResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class DeleteShareGroupStateResponse(Message):
    """DeleteShareGroupState response (API key 86), versions 0..0."""

    __slots__ = ('results',)
    API_KEY = 86
    API_NAME = 'DeleteShareGroupState'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    results: list[DeleteStateResult]

    def __init__(
        self,
        results: list[DeleteStateResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.results = [] if results is DEFAULT else results
        self.unknown_tags = unknown_tags

PartitionData.FIELDS = (
    FieldSpec('partition', 'prim', 'int32', (0, 0), None, 0),
)

DeleteStateData.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 0), None, DEFAULT, struct=PartitionData),
)

DeleteShareGroupStateRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('topics', 'array', 'DeleteStateData', (0, 0), None, DEFAULT, struct=DeleteStateData),
)

PartitionResult.FIELDS = (
    FieldSpec('partition', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), None),
)

DeleteStateResult.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'PartitionResult', (0, 0), None, DEFAULT, struct=PartitionResult),
)

DeleteShareGroupStateResponse.FIELDS = (
    FieldSpec('results', 'array', 'DeleteStateResult', (0, 0), None, DEFAULT, struct=DeleteStateResult),
)


def _d_PartitionData_v0(buf: memoryview, pos: int, end: int) -> tuple[PartitionData, int]:
    f_partition = _S1(buf, pos)[0]
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
    return PartitionData(f_partition, u), pos


def _d_DeleteStateData_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteStateData, int]:
    f_topic_id = _S0(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 5 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap2 = f_partitions.append
        for _ in range(n1):
            x3, pos = _d_PartitionData_v0(buf, pos, end)
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
    return DeleteStateData(f_topic_id, f_partitions, u), pos


def _d_DeleteShareGroupStateRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteShareGroupStateRequest, int]:
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
        f_group_id = str(buf[pos:e2], 'utf-8')
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
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_topics = []
        ap4 = f_topics.append
        for _ in range(n3):
            x5, pos = _d_DeleteStateData_v0(buf, pos, end)
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
    return DeleteShareGroupStateRequest(f_group_id, f_topics, u), pos


def _e_PartitionData_v0(o: PartitionData, out: bytearray) -> None:
    out += _P1(o.partition)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteStateData_v0(o: DeleteStateData, out: bytearray) -> None:
    out += _P0(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x1 in o.partitions:
        _e_PartitionData_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteShareGroupStateRequest_v0(o: DeleteShareGroupStateRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x2 in o.topics:
        _e_DeleteStateData_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_PartitionResult_v0(buf: memoryview, pos: int, end: int) -> tuple[PartitionResult, int]:
    f_partition, f_error_code = _S2(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e2], 'utf-8')
        pos = e2
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
    return PartitionResult(f_partition, f_error_code, f_error_message, u), pos


def _d_DeleteStateResult_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteStateResult, int]:
    f_topic_id = _S0(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 8 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap2 = f_partitions.append
        for _ in range(n1):
            x3, pos = _d_PartitionResult_v0(buf, pos, end)
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
    return DeleteStateResult(f_topic_id, f_partitions, u), pos


def _d_DeleteShareGroupStateResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteShareGroupStateResponse, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_results = []
        ap2 = f_results.append
        for _ in range(n1):
            x3, pos = _d_DeleteStateResult_v0(buf, pos, end)
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
    return DeleteShareGroupStateResponse(f_results, u), pos


def _e_PartitionResult_v0(o: PartitionResult, out: bytearray) -> None:
    out += _P2(o.partition, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteStateResult_v0(o: DeleteStateResult, out: bytearray) -> None:
    out += _P0(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x1 in o.partitions:
        _e_PartitionResult_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteShareGroupStateResponse_v0(o: DeleteShareGroupStateResponse, out: bytearray) -> None:
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        _e_DeleteStateResult_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DeleteShareGroupStateRequest.DECODERS = (_d_DeleteShareGroupStateRequest_v0,)
DeleteShareGroupStateRequest.ENCODERS = (_e_DeleteShareGroupStateRequest_v0,)

DeleteShareGroupStateResponse.DECODERS = (_d_DeleteShareGroupStateResponse_v0,)
DeleteShareGroupStateResponse.ENCODERS = (_e_DeleteShareGroupStateResponse_v0,)
