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

__all__ = ['BeginQuorumEpochRequest', 'BeginQuorumEpochRequestPartitionData', 'BeginQuorumEpochRequestTopicData', 'BeginQuorumEpochResponse', 'BeginQuorumEpochResponsePartitionData', 'BeginQuorumEpochResponseTopicData', 'LeaderEndpoint', 'NodeEndpoint']

_I0 = _Struct('>iii').iter_unpack
_I1 = _Struct('>i16siiB').iter_unpack
_I2 = _Struct('>ihii').iter_unpack
_I3 = _Struct('>ihiiB').iter_unpack
_S0 = _Struct('>iB').unpack_from
_P0 = _Struct('>iB').pack
_S1 = _Struct('>i16siiB').unpack_from
_P1 = _Struct('>i16siiB').pack
_S2 = _Struct('>HB').unpack_from
_P2 = _Struct('>HB').pack
_S3 = _Struct('>iii').unpack_from
_P3 = _Struct('>iii').pack
_S4 = _Struct('>i').unpack_from
_P4 = _Struct('>i').pack
_S5 = _Struct('>i16sii').unpack_from
_P5 = _Struct('>i16sii').pack
_S6 = _Struct('>H').unpack_from
_P6 = _Struct('>H').pack
_S7 = _Struct('>h').unpack_from
_P7 = _Struct('>h').pack
_S8 = _Struct('>hB').unpack_from
_P8 = _Struct('>hB').pack
_S9 = _Struct('>ihiiB').unpack_from
_P9 = _Struct('>ihiiB').pack
_S10 = _Struct('>ihii').unpack_from
_P10 = _Struct('>ihii').pack


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


class BeginQuorumEpochRequest(Request["BeginQuorumEpochResponse"]):
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


def _d_BeginQuorumEpochRequest_v0(buf: bytes, pos: int, end: int) -> tuple[BeginQuorumEpochRequest, int]:
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 == -1:
        f_cluster_id_1 = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_cluster_id_1 = buf[pos:e6].decode()
        pos = e6
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 6 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        if n7:
            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
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
                    if n13 * 12 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if n13:
                        e20 = pos + n13 * 12
                        for f_partition_index_15, f_leader_id_17, f_leader_epoch_18 in _I0(buf[pos:e20]):
                            x21 = _new(BeginQuorumEpochRequestPartitionData)
                            x21.partition_index = f_partition_index_15
                            x21.voter_directory_id = ZERO_UUID
                            x21.leader_id = f_leader_id_17
                            x21.leader_epoch = f_leader_epoch_18
                            x21.unknown_tags = None
                            f_partitions_10.append(x21)
                        pos = e20
                x8 = _new(BeginQuorumEpochRequestTopicData)
                x8.topic_name = f_topic_name_9
                x8.partitions = f_partitions_10
                x8.unknown_tags = None
                f_topics_3.append(x8)
    o = _new(BeginQuorumEpochRequest)
    o.cluster_id = f_cluster_id_1
    o.voter_id = -1
    o.topics = f_topics_3
    o.leader_endpoints = []
    o.unknown_tags = None
    return o, pos


def _d_BeginQuorumEpochRequest_v1(buf: bytes, pos: int, end: int) -> tuple[BeginQuorumEpochRequest, int]:
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
        n5 -= 1
    elif buf[pos + 1] < 128:
        n5 = n5 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n5, pos = _string_uvarint(buf, pos)
        n5 -= 1
    if n5 == -1:
        f_cluster_id_1 = None
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_cluster_id_1 = buf[pos:e6].decode()
        pos = e6
    f_voter_id_2, pk7 = _S0(buf, pos)
    pos += 5
    if pk7 < 128:
        pk7 -= 1
    elif buf[pos] < 128:
        pk7 = pk7 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk7, pos = _uvarint(buf, pos - 1)
        pk7 -= 1
    if pk7 < 0:
        raise _negative(pos)
    else:
        if pk7 * 3 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        if pk7:
            for _ in (_ranges[pk7] if pk7 < 256 else range(pk7)):
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _string_uvarint(buf, pos)
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
                    n13 -= 1
                elif buf[pos + 1] < 128:
                    n13 = n13 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n13, pos = _uvarint(buf, pos)
                    n13 -= 1
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 29 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if n13:
                        e20 = pos + n13 * 29
                        for f_partition_index_15, f_voter_directory_id_16, f_leader_id_17, f_leader_epoch_18, tb19 in _I1(buf[pos:e20]):
                            if tb19:
                                break
                            f_voter_directory_id_16 = _cached_uuid(f_voter_directory_id_16) or _make_uuid(f_voter_directory_id_16)
                            x21 = _new(BeginQuorumEpochRequestPartitionData)
                            x21.partition_index = f_partition_index_15
                            x21.voter_directory_id = f_voter_directory_id_16
                            x21.leader_id = f_leader_id_17
                            x21.leader_epoch = f_leader_epoch_18
                            x21.unknown_tags = None
                            f_partitions_10.append(x21)
                        else:
                            pos = e20
                        if pos != e20:
                            f_partitions_10 = []
                            for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                                f_partition_index_22, f_voter_directory_id_23, f_leader_id_24, f_leader_epoch_25, pk26 = _S1(buf, pos)
                                pos += 29
                                f_voter_directory_id_23 = _cached_uuid(f_voter_directory_id_23) or _make_uuid(f_voter_directory_id_23)
                                if pk26:
                                    u27, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u27 = None
                                x14 = _new(BeginQuorumEpochRequestPartitionData)
                                x14.partition_index = f_partition_index_22
                                x14.voter_directory_id = f_voter_directory_id_23
                                x14.leader_id = f_leader_id_24
                                x14.leader_epoch = f_leader_epoch_25
                                x14.unknown_tags = u27
                                f_partitions_10.append(x14)
                if buf[pos]:
                    u28, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u28 = None
                x8 = _new(BeginQuorumEpochRequestTopicData)
                x8.topic_name = f_topic_name_9
                x8.partitions = f_partitions_10
                x8.unknown_tags = u28
                f_topics_3.append(x8)
    n29 = buf[pos]
    if n29 < 128:
        pos += 1
        n29 -= 1
    elif buf[pos + 1] < 128:
        n29 = n29 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n29, pos = _uvarint(buf, pos)
        n29 -= 1
    if n29 < 0:
        raise _negative(pos)
    else:
        if n29 * 5 > end - pos:
            raise _short(pos)
        f_leader_endpoints_4 = []
        if n29:
            for _ in (_ranges[n29] if n29 < 256 else range(n29)):
                n34 = buf[pos]
                if n34 < 128:
                    pos += 1
                    n34 -= 1
                elif buf[pos + 1] < 128:
                    n34 = n34 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n34, pos = _string_uvarint(buf, pos)
                    n34 -= 1
                if n34 < 0:
                    raise _negative(pos)
                else:
                    e35 = pos + n34
                    if e35 > end:
                        raise _short(pos)
                    f_name_31 = buf[pos:e35].decode()
                    pos = e35
                n36 = buf[pos]
                if n36 < 128:
                    pos += 1
                    n36 -= 1
                elif buf[pos + 1] < 128:
                    n36 = n36 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n36, pos = _string_uvarint(buf, pos)
                    n36 -= 1
                if n36 < 0:
                    raise _negative(pos)
                else:
                    e37 = pos + n36
                    if e37 > end:
                        raise _short(pos)
                    f_host_32 = buf[pos:e37].decode()
                    pos = e37
                f_port_33, pk38 = _S2(buf, pos)
                pos += 3
                if pk38:
                    u39, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u39 = None
                x30 = _new(LeaderEndpoint)
                x30.name = f_name_31
                x30.host = f_host_32
                x30.port = f_port_33
                x30.unknown_tags = u39
                f_leader_endpoints_4.append(x30)
    if buf[pos]:
        u40, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u40 = None
    o = _new(BeginQuorumEpochRequest)
    o.cluster_id = f_cluster_id_1
    o.voter_id = f_voter_id_2
    o.topics = f_topics_3
    o.leader_endpoints = f_leader_endpoints_4
    o.unknown_tags = u40
    return o, pos


def _e_BeginQuorumEpochRequest_v0(o: BeginQuorumEpochRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('BeginQuorumEpochRequest', 0)
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
            raise _untagged('BeginQuorumEpochRequestTopicData', 0)
        b3 = x2.topic_name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        out.append(_Pi(len(x2.partitions)))
        for x4 in x2.partitions:
            if x4.unknown_tags:
                raise _untagged('BeginQuorumEpochRequestPartitionData', 0)
            out.append(_P3(x4.partition_index, x4.leader_id, x4.leader_epoch))


def _e_BeginQuorumEpochRequest_v1(o: BeginQuorumEpochRequest, out: list[bytes]) -> None:
    if o.cluster_id is None:
        out.append(b'\x00')
    else:
        b1 = o.cluster_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P4(o.voter_id))
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
            out.append(_P5(x4.partition_index, _uuid_bytes(x4.voter_directory_id), x4.leader_id, x4.leader_epoch))
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
    for x5 in o.leader_endpoints:
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        b7 = x5.host.encode()
        if len(b7) + 1 < 128:
            out.append(_B1[len(b7) + 1])
        else:
            out.append(_string_length(len(b7) + 1))
        out.append(b7)
        out.append(_P6(x5.port))
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_BeginQuorumEpochResponse_v0(buf: bytes, pos: int, end: int) -> tuple[BeginQuorumEpochResponse, int]:
    f_error_code_1 = _S7(buf, pos)[0]
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
                        for f_partition_index_12, f_error_code_13, f_leader_id_14, f_leader_epoch_15 in _I2(buf[pos:e17]):
                            x18 = _new(BeginQuorumEpochResponsePartitionData)
                            x18.partition_index = f_partition_index_12
                            x18.error_code = f_error_code_13
                            x18.leader_id = f_leader_id_14
                            x18.leader_epoch = f_leader_epoch_15
                            x18.unknown_tags = None
                            f_partitions_7.append(x18)
                        pos = e17
                x5 = _new(BeginQuorumEpochResponseTopicData)
                x5.topic_name = f_topic_name_6
                x5.partitions = f_partitions_7
                x5.unknown_tags = None
                f_topics_2.append(x5)
    o = _new(BeginQuorumEpochResponse)
    o.error_code = f_error_code_1
    o.topics = f_topics_2
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_BeginQuorumEpochResponse_v1(buf: bytes, pos: int, end: int) -> tuple[BeginQuorumEpochResponse, int]:
    f_error_code_1, pk4 = _S8(buf, pos)
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
                        for f_partition_index_12, f_error_code_13, f_leader_id_14, f_leader_epoch_15, tb16 in _I3(buf[pos:e17]):
                            if tb16:
                                break
                            x18 = _new(BeginQuorumEpochResponsePartitionData)
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
                                f_partition_index_19, f_error_code_20, f_leader_id_21, f_leader_epoch_22, pk23 = _S9(buf, pos)
                                pos += 15
                                if pk23:
                                    u24, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u24 = None
                                x11 = _new(BeginQuorumEpochResponsePartitionData)
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
                x5 = _new(BeginQuorumEpochResponseTopicData)
                x5.topic_name = f_topic_name_6
                x5.partitions = f_partitions_7
                x5.unknown_tags = u25
                f_topics_2.append(x5)
    if not buf[pos]:
        pos += 1
        o = _new(BeginQuorumEpochResponse)
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
                            f_node_id_35, pk38 = _S0(buf, pos)
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
                            f_port_37, pk40 = _S2(buf, pos)
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
        o = _new(BeginQuorumEpochResponse)
        o.error_code = f_error_code_1
        o.topics = f_topics_2
        o.node_endpoints = f_node_endpoints_3
        o.unknown_tags = u27
        o.tags_present = kp32
    return o, pos


def _e_BeginQuorumEpochResponse_v0(o: BeginQuorumEpochResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('BeginQuorumEpochResponse', 'node_endpoints', 0)
    if o.unknown_tags:
        raise _untagged('BeginQuorumEpochResponse', 0)
    out.append(_P7(o.error_code))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('BeginQuorumEpochResponseTopicData', 0)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('BeginQuorumEpochResponsePartitionData', 0)
            out.append(_P10(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch))


def _e_BeginQuorumEpochResponse_v1(o: BeginQuorumEpochResponse, out: list[bytes]) -> None:
    out.append(_P7(o.error_code))
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
            tb6.append(_P4(x7.node_id))
            b8 = x7.host.encode()
            if len(b8) + 1 < 128:
                tb6.append(_B1[len(b8) + 1])
            else:
                tb6.append(_string_length(len(b8) + 1))
            tb6.append(b8)
            tb6.append(_P6(x7.port))
            if x7.unknown_tags:
                _write_tags(tb6, [], x7.unknown_tags)
            else:
                tb6.append(b'\x00')
        t4.append((0, tb6))
    if t4 or o.unknown_tags:
        _write_tags(out, t4, o.unknown_tags, (0,))
    else:
        out.append(b'\x00')


BeginQuorumEpochRequest.DECODERS = {0: _d_BeginQuorumEpochRequest_v0, 1: _d_BeginQuorumEpochRequest_v1}
BeginQuorumEpochRequest.ENCODERS = {0: _e_BeginQuorumEpochRequest_v0, 1: _e_BeginQuorumEpochRequest_v1}
_bind_decode(BeginQuorumEpochRequest)

BeginQuorumEpochResponse.DECODERS = {0: _d_BeginQuorumEpochResponse_v0, 1: _d_BeginQuorumEpochResponse_v1}
BeginQuorumEpochResponse.ENCODERS = {0: _e_BeginQuorumEpochResponse_v0, 1: _e_BeginQuorumEpochResponse_v1}
_bind_decode(BeginQuorumEpochResponse)
