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
    _B1,
    _cached_uuid,
    _encode_uvarint,
    _make_uuid,
    _negative,
    _new,
    _Ph,
    _Pi,
    _short,
    _tag_order,
    _tag_size,
    _i32c,
    _i32s,
    _uh,
    _unknown_tags,
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
_S7 = _Struct('>iiiibiiB').unpack_from
_P7 = _Struct('>iiiibiiB').pack
_S8 = _Struct('>iiqiqiB').unpack_from
_P8 = _Struct('>iiqiqiB').pack
_S9 = _Struct('>16sB').unpack_from
_P9 = _Struct('>16sB').pack
_S10 = _Struct('>iiibiiB').unpack_from
_P10 = _Struct('>iiibiiB').pack
_S11 = _Struct('>iqB').unpack_from
_P11 = _Struct('>iqB').pack
_S12 = _Struct('>16s').unpack_from
_P12 = _Struct('>16s').pack
_S13 = _Struct('>q').unpack_from
_P13 = _Struct('>q').pack
_S14 = _Struct('>iiqiqi').unpack_from
_P14 = _Struct('>iiqiqi').pack
_S15 = _Struct('>iiibii').unpack_from
_P15 = _Struct('>iiibii').pack
_S16 = _Struct('>iq').unpack_from
_P16 = _Struct('>iq').pack
_S17 = _Struct('>ihq').unpack_from
_P17 = _Struct('>ihq').pack
_S18 = _Struct('>i').unpack_from
_P18 = _Struct('>i').pack
_S19 = _Struct('>ihqq').unpack_from
_P19 = _Struct('>ihqq').pack
_S20 = _Struct('>qq').unpack_from
_P20 = _Struct('>qq').pack
_S21 = _Struct('>ihqqq').unpack_from
_P21 = _Struct('>ihqqq').pack
_S22 = _Struct('>ihi').unpack_from
_P22 = _Struct('>ihi').pack
_S23 = _Struct('>ihiB').unpack_from
_P23 = _Struct('>ihiB').pack
_S24 = _Struct('>ihqqqBiBB').unpack_from
_P24 = _Struct('>ihqqqBiBB').pack
_S25 = _Struct('>qqB').unpack_from
_P25 = _Struct('>qqB').pack
_S26 = _Struct('>iBB').unpack_from
_P26 = _Struct('>iBB').pack
_S27 = _Struct('>iiB').unpack_from
_P27 = _Struct('>iiB').pack
_S28 = _Struct('>qiB').unpack_from
_P28 = _Struct('>qiB').pack
_S29 = _Struct('>iB').unpack_from
_P29 = _Struct('>iB').pack
_S30 = _Struct('>ii').unpack_from
_P30 = _Struct('>ii').pack
_S31 = _Struct('>qi').unpack_from
_P31 = _Struct('>qi').pack


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

    __slots__ = ('cluster_id', '_replica_state', 'replica_id', 'max_wait_ms', 'min_bytes', 'max_bytes', 'isolation_level', 'session_id', 'session_epoch', 'topics', 'forgotten_topics_data', 'rack_id')
    API_KEY = 1
    API_NAME = 'Fetch'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 18
    FLEXIBLE_FROM = 12
    cluster_id: str | None
    _replica_state: ReplicaState | None
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
        self._replica_state = None if replica_state is DEFAULT else replica_state
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

    @property
    def replica_state(self) -> ReplicaState:
        value = self._replica_state
        if value is None:
            value = self._replica_state = ReplicaState()
        return value

    @replica_state.setter
    def replica_state(self, value: ReplicaState) -> None:
        self._replica_state = value


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

    __slots__ = ('partition_index', 'error_code', 'high_watermark', 'last_stable_offset', 'log_start_offset', '_diverging_epoch', '_current_leader', '_snapshot_id', 'aborted_transactions', 'preferred_read_replica', 'records')
    partition_index: int
    error_code: int
    high_watermark: int
    last_stable_offset: int
    log_start_offset: int
    _diverging_epoch: EpochEndOffset | None
    _current_leader: LeaderIdAndEpoch | None
    _snapshot_id: SnapshotId | None
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
        self._diverging_epoch = None if diverging_epoch is DEFAULT else diverging_epoch
        self._current_leader = None if current_leader is DEFAULT else current_leader
        self._snapshot_id = None if snapshot_id is DEFAULT else snapshot_id
        self.aborted_transactions = [] if aborted_transactions is DEFAULT else aborted_transactions
        self.preferred_read_replica = preferred_read_replica
        self.records = records
        self.unknown_tags = unknown_tags
        self.tags_present = 0

    @property
    def diverging_epoch(self) -> EpochEndOffset:
        value = self._diverging_epoch
        if value is None:
            value = self._diverging_epoch = EpochEndOffset()
        return value

    @diverging_epoch.setter
    def diverging_epoch(self, value: EpochEndOffset) -> None:
        self._diverging_epoch = value

    @property
    def current_leader(self) -> LeaderIdAndEpoch:
        value = self._current_leader
        if value is None:
            value = self._current_leader = LeaderIdAndEpoch()
        return value

    @current_leader.setter
    def current_leader(self, value: LeaderIdAndEpoch) -> None:
        self._current_leader = value

    @property
    def snapshot_id(self) -> SnapshotId:
        value = self._snapshot_id
        if value is None:
            value = self._snapshot_id = SnapshotId()
        return value

    @snapshot_id.setter
    def snapshot_id(self, value: SnapshotId) -> None:
        self._snapshot_id = value


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


def _d_FetchRequest_v0(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5 = _S0(buf, pos)
    pos += 12
    n13 = _ui(buf, pos)[0]
    pos += 4
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 6 > end - pos:
            raise _short(pos)
        f_topics_10 = []
        if n13:
            for _ in range(n13):
                n18 = _uh(buf, pos)[0]
                pos += 2
                if n18 < 0:
                    raise _negative(pos)
                else:
                    e19 = pos + n18
                    if e19 > end:
                        raise _short(pos)
                    f_topic_16 = buf[pos:e19].decode()
                    pos = e19
                n20 = _ui(buf, pos)[0]
                pos += 4
                if n20 < 0:
                    raise _negative(pos)
                else:
                    if n20 * 16 > end - pos:
                        raise _short(pos)
                    f_partitions_17 = []
                    if n20:
                        for _ in range(n20):
                            f_partition_22, f_fetch_offset_24, f_partition_max_bytes_27 = _S1(buf, pos)
                            pos += 16
                            x21 = _new(FetchPartition)
                            x21.partition = f_partition_22
                            x21.current_leader_epoch = -1
                            x21.fetch_offset = f_fetch_offset_24
                            x21.last_fetched_epoch = -1
                            x21.log_start_offset = -1
                            x21.partition_max_bytes = f_partition_max_bytes_27
                            x21.replica_directory_id = ZERO_UUID
                            x21.high_watermark = 9223372036854775807
                            x21.unknown_tags = None
                            x21.tags_present = 0
                            f_partitions_17.append(x21)
                x14 = _new(FetchTopic)
                x14.topic_id = ZERO_UUID
                x14.topic = f_topic_16
                x14.partitions = f_partitions_17
                x14.unknown_tags = None
                f_topics_10.append(x14)
    o = _new(FetchRequest)
    o.cluster_id = None
    o._replica_state = None
    o.replica_id = f_replica_id_3
    o.max_wait_ms = f_max_wait_ms_4
    o.min_bytes = f_min_bytes_5
    o.max_bytes = 2147483647
    o.isolation_level = 0
    o.session_id = 0
    o.session_epoch = -1
    o.topics = f_topics_10
    o.forgotten_topics_data = []
    o.rack_id = ""
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchRequest_v3(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6 = _S2(buf, pos)
    pos += 16
    n13 = _ui(buf, pos)[0]
    pos += 4
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 6 > end - pos:
            raise _short(pos)
        f_topics_10 = []
        if n13:
            for _ in range(n13):
                n18 = _uh(buf, pos)[0]
                pos += 2
                if n18 < 0:
                    raise _negative(pos)
                else:
                    e19 = pos + n18
                    if e19 > end:
                        raise _short(pos)
                    f_topic_16 = buf[pos:e19].decode()
                    pos = e19
                n20 = _ui(buf, pos)[0]
                pos += 4
                if n20 < 0:
                    raise _negative(pos)
                else:
                    if n20 * 16 > end - pos:
                        raise _short(pos)
                    f_partitions_17 = []
                    if n20:
                        for _ in range(n20):
                            f_partition_22, f_fetch_offset_24, f_partition_max_bytes_27 = _S1(buf, pos)
                            pos += 16
                            x21 = _new(FetchPartition)
                            x21.partition = f_partition_22
                            x21.current_leader_epoch = -1
                            x21.fetch_offset = f_fetch_offset_24
                            x21.last_fetched_epoch = -1
                            x21.log_start_offset = -1
                            x21.partition_max_bytes = f_partition_max_bytes_27
                            x21.replica_directory_id = ZERO_UUID
                            x21.high_watermark = 9223372036854775807
                            x21.unknown_tags = None
                            x21.tags_present = 0
                            f_partitions_17.append(x21)
                x14 = _new(FetchTopic)
                x14.topic_id = ZERO_UUID
                x14.topic = f_topic_16
                x14.partitions = f_partitions_17
                x14.unknown_tags = None
                f_topics_10.append(x14)
    o = _new(FetchRequest)
    o.cluster_id = None
    o._replica_state = None
    o.replica_id = f_replica_id_3
    o.max_wait_ms = f_max_wait_ms_4
    o.min_bytes = f_min_bytes_5
    o.max_bytes = f_max_bytes_6
    o.isolation_level = 0
    o.session_id = 0
    o.session_epoch = -1
    o.topics = f_topics_10
    o.forgotten_topics_data = []
    o.rack_id = ""
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchRequest_v4(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7 = _S3(buf, pos)
    pos += 17
    n13 = _ui(buf, pos)[0]
    pos += 4
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 6 > end - pos:
            raise _short(pos)
        f_topics_10 = []
        if n13:
            for _ in range(n13):
                n18 = _uh(buf, pos)[0]
                pos += 2
                if n18 < 0:
                    raise _negative(pos)
                else:
                    e19 = pos + n18
                    if e19 > end:
                        raise _short(pos)
                    f_topic_16 = buf[pos:e19].decode()
                    pos = e19
                n20 = _ui(buf, pos)[0]
                pos += 4
                if n20 < 0:
                    raise _negative(pos)
                else:
                    if n20 * 16 > end - pos:
                        raise _short(pos)
                    f_partitions_17 = []
                    if n20:
                        for _ in range(n20):
                            f_partition_22, f_fetch_offset_24, f_partition_max_bytes_27 = _S1(buf, pos)
                            pos += 16
                            x21 = _new(FetchPartition)
                            x21.partition = f_partition_22
                            x21.current_leader_epoch = -1
                            x21.fetch_offset = f_fetch_offset_24
                            x21.last_fetched_epoch = -1
                            x21.log_start_offset = -1
                            x21.partition_max_bytes = f_partition_max_bytes_27
                            x21.replica_directory_id = ZERO_UUID
                            x21.high_watermark = 9223372036854775807
                            x21.unknown_tags = None
                            x21.tags_present = 0
                            f_partitions_17.append(x21)
                x14 = _new(FetchTopic)
                x14.topic_id = ZERO_UUID
                x14.topic = f_topic_16
                x14.partitions = f_partitions_17
                x14.unknown_tags = None
                f_topics_10.append(x14)
    o = _new(FetchRequest)
    o.cluster_id = None
    o._replica_state = None
    o.replica_id = f_replica_id_3
    o.max_wait_ms = f_max_wait_ms_4
    o.min_bytes = f_min_bytes_5
    o.max_bytes = f_max_bytes_6
    o.isolation_level = f_isolation_level_7
    o.session_id = 0
    o.session_epoch = -1
    o.topics = f_topics_10
    o.forgotten_topics_data = []
    o.rack_id = ""
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchRequest_v5(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7 = _S3(buf, pos)
    pos += 17
    n13 = _ui(buf, pos)[0]
    pos += 4
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 6 > end - pos:
            raise _short(pos)
        f_topics_10 = []
        if n13:
            for _ in range(n13):
                n18 = _uh(buf, pos)[0]
                pos += 2
                if n18 < 0:
                    raise _negative(pos)
                else:
                    e19 = pos + n18
                    if e19 > end:
                        raise _short(pos)
                    f_topic_16 = buf[pos:e19].decode()
                    pos = e19
                n20 = _ui(buf, pos)[0]
                pos += 4
                if n20 < 0:
                    raise _negative(pos)
                else:
                    if n20 * 24 > end - pos:
                        raise _short(pos)
                    f_partitions_17 = []
                    if n20:
                        for _ in range(n20):
                            f_partition_22, f_fetch_offset_24, f_log_start_offset_26, f_partition_max_bytes_27 = _S4(buf, pos)
                            pos += 24
                            x21 = _new(FetchPartition)
                            x21.partition = f_partition_22
                            x21.current_leader_epoch = -1
                            x21.fetch_offset = f_fetch_offset_24
                            x21.last_fetched_epoch = -1
                            x21.log_start_offset = f_log_start_offset_26
                            x21.partition_max_bytes = f_partition_max_bytes_27
                            x21.replica_directory_id = ZERO_UUID
                            x21.high_watermark = 9223372036854775807
                            x21.unknown_tags = None
                            x21.tags_present = 0
                            f_partitions_17.append(x21)
                x14 = _new(FetchTopic)
                x14.topic_id = ZERO_UUID
                x14.topic = f_topic_16
                x14.partitions = f_partitions_17
                x14.unknown_tags = None
                f_topics_10.append(x14)
    o = _new(FetchRequest)
    o.cluster_id = None
    o._replica_state = None
    o.replica_id = f_replica_id_3
    o.max_wait_ms = f_max_wait_ms_4
    o.min_bytes = f_min_bytes_5
    o.max_bytes = f_max_bytes_6
    o.isolation_level = f_isolation_level_7
    o.session_id = 0
    o.session_epoch = -1
    o.topics = f_topics_10
    o.forgotten_topics_data = []
    o.rack_id = ""
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchRequest_v7(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9 = _S5(buf, pos)
    pos += 25
    n13 = _ui(buf, pos)[0]
    pos += 4
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 6 > end - pos:
            raise _short(pos)
        f_topics_10 = []
        if n13:
            for _ in range(n13):
                n18 = _uh(buf, pos)[0]
                pos += 2
                if n18 < 0:
                    raise _negative(pos)
                else:
                    e19 = pos + n18
                    if e19 > end:
                        raise _short(pos)
                    f_topic_16 = buf[pos:e19].decode()
                    pos = e19
                n20 = _ui(buf, pos)[0]
                pos += 4
                if n20 < 0:
                    raise _negative(pos)
                else:
                    if n20 * 24 > end - pos:
                        raise _short(pos)
                    f_partitions_17 = []
                    if n20:
                        for _ in range(n20):
                            f_partition_22, f_fetch_offset_24, f_log_start_offset_26, f_partition_max_bytes_27 = _S4(buf, pos)
                            pos += 24
                            x21 = _new(FetchPartition)
                            x21.partition = f_partition_22
                            x21.current_leader_epoch = -1
                            x21.fetch_offset = f_fetch_offset_24
                            x21.last_fetched_epoch = -1
                            x21.log_start_offset = f_log_start_offset_26
                            x21.partition_max_bytes = f_partition_max_bytes_27
                            x21.replica_directory_id = ZERO_UUID
                            x21.high_watermark = 9223372036854775807
                            x21.unknown_tags = None
                            x21.tags_present = 0
                            f_partitions_17.append(x21)
                x14 = _new(FetchTopic)
                x14.topic_id = ZERO_UUID
                x14.topic = f_topic_16
                x14.partitions = f_partitions_17
                x14.unknown_tags = None
                f_topics_10.append(x14)
    n30 = _ui(buf, pos)[0]
    pos += 4
    if n30 < 0:
        raise _negative(pos)
    else:
        if n30 * 6 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        if n30:
            for _ in range(n30):
                n35 = _uh(buf, pos)[0]
                pos += 2
                if n35 < 0:
                    raise _negative(pos)
                else:
                    e36 = pos + n35
                    if e36 > end:
                        raise _short(pos)
                    f_topic_33 = buf[pos:e36].decode()
                    pos = e36
                n37 = _ui(buf, pos)[0]
                pos += 4
                if n37 < 0:
                    raise _negative(pos)
                else:
                    if not n37:
                        f_partitions_34 = []
                    elif n37 < 33:
                        f_partitions_34 = [*_i32s[n37](buf, pos)]
                        pos += n37 * 4
                    elif n37 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partitions_34 = [*_array('i', n37).unpack_from(buf, pos)]
                        pos += n37 * 4
                x31 = _new(ForgottenTopic)
                x31.topic_id = ZERO_UUID
                x31.topic = f_topic_33
                x31.partitions = f_partitions_34
                x31.unknown_tags = None
                f_forgotten_topics_data_11.append(x31)
    o = _new(FetchRequest)
    o.cluster_id = None
    o._replica_state = None
    o.replica_id = f_replica_id_3
    o.max_wait_ms = f_max_wait_ms_4
    o.min_bytes = f_min_bytes_5
    o.max_bytes = f_max_bytes_6
    o.isolation_level = f_isolation_level_7
    o.session_id = f_session_id_8
    o.session_epoch = f_session_epoch_9
    o.topics = f_topics_10
    o.forgotten_topics_data = f_forgotten_topics_data_11
    o.rack_id = ""
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchRequest_v9(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9 = _S5(buf, pos)
    pos += 25
    n13 = _ui(buf, pos)[0]
    pos += 4
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 6 > end - pos:
            raise _short(pos)
        f_topics_10 = []
        if n13:
            for _ in range(n13):
                n18 = _uh(buf, pos)[0]
                pos += 2
                if n18 < 0:
                    raise _negative(pos)
                else:
                    e19 = pos + n18
                    if e19 > end:
                        raise _short(pos)
                    f_topic_16 = buf[pos:e19].decode()
                    pos = e19
                n20 = _ui(buf, pos)[0]
                pos += 4
                if n20 < 0:
                    raise _negative(pos)
                else:
                    if n20 * 28 > end - pos:
                        raise _short(pos)
                    f_partitions_17 = []
                    if n20:
                        for _ in range(n20):
                            f_partition_22, f_current_leader_epoch_23, f_fetch_offset_24, f_log_start_offset_26, f_partition_max_bytes_27 = _S6(buf, pos)
                            pos += 28
                            x21 = _new(FetchPartition)
                            x21.partition = f_partition_22
                            x21.current_leader_epoch = f_current_leader_epoch_23
                            x21.fetch_offset = f_fetch_offset_24
                            x21.last_fetched_epoch = -1
                            x21.log_start_offset = f_log_start_offset_26
                            x21.partition_max_bytes = f_partition_max_bytes_27
                            x21.replica_directory_id = ZERO_UUID
                            x21.high_watermark = 9223372036854775807
                            x21.unknown_tags = None
                            x21.tags_present = 0
                            f_partitions_17.append(x21)
                x14 = _new(FetchTopic)
                x14.topic_id = ZERO_UUID
                x14.topic = f_topic_16
                x14.partitions = f_partitions_17
                x14.unknown_tags = None
                f_topics_10.append(x14)
    n30 = _ui(buf, pos)[0]
    pos += 4
    if n30 < 0:
        raise _negative(pos)
    else:
        if n30 * 6 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        if n30:
            for _ in range(n30):
                n35 = _uh(buf, pos)[0]
                pos += 2
                if n35 < 0:
                    raise _negative(pos)
                else:
                    e36 = pos + n35
                    if e36 > end:
                        raise _short(pos)
                    f_topic_33 = buf[pos:e36].decode()
                    pos = e36
                n37 = _ui(buf, pos)[0]
                pos += 4
                if n37 < 0:
                    raise _negative(pos)
                else:
                    if not n37:
                        f_partitions_34 = []
                    elif n37 < 33:
                        f_partitions_34 = [*_i32s[n37](buf, pos)]
                        pos += n37 * 4
                    elif n37 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partitions_34 = [*_array('i', n37).unpack_from(buf, pos)]
                        pos += n37 * 4
                x31 = _new(ForgottenTopic)
                x31.topic_id = ZERO_UUID
                x31.topic = f_topic_33
                x31.partitions = f_partitions_34
                x31.unknown_tags = None
                f_forgotten_topics_data_11.append(x31)
    o = _new(FetchRequest)
    o.cluster_id = None
    o._replica_state = None
    o.replica_id = f_replica_id_3
    o.max_wait_ms = f_max_wait_ms_4
    o.min_bytes = f_min_bytes_5
    o.max_bytes = f_max_bytes_6
    o.isolation_level = f_isolation_level_7
    o.session_id = f_session_id_8
    o.session_epoch = f_session_epoch_9
    o.topics = f_topics_10
    o.forgotten_topics_data = f_forgotten_topics_data_11
    o.rack_id = ""
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchRequest_v11(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9 = _S5(buf, pos)
    pos += 25
    n13 = _ui(buf, pos)[0]
    pos += 4
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 6 > end - pos:
            raise _short(pos)
        f_topics_10 = []
        if n13:
            for _ in range(n13):
                n18 = _uh(buf, pos)[0]
                pos += 2
                if n18 < 0:
                    raise _negative(pos)
                else:
                    e19 = pos + n18
                    if e19 > end:
                        raise _short(pos)
                    f_topic_16 = buf[pos:e19].decode()
                    pos = e19
                n20 = _ui(buf, pos)[0]
                pos += 4
                if n20 < 0:
                    raise _negative(pos)
                else:
                    if n20 * 28 > end - pos:
                        raise _short(pos)
                    f_partitions_17 = []
                    if n20:
                        for _ in range(n20):
                            f_partition_22, f_current_leader_epoch_23, f_fetch_offset_24, f_log_start_offset_26, f_partition_max_bytes_27 = _S6(buf, pos)
                            pos += 28
                            x21 = _new(FetchPartition)
                            x21.partition = f_partition_22
                            x21.current_leader_epoch = f_current_leader_epoch_23
                            x21.fetch_offset = f_fetch_offset_24
                            x21.last_fetched_epoch = -1
                            x21.log_start_offset = f_log_start_offset_26
                            x21.partition_max_bytes = f_partition_max_bytes_27
                            x21.replica_directory_id = ZERO_UUID
                            x21.high_watermark = 9223372036854775807
                            x21.unknown_tags = None
                            x21.tags_present = 0
                            f_partitions_17.append(x21)
                x14 = _new(FetchTopic)
                x14.topic_id = ZERO_UUID
                x14.topic = f_topic_16
                x14.partitions = f_partitions_17
                x14.unknown_tags = None
                f_topics_10.append(x14)
    n30 = _ui(buf, pos)[0]
    pos += 4
    if n30 < 0:
        raise _negative(pos)
    else:
        if n30 * 6 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        if n30:
            for _ in range(n30):
                n35 = _uh(buf, pos)[0]
                pos += 2
                if n35 < 0:
                    raise _negative(pos)
                else:
                    e36 = pos + n35
                    if e36 > end:
                        raise _short(pos)
                    f_topic_33 = buf[pos:e36].decode()
                    pos = e36
                n37 = _ui(buf, pos)[0]
                pos += 4
                if n37 < 0:
                    raise _negative(pos)
                else:
                    if not n37:
                        f_partitions_34 = []
                    elif n37 < 33:
                        f_partitions_34 = [*_i32s[n37](buf, pos)]
                        pos += n37 * 4
                    elif n37 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partitions_34 = [*_array('i', n37).unpack_from(buf, pos)]
                        pos += n37 * 4
                x31 = _new(ForgottenTopic)
                x31.topic_id = ZERO_UUID
                x31.topic = f_topic_33
                x31.partitions = f_partitions_34
                x31.unknown_tags = None
                f_forgotten_topics_data_11.append(x31)
    n38 = _uh(buf, pos)[0]
    pos += 2
    if n38 < 0:
        raise _negative(pos)
    else:
        e39 = pos + n38
        if e39 > end:
            raise _short(pos)
        f_rack_id_12 = buf[pos:e39].decode()
        pos = e39
    o = _new(FetchRequest)
    o.cluster_id = None
    o._replica_state = None
    o.replica_id = f_replica_id_3
    o.max_wait_ms = f_max_wait_ms_4
    o.min_bytes = f_min_bytes_5
    o.max_bytes = f_max_bytes_6
    o.isolation_level = f_isolation_level_7
    o.session_id = f_session_id_8
    o.session_epoch = f_session_epoch_9
    o.topics = f_topics_10
    o.forgotten_topics_data = f_forgotten_topics_data_11
    o.rack_id = f_rack_id_12
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchRequest_v12(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, pk13 = _S7(buf, pos)
    pos += 26
    if pk13 >= 128:
        if buf[pos] < 128:
            pk13 = (pk13 & 127) | (buf[pos] << 7)
            pos += 1
        else:
            pk13, pos = _uvarint(buf, pos - 1)
    pk13 -= 1
    if pk13 < 0:
        raise _negative(pos)
    else:
        if pk13 * 3 > end - pos:
            raise _short(pos)
        f_topics_10 = []
        if pk13:
            for _ in range(pk13):
                n18 = buf[pos]
                if n18 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n18 = (n18 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n18, pos = _uvarint(buf, pos)
                n18 -= 1
                if n18 < 0:
                    raise _negative(pos)
                else:
                    e19 = pos + n18
                    if e19 > end:
                        raise _short(pos)
                    f_topic_16 = buf[pos:e19].decode()
                    pos = e19
                n20 = buf[pos]
                if n20 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n20 = (n20 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n20, pos = _uvarint(buf, pos)
                n20 -= 1
                if n20 < 0:
                    raise _negative(pos)
                else:
                    if n20 * 33 > end - pos:
                        raise _short(pos)
                    f_partitions_17 = []
                    if n20:
                        for _ in range(n20):
                            f_partition_22, f_current_leader_epoch_23, f_fetch_offset_24, f_last_fetched_epoch_25, f_log_start_offset_26, f_partition_max_bytes_27, pk30 = _S8(buf, pos)
                            pos += 33
                            if pk30:
                                u31, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u31 = None
                            x21 = _new(FetchPartition)
                            x21.partition = f_partition_22
                            x21.current_leader_epoch = f_current_leader_epoch_23
                            x21.fetch_offset = f_fetch_offset_24
                            x21.last_fetched_epoch = f_last_fetched_epoch_25
                            x21.log_start_offset = f_log_start_offset_26
                            x21.partition_max_bytes = f_partition_max_bytes_27
                            x21.replica_directory_id = ZERO_UUID
                            x21.high_watermark = 9223372036854775807
                            x21.unknown_tags = u31
                            x21.tags_present = 0
                            f_partitions_17.append(x21)
                if buf[pos]:
                    u32, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u32 = None
                x14 = _new(FetchTopic)
                x14.topic_id = ZERO_UUID
                x14.topic = f_topic_16
                x14.partitions = f_partitions_17
                x14.unknown_tags = u32
                f_topics_10.append(x14)
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
        if n33 * 3 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        if n33:
            for _ in range(n33):
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
                    e39 = pos + n38
                    if e39 > end:
                        raise _short(pos)
                    f_topic_36 = buf[pos:e39].decode()
                    pos = e39
                b40 = buf[pos]
                pos += 1
                if 1 < b40 < 34:
                    f_partitions_37 = [*_i32c[b40](buf, pos)]
                    pos += b40 * 4 - 4
                elif b40 == 1:
                    f_partitions_37 = []
                else:
                    pos -= 1
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
                        if not n41:
                            f_partitions_37 = []
                        elif n41 < 33:
                            f_partitions_37 = [*_i32s[n41](buf, pos)]
                            pos += n41 * 4
                        elif n41 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_37 = [*_array('i', n41).unpack_from(buf, pos)]
                            pos += n41 * 4
                if buf[pos]:
                    u42, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u42 = None
                x34 = _new(ForgottenTopic)
                x34.topic_id = ZERO_UUID
                x34.topic = f_topic_36
                x34.partitions = f_partitions_37
                x34.unknown_tags = u42
                f_forgotten_topics_data_11.append(x34)
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
        if e44 > end:
            raise _short(pos)
        f_rack_id_12 = buf[pos:e44].decode()
        pos = e44
    if not buf[pos]:
        pos += 1
        o = _new(FetchRequest)
        o.cluster_id = None
        o._replica_state = None
        o.replica_id = f_replica_id_3
        o.max_wait_ms = f_max_wait_ms_4
        o.min_bytes = f_min_bytes_5
        o.max_bytes = f_max_bytes_6
        o.isolation_level = f_isolation_level_7
        o.session_id = f_session_id_8
        o.session_epoch = f_session_epoch_9
        o.topics = f_topics_10
        o.forgotten_topics_data = f_forgotten_topics_data_11
        o.rack_id = f_rack_id_12
        o.unknown_tags = None
        o.tags_present = 0
    else:
        f_cluster_id_1 = None
        nt45 = buf[pos]
        if nt45 < 128:
            pos += 1
        else:
            nt45, pos = _uvarint(buf, pos)
        u46 = None
        kp51 = 0
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
            if te50 > end:
                raise _short(pos)
            if tg48 <= last47:
                raise _tag_order(pos)
            last47 = tg48
            if tg48 == 0:
                n52 = buf[pos]
                if n52 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n52 = (n52 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n52, pos = _uvarint(buf, pos)
                n52 -= 1
                if n52 == -1:
                    f_cluster_id_1 = None
                elif n52 < 0:
                    raise _negative(pos)
                else:
                    e53 = pos + n52
                    if e53 > te50:
                        raise _short(pos)
                    f_cluster_id_1 = buf[pos:e53].decode()
                    pos = e53
                if pos != te50:
                    raise _tag_size(pos)
                kp51 |= 1
            else:
                if u46 is None:
                    u46 = {}
                u46[tg48] = buf[pos:te50]
                pos = te50
        o = _new(FetchRequest)
        o.cluster_id = f_cluster_id_1
        o._replica_state = None
        o.replica_id = f_replica_id_3
        o.max_wait_ms = f_max_wait_ms_4
        o.min_bytes = f_min_bytes_5
        o.max_bytes = f_max_bytes_6
        o.isolation_level = f_isolation_level_7
        o.session_id = f_session_id_8
        o.session_epoch = f_session_epoch_9
        o.topics = f_topics_10
        o.forgotten_topics_data = f_forgotten_topics_data_11
        o.rack_id = f_rack_id_12
        o.unknown_tags = u46
        o.tags_present = kp51
    return o, pos


def _d_FetchRequest_v13(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, pk13 = _S7(buf, pos)
    pos += 26
    if pk13 >= 128:
        if buf[pos] < 128:
            pk13 = (pk13 & 127) | (buf[pos] << 7)
            pos += 1
        else:
            pk13, pos = _uvarint(buf, pos - 1)
    pk13 -= 1
    if pk13 < 0:
        raise _negative(pos)
    else:
        if pk13 * 18 > end - pos:
            raise _short(pos)
        f_topics_10 = []
        if pk13:
            for _ in range(pk13):
                f_topic_id_15, pk18 = _S9(buf, pos)
                pos += 17
                f_topic_id_15 = _cached_uuid(f_topic_id_15) or _make_uuid(f_topic_id_15)
                if pk18 >= 128:
                    if buf[pos] < 128:
                        pk18 = (pk18 & 127) | (buf[pos] << 7)
                        pos += 1
                    else:
                        pk18, pos = _uvarint(buf, pos - 1)
                pk18 -= 1
                if pk18 < 0:
                    raise _negative(pos)
                else:
                    if pk18 * 33 > end - pos:
                        raise _short(pos)
                    f_partitions_17 = []
                    if pk18:
                        for _ in range(pk18):
                            f_partition_20, f_current_leader_epoch_21, f_fetch_offset_22, f_last_fetched_epoch_23, f_log_start_offset_24, f_partition_max_bytes_25, pk28 = _S8(buf, pos)
                            pos += 33
                            if pk28:
                                u29, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u29 = None
                            x19 = _new(FetchPartition)
                            x19.partition = f_partition_20
                            x19.current_leader_epoch = f_current_leader_epoch_21
                            x19.fetch_offset = f_fetch_offset_22
                            x19.last_fetched_epoch = f_last_fetched_epoch_23
                            x19.log_start_offset = f_log_start_offset_24
                            x19.partition_max_bytes = f_partition_max_bytes_25
                            x19.replica_directory_id = ZERO_UUID
                            x19.high_watermark = 9223372036854775807
                            x19.unknown_tags = u29
                            x19.tags_present = 0
                            f_partitions_17.append(x19)
                if buf[pos]:
                    u30, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u30 = None
                x14 = _new(FetchTopic)
                x14.topic_id = f_topic_id_15
                x14.topic = ""
                x14.partitions = f_partitions_17
                x14.unknown_tags = u30
                f_topics_10.append(x14)
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
        if n31 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        if n31:
            for _ in range(n31):
                f_topic_id_33, pk36 = _S9(buf, pos)
                pos += 17
                f_topic_id_33 = _cached_uuid(f_topic_id_33) or _make_uuid(f_topic_id_33)
                if 1 < pk36 < 34:
                    f_partitions_35 = [*_i32c[pk36](buf, pos)]
                    pos += pk36 * 4 - 4
                elif pk36 == 1:
                    f_partitions_35 = []
                else:
                    pos -= 1
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
                        if not n37:
                            f_partitions_35 = []
                        elif n37 < 33:
                            f_partitions_35 = [*_i32s[n37](buf, pos)]
                            pos += n37 * 4
                        elif n37 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_35 = [*_array('i', n37).unpack_from(buf, pos)]
                            pos += n37 * 4
                if buf[pos]:
                    u38, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u38 = None
                x32 = _new(ForgottenTopic)
                x32.topic_id = f_topic_id_33
                x32.topic = ""
                x32.partitions = f_partitions_35
                x32.unknown_tags = u38
                f_forgotten_topics_data_11.append(x32)
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
        f_rack_id_12 = buf[pos:e40].decode()
        pos = e40
    if not buf[pos]:
        pos += 1
        o = _new(FetchRequest)
        o.cluster_id = None
        o._replica_state = None
        o.replica_id = f_replica_id_3
        o.max_wait_ms = f_max_wait_ms_4
        o.min_bytes = f_min_bytes_5
        o.max_bytes = f_max_bytes_6
        o.isolation_level = f_isolation_level_7
        o.session_id = f_session_id_8
        o.session_epoch = f_session_epoch_9
        o.topics = f_topics_10
        o.forgotten_topics_data = f_forgotten_topics_data_11
        o.rack_id = f_rack_id_12
        o.unknown_tags = None
        o.tags_present = 0
    else:
        f_cluster_id_1 = None
        nt41 = buf[pos]
        if nt41 < 128:
            pos += 1
        else:
            nt41, pos = _uvarint(buf, pos)
        u42 = None
        kp47 = 0
        last43 = -1
        for _ in range(nt41):
            tg44 = buf[pos]
            if tg44 < 128:
                pos += 1
            else:
                tg44, pos = _uvarint(buf, pos)
            sz45 = buf[pos]
            if sz45 < 128:
                pos += 1
            else:
                sz45, pos = _uvarint(buf, pos)
            te46 = pos + sz45
            if te46 > end:
                raise _short(pos)
            if tg44 <= last43:
                raise _tag_order(pos)
            last43 = tg44
            if tg44 == 0:
                n48 = buf[pos]
                if n48 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n48 = (n48 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n48, pos = _uvarint(buf, pos)
                n48 -= 1
                if n48 == -1:
                    f_cluster_id_1 = None
                elif n48 < 0:
                    raise _negative(pos)
                else:
                    e49 = pos + n48
                    if e49 > te46:
                        raise _short(pos)
                    f_cluster_id_1 = buf[pos:e49].decode()
                    pos = e49
                if pos != te46:
                    raise _tag_size(pos)
                kp47 |= 1
            else:
                if u42 is None:
                    u42 = {}
                u42[tg44] = buf[pos:te46]
                pos = te46
        o = _new(FetchRequest)
        o.cluster_id = f_cluster_id_1
        o._replica_state = None
        o.replica_id = f_replica_id_3
        o.max_wait_ms = f_max_wait_ms_4
        o.min_bytes = f_min_bytes_5
        o.max_bytes = f_max_bytes_6
        o.isolation_level = f_isolation_level_7
        o.session_id = f_session_id_8
        o.session_epoch = f_session_epoch_9
        o.topics = f_topics_10
        o.forgotten_topics_data = f_forgotten_topics_data_11
        o.rack_id = f_rack_id_12
        o.unknown_tags = u42
        o.tags_present = kp47
    return o, pos


def _d_FetchRequest_v15(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, pk13 = _S10(buf, pos)
    pos += 22
    if pk13 >= 128:
        if buf[pos] < 128:
            pk13 = (pk13 & 127) | (buf[pos] << 7)
            pos += 1
        else:
            pk13, pos = _uvarint(buf, pos - 1)
    pk13 -= 1
    if pk13 < 0:
        raise _negative(pos)
    else:
        if pk13 * 18 > end - pos:
            raise _short(pos)
        f_topics_10 = []
        if pk13:
            for _ in range(pk13):
                f_topic_id_15, pk18 = _S9(buf, pos)
                pos += 17
                f_topic_id_15 = _cached_uuid(f_topic_id_15) or _make_uuid(f_topic_id_15)
                if pk18 >= 128:
                    if buf[pos] < 128:
                        pk18 = (pk18 & 127) | (buf[pos] << 7)
                        pos += 1
                    else:
                        pk18, pos = _uvarint(buf, pos - 1)
                pk18 -= 1
                if pk18 < 0:
                    raise _negative(pos)
                else:
                    if pk18 * 33 > end - pos:
                        raise _short(pos)
                    f_partitions_17 = []
                    if pk18:
                        for _ in range(pk18):
                            f_partition_20, f_current_leader_epoch_21, f_fetch_offset_22, f_last_fetched_epoch_23, f_log_start_offset_24, f_partition_max_bytes_25, pk28 = _S8(buf, pos)
                            pos += 33
                            if pk28:
                                u29, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u29 = None
                            x19 = _new(FetchPartition)
                            x19.partition = f_partition_20
                            x19.current_leader_epoch = f_current_leader_epoch_21
                            x19.fetch_offset = f_fetch_offset_22
                            x19.last_fetched_epoch = f_last_fetched_epoch_23
                            x19.log_start_offset = f_log_start_offset_24
                            x19.partition_max_bytes = f_partition_max_bytes_25
                            x19.replica_directory_id = ZERO_UUID
                            x19.high_watermark = 9223372036854775807
                            x19.unknown_tags = u29
                            x19.tags_present = 0
                            f_partitions_17.append(x19)
                if buf[pos]:
                    u30, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u30 = None
                x14 = _new(FetchTopic)
                x14.topic_id = f_topic_id_15
                x14.topic = ""
                x14.partitions = f_partitions_17
                x14.unknown_tags = u30
                f_topics_10.append(x14)
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
        if n31 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        if n31:
            for _ in range(n31):
                f_topic_id_33, pk36 = _S9(buf, pos)
                pos += 17
                f_topic_id_33 = _cached_uuid(f_topic_id_33) or _make_uuid(f_topic_id_33)
                if 1 < pk36 < 34:
                    f_partitions_35 = [*_i32c[pk36](buf, pos)]
                    pos += pk36 * 4 - 4
                elif pk36 == 1:
                    f_partitions_35 = []
                else:
                    pos -= 1
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
                        if not n37:
                            f_partitions_35 = []
                        elif n37 < 33:
                            f_partitions_35 = [*_i32s[n37](buf, pos)]
                            pos += n37 * 4
                        elif n37 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_35 = [*_array('i', n37).unpack_from(buf, pos)]
                            pos += n37 * 4
                if buf[pos]:
                    u38, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u38 = None
                x32 = _new(ForgottenTopic)
                x32.topic_id = f_topic_id_33
                x32.topic = ""
                x32.partitions = f_partitions_35
                x32.unknown_tags = u38
                f_forgotten_topics_data_11.append(x32)
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
        f_rack_id_12 = buf[pos:e40].decode()
        pos = e40
    if not buf[pos]:
        pos += 1
        o = _new(FetchRequest)
        o.cluster_id = None
        o._replica_state = None
        o.replica_id = -1
        o.max_wait_ms = f_max_wait_ms_4
        o.min_bytes = f_min_bytes_5
        o.max_bytes = f_max_bytes_6
        o.isolation_level = f_isolation_level_7
        o.session_id = f_session_id_8
        o.session_epoch = f_session_epoch_9
        o.topics = f_topics_10
        o.forgotten_topics_data = f_forgotten_topics_data_11
        o.rack_id = f_rack_id_12
        o.unknown_tags = None
        o.tags_present = 0
    else:
        f_cluster_id_1 = None
        f_replica_state_2 = None
        nt41 = buf[pos]
        if nt41 < 128:
            pos += 1
        else:
            nt41, pos = _uvarint(buf, pos)
        u42 = None
        kp47 = 0
        last43 = -1
        for _ in range(nt41):
            tg44 = buf[pos]
            if tg44 < 128:
                pos += 1
            else:
                tg44, pos = _uvarint(buf, pos)
            sz45 = buf[pos]
            if sz45 < 128:
                pos += 1
            else:
                sz45, pos = _uvarint(buf, pos)
            te46 = pos + sz45
            if te46 > end:
                raise _short(pos)
            if tg44 <= last43:
                raise _tag_order(pos)
            last43 = tg44
            if tg44 == 0:
                n48 = buf[pos]
                if n48 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n48 = (n48 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n48, pos = _uvarint(buf, pos)
                n48 -= 1
                if n48 == -1:
                    f_cluster_id_1 = None
                elif n48 < 0:
                    raise _negative(pos)
                else:
                    e49 = pos + n48
                    if e49 > te46:
                        raise _short(pos)
                    f_cluster_id_1 = buf[pos:e49].decode()
                    pos = e49
                if pos != te46:
                    raise _tag_size(pos)
                kp47 |= 1
            elif tg44 == 1:
                f_replica_id_50, f_replica_epoch_51, pk52 = _S11(buf, pos)
                pos += 13
                if pk52:
                    u53, pos = _unknown_tags(buf, pos - 1, te46)
                else:
                    u53 = None
                f_replica_state_2 = _new(ReplicaState)
                f_replica_state_2.replica_id = f_replica_id_50
                f_replica_state_2.replica_epoch = f_replica_epoch_51
                f_replica_state_2.unknown_tags = u53
                if pos != te46:
                    raise _tag_size(pos)
                kp47 |= 2
            else:
                if u42 is None:
                    u42 = {}
                u42[tg44] = buf[pos:te46]
                pos = te46
        o = _new(FetchRequest)
        o.cluster_id = f_cluster_id_1
        o._replica_state = f_replica_state_2
        o.replica_id = -1
        o.max_wait_ms = f_max_wait_ms_4
        o.min_bytes = f_min_bytes_5
        o.max_bytes = f_max_bytes_6
        o.isolation_level = f_isolation_level_7
        o.session_id = f_session_id_8
        o.session_epoch = f_session_epoch_9
        o.topics = f_topics_10
        o.forgotten_topics_data = f_forgotten_topics_data_11
        o.rack_id = f_rack_id_12
        o.unknown_tags = u42
        o.tags_present = kp47
    return o, pos


def _d_FetchRequest_v17(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, pk13 = _S10(buf, pos)
    pos += 22
    if pk13 >= 128:
        if buf[pos] < 128:
            pk13 = (pk13 & 127) | (buf[pos] << 7)
            pos += 1
        else:
            pk13, pos = _uvarint(buf, pos - 1)
    pk13 -= 1
    if pk13 < 0:
        raise _negative(pos)
    else:
        if pk13 * 18 > end - pos:
            raise _short(pos)
        f_topics_10 = []
        if pk13:
            for _ in range(pk13):
                f_topic_id_15, pk18 = _S9(buf, pos)
                pos += 17
                f_topic_id_15 = _cached_uuid(f_topic_id_15) or _make_uuid(f_topic_id_15)
                if pk18 >= 128:
                    if buf[pos] < 128:
                        pk18 = (pk18 & 127) | (buf[pos] << 7)
                        pos += 1
                    else:
                        pk18, pos = _uvarint(buf, pos - 1)
                pk18 -= 1
                if pk18 < 0:
                    raise _negative(pos)
                else:
                    if pk18 * 33 > end - pos:
                        raise _short(pos)
                    f_partitions_17 = []
                    if pk18:
                        for _ in range(pk18):
                            f_partition_20, f_current_leader_epoch_21, f_fetch_offset_22, f_last_fetched_epoch_23, f_log_start_offset_24, f_partition_max_bytes_25, pk28 = _S8(buf, pos)
                            pos += 33
                            if not pk28:
                                x19 = _new(FetchPartition)
                                x19.partition = f_partition_20
                                x19.current_leader_epoch = f_current_leader_epoch_21
                                x19.fetch_offset = f_fetch_offset_22
                                x19.last_fetched_epoch = f_last_fetched_epoch_23
                                x19.log_start_offset = f_log_start_offset_24
                                x19.partition_max_bytes = f_partition_max_bytes_25
                                x19.replica_directory_id = ZERO_UUID
                                x19.high_watermark = 9223372036854775807
                                x19.unknown_tags = None
                                x19.tags_present = 0
                            else:
                                pos -= 1
                                f_replica_directory_id_26 = ZERO_UUID
                                nt29 = buf[pos]
                                if nt29 < 128:
                                    pos += 1
                                else:
                                    nt29, pos = _uvarint(buf, pos)
                                u30 = None
                                kp35 = 0
                                last31 = -1
                                for _ in range(nt29):
                                    tg32 = buf[pos]
                                    if tg32 < 128:
                                        pos += 1
                                    else:
                                        tg32, pos = _uvarint(buf, pos)
                                    sz33 = buf[pos]
                                    if sz33 < 128:
                                        pos += 1
                                    else:
                                        sz33, pos = _uvarint(buf, pos)
                                    te34 = pos + sz33
                                    if te34 > end:
                                        raise _short(pos)
                                    if tg32 <= last31:
                                        raise _tag_order(pos)
                                    last31 = tg32
                                    if tg32 == 0:
                                        f_replica_directory_id_26 = _S12(buf, pos)[0]
                                        pos += 16
                                        f_replica_directory_id_26 = _cached_uuid(f_replica_directory_id_26) or _make_uuid(f_replica_directory_id_26)
                                        if pos != te34:
                                            raise _tag_size(pos)
                                        kp35 |= 1
                                    else:
                                        if u30 is None:
                                            u30 = {}
                                        u30[tg32] = buf[pos:te34]
                                        pos = te34
                                x19 = _new(FetchPartition)
                                x19.partition = f_partition_20
                                x19.current_leader_epoch = f_current_leader_epoch_21
                                x19.fetch_offset = f_fetch_offset_22
                                x19.last_fetched_epoch = f_last_fetched_epoch_23
                                x19.log_start_offset = f_log_start_offset_24
                                x19.partition_max_bytes = f_partition_max_bytes_25
                                x19.replica_directory_id = f_replica_directory_id_26
                                x19.high_watermark = 9223372036854775807
                                x19.unknown_tags = u30
                                x19.tags_present = kp35
                            f_partitions_17.append(x19)
                if buf[pos]:
                    u36, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u36 = None
                x14 = _new(FetchTopic)
                x14.topic_id = f_topic_id_15
                x14.topic = ""
                x14.partitions = f_partitions_17
                x14.unknown_tags = u36
                f_topics_10.append(x14)
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
        if n37 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        if n37:
            for _ in range(n37):
                f_topic_id_39, pk42 = _S9(buf, pos)
                pos += 17
                f_topic_id_39 = _cached_uuid(f_topic_id_39) or _make_uuid(f_topic_id_39)
                if 1 < pk42 < 34:
                    f_partitions_41 = [*_i32c[pk42](buf, pos)]
                    pos += pk42 * 4 - 4
                elif pk42 == 1:
                    f_partitions_41 = []
                else:
                    pos -= 1
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
                        if not n43:
                            f_partitions_41 = []
                        elif n43 < 33:
                            f_partitions_41 = [*_i32s[n43](buf, pos)]
                            pos += n43 * 4
                        elif n43 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_41 = [*_array('i', n43).unpack_from(buf, pos)]
                            pos += n43 * 4
                if buf[pos]:
                    u44, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u44 = None
                x38 = _new(ForgottenTopic)
                x38.topic_id = f_topic_id_39
                x38.topic = ""
                x38.partitions = f_partitions_41
                x38.unknown_tags = u44
                f_forgotten_topics_data_11.append(x38)
    n45 = buf[pos]
    if n45 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n45 = (n45 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n45, pos = _uvarint(buf, pos)
    n45 -= 1
    if n45 < 0:
        raise _negative(pos)
    else:
        e46 = pos + n45
        if e46 > end:
            raise _short(pos)
        f_rack_id_12 = buf[pos:e46].decode()
        pos = e46
    if not buf[pos]:
        pos += 1
        o = _new(FetchRequest)
        o.cluster_id = None
        o._replica_state = None
        o.replica_id = -1
        o.max_wait_ms = f_max_wait_ms_4
        o.min_bytes = f_min_bytes_5
        o.max_bytes = f_max_bytes_6
        o.isolation_level = f_isolation_level_7
        o.session_id = f_session_id_8
        o.session_epoch = f_session_epoch_9
        o.topics = f_topics_10
        o.forgotten_topics_data = f_forgotten_topics_data_11
        o.rack_id = f_rack_id_12
        o.unknown_tags = None
        o.tags_present = 0
    else:
        f_cluster_id_1 = None
        f_replica_state_2 = None
        nt47 = buf[pos]
        if nt47 < 128:
            pos += 1
        else:
            nt47, pos = _uvarint(buf, pos)
        u48 = None
        kp53 = 0
        last49 = -1
        for _ in range(nt47):
            tg50 = buf[pos]
            if tg50 < 128:
                pos += 1
            else:
                tg50, pos = _uvarint(buf, pos)
            sz51 = buf[pos]
            if sz51 < 128:
                pos += 1
            else:
                sz51, pos = _uvarint(buf, pos)
            te52 = pos + sz51
            if te52 > end:
                raise _short(pos)
            if tg50 <= last49:
                raise _tag_order(pos)
            last49 = tg50
            if tg50 == 0:
                n54 = buf[pos]
                if n54 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n54 = (n54 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n54, pos = _uvarint(buf, pos)
                n54 -= 1
                if n54 == -1:
                    f_cluster_id_1 = None
                elif n54 < 0:
                    raise _negative(pos)
                else:
                    e55 = pos + n54
                    if e55 > te52:
                        raise _short(pos)
                    f_cluster_id_1 = buf[pos:e55].decode()
                    pos = e55
                if pos != te52:
                    raise _tag_size(pos)
                kp53 |= 1
            elif tg50 == 1:
                f_replica_id_56, f_replica_epoch_57, pk58 = _S11(buf, pos)
                pos += 13
                if pk58:
                    u59, pos = _unknown_tags(buf, pos - 1, te52)
                else:
                    u59 = None
                f_replica_state_2 = _new(ReplicaState)
                f_replica_state_2.replica_id = f_replica_id_56
                f_replica_state_2.replica_epoch = f_replica_epoch_57
                f_replica_state_2.unknown_tags = u59
                if pos != te52:
                    raise _tag_size(pos)
                kp53 |= 2
            else:
                if u48 is None:
                    u48 = {}
                u48[tg50] = buf[pos:te52]
                pos = te52
        o = _new(FetchRequest)
        o.cluster_id = f_cluster_id_1
        o._replica_state = f_replica_state_2
        o.replica_id = -1
        o.max_wait_ms = f_max_wait_ms_4
        o.min_bytes = f_min_bytes_5
        o.max_bytes = f_max_bytes_6
        o.isolation_level = f_isolation_level_7
        o.session_id = f_session_id_8
        o.session_epoch = f_session_epoch_9
        o.topics = f_topics_10
        o.forgotten_topics_data = f_forgotten_topics_data_11
        o.rack_id = f_rack_id_12
        o.unknown_tags = u48
        o.tags_present = kp53
    return o, pos


def _d_FetchRequest_v18(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, pk13 = _S10(buf, pos)
    pos += 22
    if pk13 >= 128:
        if buf[pos] < 128:
            pk13 = (pk13 & 127) | (buf[pos] << 7)
            pos += 1
        else:
            pk13, pos = _uvarint(buf, pos - 1)
    pk13 -= 1
    if pk13 < 0:
        raise _negative(pos)
    else:
        if pk13 * 18 > end - pos:
            raise _short(pos)
        f_topics_10 = []
        if pk13:
            for _ in range(pk13):
                f_topic_id_15, pk18 = _S9(buf, pos)
                pos += 17
                f_topic_id_15 = _cached_uuid(f_topic_id_15) or _make_uuid(f_topic_id_15)
                if pk18 >= 128:
                    if buf[pos] < 128:
                        pk18 = (pk18 & 127) | (buf[pos] << 7)
                        pos += 1
                    else:
                        pk18, pos = _uvarint(buf, pos - 1)
                pk18 -= 1
                if pk18 < 0:
                    raise _negative(pos)
                else:
                    if pk18 * 33 > end - pos:
                        raise _short(pos)
                    f_partitions_17 = []
                    if pk18:
                        for _ in range(pk18):
                            f_partition_20, f_current_leader_epoch_21, f_fetch_offset_22, f_last_fetched_epoch_23, f_log_start_offset_24, f_partition_max_bytes_25, pk28 = _S8(buf, pos)
                            pos += 33
                            if not pk28:
                                x19 = _new(FetchPartition)
                                x19.partition = f_partition_20
                                x19.current_leader_epoch = f_current_leader_epoch_21
                                x19.fetch_offset = f_fetch_offset_22
                                x19.last_fetched_epoch = f_last_fetched_epoch_23
                                x19.log_start_offset = f_log_start_offset_24
                                x19.partition_max_bytes = f_partition_max_bytes_25
                                x19.replica_directory_id = ZERO_UUID
                                x19.high_watermark = 9223372036854775807
                                x19.unknown_tags = None
                                x19.tags_present = 0
                            else:
                                pos -= 1
                                f_replica_directory_id_26 = ZERO_UUID
                                f_high_watermark_27 = 9223372036854775807
                                nt29 = buf[pos]
                                if nt29 < 128:
                                    pos += 1
                                else:
                                    nt29, pos = _uvarint(buf, pos)
                                u30 = None
                                kp35 = 0
                                last31 = -1
                                for _ in range(nt29):
                                    tg32 = buf[pos]
                                    if tg32 < 128:
                                        pos += 1
                                    else:
                                        tg32, pos = _uvarint(buf, pos)
                                    sz33 = buf[pos]
                                    if sz33 < 128:
                                        pos += 1
                                    else:
                                        sz33, pos = _uvarint(buf, pos)
                                    te34 = pos + sz33
                                    if te34 > end:
                                        raise _short(pos)
                                    if tg32 <= last31:
                                        raise _tag_order(pos)
                                    last31 = tg32
                                    if tg32 == 0:
                                        f_replica_directory_id_26 = _S12(buf, pos)[0]
                                        pos += 16
                                        f_replica_directory_id_26 = _cached_uuid(f_replica_directory_id_26) or _make_uuid(f_replica_directory_id_26)
                                        if pos != te34:
                                            raise _tag_size(pos)
                                        kp35 |= 1
                                    elif tg32 == 1:
                                        f_high_watermark_27 = _S13(buf, pos)[0]
                                        pos += 8
                                        if pos != te34:
                                            raise _tag_size(pos)
                                        kp35 |= 2
                                    else:
                                        if u30 is None:
                                            u30 = {}
                                        u30[tg32] = buf[pos:te34]
                                        pos = te34
                                x19 = _new(FetchPartition)
                                x19.partition = f_partition_20
                                x19.current_leader_epoch = f_current_leader_epoch_21
                                x19.fetch_offset = f_fetch_offset_22
                                x19.last_fetched_epoch = f_last_fetched_epoch_23
                                x19.log_start_offset = f_log_start_offset_24
                                x19.partition_max_bytes = f_partition_max_bytes_25
                                x19.replica_directory_id = f_replica_directory_id_26
                                x19.high_watermark = f_high_watermark_27
                                x19.unknown_tags = u30
                                x19.tags_present = kp35
                            f_partitions_17.append(x19)
                if buf[pos]:
                    u36, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u36 = None
                x14 = _new(FetchTopic)
                x14.topic_id = f_topic_id_15
                x14.topic = ""
                x14.partitions = f_partitions_17
                x14.unknown_tags = u36
                f_topics_10.append(x14)
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
        if n37 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        if n37:
            for _ in range(n37):
                f_topic_id_39, pk42 = _S9(buf, pos)
                pos += 17
                f_topic_id_39 = _cached_uuid(f_topic_id_39) or _make_uuid(f_topic_id_39)
                if 1 < pk42 < 34:
                    f_partitions_41 = [*_i32c[pk42](buf, pos)]
                    pos += pk42 * 4 - 4
                elif pk42 == 1:
                    f_partitions_41 = []
                else:
                    pos -= 1
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
                        if not n43:
                            f_partitions_41 = []
                        elif n43 < 33:
                            f_partitions_41 = [*_i32s[n43](buf, pos)]
                            pos += n43 * 4
                        elif n43 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_41 = [*_array('i', n43).unpack_from(buf, pos)]
                            pos += n43 * 4
                if buf[pos]:
                    u44, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u44 = None
                x38 = _new(ForgottenTopic)
                x38.topic_id = f_topic_id_39
                x38.topic = ""
                x38.partitions = f_partitions_41
                x38.unknown_tags = u44
                f_forgotten_topics_data_11.append(x38)
    n45 = buf[pos]
    if n45 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n45 = (n45 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n45, pos = _uvarint(buf, pos)
    n45 -= 1
    if n45 < 0:
        raise _negative(pos)
    else:
        e46 = pos + n45
        if e46 > end:
            raise _short(pos)
        f_rack_id_12 = buf[pos:e46].decode()
        pos = e46
    if not buf[pos]:
        pos += 1
        o = _new(FetchRequest)
        o.cluster_id = None
        o._replica_state = None
        o.replica_id = -1
        o.max_wait_ms = f_max_wait_ms_4
        o.min_bytes = f_min_bytes_5
        o.max_bytes = f_max_bytes_6
        o.isolation_level = f_isolation_level_7
        o.session_id = f_session_id_8
        o.session_epoch = f_session_epoch_9
        o.topics = f_topics_10
        o.forgotten_topics_data = f_forgotten_topics_data_11
        o.rack_id = f_rack_id_12
        o.unknown_tags = None
        o.tags_present = 0
    else:
        f_cluster_id_1 = None
        f_replica_state_2 = None
        nt47 = buf[pos]
        if nt47 < 128:
            pos += 1
        else:
            nt47, pos = _uvarint(buf, pos)
        u48 = None
        kp53 = 0
        last49 = -1
        for _ in range(nt47):
            tg50 = buf[pos]
            if tg50 < 128:
                pos += 1
            else:
                tg50, pos = _uvarint(buf, pos)
            sz51 = buf[pos]
            if sz51 < 128:
                pos += 1
            else:
                sz51, pos = _uvarint(buf, pos)
            te52 = pos + sz51
            if te52 > end:
                raise _short(pos)
            if tg50 <= last49:
                raise _tag_order(pos)
            last49 = tg50
            if tg50 == 0:
                n54 = buf[pos]
                if n54 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n54 = (n54 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n54, pos = _uvarint(buf, pos)
                n54 -= 1
                if n54 == -1:
                    f_cluster_id_1 = None
                elif n54 < 0:
                    raise _negative(pos)
                else:
                    e55 = pos + n54
                    if e55 > te52:
                        raise _short(pos)
                    f_cluster_id_1 = buf[pos:e55].decode()
                    pos = e55
                if pos != te52:
                    raise _tag_size(pos)
                kp53 |= 1
            elif tg50 == 1:
                f_replica_id_56, f_replica_epoch_57, pk58 = _S11(buf, pos)
                pos += 13
                if pk58:
                    u59, pos = _unknown_tags(buf, pos - 1, te52)
                else:
                    u59 = None
                f_replica_state_2 = _new(ReplicaState)
                f_replica_state_2.replica_id = f_replica_id_56
                f_replica_state_2.replica_epoch = f_replica_epoch_57
                f_replica_state_2.unknown_tags = u59
                if pos != te52:
                    raise _tag_size(pos)
                kp53 |= 2
            else:
                if u48 is None:
                    u48 = {}
                u48[tg50] = buf[pos:te52]
                pos = te52
        o = _new(FetchRequest)
        o.cluster_id = f_cluster_id_1
        o._replica_state = f_replica_state_2
        o.replica_id = -1
        o.max_wait_ms = f_max_wait_ms_4
        o.min_bytes = f_min_bytes_5
        o.max_bytes = f_max_bytes_6
        o.isolation_level = f_isolation_level_7
        o.session_id = f_session_id_8
        o.session_epoch = f_session_epoch_9
        o.topics = f_topics_10
        o.forgotten_topics_data = f_forgotten_topics_data_11
        o.rack_id = f_rack_id_12
        o.unknown_tags = u48
        o.tags_present = kp53
    return o, pos


def _e_FetchRequest_v0(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 0)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 0)
    out.append(_P0(o.replica_id, o.max_wait_ms, o.min_bytes))
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 0)
            out.append(_P1(x3.partition, x3.fetch_offset, x3.partition_max_bytes))


def _e_FetchRequest_v1(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 1)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 1)
    out.append(_P0(o.replica_id, o.max_wait_ms, o.min_bytes))
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 1)
            out.append(_P1(x3.partition, x3.fetch_offset, x3.partition_max_bytes))


def _e_FetchRequest_v2(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 2)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 2)
    out.append(_P0(o.replica_id, o.max_wait_ms, o.min_bytes))
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 2)
            out.append(_P1(x3.partition, x3.fetch_offset, x3.partition_max_bytes))


def _e_FetchRequest_v3(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 3)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 3)
    out.append(_P2(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes))
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 3)
            out.append(_P1(x3.partition, x3.fetch_offset, x3.partition_max_bytes))


def _e_FetchRequest_v4(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 4)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 4)
    out.append(_P3(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level))
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 4)
            out.append(_P1(x3.partition, x3.fetch_offset, x3.partition_max_bytes))


def _e_FetchRequest_v5(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 5)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 5)
    out.append(_P3(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level))
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 5)
            out.append(_P4(x3.partition, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes))


def _e_FetchRequest_v6(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 6)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 6)
    out.append(_P3(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level))
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 6)
            out.append(_P4(x3.partition, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes))


def _e_FetchRequest_v7(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 7)
    out.append(_P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 7)
            out.append(_P4(x3.partition, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes))
    out.append(_Pi(len(o.forgotten_topics_data)))
    for x4 in o.forgotten_topics_data:
        b5 = x4.topic.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        out.append(_Pi(len(x4.partitions)))
        out.append(_array('i', len(x4.partitions)).pack(*x4.partitions))


def _e_FetchRequest_v8(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 8)
    out.append(_P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 8)
            out.append(_P4(x3.partition, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes))
    out.append(_Pi(len(o.forgotten_topics_data)))
    for x4 in o.forgotten_topics_data:
        b5 = x4.topic.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        out.append(_Pi(len(x4.partitions)))
        out.append(_array('i', len(x4.partitions)).pack(*x4.partitions))


def _e_FetchRequest_v9(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 9)
    out.append(_P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 9)
            out.append(_P6(x3.partition, x3.current_leader_epoch, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes))
    out.append(_Pi(len(o.forgotten_topics_data)))
    for x4 in o.forgotten_topics_data:
        b5 = x4.topic.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        out.append(_Pi(len(x4.partitions)))
        out.append(_array('i', len(x4.partitions)).pack(*x4.partitions))


def _e_FetchRequest_v10(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 10)
    out.append(_P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 10)
            out.append(_P6(x3.partition, x3.current_leader_epoch, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes))
    out.append(_Pi(len(o.forgotten_topics_data)))
    for x4 in o.forgotten_topics_data:
        b5 = x4.topic.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        out.append(_Pi(len(x4.partitions)))
        out.append(_array('i', len(x4.partitions)).pack(*x4.partitions))


def _e_FetchRequest_v11(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 11)
    out.append(_P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 11)
            out.append(_P6(x3.partition, x3.current_leader_epoch, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes))
    out.append(_Pi(len(o.forgotten_topics_data)))
    for x4 in o.forgotten_topics_data:
        b5 = x4.topic.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        out.append(_Pi(len(x4.partitions)))
        out.append(_array('i', len(x4.partitions)).pack(*x4.partitions))
    b6 = o.rack_id.encode()
    out.append(_Ph(len(b6)))
    out.append(b6)


def _e_FetchRequest_v12(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 12)
    out.append(_P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.topic.encode()
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
            out.append(_P14(x3.partition, x3.current_leader_epoch, x3.fetch_offset, x3.last_fetched_epoch, x3.log_start_offset, x3.partition_max_bytes))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x4 in o.forgotten_topics_data:
        b5 = x4.topic.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_encode_uvarint(len(b5) + 1))
        out.append(b5)
        if len(x4.partitions) + 1 < 128:
            out.append(_B1[len(x4.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x4.partitions) + 1))
        out.append(_array('i', len(x4.partitions)).pack(*x4.partitions))
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(b'\x00')
    b6 = o.rack_id.encode()
    if len(b6) + 1 < 128:
        out.append(_B1[len(b6) + 1])
    else:
        out.append(_encode_uvarint(len(b6) + 1))
    out.append(b6)
    t7 = []
    kp8 = o.tags_present
    if o.cluster_id is not None or kp8 & 1:
        tb9: list[bytes] = []
        if o.cluster_id is None:
            tb9.append(b'\x00')
        else:
            b10 = o.cluster_id.encode()
            if len(b10) + 1 < 128:
                tb9.append(_B1[len(b10) + 1])
            else:
                tb9.append(_encode_uvarint(len(b10) + 1))
            tb9.append(b10)
        t7.append((0, tb9))
    if t7 or o.unknown_tags:
        _write_tags(out, t7, o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_FetchRequest_v13(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 13)
    out.append(_P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P12(_uuid_bytes(x1.topic_id)))
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P14(x2.partition, x2.current_leader_epoch, x2.fetch_offset, x2.last_fetched_epoch, x2.log_start_offset, x2.partition_max_bytes))
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x3 in o.forgotten_topics_data:
        out.append(_P12(_uuid_bytes(x3.topic_id)))
        if len(x3.partitions) + 1 < 128:
            out.append(_B1[len(x3.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x3.partitions) + 1))
        out.append(_array('i', len(x3.partitions)).pack(*x3.partitions))
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(b'\x00')
    b4 = o.rack_id.encode()
    if len(b4) + 1 < 128:
        out.append(_B1[len(b4) + 1])
    else:
        out.append(_encode_uvarint(len(b4) + 1))
    out.append(b4)
    t5 = []
    kp6 = o.tags_present
    if o.cluster_id is not None or kp6 & 1:
        tb7: list[bytes] = []
        if o.cluster_id is None:
            tb7.append(b'\x00')
        else:
            b8 = o.cluster_id.encode()
            if len(b8) + 1 < 128:
                tb7.append(_B1[len(b8) + 1])
            else:
                tb7.append(_encode_uvarint(len(b8) + 1))
            tb7.append(b8)
        t5.append((0, tb7))
    if t5 or o.unknown_tags:
        _write_tags(out, t5, o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_FetchRequest_v14(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 14)
    out.append(_P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P12(_uuid_bytes(x1.topic_id)))
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P14(x2.partition, x2.current_leader_epoch, x2.fetch_offset, x2.last_fetched_epoch, x2.log_start_offset, x2.partition_max_bytes))
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x3 in o.forgotten_topics_data:
        out.append(_P12(_uuid_bytes(x3.topic_id)))
        if len(x3.partitions) + 1 < 128:
            out.append(_B1[len(x3.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x3.partitions) + 1))
        out.append(_array('i', len(x3.partitions)).pack(*x3.partitions))
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(b'\x00')
    b4 = o.rack_id.encode()
    if len(b4) + 1 < 128:
        out.append(_B1[len(b4) + 1])
    else:
        out.append(_encode_uvarint(len(b4) + 1))
    out.append(b4)
    t5 = []
    kp6 = o.tags_present
    if o.cluster_id is not None or kp6 & 1:
        tb7: list[bytes] = []
        if o.cluster_id is None:
            tb7.append(b'\x00')
        else:
            b8 = o.cluster_id.encode()
            if len(b8) + 1 < 128:
                tb7.append(_B1[len(b8) + 1])
            else:
                tb7.append(_encode_uvarint(len(b8) + 1))
            tb7.append(b8)
        t5.append((0, tb7))
    if t5 or o.unknown_tags:
        _write_tags(out, t5, o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_FetchRequest_v15(o: FetchRequest, out: list[bytes]) -> None:
    if o.replica_id != -1:
        raise _absent('FetchRequest', 'replica_id', 15)
    out.append(_P15(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P12(_uuid_bytes(x1.topic_id)))
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P14(x2.partition, x2.current_leader_epoch, x2.fetch_offset, x2.last_fetched_epoch, x2.log_start_offset, x2.partition_max_bytes))
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x3 in o.forgotten_topics_data:
        out.append(_P12(_uuid_bytes(x3.topic_id)))
        if len(x3.partitions) + 1 < 128:
            out.append(_B1[len(x3.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x3.partitions) + 1))
        out.append(_array('i', len(x3.partitions)).pack(*x3.partitions))
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(b'\x00')
    b4 = o.rack_id.encode()
    if len(b4) + 1 < 128:
        out.append(_B1[len(b4) + 1])
    else:
        out.append(_encode_uvarint(len(b4) + 1))
    out.append(b4)
    t5 = []
    kp6 = o.tags_present
    if o.cluster_id is not None or kp6 & 1:
        tb7: list[bytes] = []
        if o.cluster_id is None:
            tb7.append(b'\x00')
        else:
            b8 = o.cluster_id.encode()
            if len(b8) + 1 < 128:
                tb7.append(_B1[len(b8) + 1])
            else:
                tb7.append(_encode_uvarint(len(b8) + 1))
            tb7.append(b8)
        t5.append((0, tb7))
    if (o._replica_state is not None and o._replica_state != ReplicaState()) or kp6 & 2:
        tb9: list[bytes] = []
        tb9.append(_P16(o.replica_state.replica_id, o.replica_state.replica_epoch))
        if o.replica_state.unknown_tags:
            _write_tags(tb9, [], o.replica_state.unknown_tags)
        else:
            tb9.append(b'\x00')
        t5.append((1, tb9))
    if t5 or o.unknown_tags:
        _write_tags(out, t5, o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_FetchRequest_v16(o: FetchRequest, out: list[bytes]) -> None:
    if o.replica_id != -1:
        raise _absent('FetchRequest', 'replica_id', 16)
    out.append(_P15(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P12(_uuid_bytes(x1.topic_id)))
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P14(x2.partition, x2.current_leader_epoch, x2.fetch_offset, x2.last_fetched_epoch, x2.log_start_offset, x2.partition_max_bytes))
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x3 in o.forgotten_topics_data:
        out.append(_P12(_uuid_bytes(x3.topic_id)))
        if len(x3.partitions) + 1 < 128:
            out.append(_B1[len(x3.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x3.partitions) + 1))
        out.append(_array('i', len(x3.partitions)).pack(*x3.partitions))
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(b'\x00')
    b4 = o.rack_id.encode()
    if len(b4) + 1 < 128:
        out.append(_B1[len(b4) + 1])
    else:
        out.append(_encode_uvarint(len(b4) + 1))
    out.append(b4)
    t5 = []
    kp6 = o.tags_present
    if o.cluster_id is not None or kp6 & 1:
        tb7: list[bytes] = []
        if o.cluster_id is None:
            tb7.append(b'\x00')
        else:
            b8 = o.cluster_id.encode()
            if len(b8) + 1 < 128:
                tb7.append(_B1[len(b8) + 1])
            else:
                tb7.append(_encode_uvarint(len(b8) + 1))
            tb7.append(b8)
        t5.append((0, tb7))
    if (o._replica_state is not None and o._replica_state != ReplicaState()) or kp6 & 2:
        tb9: list[bytes] = []
        tb9.append(_P16(o.replica_state.replica_id, o.replica_state.replica_epoch))
        if o.replica_state.unknown_tags:
            _write_tags(tb9, [], o.replica_state.unknown_tags)
        else:
            tb9.append(b'\x00')
        t5.append((1, tb9))
    if t5 or o.unknown_tags:
        _write_tags(out, t5, o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_FetchRequest_v17(o: FetchRequest, out: list[bytes]) -> None:
    if o.replica_id != -1:
        raise _absent('FetchRequest', 'replica_id', 17)
    out.append(_P15(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P12(_uuid_bytes(x1.topic_id)))
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P14(x2.partition, x2.current_leader_epoch, x2.fetch_offset, x2.last_fetched_epoch, x2.log_start_offset, x2.partition_max_bytes))
            t3 = []
            kp4 = x2.tags_present
            if x2.replica_directory_id != ZERO_UUID or kp4 & 1:
                tb5: list[bytes] = []
                tb5.append(_P12(_uuid_bytes(x2.replica_directory_id)))
                t3.append((0, tb5))
            if t3 or x2.unknown_tags:
                _write_tags(out, t3, x2.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x6 in o.forgotten_topics_data:
        out.append(_P12(_uuid_bytes(x6.topic_id)))
        if len(x6.partitions) + 1 < 128:
            out.append(_B1[len(x6.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x6.partitions) + 1))
        out.append(_array('i', len(x6.partitions)).pack(*x6.partitions))
        if x6.unknown_tags:
            _write_tags(out, [], x6.unknown_tags)
        else:
            out.append(b'\x00')
    b7 = o.rack_id.encode()
    if len(b7) + 1 < 128:
        out.append(_B1[len(b7) + 1])
    else:
        out.append(_encode_uvarint(len(b7) + 1))
    out.append(b7)
    t8 = []
    kp9 = o.tags_present
    if o.cluster_id is not None or kp9 & 1:
        tb10: list[bytes] = []
        if o.cluster_id is None:
            tb10.append(b'\x00')
        else:
            b11 = o.cluster_id.encode()
            if len(b11) + 1 < 128:
                tb10.append(_B1[len(b11) + 1])
            else:
                tb10.append(_encode_uvarint(len(b11) + 1))
            tb10.append(b11)
        t8.append((0, tb10))
    if (o._replica_state is not None and o._replica_state != ReplicaState()) or kp9 & 2:
        tb12: list[bytes] = []
        tb12.append(_P16(o.replica_state.replica_id, o.replica_state.replica_epoch))
        if o.replica_state.unknown_tags:
            _write_tags(tb12, [], o.replica_state.unknown_tags)
        else:
            tb12.append(b'\x00')
        t8.append((1, tb12))
    if t8 or o.unknown_tags:
        _write_tags(out, t8, o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_FetchRequest_v18(o: FetchRequest, out: list[bytes]) -> None:
    if o.replica_id != -1:
        raise _absent('FetchRequest', 'replica_id', 18)
    out.append(_P15(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P12(_uuid_bytes(x1.topic_id)))
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P14(x2.partition, x2.current_leader_epoch, x2.fetch_offset, x2.last_fetched_epoch, x2.log_start_offset, x2.partition_max_bytes))
            t3 = []
            kp4 = x2.tags_present
            if x2.replica_directory_id != ZERO_UUID or kp4 & 1:
                tb5: list[bytes] = []
                tb5.append(_P12(_uuid_bytes(x2.replica_directory_id)))
                t3.append((0, tb5))
            if x2.high_watermark != 9223372036854775807 or kp4 & 2:
                tb6: list[bytes] = []
                tb6.append(_P13(x2.high_watermark))
                t3.append((1, tb6))
            if t3 or x2.unknown_tags:
                _write_tags(out, t3, x2.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x7 in o.forgotten_topics_data:
        out.append(_P12(_uuid_bytes(x7.topic_id)))
        if len(x7.partitions) + 1 < 128:
            out.append(_B1[len(x7.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x7.partitions) + 1))
        out.append(_array('i', len(x7.partitions)).pack(*x7.partitions))
        if x7.unknown_tags:
            _write_tags(out, [], x7.unknown_tags)
        else:
            out.append(b'\x00')
    b8 = o.rack_id.encode()
    if len(b8) + 1 < 128:
        out.append(_B1[len(b8) + 1])
    else:
        out.append(_encode_uvarint(len(b8) + 1))
    out.append(b8)
    t9 = []
    kp10 = o.tags_present
    if o.cluster_id is not None or kp10 & 1:
        tb11: list[bytes] = []
        if o.cluster_id is None:
            tb11.append(b'\x00')
        else:
            b12 = o.cluster_id.encode()
            if len(b12) + 1 < 128:
                tb11.append(_B1[len(b12) + 1])
            else:
                tb11.append(_encode_uvarint(len(b12) + 1))
            tb11.append(b12)
        t9.append((0, tb11))
    if (o._replica_state is not None and o._replica_state != ReplicaState()) or kp10 & 2:
        tb13: list[bytes] = []
        tb13.append(_P16(o.replica_state.replica_id, o.replica_state.replica_epoch))
        if o.replica_state.unknown_tags:
            _write_tags(tb13, [], o.replica_state.unknown_tags)
        else:
            tb13.append(b'\x00')
        t9.append((1, tb13))
    if t9 or o.unknown_tags:
        _write_tags(out, t9, o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_FetchResponse_v0(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_responses_4 = []
        if n6:
            for _ in range(n6):
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_topic_9 = buf[pos:e12].decode()
                    pos = e12
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if n13:
                        for _ in range(n13):
                            f_partition_index_15, f_error_code_16, f_high_watermark_17 = _S17(buf, pos)
                            pos += 14
                            n26 = _ui(buf, pos)[0]
                            pos += 4
                            if n26 == -1:
                                f_records_25 = None
                            elif n26 < 0:
                                raise _negative(pos)
                            else:
                                e27 = pos + n26
                                if e27 > end:
                                    raise _short(pos)
                                f_records_25 = bv[pos:e27]
                                pos = e27
                            x14 = _new(PartitionData)
                            x14.partition_index = f_partition_index_15
                            x14.error_code = f_error_code_16
                            x14.high_watermark = f_high_watermark_17
                            x14.last_stable_offset = -1
                            x14.log_start_offset = -1
                            x14._diverging_epoch = None
                            x14._current_leader = None
                            x14._snapshot_id = None
                            x14.aborted_transactions = []
                            x14.preferred_read_replica = -1
                            x14.records = f_records_25
                            x14.unknown_tags = None
                            x14.tags_present = 0
                            f_partitions_10.append(x14)
                x7 = _new(FetchableTopicResponse)
                x7.topic_id = ZERO_UUID
                x7.topic = f_topic_9
                x7.partitions = f_partitions_10
                x7.unknown_tags = None
                f_responses_4.append(x7)
    o = _new(FetchResponse)
    o.throttle_time_ms = 0
    o.error_code = 0
    o.session_id = 0
    o.responses = f_responses_4
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v1(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1 = _S18(buf, pos)[0]
    pos += 4
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_responses_4 = []
        if n6:
            for _ in range(n6):
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_topic_9 = buf[pos:e12].decode()
                    pos = e12
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if n13:
                        for _ in range(n13):
                            f_partition_index_15, f_error_code_16, f_high_watermark_17 = _S17(buf, pos)
                            pos += 14
                            n26 = _ui(buf, pos)[0]
                            pos += 4
                            if n26 == -1:
                                f_records_25 = None
                            elif n26 < 0:
                                raise _negative(pos)
                            else:
                                e27 = pos + n26
                                if e27 > end:
                                    raise _short(pos)
                                f_records_25 = bv[pos:e27]
                                pos = e27
                            x14 = _new(PartitionData)
                            x14.partition_index = f_partition_index_15
                            x14.error_code = f_error_code_16
                            x14.high_watermark = f_high_watermark_17
                            x14.last_stable_offset = -1
                            x14.log_start_offset = -1
                            x14._diverging_epoch = None
                            x14._current_leader = None
                            x14._snapshot_id = None
                            x14.aborted_transactions = []
                            x14.preferred_read_replica = -1
                            x14.records = f_records_25
                            x14.unknown_tags = None
                            x14.tags_present = 0
                            f_partitions_10.append(x14)
                x7 = _new(FetchableTopicResponse)
                x7.topic_id = ZERO_UUID
                x7.topic = f_topic_9
                x7.partitions = f_partitions_10
                x7.unknown_tags = None
                f_responses_4.append(x7)
    o = _new(FetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = 0
    o.session_id = 0
    o.responses = f_responses_4
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v4(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1 = _S18(buf, pos)[0]
    pos += 4
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_responses_4 = []
        if n6:
            for _ in range(n6):
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_topic_9 = buf[pos:e12].decode()
                    pos = e12
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 30 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if n13:
                        for _ in range(n13):
                            f_partition_index_15, f_error_code_16, f_high_watermark_17, f_last_stable_offset_18 = _S19(buf, pos)
                            pos += 22
                            n26 = _ui(buf, pos)[0]
                            pos += 4
                            if n26 == -1:
                                f_aborted_transactions_23 = None
                            elif n26 < 0:
                                raise _negative(pos)
                            else:
                                if n26 * 16 > end - pos:
                                    raise _short(pos)
                                f_aborted_transactions_23 = []
                                if n26:
                                    for _ in range(n26):
                                        f_producer_id_28, f_first_offset_29 = _S20(buf, pos)
                                        pos += 16
                                        x27 = _new(AbortedTransaction)
                                        x27.producer_id = f_producer_id_28
                                        x27.first_offset = f_first_offset_29
                                        x27.unknown_tags = None
                                        f_aborted_transactions_23.append(x27)
                            n30 = _ui(buf, pos)[0]
                            pos += 4
                            if n30 == -1:
                                f_records_25 = None
                            elif n30 < 0:
                                raise _negative(pos)
                            else:
                                e31 = pos + n30
                                if e31 > end:
                                    raise _short(pos)
                                f_records_25 = bv[pos:e31]
                                pos = e31
                            x14 = _new(PartitionData)
                            x14.partition_index = f_partition_index_15
                            x14.error_code = f_error_code_16
                            x14.high_watermark = f_high_watermark_17
                            x14.last_stable_offset = f_last_stable_offset_18
                            x14.log_start_offset = -1
                            x14._diverging_epoch = None
                            x14._current_leader = None
                            x14._snapshot_id = None
                            x14.aborted_transactions = f_aborted_transactions_23
                            x14.preferred_read_replica = -1
                            x14.records = f_records_25
                            x14.unknown_tags = None
                            x14.tags_present = 0
                            f_partitions_10.append(x14)
                x7 = _new(FetchableTopicResponse)
                x7.topic_id = ZERO_UUID
                x7.topic = f_topic_9
                x7.partitions = f_partitions_10
                x7.unknown_tags = None
                f_responses_4.append(x7)
    o = _new(FetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = 0
    o.session_id = 0
    o.responses = f_responses_4
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v5(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1 = _S18(buf, pos)[0]
    pos += 4
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_responses_4 = []
        if n6:
            for _ in range(n6):
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_topic_9 = buf[pos:e12].decode()
                    pos = e12
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 38 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if n13:
                        for _ in range(n13):
                            f_partition_index_15, f_error_code_16, f_high_watermark_17, f_last_stable_offset_18, f_log_start_offset_19 = _S21(buf, pos)
                            pos += 30
                            n26 = _ui(buf, pos)[0]
                            pos += 4
                            if n26 == -1:
                                f_aborted_transactions_23 = None
                            elif n26 < 0:
                                raise _negative(pos)
                            else:
                                if n26 * 16 > end - pos:
                                    raise _short(pos)
                                f_aborted_transactions_23 = []
                                if n26:
                                    for _ in range(n26):
                                        f_producer_id_28, f_first_offset_29 = _S20(buf, pos)
                                        pos += 16
                                        x27 = _new(AbortedTransaction)
                                        x27.producer_id = f_producer_id_28
                                        x27.first_offset = f_first_offset_29
                                        x27.unknown_tags = None
                                        f_aborted_transactions_23.append(x27)
                            n30 = _ui(buf, pos)[0]
                            pos += 4
                            if n30 == -1:
                                f_records_25 = None
                            elif n30 < 0:
                                raise _negative(pos)
                            else:
                                e31 = pos + n30
                                if e31 > end:
                                    raise _short(pos)
                                f_records_25 = bv[pos:e31]
                                pos = e31
                            x14 = _new(PartitionData)
                            x14.partition_index = f_partition_index_15
                            x14.error_code = f_error_code_16
                            x14.high_watermark = f_high_watermark_17
                            x14.last_stable_offset = f_last_stable_offset_18
                            x14.log_start_offset = f_log_start_offset_19
                            x14._diverging_epoch = None
                            x14._current_leader = None
                            x14._snapshot_id = None
                            x14.aborted_transactions = f_aborted_transactions_23
                            x14.preferred_read_replica = -1
                            x14.records = f_records_25
                            x14.unknown_tags = None
                            x14.tags_present = 0
                            f_partitions_10.append(x14)
                x7 = _new(FetchableTopicResponse)
                x7.topic_id = ZERO_UUID
                x7.topic = f_topic_9
                x7.partitions = f_partitions_10
                x7.unknown_tags = None
                f_responses_4.append(x7)
    o = _new(FetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = 0
    o.session_id = 0
    o.responses = f_responses_4
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v7(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2, f_session_id_3 = _S22(buf, pos)
    pos += 10
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_responses_4 = []
        if n6:
            for _ in range(n6):
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_topic_9 = buf[pos:e12].decode()
                    pos = e12
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 38 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if n13:
                        for _ in range(n13):
                            f_partition_index_15, f_error_code_16, f_high_watermark_17, f_last_stable_offset_18, f_log_start_offset_19 = _S21(buf, pos)
                            pos += 30
                            n26 = _ui(buf, pos)[0]
                            pos += 4
                            if n26 == -1:
                                f_aborted_transactions_23 = None
                            elif n26 < 0:
                                raise _negative(pos)
                            else:
                                if n26 * 16 > end - pos:
                                    raise _short(pos)
                                f_aborted_transactions_23 = []
                                if n26:
                                    for _ in range(n26):
                                        f_producer_id_28, f_first_offset_29 = _S20(buf, pos)
                                        pos += 16
                                        x27 = _new(AbortedTransaction)
                                        x27.producer_id = f_producer_id_28
                                        x27.first_offset = f_first_offset_29
                                        x27.unknown_tags = None
                                        f_aborted_transactions_23.append(x27)
                            n30 = _ui(buf, pos)[0]
                            pos += 4
                            if n30 == -1:
                                f_records_25 = None
                            elif n30 < 0:
                                raise _negative(pos)
                            else:
                                e31 = pos + n30
                                if e31 > end:
                                    raise _short(pos)
                                f_records_25 = bv[pos:e31]
                                pos = e31
                            x14 = _new(PartitionData)
                            x14.partition_index = f_partition_index_15
                            x14.error_code = f_error_code_16
                            x14.high_watermark = f_high_watermark_17
                            x14.last_stable_offset = f_last_stable_offset_18
                            x14.log_start_offset = f_log_start_offset_19
                            x14._diverging_epoch = None
                            x14._current_leader = None
                            x14._snapshot_id = None
                            x14.aborted_transactions = f_aborted_transactions_23
                            x14.preferred_read_replica = -1
                            x14.records = f_records_25
                            x14.unknown_tags = None
                            x14.tags_present = 0
                            f_partitions_10.append(x14)
                x7 = _new(FetchableTopicResponse)
                x7.topic_id = ZERO_UUID
                x7.topic = f_topic_9
                x7.partitions = f_partitions_10
                x7.unknown_tags = None
                f_responses_4.append(x7)
    o = _new(FetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.session_id = f_session_id_3
    o.responses = f_responses_4
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v11(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2, f_session_id_3 = _S22(buf, pos)
    pos += 10
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_responses_4 = []
        if n6:
            for _ in range(n6):
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_topic_9 = buf[pos:e12].decode()
                    pos = e12
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 42 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if n13:
                        for _ in range(n13):
                            f_partition_index_15, f_error_code_16, f_high_watermark_17, f_last_stable_offset_18, f_log_start_offset_19 = _S21(buf, pos)
                            pos += 30
                            n26 = _ui(buf, pos)[0]
                            pos += 4
                            if n26 == -1:
                                f_aborted_transactions_23 = None
                            elif n26 < 0:
                                raise _negative(pos)
                            else:
                                if n26 * 16 > end - pos:
                                    raise _short(pos)
                                f_aborted_transactions_23 = []
                                if n26:
                                    for _ in range(n26):
                                        f_producer_id_28, f_first_offset_29 = _S20(buf, pos)
                                        pos += 16
                                        x27 = _new(AbortedTransaction)
                                        x27.producer_id = f_producer_id_28
                                        x27.first_offset = f_first_offset_29
                                        x27.unknown_tags = None
                                        f_aborted_transactions_23.append(x27)
                            f_preferred_read_replica_24 = _S18(buf, pos)[0]
                            pos += 4
                            n30 = _ui(buf, pos)[0]
                            pos += 4
                            if n30 == -1:
                                f_records_25 = None
                            elif n30 < 0:
                                raise _negative(pos)
                            else:
                                e31 = pos + n30
                                if e31 > end:
                                    raise _short(pos)
                                f_records_25 = bv[pos:e31]
                                pos = e31
                            x14 = _new(PartitionData)
                            x14.partition_index = f_partition_index_15
                            x14.error_code = f_error_code_16
                            x14.high_watermark = f_high_watermark_17
                            x14.last_stable_offset = f_last_stable_offset_18
                            x14.log_start_offset = f_log_start_offset_19
                            x14._diverging_epoch = None
                            x14._current_leader = None
                            x14._snapshot_id = None
                            x14.aborted_transactions = f_aborted_transactions_23
                            x14.preferred_read_replica = f_preferred_read_replica_24
                            x14.records = f_records_25
                            x14.unknown_tags = None
                            x14.tags_present = 0
                            f_partitions_10.append(x14)
                x7 = _new(FetchableTopicResponse)
                x7.topic_id = ZERO_UUID
                x7.topic = f_topic_9
                x7.partitions = f_partitions_10
                x7.unknown_tags = None
                f_responses_4.append(x7)
    o = _new(FetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.session_id = f_session_id_3
    o.responses = f_responses_4
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v12(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2, f_session_id_3, pk6 = _S23(buf, pos)
    pos += 11
    if pk6 >= 128:
        if buf[pos] < 128:
            pk6 = (pk6 & 127) | (buf[pos] << 7)
            pos += 1
        else:
            pk6, pos = _uvarint(buf, pos - 1)
    pk6 -= 1
    if pk6 < 0:
        raise _negative(pos)
    else:
        if pk6 * 3 > end - pos:
            raise _short(pos)
        f_responses_4 = []
        if pk6:
            for _ in range(pk6):
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
                    f_topic_9 = buf[pos:e12].decode()
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
                    if n13 * 37 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if n13:
                        for _ in range(n13):
                            f_partition_index_15, f_error_code_16, f_high_watermark_17, f_last_stable_offset_18, f_log_start_offset_19, pk26, f_preferred_read_replica_24, pk27, pk27b = _S24(buf, pos)
                            if pk26 < 2:
                                pos += 37
                                f_aborted_transactions_23 = None if pk26 == 0 else []
                            else:
                                pos += 31
                                if pk26 >= 128:
                                    if buf[pos] < 128:
                                        pk26 = (pk26 & 127) | (buf[pos] << 7)
                                        pos += 1
                                    else:
                                        pk26, pos = _uvarint(buf, pos - 1)
                                pk26 -= 1
                                if pk26 == -1:
                                    f_aborted_transactions_23 = None
                                elif pk26 < 0:
                                    raise _negative(pos)
                                else:
                                    if pk26 * 17 > end - pos:
                                        raise _short(pos)
                                    f_aborted_transactions_23 = []
                                    if pk26:
                                        for _ in range(pk26):
                                            f_producer_id_29, f_first_offset_30, pk31 = _S25(buf, pos)
                                            pos += 17
                                            if pk31:
                                                u32, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u32 = None
                                            x28 = _new(AbortedTransaction)
                                            x28.producer_id = f_producer_id_29
                                            x28.first_offset = f_first_offset_30
                                            x28.unknown_tags = u32
                                            f_aborted_transactions_23.append(x28)
                                f_preferred_read_replica_24, pk27, pk27b = _S26(buf, pos)
                                pos += 6
                            if pk27 < 128:
                                pos -= 1
                            elif pk27b < 128:
                                pk27 = (pk27 & 127) | (pk27b << 7)
                            elif buf[pos] < 128:
                                pk27 = (pk27 & 127) | ((pk27b & 127) << 7) | (buf[pos] << 14)
                                pos += 1
                            else:
                                pk27, pos = _uvarint(buf, pos - 2)
                            pk27 -= 1
                            if pk27 == -1:
                                f_records_25 = None
                            elif pk27 < 0:
                                raise _negative(pos)
                            else:
                                e33 = pos + pk27
                                if e33 > end:
                                    raise _short(pos)
                                f_records_25 = bv[pos:e33]
                                pos = e33
                            if not buf[pos]:
                                pos += 1
                                x14 = _new(PartitionData)
                                x14.partition_index = f_partition_index_15
                                x14.error_code = f_error_code_16
                                x14.high_watermark = f_high_watermark_17
                                x14.last_stable_offset = f_last_stable_offset_18
                                x14.log_start_offset = f_log_start_offset_19
                                x14._diverging_epoch = None
                                x14._current_leader = None
                                x14._snapshot_id = None
                                x14.aborted_transactions = f_aborted_transactions_23
                                x14.preferred_read_replica = f_preferred_read_replica_24
                                x14.records = f_records_25
                                x14.unknown_tags = None
                                x14.tags_present = 0
                            else:
                                f_diverging_epoch_20 = None
                                f_current_leader_21 = None
                                f_snapshot_id_22 = None
                                nt34 = buf[pos]
                                if nt34 < 128:
                                    pos += 1
                                else:
                                    nt34, pos = _uvarint(buf, pos)
                                u35 = None
                                kp40 = 0
                                last36 = -1
                                for _ in range(nt34):
                                    tg37 = buf[pos]
                                    if tg37 < 128:
                                        pos += 1
                                    else:
                                        tg37, pos = _uvarint(buf, pos)
                                    sz38 = buf[pos]
                                    if sz38 < 128:
                                        pos += 1
                                    else:
                                        sz38, pos = _uvarint(buf, pos)
                                    te39 = pos + sz38
                                    if te39 > end:
                                        raise _short(pos)
                                    if tg37 <= last36:
                                        raise _tag_order(pos)
                                    last36 = tg37
                                    if tg37 == 0:
                                        f_epoch_41, f_end_offset_42, pk43 = _S11(buf, pos)
                                        pos += 13
                                        if pk43:
                                            u44, pos = _unknown_tags(buf, pos - 1, te39)
                                        else:
                                            u44 = None
                                        f_diverging_epoch_20 = _new(EpochEndOffset)
                                        f_diverging_epoch_20.epoch = f_epoch_41
                                        f_diverging_epoch_20.end_offset = f_end_offset_42
                                        f_diverging_epoch_20.unknown_tags = u44
                                        if pos != te39:
                                            raise _tag_size(pos)
                                        kp40 |= 1
                                    elif tg37 == 1:
                                        f_leader_id_45, f_leader_epoch_46, pk47 = _S27(buf, pos)
                                        pos += 9
                                        if pk47:
                                            u48, pos = _unknown_tags(buf, pos - 1, te39)
                                        else:
                                            u48 = None
                                        f_current_leader_21 = _new(LeaderIdAndEpoch)
                                        f_current_leader_21.leader_id = f_leader_id_45
                                        f_current_leader_21.leader_epoch = f_leader_epoch_46
                                        f_current_leader_21.unknown_tags = u48
                                        if pos != te39:
                                            raise _tag_size(pos)
                                        kp40 |= 2
                                    elif tg37 == 2:
                                        f_end_offset_49, f_epoch_50, pk51 = _S28(buf, pos)
                                        pos += 13
                                        if pk51:
                                            u52, pos = _unknown_tags(buf, pos - 1, te39)
                                        else:
                                            u52 = None
                                        f_snapshot_id_22 = _new(SnapshotId)
                                        f_snapshot_id_22.end_offset = f_end_offset_49
                                        f_snapshot_id_22.epoch = f_epoch_50
                                        f_snapshot_id_22.unknown_tags = u52
                                        if pos != te39:
                                            raise _tag_size(pos)
                                        kp40 |= 4
                                    else:
                                        if u35 is None:
                                            u35 = {}
                                        u35[tg37] = buf[pos:te39]
                                        pos = te39
                                x14 = _new(PartitionData)
                                x14.partition_index = f_partition_index_15
                                x14.error_code = f_error_code_16
                                x14.high_watermark = f_high_watermark_17
                                x14.last_stable_offset = f_last_stable_offset_18
                                x14.log_start_offset = f_log_start_offset_19
                                x14._diverging_epoch = f_diverging_epoch_20
                                x14._current_leader = f_current_leader_21
                                x14._snapshot_id = f_snapshot_id_22
                                x14.aborted_transactions = f_aborted_transactions_23
                                x14.preferred_read_replica = f_preferred_read_replica_24
                                x14.records = f_records_25
                                x14.unknown_tags = u35
                                x14.tags_present = kp40
                            f_partitions_10.append(x14)
                if buf[pos]:
                    u53, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u53 = None
                x7 = _new(FetchableTopicResponse)
                x7.topic_id = ZERO_UUID
                x7.topic = f_topic_9
                x7.partitions = f_partitions_10
                x7.unknown_tags = u53
                f_responses_4.append(x7)
    if buf[pos]:
        u54, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u54 = None
    o = _new(FetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.session_id = f_session_id_3
    o.responses = f_responses_4
    o.node_endpoints = []
    o.unknown_tags = u54
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v13(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2, f_session_id_3, pk6 = _S23(buf, pos)
    pos += 11
    if pk6 >= 128:
        if buf[pos] < 128:
            pk6 = (pk6 & 127) | (buf[pos] << 7)
            pos += 1
        else:
            pk6, pos = _uvarint(buf, pos - 1)
    pk6 -= 1
    if pk6 < 0:
        raise _negative(pos)
    else:
        if pk6 * 18 > end - pos:
            raise _short(pos)
        f_responses_4 = []
        if pk6:
            for _ in range(pk6):
                f_topic_id_8, pk11 = _S9(buf, pos)
                pos += 17
                f_topic_id_8 = _cached_uuid(f_topic_id_8) or _make_uuid(f_topic_id_8)
                if pk11 >= 128:
                    if buf[pos] < 128:
                        pk11 = (pk11 & 127) | (buf[pos] << 7)
                        pos += 1
                    else:
                        pk11, pos = _uvarint(buf, pos - 1)
                pk11 -= 1
                if pk11 < 0:
                    raise _negative(pos)
                else:
                    if pk11 * 37 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if pk11:
                        for _ in range(pk11):
                            f_partition_index_13, f_error_code_14, f_high_watermark_15, f_last_stable_offset_16, f_log_start_offset_17, pk24, f_preferred_read_replica_22, pk25, pk25b = _S24(buf, pos)
                            if pk24 < 2:
                                pos += 37
                                f_aborted_transactions_21 = None if pk24 == 0 else []
                            else:
                                pos += 31
                                if pk24 >= 128:
                                    if buf[pos] < 128:
                                        pk24 = (pk24 & 127) | (buf[pos] << 7)
                                        pos += 1
                                    else:
                                        pk24, pos = _uvarint(buf, pos - 1)
                                pk24 -= 1
                                if pk24 == -1:
                                    f_aborted_transactions_21 = None
                                elif pk24 < 0:
                                    raise _negative(pos)
                                else:
                                    if pk24 * 17 > end - pos:
                                        raise _short(pos)
                                    f_aborted_transactions_21 = []
                                    if pk24:
                                        for _ in range(pk24):
                                            f_producer_id_27, f_first_offset_28, pk29 = _S25(buf, pos)
                                            pos += 17
                                            if pk29:
                                                u30, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u30 = None
                                            x26 = _new(AbortedTransaction)
                                            x26.producer_id = f_producer_id_27
                                            x26.first_offset = f_first_offset_28
                                            x26.unknown_tags = u30
                                            f_aborted_transactions_21.append(x26)
                                f_preferred_read_replica_22, pk25, pk25b = _S26(buf, pos)
                                pos += 6
                            if pk25 < 128:
                                pos -= 1
                            elif pk25b < 128:
                                pk25 = (pk25 & 127) | (pk25b << 7)
                            elif buf[pos] < 128:
                                pk25 = (pk25 & 127) | ((pk25b & 127) << 7) | (buf[pos] << 14)
                                pos += 1
                            else:
                                pk25, pos = _uvarint(buf, pos - 2)
                            pk25 -= 1
                            if pk25 == -1:
                                f_records_23 = None
                            elif pk25 < 0:
                                raise _negative(pos)
                            else:
                                e31 = pos + pk25
                                if e31 > end:
                                    raise _short(pos)
                                f_records_23 = bv[pos:e31]
                                pos = e31
                            if not buf[pos]:
                                pos += 1
                                x12 = _new(PartitionData)
                                x12.partition_index = f_partition_index_13
                                x12.error_code = f_error_code_14
                                x12.high_watermark = f_high_watermark_15
                                x12.last_stable_offset = f_last_stable_offset_16
                                x12.log_start_offset = f_log_start_offset_17
                                x12._diverging_epoch = None
                                x12._current_leader = None
                                x12._snapshot_id = None
                                x12.aborted_transactions = f_aborted_transactions_21
                                x12.preferred_read_replica = f_preferred_read_replica_22
                                x12.records = f_records_23
                                x12.unknown_tags = None
                                x12.tags_present = 0
                            else:
                                f_diverging_epoch_18 = None
                                f_current_leader_19 = None
                                f_snapshot_id_20 = None
                                nt32 = buf[pos]
                                if nt32 < 128:
                                    pos += 1
                                else:
                                    nt32, pos = _uvarint(buf, pos)
                                u33 = None
                                kp38 = 0
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
                                    if tg35 == 0:
                                        f_epoch_39, f_end_offset_40, pk41 = _S11(buf, pos)
                                        pos += 13
                                        if pk41:
                                            u42, pos = _unknown_tags(buf, pos - 1, te37)
                                        else:
                                            u42 = None
                                        f_diverging_epoch_18 = _new(EpochEndOffset)
                                        f_diverging_epoch_18.epoch = f_epoch_39
                                        f_diverging_epoch_18.end_offset = f_end_offset_40
                                        f_diverging_epoch_18.unknown_tags = u42
                                        if pos != te37:
                                            raise _tag_size(pos)
                                        kp38 |= 1
                                    elif tg35 == 1:
                                        f_leader_id_43, f_leader_epoch_44, pk45 = _S27(buf, pos)
                                        pos += 9
                                        if pk45:
                                            u46, pos = _unknown_tags(buf, pos - 1, te37)
                                        else:
                                            u46 = None
                                        f_current_leader_19 = _new(LeaderIdAndEpoch)
                                        f_current_leader_19.leader_id = f_leader_id_43
                                        f_current_leader_19.leader_epoch = f_leader_epoch_44
                                        f_current_leader_19.unknown_tags = u46
                                        if pos != te37:
                                            raise _tag_size(pos)
                                        kp38 |= 2
                                    elif tg35 == 2:
                                        f_end_offset_47, f_epoch_48, pk49 = _S28(buf, pos)
                                        pos += 13
                                        if pk49:
                                            u50, pos = _unknown_tags(buf, pos - 1, te37)
                                        else:
                                            u50 = None
                                        f_snapshot_id_20 = _new(SnapshotId)
                                        f_snapshot_id_20.end_offset = f_end_offset_47
                                        f_snapshot_id_20.epoch = f_epoch_48
                                        f_snapshot_id_20.unknown_tags = u50
                                        if pos != te37:
                                            raise _tag_size(pos)
                                        kp38 |= 4
                                    else:
                                        if u33 is None:
                                            u33 = {}
                                        u33[tg35] = buf[pos:te37]
                                        pos = te37
                                x12 = _new(PartitionData)
                                x12.partition_index = f_partition_index_13
                                x12.error_code = f_error_code_14
                                x12.high_watermark = f_high_watermark_15
                                x12.last_stable_offset = f_last_stable_offset_16
                                x12.log_start_offset = f_log_start_offset_17
                                x12._diverging_epoch = f_diverging_epoch_18
                                x12._current_leader = f_current_leader_19
                                x12._snapshot_id = f_snapshot_id_20
                                x12.aborted_transactions = f_aborted_transactions_21
                                x12.preferred_read_replica = f_preferred_read_replica_22
                                x12.records = f_records_23
                                x12.unknown_tags = u33
                                x12.tags_present = kp38
                            f_partitions_10.append(x12)
                if buf[pos]:
                    u51, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u51 = None
                x7 = _new(FetchableTopicResponse)
                x7.topic_id = f_topic_id_8
                x7.topic = ""
                x7.partitions = f_partitions_10
                x7.unknown_tags = u51
                f_responses_4.append(x7)
    if buf[pos]:
        u52, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u52 = None
    o = _new(FetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.session_id = f_session_id_3
    o.responses = f_responses_4
    o.node_endpoints = []
    o.unknown_tags = u52
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v16(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2, f_session_id_3, pk6 = _S23(buf, pos)
    pos += 11
    if pk6 >= 128:
        if buf[pos] < 128:
            pk6 = (pk6 & 127) | (buf[pos] << 7)
            pos += 1
        else:
            pk6, pos = _uvarint(buf, pos - 1)
    pk6 -= 1
    if pk6 < 0:
        raise _negative(pos)
    else:
        if pk6 * 18 > end - pos:
            raise _short(pos)
        f_responses_4 = []
        if pk6:
            for _ in range(pk6):
                f_topic_id_8, pk11 = _S9(buf, pos)
                pos += 17
                f_topic_id_8 = _cached_uuid(f_topic_id_8) or _make_uuid(f_topic_id_8)
                if pk11 >= 128:
                    if buf[pos] < 128:
                        pk11 = (pk11 & 127) | (buf[pos] << 7)
                        pos += 1
                    else:
                        pk11, pos = _uvarint(buf, pos - 1)
                pk11 -= 1
                if pk11 < 0:
                    raise _negative(pos)
                else:
                    if pk11 * 37 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if pk11:
                        for _ in range(pk11):
                            f_partition_index_13, f_error_code_14, f_high_watermark_15, f_last_stable_offset_16, f_log_start_offset_17, pk24, f_preferred_read_replica_22, pk25, pk25b = _S24(buf, pos)
                            if pk24 < 2:
                                pos += 37
                                f_aborted_transactions_21 = None if pk24 == 0 else []
                            else:
                                pos += 31
                                if pk24 >= 128:
                                    if buf[pos] < 128:
                                        pk24 = (pk24 & 127) | (buf[pos] << 7)
                                        pos += 1
                                    else:
                                        pk24, pos = _uvarint(buf, pos - 1)
                                pk24 -= 1
                                if pk24 == -1:
                                    f_aborted_transactions_21 = None
                                elif pk24 < 0:
                                    raise _negative(pos)
                                else:
                                    if pk24 * 17 > end - pos:
                                        raise _short(pos)
                                    f_aborted_transactions_21 = []
                                    if pk24:
                                        for _ in range(pk24):
                                            f_producer_id_27, f_first_offset_28, pk29 = _S25(buf, pos)
                                            pos += 17
                                            if pk29:
                                                u30, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u30 = None
                                            x26 = _new(AbortedTransaction)
                                            x26.producer_id = f_producer_id_27
                                            x26.first_offset = f_first_offset_28
                                            x26.unknown_tags = u30
                                            f_aborted_transactions_21.append(x26)
                                f_preferred_read_replica_22, pk25, pk25b = _S26(buf, pos)
                                pos += 6
                            if pk25 < 128:
                                pos -= 1
                            elif pk25b < 128:
                                pk25 = (pk25 & 127) | (pk25b << 7)
                            elif buf[pos] < 128:
                                pk25 = (pk25 & 127) | ((pk25b & 127) << 7) | (buf[pos] << 14)
                                pos += 1
                            else:
                                pk25, pos = _uvarint(buf, pos - 2)
                            pk25 -= 1
                            if pk25 == -1:
                                f_records_23 = None
                            elif pk25 < 0:
                                raise _negative(pos)
                            else:
                                e31 = pos + pk25
                                if e31 > end:
                                    raise _short(pos)
                                f_records_23 = bv[pos:e31]
                                pos = e31
                            if not buf[pos]:
                                pos += 1
                                x12 = _new(PartitionData)
                                x12.partition_index = f_partition_index_13
                                x12.error_code = f_error_code_14
                                x12.high_watermark = f_high_watermark_15
                                x12.last_stable_offset = f_last_stable_offset_16
                                x12.log_start_offset = f_log_start_offset_17
                                x12._diverging_epoch = None
                                x12._current_leader = None
                                x12._snapshot_id = None
                                x12.aborted_transactions = f_aborted_transactions_21
                                x12.preferred_read_replica = f_preferred_read_replica_22
                                x12.records = f_records_23
                                x12.unknown_tags = None
                                x12.tags_present = 0
                            else:
                                f_diverging_epoch_18 = None
                                f_current_leader_19 = None
                                f_snapshot_id_20 = None
                                nt32 = buf[pos]
                                if nt32 < 128:
                                    pos += 1
                                else:
                                    nt32, pos = _uvarint(buf, pos)
                                u33 = None
                                kp38 = 0
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
                                    if tg35 == 0:
                                        f_epoch_39, f_end_offset_40, pk41 = _S11(buf, pos)
                                        pos += 13
                                        if pk41:
                                            u42, pos = _unknown_tags(buf, pos - 1, te37)
                                        else:
                                            u42 = None
                                        f_diverging_epoch_18 = _new(EpochEndOffset)
                                        f_diverging_epoch_18.epoch = f_epoch_39
                                        f_diverging_epoch_18.end_offset = f_end_offset_40
                                        f_diverging_epoch_18.unknown_tags = u42
                                        if pos != te37:
                                            raise _tag_size(pos)
                                        kp38 |= 1
                                    elif tg35 == 1:
                                        f_leader_id_43, f_leader_epoch_44, pk45 = _S27(buf, pos)
                                        pos += 9
                                        if pk45:
                                            u46, pos = _unknown_tags(buf, pos - 1, te37)
                                        else:
                                            u46 = None
                                        f_current_leader_19 = _new(LeaderIdAndEpoch)
                                        f_current_leader_19.leader_id = f_leader_id_43
                                        f_current_leader_19.leader_epoch = f_leader_epoch_44
                                        f_current_leader_19.unknown_tags = u46
                                        if pos != te37:
                                            raise _tag_size(pos)
                                        kp38 |= 2
                                    elif tg35 == 2:
                                        f_end_offset_47, f_epoch_48, pk49 = _S28(buf, pos)
                                        pos += 13
                                        if pk49:
                                            u50, pos = _unknown_tags(buf, pos - 1, te37)
                                        else:
                                            u50 = None
                                        f_snapshot_id_20 = _new(SnapshotId)
                                        f_snapshot_id_20.end_offset = f_end_offset_47
                                        f_snapshot_id_20.epoch = f_epoch_48
                                        f_snapshot_id_20.unknown_tags = u50
                                        if pos != te37:
                                            raise _tag_size(pos)
                                        kp38 |= 4
                                    else:
                                        if u33 is None:
                                            u33 = {}
                                        u33[tg35] = buf[pos:te37]
                                        pos = te37
                                x12 = _new(PartitionData)
                                x12.partition_index = f_partition_index_13
                                x12.error_code = f_error_code_14
                                x12.high_watermark = f_high_watermark_15
                                x12.last_stable_offset = f_last_stable_offset_16
                                x12.log_start_offset = f_log_start_offset_17
                                x12._diverging_epoch = f_diverging_epoch_18
                                x12._current_leader = f_current_leader_19
                                x12._snapshot_id = f_snapshot_id_20
                                x12.aborted_transactions = f_aborted_transactions_21
                                x12.preferred_read_replica = f_preferred_read_replica_22
                                x12.records = f_records_23
                                x12.unknown_tags = u33
                                x12.tags_present = kp38
                            f_partitions_10.append(x12)
                if buf[pos]:
                    u51, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u51 = None
                x7 = _new(FetchableTopicResponse)
                x7.topic_id = f_topic_id_8
                x7.topic = ""
                x7.partitions = f_partitions_10
                x7.unknown_tags = u51
                f_responses_4.append(x7)
    if not buf[pos]:
        pos += 1
        o = _new(FetchResponse)
        o.throttle_time_ms = f_throttle_time_ms_1
        o.error_code = f_error_code_2
        o.session_id = f_session_id_3
        o.responses = f_responses_4
        o.node_endpoints = []
        o.unknown_tags = None
        o.tags_present = 0
    else:
        f_node_endpoints_5 = []
        nt52 = buf[pos]
        if nt52 < 128:
            pos += 1
        else:
            nt52, pos = _uvarint(buf, pos)
        u53 = None
        kp58 = 0
        last54 = -1
        for _ in range(nt52):
            tg55 = buf[pos]
            if tg55 < 128:
                pos += 1
            else:
                tg55, pos = _uvarint(buf, pos)
            sz56 = buf[pos]
            if sz56 < 128:
                pos += 1
            else:
                sz56, pos = _uvarint(buf, pos)
            te57 = pos + sz56
            if te57 > end:
                raise _short(pos)
            if tg55 <= last54:
                raise _tag_order(pos)
            last54 = tg55
            if tg55 == 0:
                n59 = buf[pos]
                if n59 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n59 = (n59 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n59, pos = _uvarint(buf, pos)
                n59 -= 1
                if n59 < 0:
                    raise _negative(pos)
                else:
                    if n59 * 11 > te57 - pos:
                        raise _short(pos)
                    f_node_endpoints_5 = []
                    if n59:
                        for _ in range(n59):
                            f_node_id_61, pk65 = _S29(buf, pos)
                            pos += 5
                            if pk65 >= 128:
                                if buf[pos] < 128:
                                    pk65 = (pk65 & 127) | (buf[pos] << 7)
                                    pos += 1
                                else:
                                    pk65, pos = _uvarint(buf, pos - 1)
                            pk65 -= 1
                            if pk65 < 0:
                                raise _negative(pos)
                            else:
                                e66 = pos + pk65
                                if e66 > te57:
                                    raise _short(pos)
                                f_host_62 = buf[pos:e66].decode()
                                pos = e66
                            f_port_63, pk67 = _S29(buf, pos)
                            pos += 5
                            if pk67 >= 128:
                                if buf[pos] < 128:
                                    pk67 = (pk67 & 127) | (buf[pos] << 7)
                                    pos += 1
                                else:
                                    pk67, pos = _uvarint(buf, pos - 1)
                            pk67 -= 1
                            if pk67 == -1:
                                f_rack_64 = None
                            elif pk67 < 0:
                                raise _negative(pos)
                            else:
                                e68 = pos + pk67
                                if e68 > te57:
                                    raise _short(pos)
                                f_rack_64 = buf[pos:e68].decode()
                                pos = e68
                            if buf[pos]:
                                u69, pos = _unknown_tags(buf, pos, te57)
                            else:
                                pos += 1
                                u69 = None
                            x60 = _new(NodeEndpoint)
                            x60.node_id = f_node_id_61
                            x60.host = f_host_62
                            x60.port = f_port_63
                            x60.rack = f_rack_64
                            x60.unknown_tags = u69
                            f_node_endpoints_5.append(x60)
                if pos != te57:
                    raise _tag_size(pos)
                kp58 |= 1
            else:
                if u53 is None:
                    u53 = {}
                u53[tg55] = buf[pos:te57]
                pos = te57
        o = _new(FetchResponse)
        o.throttle_time_ms = f_throttle_time_ms_1
        o.error_code = f_error_code_2
        o.session_id = f_session_id_3
        o.responses = f_responses_4
        o.node_endpoints = f_node_endpoints_5
        o.unknown_tags = u53
        o.tags_present = kp58
    return o, pos


def _e_FetchResponse_v0(o: FetchResponse, out: list[bytes]) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 0)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 0)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 0)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 0)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 0)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 0)
            out.append(_P17(x3.partition_index, x3.error_code, x3.high_watermark))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b4 = x3.records
                out.append(_Pi(len(b4)))
                out.append(b4)


def _e_FetchResponse_v1(o: FetchResponse, out: list[bytes]) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 1)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 1)
    out.append(_P18(o.throttle_time_ms))
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 1)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 1)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 1)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 1)
            out.append(_P17(x3.partition_index, x3.error_code, x3.high_watermark))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b4 = x3.records
                out.append(_Pi(len(b4)))
                out.append(b4)


def _e_FetchResponse_v2(o: FetchResponse, out: list[bytes]) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 2)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 2)
    out.append(_P18(o.throttle_time_ms))
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 2)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 2)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 2)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 2)
            out.append(_P17(x3.partition_index, x3.error_code, x3.high_watermark))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b4 = x3.records
                out.append(_Pi(len(b4)))
                out.append(b4)


def _e_FetchResponse_v3(o: FetchResponse, out: list[bytes]) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 3)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 3)
    out.append(_P18(o.throttle_time_ms))
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 3)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 3)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 3)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 3)
            out.append(_P17(x3.partition_index, x3.error_code, x3.high_watermark))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b4 = x3.records
                out.append(_Pi(len(b4)))
                out.append(b4)


def _e_FetchResponse_v4(o: FetchResponse, out: list[bytes]) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 4)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 4)
    out.append(_P18(o.throttle_time_ms))
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 4)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 4)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 4)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 4)
            out.append(_P19(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset))
            if x3.aborted_transactions is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                out.append(_Pi(len(x3.aborted_transactions)))
                for x4 in x3.aborted_transactions:
                    out.append(_P20(x4.producer_id, x4.first_offset))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_FetchResponse_v5(o: FetchResponse, out: list[bytes]) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 5)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 5)
    out.append(_P18(o.throttle_time_ms))
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 5)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 5)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 5)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 5)
            out.append(_P21(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset))
            if x3.aborted_transactions is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                out.append(_Pi(len(x3.aborted_transactions)))
                for x4 in x3.aborted_transactions:
                    out.append(_P20(x4.producer_id, x4.first_offset))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_FetchResponse_v6(o: FetchResponse, out: list[bytes]) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 6)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 6)
    out.append(_P18(o.throttle_time_ms))
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 6)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 6)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 6)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 6)
            out.append(_P21(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset))
            if x3.aborted_transactions is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                out.append(_Pi(len(x3.aborted_transactions)))
                for x4 in x3.aborted_transactions:
                    out.append(_P20(x4.producer_id, x4.first_offset))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_FetchResponse_v7(o: FetchResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 7)
    out.append(_P22(o.throttle_time_ms, o.error_code, o.session_id))
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 7)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 7)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 7)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 7)
            out.append(_P21(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset))
            if x3.aborted_transactions is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                out.append(_Pi(len(x3.aborted_transactions)))
                for x4 in x3.aborted_transactions:
                    out.append(_P20(x4.producer_id, x4.first_offset))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_FetchResponse_v8(o: FetchResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 8)
    out.append(_P22(o.throttle_time_ms, o.error_code, o.session_id))
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 8)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 8)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 8)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 8)
            out.append(_P21(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset))
            if x3.aborted_transactions is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                out.append(_Pi(len(x3.aborted_transactions)))
                for x4 in x3.aborted_transactions:
                    out.append(_P20(x4.producer_id, x4.first_offset))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_FetchResponse_v9(o: FetchResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 9)
    out.append(_P22(o.throttle_time_ms, o.error_code, o.session_id))
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 9)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 9)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 9)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 9)
            out.append(_P21(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset))
            if x3.aborted_transactions is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                out.append(_Pi(len(x3.aborted_transactions)))
                for x4 in x3.aborted_transactions:
                    out.append(_P20(x4.producer_id, x4.first_offset))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_FetchResponse_v10(o: FetchResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 10)
    out.append(_P22(o.throttle_time_ms, o.error_code, o.session_id))
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 10)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 10)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 10)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 10)
            out.append(_P21(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset))
            if x3.aborted_transactions is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                out.append(_Pi(len(x3.aborted_transactions)))
                for x4 in x3.aborted_transactions:
                    out.append(_P20(x4.producer_id, x4.first_offset))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_FetchResponse_v11(o: FetchResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 11)
    out.append(_P22(o.throttle_time_ms, o.error_code, o.session_id))
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 11)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 11)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 11)
            out.append(_P21(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset))
            if x3.aborted_transactions is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                out.append(_Pi(len(x3.aborted_transactions)))
                for x4 in x3.aborted_transactions:
                    out.append(_P20(x4.producer_id, x4.first_offset))
            out.append(_P18(x3.preferred_read_replica))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_FetchResponse_v12(o: FetchResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 12)
    out.append(_P22(o.throttle_time_ms, o.error_code, o.session_id))
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        b2 = x1.topic.encode()
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
            out.append(_P21(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset))
            if x3.aborted_transactions is None:
                out.append(b'\x00')
            else:
                if len(x3.aborted_transactions) + 1 < 128:
                    out.append(_B1[len(x3.aborted_transactions) + 1])
                else:
                    out.append(_encode_uvarint(len(x3.aborted_transactions) + 1))
                for x4 in x3.aborted_transactions:
                    out.append(_P20(x4.producer_id, x4.first_offset))
                    if x4.unknown_tags:
                        _write_tags(out, [], x4.unknown_tags)
                    else:
                        out.append(b'\x00')
            out.append(_P18(x3.preferred_read_replica))
            if x3.records is None:
                out.append(b'\x00')
            else:
                b5 = x3.records
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_encode_uvarint(len(b5) + 1))
                out.append(b5)
            t6 = []
            kp7 = x3.tags_present
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()) or kp7 & 1:
                tb8: list[bytes] = []
                tb8.append(_P16(x3.diverging_epoch.epoch, x3.diverging_epoch.end_offset))
                if x3.diverging_epoch.unknown_tags:
                    _write_tags(tb8, [], x3.diverging_epoch.unknown_tags)
                else:
                    tb8.append(b'\x00')
                t6.append((0, tb8))
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()) or kp7 & 2:
                tb9: list[bytes] = []
                tb9.append(_P30(x3.current_leader.leader_id, x3.current_leader.leader_epoch))
                if x3.current_leader.unknown_tags:
                    _write_tags(tb9, [], x3.current_leader.unknown_tags)
                else:
                    tb9.append(b'\x00')
                t6.append((1, tb9))
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()) or kp7 & 4:
                tb10: list[bytes] = []
                tb10.append(_P31(x3.snapshot_id.end_offset, x3.snapshot_id.epoch))
                if x3.snapshot_id.unknown_tags:
                    _write_tags(tb10, [], x3.snapshot_id.unknown_tags)
                else:
                    tb10.append(b'\x00')
                t6.append((2, tb10))
            if t6 or x3.unknown_tags:
                _write_tags(out, t6, x3.unknown_tags)
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


def _e_FetchResponse_v13(o: FetchResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 13)
    out.append(_P22(o.throttle_time_ms, o.error_code, o.session_id))
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        out.append(_P12(_uuid_bytes(x1.topic_id)))
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P21(x2.partition_index, x2.error_code, x2.high_watermark, x2.last_stable_offset, x2.log_start_offset))
            if x2.aborted_transactions is None:
                out.append(b'\x00')
            else:
                if len(x2.aborted_transactions) + 1 < 128:
                    out.append(_B1[len(x2.aborted_transactions) + 1])
                else:
                    out.append(_encode_uvarint(len(x2.aborted_transactions) + 1))
                for x3 in x2.aborted_transactions:
                    out.append(_P20(x3.producer_id, x3.first_offset))
                    if x3.unknown_tags:
                        _write_tags(out, [], x3.unknown_tags)
                    else:
                        out.append(b'\x00')
            out.append(_P18(x2.preferred_read_replica))
            if x2.records is None:
                out.append(b'\x00')
            else:
                b4 = x2.records
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_encode_uvarint(len(b4) + 1))
                out.append(b4)
            t5 = []
            kp6 = x2.tags_present
            if (x2._diverging_epoch is not None and x2._diverging_epoch != EpochEndOffset()) or kp6 & 1:
                tb7: list[bytes] = []
                tb7.append(_P16(x2.diverging_epoch.epoch, x2.diverging_epoch.end_offset))
                if x2.diverging_epoch.unknown_tags:
                    _write_tags(tb7, [], x2.diverging_epoch.unknown_tags)
                else:
                    tb7.append(b'\x00')
                t5.append((0, tb7))
            if (x2._current_leader is not None and x2._current_leader != LeaderIdAndEpoch()) or kp6 & 2:
                tb8: list[bytes] = []
                tb8.append(_P30(x2.current_leader.leader_id, x2.current_leader.leader_epoch))
                if x2.current_leader.unknown_tags:
                    _write_tags(tb8, [], x2.current_leader.unknown_tags)
                else:
                    tb8.append(b'\x00')
                t5.append((1, tb8))
            if (x2._snapshot_id is not None and x2._snapshot_id != SnapshotId()) or kp6 & 4:
                tb9: list[bytes] = []
                tb9.append(_P31(x2.snapshot_id.end_offset, x2.snapshot_id.epoch))
                if x2.snapshot_id.unknown_tags:
                    _write_tags(tb9, [], x2.snapshot_id.unknown_tags)
                else:
                    tb9.append(b'\x00')
                t5.append((2, tb9))
            if t5 or x2.unknown_tags:
                _write_tags(out, t5, x2.unknown_tags)
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


def _e_FetchResponse_v14(o: FetchResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 14)
    out.append(_P22(o.throttle_time_ms, o.error_code, o.session_id))
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        out.append(_P12(_uuid_bytes(x1.topic_id)))
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P21(x2.partition_index, x2.error_code, x2.high_watermark, x2.last_stable_offset, x2.log_start_offset))
            if x2.aborted_transactions is None:
                out.append(b'\x00')
            else:
                if len(x2.aborted_transactions) + 1 < 128:
                    out.append(_B1[len(x2.aborted_transactions) + 1])
                else:
                    out.append(_encode_uvarint(len(x2.aborted_transactions) + 1))
                for x3 in x2.aborted_transactions:
                    out.append(_P20(x3.producer_id, x3.first_offset))
                    if x3.unknown_tags:
                        _write_tags(out, [], x3.unknown_tags)
                    else:
                        out.append(b'\x00')
            out.append(_P18(x2.preferred_read_replica))
            if x2.records is None:
                out.append(b'\x00')
            else:
                b4 = x2.records
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_encode_uvarint(len(b4) + 1))
                out.append(b4)
            t5 = []
            kp6 = x2.tags_present
            if (x2._diverging_epoch is not None and x2._diverging_epoch != EpochEndOffset()) or kp6 & 1:
                tb7: list[bytes] = []
                tb7.append(_P16(x2.diverging_epoch.epoch, x2.diverging_epoch.end_offset))
                if x2.diverging_epoch.unknown_tags:
                    _write_tags(tb7, [], x2.diverging_epoch.unknown_tags)
                else:
                    tb7.append(b'\x00')
                t5.append((0, tb7))
            if (x2._current_leader is not None and x2._current_leader != LeaderIdAndEpoch()) or kp6 & 2:
                tb8: list[bytes] = []
                tb8.append(_P30(x2.current_leader.leader_id, x2.current_leader.leader_epoch))
                if x2.current_leader.unknown_tags:
                    _write_tags(tb8, [], x2.current_leader.unknown_tags)
                else:
                    tb8.append(b'\x00')
                t5.append((1, tb8))
            if (x2._snapshot_id is not None and x2._snapshot_id != SnapshotId()) or kp6 & 4:
                tb9: list[bytes] = []
                tb9.append(_P31(x2.snapshot_id.end_offset, x2.snapshot_id.epoch))
                if x2.snapshot_id.unknown_tags:
                    _write_tags(tb9, [], x2.snapshot_id.unknown_tags)
                else:
                    tb9.append(b'\x00')
                t5.append((2, tb9))
            if t5 or x2.unknown_tags:
                _write_tags(out, t5, x2.unknown_tags)
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


def _e_FetchResponse_v15(o: FetchResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 15)
    out.append(_P22(o.throttle_time_ms, o.error_code, o.session_id))
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        out.append(_P12(_uuid_bytes(x1.topic_id)))
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P21(x2.partition_index, x2.error_code, x2.high_watermark, x2.last_stable_offset, x2.log_start_offset))
            if x2.aborted_transactions is None:
                out.append(b'\x00')
            else:
                if len(x2.aborted_transactions) + 1 < 128:
                    out.append(_B1[len(x2.aborted_transactions) + 1])
                else:
                    out.append(_encode_uvarint(len(x2.aborted_transactions) + 1))
                for x3 in x2.aborted_transactions:
                    out.append(_P20(x3.producer_id, x3.first_offset))
                    if x3.unknown_tags:
                        _write_tags(out, [], x3.unknown_tags)
                    else:
                        out.append(b'\x00')
            out.append(_P18(x2.preferred_read_replica))
            if x2.records is None:
                out.append(b'\x00')
            else:
                b4 = x2.records
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_encode_uvarint(len(b4) + 1))
                out.append(b4)
            t5 = []
            kp6 = x2.tags_present
            if (x2._diverging_epoch is not None and x2._diverging_epoch != EpochEndOffset()) or kp6 & 1:
                tb7: list[bytes] = []
                tb7.append(_P16(x2.diverging_epoch.epoch, x2.diverging_epoch.end_offset))
                if x2.diverging_epoch.unknown_tags:
                    _write_tags(tb7, [], x2.diverging_epoch.unknown_tags)
                else:
                    tb7.append(b'\x00')
                t5.append((0, tb7))
            if (x2._current_leader is not None and x2._current_leader != LeaderIdAndEpoch()) or kp6 & 2:
                tb8: list[bytes] = []
                tb8.append(_P30(x2.current_leader.leader_id, x2.current_leader.leader_epoch))
                if x2.current_leader.unknown_tags:
                    _write_tags(tb8, [], x2.current_leader.unknown_tags)
                else:
                    tb8.append(b'\x00')
                t5.append((1, tb8))
            if (x2._snapshot_id is not None and x2._snapshot_id != SnapshotId()) or kp6 & 4:
                tb9: list[bytes] = []
                tb9.append(_P31(x2.snapshot_id.end_offset, x2.snapshot_id.epoch))
                if x2.snapshot_id.unknown_tags:
                    _write_tags(tb9, [], x2.snapshot_id.unknown_tags)
                else:
                    tb9.append(b'\x00')
                t5.append((2, tb9))
            if t5 or x2.unknown_tags:
                _write_tags(out, t5, x2.unknown_tags)
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


def _e_FetchResponse_v16(o: FetchResponse, out: list[bytes]) -> None:
    out.append(_P22(o.throttle_time_ms, o.error_code, o.session_id))
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        out.append(_P12(_uuid_bytes(x1.topic_id)))
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P21(x2.partition_index, x2.error_code, x2.high_watermark, x2.last_stable_offset, x2.log_start_offset))
            if x2.aborted_transactions is None:
                out.append(b'\x00')
            else:
                if len(x2.aborted_transactions) + 1 < 128:
                    out.append(_B1[len(x2.aborted_transactions) + 1])
                else:
                    out.append(_encode_uvarint(len(x2.aborted_transactions) + 1))
                for x3 in x2.aborted_transactions:
                    out.append(_P20(x3.producer_id, x3.first_offset))
                    if x3.unknown_tags:
                        _write_tags(out, [], x3.unknown_tags)
                    else:
                        out.append(b'\x00')
            out.append(_P18(x2.preferred_read_replica))
            if x2.records is None:
                out.append(b'\x00')
            else:
                b4 = x2.records
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_encode_uvarint(len(b4) + 1))
                out.append(b4)
            t5 = []
            kp6 = x2.tags_present
            if (x2._diverging_epoch is not None and x2._diverging_epoch != EpochEndOffset()) or kp6 & 1:
                tb7: list[bytes] = []
                tb7.append(_P16(x2.diverging_epoch.epoch, x2.diverging_epoch.end_offset))
                if x2.diverging_epoch.unknown_tags:
                    _write_tags(tb7, [], x2.diverging_epoch.unknown_tags)
                else:
                    tb7.append(b'\x00')
                t5.append((0, tb7))
            if (x2._current_leader is not None and x2._current_leader != LeaderIdAndEpoch()) or kp6 & 2:
                tb8: list[bytes] = []
                tb8.append(_P30(x2.current_leader.leader_id, x2.current_leader.leader_epoch))
                if x2.current_leader.unknown_tags:
                    _write_tags(tb8, [], x2.current_leader.unknown_tags)
                else:
                    tb8.append(b'\x00')
                t5.append((1, tb8))
            if (x2._snapshot_id is not None and x2._snapshot_id != SnapshotId()) or kp6 & 4:
                tb9: list[bytes] = []
                tb9.append(_P31(x2.snapshot_id.end_offset, x2.snapshot_id.epoch))
                if x2.snapshot_id.unknown_tags:
                    _write_tags(tb9, [], x2.snapshot_id.unknown_tags)
                else:
                    tb9.append(b'\x00')
                t5.append((2, tb9))
            if t5 or x2.unknown_tags:
                _write_tags(out, t5, x2.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    t10 = []
    kp11 = o.tags_present
    if o.node_endpoints or kp11 & 1:
        tb12: list[bytes] = []
        if len(o.node_endpoints) + 1 < 128:
            tb12.append(_B1[len(o.node_endpoints) + 1])
        else:
            tb12.append(_encode_uvarint(len(o.node_endpoints) + 1))
        for x13 in o.node_endpoints:
            tb12.append(_P18(x13.node_id))
            b14 = x13.host.encode()
            if len(b14) + 1 < 128:
                tb12.append(_B1[len(b14) + 1])
            else:
                tb12.append(_encode_uvarint(len(b14) + 1))
            tb12.append(b14)
            tb12.append(_P18(x13.port))
            if x13.rack is None:
                tb12.append(b'\x00')
            else:
                b15 = x13.rack.encode()
                if len(b15) + 1 < 128:
                    tb12.append(_B1[len(b15) + 1])
                else:
                    tb12.append(_encode_uvarint(len(b15) + 1))
                tb12.append(b15)
            if x13.unknown_tags:
                _write_tags(tb12, [], x13.unknown_tags)
            else:
                tb12.append(b'\x00')
        t10.append((0, tb12))
    if t10 or o.unknown_tags:
        _write_tags(out, t10, o.unknown_tags)
    else:
        out.append(b'\x00')


FetchRequest.DECODERS = {0: _d_FetchRequest_v0, 1: _d_FetchRequest_v0, 2: _d_FetchRequest_v0, 3: _d_FetchRequest_v3, 4: _d_FetchRequest_v4, 5: _d_FetchRequest_v5, 6: _d_FetchRequest_v5, 7: _d_FetchRequest_v7, 8: _d_FetchRequest_v7, 9: _d_FetchRequest_v9, 10: _d_FetchRequest_v9, 11: _d_FetchRequest_v11, 12: _d_FetchRequest_v12, 13: _d_FetchRequest_v13, 14: _d_FetchRequest_v13, 15: _d_FetchRequest_v15, 16: _d_FetchRequest_v15, 17: _d_FetchRequest_v17, 18: _d_FetchRequest_v18}
FetchRequest.ENCODERS = {0: _e_FetchRequest_v0, 1: _e_FetchRequest_v1, 2: _e_FetchRequest_v2, 3: _e_FetchRequest_v3, 4: _e_FetchRequest_v4, 5: _e_FetchRequest_v5, 6: _e_FetchRequest_v6, 7: _e_FetchRequest_v7, 8: _e_FetchRequest_v8, 9: _e_FetchRequest_v9, 10: _e_FetchRequest_v10, 11: _e_FetchRequest_v11, 12: _e_FetchRequest_v12, 13: _e_FetchRequest_v13, 14: _e_FetchRequest_v14, 15: _e_FetchRequest_v15, 16: _e_FetchRequest_v16, 17: _e_FetchRequest_v17, 18: _e_FetchRequest_v18}

FetchResponse.DECODERS = {0: _d_FetchResponse_v0, 1: _d_FetchResponse_v1, 2: _d_FetchResponse_v1, 3: _d_FetchResponse_v1, 4: _d_FetchResponse_v4, 5: _d_FetchResponse_v5, 6: _d_FetchResponse_v5, 7: _d_FetchResponse_v7, 8: _d_FetchResponse_v7, 9: _d_FetchResponse_v7, 10: _d_FetchResponse_v7, 11: _d_FetchResponse_v11, 12: _d_FetchResponse_v12, 13: _d_FetchResponse_v13, 14: _d_FetchResponse_v13, 15: _d_FetchResponse_v13, 16: _d_FetchResponse_v16, 17: _d_FetchResponse_v16, 18: _d_FetchResponse_v16}
FetchResponse.ENCODERS = {0: _e_FetchResponse_v0, 1: _e_FetchResponse_v1, 2: _e_FetchResponse_v2, 3: _e_FetchResponse_v3, 4: _e_FetchResponse_v4, 5: _e_FetchResponse_v5, 6: _e_FetchResponse_v6, 7: _e_FetchResponse_v7, 8: _e_FetchResponse_v8, 9: _e_FetchResponse_v9, 10: _e_FetchResponse_v10, 11: _e_FetchResponse_v11, 12: _e_FetchResponse_v12, 13: _e_FetchResponse_v13, 14: _e_FetchResponse_v14, 15: _e_FetchResponse_v15, 16: _e_FetchResponse_v16, 17: _e_FetchResponse_v16, 18: _e_FetchResponse_v16}
