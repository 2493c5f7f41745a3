# generated from defs/053-begin-quorum-epoch.kw; do not edit
"""BeginQuorumEpoch: API key 53, versions 0..1, flexible from 1."""

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

__all__ = ['BeginQuorumEpochRequest', 'BeginQuorumEpochRequestPartitionData', 'BeginQuorumEpochRequestTopicData', 'BeginQuorumEpochResponse', 'BeginQuorumEpochResponsePartitionData', 'BeginQuorumEpochResponseTopicData', 'LeaderEndpoint', 'NodeEndpoint']

_S0 = _Struct('>iii').unpack_from
_P0 = _Struct('>iii').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>i16sii').unpack_from
_P2 = _Struct('>i16sii').pack
_S3 = _Struct('>H').unpack_from
_P3 = _Struct('>H').pack
_S4 = _Struct('>h').unpack_from
_P4 = _Struct('>h').pack
_S5 = _Struct('>ihii').unpack_from
_P5 = _Struct('>ihii').pack


class BeginQuorumEpochRequestPartitionData(Struct):
    """Element PartitionData of BeginQuorumEpoch."""

    __slots__ = ('partition_index', 'voter_directory_id', 'leader_id', 'leader_epoch')
    partition_index: int
    voter_directory_id: UUID
    leader_id: int
    leader_epoch: int

    def __init__(
        self,
        partition_index: int = 0,
        voter_directory_id: UUID = ZERO_UUID,
        leader_id: int = 0,
        leader_epoch: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.voter_directory_id = voter_directory_id
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.unknown_tags = unknown_tags


class BeginQuorumEpochRequestTopicData(Struct):
    """Element TopicData of BeginQuorumEpoch."""

    __slots__ = ('topic_name', 'partitions')
    topic_name: str
    partitions: list[BeginQuorumEpochRequestPartitionData]

    def __init__(
        self,
        topic_name: str = "",
        partitions: list[BeginQuorumEpochRequestPartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class LeaderEndpoint(Struct):
    """Element LeaderEndpoint of BeginQuorumEpoch."""

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


class BeginQuorumEpochRequest(Message):
    """BeginQuorumEpoch request (API key 53), versions 0..1."""

    __slots__ = ('cluster_id', 'voter_id', 'topics', 'leader_endpoints')
    API_KEY = 53
    API_NAME = 'BeginQuorumEpoch'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 1
    cluster_id: str | None
    voter_id: int
    topics: list[BeginQuorumEpochRequestTopicData]
    leader_endpoints: list[LeaderEndpoint]

    def __init__(
        self,
        cluster_id: str | None = None,
        voter_id: int = -1,
        topics: list[BeginQuorumEpochRequestTopicData] = DEFAULT,
        leader_endpoints: list[LeaderEndpoint] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.cluster_id = cluster_id
        self.voter_id = voter_id
        self.topics = [] if topics is DEFAULT else topics
        self.leader_endpoints = [] if leader_endpoints is DEFAULT else leader_endpoints
        self.unknown_tags = unknown_tags


class BeginQuorumEpochResponsePartitionData(Struct):
    """Element PartitionData of BeginQuorumEpoch."""

    __slots__ = ('partition_index', 'error_code', 'leader_id', 'leader_epoch')
    partition_index: int
    error_code: int
    leader_id: int
    leader_epoch: int

    def __init__(
        self,
        partition_index: int = 0,
        error_code: int = 0,
        leader_id: int = 0,
        leader_epoch: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.error_code = error_code
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.unknown_tags = unknown_tags


class BeginQuorumEpochResponseTopicData(Struct):
    """Element TopicData of BeginQuorumEpoch."""

    __slots__ = ('topic_name', 'partitions')
    topic_name: str
    partitions: list[BeginQuorumEpochResponsePartitionData]

    def __init__(
        self,
        topic_name: str = "",
        partitions: list[BeginQuorumEpochResponsePartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class NodeEndpoint(Struct):
    """Element NodeEndpoint of BeginQuorumEpoch."""

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


class BeginQuorumEpochResponse(Message):
    """BeginQuorumEpoch response (API key 53), versions 0..1."""

    __slots__ = ('error_code', 'topics', 'node_endpoints')
    API_KEY = 53
    API_NAME = 'BeginQuorumEpoch'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 1
    error_code: int
    topics: list[BeginQuorumEpochResponseTopicData]
    node_endpoints: list[NodeEndpoint]

    def __init__(
        self,
        error_code: int = 0,
        topics: list[BeginQuorumEpochResponseTopicData] = DEFAULT,
        node_endpoints: list[NodeEndpoint] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.topics = [] if topics is DEFAULT else topics
        self.node_endpoints = [] if node_endpoints is DEFAULT else node_endpoints
        self.unknown_tags = unknown_tags
        self.tags_present = 0

BeginQuorumEpochRequestPartitionData.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('voter_directory_id', 'prim', 'uuid', (1, 1), None, ZERO_UUID, ignorable=True),
    FieldSpec('leader_id', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 1), None, 0),
)

BeginQuorumEpochRequestTopicData.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 1), None, DEFAULT, struct=BeginQuorumEpochRequestPartitionData),
)

LeaderEndpoint.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('host', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('port', 'prim', 'uint16', (0, 1), None, 0),
)

BeginQuorumEpochRequest.FIELDS = (
    FieldSpec('cluster_id', 'prim', 'string', (0, 1), (0, 1), None),
    FieldSpec('voter_id', 'prim', 'int32', (1, 1), None, -1, ignorable=True),
    FieldSpec('topics', 'array', 'TopicData', (0, 1), None, DEFAULT, struct=BeginQuorumEpochRequestTopicData),
    FieldSpec('leader_endpoints', 'array', 'LeaderEndpoint', (1, 1), None, DEFAULT, ignorable=True, struct=LeaderEndpoint),
)

BeginQuorumEpochResponsePartitionData.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('leader_id', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 1), None, 0),
)

BeginQuorumEpochResponseTopicData.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 1), None, DEFAULT, struct=BeginQuorumEpochResponsePartitionData),
)

NodeEndpoint.FIELDS = (
    FieldSpec('node_id', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('host', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('port', 'prim', 'uint16', (0, 1), None, 0),
)

BeginQuorumEpochResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('topics', 'array', 'TopicData', (0, 1), None, DEFAULT, struct=BeginQuorumEpochResponseTopicData),
    FieldSpec('node_endpoints', 'array', 'NodeEndpoint', (1, 1), None, DEFAULT, tag=0, tag_versions=(1, 1), struct=NodeEndpoint),
)


def _d_BeginQuorumEpochRequestPartitionData_v0(buf: memoryview, pos: int, end: int) -> tuple[BeginQuorumEpochRequestPartitionData, int]:
    f_partition_index, f_leader_id, f_leader_epoch = _S0(buf, pos)
    pos += 12
    return BeginQuorumEpochRequestPartitionData(f_partition_index, ZERO_UUID, f_leader_id, f_leader_epoch, None), pos


def _d_BeginQuorumEpochRequestTopicData_v0(buf: memoryview, pos: int, end: int) -> tuple[BeginQuorumEpochRequestTopicData, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic_name = str(buf[pos:e2], 'utf-8')
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
            x5, pos = _d_BeginQuorumEpochRequestPartitionData_v0(buf, pos, end)
            ap4(x5)
    return BeginQuorumEpochRequestTopicData(f_topic_name, f_partitions, None), pos


def _d_BeginQuorumEpochRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[BeginQuorumEpochRequest, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
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
            x5, pos = _d_BeginQuorumEpochRequestTopicData_v0(buf, pos, end)
            ap4(x5)
    return BeginQuorumEpochRequest(f_cluster_id, -1, f_topics, [], None), pos


def _d_BeginQuorumEpochRequestPartitionData_v1(buf: memoryview, pos: int, end: int) -> tuple[BeginQuorumEpochRequestPartitionData, int]:
    f_partition_index, f_voter_directory_id, f_leader_id, f_leader_epoch = _S2(buf, pos)
    pos += 28
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
    return BeginQuorumEpochRequestPartitionData(f_partition_index, f_voter_directory_id, f_leader_id, f_leader_epoch, u), pos


def _d_BeginQuorumEpochRequestTopicData_v1(buf: memoryview, pos: int, end: int) -> tuple[BeginQuorumEpochRequestTopicData, int]:
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
        if n3 * 29 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_BeginQuorumEpochRequestPartitionData_v1(buf, pos, end)
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
    return BeginQuorumEpochRequestTopicData(f_topic_name, f_partitions, u), pos


def _d_LeaderEndpoint_v1(buf: memoryview, pos: int, end: int) -> tuple[LeaderEndpoint, int]:
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
    f_port = _S3(buf, pos)[0]
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
    return LeaderEndpoint(f_name, f_host, f_port, u), pos


def _d_BeginQuorumEpochRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[BeginQuorumEpochRequest, int]:
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
            x5, pos = _d_BeginQuorumEpochRequestTopicData_v1(buf, pos, end)
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
        if n6 * 5 > end - pos:
            raise _short(pos)
        f_leader_endpoints = []
        ap7 = f_leader_endpoints.append
        for _ in range(n6):
            x8, pos = _d_LeaderEndpoint_v1(buf, pos, end)
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
    return BeginQuorumEpochRequest(f_cluster_id, f_voter_id, f_topics, f_leader_endpoints, u), pos


def _e_BeginQuorumEpochRequestPartitionData_v0(o: BeginQuorumEpochRequestPartitionData, out: bytearray) -> None:
    out += _P0(o.partition_index, o.leader_id, o.leader_epoch)


def _e_BeginQuorumEpochRequestTopicData_v0(o: BeginQuorumEpochRequestTopicData, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_BeginQuorumEpochRequestPartitionData_v0(x2, out)


def _e_BeginQuorumEpochRequest_v0(o: BeginQuorumEpochRequest, out: bytearray) -> None:
    if o.cluster_id is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.cluster_id.encode()
        out += _Ph(len(b1))
        out += b1
    out += _Pi(len(o.topics))
    for x2 in o.topics:
        _e_BeginQuorumEpochRequestTopicData_v0(x2, out)


def _e_BeginQuorumEpochRequestPartitionData_v1(o: BeginQuorumEpochRequestPartitionData, out: bytearray) -> None:
    out += _P2(o.partition_index, _uuid_bytes(o.voter_directory_id), o.leader_id, o.leader_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_BeginQuorumEpochRequestTopicData_v1(o: BeginQuorumEpochRequestTopicData, out: bytearray) -> None:
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
        _e_BeginQuorumEpochRequestPartitionData_v1(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderEndpoint_v1(o: LeaderEndpoint, out: bytearray) -> None:
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
    out += _P3(o.port)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_BeginQuorumEpochRequest_v1(o: BeginQuorumEpochRequest, out: bytearray) -> None:
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
        _e_BeginQuorumEpochRequestTopicData_v1(x2, out)
    if len(o.leader_endpoints) + 1 < 128:
        out.append(len(o.leader_endpoints) + 1)
    else:
        out += _encode_uvarint(len(o.leader_endpoints) + 1)
    for x3 in o.leader_endpoints:
        _e_LeaderEndpoint_v1(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_BeginQuorumEpochResponsePartitionData_v0(buf: memoryview, pos: int, end: int) -> tuple[BeginQuorumEpochResponsePartitionData, int]:
    f_partition_index, f_error_code, f_leader_id, f_leader_epoch = _S5(buf, pos)
    pos += 14
    return BeginQuorumEpochResponsePartitionData(f_partition_index, f_error_code, f_leader_id, f_leader_epoch, None), pos


def _d_BeginQuorumEpochResponseTopicData_v0(buf: memoryview, pos: int, end: int) -> tuple[BeginQuorumEpochResponseTopicData, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic_name = str(buf[pos:e2], 'utf-8')
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
            x5, pos = _d_BeginQuorumEpochResponsePartitionData_v0(buf, pos, end)
            ap4(x5)
    return BeginQuorumEpochResponseTopicData(f_topic_name, f_partitions, None), pos


def _d_BeginQuorumEpochResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[BeginQuorumEpochResponse, int]:
    f_error_code = _S4(buf, pos)[0]
    pos += 2
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
            x3, pos = _d_BeginQuorumEpochResponseTopicData_v0(buf, pos, end)
            ap2(x3)
    return BeginQuorumEpochResponse(f_error_code, f_topics, [], None), pos


def _d_BeginQuorumEpochResponsePartitionData_v1(buf: memoryview, pos: int, end: int) -> tuple[BeginQuorumEpochResponsePartitionData, int]:
    f_partition_index, f_error_code, f_leader_id, f_leader_epoch = _S5(buf, pos)
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
    return BeginQuorumEpochResponsePartitionData(f_partition_index, f_error_code, f_leader_id, f_leader_epoch, u), pos


def _d_BeginQuorumEpochResponseTopicData_v1(buf: memoryview, pos: int, end: int) -> tuple[BeginQuorumEpochResponseTopicData, int]:
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
        if n3 * 15 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_BeginQuorumEpochResponsePartitionData_v1(buf, pos, end)
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
    return BeginQuorumEpochResponseTopicData(f_topic_name, f_partitions, u), pos


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
    f_port = _S3(buf, pos)[0]
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


def _d_BeginQuorumEpochResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[BeginQuorumEpochResponse, int]:
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
            x3, pos = _d_BeginQuorumEpochResponseTopicData_v1(buf, pos, end)
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
    o = BeginQuorumEpochResponse(f_error_code, f_topics, f_node_endpoints, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _e_BeginQuorumEpochResponsePartitionData_v0(o: BeginQuorumEpochResponsePartitionData, out: bytearray) -> None:
    out += _P5(o.partition_index, o.error_code, o.leader_id, o.leader_epoch)


def _e_BeginQuorumEpochResponseTopicData_v0(o: BeginQuorumEpochResponseTopicData, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_BeginQuorumEpochResponsePartitionData_v0(x2, out)


def _e_BeginQuorumEpochResponse_v0(o: BeginQuorumEpochResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('BeginQuorumEpochResponse', 'node_endpoints', 0)
    out += _P4(o.error_code)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_BeginQuorumEpochResponseTopicData_v0(x1, out)


def _e_BeginQuorumEpochResponsePartitionData_v1(o: BeginQuorumEpochResponsePartitionData, out: bytearray) -> None:
    out += _P5(o.partition_index, o.error_code, o.leader_id, o.leader_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_BeginQuorumEpochResponseTopicData_v1(o: BeginQuorumEpochResponseTopicData, out: bytearray) -> None:
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
        _e_BeginQuorumEpochResponsePartitionData_v1(x2, out)
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
    out += _P3(o.port)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_BeginQuorumEpochResponse_v1(o: BeginQuorumEpochResponse, out: bytearray) -> None:
    out += _P4(o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_BeginQuorumEpochResponseTopicData_v1(x1, out)
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


BeginQuorumEpochRequest.DECODERS = (_d_BeginQuorumEpochRequest_v0, _d_BeginQuorumEpochRequest_v1,)
BeginQuorumEpochRequest.ENCODERS = (_e_BeginQuorumEpochRequest_v0, _e_BeginQuorumEpochRequest_v1,)

BeginQuorumEpochResponse.DECODERS = (_d_BeginQuorumEpochResponse_v0, _d_BeginQuorumEpochResponse_v1,)
BeginQuorumEpochResponse.ENCODERS = (_e_BeginQuorumEpochResponse_v0, _e_BeginQuorumEpochResponse_v1,)
