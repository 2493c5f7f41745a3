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
    _i32s,
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
                    x16 = BeginQuorumEpochRequestPartitionData(f_partition_index_17, ZERO_UUID, f_leader_id_19, f_leader_epoch_20, None)
                    ap15(x16)
            x9 = BeginQuorumEpochRequestTopicData(f_topic_name_10, f_partitions_11, None)
            ap8(x9)
    o = BeginQuorumEpochRequest(f_cluster_id_1, -1, f_topics_3, [], None)
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
                    nt21 = buf[pos]
                    if nt21 < 128:
                        pos += 1
                    else:
                        nt21, pos = _uvarint(buf, pos)
                    u22 = None
                    if nt21:
                        last23 = -1
                        for _ in range(nt21):
                            tg24 = buf[pos]
                            if tg24 < 128:
                                pos += 1
                            else:
                                tg24, pos = _uvarint(buf, pos)
                            sz25 = buf[pos]
                            if sz25 < 128:
                                pos += 1
                            else:
                                sz25, pos = _uvarint(buf, pos)
                            te26 = pos + sz25
                            if te26 > end:
                                raise _short(pos)
                            if tg24 <= last23:
                                raise _tag_order(pos)
                            last23 = tg24
                            if u22 is None:
                                u22 = {}
                            u22[tg24] = buf[pos:te26]
                            pos = te26
                    x16 = BeginQuorumEpochRequestPartitionData(f_partition_index_17, f_voter_directory_id_18, f_leader_id_19, f_leader_epoch_20, u22)
                    ap15(x16)
            nt27 = buf[pos]
            if nt27 < 128:
                pos += 1
            else:
                nt27, pos = _uvarint(buf, pos)
            u28 = None
            if nt27:
                last29 = -1
                for _ in range(nt27):
                    tg30 = buf[pos]
                    if tg30 < 128:
                        pos += 1
                    else:
                        tg30, pos = _uvarint(buf, pos)
                    sz31 = buf[pos]
                    if sz31 < 128:
                        pos += 1
                    else:
                        sz31, pos = _uvarint(buf, pos)
                    te32 = pos + sz31
                    if te32 > end:
                        raise _short(pos)
                    if tg30 <= last29:
                        raise _tag_order(pos)
                    last29 = tg30
                    if u28 is None:
                        u28 = {}
                    u28[tg30] = buf[pos:te32]
                    pos = te32
            x9 = BeginQuorumEpochRequestTopicData(f_topic_name_10, f_partitions_11, u28)
            ap8(x9)
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
        if n33 * 5 > end - pos:
            raise _short(pos)
        f_leader_endpoints_4 = []
        ap34 = f_leader_endpoints_4.append
        for _ in range(n33):
            n39 = buf[pos]
            if n39 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n39 = (n39 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n39, pos = _uvarint(buf, pos)
            n39 -= 1
            if n39 < 0:
                raise _negative(pos)
            else:
                e40 = pos + n39
                if e40 > end:
                    raise _short(pos)
                f_name_36 = buf[pos:e40].decode()
                pos = e40
            n41 = buf[pos]
            if n41 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n41 = (n41 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n41, pos = _uvarint(buf, pos)
            n41 -= 1
            if n41 < 0:
                raise _negative(pos)
            else:
                e42 = pos + n41
                if e42 > end:
                    raise _short(pos)
                f_host_37 = buf[pos:e42].decode()
                pos = e42
            f_port_38 = _S3(buf, pos)[0]
            pos += 2
            nt43 = buf[pos]
            if nt43 < 128:
                pos += 1
            else:
                nt43, pos = _uvarint(buf, pos)
            u44 = None
            if nt43:
                last45 = -1
                for _ in range(nt43):
                    tg46 = buf[pos]
                    if tg46 < 128:
                        pos += 1
                    else:
                        tg46, pos = _uvarint(buf, pos)
                    sz47 = buf[pos]
                    if sz47 < 128:
                        pos += 1
                    else:
                        sz47, pos = _uvarint(buf, pos)
                    te48 = pos + sz47
                    if te48 > end:
                        raise _short(pos)
                    if tg46 <= last45:
                        raise _tag_order(pos)
                    last45 = tg46
                    if u44 is None:
                        u44 = {}
                    u44[tg46] = buf[pos:te48]
                    pos = te48
            x35 = LeaderEndpoint(f_name_36, f_host_37, f_port_38, u44)
            ap34(x35)
    nt49 = buf[pos]
    if nt49 < 128:
        pos += 1
    else:
        nt49, pos = _uvarint(buf, pos)
    u50 = None
    if nt49:
        last51 = -1
        for _ in range(nt49):
            tg52 = buf[pos]
            if tg52 < 128:
                pos += 1
            else:
                tg52, pos = _uvarint(buf, pos)
            sz53 = buf[pos]
            if sz53 < 128:
                pos += 1
            else:
                sz53, pos = _uvarint(buf, pos)
            te54 = pos + sz53
            if te54 > end:
                raise _short(pos)
            if tg52 <= last51:
                raise _tag_order(pos)
            last51 = tg52
            if u50 is None:
                u50 = {}
            u50[tg52] = buf[pos:te54]
            pos = te54
    o = BeginQuorumEpochRequest(f_cluster_id_1, f_voter_id_2, f_topics_3, f_leader_endpoints_4, u50)
    return o, pos


def _e_BeginQuorumEpochRequest_v0(o: BeginQuorumEpochRequest, out: bytearray) -> None:
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
            out += _P2(x4.partition_index, _uuid_bytes(x4.voter_directory_id), x4.leader_id, x4.leader_epoch)
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
    for x5 in o.leader_endpoints:
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(len(b6) + 1)
        else:
            out += _encode_uvarint(len(b6) + 1)
        out += b6
        b7 = x5.host.encode()
        if len(b7) + 1 < 128:
            out.append(len(b7) + 1)
        else:
            out += _encode_uvarint(len(b7) + 1)
        out += b7
        out += _P3(x5.port)
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
                    x13 = BeginQuorumEpochResponsePartitionData(f_partition_index_14, f_error_code_15, f_leader_id_16, f_leader_epoch_17, None)
                    ap12(x13)
            x6 = BeginQuorumEpochResponseTopicData(f_topic_name_7, f_partitions_8, None)
            ap5(x6)
    o = BeginQuorumEpochResponse(f_error_code_1, f_topics_2, [], None)
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
                    x13 = BeginQuorumEpochResponsePartitionData(f_partition_index_14, f_error_code_15, f_leader_id_16, f_leader_epoch_17, u19)
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
            x6 = BeginQuorumEpochResponseTopicData(f_topic_name_7, f_partitions_8, u25)
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
                        f_node_id_40 = _S1(buf, pos)[0]
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
                        f_port_42 = _S3(buf, pos)[0]
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
    o = BeginQuorumEpochResponse(f_error_code_1, f_topics_2, f_node_endpoints_3, u31)
    if kp36:
        o.tags_present = kp36
    return o, pos


def _e_BeginQuorumEpochResponse_v0(o: BeginQuorumEpochResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('BeginQuorumEpochResponse', 'node_endpoints', 0)
    out += _P4(o.error_code)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P5(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch)


def _e_BeginQuorumEpochResponse_v1(o: BeginQuorumEpochResponse, out: bytearray) -> None:
    out += _P4(o.error_code)
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
            out += _P5(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch)
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
            tb6 += _P1(x7.node_id)
            b8 = x7.host.encode()
            if len(b8) + 1 < 128:
                tb6.append(len(b8) + 1)
            else:
                tb6 += _encode_uvarint(len(b8) + 1)
            tb6 += b8
            tb6 += _P3(x7.port)
            if x7.unknown_tags:
                _write_tags(tb6, [], x7.unknown_tags)
            else:
                tb6.append(0)
        t4.append((0, tb6))
    if t4 or o.unknown_tags:
        _write_tags(out, t4, o.unknown_tags)
    else:
        out.append(0)


BeginQuorumEpochRequest.DECODERS = (_d_BeginQuorumEpochRequest_v0, _d_BeginQuorumEpochRequest_v1,)
BeginQuorumEpochRequest.ENCODERS = (_e_BeginQuorumEpochRequest_v0, _e_BeginQuorumEpochRequest_v1,)

BeginQuorumEpochResponse.DECODERS = (_d_BeginQuorumEpochResponse_v0, _d_BeginQuorumEpochResponse_v1,)
BeginQuorumEpochResponse.ENCODERS = (_e_BeginQuorumEpochResponse_v0, _e_BeginQuorumEpochResponse_v1,)
