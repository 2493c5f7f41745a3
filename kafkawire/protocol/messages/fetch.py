# generated from defs/001-fetch.kw; do not edit
"""Fetch: API key 1, versions 0..18, flexible from 12."""

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

__all__ = ['AbortedTransaction', 'EpochEndOffset', 'FetchPartition', 'FetchRequest', 'FetchResponse', 'FetchTopic', 'FetchableTopicResponse', 'ForgottenTopic', 'LeaderIdAndEpoch', 'NodeEndpoint', 'PartitionData', 'ReplicaState', 'SnapshotId']

_S0 = _Struct('>iii').unpack_from
_P0 = _Struct('>iii').pack
_S1 = _Struct('>iqi').unpack_from
_P1 = _Struct('>iqi').pack
_S2 = _Struct('>iiii').unpack_from
_P2 = _Struct('>iiii').pack
_S3 = _Struct('>iiiib').unpack_from
_P3 = _Struct('>iiiib').pack
_S4 = _Struct('>iqqi').unpack_from
_P4 = _Struct('>iqqi').pack
_S5 = _Struct('>iiiibii').unpack_from
_P5 = _Struct('>iiiibii').pack
_S6 = _Struct('>iiqqi').unpack_from
_P6 = _Struct('>iiqqi').pack
_S7 = _Struct('>iiqiqi').unpack_from
_P7 = _Struct('>iiqiqi').pack
_S8 = _Struct('>16s').unpack_from
_P8 = _Struct('>16s').pack
_S9 = _Struct('>iiibii').unpack_from
_P9 = _Struct('>iiibii').pack
_S10 = _Struct('>iq').unpack_from
_P10 = _Struct('>iq').pack
_S11 = _Struct('>q').unpack_from
_P11 = _Struct('>q').pack
_S12 = _Struct('>ihq').unpack_from
_P12 = _Struct('>ihq').pack
_S13 = _Struct('>i').unpack_from
_P13 = _Struct('>i').pack
_S14 = _Struct('>ihqq').unpack_from
_P14 = _Struct('>ihqq').pack
_S15 = _Struct('>qq').unpack_from
_P15 = _Struct('>qq').pack
_S16 = _Struct('>ihqqq').unpack_from
_P16 = _Struct('>ihqqq').pack
_S17 = _Struct('>ihi').unpack_from
_P17 = _Struct('>ihi').pack
_S18 = _Struct('>ii').unpack_from
_P18 = _Struct('>ii').pack
_S19 = _Struct('>qi').unpack_from
_P19 = _Struct('>qi').pack


class ReplicaState(Struct):
    """Element ReplicaState of Fetch."""

    __slots__ = ('replica_id', 'replica_epoch')
    replica_id: int
    replica_epoch: int

    def __init__(
        self,
        replica_id: int = -1,
        replica_epoch: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.replica_id = replica_id
        self.replica_epoch = replica_epoch
        self.unknown_tags = unknown_tags


class FetchPartition(Struct):
    """Element FetchPartition of Fetch."""

    __slots__ = ('partition', 'current_leader_epoch', 'fetch_offset', 'last_fetched_epoch', 'log_start_offset', 'partition_max_bytes', 'replica_directory_id', 'high_watermark')
    partition: int
    current_leader_epoch: int
    fetch_offset: int
    last_fetched_epoch: int
    log_start_offset: int
    partition_max_bytes: int
    replica_directory_id: UUID
    high_watermark: int

    def __init__(
        self,
        partition: int = 0,
        current_leader_epoch: int = -1,
        fetch_offset: int = 0,
        last_fetched_epoch: int = -1,
        log_start_offset: int = -1,
        partition_max_bytes: int = 0,
        replica_directory_id: UUID = ZERO_UUID,
        high_watermark: int = 9223372036854775807,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition = partition
        self.current_leader_epoch = current_leader_epoch
        self.fetch_offset = fetch_offset
        self.last_fetched_epoch = last_fetched_epoch
        self.log_start_offset = log_start_offset
        self.partition_max_bytes = partition_max_bytes
        self.replica_directory_id = replica_directory_id
        self.high_watermark = high_watermark
        self.unknown_tags = unknown_tags
        self.tags_present = 0


class FetchTopic(Struct):
    """Element FetchTopic of Fetch."""

    __slots__ = ('topic_id', 'topic', 'partitions')
    topic_id: UUID
    topic: str
    partitions: list[FetchPartition]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        topic: str = "",
        partitions: list[FetchPartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.topic = topic
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class ForgottenTopic(Struct):
    """Element ForgottenTopic of Fetch."""

    __slots__ = ('topic_id', 'topic', 'partitions')
    topic_id: UUID
    topic: str
    partitions: list[int]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        topic: str = "",
        partitions: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.topic = topic
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class FetchRequest(Message):
    """Fetch request (API key 1), versions 0..18."""

    __slots__ = ('cluster_id', 'replica_state', 'replica_id', 'max_wait_ms', 'min_bytes', 'max_bytes', 'isolation_level', 'session_id', 'session_epoch', 'topics', 'forgotten_topics_data', 'rack_id')
    API_KEY = 1
    API_NAME = 'Fetch'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 18
    FLEXIBLE_FROM = 12
    cluster_id: str | None
    replica_state: ReplicaState
    replica_id: int
    max_wait_ms: int
    min_bytes: int
    max_bytes: int
    isolation_level: int
    session_id: int
    session_epoch: int
    topics: list[FetchTopic]
    forgotten_topics_data: list[ForgottenTopic]
    rack_id: str

    def __init__(
        self,
        cluster_id: str | None = None,
        replica_state: ReplicaState = DEFAULT,
        replica_id: int = -1,
        max_wait_ms: int = 0,
        min_bytes: int = 0,
        max_bytes: int = 2147483647,
        isolation_level: int = 0,
        session_id: int = 0,
        session_epoch: int = -1,
        topics: list[FetchTopic] = DEFAULT,
        forgotten_topics_data: list[ForgottenTopic] = DEFAULT,
        rack_id: str = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.cluster_id = cluster_id
        self.replica_state = ReplicaState() if replica_state is DEFAULT else replica_state
        self.replica_id = replica_id
        self.max_wait_ms = max_wait_ms
        self.min_bytes = min_bytes
        self.max_bytes = max_bytes
        self.isolation_level = isolation_level
        self.session_id = session_id
        self.session_epoch = session_epoch
        self.topics = [] if topics is DEFAULT else topics
        self.forgotten_topics_data = [] if forgotten_topics_data is DEFAULT else forgotten_topics_data
        self.rack_id = rack_id
        self.unknown_tags = unknown_tags
        self.tags_present = 0


class EpochEndOffset(Struct):
    """Element EpochEndOffset of Fetch."""

    __slots__ = ('epoch', 'end_offset')
    epoch: int
    end_offset: int

    def __init__(
        self,
        epoch: int = -1,
        end_offset: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.epoch = epoch
        self.end_offset = end_offset
        self.unknown_tags = unknown_tags


class LeaderIdAndEpoch(Struct):
    """Element LeaderIdAndEpoch of Fetch."""

    __slots__ = ('leader_id', 'leader_epoch')
    leader_id: int
    leader_epoch: int

    def __init__(
        self,
        leader_id: int = -1,
        leader_epoch: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.unknown_tags = unknown_tags


class SnapshotId(Struct):
    """Element SnapshotId of Fetch."""

    __slots__ = ('end_offset', 'epoch')
    end_offset: int
    epoch: int

    def __init__(
        self,
        end_offset: int = -1,
        epoch: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.end_offset = end_offset
        self.epoch = epoch
        self.unknown_tags = unknown_tags


class AbortedTransaction(Struct):
    """Element AbortedTransaction of Fetch."""

    __slots__ = ('producer_id', 'first_offset')
    producer_id: int
    first_offset: int

    def __init__(
        self,
        producer_id: int = 0,
        first_offset: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.producer_id = producer_id
        self.first_offset = first_offset
        self.unknown_tags = unknown_tags


class PartitionData(Struct):
    """Element PartitionData of Fetch."""

    __slots__ = ('partition_index', 'error_code', 'high_watermark', 'last_stable_offset', 'log_start_offset', 'diverging_epoch', 'current_leader', 'snapshot_id', 'aborted_transactions', 'preferred_read_replica', 'records')
    partition_index: int
    error_code: int
    high_watermark: int
    last_stable_offset: int
    log_start_offset: int
    diverging_epoch: EpochEndOffset
    current_leader: LeaderIdAndEpoch
    snapshot_id: SnapshotId
    aborted_transactions: list[AbortedTransaction] | None
    preferred_read_replica: int
    records: Records | None

    def __init__(
        self,
        partition_index: int = 0,
        error_code: int = 0,
        high_watermark: int = 0,
        last_stable_offset: int = -1,
        log_start_offset: int = -1,
        diverging_epoch: EpochEndOffset = DEFAULT,
        current_leader: LeaderIdAndEpoch = DEFAULT,
        snapshot_id: SnapshotId = DEFAULT,
        aborted_transactions: list[AbortedTransaction] | None = DEFAULT,
        preferred_read_replica: int = -1,
        records: Records | None = b"",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.error_code = error_code
        self.high_watermark = high_watermark
        self.last_stable_offset = last_stable_offset
        self.log_start_offset = log_start_offset
        self.diverging_epoch = EpochEndOffset() if diverging_epoch is DEFAULT else diverging_epoch
        self.current_leader = LeaderIdAndEpoch() if current_leader is DEFAULT else current_leader
        self.snapshot_id = SnapshotId() if snapshot_id is DEFAULT else snapshot_id
        self.aborted_transactions = [] if aborted_transactions is DEFAULT else aborted_transactions
        self.preferred_read_replica = preferred_read_replica
        self.records = records
        self.unknown_tags = unknown_tags
        self.tags_present = 0


class FetchableTopicResponse(Struct):
    """Element FetchableTopicResponse of Fetch."""

    __slots__ = ('topic_id', 'topic', 'partitions')
    topic_id: UUID
    topic: str
    partitions: list[PartitionData]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        topic: str = "",
        partitions: list[PartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.topic = topic
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class NodeEndpoint(Struct):
    """Element NodeEndpoint of Fetch."""

    __slots__ = ('node_id', 'host', 'port', 'rack')
    node_id: int
    host: str
    port: int
    rack: str | None

    def __init__(
        self,
        node_id: int = 0,
        host: str = "",
        port: int = 0,
        rack: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.node_id = node_id
        self.host = host
        self.port = port
        self.rack = rack
        self.unknown_tags = unknown_tags


class FetchResponse(Message):
    """Fetch response (API key 1), versions 0..18."""

    __slots__ = ('throttle_time_ms', 'error_code', 'session_id', 'responses', 'node_endpoints')
    API_KEY = 1
    API_NAME = 'Fetch'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 18
    FLEXIBLE_FROM = 12
    throttle_time_ms: int
    error_code: int
    session_id: int
    responses: list[FetchableTopicResponse]
    node_endpoints: list[NodeEndpoint]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        session_id: int = 0,
        responses: list[FetchableTopicResponse] = DEFAULT,
        node_endpoints: list[NodeEndpoint] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.session_id = session_id
        self.responses = [] if responses is DEFAULT else responses
        self.node_endpoints = [] if node_endpoints is DEFAULT else node_endpoints
        self.unknown_tags = unknown_tags
        self.tags_present = 0

ReplicaState.FIELDS = (
    FieldSpec('replica_id', 'prim', 'int32', (0, 18), None, -1),
    FieldSpec('replica_epoch', 'prim', 'int64', (0, 18), None, -1),
)

FetchPartition.FIELDS = (
    FieldSpec('partition', 'prim', 'int32', (0, 18), None, 0),
    FieldSpec('current_leader_epoch', 'prim', 'int32', (9, 18), None, -1, ignorable=True),
    FieldSpec('fetch_offset', 'prim', 'int64', (0, 18), None, 0),
    FieldSpec('last_fetched_epoch', 'prim', 'int32', (12, 18), None, -1),
    FieldSpec('log_start_offset', 'prim', 'int64', (5, 18), None, -1, ignorable=True),
    FieldSpec('partition_max_bytes', 'prim', 'int32', (0, 18), None, 0),
    FieldSpec('replica_directory_id', 'prim', 'uuid', (17, 18), None, ZERO_UUID, tag=0, tag_versions=(17, 18), ignorable=True),
    FieldSpec('high_watermark', 'prim', 'int64', (18, 18), None, 9223372036854775807, tag=1, tag_versions=(18, 18), ignorable=True),
)

FetchTopic.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (13, 18), None, ZERO_UUID, ignorable=True),
    FieldSpec('topic', 'prim', 'string', (0, 12), None, "", ignorable=True),
    FieldSpec('partitions', 'array', 'FetchPartition', (0, 18), None, DEFAULT, struct=FetchPartition),
)

ForgottenTopic.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (13, 18), None, ZERO_UUID, ignorable=True),
    FieldSpec('topic', 'prim', 'string', (7, 12), None, "", ignorable=True),
    FieldSpec('partitions', 'array', 'int32', (0, 18), None, DEFAULT),
)

FetchRequest.FIELDS = (
    FieldSpec('cluster_id', 'prim', 'string', (12, 18), (12, 18), None, tag=0, tag_versions=(12, 18), ignorable=True),
    FieldSpec('replica_state', 'struct', 'ReplicaState', (15, 18), None, DEFAULT, tag=1, tag_versions=(15, 18), struct=ReplicaState),
    FieldSpec('replica_id', 'prim', 'int32', (0, 14), None, -1),
    FieldSpec('max_wait_ms', 'prim', 'int32', (0, 18), None, 0),
    FieldSpec('min_bytes', 'prim', 'int32', (0, 18), None, 0),
    FieldSpec('max_bytes', 'prim', 'int32', (3, 18), None, 2147483647, ignorable=True),
    FieldSpec('isolation_level', 'prim', 'int8', (4, 18), None, 0, ignorable=True),
    FieldSpec('session_id', 'prim', 'int32', (7, 18), None, 0, ignorable=True),
    FieldSpec('session_epoch', 'prim', 'int32', (7, 18), None, -1, ignorable=True),
    FieldSpec('topics', 'array', 'FetchTopic', (0, 18), None, DEFAULT, struct=FetchTopic),
    FieldSpec('forgotten_topics_data', 'array', 'ForgottenTopic', (7, 18), None, DEFAULT, struct=ForgottenTopic),
    FieldSpec('rack_id', 'prim', 'string', (11, 18), None, "", ignorable=True),
)

EpochEndOffset.FIELDS = (
    FieldSpec('epoch', 'prim', 'int32', (0, 18), None, -1),
    FieldSpec('end_offset', 'prim', 'int64', (0, 18), None, -1),
)

LeaderIdAndEpoch.FIELDS = (
    FieldSpec('leader_id', 'prim', 'int32', (0, 18), None, -1),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 18), None, -1),
)

SnapshotId.FIELDS = (
    FieldSpec('end_offset', 'prim', 'int64', (0, 18), None, -1),
    FieldSpec('epoch', 'prim', 'int32', (0, 18), None, -1),
)

AbortedTransaction.FIELDS = (
    FieldSpec('producer_id', 'prim', 'int64', (0, 18), None, 0),
    FieldSpec('first_offset', 'prim', 'int64', (0, 18), None, 0),
)

PartitionData.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 18), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 18), None, 0),
    FieldSpec('high_watermark', 'prim', 'int64', (0, 18), None, 0),
    FieldSpec('last_stable_offset', 'prim', 'int64', (4, 18), None, -1, ignorable=True),
    FieldSpec('log_start_offset', 'prim', 'int64', (5, 18), None, -1, ignorable=True),
    FieldSpec('diverging_epoch', 'struct', 'EpochEndOffset', (12, 18), None, DEFAULT, tag=0, tag_versions=(12, 18), struct=EpochEndOffset),
    FieldSpec('current_leader', 'struct', 'LeaderIdAndEpoch', (12, 18), None, DEFAULT, tag=1, tag_versions=(12, 18), struct=LeaderIdAndEpoch),
    FieldSpec('snapshot_id', 'struct', 'SnapshotId', (12, 18), None, DEFAULT, tag=2, tag_versions=(12, 18), struct=SnapshotId),
    FieldSpec('aborted_transactions', 'array', 'AbortedTransaction', (4, 18), (4, 18), DEFAULT, ignorable=True, struct=AbortedTransaction),
    FieldSpec('preferred_read_replica', 'prim', 'int32', (11, 18), None, -1),
    FieldSpec('records', 'prim', 'records', (0, 18), (0, 18), b""),
)

FetchableTopicResponse.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (13, 18), None, ZERO_UUID, ignorable=True),
    FieldSpec('topic', 'prim', 'string', (0, 12), None, "", ignorable=True),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 18), None, DEFAULT, struct=PartitionData),
)

NodeEndpoint.FIELDS = (
    FieldSpec('node_id', 'prim', 'int32', (0, 18), None, 0),
    FieldSpec('host', 'prim', 'string', (0, 18), None, ""),
    FieldSpec('port', 'prim', 'int32', (0, 18), None, 0),
    FieldSpec('rack', 'prim', 'string', (0, 18), (0, 18), None),
)

FetchResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (1, 18), None, 0, ignorable=True),
    FieldSpec('error_code', 'prim', 'error', (7, 18), None, 0, ignorable=True),
    FieldSpec('session_id', 'prim', 'int32', (7, 18), None, 0),
    FieldSpec('responses', 'array', 'FetchableTopicResponse', (0, 18), None, DEFAULT, struct=FetchableTopicResponse),
    FieldSpec('node_endpoints', 'array', 'NodeEndpoint', (16, 18), None, DEFAULT, tag=0, tag_versions=(16, 18), struct=NodeEndpoint),
)


def _d_FetchPartition_v0(buf: memoryview, pos: int, end: int) -> tuple[FetchPartition, int]:
    f_partition, f_fetch_offset, f_partition_max_bytes = _S1(buf, pos)
    pos += 16
    return FetchPartition(f_partition, -1, f_fetch_offset, -1, -1, f_partition_max_bytes, ZERO_UUID, 9223372036854775807, None), pos


def _d_FetchTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[FetchTopic, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 16 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_FetchPartition_v0(buf, pos, end)
            ap4(x5)
    return FetchTopic(ZERO_UUID, f_topic, f_partitions, None), pos


def _d_FetchRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id, f_max_wait_ms, f_min_bytes = _S0(buf, pos)
    pos += 12
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
            x3, pos = _d_FetchTopic_v0(buf, pos, end)
            ap2(x3)
    return FetchRequest(None, ReplicaState(), f_replica_id, f_max_wait_ms, f_min_bytes, 2147483647, 0, 0, -1, f_topics, [], "", None), pos


def _d_FetchRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes = _S2(buf, pos)
    pos += 16
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
            x3, pos = _d_FetchTopic_v0(buf, pos, end)
            ap2(x3)
    return FetchRequest(None, ReplicaState(), f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, 0, 0, -1, f_topics, [], "", None), pos


def _d_FetchRequest_v4(buf: memoryview, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level = _S3(buf, pos)
    pos += 17
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
            x3, pos = _d_FetchTopic_v0(buf, pos, end)
            ap2(x3)
    return FetchRequest(None, ReplicaState(), f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, 0, -1, f_topics, [], "", None), pos


def _d_FetchPartition_v5(buf: memoryview, pos: int, end: int) -> tuple[FetchPartition, int]:
    f_partition, f_fetch_offset, f_log_start_offset, f_partition_max_bytes = _S4(buf, pos)
    pos += 24
    return FetchPartition(f_partition, -1, f_fetch_offset, -1, f_log_start_offset, f_partition_max_bytes, ZERO_UUID, 9223372036854775807, None), pos


def _d_FetchTopic_v5(buf: memoryview, pos: int, end: int) -> tuple[FetchTopic, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 24 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_FetchPartition_v5(buf, pos, end)
            ap4(x5)
    return FetchTopic(ZERO_UUID, f_topic, f_partitions, None), pos


def _d_FetchRequest_v5(buf: memoryview, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level = _S3(buf, pos)
    pos += 17
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
            x3, pos = _d_FetchTopic_v5(buf, pos, end)
            ap2(x3)
    return FetchRequest(None, ReplicaState(), f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, 0, -1, f_topics, [], "", None), pos


def _d_ForgottenTopic_v7(buf: memoryview, pos: int, end: int) -> tuple[ForgottenTopic, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_partitions = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
    return ForgottenTopic(ZERO_UUID, f_topic, f_partitions, None), pos


def _d_FetchRequest_v7(buf: memoryview, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch = _S5(buf, pos)
    pos += 25
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
            x3, pos = _d_FetchTopic_v5(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data = []
        ap5 = f_forgotten_topics_data.append
        for _ in range(n4):
            x6, pos = _d_ForgottenTopic_v7(buf, pos, end)
            ap5(x6)
    return FetchRequest(None, ReplicaState(), f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch, f_topics, f_forgotten_topics_data, "", None), pos


def _d_FetchPartition_v9(buf: memoryview, pos: int, end: int) -> tuple[FetchPartition, int]:
    f_partition, f_current_leader_epoch, f_fetch_offset, f_log_start_offset, f_partition_max_bytes = _S6(buf, pos)
    pos += 28
    return FetchPartition(f_partition, f_current_leader_epoch, f_fetch_offset, -1, f_log_start_offset, f_partition_max_bytes, ZERO_UUID, 9223372036854775807, None), pos


def _d_FetchTopic_v9(buf: memoryview, pos: int, end: int) -> tuple[FetchTopic, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 28 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_FetchPartition_v9(buf, pos, end)
            ap4(x5)
    return FetchTopic(ZERO_UUID, f_topic, f_partitions, None), pos


def _d_FetchRequest_v9(buf: memoryview, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch = _S5(buf, pos)
    pos += 25
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
            x3, pos = _d_FetchTopic_v9(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data = []
        ap5 = f_forgotten_topics_data.append
        for _ in range(n4):
            x6, pos = _d_ForgottenTopic_v7(buf, pos, end)
            ap5(x6)
    return FetchRequest(None, ReplicaState(), f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch, f_topics, f_forgotten_topics_data, "", None), pos


def _d_FetchRequest_v11(buf: memoryview, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch = _S5(buf, pos)
    pos += 25
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
            x3, pos = _d_FetchTopic_v9(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data = []
        ap5 = f_forgotten_topics_data.append
        for _ in range(n4):
            x6, pos = _d_ForgottenTopic_v7(buf, pos, end)
            ap5(x6)
    n7 = _uh(buf, pos)[0]
    pos += 2
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_rack_id = str(buf[pos:e8], 'utf-8')
        pos = e8
    return FetchRequest(None, ReplicaState(), f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch, f_topics, f_forgotten_topics_data, f_rack_id, None), pos


def _d_FetchPartition_v12(buf: memoryview, pos: int, end: int) -> tuple[FetchPartition, int]:
    f_partition, f_current_leader_epoch, f_fetch_offset, f_last_fetched_epoch, f_log_start_offset, f_partition_max_bytes = _S7(buf, pos)
    pos += 32
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
    return FetchPartition(f_partition, f_current_leader_epoch, f_fetch_offset, f_last_fetched_epoch, f_log_start_offset, f_partition_max_bytes, ZERO_UUID, 9223372036854775807, u), pos


def _d_FetchTopic_v12(buf: memoryview, pos: int, end: int) -> tuple[FetchTopic, int]:
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
        f_topic = str(buf[pos:e2], 'utf-8')
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
        if n3 * 33 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_FetchPartition_v12(buf, pos, end)
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
    return FetchTopic(ZERO_UUID, f_topic, f_partitions, u), pos


def _d_ForgottenTopic_v12(buf: memoryview, pos: int, end: int) -> tuple[ForgottenTopic, int]:
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
        f_topic = str(buf[pos:e2], 'utf-8')
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
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_partitions = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
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
    return ForgottenTopic(ZERO_UUID, f_topic, f_partitions, u), pos


def _d_FetchRequest_v12(buf: memoryview, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch = _S5(buf, pos)
    pos += 25
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
            x3, pos = _d_FetchTopic_v12(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 3 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data = []
        ap5 = f_forgotten_topics_data.append
        for _ in range(n4):
            x6, pos = _d_ForgottenTopic_v12(buf, pos, end)
            ap5(x6)
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_rack_id = str(buf[pos:e8], 'utf-8')
        pos = e8
    f_cluster_id = None
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
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                else:
                    n9, pos = _uvarint(buf, pos)
                n9 -= 1
                if n9 == -1:
                    f_cluster_id = None
                elif n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > te:
                        raise _short(pos)
                    f_cluster_id = str(buf[pos:e10], 'utf-8')
                    pos = e10
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = FetchRequest(f_cluster_id, ReplicaState(), f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch, f_topics, f_forgotten_topics_data, f_rack_id, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _d_FetchTopic_v13(buf: memoryview, pos: int, end: int) -> tuple[FetchTopic, int]:
    f_topic_id = _S8(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 33 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap2 = f_partitions.append
        for _ in range(n1):
            x3, pos = _d_FetchPartition_v12(buf, pos, end)
            ap2(x3)
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
    return FetchTopic(f_topic_id, "", f_partitions, u), pos


def _d_ForgottenTopic_v13(buf: memoryview, pos: int, end: int) -> tuple[ForgottenTopic, int]:
    f_topic_id = _S8(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_partitions = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
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
    return ForgottenTopic(f_topic_id, "", f_partitions, u), pos


def _d_FetchRequest_v13(buf: memoryview, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch = _S5(buf, pos)
    pos += 25
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_FetchTopic_v13(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data = []
        ap5 = f_forgotten_topics_data.append
        for _ in range(n4):
            x6, pos = _d_ForgottenTopic_v13(buf, pos, end)
            ap5(x6)
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_rack_id = str(buf[pos:e8], 'utf-8')
        pos = e8
    f_cluster_id = None
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
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                else:
                    n9, pos = _uvarint(buf, pos)
                n9 -= 1
                if n9 == -1:
                    f_cluster_id = None
                elif n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > te:
                        raise _short(pos)
                    f_cluster_id = str(buf[pos:e10], 'utf-8')
                    pos = e10
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = FetchRequest(f_cluster_id, ReplicaState(), f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch, f_topics, f_forgotten_topics_data, f_rack_id, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _d_ReplicaState_v15(buf: memoryview, pos: int, end: int) -> tuple[ReplicaState, int]:
    f_replica_id, f_replica_epoch = _S10(buf, pos)
    pos += 12
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
    return ReplicaState(f_replica_id, f_replica_epoch, u), pos


def _d_FetchRequest_v15(buf: memoryview, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch = _S9(buf, pos)
    pos += 21
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_FetchTopic_v13(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data = []
        ap5 = f_forgotten_topics_data.append
        for _ in range(n4):
            x6, pos = _d_ForgottenTopic_v13(buf, pos, end)
            ap5(x6)
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_rack_id = str(buf[pos:e8], 'utf-8')
        pos = e8
    f_cluster_id = None
    f_replica_state = ReplicaState()
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
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                else:
                    n9, pos = _uvarint(buf, pos)
                n9 -= 1
                if n9 == -1:
                    f_cluster_id = None
                elif n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > te:
                        raise _short(pos)
                    f_cluster_id = str(buf[pos:e10], 'utf-8')
                    pos = e10
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            elif tg == 1:
                f_replica_state, pos = _d_ReplicaState_v15(buf, pos, te)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 2
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = FetchRequest(f_cluster_id, f_replica_state, -1, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch, f_topics, f_forgotten_topics_data, f_rack_id, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _d_FetchPartition_v17(buf: memoryview, pos: int, end: int) -> tuple[FetchPartition, int]:
    f_partition, f_current_leader_epoch, f_fetch_offset, f_last_fetched_epoch, f_log_start_offset, f_partition_max_bytes = _S7(buf, pos)
    pos += 32
    f_replica_directory_id = ZERO_UUID
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
                f_replica_directory_id = _S8(buf, pos)[0]
                pos += 16
                f_replica_directory_id = _make_uuid(f_replica_directory_id)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = FetchPartition(f_partition, f_current_leader_epoch, f_fetch_offset, f_last_fetched_epoch, f_log_start_offset, f_partition_max_bytes, f_replica_directory_id, 9223372036854775807, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _d_FetchTopic_v17(buf: memoryview, pos: int, end: int) -> tuple[FetchTopic, int]:
    f_topic_id = _S8(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 33 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap2 = f_partitions.append
        for _ in range(n1):
            x3, pos = _d_FetchPartition_v17(buf, pos, end)
            ap2(x3)
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
    return FetchTopic(f_topic_id, "", f_partitions, u), pos


def _d_FetchRequest_v17(buf: memoryview, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch = _S9(buf, pos)
    pos += 21
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_FetchTopic_v17(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data = []
        ap5 = f_forgotten_topics_data.append
        for _ in range(n4):
            x6, pos = _d_ForgottenTopic_v13(buf, pos, end)
            ap5(x6)
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_rack_id = str(buf[pos:e8], 'utf-8')
        pos = e8
    f_cluster_id = None
    f_replica_state = ReplicaState()
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
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                else:
                    n9, pos = _uvarint(buf, pos)
                n9 -= 1
                if n9 == -1:
                    f_cluster_id = None
                elif n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > te:
                        raise _short(pos)
                    f_cluster_id = str(buf[pos:e10], 'utf-8')
                    pos = e10
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            elif tg == 1:
                f_replica_state, pos = _d_ReplicaState_v15(buf, pos, te)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 2
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = FetchRequest(f_cluster_id, f_replica_state, -1, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch, f_topics, f_forgotten_topics_data, f_rack_id, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _d_FetchPartition_v18(buf: memoryview, pos: int, end: int) -> tuple[FetchPartition, int]:
    f_partition, f_current_leader_epoch, f_fetch_offset, f_last_fetched_epoch, f_log_start_offset, f_partition_max_bytes = _S7(buf, pos)
    pos += 32
    f_replica_directory_id = ZERO_UUID
    f_high_watermark = 9223372036854775807
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
                f_replica_directory_id = _S8(buf, pos)[0]
                pos += 16
                f_replica_directory_id = _make_uuid(f_replica_directory_id)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            elif tg == 1:
                f_high_watermark = _S11(buf, pos)[0]
                pos += 8
                if pos != te:
                    raise _tag_size(pos)
                kp |= 2
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = FetchPartition(f_partition, f_current_leader_epoch, f_fetch_offset, f_last_fetched_epoch, f_log_start_offset, f_partition_max_bytes, f_replica_directory_id, f_high_watermark, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _d_FetchTopic_v18(buf: memoryview, pos: int, end: int) -> tuple[FetchTopic, int]:
    f_topic_id = _S8(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 33 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap2 = f_partitions.append
        for _ in range(n1):
            x3, pos = _d_FetchPartition_v18(buf, pos, end)
            ap2(x3)
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
    return FetchTopic(f_topic_id, "", f_partitions, u), pos


def _d_FetchRequest_v18(buf: memoryview, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch = _S9(buf, pos)
    pos += 21
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_FetchTopic_v18(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data = []
        ap5 = f_forgotten_topics_data.append
        for _ in range(n4):
            x6, pos = _d_ForgottenTopic_v13(buf, pos, end)
            ap5(x6)
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_rack_id = str(buf[pos:e8], 'utf-8')
        pos = e8
    f_cluster_id = None
    f_replica_state = ReplicaState()
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
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                else:
                    n9, pos = _uvarint(buf, pos)
                n9 -= 1
                if n9 == -1:
                    f_cluster_id = None
                elif n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > te:
                        raise _short(pos)
                    f_cluster_id = str(buf[pos:e10], 'utf-8')
                    pos = e10
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            elif tg == 1:
                f_replica_state, pos = _d_ReplicaState_v15(buf, pos, te)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 2
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = FetchRequest(f_cluster_id, f_replica_state, -1, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch, f_topics, f_forgotten_topics_data, f_rack_id, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _e_FetchPartition_v0(o: FetchPartition, out: bytearray) -> None:
    if o.last_fetched_epoch != -1:
        raise _absent('FetchPartition', 'last_fetched_epoch', 0)
    out += _P1(o.partition, o.fetch_offset, o.partition_max_bytes)


def _e_FetchTopic_v0(o: FetchTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_FetchPartition_v0(x2, out)


def _e_FetchRequest_v0(o: FetchRequest, out: bytearray) -> None:
    if o.replica_state != ReplicaState():
        raise _absent('FetchRequest', 'replica_state', 0)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 0)
    out += _P0(o.replica_id, o.max_wait_ms, o.min_bytes)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_FetchTopic_v0(x1, out)


def _e_FetchPartition_v1(o: FetchPartition, out: bytearray) -> None:
    if o.last_fetched_epoch != -1:
        raise _absent('FetchPartition', 'last_fetched_epoch', 1)
    out += _P1(o.partition, o.fetch_offset, o.partition_max_bytes)


def _e_FetchTopic_v1(o: FetchTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_FetchPartition_v1(x2, out)


def _e_FetchRequest_v1(o: FetchRequest, out: bytearray) -> None:
    if o.replica_state != ReplicaState():
        raise _absent('FetchRequest', 'replica_state', 1)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 1)
    out += _P0(o.replica_id, o.max_wait_ms, o.min_bytes)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_FetchTopic_v1(x1, out)


def _e_FetchPartition_v2(o: FetchPartition, out: bytearray) -> None:
    if o.last_fetched_epoch != -1:
        raise _absent('FetchPartition', 'last_fetched_epoch', 2)
    out += _P1(o.partition, o.fetch_offset, o.partition_max_bytes)


def _e_FetchTopic_v2(o: FetchTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_FetchPartition_v2(x2, out)


def _e_FetchRequest_v2(o: FetchRequest, out: bytearray) -> None:
    if o.replica_state != ReplicaState():
        raise _absent('FetchRequest', 'replica_state', 2)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 2)
    out += _P0(o.replica_id, o.max_wait_ms, o.min_bytes)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_FetchTopic_v2(x1, out)


def _e_FetchPartition_v3(o: FetchPartition, out: bytearray) -> None:
    if o.last_fetched_epoch != -1:
        raise _absent('FetchPartition', 'last_fetched_epoch', 3)
    out += _P1(o.partition, o.fetch_offset, o.partition_max_bytes)


def _e_FetchTopic_v3(o: FetchTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_FetchPartition_v3(x2, out)


def _e_FetchRequest_v3(o: FetchRequest, out: bytearray) -> None:
    if o.replica_state != ReplicaState():
        raise _absent('FetchRequest', 'replica_state', 3)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 3)
    out += _P2(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_FetchTopic_v3(x1, out)


def _e_FetchPartition_v4(o: FetchPartition, out: bytearray) -> None:
    if o.last_fetched_epoch != -1:
        raise _absent('FetchPartition', 'last_fetched_epoch', 4)
    out += _P1(o.partition, o.fetch_offset, o.partition_max_bytes)


def _e_FetchTopic_v4(o: FetchTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_FetchPartition_v4(x2, out)


def _e_FetchRequest_v4(o: FetchRequest, out: bytearray) -> None:
    if o.replica_state != ReplicaState():
        raise _absent('FetchRequest', 'replica_state', 4)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 4)
    out += _P3(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_FetchTopic_v4(x1, out)


def _e_FetchPartition_v5(o: FetchPartition, out: bytearray) -> None:
    if o.last_fetched_epoch != -1:
        raise _absent('FetchPartition', 'last_fetched_epoch', 5)
    out += _P4(o.partition, o.fetch_offset, o.log_start_offset, o.partition_max_bytes)


def _e_FetchTopic_v5(o: FetchTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_FetchPartition_v5(x2, out)


def _e_FetchRequest_v5(o: FetchRequest, out: bytearray) -> None:
    if o.replica_state != ReplicaState():
        raise _absent('FetchRequest', 'replica_state', 5)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 5)
    out += _P3(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_FetchTopic_v5(x1, out)


def _e_FetchPartition_v6(o: FetchPartition, out: bytearray) -> None:
    if o.last_fetched_epoch != -1:
        raise _absent('FetchPartition', 'last_fetched_epoch', 6)
    out += _P4(o.partition, o.fetch_offset, o.log_start_offset, o.partition_max_bytes)


def _e_FetchTopic_v6(o: FetchTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_FetchPartition_v6(x2, out)


def _e_FetchRequest_v6(o: FetchRequest, out: bytearray) -> None:
    if o.replica_state != ReplicaState():
        raise _absent('FetchRequest', 'replica_state', 6)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 6)
    out += _P3(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_FetchTopic_v6(x1, out)


def _e_FetchPartition_v7(o: FetchPartition, out: bytearray) -> None:
    if o.last_fetched_epoch != -1:
        raise _absent('FetchPartition', 'last_fetched_epoch', 7)
    out += _P4(o.partition, o.fetch_offset, o.log_start_offset, o.partition_max_bytes)


def _e_FetchTopic_v7(o: FetchTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_FetchPartition_v7(x2, out)


def _e_ForgottenTopic_v7(o: ForgottenTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    out += _array('i', len(o.partitions)).pack(*o.partitions)


def _e_FetchRequest_v7(o: FetchRequest, out: bytearray) -> None:
    if o.replica_state != ReplicaState():
        raise _absent('FetchRequest', 'replica_state', 7)
    out += _P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_FetchTopic_v7(x1, out)
    out += _Pi(len(o.forgotten_topics_data))
    for x2 in o.forgotten_topics_data:
        _e_ForgottenTopic_v7(x2, out)


def _e_FetchPartition_v8(o: FetchPartition, out: bytearray) -> None:
    if o.last_fetched_epoch != -1:
        raise _absent('FetchPartition', 'last_fetched_epoch', 8)
    out += _P4(o.partition, o.fetch_offset, o.log_start_offset, o.partition_max_bytes)


def _e_FetchTopic_v8(o: FetchTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_FetchPartition_v8(x2, out)


def _e_FetchRequest_v8(o: FetchRequest, out: bytearray) -> None:
    if o.replica_state != ReplicaState():
        raise _absent('FetchRequest', 'replica_state', 8)
    out += _P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_FetchTopic_v8(x1, out)
    out += _Pi(len(o.forgotten_topics_data))
    for x2 in o.forgotten_topics_data:
        _e_ForgottenTopic_v7(x2, out)


def _e_FetchPartition_v9(o: FetchPartition, out: bytearray) -> None:
    if o.last_fetched_epoch != -1:
        raise _absent('FetchPartition', 'last_fetched_epoch', 9)
    out += _P6(o.partition, o.current_leader_epoch, o.fetch_offset, o.log_start_offset, o.partition_max_bytes)


def _e_FetchTopic_v9(o: FetchTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_FetchPartition_v9(x2, out)


def _e_FetchRequest_v9(o: FetchRequest, out: bytearray) -> None:
    if o.replica_state != ReplicaState():
        raise _absent('FetchRequest', 'replica_state', 9)
    out += _P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_FetchTopic_v9(x1, out)
    out += _Pi(len(o.forgotten_topics_data))
    for x2 in o.forgotten_topics_data:
        _e_ForgottenTopic_v7(x2, out)


def _e_FetchPartition_v10(o: FetchPartition, out: bytearray) -> None:
    if o.last_fetched_epoch != -1:
        raise _absent('FetchPartition', 'last_fetched_epoch', 10)
    out += _P6(o.partition, o.current_leader_epoch, o.fetch_offset, o.log_start_offset, o.partition_max_bytes)


def _e_FetchTopic_v10(o: FetchTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_FetchPartition_v10(x2, out)


def _e_FetchRequest_v10(o: FetchRequest, out: bytearray) -> None:
    if o.replica_state != ReplicaState():
        raise _absent('FetchRequest', 'replica_state', 10)
    out += _P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_FetchTopic_v10(x1, out)
    out += _Pi(len(o.forgotten_topics_data))
    for x2 in o.forgotten_topics_data:
        _e_ForgottenTopic_v7(x2, out)


def _e_FetchPartition_v11(o: FetchPartition, out: bytearray) -> None:
    if o.last_fetched_epoch != -1:
        raise _absent('FetchPartition', 'last_fetched_epoch', 11)
    out += _P6(o.partition, o.current_leader_epoch, o.fetch_offset, o.log_start_offset, o.partition_max_bytes)


def _e_FetchTopic_v11(o: FetchTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_FetchPartition_v11(x2, out)


def _e_FetchRequest_v11(o: FetchRequest, out: bytearray) -> None:
    if o.replica_state != ReplicaState():
        raise _absent('FetchRequest', 'replica_state', 11)
    out += _P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_FetchTopic_v11(x1, out)
    out += _Pi(len(o.forgotten_topics_data))
    for x2 in o.forgotten_topics_data:
        _e_ForgottenTopic_v7(x2, out)
    b3 = o.rack_id.encode()
    out += _Ph(len(b3))
    out += b3


def _e_FetchPartition_v12(o: FetchPartition, out: bytearray) -> None:
    out += _P7(o.partition, o.current_leader_epoch, o.fetch_offset, o.last_fetched_epoch, o.log_start_offset, o.partition_max_bytes)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchTopic_v12(o: FetchTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
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
        _e_FetchPartition_v12(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ForgottenTopic_v12(o: ForgottenTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    out += _array('i', len(o.partitions)).pack(*o.partitions)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchRequest_v12(o: FetchRequest, out: bytearray) -> None:
    if o.replica_state != ReplicaState():
        raise _absent('FetchRequest', 'replica_state', 12)
    out += _P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_FetchTopic_v12(x1, out)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(len(o.forgotten_topics_data) + 1)
    else:
        out += _encode_uvarint(len(o.forgotten_topics_data) + 1)
    for x2 in o.forgotten_topics_data:
        _e_ForgottenTopic_v12(x2, out)
    b3 = o.rack_id.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    t = []
    kp = o.tags_present
    if o.cluster_id is not None or kp & 1:
        tb = bytearray()
        if o.cluster_id is None:
            tb.append(0)
        else:
            b4 = o.cluster_id.encode()
            if len(b4) + 1 < 128:
                tb.append(len(b4) + 1)
            else:
                tb += _encode_uvarint(len(b4) + 1)
            tb += b4
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _e_FetchTopic_v13(o: FetchTopic, out: bytearray) -> None:
    out += _P8(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x1 in o.partitions:
        _e_FetchPartition_v12(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ForgottenTopic_v13(o: ForgottenTopic, out: bytearray) -> None:
    out += _P8(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    out += _array('i', len(o.partitions)).pack(*o.partitions)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchRequest_v13(o: FetchRequest, out: bytearray) -> None:
    if o.replica_state != ReplicaState():
        raise _absent('FetchRequest', 'replica_state', 13)
    out += _P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_FetchTopic_v13(x1, out)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(len(o.forgotten_topics_data) + 1)
    else:
        out += _encode_uvarint(len(o.forgotten_topics_data) + 1)
    for x2 in o.forgotten_topics_data:
        _e_ForgottenTopic_v13(x2, out)
    b3 = o.rack_id.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    t = []
    kp = o.tags_present
    if o.cluster_id is not None or kp & 1:
        tb = bytearray()
        if o.cluster_id is None:
            tb.append(0)
        else:
            b4 = o.cluster_id.encode()
            if len(b4) + 1 < 128:
                tb.append(len(b4) + 1)
            else:
                tb += _encode_uvarint(len(b4) + 1)
            tb += b4
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _e_FetchRequest_v14(o: FetchRequest, out: bytearray) -> None:
    if o.replica_state != ReplicaState():
        raise _absent('FetchRequest', 'replica_state', 14)
    out += _P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_FetchTopic_v13(x1, out)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(len(o.forgotten_topics_data) + 1)
    else:
        out += _encode_uvarint(len(o.forgotten_topics_data) + 1)
    for x2 in o.forgotten_topics_data:
        _e_ForgottenTopic_v13(x2, out)
    b3 = o.rack_id.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    t = []
    kp = o.tags_present
    if o.cluster_id is not None or kp & 1:
        tb = bytearray()
        if o.cluster_id is None:
            tb.append(0)
        else:
            b4 = o.cluster_id.encode()
            if len(b4) + 1 < 128:
                tb.append(len(b4) + 1)
            else:
                tb += _encode_uvarint(len(b4) + 1)
            tb += b4
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _e_ReplicaState_v15(o: ReplicaState, out: bytearray) -> None:
    out += _P10(o.replica_id, o.replica_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchRequest_v15(o: FetchRequest, out: bytearray) -> None:
    if o.replica_id != -1:
        raise _absent('FetchRequest', 'replica_id', 15)
    out += _P9(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_FetchTopic_v13(x1, out)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(len(o.forgotten_topics_data) + 1)
    else:
        out += _encode_uvarint(len(o.forgotten_topics_data) + 1)
    for x2 in o.forgotten_topics_data:
        _e_ForgottenTopic_v13(x2, out)
    b3 = o.rack_id.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    t = []
    kp = o.tags_present
    if o.cluster_id is not None or kp & 1:
        tb = bytearray()
        if o.cluster_id is None:
            tb.append(0)
        else:
            b4 = o.cluster_id.encode()
            if len(b4) + 1 < 128:
                tb.append(len(b4) + 1)
            else:
                tb += _encode_uvarint(len(b4) + 1)
            tb += b4
        t.append((0, tb))
    if o.replica_state != ReplicaState() or kp & 2:
        tb = bytearray()
        _e_ReplicaState_v15(o.replica_state, tb)
        t.append((1, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _e_FetchRequest_v16(o: FetchRequest, out: bytearray) -> None:
    if o.replica_id != -1:
        raise _absent('FetchRequest', 'replica_id', 16)
    out += _P9(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_FetchTopic_v13(x1, out)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(len(o.forgotten_topics_data) + 1)
    else:
        out += _encode_uvarint(len(o.forgotten_topics_data) + 1)
    for x2 in o.forgotten_topics_data:
        _e_ForgottenTopic_v13(x2, out)
    b3 = o.rack_id.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    t = []
    kp = o.tags_present
    if o.cluster_id is not None or kp & 1:
        tb = bytearray()
        if o.cluster_id is None:
            tb.append(0)
        else:
            b4 = o.cluster_id.encode()
            if len(b4) + 1 < 128:
                tb.append(len(b4) + 1)
            else:
                tb += _encode_uvarint(len(b4) + 1)
            tb += b4
        t.append((0, tb))
    if o.replica_state != ReplicaState() or kp & 2:
        tb = bytearray()
        _e_ReplicaState_v15(o.replica_state, tb)
        t.append((1, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _e_FetchPartition_v17(o: FetchPartition, out: bytearray) -> None:
    out += _P7(o.partition, o.current_leader_epoch, o.fetch_offset, o.last_fetched_epoch, o.log_start_offset, o.partition_max_bytes)
    t = []
    kp = o.tags_present
    if o.replica_directory_id != ZERO_UUID or kp & 1:
        tb = bytearray()
        tb += _P8(_uuid_bytes(o.replica_directory_id))
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _e_FetchTopic_v17(o: FetchTopic, out: bytearray) -> None:
    out += _P8(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x1 in o.partitions:
        _e_FetchPartition_v17(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchRequest_v17(o: FetchRequest, out: bytearray) -> None:
    if o.replica_id != -1:
        raise _absent('FetchRequest', 'replica_id', 17)
    out += _P9(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_FetchTopic_v17(x1, out)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(len(o.forgotten_topics_data) + 1)
    else:
        out += _encode_uvarint(len(o.forgotten_topics_data) + 1)
    for x2 in o.forgotten_topics_data:
        _e_ForgottenTopic_v13(x2, out)
    b3 = o.rack_id.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    t = []
    kp = o.tags_present
    if o.cluster_id is not None or kp & 1:
        tb = bytearray()
        if o.cluster_id is None:
            tb.append(0)
        else:
            b4 = o.cluster_id.encode()
            if len(b4) + 1 < 128:
                tb.append(len(b4) + 1)
            else:
                tb += _encode_uvarint(len(b4) + 1)
            tb += b4
        t.append((0, tb))
    if o.replica_state != ReplicaState() or kp & 2:
        tb = bytearray()
        _e_ReplicaState_v15(o.replica_state, tb)
        t.append((1, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _e_FetchPartition_v18(o: FetchPartition, out: bytearray) -> None:
    out += _P7(o.partition, o.current_leader_epoch, o.fetch_offset, o.last_fetched_epoch, o.log_start_offset, o.partition_max_bytes)
    t = []
    kp = o.tags_present
    if o.replica_directory_id != ZERO_UUID or kp & 1:
        tb = bytearray()
        tb += _P8(_uuid_bytes(o.replica_directory_id))
        t.append((0, tb))
    if o.high_watermark != 9223372036854775807 or kp & 2:
        tb = bytearray()
        tb += _P11(o.high_watermark)
        t.append((1, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _e_FetchTopic_v18(o: FetchTopic, out: bytearray) -> None:
    out += _P8(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x1 in o.partitions:
        _e_FetchPartition_v18(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchRequest_v18(o: FetchRequest, out: bytearray) -> None:
    if o.replica_id != -1:
        raise _absent('FetchRequest', 'replica_id', 18)
    out += _P9(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_FetchTopic_v18(x1, out)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(len(o.forgotten_topics_data) + 1)
    else:
        out += _encode_uvarint(len(o.forgotten_topics_data) + 1)
    for x2 in o.forgotten_topics_data:
        _e_ForgottenTopic_v13(x2, out)
    b3 = o.rack_id.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    t = []
    kp = o.tags_present
    if o.cluster_id is not None or kp & 1:
        tb = bytearray()
        if o.cluster_id is None:
            tb.append(0)
        else:
            b4 = o.cluster_id.encode()
            if len(b4) + 1 < 128:
                tb.append(len(b4) + 1)
            else:
                tb += _encode_uvarint(len(b4) + 1)
            tb += b4
        t.append((0, tb))
    if o.replica_state != ReplicaState() or kp & 2:
        tb = bytearray()
        _e_ReplicaState_v15(o.replica_state, tb)
        t.append((1, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _d_PartitionData_v0(buf: memoryview, pos: int, end: int) -> tuple[PartitionData, int]:
    f_partition_index, f_error_code, f_high_watermark = _S12(buf, pos)
    pos += 14
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 == -1:
        f_records = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_records = buf[pos:e2]
        pos = e2
    return PartitionData(f_partition_index, f_error_code, f_high_watermark, -1, -1, EpochEndOffset(), LeaderIdAndEpoch(), SnapshotId(), [], -1, f_records, None), pos


def _d_FetchableTopicResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[FetchableTopicResponse, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_PartitionData_v0(buf, pos, end)
            ap4(x5)
    return FetchableTopicResponse(ZERO_UUID, f_topic, f_partitions, None), pos


def _d_FetchResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[FetchResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_FetchableTopicResponse_v0(buf, pos, end)
            ap2(x3)
    return FetchResponse(0, 0, 0, f_responses, [], None), pos


def _d_FetchResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[FetchResponse, int]:
    f_throttle_time_ms = _S13(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_FetchableTopicResponse_v0(buf, pos, end)
            ap2(x3)
    return FetchResponse(f_throttle_time_ms, 0, 0, f_responses, [], None), pos


def _d_AbortedTransaction_v4(buf: memoryview, pos: int, end: int) -> tuple[AbortedTransaction, int]:
    f_producer_id, f_first_offset = _S15(buf, pos)
    pos += 16
    return AbortedTransaction(f_producer_id, f_first_offset, None), pos


def _d_PartitionData_v4(buf: memoryview, pos: int, end: int) -> tuple[PartitionData, int]:
    f_partition_index, f_error_code, f_high_watermark, f_last_stable_offset = _S14(buf, pos)
    pos += 22
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 == -1:
        f_aborted_transactions = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 16 > end - pos:
            raise _short(pos)
        f_aborted_transactions = []
        ap2 = f_aborted_transactions.append
        for _ in range(n1):
            x3, pos = _d_AbortedTransaction_v4(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 == -1:
        f_records = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_records = buf[pos:e5]
        pos = e5
    return PartitionData(f_partition_index, f_error_code, f_high_watermark, f_last_stable_offset, -1, EpochEndOffset(), LeaderIdAndEpoch(), SnapshotId(), f_aborted_transactions, -1, f_records, None), pos


def _d_FetchableTopicResponse_v4(buf: memoryview, pos: int, end: int) -> tuple[FetchableTopicResponse, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 30 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_PartitionData_v4(buf, pos, end)
            ap4(x5)
    return FetchableTopicResponse(ZERO_UUID, f_topic, f_partitions, None), pos


def _d_FetchResponse_v4(buf: memoryview, pos: int, end: int) -> tuple[FetchResponse, int]:
    f_throttle_time_ms = _S13(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_FetchableTopicResponse_v4(buf, pos, end)
            ap2(x3)
    return FetchResponse(f_throttle_time_ms, 0, 0, f_responses, [], None), pos


def _d_PartitionData_v5(buf: memoryview, pos: int, end: int) -> tuple[PartitionData, int]:
    f_partition_index, f_error_code, f_high_watermark, f_last_stable_offset, f_log_start_offset = _S16(buf, pos)
    pos += 30
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 == -1:
        f_aborted_transactions = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 16 > end - pos:
            raise _short(pos)
        f_aborted_transactions = []
        ap2 = f_aborted_transactions.append
        for _ in range(n1):
            x3, pos = _d_AbortedTransaction_v4(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 == -1:
        f_records = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_records = buf[pos:e5]
        pos = e5
    return PartitionData(f_partition_index, f_error_code, f_high_watermark, f_last_stable_offset, f_log_start_offset, EpochEndOffset(), LeaderIdAndEpoch(), SnapshotId(), f_aborted_transactions, -1, f_records, None), pos


def _d_FetchableTopicResponse_v5(buf: memoryview, pos: int, end: int) -> tuple[FetchableTopicResponse, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 38 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_PartitionData_v5(buf, pos, end)
            ap4(x5)
    return FetchableTopicResponse(ZERO_UUID, f_topic, f_partitions, None), pos


def _d_FetchResponse_v5(buf: memoryview, pos: int, end: int) -> tuple[FetchResponse, int]:
    f_throttle_time_ms = _S13(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_FetchableTopicResponse_v5(buf, pos, end)
            ap2(x3)
    return FetchResponse(f_throttle_time_ms, 0, 0, f_responses, [], None), pos


def _d_FetchResponse_v7(buf: memoryview, pos: int, end: int) -> tuple[FetchResponse, int]:
    f_throttle_time_ms, f_error_code, f_session_id = _S17(buf, pos)
    pos += 10
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_FetchableTopicResponse_v5(buf, pos, end)
            ap2(x3)
    return FetchResponse(f_throttle_time_ms, f_error_code, f_session_id, f_responses, [], None), pos


def _d_PartitionData_v11(buf: memoryview, pos: int, end: int) -> tuple[PartitionData, int]:
    f_partition_index, f_error_code, f_high_watermark, f_last_stable_offset, f_log_start_offset = _S16(buf, pos)
    pos += 30
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 == -1:
        f_aborted_transactions = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 16 > end - pos:
            raise _short(pos)
        f_aborted_transactions = []
        ap2 = f_aborted_transactions.append
        for _ in range(n1):
            x3, pos = _d_AbortedTransaction_v4(buf, pos, end)
            ap2(x3)
    f_preferred_read_replica = _S13(buf, pos)[0]
    pos += 4
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 == -1:
        f_records = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_records = buf[pos:e5]
        pos = e5
    return PartitionData(f_partition_index, f_error_code, f_high_watermark, f_last_stable_offset, f_log_start_offset, EpochEndOffset(), LeaderIdAndEpoch(), SnapshotId(), f_aborted_transactions, f_preferred_read_replica, f_records, None), pos


def _d_FetchableTopicResponse_v11(buf: memoryview, pos: int, end: int) -> tuple[FetchableTopicResponse, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 42 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_PartitionData_v11(buf, pos, end)
            ap4(x5)
    return FetchableTopicResponse(ZERO_UUID, f_topic, f_partitions, None), pos


def _d_FetchResponse_v11(buf: memoryview, pos: int, end: int) -> tuple[FetchResponse, int]:
    f_throttle_time_ms, f_error_code, f_session_id = _S17(buf, pos)
    pos += 10
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_FetchableTopicResponse_v11(buf, pos, end)
            ap2(x3)
    return FetchResponse(f_throttle_time_ms, f_error_code, f_session_id, f_responses, [], None), pos


def _d_AbortedTransaction_v12(buf: memoryview, pos: int, end: int) -> tuple[AbortedTransaction, int]:
    f_producer_id, f_first_offset = _S15(buf, pos)
    pos += 16
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
    return AbortedTransaction(f_producer_id, f_first_offset, u), pos


def _d_EpochEndOffset_v12(buf: memoryview, pos: int, end: int) -> tuple[EpochEndOffset, int]:
    f_epoch, f_end_offset = _S10(buf, pos)
    pos += 12
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
    return EpochEndOffset(f_epoch, f_end_offset, u), pos


def _d_LeaderIdAndEpoch_v12(buf: memoryview, pos: int, end: int) -> tuple[LeaderIdAndEpoch, int]:
    f_leader_id, f_leader_epoch = _S18(buf, pos)
    pos += 8
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
    return LeaderIdAndEpoch(f_leader_id, f_leader_epoch, u), pos


def _d_SnapshotId_v12(buf: memoryview, pos: int, end: int) -> tuple[SnapshotId, int]:
    f_end_offset, f_epoch = _S19(buf, pos)
    pos += 12
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
    return SnapshotId(f_end_offset, f_epoch, u), pos


def _d_PartitionData_v12(buf: memoryview, pos: int, end: int) -> tuple[PartitionData, int]:
    f_partition_index, f_error_code, f_high_watermark, f_last_stable_offset, f_log_start_offset = _S16(buf, pos)
    pos += 30
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_aborted_transactions = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 17 > end - pos:
            raise _short(pos)
        f_aborted_transactions = []
        ap2 = f_aborted_transactions.append
        for _ in range(n1):
            x3, pos = _d_AbortedTransaction_v12(buf, pos, end)
            ap2(x3)
    f_preferred_read_replica = _S13(buf, pos)[0]
    pos += 4
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 == -1:
        f_records = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_records = buf[pos:e5]
        pos = e5
    f_diverging_epoch = EpochEndOffset()
    f_current_leader = LeaderIdAndEpoch()
    f_snapshot_id = SnapshotId()
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
                f_diverging_epoch, pos = _d_EpochEndOffset_v12(buf, pos, te)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            elif tg == 1:
                f_current_leader, pos = _d_LeaderIdAndEpoch_v12(buf, pos, te)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 2
            elif tg == 2:
                f_snapshot_id, pos = _d_SnapshotId_v12(buf, pos, te)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 4
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = PartitionData(f_partition_index, f_error_code, f_high_watermark, f_last_stable_offset, f_log_start_offset, f_diverging_epoch, f_current_leader, f_snapshot_id, f_aborted_transactions, f_preferred_read_replica, f_records, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _d_FetchableTopicResponse_v12(buf: memoryview, pos: int, end: int) -> tuple[FetchableTopicResponse, int]:
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
        f_topic = str(buf[pos:e2], 'utf-8')
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
        if n3 * 37 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_PartitionData_v12(buf, pos, end)
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
    return FetchableTopicResponse(ZERO_UUID, f_topic, f_partitions, u), pos


def _d_FetchResponse_v12(buf: memoryview, pos: int, end: int) -> tuple[FetchResponse, int]:
    f_throttle_time_ms, f_error_code, f_session_id = _S17(buf, pos)
    pos += 10
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
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_FetchableTopicResponse_v12(buf, pos, end)
            ap2(x3)
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
    return FetchResponse(f_throttle_time_ms, f_error_code, f_session_id, f_responses, [], u), pos


def _d_FetchableTopicResponse_v13(buf: memoryview, pos: int, end: int) -> tuple[FetchableTopicResponse, int]:
    f_topic_id = _S8(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 37 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap2 = f_partitions.append
        for _ in range(n1):
            x3, pos = _d_PartitionData_v12(buf, pos, end)
            ap2(x3)
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
    return FetchableTopicResponse(f_topic_id, "", f_partitions, u), pos


def _d_FetchResponse_v13(buf: memoryview, pos: int, end: int) -> tuple[FetchResponse, int]:
    f_throttle_time_ms, f_error_code, f_session_id = _S17(buf, pos)
    pos += 10
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_FetchableTopicResponse_v13(buf, pos, end)
            ap2(x3)
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
    return FetchResponse(f_throttle_time_ms, f_error_code, f_session_id, f_responses, [], u), pos


def _d_NodeEndpoint_v16(buf: memoryview, pos: int, end: int) -> tuple[NodeEndpoint, int]:
    f_node_id = _S13(buf, pos)[0]
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
    f_port = _S13(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_rack = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_rack = str(buf[pos:e4], 'utf-8')
        pos = e4
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
    return NodeEndpoint(f_node_id, f_host, f_port, f_rack, u), pos


def _d_FetchResponse_v16(buf: memoryview, pos: int, end: int) -> tuple[FetchResponse, int]:
    f_throttle_time_ms, f_error_code, f_session_id = _S17(buf, pos)
    pos += 10
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_FetchableTopicResponse_v13(buf, pos, end)
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
                    if n4 * 11 > te - pos:
                        raise _short(pos)
                    f_node_endpoints = []
                    ap5 = f_node_endpoints.append
                    for _ in range(n4):
                        x6, pos = _d_NodeEndpoint_v16(buf, pos, te)
                        ap5(x6)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = FetchResponse(f_throttle_time_ms, f_error_code, f_session_id, f_responses, f_node_endpoints, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _e_PartitionData_v0(o: PartitionData, out: bytearray) -> None:
    if o.diverging_epoch != EpochEndOffset():
        raise _absent('PartitionData', 'diverging_epoch', 0)
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionData', 'current_leader', 0)
    if o.snapshot_id != SnapshotId():
        raise _absent('PartitionData', 'snapshot_id', 0)
    if o.preferred_read_replica != -1:
        raise _absent('PartitionData', 'preferred_read_replica', 0)
    out += _P12(o.partition_index, o.error_code, o.high_watermark)
    if o.records is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        b1 = o.records
        out += _Pi(len(b1))
        out += b1


def _e_FetchableTopicResponse_v0(o: FetchableTopicResponse, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_PartitionData_v0(x2, out)


def _e_FetchResponse_v0(o: FetchResponse, out: bytearray) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 0)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 0)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_FetchableTopicResponse_v0(x1, out)


def _e_PartitionData_v1(o: PartitionData, out: bytearray) -> None:
    if o.diverging_epoch != EpochEndOffset():
        raise _absent('PartitionData', 'diverging_epoch', 1)
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionData', 'current_leader', 1)
    if o.snapshot_id != SnapshotId():
        raise _absent('PartitionData', 'snapshot_id', 1)
    if o.preferred_read_replica != -1:
        raise _absent('PartitionData', 'preferred_read_replica', 1)
    out += _P12(o.partition_index, o.error_code, o.high_watermark)
    if o.records is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        b1 = o.records
        out += _Pi(len(b1))
        out += b1


def _e_FetchableTopicResponse_v1(o: FetchableTopicResponse, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_PartitionData_v1(x2, out)


def _e_FetchResponse_v1(o: FetchResponse, out: bytearray) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 1)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 1)
    out += _P13(o.throttle_time_ms)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_FetchableTopicResponse_v1(x1, out)


def _e_PartitionData_v2(o: PartitionData, out: bytearray) -> None:
    if o.diverging_epoch != EpochEndOffset():
        raise _absent('PartitionData', 'diverging_epoch', 2)
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionData', 'current_leader', 2)
    if o.snapshot_id != SnapshotId():
        raise _absent('PartitionData', 'snapshot_id', 2)
    if o.preferred_read_replica != -1:
        raise _absent('PartitionData', 'preferred_read_replica', 2)
    out += _P12(o.partition_index, o.error_code, o.high_watermark)
    if o.records is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        b1 = o.records
        out += _Pi(len(b1))
        out += b1


def _e_FetchableTopicResponse_v2(o: FetchableTopicResponse, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_PartitionData_v2(x2, out)


def _e_FetchResponse_v2(o: FetchResponse, out: bytearray) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 2)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 2)
    out += _P13(o.throttle_time_ms)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_FetchableTopicResponse_v2(x1, out)


def _e_PartitionData_v3(o: PartitionData, out: bytearray) -> None:
    if o.diverging_epoch != EpochEndOffset():
        raise _absent('PartitionData', 'diverging_epoch', 3)
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionData', 'current_leader', 3)
    if o.snapshot_id != SnapshotId():
        raise _absent('PartitionData', 'snapshot_id', 3)
    if o.preferred_read_replica != -1:
        raise _absent('PartitionData', 'preferred_read_replica', 3)
    out += _P12(o.partition_index, o.error_code, o.high_watermark)
    if o.records is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        b1 = o.records
        out += _Pi(len(b1))
        out += b1


def _e_FetchableTopicResponse_v3(o: FetchableTopicResponse, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_PartitionData_v3(x2, out)


def _e_FetchResponse_v3(o: FetchResponse, out: bytearray) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 3)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 3)
    out += _P13(o.throttle_time_ms)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_FetchableTopicResponse_v3(x1, out)


def _e_AbortedTransaction_v4(o: AbortedTransaction, out: bytearray) -> None:
    out += _P15(o.producer_id, o.first_offset)


def _e_PartitionData_v4(o: PartitionData, out: bytearray) -> None:
    if o.diverging_epoch != EpochEndOffset():
        raise _absent('PartitionData', 'diverging_epoch', 4)
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionData', 'current_leader', 4)
    if o.snapshot_id != SnapshotId():
        raise _absent('PartitionData', 'snapshot_id', 4)
    if o.preferred_read_replica != -1:
        raise _absent('PartitionData', 'preferred_read_replica', 4)
    out += _P14(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset)
    if o.aborted_transactions is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.aborted_transactions))
        for x1 in o.aborted_transactions:
            _e_AbortedTransaction_v4(x1, out)
    if o.records is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        b2 = o.records
        out += _Pi(len(b2))
        out += b2


def _e_FetchableTopicResponse_v4(o: FetchableTopicResponse, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_PartitionData_v4(x2, out)


def _e_FetchResponse_v4(o: FetchResponse, out: bytearray) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 4)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 4)
    out += _P13(o.throttle_time_ms)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_FetchableTopicResponse_v4(x1, out)


def _e_PartitionData_v5(o: PartitionData, out: bytearray) -> None:
    if o.diverging_epoch != EpochEndOffset():
        raise _absent('PartitionData', 'diverging_epoch', 5)
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionData', 'current_leader', 5)
    if o.snapshot_id != SnapshotId():
        raise _absent('PartitionData', 'snapshot_id', 5)
    if o.preferred_read_replica != -1:
        raise _absent('PartitionData', 'preferred_read_replica', 5)
    out += _P16(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset, o.log_start_offset)
    if o.aborted_transactions is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.aborted_transactions))
        for x1 in o.aborted_transactions:
            _e_AbortedTransaction_v4(x1, out)
    if o.records is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        b2 = o.records
        out += _Pi(len(b2))
        out += b2


def _e_FetchableTopicResponse_v5(o: FetchableTopicResponse, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_PartitionData_v5(x2, out)


def _e_FetchResponse_v5(o: FetchResponse, out: bytearray) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 5)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 5)
    out += _P13(o.throttle_time_ms)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_FetchableTopicResponse_v5(x1, out)


def _e_PartitionData_v6(o: PartitionData, out: bytearray) -> None:
    if o.diverging_epoch != EpochEndOffset():
        raise _absent('PartitionData', 'diverging_epoch', 6)
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionData', 'current_leader', 6)
    if o.snapshot_id != SnapshotId():
        raise _absent('PartitionData', 'snapshot_id', 6)
    if o.preferred_read_replica != -1:
        raise _absent('PartitionData', 'preferred_read_replica', 6)
    out += _P16(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset, o.log_start_offset)
    if o.aborted_transactions is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.aborted_transactions))
        for x1 in o.aborted_transactions:
            _e_AbortedTransaction_v4(x1, out)
    if o.records is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        b2 = o.records
        out += _Pi(len(b2))
        out += b2


def _e_FetchableTopicResponse_v6(o: FetchableTopicResponse, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_PartitionData_v6(x2, out)


def _e_FetchResponse_v6(o: FetchResponse, out: bytearray) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 6)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 6)
    out += _P13(o.throttle_time_ms)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_FetchableTopicResponse_v6(x1, out)


def _e_PartitionData_v7(o: PartitionData, out: bytearray) -> None:
    if o.diverging_epoch != EpochEndOffset():
        raise _absent('PartitionData', 'diverging_epoch', 7)
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionData', 'current_leader', 7)
    if o.snapshot_id != SnapshotId():
        raise _absent('PartitionData', 'snapshot_id', 7)
    if o.preferred_read_replica != -1:
        raise _absent('PartitionData', 'preferred_read_replica', 7)
    out += _P16(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset, o.log_start_offset)
    if o.aborted_transactions is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.aborted_transactions))
        for x1 in o.aborted_transactions:
            _e_AbortedTransaction_v4(x1, out)
    if o.records is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        b2 = o.records
        out += _Pi(len(b2))
        out += b2


def _e_FetchableTopicResponse_v7(o: FetchableTopicResponse, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_PartitionData_v7(x2, out)


def _e_FetchResponse_v7(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 7)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_FetchableTopicResponse_v7(x1, out)


def _e_PartitionData_v8(o: PartitionData, out: bytearray) -> None:
    if o.diverging_epoch != EpochEndOffset():
        raise _absent('PartitionData', 'diverging_epoch', 8)
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionData', 'current_leader', 8)
    if o.snapshot_id != SnapshotId():
        raise _absent('PartitionData', 'snapshot_id', 8)
    if o.preferred_read_replica != -1:
        raise _absent('PartitionData', 'preferred_read_replica', 8)
    out += _P16(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset, o.log_start_offset)
    if o.aborted_transactions is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.aborted_transactions))
        for x1 in o.aborted_transactions:
            _e_AbortedTransaction_v4(x1, out)
    if o.records is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        b2 = o.records
        out += _Pi(len(b2))
        out += b2


def _e_FetchableTopicResponse_v8(o: FetchableTopicResponse, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_PartitionData_v8(x2, out)


def _e_FetchResponse_v8(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 8)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_FetchableTopicResponse_v8(x1, out)


def _e_PartitionData_v9(o: PartitionData, out: bytearray) -> None:
    if o.diverging_epoch != EpochEndOffset():
        raise _absent('PartitionData', 'diverging_epoch', 9)
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionData', 'current_leader', 9)
    if o.snapshot_id != SnapshotId():
        raise _absent('PartitionData', 'snapshot_id', 9)
    if o.preferred_read_replica != -1:
        raise _absent('PartitionData', 'preferred_read_replica', 9)
    out += _P16(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset, o.log_start_offset)
    if o.aborted_transactions is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.aborted_transactions))
        for x1 in o.aborted_transactions:
            _e_AbortedTransaction_v4(x1, out)
    if o.records is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        b2 = o.records
        out += _Pi(len(b2))
        out += b2


def _e_FetchableTopicResponse_v9(o: FetchableTopicResponse, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_PartitionData_v9(x2, out)


def _e_FetchResponse_v9(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 9)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_FetchableTopicResponse_v9(x1, out)


def _e_PartitionData_v10(o: PartitionData, out: bytearray) -> None:
    if o.diverging_epoch != EpochEndOffset():
        raise _absent('PartitionData', 'diverging_epoch', 10)
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionData', 'current_leader', 10)
    if o.snapshot_id != SnapshotId():
        raise _absent('PartitionData', 'snapshot_id', 10)
    if o.preferred_read_replica != -1:
        raise _absent('PartitionData', 'preferred_read_replica', 10)
    out += _P16(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset, o.log_start_offset)
    if o.aborted_transactions is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.aborted_transactions))
        for x1 in o.aborted_transactions:
            _e_AbortedTransaction_v4(x1, out)
    if o.records is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        b2 = o.records
        out += _Pi(len(b2))
        out += b2


def _e_FetchableTopicResponse_v10(o: FetchableTopicResponse, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_PartitionData_v10(x2, out)


def _e_FetchResponse_v10(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 10)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_FetchableTopicResponse_v10(x1, out)


def _e_PartitionData_v11(o: PartitionData, out: bytearray) -> None:
    if o.diverging_epoch != EpochEndOffset():
        raise _absent('PartitionData', 'diverging_epoch', 11)
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionData', 'current_leader', 11)
    if o.snapshot_id != SnapshotId():
        raise _absent('PartitionData', 'snapshot_id', 11)
    out += _P16(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset, o.log_start_offset)
    if o.aborted_transactions is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.aborted_transactions))
        for x1 in o.aborted_transactions:
            _e_AbortedTransaction_v4(x1, out)
    out += _P13(o.preferred_read_replica)
    if o.records is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        b2 = o.records
        out += _Pi(len(b2))
        out += b2


def _e_FetchableTopicResponse_v11(o: FetchableTopicResponse, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_PartitionData_v11(x2, out)


def _e_FetchResponse_v11(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 11)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_FetchableTopicResponse_v11(x1, out)


def _e_AbortedTransaction_v12(o: AbortedTransaction, out: bytearray) -> None:
    out += _P15(o.producer_id, o.first_offset)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_EpochEndOffset_v12(o: EpochEndOffset, out: bytearray) -> None:
    out += _P10(o.epoch, o.end_offset)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderIdAndEpoch_v12(o: LeaderIdAndEpoch, out: bytearray) -> None:
    out += _P18(o.leader_id, o.leader_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_SnapshotId_v12(o: SnapshotId, out: bytearray) -> None:
    out += _P19(o.end_offset, o.epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_PartitionData_v12(o: PartitionData, out: bytearray) -> None:
    out += _P16(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset, o.log_start_offset)
    if o.aborted_transactions is None:
        out.append(0)
    else:
        if len(o.aborted_transactions) + 1 < 128:
            out.append(len(o.aborted_transactions) + 1)
        else:
            out += _encode_uvarint(len(o.aborted_transactions) + 1)
        for x1 in o.aborted_transactions:
            _e_AbortedTransaction_v12(x1, out)
    out += _P13(o.preferred_read_replica)
    if o.records is None:
        out.append(0)
    else:
        b2 = o.records
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    t = []
    kp = o.tags_present
    if o.diverging_epoch != EpochEndOffset() or kp & 1:
        tb = bytearray()
        _e_EpochEndOffset_v12(o.diverging_epoch, tb)
        t.append((0, tb))
    if o.current_leader != LeaderIdAndEpoch() or kp & 2:
        tb = bytearray()
        _e_LeaderIdAndEpoch_v12(o.current_leader, tb)
        t.append((1, tb))
    if o.snapshot_id != SnapshotId() or kp & 4:
        tb = bytearray()
        _e_SnapshotId_v12(o.snapshot_id, tb)
        t.append((2, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _e_FetchableTopicResponse_v12(o: FetchableTopicResponse, out: bytearray) -> None:
    b1 = o.topic.encode()
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
        _e_PartitionData_v12(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchResponse_v12(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 12)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        _e_FetchableTopicResponse_v12(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchableTopicResponse_v13(o: FetchableTopicResponse, out: bytearray) -> None:
    out += _P8(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x1 in o.partitions:
        _e_PartitionData_v12(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchResponse_v13(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 13)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        _e_FetchableTopicResponse_v13(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchResponse_v14(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 14)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        _e_FetchableTopicResponse_v13(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchResponse_v15(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 15)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        _e_FetchableTopicResponse_v13(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_NodeEndpoint_v16(o: NodeEndpoint, out: bytearray) -> None:
    out += _P13(o.node_id)
    b1 = o.host.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P13(o.port)
    if o.rack is None:
        out.append(0)
    else:
        b2 = o.rack.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchResponse_v16(o: FetchResponse, out: bytearray) -> None:
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        _e_FetchableTopicResponse_v13(x1, out)
    t = []
    kp = o.tags_present
    if o.node_endpoints or kp & 1:
        tb = bytearray()
        if len(o.node_endpoints) + 1 < 128:
            tb.append(len(o.node_endpoints) + 1)
        else:
            tb += _encode_uvarint(len(o.node_endpoints) + 1)
        for x2 in o.node_endpoints:
            _e_NodeEndpoint_v16(x2, tb)
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


FetchRequest.DECODERS = (_d_FetchRequest_v0, _d_FetchRequest_v0, _d_FetchRequest_v0, _d_FetchRequest_v3, _d_FetchRequest_v4, _d_FetchRequest_v5, _d_FetchRequest_v5, _d_FetchRequest_v7, _d_FetchRequest_v7, _d_FetchRequest_v9, _d_FetchRequest_v9, _d_FetchRequest_v11, _d_FetchRequest_v12, _d_FetchRequest_v13, _d_FetchRequest_v13, _d_FetchRequest_v15, _d_FetchRequest_v15, _d_FetchRequest_v17, _d_FetchRequest_v18,)
FetchRequest.ENCODERS = (_e_FetchRequest_v0, _e_FetchRequest_v1, _e_FetchRequest_v2, _e_FetchRequest_v3, _e_FetchRequest_v4, _e_FetchRequest_v5, _e_FetchRequest_v6, _e_FetchRequest_v7, _e_FetchRequest_v8, _e_FetchRequest_v9, _e_FetchRequest_v10, _e_FetchRequest_v11, _e_FetchRequest_v12, _e_FetchRequest_v13, _e_FetchRequest_v14, _e_FetchRequest_v15, _e_FetchRequest_v16, _e_FetchRequest_v17, _e_FetchRequest_v18,)

FetchResponse.DECODERS = (_d_FetchResponse_v0, _d_FetchResponse_v1, _d_FetchResponse_v1, _d_FetchResponse_v1, _d_FetchResponse_v4, _d_FetchResponse_v5, _d_FetchResponse_v5, _d_FetchResponse_v7, _d_FetchResponse_v7, _d_FetchResponse_v7, _d_FetchResponse_v7, _d_FetchResponse_v11, _d_FetchResponse_v12, _d_FetchResponse_v13, _d_FetchResponse_v13, _d_FetchResponse_v13, _d_FetchResponse_v16, _d_FetchResponse_v16, _d_FetchResponse_v16,)
FetchResponse.ENCODERS = (_e_FetchResponse_v0, _e_FetchResponse_v1, _e_FetchResponse_v2, _e_FetchResponse_v3, _e_FetchResponse_v4, _e_FetchResponse_v5, _e_FetchResponse_v6, _e_FetchResponse_v7, _e_FetchResponse_v8, _e_FetchResponse_v9, _e_FetchResponse_v10, _e_FetchResponse_v11, _e_FetchResponse_v12, _e_FetchResponse_v13, _e_FetchResponse_v14, _e_FetchResponse_v15, _e_FetchResponse_v16, _e_FetchResponse_v16, _e_FetchResponse_v16,)
