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

__all__ = ['AbortedTransaction', 'EpochEndOffset', 'FetchPartition', 'FetchRequest', 'FetchResponse', 'FetchTopic', 'FetchableTopicResponse', 'ForgottenTopic', 'LeaderIdAndEpoch', 'NodeEndpoint', 'PartitionData', 'ReplicaState', 'SnapshotId']

_I0 = _Struct('>iqi').iter_unpack
_I1 = _Struct('>iqqi').iter_unpack
_I2 = _Struct('>iiqqi').iter_unpack
_I3 = _Struct('>iiqiqiB').iter_unpack
_I4 = _Struct('>qq').iter_unpack
_I5 = _Struct('>qqB').iter_unpack
_S0 = _Struct('>iii').unpack_from
_P0 = _Struct('>iii').pack
_S1 = _Struct('>iiii').unpack_from
_P1 = _Struct('>iiii').pack
_S2 = _Struct('>iiiib').unpack_from
_P2 = _Struct('>iiiib').pack
_S3 = _Struct('>iiiibii').unpack_from
_P3 = _Struct('>iiiibii').pack
_S4 = _Struct('>iiiibiiB').unpack_from
_P4 = _Struct('>iiiibiiB').pack
_S5 = _Struct('>iiqiqiB').unpack_from
_P5 = _Struct('>iiqiqiB').pack
_S6 = _Struct('>16sB').unpack_from
_P6 = _Struct('>16sB').pack
_S7 = _Struct('>iiibiiB').unpack_from
_P7 = _Struct('>iiibiiB').pack
_S8 = _Struct('>iqB').unpack_from
_P8 = _Struct('>iqB').pack
_S9 = _Struct('>16s').unpack_from
_P9 = _Struct('>16s').pack
_S10 = _Struct('>q').unpack_from
_P10 = _Struct('>q').pack
_S11 = _Struct('>iqi').unpack_from
_P11 = _Struct('>iqi').pack
_S12 = _Struct('>iqqi').unpack_from
_P12 = _Struct('>iqqi').pack
_S13 = _Struct('>iiqqi').unpack_from
_P13 = _Struct('>iiqqi').pack
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
_S20 = _Struct('>ihqqq').unpack_from
_P20 = _Struct('>ihqqq').pack
_S21 = _Struct('>ihi').unpack_from
_P21 = _Struct('>ihi').pack
_S22 = _Struct('>ihiB').unpack_from
_P22 = _Struct('>ihiB').pack
_S23 = _Struct('>ihqqqBiBB').unpack_from
_P23 = _Struct('>ihqqqBiBB').pack
_S24 = _Struct('>qqB').unpack_from
_P24 = _Struct('>qqB').pack
_S25 = _Struct('>iBB').unpack_from
_P25 = _Struct('>iBB').pack
_S26 = _Struct('>iiB').unpack_from
_P26 = _Struct('>iiB').pack
_S27 = _Struct('>qiB').unpack_from
_P27 = _Struct('>qiB').pack
_S28 = _Struct('>iB').unpack_from
_P28 = _Struct('>iB').pack
_S29 = _Struct('>qq').unpack_from
_P29 = _Struct('>qq').pack
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


class FetchRequest(Request["FetchResponse"]):
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
        self._replica_state = None if replica_state is DEFAULT else _struct_value(replica_state, 'FetchRequest.replica_state')
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
        self._replica_state = _struct_value(value, 'FetchRequest.replica_state')


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
        self._diverging_epoch = None if diverging_epoch is DEFAULT else _struct_value(diverging_epoch, 'PartitionData.diverging_epoch')
        self._current_leader = None if current_leader is DEFAULT else _struct_value(current_leader, 'PartitionData.current_leader')
        self._snapshot_id = None if snapshot_id is DEFAULT else _struct_value(snapshot_id, 'PartitionData.snapshot_id')
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
        self._diverging_epoch = _struct_value(value, 'PartitionData.diverging_epoch')

    @property
    def current_leader(self) -> LeaderIdAndEpoch:
        value = self._current_leader
        if value is None:
            value = self._current_leader = LeaderIdAndEpoch()
        return value

    @current_leader.setter
    def current_leader(self, value: LeaderIdAndEpoch) -> None:
        self._current_leader = _struct_value(value, 'PartitionData.current_leader')

    @property
    def snapshot_id(self) -> SnapshotId:
        value = self._snapshot_id
        if value is None:
            value = self._snapshot_id = SnapshotId()
        return value

    @snapshot_id.setter
    def snapshot_id(self, value: SnapshotId) -> None:
        self._snapshot_id = _struct_value(value, 'PartitionData.snapshot_id')


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
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes = _S0(buf, pos)
    pos += 12
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
                x5 = _new(FetchTopic)
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x5.topic = buf[pos:e9].decode()
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
                        e12 = pos + n10 * 16
                        for t14 in _I0(buf[pos:e12]):
                            x13 = _new(FetchPartition)
                            x13.partition, x13.fetch_offset, x13.partition_max_bytes = t14
                            x13.current_leader_epoch = -1
                            x13.last_fetched_epoch = -1
                            x13.log_start_offset = -1
                            x13.replica_directory_id = ZERO_UUID
                            x13.high_watermark = 9223372036854775807
                            x13.unknown_tags = None
                            x13.tags_present = 0
                            f_partitions_7.append(x13)
                        pos = e12
                x5.topic_id = ZERO_UUID
                x5.partitions = f_partitions_7
                x5.unknown_tags = None
                f_topics_2.append(x5)
    o.cluster_id = None
    o._replica_state = None
    o.max_bytes = 2147483647
    o.isolation_level = 0
    o.session_id = 0
    o.session_epoch = -1
    o.topics = f_topics_2
    o.forgotten_topics_data = []
    o.rack_id = ""
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchRequest_v3(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes = _S1(buf, pos)
    pos += 16
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
                x5 = _new(FetchTopic)
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x5.topic = buf[pos:e9].decode()
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
                        e12 = pos + n10 * 16
                        for t14 in _I0(buf[pos:e12]):
                            x13 = _new(FetchPartition)
                            x13.partition, x13.fetch_offset, x13.partition_max_bytes = t14
                            x13.current_leader_epoch = -1
                            x13.last_fetched_epoch = -1
                            x13.log_start_offset = -1
                            x13.replica_directory_id = ZERO_UUID
                            x13.high_watermark = 9223372036854775807
                            x13.unknown_tags = None
                            x13.tags_present = 0
                            f_partitions_7.append(x13)
                        pos = e12
                x5.topic_id = ZERO_UUID
                x5.partitions = f_partitions_7
                x5.unknown_tags = None
                f_topics_2.append(x5)
    o.cluster_id = None
    o._replica_state = None
    o.isolation_level = 0
    o.session_id = 0
    o.session_epoch = -1
    o.topics = f_topics_2
    o.forgotten_topics_data = []
    o.rack_id = ""
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchRequest_v4(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level = _S2(buf, pos)
    pos += 17
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
                x5 = _new(FetchTopic)
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x5.topic = buf[pos:e9].decode()
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
                        e12 = pos + n10 * 16
                        for t14 in _I0(buf[pos:e12]):
                            x13 = _new(FetchPartition)
                            x13.partition, x13.fetch_offset, x13.partition_max_bytes = t14
                            x13.current_leader_epoch = -1
                            x13.last_fetched_epoch = -1
                            x13.log_start_offset = -1
                            x13.replica_directory_id = ZERO_UUID
                            x13.high_watermark = 9223372036854775807
                            x13.unknown_tags = None
                            x13.tags_present = 0
                            f_partitions_7.append(x13)
                        pos = e12
                x5.topic_id = ZERO_UUID
                x5.partitions = f_partitions_7
                x5.unknown_tags = None
                f_topics_2.append(x5)
    o.cluster_id = None
    o._replica_state = None
    o.session_id = 0
    o.session_epoch = -1
    o.topics = f_topics_2
    o.forgotten_topics_data = []
    o.rack_id = ""
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchRequest_v5(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level = _S2(buf, pos)
    pos += 17
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
                x5 = _new(FetchTopic)
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x5.topic = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 24 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if n10:
                        e12 = pos + n10 * 24
                        for t14 in _I1(buf[pos:e12]):
                            x13 = _new(FetchPartition)
                            x13.partition, x13.fetch_offset, x13.log_start_offset, x13.partition_max_bytes = t14
                            x13.current_leader_epoch = -1
                            x13.last_fetched_epoch = -1
                            x13.replica_directory_id = ZERO_UUID
                            x13.high_watermark = 9223372036854775807
                            x13.unknown_tags = None
                            x13.tags_present = 0
                            f_partitions_7.append(x13)
                        pos = e12
                x5.topic_id = ZERO_UUID
                x5.partitions = f_partitions_7
                x5.unknown_tags = None
                f_topics_2.append(x5)
    o.cluster_id = None
    o._replica_state = None
    o.session_id = 0
    o.session_epoch = -1
    o.topics = f_topics_2
    o.forgotten_topics_data = []
    o.rack_id = ""
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchRequest_v7(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S3(buf, pos)
    pos += 25
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
                x5 = _new(FetchTopic)
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x5.topic = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 24 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if n10:
                        e12 = pos + n10 * 24
                        for t14 in _I1(buf[pos:e12]):
                            x13 = _new(FetchPartition)
                            x13.partition, x13.fetch_offset, x13.log_start_offset, x13.partition_max_bytes = t14
                            x13.current_leader_epoch = -1
                            x13.last_fetched_epoch = -1
                            x13.replica_directory_id = ZERO_UUID
                            x13.high_watermark = 9223372036854775807
                            x13.unknown_tags = None
                            x13.tags_present = 0
                            f_partitions_7.append(x13)
                        pos = e12
                x5.topic_id = ZERO_UUID
                x5.partitions = f_partitions_7
                x5.unknown_tags = None
                f_topics_2.append(x5)
    n17 = _ui(buf, pos)[0]
    pos += 4
    if n17 < 0:
        raise _negative(pos)
    else:
        if n17 * 6 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_3 = []
        if n17:
            for _ in (_ranges[n17] if n17 < 256 else range(n17)):
                x18 = _new(ForgottenTopic)
                n21 = _uh(buf, pos)[0]
                pos += 2
                if n21 < 0:
                    raise _negative(pos)
                else:
                    e22 = pos + n21
                    if e22 > end:
                        raise _short(pos)
                    x18.topic = buf[pos:e22].decode()
                    pos = e22
                n23 = _ui(buf, pos)[0]
                pos += 4
                if n23 < 0:
                    raise _negative(pos)
                else:
                    if not n23:
                        f_partitions_20 = []
                    elif n23 < 33:
                        f_partitions_20 = [*_i32s[n23](buf, pos)]
                        pos += n23 * 4
                    elif n23 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partitions_20 = [*_array('i', n23).unpack_from(buf, pos)]
                        pos += n23 * 4
                x18.topic_id = ZERO_UUID
                x18.partitions = f_partitions_20
                x18.unknown_tags = None
                f_forgotten_topics_data_3.append(x18)
    o.cluster_id = None
    o._replica_state = None
    o.topics = f_topics_2
    o.forgotten_topics_data = f_forgotten_topics_data_3
    o.rack_id = ""
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchRequest_v9(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S3(buf, pos)
    pos += 25
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
                x5 = _new(FetchTopic)
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x5.topic = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 28 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if n10:
                        e12 = pos + n10 * 28
                        for t14 in _I2(buf[pos:e12]):
                            x13 = _new(FetchPartition)
                            x13.partition, x13.current_leader_epoch, x13.fetch_offset, x13.log_start_offset, x13.partition_max_bytes = t14
                            x13.last_fetched_epoch = -1
                            x13.replica_directory_id = ZERO_UUID
                            x13.high_watermark = 9223372036854775807
                            x13.unknown_tags = None
                            x13.tags_present = 0
                            f_partitions_7.append(x13)
                        pos = e12
                x5.topic_id = ZERO_UUID
                x5.partitions = f_partitions_7
                x5.unknown_tags = None
                f_topics_2.append(x5)
    n17 = _ui(buf, pos)[0]
    pos += 4
    if n17 < 0:
        raise _negative(pos)
    else:
        if n17 * 6 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_3 = []
        if n17:
            for _ in (_ranges[n17] if n17 < 256 else range(n17)):
                x18 = _new(ForgottenTopic)
                n21 = _uh(buf, pos)[0]
                pos += 2
                if n21 < 0:
                    raise _negative(pos)
                else:
                    e22 = pos + n21
                    if e22 > end:
                        raise _short(pos)
                    x18.topic = buf[pos:e22].decode()
                    pos = e22
                n23 = _ui(buf, pos)[0]
                pos += 4
                if n23 < 0:
                    raise _negative(pos)
                else:
                    if not n23:
                        f_partitions_20 = []
                    elif n23 < 33:
                        f_partitions_20 = [*_i32s[n23](buf, pos)]
                        pos += n23 * 4
                    elif n23 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partitions_20 = [*_array('i', n23).unpack_from(buf, pos)]
                        pos += n23 * 4
                x18.topic_id = ZERO_UUID
                x18.partitions = f_partitions_20
                x18.unknown_tags = None
                f_forgotten_topics_data_3.append(x18)
    o.cluster_id = None
    o._replica_state = None
    o.topics = f_topics_2
    o.forgotten_topics_data = f_forgotten_topics_data_3
    o.rack_id = ""
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchRequest_v11(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch = _S3(buf, pos)
    pos += 25
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
                x5 = _new(FetchTopic)
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x5.topic = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 28 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if n10:
                        e12 = pos + n10 * 28
                        for t14 in _I2(buf[pos:e12]):
                            x13 = _new(FetchPartition)
                            x13.partition, x13.current_leader_epoch, x13.fetch_offset, x13.log_start_offset, x13.partition_max_bytes = t14
                            x13.last_fetched_epoch = -1
                            x13.replica_directory_id = ZERO_UUID
                            x13.high_watermark = 9223372036854775807
                            x13.unknown_tags = None
                            x13.tags_present = 0
                            f_partitions_7.append(x13)
                        pos = e12
                x5.topic_id = ZERO_UUID
                x5.partitions = f_partitions_7
                x5.unknown_tags = None
                f_topics_2.append(x5)
    n17 = _ui(buf, pos)[0]
    pos += 4
    if n17 < 0:
        raise _negative(pos)
    else:
        if n17 * 6 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_3 = []
        if n17:
            for _ in (_ranges[n17] if n17 < 256 else range(n17)):
                x18 = _new(ForgottenTopic)
                n21 = _uh(buf, pos)[0]
                pos += 2
                if n21 < 0:
                    raise _negative(pos)
                else:
                    e22 = pos + n21
                    if e22 > end:
                        raise _short(pos)
                    x18.topic = buf[pos:e22].decode()
                    pos = e22
                n23 = _ui(buf, pos)[0]
                pos += 4
                if n23 < 0:
                    raise _negative(pos)
                else:
                    if not n23:
                        f_partitions_20 = []
                    elif n23 < 33:
                        f_partitions_20 = [*_i32s[n23](buf, pos)]
                        pos += n23 * 4
                    elif n23 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partitions_20 = [*_array('i', n23).unpack_from(buf, pos)]
                        pos += n23 * 4
                x18.topic_id = ZERO_UUID
                x18.partitions = f_partitions_20
                x18.unknown_tags = None
                f_forgotten_topics_data_3.append(x18)
    n24 = _uh(buf, pos)[0]
    pos += 2
    if n24 < 0:
        raise _negative(pos)
    else:
        e25 = pos + n24
        if e25 > end:
            raise _short(pos)
        o.rack_id = buf[pos:e25].decode()
        pos = e25
    o.cluster_id = None
    o._replica_state = None
    o.topics = f_topics_2
    o.forgotten_topics_data = f_forgotten_topics_data_3
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchRequest_v12(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch, pk4 = _S4(buf, pos)
    pos += 26
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
                x5 = _new(FetchTopic)
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
                    x5.topic = buf[pos:e9].decode()
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
                    if n10 * 33 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if n10:
                        e12 = pos + n10 * 33
                        for t14 in _I3(buf[pos:e12]):
                            x13 = _new(FetchPartition)
                            x13.partition, x13.current_leader_epoch, x13.fetch_offset, x13.last_fetched_epoch, x13.log_start_offset, x13.partition_max_bytes, tb16 = t14
                            if tb16:
                                break
                            x13.replica_directory_id = ZERO_UUID
                            x13.high_watermark = 9223372036854775807
                            x13.unknown_tags = None
                            x13.tags_present = 0
                            f_partitions_7.append(x13)
                        else:
                            pos = e12
                        if pos != e12:
                            f_partitions_7 = []
                            for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                                x11 = _new(FetchPartition)
                                x11.partition, x11.current_leader_epoch, x11.fetch_offset, x11.last_fetched_epoch, x11.log_start_offset, x11.partition_max_bytes, pk18 = _S5(buf, pos)
                                pos += 33
                                if pk18:
                                    u19, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u19 = None
                                x11.replica_directory_id = ZERO_UUID
                                x11.high_watermark = 9223372036854775807
                                x11.unknown_tags = u19
                                x11.tags_present = 0
                                f_partitions_7.append(x11)
                if buf[pos]:
                    u20, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u20 = None
                x5.topic_id = ZERO_UUID
                x5.partitions = f_partitions_7
                x5.unknown_tags = u20
                f_topics_2.append(x5)
    n21 = buf[pos]
    if n21 < 128:
        pos += 1
        n21 -= 1
    elif buf[pos + 1] < 128:
        n21 = n21 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n21, pos = _uvarint(buf, pos)
        n21 -= 1
    if n21 < 0:
        raise _negative(pos)
    else:
        if n21 * 3 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_3 = []
        if n21:
            for _ in (_ranges[n21] if n21 < 256 else range(n21)):
                x22 = _new(ForgottenTopic)
                n25 = buf[pos]
                if n25 < 128:
                    pos += 1
                    n25 -= 1
                elif buf[pos + 1] < 128:
                    n25 = n25 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n25, pos = _string_uvarint(buf, pos)
                    n25 -= 1
                if n25 < 0:
                    raise _negative(pos)
                else:
                    e26 = pos + n25
                    if e26 > end:
                        raise _short(pos)
                    x22.topic = buf[pos:e26].decode()
                    pos = e26
                b27 = buf[pos]
                pos += 1
                if 1 < b27 < 34:
                    f_partitions_24 = [*_i32c[b27](buf, pos)]
                    pos += b27 * 4 - 4
                elif b27 == 1:
                    f_partitions_24 = []
                else:
                    pos -= 1
                    n28 = buf[pos]
                    if n28 < 128:
                        pos += 1
                        n28 -= 1
                    elif buf[pos + 1] < 128:
                        n28 = n28 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n28, pos = _uvarint(buf, pos)
                        n28 -= 1
                    if n28 < 0:
                        raise _negative(pos)
                    else:
                        if not n28:
                            f_partitions_24 = []
                        elif n28 < 33:
                            f_partitions_24 = [*_i32s[n28](buf, pos)]
                            pos += n28 * 4
                        elif n28 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_24 = [*_array('i', n28).unpack_from(buf, pos)]
                            pos += n28 * 4
                if buf[pos]:
                    u29, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u29 = None
                x22.topic_id = ZERO_UUID
                x22.partitions = f_partitions_24
                x22.unknown_tags = u29
                f_forgotten_topics_data_3.append(x22)
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
        o.rack_id = buf[pos:e31].decode()
        pos = e31
    if not buf[pos]:
        pos += 1
        o.cluster_id = None
        o._replica_state = None
        o.topics = f_topics_2
        o.forgotten_topics_data = f_forgotten_topics_data_3
        o.unknown_tags = None
        o.tags_present = 0
    else:
        o.cluster_id = None
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
                if n39 == -1:
                    o.cluster_id = None
                else:
                    e40 = pos + n39
                    if e40 > te37:
                        raise _short(pos)
                    o.cluster_id = buf[pos:e40].decode()
                    pos = e40
                if pos != te37:
                    raise _tag_size(pos)
                kp38 |= 1
            else:
                if u33 is None:
                    u33 = {}
                u33[tg35] = buf[pos:te37]
                pos = te37
        o._replica_state = None
        o.topics = f_topics_2
        o.forgotten_topics_data = f_forgotten_topics_data_3
        o.unknown_tags = u33
        o.tags_present = kp38
    return o, pos


def _d_FetchRequest_v13(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    o = _new(FetchRequest)
    o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch, pk4 = _S4(buf, pos)
    pos += 26
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
        if pk4 * 18 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(FetchTopic)
                f_topic_id_6, pk8 = _S6(buf, pos)
                pos += 17
                f_topic_id_6 = _cached_uuid(f_topic_id_6) or _make_uuid(f_topic_id_6)
                if pk8 < 128:
                    pk8 -= 1
                elif buf[pos] < 128:
                    pk8 = pk8 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk8, pos = _uvarint(buf, pos - 1)
                    pk8 -= 1
                if pk8 < 0:
                    raise _negative(pos)
                else:
                    if pk8 * 33 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if pk8:
                        e10 = pos + pk8 * 33
                        for t12 in _I3(buf[pos:e10]):
                            x11 = _new(FetchPartition)
                            x11.partition, x11.current_leader_epoch, x11.fetch_offset, x11.last_fetched_epoch, x11.log_start_offset, x11.partition_max_bytes, tb14 = t12
                            if tb14:
                                break
                            x11.replica_directory_id = ZERO_UUID
                            x11.high_watermark = 9223372036854775807
                            x11.unknown_tags = None
                            x11.tags_present = 0
                            f_partitions_7.append(x11)
                        else:
                            pos = e10
                        if pos != e10:
                            f_partitions_7 = []
                            for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
                                x9 = _new(FetchPartition)
                                x9.partition, x9.current_leader_epoch, x9.fetch_offset, x9.last_fetched_epoch, x9.log_start_offset, x9.partition_max_bytes, pk16 = _S5(buf, pos)
                                pos += 33
                                if pk16:
                                    u17, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u17 = None
                                x9.replica_directory_id = ZERO_UUID
                                x9.high_watermark = 9223372036854775807
                                x9.unknown_tags = u17
                                x9.tags_present = 0
                                f_partitions_7.append(x9)
                if buf[pos]:
                    u18, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u18 = None
                x5.topic_id = f_topic_id_6
                x5.topic = ""
                x5.partitions = f_partitions_7
                x5.unknown_tags = u18
                f_topics_2.append(x5)
    n19 = buf[pos]
    if n19 < 128:
        pos += 1
        n19 -= 1
    elif buf[pos + 1] < 128:
        n19 = n19 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n19, pos = _uvarint(buf, pos)
        n19 -= 1
    if n19 < 0:
        raise _negative(pos)
    else:
        if n19 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_3 = []
        if n19:
            for _ in (_ranges[n19] if n19 < 256 else range(n19)):
                x20 = _new(ForgottenTopic)
                f_topic_id_21, pk23 = _S6(buf, pos)
                pos += 17
                f_topic_id_21 = _cached_uuid(f_topic_id_21) or _make_uuid(f_topic_id_21)
                if 1 < pk23 < 34:
                    f_partitions_22 = [*_i32c[pk23](buf, pos)]
                    pos += pk23 * 4 - 4
                elif pk23 == 1:
                    f_partitions_22 = []
                else:
                    pos -= 1
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
                        if not n24:
                            f_partitions_22 = []
                        elif n24 < 33:
                            f_partitions_22 = [*_i32s[n24](buf, pos)]
                            pos += n24 * 4
                        elif n24 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_22 = [*_array('i', n24).unpack_from(buf, pos)]
                            pos += n24 * 4
                if buf[pos]:
                    u25, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u25 = None
                x20.topic_id = f_topic_id_21
                x20.topic = ""
                x20.partitions = f_partitions_22
                x20.unknown_tags = u25
                f_forgotten_topics_data_3.append(x20)
    n26 = buf[pos]
    if n26 < 128:
        pos += 1
        n26 -= 1
    elif buf[pos + 1] < 128:
        n26 = n26 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n26, pos = _string_uvarint(buf, pos)
        n26 -= 1
    if n26 < 0:
        raise _negative(pos)
    else:
        e27 = pos + n26
        if e27 > end:
            raise _short(pos)
        o.rack_id = buf[pos:e27].decode()
        pos = e27
    if not buf[pos]:
        pos += 1
        o.cluster_id = None
        o._replica_state = None
        o.topics = f_topics_2
        o.forgotten_topics_data = f_forgotten_topics_data_3
        o.unknown_tags = None
        o.tags_present = 0
    else:
        o.cluster_id = None
        nt28 = buf[pos]
        if nt28 < 128:
            pos += 1
        else:
            nt28, pos = _uvarint(buf, pos)
        u29 = None
        kp34 = 0
        last30 = -1
        for _ in range(nt28):
            tg31 = buf[pos]
            if tg31 < 128:
                pos += 1
            else:
                tg31, pos = _uvarint(buf, pos)
            sz32 = buf[pos]
            if sz32 < 128:
                pos += 1
            else:
                sz32, pos = _uvarint(buf, pos)
            te33 = pos + sz32
            if te33 > end:
                raise _short(pos)
            if tg31 <= last30:
                raise _tag_order(pos)
            last30 = tg31
            if tg31 == 0:
                n35 = buf[pos]
                if n35 < 128:
                    pos += 1
                    n35 -= 1
                elif buf[pos + 1] < 128:
                    n35 = n35 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n35, pos = _string_uvarint(buf, pos)
                    n35 -= 1
                if n35 == -1:
                    o.cluster_id = None
                else:
                    e36 = pos + n35
                    if e36 > te33:
                        raise _short(pos)
                    o.cluster_id = buf[pos:e36].decode()
                    pos = e36
                if pos != te33:
                    raise _tag_size(pos)
                kp34 |= 1
            else:
                if u29 is None:
                    u29 = {}
                u29[tg31] = buf[pos:te33]
                pos = te33
        o._replica_state = None
        o.topics = f_topics_2
        o.forgotten_topics_data = f_forgotten_topics_data_3
        o.unknown_tags = u29
        o.tags_present = kp34
    return o, pos


def _d_FetchRequest_v15(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    o = _new(FetchRequest)
    o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch, pk4 = _S7(buf, pos)
    pos += 22
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
        if pk4 * 18 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(FetchTopic)
                f_topic_id_6, pk8 = _S6(buf, pos)
                pos += 17
                f_topic_id_6 = _cached_uuid(f_topic_id_6) or _make_uuid(f_topic_id_6)
                if pk8 < 128:
                    pk8 -= 1
                elif buf[pos] < 128:
                    pk8 = pk8 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk8, pos = _uvarint(buf, pos - 1)
                    pk8 -= 1
                if pk8 < 0:
                    raise _negative(pos)
                else:
                    if pk8 * 33 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if pk8:
                        e10 = pos + pk8 * 33
                        for t12 in _I3(buf[pos:e10]):
                            x11 = _new(FetchPartition)
                            x11.partition, x11.current_leader_epoch, x11.fetch_offset, x11.last_fetched_epoch, x11.log_start_offset, x11.partition_max_bytes, tb14 = t12
                            if tb14:
                                break
                            x11.replica_directory_id = ZERO_UUID
                            x11.high_watermark = 9223372036854775807
                            x11.unknown_tags = None
                            x11.tags_present = 0
                            f_partitions_7.append(x11)
                        else:
                            pos = e10
                        if pos != e10:
                            f_partitions_7 = []
                            for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
                                x9 = _new(FetchPartition)
                                x9.partition, x9.current_leader_epoch, x9.fetch_offset, x9.last_fetched_epoch, x9.log_start_offset, x9.partition_max_bytes, pk16 = _S5(buf, pos)
                                pos += 33
                                if pk16:
                                    u17, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u17 = None
                                x9.replica_directory_id = ZERO_UUID
                                x9.high_watermark = 9223372036854775807
                                x9.unknown_tags = u17
                                x9.tags_present = 0
                                f_partitions_7.append(x9)
                if buf[pos]:
                    u18, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u18 = None
                x5.topic_id = f_topic_id_6
                x5.topic = ""
                x5.partitions = f_partitions_7
                x5.unknown_tags = u18
                f_topics_2.append(x5)
    n19 = buf[pos]
    if n19 < 128:
        pos += 1
        n19 -= 1
    elif buf[pos + 1] < 128:
        n19 = n19 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n19, pos = _uvarint(buf, pos)
        n19 -= 1
    if n19 < 0:
        raise _negative(pos)
    else:
        if n19 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_3 = []
        if n19:
            for _ in (_ranges[n19] if n19 < 256 else range(n19)):
                x20 = _new(ForgottenTopic)
                f_topic_id_21, pk23 = _S6(buf, pos)
                pos += 17
                f_topic_id_21 = _cached_uuid(f_topic_id_21) or _make_uuid(f_topic_id_21)
                if 1 < pk23 < 34:
                    f_partitions_22 = [*_i32c[pk23](buf, pos)]
                    pos += pk23 * 4 - 4
                elif pk23 == 1:
                    f_partitions_22 = []
                else:
                    pos -= 1
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
                        if not n24:
                            f_partitions_22 = []
                        elif n24 < 33:
                            f_partitions_22 = [*_i32s[n24](buf, pos)]
                            pos += n24 * 4
                        elif n24 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_22 = [*_array('i', n24).unpack_from(buf, pos)]
                            pos += n24 * 4
                if buf[pos]:
                    u25, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u25 = None
                x20.topic_id = f_topic_id_21
                x20.topic = ""
                x20.partitions = f_partitions_22
                x20.unknown_tags = u25
                f_forgotten_topics_data_3.append(x20)
    n26 = buf[pos]
    if n26 < 128:
        pos += 1
        n26 -= 1
    elif buf[pos + 1] < 128:
        n26 = n26 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n26, pos = _string_uvarint(buf, pos)
        n26 -= 1
    if n26 < 0:
        raise _negative(pos)
    else:
        e27 = pos + n26
        if e27 > end:
            raise _short(pos)
        o.rack_id = buf[pos:e27].decode()
        pos = e27
    if not buf[pos]:
        pos += 1
        o.cluster_id = None
        o._replica_state = None
        o.replica_id = -1
        o.topics = f_topics_2
        o.forgotten_topics_data = f_forgotten_topics_data_3
        o.unknown_tags = None
        o.tags_present = 0
    else:
        o.cluster_id = None
        f_replica_state_1 = None
        nt28 = buf[pos]
        if nt28 < 128:
            pos += 1
        else:
            nt28, pos = _uvarint(buf, pos)
        u29 = None
        kp34 = 0
        last30 = -1
        for _ in range(nt28):
            tg31 = buf[pos]
            if tg31 < 128:
                pos += 1
            else:
                tg31, pos = _uvarint(buf, pos)
            sz32 = buf[pos]
            if sz32 < 128:
                pos += 1
            else:
                sz32, pos = _uvarint(buf, pos)
            te33 = pos + sz32
            if te33 > end:
                raise _short(pos)
            if tg31 <= last30:
                raise _tag_order(pos)
            last30 = tg31
            if tg31 == 0:
                n35 = buf[pos]
                if n35 < 128:
                    pos += 1
                    n35 -= 1
                elif buf[pos + 1] < 128:
                    n35 = n35 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n35, pos = _string_uvarint(buf, pos)
                    n35 -= 1
                if n35 == -1:
                    o.cluster_id = None
                else:
                    e36 = pos + n35
                    if e36 > te33:
                        raise _short(pos)
                    o.cluster_id = buf[pos:e36].decode()
                    pos = e36
                if pos != te33:
                    raise _tag_size(pos)
                kp34 |= 1
            elif tg31 == 1:
                f_replica_state_1 = _new(ReplicaState)
                f_replica_state_1.replica_id, f_replica_state_1.replica_epoch, pk37 = _S8(buf, pos)
                pos += 13
                if pk37:
                    u38, pos = _unknown_tags(buf, pos - 1, te33)
                else:
                    u38 = None
                f_replica_state_1.unknown_tags = u38
                if pos != te33:
                    raise _tag_size(pos)
                kp34 |= 2
            else:
                if u29 is None:
                    u29 = {}
                u29[tg31] = buf[pos:te33]
                pos = te33
        o._replica_state = f_replica_state_1
        o.replica_id = -1
        o.topics = f_topics_2
        o.forgotten_topics_data = f_forgotten_topics_data_3
        o.unknown_tags = u29
        o.tags_present = kp34
    return o, pos


def _d_FetchRequest_v17(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    o = _new(FetchRequest)
    o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch, pk4 = _S7(buf, pos)
    pos += 22
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
        if pk4 * 18 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(FetchTopic)
                f_topic_id_6, pk8 = _S6(buf, pos)
                pos += 17
                f_topic_id_6 = _cached_uuid(f_topic_id_6) or _make_uuid(f_topic_id_6)
                if pk8 < 128:
                    pk8 -= 1
                elif buf[pos] < 128:
                    pk8 = pk8 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk8, pos = _uvarint(buf, pos - 1)
                    pk8 -= 1
                if pk8 < 0:
                    raise _negative(pos)
                else:
                    if pk8 * 33 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if pk8:
                        e10 = pos + pk8 * 33
                        for t12 in _I3(buf[pos:e10]):
                            x11 = _new(FetchPartition)
                            x11.partition, x11.current_leader_epoch, x11.fetch_offset, x11.last_fetched_epoch, x11.log_start_offset, x11.partition_max_bytes, tb14 = t12
                            if tb14:
                                break
                            x11.replica_directory_id = ZERO_UUID
                            x11.high_watermark = 9223372036854775807
                            x11.unknown_tags = None
                            x11.tags_present = 0
                            f_partitions_7.append(x11)
                        else:
                            pos = e10
                        if pos != e10:
                            f_partitions_7 = []
                            for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
                                x9 = _new(FetchPartition)
                                x9.partition, x9.current_leader_epoch, x9.fetch_offset, x9.last_fetched_epoch, x9.log_start_offset, x9.partition_max_bytes, pk16 = _S5(buf, pos)
                                pos += 33
                                if not pk16:
                                    x9.replica_directory_id = ZERO_UUID
                                    x9.high_watermark = 9223372036854775807
                                    x9.unknown_tags = None
                                    x9.tags_present = 0
                                else:
                                    pos -= 1
                                    f_replica_directory_id_15 = ZERO_UUID
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
                                            f_replica_directory_id_15 = _S9(buf, pos)[0]
                                            pos += 16
                                            f_replica_directory_id_15 = _cached_uuid(f_replica_directory_id_15) or _make_uuid(f_replica_directory_id_15)
                                            if pos != te22:
                                                raise _tag_size(pos)
                                            kp23 |= 1
                                        else:
                                            if u18 is None:
                                                u18 = {}
                                            u18[tg20] = buf[pos:te22]
                                            pos = te22
                                    x9.replica_directory_id = f_replica_directory_id_15
                                    x9.high_watermark = 9223372036854775807
                                    x9.unknown_tags = u18
                                    x9.tags_present = kp23
                                f_partitions_7.append(x9)
                if buf[pos]:
                    u24, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u24 = None
                x5.topic_id = f_topic_id_6
                x5.topic = ""
                x5.partitions = f_partitions_7
                x5.unknown_tags = u24
                f_topics_2.append(x5)
    n25 = buf[pos]
    if n25 < 128:
        pos += 1
        n25 -= 1
    elif buf[pos + 1] < 128:
        n25 = n25 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n25, pos = _uvarint(buf, pos)
        n25 -= 1
    if n25 < 0:
        raise _negative(pos)
    else:
        if n25 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_3 = []
        if n25:
            for _ in (_ranges[n25] if n25 < 256 else range(n25)):
                x26 = _new(ForgottenTopic)
                f_topic_id_27, pk29 = _S6(buf, pos)
                pos += 17
                f_topic_id_27 = _cached_uuid(f_topic_id_27) or _make_uuid(f_topic_id_27)
                if 1 < pk29 < 34:
                    f_partitions_28 = [*_i32c[pk29](buf, pos)]
                    pos += pk29 * 4 - 4
                elif pk29 == 1:
                    f_partitions_28 = []
                else:
                    pos -= 1
                    n30 = buf[pos]
                    if n30 < 128:
                        pos += 1
                        n30 -= 1
                    elif buf[pos + 1] < 128:
                        n30 = n30 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n30, pos = _uvarint(buf, pos)
                        n30 -= 1
                    if n30 < 0:
                        raise _negative(pos)
                    else:
                        if not n30:
                            f_partitions_28 = []
                        elif n30 < 33:
                            f_partitions_28 = [*_i32s[n30](buf, pos)]
                            pos += n30 * 4
                        elif n30 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_28 = [*_array('i', n30).unpack_from(buf, pos)]
                            pos += n30 * 4
                if buf[pos]:
                    u31, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u31 = None
                x26.topic_id = f_topic_id_27
                x26.topic = ""
                x26.partitions = f_partitions_28
                x26.unknown_tags = u31
                f_forgotten_topics_data_3.append(x26)
    n32 = buf[pos]
    if n32 < 128:
        pos += 1
        n32 -= 1
    elif buf[pos + 1] < 128:
        n32 = n32 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n32, pos = _string_uvarint(buf, pos)
        n32 -= 1
    if n32 < 0:
        raise _negative(pos)
    else:
        e33 = pos + n32
        if e33 > end:
            raise _short(pos)
        o.rack_id = buf[pos:e33].decode()
        pos = e33
    if not buf[pos]:
        pos += 1
        o.cluster_id = None
        o._replica_state = None
        o.replica_id = -1
        o.topics = f_topics_2
        o.forgotten_topics_data = f_forgotten_topics_data_3
        o.unknown_tags = None
        o.tags_present = 0
    else:
        o.cluster_id = None
        f_replica_state_1 = None
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
                n41 = buf[pos]
                if n41 < 128:
                    pos += 1
                    n41 -= 1
                elif buf[pos + 1] < 128:
                    n41 = n41 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n41, pos = _string_uvarint(buf, pos)
                    n41 -= 1
                if n41 == -1:
                    o.cluster_id = None
                else:
                    e42 = pos + n41
                    if e42 > te39:
                        raise _short(pos)
                    o.cluster_id = buf[pos:e42].decode()
                    pos = e42
                if pos != te39:
                    raise _tag_size(pos)
                kp40 |= 1
            elif tg37 == 1:
                f_replica_state_1 = _new(ReplicaState)
                f_replica_state_1.replica_id, f_replica_state_1.replica_epoch, pk43 = _S8(buf, pos)
                pos += 13
                if pk43:
                    u44, pos = _unknown_tags(buf, pos - 1, te39)
                else:
                    u44 = None
                f_replica_state_1.unknown_tags = u44
                if pos != te39:
                    raise _tag_size(pos)
                kp40 |= 2
            else:
                if u35 is None:
                    u35 = {}
                u35[tg37] = buf[pos:te39]
                pos = te39
        o._replica_state = f_replica_state_1
        o.replica_id = -1
        o.topics = f_topics_2
        o.forgotten_topics_data = f_forgotten_topics_data_3
        o.unknown_tags = u35
        o.tags_present = kp40
    return o, pos


def _d_FetchRequest_v18(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    o = _new(FetchRequest)
    o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch, pk4 = _S7(buf, pos)
    pos += 22
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
        if pk4 * 18 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(FetchTopic)
                f_topic_id_6, pk8 = _S6(buf, pos)
                pos += 17
                f_topic_id_6 = _cached_uuid(f_topic_id_6) or _make_uuid(f_topic_id_6)
                if pk8 < 128:
                    pk8 -= 1
                elif buf[pos] < 128:
                    pk8 = pk8 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk8, pos = _uvarint(buf, pos - 1)
                    pk8 -= 1
                if pk8 < 0:
                    raise _negative(pos)
                else:
                    if pk8 * 33 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if pk8:
                        e10 = pos + pk8 * 33
                        for t12 in _I3(buf[pos:e10]):
                            x11 = _new(FetchPartition)
                            x11.partition, x11.current_leader_epoch, x11.fetch_offset, x11.last_fetched_epoch, x11.log_start_offset, x11.partition_max_bytes, tb14 = t12
                            if tb14:
                                break
                            x11.replica_directory_id = ZERO_UUID
                            x11.high_watermark = 9223372036854775807
                            x11.unknown_tags = None
                            x11.tags_present = 0
                            f_partitions_7.append(x11)
                        else:
                            pos = e10
                        if pos != e10:
                            f_partitions_7 = []
                            for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
                                x9 = _new(FetchPartition)
                                x9.partition, x9.current_leader_epoch, x9.fetch_offset, x9.last_fetched_epoch, x9.log_start_offset, x9.partition_max_bytes, pk16 = _S5(buf, pos)
                                pos += 33
                                if not pk16:
                                    x9.replica_directory_id = ZERO_UUID
                                    x9.high_watermark = 9223372036854775807
                                    x9.unknown_tags = None
                                    x9.tags_present = 0
                                else:
                                    pos -= 1
                                    f_replica_directory_id_15 = ZERO_UUID
                                    x9.high_watermark = 9223372036854775807
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
                                            f_replica_directory_id_15 = _S9(buf, pos)[0]
                                            pos += 16
                                            f_replica_directory_id_15 = _cached_uuid(f_replica_directory_id_15) or _make_uuid(f_replica_directory_id_15)
                                            if pos != te22:
                                                raise _tag_size(pos)
                                            kp23 |= 1
                                        elif tg20 == 1:
                                            x9.high_watermark = _S10(buf, pos)[0]
                                            pos += 8
                                            if pos != te22:
                                                raise _tag_size(pos)
                                            kp23 |= 2
                                        else:
                                            if u18 is None:
                                                u18 = {}
                                            u18[tg20] = buf[pos:te22]
                                            pos = te22
                                    x9.replica_directory_id = f_replica_directory_id_15
                                    x9.unknown_tags = u18
                                    x9.tags_present = kp23
                                f_partitions_7.append(x9)
                if buf[pos]:
                    u24, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u24 = None
                x5.topic_id = f_topic_id_6
                x5.topic = ""
                x5.partitions = f_partitions_7
                x5.unknown_tags = u24
                f_topics_2.append(x5)
    n25 = buf[pos]
    if n25 < 128:
        pos += 1
        n25 -= 1
    elif buf[pos + 1] < 128:
        n25 = n25 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n25, pos = _uvarint(buf, pos)
        n25 -= 1
    if n25 < 0:
        raise _negative(pos)
    else:
        if n25 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_3 = []
        if n25:
            for _ in (_ranges[n25] if n25 < 256 else range(n25)):
                x26 = _new(ForgottenTopic)
                f_topic_id_27, pk29 = _S6(buf, pos)
                pos += 17
                f_topic_id_27 = _cached_uuid(f_topic_id_27) or _make_uuid(f_topic_id_27)
                if 1 < pk29 < 34:
                    f_partitions_28 = [*_i32c[pk29](buf, pos)]
                    pos += pk29 * 4 - 4
                elif pk29 == 1:
                    f_partitions_28 = []
                else:
                    pos -= 1
                    n30 = buf[pos]
                    if n30 < 128:
                        pos += 1
                        n30 -= 1
                    elif buf[pos + 1] < 128:
                        n30 = n30 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n30, pos = _uvarint(buf, pos)
                        n30 -= 1
                    if n30 < 0:
                        raise _negative(pos)
                    else:
                        if not n30:
                            f_partitions_28 = []
                        elif n30 < 33:
                            f_partitions_28 = [*_i32s[n30](buf, pos)]
                            pos += n30 * 4
                        elif n30 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_28 = [*_array('i', n30).unpack_from(buf, pos)]
                            pos += n30 * 4
                if buf[pos]:
                    u31, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u31 = None
                x26.topic_id = f_topic_id_27
                x26.topic = ""
                x26.partitions = f_partitions_28
                x26.unknown_tags = u31
                f_forgotten_topics_data_3.append(x26)
    n32 = buf[pos]
    if n32 < 128:
        pos += 1
        n32 -= 1
    elif buf[pos + 1] < 128:
        n32 = n32 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n32, pos = _string_uvarint(buf, pos)
        n32 -= 1
    if n32 < 0:
        raise _negative(pos)
    else:
        e33 = pos + n32
        if e33 > end:
            raise _short(pos)
        o.rack_id = buf[pos:e33].decode()
        pos = e33
    if not buf[pos]:
        pos += 1
        o.cluster_id = None
        o._replica_state = None
        o.replica_id = -1
        o.topics = f_topics_2
        o.forgotten_topics_data = f_forgotten_topics_data_3
        o.unknown_tags = None
        o.tags_present = 0
    else:
        o.cluster_id = None
        f_replica_state_1 = None
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
                n41 = buf[pos]
                if n41 < 128:
                    pos += 1
                    n41 -= 1
                elif buf[pos + 1] < 128:
                    n41 = n41 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n41, pos = _string_uvarint(buf, pos)
                    n41 -= 1
                if n41 == -1:
                    o.cluster_id = None
                else:
                    e42 = pos + n41
                    if e42 > te39:
                        raise _short(pos)
                    o.cluster_id = buf[pos:e42].decode()
                    pos = e42
                if pos != te39:
                    raise _tag_size(pos)
                kp40 |= 1
            elif tg37 == 1:
                f_replica_state_1 = _new(ReplicaState)
                f_replica_state_1.replica_id, f_replica_state_1.replica_epoch, pk43 = _S8(buf, pos)
                pos += 13
                if pk43:
                    u44, pos = _unknown_tags(buf, pos - 1, te39)
                else:
                    u44 = None
                f_replica_state_1.unknown_tags = u44
                if pos != te39:
                    raise _tag_size(pos)
                kp40 |= 2
            else:
                if u35 is None:
                    u35 = {}
                u35[tg37] = buf[pos:te39]
                pos = te39
        o._replica_state = f_replica_state_1
        o.replica_id = -1
        o.topics = f_topics_2
        o.forgotten_topics_data = f_forgotten_topics_data_3
        o.unknown_tags = u35
        o.tags_present = kp40
    return o, pos


def _e_FetchRequest_v0(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 0)
    if (o.forgotten_topics_data is None or len(o.forgotten_topics_data)):
        raise _absent('FetchRequest', 'forgotten_topics_data', 0)
    if o.unknown_tags:
        raise _untagged('FetchRequest', 0)
    out.append(_P0(o.replica_id, o.max_wait_ms, o.min_bytes))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('FetchTopic', 0)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 0)
            if x3.unknown_tags:
                raise _untagged('FetchPartition', 0)
            out.append(_P11(x3.partition, x3.fetch_offset, x3.partition_max_bytes))


def _e_FetchRequest_v1(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 1)
    if (o.forgotten_topics_data is None or len(o.forgotten_topics_data)):
        raise _absent('FetchRequest', 'forgotten_topics_data', 1)
    if o.unknown_tags:
        raise _untagged('FetchRequest', 1)
    out.append(_P0(o.replica_id, o.max_wait_ms, o.min_bytes))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('FetchTopic', 1)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 1)
            if x3.unknown_tags:
                raise _untagged('FetchPartition', 1)
            out.append(_P11(x3.partition, x3.fetch_offset, x3.partition_max_bytes))


def _e_FetchRequest_v2(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 2)
    if (o.forgotten_topics_data is None or len(o.forgotten_topics_data)):
        raise _absent('FetchRequest', 'forgotten_topics_data', 2)
    if o.unknown_tags:
        raise _untagged('FetchRequest', 2)
    out.append(_P0(o.replica_id, o.max_wait_ms, o.min_bytes))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('FetchTopic', 2)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 2)
            if x3.unknown_tags:
                raise _untagged('FetchPartition', 2)
            out.append(_P11(x3.partition, x3.fetch_offset, x3.partition_max_bytes))


def _e_FetchRequest_v3(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 3)
    if (o.forgotten_topics_data is None or len(o.forgotten_topics_data)):
        raise _absent('FetchRequest', 'forgotten_topics_data', 3)
    if o.unknown_tags:
        raise _untagged('FetchRequest', 3)
    out.append(_P1(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('FetchTopic', 3)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 3)
            if x3.unknown_tags:
                raise _untagged('FetchPartition', 3)
            out.append(_P11(x3.partition, x3.fetch_offset, x3.partition_max_bytes))


def _e_FetchRequest_v4(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 4)
    if (o.forgotten_topics_data is None or len(o.forgotten_topics_data)):
        raise _absent('FetchRequest', 'forgotten_topics_data', 4)
    if o.unknown_tags:
        raise _untagged('FetchRequest', 4)
    out.append(_P2(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('FetchTopic', 4)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 4)
            if x3.unknown_tags:
                raise _untagged('FetchPartition', 4)
            out.append(_P11(x3.partition, x3.fetch_offset, x3.partition_max_bytes))


def _e_FetchRequest_v5(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 5)
    if (o.forgotten_topics_data is None or len(o.forgotten_topics_data)):
        raise _absent('FetchRequest', 'forgotten_topics_data', 5)
    if o.unknown_tags:
        raise _untagged('FetchRequest', 5)
    out.append(_P2(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('FetchTopic', 5)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 5)
            if x3.unknown_tags:
                raise _untagged('FetchPartition', 5)
            out.append(_P12(x3.partition, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes))


def _e_FetchRequest_v6(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 6)
    if (o.forgotten_topics_data is None or len(o.forgotten_topics_data)):
        raise _absent('FetchRequest', 'forgotten_topics_data', 6)
    if o.unknown_tags:
        raise _untagged('FetchRequest', 6)
    out.append(_P2(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('FetchTopic', 6)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 6)
            if x3.unknown_tags:
                raise _untagged('FetchPartition', 6)
            out.append(_P12(x3.partition, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes))


def _e_FetchRequest_v7(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 7)
    if o.unknown_tags:
        raise _untagged('FetchRequest', 7)
    out.append(_P3(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('FetchTopic', 7)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 7)
            if x3.unknown_tags:
                raise _untagged('FetchPartition', 7)
            out.append(_P12(x3.partition, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes))
    if type(o.forgotten_topics_data) is not list:
        _check_list(o.forgotten_topics_data)
    out.append(_Pi(len(o.forgotten_topics_data)))
    for x4 in o.forgotten_topics_data:
        if x4.unknown_tags:
            raise _untagged('ForgottenTopic', 7)
        b5 = x4.topic.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        if type(x4.partitions) is not list:
            _check_list(x4.partitions)
        out.append(_Pi(len(x4.partitions)))
        out.append(_array('i', len(x4.partitions)).pack(*x4.partitions))


def _e_FetchRequest_v8(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 8)
    if o.unknown_tags:
        raise _untagged('FetchRequest', 8)
    out.append(_P3(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('FetchTopic', 8)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 8)
            if x3.unknown_tags:
                raise _untagged('FetchPartition', 8)
            out.append(_P12(x3.partition, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes))
    if type(o.forgotten_topics_data) is not list:
        _check_list(o.forgotten_topics_data)
    out.append(_Pi(len(o.forgotten_topics_data)))
    for x4 in o.forgotten_topics_data:
        if x4.unknown_tags:
            raise _untagged('ForgottenTopic', 8)
        b5 = x4.topic.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        if type(x4.partitions) is not list:
            _check_list(x4.partitions)
        out.append(_Pi(len(x4.partitions)))
        out.append(_array('i', len(x4.partitions)).pack(*x4.partitions))


def _e_FetchRequest_v9(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 9)
    if o.unknown_tags:
        raise _untagged('FetchRequest', 9)
    out.append(_P3(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('FetchTopic', 9)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 9)
            if x3.unknown_tags:
                raise _untagged('FetchPartition', 9)
            out.append(_P13(x3.partition, x3.current_leader_epoch, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes))
    if type(o.forgotten_topics_data) is not list:
        _check_list(o.forgotten_topics_data)
    out.append(_Pi(len(o.forgotten_topics_data)))
    for x4 in o.forgotten_topics_data:
        if x4.unknown_tags:
            raise _untagged('ForgottenTopic', 9)
        b5 = x4.topic.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        if type(x4.partitions) is not list:
            _check_list(x4.partitions)
        out.append(_Pi(len(x4.partitions)))
        out.append(_array('i', len(x4.partitions)).pack(*x4.partitions))


def _e_FetchRequest_v10(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 10)
    if o.unknown_tags:
        raise _untagged('FetchRequest', 10)
    out.append(_P3(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('FetchTopic', 10)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 10)
            if x3.unknown_tags:
                raise _untagged('FetchPartition', 10)
            out.append(_P13(x3.partition, x3.current_leader_epoch, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes))
    if type(o.forgotten_topics_data) is not list:
        _check_list(o.forgotten_topics_data)
    out.append(_Pi(len(o.forgotten_topics_data)))
    for x4 in o.forgotten_topics_data:
        if x4.unknown_tags:
            raise _untagged('ForgottenTopic', 10)
        b5 = x4.topic.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        if type(x4.partitions) is not list:
            _check_list(x4.partitions)
        out.append(_Pi(len(x4.partitions)))
        out.append(_array('i', len(x4.partitions)).pack(*x4.partitions))


def _e_FetchRequest_v11(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 11)
    if o.unknown_tags:
        raise _untagged('FetchRequest', 11)
    out.append(_P3(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('FetchTopic', 11)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.last_fetched_epoch != -1:
                raise _absent('FetchPartition', 'last_fetched_epoch', 11)
            if x3.unknown_tags:
                raise _untagged('FetchPartition', 11)
            out.append(_P13(x3.partition, x3.current_leader_epoch, x3.fetch_offset, x3.log_start_offset, x3.partition_max_bytes))
    if type(o.forgotten_topics_data) is not list:
        _check_list(o.forgotten_topics_data)
    out.append(_Pi(len(o.forgotten_topics_data)))
    for x4 in o.forgotten_topics_data:
        if x4.unknown_tags:
            raise _untagged('ForgottenTopic', 11)
        b5 = x4.topic.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        if type(x4.partitions) is not list:
            _check_list(x4.partitions)
        out.append(_Pi(len(x4.partitions)))
        out.append(_array('i', len(x4.partitions)).pack(*x4.partitions))
    b6 = o.rack_id.encode()
    out.append(_Ph(len(b6)))
    out.append(b6)


def _e_FetchRequest_v12(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 12)
    out.append(_P3(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.topic.encode()
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
            out.append(_P14(x3.partition, x3.current_leader_epoch, x3.fetch_offset, x3.last_fetched_epoch, x3.log_start_offset, x3.partition_max_bytes))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if type(o.forgotten_topics_data) is not list:
        _check_list(o.forgotten_topics_data)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x4 in o.forgotten_topics_data:
        b5 = x4.topic.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
        if type(x4.partitions) is not list:
            _check_list(x4.partitions)
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
        out.append(_string_length(len(b6) + 1))
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
                tb9.append(_string_length(len(b10) + 1))
            tb9.append(b10)
        t7.append((0, tb9))
    if t7 or o.unknown_tags:
        _write_tags(out, t7, o.unknown_tags, (0,))
    else:
        out.append(b'\x00')


def _e_FetchRequest_v13(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 13)
    out.append(_P3(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P9(_uuid_bytes(x1.topic_id)))
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
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
    if type(o.forgotten_topics_data) is not list:
        _check_list(o.forgotten_topics_data)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x3 in o.forgotten_topics_data:
        out.append(_P9(_uuid_bytes(x3.topic_id)))
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
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
        out.append(_string_length(len(b4) + 1))
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
                tb7.append(_string_length(len(b8) + 1))
            tb7.append(b8)
        t5.append((0, tb7))
    if t5 or o.unknown_tags:
        _write_tags(out, t5, o.unknown_tags, (0,))
    else:
        out.append(b'\x00')


def _e_FetchRequest_v14(o: FetchRequest, out: list[bytes]) -> None:
    if (o._replica_state is not None and o._replica_state != ReplicaState()):
        raise _absent('FetchRequest', 'replica_state', 14)
    out.append(_P3(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P9(_uuid_bytes(x1.topic_id)))
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
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
    if type(o.forgotten_topics_data) is not list:
        _check_list(o.forgotten_topics_data)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x3 in o.forgotten_topics_data:
        out.append(_P9(_uuid_bytes(x3.topic_id)))
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
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
        out.append(_string_length(len(b4) + 1))
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
                tb7.append(_string_length(len(b8) + 1))
            tb7.append(b8)
        t5.append((0, tb7))
    if t5 or o.unknown_tags:
        _write_tags(out, t5, o.unknown_tags, (0,))
    else:
        out.append(b'\x00')


def _e_FetchRequest_v15(o: FetchRequest, out: list[bytes]) -> None:
    if o.replica_id != -1:
        raise _absent('FetchRequest', 'replica_id', 15)
    out.append(_P15(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P9(_uuid_bytes(x1.topic_id)))
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
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
    if type(o.forgotten_topics_data) is not list:
        _check_list(o.forgotten_topics_data)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x3 in o.forgotten_topics_data:
        out.append(_P9(_uuid_bytes(x3.topic_id)))
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
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
        out.append(_string_length(len(b4) + 1))
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
                tb7.append(_string_length(len(b8) + 1))
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
        _write_tags(out, t5, o.unknown_tags, (0, 1))
    else:
        out.append(b'\x00')


def _e_FetchRequest_v16(o: FetchRequest, out: list[bytes]) -> None:
    if o.replica_id != -1:
        raise _absent('FetchRequest', 'replica_id', 16)
    out.append(_P15(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P9(_uuid_bytes(x1.topic_id)))
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
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
    if type(o.forgotten_topics_data) is not list:
        _check_list(o.forgotten_topics_data)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x3 in o.forgotten_topics_data:
        out.append(_P9(_uuid_bytes(x3.topic_id)))
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
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
        out.append(_string_length(len(b4) + 1))
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
                tb7.append(_string_length(len(b8) + 1))
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
        _write_tags(out, t5, o.unknown_tags, (0, 1))
    else:
        out.append(b'\x00')


def _e_FetchRequest_v17(o: FetchRequest, out: list[bytes]) -> None:
    if o.replica_id != -1:
        raise _absent('FetchRequest', 'replica_id', 17)
    out.append(_P15(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P9(_uuid_bytes(x1.topic_id)))
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
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
                tb5.append(_P9(_uuid_bytes(x2.replica_directory_id)))
                t3.append((0, tb5))
            if t3 or x2.unknown_tags:
                _write_tags(out, t3, x2.unknown_tags, (0,))
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if type(o.forgotten_topics_data) is not list:
        _check_list(o.forgotten_topics_data)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x6 in o.forgotten_topics_data:
        out.append(_P9(_uuid_bytes(x6.topic_id)))
        if type(x6.partitions) is not list:
            _check_list(x6.partitions)
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
        out.append(_string_length(len(b7) + 1))
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
                tb10.append(_string_length(len(b11) + 1))
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
        _write_tags(out, t8, o.unknown_tags, (0, 1))
    else:
        out.append(b'\x00')


def _e_FetchRequest_v18(o: FetchRequest, out: list[bytes]) -> None:
    if o.replica_id != -1:
        raise _absent('FetchRequest', 'replica_id', 18)
    out.append(_P15(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P9(_uuid_bytes(x1.topic_id)))
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
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
                tb5.append(_P9(_uuid_bytes(x2.replica_directory_id)))
                t3.append((0, tb5))
            if x2.high_watermark != 9223372036854775807 or kp4 & 2:
                tb6: list[bytes] = []
                tb6.append(_P10(x2.high_watermark))
                t3.append((1, tb6))
            if t3 or x2.unknown_tags:
                _write_tags(out, t3, x2.unknown_tags, (0, 1))
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if type(o.forgotten_topics_data) is not list:
        _check_list(o.forgotten_topics_data)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x7 in o.forgotten_topics_data:
        out.append(_P9(_uuid_bytes(x7.topic_id)))
        if type(x7.partitions) is not list:
            _check_list(x7.partitions)
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
        out.append(_string_length(len(b8) + 1))
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
                tb11.append(_string_length(len(b12) + 1))
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
        _write_tags(out, t9, o.unknown_tags, (0, 1))
    else:
        out.append(b'\x00')


def _d_FetchResponse_v0(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    o = _new(FetchResponse)
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(FetchableTopicResponse)
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.topic = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(PartitionData)
                            x10.partition_index, x10.error_code, x10.high_watermark = _S17(buf, pos)
                            pos += 14
                            n15 = _ui(buf, pos)[0]
                            pos += 4
                            if n15 == -1:
                                x10.records = None
                            elif n15 < 0:
                                raise _negative(pos)
                            else:
                                e16 = pos + n15
                                if e16 > end:
                                    raise _short(pos)
                                x10.records = bv[pos:e16]
                                pos = e16
                            x10.last_stable_offset = -1
                            x10.log_start_offset = -1
                            x10._diverging_epoch = None
                            x10._current_leader = None
                            x10._snapshot_id = None
                            x10.aborted_transactions = []
                            x10.preferred_read_replica = -1
                            x10.unknown_tags = None
                            x10.tags_present = 0
                            f_partitions_6.append(x10)
                x4.topic_id = ZERO_UUID
                x4.partitions = f_partitions_6
                x4.unknown_tags = None
                f_responses_1.append(x4)
    o.throttle_time_ms = 0
    o.error_code = 0
    o.session_id = 0
    o.responses = f_responses_1
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v1(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    o = _new(FetchResponse)
    o.throttle_time_ms = _S18(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(FetchableTopicResponse)
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.topic = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(PartitionData)
                            x10.partition_index, x10.error_code, x10.high_watermark = _S17(buf, pos)
                            pos += 14
                            n15 = _ui(buf, pos)[0]
                            pos += 4
                            if n15 == -1:
                                x10.records = None
                            elif n15 < 0:
                                raise _negative(pos)
                            else:
                                e16 = pos + n15
                                if e16 > end:
                                    raise _short(pos)
                                x10.records = bv[pos:e16]
                                pos = e16
                            x10.last_stable_offset = -1
                            x10.log_start_offset = -1
                            x10._diverging_epoch = None
                            x10._current_leader = None
                            x10._snapshot_id = None
                            x10.aborted_transactions = []
                            x10.preferred_read_replica = -1
                            x10.unknown_tags = None
                            x10.tags_present = 0
                            f_partitions_6.append(x10)
                x4.topic_id = ZERO_UUID
                x4.partitions = f_partitions_6
                x4.unknown_tags = None
                f_responses_1.append(x4)
    o.error_code = 0
    o.session_id = 0
    o.responses = f_responses_1
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v4(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    o = _new(FetchResponse)
    o.throttle_time_ms = _S18(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(FetchableTopicResponse)
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.topic = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 30 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(PartitionData)
                            x10.partition_index, x10.error_code, x10.high_watermark, x10.last_stable_offset = _S19(buf, pos)
                            pos += 22
                            n15 = _ui(buf, pos)[0]
                            pos += 4
                            if n15 == -1:
                                f_aborted_transactions_14 = None
                            elif n15 < 0:
                                raise _negative(pos)
                            else:
                                if n15 * 16 > end - pos:
                                    raise _short(pos)
                                f_aborted_transactions_14 = []
                                if n15:
                                    e17 = pos + n15 * 16
                                    for t19 in _I4(buf[pos:e17]):
                                        x18 = _new(AbortedTransaction)
                                        x18.producer_id, x18.first_offset = t19
                                        x18.unknown_tags = None
                                        f_aborted_transactions_14.append(x18)
                                    pos = e17
                            n21 = _ui(buf, pos)[0]
                            pos += 4
                            if n21 == -1:
                                x10.records = None
                            elif n21 < 0:
                                raise _negative(pos)
                            else:
                                e22 = pos + n21
                                if e22 > end:
                                    raise _short(pos)
                                x10.records = bv[pos:e22]
                                pos = e22
                            x10.log_start_offset = -1
                            x10._diverging_epoch = None
                            x10._current_leader = None
                            x10._snapshot_id = None
                            x10.aborted_transactions = f_aborted_transactions_14
                            x10.preferred_read_replica = -1
                            x10.unknown_tags = None
                            x10.tags_present = 0
                            f_partitions_6.append(x10)
                x4.topic_id = ZERO_UUID
                x4.partitions = f_partitions_6
                x4.unknown_tags = None
                f_responses_1.append(x4)
    o.error_code = 0
    o.session_id = 0
    o.responses = f_responses_1
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v5(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    o = _new(FetchResponse)
    o.throttle_time_ms = _S18(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(FetchableTopicResponse)
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.topic = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 38 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(PartitionData)
                            x10.partition_index, x10.error_code, x10.high_watermark, x10.last_stable_offset, x10.log_start_offset = _S20(buf, pos)
                            pos += 30
                            n15 = _ui(buf, pos)[0]
                            pos += 4
                            if n15 == -1:
                                f_aborted_transactions_14 = None
                            elif n15 < 0:
                                raise _negative(pos)
                            else:
                                if n15 * 16 > end - pos:
                                    raise _short(pos)
                                f_aborted_transactions_14 = []
                                if n15:
                                    e17 = pos + n15 * 16
                                    for t19 in _I4(buf[pos:e17]):
                                        x18 = _new(AbortedTransaction)
                                        x18.producer_id, x18.first_offset = t19
                                        x18.unknown_tags = None
                                        f_aborted_transactions_14.append(x18)
                                    pos = e17
                            n21 = _ui(buf, pos)[0]
                            pos += 4
                            if n21 == -1:
                                x10.records = None
                            elif n21 < 0:
                                raise _negative(pos)
                            else:
                                e22 = pos + n21
                                if e22 > end:
                                    raise _short(pos)
                                x10.records = bv[pos:e22]
                                pos = e22
                            x10._diverging_epoch = None
                            x10._current_leader = None
                            x10._snapshot_id = None
                            x10.aborted_transactions = f_aborted_transactions_14
                            x10.preferred_read_replica = -1
                            x10.unknown_tags = None
                            x10.tags_present = 0
                            f_partitions_6.append(x10)
                x4.topic_id = ZERO_UUID
                x4.partitions = f_partitions_6
                x4.unknown_tags = None
                f_responses_1.append(x4)
    o.error_code = 0
    o.session_id = 0
    o.responses = f_responses_1
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v7(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S21(buf, pos)
    pos += 10
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(FetchableTopicResponse)
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.topic = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 38 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(PartitionData)
                            x10.partition_index, x10.error_code, x10.high_watermark, x10.last_stable_offset, x10.log_start_offset = _S20(buf, pos)
                            pos += 30
                            n15 = _ui(buf, pos)[0]
                            pos += 4
                            if n15 == -1:
                                f_aborted_transactions_14 = None
                            elif n15 < 0:
                                raise _negative(pos)
                            else:
                                if n15 * 16 > end - pos:
                                    raise _short(pos)
                                f_aborted_transactions_14 = []
                                if n15:
                                    e17 = pos + n15 * 16
                                    for t19 in _I4(buf[pos:e17]):
                                        x18 = _new(AbortedTransaction)
                                        x18.producer_id, x18.first_offset = t19
                                        x18.unknown_tags = None
                                        f_aborted_transactions_14.append(x18)
                                    pos = e17
                            n21 = _ui(buf, pos)[0]
                            pos += 4
                            if n21 == -1:
                                x10.records = None
                            elif n21 < 0:
                                raise _negative(pos)
                            else:
                                e22 = pos + n21
                                if e22 > end:
                                    raise _short(pos)
                                x10.records = bv[pos:e22]
                                pos = e22
                            x10._diverging_epoch = None
                            x10._current_leader = None
                            x10._snapshot_id = None
                            x10.aborted_transactions = f_aborted_transactions_14
                            x10.preferred_read_replica = -1
                            x10.unknown_tags = None
                            x10.tags_present = 0
                            f_partitions_6.append(x10)
                x4.topic_id = ZERO_UUID
                x4.partitions = f_partitions_6
                x4.unknown_tags = None
                f_responses_1.append(x4)
    o.responses = f_responses_1
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v11(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id = _S21(buf, pos)
    pos += 10
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(FetchableTopicResponse)
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.topic = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 42 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(PartitionData)
                            x10.partition_index, x10.error_code, x10.high_watermark, x10.last_stable_offset, x10.log_start_offset = _S20(buf, pos)
                            pos += 30
                            n15 = _ui(buf, pos)[0]
                            pos += 4
                            if n15 == -1:
                                f_aborted_transactions_14 = None
                            elif n15 < 0:
                                raise _negative(pos)
                            else:
                                if n15 * 16 > end - pos:
                                    raise _short(pos)
                                f_aborted_transactions_14 = []
                                if n15:
                                    e17 = pos + n15 * 16
                                    for t19 in _I4(buf[pos:e17]):
                                        x18 = _new(AbortedTransaction)
                                        x18.producer_id, x18.first_offset = t19
                                        x18.unknown_tags = None
                                        f_aborted_transactions_14.append(x18)
                                    pos = e17
                            x10.preferred_read_replica = _S18(buf, pos)[0]
                            pos += 4
                            n21 = _ui(buf, pos)[0]
                            pos += 4
                            if n21 == -1:
                                x10.records = None
                            elif n21 < 0:
                                raise _negative(pos)
                            else:
                                e22 = pos + n21
                                if e22 > end:
                                    raise _short(pos)
                                x10.records = bv[pos:e22]
                                pos = e22
                            x10._diverging_epoch = None
                            x10._current_leader = None
                            x10._snapshot_id = None
                            x10.aborted_transactions = f_aborted_transactions_14
                            x10.unknown_tags = None
                            x10.tags_present = 0
                            f_partitions_6.append(x10)
                x4.topic_id = ZERO_UUID
                x4.partitions = f_partitions_6
                x4.unknown_tags = None
                f_responses_1.append(x4)
    o.responses = f_responses_1
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v12(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id, pk3 = _S22(buf, pos)
    pos += 11
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
        f_responses_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(FetchableTopicResponse)
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
                    x4.topic = buf[pos:e8].decode()
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
                    if n9 * 37 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(PartitionData)
                            x10.partition_index, x10.error_code, x10.high_watermark, x10.last_stable_offset, x10.log_start_offset, pk15, x10.preferred_read_replica, pk16, pk16b = _S23(buf, pos)
                            if pk15 < 2:
                                pos += 37
                                f_aborted_transactions_14 = None if pk15 == 0 else []
                            else:
                                pos += 31
                                if pk15 < 128:
                                    pk15 -= 1
                                elif buf[pos] < 128:
                                    pk15 = pk15 + buf[pos] * 128 - 129
                                    pos += 1
                                else:
                                    pk15, pos = _uvarint(buf, pos - 1)
                                    pk15 -= 1
                                if pk15 == -1:
                                    f_aborted_transactions_14 = None
                                else:
                                    if pk15 * 17 > end - pos:
                                        raise _short(pos)
                                    f_aborted_transactions_14 = []
                                    if pk15:
                                        e18 = pos + pk15 * 17
                                        for t20 in _I5(buf[pos:e18]):
                                            x19 = _new(AbortedTransaction)
                                            x19.producer_id, x19.first_offset, tb21 = t20
                                            if tb21:
                                                break
                                            x19.unknown_tags = None
                                            f_aborted_transactions_14.append(x19)
                                        else:
                                            pos = e18
                                        if pos != e18:
                                            f_aborted_transactions_14 = []
                                            for _ in (_ranges[pk15] if pk15 < 256 else range(pk15)):
                                                x17 = _new(AbortedTransaction)
                                                x17.producer_id, x17.first_offset, pk22 = _S24(buf, pos)
                                                pos += 17
                                                if pk22:
                                                    u23, pos = _unknown_tags(buf, pos - 1, end)
                                                else:
                                                    u23 = None
                                                x17.unknown_tags = u23
                                                f_aborted_transactions_14.append(x17)
                                x10.preferred_read_replica, pk16, pk16b = _S25(buf, pos)
                                pos += 6
                            if pk16 < 128:
                                pos -= 1
                                pk16 -= 1
                            elif pk16b < 128:
                                pk16 = pk16 + pk16b * 128 - 129
                            elif buf[pos] < 128:
                                pk16 = pk16 + pk16b * 128 + buf[pos] * 16384 - 16513
                                pos += 1
                            else:
                                pk16, pos = _uvarint(buf, pos - 2)
                                pk16 -= 1
                            if pk16 == -1:
                                x10.records = None
                            else:
                                e24 = pos + pk16
                                if e24 > end:
                                    raise _short(pos)
                                x10.records = bv[pos:e24]
                                pos = e24
                            if not buf[pos]:
                                pos += 1
                                x10._diverging_epoch = None
                                x10._current_leader = None
                                x10._snapshot_id = None
                                x10.aborted_transactions = f_aborted_transactions_14
                                x10.unknown_tags = None
                                x10.tags_present = 0
                            else:
                                f_diverging_epoch_11 = None
                                f_current_leader_12 = None
                                f_snapshot_id_13 = None
                                nt25 = buf[pos]
                                if nt25 < 128:
                                    pos += 1
                                else:
                                    nt25, pos = _uvarint(buf, pos)
                                u26 = None
                                kp31 = 0
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
                                    if tg28 == 0:
                                        f_diverging_epoch_11 = _new(EpochEndOffset)
                                        f_diverging_epoch_11.epoch, f_diverging_epoch_11.end_offset, pk32 = _S8(buf, pos)
                                        pos += 13
                                        if pk32:
                                            u33, pos = _unknown_tags(buf, pos - 1, te30)
                                        else:
                                            u33 = None
                                        f_diverging_epoch_11.unknown_tags = u33
                                        if pos != te30:
                                            raise _tag_size(pos)
                                        kp31 |= 1
                                    elif tg28 == 1:
                                        f_current_leader_12 = _new(LeaderIdAndEpoch)
                                        f_current_leader_12.leader_id, f_current_leader_12.leader_epoch, pk34 = _S26(buf, pos)
                                        pos += 9
                                        if pk34:
                                            u35, pos = _unknown_tags(buf, pos - 1, te30)
                                        else:
                                            u35 = None
                                        f_current_leader_12.unknown_tags = u35
                                        if pos != te30:
                                            raise _tag_size(pos)
                                        kp31 |= 2
                                    elif tg28 == 2:
                                        f_snapshot_id_13 = _new(SnapshotId)
                                        f_snapshot_id_13.end_offset, f_snapshot_id_13.epoch, pk36 = _S27(buf, pos)
                                        pos += 13
                                        if pk36:
                                            u37, pos = _unknown_tags(buf, pos - 1, te30)
                                        else:
                                            u37 = None
                                        f_snapshot_id_13.unknown_tags = u37
                                        if pos != te30:
                                            raise _tag_size(pos)
                                        kp31 |= 4
                                    else:
                                        if u26 is None:
                                            u26 = {}
                                        u26[tg28] = buf[pos:te30]
                                        pos = te30
                                x10._diverging_epoch = f_diverging_epoch_11
                                x10._current_leader = f_current_leader_12
                                x10._snapshot_id = f_snapshot_id_13
                                x10.aborted_transactions = f_aborted_transactions_14
                                x10.unknown_tags = u26
                                x10.tags_present = kp31
                            f_partitions_6.append(x10)
                if buf[pos]:
                    u38, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u38 = None
                x4.topic_id = ZERO_UUID
                x4.partitions = f_partitions_6
                x4.unknown_tags = u38
                f_responses_1.append(x4)
    if buf[pos]:
        u39, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u39 = None
    o.responses = f_responses_1
    o.node_endpoints = []
    o.unknown_tags = u39
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v13(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id, pk3 = _S22(buf, pos)
    pos += 11
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
        if pk3 * 18 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(FetchableTopicResponse)
                f_topic_id_5, pk7 = _S6(buf, pos)
                pos += 17
                f_topic_id_5 = _cached_uuid(f_topic_id_5) or _make_uuid(f_topic_id_5)
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
                    if pk7 * 37 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if pk7:
                        for _ in (_ranges[pk7] if pk7 < 256 else range(pk7)):
                            x8 = _new(PartitionData)
                            x8.partition_index, x8.error_code, x8.high_watermark, x8.last_stable_offset, x8.log_start_offset, pk13, x8.preferred_read_replica, pk14, pk14b = _S23(buf, pos)
                            if pk13 < 2:
                                pos += 37
                                f_aborted_transactions_12 = None if pk13 == 0 else []
                            else:
                                pos += 31
                                if pk13 < 128:
                                    pk13 -= 1
                                elif buf[pos] < 128:
                                    pk13 = pk13 + buf[pos] * 128 - 129
                                    pos += 1
                                else:
                                    pk13, pos = _uvarint(buf, pos - 1)
                                    pk13 -= 1
                                if pk13 == -1:
                                    f_aborted_transactions_12 = None
                                else:
                                    if pk13 * 17 > end - pos:
                                        raise _short(pos)
                                    f_aborted_transactions_12 = []
                                    if pk13:
                                        e16 = pos + pk13 * 17
                                        for t18 in _I5(buf[pos:e16]):
                                            x17 = _new(AbortedTransaction)
                                            x17.producer_id, x17.first_offset, tb19 = t18
                                            if tb19:
                                                break
                                            x17.unknown_tags = None
                                            f_aborted_transactions_12.append(x17)
                                        else:
                                            pos = e16
                                        if pos != e16:
                                            f_aborted_transactions_12 = []
                                            for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                                                x15 = _new(AbortedTransaction)
                                                x15.producer_id, x15.first_offset, pk20 = _S24(buf, pos)
                                                pos += 17
                                                if pk20:
                                                    u21, pos = _unknown_tags(buf, pos - 1, end)
                                                else:
                                                    u21 = None
                                                x15.unknown_tags = u21
                                                f_aborted_transactions_12.append(x15)
                                x8.preferred_read_replica, pk14, pk14b = _S25(buf, pos)
                                pos += 6
                            if pk14 < 128:
                                pos -= 1
                                pk14 -= 1
                            elif pk14b < 128:
                                pk14 = pk14 + pk14b * 128 - 129
                            elif buf[pos] < 128:
                                pk14 = pk14 + pk14b * 128 + buf[pos] * 16384 - 16513
                                pos += 1
                            else:
                                pk14, pos = _uvarint(buf, pos - 2)
                                pk14 -= 1
                            if pk14 == -1:
                                x8.records = None
                            else:
                                e22 = pos + pk14
                                if e22 > end:
                                    raise _short(pos)
                                x8.records = bv[pos:e22]
                                pos = e22
                            if not buf[pos]:
                                pos += 1
                                x8._diverging_epoch = None
                                x8._current_leader = None
                                x8._snapshot_id = None
                                x8.aborted_transactions = f_aborted_transactions_12
                                x8.unknown_tags = None
                                x8.tags_present = 0
                            else:
                                f_diverging_epoch_9 = None
                                f_current_leader_10 = None
                                f_snapshot_id_11 = None
                                nt23 = buf[pos]
                                if nt23 < 128:
                                    pos += 1
                                else:
                                    nt23, pos = _uvarint(buf, pos)
                                u24 = None
                                kp29 = 0
                                last25 = -1
                                for _ in range(nt23):
                                    tg26 = buf[pos]
                                    if tg26 < 128:
                                        pos += 1
                                    else:
                                        tg26, pos = _uvarint(buf, pos)
                                    sz27 = buf[pos]
                                    if sz27 < 128:
                                        pos += 1
                                    else:
                                        sz27, pos = _uvarint(buf, pos)
                                    te28 = pos + sz27
                                    if te28 > end:
                                        raise _short(pos)
                                    if tg26 <= last25:
                                        raise _tag_order(pos)
                                    last25 = tg26
                                    if tg26 == 0:
                                        f_diverging_epoch_9 = _new(EpochEndOffset)
                                        f_diverging_epoch_9.epoch, f_diverging_epoch_9.end_offset, pk30 = _S8(buf, pos)
                                        pos += 13
                                        if pk30:
                                            u31, pos = _unknown_tags(buf, pos - 1, te28)
                                        else:
                                            u31 = None
                                        f_diverging_epoch_9.unknown_tags = u31
                                        if pos != te28:
                                            raise _tag_size(pos)
                                        kp29 |= 1
                                    elif tg26 == 1:
                                        f_current_leader_10 = _new(LeaderIdAndEpoch)
                                        f_current_leader_10.leader_id, f_current_leader_10.leader_epoch, pk32 = _S26(buf, pos)
                                        pos += 9
                                        if pk32:
                                            u33, pos = _unknown_tags(buf, pos - 1, te28)
                                        else:
                                            u33 = None
                                        f_current_leader_10.unknown_tags = u33
                                        if pos != te28:
                                            raise _tag_size(pos)
                                        kp29 |= 2
                                    elif tg26 == 2:
                                        f_snapshot_id_11 = _new(SnapshotId)
                                        f_snapshot_id_11.end_offset, f_snapshot_id_11.epoch, pk34 = _S27(buf, pos)
                                        pos += 13
                                        if pk34:
                                            u35, pos = _unknown_tags(buf, pos - 1, te28)
                                        else:
                                            u35 = None
                                        f_snapshot_id_11.unknown_tags = u35
                                        if pos != te28:
                                            raise _tag_size(pos)
                                        kp29 |= 4
                                    else:
                                        if u24 is None:
                                            u24 = {}
                                        u24[tg26] = buf[pos:te28]
                                        pos = te28
                                x8._diverging_epoch = f_diverging_epoch_9
                                x8._current_leader = f_current_leader_10
                                x8._snapshot_id = f_snapshot_id_11
                                x8.aborted_transactions = f_aborted_transactions_12
                                x8.unknown_tags = u24
                                x8.tags_present = kp29
                            f_partitions_6.append(x8)
                if buf[pos]:
                    u36, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u36 = None
                x4.topic_id = f_topic_id_5
                x4.topic = ""
                x4.partitions = f_partitions_6
                x4.unknown_tags = u36
                f_responses_1.append(x4)
    if buf[pos]:
        u37, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u37 = None
    o.responses = f_responses_1
    o.node_endpoints = []
    o.unknown_tags = u37
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v16(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    o = _new(FetchResponse)
    o.throttle_time_ms, o.error_code, o.session_id, pk3 = _S22(buf, pos)
    pos += 11
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
        if pk3 * 18 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(FetchableTopicResponse)
                f_topic_id_5, pk7 = _S6(buf, pos)
                pos += 17
                f_topic_id_5 = _cached_uuid(f_topic_id_5) or _make_uuid(f_topic_id_5)
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
                    if pk7 * 37 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if pk7:
                        for _ in (_ranges[pk7] if pk7 < 256 else range(pk7)):
                            x8 = _new(PartitionData)
                            x8.partition_index, x8.error_code, x8.high_watermark, x8.last_stable_offset, x8.log_start_offset, pk13, x8.preferred_read_replica, pk14, pk14b = _S23(buf, pos)
                            if pk13 < 2:
                                pos += 37
                                f_aborted_transactions_12 = None if pk13 == 0 else []
                            else:
                                pos += 31
                                if pk13 < 128:
                                    pk13 -= 1
                                elif buf[pos] < 128:
                                    pk13 = pk13 + buf[pos] * 128 - 129
                                    pos += 1
                                else:
                                    pk13, pos = _uvarint(buf, pos - 1)
                                    pk13 -= 1
                                if pk13 == -1:
                                    f_aborted_transactions_12 = None
                                else:
                                    if pk13 * 17 > end - pos:
                                        raise _short(pos)
                                    f_aborted_transactions_12 = []
                                    if pk13:
                                        e16 = pos + pk13 * 17
                                        for t18 in _I5(buf[pos:e16]):
                                            x17 = _new(AbortedTransaction)
                                            x17.producer_id, x17.first_offset, tb19 = t18
                                            if tb19:
                                                break
                                            x17.unknown_tags = None
                                            f_aborted_transactions_12.append(x17)
                                        else:
                                            pos = e16
                                        if pos != e16:
                                            f_aborted_transactions_12 = []
                                            for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                                                x15 = _new(AbortedTransaction)
                                                x15.producer_id, x15.first_offset, pk20 = _S24(buf, pos)
                                                pos += 17
                                                if pk20:
                                                    u21, pos = _unknown_tags(buf, pos - 1, end)
                                                else:
                                                    u21 = None
                                                x15.unknown_tags = u21
                                                f_aborted_transactions_12.append(x15)
                                x8.preferred_read_replica, pk14, pk14b = _S25(buf, pos)
                                pos += 6
                            if pk14 < 128:
                                pos -= 1
                                pk14 -= 1
                            elif pk14b < 128:
                                pk14 = pk14 + pk14b * 128 - 129
                            elif buf[pos] < 128:
                                pk14 = pk14 + pk14b * 128 + buf[pos] * 16384 - 16513
                                pos += 1
                            else:
                                pk14, pos = _uvarint(buf, pos - 2)
                                pk14 -= 1
                            if pk14 == -1:
                                x8.records = None
                            else:
                                e22 = pos + pk14
                                if e22 > end:
                                    raise _short(pos)
                                x8.records = bv[pos:e22]
                                pos = e22
                            if not buf[pos]:
                                pos += 1
                                x8._diverging_epoch = None
                                x8._current_leader = None
                                x8._snapshot_id = None
                                x8.aborted_transactions = f_aborted_transactions_12
                                x8.unknown_tags = None
                                x8.tags_present = 0
                            else:
                                f_diverging_epoch_9 = None
                                f_current_leader_10 = None
                                f_snapshot_id_11 = None
                                nt23 = buf[pos]
                                if nt23 < 128:
                                    pos += 1
                                else:
                                    nt23, pos = _uvarint(buf, pos)
                                u24 = None
                                kp29 = 0
                                last25 = -1
                                for _ in range(nt23):
                                    tg26 = buf[pos]
                                    if tg26 < 128:
                                        pos += 1
                                    else:
                                        tg26, pos = _uvarint(buf, pos)
                                    sz27 = buf[pos]
                                    if sz27 < 128:
                                        pos += 1
                                    else:
                                        sz27, pos = _uvarint(buf, pos)
                                    te28 = pos + sz27
                                    if te28 > end:
                                        raise _short(pos)
                                    if tg26 <= last25:
                                        raise _tag_order(pos)
                                    last25 = tg26
                                    if tg26 == 0:
                                        f_diverging_epoch_9 = _new(EpochEndOffset)
                                        f_diverging_epoch_9.epoch, f_diverging_epoch_9.end_offset, pk30 = _S8(buf, pos)
                                        pos += 13
                                        if pk30:
                                            u31, pos = _unknown_tags(buf, pos - 1, te28)
                                        else:
                                            u31 = None
                                        f_diverging_epoch_9.unknown_tags = u31
                                        if pos != te28:
                                            raise _tag_size(pos)
                                        kp29 |= 1
                                    elif tg26 == 1:
                                        f_current_leader_10 = _new(LeaderIdAndEpoch)
                                        f_current_leader_10.leader_id, f_current_leader_10.leader_epoch, pk32 = _S26(buf, pos)
                                        pos += 9
                                        if pk32:
                                            u33, pos = _unknown_tags(buf, pos - 1, te28)
                                        else:
                                            u33 = None
                                        f_current_leader_10.unknown_tags = u33
                                        if pos != te28:
                                            raise _tag_size(pos)
                                        kp29 |= 2
                                    elif tg26 == 2:
                                        f_snapshot_id_11 = _new(SnapshotId)
                                        f_snapshot_id_11.end_offset, f_snapshot_id_11.epoch, pk34 = _S27(buf, pos)
                                        pos += 13
                                        if pk34:
                                            u35, pos = _unknown_tags(buf, pos - 1, te28)
                                        else:
                                            u35 = None
                                        f_snapshot_id_11.unknown_tags = u35
                                        if pos != te28:
                                            raise _tag_size(pos)
                                        kp29 |= 4
                                    else:
                                        if u24 is None:
                                            u24 = {}
                                        u24[tg26] = buf[pos:te28]
                                        pos = te28
                                x8._diverging_epoch = f_diverging_epoch_9
                                x8._current_leader = f_current_leader_10
                                x8._snapshot_id = f_snapshot_id_11
                                x8.aborted_transactions = f_aborted_transactions_12
                                x8.unknown_tags = u24
                                x8.tags_present = kp29
                            f_partitions_6.append(x8)
                if buf[pos]:
                    u36, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u36 = None
                x4.topic_id = f_topic_id_5
                x4.topic = ""
                x4.partitions = f_partitions_6
                x4.unknown_tags = u36
                f_responses_1.append(x4)
    if not buf[pos]:
        pos += 1
        o.responses = f_responses_1
        o.node_endpoints = []
        o.unknown_tags = None
        o.tags_present = 0
    else:
        f_node_endpoints_2 = []
        nt37 = buf[pos]
        if nt37 < 128:
            pos += 1
        else:
            nt37, pos = _uvarint(buf, pos)
        u38 = None
        kp43 = 0
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
            if tg40 == 0:
                n44 = buf[pos]
                if n44 < 128:
                    pos += 1
                    n44 -= 1
                elif buf[pos + 1] < 128:
                    n44 = n44 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n44, pos = _uvarint(buf, pos)
                    n44 -= 1
                if n44 < 0:
                    raise _negative(pos)
                else:
                    if n44 * 11 > te42 - pos:
                        raise _short(pos)
                    f_node_endpoints_2 = []
                    if n44:
                        for _ in (_ranges[n44] if n44 < 256 else range(n44)):
                            x45 = _new(NodeEndpoint)
                            x45.node_id, pk46 = _S28(buf, pos)
                            pos += 5
                            if pk46 < 128:
                                pk46 -= 1
                            elif buf[pos] < 128:
                                pk46 = pk46 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk46, pos = _string_uvarint(buf, pos - 1)
                                pk46 -= 1
                            if pk46 < 0:
                                raise _negative(pos)
                            else:
                                e47 = pos + pk46
                                if e47 > te42:
                                    raise _short(pos)
                                x45.host = buf[pos:e47].decode()
                                pos = e47
                            x45.port, pk48 = _S28(buf, pos)
                            pos += 5
                            if pk48 < 128:
                                pk48 -= 1
                            elif buf[pos] < 128:
                                pk48 = pk48 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk48, pos = _string_uvarint(buf, pos - 1)
                                pk48 -= 1
                            if pk48 == -1:
                                x45.rack = None
                            else:
                                e49 = pos + pk48
                                if e49 > te42:
                                    raise _short(pos)
                                x45.rack = buf[pos:e49].decode()
                                pos = e49
                            if buf[pos]:
                                u50, pos = _unknown_tags(buf, pos, te42)
                            else:
                                pos += 1
                                u50 = None
                            x45.unknown_tags = u50
                            f_node_endpoints_2.append(x45)
                if pos != te42:
                    raise _tag_size(pos)
                kp43 |= 1
            else:
                if u38 is None:
                    u38 = {}
                u38[tg40] = buf[pos:te42]
                pos = te42
        o.responses = f_responses_1
        o.node_endpoints = f_node_endpoints_2
        o.unknown_tags = u38
        o.tags_present = kp43
    return o, pos


def _e_FetchResponse_v0(o: FetchResponse, out: list[bytes]) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 0)
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('FetchResponse', 'node_endpoints', 0)
    if o.unknown_tags:
        raise _untagged('FetchResponse', 0)
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('FetchableTopicResponse', 0)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
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
            if x3.unknown_tags:
                raise _untagged('PartitionData', 0)
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
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('FetchResponse', 'node_endpoints', 1)
    if o.unknown_tags:
        raise _untagged('FetchResponse', 1)
    out.append(_P18(o.throttle_time_ms))
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('FetchableTopicResponse', 1)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
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
            if x3.unknown_tags:
                raise _untagged('PartitionData', 1)
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
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('FetchResponse', 'node_endpoints', 2)
    if o.unknown_tags:
        raise _untagged('FetchResponse', 2)
    out.append(_P18(o.throttle_time_ms))
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('FetchableTopicResponse', 2)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
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
            if x3.unknown_tags:
                raise _untagged('PartitionData', 2)
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
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('FetchResponse', 'node_endpoints', 3)
    if o.unknown_tags:
        raise _untagged('FetchResponse', 3)
    out.append(_P18(o.throttle_time_ms))
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('FetchableTopicResponse', 3)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
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
            if x3.unknown_tags:
                raise _untagged('PartitionData', 3)
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
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('FetchResponse', 'node_endpoints', 4)
    if o.unknown_tags:
        raise _untagged('FetchResponse', 4)
    out.append(_P18(o.throttle_time_ms))
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('FetchableTopicResponse', 4)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
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
            if x3.unknown_tags:
                raise _untagged('PartitionData', 4)
            out.append(_P19(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset))
            if x3.aborted_transactions is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                if type(x3.aborted_transactions) is not list:
                    _check_list(x3.aborted_transactions)
                out.append(_Pi(len(x3.aborted_transactions)))
                for x4 in x3.aborted_transactions:
                    if x4.unknown_tags:
                        raise _untagged('AbortedTransaction', 4)
                    out.append(_P29(x4.producer_id, x4.first_offset))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_FetchResponse_v5(o: FetchResponse, out: list[bytes]) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 5)
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('FetchResponse', 'node_endpoints', 5)
    if o.unknown_tags:
        raise _untagged('FetchResponse', 5)
    out.append(_P18(o.throttle_time_ms))
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('FetchableTopicResponse', 5)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
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
            if x3.unknown_tags:
                raise _untagged('PartitionData', 5)
            out.append(_P20(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset))
            if x3.aborted_transactions is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                if type(x3.aborted_transactions) is not list:
                    _check_list(x3.aborted_transactions)
                out.append(_Pi(len(x3.aborted_transactions)))
                for x4 in x3.aborted_transactions:
                    if x4.unknown_tags:
                        raise _untagged('AbortedTransaction', 5)
                    out.append(_P29(x4.producer_id, x4.first_offset))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_FetchResponse_v6(o: FetchResponse, out: list[bytes]) -> None:
    if o.session_id != 0:
        raise _absent('FetchResponse', 'session_id', 6)
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('FetchResponse', 'node_endpoints', 6)
    if o.unknown_tags:
        raise _untagged('FetchResponse', 6)
    out.append(_P18(o.throttle_time_ms))
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('FetchableTopicResponse', 6)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
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
            if x3.unknown_tags:
                raise _untagged('PartitionData', 6)
            out.append(_P20(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset))
            if x3.aborted_transactions is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                if type(x3.aborted_transactions) is not list:
                    _check_list(x3.aborted_transactions)
                out.append(_Pi(len(x3.aborted_transactions)))
                for x4 in x3.aborted_transactions:
                    if x4.unknown_tags:
                        raise _untagged('AbortedTransaction', 6)
                    out.append(_P29(x4.producer_id, x4.first_offset))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_FetchResponse_v7(o: FetchResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('FetchResponse', 'node_endpoints', 7)
    if o.unknown_tags:
        raise _untagged('FetchResponse', 7)
    out.append(_P21(o.throttle_time_ms, o.error_code, o.session_id))
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('FetchableTopicResponse', 7)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
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
            if x3.unknown_tags:
                raise _untagged('PartitionData', 7)
            out.append(_P20(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset))
            if x3.aborted_transactions is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                if type(x3.aborted_transactions) is not list:
                    _check_list(x3.aborted_transactions)
                out.append(_Pi(len(x3.aborted_transactions)))
                for x4 in x3.aborted_transactions:
                    if x4.unknown_tags:
                        raise _untagged('AbortedTransaction', 7)
                    out.append(_P29(x4.producer_id, x4.first_offset))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_FetchResponse_v8(o: FetchResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('FetchResponse', 'node_endpoints', 8)
    if o.unknown_tags:
        raise _untagged('FetchResponse', 8)
    out.append(_P21(o.throttle_time_ms, o.error_code, o.session_id))
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('FetchableTopicResponse', 8)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
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
            if x3.unknown_tags:
                raise _untagged('PartitionData', 8)
            out.append(_P20(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset))
            if x3.aborted_transactions is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                if type(x3.aborted_transactions) is not list:
                    _check_list(x3.aborted_transactions)
                out.append(_Pi(len(x3.aborted_transactions)))
                for x4 in x3.aborted_transactions:
                    if x4.unknown_tags:
                        raise _untagged('AbortedTransaction', 8)
                    out.append(_P29(x4.producer_id, x4.first_offset))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_FetchResponse_v9(o: FetchResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('FetchResponse', 'node_endpoints', 9)
    if o.unknown_tags:
        raise _untagged('FetchResponse', 9)
    out.append(_P21(o.throttle_time_ms, o.error_code, o.session_id))
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('FetchableTopicResponse', 9)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
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
            if x3.unknown_tags:
                raise _untagged('PartitionData', 9)
            out.append(_P20(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset))
            if x3.aborted_transactions is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                if type(x3.aborted_transactions) is not list:
                    _check_list(x3.aborted_transactions)
                out.append(_Pi(len(x3.aborted_transactions)))
                for x4 in x3.aborted_transactions:
                    if x4.unknown_tags:
                        raise _untagged('AbortedTransaction', 9)
                    out.append(_P29(x4.producer_id, x4.first_offset))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_FetchResponse_v10(o: FetchResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('FetchResponse', 'node_endpoints', 10)
    if o.unknown_tags:
        raise _untagged('FetchResponse', 10)
    out.append(_P21(o.throttle_time_ms, o.error_code, o.session_id))
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('FetchableTopicResponse', 10)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
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
            if x3.unknown_tags:
                raise _untagged('PartitionData', 10)
            out.append(_P20(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset))
            if x3.aborted_transactions is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                if type(x3.aborted_transactions) is not list:
                    _check_list(x3.aborted_transactions)
                out.append(_Pi(len(x3.aborted_transactions)))
                for x4 in x3.aborted_transactions:
                    if x4.unknown_tags:
                        raise _untagged('AbortedTransaction', 10)
                    out.append(_P29(x4.producer_id, x4.first_offset))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_FetchResponse_v11(o: FetchResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('FetchResponse', 'node_endpoints', 11)
    if o.unknown_tags:
        raise _untagged('FetchResponse', 11)
    out.append(_P21(o.throttle_time_ms, o.error_code, o.session_id))
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('FetchableTopicResponse', 11)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if (x3._diverging_epoch is not None and x3._diverging_epoch != EpochEndOffset()):
                raise _absent('PartitionData', 'diverging_epoch', 11)
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionData', 'current_leader', 11)
            if (x3._snapshot_id is not None and x3._snapshot_id != SnapshotId()):
                raise _absent('PartitionData', 'snapshot_id', 11)
            if x3.unknown_tags:
                raise _untagged('PartitionData', 11)
            out.append(_P20(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset))
            if x3.aborted_transactions is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                if type(x3.aborted_transactions) is not list:
                    _check_list(x3.aborted_transactions)
                out.append(_Pi(len(x3.aborted_transactions)))
                for x4 in x3.aborted_transactions:
                    if x4.unknown_tags:
                        raise _untagged('AbortedTransaction', 11)
                    out.append(_P29(x4.producer_id, x4.first_offset))
            out.append(_P18(x3.preferred_read_replica))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x3.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_FetchResponse_v12(o: FetchResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('FetchResponse', 'node_endpoints', 12)
    out.append(_P21(o.throttle_time_ms, o.error_code, o.session_id))
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        b2 = x1.topic.encode()
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
            out.append(_P20(x3.partition_index, x3.error_code, x3.high_watermark, x3.last_stable_offset, x3.log_start_offset))
            if x3.aborted_transactions is None:
                out.append(b'\x00')
            else:
                if type(x3.aborted_transactions) is not list:
                    _check_list(x3.aborted_transactions)
                if len(x3.aborted_transactions) + 1 < 128:
                    out.append(_B1[len(x3.aborted_transactions) + 1])
                else:
                    out.append(_encode_uvarint(len(x3.aborted_transactions) + 1))
                for x4 in x3.aborted_transactions:
                    out.append(_P29(x4.producer_id, x4.first_offset))
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
                _write_tags(out, t6, x3.unknown_tags, (0, 1, 2))
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
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('FetchResponse', 'node_endpoints', 13)
    out.append(_P21(o.throttle_time_ms, o.error_code, o.session_id))
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        out.append(_P9(_uuid_bytes(x1.topic_id)))
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P20(x2.partition_index, x2.error_code, x2.high_watermark, x2.last_stable_offset, x2.log_start_offset))
            if x2.aborted_transactions is None:
                out.append(b'\x00')
            else:
                if type(x2.aborted_transactions) is not list:
                    _check_list(x2.aborted_transactions)
                if len(x2.aborted_transactions) + 1 < 128:
                    out.append(_B1[len(x2.aborted_transactions) + 1])
                else:
                    out.append(_encode_uvarint(len(x2.aborted_transactions) + 1))
                for x3 in x2.aborted_transactions:
                    out.append(_P29(x3.producer_id, x3.first_offset))
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
                _write_tags(out, t5, x2.unknown_tags, (0, 1, 2))
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
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('FetchResponse', 'node_endpoints', 14)
    out.append(_P21(o.throttle_time_ms, o.error_code, o.session_id))
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        out.append(_P9(_uuid_bytes(x1.topic_id)))
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P20(x2.partition_index, x2.error_code, x2.high_watermark, x2.last_stable_offset, x2.log_start_offset))
            if x2.aborted_transactions is None:
                out.append(b'\x00')
            else:
                if type(x2.aborted_transactions) is not list:
                    _check_list(x2.aborted_transactions)
                if len(x2.aborted_transactions) + 1 < 128:
                    out.append(_B1[len(x2.aborted_transactions) + 1])
                else:
                    out.append(_encode_uvarint(len(x2.aborted_transactions) + 1))
                for x3 in x2.aborted_transactions:
                    out.append(_P29(x3.producer_id, x3.first_offset))
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
                _write_tags(out, t5, x2.unknown_tags, (0, 1, 2))
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
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('FetchResponse', 'node_endpoints', 15)
    out.append(_P21(o.throttle_time_ms, o.error_code, o.session_id))
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        out.append(_P9(_uuid_bytes(x1.topic_id)))
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P20(x2.partition_index, x2.error_code, x2.high_watermark, x2.last_stable_offset, x2.log_start_offset))
            if x2.aborted_transactions is None:
                out.append(b'\x00')
            else:
                if type(x2.aborted_transactions) is not list:
                    _check_list(x2.aborted_transactions)
                if len(x2.aborted_transactions) + 1 < 128:
                    out.append(_B1[len(x2.aborted_transactions) + 1])
                else:
                    out.append(_encode_uvarint(len(x2.aborted_transactions) + 1))
                for x3 in x2.aborted_transactions:
                    out.append(_P29(x3.producer_id, x3.first_offset))
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
                _write_tags(out, t5, x2.unknown_tags, (0, 1, 2))
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
    out.append(_P21(o.throttle_time_ms, o.error_code, o.session_id))
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        out.append(_P9(_uuid_bytes(x1.topic_id)))
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P20(x2.partition_index, x2.error_code, x2.high_watermark, x2.last_stable_offset, x2.log_start_offset))
            if x2.aborted_transactions is None:
                out.append(b'\x00')
            else:
                if type(x2.aborted_transactions) is not list:
                    _check_list(x2.aborted_transactions)
                if len(x2.aborted_transactions) + 1 < 128:
                    out.append(_B1[len(x2.aborted_transactions) + 1])
                else:
                    out.append(_encode_uvarint(len(x2.aborted_transactions) + 1))
                for x3 in x2.aborted_transactions:
                    out.append(_P29(x3.producer_id, x3.first_offset))
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
                _write_tags(out, t5, x2.unknown_tags, (0, 1, 2))
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    t10 = []
    kp11 = o.tags_present
    if (o.node_endpoints is None or len(o.node_endpoints)) or kp11 & 1:
        tb12: list[bytes] = []
        if type(o.node_endpoints) is not list:
            _check_list(o.node_endpoints)
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
                tb12.append(_string_length(len(b14) + 1))
            tb12.append(b14)
            tb12.append(_P18(x13.port))
            if x13.rack is None:
                tb12.append(b'\x00')
            else:
                b15 = x13.rack.encode()
                if len(b15) + 1 < 128:
                    tb12.append(_B1[len(b15) + 1])
                else:
                    tb12.append(_string_length(len(b15) + 1))
                tb12.append(b15)
            if x13.unknown_tags:
                _write_tags(tb12, [], x13.unknown_tags)
            else:
                tb12.append(b'\x00')
        t10.append((0, tb12))
    if t10 or o.unknown_tags:
        _write_tags(out, t10, o.unknown_tags, (0,))
    else:
        out.append(b'\x00')


FetchRequest.DECODERS = {0: _d_FetchRequest_v0, 1: _d_FetchRequest_v0, 2: _d_FetchRequest_v0, 3: _d_FetchRequest_v3, 4: _d_FetchRequest_v4, 5: _d_FetchRequest_v5, 6: _d_FetchRequest_v5, 7: _d_FetchRequest_v7, 8: _d_FetchRequest_v7, 9: _d_FetchRequest_v9, 10: _d_FetchRequest_v9, 11: _d_FetchRequest_v11, 12: _d_FetchRequest_v12, 13: _d_FetchRequest_v13, 14: _d_FetchRequest_v13, 15: _d_FetchRequest_v15, 16: _d_FetchRequest_v15, 17: _d_FetchRequest_v17, 18: _d_FetchRequest_v18}
FetchRequest.ENCODERS = {0: _e_FetchRequest_v0, 1: _e_FetchRequest_v1, 2: _e_FetchRequest_v2, 3: _e_FetchRequest_v3, 4: _e_FetchRequest_v4, 5: _e_FetchRequest_v5, 6: _e_FetchRequest_v6, 7: _e_FetchRequest_v7, 8: _e_FetchRequest_v8, 9: _e_FetchRequest_v9, 10: _e_FetchRequest_v10, 11: _e_FetchRequest_v11, 12: _e_FetchRequest_v12, 13: _e_FetchRequest_v13, 14: _e_FetchRequest_v14, 15: _e_FetchRequest_v15, 16: _e_FetchRequest_v16, 17: _e_FetchRequest_v17, 18: _e_FetchRequest_v18}
_bind_decode(FetchRequest)

FetchResponse.DECODERS = {0: _d_FetchResponse_v0, 1: _d_FetchResponse_v1, 2: _d_FetchResponse_v1, 3: _d_FetchResponse_v1, 4: _d_FetchResponse_v4, 5: _d_FetchResponse_v5, 6: _d_FetchResponse_v5, 7: _d_FetchResponse_v7, 8: _d_FetchResponse_v7, 9: _d_FetchResponse_v7, 10: _d_FetchResponse_v7, 11: _d_FetchResponse_v11, 12: _d_FetchResponse_v12, 13: _d_FetchResponse_v13, 14: _d_FetchResponse_v13, 15: _d_FetchResponse_v13, 16: _d_FetchResponse_v16, 17: _d_FetchResponse_v16, 18: _d_FetchResponse_v16}
FetchResponse.ENCODERS = {0: _e_FetchResponse_v0, 1: _e_FetchResponse_v1, 2: _e_FetchResponse_v2, 3: _e_FetchResponse_v3, 4: _e_FetchResponse_v4, 5: _e_FetchResponse_v5, 6: _e_FetchResponse_v6, 7: _e_FetchResponse_v7, 8: _e_FetchResponse_v8, 9: _e_FetchResponse_v9, 10: _e_FetchResponse_v10, 11: _e_FetchResponse_v11, 12: _e_FetchResponse_v12, 13: _e_FetchResponse_v13, 14: _e_FetchResponse_v14, 15: _e_FetchResponse_v15, 16: _e_FetchResponse_v16, 17: _e_FetchResponse_v16, 18: _e_FetchResponse_v16}
_bind_decode(FetchResponse)
