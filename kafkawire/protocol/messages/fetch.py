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
            for _ in (_ranges[n13] if n13 < 256 else range(n13)):
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
                        e31 = pos + n20 * 16
                        for f_partition_22, f_fetch_offset_24, f_partition_max_bytes_27 in _I0(buf[pos:e31]):
                            x32 = _new(FetchPartition)
                            x32.partition = f_partition_22
                            x32.current_leader_epoch = -1
                            x32.fetch_offset = f_fetch_offset_24
                            x32.last_fetched_epoch = -1
                            x32.log_start_offset = -1
                            x32.partition_max_bytes = f_partition_max_bytes_27
                            x32.replica_directory_id = ZERO_UUID
                            x32.high_watermark = 9223372036854775807
                            x32.unknown_tags = None
                            x32.tags_present = 0
                            f_partitions_17.append(x32)
                        pos = e31
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
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6 = _S1(buf, pos)
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
            for _ in (_ranges[n13] if n13 < 256 else range(n13)):
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
                        e31 = pos + n20 * 16
                        for f_partition_22, f_fetch_offset_24, f_partition_max_bytes_27 in _I0(buf[pos:e31]):
                            x32 = _new(FetchPartition)
                            x32.partition = f_partition_22
                            x32.current_leader_epoch = -1
                            x32.fetch_offset = f_fetch_offset_24
                            x32.last_fetched_epoch = -1
                            x32.log_start_offset = -1
                            x32.partition_max_bytes = f_partition_max_bytes_27
                            x32.replica_directory_id = ZERO_UUID
                            x32.high_watermark = 9223372036854775807
                            x32.unknown_tags = None
                            x32.tags_present = 0
                            f_partitions_17.append(x32)
                        pos = e31
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
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7 = _S2(buf, pos)
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
            for _ in (_ranges[n13] if n13 < 256 else range(n13)):
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
                        e31 = pos + n20 * 16
                        for f_partition_22, f_fetch_offset_24, f_partition_max_bytes_27 in _I0(buf[pos:e31]):
                            x32 = _new(FetchPartition)
                            x32.partition = f_partition_22
                            x32.current_leader_epoch = -1
                            x32.fetch_offset = f_fetch_offset_24
                            x32.last_fetched_epoch = -1
                            x32.log_start_offset = -1
                            x32.partition_max_bytes = f_partition_max_bytes_27
                            x32.replica_directory_id = ZERO_UUID
                            x32.high_watermark = 9223372036854775807
                            x32.unknown_tags = None
                            x32.tags_present = 0
                            f_partitions_17.append(x32)
                        pos = e31
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
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7 = _S2(buf, pos)
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
            for _ in (_ranges[n13] if n13 < 256 else range(n13)):
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
                        e31 = pos + n20 * 24
                        for f_partition_22, f_fetch_offset_24, f_log_start_offset_26, f_partition_max_bytes_27 in _I1(buf[pos:e31]):
                            x32 = _new(FetchPartition)
                            x32.partition = f_partition_22
                            x32.current_leader_epoch = -1
                            x32.fetch_offset = f_fetch_offset_24
                            x32.last_fetched_epoch = -1
                            x32.log_start_offset = f_log_start_offset_26
                            x32.partition_max_bytes = f_partition_max_bytes_27
                            x32.replica_directory_id = ZERO_UUID
                            x32.high_watermark = 9223372036854775807
                            x32.unknown_tags = None
                            x32.tags_present = 0
                            f_partitions_17.append(x32)
                        pos = e31
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
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9 = _S3(buf, pos)
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
            for _ in (_ranges[n13] if n13 < 256 else range(n13)):
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
                        e31 = pos + n20 * 24
                        for f_partition_22, f_fetch_offset_24, f_log_start_offset_26, f_partition_max_bytes_27 in _I1(buf[pos:e31]):
                            x32 = _new(FetchPartition)
                            x32.partition = f_partition_22
                            x32.current_leader_epoch = -1
                            x32.fetch_offset = f_fetch_offset_24
                            x32.last_fetched_epoch = -1
                            x32.log_start_offset = f_log_start_offset_26
                            x32.partition_max_bytes = f_partition_max_bytes_27
                            x32.replica_directory_id = ZERO_UUID
                            x32.high_watermark = 9223372036854775807
                            x32.unknown_tags = None
                            x32.tags_present = 0
                            f_partitions_17.append(x32)
                        pos = e31
                x14 = _new(FetchTopic)
                x14.topic_id = ZERO_UUID
                x14.topic = f_topic_16
                x14.partitions = f_partitions_17
                x14.unknown_tags = None
                f_topics_10.append(x14)
    n33 = _ui(buf, pos)[0]
    pos += 4
    if n33 < 0:
        raise _negative(pos)
    else:
        if n33 * 6 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        if n33:
            for _ in (_ranges[n33] if n33 < 256 else range(n33)):
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
                    if not n40:
                        f_partitions_37 = []
                    elif n40 < 33:
                        f_partitions_37 = [*_i32s[n40](buf, pos)]
                        pos += n40 * 4
                    elif n40 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partitions_37 = [*_array('i', n40).unpack_from(buf, pos)]
                        pos += n40 * 4
                x34 = _new(ForgottenTopic)
                x34.topic_id = ZERO_UUID
                x34.topic = f_topic_36
                x34.partitions = f_partitions_37
                x34.unknown_tags = None
                f_forgotten_topics_data_11.append(x34)
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
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9 = _S3(buf, pos)
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
            for _ in (_ranges[n13] if n13 < 256 else range(n13)):
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
                        e31 = pos + n20 * 28
                        for f_partition_22, f_current_leader_epoch_23, f_fetch_offset_24, f_log_start_offset_26, f_partition_max_bytes_27 in _I2(buf[pos:e31]):
                            x32 = _new(FetchPartition)
                            x32.partition = f_partition_22
                            x32.current_leader_epoch = f_current_leader_epoch_23
                            x32.fetch_offset = f_fetch_offset_24
                            x32.last_fetched_epoch = -1
                            x32.log_start_offset = f_log_start_offset_26
                            x32.partition_max_bytes = f_partition_max_bytes_27
                            x32.replica_directory_id = ZERO_UUID
                            x32.high_watermark = 9223372036854775807
                            x32.unknown_tags = None
                            x32.tags_present = 0
                            f_partitions_17.append(x32)
                        pos = e31
                x14 = _new(FetchTopic)
                x14.topic_id = ZERO_UUID
                x14.topic = f_topic_16
                x14.partitions = f_partitions_17
                x14.unknown_tags = None
                f_topics_10.append(x14)
    n33 = _ui(buf, pos)[0]
    pos += 4
    if n33 < 0:
        raise _negative(pos)
    else:
        if n33 * 6 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        if n33:
            for _ in (_ranges[n33] if n33 < 256 else range(n33)):
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
                    if not n40:
                        f_partitions_37 = []
                    elif n40 < 33:
                        f_partitions_37 = [*_i32s[n40](buf, pos)]
                        pos += n40 * 4
                    elif n40 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partitions_37 = [*_array('i', n40).unpack_from(buf, pos)]
                        pos += n40 * 4
                x34 = _new(ForgottenTopic)
                x34.topic_id = ZERO_UUID
                x34.topic = f_topic_36
                x34.partitions = f_partitions_37
                x34.unknown_tags = None
                f_forgotten_topics_data_11.append(x34)
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
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9 = _S3(buf, pos)
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
            for _ in (_ranges[n13] if n13 < 256 else range(n13)):
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
                        e31 = pos + n20 * 28
                        for f_partition_22, f_current_leader_epoch_23, f_fetch_offset_24, f_log_start_offset_26, f_partition_max_bytes_27 in _I2(buf[pos:e31]):
                            x32 = _new(FetchPartition)
                            x32.partition = f_partition_22
                            x32.current_leader_epoch = f_current_leader_epoch_23
                            x32.fetch_offset = f_fetch_offset_24
                            x32.last_fetched_epoch = -1
                            x32.log_start_offset = f_log_start_offset_26
                            x32.partition_max_bytes = f_partition_max_bytes_27
                            x32.replica_directory_id = ZERO_UUID
                            x32.high_watermark = 9223372036854775807
                            x32.unknown_tags = None
                            x32.tags_present = 0
                            f_partitions_17.append(x32)
                        pos = e31
                x14 = _new(FetchTopic)
                x14.topic_id = ZERO_UUID
                x14.topic = f_topic_16
                x14.partitions = f_partitions_17
                x14.unknown_tags = None
                f_topics_10.append(x14)
    n33 = _ui(buf, pos)[0]
    pos += 4
    if n33 < 0:
        raise _negative(pos)
    else:
        if n33 * 6 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        if n33:
            for _ in (_ranges[n33] if n33 < 256 else range(n33)):
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
                    if not n40:
                        f_partitions_37 = []
                    elif n40 < 33:
                        f_partitions_37 = [*_i32s[n40](buf, pos)]
                        pos += n40 * 4
                    elif n40 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partitions_37 = [*_array('i', n40).unpack_from(buf, pos)]
                        pos += n40 * 4
                x34 = _new(ForgottenTopic)
                x34.topic_id = ZERO_UUID
                x34.topic = f_topic_36
                x34.partitions = f_partitions_37
                x34.unknown_tags = None
                f_forgotten_topics_data_11.append(x34)
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
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, pk13 = _S4(buf, pos)
    pos += 26
    if pk13 < 128:
        pk13 -= 1
    elif buf[pos] < 128:
        pk13 = pk13 + buf[pos] * 128 - 129
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
            for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                n18 = buf[pos]
                if n18 < 128:
                    pos += 1
                    n18 -= 1
                elif buf[pos + 1] < 128:
                    n18 = n18 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n18, pos = _string_uvarint(buf, pos)
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
                    n20 -= 1
                elif buf[pos + 1] < 128:
                    n20 = n20 + buf[pos + 1] * 128 - 129
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
                        e31 = pos + n20 * 33
                        for f_partition_22, f_current_leader_epoch_23, f_fetch_offset_24, f_last_fetched_epoch_25, f_log_start_offset_26, f_partition_max_bytes_27, tb30 in _I3(buf[pos:e31]):
                            if tb30:
                                break
                            x32 = _new(FetchPartition)
                            x32.partition = f_partition_22
                            x32.current_leader_epoch = f_current_leader_epoch_23
                            x32.fetch_offset = f_fetch_offset_24
                            x32.last_fetched_epoch = f_last_fetched_epoch_25
                            x32.log_start_offset = f_log_start_offset_26
                            x32.partition_max_bytes = f_partition_max_bytes_27
                            x32.replica_directory_id = ZERO_UUID
                            x32.high_watermark = 9223372036854775807
                            x32.unknown_tags = None
                            x32.tags_present = 0
                            f_partitions_17.append(x32)
                        else:
                            pos = e31
                        if pos != e31:
                            f_partitions_17 = []
                            for _ in (_ranges[n20] if n20 < 256 else range(n20)):
                                f_partition_33, f_current_leader_epoch_34, f_fetch_offset_35, f_last_fetched_epoch_36, f_log_start_offset_37, f_partition_max_bytes_38, pk41 = _S5(buf, pos)
                                pos += 33
                                if pk41:
                                    u42, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u42 = None
                                x21 = _new(FetchPartition)
                                x21.partition = f_partition_33
                                x21.current_leader_epoch = f_current_leader_epoch_34
                                x21.fetch_offset = f_fetch_offset_35
                                x21.last_fetched_epoch = f_last_fetched_epoch_36
                                x21.log_start_offset = f_log_start_offset_37
                                x21.partition_max_bytes = f_partition_max_bytes_38
                                x21.replica_directory_id = ZERO_UUID
                                x21.high_watermark = 9223372036854775807
                                x21.unknown_tags = u42
                                x21.tags_present = 0
                                f_partitions_17.append(x21)
                if buf[pos]:
                    u43, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u43 = None
                x14 = _new(FetchTopic)
                x14.topic_id = ZERO_UUID
                x14.topic = f_topic_16
                x14.partitions = f_partitions_17
                x14.unknown_tags = u43
                f_topics_10.append(x14)
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
        if n44 * 3 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        if n44:
            for _ in (_ranges[n44] if n44 < 256 else range(n44)):
                n49 = buf[pos]
                if n49 < 128:
                    pos += 1
                    n49 -= 1
                elif buf[pos + 1] < 128:
                    n49 = n49 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n49, pos = _string_uvarint(buf, pos)
                    n49 -= 1
                if n49 < 0:
                    raise _negative(pos)
                else:
                    e50 = pos + n49
                    if e50 > end:
                        raise _short(pos)
                    f_topic_47 = buf[pos:e50].decode()
                    pos = e50
                b51 = buf[pos]
                pos += 1
                if 1 < b51 < 34:
                    f_partitions_48 = [*_i32c[b51](buf, pos)]
                    pos += b51 * 4 - 4
                elif b51 == 1:
                    f_partitions_48 = []
                else:
                    pos -= 1
                    n52 = buf[pos]
                    if n52 < 128:
                        pos += 1
                        n52 -= 1
                    elif buf[pos + 1] < 128:
                        n52 = n52 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n52, pos = _uvarint(buf, pos)
                        n52 -= 1
                    if n52 < 0:
                        raise _negative(pos)
                    else:
                        if not n52:
                            f_partitions_48 = []
                        elif n52 < 33:
                            f_partitions_48 = [*_i32s[n52](buf, pos)]
                            pos += n52 * 4
                        elif n52 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_48 = [*_array('i', n52).unpack_from(buf, pos)]
                            pos += n52 * 4
                if buf[pos]:
                    u53, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u53 = None
                x45 = _new(ForgottenTopic)
                x45.topic_id = ZERO_UUID
                x45.topic = f_topic_47
                x45.partitions = f_partitions_48
                x45.unknown_tags = u53
                f_forgotten_topics_data_11.append(x45)
    n54 = buf[pos]
    if n54 < 128:
        pos += 1
        n54 -= 1
    elif buf[pos + 1] < 128:
        n54 = n54 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n54, pos = _string_uvarint(buf, pos)
        n54 -= 1
    if n54 < 0:
        raise _negative(pos)
    else:
        e55 = pos + n54
        if e55 > end:
            raise _short(pos)
        f_rack_id_12 = buf[pos:e55].decode()
        pos = e55
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
        nt56 = buf[pos]
        if nt56 < 128:
            pos += 1
        else:
            nt56, pos = _uvarint(buf, pos)
        u57 = None
        kp62 = 0
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
            if te61 > end:
                raise _short(pos)
            if tg59 <= last58:
                raise _tag_order(pos)
            last58 = tg59
            if tg59 == 0:
                n63 = buf[pos]
                if n63 < 128:
                    pos += 1
                    n63 -= 1
                elif buf[pos + 1] < 128:
                    n63 = n63 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n63, pos = _string_uvarint(buf, pos)
                    n63 -= 1
                if n63 == -1:
                    f_cluster_id_1 = None
                else:
                    e64 = pos + n63
                    if e64 > te61:
                        raise _short(pos)
                    f_cluster_id_1 = buf[pos:e64].decode()
                    pos = e64
                if pos != te61:
                    raise _tag_size(pos)
                kp62 |= 1
            else:
                if u57 is None:
                    u57 = {}
                u57[tg59] = buf[pos:te61]
                pos = te61
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
        o.unknown_tags = u57
        o.tags_present = kp62
    return o, pos


def _d_FetchRequest_v13(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_replica_id_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, pk13 = _S4(buf, pos)
    pos += 26
    if pk13 < 128:
        pk13 -= 1
    elif buf[pos] < 128:
        pk13 = pk13 + buf[pos] * 128 - 129
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
            for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                f_topic_id_15, pk18 = _S6(buf, pos)
                pos += 17
                f_topic_id_15 = _cached_uuid(f_topic_id_15) or _make_uuid(f_topic_id_15)
                if pk18 < 128:
                    pk18 -= 1
                elif buf[pos] < 128:
                    pk18 = pk18 + buf[pos] * 128 - 129
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
                        e29 = pos + pk18 * 33
                        for f_partition_20, f_current_leader_epoch_21, f_fetch_offset_22, f_last_fetched_epoch_23, f_log_start_offset_24, f_partition_max_bytes_25, tb28 in _I3(buf[pos:e29]):
                            if tb28:
                                break
                            x30 = _new(FetchPartition)
                            x30.partition = f_partition_20
                            x30.current_leader_epoch = f_current_leader_epoch_21
                            x30.fetch_offset = f_fetch_offset_22
                            x30.last_fetched_epoch = f_last_fetched_epoch_23
                            x30.log_start_offset = f_log_start_offset_24
                            x30.partition_max_bytes = f_partition_max_bytes_25
                            x30.replica_directory_id = ZERO_UUID
                            x30.high_watermark = 9223372036854775807
                            x30.unknown_tags = None
                            x30.tags_present = 0
                            f_partitions_17.append(x30)
                        else:
                            pos = e29
                        if pos != e29:
                            f_partitions_17 = []
                            for _ in (_ranges[pk18] if pk18 < 256 else range(pk18)):
                                f_partition_31, f_current_leader_epoch_32, f_fetch_offset_33, f_last_fetched_epoch_34, f_log_start_offset_35, f_partition_max_bytes_36, pk39 = _S5(buf, pos)
                                pos += 33
                                if pk39:
                                    u40, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u40 = None
                                x19 = _new(FetchPartition)
                                x19.partition = f_partition_31
                                x19.current_leader_epoch = f_current_leader_epoch_32
                                x19.fetch_offset = f_fetch_offset_33
                                x19.last_fetched_epoch = f_last_fetched_epoch_34
                                x19.log_start_offset = f_log_start_offset_35
                                x19.partition_max_bytes = f_partition_max_bytes_36
                                x19.replica_directory_id = ZERO_UUID
                                x19.high_watermark = 9223372036854775807
                                x19.unknown_tags = u40
                                x19.tags_present = 0
                                f_partitions_17.append(x19)
                if buf[pos]:
                    u41, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u41 = None
                x14 = _new(FetchTopic)
                x14.topic_id = f_topic_id_15
                x14.topic = ""
                x14.partitions = f_partitions_17
                x14.unknown_tags = u41
                f_topics_10.append(x14)
    n42 = buf[pos]
    if n42 < 128:
        pos += 1
        n42 -= 1
    elif buf[pos + 1] < 128:
        n42 = n42 + buf[pos + 1] * 128 - 129
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
        if n42:
            for _ in (_ranges[n42] if n42 < 256 else range(n42)):
                f_topic_id_44, pk47 = _S6(buf, pos)
                pos += 17
                f_topic_id_44 = _cached_uuid(f_topic_id_44) or _make_uuid(f_topic_id_44)
                if 1 < pk47 < 34:
                    f_partitions_46 = [*_i32c[pk47](buf, pos)]
                    pos += pk47 * 4 - 4
                elif pk47 == 1:
                    f_partitions_46 = []
                else:
                    pos -= 1
                    n48 = buf[pos]
                    if n48 < 128:
                        pos += 1
                        n48 -= 1
                    elif buf[pos + 1] < 128:
                        n48 = n48 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n48, pos = _uvarint(buf, pos)
                        n48 -= 1
                    if n48 < 0:
                        raise _negative(pos)
                    else:
                        if not n48:
                            f_partitions_46 = []
                        elif n48 < 33:
                            f_partitions_46 = [*_i32s[n48](buf, pos)]
                            pos += n48 * 4
                        elif n48 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_46 = [*_array('i', n48).unpack_from(buf, pos)]
                            pos += n48 * 4
                if buf[pos]:
                    u49, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u49 = None
                x43 = _new(ForgottenTopic)
                x43.topic_id = f_topic_id_44
                x43.topic = ""
                x43.partitions = f_partitions_46
                x43.unknown_tags = u49
                f_forgotten_topics_data_11.append(x43)
    n50 = buf[pos]
    if n50 < 128:
        pos += 1
        n50 -= 1
    elif buf[pos + 1] < 128:
        n50 = n50 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n50, pos = _string_uvarint(buf, pos)
        n50 -= 1
    if n50 < 0:
        raise _negative(pos)
    else:
        e51 = pos + n50
        if e51 > end:
            raise _short(pos)
        f_rack_id_12 = buf[pos:e51].decode()
        pos = e51
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
                    n59 -= 1
                elif buf[pos + 1] < 128:
                    n59 = n59 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n59, pos = _string_uvarint(buf, pos)
                    n59 -= 1
                if n59 == -1:
                    f_cluster_id_1 = None
                else:
                    e60 = pos + n59
                    if e60 > te57:
                        raise _short(pos)
                    f_cluster_id_1 = buf[pos:e60].decode()
                    pos = e60
                if pos != te57:
                    raise _tag_size(pos)
                kp58 |= 1
            else:
                if u53 is None:
                    u53 = {}
                u53[tg55] = buf[pos:te57]
                pos = te57
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
        o.unknown_tags = u53
        o.tags_present = kp58
    return o, pos


def _d_FetchRequest_v15(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, pk13 = _S7(buf, pos)
    pos += 22
    if pk13 < 128:
        pk13 -= 1
    elif buf[pos] < 128:
        pk13 = pk13 + buf[pos] * 128 - 129
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
            for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                f_topic_id_15, pk18 = _S6(buf, pos)
                pos += 17
                f_topic_id_15 = _cached_uuid(f_topic_id_15) or _make_uuid(f_topic_id_15)
                if pk18 < 128:
                    pk18 -= 1
                elif buf[pos] < 128:
                    pk18 = pk18 + buf[pos] * 128 - 129
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
                        e29 = pos + pk18 * 33
                        for f_partition_20, f_current_leader_epoch_21, f_fetch_offset_22, f_last_fetched_epoch_23, f_log_start_offset_24, f_partition_max_bytes_25, tb28 in _I3(buf[pos:e29]):
                            if tb28:
                                break
                            x30 = _new(FetchPartition)
                            x30.partition = f_partition_20
                            x30.current_leader_epoch = f_current_leader_epoch_21
                            x30.fetch_offset = f_fetch_offset_22
                            x30.last_fetched_epoch = f_last_fetched_epoch_23
                            x30.log_start_offset = f_log_start_offset_24
                            x30.partition_max_bytes = f_partition_max_bytes_25
                            x30.replica_directory_id = ZERO_UUID
                            x30.high_watermark = 9223372036854775807
                            x30.unknown_tags = None
                            x30.tags_present = 0
                            f_partitions_17.append(x30)
                        else:
                            pos = e29
                        if pos != e29:
                            f_partitions_17 = []
                            for _ in (_ranges[pk18] if pk18 < 256 else range(pk18)):
                                f_partition_31, f_current_leader_epoch_32, f_fetch_offset_33, f_last_fetched_epoch_34, f_log_start_offset_35, f_partition_max_bytes_36, pk39 = _S5(buf, pos)
                                pos += 33
                                if pk39:
                                    u40, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u40 = None
                                x19 = _new(FetchPartition)
                                x19.partition = f_partition_31
                                x19.current_leader_epoch = f_current_leader_epoch_32
                                x19.fetch_offset = f_fetch_offset_33
                                x19.last_fetched_epoch = f_last_fetched_epoch_34
                                x19.log_start_offset = f_log_start_offset_35
                                x19.partition_max_bytes = f_partition_max_bytes_36
                                x19.replica_directory_id = ZERO_UUID
                                x19.high_watermark = 9223372036854775807
                                x19.unknown_tags = u40
                                x19.tags_present = 0
                                f_partitions_17.append(x19)
                if buf[pos]:
                    u41, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u41 = None
                x14 = _new(FetchTopic)
                x14.topic_id = f_topic_id_15
                x14.topic = ""
                x14.partitions = f_partitions_17
                x14.unknown_tags = u41
                f_topics_10.append(x14)
    n42 = buf[pos]
    if n42 < 128:
        pos += 1
        n42 -= 1
    elif buf[pos + 1] < 128:
        n42 = n42 + buf[pos + 1] * 128 - 129
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
        if n42:
            for _ in (_ranges[n42] if n42 < 256 else range(n42)):
                f_topic_id_44, pk47 = _S6(buf, pos)
                pos += 17
                f_topic_id_44 = _cached_uuid(f_topic_id_44) or _make_uuid(f_topic_id_44)
                if 1 < pk47 < 34:
                    f_partitions_46 = [*_i32c[pk47](buf, pos)]
                    pos += pk47 * 4 - 4
                elif pk47 == 1:
                    f_partitions_46 = []
                else:
                    pos -= 1
                    n48 = buf[pos]
                    if n48 < 128:
                        pos += 1
                        n48 -= 1
                    elif buf[pos + 1] < 128:
                        n48 = n48 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n48, pos = _uvarint(buf, pos)
                        n48 -= 1
                    if n48 < 0:
                        raise _negative(pos)
                    else:
                        if not n48:
                            f_partitions_46 = []
                        elif n48 < 33:
                            f_partitions_46 = [*_i32s[n48](buf, pos)]
                            pos += n48 * 4
                        elif n48 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_46 = [*_array('i', n48).unpack_from(buf, pos)]
                            pos += n48 * 4
                if buf[pos]:
                    u49, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u49 = None
                x43 = _new(ForgottenTopic)
                x43.topic_id = f_topic_id_44
                x43.topic = ""
                x43.partitions = f_partitions_46
                x43.unknown_tags = u49
                f_forgotten_topics_data_11.append(x43)
    n50 = buf[pos]
    if n50 < 128:
        pos += 1
        n50 -= 1
    elif buf[pos + 1] < 128:
        n50 = n50 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n50, pos = _string_uvarint(buf, pos)
        n50 -= 1
    if n50 < 0:
        raise _negative(pos)
    else:
        e51 = pos + n50
        if e51 > end:
            raise _short(pos)
        f_rack_id_12 = buf[pos:e51].decode()
        pos = e51
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
                    n59 -= 1
                elif buf[pos + 1] < 128:
                    n59 = n59 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n59, pos = _string_uvarint(buf, pos)
                    n59 -= 1
                if n59 == -1:
                    f_cluster_id_1 = None
                else:
                    e60 = pos + n59
                    if e60 > te57:
                        raise _short(pos)
                    f_cluster_id_1 = buf[pos:e60].decode()
                    pos = e60
                if pos != te57:
                    raise _tag_size(pos)
                kp58 |= 1
            elif tg55 == 1:
                f_replica_id_61, f_replica_epoch_62, pk63 = _S8(buf, pos)
                pos += 13
                if pk63:
                    u64, pos = _unknown_tags(buf, pos - 1, te57)
                else:
                    u64 = None
                f_replica_state_2 = _new(ReplicaState)
                f_replica_state_2.replica_id = f_replica_id_61
                f_replica_state_2.replica_epoch = f_replica_epoch_62
                f_replica_state_2.unknown_tags = u64
                if pos != te57:
                    raise _tag_size(pos)
                kp58 |= 2
            else:
                if u53 is None:
                    u53 = {}
                u53[tg55] = buf[pos:te57]
                pos = te57
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
        o.unknown_tags = u53
        o.tags_present = kp58
    return o, pos


def _d_FetchRequest_v17(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, pk13 = _S7(buf, pos)
    pos += 22
    if pk13 < 128:
        pk13 -= 1
    elif buf[pos] < 128:
        pk13 = pk13 + buf[pos] * 128 - 129
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
            for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                f_topic_id_15, pk18 = _S6(buf, pos)
                pos += 17
                f_topic_id_15 = _cached_uuid(f_topic_id_15) or _make_uuid(f_topic_id_15)
                if pk18 < 128:
                    pk18 -= 1
                elif buf[pos] < 128:
                    pk18 = pk18 + buf[pos] * 128 - 129
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
                        e29 = pos + pk18 * 33
                        for f_partition_20, f_current_leader_epoch_21, f_fetch_offset_22, f_last_fetched_epoch_23, f_log_start_offset_24, f_partition_max_bytes_25, tb28 in _I3(buf[pos:e29]):
                            if tb28:
                                break
                            x30 = _new(FetchPartition)
                            x30.partition = f_partition_20
                            x30.current_leader_epoch = f_current_leader_epoch_21
                            x30.fetch_offset = f_fetch_offset_22
                            x30.last_fetched_epoch = f_last_fetched_epoch_23
                            x30.log_start_offset = f_log_start_offset_24
                            x30.partition_max_bytes = f_partition_max_bytes_25
                            x30.replica_directory_id = ZERO_UUID
                            x30.high_watermark = 9223372036854775807
                            x30.unknown_tags = None
                            x30.tags_present = 0
                            f_partitions_17.append(x30)
                        else:
                            pos = e29
                        if pos != e29:
                            f_partitions_17 = []
                            for _ in (_ranges[pk18] if pk18 < 256 else range(pk18)):
                                f_partition_31, f_current_leader_epoch_32, f_fetch_offset_33, f_last_fetched_epoch_34, f_log_start_offset_35, f_partition_max_bytes_36, pk39 = _S5(buf, pos)
                                pos += 33
                                if not pk39:
                                    x19 = _new(FetchPartition)
                                    x19.partition = f_partition_31
                                    x19.current_leader_epoch = f_current_leader_epoch_32
                                    x19.fetch_offset = f_fetch_offset_33
                                    x19.last_fetched_epoch = f_last_fetched_epoch_34
                                    x19.log_start_offset = f_log_start_offset_35
                                    x19.partition_max_bytes = f_partition_max_bytes_36
                                    x19.replica_directory_id = ZERO_UUID
                                    x19.high_watermark = 9223372036854775807
                                    x19.unknown_tags = None
                                    x19.tags_present = 0
                                else:
                                    pos -= 1
                                    f_replica_directory_id_37 = ZERO_UUID
                                    nt40 = buf[pos]
                                    if nt40 < 128:
                                        pos += 1
                                    else:
                                        nt40, pos = _uvarint(buf, pos)
                                    u41 = None
                                    kp46 = 0
                                    last42 = -1
                                    for _ in range(nt40):
                                        tg43 = buf[pos]
                                        if tg43 < 128:
                                            pos += 1
                                        else:
                                            tg43, pos = _uvarint(buf, pos)
                                        sz44 = buf[pos]
                                        if sz44 < 128:
                                            pos += 1
                                        else:
                                            sz44, pos = _uvarint(buf, pos)
                                        te45 = pos + sz44
                                        if te45 > end:
                                            raise _short(pos)
                                        if tg43 <= last42:
                                            raise _tag_order(pos)
                                        last42 = tg43
                                        if tg43 == 0:
                                            f_replica_directory_id_37 = _S9(buf, pos)[0]
                                            pos += 16
                                            f_replica_directory_id_37 = _cached_uuid(f_replica_directory_id_37) or _make_uuid(f_replica_directory_id_37)
                                            if pos != te45:
                                                raise _tag_size(pos)
                                            kp46 |= 1
                                        else:
                                            if u41 is None:
                                                u41 = {}
                                            u41[tg43] = buf[pos:te45]
                                            pos = te45
                                    x19 = _new(FetchPartition)
                                    x19.partition = f_partition_31
                                    x19.current_leader_epoch = f_current_leader_epoch_32
                                    x19.fetch_offset = f_fetch_offset_33
                                    x19.last_fetched_epoch = f_last_fetched_epoch_34
                                    x19.log_start_offset = f_log_start_offset_35
                                    x19.partition_max_bytes = f_partition_max_bytes_36
                                    x19.replica_directory_id = f_replica_directory_id_37
                                    x19.high_watermark = 9223372036854775807
                                    x19.unknown_tags = u41
                                    x19.tags_present = kp46
                                f_partitions_17.append(x19)
                if buf[pos]:
                    u47, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u47 = None
                x14 = _new(FetchTopic)
                x14.topic_id = f_topic_id_15
                x14.topic = ""
                x14.partitions = f_partitions_17
                x14.unknown_tags = u47
                f_topics_10.append(x14)
    n48 = buf[pos]
    if n48 < 128:
        pos += 1
        n48 -= 1
    elif buf[pos + 1] < 128:
        n48 = n48 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n48, pos = _uvarint(buf, pos)
        n48 -= 1
    if n48 < 0:
        raise _negative(pos)
    else:
        if n48 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        if n48:
            for _ in (_ranges[n48] if n48 < 256 else range(n48)):
                f_topic_id_50, pk53 = _S6(buf, pos)
                pos += 17
                f_topic_id_50 = _cached_uuid(f_topic_id_50) or _make_uuid(f_topic_id_50)
                if 1 < pk53 < 34:
                    f_partitions_52 = [*_i32c[pk53](buf, pos)]
                    pos += pk53 * 4 - 4
                elif pk53 == 1:
                    f_partitions_52 = []
                else:
                    pos -= 1
                    n54 = buf[pos]
                    if n54 < 128:
                        pos += 1
                        n54 -= 1
                    elif buf[pos + 1] < 128:
                        n54 = n54 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n54, pos = _uvarint(buf, pos)
                        n54 -= 1
                    if n54 < 0:
                        raise _negative(pos)
                    else:
                        if not n54:
                            f_partitions_52 = []
                        elif n54 < 33:
                            f_partitions_52 = [*_i32s[n54](buf, pos)]
                            pos += n54 * 4
                        elif n54 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_52 = [*_array('i', n54).unpack_from(buf, pos)]
                            pos += n54 * 4
                if buf[pos]:
                    u55, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u55 = None
                x49 = _new(ForgottenTopic)
                x49.topic_id = f_topic_id_50
                x49.topic = ""
                x49.partitions = f_partitions_52
                x49.unknown_tags = u55
                f_forgotten_topics_data_11.append(x49)
    n56 = buf[pos]
    if n56 < 128:
        pos += 1
        n56 -= 1
    elif buf[pos + 1] < 128:
        n56 = n56 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n56, pos = _string_uvarint(buf, pos)
        n56 -= 1
    if n56 < 0:
        raise _negative(pos)
    else:
        e57 = pos + n56
        if e57 > end:
            raise _short(pos)
        f_rack_id_12 = buf[pos:e57].decode()
        pos = e57
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
        nt58 = buf[pos]
        if nt58 < 128:
            pos += 1
        else:
            nt58, pos = _uvarint(buf, pos)
        u59 = None
        kp64 = 0
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
                    n65 -= 1
                elif buf[pos + 1] < 128:
                    n65 = n65 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n65, pos = _string_uvarint(buf, pos)
                    n65 -= 1
                if n65 == -1:
                    f_cluster_id_1 = None
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
                f_replica_id_67, f_replica_epoch_68, pk69 = _S8(buf, pos)
                pos += 13
                if pk69:
                    u70, pos = _unknown_tags(buf, pos - 1, te63)
                else:
                    u70 = None
                f_replica_state_2 = _new(ReplicaState)
                f_replica_state_2.replica_id = f_replica_id_67
                f_replica_state_2.replica_epoch = f_replica_epoch_68
                f_replica_state_2.unknown_tags = u70
                if pos != te63:
                    raise _tag_size(pos)
                kp64 |= 2
            else:
                if u59 is None:
                    u59 = {}
                u59[tg61] = buf[pos:te63]
                pos = te63
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
        o.unknown_tags = u59
        o.tags_present = kp64
    return o, pos


def _d_FetchRequest_v18(buf: bytes, pos: int, end: int) -> tuple[FetchRequest, int]:
    f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_isolation_level_7, f_session_id_8, f_session_epoch_9, pk13 = _S7(buf, pos)
    pos += 22
    if pk13 < 128:
        pk13 -= 1
    elif buf[pos] < 128:
        pk13 = pk13 + buf[pos] * 128 - 129
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
            for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                f_topic_id_15, pk18 = _S6(buf, pos)
                pos += 17
                f_topic_id_15 = _cached_uuid(f_topic_id_15) or _make_uuid(f_topic_id_15)
                if pk18 < 128:
                    pk18 -= 1
                elif buf[pos] < 128:
                    pk18 = pk18 + buf[pos] * 128 - 129
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
                        e29 = pos + pk18 * 33
                        for f_partition_20, f_current_leader_epoch_21, f_fetch_offset_22, f_last_fetched_epoch_23, f_log_start_offset_24, f_partition_max_bytes_25, tb28 in _I3(buf[pos:e29]):
                            if tb28:
                                break
                            x30 = _new(FetchPartition)
                            x30.partition = f_partition_20
                            x30.current_leader_epoch = f_current_leader_epoch_21
                            x30.fetch_offset = f_fetch_offset_22
                            x30.last_fetched_epoch = f_last_fetched_epoch_23
                            x30.log_start_offset = f_log_start_offset_24
                            x30.partition_max_bytes = f_partition_max_bytes_25
                            x30.replica_directory_id = ZERO_UUID
                            x30.high_watermark = 9223372036854775807
                            x30.unknown_tags = None
                            x30.tags_present = 0
                            f_partitions_17.append(x30)
                        else:
                            pos = e29
                        if pos != e29:
                            f_partitions_17 = []
                            for _ in (_ranges[pk18] if pk18 < 256 else range(pk18)):
                                f_partition_31, f_current_leader_epoch_32, f_fetch_offset_33, f_last_fetched_epoch_34, f_log_start_offset_35, f_partition_max_bytes_36, pk39 = _S5(buf, pos)
                                pos += 33
                                if not pk39:
                                    x19 = _new(FetchPartition)
                                    x19.partition = f_partition_31
                                    x19.current_leader_epoch = f_current_leader_epoch_32
                                    x19.fetch_offset = f_fetch_offset_33
                                    x19.last_fetched_epoch = f_last_fetched_epoch_34
                                    x19.log_start_offset = f_log_start_offset_35
                                    x19.partition_max_bytes = f_partition_max_bytes_36
                                    x19.replica_directory_id = ZERO_UUID
                                    x19.high_watermark = 9223372036854775807
                                    x19.unknown_tags = None
                                    x19.tags_present = 0
                                else:
                                    pos -= 1
                                    f_replica_directory_id_37 = ZERO_UUID
                                    f_high_watermark_38 = 9223372036854775807
                                    nt40 = buf[pos]
                                    if nt40 < 128:
                                        pos += 1
                                    else:
                                        nt40, pos = _uvarint(buf, pos)
                                    u41 = None
                                    kp46 = 0
                                    last42 = -1
                                    for _ in range(nt40):
                                        tg43 = buf[pos]
                                        if tg43 < 128:
                                            pos += 1
                                        else:
                                            tg43, pos = _uvarint(buf, pos)
                                        sz44 = buf[pos]
                                        if sz44 < 128:
                                            pos += 1
                                        else:
                                            sz44, pos = _uvarint(buf, pos)
                                        te45 = pos + sz44
                                        if te45 > end:
                                            raise _short(pos)
                                        if tg43 <= last42:
                                            raise _tag_order(pos)
                                        last42 = tg43
                                        if tg43 == 0:
                                            f_replica_directory_id_37 = _S9(buf, pos)[0]
                                            pos += 16
                                            f_replica_directory_id_37 = _cached_uuid(f_replica_directory_id_37) or _make_uuid(f_replica_directory_id_37)
                                            if pos != te45:
                                                raise _tag_size(pos)
                                            kp46 |= 1
                                        elif tg43 == 1:
                                            f_high_watermark_38 = _S10(buf, pos)[0]
                                            pos += 8
                                            if pos != te45:
                                                raise _tag_size(pos)
                                            kp46 |= 2
                                        else:
                                            if u41 is None:
                                                u41 = {}
                                            u41[tg43] = buf[pos:te45]
                                            pos = te45
                                    x19 = _new(FetchPartition)
                                    x19.partition = f_partition_31
                                    x19.current_leader_epoch = f_current_leader_epoch_32
                                    x19.fetch_offset = f_fetch_offset_33
                                    x19.last_fetched_epoch = f_last_fetched_epoch_34
                                    x19.log_start_offset = f_log_start_offset_35
                                    x19.partition_max_bytes = f_partition_max_bytes_36
                                    x19.replica_directory_id = f_replica_directory_id_37
                                    x19.high_watermark = f_high_watermark_38
                                    x19.unknown_tags = u41
                                    x19.tags_present = kp46
                                f_partitions_17.append(x19)
                if buf[pos]:
                    u47, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u47 = None
                x14 = _new(FetchTopic)
                x14.topic_id = f_topic_id_15
                x14.topic = ""
                x14.partitions = f_partitions_17
                x14.unknown_tags = u47
                f_topics_10.append(x14)
    n48 = buf[pos]
    if n48 < 128:
        pos += 1
        n48 -= 1
    elif buf[pos + 1] < 128:
        n48 = n48 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n48, pos = _uvarint(buf, pos)
        n48 -= 1
    if n48 < 0:
        raise _negative(pos)
    else:
        if n48 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_11 = []
        if n48:
            for _ in (_ranges[n48] if n48 < 256 else range(n48)):
                f_topic_id_50, pk53 = _S6(buf, pos)
                pos += 17
                f_topic_id_50 = _cached_uuid(f_topic_id_50) or _make_uuid(f_topic_id_50)
                if 1 < pk53 < 34:
                    f_partitions_52 = [*_i32c[pk53](buf, pos)]
                    pos += pk53 * 4 - 4
                elif pk53 == 1:
                    f_partitions_52 = []
                else:
                    pos -= 1
                    n54 = buf[pos]
                    if n54 < 128:
                        pos += 1
                        n54 -= 1
                    elif buf[pos + 1] < 128:
                        n54 = n54 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n54, pos = _uvarint(buf, pos)
                        n54 -= 1
                    if n54 < 0:
                        raise _negative(pos)
                    else:
                        if not n54:
                            f_partitions_52 = []
                        elif n54 < 33:
                            f_partitions_52 = [*_i32s[n54](buf, pos)]
                            pos += n54 * 4
                        elif n54 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_52 = [*_array('i', n54).unpack_from(buf, pos)]
                            pos += n54 * 4
                if buf[pos]:
                    u55, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u55 = None
                x49 = _new(ForgottenTopic)
                x49.topic_id = f_topic_id_50
                x49.topic = ""
                x49.partitions = f_partitions_52
                x49.unknown_tags = u55
                f_forgotten_topics_data_11.append(x49)
    n56 = buf[pos]
    if n56 < 128:
        pos += 1
        n56 -= 1
    elif buf[pos + 1] < 128:
        n56 = n56 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n56, pos = _string_uvarint(buf, pos)
        n56 -= 1
    if n56 < 0:
        raise _negative(pos)
    else:
        e57 = pos + n56
        if e57 > end:
            raise _short(pos)
        f_rack_id_12 = buf[pos:e57].decode()
        pos = e57
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
        nt58 = buf[pos]
        if nt58 < 128:
            pos += 1
        else:
            nt58, pos = _uvarint(buf, pos)
        u59 = None
        kp64 = 0
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
                    n65 -= 1
                elif buf[pos + 1] < 128:
                    n65 = n65 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n65, pos = _string_uvarint(buf, pos)
                    n65 -= 1
                if n65 == -1:
                    f_cluster_id_1 = None
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
                f_replica_id_67, f_replica_epoch_68, pk69 = _S8(buf, pos)
                pos += 13
                if pk69:
                    u70, pos = _unknown_tags(buf, pos - 1, te63)
                else:
                    u70 = None
                f_replica_state_2 = _new(ReplicaState)
                f_replica_state_2.replica_id = f_replica_id_67
                f_replica_state_2.replica_epoch = f_replica_epoch_68
                f_replica_state_2.unknown_tags = u70
                if pos != te63:
                    raise _tag_size(pos)
                kp64 |= 2
            else:
                if u59 is None:
                    u59 = {}
                u59[tg61] = buf[pos:te63]
                pos = te63
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
        o.unknown_tags = u59
        o.tags_present = kp64
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
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_responses_4 = []
        if n6:
            for _ in (_ranges[n6] if n6 < 256 else range(n6)):
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
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
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
            for _ in (_ranges[n6] if n6 < 256 else range(n6)):
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
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
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
            for _ in (_ranges[n6] if n6 < 256 else range(n6)):
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
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
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
                                    e31 = pos + n26 * 16
                                    for f_producer_id_28, f_first_offset_29 in _I4(buf[pos:e31]):
                                        x32 = _new(AbortedTransaction)
                                        x32.producer_id = f_producer_id_28
                                        x32.first_offset = f_first_offset_29
                                        x32.unknown_tags = None
                                        f_aborted_transactions_23.append(x32)
                                    pos = e31
                            n33 = _ui(buf, pos)[0]
                            pos += 4
                            if n33 == -1:
                                f_records_25 = None
                            elif n33 < 0:
                                raise _negative(pos)
                            else:
                                e34 = pos + n33
                                if e34 > end:
                                    raise _short(pos)
                                f_records_25 = bv[pos:e34]
                                pos = e34
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
            for _ in (_ranges[n6] if n6 < 256 else range(n6)):
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
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            f_partition_index_15, f_error_code_16, f_high_watermark_17, f_last_stable_offset_18, f_log_start_offset_19 = _S20(buf, pos)
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
                                    e31 = pos + n26 * 16
                                    for f_producer_id_28, f_first_offset_29 in _I4(buf[pos:e31]):
                                        x32 = _new(AbortedTransaction)
                                        x32.producer_id = f_producer_id_28
                                        x32.first_offset = f_first_offset_29
                                        x32.unknown_tags = None
                                        f_aborted_transactions_23.append(x32)
                                    pos = e31
                            n33 = _ui(buf, pos)[0]
                            pos += 4
                            if n33 == -1:
                                f_records_25 = None
                            elif n33 < 0:
                                raise _negative(pos)
                            else:
                                e34 = pos + n33
                                if e34 > end:
                                    raise _short(pos)
                                f_records_25 = bv[pos:e34]
                                pos = e34
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
    f_throttle_time_ms_1, f_error_code_2, f_session_id_3 = _S21(buf, pos)
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
            for _ in (_ranges[n6] if n6 < 256 else range(n6)):
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
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            f_partition_index_15, f_error_code_16, f_high_watermark_17, f_last_stable_offset_18, f_log_start_offset_19 = _S20(buf, pos)
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
                                    e31 = pos + n26 * 16
                                    for f_producer_id_28, f_first_offset_29 in _I4(buf[pos:e31]):
                                        x32 = _new(AbortedTransaction)
                                        x32.producer_id = f_producer_id_28
                                        x32.first_offset = f_first_offset_29
                                        x32.unknown_tags = None
                                        f_aborted_transactions_23.append(x32)
                                    pos = e31
                            n33 = _ui(buf, pos)[0]
                            pos += 4
                            if n33 == -1:
                                f_records_25 = None
                            elif n33 < 0:
                                raise _negative(pos)
                            else:
                                e34 = pos + n33
                                if e34 > end:
                                    raise _short(pos)
                                f_records_25 = bv[pos:e34]
                                pos = e34
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
    f_throttle_time_ms_1, f_error_code_2, f_session_id_3 = _S21(buf, pos)
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
            for _ in (_ranges[n6] if n6 < 256 else range(n6)):
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
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            f_partition_index_15, f_error_code_16, f_high_watermark_17, f_last_stable_offset_18, f_log_start_offset_19 = _S20(buf, pos)
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
                                    e31 = pos + n26 * 16
                                    for f_producer_id_28, f_first_offset_29 in _I4(buf[pos:e31]):
                                        x32 = _new(AbortedTransaction)
                                        x32.producer_id = f_producer_id_28
                                        x32.first_offset = f_first_offset_29
                                        x32.unknown_tags = None
                                        f_aborted_transactions_23.append(x32)
                                    pos = e31
                            f_preferred_read_replica_24 = _S18(buf, pos)[0]
                            pos += 4
                            n33 = _ui(buf, pos)[0]
                            pos += 4
                            if n33 == -1:
                                f_records_25 = None
                            elif n33 < 0:
                                raise _negative(pos)
                            else:
                                e34 = pos + n33
                                if e34 > end:
                                    raise _short(pos)
                                f_records_25 = bv[pos:e34]
                                pos = e34
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
    f_throttle_time_ms_1, f_error_code_2, f_session_id_3, pk6 = _S22(buf, pos)
    pos += 11
    if pk6 < 128:
        pk6 -= 1
    elif buf[pos] < 128:
        pk6 = pk6 + buf[pos] * 128 - 129
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
            for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
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
                    f_topic_9 = buf[pos:e12].decode()
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
                    if n13 * 37 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if n13:
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            f_partition_index_15, f_error_code_16, f_high_watermark_17, f_last_stable_offset_18, f_log_start_offset_19, pk26, f_preferred_read_replica_24, pk27, pk27b = _S23(buf, pos)
                            if pk26 < 2:
                                pos += 37
                                f_aborted_transactions_23 = None if pk26 == 0 else []
                            else:
                                pos += 31
                                if pk26 < 128:
                                    pk26 -= 1
                                elif buf[pos] < 128:
                                    pk26 = pk26 + buf[pos] * 128 - 129
                                    pos += 1
                                else:
                                    pk26, pos = _uvarint(buf, pos - 1)
                                    pk26 -= 1
                                if pk26 == -1:
                                    f_aborted_transactions_23 = None
                                else:
                                    if pk26 * 17 > end - pos:
                                        raise _short(pos)
                                    f_aborted_transactions_23 = []
                                    if pk26:
                                        e32 = pos + pk26 * 17
                                        for f_producer_id_29, f_first_offset_30, tb31 in _I5(buf[pos:e32]):
                                            if tb31:
                                                break
                                            x33 = _new(AbortedTransaction)
                                            x33.producer_id = f_producer_id_29
                                            x33.first_offset = f_first_offset_30
                                            x33.unknown_tags = None
                                            f_aborted_transactions_23.append(x33)
                                        else:
                                            pos = e32
                                        if pos != e32:
                                            f_aborted_transactions_23 = []
                                            for _ in (_ranges[pk26] if pk26 < 256 else range(pk26)):
                                                f_producer_id_34, f_first_offset_35, pk36 = _S24(buf, pos)
                                                pos += 17
                                                if pk36:
                                                    u37, pos = _unknown_tags(buf, pos - 1, end)
                                                else:
                                                    u37 = None
                                                x28 = _new(AbortedTransaction)
                                                x28.producer_id = f_producer_id_34
                                                x28.first_offset = f_first_offset_35
                                                x28.unknown_tags = u37
                                                f_aborted_transactions_23.append(x28)
                                f_preferred_read_replica_24, pk27, pk27b = _S25(buf, pos)
                                pos += 6
                            if pk27 < 128:
                                pos -= 1
                                pk27 -= 1
                            elif pk27b < 128:
                                pk27 = pk27 + pk27b * 128 - 129
                            elif buf[pos] < 128:
                                pk27 = pk27 + pk27b * 128 + buf[pos] * 16384 - 16513
                                pos += 1
                            else:
                                pk27, pos = _uvarint(buf, pos - 2)
                                pk27 -= 1
                            if pk27 == -1:
                                f_records_25 = None
                            else:
                                e38 = pos + pk27
                                if e38 > end:
                                    raise _short(pos)
                                f_records_25 = bv[pos:e38]
                                pos = e38
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
                                nt39 = buf[pos]
                                if nt39 < 128:
                                    pos += 1
                                else:
                                    nt39, pos = _uvarint(buf, pos)
                                u40 = None
                                kp45 = 0
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
                                        f_epoch_46, f_end_offset_47, pk48 = _S8(buf, pos)
                                        pos += 13
                                        if pk48:
                                            u49, pos = _unknown_tags(buf, pos - 1, te44)
                                        else:
                                            u49 = None
                                        f_diverging_epoch_20 = _new(EpochEndOffset)
                                        f_diverging_epoch_20.epoch = f_epoch_46
                                        f_diverging_epoch_20.end_offset = f_end_offset_47
                                        f_diverging_epoch_20.unknown_tags = u49
                                        if pos != te44:
                                            raise _tag_size(pos)
                                        kp45 |= 1
                                    elif tg42 == 1:
                                        f_leader_id_50, f_leader_epoch_51, pk52 = _S26(buf, pos)
                                        pos += 9
                                        if pk52:
                                            u53, pos = _unknown_tags(buf, pos - 1, te44)
                                        else:
                                            u53 = None
                                        f_current_leader_21 = _new(LeaderIdAndEpoch)
                                        f_current_leader_21.leader_id = f_leader_id_50
                                        f_current_leader_21.leader_epoch = f_leader_epoch_51
                                        f_current_leader_21.unknown_tags = u53
                                        if pos != te44:
                                            raise _tag_size(pos)
                                        kp45 |= 2
                                    elif tg42 == 2:
                                        f_end_offset_54, f_epoch_55, pk56 = _S27(buf, pos)
                                        pos += 13
                                        if pk56:
                                            u57, pos = _unknown_tags(buf, pos - 1, te44)
                                        else:
                                            u57 = None
                                        f_snapshot_id_22 = _new(SnapshotId)
                                        f_snapshot_id_22.end_offset = f_end_offset_54
                                        f_snapshot_id_22.epoch = f_epoch_55
                                        f_snapshot_id_22.unknown_tags = u57
                                        if pos != te44:
                                            raise _tag_size(pos)
                                        kp45 |= 4
                                    else:
                                        if u40 is None:
                                            u40 = {}
                                        u40[tg42] = buf[pos:te44]
                                        pos = te44
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
                                x14.unknown_tags = u40
                                x14.tags_present = kp45
                            f_partitions_10.append(x14)
                if buf[pos]:
                    u58, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u58 = None
                x7 = _new(FetchableTopicResponse)
                x7.topic_id = ZERO_UUID
                x7.topic = f_topic_9
                x7.partitions = f_partitions_10
                x7.unknown_tags = u58
                f_responses_4.append(x7)
    if buf[pos]:
        u59, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u59 = None
    o = _new(FetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.session_id = f_session_id_3
    o.responses = f_responses_4
    o.node_endpoints = []
    o.unknown_tags = u59
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v13(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2, f_session_id_3, pk6 = _S22(buf, pos)
    pos += 11
    if pk6 < 128:
        pk6 -= 1
    elif buf[pos] < 128:
        pk6 = pk6 + buf[pos] * 128 - 129
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
            for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
                f_topic_id_8, pk11 = _S6(buf, pos)
                pos += 17
                f_topic_id_8 = _cached_uuid(f_topic_id_8) or _make_uuid(f_topic_id_8)
                if pk11 < 128:
                    pk11 -= 1
                elif buf[pos] < 128:
                    pk11 = pk11 + buf[pos] * 128 - 129
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
                        for _ in (_ranges[pk11] if pk11 < 256 else range(pk11)):
                            f_partition_index_13, f_error_code_14, f_high_watermark_15, f_last_stable_offset_16, f_log_start_offset_17, pk24, f_preferred_read_replica_22, pk25, pk25b = _S23(buf, pos)
                            if pk24 < 2:
                                pos += 37
                                f_aborted_transactions_21 = None if pk24 == 0 else []
                            else:
                                pos += 31
                                if pk24 < 128:
                                    pk24 -= 1
                                elif buf[pos] < 128:
                                    pk24 = pk24 + buf[pos] * 128 - 129
                                    pos += 1
                                else:
                                    pk24, pos = _uvarint(buf, pos - 1)
                                    pk24 -= 1
                                if pk24 == -1:
                                    f_aborted_transactions_21 = None
                                else:
                                    if pk24 * 17 > end - pos:
                                        raise _short(pos)
                                    f_aborted_transactions_21 = []
                                    if pk24:
                                        e30 = pos + pk24 * 17
                                        for f_producer_id_27, f_first_offset_28, tb29 in _I5(buf[pos:e30]):
                                            if tb29:
                                                break
                                            x31 = _new(AbortedTransaction)
                                            x31.producer_id = f_producer_id_27
                                            x31.first_offset = f_first_offset_28
                                            x31.unknown_tags = None
                                            f_aborted_transactions_21.append(x31)
                                        else:
                                            pos = e30
                                        if pos != e30:
                                            f_aborted_transactions_21 = []
                                            for _ in (_ranges[pk24] if pk24 < 256 else range(pk24)):
                                                f_producer_id_32, f_first_offset_33, pk34 = _S24(buf, pos)
                                                pos += 17
                                                if pk34:
                                                    u35, pos = _unknown_tags(buf, pos - 1, end)
                                                else:
                                                    u35 = None
                                                x26 = _new(AbortedTransaction)
                                                x26.producer_id = f_producer_id_32
                                                x26.first_offset = f_first_offset_33
                                                x26.unknown_tags = u35
                                                f_aborted_transactions_21.append(x26)
                                f_preferred_read_replica_22, pk25, pk25b = _S25(buf, pos)
                                pos += 6
                            if pk25 < 128:
                                pos -= 1
                                pk25 -= 1
                            elif pk25b < 128:
                                pk25 = pk25 + pk25b * 128 - 129
                            elif buf[pos] < 128:
                                pk25 = pk25 + pk25b * 128 + buf[pos] * 16384 - 16513
                                pos += 1
                            else:
                                pk25, pos = _uvarint(buf, pos - 2)
                                pk25 -= 1
                            if pk25 == -1:
                                f_records_23 = None
                            else:
                                e36 = pos + pk25
                                if e36 > end:
                                    raise _short(pos)
                                f_records_23 = bv[pos:e36]
                                pos = e36
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
                                        f_epoch_44, f_end_offset_45, pk46 = _S8(buf, pos)
                                        pos += 13
                                        if pk46:
                                            u47, pos = _unknown_tags(buf, pos - 1, te42)
                                        else:
                                            u47 = None
                                        f_diverging_epoch_18 = _new(EpochEndOffset)
                                        f_diverging_epoch_18.epoch = f_epoch_44
                                        f_diverging_epoch_18.end_offset = f_end_offset_45
                                        f_diverging_epoch_18.unknown_tags = u47
                                        if pos != te42:
                                            raise _tag_size(pos)
                                        kp43 |= 1
                                    elif tg40 == 1:
                                        f_leader_id_48, f_leader_epoch_49, pk50 = _S26(buf, pos)
                                        pos += 9
                                        if pk50:
                                            u51, pos = _unknown_tags(buf, pos - 1, te42)
                                        else:
                                            u51 = None
                                        f_current_leader_19 = _new(LeaderIdAndEpoch)
                                        f_current_leader_19.leader_id = f_leader_id_48
                                        f_current_leader_19.leader_epoch = f_leader_epoch_49
                                        f_current_leader_19.unknown_tags = u51
                                        if pos != te42:
                                            raise _tag_size(pos)
                                        kp43 |= 2
                                    elif tg40 == 2:
                                        f_end_offset_52, f_epoch_53, pk54 = _S27(buf, pos)
                                        pos += 13
                                        if pk54:
                                            u55, pos = _unknown_tags(buf, pos - 1, te42)
                                        else:
                                            u55 = None
                                        f_snapshot_id_20 = _new(SnapshotId)
                                        f_snapshot_id_20.end_offset = f_end_offset_52
                                        f_snapshot_id_20.epoch = f_epoch_53
                                        f_snapshot_id_20.unknown_tags = u55
                                        if pos != te42:
                                            raise _tag_size(pos)
                                        kp43 |= 4
                                    else:
                                        if u38 is None:
                                            u38 = {}
                                        u38[tg40] = buf[pos:te42]
                                        pos = te42
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
                                x12.unknown_tags = u38
                                x12.tags_present = kp43
                            f_partitions_10.append(x12)
                if buf[pos]:
                    u56, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u56 = None
                x7 = _new(FetchableTopicResponse)
                x7.topic_id = f_topic_id_8
                x7.topic = ""
                x7.partitions = f_partitions_10
                x7.unknown_tags = u56
                f_responses_4.append(x7)
    if buf[pos]:
        u57, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u57 = None
    o = _new(FetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.session_id = f_session_id_3
    o.responses = f_responses_4
    o.node_endpoints = []
    o.unknown_tags = u57
    o.tags_present = 0
    return o, pos


def _d_FetchResponse_v16(buf: bytes, pos: int, end: int) -> tuple[FetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2, f_session_id_3, pk6 = _S22(buf, pos)
    pos += 11
    if pk6 < 128:
        pk6 -= 1
    elif buf[pos] < 128:
        pk6 = pk6 + buf[pos] * 128 - 129
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
            for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
                f_topic_id_8, pk11 = _S6(buf, pos)
                pos += 17
                f_topic_id_8 = _cached_uuid(f_topic_id_8) or _make_uuid(f_topic_id_8)
                if pk11 < 128:
                    pk11 -= 1
                elif buf[pos] < 128:
                    pk11 = pk11 + buf[pos] * 128 - 129
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
                        for _ in (_ranges[pk11] if pk11 < 256 else range(pk11)):
                            f_partition_index_13, f_error_code_14, f_high_watermark_15, f_last_stable_offset_16, f_log_start_offset_17, pk24, f_preferred_read_replica_22, pk25, pk25b = _S23(buf, pos)
                            if pk24 < 2:
                                pos += 37
                                f_aborted_transactions_21 = None if pk24 == 0 else []
                            else:
                                pos += 31
                                if pk24 < 128:
                                    pk24 -= 1
                                elif buf[pos] < 128:
                                    pk24 = pk24 + buf[pos] * 128 - 129
                                    pos += 1
                                else:
                                    pk24, pos = _uvarint(buf, pos - 1)
                                    pk24 -= 1
                                if pk24 == -1:
                                    f_aborted_transactions_21 = None
                                else:
                                    if pk24 * 17 > end - pos:
                                        raise _short(pos)
                                    f_aborted_transactions_21 = []
                                    if pk24:
                                        e30 = pos + pk24 * 17
                                        for f_producer_id_27, f_first_offset_28, tb29 in _I5(buf[pos:e30]):
                                            if tb29:
                                                break
                                            x31 = _new(AbortedTransaction)
                                            x31.producer_id = f_producer_id_27
                                            x31.first_offset = f_first_offset_28
                                            x31.unknown_tags = None
                                            f_aborted_transactions_21.append(x31)
                                        else:
                                            pos = e30
                                        if pos != e30:
                                            f_aborted_transactions_21 = []
                                            for _ in (_ranges[pk24] if pk24 < 256 else range(pk24)):
                                                f_producer_id_32, f_first_offset_33, pk34 = _S24(buf, pos)
                                                pos += 17
                                                if pk34:
                                                    u35, pos = _unknown_tags(buf, pos - 1, end)
                                                else:
                                                    u35 = None
                                                x26 = _new(AbortedTransaction)
                                                x26.producer_id = f_producer_id_32
                                                x26.first_offset = f_first_offset_33
                                                x26.unknown_tags = u35
                                                f_aborted_transactions_21.append(x26)
                                f_preferred_read_replica_22, pk25, pk25b = _S25(buf, pos)
                                pos += 6
                            if pk25 < 128:
                                pos -= 1
                                pk25 -= 1
                            elif pk25b < 128:
                                pk25 = pk25 + pk25b * 128 - 129
                            elif buf[pos] < 128:
                                pk25 = pk25 + pk25b * 128 + buf[pos] * 16384 - 16513
                                pos += 1
                            else:
                                pk25, pos = _uvarint(buf, pos - 2)
                                pk25 -= 1
                            if pk25 == -1:
                                f_records_23 = None
                            else:
                                e36 = pos + pk25
                                if e36 > end:
                                    raise _short(pos)
                                f_records_23 = bv[pos:e36]
                                pos = e36
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
                                        f_epoch_44, f_end_offset_45, pk46 = _S8(buf, pos)
                                        pos += 13
                                        if pk46:
                                            u47, pos = _unknown_tags(buf, pos - 1, te42)
                                        else:
                                            u47 = None
                                        f_diverging_epoch_18 = _new(EpochEndOffset)
                                        f_diverging_epoch_18.epoch = f_epoch_44
                                        f_diverging_epoch_18.end_offset = f_end_offset_45
                                        f_diverging_epoch_18.unknown_tags = u47
                                        if pos != te42:
                                            raise _tag_size(pos)
                                        kp43 |= 1
                                    elif tg40 == 1:
                                        f_leader_id_48, f_leader_epoch_49, pk50 = _S26(buf, pos)
                                        pos += 9
                                        if pk50:
                                            u51, pos = _unknown_tags(buf, pos - 1, te42)
                                        else:
                                            u51 = None
                                        f_current_leader_19 = _new(LeaderIdAndEpoch)
                                        f_current_leader_19.leader_id = f_leader_id_48
                                        f_current_leader_19.leader_epoch = f_leader_epoch_49
                                        f_current_leader_19.unknown_tags = u51
                                        if pos != te42:
                                            raise _tag_size(pos)
                                        kp43 |= 2
                                    elif tg40 == 2:
                                        f_end_offset_52, f_epoch_53, pk54 = _S27(buf, pos)
                                        pos += 13
                                        if pk54:
                                            u55, pos = _unknown_tags(buf, pos - 1, te42)
                                        else:
                                            u55 = None
                                        f_snapshot_id_20 = _new(SnapshotId)
                                        f_snapshot_id_20.end_offset = f_end_offset_52
                                        f_snapshot_id_20.epoch = f_epoch_53
                                        f_snapshot_id_20.unknown_tags = u55
                                        if pos != te42:
                                            raise _tag_size(pos)
                                        kp43 |= 4
                                    else:
                                        if u38 is None:
                                            u38 = {}
                                        u38[tg40] = buf[pos:te42]
                                        pos = te42
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
                                x12.unknown_tags = u38
                                x12.tags_present = kp43
                            f_partitions_10.append(x12)
                if buf[pos]:
                    u56, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u56 = None
                x7 = _new(FetchableTopicResponse)
                x7.topic_id = f_topic_id_8
                x7.topic = ""
                x7.partitions = f_partitions_10
                x7.unknown_tags = u56
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
        nt57 = buf[pos]
        if nt57 < 128:
            pos += 1
        else:
            nt57, pos = _uvarint(buf, pos)
        u58 = None
        kp63 = 0
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
                    n64 -= 1
                elif buf[pos + 1] < 128:
                    n64 = n64 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n64, pos = _uvarint(buf, pos)
                    n64 -= 1
                if n64 < 0:
                    raise _negative(pos)
                else:
                    if n64 * 11 > te62 - pos:
                        raise _short(pos)
                    f_node_endpoints_5 = []
                    if n64:
                        for _ in (_ranges[n64] if n64 < 256 else range(n64)):
                            f_node_id_66, pk70 = _S28(buf, pos)
                            pos += 5
                            if pk70 < 128:
                                pk70 -= 1
                            elif buf[pos] < 128:
                                pk70 = pk70 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk70, pos = _string_uvarint(buf, pos - 1)
                                pk70 -= 1
                            if pk70 < 0:
                                raise _negative(pos)
                            else:
                                e71 = pos + pk70
                                if e71 > te62:
                                    raise _short(pos)
                                f_host_67 = buf[pos:e71].decode()
                                pos = e71
                            f_port_68, pk72 = _S28(buf, pos)
                            pos += 5
                            if pk72 < 128:
                                pk72 -= 1
                            elif buf[pos] < 128:
                                pk72 = pk72 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk72, pos = _string_uvarint(buf, pos - 1)
                                pk72 -= 1
                            if pk72 == -1:
                                f_rack_69 = None
                            else:
                                e73 = pos + pk72
                                if e73 > te62:
                                    raise _short(pos)
                                f_rack_69 = buf[pos:e73].decode()
                                pos = e73
                            if buf[pos]:
                                u74, pos = _unknown_tags(buf, pos, te62)
                            else:
                                pos += 1
                                u74 = None
                            x65 = _new(NodeEndpoint)
                            x65.node_id = f_node_id_66
                            x65.host = f_host_67
                            x65.port = f_port_68
                            x65.rack = f_rack_69
                            x65.unknown_tags = u74
                            f_node_endpoints_5.append(x65)
                if pos != te62:
                    raise _tag_size(pos)
                kp63 |= 1
            else:
                if u58 is None:
                    u58 = {}
                u58[tg60] = buf[pos:te62]
                pos = te62
        o = _new(FetchResponse)
        o.throttle_time_ms = f_throttle_time_ms_1
        o.error_code = f_error_code_2
        o.session_id = f_session_id_3
        o.responses = f_responses_4
        o.node_endpoints = f_node_endpoints_5
        o.unknown_tags = u58
        o.tags_present = kp63
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
