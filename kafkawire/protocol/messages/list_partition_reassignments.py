# generated from defs/046-list-partition-reassignments.kw; do not edit
"""ListPartitionReassignments: API key 46, versions 0..0, flexible from 0."""

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

__all__ = ['ListPartitionReassignmentsRequest', 'ListPartitionReassignmentsResponse', 'ListPartitionReassignmentsTopics', 'OngoingPartitionReassignment', 'OngoingTopicReassignment']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>ih').unpack_from
_P1 = _Struct('>ih').pack


class ListPartitionReassignmentsTopics(Struct):
    """Element ListPartitionReassignmentsTopics of ListPartitionReassignments."""

    __slots__ = ('name', 'partition_indexes')
    name: str
    partition_indexes: list[int]

    def __init__(
        self,
        name: str = "",
        partition_indexes: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partition_indexes = [] if partition_indexes is DEFAULT else partition_indexes
        self.unknown_tags = unknown_tags


class ListPartitionReassignmentsRequest(Message):
    """ListPartitionReassignments request (API key 46), versions 0..0."""

    __slots__ = ('timeout_ms', 'topics')
    API_KEY = 46
    API_NAME = 'ListPartitionReassignments'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    timeout_ms: int
    topics: list[ListPartitionReassignmentsTopics] | None

    def __init__(
        self,
        timeout_ms: int = 60000,
        topics: list[ListPartitionReassignmentsTopics] | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.timeout_ms = timeout_ms
        self.topics = topics
        self.unknown_tags = unknown_tags


class OngoingPartitionReassignment(Struct):
    """Element OngoingPartitionReassignment of ListPartitionReassignments."""

    __slots__ = ('partition_index', 'replicas', 'adding_replicas', 'removing_replicas')
    partition_index: int
    replicas: list[int]
    adding_replicas: list[int]
    removing_replicas: list[int]

    def __init__(
        self,
        partition_index: int = 0,
        replicas: list[int] = DEFAULT,
        adding_replicas: list[int] = DEFAULT,
        removing_replicas: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.replicas = [] if replicas is DEFAULT else replicas
        self.adding_replicas = [] if adding_replicas is DEFAULT else adding_replicas
        self.removing_replicas = [] if removing_replicas is DEFAULT else removing_replicas
        self.unknown_tags = unknown_tags


class OngoingTopicReassignment(Struct):
    """Element OngoingTopicReassignment of ListPartitionReassignments."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[OngoingPartitionReassignment]

    def __init__(
        self,
        name: str = "",
        partitions: list[OngoingPartitionReassignment] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class ListPartitionReassignmentsResponse(Message):
    """ListPartitionReassignments response (API key 46), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'topics')
    API_KEY = 46
    API_NAME = 'ListPartitionReassignments'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    error_message: str | None
    topics: list[OngoingTopicReassignment]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = "",
        topics: list[OngoingTopicReassignment] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags

ListPartitionReassignmentsTopics.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partition_indexes', 'array', 'int32', (0, 0), None, DEFAULT),
)

ListPartitionReassignmentsRequest.FIELDS = (
    FieldSpec('timeout_ms', 'prim', 'int32', (0, 0), None, 60000),
    FieldSpec('topics', 'array', 'ListPartitionReassignmentsTopics', (0, 0), (0, 0), None, struct=ListPartitionReassignmentsTopics),
)

OngoingPartitionReassignment.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('replicas', 'array', 'int32', (0, 0), None, DEFAULT),
    FieldSpec('adding_replicas', 'array', 'int32', (0, 0), None, DEFAULT),
    FieldSpec('removing_replicas', 'array', 'int32', (0, 0), None, DEFAULT),
)

OngoingTopicReassignment.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partitions', 'array', 'OngoingPartitionReassignment', (0, 0), None, DEFAULT, struct=OngoingPartitionReassignment),
)

ListPartitionReassignmentsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), ""),
    FieldSpec('topics', 'array', 'OngoingTopicReassignment', (0, 0), None, DEFAULT, struct=OngoingTopicReassignment),
)


def _d_ListPartitionReassignmentsTopics_v0(buf: memoryview, pos: int, end: int) -> tuple[ListPartitionReassignmentsTopics, int]:
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
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_partition_indexes = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
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
    return ListPartitionReassignmentsTopics(f_name, f_partition_indexes, u), pos


def _d_ListPartitionReassignmentsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[ListPartitionReassignmentsRequest, int]:
    f_timeout_ms = _S0(buf, pos)[0]
    pos += 4
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_topics = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_ListPartitionReassignmentsTopics_v0(buf, pos, end)
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
    return ListPartitionReassignmentsRequest(f_timeout_ms, f_topics, u), pos


def _e_ListPartitionReassignmentsTopics_v0(o: ListPartitionReassignmentsTopics, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partition_indexes) + 1 < 128:
        out.append(len(o.partition_indexes) + 1)
    else:
        out += _encode_uvarint(len(o.partition_indexes) + 1)
    out += _array('i', len(o.partition_indexes)).pack(*o.partition_indexes)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListPartitionReassignmentsRequest_v0(o: ListPartitionReassignmentsRequest, out: bytearray) -> None:
    out += _P0(o.timeout_ms)
    if o.topics is None:
        out.append(0)
    else:
        if len(o.topics) + 1 < 128:
            out.append(len(o.topics) + 1)
        else:
            out += _encode_uvarint(len(o.topics) + 1)
        for x1 in o.topics:
            _e_ListPartitionReassignmentsTopics_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_OngoingPartitionReassignment_v0(buf: memoryview, pos: int, end: int) -> tuple[OngoingPartitionReassignment, int]:
    f_partition_index = _S0(buf, pos)[0]
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
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_replicas = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
    else:
        n2, pos = _uvarint(buf, pos)
    n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_adding_replicas = list(_array('i', n2).unpack_from(buf, pos))
        pos += n2 * 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_removing_replicas = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
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
    return OngoingPartitionReassignment(f_partition_index, f_replicas, f_adding_replicas, f_removing_replicas, u), pos


def _d_OngoingTopicReassignment_v0(buf: memoryview, pos: int, end: int) -> tuple[OngoingTopicReassignment, int]:
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
        if n3 * 8 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_OngoingPartitionReassignment_v0(buf, pos, end)
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
    return OngoingTopicReassignment(f_name, f_partitions, u), pos


def _d_ListPartitionReassignmentsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ListPartitionReassignmentsResponse, int]:
    f_throttle_time_ms, f_error_code = _S1(buf, pos)
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
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_topics = []
        ap4 = f_topics.append
        for _ in range(n3):
            x5, pos = _d_OngoingTopicReassignment_v0(buf, pos, end)
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
    return ListPartitionReassignmentsResponse(f_throttle_time_ms, f_error_code, f_error_message, f_topics, u), pos


def _e_OngoingPartitionReassignment_v0(o: OngoingPartitionReassignment, out: bytearray) -> None:
    out += _P0(o.partition_index)
    if len(o.replicas) + 1 < 128:
        out.append(len(o.replicas) + 1)
    else:
        out += _encode_uvarint(len(o.replicas) + 1)
    out += _array('i', len(o.replicas)).pack(*o.replicas)
    if len(o.adding_replicas) + 1 < 128:
        out.append(len(o.adding_replicas) + 1)
    else:
        out += _encode_uvarint(len(o.adding_replicas) + 1)
    out += _array('i', len(o.adding_replicas)).pack(*o.adding_replicas)
    if len(o.removing_replicas) + 1 < 128:
        out.append(len(o.removing_replicas) + 1)
    else:
        out += _encode_uvarint(len(o.removing_replicas) + 1)
    out += _array('i', len(o.removing_replicas)).pack(*o.removing_replicas)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OngoingTopicReassignment_v0(o: OngoingTopicReassignment, out: bytearray) -> None:
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
        _e_OngoingPartitionReassignment_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListPartitionReassignmentsResponse_v0(o: ListPartitionReassignmentsResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
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
        _e_OngoingTopicReassignment_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


ListPartitionReassignmentsRequest.DECODERS = (_d_ListPartitionReassignmentsRequest_v0,)
ListPartitionReassignmentsRequest.ENCODERS = (_e_ListPartitionReassignmentsRequest_v0,)

ListPartitionReassignmentsResponse.DECODERS = (_d_ListPartitionReassignmentsResponse_v0,)
ListPartitionReassignmentsResponse.ENCODERS = (_e_ListPartitionReassignmentsResponse_v0,)
