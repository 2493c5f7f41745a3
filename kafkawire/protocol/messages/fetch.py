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
    _i32s,
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
        ap14 = f_topics_10.append
        for _ in range(n13):
            n19 = _uh(buf, pos)[0]
            pos += 2
            if n19 < 0:
                raise _negative(pos)
            else:
                e20 = pos + n19
                if e20 > end:
                    raise _short(pos)
                f_topic_17 = buf[pos:e20].decode()
                pos = e20
            n21 = _ui(buf, pos)[0]
            pos += 4
            if n21 < 0:
                raise _negative(pos)
            else:
                if n21 * 16 > end - pos:
                    raise _short(pos)
                f_partitions_18 = []
                ap22 = f_partitions_18.append
                for _ in range(n21):
                    f_partition_24, f_fetch_offset_26, f_partition_max_bytes_29 = _S1(buf, pos)
                    pos += 16
                    x23 = FetchPartition(f_partition_24, -1, f_fetch_offset_26, -1, -1, f_partition_max_bytes_29, ZERO_UUID, 9223372036854775807, None)
                    ap22(x23)
            x15 = FetchTopic(ZERO_UUID, f_topic_17, f_partitions_18, None)
            ap14(x15)
    o = FetchRequest(None, None, f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, 2147483647, 0, 0, -1, f_topics_10, [], "", None)
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
        ap14 = f_topics_10.append
        for _ in range(n13):
            n19 = _uh(buf, pos)[0]
            pos += 2
            if n19 < 0:
                raise _negative(pos)
            else:
                e20 = pos + n19
                if e20 > end:
                    raise _short(pos)
                f_topic_17 = buf[pos:e20].decode()
                pos = e20
            n21 = _ui(buf, pos)[0]
            pos += 4
            if n21 < 0:
                raise _negative(pos)
            else:
                if n21 * 16 > end - pos:
                    raise _short(pos)
                f_partitions_18 = []
                ap22 = f_partitions_18.append
                for _ in range(n21):
                    f_partition_24, f_fetch_offset_26, f_partition_max_bytes_29 = _S1(buf, pos)
                    pos += 16
                    x23 = FetchPartition(f_partition_24, -1, f_fetch_offset_26, -1, -1, f_partition_max_bytes_29, ZERO_UUID, 9223372036854775807, None)
                    ap22(x23)
            x15 = FetchTopic(ZERO_UUID, f_topic_17, f_partitions_18, None)
            ap14(x15)
    o = FetchRequest(None, None, f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, 0, 0, -1, f_topics_10, [], "", None)
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
        ap14 = f_topics_10.append
        for _ in range(n13):
            n19 = _uh(buf, pos)[0]
            pos += 2
            if n19 < 0:
                raise _negative(pos)
            else:
                e20 = pos + n19
                if e20 > end:
                    raise _short(pos)
                f_topic_17 = buf[pos:e20].decode()
                pos = e20
            n21 = _ui(buf, pos)[0]
            pos += 4
            if n21 < 0:
                raise _negative(pos)
            else:
                if n21 * 16 > end - pos:
                    raise _short(pos)
                f_partitions_18 = []
                ap22 = f_partitions_18.append
                for _ in range(n21):
                    f_partition_24, f_fetch_offset_26, f_partition_max_bytes_29 = _S1(buf, pos)
                    pos += 16
                    x23 = FetchPartition(f_partition_24, -1, f_fetch_offset_26, -1, -1, f_partition_max_bytes_29, ZERO_UUID, 9223372036854775807, None)
                    ap22(x23)
            x15 = FetchTopic(ZERO_UUID, f_topic_17, f_partitions_18, None)
            ap14(x15)
    o = FetchRequest(None, None, f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, 0, -1, f_topics_10, [], "", None)
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
        ap14 = f_topics_10.append
        for _ in range(n13):
            n19 = _uh(buf, pos)[0]
            pos += 2
            if n19 < 0:
                raise _negative(pos)
            else:
                e20 = pos + n19
                if e20 > end:
                    raise _short(pos)
                f_topic_17 = buf[pos:e20].decode()
                pos = e20
            n21 = _ui(buf, pos)[0]
            pos += 4
            if n21 < 0:
                raise _negative(pos)
            else:
                if n21 * 24 > end - pos:
                    raise _short(pos)
                f_partitions_18 = []
                ap22 = f_partitions_18.append
                for _ in range(n21):
                    f_partition_24, f_fetch_offset_26, f_log_start_offset_28, f_partition_max_bytes_29 = _S4(buf, pos)
                    pos += 24
                    x23 = FetchPartition(f_partition_24, -1, f_fetch_offset_26, -1, f_log_start_offset_28, f_partition_max_bytes_29, ZERO_UUID, 9223372036854775807, None)
                    ap22(x23)
            x15 = FetchTopic(ZERO_UUID, f_topic_17, f_partitions_18, None)
            ap14(x15)
    o = FetchRequest(None, None, f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, 0, -1, f_topics_10, [], "", None)
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
        ap14 = f_topics_10.append
        for _ in range(n13):
            n19 = _uh(buf, pos)[0]
            pos += 2
            if n19 < 0:
                raise _negative(pos)
            else:
                e20 = pos + n19
                if e20 > end:
                    raise _short(pos)
                f_topic_17 = buf[pos:e20].decode()
                pos = e20
            n21 = _ui(buf, pos)[0]
            pos += 4
            if n21 < 0:
                raise _negative(pos)
            else:
                if n21 * 24 > end - pos:
                    raise _short(pos)
                f_partitions_18 = []
                ap22 = f_partitions_18.append
                for _ in range(n21):
                    f_partition_24, f_fetch_offset_26, f_log_start_offset_28, f_partition_max_bytes_29 = _S4(buf, pos)
                    pos += 24
                    x23 = FetchPartition(f_partition_24, -1, f_fetch_offset_26, -1, f_log_start_offset_28, f_partition_max_bytes_29, ZERO_UUID, 9223372036854775807, None)
                    ap22(x23)
            x15 = FetchTopic(ZERO_UUID, f_topic_17, f_partitions_18, None)
            ap14(x15)
    n32 = _ui(buf, pos)[0]
    pos += 4
    if n32 < 0:
        raise _negative(pos)
    else:
        if n32 * 6 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        ap33 = f_forgotten_topics_data_11.append
        for _ in range(n32):
            n38 = _uh(buf, pos)[0]
            pos += 2
            if n38 < 0:
                raise _negative(pos)
            else:
                e39 = pos + n38
                if e39 > end:
                    raise _short(pos)
                f_topic_36 = buf[pos:e39].decode()
                pos = e39
            n40 = _ui(buf, pos)[0]
            pos += 4
            if n40 < 0:
                raise _negative(pos)
            else:
                if n40 * 4 > end - pos:
                    raise _short(pos)
                if n40 < 33:
                    f_partitions_37 = list(_i32s[n40](buf, pos))
                else:
                    f_partitions_37 = list(_array('i', n40).unpack_from(buf, pos))
                pos += n40 * 4
            x34 = ForgottenTopic(ZERO_UUID, f_topic_36, f_partitions_37, None)
            ap33(x34)
    o = FetchRequest(None, None, f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, f_topics_10, f_forgotten_topics_data_11, "", None)
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
        ap14 = f_topics_10.append
        for _ in range(n13):
            n19 = _uh(buf, pos)[0]
            pos += 2
            if n19 < 0:
                raise _negative(pos)
            else:
                e20 = pos + n19
                if e20 > end:
                    raise _short(pos)
                f_topic_17 = buf[pos:e20].decode()
                pos = e20
            n21 = _ui(buf, pos)[0]
            pos += 4
            if n21 < 0:
                raise _negative(pos)
            else:
                if n21 * 28 > end - pos:
                    raise _short(pos)
                f_partitions_18 = []
                ap22 = f_partitions_18.append
                for _ in range(n21):
                    f_partition_24, f_current_leader_epoch_25, f_fetch_offset_26, f_log_start_offset_28, f_partition_max_bytes_29 = _S6(buf, pos)
                    pos += 28
                    x23 = FetchPartition(f_partition_24, f_current_leader_epoch_25, f_fetch_offset_26, -1, f_log_start_offset_28, f_partition_max_bytes_29, ZERO_UUID, 9223372036854775807, None)
                    ap22(x23)
            x15 = FetchTopic(ZERO_UUID, f_topic_17, f_partitions_18, None)
            ap14(x15)
    n32 = _ui(buf, pos)[0]
    pos += 4
    if n32 < 0:
        raise _negative(pos)
    else:
        if n32 * 6 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        ap33 = f_forgotten_topics_data_11.append
        for _ in range(n32):
            n38 = _uh(buf, pos)[0]
            pos += 2
            if n38 < 0:
                raise _negative(pos)
            else:
                e39 = pos + n38
                if e39 > end:
                    raise _short(pos)
                f_topic_36 = buf[pos:e39].decode()
                pos = e39
            n40 = _ui(buf, pos)[0]
            pos += 4
            if n40 < 0:
                raise _negative(pos)
            else:
                if n40 * 4 > end - pos:
                    raise _short(pos)
                if n40 < 33:
                    f_partitions_37 = list(_i32s[n40](buf, pos))
                else:
                    f_partitions_37 = list(_array('i', n40).unpack_from(buf, pos))
                pos += n40 * 4
            x34 = ForgottenTopic(ZERO_UUID, f_topic_36, f_partitions_37, None)
            ap33(x34)
    o = FetchRequest(None, None, f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, f_topics_10, f_forgotten_topics_data_11, "", None)
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
        ap14 = f_topics_10.append
        for _ in range(n13):
            n19 = _uh(buf, pos)[0]
            pos += 2
            if n19 < 0:
                raise _negative(pos)
            else:
                e20 = pos + n19
                if e20 > end:
                    raise _short(pos)
                f_topic_17 = buf[pos:e20].decode()
                pos = e20
            n21 = _ui(buf, pos)[0]
            pos += 4
            if n21 < 0:
                raise _negative(pos)
            else:
                if n21 * 28 > end - pos:
                    raise _short(pos)
                f_partitions_18 = []
                ap22 = f_partitions_18.append
                for _ in range(n21):
                    f_partition_24, f_current_leader_epoch_25, f_fetch_offset_26, f_log_start_offset_28, f_partition_max_bytes_29 = _S6(buf, pos)
                    pos += 28
                    x23 = FetchPartition(f_partition_24, f_current_leader_epoch_25, f_fetch_offset_26, -1, f_log_start_offset_28, f_partition_max_bytes_29, ZERO_UUID, 9223372036854775807, None)
                    ap22(x23)
            x15 = FetchTopic(ZERO_UUID, f_topic_17, f_partitions_18, None)
            ap14(x15)
    n32 = _ui(buf, pos)[0]
    pos += 4
    if n32 < 0:
        raise _negative(pos)
    else:
        if n32 * 6 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        ap33 = f_forgotten_topics_data_11.append
        for _ in range(n32):
            n38 = _uh(buf, pos)[0]
            pos += 2
            if n38 < 0:
                raise _negative(pos)
            else:
                e39 = pos + n38
                if e39 > end:
                    raise _short(pos)
                f_topic_36 = buf[pos:e39].decode()
                pos = e39
            n40 = _ui(buf, pos)[0]
            pos += 4
            if n40 < 0:
                raise _negative(pos)
            else:
                if n40 * 4 > end - pos:
                    raise _short(pos)
                if n40 < 33:
                    f_partitions_37 = list(_i32s[n40](buf, pos))
                else:
                    f_partitions_37 = list(_array('i', n40).unpack_from(buf, pos))
                pos += n40 * 4
            x34 = ForgottenTopic(ZERO_UUID, f_topic_36, f_partitions_37, None)
            ap33(x34)
    n41 = _uh(buf, pos)[0]
    pos += 2
    if n41 < 0:
        raise _negative(pos)
    else:
        e42 = pos + n41
        if e42 > end:
            raise _short(pos)
        f_rack_id_12 = buf[pos:e42].decode()
        pos = e42
    o = FetchRequest(None, None, f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, f_topics_10, f_forgotten_topics_data_11, f_rack_id_12, None)
    return o, pos


def _d_FetchRequest_v12(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9 = _S5(buf, pos)
    pos += 25
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
        if n13 * 3 > end - pos:
            raise _short(pos)
        f_topics_10 = []
        ap14 = f_topics_10.append
        for _ in range(n13):
            n19 = buf[pos]
            if n19 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n19 = (n19 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n19, pos = _uvarint(buf, pos)
            n19 -= 1
            if n19 < 0:
                raise _negative(pos)
            else:
                e20 = pos + n19
                if e20 > end:
                    raise _short(pos)
                f_topic_17 = buf[pos:e20].decode()
                pos = e20
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
                if n21 * 33 > end - pos:
                    raise _short(pos)
                f_partitions_18 = []
                ap22 = f_partitions_18.append
                for _ in range(n21):
                    f_partition_24, f_current_leader_epoch_25, f_fetch_offset_26, f_last_fetched_epoch_27, f_log_start_offset_28, f_partition_max_bytes_29 = _S7(buf, pos)
                    pos += 32
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
                    x23 = FetchPartition(f_partition_24, f_current_leader_epoch_25, f_fetch_offset_26, f_last_fetched_epoch_27, f_log_start_offset_28, f_partition_max_bytes_29, ZERO_UUID, 9223372036854775807, u33)
                    ap22(x23)
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
            x15 = FetchTopic(ZERO_UUID, f_topic_17, f_partitions_18, u39)
            ap14(x15)
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
        if n44 * 3 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        ap45 = f_forgotten_topics_data_11.append
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
                f_topic_48 = buf[pos:e51].decode()
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
                if n52 * 4 > end - pos:
                    raise _short(pos)
                if n52 < 33:
                    f_partitions_49 = list(_i32s[n52](buf, pos))
                else:
                    f_partitions_49 = list(_array('i', n52).unpack_from(buf, pos))
                pos += n52 * 4
            nt53 = buf[pos]
            if nt53 < 128:
                pos += 1
            else:
                nt53, pos = _uvarint(buf, pos)
            u54 = None
            if nt53:
                last55 = -1
                for _ in range(nt53):
                    tg56 = buf[pos]
                    if tg56 < 128:
                        pos += 1
                    else:
                        tg56, pos = _uvarint(buf, pos)
                    sz57 = buf[pos]
                    if sz57 < 128:
                        pos += 1
                    else:
                        sz57, pos = _uvarint(buf, pos)
                    te58 = pos + sz57
                    if te58 > end:
                        raise _short(pos)
                    if tg56 <= last55:
                        raise _tag_order(pos)
                    last55 = tg56
                    if u54 is None:
                        u54 = {}
                    u54[tg56] = buf[pos:te58]
                    pos = te58
            x46 = ForgottenTopic(ZERO_UUID, f_topic_48, f_partitions_49, u54)
            ap45(x46)
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
        e60 = pos + n59
        if e60 > end:
            raise _short(pos)
        f_rack_id_12 = buf[pos:e60].decode()
        pos = e60
    f_cluster_id_1 = None
    nt61 = buf[pos]
    if nt61 < 128:
        pos += 1
    else:
        nt61, pos = _uvarint(buf, pos)
    u62 = None
    kp67 = 0
    if nt61:
        last63 = -1
        for _ in range(nt61):
            tg64 = buf[pos]
            if tg64 < 128:
                pos += 1
            else:
                tg64, pos = _uvarint(buf, pos)
            sz65 = buf[pos]
            if sz65 < 128:
                pos += 1
            else:
                sz65, pos = _uvarint(buf, pos)
            te66 = pos + sz65
            if te66 > end:
                raise _short(pos)
            if tg64 <= last63:
                raise _tag_order(pos)
            last63 = tg64
            if tg64 == 0:
                n68 = buf[pos]
                if n68 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n68 = (n68 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n68, pos = _uvarint(buf, pos)
                n68 -= 1
                if n68 == -1:
                    f_cluster_id_1 = None
                elif n68 < 0:
                    raise _negative(pos)
                else:
                    e69 = pos + n68
                    if e69 > te66:
                        raise _short(pos)
                    f_cluster_id_1 = buf[pos:e69].decode()
                    pos = e69
                if pos != te66:
                    raise _tag_size(pos)
                kp67 |= 1
            else:
                if u62 is None:
                    u62 = {}
                u62[tg64] = buf[pos:te66]
                pos = te66
    o = FetchRequest(f_cluster_id_1, None, f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, f_topics_10, f_forgotten_topics_data_11, f_rack_id_12, u62)
    if kp67:
        o.tags_present = kp67
    return o, pos


def _d_FetchRequest_v13(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9 = _S5(buf, pos)
    pos += 25
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
        if n13 * 18 > end - pos:
            raise _short(pos)
        f_topics_10 = []
        ap14 = f_topics_10.append
        for _ in range(n13):
            f_topic_id_16 = _S8(buf, pos)[0]
            pos += 16
            f_topic_id_16 = _make_uuid(f_topic_id_16)
            n19 = buf[pos]
            if n19 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n19 = (n19 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n19, pos = _uvarint(buf, pos)
            n19 -= 1
            if n19 < 0:
                raise _negative(pos)
            else:
                if n19 * 33 > end - pos:
                    raise _short(pos)
                f_partitions_18 = []
                ap20 = f_partitions_18.append
                for _ in range(n19):
                    f_partition_22, f_current_leader_epoch_23, f_fetch_offset_24, f_last_fetched_epoch_25, f_log_start_offset_26, f_partition_max_bytes_27 = _S7(buf, pos)
                    pos += 32
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
                    x21 = FetchPartition(f_partition_22, f_current_leader_epoch_23, f_fetch_offset_24, f_last_fetched_epoch_25, f_log_start_offset_26, f_partition_max_bytes_27, ZERO_UUID, 9223372036854775807, u31)
                    ap20(x21)
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
            x15 = FetchTopic(f_topic_id_16, "", f_partitions_18, u37)
            ap14(x15)
    n42 = buf[pos]
    if n42 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n42 = (n42 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n42, pos = _uvarint(buf, pos)
    n42 -= 1
    if n42 < 0:
        raise _negative(pos)
    else:
        if n42 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        ap43 = f_forgotten_topics_data_11.append
        for _ in range(n42):
            f_topic_id_45 = _S8(buf, pos)[0]
            pos += 16
            f_topic_id_45 = _make_uuid(f_topic_id_45)
            n48 = buf[pos]
            if n48 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n48 = (n48 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n48, pos = _uvarint(buf, pos)
            n48 -= 1
            if n48 < 0:
                raise _negative(pos)
            else:
                if n48 * 4 > end - pos:
                    raise _short(pos)
                if n48 < 33:
                    f_partitions_47 = list(_i32s[n48](buf, pos))
                else:
                    f_partitions_47 = list(_array('i', n48).unpack_from(buf, pos))
                pos += n48 * 4
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
            x44 = ForgottenTopic(f_topic_id_45, "", f_partitions_47, u50)
            ap43(x44)
    n55 = buf[pos]
    if n55 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n55 = (n55 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n55, pos = _uvarint(buf, pos)
    n55 -= 1
    if n55 < 0:
        raise _negative(pos)
    else:
        e56 = pos + n55
        if e56 > end:
            raise _short(pos)
        f_rack_id_12 = buf[pos:e56].decode()
        pos = e56
    f_cluster_id_1 = None
    nt57 = buf[pos]
    if nt57 < 128:
        pos += 1
    else:
        nt57, pos = _uvarint(buf, pos)
    u58 = None
    kp63 = 0
    if nt57:
        last59 = -1
        for _ in range(nt57):
            tg60 = buf[pos]
            if tg60 < 128:
                pos += 1
            else:
                tg60, pos = _uvarint(buf, pos)
            sz61 = buf[pos]
            if sz61 < 128:
                pos += 1
            else:
                sz61, pos = _uvarint(buf, pos)
            te62 = pos + sz61
            if te62 > end:
                raise _short(pos)
            if tg60 <= last59:
                raise _tag_order(pos)
            last59 = tg60
            if tg60 == 0:
                n64 = buf[pos]
                if n64 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n64 = (n64 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n64, pos = _uvarint(buf, pos)
                n64 -= 1
                if n64 == -1:
                    f_cluster_id_1 = None
                elif n64 < 0:
                    raise _negative(pos)
                else:
                    e65 = pos + n64
                    if e65 > te62:
                        raise _short(pos)
                    f_cluster_id_1 = buf[pos:e65].decode()
                    pos = e65
                if pos != te62:
                    raise _tag_size(pos)
                kp63 |= 1
            else:
                if u58 is None:
                    u58 = {}
                u58[tg60] = buf[pos:te62]
                pos = te62
    o = FetchRequest(f_cluster_id_1, None, f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, f_topics_10, f_forgotten_topics_data_11, f_rack_id_12, u58)
    if kp63:
        o.tags_present = kp63
    return o, pos


def _d_FetchRequest_v15(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9 = _S9(buf, pos)
    pos += 21
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
        if n13 * 18 > end - pos:
            raise _short(pos)
        f_topics_10 = []
        ap14 = f_topics_10.append
        for _ in range(n13):
            f_topic_id_16 = _S8(buf, pos)[0]
            pos += 16
            f_topic_id_16 = _make_uuid(f_topic_id_16)
            n19 = buf[pos]
            if n19 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n19 = (n19 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n19, pos = _uvarint(buf, pos)
            n19 -= 1
            if n19 < 0:
                raise _negative(pos)
            else:
                if n19 * 33 > end - pos:
                    raise _short(pos)
                f_partitions_18 = []
                ap20 = f_partitions_18.append
                for _ in range(n19):
                    f_partition_22, f_current_leader_epoch_23, f_fetch_offset_24, f_last_fetched_epoch_25, f_log_start_offset_26, f_partition_max_bytes_27 = _S7(buf, pos)
                    pos += 32
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
                    x21 = FetchPartition(f_partition_22, f_current_leader_epoch_23, f_fetch_offset_24, f_last_fetched_epoch_25, f_log_start_offset_26, f_partition_max_bytes_27, ZERO_UUID, 9223372036854775807, u31)
                    ap20(x21)
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
            x15 = FetchTopic(f_topic_id_16, "", f_partitions_18, u37)
            ap14(x15)
    n42 = buf[pos]
    if n42 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n42 = (n42 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n42, pos = _uvarint(buf, pos)
    n42 -= 1
    if n42 < 0:
        raise _negative(pos)
    else:
        if n42 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        ap43 = f_forgotten_topics_data_11.append
        for _ in range(n42):
            f_topic_id_45 = _S8(buf, pos)[0]
            pos += 16
            f_topic_id_45 = _make_uuid(f_topic_id_45)
            n48 = buf[pos]
            if n48 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n48 = (n48 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n48, pos = _uvarint(buf, pos)
            n48 -= 1
            if n48 < 0:
                raise _negative(pos)
            else:
                if n48 * 4 > end - pos:
                    raise _short(pos)
                if n48 < 33:
                    f_partitions_47 = list(_i32s[n48](buf, pos))
                else:
                    f_partitions_47 = list(_array('i', n48).unpack_from(buf, pos))
                pos += n48 * 4
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
            x44 = ForgottenTopic(f_topic_id_45, "", f_partitions_47, u50)
            ap43(x44)
    n55 = buf[pos]
    if n55 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n55 = (n55 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n55, pos = _uvarint(buf, pos)
    n55 -= 1
    if n55 < 0:
        raise _negative(pos)
    else:
        e56 = pos + n55
        if e56 > end:
            raise _short(pos)
        f_rack_id_12 = buf[pos:e56].decode()
        pos = e56
    f_cluster_id_1 = None
    f_replica_state_2 = None
    nt57 = buf[pos]
    if nt57 < 128:
        pos += 1
    else:
        nt57, pos = _uvarint(buf, pos)
    u58 = None
    kp63 = 0
    if nt57:
        last59 = -1
        for _ in range(nt57):
            tg60 = buf[pos]
            if tg60 < 128:
                pos += 1
            else:
                tg60, pos = _uvarint(buf, pos)
            sz61 = buf[pos]
            if sz61 < 128:
                pos += 1
            else:
                sz61, pos = _uvarint(buf, pos)
            te62 = pos + sz61
            if te62 > end:
                raise _short(pos)
            if tg60 <= last59:
                raise _tag_order(pos)
            last59 = tg60
            if tg60 == 0:
                n64 = buf[pos]
                if n64 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n64 = (n64 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n64, pos = _uvarint(buf, pos)
                n64 -= 1
                if n64 == -1:
                    f_cluster_id_1 = None
                elif n64 < 0:
                    raise _negative(pos)
                else:
                    e65 = pos + n64
                    if e65 > te62:
                        raise _short(pos)
                    f_cluster_id_1 = buf[pos:e65].decode()
                    pos = e65
                if pos != te62:
                    raise _tag_size(pos)
                kp63 |= 1
            elif tg60 == 1:
                f_replica_id_66, f_replica_epoch_67 = _S10(buf, pos)
                pos += 12
                nt68 = buf[pos]
                if nt68 < 128:
                    pos += 1
                else:
                    nt68, pos = _uvarint(buf, pos)
                u69 = None
                if nt68:
                    last70 = -1
                    for _ in range(nt68):
                        tg71 = buf[pos]
                        if tg71 < 128:
                            pos += 1
                        else:
                            tg71, pos = _uvarint(buf, pos)
                        sz72 = buf[pos]
                        if sz72 < 128:
                            pos += 1
                        else:
                            sz72, pos = _uvarint(buf, pos)
                        te73 = pos + sz72
                        if te73 > te62:
                            raise _short(pos)
                        if tg71 <= last70:
                            raise _tag_order(pos)
                        last70 = tg71
                        if u69 is None:
                            u69 = {}
                        u69[tg71] = buf[pos:te73]
                        pos = te73
                f_replica_state_2 = ReplicaState(f_replica_id_66, f_replica_epoch_67, u69)
                if pos != te62:
                    raise _tag_size(pos)
                kp63 |= 2
            else:
                if u58 is None:
                    u58 = {}
                u58[tg60] = buf[pos:te62]
                pos = te62
    o = FetchRequest(f_cluster_id_1, f_replica_state_2, -1, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, f_topics_10, f_forgotten_topics_data_11, f_rack_id_12, u58)
    if kp63:
        o.tags_present = kp63
    return o, pos


def _d_FetchRequest_v17(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9 = _S9(buf, pos)
    pos += 21
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
        if n13 * 18 > end - pos:
            raise _short(pos)
        f_topics_10 = []
        ap14 = f_topics_10.append
        for _ in range(n13):
            f_topic_id_16 = _S8(buf, pos)[0]
            pos += 16
            f_topic_id_16 = _make_uuid(f_topic_id_16)
            n19 = buf[pos]
            if n19 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n19 = (n19 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n19, pos = _uvarint(buf, pos)
            n19 -= 1
            if n19 < 0:
                raise _negative(pos)
            else:
                if n19 * 33 > end - pos:
                    raise _short(pos)
                f_partitions_18 = []
                ap20 = f_partitions_18.append
                for _ in range(n19):
                    f_partition_22, f_current_leader_epoch_23, f_fetch_offset_24, f_last_fetched_epoch_25, f_log_start_offset_26, f_partition_max_bytes_27 = _S7(buf, pos)
                    pos += 32
                    f_replica_directory_id_28 = ZERO_UUID
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
                                f_replica_directory_id_28 = _S8(buf, pos)[0]
                                pos += 16
                                f_replica_directory_id_28 = _make_uuid(f_replica_directory_id_28)
                                if pos != te35:
                                    raise _tag_size(pos)
                                kp36 |= 1
                            else:
                                if u31 is None:
                                    u31 = {}
                                u31[tg33] = buf[pos:te35]
                                pos = te35
                    x21 = FetchPartition(f_partition_22, f_current_leader_epoch_23, f_fetch_offset_24, f_last_fetched_epoch_25, f_log_start_offset_26, f_partition_max_bytes_27, f_replica_directory_id_28, 9223372036854775807, u31)
                    if kp36:
                        x21.tags_present = kp36
                    ap20(x21)
            nt37 = buf[pos]
            if nt37 < 128:
                pos += 1
            else:
                nt37, pos = _uvarint(buf, pos)
            u38 = None
            if nt37:
                last39 = -1
                for _ in range(nt37):
                    tg40 = buf[pos]
                    if tg40 < 128:
                        pos += 1
                    else:
                        tg40, pos = _uvarint(buf, pos)
                    sz41 = buf[pos]
                    if sz41 < 128:
                        pos += 1
                    else:
                        sz41, pos = _uvarint(buf, pos)
                    te42 = pos + sz41
                    if te42 > end:
                        raise _short(pos)
                    if tg40 <= last39:
                        raise _tag_order(pos)
                    last39 = tg40
                    if u38 is None:
                        u38 = {}
                    u38[tg40] = buf[pos:te42]
                    pos = te42
            x15 = FetchTopic(f_topic_id_16, "", f_partitions_18, u38)
            ap14(x15)
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
        if n43 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        ap44 = f_forgotten_topics_data_11.append
        for _ in range(n43):
            f_topic_id_46 = _S8(buf, pos)[0]
            pos += 16
            f_topic_id_46 = _make_uuid(f_topic_id_46)
            n49 = buf[pos]
            if n49 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n49 = (n49 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n49, pos = _uvarint(buf, pos)
            n49 -= 1
            if n49 < 0:
                raise _negative(pos)
            else:
                if n49 * 4 > end - pos:
                    raise _short(pos)
                if n49 < 33:
                    f_partitions_48 = list(_i32s[n49](buf, pos))
                else:
                    f_partitions_48 = list(_array('i', n49).unpack_from(buf, pos))
                pos += n49 * 4
            nt50 = buf[pos]
            if nt50 < 128:
                pos += 1
            else:
                nt50, pos = _uvarint(buf, pos)
            u51 = None
            if nt50:
                last52 = -1
                for _ in range(nt50):
                    tg53 = buf[pos]
                    if tg53 < 128:
                        pos += 1
                    else:
                        tg53, pos = _uvarint(buf, pos)
                    sz54 = buf[pos]
                    if sz54 < 128:
                        pos += 1
                    else:
                        sz54, pos = _uvarint(buf, pos)
                    te55 = pos + sz54
                    if te55 > end:
                        raise _short(pos)
                    if tg53 <= last52:
                        raise _tag_order(pos)
                    last52 = tg53
                    if u51 is None:
                        u51 = {}
                    u51[tg53] = buf[pos:te55]
                    pos = te55
            x45 = ForgottenTopic(f_topic_id_46, "", f_partitions_48, u51)
            ap44(x45)
    n56 = buf[pos]
    if n56 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n56 = (n56 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n56, pos = _uvarint(buf, pos)
    n56 -= 1
    if n56 < 0:
        raise _negative(pos)
    else:
        e57 = pos + n56
        if e57 > end:
            raise _short(pos)
        f_rack_id_12 = buf[pos:e57].decode()
        pos = e57
    f_cluster_id_1 = None
    f_replica_state_2 = None
    nt58 = buf[pos]
    if nt58 < 128:
        pos += 1
    else:
        nt58, pos = _uvarint(buf, pos)
    u59 = None
    kp64 = 0
    if nt58:
        last60 = -1
        for _ in range(nt58):
            tg61 = buf[pos]
            if tg61 < 128:
                pos += 1
            else:
                tg61, pos = _uvarint(buf, pos)
            sz62 = buf[pos]
            if sz62 < 128:
                pos += 1
            else:
                sz62, pos = _uvarint(buf, pos)
            te63 = pos + sz62
            if te63 > end:
                raise _short(pos)
            if tg61 <= last60:
                raise _tag_order(pos)
            last60 = tg61
            if tg61 == 0:
                n65 = buf[pos]
                if n65 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n65 = (n65 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n65, pos = _uvarint(buf, pos)
                n65 -= 1
                if n65 == -1:
                    f_cluster_id_1 = None
                elif n65 < 0:
                    raise _negative(pos)
                else:
                    e66 = pos + n65
                    if e66 > te63:
                        raise _short(pos)
                    f_cluster_id_1 = buf[pos:e66].decode()
                    pos = e66
                if pos != te63:
                    raise _tag_size(pos)
                kp64 |= 1
            elif tg61 == 1:
                f_replica_id_67, f_replica_epoch_68 = _S10(buf, pos)
                pos += 12
                nt69 = buf[pos]
                if nt69 < 128:
                    pos += 1
                else:
                    nt69, pos = _uvarint(buf, pos)
                u70 = None
                if nt69:
                    last71 = -1
                    for _ in range(nt69):
                        tg72 = buf[pos]
                        if tg72 < 128:
                            pos += 1
                        else:
                            tg72, pos = _uvarint(buf, pos)
                        sz73 = buf[pos]
                        if sz73 < 128:
                            pos += 1
                        else:
                            sz73, pos = _uvarint(buf, pos)
                        te74 = pos + sz73
                        if te74 > te63:
                            raise _short(pos)
                        if tg72 <= last71:
                            raise _tag_order(pos)
                        last71 = tg72
                        if u70 is None:
                            u70 = {}
                        u70[tg72] = buf[pos:te74]
                        pos = te74
                f_replica_state_2 = ReplicaState(f_replica_id_67, f_replica_epoch_68, u70)
                if pos != te63:
                    raise _tag_size(pos)
                kp64 |= 2
            else:
                if u59 is None:
                    u59 = {}
                u59[tg61] = buf[pos:te63]
                pos = te63
    o = FetchRequest(f_cluster_id_1, f_replica_state_2, -1, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, f_topics_10, f_forgotten_topics_data_11, f_rack_id_12, u59)
    if kp64:
        o.tags_present = kp64
    return o, pos


def _d_FetchRequest_v18(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9 = _S9(buf, pos)
    pos += 21
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
        if n13 * 18 > end - pos:
            raise _short(pos)
        f_topics_10 = []
        ap14 = f_topics_10.append
        for _ in range(n13):
            f_topic_id_16 = _S8(buf, pos)[0]
            pos += 16
            f_topic_id_16 = _make_uuid(f_topic_id_16)
            n19 = buf[pos]
            if n19 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n19 = (n19 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n19, pos = _uvarint(buf, pos)
            n19 -= 1
            if n19 < 0:
                raise _negative(pos)
            else:
                if n19 * 33 > end - pos:
                    raise _short(pos)
                f_partitions_18 = []
                ap20 = f_partitions_18.append
                for _ in range(n19):
                    f_partition_22, f_current_leader_epoch_23, f_fetch_offset_24, f_last_fetched_epoch_25, f_log_start_offset_26, f_partition_max_bytes_27 = _S7(buf, pos)
                    pos += 32
                    f_replica_directory_id_28 = ZERO_UUID
                    f_high_watermark_29 = 9223372036854775807
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
                                f_replica_directory_id_28 = _S8(buf, pos)[0]
                                pos += 16
                                f_replica_directory_id_28 = _make_uuid(f_replica_directory_id_28)
                                if pos != te35:
                                    raise _tag_size(pos)
                                kp36 |= 1
                            elif tg33 == 1:
                                f_high_watermark_29 = _S11(buf, pos)[0]
                                pos += 8
                                if pos != te35:
                                    raise _tag_size(pos)
                                kp36 |= 2
                            else:
                                if u31 is None:
                                    u31 = {}
                                u31[tg33] = buf[pos:te35]
                                pos = te35
                    x21 = FetchPartition(f_partition_22, f_current_leader_epoch_23, f_fetch_offset_24, f_last_fetched_epoch_25, f_log_start_offset_26, f_partition_max_bytes_27, f_replica_directory_id_28, f_high_watermark_29, u31)
                    if kp36:
                        x21.tags_present = kp36
                    ap20(x21)
            nt37 = buf[pos]
            if nt37 < 128:
                pos += 1
            else:
                nt37, pos = _uvarint(buf, pos)
            u38 = None
            if nt37:
                last39 = -1
                for _ in range(nt37):
                    tg40 = buf[pos]
                    if tg40 < 128:
                        pos += 1
                    else:
                        tg40, pos = _uvarint(buf, pos)
                    sz41 = buf[pos]
                    if sz41 < 128:
                        pos += 1
                    else:
                        sz41, pos = _uvarint(buf, pos)
                    te42 = pos + sz41
                    if te42 > end:
                        raise _short(pos)
                    if tg40 <= last39:
                        raise _tag_order(pos)
                    last39 = tg40
                    if u38 is None:
                        u38 = {}
                    u38[tg40] = buf[pos:te42]
                    pos = te42
            x15 = FetchTopic(f_topic_id_16, "", f_partitions_18, u38)
            ap14(x15)
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
        if n43 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        ap44 = f_forgotten_topics_data_11.append
        for _ in range(n43):
            f_topic_id_46 = _S8(buf, pos)[0]
            pos += 16
            f_topic_id_46 = _make_uuid(f_topic_id_46)
            n49 = buf[pos]
            if n49 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n49 = (n49 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n49, pos = _uvarint(buf, pos)
            n49 -= 1
            if n49 < 0:
                raise _negative(pos)
            else:
                if n49 * 4 > end - pos:
                    raise _short(pos)
                if n49 < 33:
                    f_partitions_48 = list(_i32s[n49](buf, pos))
                else:
                    f_partitions_48 = list(_array('i', n49).unpack_from(buf, pos))
                pos += n49 * 4
            nt50 = buf[pos]
            if nt50 < 128:
                pos += 1
            else:
                nt50, pos = _uvarint(buf, pos)
            u51 = None
            if nt50:
                last52 = -1
                for _ in range(nt50):
                    tg53 = buf[pos]
                    if tg53 < 128:
                        pos += 1
                    else:
                        tg53, pos = _uvarint(buf, pos)
                    sz54 = buf[pos]
                    if sz54 < 128:
                        pos += 1
                    else:
                        sz54, pos = _uvarint(buf, pos)
                    te55 = pos + sz54
                    if te55 > end:
                        raise _short(pos)
                    if tg53 <= last52:
                        raise _tag_order(pos)
                    last52 = tg53
                    if u51 is None:
                        u51 = {}
                    u51[tg53] = buf[pos:te55]
                    pos = te55
            x45 = ForgottenTopic(f_topic_id_46, "", f_partitions_48, u51)
            ap44(x45)
    n56 = buf[pos]
    if n56 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n56 = (n56 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n56, pos = _uvarint(buf, pos)
    n56 -= 1
    if n56 < 0:
        raise _negative(pos)
    else:
        e57 = pos + n56
        if e57 > end:
            raise _short(pos)
        f_rack_id_12 = buf[pos:e57].decode()
        pos = e57
    f_cluster_id_1 = None
    f_replica_state_2 = None
    nt58 = buf[pos]
    if nt58 < 128:
        pos += 1
    else:
        nt58, pos = _uvarint(buf, pos)
    u59 = None
    kp64 = 0
    if nt58:
        last60 = -1
        for _ in range(nt58):
            tg61 = buf[pos]
            if tg61 < 128:
                pos += 1
            else:
                tg61, pos = _uvarint(buf, pos)
            sz62 = buf[pos]
            if sz62 < 128:
                pos += 1
            else:
                sz62, pos = _uvarint(buf, pos)
            te63 = pos + sz62
            if te63 > end:
                raise _short(pos)
            if tg61 <= last60:
                raise _tag_order(pos)
            last60 = tg61
            if tg61 == 0:
                n65 = buf[pos]
                if n65 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n65 = (n65 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n65, pos = _uvarint(buf, pos)
                n65 -= 1
                if n65 == -1:
                    f_cluster_id_1 = None
                elif n65 < 0:
                    raise _negative(pos)
                else:
                    e66 = pos + n65
                    if e66 > te63:
                        raise _short(pos)
                    f_cluster_id_1 = buf[pos:e66].decode()
                    pos = e66
                if pos != te63:
                    raise _tag_size(pos)
                kp64 |= 1
            elif tg61 == 1:
                f_replica_id_67, f_replica_epoch_68 = _S10(buf, pos)
                pos += 12
                nt69 = buf[pos]
                if nt69 < 128:
                    pos += 1
                else:
                    nt69, pos = _uvarint(buf, pos)
                u70 = None
                if nt69:
                    last71 = -1
                    for _ in range(nt69):
                        tg72 = buf[pos]
                        if tg72 < 128:
                            pos += 1
                        else:
                            tg72, pos = _uvarint(buf, pos)
                        sz73 = buf[pos]
                        if sz73 < 128:
                            pos += 1
                        else:
                            sz73, pos = _uvarint(buf, pos)
                        te74 = pos + sz73
                        if te74 > te63:
                            raise _short(pos)
                        if tg72 <= last71:
                            raise _tag_order(pos)
                        last71 = tg72
                        if u70 is None:
                            u70 = {}
                        u70[tg72] = buf[pos:te74]
                        pos = te74
                f_replica_state_2 = ReplicaState(f_replica_id_67, f_replica_epoch_68, u70)
                if pos != te63:
                    raise _tag_size(pos)
                kp64 |= 2
            else:
                if u59 is None:
                    u59 = {}
                u59[tg61] = buf[pos:te63]
                pos = te63
    o = FetchRequest(f_cluster_id_1, f_replica_state_2, -1, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, f_topics_10, f_forgotten_topics_data_11, f_rack_id_12, u59)
    if kp64:
        o.tags_present = kp64
    return o, pos


def _e_FetchRequest_v0(o: FetchRequest, out: bytearray) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 0)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 0)
    out += _P0(o.replica_id, o.max_wait_ms, o.min_bytes)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 0)
            out += _P1(x3.partition, x3.fetch_offset, x3.partition_max_bytes)


def _e_FetchRequest_v1(o: FetchRequest, out: bytearray) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 1)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 1)
    out += _P0(o.replica_id, o.max_wait_ms, o.min_bytes)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 1)
            out += _P1(x3.partition, x3.fetch_offset, x3.partition_max_bytes)


def _e_FetchRequest_v2(o: FetchRequest, out: bytearray) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 2)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 2)
    out += _P0(o.replica_id, o.max_wait_ms, o.min_bytes)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 2)
            out += _P1(x3.partition, x3.fetch_offset, x3.partition_max_bytes)


def _e_FetchRequest_v3(o: FetchRequest, out: bytearray) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 3)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 3)
    out += _P2(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 3)
            out += _P1(x3.partition, x3.fetch_offset, x3.partition_max_bytes)


def _e_FetchRequest_v4(o: FetchRequest, out: bytearray) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 4)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 4)
    out += _P3(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 4)
            out += _P1(x3.partition, x3.fetch_offset, x3.partition_max_bytes)


def _e_FetchRequest_v5(o: FetchRequest, out: bytearray) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 5)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 5)
    out += _P3(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 5)
            out += _P4(x3.partition, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes)


def _e_FetchRequest_v6(o: FetchRequest, out: bytearray) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 6)
    if o.forgotten_topics_data:
        raise _absent('FetchRequest', 'forgotten_topics_data', 6)
    out += _P3(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 6)
            out += _P4(x3.partition, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes)


def _e_FetchRequest_v7(o: FetchRequest, out: bytearray) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 7)
    out += _P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 7)
            out += _P4(x3.partition, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes)
    out += _Pi(len(o.forgotten_topics_data))
    for x4 in o.forgotten_topics_data:
        b5 = x4.topic.encode()
        out += _Ph(len(b5))
        out += b5
        out += _Pi(len(x4.partitions))
        out += _array('i', len(x4.partitions)).pack(*x4.partitions)


def _e_FetchRequest_v8(o: FetchRequest, out: bytearray) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 8)
    out += _P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 8)
            out += _P4(x3.partition, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes)
    out += _Pi(len(o.forgotten_topics_data))
    for x4 in o.forgotten_topics_data:
        b5 = x4.topic.encode()
        out += _Ph(len(b5))
        out += b5
        out += _Pi(len(x4.partitions))
        out += _array('i', len(x4.partitions)).pack(*x4.partitions)


def _e_FetchRequest_v9(o: FetchRequest, out: bytearray) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 9)
    out += _P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 9)
            out += _P6(x3.partition, x3.current_leader_epoch, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes)
    out += _Pi(len(o.forgotten_topics_data))
    for x4 in o.forgotten_topics_data:
        b5 = x4.topic.encode()
        out += _Ph(len(b5))
        out += b5
        out += _Pi(len(x4.partitions))
        out += _array('i', len(x4.partitions)).pack(*x4.partitions)


def _e_FetchRequest_v10(o: FetchRequest, out: bytearray) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 10)
    out += _P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 10)
            out += _P6(x3.partition, x3.current_leader_epoch, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes)
    out += _Pi(len(o.forgotten_topics_data))
    for x4 in o.forgotten_topics_data:
        b5 = x4.topic.encode()
        out += _Ph(len(b5))
        out += b5
        out += _Pi(len(x4.partitions))
        out += _array('i', len(x4.partitions)).pack(*x4.partitions)


def _e_FetchRequest_v11(o: FetchRequest, out: bytearray) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 11)
    out += _P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 11)
            out += _P6(x3.partition, x3.current_leader_epoch, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes)
    out += _Pi(len(o.forgotten_topics_data))
    for x4 in o.forgotten_topics_data:
        b5 = x4.topic.encode()
        out += _Ph(len(b5))
        out += b5
        out += _Pi(len(x4.partitions))
        out += _array('i', len(x4.partitions)).pack(*x4.partitions)
    b6 = o.rack_id.encode()
    out += _Ph(len(b6))
    out += b6


def _e_FetchRequest_v12(o: FetchRequest, out: bytearray) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 12)
    out += _P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        b2 = x1.topic.encode()
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
            out += _P7(x3.partition, x3.current_leader_epoch, x3.fetch_offset, x3.last_fetched_epoch, x3.log_start_offset, x3.partition_max_bytes)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(len(o.forgotten_topics_data) + 1)
    else:
        out += _encode_uvarint(len(o.forgotten_topics_data) + 1)
    for x4 in o.forgotten_topics_data:
        b5 = x4.topic.encode()
        if len(b5) + 1 < 128:
            out.append(len(b5) + 1)
        else:
            out += _encode_uvarint(len(b5) + 1)
        out += b5
        if len(x4.partitions) + 1 < 128:
            out.append(len(x4.partitions) + 1)
        else:
            out += _encode_uvarint(len(x4.partitions) + 1)
        out += _array('i', len(x4.partitions)).pack(*x4.partitions)
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(0)
    b6 = o.rack_id.encode()
    if len(b6) + 1 < 128:
        out.append(len(b6) + 1)
    else:
        out += _encode_uvarint(len(b6) + 1)
    out += b6
    t7 = []
    kp8 = o.tags_present
    if o.cluster_id is not None or kp8 & 1:
        tb9 = bytearray()
        if o.cluster_id is None:
            tb9.append(0)
        else:
            b10 = o.cluster_id.encode()
            if len(b10) + 1 < 128:
                tb9.append(len(b10) + 1)
            else:
                tb9 += _encode_uvarint(len(b10) + 1)
            tb9 += b10
        t7.append((0, tb9))
    if t7 or o.unknown_tags:
        _write_tags(out, t7, o.unknown_tags)
    else:
        out.append(0)


def _e_FetchRequest_v13(o: FetchRequest, out: bytearray) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 13)
    out += _P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        out += _P8(_uuid_bytes(x1.topic_id))
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x2 in x1.partitions:
            out += _P7(x2.partition, x2.current_leader_epoch, x2.fetch_offset, x2.last_fetched_epoch, x2.log_start_offset, x2.partition_max_bytes)
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(len(o.forgotten_topics_data) + 1)
    else:
        out += _encode_uvarint(len(o.forgotten_topics_data) + 1)
    for x3 in o.forgotten_topics_data:
        out += _P8(_uuid_bytes(x3.topic_id))
        if len(x3.partitions) + 1 < 128:
            out.append(len(x3.partitions) + 1)
        else:
            out += _encode_uvarint(len(x3.partitions) + 1)
        out += _array('i', len(x3.partitions)).pack(*x3.partitions)
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(0)
    b4 = o.rack_id.encode()
    if len(b4) + 1 < 128:
        out.append(len(b4) + 1)
    else:
        out += _encode_uvarint(len(b4) + 1)
    out += b4
    t5 = []
    kp6 = o.tags_present
    if o.cluster_id is not None or kp6 & 1:
        tb7 = bytearray()
        if o.cluster_id is None:
            tb7.append(0)
        else:
            b8 = o.cluster_id.encode()
            if len(b8) + 1 < 128:
                tb7.append(len(b8) + 1)
            else:
                tb7 += _encode_uvarint(len(b8) + 1)
            tb7 += b8
        t5.append((0, tb7))
    if t5 or o.unknown_tags:
        _write_tags(out, t5, o.unknown_tags)
    else:
        out.append(0)


def _e_FetchRequest_v14(o: FetchRequest, out: bytearray) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 14)
    out += _P5(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        out += _P8(_uuid_bytes(x1.topic_id))
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x2 in x1.partitions:
            out += _P7(x2.partition, x2.current_leader_epoch, x2.fetch_offset, x2.last_fetched_epoch, x2.log_start_offset, x2.partition_max_bytes)
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(len(o.forgotten_topics_data) + 1)
    else:
        out += _encode_uvarint(len(o.forgotten_topics_data) + 1)
    for x3 in o.forgotten_topics_data:
        out += _P8(_uuid_bytes(x3.topic_id))
        if len(x3.partitions) + 1 < 128:
            out.append(len(x3.partitions) + 1)
        else:
            out += _encode_uvarint(len(x3.partitions) + 1)
        out += _array('i', len(x3.partitions)).pack(*x3.partitions)
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(0)
    b4 = o.rack_id.encode()
    if len(b4) + 1 < 128:
        out.append(len(b4) + 1)
    else:
        out += _encode_uvarint(len(b4) + 1)
    out += b4
    t5 = []
    kp6 = o.tags_present
    if o.cluster_id is not None or kp6 & 1:
        tb7 = bytearray()
        if o.cluster_id is None:
            tb7.append(0)
        else:
            b8 = o.cluster_id.encode()
            if len(b8) + 1 < 128:
                tb7.append(len(b8) + 1)
            else:
                tb7 += _encode_uvarint(len(b8) + 1)
            tb7 += b8
        t5.append((0, tb7))
    if t5 or o.unknown_tags:
        _write_tags(out, t5, o.unknown_tags)
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
        out += _P8(_uuid_bytes(x1.topic_id))
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x2 in x1.partitions:
            out += _P7(x2.partition, x2.current_leader_epoch, x2.fetch_offset, x2.last_fetched_epoch, x2.log_start_offset, x2.partition_max_bytes)
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(len(o.forgotten_topics_data) + 1)
    else:
        out += _encode_uvarint(len(o.forgotten_topics_data) + 1)
    for x3 in o.forgotten_topics_data:
        out += _P8(_uuid_bytes(x3.topic_id))
        if len(x3.partitions) + 1 < 128:
            out.append(len(x3.partitions) + 1)
        else:
            out += _encode_uvarint(len(x3.partitions) + 1)
        out += _array('i', len(x3.partitions)).pack(*x3.partitions)
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(0)
    b4 = o.rack_id.encode()
    if len(b4) + 1 < 128:
        out.append(len(b4) + 1)
    else:
        out += _encode_uvarint(len(b4) + 1)
    out += b4
    t5 = []
    kp6 = o.tags_present
    if o.cluster_id is not None or kp6 & 1:
        tb7 = bytearray()
        if o.cluster_id is None:
            tb7.append(0)
        else:
            b8 = o.cluster_id.encode()
            if len(b8) + 1 < 128:
                tb7.append(len(b8) + 1)
            else:
                tb7 += _encode_uvarint(len(b8) + 1)
            tb7 += b8
        t5.append((0, tb7))
    if (o._replica_state is not None and o._replica_state != ReplicaState()) or kp6 & 2:
        tb9 = bytearray()
        tb9 += _P10(o.replica_state.replica_id, o.replica_state.replica_epoch)
        if o.replica_state.unknown_tags:
            _write_tags(tb9, [], o.replica_state.unknown_tags)
        else:
            tb9.append(0)
        t5.append((1, tb9))
    if t5 or o.unknown_tags:
        _write_tags(out, t5, o.unknown_tags)
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
        out += _P8(_uuid_bytes(x1.topic_id))
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x2 in x1.partitions:
            out += _P7(x2.partition, x2.current_leader_epoch, x2.fetch_offset, x2.last_fetched_epoch, x2.log_start_offset, x2.partition_max_bytes)
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(len(o.forgotten_topics_data) + 1)
    else:
        out += _encode_uvarint(len(o.forgotten_topics_data) + 1)
    for x3 in o.forgotten_topics_data:
        out += _P8(_uuid_bytes(x3.topic_id))
        if len(x3.partitions) + 1 < 128:
            out.append(len(x3.partitions) + 1)
        else:
            out += _encode_uvarint(len(x3.partitions) + 1)
        out += _array('i', len(x3.partitions)).pack(*x3.partitions)
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(0)
    b4 = o.rack_id.encode()
    if len(b4) + 1 < 128:
        out.append(len(b4) + 1)
    else:
        out += _encode_uvarint(len(b4) + 1)
    out += b4
    t5 = []
    kp6 = o.tags_present
    if o.cluster_id is not None or kp6 & 1:
        tb7 = bytearray()
        if o.cluster_id is None:
            tb7.append(0)
        else:
            b8 = o.cluster_id.encode()
            if len(b8) + 1 < 128:
                tb7.append(len(b8) + 1)
            else:
                tb7 += _encode_uvarint(len(b8) + 1)
            tb7 += b8
        t5.append((0, tb7))
    if (o._replica_state is not None and o._replica_state != ReplicaState()) or kp6 & 2:
        tb9 = bytearray()
        tb9 += _P10(o.replica_state.replica_id, o.replica_state.replica_epoch)
        if o.replica_state.unknown_tags:
            _write_tags(tb9, [], o.replica_state.unknown_tags)
        else:
            tb9.append(0)
        t5.append((1, tb9))
    if t5 or o.unknown_tags:
        _write_tags(out, t5, o.unknown_tags)
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
        out += _P8(_uuid_bytes(x1.topic_id))
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x2 in x1.partitions:
            out += _P7(x2.partition, x2.current_leader_epoch, x2.fetch_offset, x2.last_fetched_epoch, x2.log_start_offset, x2.partition_max_bytes)
            t3 = []
            kp4 = x2.tags_present
            if x2.replica_directory_id != ZERO_UUID or kp4 & 1:
                tb5 = bytearray()
                tb5 += _P8(_uuid_bytes(x2.replica_directory_id))
                t3.append((0, tb5))
            if t3 or x2.unknown_tags:
                _write_tags(out, t3, x2.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(len(o.forgotten_topics_data) + 1)
    else:
        out += _encode_uvarint(len(o.forgotten_topics_data) + 1)
    for x6 in o.forgotten_topics_data:
        out += _P8(_uuid_bytes(x6.topic_id))
        if len(x6.partitions) + 1 < 128:
            out.append(len(x6.partitions) + 1)
        else:
            out += _encode_uvarint(len(x6.partitions) + 1)
        out += _array('i', len(x6.partitions)).pack(*x6.partitions)
        if x6.unknown_tags:
            _write_tags(out, [], x6.unknown_tags)
        else:
            out.append(0)
    b7 = o.rack_id.encode()
    if len(b7) + 1 < 128:
        out.append(len(b7) + 1)
    else:
        out += _encode_uvarint(len(b7) + 1)
    out += b7
    t8 = []
    kp9 = o.tags_present
    if o.cluster_id is not None or kp9 & 1:
        tb10 = bytearray()
        if o.cluster_id is None:
            tb10.append(0)
        else:
            b11 = o.cluster_id.encode()
            if len(b11) + 1 < 128:
                tb10.append(len(b11) + 1)
            else:
                tb10 += _encode_uvarint(len(b11) + 1)
            tb10 += b11
        t8.append((0, tb10))
    if (o._replica_state is not None and o._replica_state != ReplicaState()) or kp9 & 2:
        tb12 = bytearray()
        tb12 += _P10(o.replica_state.replica_id, o.replica_state.replica_epoch)
        if o.replica_state.unknown_tags:
            _write_tags(tb12, [], o.replica_state.unknown_tags)
        else:
            tb12.append(0)
        t8.append((1, tb12))
    if t8 or o.unknown_tags:
        _write_tags(out, t8, o.unknown_tags)
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
        out += _P8(_uuid_bytes(x1.topic_id))
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x2 in x1.partitions:
            out += _P7(x2.partition, x2.current_leader_epoch, x2.fetch_offset, x2.last_fetched_epoch, x2.log_start_offset, x2.partition_max_bytes)
            t3 = []
            kp4 = x2.tags_present
            if x2.replica_directory_id != ZERO_UUID or kp4 & 1:
                tb5 = bytearray()
                tb5 += _P8(_uuid_bytes(x2.replica_directory_id))
                t3.append((0, tb5))
            if x2.high_watermark != 9223372036854775807 or kp4 & 2:
                tb6 = bytearray()
                tb6 += _P11(x2.high_watermark)
                t3.append((1, tb6))
            if t3 or x2.unknown_tags:
                _write_tags(out, t3, x2.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(len(o.forgotten_topics_data) + 1)
    else:
        out += _encode_uvarint(len(o.forgotten_topics_data) + 1)
    for x7 in o.forgotten_topics_data:
        out += _P8(_uuid_bytes(x7.topic_id))
        if len(x7.partitions) + 1 < 128:
            out.append(len(x7.partitions) + 1)
        else:
            out += _encode_uvarint(len(x7.partitions) + 1)
        out += _array('i', len(x7.partitions)).pack(*x7.partitions)
        if x7.unknown_tags:
            _write_tags(out, [], x7.unknown_tags)
        else:
            out.append(0)
    b8 = o.rack_id.encode()
    if len(b8) + 1 < 128:
        out.append(len(b8) + 1)
    else:
        out += _encode_uvarint(len(b8) + 1)
    out += b8
    t9 = []
    kp10 = o.tags_present
    if o.cluster_id is not None or kp10 & 1:
        tb11 = bytearray()
        if o.cluster_id is None:
            tb11.append(0)
        else:
            b12 = o.cluster_id.encode()
            if len(b12) + 1 < 128:
                tb11.append(len(b12) + 1)
            else:
                tb11 += _encode_uvarint(len(b12) + 1)
            tb11 += b12
        t9.append((0, tb11))
    if (o._replica_state is not None and o._replica_state != ReplicaState()) or kp10 & 2:
        tb13 = bytearray()
        tb13 += _P10(o.replica_state.replica_id, o.replica_state.replica_epoch)
        if o.replica_state.unknown_tags:
            _write_tags(tb13, [], o.replica_state.unknown_tags)
        else:
            tb13.append(0)
        t9.append((1, tb13))
    if t9 or o.unknown_tags:
        _write_tags(out, t9, o.unknown_tags)
    else:
        out.append(0)


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
        ap7 = f_responses_4.append
        for _ in range(n6):
            n12 = _uh(buf, pos)[0]
            pos += 2
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_topic_10 = buf[pos:e13].decode()
                pos = e13
            n14 = _ui(buf, pos)[0]
            pos += 4
            if n14 < 0:
                raise _negative(pos)
            else:
                if n14 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_11 = []
                ap15 = f_partitions_11.append
                for _ in range(n14):
                    f_partition_index_17, f_error_code_18, f_high_watermark_19 = _S12(buf, pos)
                    pos += 14
                    n28 = _ui(buf, pos)[0]
                    pos += 4
                    if n28 == -1:
                        f_records_27 = None
                    elif n28 < 0:
                        raise _negative(pos)
                    else:
                        e29 = pos + n28
                        if e29 > end:
                            raise _short(pos)
                        f_records_27 = bv[pos:e29]
                        pos = e29
                    x16 = PartitionData(f_partition_index_17, f_error_code_18, f_high_watermark_19, -1, -1, None, None, None, [], -1, f_records_27, None)
                    ap15(x16)
            x8 = FetchableTopicResponse(ZERO_UUID, f_topic_10, f_partitions_11, None)
            ap7(x8)
    o = FetchResponse(0, 0, 0, f_responses_4, [], None)
    return o, pos


def _d_FetchResponse_v1(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1 = _S13(buf, pos)[0]
    pos += 4
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_responses_4 = []
        ap7 = f_responses_4.append
        for _ in range(n6):
            n12 = _uh(buf, pos)[0]
            pos += 2
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_topic_10 = buf[pos:e13].decode()
                pos = e13
            n14 = _ui(buf, pos)[0]
            pos += 4
            if n14 < 0:
                raise _negative(pos)
            else:
                if n14 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_11 = []
                ap15 = f_partitions_11.append
                for _ in range(n14):
                    f_partition_index_17, f_error_code_18, f_high_watermark_19 = _S12(buf, pos)
                    pos += 14
                    n28 = _ui(buf, pos)[0]
                    pos += 4
                    if n28 == -1:
                        f_records_27 = None
                    elif n28 < 0:
                        raise _negative(pos)
                    else:
                        e29 = pos + n28
                        if e29 > end:
                            raise _short(pos)
                        f_records_27 = bv[pos:e29]
                        pos = e29
                    x16 = PartitionData(f_partition_index_17, f_error_code_18, f_high_watermark_19, -1, -1, None, None, None, [], -1, f_records_27, None)
                    ap15(x16)
            x8 = FetchableTopicResponse(ZERO_UUID, f_topic_10, f_partitions_11, None)
            ap7(x8)
    o = FetchResponse(f_throttle_time_ms_1, 0, 0, f_responses_4, [], None)
    return o, pos


def _d_FetchResponse_v4(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1 = _S13(buf, pos)[0]
    pos += 4
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_responses_4 = []
        ap7 = f_responses_4.append
        for _ in range(n6):
            n12 = _uh(buf, pos)[0]
            pos += 2
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_topic_10 = buf[pos:e13].decode()
                pos = e13
            n14 = _ui(buf, pos)[0]
            pos += 4
            if n14 < 0:
                raise _negative(pos)
            else:
                if n14 * 30 > end - pos:
                    raise _short(pos)
                f_partitions_11 = []
                ap15 = f_partitions_11.append
                for _ in range(n14):
                    f_partition_index_17, f_error_code_18, f_high_watermark_19, f_last_stable_offset_20 = _S14(buf, pos)
                    pos += 22
                    n28 = _ui(buf, pos)[0]
                    pos += 4
                    if n28 == -1:
                        f_aborted_transactions_25 = None
                    elif n28 < 0:
                        raise _negative(pos)
                    else:
                        if n28 * 16 > end - pos:
                            raise _short(pos)
                        f_aborted_transactions_25 = []
                        ap29 = f_aborted_transactions_25.append
                        for _ in range(n28):
                            f_producer_id_31, f_first_offset_32 = _S15(buf, pos)
                            pos += 16
                            x30 = AbortedTransaction(f_producer_id_31, f_first_offset_32, None)
                            ap29(x30)
                    n33 = _ui(buf, pos)[0]
                    pos += 4
                    if n33 == -1:
                        f_records_27 = None
                    elif n33 < 0:
                        raise _negative(pos)
                    else:
                        e34 = pos + n33
                        if e34 > end:
                            raise _short(pos)
                        f_records_27 = bv[pos:e34]
                        pos = e34
                    x16 = PartitionData(f_partition_index_17, f_error_code_18, f_high_watermark_19, f_last_stable_offset_20, -1, None, None, None, f_aborted_transactions_25, -1, f_records_27, None)
                    ap15(x16)
            x8 = FetchableTopicResponse(ZERO_UUID, f_topic_10, f_partitions_11, None)
            ap7(x8)
    o = FetchResponse(f_throttle_time_ms_1, 0, 0, f_responses_4, [], None)
    return o, pos


def _d_FetchResponse_v5(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1 = _S13(buf, pos)[0]
    pos += 4
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_responses_4 = []
        ap7 = f_responses_4.append
        for _ in range(n6):
            n12 = _uh(buf, pos)[0]
            pos += 2
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_topic_10 = buf[pos:e13].decode()
                pos = e13
            n14 = _ui(buf, pos)[0]
            pos += 4
            if n14 < 0:
                raise _negative(pos)
            else:
                if n14 * 38 > end - pos:
                    raise _short(pos)
                f_partitions_11 = []
                ap15 = f_partitions_11.append
                for _ in range(n14):
                    f_partition_index_17, f_error_code_18, f_high_watermark_19, f_last_stable_offset_20, f_log_start_offset_21 = _S16(buf, pos)
                    pos += 30
                    n28 = _ui(buf, pos)[0]
                    pos += 4
                    if n28 == -1:
                        f_aborted_transactions_25 = None
                    elif n28 < 0:
                        raise _negative(pos)
                    else:
                        if n28 * 16 > end - pos:
                            raise _short(pos)
                        f_aborted_transactions_25 = []
                        ap29 = f_aborted_transactions_25.append
                        for _ in range(n28):
                            f_producer_id_31, f_first_offset_32 = _S15(buf, pos)
                            pos += 16
                            x30 = AbortedTransaction(f_producer_id_31, f_first_offset_32, None)
                            ap29(x30)
                    n33 = _ui(buf, pos)[0]
                    pos += 4
                    if n33 == -1:
                        f_records_27 = None
                    elif n33 < 0:
                        raise _negative(pos)
                    else:
                        e34 = pos + n33
                        if e34 > end:
                            raise _short(pos)
                        f_records_27 = bv[pos:e34]
                        pos = e34
                    x16 = PartitionData(f_partition_index_17, f_error_code_18, f_high_watermark_19, f_last_stable_offset_20, f_log_start_offset_21, None, None, None, f_aborted_transactions_25, -1, f_records_27, None)
                    ap15(x16)
            x8 = FetchableTopicResponse(ZERO_UUID, f_topic_10, f_partitions_11, None)
            ap7(x8)
    o = FetchResponse(f_throttle_time_ms_1, 0, 0, f_responses_4, [], None)
    return o, pos


def _d_FetchResponse_v7(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2, f_session_id_3 = _S17(buf, pos)
    pos += 10
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_responses_4 = []
        ap7 = f_responses_4.append
        for _ in range(n6):
            n12 = _uh(buf, pos)[0]
            pos += 2
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_topic_10 = buf[pos:e13].decode()
                pos = e13
            n14 = _ui(buf, pos)[0]
            pos += 4
            if n14 < 0:
                raise _negative(pos)
            else:
                if n14 * 38 > end - pos:
                    raise _short(pos)
                f_partitions_11 = []
                ap15 = f_partitions_11.append
                for _ in range(n14):
                    f_partition_index_17, f_error_code_18, f_high_watermark_19, f_last_stable_offset_20, f_log_start_offset_21 = _S16(buf, pos)
                    pos += 30
                    n28 = _ui(buf, pos)[0]
                    pos += 4
                    if n28 == -1:
                        f_aborted_transactions_25 = None
                    elif n28 < 0:
                        raise _negative(pos)
                    else:
                        if n28 * 16 > end - pos:
                            raise _short(pos)
                        f_aborted_transactions_25 = []
                        ap29 = f_aborted_transactions_25.append
                        for _ in range(n28):
                            f_producer_id_31, f_first_offset_32 = _S15(buf, pos)
                            pos += 16
                            x30 = AbortedTransaction(f_producer_id_31, f_first_offset_32, None)
                            ap29(x30)
                    n33 = _ui(buf, pos)[0]
                    pos += 4
                    if n33 == -1:
                        f_records_27 = None
                    elif n33 < 0:
                        raise _negative(pos)
                    else:
                        e34 = pos + n33
                        if e34 > end:
                            raise _short(pos)
                        f_records_27 = bv[pos:e34]
                        pos = e34
                    x16 = PartitionData(f_partition_index_17, f_error_code_18, f_high_watermark_19, f_last_stable_offset_20, f_log_start_offset_21, None, None, None, f_aborted_transactions_25, -1, f_records_27, None)
                    ap15(x16)
            x8 = FetchableTopicResponse(ZERO_UUID, f_topic_10, f_partitions_11, None)
            ap7(x8)
    o = FetchResponse(f_throttle_time_ms_1, f_error_code_2, f_session_id_3, f_responses_4, [], None)
    return o, pos


def _d_FetchResponse_v11(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2, f_session_id_3 = _S17(buf, pos)
    pos += 10
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_responses_4 = []
        ap7 = f_responses_4.append
        for _ in range(n6):
            n12 = _uh(buf, pos)[0]
            pos += 2
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_topic_10 = buf[pos:e13].decode()
                pos = e13
            n14 = _ui(buf, pos)[0]
            pos += 4
            if n14 < 0:
                raise _negative(pos)
            else:
                if n14 * 42 > end - pos:
                    raise _short(pos)
                f_partitions_11 = []
                ap15 = f_partitions_11.append
                for _ in range(n14):
                    f_partition_index_17, f_error_code_18, f_high_watermark_19, f_last_stable_offset_20, f_log_start_offset_21 = _S16(buf, pos)
                    pos += 30
                    n28 = _ui(buf, pos)[0]
                    pos += 4
                    if n28 == -1:
                        f_aborted_transactions_25 = None
                    elif n28 < 0:
                        raise _negative(pos)
                    else:
                        if n28 * 16 > end - pos:
                            raise _short(pos)
                        f_aborted_transactions_25 = []
                        ap29 = f_aborted_transactions_25.append
                        for _ in range(n28):
                            f_producer_id_31, f_first_offset_32 = _S15(buf, pos)
                            pos += 16
                            x30 = AbortedTransaction(f_producer_id_31, f_first_offset_32, None)
                            ap29(x30)
                    f_preferred_read_replica_26 = _S13(buf, pos)[0]
                    pos += 4
                    n33 = _ui(buf, pos)[0]
                    pos += 4
                    if n33 == -1:
                        f_records_27 = None
                    elif n33 < 0:
                        raise _negative(pos)
                    else:
                        e34 = pos + n33
                        if e34 > end:
                            raise _short(pos)
                        f_records_27 = bv[pos:e34]
                        pos = e34
                    x16 = PartitionData(f_partition_index_17, f_error_code_18, f_high_watermark_19, f_last_stable_offset_20, f_log_start_offset_21, None, None, None, f_aborted_transactions_25, f_preferred_read_replica_26, f_records_27, None)
                    ap15(x16)
            x8 = FetchableTopicResponse(ZERO_UUID, f_topic_10, f_partitions_11, None)
            ap7(x8)
    o = FetchResponse(f_throttle_time_ms_1, f_error_code_2, f_session_id_3, f_responses_4, [], None)
    return o, pos


def _d_FetchResponse_v12(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2, f_session_id_3 = _S17(buf, pos)
    pos += 10
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
        f_responses_4 = []
        ap7 = f_responses_4.append
        for _ in range(n6):
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
                f_topic_10 = buf[pos:e13].decode()
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
                if n14 * 37 > end - pos:
                    raise _short(pos)
                f_partitions_11 = []
                ap15 = f_partitions_11.append
                for _ in range(n14):
                    f_partition_index_17, f_error_code_18, f_high_watermark_19, f_last_stable_offset_20, f_log_start_offset_21 = _S16(buf, pos)
                    pos += 30
                    n28 = buf[pos]
                    if n28 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n28 = (n28 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n28, pos = _uvarint(buf, pos)
                    n28 -= 1
                    if n28 == -1:
                        f_aborted_transactions_25 = None
                    elif n28 < 0:
                        raise _negative(pos)
                    else:
                        if n28 * 17 > end - pos:
                            raise _short(pos)
                        f_aborted_transactions_25 = []
                        ap29 = f_aborted_transactions_25.append
                        for _ in range(n28):
                            f_producer_id_31, f_first_offset_32 = _S15(buf, pos)
                            pos += 16
                            nt33 = buf[pos]
                            if nt33 < 128:
                                pos += 1
                            else:
                                nt33, pos = _uvarint(buf, pos)
                            u34 = None
                            if nt33:
                                last35 = -1
                                for _ in range(nt33):
                                    tg36 = buf[pos]
                                    if tg36 < 128:
                                        pos += 1
                                    else:
                                        tg36, pos = _uvarint(buf, pos)
                                    sz37 = buf[pos]
                                    if sz37 < 128:
                                        pos += 1
                                    else:
                                        sz37, pos = _uvarint(buf, pos)
                                    te38 = pos + sz37
                                    if te38 > end:
                                        raise _short(pos)
                                    if tg36 <= last35:
                                        raise _tag_order(pos)
                                    last35 = tg36
                                    if u34 is None:
                                        u34 = {}
                                    u34[tg36] = buf[pos:te38]
                                    pos = te38
                            x30 = AbortedTransaction(f_producer_id_31, f_first_offset_32, u34)
                            ap29(x30)
                    f_preferred_read_replica_26 = _S13(buf, pos)[0]
                    pos += 4
                    n39 = buf[pos]
                    if n39 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n39 = (n39 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n39, pos = _uvarint(buf, pos)
                    n39 -= 1
                    if n39 == -1:
                        f_records_27 = None
                    elif n39 < 0:
                        raise _negative(pos)
                    else:
                        e40 = pos + n39
                        if e40 > end:
                            raise _short(pos)
                        f_records_27 = bv[pos:e40]
                        pos = e40
                    f_diverging_epoch_22 = None
                    f_current_leader_23 = None
                    f_snapshot_id_24 = None
                    nt41 = buf[pos]
                    if nt41 < 128:
                        pos += 1
                    else:
                        nt41, pos = _uvarint(buf, pos)
                    u42 = None
                    kp47 = 0
                    if nt41:
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
                                f_epoch_48, f_end_offset_49 = _S10(buf, pos)
                                pos += 12
                                nt50 = buf[pos]
                                if nt50 < 128:
                                    pos += 1
                                else:
                                    nt50, pos = _uvarint(buf, pos)
                                u51 = None
                                if nt50:
                                    last52 = -1
                                    for _ in range(nt50):
                                        tg53 = buf[pos]
                                        if tg53 < 128:
                                            pos += 1
                                        else:
                                            tg53, pos = _uvarint(buf, pos)
                                        sz54 = buf[pos]
                                        if sz54 < 128:
                                            pos += 1
                                        else:
                                            sz54, pos = _uvarint(buf, pos)
                                        te55 = pos + sz54
                                        if te55 > te46:
                                            raise _short(pos)
                                        if tg53 <= last52:
                                            raise _tag_order(pos)
                                        last52 = tg53
                                        if u51 is None:
                                            u51 = {}
                                        u51[tg53] = buf[pos:te55]
                                        pos = te55
                                f_diverging_epoch_22 = EpochEndOffset(f_epoch_48, f_end_offset_49, u51)
                                if pos != te46:
                                    raise _tag_size(pos)
                                kp47 |= 1
                            elif tg44 == 1:
                                f_leader_id_56, f_leader_epoch_57 = _S18(buf, pos)
                                pos += 8
                                nt58 = buf[pos]
                                if nt58 < 128:
                                    pos += 1
                                else:
                                    nt58, pos = _uvarint(buf, pos)
                                u59 = None
                                if nt58:
                                    last60 = -1
                                    for _ in range(nt58):
                                        tg61 = buf[pos]
                                        if tg61 < 128:
                                            pos += 1
                                        else:
                                            tg61, pos = _uvarint(buf, pos)
                                        sz62 = buf[pos]
                                        if sz62 < 128:
                                            pos += 1
                                        else:
                                            sz62, pos = _uvarint(buf, pos)
                                        te63 = pos + sz62
                                        if te63 > te46:
                                            raise _short(pos)
                                        if tg61 <= last60:
                                            raise _tag_order(pos)
                                        last60 = tg61
                                        if u59 is None:
                                            u59 = {}
                                        u59[tg61] = buf[pos:te63]
                                        pos = te63
                                f_current_leader_23 = LeaderIdAndEpoch(f_leader_id_56, f_leader_epoch_57, u59)
                                if pos != te46:
                                    raise _tag_size(pos)
                                kp47 |= 2
                            elif tg44 == 2:
                                f_end_offset_64, f_epoch_65 = _S19(buf, pos)
                                pos += 12
                                nt66 = buf[pos]
                                if nt66 < 128:
                                    pos += 1
                                else:
                                    nt66, pos = _uvarint(buf, pos)
                                u67 = None
                                if nt66:
                                    last68 = -1
                                    for _ in range(nt66):
                                        tg69 = buf[pos]
                                        if tg69 < 128:
                                            pos += 1
                                        else:
                                            tg69, pos = _uvarint(buf, pos)
                                        sz70 = buf[pos]
                                        if sz70 < 128:
                                            pos += 1
                                        else:
                                            sz70, pos = _uvarint(buf, pos)
                                        te71 = pos + sz70
                                        if te71 > te46:
                                            raise _short(pos)
                                        if tg69 <= last68:
                                            raise _tag_order(pos)
                                        last68 = tg69
                                        if u67 is None:
                                            u67 = {}
                                        u67[tg69] = buf[pos:te71]
                                        pos = te71
                                f_snapshot_id_24 = SnapshotId(f_end_offset_64, f_epoch_65, u67)
                                if pos != te46:
                                    raise _tag_size(pos)
                                kp47 |= 4
                            else:
                                if u42 is None:
                                    u42 = {}
                                u42[tg44] = buf[pos:te46]
                                pos = te46
                    x16 = PartitionData(f_partition_index_17, f_error_code_18, f_high_watermark_19, f_last_stable_offset_20, f_log_start_offset_21, f_diverging_epoch_22, f_current_leader_23, f_snapshot_id_24, f_aborted_transactions_25, f_preferred_read_replica_26, f_records_27, u42)
                    if kp47:
                        x16.tags_present = kp47
                    ap15(x16)
            nt72 = buf[pos]
            if nt72 < 128:
                pos += 1
            else:
                nt72, pos = _uvarint(buf, pos)
            u73 = None
            if nt72:
                last74 = -1
                for _ in range(nt72):
                    tg75 = buf[pos]
                    if tg75 < 128:
                        pos += 1
                    else:
                        tg75, pos = _uvarint(buf, pos)
                    sz76 = buf[pos]
                    if sz76 < 128:
                        pos += 1
                    else:
                        sz76, pos = _uvarint(buf, pos)
                    te77 = pos + sz76
                    if te77 > end:
                        raise _short(pos)
                    if tg75 <= last74:
                        raise _tag_order(pos)
                    last74 = tg75
                    if u73 is None:
                        u73 = {}
                    u73[tg75] = buf[pos:te77]
                    pos = te77
            x8 = FetchableTopicResponse(ZERO_UUID, f_topic_10, f_partitions_11, u73)
            ap7(x8)
    nt78 = buf[pos]
    if nt78 < 128:
        pos += 1
    else:
        nt78, pos = _uvarint(buf, pos)
    u79 = None
    if nt78:
        last80 = -1
        for _ in range(nt78):
            tg81 = buf[pos]
            if tg81 < 128:
                pos += 1
            else:
                tg81, pos = _uvarint(buf, pos)
            sz82 = buf[pos]
            if sz82 < 128:
                pos += 1
            else:
                sz82, pos = _uvarint(buf, pos)
            te83 = pos + sz82
            if te83 > end:
                raise _short(pos)
            if tg81 <= last80:
                raise _tag_order(pos)
            last80 = tg81
            if u79 is None:
                u79 = {}
            u79[tg81] = buf[pos:te83]
            pos = te83
    o = FetchResponse(f_throttle_time_ms_1, f_error_code_2, f_session_id_3, f_responses_4, [], u79)
    return o, pos


def _d_FetchResponse_v13(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2, f_session_id_3 = _S17(buf, pos)
    pos += 10
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
        if n6 * 18 > end - pos:
            raise _short(pos)
        f_responses_4 = []
        ap7 = f_responses_4.append
        for _ in range(n6):
            f_topic_id_9 = _S8(buf, pos)[0]
            pos += 16
            f_topic_id_9 = _make_uuid(f_topic_id_9)
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
                if n12 * 37 > end - pos:
                    raise _short(pos)
                f_partitions_11 = []
                ap13 = f_partitions_11.append
                for _ in range(n12):
                    f_partition_index_15, f_error_code_16, f_high_watermark_17, f_last_stable_offset_18, f_log_start_offset_19 = _S16(buf, pos)
                    pos += 30
                    n26 = buf[pos]
                    if n26 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n26 = (n26 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n26, pos = _uvarint(buf, pos)
                    n26 -= 1
                    if n26 == -1:
                        f_aborted_transactions_23 = None
                    elif n26 < 0:
                        raise _negative(pos)
                    else:
                        if n26 * 17 > end - pos:
                            raise _short(pos)
                        f_aborted_transactions_23 = []
                        ap27 = f_aborted_transactions_23.append
                        for _ in range(n26):
                            f_producer_id_29, f_first_offset_30 = _S15(buf, pos)
                            pos += 16
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
                            x28 = AbortedTransaction(f_producer_id_29, f_first_offset_30, u32)
                            ap27(x28)
                    f_preferred_read_replica_24 = _S13(buf, pos)[0]
                    pos += 4
                    n37 = buf[pos]
                    if n37 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n37 = (n37 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n37, pos = _uvarint(buf, pos)
                    n37 -= 1
                    if n37 == -1:
                        f_records_25 = None
                    elif n37 < 0:
                        raise _negative(pos)
                    else:
                        e38 = pos + n37
                        if e38 > end:
                            raise _short(pos)
                        f_records_25 = bv[pos:e38]
                        pos = e38
                    f_diverging_epoch_20 = None
                    f_current_leader_21 = None
                    f_snapshot_id_22 = None
                    nt39 = buf[pos]
                    if nt39 < 128:
                        pos += 1
                    else:
                        nt39, pos = _uvarint(buf, pos)
                    u40 = None
                    kp45 = 0
                    if nt39:
                        last41 = -1
                        for _ in range(nt39):
                            tg42 = buf[pos]
                            if tg42 < 128:
                                pos += 1
                            else:
                                tg42, pos = _uvarint(buf, pos)
                            sz43 = buf[pos]
                            if sz43 < 128:
                                pos += 1
                            else:
                                sz43, pos = _uvarint(buf, pos)
                            te44 = pos + sz43
                            if te44 > end:
                                raise _short(pos)
                            if tg42 <= last41:
                                raise _tag_order(pos)
                            last41 = tg42
                            if tg42 == 0:
                                f_epoch_46, f_end_offset_47 = _S10(buf, pos)
                                pos += 12
                                nt48 = buf[pos]
                                if nt48 < 128:
                                    pos += 1
                                else:
                                    nt48, pos = _uvarint(buf, pos)
                                u49 = None
                                if nt48:
                                    last50 = -1
                                    for _ in range(nt48):
                                        tg51 = buf[pos]
                                        if tg51 < 128:
                                            pos += 1
                                        else:
                                            tg51, pos = _uvarint(buf, pos)
                                        sz52 = buf[pos]
                                        if sz52 < 128:
                                            pos += 1
                                        else:
                                            sz52, pos = _uvarint(buf, pos)
                                        te53 = pos + sz52
                                        if te53 > te44:
                                            raise _short(pos)
                                        if tg51 <= last50:
                                            raise _tag_order(pos)
                                        last50 = tg51
                                        if u49 is None:
                                            u49 = {}
                                        u49[tg51] = buf[pos:te53]
                                        pos = te53
                                f_diverging_epoch_20 = EpochEndOffset(f_epoch_46, f_end_offset_47, u49)
                                if pos != te44:
                                    raise _tag_size(pos)
                                kp45 |= 1
                            elif tg42 == 1:
                                f_leader_id_54, f_leader_epoch_55 = _S18(buf, pos)
                                pos += 8
                                nt56 = buf[pos]
                                if nt56 < 128:
                                    pos += 1
                                else:
                                    nt56, pos = _uvarint(buf, pos)
                                u57 = None
                                if nt56:
                                    last58 = -1
                                    for _ in range(nt56):
                                        tg59 = buf[pos]
                                        if tg59 < 128:
                                            pos += 1
                                        else:
                                            tg59, pos = _uvarint(buf, pos)
                                        sz60 = buf[pos]
                                        if sz60 < 128:
                                            pos += 1
                                        else:
                                            sz60, pos = _uvarint(buf, pos)
                                        te61 = pos + sz60
                                        if te61 > te44:
                                            raise _short(pos)
                                        if tg59 <= last58:
                                            raise _tag_order(pos)
                                        last58 = tg59
                                        if u57 is None:
                                            u57 = {}
                                        u57[tg59] = buf[pos:te61]
                                        pos = te61
                                f_current_leader_21 = LeaderIdAndEpoch(f_leader_id_54, f_leader_epoch_55, u57)
                                if pos != te44:
                                    raise _tag_size(pos)
                                kp45 |= 2
                            elif tg42 == 2:
                                f_end_offset_62, f_epoch_63 = _S19(buf, pos)
                                pos += 12
                                nt64 = buf[pos]
                                if nt64 < 128:
                                    pos += 1
                                else:
                                    nt64, pos = _uvarint(buf, pos)
                                u65 = None
                                if nt64:
                                    last66 = -1
                                    for _ in range(nt64):
                                        tg67 = buf[pos]
                                        if tg67 < 128:
                                            pos += 1
                                        else:
                                            tg67, pos = _uvarint(buf, pos)
                                        sz68 = buf[pos]
                                        if sz68 < 128:
                                            pos += 1
                                        else:
                                            sz68, pos = _uvarint(buf, pos)
                                        te69 = pos + sz68
                                        if te69 > te44:
                                            raise _short(pos)
                                        if tg67 <= last66:
                                            raise _tag_order(pos)
                                        last66 = tg67
                                        if u65 is None:
                                            u65 = {}
                                        u65[tg67] = buf[pos:te69]
                                        pos = te69
                                f_snapshot_id_22 = SnapshotId(f_end_offset_62, f_epoch_63, u65)
                                if pos != te44:
                                    raise _tag_size(pos)
                                kp45 |= 4
                            else:
                                if u40 is None:
                                    u40 = {}
                                u40[tg42] = buf[pos:te44]
                                pos = te44
                    x14 = PartitionData(f_partition_index_15, f_error_code_16, f_high_watermark_17, f_last_stable_offset_18, f_log_start_offset_19, f_diverging_epoch_20, f_current_leader_21, f_snapshot_id_22, f_aborted_transactions_23, f_preferred_read_replica_24, f_records_25, u40)
                    if kp45:
                        x14.tags_present = kp45
                    ap13(x14)
            nt70 = buf[pos]
            if nt70 < 128:
                pos += 1
            else:
                nt70, pos = _uvarint(buf, pos)
            u71 = None
            if nt70:
                last72 = -1
                for _ in range(nt70):
                    tg73 = buf[pos]
                    if tg73 < 128:
                        pos += 1
                    else:
                        tg73, pos = _uvarint(buf, pos)
                    sz74 = buf[pos]
                    if sz74 < 128:
                        pos += 1
                    else:
                        sz74, pos = _uvarint(buf, pos)
                    te75 = pos + sz74
                    if te75 > end:
                        raise _short(pos)
                    if tg73 <= last72:
                        raise _tag_order(pos)
                    last72 = tg73
                    if u71 is None:
                        u71 = {}
                    u71[tg73] = buf[pos:te75]
                    pos = te75
            x8 = FetchableTopicResponse(f_topic_id_9, "", f_partitions_11, u71)
            ap7(x8)
    nt76 = buf[pos]
    if nt76 < 128:
        pos += 1
    else:
        nt76, pos = _uvarint(buf, pos)
    u77 = None
    if nt76:
        last78 = -1
        for _ in range(nt76):
            tg79 = buf[pos]
            if tg79 < 128:
                pos += 1
            else:
                tg79, pos = _uvarint(buf, pos)
            sz80 = buf[pos]
            if sz80 < 128:
                pos += 1
            else:
                sz80, pos = _uvarint(buf, pos)
            te81 = pos + sz80
            if te81 > end:
                raise _short(pos)
            if tg79 <= last78:
                raise _tag_order(pos)
            last78 = tg79
            if u77 is None:
                u77 = {}
            u77[tg79] = buf[pos:te81]
            pos = te81
    o = FetchResponse(f_throttle_time_ms_1, f_error_code_2, f_session_id_3, f_responses_4, [], u77)
    return o, pos


def _d_FetchResponse_v16(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2, f_session_id_3 = _S17(buf, pos)
    pos += 10
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
        if n6 * 18 > end - pos:
            raise _short(pos)
        f_responses_4 = []
        ap7 = f_responses_4.append
        for _ in range(n6):
            f_topic_id_9 = _S8(buf, pos)[0]
            pos += 16
            f_topic_id_9 = _make_uuid(f_topic_id_9)
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
                if n12 * 37 > end - pos:
                    raise _short(pos)
                f_partitions_11 = []
                ap13 = f_partitions_11.append
                for _ in range(n12):
                    f_partition_index_15, f_error_code_16, f_high_watermark_17, f_last_stable_offset_18, f_log_start_offset_19 = _S16(buf, pos)
                    pos += 30
                    n26 = buf[pos]
                    if n26 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n26 = (n26 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n26, pos = _uvarint(buf, pos)
                    n26 -= 1
                    if n26 == -1:
                        f_aborted_transactions_23 = None
                    elif n26 < 0:
                        raise _negative(pos)
                    else:
                        if n26 * 17 > end - pos:
                            raise _short(pos)
                        f_aborted_transactions_23 = []
                        ap27 = f_aborted_transactions_23.append
                        for _ in range(n26):
                            f_producer_id_29, f_first_offset_30 = _S15(buf, pos)
                            pos += 16
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
                            x28 = AbortedTransaction(f_producer_id_29, f_first_offset_30, u32)
                            ap27(x28)
                    f_preferred_read_replica_24 = _S13(buf, pos)[0]
                    pos += 4
                    n37 = buf[pos]
                    if n37 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n37 = (n37 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n37, pos = _uvarint(buf, pos)
                    n37 -= 1
                    if n37 == -1:
                        f_records_25 = None
                    elif n37 < 0:
                        raise _negative(pos)
                    else:
                        e38 = pos + n37
                        if e38 > end:
                            raise _short(pos)
                        f_records_25 = bv[pos:e38]
                        pos = e38
                    f_diverging_epoch_20 = None
                    f_current_leader_21 = None
                    f_snapshot_id_22 = None
                    nt39 = buf[pos]
                    if nt39 < 128:
                        pos += 1
                    else:
                        nt39, pos = _uvarint(buf, pos)
                    u40 = None
                    kp45 = 0
                    if nt39:
                        last41 = -1
                        for _ in range(nt39):
                            tg42 = buf[pos]
                            if tg42 < 128:
                                pos += 1
                            else:
                                tg42, pos = _uvarint(buf, pos)
                            sz43 = buf[pos]
                            if sz43 < 128:
                                pos += 1
                            else:
                                sz43, pos = _uvarint(buf, pos)
                            te44 = pos + sz43
                            if te44 > end:
                                raise _short(pos)
                            if tg42 <= last41:
                                raise _tag_order(pos)
                            last41 = tg42
                            if tg42 == 0:
                                f_epoch_46, f_end_offset_47 = _S10(buf, pos)
                                pos += 12
                                nt48 = buf[pos]
                                if nt48 < 128:
                                    pos += 1
                                else:
                                    nt48, pos = _uvarint(buf, pos)
                                u49 = None
                                if nt48:
                                    last50 = -1
                                    for _ in range(nt48):
                                        tg51 = buf[pos]
                                        if tg51 < 128:
                                            pos += 1
                                        else:
                                            tg51, pos = _uvarint(buf, pos)
                                        sz52 = buf[pos]
                                        if sz52 < 128:
                                            pos += 1
                                        else:
                                            sz52, pos = _uvarint(buf, pos)
                                        te53 = pos + sz52
                                        if te53 > te44:
                                            raise _short(pos)
                                        if tg51 <= last50:
                                            raise _tag_order(pos)
                                        last50 = tg51
                                        if u49 is None:
                                            u49 = {}
                                        u49[tg51] = buf[pos:te53]
                                        pos = te53
                                f_diverging_epoch_20 = EpochEndOffset(f_epoch_46, f_end_offset_47, u49)
                                if pos != te44:
                                    raise _tag_size(pos)
                                kp45 |= 1
                            elif tg42 == 1:
                                f_leader_id_54, f_leader_epoch_55 = _S18(buf, pos)
                                pos += 8
                                nt56 = buf[pos]
                                if nt56 < 128:
                                    pos += 1
                                else:
                                    nt56, pos = _uvarint(buf, pos)
                                u57 = None
                                if nt56:
                                    last58 = -1
                                    for _ in range(nt56):
                                        tg59 = buf[pos]
                                        if tg59 < 128:
                                            pos += 1
                                        else:
                                            tg59, pos = _uvarint(buf, pos)
                                        sz60 = buf[pos]
                                        if sz60 < 128:
                                            pos += 1
                                        else:
                                            sz60, pos = _uvarint(buf, pos)
                                        te61 = pos + sz60
                                        if te61 > te44:
                                            raise _short(pos)
                                        if tg59 <= last58:
                                            raise _tag_order(pos)
                                        last58 = tg59
                                        if u57 is None:
                                            u57 = {}
                                        u57[tg59] = buf[pos:te61]
                                        pos = te61
                                f_current_leader_21 = LeaderIdAndEpoch(f_leader_id_54, f_leader_epoch_55, u57)
                                if pos != te44:
                                    raise _tag_size(pos)
                                kp45 |= 2
                            elif tg42 == 2:
                                f_end_offset_62, f_epoch_63 = _S19(buf, pos)
                                pos += 12
                                nt64 = buf[pos]
                                if nt64 < 128:
                                    pos += 1
                                else:
                                    nt64, pos = _uvarint(buf, pos)
                                u65 = None
                                if nt64:
                                    last66 = -1
                                    for _ in range(nt64):
                                        tg67 = buf[pos]
                                        if tg67 < 128:
                                            pos += 1
                                        else:
                                            tg67, pos = _uvarint(buf, pos)
                                        sz68 = buf[pos]
                                        if sz68 < 128:
                                            pos += 1
                                        else:
                                            sz68, pos = _uvarint(buf, pos)
                                        te69 = pos + sz68
                                        if te69 > te44:
                                            raise _short(pos)
                                        if tg67 <= last66:
                                            raise _tag_order(pos)
                                        last66 = tg67
                                        if u65 is None:
                                            u65 = {}
                                        u65[tg67] = buf[pos:te69]
                                        pos = te69
                                f_snapshot_id_22 = SnapshotId(f_end_offset_62, f_epoch_63, u65)
                                if pos != te44:
                                    raise _tag_size(pos)
                                kp45 |= 4
                            else:
                                if u40 is None:
                                    u40 = {}
                                u40[tg42] = buf[pos:te44]
                                pos = te44
                    x14 = PartitionData(f_partition_index_15, f_error_code_16, f_high_watermark_17, f_last_stable_offset_18, f_log_start_offset_19, f_diverging_epoch_20, f_current_leader_21, f_snapshot_id_22, f_aborted_transactions_23, f_preferred_read_replica_24, f_records_25, u40)
                    if kp45:
                        x14.tags_present = kp45
                    ap13(x14)
            nt70 = buf[pos]
            if nt70 < 128:
                pos += 1
            else:
                nt70, pos = _uvarint(buf, pos)
            u71 = None
            if nt70:
                last72 = -1
                for _ in range(nt70):
                    tg73 = buf[pos]
                    if tg73 < 128:
                        pos += 1
                    else:
                        tg73, pos = _uvarint(buf, pos)
                    sz74 = buf[pos]
                    if sz74 < 128:
                        pos += 1
                    else:
                        sz74, pos = _uvarint(buf, pos)
                    te75 = pos + sz74
                    if te75 > end:
                        raise _short(pos)
                    if tg73 <= last72:
                        raise _tag_order(pos)
                    last72 = tg73
                    if u71 is None:
                        u71 = {}
                    u71[tg73] = buf[pos:te75]
                    pos = te75
            x8 = FetchableTopicResponse(f_topic_id_9, "", f_partitions_11, u71)
            ap7(x8)
    f_node_endpoints_5 = []
    nt76 = buf[pos]
    if nt76 < 128:
        pos += 1
    else:
        nt76, pos = _uvarint(buf, pos)
    u77 = None
    kp82 = 0
    if nt76:
        last78 = -1
        for _ in range(nt76):
            tg79 = buf[pos]
            if tg79 < 128:
                pos += 1
            else:
                tg79, pos = _uvarint(buf, pos)
            sz80 = buf[pos]
            if sz80 < 128:
                pos += 1
            else:
                sz80, pos = _uvarint(buf, pos)
            te81 = pos + sz80
            if te81 > end:
                raise _short(pos)
            if tg79 <= last78:
                raise _tag_order(pos)
            last78 = tg79
            if tg79 == 0:
                n83 = buf[pos]
                if n83 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n83 = (n83 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n83, pos = _uvarint(buf, pos)
                n83 -= 1
                if n83 < 0:
                    raise _negative(pos)
                else:
                    if n83 * 11 > te81 - pos:
                        raise _short(pos)
                    f_node_endpoints_5 = []
                    ap84 = f_node_endpoints_5.append
                    for _ in range(n83):
                        f_node_id_86 = _S13(buf, pos)[0]
                        pos += 4
                        n90 = buf[pos]
                        if n90 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n90 = (n90 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n90, pos = _uvarint(buf, pos)
                        n90 -= 1
                        if n90 < 0:
                            raise _negative(pos)
                        else:
                            e91 = pos + n90
                            if e91 > te81:
                                raise _short(pos)
                            f_host_87 = buf[pos:e91].decode()
                            pos = e91
                        f_port_88 = _S13(buf, pos)[0]
                        pos += 4
                        n92 = buf[pos]
                        if n92 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n92 = (n92 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n92, pos = _uvarint(buf, pos)
                        n92 -= 1
                        if n92 == -1:
                            f_rack_89 = None
                        elif n92 < 0:
                            raise _negative(pos)
                        else:
                            e93 = pos + n92
                            if e93 > te81:
                                raise _short(pos)
                            f_rack_89 = buf[pos:e93].decode()
                            pos = e93
                        nt94 = buf[pos]
                        if nt94 < 128:
                            pos += 1
                        else:
                            nt94, pos = _uvarint(buf, pos)
                        u95 = None
                        if nt94:
                            last96 = -1
                            for _ in range(nt94):
                                tg97 = buf[pos]
                                if tg97 < 128:
                                    pos += 1
                                else:
                                    tg97, pos = _uvarint(buf, pos)
                                sz98 = buf[pos]
                                if sz98 < 128:
                                    pos += 1
                                else:
                                    sz98, pos = _uvarint(buf, pos)
                                te99 = pos + sz98
                                if te99 > te81:
                                    raise _short(pos)
                                if tg97 <= last96:
                                    raise _tag_order(pos)
                                last96 = tg97
                                if u95 is None:
                                    u95 = {}
                                u95[tg97] = buf[pos:te99]
                                pos = te99
                        x85 = NodeEndpoint(f_node_id_86, f_host_87, f_port_88, f_rack_89, u95)
                        ap84(x85)
                if pos != te81:
                    raise _tag_size(pos)
                kp82 |= 1
            else:
                if u77 is None:
                    u77 = {}
                u77[tg79] = buf[pos:te81]
                pos = te81
    o = FetchResponse(f_throttle_time_ms_1, f_error_code_2, f_session_id_3, f_responses_4, f_node_endpoints_5, u77)
    if kp82:
        o.tags_present = kp82
    return o, pos


def _e_FetchResponse_v0(o: FetchResponse, out: bytearray) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 0)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 0)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 0)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 0)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 0)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 0)
            out += _P12(x3.partition_index, x3.error_code, x3.high_watermark)
            if x3.records is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                b4 = x3.records
                out += _Pi(len(b4))
                out += b4


def _e_FetchResponse_v1(o: FetchResponse, out: bytearray) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 1)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 1)
    out += _P13(o.throttle_time_ms)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 1)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 1)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 1)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 1)
            out += _P12(x3.partition_index, x3.error_code, x3.high_watermark)
            if x3.records is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                b4 = x3.records
                out += _Pi(len(b4))
                out += b4


def _e_FetchResponse_v2(o: FetchResponse, out: bytearray) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 2)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 2)
    out += _P13(o.throttle_time_ms)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 2)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 2)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 2)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 2)
            out += _P12(x3.partition_index, x3.error_code, x3.high_watermark)
            if x3.records is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                b4 = x3.records
                out += _Pi(len(b4))
                out += b4


def _e_FetchResponse_v3(o: FetchResponse, out: bytearray) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 3)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 3)
    out += _P13(o.throttle_time_ms)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 3)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 3)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 3)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 3)
            out += _P12(x3.partition_index, x3.error_code, x3.high_watermark)
            if x3.records is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                b4 = x3.records
                out += _Pi(len(b4))
                out += b4


def _e_FetchResponse_v4(o: FetchResponse, out: bytearray) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 4)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 4)
    out += _P13(o.throttle_time_ms)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 4)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 4)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 4)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 4)
            out += _P14(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset)
            if x3.aborted_transactions is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                out += _Pi(len(x3.aborted_transactions))
                for x4 in x3.aborted_transactions:
                    out += _P15(x4.producer_id, x4.first_offset)
            if x3.records is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out += _Pi(len(b5))
                out += b5


def _e_FetchResponse_v5(o: FetchResponse, out: bytearray) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 5)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 5)
    out += _P13(o.throttle_time_ms)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 5)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 5)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 5)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 5)
            out += _P16(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset)
            if x3.aborted_transactions is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                out += _Pi(len(x3.aborted_transactions))
                for x4 in x3.aborted_transactions:
                    out += _P15(x4.producer_id, x4.first_offset)
            if x3.records is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out += _Pi(len(b5))
                out += b5


def _e_FetchResponse_v6(o: FetchResponse, out: bytearray) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 6)
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 6)
    out += _P13(o.throttle_time_ms)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 6)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 6)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 6)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 6)
            out += _P16(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset)
            if x3.aborted_transactions is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                out += _Pi(len(x3.aborted_transactions))
                for x4 in x3.aborted_transactions:
                    out += _P15(x4.producer_id, x4.first_offset)
            if x3.records is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out += _Pi(len(b5))
                out += b5


def _e_FetchResponse_v7(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 7)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 7)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 7)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 7)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 7)
            out += _P16(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset)
            if x3.aborted_transactions is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                out += _Pi(len(x3.aborted_transactions))
                for x4 in x3.aborted_transactions:
                    out += _P15(x4.producer_id, x4.first_offset)
            if x3.records is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out += _Pi(len(b5))
                out += b5


def _e_FetchResponse_v8(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 8)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 8)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 8)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 8)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 8)
            out += _P16(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset)
            if x3.aborted_transactions is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                out += _Pi(len(x3.aborted_transactions))
                for x4 in x3.aborted_transactions:
                    out += _P15(x4.producer_id, x4.first_offset)
            if x3.records is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out += _Pi(len(b5))
                out += b5


def _e_FetchResponse_v9(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 9)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 9)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 9)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 9)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 9)
            out += _P16(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset)
            if x3.aborted_transactions is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                out += _Pi(len(x3.aborted_transactions))
                for x4 in x3.aborted_transactions:
                    out += _P15(x4.producer_id, x4.first_offset)
            if x3.records is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out += _Pi(len(b5))
                out += b5


def _e_FetchResponse_v10(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 10)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 10)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 10)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 10)
            if x3.preferred_read_replica != -1:
                raise _absent('PartitionData', 'preferred_read_replica', 10)
            out += _P16(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset)
            if x3.aborted_transactions is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                out += _Pi(len(x3.aborted_transactions))
                for x4 in x3.aborted_transactions:
                    out += _P15(x4.producer_id, x4.first_offset)
            if x3.records is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out += _Pi(len(b5))
                out += b5


def _e_FetchResponse_v11(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 11)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 11)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 11)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 11)
            out += _P16(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset)
            if x3.aborted_transactions is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                out += _Pi(len(x3.aborted_transactions))
                for x4 in x3.aborted_transactions:
                    out += _P15(x4.producer_id, x4.first_offset)
            out += _P13(x3.preferred_read_replica)
            if x3.records is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out += _Pi(len(b5))
                out += b5


def _e_FetchResponse_v12(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 12)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        b2 = x1.topic.encode()
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
            out += _P16(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset)
            if x3.aborted_transactions is None:
                out.append(0)
            else:
                if len(x3.aborted_transactions) + 1 < 128:
                    out.append(len(x3.aborted_transactions) + 1)
                else:
                    out += _encode_uvarint(len(x3.aborted_transactions) + 1)
                for x4 in x3.aborted_transactions:
                    out += _P15(x4.producer_id, x4.first_offset)
                    if x4.unknown_tags:
                        _write_tags(out, [], x4.unknown_tags)
                    else:
                        out.append(0)
            out += _P13(x3.preferred_read_replica)
            if x3.records is None:
                out.append(0)
            else:
                b5 = x3.records
                if len(b5) + 1 < 128:
                    out.append(len(b5) + 1)
                else:
                    out += _encode_uvarint(len(b5) + 1)
                out += b5
            t6 = []
            kp7 = x3.tags_present
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()) or kp7 & 1:
                tb8 = bytearray()
                tb8 += _P10(x3.diverging_epoch.epoch, x3.diverging_epoch.end_offset)
                if x3.diverging_epoch.unknown_tags:
                    _write_tags(tb8, [], x3.diverging_epoch.unknown_tags)
                else:
                    tb8.append(0)
                t6.append((0, tb8))
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()) or kp7 & 2:
                tb9 = bytearray()
                tb9 += _P18(x3.current_leader.leader_id, x3.current_leader.leader_epoch)
                if x3.current_leader.unknown_tags:
                    _write_tags(tb9, [], x3.current_leader.unknown_tags)
                else:
                    tb9.append(0)
                t6.append((1, tb9))
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()) or kp7 & 4:
                tb10 = bytearray()
                tb10 += _P19(x3.snapshot_id.end_offset, x3.snapshot_id.epoch)
                if x3.snapshot_id.unknown_tags:
                    _write_tags(tb10, [], x3.snapshot_id.unknown_tags)
                else:
                    tb10.append(0)
                t6.append((2, tb10))
            if t6 or x3.unknown_tags:
                _write_tags(out, t6, x3.unknown_tags)
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


def _e_FetchResponse_v13(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 13)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        out += _P8(_uuid_bytes(x1.topic_id))
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x2 in x1.partitions:
            out += _P16(x2.partition_index, x2.error_code, x2.high_watermark, x2.last_stable_offset, x2.log_start_offset)
            if x2.aborted_transactions is None:
                out.append(0)
            else:
                if len(x2.aborted_transactions) + 1 < 128:
                    out.append(len(x2.aborted_transactions) + 1)
                else:
                    out += _encode_uvarint(len(x2.aborted_transactions) + 1)
                for x3 in x2.aborted_transactions:
                    out += _P15(x3.producer_id, x3.first_offset)
                    if x3.unknown_tags:
                        _write_tags(out, [], x3.unknown_tags)
                    else:
                        out.append(0)
            out += _P13(x2.preferred_read_replica)
            if x2.records is None:
                out.append(0)
            else:
                b4 = x2.records
                if len(b4) + 1 < 128:
                    out.append(len(b4) + 1)
                else:
                    out += _encode_uvarint(len(b4) + 1)
                out += b4
            t5 = []
            kp6 = x2.tags_present
            if (x2._diverging_epoch is not None and x2._diverging_epoch != EpochEndOffset()) or kp6 & 1:
                tb7 = bytearray()
                tb7 += _P10(x2.diverging_epoch.epoch, x2.diverging_epoch.end_offset)
                if x2.diverging_epoch.unknown_tags:
                    _write_tags(tb7, [], x2.diverging_epoch.unknown_tags)
                else:
                    tb7.append(0)
                t5.append((0, tb7))
            if (x2._current_leader is not None and x2._current_leader != LeaderIdAndEpoch()) or kp6 & 2:
                tb8 = bytearray()
                tb8 += _P18(x2.current_leader.leader_id, x2.current_leader.leader_epoch)
                if x2.current_leader.unknown_tags:
                    _write_tags(tb8, [], x2.current_leader.unknown_tags)
                else:
                    tb8.append(0)
                t5.append((1, tb8))
            if (x2._snapshot_id is not None and x2._snapshot_id != SnapshotId()) or kp6 & 4:
                tb9 = bytearray()
                tb9 += _P19(x2.snapshot_id.end_offset, x2.snapshot_id.epoch)
                if x2.snapshot_id.unknown_tags:
                    _write_tags(tb9, [], x2.snapshot_id.unknown_tags)
                else:
                    tb9.append(0)
                t5.append((2, tb9))
            if t5 or x2.unknown_tags:
                _write_tags(out, t5, x2.unknown_tags)
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


def _e_FetchResponse_v14(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 14)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        out += _P8(_uuid_bytes(x1.topic_id))
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x2 in x1.partitions:
            out += _P16(x2.partition_index, x2.error_code, x2.high_watermark, x2.last_stable_offset, x2.log_start_offset)
            if x2.aborted_transactions is None:
                out.append(0)
            else:
                if len(x2.aborted_transactions) + 1 < 128:
                    out.append(len(x2.aborted_transactions) + 1)
                else:
                    out += _encode_uvarint(len(x2.aborted_transactions) + 1)
                for x3 in x2.aborted_transactions:
                    out += _P15(x3.producer_id, x3.first_offset)
                    if x3.unknown_tags:
                        _write_tags(out, [], x3.unknown_tags)
                    else:
                        out.append(0)
            out += _P13(x2.preferred_read_replica)
            if x2.records is None:
                out.append(0)
            else:
                b4 = x2.records
                if len(b4) + 1 < 128:
                    out.append(len(b4) + 1)
                else:
                    out += _encode_uvarint(len(b4) + 1)
                out += b4
            t5 = []
            kp6 = x2.tags_present
            if (x2._diverging_epoch is not None and x2._diverging_epoch != EpochEndOffset()) or kp6 & 1:
                tb7 = bytearray()
                tb7 += _P10(x2.diverging_epoch.epoch, x2.diverging_epoch.end_offset)
                if x2.diverging_epoch.unknown_tags:
                    _write_tags(tb7, [], x2.diverging_epoch.unknown_tags)
                else:
                    tb7.append(0)
                t5.append((0, tb7))
            if (x2._current_leader is not None and x2._current_leader != LeaderIdAndEpoch()) or kp6 & 2:
                tb8 = bytearray()
                tb8 += _P18(x2.current_leader.leader_id, x2.current_leader.leader_epoch)
                if x2.current_leader.unknown_tags:
                    _write_tags(tb8, [], x2.current_leader.unknown_tags)
                else:
                    tb8.append(0)
                t5.append((1, tb8))
            if (x2._snapshot_id is not None and x2._snapshot_id != SnapshotId()) or kp6 & 4:
                tb9 = bytearray()
                tb9 += _P19(x2.snapshot_id.end_offset, x2.snapshot_id.epoch)
                if x2.snapshot_id.unknown_tags:
                    _write_tags(tb9, [], x2.snapshot_id.unknown_tags)
                else:
                    tb9.append(0)
                t5.append((2, tb9))
            if t5 or x2.unknown_tags:
                _write_tags(out, t5, x2.unknown_tags)
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


def _e_FetchResponse_v15(o: FetchResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchResponse', 'node_endpoints', 15)
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        out += _P8(_uuid_bytes(x1.topic_id))
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x2 in x1.partitions:
            out += _P16(x2.partition_index, x2.error_code, x2.high_watermark, x2.last_stable_offset, x2.log_start_offset)
            if x2.aborted_transactions is None:
                out.append(0)
            else:
                if len(x2.aborted_transactions) + 1 < 128:
                    out.append(len(x2.aborted_transactions) + 1)
                else:
                    out += _encode_uvarint(len(x2.aborted_transactions) + 1)
                for x3 in x2.aborted_transactions:
                    out += _P15(x3.producer_id, x3.first_offset)
                    if x3.unknown_tags:
                        _write_tags(out, [], x3.unknown_tags)
                    else:
                        out.append(0)
            out += _P13(x2.preferred_read_replica)
            if x2.records is None:
                out.append(0)
            else:
                b4 = x2.records
                if len(b4) + 1 < 128:
                    out.append(len(b4) + 1)
                else:
                    out += _encode_uvarint(len(b4) + 1)
                out += b4
            t5 = []
            kp6 = x2.tags_present
            if (x2._diverging_epoch is not None and x2._diverging_epoch != EpochEndOffset()) or kp6 & 1:
                tb7 = bytearray()
                tb7 += _P10(x2.diverging_epoch.epoch, x2.diverging_epoch.end_offset)
                if x2.diverging_epoch.unknown_tags:
                    _write_tags(tb7, [], x2.diverging_epoch.unknown_tags)
                else:
                    tb7.append(0)
                t5.append((0, tb7))
            if (x2._current_leader is not None and x2._current_leader != LeaderIdAndEpoch()) or kp6 & 2:
                tb8 = bytearray()
                tb8 += _P18(x2.current_leader.leader_id, x2.current_leader.leader_epoch)
                if x2.current_leader.unknown_tags:
                    _write_tags(tb8, [], x2.current_leader.unknown_tags)
                else:
                    tb8.append(0)
                t5.append((1, tb8))
            if (x2._snapshot_id is not None and x2._snapshot_id != SnapshotId()) or kp6 & 4:
                tb9 = bytearray()
                tb9 += _P19(x2.snapshot_id.end_offset, x2.snapshot_id.epoch)
                if x2.snapshot_id.unknown_tags:
                    _write_tags(tb9, [], x2.snapshot_id.unknown_tags)
                else:
                    tb9.append(0)
                t5.append((2, tb9))
            if t5 or x2.unknown_tags:
                _write_tags(out, t5, x2.unknown_tags)
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


def _e_FetchResponse_v16(o: FetchResponse, out: bytearray) -> None:
    out += _P17(o.throttle_time_ms, o.error_code, o.session_id)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        out += _P8(_uuid_bytes(x1.topic_id))
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x2 in x1.partitions:
            out += _P16(x2.partition_index, x2.error_code, x2.high_watermark, x2.last_stable_offset, x2.log_start_offset)
            if x2.aborted_transactions is None:
                out.append(0)
            else:
                if len(x2.aborted_transactions) + 1 < 128:
                    out.append(len(x2.aborted_transactions) + 1)
                else:
                    out += _encode_uvarint(len(x2.aborted_transactions) + 1)
                for x3 in x2.aborted_transactions:
                    out += _P15(x3.producer_id, x3.first_offset)
                    if x3.unknown_tags:
                        _write_tags(out, [], x3.unknown_tags)
                    else:
                        out.append(0)
            out += _P13(x2.preferred_read_replica)
            if x2.records is None:
                out.append(0)
            else:
                b4 = x2.records
                if len(b4) + 1 < 128:
                    out.append(len(b4) + 1)
                else:
                    out += _encode_uvarint(len(b4) + 1)
                out += b4
            t5 = []
            kp6 = x2.tags_present
            if (x2._diverging_epoch is not None and x2._diverging_epoch != EpochEndOffset()) or kp6 & 1:
                tb7 = bytearray()
                tb7 += _P10(x2.diverging_epoch.epoch, x2.diverging_epoch.end_offset)
                if x2.diverging_epoch.unknown_tags:
                    _write_tags(tb7, [], x2.diverging_epoch.unknown_tags)
                else:
                    tb7.append(0)
                t5.append((0, tb7))
            if (x2._current_leader is not None and x2._current_leader != LeaderIdAndEpoch()) or kp6 & 2:
                tb8 = bytearray()
                tb8 += _P18(x2.current_leader.leader_id, x2.current_leader.leader_epoch)
                if x2.current_leader.unknown_tags:
                    _write_tags(tb8, [], x2.current_leader.unknown_tags)
                else:
                    tb8.append(0)
                t5.append((1, tb8))
            if (x2._snapshot_id is not None and x2._snapshot_id != SnapshotId()) or kp6 & 4:
                tb9 = bytearray()
                tb9 += _P19(x2.snapshot_id.end_offset, x2.snapshot_id.epoch)
                if x2.snapshot_id.unknown_tags:
                    _write_tags(tb9, [], x2.snapshot_id.unknown_tags)
                else:
                    tb9.append(0)
                t5.append((2, tb9))
            if t5 or x2.unknown_tags:
                _write_tags(out, t5, x2.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    t10 = []
    kp11 = o.tags_present
    if o.node_endpoints or kp11 & 1:
        tb12 = bytearray()
        if len(o.node_endpoints) + 1 < 128:
            tb12.append(len(o.node_endpoints) + 1)
        else:
            tb12 += _encode_uvarint(len(o.node_endpoints) + 1)
        for x13 in o.node_endpoints:
            tb12 += _P13(x13.node_id)
            b14 = x13.host.encode()
            if len(b14) + 1 < 128:
                tb12.append(len(b14) + 1)
            else:
                tb12 += _encode_uvarint(len(b14) + 1)
            tb12 += b14
            tb12 += _P13(x13.port)
            if x13.rack is None:
                tb12.append(0)
            else:
                b15 = x13.rack.encode()
                if len(b15) + 1 < 128:
                    tb12.append(len(b15) + 1)
                else:
                    tb12 += _encode_uvarint(len(b15) + 1)
                tb12 += b15
            if x13.unknown_tags:
                _write_tags(tb12, [], x13.unknown_tags)
            else:
                tb12.append(0)
        t10.append((0, tb12))
    if t10 or o.unknown_tags:
        _write_tags(out, t10, o.unknown_tags)
    else:
        out.append(0)


FetchRequest.DECODERS = (_d_FetchRequest_v0, _d_FetchRequest_v0, _d_FetchRequest_v0, _d_FetchRequest_v3, _d_FetchRequest_v4, _d_FetchRequest_v5, _d_FetchRequest_v5, _d_FetchRequest_v7, _d_FetchRequest_v7, _d_FetchRequest_v9, _d_FetchRequest_v9, _d_FetchRequest_v11, _d_FetchRequest_v12, _d_FetchRequest_v13, _d_FetchRequest_v13, _d_FetchRequest_v15, _d_FetchRequest_v15, _d_FetchRequest_v17, _d_FetchRequest_v18,)
FetchRequest.ENCODERS = (_e_FetchRequest_v0, _e_FetchRequest_v1, _e_FetchRequest_v2, _e_FetchRequest_v3, _e_FetchRequest_v4, _e_FetchRequest_v5, _e_FetchRequest_v6, _e_FetchRequest_v7, _e_FetchRequest_v8, _e_FetchRequest_v9, _e_FetchRequest_v10, _e_FetchRequest_v11, _e_FetchRequest_v12, _e_FetchRequest_v13, _e_FetchRequest_v14, _e_FetchRequest_v15, _e_FetchRequest_v16, _e_FetchRequest_v17, _e_FetchRequest_v18,)

FetchResponse.DECODERS = (_d_FetchResponse_v0, _d_FetchResponse_v1, _d_FetchResponse_v1, _d_FetchResponse_v1, _d_FetchResponse_v4, _d_FetchResponse_v5, _d_FetchResponse_v5, _d_FetchResponse_v7, _d_FetchResponse_v7, _d_FetchResponse_v7, _d_FetchResponse_v7, _d_FetchResponse_v11, _d_FetchResponse_v12, _d_FetchResponse_v13, _d_FetchResponse_v13, _d_FetchResponse_v13, _d_FetchResponse_v16, _d_FetchResponse_v16, _d_FetchResponse_v16,)
FetchResponse.ENCODERS = (_e_FetchResponse_v0, _e_FetchResponse_v1, _e_FetchResponse_v2, _e_FetchResponse_v3, _e_FetchResponse_v4, _e_FetchResponse_v5, _e_FetchResponse_v6, _e_FetchResponse_v7, _e_FetchResponse_v8, _e_FetchResponse_v9, _e_FetchResponse_v10, _e_FetchResponse_v11, _e_FetchResponse_v12, _e_FetchResponse_v13, _e_FetchResponse_v14, _e_FetchResponse_v15, _e_FetchResponse_v16, _e_FetchResponse_v16, _e_FetchResponse_v16,)
