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
    _B1,
    _BOOL,
    _cached_uuid,
    _check_list,
    _encode_uvarint,
    _make_uuid,
    _negative,
    _new,
    _ranges,
    _Ph,
    _Pi,
    _short,
    _struct_value,
    _string_length,
    _string_uvarint,
    _tag_order,
    _tag_size,
    _i32c,
    _i32s,
    _uh,
    _unknown_tags,
    _ui,
    _untagged,
    _uuid_bytes,
    _uvarint,
    _write_tags,
)
from kafkawire.protocol.message import (
    DEFAULT,
    ZERO_UUID,
    FieldSpec,
    Message,
    Request,
    Struct,
)
from kafkawire.protocol.message import bind_decode as _bind_decode

__all__ = ['DeleteRecordsPartition', 'DeleteRecordsPartitionResult', 'DeleteRecordsRequest', 'DeleteRecordsResponse', 'DeleteRecordsTopic', 'DeleteRecordsTopicResult']

_I0 = _Struct('>iq').iter_unpack
_I1 = _Struct('>iqB').iter_unpack
_I2 = _Struct('>iqh').iter_unpack
_I3 = _Struct('>iqhB').iter_unpack
_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>iqB').unpack_from
_P1 = _Struct('>iqB').pack
_S2 = _Struct('>iB').unpack_from
_P2 = _Struct('>iB').pack
_S3 = _Struct('>iq').unpack_from
_P3 = _Struct('>iq').pack
_S4 = _Struct('>iqhB').unpack_from
_P4 = _Struct('>iqhB').pack
_S5 = _Struct('>iqh').unpack_from
_P5 = _Struct('>iqh').pack


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


class DeleteRecordsRequest(Request["DeleteRecordsResponse"]):
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
    o = _new(DeleteRecordsRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DeleteRecordsTopic)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 12 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 12
                        for t11 in _I0(buf[pos:e9]):
                            x10 = _new(DeleteRecordsPartition)
                            x10.partition_index, x10.offset = t11
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.timeout_ms = _S0(buf, pos)[0]
    pos += 4
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_DeleteRecordsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[DeleteRecordsRequest, int]:
    o = _new(DeleteRecordsRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _uvarint(buf, pos)
        n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DeleteRecordsTopic)
                n5 = buf[pos]
                if n5 < 128:
                    pos += 1
                    n5 -= 1
                elif buf[pos + 1] < 128:
                    n5 = n5 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n5, pos = _string_uvarint(buf, pos)
                    n5 -= 1
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                    n7 -= 1
                elif buf[pos + 1] < 128:
                    n7 = n7 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n7, pos = _uvarint(buf, pos)
                    n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 13 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 13
                        for t11 in _I1(buf[pos:e9]):
                            x10 = _new(DeleteRecordsPartition)
                            x10.partition_index, x10.offset, tb12 = t11
                            if tb12:
                                break
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        else:
                            pos = e9
                        if pos != e9:
                            f_partitions_4 = []
                            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                                x8 = _new(DeleteRecordsPartition)
                                x8.partition_index, x8.offset, pk13 = _S1(buf, pos)
                                pos += 13
                                if pk13:
                                    u14, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u14 = None
                                x8.unknown_tags = u14
                                f_partitions_4.append(x8)
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x3.partitions = f_partitions_4
                x3.unknown_tags = u15
                f_topics_1.append(x3)
    o.timeout_ms, pk16 = _S2(buf, pos)
    pos += 5
    if pk16:
        u17, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u17 = None
    o.topics = f_topics_1
    o.unknown_tags = u17
    return o, pos


def _e_DeleteRecordsRequest_v0(o: DeleteRecordsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DeleteRecordsRequest', 0)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('DeleteRecordsTopic', 0)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('DeleteRecordsPartition', 0)
            out.append(_P3(x3.partition_index, x3.offset))
    out.append(_P0(o.timeout_ms))


def _e_DeleteRecordsRequest_v1(o: DeleteRecordsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DeleteRecordsRequest', 1)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('DeleteRecordsTopic', 1)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('DeleteRecordsPartition', 1)
            out.append(_P3(x3.partition_index, x3.offset))
    out.append(_P0(o.timeout_ms))


def _e_DeleteRecordsRequest_v2(o: DeleteRecordsRequest, out: list[bytes]) -> None:
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x3 in x1.partitions:
            out.append(_P3(x3.partition_index, x3.offset))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P0(o.timeout_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_DeleteRecordsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DeleteRecordsResponse, int]:
    o = _new(DeleteRecordsResponse)
    o.throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DeleteRecordsTopicResult)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 14 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 14
                        for t11 in _I2(buf[pos:e9]):
                            x10 = _new(DeleteRecordsPartitionResult)
                            x10.partition_index, x10.low_watermark, x10.error_code = t11
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_DeleteRecordsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[DeleteRecordsResponse, int]:
    o = _new(DeleteRecordsResponse)
    o.throttle_time_ms, pk2 = _S2(buf, pos)
    pos += 5
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 < 0:
        raise _negative(pos)
    else:
        if pk2 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(DeleteRecordsTopicResult)
                n5 = buf[pos]
                if n5 < 128:
                    pos += 1
                    n5 -= 1
                elif buf[pos + 1] < 128:
                    n5 = n5 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n5, pos = _string_uvarint(buf, pos)
                    n5 -= 1
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                    n7 -= 1
                elif buf[pos + 1] < 128:
                    n7 = n7 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n7, pos = _uvarint(buf, pos)
                    n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 15 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 15
                        for t11 in _I3(buf[pos:e9]):
                            x10 = _new(DeleteRecordsPartitionResult)
                            x10.partition_index, x10.low_watermark, x10.error_code, tb12 = t11
                            if tb12:
                                break
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        else:
                            pos = e9
                        if pos != e9:
                            f_partitions_4 = []
                            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                                x8 = _new(DeleteRecordsPartitionResult)
                                x8.partition_index, x8.low_watermark, x8.error_code, pk13 = _S4(buf, pos)
                                pos += 15
                                if pk13:
                                    u14, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u14 = None
                                x8.unknown_tags = u14
                                f_partitions_4.append(x8)
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x3.partitions = f_partitions_4
                x3.unknown_tags = u15
                f_topics_1.append(x3)
    if buf[pos]:
        u16, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u16 = None
    o.topics = f_topics_1
    o.unknown_tags = u16
    return o, pos


def _e_DeleteRecordsResponse_v0(o: DeleteRecordsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DeleteRecordsResponse', 0)
    out.append(_P0(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('DeleteRecordsTopicResult', 0)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('DeleteRecordsPartitionResult', 0)
            out.append(_P5(x3.partition_index, x3.low_watermark, x3.error_code))


def _e_DeleteRecordsResponse_v1(o: DeleteRecordsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DeleteRecordsResponse', 1)
    out.append(_P0(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('DeleteRecordsTopicResult', 1)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('DeleteRecordsPartitionResult', 1)
            out.append(_P5(x3.partition_index, x3.low_watermark, x3.error_code))


def _e_DeleteRecordsResponse_v2(o: DeleteRecordsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x3 in x1.partitions:
            out.append(_P5(x3.partition_index, x3.low_watermark, x3.error_code))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DeleteRecordsRequest.DECODERS = {0: _d_DeleteRecordsRequest_v0, 1: _d_DeleteRecordsRequest_v0, 2: _d_DeleteRecordsRequest_v2}
DeleteRecordsRequest.ENCODERS = {0: _e_DeleteRecordsRequest_v0, 1: _e_DeleteRecordsRequest_v1, 2: _e_DeleteRecordsRequest_v2}
_bind_decode(DeleteRecordsRequest)

DeleteRecordsResponse.DECODERS = {0: _d_DeleteRecordsResponse_v0, 1: _d_DeleteRecordsResponse_v0, 2: _d_DeleteRecordsResponse_v2}
DeleteRecordsResponse.ENCODERS = {0: _e_DeleteRecordsResponse_v0, 1: _e_DeleteRecordsResponse_v1, 2: _e_DeleteRecordsResponse_v2}
_bind_decode(DeleteRecordsResponse)
