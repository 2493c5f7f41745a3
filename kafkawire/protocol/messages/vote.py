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

__all__ = ['NodeEndpoint', 'VoteRequest', 'VoteRequestPartitionData', 'VoteRequestTopicData', 'VoteResponse', 'VoteResponsePartitionData', 'VoteResponseTopicData']

_I0 = _Struct('>iiiiqB').iter_unpack
_I1 = _Struct('>iii16s16siqB').iter_unpack
_I2 = _Struct('>iii16s16siq?B').iter_unpack
_I3 = _Struct('>ihii?B').iter_unpack
_S0 = _Struct('>iiiiqB').unpack_from
_P0 = _Struct('>iiiiqB').pack
_S1 = _Struct('>iB').unpack_from
_P1 = _Struct('>iB').pack
_S2 = _Struct('>iii16s16siqB').unpack_from
_P2 = _Struct('>iii16s16siqB').pack
_S3 = _Struct('>iii16s16siq?B').unpack_from
_P3 = _Struct('>iii16s16siq?B').pack
_S4 = _Struct('>iiiiq').unpack_from
_P4 = _Struct('>iiiiq').pack
_S5 = _Struct('>i').unpack_from
_P5 = _Struct('>i').pack
_S6 = _Struct('>iii16s16siq').unpack_from
_P6 = _Struct('>iii16s16siq').pack
_S7 = _Struct('>hB').unpack_from
_P7 = _Struct('>hB').pack
_S8 = _Struct('>ihii?B').unpack_from
_P8 = _Struct('>ihii?B').pack
_S9 = _Struct('>HB').unpack_from
_P9 = _Struct('>HB').pack
_S10 = _Struct('>h').unpack_from
_P10 = _Struct('>h').pack
_S11 = _Struct('>ihiiB').unpack_from
_P11 = _Struct('>ihiiB').pack
_S12 = _Struct('>H').unpack_from
_P12 = _Struct('>H').pack


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


class VoteRequest(Request["VoteResponse"]):
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
    o = _new(VoteRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _string_uvarint(buf, pos)
        n2 -= 1
    if n2 == -1:
        o.cluster_id = None
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e3].decode()
        pos = e3
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
        n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(VoteRequestTopicData)
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                    n7 -= 1
                elif buf[pos + 1] < 128:
                    n7 = n7 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n7, pos = _string_uvarint(buf, pos)
                    n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x5.topic_name = buf[pos:e8].decode()
                    pos = e8
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 25 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        e11 = pos + n9 * 25
                        for t13 in _I0(buf[pos:e11]):
                            x12 = _new(VoteRequestPartitionData)
                            x12.partition_index, x12.replica_epoch, x12.replica_id, x12.last_offset_epoch, x12.last_offset, tb16 = t13
                            if tb16:
                                break
                            x12.replica_directory_id = ZERO_UUID
                            x12.voter_directory_id = ZERO_UUID
                            x12.pre_vote = False
                            x12.unknown_tags = None
                            f_partitions_6.append(x12)
                        else:
                            pos = e11
                        if pos != e11:
                            f_partitions_6 = []
                            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                                x10 = _new(VoteRequestPartitionData)
                                x10.partition_index, x10.replica_epoch, x10.replica_id, x10.last_offset_epoch, x10.last_offset, pk19 = _S0(buf, pos)
                                pos += 25
                                if pk19:
                                    u20, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u20 = None
                                x10.replica_directory_id = ZERO_UUID
                                x10.voter_directory_id = ZERO_UUID
                                x10.pre_vote = False
                                x10.unknown_tags = u20
                                f_partitions_6.append(x10)
                if buf[pos]:
                    u21, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u21 = None
                x5.partitions = f_partitions_6
                x5.unknown_tags = u21
                f_topics_1.append(x5)
    if buf[pos]:
        u22, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u22 = None
    o.voter_id = -1
    o.topics = f_topics_1
    o.unknown_tags = u22
    return o, pos


def _d_VoteRequest_v1(buf: bytes, pos: int, end: int) -> tuple[VoteRequest, int]:
    o = _new(VoteRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _string_uvarint(buf, pos)
        n2 -= 1
    if n2 == -1:
        o.cluster_id = None
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e3].decode()
        pos = e3
    o.voter_id, pk4 = _S1(buf, pos)
    pos += 5
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
        f_topics_1 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(VoteRequestTopicData)
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                    n7 -= 1
                elif buf[pos + 1] < 128:
                    n7 = n7 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n7, pos = _string_uvarint(buf, pos)
                    n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x5.topic_name = buf[pos:e8].decode()
                    pos = e8
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 57 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        e11 = pos + n9 * 57
                        for t13 in _I1(buf[pos:e11]):
                            x12 = _new(VoteRequestPartitionData)
                            x12.partition_index, x12.replica_epoch, x12.replica_id, f_replica_directory_id_14, f_voter_directory_id_15, x12.last_offset_epoch, x12.last_offset, tb16 = t13
                            if tb16:
                                break
                            f_replica_directory_id_14 = _cached_uuid(f_replica_directory_id_14) or _make_uuid(f_replica_directory_id_14)
                            f_voter_directory_id_15 = _cached_uuid(f_voter_directory_id_15) or _make_uuid(f_voter_directory_id_15)
                            x12.replica_directory_id = f_replica_directory_id_14
                            x12.voter_directory_id = f_voter_directory_id_15
                            x12.pre_vote = False
                            x12.unknown_tags = None
                            f_partitions_6.append(x12)
                        else:
                            pos = e11
                        if pos != e11:
                            f_partitions_6 = []
                            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                                x10 = _new(VoteRequestPartitionData)
                                x10.partition_index, x10.replica_epoch, x10.replica_id, f_replica_directory_id_17, f_voter_directory_id_18, x10.last_offset_epoch, x10.last_offset, pk19 = _S2(buf, pos)
                                pos += 57
                                f_replica_directory_id_17 = _cached_uuid(f_replica_directory_id_17) or _make_uuid(f_replica_directory_id_17)
                                f_voter_directory_id_18 = _cached_uuid(f_voter_directory_id_18) or _make_uuid(f_voter_directory_id_18)
                                if pk19:
                                    u20, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u20 = None
                                x10.replica_directory_id = f_replica_directory_id_17
                                x10.voter_directory_id = f_voter_directory_id_18
                                x10.pre_vote = False
                                x10.unknown_tags = u20
                                f_partitions_6.append(x10)
                if buf[pos]:
                    u21, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u21 = None
                x5.partitions = f_partitions_6
                x5.unknown_tags = u21
                f_topics_1.append(x5)
    if buf[pos]:
        u22, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u22 = None
    o.topics = f_topics_1
    o.unknown_tags = u22
    return o, pos


def _d_VoteRequest_v2(buf: bytes, pos: int, end: int) -> tuple[VoteRequest, int]:
    o = _new(VoteRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _string_uvarint(buf, pos)
        n2 -= 1
    if n2 == -1:
        o.cluster_id = None
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e3].decode()
        pos = e3
    o.voter_id, pk4 = _S1(buf, pos)
    pos += 5
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
        f_topics_1 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(VoteRequestTopicData)
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                    n7 -= 1
                elif buf[pos + 1] < 128:
                    n7 = n7 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n7, pos = _string_uvarint(buf, pos)
                    n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x5.topic_name = buf[pos:e8].decode()
                    pos = e8
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 58 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        e11 = pos + n9 * 58
                        for t13 in _I2(buf[pos:e11]):
                            x12 = _new(VoteRequestPartitionData)
                            x12.partition_index, x12.replica_epoch, x12.replica_id, f_replica_directory_id_14, f_voter_directory_id_15, x12.last_offset_epoch, x12.last_offset, x12.pre_vote, tb16 = t13
                            if tb16:
                                break
                            f_replica_directory_id_14 = _cached_uuid(f_replica_directory_id_14) or _make_uuid(f_replica_directory_id_14)
                            f_voter_directory_id_15 = _cached_uuid(f_voter_directory_id_15) or _make_uuid(f_voter_directory_id_15)
                            x12.replica_directory_id = f_replica_directory_id_14
                            x12.voter_directory_id = f_voter_directory_id_15
                            x12.unknown_tags = None
                            f_partitions_6.append(x12)
                        else:
                            pos = e11
                        if pos != e11:
                            f_partitions_6 = []
                            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                                x10 = _new(VoteRequestPartitionData)
                                x10.partition_index, x10.replica_epoch, x10.replica_id, f_replica_directory_id_17, f_voter_directory_id_18, x10.last_offset_epoch, x10.last_offset, x10.pre_vote, pk19 = _S3(buf, pos)
                                pos += 58
                                f_replica_directory_id_17 = _cached_uuid(f_replica_directory_id_17) or _make_uuid(f_replica_directory_id_17)
                                f_voter_directory_id_18 = _cached_uuid(f_voter_directory_id_18) or _make_uuid(f_voter_directory_id_18)
                                if pk19:
                                    u20, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u20 = None
                                x10.replica_directory_id = f_replica_directory_id_17
                                x10.voter_directory_id = f_voter_directory_id_18
                                x10.unknown_tags = u20
                                f_partitions_6.append(x10)
                if buf[pos]:
                    u21, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u21 = None
                x5.partitions = f_partitions_6
                x5.unknown_tags = u21
                f_topics_1.append(x5)
    if buf[pos]:
        u22, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u22 = None
    o.topics = f_topics_1
    o.unknown_tags = u22
    return o, pos


def _e_VoteRequest_v0(o: VoteRequest, out: list[bytes]) -> None:
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
            if x4.pre_vote != False:
                raise _absent('VoteRequestPartitionData', 'pre_vote', 0)
            out.append(_P4(x4.partition_index, x4.replica_epoch, x4.replica_id, x4.last_offset_epoch, x4.last_offset))
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(b'\x00')
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_VoteRequest_v1(o: VoteRequest, out: list[bytes]) -> None:
    if o.cluster_id is None:
        out.append(b'\x00')
    else:
        b1 = o.cluster_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P5(o.voter_id))
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
            if x4.pre_vote != False:
                raise _absent('VoteRequestPartitionData', 'pre_vote', 1)
            out.append(_P6(x4.partition_index, x4.replica_epoch, x4.replica_id, _uuid_bytes(x4.replica_directory_id), _uuid_bytes(x4.voter_directory_id), x4.last_offset_epoch, x4.last_offset))
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(b'\x00')
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_VoteRequest_v2(o: VoteRequest, out: list[bytes]) -> None:
    if o.cluster_id is None:
        out.append(b'\x00')
    else:
        b1 = o.cluster_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P5(o.voter_id))
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
            out.append(_P2(x4.partition_index, x4.replica_epoch, x4.replica_id, _uuid_bytes(x4.replica_directory_id), _uuid_bytes(x4.voter_directory_id), x4.last_offset_epoch, x4.last_offset, _BOOL[x4.pre_vote]))
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(b'\x00')
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_VoteResponse_v0(buf: bytes, pos: int, end: int) -> tuple[VoteResponse, int]:
    o = _new(VoteResponse)
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
                x4 = _new(VoteResponseTopicData)
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
                    if n8 * 16 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        e10 = pos + n8 * 16
                        for t12 in _I3(buf[pos:e10]):
                            x11 = _new(VoteResponsePartitionData)
                            x11.partition_index, x11.error_code, x11.leader_id, x11.leader_epoch, x11.vote_granted, tb13 = t12
                            if tb13:
                                break
                            x11.unknown_tags = None
                            f_partitions_5.append(x11)
                        else:
                            pos = e10
                        if pos != e10:
                            f_partitions_5 = []
                            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                                x9 = _new(VoteResponsePartitionData)
                                x9.partition_index, x9.error_code, x9.leader_id, x9.leader_epoch, x9.vote_granted, pk14 = _S8(buf, pos)
                                pos += 16
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
    if buf[pos]:
        u17, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u17 = None
    o.topics = f_topics_1
    o.node_endpoints = []
    o.unknown_tags = u17
    o.tags_present = 0
    return o, pos


def _d_VoteResponse_v1(buf: bytes, pos: int, end: int) -> tuple[VoteResponse, int]:
    o = _new(VoteResponse)
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
                x4 = _new(VoteResponseTopicData)
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
                    if n8 * 16 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        e10 = pos + n8 * 16
                        for t12 in _I3(buf[pos:e10]):
                            x11 = _new(VoteResponsePartitionData)
                            x11.partition_index, x11.error_code, x11.leader_id, x11.leader_epoch, x11.vote_granted, tb13 = t12
                            if tb13:
                                break
                            x11.unknown_tags = None
                            f_partitions_5.append(x11)
                        else:
                            pos = e10
                        if pos != e10:
                            f_partitions_5 = []
                            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                                x9 = _new(VoteResponsePartitionData)
                                x9.partition_index, x9.error_code, x9.leader_id, x9.leader_epoch, x9.vote_granted, pk14 = _S8(buf, pos)
                                pos += 16
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
                            x25.node_id, pk26 = _S1(buf, pos)
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
                            x25.port, pk28 = _S9(buf, pos)
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


def _e_VoteResponse_v0(o: VoteResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('VoteResponse', 'node_endpoints', 0)
    out.append(_P10(o.error_code))
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
            out.append(_P11(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch, _BOOL[x3.vote_granted]))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_VoteResponse_v1(o: VoteResponse, out: list[bytes]) -> None:
    out.append(_P10(o.error_code))
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
            out.append(_P11(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch, _BOOL[x3.vote_granted]))
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
            tb6.append(_P5(x7.node_id))
            b8 = x7.host.encode()
            if len(b8) + 1 < 128:
                tb6.append(_B1[len(b8) + 1])
            else:
                tb6.append(_string_length(len(b8) + 1))
            tb6.append(b8)
            tb6.append(_P12(x7.port))
            if x7.unknown_tags:
                _write_tags(tb6, [], x7.unknown_tags)
            else:
                tb6.append(b'\x00')
        t4.append((0, tb6))
    if t4 or o.unknown_tags:
        _write_tags(out, t4, o.unknown_tags, (0,))
    else:
        out.append(b'\x00')


VoteRequest.DECODERS = {0: _d_VoteRequest_v0, 1: _d_VoteRequest_v1, 2: _d_VoteRequest_v2}
VoteRequest.ENCODERS = {0: _e_VoteRequest_v0, 1: _e_VoteRequest_v1, 2: _e_VoteRequest_v2}
_bind_decode(VoteRequest)

VoteResponse.DECODERS = {0: _d_VoteResponse_v0, 1: _d_VoteResponse_v1, 2: _d_VoteResponse_v1}
VoteResponse.ENCODERS = {0: _e_VoteResponse_v0, 1: _e_VoteResponse_v1, 2: _e_VoteResponse_v1}
_bind_decode(VoteResponse)
