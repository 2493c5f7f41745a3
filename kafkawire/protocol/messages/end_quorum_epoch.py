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
                        if n21 * 4 > end - pos:
                            raise _short(pos)
                        if n21 < 33:
                            f_preferred_successors_20 = list(_i32s[n21](buf, pos))
                        else:
                            f_preferred_successors_20 = list(_array('i', n21).unpack_from(buf, pos))
                        pos += n21 * 4
                    x15 = EndQuorumEpochRequestPartitionData(f_partition_index_16, f_leader_id_17, f_leader_epoch_18, [], f_preferred_successors_20, None)
                    ap14(x15)
            x8 = EndQuorumEpochRequestTopicData(f_topic_name_9, f_partitions_10, None)
            ap7(x8)
    o = EndQuorumEpochRequest(f_cluster_id_1, f_topics_2, [], None)
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
                            nt26 = buf[pos]
                            if nt26 < 128:
                                pos += 1
                            else:
                                nt26, pos = _uvarint(buf, pos)
                            u27 = None
                            if nt26:
                                last28 = -1
                                for _ in range(nt26):
                                    tg29 = buf[pos]
                                    if tg29 < 128:
                                        pos += 1
                                    else:
                                        tg29, pos = _uvarint(buf, pos)
                                    sz30 = buf[pos]
                                    if sz30 < 128:
                                        pos += 1
                                    else:
                                        sz30, pos = _uvarint(buf, pos)
                                    te31 = pos + sz30
                                    if te31 > end:
                                        raise _short(pos)
                                    if tg29 <= last28:
                                        raise _tag_order(pos)
                                    last28 = tg29
                                    if u27 is None:
                                        u27 = {}
                                    u27[tg29] = buf[pos:te31]
                                    pos = te31
                            x23 = ReplicaInfo(f_candidate_id_24, f_candidate_directory_id_25, u27)
                            ap22(x23)
                    nt32 = buf[pos]
                    if nt32 < 128:
                        pos += 1
                    else:
                        nt32, pos = _uvarint(buf, pos)
                    u33 = None
                    if nt32:
                        last34 = -1
                        for _ in range(nt32):
                            tg35 = buf[pos]
                            if tg35 < 128:
                                pos += 1
                            else:
                                tg35, pos = _uvarint(buf, pos)
                            sz36 = buf[pos]
                            if sz36 < 128:
                                pos += 1
                            else:
                                sz36, pos = _uvarint(buf, pos)
                            te37 = pos + sz36
                            if te37 > end:
                                raise _short(pos)
                            if tg35 <= last34:
                                raise _tag_order(pos)
                            last34 = tg35
                            if u33 is None:
                                u33 = {}
                            u33[tg35] = buf[pos:te37]
                            pos = te37
                    x15 = EndQuorumEpochRequestPartitionData(f_partition_index_16, f_leader_id_17, f_leader_epoch_18, f_preferred_candidates_19, [], u33)
                    ap14(x15)
            nt38 = buf[pos]
            if nt38 < 128:
                pos += 1
            else:
                nt38, pos = _uvarint(buf, pos)
            u39 = None
            if nt38:
                last40 = -1
                for _ in range(nt38):
                    tg41 = buf[pos]
                    if tg41 < 128:
                        pos += 1
                    else:
                        tg41, pos = _uvarint(buf, pos)
                    sz42 = buf[pos]
                    if sz42 < 128:
                        pos += 1
                    else:
                        sz42, pos = _uvarint(buf, pos)
                    te43 = pos + sz42
                    if te43 > end:
                        raise _short(pos)
                    if tg41 <= last40:
                        raise _tag_order(pos)
                    last40 = tg41
                    if u39 is None:
                        u39 = {}
                    u39[tg41] = buf[pos:te43]
                    pos = te43
            x8 = EndQuorumEpochRequestTopicData(f_topic_name_9, f_partitions_10, u39)
            ap7(x8)
    n44 = buf[pos]
    if n44 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n44 = (n44 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n44, pos = _uvarint(buf, pos)
    n44 -= 1
    if n44 < 0:
        raise _negative(pos)
    else:
        if n44 * 5 > end - pos:
            raise _short(pos)
        f_leader_endpoints_3 = []
        ap45 = f_leader_endpoints_3.append
        for _ in range(n44):
            n50 = buf[pos]
            if n50 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n50 = (n50 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n50, pos = _uvarint(buf, pos)
            n50 -= 1
            if n50 < 0:
                raise _negative(pos)
            else:
                e51 = pos + n50
                if e51 > end:
                    raise _short(pos)
                f_name_47 = buf[pos:e51].decode()
                pos = e51
            n52 = buf[pos]
            if n52 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n52 = (n52 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n52, pos = _uvarint(buf, pos)
            n52 -= 1
            if n52 < 0:
                raise _negative(pos)
            else:
                e53 = pos + n52
                if e53 > end:
                    raise _short(pos)
                f_host_48 = buf[pos:e53].decode()
                pos = e53
            f_port_49 = _S2(buf, pos)[0]
            pos += 2
            nt54 = buf[pos]
            if nt54 < 128:
                pos += 1
            else:
                nt54, pos = _uvarint(buf, pos)
            u55 = None
            if nt54:
                last56 = -1
                for _ in range(nt54):
                    tg57 = buf[pos]
                    if tg57 < 128:
                        pos += 1
                    else:
                        tg57, pos = _uvarint(buf, pos)
                    sz58 = buf[pos]
                    if sz58 < 128:
                        pos += 1
                    else:
                        sz58, pos = _uvarint(buf, pos)
                    te59 = pos + sz58
                    if te59 > end:
                        raise _short(pos)
                    if tg57 <= last56:
                        raise _tag_order(pos)
                    last56 = tg57
                    if u55 is None:
                        u55 = {}
                    u55[tg57] = buf[pos:te59]
                    pos = te59
            x46 = LeaderEndpoint(f_name_47, f_host_48, f_port_49, u55)
            ap45(x46)
    nt60 = buf[pos]
    if nt60 < 128:
        pos += 1
    else:
        nt60, pos = _uvarint(buf, pos)
    u61 = None
    if nt60:
        last62 = -1
        for _ in range(nt60):
            tg63 = buf[pos]
            if tg63 < 128:
                pos += 1
            else:
                tg63, pos = _uvarint(buf, pos)
            sz64 = buf[pos]
            if sz64 < 128:
                pos += 1
            else:
                sz64, pos = _uvarint(buf, pos)
            te65 = pos + sz64
            if te65 > end:
                raise _short(pos)
            if tg63 <= last62:
                raise _tag_order(pos)
            last62 = tg63
            if u61 is None:
                u61 = {}
            u61[tg63] = buf[pos:te65]
            pos = te65
    o = EndQuorumEpochRequest(f_cluster_id_1, f_topics_2, f_leader_endpoints_3, u61)
    return o, pos


def _e_EndQuorumEpochRequest_v0(o: EndQuorumEpochRequest, out: bytearray) -> None:
    if o.cluster_id is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.cluster_id.encode()
        out += _Ph(len(b1))
        out += b1
    out += _Pi(len(o.topics))
    for x2 in o.topics:
        b3 = x2.topic_name.encode()
        out += _Ph(len(b3))
        out += b3
        out += _Pi(len(x2.partitions))
        for x4 in x2.partitions:
            out += _P0(x4.partition_index, x4.leader_id, x4.leader_epoch)
            out += _Pi(len(x4.preferred_successors))
            out += _array('i', len(x4.preferred_successors)).pack(*x4.preferred_successors)


def _e_EndQuorumEpochRequest_v1(o: EndQuorumEpochRequest, out: bytearray) -> None:
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
        b3 = x2.topic_name.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
        if len(x2.partitions) + 1 < 128:
            out.append(len(x2.partitions) + 1)
        else:
            out += _encode_uvarint(len(x2.partitions) + 1)
        for x4 in x2.partitions:
            out += _P0(x4.partition_index, x4.leader_id, x4.leader_epoch)
            if len(x4.preferred_candidates) + 1 < 128:
                out.append(len(x4.preferred_candidates) + 1)
            else:
                out += _encode_uvarint(len(x4.preferred_candidates) + 1)
            for x5 in x4.preferred_candidates:
                out += _P1(x5.candidate_id, _uuid_bytes(x5.candidate_directory_id))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(0)
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(0)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(0)
    if len(o.leader_endpoints) + 1 < 128:
        out.append(len(o.leader_endpoints) + 1)
    else:
        out += _encode_uvarint(len(o.leader_endpoints) + 1)
    for x6 in o.leader_endpoints:
        b7 = x6.name.encode()
        if len(b7) + 1 < 128:
            out.append(len(b7) + 1)
        else:
            out += _encode_uvarint(len(b7) + 1)
        out += b7
        b8 = x6.host.encode()
        if len(b8) + 1 < 128:
            out.append(len(b8) + 1)
        else:
            out += _encode_uvarint(len(b8) + 1)
        out += b8
        out += _P2(x6.port)
        if x6.unknown_tags:
            _write_tags(out, [], x6.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
                    x13 = EndQuorumEpochResponsePartitionData(f_partition_index_14, f_error_code_15, f_leader_id_16, f_leader_epoch_17, None)
                    ap12(x13)
            x6 = EndQuorumEpochResponseTopicData(f_topic_name_7, f_partitions_8, None)
            ap5(x6)
    o = EndQuorumEpochResponse(f_error_code_1, f_topics_2, [], None)
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
                    nt18 = buf[pos]
                    if nt18 < 128:
                        pos += 1
                    else:
                        nt18, pos = _uvarint(buf, pos)
                    u19 = None
                    if nt18:
                        last20 = -1
                        for _ in range(nt18):
                            tg21 = buf[pos]
                            if tg21 < 128:
                                pos += 1
                            else:
                                tg21, pos = _uvarint(buf, pos)
                            sz22 = buf[pos]
                            if sz22 < 128:
                                pos += 1
                            else:
                                sz22, pos = _uvarint(buf, pos)
                            te23 = pos + sz22
                            if te23 > end:
                                raise _short(pos)
                            if tg21 <= last20:
                                raise _tag_order(pos)
                            last20 = tg21
                            if u19 is None:
                                u19 = {}
                            u19[tg21] = buf[pos:te23]
                            pos = te23
                    x13 = EndQuorumEpochResponsePartitionData(f_partition_index_14, f_error_code_15, f_leader_id_16, f_leader_epoch_17, u19)
                    ap12(x13)
            nt24 = buf[pos]
            if nt24 < 128:
                pos += 1
            else:
                nt24, pos = _uvarint(buf, pos)
            u25 = None
            if nt24:
                last26 = -1
                for _ in range(nt24):
                    tg27 = buf[pos]
                    if tg27 < 128:
                        pos += 1
                    else:
                        tg27, pos = _uvarint(buf, pos)
                    sz28 = buf[pos]
                    if sz28 < 128:
                        pos += 1
                    else:
                        sz28, pos = _uvarint(buf, pos)
                    te29 = pos + sz28
                    if te29 > end:
                        raise _short(pos)
                    if tg27 <= last26:
                        raise _tag_order(pos)
                    last26 = tg27
                    if u25 is None:
                        u25 = {}
                    u25[tg27] = buf[pos:te29]
                    pos = te29
            x6 = EndQuorumEpochResponseTopicData(f_topic_name_7, f_partitions_8, u25)
            ap5(x6)
    f_node_endpoints_3 = []
    nt30 = buf[pos]
    if nt30 < 128:
        pos += 1
    else:
        nt30, pos = _uvarint(buf, pos)
    u31 = None
    kp36 = 0
    if nt30:
        last32 = -1
        for _ in range(nt30):
            tg33 = buf[pos]
            if tg33 < 128:
                pos += 1
            else:
                tg33, pos = _uvarint(buf, pos)
            sz34 = buf[pos]
            if sz34 < 128:
                pos += 1
            else:
                sz34, pos = _uvarint(buf, pos)
            te35 = pos + sz34
            if te35 > end:
                raise _short(pos)
            if tg33 <= last32:
                raise _tag_order(pos)
            last32 = tg33
            if tg33 == 0:
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
                    if n37 * 8 > te35 - pos:
                        raise _short(pos)
                    f_node_endpoints_3 = []
                    ap38 = f_node_endpoints_3.append
                    for _ in range(n37):
                        f_node_id_40 = _S5(buf, pos)[0]
                        pos += 4
                        n43 = buf[pos]
                        if n43 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n43 = (n43 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n43, pos = _uvarint(buf, pos)
                        n43 -= 1
                        if n43 < 0:
                            raise _negative(pos)
                        else:
                            e44 = pos + n43
                            if e44 > te35:
                                raise _short(pos)
                            f_host_41 = buf[pos:e44].decode()
                            pos = e44
                        f_port_42 = _S2(buf, pos)[0]
                        pos += 2
                        nt45 = buf[pos]
                        if nt45 < 128:
                            pos += 1
                        else:
                            nt45, pos = _uvarint(buf, pos)
                        u46 = None
                        if nt45:
                            last47 = -1
                            for _ in range(nt45):
                                tg48 = buf[pos]
                                if tg48 < 128:
                                    pos += 1
                                else:
                                    tg48, pos = _uvarint(buf, pos)
                                sz49 = buf[pos]
                                if sz49 < 128:
                                    pos += 1
                                else:
                                    sz49, pos = _uvarint(buf, pos)
                                te50 = pos + sz49
                                if te50 > te35:
                                    raise _short(pos)
                                if tg48 <= last47:
                                    raise _tag_order(pos)
                                last47 = tg48
                                if u46 is None:
                                    u46 = {}
                                u46[tg48] = buf[pos:te50]
                                pos = te50
                        x39 = NodeEndpoint(f_node_id_40, f_host_41, f_port_42, u46)
                        ap38(x39)
                if pos != te35:
                    raise _tag_size(pos)
                kp36 |= 1
            else:
                if u31 is None:
                    u31 = {}
                u31[tg33] = buf[pos:te35]
                pos = te35
    o = EndQuorumEpochResponse(f_error_code_1, f_topics_2, f_node_endpoints_3, u31)
    if kp36:
        o.tags_present = kp36
    return o, pos


def _e_EndQuorumEpochResponse_v0(o: EndQuorumEpochResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('EndQuorumEpochResponse', 'node_endpoints', 0)
    out += _P3(o.error_code)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P4(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch)


def _e_EndQuorumEpochResponse_v1(o: EndQuorumEpochResponse, out: bytearray) -> None:
    out += _P3(o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
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
            out += _P4(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    t4 = []
    kp5 = o.tags_present
    if o.node_endpoints or kp5 & 1:
        tb6 = bytearray()
        if len(o.node_endpoints) + 1 < 128:
            tb6.append(len(o.node_endpoints) + 1)
        else:
            tb6 += _encode_uvarint(len(o.node_endpoints) + 1)
        for x7 in o.node_endpoints:
            tb6 += _P5(x7.node_id)
            b8 = x7.host.encode()
            if len(b8) + 1 < 128:
                tb6.append(len(b8) + 1)
            else:
                tb6 += _encode_uvarint(len(b8) + 1)
            tb6 += b8
            tb6 += _P2(x7.port)
            if x7.unknown_tags:
                _write_tags(tb6, [], x7.unknown_tags)
            else:
                tb6.append(0)
        t4.append((0, tb6))
    if t4 or o.unknown_tags:
        _write_tags(out, t4, o.unknown_tags)
    else:
        out.append(0)


EndQuorumEpochRequest.DECODERS = (_d_EndQuorumEpochRequest_v0, _d_EndQuorumEpochRequest_v1,)
EndQuorumEpochRequest.ENCODERS = (_e_EndQuorumEpochRequest_v0, _e_EndQuorumEpochRequest_v1,)

EndQuorumEpochResponse.DECODERS = (_d_EndQuorumEpochResponse_v0, _d_EndQuorumEpochResponse_v1,)
EndQuorumEpochResponse.ENCODERS = (_e_EndQuorumEpochResponse_v0, _e_EndQuorumEpochResponse_v1,)
