# generated from defs/047-offset-delete.kw; do not edit
"""OffsetDelete: API key 47, versions 0..0."""

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

__all__ = ['OffsetDeleteRequest', 'OffsetDeleteRequestPartition', 'OffsetDeleteRequestTopic', 'OffsetDeleteResponse', 'OffsetDeleteResponsePartition', 'OffsetDeleteResponseTopic']

_I0 = _Struct('>i').iter_unpack
_I1 = _Struct('>ih').iter_unpack
_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>hi').unpack_from
_P1 = _Struct('>hi').pack
_S2 = _Struct('>ih').unpack_from
_P2 = _Struct('>ih').pack


class OffsetDeleteRequestPartition(Struct):
    """Element OffsetDeleteRequestPartition of OffsetDelete."""

    __slots__ = ('partition_index',)
    partition_index: int

    def __init__(
        self,
        partition_index: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.unknown_tags = unknown_tags


class OffsetDeleteRequestTopic(Struct):
    """Element OffsetDeleteRequestTopic of OffsetDelete."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[OffsetDeleteRequestPartition]

    def __init__(
        self,
        name: str = "",
        partitions: list[OffsetDeleteRequestPartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class OffsetDeleteRequest(Request["OffsetDeleteResponse"]):
    """OffsetDelete request (API key 47), versions 0..0."""

    __slots__ = ('group_id', 'topics')
    API_KEY = 47
    API_NAME = 'OffsetDelete'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = None
    group_id: str
    topics: list[OffsetDeleteRequestTopic]

    def __init__(
        self,
        group_id: str = "",
        topics: list[OffsetDeleteRequestTopic] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class OffsetDeleteResponsePartition(Struct):
    """Element OffsetDeleteResponsePartition of OffsetDelete."""

    __slots__ = ('partition_index', 'error_code')
    partition_index: int
    error_code: int

    def __init__(
        self,
        partition_index: int = 0,
        error_code: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.error_code = error_code
        self.unknown_tags = unknown_tags


class OffsetDeleteResponseTopic(Struct):
    """Element OffsetDeleteResponseTopic of OffsetDelete."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[OffsetDeleteResponsePartition]

    def __init__(
        self,
        name: str = "",
        partitions: list[OffsetDeleteResponsePartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class OffsetDeleteResponse(Message):
    """OffsetDelete response (API key 47), versions 0..0."""

    __slots__ = ('error_code', 'throttle_time_ms', 'topics')
    API_KEY = 47
    API_NAME = 'OffsetDelete'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = None
    error_code: int
    throttle_time_ms: int
    topics: list[OffsetDeleteResponseTopic]

    def __init__(
        self,
        error_code: int = 0,
        throttle_time_ms: int = 0,
        topics: list[OffsetDeleteResponseTopic] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags

OffsetDeleteRequestPartition.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 0), None, 0),
)

OffsetDeleteRequestTopic.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partitions', 'array', 'OffsetDeleteRequestPartition', (0, 0), None, DEFAULT, struct=OffsetDeleteRequestPartition),
)

OffsetDeleteRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('topics', 'array', 'OffsetDeleteRequestTopic', (0, 0), None, DEFAULT, struct=OffsetDeleteRequestTopic),
)

OffsetDeleteResponsePartition.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
)

OffsetDeleteResponseTopic.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partitions', 'array', 'OffsetDeleteResponsePartition', (0, 0), None, DEFAULT, struct=OffsetDeleteResponsePartition),
)

OffsetDeleteResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0, ignorable=True),
    FieldSpec('topics', 'array', 'OffsetDeleteResponseTopic', (0, 0), None, DEFAULT, struct=OffsetDeleteResponseTopic),
)


def _d_OffsetDeleteRequest_v0(buf: bytes, pos: int, end: int) -> tuple[OffsetDeleteRequest, int]:
    o = _new(OffsetDeleteRequest)
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.group_id = buf[pos:e3].decode()
        pos = e3
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(OffsetDeleteRequestTopic)
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x5.name = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 4 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        e11 = pos + n9 * 4
                        for t13 in _I0(buf[pos:e11]):
                            x12 = _new(OffsetDeleteRequestPartition)
                            x12.partition_index, = t13
                            x12.unknown_tags = None
                            f_partitions_6.append(x12)
                        pos = e11
                x5.partitions = f_partitions_6
                x5.unknown_tags = None
                f_topics_1.append(x5)
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _e_OffsetDeleteRequest_v0(o: OffsetDeleteRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetDeleteRequest', 0)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x2 in o.topics:
        if x2.unknown_tags:
            raise _untagged('OffsetDeleteRequestTopic', 0)
        b3 = x2.name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        out.append(_Pi(len(x2.partitions)))
        for x4 in x2.partitions:
            if x4.unknown_tags:
                raise _untagged('OffsetDeleteRequestPartition', 0)
            out.append(_P0(x4.partition_index))


def _d_OffsetDeleteResponse_v0(buf: bytes, pos: int, end: int) -> tuple[OffsetDeleteResponse, int]:
    o = _new(OffsetDeleteResponse)
    o.error_code, o.throttle_time_ms = _S1(buf, pos)
    pos += 6
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
                x3 = _new(OffsetDeleteResponseTopic)
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
                    if n7 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 6
                        for t11 in _I1(buf[pos:e9]):
                            x10 = _new(OffsetDeleteResponsePartition)
                            x10.partition_index, x10.error_code = t11
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _e_OffsetDeleteResponse_v0(o: OffsetDeleteResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetDeleteResponse', 0)
    out.append(_P1(o.error_code, o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetDeleteResponseTopic', 0)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetDeleteResponsePartition', 0)
            out.append(_P2(x3.partition_index, x3.error_code))


OffsetDeleteRequest.DECODERS = {0: _d_OffsetDeleteRequest_v0}
OffsetDeleteRequest.ENCODERS = {0: _e_OffsetDeleteRequest_v0}
_bind_decode(OffsetDeleteRequest)

OffsetDeleteResponse.DECODERS = {0: _d_OffsetDeleteResponse_v0}
OffsetDeleteResponse.ENCODERS = {0: _e_OffsetDeleteResponse_v0}
_bind_decode(OffsetDeleteResponse)
