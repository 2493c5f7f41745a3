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
from kafkawire.protocol.codec_support import ShapedArray as _ShapedArray
from kafkawire.protocol.codec_support import read_shaped as _read_shaped

__all__ = ['EndQuorumEpochRequest', 'EndQuorumEpochRequestPartitionData', 'EndQuorumEpochRequestTopicData', 'EndQuorumEpochResponse', 'EndQuorumEpochResponsePartitionData', 'EndQuorumEpochResponseTopicData', 'LeaderEndpoint', 'NodeEndpoint', 'ReplicaInfo']

_I0 = _Struct('>i16sB').iter_unpack
_I1 = _Struct('>ihii').iter_unpack
_I2 = _Struct('>ihiiB').iter_unpack
_S0 = _Struct('>iii').unpack_from
_P0 = _Struct('>iii').pack
_S1 = _Struct('>iiiB').unpack_from
_P1 = _Struct('>iiiB').pack
_S2 = _Struct('>i16sB').unpack_from
_P2 = _Struct('>i16sB').pack
_S3 = _Struct('>HB').unpack_from
_P3 = _Struct('>HB').pack
_S4 = _Struct('>i16s').unpack_from
_P4 = _Struct('>i16s').pack
_S5 = _Struct('>H').unpack_from
_P5 = _Struct('>H').pack
_S6 = _Struct('>h').unpack_from
_P6 = _Struct('>h').pack
_S7 = _Struct('>hB').unpack_from
_P7 = _Struct('>hB').pack
_S8 = _Struct('>ihiiB').unpack_from
_P8 = _Struct('>ihiiB').pack
_S9 = _Struct('>iB').unpack_from
_P9 = _Struct('>iB').pack
_S10 = _Struct('>ihii').unpack_from
_P10 = _Struct('>ihii').pack
_S11 = _Struct('>i').unpack_from
_P11 = _Struct('>i').pack
_H0 = _ShapedArray(('iii', '[i'), False, 'x = _new(EndQuorumEpochRequestPartitionData)\nx.partition_index = f0\nx.leader_id = f1\nx.leader_epoch = f2\nx.preferred_candidates = []\nx.preferred_successors = L0\nx.unknown_tags = None', globals())


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


class EndQuorumEpochRequest(Request["EndQuorumEpochResponse"]):
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
        if n6:
            for _ in (_ranges[n6] if n6 < 256 else range(n6)):
                n10 = _uh(buf, pos)[0]
                pos += 2
                if n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    f_topic_name_8 = buf[pos:e11].decode()
                    pos = e11
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if n12 * 16 > end - pos:
                        raise _short(pos)
                    f_partitions_9 = []
                    if n12:
                        pos, n12 = _read_shaped(_H0, buf, pos, end, n12, f_partitions_9)
                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                            f_partition_index_14, f_leader_id_15, f_leader_epoch_16 = _S0(buf, pos)
                            pos += 12
                            n19 = _ui(buf, pos)[0]
                            pos += 4
                            if n19 < 0:
                                raise _negative(pos)
                            else:
                                if not n19:
                                    f_preferred_successors_18 = []
                                elif n19 < 33:
                                    f_preferred_successors_18 = [*_i32s[n19](buf, pos)]
                                    pos += n19 * 4
                                elif n19 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_preferred_successors_18 = [*_array('i', n19).unpack_from(buf, pos)]
                                    pos += n19 * 4
                            x13 = _new(EndQuorumEpochRequestPartitionData)
                            x13.partition_index = f_partition_index_14
                            x13.leader_id = f_leader_id_15
                            x13.leader_epoch = f_leader_epoch_16
                            x13.preferred_candidates = []
                            x13.preferred_successors = f_preferred_successors_18
                            x13.unknown_tags = None
                            f_partitions_9.append(x13)
                x7 = _new(EndQuorumEpochRequestTopicData)
                x7.topic_name = f_topic_name_8
                x7.partitions = f_partitions_9
                x7.unknown_tags = None
                f_topics_2.append(x7)
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
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n4, pos = _string_uvarint(buf, pos)
        n4 -= 1
    if n4 == -1:
        f_cluster_id_1 = None
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_cluster_id_1 = buf[pos:e5].decode()
        pos = e5
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
        n6 -= 1
    elif buf[pos + 1] < 128:
        n6 = n6 + buf[pos + 1] * 128 - 129
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
        if n6:
            for _ in (_ranges[n6] if n6 < 256 else range(n6)):
                n10 = buf[pos]
                if n10 < 128:
                    pos += 1
                    n10 -= 1
                elif buf[pos + 1] < 128:
                    n10 = n10 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n10, pos = _string_uvarint(buf, pos)
                    n10 -= 1
                if n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    f_topic_name_8 = buf[pos:e11].decode()
                    pos = e11
                n12 = buf[pos]
                if n12 < 128:
                    pos += 1
                    n12 -= 1
                elif buf[pos + 1] < 128:
                    n12 = n12 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n12, pos = _uvarint(buf, pos)
                    n12 -= 1
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if n12 * 14 > end - pos:
                        raise _short(pos)
                    f_partitions_9 = []
                    if n12:
                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                            f_partition_index_14, f_leader_id_15, f_leader_epoch_16, pk19 = _S1(buf, pos)
                            pos += 13
                            if pk19 < 128:
                                pk19 -= 1
                            elif buf[pos] < 128:
                                pk19 = pk19 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk19, pos = _uvarint(buf, pos - 1)
                                pk19 -= 1
                            if pk19 < 0:
                                raise _negative(pos)
                            else:
                                if pk19 * 21 > end - pos:
                                    raise _short(pos)
                                f_preferred_candidates_17 = []
                                if pk19:
                                    e24 = pos + pk19 * 21
                                    for f_candidate_id_21, f_candidate_directory_id_22, tb23 in _I0(buf[pos:e24]):
                                        if tb23:
                                            break
                                        f_candidate_directory_id_22 = _cached_uuid(f_candidate_directory_id_22) or _make_uuid(f_candidate_directory_id_22)
                                        x25 = _new(ReplicaInfo)
                                        x25.candidate_id = f_candidate_id_21
                                        x25.candidate_directory_id = f_candidate_directory_id_22
                                        x25.unknown_tags = None
                                        f_preferred_candidates_17.append(x25)
                                    else:
                                        pos = e24
                                    if pos != e24:
                                        f_preferred_candidates_17 = []
                                        for _ in (_ranges[pk19] if pk19 < 256 else range(pk19)):
                                            f_candidate_id_26, f_candidate_directory_id_27, pk28 = _S2(buf, pos)
                                            pos += 21
                                            f_candidate_directory_id_27 = _cached_uuid(f_candidate_directory_id_27) or _make_uuid(f_candidate_directory_id_27)
                                            if pk28:
                                                u29, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u29 = None
                                            x20 = _new(ReplicaInfo)
                                            x20.candidate_id = f_candidate_id_26
                                            x20.candidate_directory_id = f_candidate_directory_id_27
                                            x20.unknown_tags = u29
                                            f_preferred_candidates_17.append(x20)
                            if buf[pos]:
                                u30, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u30 = None
                            x13 = _new(EndQuorumEpochRequestPartitionData)
                            x13.partition_index = f_partition_index_14
                            x13.leader_id = f_leader_id_15
                            x13.leader_epoch = f_leader_epoch_16
                            x13.preferred_candidates = f_preferred_candidates_17
                            x13.preferred_successors = []
                            x13.unknown_tags = u30
                            f_partitions_9.append(x13)
                if buf[pos]:
                    u31, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u31 = None
                x7 = _new(EndQuorumEpochRequestTopicData)
                x7.topic_name = f_topic_name_8
                x7.partitions = f_partitions_9
                x7.unknown_tags = u31
                f_topics_2.append(x7)
    n32 = buf[pos]
    if n32 < 128:
        pos += 1
        n32 -= 1
    elif buf[pos + 1] < 128:
        n32 = n32 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n32, pos = _uvarint(buf, pos)
        n32 -= 1
    if n32 < 0:
        raise _negative(pos)
    else:
        if n32 * 5 > end - pos:
            raise _short(pos)
        f_leader_endpoints_3 = []
        if n32:
            for _ in (_ranges[n32] if n32 < 256 else range(n32)):
                n37 = buf[pos]
                if n37 < 128:
                    pos += 1
                    n37 -= 1
                elif buf[pos + 1] < 128:
                    n37 = n37 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n37, pos = _string_uvarint(buf, pos)
                    n37 -= 1
                if n37 < 0:
                    raise _negative(pos)
                else:
                    e38 = pos + n37
                    if e38 > end:
                        raise _short(pos)
                    f_name_34 = buf[pos:e38].decode()
                    pos = e38
                n39 = buf[pos]
                if n39 < 128:
                    pos += 1
                    n39 -= 1
                elif buf[pos + 1] < 128:
                    n39 = n39 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n39, pos = _string_uvarint(buf, pos)
                    n39 -= 1
                if n39 < 0:
                    raise _negative(pos)
                else:
                    e40 = pos + n39
                    if e40 > end:
                        raise _short(pos)
                    f_host_35 = buf[pos:e40].decode()
                    pos = e40
                f_port_36, pk41 = _S3(buf, pos)
                pos += 3
                if pk41:
                    u42, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u42 = None
                x33 = _new(LeaderEndpoint)
                x33.name = f_name_34
                x33.host = f_host_35
                x33.port = f_port_36
                x33.unknown_tags = u42
                f_leader_endpoints_3.append(x33)
    if buf[pos]:
        u43, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u43 = None
    o = _new(EndQuorumEpochRequest)
    o.cluster_id = f_cluster_id_1
    o.topics = f_topics_2
    o.leader_endpoints = f_leader_endpoints_3
    o.unknown_tags = u43
    return o, pos


def _e_EndQuorumEpochRequest_v0(o: EndQuorumEpochRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('EndQuorumEpochRequest', 0)
    if o.cluster_id is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.cluster_id.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x2 in o.topics:
        if x2.unknown_tags:
            raise _untagged('EndQuorumEpochRequestTopicData', 0)
        b3 = x2.topic_name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        out.append(_Pi(len(x2.partitions)))
        for x4 in x2.partitions:
            if x4.unknown_tags:
                raise _untagged('EndQuorumEpochRequestPartitionData', 0)
            out.append(_P0(x4.partition_index, x4.leader_id, x4.leader_epoch))
            if type(x4.preferred_successors) is not list:
                _check_list(x4.preferred_successors)
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
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x2 in o.topics:
        b3 = x2.topic_name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        for x4 in x2.partitions:
            out.append(_P0(x4.partition_index, x4.leader_id, x4.leader_epoch))
            if type(x4.preferred_candidates) is not list:
                _check_list(x4.preferred_candidates)
            if len(x4.preferred_candidates) + 1 < 128:
                out.append(_B1[len(x4.preferred_candidates) + 1])
            else:
                out.append(_encode_uvarint(len(x4.preferred_candidates) + 1))
            for x5 in x4.preferred_candidates:
                out.append(_P4(x5.candidate_id, _uuid_bytes(x5.candidate_directory_id)))
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
    if type(o.leader_endpoints) is not list:
        _check_list(o.leader_endpoints)
    if len(o.leader_endpoints) + 1 < 128:
        out.append(_B1[len(o.leader_endpoints) + 1])
    else:
        out.append(_encode_uvarint(len(o.leader_endpoints) + 1))
    for x6 in o.leader_endpoints:
        b7 = x6.name.encode()
        if len(b7) + 1 < 128:
            out.append(_B1[len(b7) + 1])
        else:
            out.append(_string_length(len(b7) + 1))
        out.append(b7)
        b8 = x6.host.encode()
        if len(b8) + 1 < 128:
            out.append(_B1[len(b8) + 1])
        else:
            out.append(_string_length(len(b8) + 1))
        out.append(b8)
        out.append(_P5(x6.port))
        if x6.unknown_tags:
            _write_tags(out, [], x6.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_EndQuorumEpochResponse_v0(buf: bytes, pos: int, end: int) -> tuple[EndQuorumEpochResponse, int]:
    f_error_code_1 = _S6(buf, pos)[0]
    pos += 2
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    f_topic_name_6 = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 14 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if n10:
                        e17 = pos + n10 * 14
                        for f_partition_index_12, f_error_code_13, f_leader_id_14, f_leader_epoch_15 in _I1(buf[pos:e17]):
                            x18 = _new(EndQuorumEpochResponsePartitionData)
                            x18.partition_index = f_partition_index_12
                            x18.error_code = f_error_code_13
                            x18.leader_id = f_leader_id_14
                            x18.leader_epoch = f_leader_epoch_15
                            x18.unknown_tags = None
                            f_partitions_7.append(x18)
                        pos = e17
                x5 = _new(EndQuorumEpochResponseTopicData)
                x5.topic_name = f_topic_name_6
                x5.partitions = f_partitions_7
                x5.unknown_tags = None
                f_topics_2.append(x5)
    o = _new(EndQuorumEpochResponse)
    o.error_code = f_error_code_1
    o.topics = f_topics_2
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_EndQuorumEpochResponse_v1(buf: bytes, pos: int, end: int) -> tuple[EndQuorumEpochResponse, int]:
    f_error_code_1, pk4 = _S7(buf, pos)
    pos += 3
    if pk4 < 128:
        pk4 -= 1
    elif buf[pos] < 128:
        pk4 = pk4 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk4, pos = _uvarint(buf, pos - 1)
        pk4 -= 1
    if pk4 < 0:
        raise _negative(pos)
    else:
        if pk4 * 3 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _string_uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    f_topic_name_6 = buf[pos:e9].decode()
                    pos = e9
                n10 = buf[pos]
                if n10 < 128:
                    pos += 1
                    n10 -= 1
                elif buf[pos + 1] < 128:
                    n10 = n10 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n10, pos = _uvarint(buf, pos)
                    n10 -= 1
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 15 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if n10:
                        e17 = pos + n10 * 15
                        for f_partition_index_12, f_error_code_13, f_leader_id_14, f_leader_epoch_15, tb16 in _I2(buf[pos:e17]):
                            if tb16:
                                break
                            x18 = _new(EndQuorumEpochResponsePartitionData)
                            x18.partition_index = f_partition_index_12
                            x18.error_code = f_error_code_13
                            x18.leader_id = f_leader_id_14
                            x18.leader_epoch = f_leader_epoch_15
                            x18.unknown_tags = None
                            f_partitions_7.append(x18)
                        else:
                            pos = e17
                        if pos != e17:
                            f_partitions_7 = []
                            for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                                f_partition_index_19, f_error_code_20, f_leader_id_21, f_leader_epoch_22, pk23 = _S8(buf, pos)
                                pos += 15
                                if pk23:
                                    u24, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u24 = None
                                x11 = _new(EndQuorumEpochResponsePartitionData)
                                x11.partition_index = f_partition_index_19
                                x11.error_code = f_error_code_20
                                x11.leader_id = f_leader_id_21
                                x11.leader_epoch = f_leader_epoch_22
                                x11.unknown_tags = u24
                                f_partitions_7.append(x11)
                if buf[pos]:
                    u25, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u25 = None
                x5 = _new(EndQuorumEpochResponseTopicData)
                x5.topic_name = f_topic_name_6
                x5.partitions = f_partitions_7
                x5.unknown_tags = u25
                f_topics_2.append(x5)
    if not buf[pos]:
        pos += 1
        o = _new(EndQuorumEpochResponse)
        o.error_code = f_error_code_1
        o.topics = f_topics_2
        o.node_endpoints = []
        o.unknown_tags = None
        o.tags_present = 0
    else:
        f_node_endpoints_3 = []
        nt26 = buf[pos]
        if nt26 < 128:
            pos += 1
        else:
            nt26, pos = _uvarint(buf, pos)
        u27 = None
        kp32 = 0
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
            if tg29 == 0:
                n33 = buf[pos]
                if n33 < 128:
                    pos += 1
                    n33 -= 1
                elif buf[pos + 1] < 128:
                    n33 = n33 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n33, pos = _uvarint(buf, pos)
                    n33 -= 1
                if n33 < 0:
                    raise _negative(pos)
                else:
                    if n33 * 8 > te31 - pos:
                        raise _short(pos)
                    f_node_endpoints_3 = []
                    if n33:
                        for _ in (_ranges[n33] if n33 < 256 else range(n33)):
                            f_node_id_35, pk38 = _S9(buf, pos)
                            pos += 5
                            if pk38 < 128:
                                pk38 -= 1
                            elif buf[pos] < 128:
                                pk38 = pk38 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk38, pos = _string_uvarint(buf, pos - 1)
                                pk38 -= 1
                            if pk38 < 0:
                                raise _negative(pos)
                            else:
                                e39 = pos + pk38
                                if e39 > te31:
                                    raise _short(pos)
                                f_host_36 = buf[pos:e39].decode()
                                pos = e39
                            f_port_37, pk40 = _S3(buf, pos)
                            pos += 3
                            if pk40:
                                u41, pos = _unknown_tags(buf, pos - 1, te31)
                            else:
                                u41 = None
                            x34 = _new(NodeEndpoint)
                            x34.node_id = f_node_id_35
                            x34.host = f_host_36
                            x34.port = f_port_37
                            x34.unknown_tags = u41
                            f_node_endpoints_3.append(x34)
                if pos != te31:
                    raise _tag_size(pos)
                kp32 |= 1
            else:
                if u27 is None:
                    u27 = {}
                u27[tg29] = buf[pos:te31]
                pos = te31
        o = _new(EndQuorumEpochResponse)
        o.error_code = f_error_code_1
        o.topics = f_topics_2
        o.node_endpoints = f_node_endpoints_3
        o.unknown_tags = u27
        o.tags_present = kp32
    return o, pos


def _e_EndQuorumEpochResponse_v0(o: EndQuorumEpochResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('EndQuorumEpochResponse', 'node_endpoints', 0)
    if o.unknown_tags:
        raise _untagged('EndQuorumEpochResponse', 0)
    out.append(_P6(o.error_code))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('EndQuorumEpochResponseTopicData', 0)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('EndQuorumEpochResponsePartitionData', 0)
            out.append(_P10(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch))


def _e_EndQuorumEpochResponse_v1(o: EndQuorumEpochResponse, out: list[bytes]) -> None:
    out.append(_P6(o.error_code))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
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
            out.append(_P10(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch))
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
    if (o.node_endpoints is None or len(o.node_endpoints)) or kp5 & 1:
        tb6: list[bytes] = []
        if type(o.node_endpoints) is not list:
            _check_list(o.node_endpoints)
        if len(o.node_endpoints) + 1 < 128:
            tb6.append(_B1[len(o.node_endpoints) + 1])
        else:
            tb6.append(_encode_uvarint(len(o.node_endpoints) + 1))
        for x7 in o.node_endpoints:
            tb6.append(_P11(x7.node_id))
            b8 = x7.host.encode()
            if len(b8) + 1 < 128:
                tb6.append(_B1[len(b8) + 1])
            else:
                tb6.append(_string_length(len(b8) + 1))
            tb6.append(b8)
            tb6.append(_P5(x7.port))
            if x7.unknown_tags:
                _write_tags(tb6, [], x7.unknown_tags)
            else:
                tb6.append(b'\x00')
        t4.append((0, tb6))
    if t4 or o.unknown_tags:
        _write_tags(out, t4, o.unknown_tags, (0,))
    else:
        out.append(b'\x00')


EndQuorumEpochRequest.DECODERS = {0: _d_EndQuorumEpochRequest_v0, 1: _d_EndQuorumEpochRequest_v1}
EndQuorumEpochRequest.ENCODERS = {0: _e_EndQuorumEpochRequest_v0, 1: _e_EndQuorumEpochRequest_v1}
_bind_decode(EndQuorumEpochRequest)

EndQuorumEpochResponse.DECODERS = {0: _d_EndQuorumEpochResponse_v0, 1: _d_EndQuorumEpochResponse_v1}
EndQuorumEpochResponse.ENCODERS = {0: _e_EndQuorumEpochResponse_v0, 1: _e_EndQuorumEpochResponse_v1}
_bind_decode(EndQuorumEpochResponse)
