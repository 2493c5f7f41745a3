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
_H0 = _ShapedArray(('iii', '[i'), False, 'x = _new(EndQuorumEpochRequestPartitionData)\nx.preferred_candidates = []\nx.unknown_tags = None', globals(), ('x.partition_index', 'x.leader_id', 'x.leader_epoch', 'x.preferred_successors'))


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
    o = _new(EndQuorumEpochRequest)
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 == -1:
        o.cluster_id = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e4].decode()
        pos = e4
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                x6 = _new(EndQuorumEpochRequestTopicData)
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x6.topic_name = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 16 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if n10:
                        pos, n10 = _read_shaped(_H0, buf, pos, end, n10, f_partitions_7)
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            x11 = _new(EndQuorumEpochRequestPartitionData)
                            x11.partition_index, x11.leader_id, x11.leader_epoch = _S0(buf, pos)
                            pos += 12
                            n14 = _ui(buf, pos)[0]
                            pos += 4
                            if n14 < 0:
                                raise _negative(pos)
                            else:
                                if not n14:
                                    f_preferred_successors_13 = []
                                elif n14 < 33:
                                    f_preferred_successors_13 = [*_i32s[n14](buf, pos)]
                                    pos += n14 * 4
                                elif n14 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_preferred_successors_13 = [*_array('i', n14).unpack_from(buf, pos)]
                                    pos += n14 * 4
                            x11.preferred_candidates = []
                            x11.preferred_successors = f_preferred_successors_13
                            x11.unknown_tags = None
                            f_partitions_7.append(x11)
                x6.partitions = f_partitions_7
                x6.unknown_tags = None
                f_topics_1.append(x6)
    o.topics = f_topics_1
    o.leader_endpoints = []
    o.unknown_tags = None
    return o, pos


def _d_EndQuorumEpochRequest_v1(buf: bytes, pos: int, end: int) -> tuple[EndQuorumEpochRequest, int]:
    o = _new(EndQuorumEpochRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _string_uvarint(buf, pos)
        n3 -= 1
    if n3 == -1:
        o.cluster_id = None
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e4].decode()
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
        n5 -= 1
    elif buf[pos + 1] < 128:
        n5 = n5 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
        n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                x6 = _new(EndQuorumEpochRequestTopicData)
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
                    x6.topic_name = buf[pos:e9].decode()
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
                    if n10 * 14 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if n10:
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            x11 = _new(EndQuorumEpochRequestPartitionData)
                            x11.partition_index, x11.leader_id, x11.leader_epoch, pk14 = _S1(buf, pos)
                            pos += 13
                            if pk14 < 128:
                                pk14 -= 1
                            elif buf[pos] < 128:
                                pk14 = pk14 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk14, pos = _uvarint(buf, pos - 1)
                                pk14 -= 1
                            if pk14 < 0:
                                raise _negative(pos)
                            else:
                                if pk14 * 21 > end - pos:
                                    raise _short(pos)
                                f_preferred_candidates_12 = []
                                if pk14:
                                    e16 = pos + pk14 * 21
                                    for t18 in _I0(buf[pos:e16]):
                                        x17 = _new(ReplicaInfo)
                                        x17.candidate_id, f_candidate_directory_id_19, tb20 = t18
                                        if tb20:
                                            break
                                        f_candidate_directory_id_19 = _cached_uuid(f_candidate_directory_id_19) or _make_uuid(f_candidate_directory_id_19)
                                        x17.candidate_directory_id = f_candidate_directory_id_19
                                        x17.unknown_tags = None
                                        f_preferred_candidates_12.append(x17)
                                    else:
                                        pos = e16
                                    if pos != e16:
                                        f_preferred_candidates_12 = []
                                        for _ in (_ranges[pk14] if pk14 < 256 else range(pk14)):
                                            x15 = _new(ReplicaInfo)
                                            x15.candidate_id, f_candidate_directory_id_21, pk22 = _S2(buf, pos)
                                            pos += 21
                                            f_candidate_directory_id_21 = _cached_uuid(f_candidate_directory_id_21) or _make_uuid(f_candidate_directory_id_21)
                                            if pk22:
                                                u23, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u23 = None
                                            x15.candidate_directory_id = f_candidate_directory_id_21
                                            x15.unknown_tags = u23
                                            f_preferred_candidates_12.append(x15)
                            if buf[pos]:
                                u24, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u24 = None
                            x11.preferred_candidates = f_preferred_candidates_12
                            x11.preferred_successors = []
                            x11.unknown_tags = u24
                            f_partitions_7.append(x11)
                if buf[pos]:
                    u25, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u25 = None
                x6.partitions = f_partitions_7
                x6.unknown_tags = u25
                f_topics_1.append(x6)
    n26 = buf[pos]
    if n26 < 128:
        pos += 1
        n26 -= 1
    elif buf[pos + 1] < 128:
        n26 = n26 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n26, pos = _uvarint(buf, pos)
        n26 -= 1
    if n26 < 0:
        raise _negative(pos)
    else:
        if n26 * 5 > end - pos:
            raise _short(pos)
        f_leader_endpoints_2 = []
        if n26:
            for _ in (_ranges[n26] if n26 < 256 else range(n26)):
                x27 = _new(LeaderEndpoint)
                n28 = buf[pos]
                if n28 < 128:
                    pos += 1
                    n28 -= 1
                elif buf[pos + 1] < 128:
                    n28 = n28 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n28, pos = _string_uvarint(buf, pos)
                    n28 -= 1
                if n28 < 0:
                    raise _negative(pos)
                else:
                    e29 = pos + n28
                    if e29 > end:
                        raise _short(pos)
                    x27.name = buf[pos:e29].decode()
                    pos = e29
                n30 = buf[pos]
                if n30 < 128:
                    pos += 1
                    n30 -= 1
                elif buf[pos + 1] < 128:
                    n30 = n30 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n30, pos = _string_uvarint(buf, pos)
                    n30 -= 1
                if n30 < 0:
                    raise _negative(pos)
                else:
                    e31 = pos + n30
                    if e31 > end:
                        raise _short(pos)
                    x27.host = buf[pos:e31].decode()
                    pos = e31
                x27.port, pk32 = _S3(buf, pos)
                pos += 3
                if pk32:
                    u33, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u33 = None
                x27.unknown_tags = u33
                f_leader_endpoints_2.append(x27)
    if buf[pos]:
        u34, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u34 = None
    o.topics = f_topics_1
    o.leader_endpoints = f_leader_endpoints_2
    o.unknown_tags = u34
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
    o = _new(EndQuorumEpochResponse)
    o.error_code = _S6(buf, pos)[0]
    pos += 2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(EndQuorumEpochResponseTopicData)
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x4.topic_name = buf[pos:e7].decode()
                    pos = e7
                n8 = _ui(buf, pos)[0]
                pos += 4
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 14 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        e10 = pos + n8 * 14
                        for t12 in _I1(buf[pos:e10]):
                            x11 = _new(EndQuorumEpochResponsePartitionData)
                            x11.partition_index, x11.error_code, x11.leader_id, x11.leader_epoch = t12
                            x11.unknown_tags = None
                            f_partitions_5.append(x11)
                        pos = e10
                x4.partitions = f_partitions_5
                x4.unknown_tags = None
                f_topics_1.append(x4)
    o.topics = f_topics_1
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_EndQuorumEpochResponse_v1(buf: bytes, pos: int, end: int) -> tuple[EndQuorumEpochResponse, int]:
    o = _new(EndQuorumEpochResponse)
    o.error_code, pk3 = _S7(buf, pos)
    pos += 3
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 < 0:
        raise _negative(pos)
    else:
        if pk3 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(EndQuorumEpochResponseTopicData)
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x4.topic_name = buf[pos:e7].decode()
                    pos = e7
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 15 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        e10 = pos + n8 * 15
                        for t12 in _I2(buf[pos:e10]):
                            x11 = _new(EndQuorumEpochResponsePartitionData)
                            x11.partition_index, x11.error_code, x11.leader_id, x11.leader_epoch, tb13 = t12
                            if tb13:
                                break
                            x11.unknown_tags = None
                            f_partitions_5.append(x11)
                        else:
                            pos = e10
                        if pos != e10:
                            f_partitions_5 = []
                            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                                x9 = _new(EndQuorumEpochResponsePartitionData)
                                x9.partition_index, x9.error_code, x9.leader_id, x9.leader_epoch, pk14 = _S8(buf, pos)
                                pos += 15
                                if pk14:
                                    u15, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u15 = None
                                x9.unknown_tags = u15
                                f_partitions_5.append(x9)
                if buf[pos]:
                    u16, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u16 = None
                x4.partitions = f_partitions_5
                x4.unknown_tags = u16
                f_topics_1.append(x4)
    if not buf[pos]:
        pos += 1
        o.topics = f_topics_1
        o.node_endpoints = []
        o.unknown_tags = None
        o.tags_present = 0
    else:
        f_node_endpoints_2 = []
        nt17 = buf[pos]
        if nt17 < 128:
            pos += 1
        else:
            nt17, pos = _uvarint(buf, pos)
        u18 = None
        kp23 = 0
        last19 = -1
        for _ in range(nt17):
            tg20 = buf[pos]
            if tg20 < 128:
                pos += 1
            else:
                tg20, pos = _uvarint(buf, pos)
            sz21 = buf[pos]
            if sz21 < 128:
                pos += 1
            else:
                sz21, pos = _uvarint(buf, pos)
            te22 = pos + sz21
            if te22 > end:
                raise _short(pos)
            if tg20 <= last19:
                raise _tag_order(pos)
            last19 = tg20
            if tg20 == 0:
                n24 = buf[pos]
                if n24 < 128:
                    pos += 1
                    n24 -= 1
                elif buf[pos + 1] < 128:
                    n24 = n24 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n24, pos = _uvarint(buf, pos)
                    n24 -= 1
                if n24 < 0:
                    raise _negative(pos)
                else:
                    if n24 * 8 > te22 - pos:
                        raise _short(pos)
                    f_node_endpoints_2 = []
                    if n24:
                        for _ in (_ranges[n24] if n24 < 256 else range(n24)):
                            x25 = _new(NodeEndpoint)
                            x25.node_id, pk26 = _S9(buf, pos)
                            pos += 5
                            if pk26 < 128:
                                pk26 -= 1
                            elif buf[pos] < 128:
                                pk26 = pk26 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk26, pos = _string_uvarint(buf, pos - 1)
                                pk26 -= 1
                            if pk26 < 0:
                                raise _negative(pos)
                            else:
                                e27 = pos + pk26
                                if e27 > te22:
                                    raise _short(pos)
                                x25.host = buf[pos:e27].decode()
                                pos = e27
                            x25.port, pk28 = _S3(buf, pos)
                            pos += 3
                            if pk28:
                                u29, pos = _unknown_tags(buf, pos - 1, te22)
                            else:
                                u29 = None
                            x25.unknown_tags = u29
                            f_node_endpoints_2.append(x25)
                if pos != te22:
                    raise _tag_size(pos)
                kp23 |= 1
            else:
                if u18 is None:
                    u18 = {}
                u18[tg20] = buf[pos:te22]
                pos = te22
        o.topics = f_topics_1
        o.node_endpoints = f_node_endpoints_2
        o.unknown_tags = u18
        o.tags_present = kp23
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
