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
    _i32s,
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


def _d_VoteRequest_v0(buf: bytes, pos: int, end: int) -> tuple[VoteRequest, int]:
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
        f_topics_3 = []
        ap7 = f_topics_3.append
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
                if n13 * 25 > end - pos:
                    raise _short(pos)
                f_partitions_10 = []
                ap14 = f_partitions_10.append
                for _ in range(n13):
                    f_partition_index_16, f_replica_epoch_17, f_replica_id_18, f_last_offset_epoch_21, f_last_offset_22 = _S0(buf, pos)
                    pos += 24
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
                    x15 = VoteRequestPartitionData(f_partition_index_16, f_replica_epoch_17, f_replica_id_18, ZERO_UUID, ZERO_UUID, f_last_offset_epoch_21, f_last_offset_22, False, u25)
                    ap14(x15)
            nt30 = buf[pos]
            if nt30 < 128:
                pos += 1
            else:
                nt30, pos = _uvarint(buf, pos)
            u31 = None
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
                    if u31 is None:
                        u31 = {}
                    u31[tg33] = buf[pos:te35]
                    pos = te35
            x8 = VoteRequestTopicData(f_topic_name_9, f_partitions_10, u31)
            ap7(x8)
    nt36 = buf[pos]
    if nt36 < 128:
        pos += 1
    else:
        nt36, pos = _uvarint(buf, pos)
    u37 = None
    if nt36:
        last38 = -1
        for _ in range(nt36):
            tg39 = buf[pos]
            if tg39 < 128:
                pos += 1
            else:
                tg39, pos = _uvarint(buf, pos)
            sz40 = buf[pos]
            if sz40 < 128:
                pos += 1
            else:
                sz40, pos = _uvarint(buf, pos)
            te41 = pos + sz40
            if te41 > end:
                raise _short(pos)
            if tg39 <= last38:
                raise _tag_order(pos)
            last38 = tg39
            if u37 is None:
                u37 = {}
            u37[tg39] = buf[pos:te41]
            pos = te41
    o = VoteRequest(f_cluster_id_1, -1, f_topics_3, u37)
    return o, pos


def _d_VoteRequest_v1(buf: bytes, pos: int, end: int) -> tuple[VoteRequest, int]:
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
    f_voter_id_2 = _S1(buf, pos)[0]
    pos += 4
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
        f_topics_3 = []
        ap7 = f_topics_3.append
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
                if n13 * 57 > end - pos:
                    raise _short(pos)
                f_partitions_10 = []
                ap14 = f_partitions_10.append
                for _ in range(n13):
                    f_partition_index_16, f_replica_epoch_17, f_replica_id_18, f_replica_directory_id_19, f_voter_directory_id_20, f_last_offset_epoch_21, f_last_offset_22 = _S2(buf, pos)
                    pos += 56
                    f_replica_directory_id_19 = _make_uuid(f_replica_directory_id_19)
                    f_voter_directory_id_20 = _make_uuid(f_voter_directory_id_20)
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
                    x15 = VoteRequestPartitionData(f_partition_index_16, f_replica_epoch_17, f_replica_id_18, f_replica_directory_id_19, f_voter_directory_id_20, f_last_offset_epoch_21, f_last_offset_22, False, u25)
                    ap14(x15)
            nt30 = buf[pos]
            if nt30 < 128:
                pos += 1
            else:
                nt30, pos = _uvarint(buf, pos)
            u31 = None
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
                    if u31 is None:
                        u31 = {}
                    u31[tg33] = buf[pos:te35]
                    pos = te35
            x8 = VoteRequestTopicData(f_topic_name_9, f_partitions_10, u31)
            ap7(x8)
    nt36 = buf[pos]
    if nt36 < 128:
        pos += 1
    else:
        nt36, pos = _uvarint(buf, pos)
    u37 = None
    if nt36:
        last38 = -1
        for _ in range(nt36):
            tg39 = buf[pos]
            if tg39 < 128:
                pos += 1
            else:
                tg39, pos = _uvarint(buf, pos)
            sz40 = buf[pos]
            if sz40 < 128:
                pos += 1
            else:
                sz40, pos = _uvarint(buf, pos)
            te41 = pos + sz40
            if te41 > end:
                raise _short(pos)
            if tg39 <= last38:
                raise _tag_order(pos)
            last38 = tg39
            if u37 is None:
                u37 = {}
            u37[tg39] = buf[pos:te41]
            pos = te41
    o = VoteRequest(f_cluster_id_1, f_voter_id_2, f_topics_3, u37)
    return o, pos


def _d_VoteRequest_v2(buf: bytes, pos: int, end: int) -> tuple[VoteRequest, int]:
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
    f_voter_id_2 = _S1(buf, pos)[0]
    pos += 4
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
        f_topics_3 = []
        ap7 = f_topics_3.append
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
                if n13 * 58 > end - pos:
                    raise _short(pos)
                f_partitions_10 = []
                ap14 = f_partitions_10.append
                for _ in range(n13):
                    f_partition_index_16, f_replica_epoch_17, f_replica_id_18, f_replica_directory_id_19, f_voter_directory_id_20, f_last_offset_epoch_21, f_last_offset_22, f_pre_vote_23 = _S3(buf, pos)
                    pos += 57
                    f_replica_directory_id_19 = _make_uuid(f_replica_directory_id_19)
                    f_voter_directory_id_20 = _make_uuid(f_voter_directory_id_20)
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
                    x15 = VoteRequestPartitionData(f_partition_index_16, f_replica_epoch_17, f_replica_id_18, f_replica_directory_id_19, f_voter_directory_id_20, f_last_offset_epoch_21, f_last_offset_22, f_pre_vote_23, u25)
                    ap14(x15)
            nt30 = buf[pos]
            if nt30 < 128:
                pos += 1
            else:
                nt30, pos = _uvarint(buf, pos)
            u31 = None
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
                    if u31 is None:
                        u31 = {}
                    u31[tg33] = buf[pos:te35]
                    pos = te35
            x8 = VoteRequestTopicData(f_topic_name_9, f_partitions_10, u31)
            ap7(x8)
    nt36 = buf[pos]
    if nt36 < 128:
        pos += 1
    else:
        nt36, pos = _uvarint(buf, pos)
    u37 = None
    if nt36:
        last38 = -1
        for _ in range(nt36):
            tg39 = buf[pos]
            if tg39 < 128:
                pos += 1
            else:
                tg39, pos = _uvarint(buf, pos)
            sz40 = buf[pos]
            if sz40 < 128:
                pos += 1
            else:
                sz40, pos = _uvarint(buf, pos)
            te41 = pos + sz40
            if te41 > end:
                raise _short(pos)
            if tg39 <= last38:
                raise _tag_order(pos)
            last38 = tg39
            if u37 is None:
                u37 = {}
            u37[tg39] = buf[pos:te41]
            pos = te41
    o = VoteRequest(f_cluster_id_1, f_voter_id_2, f_topics_3, u37)
    return o, pos


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
            if x4.pre_vote != False:
                raise _absent('VoteRequestPartitionData', 'pre_vote', 0)
            out += _P0(x4.partition_index, x4.replica_epoch, x4.replica_id, x4.last_offset_epoch, x4.last_offset)
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(0)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(0)
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
            if x4.pre_vote != False:
                raise _absent('VoteRequestPartitionData', 'pre_vote', 1)
            out += _P2(x4.partition_index, x4.replica_epoch, x4.replica_id, _uuid_bytes(x4.replica_directory_id), _uuid_bytes(x4.voter_directory_id), x4.last_offset_epoch, x4.last_offset)
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(0)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(0)
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
            out += _P3(x4.partition_index, x4.replica_epoch, x4.replica_id, _uuid_bytes(x4.replica_directory_id), _uuid_bytes(x4.voter_directory_id), x4.last_offset_epoch, x4.last_offset, x4.pre_vote)
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(0)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_VoteResponse_v0(buf: bytes, pos: int, end: int) -> tuple[VoteResponse, int]:
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
                if n11 * 16 > end - pos:
                    raise _short(pos)
                f_partitions_8 = []
                ap12 = f_partitions_8.append
                for _ in range(n11):
                    f_partition_index_14, f_error_code_15, f_leader_id_16, f_leader_epoch_17, f_vote_granted_18 = _S5(buf, pos)
                    pos += 15
                    nt19 = buf[pos]
                    if nt19 < 128:
                        pos += 1
                    else:
                        nt19, pos = _uvarint(buf, pos)
                    u20 = None
                    if nt19:
                        last21 = -1
                        for _ in range(nt19):
                            tg22 = buf[pos]
                            if tg22 < 128:
                                pos += 1
                            else:
                                tg22, pos = _uvarint(buf, pos)
                            sz23 = buf[pos]
                            if sz23 < 128:
                                pos += 1
                            else:
                                sz23, pos = _uvarint(buf, pos)
                            te24 = pos + sz23
                            if te24 > end:
                                raise _short(pos)
                            if tg22 <= last21:
                                raise _tag_order(pos)
                            last21 = tg22
                            if u20 is None:
                                u20 = {}
                            u20[tg22] = buf[pos:te24]
                            pos = te24
                    x13 = VoteResponsePartitionData(f_partition_index_14, f_error_code_15, f_leader_id_16, f_leader_epoch_17, f_vote_granted_18, u20)
                    ap12(x13)
            nt25 = buf[pos]
            if nt25 < 128:
                pos += 1
            else:
                nt25, pos = _uvarint(buf, pos)
            u26 = None
            if nt25:
                last27 = -1
                for _ in range(nt25):
                    tg28 = buf[pos]
                    if tg28 < 128:
                        pos += 1
                    else:
                        tg28, pos = _uvarint(buf, pos)
                    sz29 = buf[pos]
                    if sz29 < 128:
                        pos += 1
                    else:
                        sz29, pos = _uvarint(buf, pos)
                    te30 = pos + sz29
                    if te30 > end:
                        raise _short(pos)
                    if tg28 <= last27:
                        raise _tag_order(pos)
                    last27 = tg28
                    if u26 is None:
                        u26 = {}
                    u26[tg28] = buf[pos:te30]
                    pos = te30
            x6 = VoteResponseTopicData(f_topic_name_7, f_partitions_8, u26)
            ap5(x6)
    nt31 = buf[pos]
    if nt31 < 128:
        pos += 1
    else:
        nt31, pos = _uvarint(buf, pos)
    u32 = None
    if nt31:
        last33 = -1
        for _ in range(nt31):
            tg34 = buf[pos]
            if tg34 < 128:
                pos += 1
            else:
                tg34, pos = _uvarint(buf, pos)
            sz35 = buf[pos]
            if sz35 < 128:
                pos += 1
            else:
                sz35, pos = _uvarint(buf, pos)
            te36 = pos + sz35
            if te36 > end:
                raise _short(pos)
            if tg34 <= last33:
                raise _tag_order(pos)
            last33 = tg34
            if u32 is None:
                u32 = {}
            u32[tg34] = buf[pos:te36]
            pos = te36
    o = VoteResponse(f_error_code_1, f_topics_2, [], u32)
    return o, pos


def _d_VoteResponse_v1(buf: bytes, pos: int, end: int) -> tuple[VoteResponse, int]:
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
                if n11 * 16 > end - pos:
                    raise _short(pos)
                f_partitions_8 = []
                ap12 = f_partitions_8.append
                for _ in range(n11):
                    f_partition_index_14, f_error_code_15, f_leader_id_16, f_leader_epoch_17, f_vote_granted_18 = _S5(buf, pos)
                    pos += 15
                    nt19 = buf[pos]
                    if nt19 < 128:
                        pos += 1
                    else:
                        nt19, pos = _uvarint(buf, pos)
                    u20 = None
                    if nt19:
                        last21 = -1
                        for _ in range(nt19):
                            tg22 = buf[pos]
                            if tg22 < 128:
                                pos += 1
                            else:
                                tg22, pos = _uvarint(buf, pos)
                            sz23 = buf[pos]
                            if sz23 < 128:
                                pos += 1
                            else:
                                sz23, pos = _uvarint(buf, pos)
                            te24 = pos + sz23
                            if te24 > end:
                                raise _short(pos)
                            if tg22 <= last21:
                                raise _tag_order(pos)
                            last21 = tg22
                            if u20 is None:
                                u20 = {}
                            u20[tg22] = buf[pos:te24]
                            pos = te24
                    x13 = VoteResponsePartitionData(f_partition_index_14, f_error_code_15, f_leader_id_16, f_leader_epoch_17, f_vote_granted_18, u20)
                    ap12(x13)
            nt25 = buf[pos]
            if nt25 < 128:
                pos += 1
            else:
                nt25, pos = _uvarint(buf, pos)
            u26 = None
            if nt25:
                last27 = -1
                for _ in range(nt25):
                    tg28 = buf[pos]
                    if tg28 < 128:
                        pos += 1
                    else:
                        tg28, pos = _uvarint(buf, pos)
                    sz29 = buf[pos]
                    if sz29 < 128:
                        pos += 1
                    else:
                        sz29, pos = _uvarint(buf, pos)
                    te30 = pos + sz29
                    if te30 > end:
                        raise _short(pos)
                    if tg28 <= last27:
                        raise _tag_order(pos)
                    last27 = tg28
                    if u26 is None:
                        u26 = {}
                    u26[tg28] = buf[pos:te30]
                    pos = te30
            x6 = VoteResponseTopicData(f_topic_name_7, f_partitions_8, u26)
            ap5(x6)
    f_node_endpoints_3 = []
    nt31 = buf[pos]
    if nt31 < 128:
        pos += 1
    else:
        nt31, pos = _uvarint(buf, pos)
    u32 = None
    kp37 = 0
    if nt31:
        last33 = -1
        for _ in range(nt31):
            tg34 = buf[pos]
            if tg34 < 128:
                pos += 1
            else:
                tg34, pos = _uvarint(buf, pos)
            sz35 = buf[pos]
            if sz35 < 128:
                pos += 1
            else:
                sz35, pos = _uvarint(buf, pos)
            te36 = pos + sz35
            if te36 > end:
                raise _short(pos)
            if tg34 <= last33:
                raise _tag_order(pos)
            last33 = tg34
            if tg34 == 0:
                n38 = buf[pos]
                if n38 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n38 = (n38 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n38, pos = _uvarint(buf, pos)
                n38 -= 1
                if n38 < 0:
                    raise _negative(pos)
                else:
                    if n38 * 8 > te36 - pos:
                        raise _short(pos)
                    f_node_endpoints_3 = []
                    ap39 = f_node_endpoints_3.append
                    for _ in range(n38):
                        f_node_id_41 = _S1(buf, pos)[0]
                        pos += 4
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
                            e45 = pos + n44
                            if e45 > te36:
                                raise _short(pos)
                            f_host_42 = buf[pos:e45].decode()
                            pos = e45
                        f_port_43 = _S6(buf, pos)[0]
                        pos += 2
                        nt46 = buf[pos]
                        if nt46 < 128:
                            pos += 1
                        else:
                            nt46, pos = _uvarint(buf, pos)
                        u47 = None
                        if nt46:
                            last48 = -1
                            for _ in range(nt46):
                                tg49 = buf[pos]
                                if tg49 < 128:
                                    pos += 1
                                else:
                                    tg49, pos = _uvarint(buf, pos)
                                sz50 = buf[pos]
                                if sz50 < 128:
                                    pos += 1
                                else:
                                    sz50, pos = _uvarint(buf, pos)
                                te51 = pos + sz50
                                if te51 > te36:
                                    raise _short(pos)
                                if tg49 <= last48:
                                    raise _tag_order(pos)
                                last48 = tg49
                                if u47 is None:
                                    u47 = {}
                                u47[tg49] = buf[pos:te51]
                                pos = te51
                        x40 = NodeEndpoint(f_node_id_41, f_host_42, f_port_43, u47)
                        ap39(x40)
                if pos != te36:
                    raise _tag_size(pos)
                kp37 |= 1
            else:
                if u32 is None:
                    u32 = {}
                u32[tg34] = buf[pos:te36]
                pos = te36
    o = VoteResponse(f_error_code_1, f_topics_2, f_node_endpoints_3, u32)
    if kp37:
        o.tags_present = kp37
    return o, pos


def _e_VoteResponse_v0(o: VoteResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('VoteResponse', 'node_endpoints', 0)
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
            out += _P5(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch, x3.vote_granted)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
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
            out += _P5(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch, x3.vote_granted)
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
            tb6 += _P6(x7.port)
            if x7.unknown_tags:
                _write_tags(tb6, [], x7.unknown_tags)
            else:
                tb6.append(0)
        t4.append((0, tb6))
    if t4 or o.unknown_tags:
        _write_tags(out, t4, o.unknown_tags)
    else:
        out.append(0)


VoteRequest.DECODERS = (_d_VoteRequest_v0, _d_VoteRequest_v1, _d_VoteRequest_v2,)
VoteRequest.ENCODERS = (_e_VoteRequest_v0, _e_VoteRequest_v1, _e_VoteRequest_v2,)

VoteResponse.DECODERS = (_d_VoteResponse_v0, _d_VoteResponse_v1, _d_VoteResponse_v1,)
VoteResponse.ENCODERS = (_e_VoteResponse_v0, _e_VoteResponse_v1, _e_VoteResponse_v1,)
