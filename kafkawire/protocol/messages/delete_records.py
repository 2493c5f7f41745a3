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
    _i32s,
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


def _d_DeleteRecordsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DeleteRecordsRequest, int]:
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        ap4 = f_topics_1.append
        for _ in range(n3):
            n8 = _uh(buf, pos)[0]
            pos += 2
            if n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_name_6 = buf[pos:e9].decode()
                pos = e9
            n10 = _ui(buf, pos)[0]
            pos += 4
            if n10 < 0:
                raise _negative(pos)
            else:
                if n10 * 12 > end - pos:
                    raise _short(pos)
                f_partitions_7 = []
                ap11 = f_partitions_7.append
                for _ in range(n10):
                    f_partition_index_13, f_offset_14 = _S0(buf, pos)
                    pos += 12
                    x12 = DeleteRecordsPartition(f_partition_index_13, f_offset_14, None)
                    ap11(x12)
            x5 = DeleteRecordsTopic(f_name_6, f_partitions_7, None)
            ap4(x5)
    f_timeout_ms_2 = _S1(buf, pos)[0]
    pos += 4
    o = DeleteRecordsRequest(f_topics_1, f_timeout_ms_2, None)
    return o, pos


def _d_DeleteRecordsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[DeleteRecordsRequest, int]:
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n3 = (n3 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        ap4 = f_topics_1.append
        for _ in range(n3):
            n8 = buf[pos]
            if n8 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n8 = (n8 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n8, pos = _uvarint(buf, pos)
            n8 -= 1
            if n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_name_6 = buf[pos:e9].decode()
                pos = e9
            n10 = buf[pos]
            if n10 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n10 = (n10 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n10, pos = _uvarint(buf, pos)
            n10 -= 1
            if n10 < 0:
                raise _negative(pos)
            else:
                if n10 * 13 > end - pos:
                    raise _short(pos)
                f_partitions_7 = []
                ap11 = f_partitions_7.append
                for _ in range(n10):
                    f_partition_index_13, f_offset_14 = _S0(buf, pos)
                    pos += 12
                    nt15 = buf[pos]
                    if nt15 < 128:
                        pos += 1
                    else:
                        nt15, pos = _uvarint(buf, pos)
                    u16 = None
                    if nt15:
                        last17 = -1
                        for _ in range(nt15):
                            tg18 = buf[pos]
                            if tg18 < 128:
                                pos += 1
                            else:
                                tg18, pos = _uvarint(buf, pos)
                            sz19 = buf[pos]
                            if sz19 < 128:
                                pos += 1
                            else:
                                sz19, pos = _uvarint(buf, pos)
                            te20 = pos + sz19
                            if te20 > end:
                                raise _short(pos)
                            if tg18 <= last17:
                                raise _tag_order(pos)
                            last17 = tg18
                            if u16 is None:
                                u16 = {}
                            u16[tg18] = buf[pos:te20]
                            pos = te20
                    x12 = DeleteRecordsPartition(f_partition_index_13, f_offset_14, u16)
                    ap11(x12)
            nt21 = buf[pos]
            if nt21 < 128:
                pos += 1
            else:
                nt21, pos = _uvarint(buf, pos)
            u22 = None
            if nt21:
                last23 = -1
                for _ in range(nt21):
                    tg24 = buf[pos]
                    if tg24 < 128:
                        pos += 1
                    else:
                        tg24, pos = _uvarint(buf, pos)
                    sz25 = buf[pos]
                    if sz25 < 128:
                        pos += 1
                    else:
                        sz25, pos = _uvarint(buf, pos)
                    te26 = pos + sz25
                    if te26 > end:
                        raise _short(pos)
                    if tg24 <= last23:
                        raise _tag_order(pos)
                    last23 = tg24
                    if u22 is None:
                        u22 = {}
                    u22[tg24] = buf[pos:te26]
                    pos = te26
            x5 = DeleteRecordsTopic(f_name_6, f_partitions_7, u22)
            ap4(x5)
    f_timeout_ms_2 = _S1(buf, pos)[0]
    pos += 4
    nt27 = buf[pos]
    if nt27 < 128:
        pos += 1
    else:
        nt27, pos = _uvarint(buf, pos)
    u28 = None
    if nt27:
        last29 = -1
        for _ in range(nt27):
            tg30 = buf[pos]
            if tg30 < 128:
                pos += 1
            else:
                tg30, pos = _uvarint(buf, pos)
            sz31 = buf[pos]
            if sz31 < 128:
                pos += 1
            else:
                sz31, pos = _uvarint(buf, pos)
            te32 = pos + sz31
            if te32 > end:
                raise _short(pos)
            if tg30 <= last29:
                raise _tag_order(pos)
            last29 = tg30
            if u28 is None:
                u28 = {}
            u28[tg30] = buf[pos:te32]
            pos = te32
    o = DeleteRecordsRequest(f_topics_1, f_timeout_ms_2, u28)
    return o, pos


def _e_DeleteRecordsRequest_v0(o: DeleteRecordsRequest, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P0(x3.partition_index, x3.offset)
    out += _P1(o.timeout_ms)


def _e_DeleteRecordsRequest_v2(o: DeleteRecordsRequest, out: bytearray) -> None:
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x3 in x1.partitions:
            out += _P0(x3.partition_index, x3.offset)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    out += _P1(o.timeout_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_DeleteRecordsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DeleteRecordsResponse, int]:
    f_throttle_time_ms_1 = _S1(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            n8 = _uh(buf, pos)[0]
            pos += 2
            if n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_name_6 = buf[pos:e9].decode()
                pos = e9
            n10 = _ui(buf, pos)[0]
            pos += 4
            if n10 < 0:
                raise _negative(pos)
            else:
                if n10 * 14 > end - pos:
                    raise _short(pos)
                f_partitions_7 = []
                ap11 = f_partitions_7.append
                for _ in range(n10):
                    f_partition_index_13, f_low_watermark_14, f_error_code_15 = _S2(buf, pos)
                    pos += 14
                    x12 = DeleteRecordsPartitionResult(f_partition_index_13, f_low_watermark_14, f_error_code_15, None)
                    ap11(x12)
            x5 = DeleteRecordsTopicResult(f_name_6, f_partitions_7, None)
            ap4(x5)
    o = DeleteRecordsResponse(f_throttle_time_ms_1, f_topics_2, None)
    return o, pos


def _d_DeleteRecordsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[DeleteRecordsResponse, int]:
    f_throttle_time_ms_1 = _S1(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n3 = (n3 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            n8 = buf[pos]
            if n8 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n8 = (n8 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n8, pos = _uvarint(buf, pos)
            n8 -= 1
            if n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_name_6 = buf[pos:e9].decode()
                pos = e9
            n10 = buf[pos]
            if n10 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n10 = (n10 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n10, pos = _uvarint(buf, pos)
            n10 -= 1
            if n10 < 0:
                raise _negative(pos)
            else:
                if n10 * 15 > end - pos:
                    raise _short(pos)
                f_partitions_7 = []
                ap11 = f_partitions_7.append
                for _ in range(n10):
                    f_partition_index_13, f_low_watermark_14, f_error_code_15 = _S2(buf, pos)
                    pos += 14
                    nt16 = buf[pos]
                    if nt16 < 128:
                        pos += 1
                    else:
                        nt16, pos = _uvarint(buf, pos)
                    u17 = None
                    if nt16:
                        last18 = -1
                        for _ in range(nt16):
                            tg19 = buf[pos]
                            if tg19 < 128:
                                pos += 1
                            else:
                                tg19, pos = _uvarint(buf, pos)
                            sz20 = buf[pos]
                            if sz20 < 128:
                                pos += 1
                            else:
                                sz20, pos = _uvarint(buf, pos)
                            te21 = pos + sz20
                            if te21 > end:
                                raise _short(pos)
                            if tg19 <= last18:
                                raise _tag_order(pos)
                            last18 = tg19
                            if u17 is None:
                                u17 = {}
                            u17[tg19] = buf[pos:te21]
                            pos = te21
                    x12 = DeleteRecordsPartitionResult(f_partition_index_13, f_low_watermark_14, f_error_code_15, u17)
                    ap11(x12)
            nt22 = buf[pos]
            if nt22 < 128:
                pos += 1
            else:
                nt22, pos = _uvarint(buf, pos)
            u23 = None
            if nt22:
                last24 = -1
                for _ in range(nt22):
                    tg25 = buf[pos]
                    if tg25 < 128:
                        pos += 1
                    else:
                        tg25, pos = _uvarint(buf, pos)
                    sz26 = buf[pos]
                    if sz26 < 128:
                        pos += 1
                    else:
                        sz26, pos = _uvarint(buf, pos)
                    te27 = pos + sz26
                    if te27 > end:
                        raise _short(pos)
                    if tg25 <= last24:
                        raise _tag_order(pos)
                    last24 = tg25
                    if u23 is None:
                        u23 = {}
                    u23[tg25] = buf[pos:te27]
                    pos = te27
            x5 = DeleteRecordsTopicResult(f_name_6, f_partitions_7, u23)
            ap4(x5)
    nt28 = buf[pos]
    if nt28 < 128:
        pos += 1
    else:
        nt28, pos = _uvarint(buf, pos)
    u29 = None
    if nt28:
        last30 = -1
        for _ in range(nt28):
            tg31 = buf[pos]
            if tg31 < 128:
                pos += 1
            else:
                tg31, pos = _uvarint(buf, pos)
            sz32 = buf[pos]
            if sz32 < 128:
                pos += 1
            else:
                sz32, pos = _uvarint(buf, pos)
            te33 = pos + sz32
            if te33 > end:
                raise _short(pos)
            if tg31 <= last30:
                raise _tag_order(pos)
            last30 = tg31
            if u29 is None:
                u29 = {}
            u29[tg31] = buf[pos:te33]
            pos = te33
    o = DeleteRecordsResponse(f_throttle_time_ms_1, f_topics_2, u29)
    return o, pos


def _e_DeleteRecordsResponse_v0(o: DeleteRecordsResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P2(x3.partition_index, x3.low_watermark, x3.error_code)


def _e_DeleteRecordsResponse_v2(o: DeleteRecordsResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x3 in x1.partitions:
            out += _P2(x3.partition_index, x3.low_watermark, x3.error_code)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DeleteRecordsRequest.DECODERS = (_d_DeleteRecordsRequest_v0, _d_DeleteRecordsRequest_v0, _d_DeleteRecordsRequest_v2,)
DeleteRecordsRequest.ENCODERS = (_e_DeleteRecordsRequest_v0, _e_DeleteRecordsRequest_v0, _e_DeleteRecordsRequest_v2,)

DeleteRecordsResponse.DECODERS = (_d_DeleteRecordsResponse_v0, _d_DeleteRecordsResponse_v0, _d_DeleteRecordsResponse_v2,)
DeleteRecordsResponse.ENCODERS = (_e_DeleteRecordsResponse_v0, _e_DeleteRecordsResponse_v0, _e_DeleteRecordsResponse_v2,)
