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
        ap8 = f_topics_3.append
        for _ in range(n7):
            n12 = _uh(buf, pos)[0]
            pos += 2
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_topic_name_10 = buf[pos:e13].decode()
                pos = e13
            n14 = _ui(buf, pos)[0]
            pos += 4
            if n14 < 0:
                raise _negative(pos)
            else:
                if n14 * 12 > end - pos:
                    raise _short(pos)
                f_partitions_11 = []
                ap15 = f_partitions_11.append
                for _ in range(n14):
                    f_partition_index_17, f_leader_id_19, f_leader_epoch_20 = _S0(buf, pos)
                    pos += 12
                    x16 = _new(BeginQuorumEpochRequestPartitionData)
                    x16.partition_index = f_partition_index_17
                    x16.voter_directory_id = ZERO_UUID
                    x16.leader_id = f_leader_id_19
                    x16.leader_epoch = f_leader_epoch_20
                    x16.unknown_tags = None
                    ap15(x16)
            x9 = _new(BeginQuorumEpochRequestTopicData)
            x9.topic_name = f_topic_name_10
            x9.partitions = f_partitions_11
            x9.unknown_tags = None
            ap8(x9)
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
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
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
    f_voter_id_2 = _S1(buf, pos)[0]
    pos += 4
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n7 = (n7 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 3 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        ap8 = f_topics_3.append
        for _ in range(n7):
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_topic_name_10 = buf[pos:e13].decode()
                pos = e13
            n14 = buf[pos]
            if n14 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n14 = (n14 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n14, pos = _uvarint(buf, pos)
            n14 -= 1
            if n14 < 0:
                raise _negative(pos)
            else:
                if n14 * 29 > end - pos:
                    raise _short(pos)
                f_partitions_11 = []
                ap15 = f_partitions_11.append
                for _ in range(n14):
                    f_partition_index_17, f_voter_directory_id_18, f_leader_id_19, f_leader_epoch_20 = _S2(buf, pos)
                    pos += 28
                    f_voter_directory_id_18 = _make_uuid(f_voter_directory_id_18)
                    if buf[pos]:
                        u21, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u21 = None
                    x16 = _new(BeginQuorumEpochRequestPartitionData)
                    x16.partition_index = f_partition_index_17
                    x16.voter_directory_id = f_voter_directory_id_18
                    x16.leader_id = f_leader_id_19
                    x16.leader_epoch = f_leader_epoch_20
                    x16.unknown_tags = u21
                    ap15(x16)
            if buf[pos]:
                u22, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u22 = None
            x9 = _new(BeginQuorumEpochRequestTopicData)
            x9.topic_name = f_topic_name_10
            x9.partitions = f_partitions_11
            x9.unknown_tags = u22
            ap8(x9)
    n23 = buf[pos]
    if n23 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n23 = (n23 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n23, pos = _uvarint(buf, pos)
    n23 -= 1
    if n23 < 0:
        raise _negative(pos)
    else:
        if n23 * 5 > end - pos:
            raise _short(pos)
        f_leader_endpoints_4 = []
        ap24 = f_leader_endpoints_4.append
        for _ in range(n23):
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
                e30 = pos + n29
                if e30 > end:
                    raise _short(pos)
                f_name_26 = buf[pos:e30].decode()
                pos = e30
            n31 = buf[pos]
            if n31 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n31 = (n31 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n31, pos = _uvarint(buf, pos)
            n31 -= 1
            if n31 < 0:
                raise _negative(pos)
            else:
                e32 = pos + n31
                if e32 > end:
                    raise _short(pos)
                f_host_27 = buf[pos:e32].decode()
                pos = e32
            f_port_28 = _S3(buf, pos)[0]
            pos += 2
            if buf[pos]:
                u33, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u33 = None
            x25 = _new(LeaderEndpoint)
            x25.name = f_name_26
            x25.host = f_host_27
            x25.port = f_port_28
            x25.unknown_tags = u33
            ap24(x25)
    if buf[pos]:
        u34, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u34 = None
    o = _new(BeginQuorumEpochRequest)
    o.cluster_id = f_cluster_id_1
    o.voter_id = f_voter_id_2
    o.topics = f_topics_3
    o.leader_endpoints = f_leader_endpoints_4
    o.unknown_tags = u34
    return o, pos


def _e_BeginQuorumEpochRequest_v0(o: BeginQuorumEpochRequest, out: list[bytes]) -> None:
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


def _e_BeginQuorumEpochRequest_v1(o: BeginQuorumEpochRequest, out: list[bytes]) -> None:
    if o.cluster_id is None:
        out.append(b'\x00')
    else:
        b1 = o.cluster_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_encode_uvarint(len(b1) + 1))
        out.append(b1)
    out.append(_P1(o.voter_id))
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
            out.append(_P2(x4.partition_index, _uuid_bytes(x4.voter_directory_id), x4.leader_id, x4.leader_epoch))
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
    for x5 in o.leader_endpoints:
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_encode_uvarint(len(b6) + 1))
        out.append(b6)
        b7 = x5.host.encode()
        if len(b7) + 1 < 128:
            out.append(_B1[len(b7) + 1])
        else:
            out.append(_encode_uvarint(len(b7) + 1))
        out.append(b7)
        out.append(_P3(x5.port))
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_BeginQuorumEpochResponse_v0(buf: bytes, pos: int, end: int) -> tuple[BeginQuorumEpochResponse, int]:
    f_error_code_1 = _S4(buf, pos)[0]
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
                    f_partition_index_14, f_error_code_15, f_leader_id_16, f_leader_epoch_17 = _S5(buf, pos)
                    pos += 14
                    x13 = _new(BeginQuorumEpochResponsePartitionData)
                    x13.partition_index = f_partition_index_14
                    x13.error_code = f_error_code_15
                    x13.leader_id = f_leader_id_16
                    x13.leader_epoch = f_leader_epoch_17
                    x13.unknown_tags = None
                    ap12(x13)
            x6 = _new(BeginQuorumEpochResponseTopicData)
            x6.topic_name = f_topic_name_7
            x6.partitions = f_partitions_8
            x6.unknown_tags = None
            ap5(x6)
    o = _new(BeginQuorumEpochResponse)
    o.error_code = f_error_code_1
    o.topics = f_topics_2
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_BeginQuorumEpochResponse_v1(buf: bytes, pos: int, end: int) -> tuple[BeginQuorumEpochResponse, int]:
    f_error_code_1 = _S4(buf, pos)[0]
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
                    f_partition_index_14, f_error_code_15, f_leader_id_16, f_leader_epoch_17 = _S5(buf, pos)
                    pos += 14
                    if buf[pos]:
                        u18, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u18 = None
                    x13 = _new(BeginQuorumEpochResponsePartitionData)
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
            x6 = _new(BeginQuorumEpochResponseTopicData)
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
                        f_node_id_30 = _S1(buf, pos)[0]
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
                        f_port_32 = _S3(buf, pos)[0]
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
    o = _new(BeginQuorumEpochResponse)
    o.error_code = f_error_code_1
    o.topics = f_topics_2
    o.node_endpoints = f_node_endpoints_3
    o.unknown_tags = u21
    o.tags_present = kp26
    return o, pos


def _e_BeginQuorumEpochResponse_v0(o: BeginQuorumEpochResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('BeginQuorumEpochResponse', 'node_endpoints', 0)
    out.append(_P4(o.error_code))
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            out.append(_P5(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch))


def _e_BeginQuorumEpochResponse_v1(o: BeginQuorumEpochResponse, out: list[bytes]) -> None:
    out.append(_P4(o.error_code))
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
            out.append(_P5(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch))
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
            tb6.append(_P1(x7.node_id))
            b8 = x7.host.encode()
            if len(b8) + 1 < 128:
                tb6.append(_B1[len(b8) + 1])
            else:
                tb6.append(_encode_uvarint(len(b8) + 1))
            tb6.append(b8)
            tb6.append(_P3(x7.port))
            if x7.unknown_tags:
                _write_tags(tb6, [], x7.unknown_tags)
            else:
                tb6.append(b'\x00')
        t4.append((0, tb6))
    if t4 or o.unknown_tags:
        _write_tags(out, t4, o.unknown_tags)
    else:
        out.append(b'\x00')


BeginQuorumEpochRequest.DECODERS = (_d_BeginQuorumEpochRequest_v0, _d_BeginQuorumEpochRequest_v1,)
BeginQuorumEpochRequest.ENCODERS = (_e_BeginQuorumEpochRequest_v0, _e_BeginQuorumEpochRequest_v1,)

BeginQuorumEpochResponse.DECODERS = (_d_BeginQuorumEpochResponse_v0, _d_BeginQuorumEpochResponse_v1,)
BeginQuorumEpochResponse.ENCODERS = (_e_BeginQuorumEpochResponse_v0, _e_BeginQuorumEpochResponse_v1,)
