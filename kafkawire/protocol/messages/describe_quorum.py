# generated from defs/055-describe-quorum.kw; do not edit
"""DescribeQuorum: API key 55, versions 0..2, flexible from 0."""

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

__all__ = ['DescribeQuorumRequest', 'DescribeQuorumRequestPartitionData', 'DescribeQuorumRequestTopicData', 'DescribeQuorumResponse', 'DescribeQuorumResponsePartitionData', 'DescribeQuorumResponseTopicData', 'Listener', 'Node', 'ReplicaState']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>h').unpack_from
_P1 = _Struct('>h').pack
_S2 = _Struct('>ihiiq').unpack_from
_P2 = _Struct('>ihiiq').pack
_S3 = _Struct('>iq').unpack_from
_P3 = _Struct('>iq').pack
_S4 = _Struct('>iqqq').unpack_from
_P4 = _Struct('>iqqq').pack
_S5 = _Struct('>ih').unpack_from
_P5 = _Struct('>ih').pack
_S6 = _Struct('>iiq').unpack_from
_P6 = _Struct('>iiq').pack
_S7 = _Struct('>i16sqqq').unpack_from
_P7 = _Struct('>i16sqqq').pack
_S8 = _Struct('>H').unpack_from
_P8 = _Struct('>H').pack


class DescribeQuorumRequestPartitionData(Struct):
    """Element PartitionData of DescribeQuorum."""

    __slots__ = ('partition_index',)
    partition_index: int

    def __init__(
        self,
        partition_index: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.unknown_tags = unknown_tags


class DescribeQuorumRequestTopicData(Struct):
    """Element TopicData of DescribeQuorum."""

    __slots__ = ('topic_name', 'partitions')
    topic_name: str
    partitions: list[DescribeQuorumRequestPartitionData]

    def __init__(
        self,
        topic_name: str = "",
        partitions: list[DescribeQuorumRequestPartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class DescribeQuorumRequest(Message):
    """DescribeQuorum request (API key 55), versions 0..2."""

    __slots__ = ('topics',)
    API_KEY = 55
    API_NAME = 'DescribeQuorum'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    topics: list[DescribeQuorumRequestTopicData]

    def __init__(
        self,
        topics: list[DescribeQuorumRequestTopicData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class ReplicaState(Struct):
    """Element ReplicaState of DescribeQuorum."""

    __slots__ = ('replica_id', 'replica_directory_id', 'log_end_offset', 'last_fetch_timestamp', 'last_caught_up_timestamp')
    replica_id: int
    replica_directory_id: UUID
    log_end_offset: int
    last_fetch_timestamp: int
    last_caught_up_timestamp: int

    def __init__(
        self,
        replica_id: int = 0,
        replica_directory_id: UUID = ZERO_UUID,
        log_end_offset: int = 0,
        last_fetch_timestamp: int = -1,
        last_caught_up_timestamp: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.replica_id = replica_id
        self.replica_directory_id = replica_directory_id
        self.log_end_offset = log_end_offset
        self.last_fetch_timestamp = last_fetch_timestamp
        self.last_caught_up_timestamp = last_caught_up_timestamp
        self.unknown_tags = unknown_tags


class DescribeQuorumResponsePartitionData(Struct):
    """Element PartitionData of DescribeQuorum."""

    __slots__ = ('partition_index', 'error_code', 'error_message', 'leader_id', 'leader_epoch', 'high_watermark', 'current_voters', 'observers')
    partition_index: int
    error_code: int
    error_message: str | None
    leader_id: int
    leader_epoch: int
    high_watermark: int
    current_voters: list[ReplicaState]
    observers: list[ReplicaState]

    def __init__(
        self,
        partition_index: int = 0,
        error_code: int = 0,
        error_message: str | None = "",
        leader_id: int = 0,
        leader_epoch: int = 0,
        high_watermark: int = 0,
        current_voters: list[ReplicaState] = DEFAULT,
        observers: list[ReplicaState] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.error_code = error_code
        self.error_message = error_message
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.high_watermark = high_watermark
        self.current_voters = [] if current_voters is DEFAULT else current_voters
        self.observers = [] if observers is DEFAULT else observers
        self.unknown_tags = unknown_tags


class DescribeQuorumResponseTopicData(Struct):
    """Element TopicData of DescribeQuorum."""

    __slots__ = ('topic_name', 'partitions')
    topic_name: str
    partitions: list[DescribeQuorumResponsePartitionData]

    def __init__(
        self,
        topic_name: str = "",
        partitions: list[DescribeQuorumResponsePartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class Listener(Struct):
    """Element Listener of DescribeQuorum."""

    __slots__ = ('name', 'host', 'port')
    name: str
    host: str
    port: int

    def __init__(
        self,
        name: str = "",
        host: str = "",
        port: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.host = host
        self.port = port
        self.unknown_tags = unknown_tags


class Node(Struct):
    """Element Node of DescribeQuorum."""

    __slots__ = ('node_id', 'listeners')
    node_id: int
    listeners: list[Listener]

    def __init__(
        self,
        node_id: int = 0,
        listeners: list[Listener] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.node_id = node_id
        self.listeners = [] if listeners is DEFAULT else listeners
        self.unknown_tags = unknown_tags


class DescribeQuorumResponse(Message):
    """DescribeQuorum response (API key 55), versions 0..2."""

    __slots__ = ('error_code', 'error_message', 'topics', 'nodes')
    API_KEY = 55
    API_NAME = 'DescribeQuorum'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    error_code: int
    error_message: str | None
    topics: list[DescribeQuorumResponseTopicData]
    nodes: list[Node]

    def __init__(
        self,
        error_code: int = 0,
        error_message: str | None = "",
        topics: list[DescribeQuorumResponseTopicData] = DEFAULT,
        nodes: list[Node] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.error_message = error_message
        self.topics = [] if topics is DEFAULT else topics
        self.nodes = [] if nodes is DEFAULT else nodes
        self.unknown_tags = unknown_tags

DescribeQuorumRequestPartitionData.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 2), None, 0),
)

DescribeQuorumRequestTopicData.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 2), None, DEFAULT, struct=DescribeQuorumRequestPartitionData),
)

DescribeQuorumRequest.FIELDS = (
    FieldSpec('topics', 'array', 'TopicData', (0, 2), None, DEFAULT, struct=DescribeQuorumRequestTopicData),
)

ReplicaState.FIELDS = (
    FieldSpec('replica_id', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('replica_directory_id', 'prim', 'uuid', (2, 2), None, ZERO_UUID),
    FieldSpec('log_end_offset', 'prim', 'int64', (0, 2), None, 0),
    FieldSpec('last_fetch_timestamp', 'prim', 'int64', (1, 2), None, -1, ignorable=True),
    FieldSpec('last_caught_up_timestamp', 'prim', 'int64', (1, 2), None, -1, ignorable=True),
)

DescribeQuorumResponsePartitionData.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('error_message', 'prim', 'string', (2, 2), (2, 2), "", ignorable=True),
    FieldSpec('leader_id', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('high_watermark', 'prim', 'int64', (0, 2), None, 0),
    FieldSpec('current_voters', 'array', 'ReplicaState', (0, 2), None, DEFAULT, struct=ReplicaState),
    FieldSpec('observers', 'array', 'ReplicaState', (0, 2), None, DEFAULT, struct=ReplicaState),
)

DescribeQuorumResponseTopicData.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 2), None, DEFAULT, struct=DescribeQuorumResponsePartitionData),
)

Listener.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('host', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('port', 'prim', 'uint16', (0, 2), None, 0),
)

Node.FIELDS = (
    FieldSpec('node_id', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('listeners', 'array', 'Listener', (0, 2), None, DEFAULT, struct=Listener),
)

DescribeQuorumResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('error_message', 'prim', 'string', (2, 2), (2, 2), "", ignorable=True),
    FieldSpec('topics', 'array', 'TopicData', (0, 2), None, DEFAULT, struct=DescribeQuorumResponseTopicData),
    FieldSpec('nodes', 'array', 'Node', (2, 2), None, DEFAULT, struct=Node),
)


def _d_DescribeQuorumRequestPartitionData_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeQuorumRequestPartitionData, int]:
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
    return DescribeQuorumRequestPartitionData(f_partition_index, u), pos


def _d_DescribeQuorumRequestTopicData_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeQuorumRequestTopicData, int]:
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
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 5 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_DescribeQuorumRequestPartitionData_v0(buf, pos, end)
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
    return DescribeQuorumRequestTopicData(f_topic_name, f_partitions, u), pos


def _d_DescribeQuorumRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeQuorumRequest, int]:
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
            x3, pos = _d_DescribeQuorumRequestTopicData_v0(buf, pos, end)
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
    return DescribeQuorumRequest(f_topics, u), pos


def _e_DescribeQuorumRequestPartitionData_v0(o: DescribeQuorumRequestPartitionData, out: bytearray) -> None:
    out += _P0(o.partition_index)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeQuorumRequestTopicData_v0(o: DescribeQuorumRequestTopicData, out: bytearray) -> None:
    b1 = o.topic_name.encode()
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
        _e_DescribeQuorumRequestPartitionData_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeQuorumRequest_v0(o: DescribeQuorumRequest, out: bytearray) -> None:
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_DescribeQuorumRequestTopicData_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_ReplicaState_v0(buf: memoryview, pos: int, end: int) -> tuple[ReplicaState, int]:
    f_replica_id, f_log_end_offset = _S3(buf, pos)
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
    return ReplicaState(f_replica_id, ZERO_UUID, f_log_end_offset, -1, -1, u), pos


def _d_DescribeQuorumResponsePartitionData_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeQuorumResponsePartitionData, int]:
    f_partition_index, f_error_code, f_leader_id, f_leader_epoch, f_high_watermark = _S2(buf, pos)
    pos += 22
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 13 > end - pos:
            raise _short(pos)
        f_current_voters = []
        ap2 = f_current_voters.append
        for _ in range(n1):
            x3, pos = _d_ReplicaState_v0(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 13 > end - pos:
            raise _short(pos)
        f_observers = []
        ap5 = f_observers.append
        for _ in range(n4):
            x6, pos = _d_ReplicaState_v0(buf, pos, end)
            ap5(x6)
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
    return DescribeQuorumResponsePartitionData(f_partition_index, f_error_code, "", f_leader_id, f_leader_epoch, f_high_watermark, f_current_voters, f_observers, u), pos


def _d_DescribeQuorumResponseTopicData_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeQuorumResponseTopicData, int]:
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
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 25 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_DescribeQuorumResponsePartitionData_v0(buf, pos, end)
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
    return DescribeQuorumResponseTopicData(f_topic_name, f_partitions, u), pos


def _d_DescribeQuorumResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeQuorumResponse, int]:
    f_error_code = _S1(buf, pos)[0]
    pos += 2
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
            x3, pos = _d_DescribeQuorumResponseTopicData_v0(buf, pos, end)
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
    return DescribeQuorumResponse(f_error_code, "", f_topics, [], u), pos


def _d_ReplicaState_v1(buf: memoryview, pos: int, end: int) -> tuple[ReplicaState, int]:
    f_replica_id, f_log_end_offset, f_last_fetch_timestamp, f_last_caught_up_timestamp = _S4(buf, pos)
    pos += 28
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
    return ReplicaState(f_replica_id, ZERO_UUID, f_log_end_offset, f_last_fetch_timestamp, f_last_caught_up_timestamp, u), pos


def _d_DescribeQuorumResponsePartitionData_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeQuorumResponsePartitionData, int]:
    f_partition_index, f_error_code, f_leader_id, f_leader_epoch, f_high_watermark = _S2(buf, pos)
    pos += 22
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 29 > end - pos:
            raise _short(pos)
        f_current_voters = []
        ap2 = f_current_voters.append
        for _ in range(n1):
            x3, pos = _d_ReplicaState_v1(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 29 > end - pos:
            raise _short(pos)
        f_observers = []
        ap5 = f_observers.append
        for _ in range(n4):
            x6, pos = _d_ReplicaState_v1(buf, pos, end)
            ap5(x6)
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
    return DescribeQuorumResponsePartitionData(f_partition_index, f_error_code, "", f_leader_id, f_leader_epoch, f_high_watermark, f_current_voters, f_observers, u), pos


def _d_DescribeQuorumResponseTopicData_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeQuorumResponseTopicData, int]:
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
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 25 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_DescribeQuorumResponsePartitionData_v1(buf, pos, end)
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
    return DescribeQuorumResponseTopicData(f_topic_name, f_partitions, u), pos


def _d_DescribeQuorumResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeQuorumResponse, int]:
    f_error_code = _S1(buf, pos)[0]
    pos += 2
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
            x3, pos = _d_DescribeQuorumResponseTopicData_v1(buf, pos, end)
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
    return DescribeQuorumResponse(f_error_code, "", f_topics, [], u), pos


def _d_ReplicaState_v2(buf: memoryview, pos: int, end: int) -> tuple[ReplicaState, int]:
    f_replica_id, f_replica_directory_id, f_log_end_offset, f_last_fetch_timestamp, f_last_caught_up_timestamp = _S7(buf, pos)
    pos += 44
    f_replica_directory_id = _make_uuid(f_replica_directory_id)
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
    return ReplicaState(f_replica_id, f_replica_directory_id, f_log_end_offset, f_last_fetch_timestamp, f_last_caught_up_timestamp, u), pos


def _d_DescribeQuorumResponsePartitionData_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribeQuorumResponsePartitionData, int]:
    f_partition_index, f_error_code = _S5(buf, pos)
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
    f_leader_id, f_leader_epoch, f_high_watermark = _S6(buf, pos)
    pos += 16
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 45 > end - pos:
            raise _short(pos)
        f_current_voters = []
        ap4 = f_current_voters.append
        for _ in range(n3):
            x5, pos = _d_ReplicaState_v2(buf, pos, end)
            ap4(x5)
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 45 > end - pos:
            raise _short(pos)
        f_observers = []
        ap7 = f_observers.append
        for _ in range(n6):
            x8, pos = _d_ReplicaState_v2(buf, pos, end)
            ap7(x8)
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
    return DescribeQuorumResponsePartitionData(f_partition_index, f_error_code, f_error_message, f_leader_id, f_leader_epoch, f_high_watermark, f_current_voters, f_observers, u), pos


def _d_DescribeQuorumResponseTopicData_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribeQuorumResponseTopicData, int]:
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
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 26 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_DescribeQuorumResponsePartitionData_v2(buf, pos, end)
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
    return DescribeQuorumResponseTopicData(f_topic_name, f_partitions, u), pos


def _d_Listener_v2(buf: memoryview, pos: int, end: int) -> tuple[Listener, int]:
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
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_host = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_port = _S8(buf, pos)[0]
    pos += 2
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
    return Listener(f_name, f_host, f_port, u), pos


def _d_Node_v2(buf: memoryview, pos: int, end: int) -> tuple[Node, int]:
    f_node_id = _S0(buf, pos)[0]
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
        if n1 * 5 > end - pos:
            raise _short(pos)
        f_listeners = []
        ap2 = f_listeners.append
        for _ in range(n1):
            x3, pos = _d_Listener_v2(buf, pos, end)
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
    return Node(f_node_id, f_listeners, u), pos


def _d_DescribeQuorumResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribeQuorumResponse, int]:
    f_error_code = _S1(buf, pos)[0]
    pos += 2
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
            x5, pos = _d_DescribeQuorumResponseTopicData_v2(buf, pos, end)
            ap4(x5)
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_nodes = []
        ap7 = f_nodes.append
        for _ in range(n6):
            x8, pos = _d_Node_v2(buf, pos, end)
            ap7(x8)
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
    return DescribeQuorumResponse(f_error_code, f_error_message, f_topics, f_nodes, u), pos


def _e_ReplicaState_v0(o: ReplicaState, out: bytearray) -> None:
    if o.replica_directory_id != ZERO_UUID:
        raise _absent('ReplicaState', 'replica_directory_id', 0)
    out += _P3(o.replica_id, o.log_end_offset)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeQuorumResponsePartitionData_v0(o: DescribeQuorumResponsePartitionData, out: bytearray) -> None:
    out += _P2(o.partition_index, o.error_code, o.leader_id, o.leader_epoch, o.high_watermark)
    if len(o.current_voters) + 1 < 128:
        out.append(len(o.current_voters) + 1)
    else:
        out += _encode_uvarint(len(o.current_voters) + 1)
    for x1 in o.current_voters:
        _e_ReplicaState_v0(x1, out)
    if len(o.observers) + 1 < 128:
        out.append(len(o.observers) + 1)
    else:
        out += _encode_uvarint(len(o.observers) + 1)
    for x2 in o.observers:
        _e_ReplicaState_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeQuorumResponseTopicData_v0(o: DescribeQuorumResponseTopicData, out: bytearray) -> None:
    b1 = o.topic_name.encode()
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
        _e_DescribeQuorumResponsePartitionData_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeQuorumResponse_v0(o: DescribeQuorumResponse, out: bytearray) -> None:
    if o.nodes:
        raise _absent('DescribeQuorumResponse', 'nodes', 0)
    out += _P1(o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_DescribeQuorumResponseTopicData_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ReplicaState_v1(o: ReplicaState, out: bytearray) -> None:
    if o.replica_directory_id != ZERO_UUID:
        raise _absent('ReplicaState', 'replica_directory_id', 1)
    out += _P4(o.replica_id, o.log_end_offset, o.last_fetch_timestamp, o.last_caught_up_timestamp)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeQuorumResponsePartitionData_v1(o: DescribeQuorumResponsePartitionData, out: bytearray) -> None:
    out += _P2(o.partition_index, o.error_code, o.leader_id, o.leader_epoch, o.high_watermark)
    if len(o.current_voters) + 1 < 128:
        out.append(len(o.current_voters) + 1)
    else:
        out += _encode_uvarint(len(o.current_voters) + 1)
    for x1 in o.current_voters:
        _e_ReplicaState_v1(x1, out)
    if len(o.observers) + 1 < 128:
        out.append(len(o.observers) + 1)
    else:
        out += _encode_uvarint(len(o.observers) + 1)
    for x2 in o.observers:
        _e_ReplicaState_v1(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeQuorumResponseTopicData_v1(o: DescribeQuorumResponseTopicData, out: bytearray) -> None:
    b1 = o.topic_name.encode()
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
        _e_DescribeQuorumResponsePartitionData_v1(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeQuorumResponse_v1(o: DescribeQuorumResponse, out: bytearray) -> None:
    if o.nodes:
        raise _absent('DescribeQuorumResponse', 'nodes', 1)
    out += _P1(o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_DescribeQuorumResponseTopicData_v1(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ReplicaState_v2(o: ReplicaState, out: bytearray) -> None:
    out += _P7(o.replica_id, _uuid_bytes(o.replica_directory_id), o.log_end_offset, o.last_fetch_timestamp, o.last_caught_up_timestamp)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeQuorumResponsePartitionData_v2(o: DescribeQuorumResponsePartitionData, out: bytearray) -> None:
    out += _P5(o.partition_index, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P6(o.leader_id, o.leader_epoch, o.high_watermark)
    if len(o.current_voters) + 1 < 128:
        out.append(len(o.current_voters) + 1)
    else:
        out += _encode_uvarint(len(o.current_voters) + 1)
    for x2 in o.current_voters:
        _e_ReplicaState_v2(x2, out)
    if len(o.observers) + 1 < 128:
        out.append(len(o.observers) + 1)
    else:
        out += _encode_uvarint(len(o.observers) + 1)
    for x3 in o.observers:
        _e_ReplicaState_v2(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeQuorumResponseTopicData_v2(o: DescribeQuorumResponseTopicData, out: bytearray) -> None:
    b1 = o.topic_name.encode()
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
        _e_DescribeQuorumResponsePartitionData_v2(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_Listener_v2(o: Listener, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.host.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P8(o.port)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_Node_v2(o: Node, out: bytearray) -> None:
    out += _P0(o.node_id)
    if len(o.listeners) + 1 < 128:
        out.append(len(o.listeners) + 1)
    else:
        out += _encode_uvarint(len(o.listeners) + 1)
    for x1 in o.listeners:
        _e_Listener_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeQuorumResponse_v2(o: DescribeQuorumResponse, out: bytearray) -> None:
    out += _P1(o.error_code)
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
        _e_DescribeQuorumResponseTopicData_v2(x2, out)
    if len(o.nodes) + 1 < 128:
        out.append(len(o.nodes) + 1)
    else:
        out += _encode_uvarint(len(o.nodes) + 1)
    for x3 in o.nodes:
        _e_Node_v2(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeQuorumRequest.DECODERS = (_d_DescribeQuorumRequest_v0, _d_DescribeQuorumRequest_v0, _d_DescribeQuorumRequest_v0,)
DescribeQuorumRequest.ENCODERS = (_e_DescribeQuorumRequest_v0, _e_DescribeQuorumRequest_v0, _e_DescribeQuorumRequest_v0,)

DescribeQuorumResponse.DECODERS = (_d_DescribeQuorumResponse_v0, _d_DescribeQuorumResponse_v1, _d_DescribeQuorumResponse_v2,)
DescribeQuorumResponse.ENCODERS = (_e_DescribeQuorumResponse_v0, _e_DescribeQuorumResponse_v1, _e_DescribeQuorumResponse_v2,)
