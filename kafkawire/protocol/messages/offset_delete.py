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

__all__ = ['OffsetDeleteRequest', 'OffsetDeleteRequestPartition', 'OffsetDeleteRequestTopic', 'OffsetDeleteResponse', 'OffsetDeleteResponsePartition', 'OffsetDeleteResponseTopic']

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


class OffsetDeleteRequest(Message):
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


def _d_OffsetDeleteRequestPartition_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetDeleteRequestPartition, int]:
    f_partition_index = _S0(buf, pos)[0]
    pos += 4
    return OffsetDeleteRequestPartition(f_partition_index, None), pos


def _d_OffsetDeleteRequestTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetDeleteRequestTopic, int]:
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
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_OffsetDeleteRequestPartition_v0(buf, pos, end)
            ap4(x5)
    return OffsetDeleteRequestTopic(f_name, f_partitions, None), pos


def _d_OffsetDeleteRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetDeleteRequest, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_group_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap4 = f_topics.append
        for _ in range(n3):
            x5, pos = _d_OffsetDeleteRequestTopic_v0(buf, pos, end)
            ap4(x5)
    return OffsetDeleteRequest(f_group_id, f_topics, None), pos


def _e_OffsetDeleteRequestPartition_v0(o: OffsetDeleteRequestPartition, out: bytearray) -> None:
    out += _P0(o.partition_index)


def _e_OffsetDeleteRequestTopic_v0(o: OffsetDeleteRequestTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_OffsetDeleteRequestPartition_v0(x2, out)


def _e_OffsetDeleteRequest_v0(o: OffsetDeleteRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.topics))
    for x2 in o.topics:
        _e_OffsetDeleteRequestTopic_v0(x2, out)


def _d_OffsetDeleteResponsePartition_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetDeleteResponsePartition, int]:
    f_partition_index, f_error_code = _S2(buf, pos)
    pos += 6
    return OffsetDeleteResponsePartition(f_partition_index, f_error_code, None), pos


def _d_OffsetDeleteResponseTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetDeleteResponseTopic, int]:
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
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_OffsetDeleteResponsePartition_v0(buf, pos, end)
            ap4(x5)
    return OffsetDeleteResponseTopic(f_name, f_partitions, None), pos


def _d_OffsetDeleteResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetDeleteResponse, int]:
    f_error_code, f_throttle_time_ms = _S1(buf, pos)
    pos += 6
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
            x3, pos = _d_OffsetDeleteResponseTopic_v0(buf, pos, end)
            ap2(x3)
    return OffsetDeleteResponse(f_error_code, f_throttle_time_ms, f_topics, None), pos


def _e_OffsetDeleteResponsePartition_v0(o: OffsetDeleteResponsePartition, out: bytearray) -> None:
    out += _P2(o.partition_index, o.error_code)


def _e_OffsetDeleteResponseTopic_v0(o: OffsetDeleteResponseTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_OffsetDeleteResponsePartition_v0(x2, out)


def _e_OffsetDeleteResponse_v0(o: OffsetDeleteResponse, out: bytearray) -> None:
    out += _P1(o.error_code, o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_OffsetDeleteResponseTopic_v0(x1, out)


OffsetDeleteRequest.DECODERS = (_d_OffsetDeleteRequest_v0,)
OffsetDeleteRequest.ENCODERS = (_e_OffsetDeleteRequest_v0,)

OffsetDeleteResponse.DECODERS = (_d_OffsetDeleteResponse_v0,)
OffsetDeleteResponse.ENCODERS = (_e_OffsetDeleteResponse_v0,)
