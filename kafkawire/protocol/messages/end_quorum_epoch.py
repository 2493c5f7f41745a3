# generated from defs/054-end-quorum-epoch.kw; do not edit
"""EndQuorumEpoch: API key 54, versions 0..1, flexible from 1."""

# mypy: disable-error-code="assignment,arg-type,operator,index,union-attr,misc,var-annotated"

from __future__ import annotations

from struct import Struct as _Struct
from uuid import UUID

from kafkawire.protocol.codec_support import (
    Records,
    _absent,
    _array,
    _B1,
    _encode_uvarint,
    _make_uuid,
    _negative,
    _new,
    _Ph,
    _Pi,
    _short,
    _tag_order,
    _tag_size,
    _i32s,
    _uh,
    _unknown_tags,
    _ui,
    _uuid_bytes,
    _uvarint,
    _write_tags,
)
from kafkawire.protocol.message import DEFAULT, ZERO_UUID, FieldSpec, Message, Struct

__all__ = ['EndQuorumEpochRequest', 'EndQuorumEpochRequestPartitionData', 'EndQuorumEpochRequestTopicData', 'EndQuorumEpochResponse', 'EndQuorumEpochResponsePartitionData', 'EndQuorumEpochResponseTopicData', 'LeaderEndpoint', 'NodeEndpoint', 'ReplicaInfo']

_S0 = _Struct('>iii').unpack_from
_P0 = _Struct('>iii').pack
_S1 = _Struct('>i16s').unpack_from
_P1 = _Struct('>i16s').pack
_S2 = _Struct('>H').unpack_from
_P2 = _Struct('>H').pack
_S3 = _Struct('>h').unpack_from
_P3 = _Struct('>h').pack
_S4 = _Struct('>ihii').unpack_from
_P4 = _Struct('>ihii').pack
_S5 = _Struct('>i').unpack_from
_P5 = _Struct('>i').pack


class ReplicaInfo(Struct):
    """Element ReplicaInfo of EndQuorumEpoch."""

    __slots__ = ('candidate_id', 'candidate_directory_id')
    candidate_id: int
    candidate_directory_id: UUID

    def __init__(
        self,
        candidate_id: int = 0,
        candidate_directory_id: UUID = ZERO_UUID,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.candidate_id = candidate_id
        self.candidate_directory_id = candidate_directory_id
        self.unknown_tags = unknown_tags


class EndQuorumEpochRequestPartitionData(Struct):
    """Element PartitionData of EndQuorumEpoch."""

    __slots__ = ('partition_index', 'leader_id', 'leader_epoch', 'preferred_candidates', 'preferred_successors')
    partition_index: int
    leader_id: int
    leader_epoch: int
    preferred_candidates: list[ReplicaInfo]
    preferred_successors: list[int]

    def __init__(
        self,
        partition_index: int = 0,
        leader_id: int = 0,
        leader_epoch: int = 0,
        preferred_candidates: list[ReplicaInfo] = DEFAULT,
        preferred_successors: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.preferred_candidates = [] if preferred_candidates is DEFAULT else preferred_candidates
        self.preferred_successors = [] if preferred_successors is DEFAULT else preferred_successors
        self.unknown_tags = unknown_tags


class EndQuorumEpochRequestTopicData(Struct):
    """Element TopicData of EndQuorumEpoch."""

    __slots__ = ('topic_name', 'partitions')
    topic_name: str
    partitions: list[EndQuorumEpochRequestPartitionData]

    def __init__(
        self,
        topic_name: str = "",
        partitions: list[EndQuorumEpochRequestPartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class LeaderEndpoint(Struct):
    """Element LeaderEndpoint of EndQuorumEpoch."""

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


class EndQuorumEpochRequest(Message):
    """EndQuorumEpoch request (API key 54), versions 0..1."""

    __slots__ = ('cluster_id', 'topics', 'leader_endpoints')
    API_KEY = 54
    API_NAME = 'EndQuorumEpoch'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 1
    cluster_id: str | None
    topics: list[EndQuorumEpochRequestTopicData]
    leader_endpoints: list[LeaderEndpoint]

    def __init__(
        self,
        cluster_id: str | None = None,
        topics: list[EndQuorumEpochRequestTopicData] = DEFAULT,
        leader_endpoints: list[LeaderEndpoint] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.cluster_id = cluster_id
        self.topics = [] if topics is DEFAULT else topics
        self.leader_endpoints = [] if leader_endpoints is DEFAULT else leader_endpoints
        self.unknown_tags = unknown_tags


class EndQuorumEpochResponsePartitionData(Struct):
    """Element PartitionData of EndQuorumEpoch."""

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


class EndQuorumEpochResponseTopicData(Struct):
    """Element TopicData of EndQuorumEpoch."""

    __slots__ = ('topic_name', 'partitions')
    topic_name: str
    partitions: list[EndQuorumEpochResponsePartitionData]

    def __init__(
        self,
        topic_name: str = "",
        partitions: list[EndQuorumEpochResponsePartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class NodeEndpoint(Struct):
    """Element NodeEndpoint of EndQuorumEpoch."""

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


class EndQuorumEpochResponse(Message):
    """EndQuorumEpoch response (API key 54), versions 0..1."""

    __slots__ = ('error_code', 'topics', 'node_endpoints')
    API_KEY = 54
    API_NAME = 'EndQuorumEpoch'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 1
    error_code: int
    topics: list[EndQuorumEpochResponseTopicData]
    node_endpoints: list[NodeEndpoint]

    def __init__(
        self,
        error_code: int = 0,
        topics: list[EndQuorumEpochResponseTopicData] = DEFAULT,
        node_endpoints: list[NodeEndpoint] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.topics = [] if topics is DEFAULT else topics
        self.node_endpoints = [] if node_endpoints is DEFAULT else node_endpoints
        self.unknown_tags = unknown_tags
        self.tags_present = 0

ReplicaInfo.FIELDS = (
    FieldSpec('candidate_id', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('candidate_directory_id', 'prim', 'uuid', (0, 1), None, ZERO_UUID),
)

EndQuorumEpochRequestPartitionData.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('leader_id', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('preferred_candidates', 'array', 'ReplicaInfo', (1, 1), None, DEFAULT, ignorable=True, struct=ReplicaInfo),
    FieldSpec('preferred_successors', 'array', 'int32', (0, 0), None, DEFAULT, ignorable=True),
)

EndQuorumEpochRequestTopicData.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 1), None, DEFAULT, struct=EndQuorumEpochRequestPartitionData),
)

LeaderEndpoint.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('host', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('port', 'prim', 'uint16', (0, 1), None, 0),
)

EndQuorumEpochRequest.FIELDS = (
    FieldSpec('cluster_id', 'prim', 'string', (0, 1), (0, 1), None),
    FieldSpec('topics', 'array', 'TopicData', (0, 1), None, DEFAULT, struct=EndQuorumEpochRequestTopicData),
    FieldSpec('leader_endpoints', 'array', 'LeaderEndpoint', (1, 1), None, DEFAULT, ignorable=True, struct=LeaderEndpoint),
)

EndQuorumEpochResponsePartitionData.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('leader_id', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 1), None, 0),
)

EndQuorumEpochResponseTopicData.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 1), None, DEFAULT, struct=EndQuorumEpochResponsePartitionData),
)

NodeEndpoint.FIELDS = (
    FieldSpec('node_id', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('host', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('port', 'prim', 'uint16', (0, 1), None, 0),
)

EndQuorumEpochResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('topics', 'array', 'TopicData', (0, 1), None, DEFAULT, struct=EndQuorumEpochResponseTopicData),
    FieldSpec('node_endpoints', 'array', 'NodeEndpoint', (1, 1), None, DEFAULT, tag=0, tag_versions=(1, 1), struct=NodeEndpoint),
)


def _d_EndQuorumEpochRequest_v0(buf: bytes, pos: int, end: int) -> tuple[EndQuorumEpochRequest, int]:
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 == -1:
        f_cluster_id_1 = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_cluster_id_1 = buf[pos:e5].decode()
        pos = e5
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap7 = f_topics_2.append
        for _ in range(n6):
            n11 = _uh(buf, pos)[0]
            pos += 2
            if n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                f_topic_name_9 = buf[pos:e12].decode()
                pos = e12
            n13 = _ui(buf, pos)[0]
            pos += 4
            if n13 < 0:
                raise _negative(pos)
            else:
                if n13 * 16 > end - pos:
                    raise _short(pos)
                f_partitions_10 = []
                ap14 = f_partitions_10.append
                for _ in range(n13):
                    f_partition_index_16, f_leader_id_17, f_leader_epoch_18 = _S0(buf, pos)
                    pos += 12
                    n21 = _ui(buf, pos)[0]
                    pos += 4
                    if n21 < 0:
                        raise _negative(pos)
                    else:
                        if n21 < 33:
                            f_preferred_successors_20 = [*_i32s[n21](buf, pos)]
                        elif n21 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_preferred_successors_20 = [*_array('i', n21).unpack_from(buf, pos)]
                        pos += n21 * 4
                    x15 = _new(EndQuorumEpochRequestPartitionData)
                    x15.partition_index = f_partition_index_16
                    x15.leader_id = f_leader_id_17
                    x15.leader_epoch = f_leader_epoch_18
                    x15.preferred_candidates = []
                    x15.preferred_successors = f_preferred_successors_20
                    x15.unknown_tags = None
                    ap14(x15)
            x8 = _new(EndQuorumEpochRequestTopicData)
            x8.topic_name = f_topic_name_9
            x8.partitions = f_partitions_10
            x8.unknown_tags = None
            ap7(x8)
    o = _new(EndQuorumEpochRequest)
    o.cluster_id = f_cluster_id_1
    o.topics = f_topics_2
    o.leader_endpoints = []
    o.unknown_tags = None
    return o, pos


def _d_EndQuorumEpochRequest_v1(buf: bytes, pos: int, end: int) -> tuple[EndQuorumEpochRequest, int]:
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 == -1:
        f_cluster_id_1 = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_cluster_id_1 = buf[pos:e5].decode()
        pos = e5
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n6 = (n6 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 3 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap7 = f_topics_2.append
        for _ in range(n6):
            n11 = buf[pos]
            if n11 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n11 = (n11 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n11, pos = _uvarint(buf, pos)
            n11 -= 1
            if n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                f_topic_name_9 = buf[pos:e12].decode()
                pos = e12
            n13 = buf[pos]
            if n13 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n13 = (n13 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n13, pos = _uvarint(buf, pos)
            n13 -= 1
            if n13 < 0:
                raise _negative(pos)
            else:
                if n13 * 14 > end - pos:
                    raise _short(pos)
                f_partitions_10 = []
                ap14 = f_partitions_10.append
                for _ in range(n13):
                    f_partition_index_16, f_leader_id_17, f_leader_epoch_18 = _S0(buf, pos)
                    pos += 12
                    n21 = buf[pos]
                    if n21 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n21 = (n21 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n21, pos = _uvarint(buf, pos)
                    n21 -= 1
                    if n21 < 0:
                        raise _negative(pos)
                    else:
                        if n21 * 21 > end - pos:
                            raise _short(pos)
                        f_preferred_candidates_19 = []
                        ap22 = f_preferred_candidates_19.append
                        for _ in range(n21):
                            f_candidate_id_24, f_candidate_directory_id_25 = _S1(buf, pos)
                            pos += 20
                            f_candidate_directory_id_25 = _make_uuid(f_candidate_directory_id_25)
                            if buf[pos]:
                                u26, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u26 = None
                            x23 = _new(ReplicaInfo)
                            x23.candidate_id = f_candidate_id_24
                            x23.candidate_directory_id = f_candidate_directory_id_25
                            x23.unknown_tags = u26
                            ap22(x23)
                    if buf[pos]:
                        u27, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u27 = None
                    x15 = _new(EndQuorumEpochRequestPartitionData)
                    x15.partition_index = f_partition_index_16
                    x15.leader_id = f_leader_id_17
                    x15.leader_epoch = f_leader_epoch_18
                    x15.preferred_candidates = f_preferred_candidates_19
                    x15.preferred_successors = []
                    x15.unknown_tags = u27
                    ap14(x15)
            if buf[pos]:
                u28, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u28 = None
            x8 = _new(EndQuorumEpochRequestTopicData)
            x8.topic_name = f_topic_name_9
            x8.partitions = f_partitions_10
            x8.unknown_tags = u28
            ap7(x8)
    n29 = buf[pos]
    if n29 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n29 = (n29 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n29, pos = _uvarint(buf, pos)
    n29 -= 1
    if n29 < 0:
        raise _negative(pos)
    else:
        if n29 * 5 > end - pos:
            raise _short(pos)
        f_leader_endpoints_3 = []
        ap30 = f_leader_endpoints_3.append
        for _ in range(n29):
            n35 = buf[pos]
            if n35 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n35 = (n35 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n35, pos = _uvarint(buf, pos)
            n35 -= 1
            if n35 < 0:
                raise _negative(pos)
            else:
                e36 = pos + n35
                if e36 > end:
                    raise _short(pos)
                f_name_32 = buf[pos:e36].decode()
                pos = e36
            n37 = buf[pos]
            if n37 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n37 = (n37 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n37, pos = _uvarint(buf, pos)
            n37 -= 1
            if n37 < 0:
                raise _negative(pos)
            else:
                e38 = pos + n37
                if e38 > end:
                    raise _short(pos)
                f_host_33 = buf[pos:e38].decode()
                pos = e38
            f_port_34 = _S2(buf, pos)[0]
            pos += 2
            if buf[pos]:
                u39, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u39 = None
            x31 = _new(LeaderEndpoint)
            x31.name = f_name_32
            x31.host = f_host_33
            x31.port = f_port_34
            x31.unknown_tags = u39
            ap30(x31)
    if buf[pos]:
        u40, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u40 = None
    o = _new(EndQuorumEpochRequest)
    o.cluster_id = f_cluster_id_1
    o.topics = f_topics_2
    o.leader_endpoints = f_leader_endpoints_3
    o.unknown_tags = u40
    return o, pos


def _e_EndQuorumEpochRequest_v0(o: EndQuorumEpochRequest, out: list[bytes]) -> None:
    if o.cluster_id is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.cluster_id.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    out.append(_Pi(len(o.topics)))
    for x2 in o.topics:
        b3 = x2.topic_name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        out.append(_Pi(len(x2.partitions)))
        for x4 in x2.partitions:
            out.append(_P0(x4.partition_index, x4.leader_id, x4.leader_epoch))
            out.append(_Pi(len(x4.preferred_successors)))
            out.append(_array('i', len(x4.preferred_successors)).pack(*x4.preferred_successors))


def _e_EndQuorumEpochRequest_v1(o: EndQuorumEpochRequest, out: list[bytes]) -> None:
    if o.cluster_id is None:
        out.append(b'\x00')
    else:
        b1 = o.cluster_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_encode_uvarint(len(b1) + 1))
        out.append(b1)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x2 in o.topics:
        b3 = x2.topic_name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_encode_uvarint(len(b3) + 1))
        out.append(b3)
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        for x4 in x2.partitions:
            out.append(_P0(x4.partition_index, x4.leader_id, x4.leader_epoch))
            if len(x4.preferred_candidates) + 1 < 128:
                out.append(_B1[len(x4.preferred_candidates) + 1])
            else:
                out.append(_encode_uvarint(len(x4.preferred_candidates) + 1))
            for x5 in x4.preferred_candidates:
                out.append(_P1(x5.candidate_id, _uuid_bytes(x5.candidate_directory_id)))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(b'\x00')
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.leader_endpoints) + 1 < 128:
        out.append(_B1[len(o.leader_endpoints) + 1])
    else:
        out.append(_encode_uvarint(len(o.leader_endpoints) + 1))
    for x6 in o.leader_endpoints:
        b7 = x6.name.encode()
        if len(b7) + 1 < 128:
            out.append(_B1[len(b7) + 1])
        else:
            out.append(_encode_uvarint(len(b7) + 1))
        out.append(b7)
        b8 = x6.host.encode()
        if len(b8) + 1 < 128:
            out.append(_B1[len(b8) + 1])
        else:
            out.append(_encode_uvarint(len(b8) + 1))
        out.append(b8)
        out.append(_P2(x6.port))
        if x6.unknown_tags:
            _write_tags(out, [], x6.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_EndQuorumEpochResponse_v0(buf: bytes, pos: int, end: int) -> tuple[EndQuorumEpochResponse, int]:
    f_error_code_1 = _S3(buf, pos)[0]
    pos += 2
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap5 = f_topics_2.append
        for _ in range(n4):
            n9 = _uh(buf, pos)[0]
            pos += 2
            if n9 < 0:
                raise _negative(pos)
            else:
                e10 = pos + n9
                if e10 > end:
                    raise _short(pos)
                f_topic_name_7 = buf[pos:e10].decode()
                pos = e10
            n11 = _ui(buf, pos)[0]
            pos += 4
            if n11 < 0:
                raise _negative(pos)
            else:
                if n11 * 14 > end - pos:
                    raise _short(pos)
                f_partitions_8 = []
                ap12 = f_partitions_8.append
                for _ in range(n11):
                    f_partition_index_14, f_error_code_15, f_leader_id_16, f_leader_epoch_17 = _S4(buf, pos)
                    pos += 14
                    x13 = _new(EndQuorumEpochResponsePartitionData)
                    x13.partition_index = f_partition_index_14
                    x13.error_code = f_error_code_15
                    x13.leader_id = f_leader_id_16
                    x13.leader_epoch = f_leader_epoch_17
                    x13.unknown_tags = None
                    ap12(x13)
            x6 = _new(EndQuorumEpochResponseTopicData)
            x6.topic_name = f_topic_name_7
            x6.partitions = f_partitions_8
            x6.unknown_tags = None
            ap5(x6)
    o = _new(EndQuorumEpochResponse)
    o.error_code = f_error_code_1
    o.topics = f_topics_2
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_EndQuorumEpochResponse_v1(buf: bytes, pos: int, end: int) -> tuple[EndQuorumEpochResponse, int]:
    f_error_code_1 = _S3(buf, pos)[0]
    pos += 2
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 3 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap5 = f_topics_2.append
        for _ in range(n4):
            n9 = buf[pos]
            if n9 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n9 = (n9 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n9, pos = _uvarint(buf, pos)
            n9 -= 1
            if n9 < 0:
                raise _negative(pos)
            else:
                e10 = pos + n9
                if e10 > end:
                    raise _short(pos)
                f_topic_name_7 = buf[pos:e10].decode()
                pos = e10
            n11 = buf[pos]
            if n11 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n11 = (n11 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n11, pos = _uvarint(buf, pos)
            n11 -= 1
            if n11 < 0:
                raise _negative(pos)
            else:
                if n11 * 15 > end - pos:
                    raise _short(pos)
                f_partitions_8 = []
                ap12 = f_partitions_8.append
                for _ in range(n11):
                    f_partition_index_14, f_error_code_15, f_leader_id_16, f_leader_epoch_17 = _S4(buf, pos)
                    pos += 14
                    if buf[pos]:
                        u18, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u18 = None
                    x13 = _new(EndQuorumEpochResponsePartitionData)
                    x13.partition_index = f_partition_index_14
                    x13.error_code = f_error_code_15
                    x13.leader_id = f_leader_id_16
                    x13.leader_epoch = f_leader_epoch_17
                    x13.unknown_tags = u18
                    ap12(x13)
            if buf[pos]:
                u19, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u19 = None
            x6 = _new(EndQuorumEpochResponseTopicData)
            x6.topic_name = f_topic_name_7
            x6.partitions = f_partitions_8
            x6.unknown_tags = u19
            ap5(x6)
    f_node_endpoints_3 = []
    nt20 = buf[pos]
    if nt20 < 128:
        pos += 1
    else:
        nt20, pos = _uvarint(buf, pos)
    u21 = None
    kp26 = 0
    if nt20:
        last22 = -1
        for _ in range(nt20):
            tg23 = buf[pos]
            if tg23 < 128:
                pos += 1
            else:
                tg23, pos = _uvarint(buf, pos)
            sz24 = buf[pos]
            if sz24 < 128:
                pos += 1
            else:
                sz24, pos = _uvarint(buf, pos)
            te25 = pos + sz24
            if te25 > end:
                raise _short(pos)
            if tg23 <= last22:
                raise _tag_order(pos)
            last22 = tg23
            if tg23 == 0:
                n27 = buf[pos]
                if n27 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n27 = (n27 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n27, pos = _uvarint(buf, pos)
                n27 -= 1
                if n27 < 0:
                    raise _negative(pos)
                else:
                    if n27 * 8 > te25 - pos:
                        raise _short(pos)
                    f_node_endpoints_3 = []
                    ap28 = f_node_endpoints_3.append
                    for _ in range(n27):
                        f_node_id_30 = _S5(buf, pos)[0]
                        pos += 4
                        n33 = buf[pos]
                        if n33 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n33 = (n33 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n33, pos = _uvarint(buf, pos)
                        n33 -= 1
                        if n33 < 0:
                            raise _negative(pos)
                        else:
                            e34 = pos + n33
                            if e34 > te25:
                                raise _short(pos)
                            f_host_31 = buf[pos:e34].decode()
                            pos = e34
                        f_port_32 = _S2(buf, pos)[0]
                        pos += 2
                        if buf[pos]:
                            u35, pos = _unknown_tags(buf, pos, te25)
                        else:
                            pos += 1
                            u35 = None
                        x29 = _new(NodeEndpoint)
                        x29.node_id = f_node_id_30
                        x29.host = f_host_31
                        x29.port = f_port_32
                        x29.unknown_tags = u35
                        ap28(x29)
                if pos != te25:
                    raise _tag_size(pos)
                kp26 |= 1
            else:
                if u21 is None:
                    u21 = {}
                u21[tg23] = buf[pos:te25]
                pos = te25
    o = _new(EndQuorumEpochResponse)
    o.error_code = f_error_code_1
    o.topics = f_topics_2
    o.node_endpoints = f_node_endpoints_3
    o.unknown_tags = u21
    o.tags_present = kp26
    return o, pos


def _e_EndQuorumEpochResponse_v0(o: EndQuorumEpochResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('EndQuorumEpochResponse', 'node_endpoints', 0)
    out.append(_P3(o.error_code))
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            out.append(_P4(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch))


def _e_EndQuorumEpochResponse_v1(o: EndQuorumEpochResponse, out: list[bytes]) -> None:
    out.append(_P3(o.error_code))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x3 in x1.partitions:
            out.append(_P4(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    t4 = []
    kp5 = o.tags_present
    if o.node_endpoints or kp5 & 1:
        tb6: list[bytes] = []
        if len(o.node_endpoints) + 1 < 128:
            tb6.append(_B1[len(o.node_endpoints) + 1])
        else:
            tb6.append(_encode_uvarint(len(o.node_endpoints) + 1))
        for x7 in o.node_endpoints:
            tb6.append(_P5(x7.node_id))
            b8 = x7.host.encode()
            if len(b8) + 1 < 128:
                tb6.append(_B1[len(b8) + 1])
            else:
                tb6.append(_encode_uvarint(len(b8) + 1))
            tb6.append(b8)
            tb6.append(_P2(x7.port))
            if x7.unknown_tags:
                _write_tags(tb6, [], x7.unknown_tags)
            else:
                tb6.append(b'\x00')
        t4.append((0, tb6))
    if t4 or o.unknown_tags:
        _write_tags(out, t4, o.unknown_tags)
    else:
        out.append(b'\x00')


EndQuorumEpochRequest.DECODERS = (_d_EndQuorumEpochRequest_v0, _d_EndQuorumEpochRequest_v1,)
EndQuorumEpochRequest.ENCODERS = (_e_EndQuorumEpochRequest_v0, _e_EndQuorumEpochRequest_v1,)

EndQuorumEpochResponse.DECODERS = (_d_EndQuorumEpochResponse_v0, _d_EndQuorumEpochResponse_v1,)
EndQuorumEpochResponse.ENCODERS = (_e_EndQuorumEpochResponse_v0, _e_EndQuorumEpochResponse_v1,)
