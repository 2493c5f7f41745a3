# generated from defs/075-describe-topic-partitions.kw; do not edit
"""DescribeTopicPartitions: API key 75, versions 0..0, flexible from 0."""

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

__all__ = ['DescribeTopicPartitionsRequest', 'DescribeTopicPartitionsRequestCursor', 'DescribeTopicPartitionsResponse', 'DescribeTopicPartitionsResponseCursor', 'DescribeTopicPartitionsResponsePartition', 'DescribeTopicPartitionsResponseTopic', 'TopicRequest']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>h').unpack_from
_P1 = _Struct('>h').pack
_S2 = _Struct('>16s?').unpack_from
_P2 = _Struct('>16s?').pack
_S3 = _Struct('>hiii').unpack_from
_P3 = _Struct('>hiii').pack


class TopicRequest(Struct):
    """Element TopicRequest of DescribeTopicPartitions."""

    __slots__ = ('name',)
    name: str

    def __init__(
        self,
        name: str = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.unknown_tags = unknown_tags


class DescribeTopicPartitionsRequestCursor(Struct):
    """Element Cursor of DescribeTopicPartitions."""

    __slots__ = ('topic_name', 'partition_index')
    topic_name: str
    partition_index: int

    def __init__(
        self,
        topic_name: str = "",
        partition_index: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partition_index = partition_index
        self.unknown_tags = unknown_tags


class DescribeTopicPartitionsRequest(Message):
    """DescribeTopicPartitions request (API key 75), versions 0..0."""

    __slots__ = ('topics', 'response_partition_limit', 'cursor')
    API_KEY = 75
    API_NAME = 'DescribeTopicPartitions'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    topics: list[TopicRequest]
    response_partition_limit: int
    cursor: DescribeTopicPartitionsRequestCursor | None

    def __init__(
        self,
        topics: list[TopicRequest] = DEFAULT,
        response_partition_limit: int = 2000,
        cursor: DescribeTopicPartitionsRequestCursor | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topics = [] if topics is DEFAULT else topics
        self.response_partition_limit = response_partition_limit
        self.cursor = cursor
        self.unknown_tags = unknown_tags


class DescribeTopicPartitionsResponsePartition(Struct):
    """Element DescribeTopicPartitionsResponsePartition of DescribeTopicPartitions."""

    __slots__ = ('error_code', 'partition_index', 'leader_id', 'leader_epoch', 'replica_nodes', 'isr_nodes', 'eligible_leader_replicas', 'last_known_elr', 'offline_replicas')
    error_code: int
    partition_index: int
    leader_id: int
    leader_epoch: int
    replica_nodes: list[int]
    isr_nodes: list[int]
    eligible_leader_replicas: list[int] | None
    last_known_elr: list[int] | None
    offline_replicas: list[int]

    def __init__(
        self,
        error_code: int = 0,
        partition_index: int = 0,
        leader_id: int = 0,
        leader_epoch: int = -1,
        replica_nodes: list[int] = DEFAULT,
        isr_nodes: list[int] = DEFAULT,
        eligible_leader_replicas: list[int] | None = None,
        last_known_elr: list[int] | None = None,
        offline_replicas: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.partition_index = partition_index
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.replica_nodes = [] if replica_nodes is DEFAULT else replica_nodes
        self.isr_nodes = [] if isr_nodes is DEFAULT else isr_nodes
        self.eligible_leader_replicas = eligible_leader_replicas
        self.last_known_elr = last_known_elr
        self.offline_replicas = [] if offline_replicas is DEFAULT else offline_replicas
        self.unknown_tags = unknown_tags


class DescribeTopicPartitionsResponseTopic(Struct):
    """Element DescribeTopicPartitionsResponseTopic of DescribeTopicPartitions."""

    __slots__ = ('error_code', 'name', 'topic_id', 'is_internal', 'partitions', 'topic_authorized_operations')
    error_code: int
    name: str | None
    topic_id: UUID
    is_internal: bool
    partitions: list[DescribeTopicPartitionsResponsePartition]
    topic_authorized_operations: int

    def __init__(
        self,
        error_code: int = 0,
        name: str | None = "",
        topic_id: UUID = ZERO_UUID,
        is_internal: bool = False,
        partitions: list[DescribeTopicPartitionsResponsePartition] = DEFAULT,
        topic_authorized_operations: int = -2147483648,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.name = name
        self.topic_id = topic_id
        self.is_internal = is_internal
        self.partitions = [] if partitions is DEFAULT else partitions
        self.topic_authorized_operations = topic_authorized_operations
        self.unknown_tags = unknown_tags


class DescribeTopicPartitionsResponseCursor(Struct):
    """Element Cursor of DescribeTopicPartitions."""

    __slots__ = ('topic_name', 'partition_index')
    topic_name: str
    partition_index: int

    def __init__(
        self,
        topic_name: str = "",
        partition_index: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partition_index = partition_index
        self.unknown_tags = unknown_tags


class DescribeTopicPartitionsResponse(Message):
    """DescribeTopicPartitions response (API key 75), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'topics', 'next_cursor')
    API_KEY = 75
    API_NAME = 'DescribeTopicPartitions'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    topics: list[DescribeTopicPartitionsResponseTopic]
    next_cursor: DescribeTopicPartitionsResponseCursor | None

    def __init__(
        self,
        throttle_time_ms: int = 0,
        topics: list[DescribeTopicPartitionsResponseTopic] = DEFAULT,
        next_cursor: DescribeTopicPartitionsResponseCursor | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is DEFAULT else topics
        self.next_cursor = next_cursor
        self.unknown_tags = unknown_tags

TopicRequest.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 0), None, ""),
)

DescribeTopicPartitionsRequestCursor.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partition_index', 'prim', 'int32', (0, 0), None, 0),
)

DescribeTopicPartitionsRequest.FIELDS = (
    FieldSpec('topics', 'array', 'TopicRequest', (0, 0), None, DEFAULT, struct=TopicRequest),
    FieldSpec('response_partition_limit', 'prim', 'int32', (0, 0), None, 2000),
    FieldSpec('cursor', 'struct', 'Cursor', (0, 0), (0, 0), None, struct=DescribeTopicPartitionsRequestCursor),
)

DescribeTopicPartitionsResponsePartition.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('partition_index', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('leader_id', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 0), None, -1, ignorable=True),
    FieldSpec('replica_nodes', 'array', 'int32', (0, 0), None, DEFAULT),
    FieldSpec('isr_nodes', 'array', 'int32', (0, 0), None, DEFAULT),
    FieldSpec('eligible_leader_replicas', 'array', 'int32', (0, 0), (0, 0), None),
    FieldSpec('last_known_elr', 'array', 'int32', (0, 0), (0, 0), None),
    FieldSpec('offline_replicas', 'array', 'int32', (0, 0), None, DEFAULT, ignorable=True),
)

DescribeTopicPartitionsResponseTopic.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('name', 'prim', 'string', (0, 0), (0, 0), ""),
    FieldSpec('topic_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID, ignorable=True),
    FieldSpec('is_internal', 'prim', 'bool', (0, 0), None, False, ignorable=True),
    FieldSpec('partitions', 'array', 'DescribeTopicPartitionsResponsePartition', (0, 0), None, DEFAULT, struct=DescribeTopicPartitionsResponsePartition),
    FieldSpec('topic_authorized_operations', 'prim', 'int32', (0, 0), None, -2147483648),
)

DescribeTopicPartitionsResponseCursor.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partition_index', 'prim', 'int32', (0, 0), None, 0),
)

DescribeTopicPartitionsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0, ignorable=True),
    FieldSpec('topics', 'array', 'DescribeTopicPartitionsResponseTopic', (0, 0), None, DEFAULT, struct=DescribeTopicPartitionsResponseTopic),
    FieldSpec('next_cursor', 'struct', 'Cursor', (0, 0), (0, 0), None, struct=DescribeTopicPartitionsResponseCursor),
)


def _d_TopicRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[TopicRequest, int]:
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
    return TopicRequest(f_name, u), pos


def _d_DescribeTopicPartitionsRequestCursor_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeTopicPartitionsRequestCursor, int]:
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
        f_topic_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_partition_index = _S0(buf, pos)[0]
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
    return DescribeTopicPartitionsRequestCursor(f_topic_name, f_partition_index, u), pos


def _d_DescribeTopicPartitionsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeTopicPartitionsRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 2 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_TopicRequest_v0(buf, pos, end)
            ap2(x3)
    f_response_partition_limit = _S0(buf, pos)[0]
    pos += 4
    if buf[pos] == 255:
        f_cursor = None
        pos += 1
    else:
        f_cursor, pos = _d_DescribeTopicPartitionsRequestCursor_v0(buf, pos + 1, end)
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
    return DescribeTopicPartitionsRequest(f_topics, f_response_partition_limit, f_cursor, u), pos


def _e_TopicRequest_v0(o: TopicRequest, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeTopicPartitionsRequestCursor_v0(o: DescribeTopicPartitionsRequestCursor, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.partition_index)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeTopicPartitionsRequest_v0(o: DescribeTopicPartitionsRequest, out: bytearray) -> None:
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_TopicRequest_v0(x1, out)
    out += _P0(o.response_partition_limit)
    if o.cursor is None:
        out.append(255)
    else:
        out.append(1)
        _e_DescribeTopicPartitionsRequestCursor_v0(o.cursor, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_DescribeTopicPartitionsResponsePartition_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeTopicPartitionsResponsePartition, int]:
    f_error_code, f_partition_index, f_leader_id, f_leader_epoch = _S3(buf, pos)
    pos += 14
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
        f_replica_nodes = list(_array('i', n1).unpack_from(buf, pos))
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
        f_isr_nodes = list(_array('i', n2).unpack_from(buf, pos))
        pos += n2 * 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_eligible_leader_replicas = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_eligible_leader_replicas = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 == -1:
        f_last_known_elr = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 4 > end - pos:
            raise _short(pos)
        f_last_known_elr = list(_array('i', n4).unpack_from(buf, pos))
        pos += n4 * 4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 4 > end - pos:
            raise _short(pos)
        f_offline_replicas = list(_array('i', n5).unpack_from(buf, pos))
        pos += n5 * 4
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
    return DescribeTopicPartitionsResponsePartition(f_error_code, f_partition_index, f_leader_id, f_leader_epoch, f_replica_nodes, f_isr_nodes, f_eligible_leader_replicas, f_last_known_elr, f_offline_replicas, u), pos


def _d_DescribeTopicPartitionsResponseTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeTopicPartitionsResponseTopic, int]:
    f_error_code = _S1(buf, pos)[0]
    pos += 2
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_name = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_topic_id, f_is_internal = _S2(buf, pos)
    pos += 17
    f_topic_id = _make_uuid(f_topic_id)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 20 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_DescribeTopicPartitionsResponsePartition_v0(buf, pos, end)
            ap4(x5)
    f_topic_authorized_operations = _S0(buf, pos)[0]
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
    return DescribeTopicPartitionsResponseTopic(f_error_code, f_name, f_topic_id, f_is_internal, f_partitions, f_topic_authorized_operations, u), pos


def _d_DescribeTopicPartitionsResponseCursor_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeTopicPartitionsResponseCursor, int]:
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
        f_topic_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_partition_index = _S0(buf, pos)[0]
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
    return DescribeTopicPartitionsResponseCursor(f_topic_name, f_partition_index, u), pos


def _d_DescribeTopicPartitionsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeTopicPartitionsResponse, int]:
    f_throttle_time_ms = _S0(buf, pos)[0]
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
        if n1 * 26 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_DescribeTopicPartitionsResponseTopic_v0(buf, pos, end)
            ap2(x3)
    if buf[pos] == 255:
        f_next_cursor = None
        pos += 1
    else:
        f_next_cursor, pos = _d_DescribeTopicPartitionsResponseCursor_v0(buf, pos + 1, end)
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
    return DescribeTopicPartitionsResponse(f_throttle_time_ms, f_topics, f_next_cursor, u), pos


def _e_DescribeTopicPartitionsResponsePartition_v0(o: DescribeTopicPartitionsResponsePartition, out: bytearray) -> None:
    out += _P3(o.error_code, o.partition_index, o.leader_id, o.leader_epoch)
    if len(o.replica_nodes) + 1 < 128:
        out.append(len(o.replica_nodes) + 1)
    else:
        out += _encode_uvarint(len(o.replica_nodes) + 1)
    out += _array('i', len(o.replica_nodes)).pack(*o.replica_nodes)
    if len(o.isr_nodes) + 1 < 128:
        out.append(len(o.isr_nodes) + 1)
    else:
        out += _encode_uvarint(len(o.isr_nodes) + 1)
    out += _array('i', len(o.isr_nodes)).pack(*o.isr_nodes)
    if o.eligible_leader_replicas is None:
        out.append(0)
    else:
        if len(o.eligible_leader_replicas) + 1 < 128:
            out.append(len(o.eligible_leader_replicas) + 1)
        else:
            out += _encode_uvarint(len(o.eligible_leader_replicas) + 1)
        out += _array('i', len(o.eligible_leader_replicas)).pack(*o.eligible_leader_replicas)
    if o.last_known_elr is None:
        out.append(0)
    else:
        if len(o.last_known_elr) + 1 < 128:
            out.append(len(o.last_known_elr) + 1)
        else:
            out += _encode_uvarint(len(o.last_known_elr) + 1)
        out += _array('i', len(o.last_known_elr)).pack(*o.last_known_elr)
    if len(o.offline_replicas) + 1 < 128:
        out.append(len(o.offline_replicas) + 1)
    else:
        out += _encode_uvarint(len(o.offline_replicas) + 1)
    out += _array('i', len(o.offline_replicas)).pack(*o.offline_replicas)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeTopicPartitionsResponseTopic_v0(o: DescribeTopicPartitionsResponseTopic, out: bytearray) -> None:
    out += _P1(o.error_code)
    if o.name is None:
        out.append(0)
    else:
        b1 = o.name.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P2(_uuid_bytes(o.topic_id), o.is_internal)
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x2 in o.partitions:
        _e_DescribeTopicPartitionsResponsePartition_v0(x2, out)
    out += _P0(o.topic_authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeTopicPartitionsResponseCursor_v0(o: DescribeTopicPartitionsResponseCursor, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.partition_index)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeTopicPartitionsResponse_v0(o: DescribeTopicPartitionsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_DescribeTopicPartitionsResponseTopic_v0(x1, out)
    if o.next_cursor is None:
        out.append(255)
    else:
        out.append(1)
        _e_DescribeTopicPartitionsResponseCursor_v0(o.next_cursor, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeTopicPartitionsRequest.DECODERS = (_d_DescribeTopicPartitionsRequest_v0,)
DescribeTopicPartitionsRequest.ENCODERS = (_e_DescribeTopicPartitionsRequest_v0,)

DescribeTopicPartitionsResponse.DECODERS = (_d_DescribeTopicPartitionsResponse_v0,)
DescribeTopicPartitionsResponse.ENCODERS = (_e_DescribeTopicPartitionsResponse_v0,)
