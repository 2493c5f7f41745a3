# generated from defs/052-vote.kw; do not edit
"""Vote: API key 52, versions 0..2, flexible from 0."""

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

__all__ = ['NodeEndpoint', 'VoteRequest', 'VoteRequestPartitionData', 'VoteRequestTopicData', 'VoteResponse', 'VoteResponsePartitionData', 'VoteResponseTopicData']

_S0 = _Struct('>iiiiq').unpack_from
_P0 = _Struct('>iiiiq').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>iii16s16siq').unpack_from
_P2 = _Struct('>iii16s16siq').pack
_S3 = _Struct('>iii16s16siq?').unpack_from
_P3 = _Struct('>iii16s16siq?').pack
_S4 = _Struct('>h').unpack_from
_P4 = _Struct('>h').pack
_S5 = _Struct('>ihii?').unpack_from
_P5 = _Struct('>ihii?').pack
_S6 = _Struct('>H').unpack_from
_P6 = _Struct('>H').pack


class VoteRequestPartitionData(Struct):
    """Element PartitionData of Vote."""

    __slots__ = ('partition_index', 'replica_epoch', 'replica_id', 'replica_directory_id', 'voter_directory_id', 'last_offset_epoch', 'last_offset', 'pre_vote')
    partition_index: int
    replica_epoch: int
    replica_id: int
    replica_directory_id: UUID
    voter_directory_id: UUID
    last_offset_epoch: int
    last_offset: int
    pre_vote: bool

    def __init__(
        self,
        partition_index: int = 0,
        replica_epoch: int = 0,
        replica_id: int = 0,
        replica_directory_id: UUID = ZERO_UUID,
        voter_directory_id: UUID = ZERO_UUID,
        last_offset_epoch: int = 0,
        last_offset: int = 0,
        pre_vote: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.replica_epoch = replica_epoch
        self.replica_id = replica_id
        self.replica_directory_id = replica_directory_id
        self.voter_directory_id = voter_directory_id
        self.last_offset_epoch = last_offset_epoch
        self.last_offset = last_offset
        self.pre_vote = pre_vote
        self.unknown_tags = unknown_tags


class VoteRequestTopicData(Struct):
    """Element TopicData of Vote."""

    __slots__ = ('topic_name', 'partitions')
    topic_name: str
    partitions: list[VoteRequestPartitionData]

    def __init__(
        self,
        topic_name: str = "",
        partitions: list[VoteRequestPartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class VoteRequest(Message):
    """Vote request (API key 52), versions 0..2."""

    __slots__ = ('cluster_id', 'voter_id', 'topics')
    API_KEY = 52
    API_NAME = 'Vote'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    cluster_id: str | None
    voter_id: int
    topics: list[VoteRequestTopicData]

    def __init__(
        self,
        cluster_id: str | None = None,
        voter_id: int = -1,
        topics: list[VoteRequestTopicData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.cluster_id = cluster_id
        self.voter_id = voter_id
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class VoteResponsePartitionData(Struct):
    """Element PartitionData of Vote."""

    __slots__ = ('partition_index', 'error_code', 'leader_id', 'leader_epoch', 'vote_granted')
    partition_index: int
    error_code: int
    leader_id: int
    leader_epoch: int
    vote_granted: bool

    def __init__(
        self,
        partition_index: int = 0,
        error_code: int = 0,
        leader_id: int = 0,
        leader_epoch: int = 0,
        vote_granted: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.error_code = error_code
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.vote_granted = vote_granted
        self.unknown_tags = unknown_tags


class VoteResponseTopicData(Struct):
    """Element TopicData of Vote."""

    __slots__ = ('topic_name', 'partitions')
    topic_name: str
    partitions: list[VoteResponsePartitionData]

    def __init__(
        self,
        topic_name: str = "",
        partitions: list[VoteResponsePartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class NodeEndpoint(Struct):
    """Element NodeEndpoint of Vote."""

    __slots__ = ('node_id', 'host', 'port')
    node_id: int
    host: str
    port: int

    def __init__(
        self,
        node_id: int = 0,
        host: str = "",
        port: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.node_id = node_id
        self.host = host
        self.port = port
        self.unknown_tags = unknown_tags


class VoteResponse(Message):
    """Vote response (API key 52), versions 0..2."""

    __slots__ = ('error_code', 'topics', 'node_endpoints')
    API_KEY = 52
    API_NAME = 'Vote'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    error_code: int
    topics: list[VoteResponseTopicData]
    node_endpoints: list[NodeEndpoint]

    def __init__(
        self,
        error_code: int = 0,
        topics: list[VoteResponseTopicData] = DEFAULT,
        node_endpoints: list[NodeEndpoint] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.topics = [] if topics is DEFAULT else topics
        self.node_endpoints = [] if node_endpoints is DEFAULT else node_endpoints
        self.unknown_tags = unknown_tags
        self.tags_present = 0

VoteRequestPartitionData.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('replica_epoch', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('replica_id', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('replica_directory_id', 'prim', 'uuid', (1, 2), None, ZERO_UUID, ignorable=True),
    FieldSpec('voter_directory_id', 'prim', 'uuid', (1, 2), None, ZERO_UUID, ignorable=True),
    FieldSpec('last_offset_epoch', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('last_offset', 'prim', 'int64', (0, 2), None, 0),
    FieldSpec('pre_vote', 'prim', 'bool', (2, 2), None, False),
)

VoteRequestTopicData.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 2), None, DEFAULT, struct=VoteRequestPartitionData),
)

VoteRequest.FIELDS = (
    FieldSpec('cluster_id', 'prim', 'string', (0, 2), (0, 2), None),
    FieldSpec('voter_id', 'prim', 'int32', (1, 2), None, -1, ignorable=True),
    FieldSpec('topics', 'array', 'TopicData', (0, 2), None, DEFAULT, struct=VoteRequestTopicData),
)

VoteResponsePartitionData.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('leader_id', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('vote_granted', 'prim', 'bool', (0, 2), None, False),
)

VoteResponseTopicData.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 2), None, DEFAULT, struct=VoteResponsePartitionData),
)

NodeEndpoint.FIELDS = (
    FieldSpec('node_id', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('host', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('port', 'prim', 'uint16', (0, 2), None, 0),
)

VoteResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('topics', 'array', 'TopicData', (0, 2), None, DEFAULT, struct=VoteResponseTopicData),
    FieldSpec('node_endpoints', 'array', 'NodeEndpoint', (1, 2), None, DEFAULT, tag=0, tag_versions=(1, 2), struct=NodeEndpoint),
)


def _d_VoteRequestPartitionData_v0(buf: memoryview, pos: int, end: int) -> tuple[VoteRequestPartitionData, int]:
    f_partition_index, f_replica_epoch, f_replica_id, f_last_offset_epoch, f_last_offset = _S0(buf, pos)
    pos += 24
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
    return VoteRequestPartitionData(f_partition_index, f_replica_epoch, f_replica_id, ZERO_UUID, ZERO_UUID, f_last_offset_epoch, f_last_offset, False, u), pos


def _d_VoteRequestTopicData_v0(buf: memoryview, pos: int, end: int) -> tuple[VoteRequestTopicData, int]:
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
            x5, pos = _d_VoteRequestPartitionData_v0(buf, pos, end)
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
    return VoteRequestTopicData(f_topic_name, f_partitions, u), pos


def _d_VoteRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[VoteRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_cluster_id = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_cluster_id = str(buf[pos:e2], 'utf-8')
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
            x5, pos = _d_VoteRequestTopicData_v0(buf, pos, end)
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
    return VoteRequest(f_cluster_id, -1, f_topics, u), pos


def _d_VoteRequestPartitionData_v1(buf: memoryview, pos: int, end: int) -> tuple[VoteRequestPartitionData, int]:
    f_partition_index, f_replica_epoch, f_replica_id, f_replica_directory_id, f_voter_directory_id, f_last_offset_epoch, f_last_offset = _S2(buf, pos)
    pos += 56
    f_replica_directory_id = _make_uuid(f_replica_directory_id)
    f_voter_directory_id = _make_uuid(f_voter_directory_id)
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
    return VoteRequestPartitionData(f_partition_index, f_replica_epoch, f_replica_id, f_replica_directory_id, f_voter_directory_id, f_last_offset_epoch, f_last_offset, False, u), pos


def _d_VoteRequestTopicData_v1(buf: memoryview, pos: int, end: int) -> tuple[VoteRequestTopicData, int]:
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
        if n3 * 57 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_VoteRequestPartitionData_v1(buf, pos, end)
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
    return VoteRequestTopicData(f_topic_name, f_partitions, u), pos


def _d_VoteRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[VoteRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_cluster_id = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_cluster_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_voter_id = _S1(buf, pos)[0]
    pos += 4
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
            x5, pos = _d_VoteRequestTopicData_v1(buf, pos, end)
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
    return VoteRequest(f_cluster_id, f_voter_id, f_topics, u), pos


def _d_VoteRequestPartitionData_v2(buf: memoryview, pos: int, end: int) -> tuple[VoteRequestPartitionData, int]:
    f_partition_index, f_replica_epoch, f_replica_id, f_replica_directory_id, f_voter_directory_id, f_last_offset_epoch, f_last_offset, f_pre_vote = _S3(buf, pos)
    pos += 57
    f_replica_directory_id = _make_uuid(f_replica_directory_id)
    f_voter_directory_id = _make_uuid(f_voter_directory_id)
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
    return VoteRequestPartitionData(f_partition_index, f_replica_epoch, f_replica_id, f_replica_directory_id, f_voter_directory_id, f_last_offset_epoch, f_last_offset, f_pre_vote, u), pos


def _d_VoteRequestTopicData_v2(buf: memoryview, pos: int, end: int) -> tuple[VoteRequestTopicData, int]:
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
        if n3 * 58 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_VoteRequestPartitionData_v2(buf, pos, end)
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
    return VoteRequestTopicData(f_topic_name, f_partitions, u), pos


def _d_VoteRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[VoteRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_cluster_id = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_cluster_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_voter_id = _S1(buf, pos)[0]
    pos += 4
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
            x5, pos = _d_VoteRequestTopicData_v2(buf, pos, end)
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
    return VoteRequest(f_cluster_id, f_voter_id, f_topics, u), pos


def _e_VoteRequestPartitionData_v0(o: VoteRequestPartitionData, out: bytearray) -> None:
    if o.pre_vote != False:
        raise _absent('VoteRequestPartitionData', 'pre_vote', 0)
    out += _P0(o.partition_index, o.replica_epoch, o.replica_id, o.last_offset_epoch, o.last_offset)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_VoteRequestTopicData_v0(o: VoteRequestTopicData, out: bytearray) -> None:
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
        _e_VoteRequestPartitionData_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_VoteRequest_v0(o: VoteRequest, out: bytearray) -> None:
    if o.cluster_id is None:
        out.append(0)
    else:
        b1 = o.cluster_id.encode()
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
        _e_VoteRequestTopicData_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_VoteRequestPartitionData_v1(o: VoteRequestPartitionData, out: bytearray) -> None:
    if o.pre_vote != False:
        raise _absent('VoteRequestPartitionData', 'pre_vote', 1)
    out += _P2(o.partition_index, o.replica_epoch, o.replica_id, _uuid_bytes(o.replica_directory_id), _uuid_bytes(o.voter_directory_id), o.last_offset_epoch, o.last_offset)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_VoteRequestTopicData_v1(o: VoteRequestTopicData, out: bytearray) -> None:
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
        _e_VoteRequestPartitionData_v1(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_VoteRequest_v1(o: VoteRequest, out: bytearray) -> None:
    if o.cluster_id is None:
        out.append(0)
    else:
        b1 = o.cluster_id.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P1(o.voter_id)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x2 in o.topics:
        _e_VoteRequestTopicData_v1(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_VoteRequestPartitionData_v2(o: VoteRequestPartitionData, out: bytearray) -> None:
    out += _P3(o.partition_index, o.replica_epoch, o.replica_id, _uuid_bytes(o.replica_directory_id), _uuid_bytes(o.voter_directory_id), o.last_offset_epoch, o.last_offset, o.pre_vote)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_VoteRequestTopicData_v2(o: VoteRequestTopicData, out: bytearray) -> None:
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
        _e_VoteRequestPartitionData_v2(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_VoteRequest_v2(o: VoteRequest, out: bytearray) -> None:
    if o.cluster_id is None:
        out.append(0)
    else:
        b1 = o.cluster_id.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P1(o.voter_id)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x2 in o.topics:
        _e_VoteRequestTopicData_v2(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_VoteResponsePartitionData_v0(buf: memoryview, pos: int, end: int) -> tuple[VoteResponsePartitionData, int]:
    f_partition_index, f_error_code, f_leader_id, f_leader_epoch, f_vote_granted = _S5(buf, pos)
    pos += 15
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
    return VoteResponsePartitionData(f_partition_index, f_error_code, f_leader_id, f_leader_epoch, f_vote_granted, u), pos


def _d_VoteResponseTopicData_v0(buf: memoryview, pos: int, end: int) -> tuple[VoteResponseTopicData, int]:
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
        if n3 * 16 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_VoteResponsePartitionData_v0(buf, pos, end)
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
    return VoteResponseTopicData(f_topic_name, f_partitions, u), pos


def _d_VoteResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[VoteResponse, int]:
    f_error_code = _S4(buf, pos)[0]
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
            x3, pos = _d_VoteResponseTopicData_v0(buf, pos, end)
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
    return VoteResponse(f_error_code, f_topics, [], u), pos


def _d_NodeEndpoint_v1(buf: memoryview, pos: int, end: int) -> tuple[NodeEndpoint, int]:
    f_node_id = _S1(buf, pos)[0]
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
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_host = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_port = _S6(buf, pos)[0]
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
    return NodeEndpoint(f_node_id, f_host, f_port, u), pos


def _d_VoteResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[VoteResponse, int]:
    f_error_code = _S4(buf, pos)[0]
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
            x3, pos = _d_VoteResponseTopicData_v0(buf, pos, end)
            ap2(x3)
    f_node_endpoints = []
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    kp = 0
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
            if tg == 0:
                n4 = buf[pos]
                if n4 < 128:
                    pos += 1
                else:
                    n4, pos = _uvarint(buf, pos)
                n4 -= 1
                if n4 < 0:
                    raise _negative(pos)
                else:
                    if n4 * 8 > te - pos:
                        raise _short(pos)
                    f_node_endpoints = []
                    ap5 = f_node_endpoints.append
                    for _ in range(n4):
                        x6, pos = _d_NodeEndpoint_v1(buf, pos, te)
                        ap5(x6)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = VoteResponse(f_error_code, f_topics, f_node_endpoints, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _e_VoteResponsePartitionData_v0(o: VoteResponsePartitionData, out: bytearray) -> None:
    out += _P5(o.partition_index, o.error_code, o.leader_id, o.leader_epoch, o.vote_granted)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_VoteResponseTopicData_v0(o: VoteResponseTopicData, out: bytearray) -> None:
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
        _e_VoteResponsePartitionData_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_VoteResponse_v0(o: VoteResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('VoteResponse', 'node_endpoints', 0)
    out += _P4(o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_VoteResponseTopicData_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_NodeEndpoint_v1(o: NodeEndpoint, out: bytearray) -> None:
    out += _P1(o.node_id)
    b1 = o.host.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P6(o.port)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_VoteResponse_v1(o: VoteResponse, out: bytearray) -> None:
    out += _P4(o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_VoteResponseTopicData_v0(x1, out)
    t = []
    kp = o.tags_present
    if o.node_endpoints or kp & 1:
        tb = bytearray()
        if len(o.node_endpoints) + 1 < 128:
            tb.append(len(o.node_endpoints) + 1)
        else:
            tb += _encode_uvarint(len(o.node_endpoints) + 1)
        for x2 in o.node_endpoints:
            _e_NodeEndpoint_v1(x2, tb)
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


VoteRequest.DECODERS = (_d_VoteRequest_v0, _d_VoteRequest_v1, _d_VoteRequest_v2,)
VoteRequest.ENCODERS = (_e_VoteRequest_v0, _e_VoteRequest_v1, _e_VoteRequest_v2,)

VoteResponse.DECODERS = (_d_VoteResponse_v0, _d_VoteResponse_v1, _d_VoteResponse_v1,)
VoteResponse.ENCODERS = (_e_VoteResponse_v0, _e_VoteResponse_v1, _e_VoteResponse_v1,)
