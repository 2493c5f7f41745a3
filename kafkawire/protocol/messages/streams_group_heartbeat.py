# generated from defs/088-streams-group-heartbeat.kw; do not edit
"""StreamsGroupHeartbeat: API key 88, versions 0..0, flexible from 0."""

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
    _i32s,
    _uh,
    _unknown_tags,
    _ui,
    _uuid_bytes,
    _uvarint,
    _write_tags,
)
from kafkawire.protocol.message import DEFAULT, ZERO_UUID, FieldSpec, Message, Struct

__all__ = ['CopartitionGroup', 'EndpointToPartitions', 'KeyValue', 'Status', 'StreamsGroupHeartbeatRequest', 'StreamsGroupHeartbeatRequestEndpoint', 'StreamsGroupHeartbeatRequestTaskIds', 'StreamsGroupHeartbeatResponse', 'StreamsGroupHeartbeatResponseEndpoint', 'StreamsGroupHeartbeatResponseTaskIds', 'Subtopology', 'TaskOffset', 'TopicInfo', 'TopicPartition', 'Topology']

_S0 = _Struct('>iiB').unpack_from
_P0 = _Struct('>iiB').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>iB').unpack_from
_P2 = _Struct('>iB').pack
_S3 = _Struct('>ihB').unpack_from
_P3 = _Struct('>ihB').pack
_S4 = _Struct('>HB').unpack_from
_P4 = _Struct('>HB').pack
_S5 = _Struct('>iqB').unpack_from
_P5 = _Struct('>iqB').pack
_S6 = _Struct('>?B').unpack_from
_P6 = _Struct('>?B').pack
_S7 = _Struct('>ii').unpack_from
_P7 = _Struct('>ii').pack
_S8 = _Struct('>ih').unpack_from
_P8 = _Struct('>ih').pack
_S9 = _Struct('>H').unpack_from
_P9 = _Struct('>H').pack
_S10 = _Struct('>iq').unpack_from
_P10 = _Struct('>iq').pack
_S11 = _Struct('>?').unpack_from
_P11 = _Struct('>?').pack
_S12 = _Struct('>iiiiB').unpack_from
_P12 = _Struct('>iiiiB').pack
_S13 = _Struct('>bB').unpack_from
_P13 = _Struct('>bB').pack
_S14 = _Struct('>iiii').unpack_from
_P14 = _Struct('>iiii').pack
_S15 = _Struct('>b').unpack_from
_P15 = _Struct('>b').pack


class KeyValue(Struct):
    """Element KeyValue of StreamsGroupHeartbeat."""

    __slots__ = ('key', 'value')
    key: str
    value: str

    def __init__(
        self,
        key: str = "",
        value: str = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.key = key
        self.value = value
        self.unknown_tags = unknown_tags


class TopicInfo(Struct):
    """Element TopicInfo of StreamsGroupHeartbeat."""

    __slots__ = ('name', 'partitions', 'replication_factor', 'topic_configs')
    name: str
    partitions: int
    replication_factor: int
    topic_configs: list[KeyValue]

    def __init__(
        self,
        name: str = "",
        partitions: int = 0,
        replication_factor: int = 0,
        topic_configs: list[KeyValue] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = partitions
        self.replication_factor = replication_factor
        self.topic_configs = [] if topic_configs is DEFAULT else topic_configs
        self.unknown_tags = unknown_tags


class CopartitionGroup(Struct):
    """Element CopartitionGroup of StreamsGroupHeartbeat."""

    __slots__ = ('source_topics', 'source_topic_regex', 'repartition_source_topics')
    source_topics: list[int]
    source_topic_regex: list[int]
    repartition_source_topics: list[int]

    def __init__(
        self,
        source_topics: list[int] = DEFAULT,
        source_topic_regex: list[int] = DEFAULT,
        repartition_source_topics: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.source_topics = [] if source_topics is DEFAULT else source_topics
        self.source_topic_regex = [] if source_topic_regex is DEFAULT else source_topic_regex
        self.repartition_source_topics = [] if repartition_source_topics is DEFAULT else repartition_source_topics
        self.unknown_tags = unknown_tags


class Subtopology(Struct):
    """Element Subtopology of StreamsGroupHeartbeat."""

    __slots__ = ('subtopology_id', 'source_topics', 'source_topic_regex', 'state_changelog_topics', 'repartition_sink_topics', 'repartition_source_topics', 'copartition_groups')
    subtopology_id: str
    source_topics: list[str]
    source_topic_regex: list[str]
    state_changelog_topics: list[TopicInfo]
    repartition_sink_topics: list[str]
    repartition_source_topics: list[TopicInfo]
    copartition_groups: list[CopartitionGroup]

    def __init__(
        self,
        subtopology_id: str = "",
        source_topics: list[str] = DEFAULT,
        source_topic_regex: list[str] = DEFAULT,
        state_changelog_topics: list[TopicInfo] = DEFAULT,
        repartition_sink_topics: list[str] = DEFAULT,
        repartition_source_topics: list[TopicInfo] = DEFAULT,
        copartition_groups: list[CopartitionGroup] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.subtopology_id = subtopology_id
        self.source_topics = [] if source_topics is DEFAULT else source_topics
        self.source_topic_regex = [] if source_topic_regex is DEFAULT else source_topic_regex
        self.state_changelog_topics = [] if state_changelog_topics is DEFAULT else state_changelog_topics
        self.repartition_sink_topics = [] if repartition_sink_topics is DEFAULT else repartition_sink_topics
        self.repartition_source_topics = [] if repartition_source_topics is DEFAULT else repartition_source_topics
        self.copartition_groups = [] if copartition_groups is DEFAULT else copartition_groups
        self.unknown_tags = unknown_tags


class Topology(Struct):
    """Element Topology of StreamsGroupHeartbeat."""

    __slots__ = ('epoch', 'subtopologies')
    epoch: int
    subtopologies: list[Subtopology]

    def __init__(
        self,
        epoch: int = 0,
        subtopologies: list[Subtopology] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.epoch = epoch
        self.subtopologies = [] if subtopologies is DEFAULT else subtopologies
        self.unknown_tags = unknown_tags


class StreamsGroupHeartbeatRequestTaskIds(Struct):
    """Element TaskIds of StreamsGroupHeartbeat."""

    __slots__ = ('subtopology_id', 'partitions')
    subtopology_id: str
    partitions: list[int]

    def __init__(
        self,
        subtopology_id: str = "",
        partitions: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.subtopology_id = subtopology_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class StreamsGroupHeartbeatRequestEndpoint(Struct):
    """Element Endpoint of StreamsGroupHeartbeat."""

    __slots__ = ('host', 'port')
    host: str
    port: int

    def __init__(
        self,
        host: str = "",
        port: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.host = host
        self.port = port
        self.unknown_tags = unknown_tags


class TaskOffset(Struct):
    """Element TaskOffset of StreamsGroupHeartbeat."""

    __slots__ = ('subtopology_id', 'partition', 'offset')
    subtopology_id: str
    partition: int
    offset: int

    def __init__(
        self,
        subtopology_id: str = "",
        partition: int = 0,
        offset: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.subtopology_id = subtopology_id
        self.partition = partition
        self.offset = offset
        self.unknown_tags = unknown_tags


class StreamsGroupHeartbeatRequest(Message):
    """StreamsGroupHeartbeat request (API key 88), versions 0..0."""

    __slots__ = ('group_id', 'member_id', 'member_epoch', 'endpoint_information_epoch', 'instance_id', 'rack_id', 'rebalance_timeout_ms', 'topology', 'active_tasks', 'standby_tasks', 'warmup_tasks', 'process_id', 'user_endpoint', 'client_tags', 'task_offsets', 'task_end_offsets', 'shutdown_application')
    API_KEY = 88
    API_NAME = 'StreamsGroupHeartbeat'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    group_id: str
    member_id: str
    member_epoch: int
    endpoint_information_epoch: int
    instance_id: str | None
    rack_id: str | None
    rebalance_timeout_ms: int
    topology: Topology | None
    active_tasks: list[StreamsGroupHeartbeatRequestTaskIds] | None
    standby_tasks: list[StreamsGroupHeartbeatRequestTaskIds] | None
    warmup_tasks: list[StreamsGroupHeartbeatRequestTaskIds] | None
    process_id: str | None
    user_endpoint: StreamsGroupHeartbeatRequestEndpoint | None
    client_tags: list[KeyValue] | None
    task_offsets: list[TaskOffset] | None
    task_end_offsets: list[TaskOffset] | None
    shutdown_application: bool

    def __init__(
        self,
        group_id: str = "",
        member_id: str = "",
        member_epoch: int = 0,
        endpoint_information_epoch: int = 0,
        instance_id: str | None = None,
        rack_id: str | None = None,
        rebalance_timeout_ms: int = -1,
        topology: Topology | None = None,
        active_tasks: list[StreamsGroupHeartbeatRequestTaskIds] | None = None,
        standby_tasks: list[StreamsGroupHeartbeatRequestTaskIds] | None = None,
        warmup_tasks: list[StreamsGroupHeartbeatRequestTaskIds] | None = None,
        process_id: str | None = None,
        user_endpoint: StreamsGroupHeartbeatRequestEndpoint | None = None,
        client_tags: list[KeyValue] | None = None,
        task_offsets: list[TaskOffset] | None = None,
        task_end_offsets: list[TaskOffset] | None = None,
        shutdown_application: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.member_id = member_id
        self.member_epoch = member_epoch
        self.endpoint_information_epoch = endpoint_information_epoch
        self.instance_id = instance_id
        self.rack_id = rack_id
        self.rebalance_timeout_ms = rebalance_timeout_ms
        self.topology = topology
        self.active_tasks = active_tasks
        self.standby_tasks = standby_tasks
        self.warmup_tasks = warmup_tasks
        self.process_id = process_id
        self.user_endpoint = user_endpoint
        self.client_tags = client_tags
        self.task_offsets = task_offsets
        self.task_end_offsets = task_end_offsets
        self.shutdown_application = shutdown_application
        self.unknown_tags = unknown_tags


class Status(Struct):
    """Element Status of StreamsGroupHeartbeat."""

    __slots__ = ('status_code', 'status_detail')
    status_code: int
    status_detail: str

    def __init__(
        self,
        status_code: int = 0,
        status_detail: str = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.status_code = status_code
        self.status_detail = status_detail
        self.unknown_tags = unknown_tags


class StreamsGroupHeartbeatResponseTaskIds(Struct):
    """Element TaskIds of StreamsGroupHeartbeat."""

    __slots__ = ('subtopology_id', 'partitions')
    subtopology_id: str
    partitions: list[int]

    def __init__(
        self,
        subtopology_id: str = "",
        partitions: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.subtopology_id = subtopology_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class StreamsGroupHeartbeatResponseEndpoint(Struct):
    """Element Endpoint of StreamsGroupHeartbeat."""

    __slots__ = ('host', 'port')
    host: str
    port: int

    def __init__(
        self,
        host: str = "",
        port: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.host = host
        self.port = port
        self.unknown_tags = unknown_tags


class TopicPartition(Struct):
    """Element TopicPartition of StreamsGroupHeartbeat."""

    __slots__ = ('topic', 'partitions')
    topic: str
    partitions: list[int]

    def __init__(
        self,
        topic: str = "",
        partitions: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic = topic
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class EndpointToPartitions(Struct):
    """Element EndpointToPartitions of StreamsGroupHeartbeat."""

    __slots__ = ('user_endpoint', 'active_partitions', 'standby_partitions')
    user_endpoint: StreamsGroupHeartbeatResponseEndpoint
    active_partitions: list[TopicPartition]
    standby_partitions: list[TopicPartition]

    def __init__(
        self,
        user_endpoint: StreamsGroupHeartbeatResponseEndpoint = DEFAULT,
        active_partitions: list[TopicPartition] = DEFAULT,
        standby_partitions: list[TopicPartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.user_endpoint = StreamsGroupHeartbeatResponseEndpoint() if user_endpoint is DEFAULT else user_endpoint
        self.active_partitions = [] if active_partitions is DEFAULT else active_partitions
        self.standby_partitions = [] if standby_partitions is DEFAULT else standby_partitions
        self.unknown_tags = unknown_tags


class StreamsGroupHeartbeatResponse(Message):
    """StreamsGroupHeartbeat response (API key 88), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'member_id', 'member_epoch', 'heartbeat_interval_ms', 'acceptable_recovery_lag', 'task_offset_interval_ms', 'status', 'active_tasks', 'standby_tasks', 'warmup_tasks', 'endpoint_information_epoch', 'partitions_by_user_endpoint')
    API_KEY = 88
    API_NAME = 'StreamsGroupHeartbeat'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    error_message: str | None
    member_id: str
    member_epoch: int
    heartbeat_interval_ms: int
    acceptable_recovery_lag: int
    task_offset_interval_ms: int
    status: list[Status] | None
    active_tasks: list[StreamsGroupHeartbeatResponseTaskIds] | None
    standby_tasks: list[StreamsGroupHeartbeatResponseTaskIds] | None
    warmup_tasks: list[StreamsGroupHeartbeatResponseTaskIds] | None
    endpoint_information_epoch: int
    partitions_by_user_endpoint: list[EndpointToPartitions] | None

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        member_id: str = "",
        member_epoch: int = 0,
        heartbeat_interval_ms: int = 0,
        acceptable_recovery_lag: int = 0,
        task_offset_interval_ms: int = 0,
        status: list[Status] | None = None,
        active_tasks: list[StreamsGroupHeartbeatResponseTaskIds] | None = None,
        standby_tasks: list[StreamsGroupHeartbeatResponseTaskIds] | None = None,
        warmup_tasks: list[StreamsGroupHeartbeatResponseTaskIds] | None = None,
        endpoint_information_epoch: int = 0,
        partitions_by_user_endpoint: list[EndpointToPartitions] | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.member_id = member_id
        self.member_epoch = member_epoch
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.acceptable_recovery_lag = acceptable_recovery_lag
        self.task_offset_interval_ms = task_offset_interval_ms
        self.status = status
        self.active_tasks = active_tasks
        self.standby_tasks = standby_tasks
        self.warmup_tasks = warmup_tasks
        self.endpoint_information_epoch = endpoint_information_epoch
        self.partitions_by_user_endpoint = partitions_by_user_endpoint
        self.unknown_tags = unknown_tags

KeyValue.FIELDS = (
    FieldSpec('key', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('value', 'prim', 'string', (0, 0), None, ""),
)

TopicInfo.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partitions', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('replication_factor', 'prim', 'int16', (0, 0), None, 0),
    FieldSpec('topic_configs', 'array', 'KeyValue', (0, 0), None, DEFAULT, struct=KeyValue),
)

CopartitionGroup.FIELDS = (
    FieldSpec('source_topics', 'array', 'int16', (0, 0), None, DEFAULT),
    FieldSpec('source_topic_regex', 'array', 'int16', (0, 0), None, DEFAULT),
    FieldSpec('repartition_source_topics', 'array', 'int16', (0, 0), None, DEFAULT),
)

Subtopology.FIELDS = (
    FieldSpec('subtopology_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('source_topics', 'array', 'string', (0, 0), None, DEFAULT),
    FieldSpec('source_topic_regex', 'array', 'string', (0, 0), None, DEFAULT),
    FieldSpec('state_changelog_topics', 'array', 'TopicInfo', (0, 0), None, DEFAULT, struct=TopicInfo),
    FieldSpec('repartition_sink_topics', 'array', 'string', (0, 0), None, DEFAULT),
    FieldSpec('repartition_source_topics', 'array', 'TopicInfo', (0, 0), None, DEFAULT, struct=TopicInfo),
    FieldSpec('copartition_groups', 'array', 'CopartitionGroup', (0, 0), None, DEFAULT, struct=CopartitionGroup),
)

Topology.FIELDS = (
    FieldSpec('epoch', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('subtopologies', 'array', 'Subtopology', (0, 0), None, DEFAULT, struct=Subtopology),
)

StreamsGroupHeartbeatRequestTaskIds.FIELDS = (
    FieldSpec('subtopology_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partitions', 'array', 'int32', (0, 0), None, DEFAULT),
)

StreamsGroupHeartbeatRequestEndpoint.FIELDS = (
    FieldSpec('host', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('port', 'prim', 'uint16', (0, 0), None, 0),
)

TaskOffset.FIELDS = (
    FieldSpec('subtopology_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partition', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('offset', 'prim', 'int64', (0, 0), None, 0),
)

StreamsGroupHeartbeatRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('member_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('member_epoch', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('endpoint_information_epoch', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('instance_id', 'prim', 'string', (0, 0), (0, 0), None),
    FieldSpec('rack_id', 'prim', 'string', (0, 0), (0, 0), None),
    FieldSpec('rebalance_timeout_ms', 'prim', 'int32', (0, 0), None, -1),
    FieldSpec('topology', 'struct', 'Topology', (0, 0), (0, 0), None, struct=Topology),
    FieldSpec('active_tasks', 'array', 'TaskIds', (0, 0), (0, 0), None, struct=StreamsGroupHeartbeatRequestTaskIds),
    FieldSpec('standby_tasks', 'array', 'TaskIds', (0, 0), (0, 0), None, struct=StreamsGroupHeartbeatRequestTaskIds),
    FieldSpec('warmup_tasks', 'array', 'TaskIds', (0, 0), (0, 0), None, struct=StreamsGroupHeartbeatRequestTaskIds),
    FieldSpec('process_id', 'prim', 'string', (0, 0), (0, 0), None),
    FieldSpec('user_endpoint', 'struct', 'Endpoint', (0, 0), (0, 0), None, struct=StreamsGroupHeartbeatRequestEndpoint),
    FieldSpec('client_tags', 'array', 'KeyValue', (0, 0), (0, 0), None, struct=KeyValue),
    FieldSpec('task_offsets', 'array', 'TaskOffset', (0, 0), (0, 0), None, struct=TaskOffset),
    FieldSpec('task_end_offsets', 'array', 'TaskOffset', (0, 0), (0, 0), None, struct=TaskOffset),
    FieldSpec('shutdown_application', 'prim', 'bool', (0, 0), None, False),
)

Status.FIELDS = (
    FieldSpec('status_code', 'prim', 'int8', (0, 0), None, 0),
    FieldSpec('status_detail', 'prim', 'string', (0, 0), None, ""),
)

StreamsGroupHeartbeatResponseTaskIds.FIELDS = (
    FieldSpec('subtopology_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partitions', 'array', 'int32', (0, 0), None, DEFAULT),
)

StreamsGroupHeartbeatResponseEndpoint.FIELDS = (
    FieldSpec('host', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('port', 'prim', 'uint16', (0, 0), None, 0),
)

TopicPartition.FIELDS = (
    FieldSpec('topic', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partitions', 'array', 'int32', (0, 0), None, DEFAULT),
)

EndpointToPartitions.FIELDS = (
    FieldSpec('user_endpoint', 'struct', 'Endpoint', (0, 0), None, DEFAULT, struct=StreamsGroupHeartbeatResponseEndpoint),
    FieldSpec('active_partitions', 'array', 'TopicPartition', (0, 0), None, DEFAULT, struct=TopicPartition),
    FieldSpec('standby_partitions', 'array', 'TopicPartition', (0, 0), None, DEFAULT, struct=TopicPartition),
)

StreamsGroupHeartbeatResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), None),
    FieldSpec('member_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('member_epoch', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('heartbeat_interval_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('acceptable_recovery_lag', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('task_offset_interval_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('status', 'array', 'Status', (0, 0), (0, 0), None, struct=Status),
    FieldSpec('active_tasks', 'array', 'TaskIds', (0, 0), (0, 0), None, struct=StreamsGroupHeartbeatResponseTaskIds),
    FieldSpec('standby_tasks', 'array', 'TaskIds', (0, 0), (0, 0), None, struct=StreamsGroupHeartbeatResponseTaskIds),
    FieldSpec('warmup_tasks', 'array', 'TaskIds', (0, 0), (0, 0), None, struct=StreamsGroupHeartbeatResponseTaskIds),
    FieldSpec('endpoint_information_epoch', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('partitions_by_user_endpoint', 'array', 'EndpointToPartitions', (0, 0), (0, 0), None, struct=EndpointToPartitions),
)


def _d_StreamsGroupHeartbeatRequest_v0(buf: bytes, pos: int, end: int) -> tuple[StreamsGroupHeartbeatRequest, int]:
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
        f_group_id_1 = buf[pos:e19].decode()
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
        e21 = pos + n20
        if e21 > end:
            raise _short(pos)
        f_member_id_2 = buf[pos:e21].decode()
        pos = e21
    f_member_epoch_3, f_endpoint_information_epoch_4, pk22 = _S0(buf, pos)
    pos += 9
    if pk22 >= 128:
        if buf[pos] < 128:
            pk22 = (pk22 & 127) | (buf[pos] << 7)
            pos += 1
        else:
            pk22, pos = _uvarint(buf, pos - 1)
    pk22 -= 1
    if pk22 == -1:
        f_instance_id_5 = None
    elif pk22 < 0:
        raise _negative(pos)
    else:
        e23 = pos + pk22
        if e23 > end:
            raise _short(pos)
        f_instance_id_5 = buf[pos:e23].decode()
        pos = e23
    n24 = buf[pos]
    if n24 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n24 = (n24 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n24, pos = _uvarint(buf, pos)
    n24 -= 1
    if n24 == -1:
        f_rack_id_6 = None
    elif n24 < 0:
        raise _negative(pos)
    else:
        e25 = pos + n24
        if e25 > end:
            raise _short(pos)
        f_rack_id_6 = buf[pos:e25].decode()
        pos = e25
    f_rebalance_timeout_ms_7 = _S1(buf, pos)[0]
    pos += 4
    if buf[pos] == 255:
        f_topology_8 = None
        pos += 1
    else:
        pos += 1
        f_epoch_26, pk28 = _S2(buf, pos)
        pos += 5
        if pk28 >= 128:
            if buf[pos] < 128:
                pk28 = (pk28 & 127) | (buf[pos] << 7)
                pos += 1
            else:
                pk28, pos = _uvarint(buf, pos - 1)
        pk28 -= 1
        if pk28 < 0:
            raise _negative(pos)
        else:
            if pk28 * 8 > end - pos:
                raise _short(pos)
            f_subtopologies_27 = []
            for _ in range(pk28):
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
                    e38 = pos + n37
                    if e38 > end:
                        raise _short(pos)
                    f_subtopology_id_30 = buf[pos:e38].decode()
                    pos = e38
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
                    if n39 > end - pos:
                        raise _short(pos)
                    f_source_topics_31 = []
                    for _ in range(n39):
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
                            x40 = buf[pos:e42].decode()
                            pos = e42
                        f_source_topics_31.append(x40)
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
                    if n43 > end - pos:
                        raise _short(pos)
                    f_source_topic_regex_32 = []
                    for _ in range(n43):
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
                            x44 = buf[pos:e46].decode()
                            pos = e46
                        f_source_topic_regex_32.append(x44)
                n47 = buf[pos]
                if n47 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n47 = (n47 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n47, pos = _uvarint(buf, pos)
                n47 -= 1
                if n47 < 0:
                    raise _negative(pos)
                else:
                    if n47 * 9 > end - pos:
                        raise _short(pos)
                    f_state_changelog_topics_33 = []
                    for _ in range(n47):
                        n53 = buf[pos]
                        if n53 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n53 = (n53 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n53, pos = _uvarint(buf, pos)
                        n53 -= 1
                        if n53 < 0:
                            raise _negative(pos)
                        else:
                            e54 = pos + n53
                            if e54 > end:
                                raise _short(pos)
                            f_name_49 = buf[pos:e54].decode()
                            pos = e54
                        f_partitions_50, f_replication_factor_51, pk55 = _S3(buf, pos)
                        pos += 7
                        if pk55 >= 128:
                            if buf[pos] < 128:
                                pk55 = (pk55 & 127) | (buf[pos] << 7)
                                pos += 1
                            else:
                                pk55, pos = _uvarint(buf, pos - 1)
                        pk55 -= 1
                        if pk55 < 0:
                            raise _negative(pos)
                        else:
                            if pk55 * 3 > end - pos:
                                raise _short(pos)
                            f_topic_configs_52 = []
                            for _ in range(pk55):
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
                                    f_key_57 = buf[pos:e60].decode()
                                    pos = e60
                                n61 = buf[pos]
                                if n61 < 128:
                                    pos += 1
                                elif buf[pos + 1] < 128:
                                    n61 = (n61 & 127) | (buf[pos + 1] << 7)
                                    pos += 2
                                else:
                                    n61, pos = _uvarint(buf, pos)
                                n61 -= 1
                                if n61 < 0:
                                    raise _negative(pos)
                                else:
                                    e62 = pos + n61
                                    if e62 > end:
                                        raise _short(pos)
                                    f_value_58 = buf[pos:e62].decode()
                                    pos = e62
                                if buf[pos]:
                                    u63, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u63 = None
                                x56 = _new(KeyValue)
                                x56.key = f_key_57
                                x56.value = f_value_58
                                x56.unknown_tags = u63
                                f_topic_configs_52.append(x56)
                        if buf[pos]:
                            u64, pos = _unknown_tags(buf, pos, end)
                        else:
                            pos += 1
                            u64 = None
                        x48 = _new(TopicInfo)
                        x48.name = f_name_49
                        x48.partitions = f_partitions_50
                        x48.replication_factor = f_replication_factor_51
                        x48.topic_configs = f_topic_configs_52
                        x48.unknown_tags = u64
                        f_state_changelog_topics_33.append(x48)
                n65 = buf[pos]
                if n65 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n65 = (n65 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n65, pos = _uvarint(buf, pos)
                n65 -= 1
                if n65 < 0:
                    raise _negative(pos)
                else:
                    if n65 > end - pos:
                        raise _short(pos)
                    f_repartition_sink_topics_34 = []
                    for _ in range(n65):
                        n67 = buf[pos]
                        if n67 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n67 = (n67 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n67, pos = _uvarint(buf, pos)
                        n67 -= 1
                        if n67 < 0:
                            raise _negative(pos)
                        else:
                            e68 = pos + n67
                            if e68 > end:
                                raise _short(pos)
                            x66 = buf[pos:e68].decode()
                            pos = e68
                        f_repartition_sink_topics_34.append(x66)
                n69 = buf[pos]
                if n69 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n69 = (n69 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n69, pos = _uvarint(buf, pos)
                n69 -= 1
                if n69 < 0:
                    raise _negative(pos)
                else:
                    if n69 * 9 > end - pos:
                        raise _short(pos)
                    f_repartition_source_topics_35 = []
                    for _ in range(n69):
                        n75 = buf[pos]
                        if n75 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n75 = (n75 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n75, pos = _uvarint(buf, pos)
                        n75 -= 1
                        if n75 < 0:
                            raise _negative(pos)
                        else:
                            e76 = pos + n75
                            if e76 > end:
                                raise _short(pos)
                            f_name_71 = buf[pos:e76].decode()
                            pos = e76
                        f_partitions_72, f_replication_factor_73, pk77 = _S3(buf, pos)
                        pos += 7
                        if pk77 >= 128:
                            if buf[pos] < 128:
                                pk77 = (pk77 & 127) | (buf[pos] << 7)
                                pos += 1
                            else:
                                pk77, pos = _uvarint(buf, pos - 1)
                        pk77 -= 1
                        if pk77 < 0:
                            raise _negative(pos)
                        else:
                            if pk77 * 3 > end - pos:
                                raise _short(pos)
                            f_topic_configs_74 = []
                            for _ in range(pk77):
                                n81 = buf[pos]
                                if n81 < 128:
                                    pos += 1
                                elif buf[pos + 1] < 128:
                                    n81 = (n81 & 127) | (buf[pos + 1] << 7)
                                    pos += 2
                                else:
                                    n81, pos = _uvarint(buf, pos)
                                n81 -= 1
                                if n81 < 0:
                                    raise _negative(pos)
                                else:
                                    e82 = pos + n81
                                    if e82 > end:
                                        raise _short(pos)
                                    f_key_79 = buf[pos:e82].decode()
                                    pos = e82
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
                                    e84 = pos + n83
                                    if e84 > end:
                                        raise _short(pos)
                                    f_value_80 = buf[pos:e84].decode()
                                    pos = e84
                                if buf[pos]:
                                    u85, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u85 = None
                                x78 = _new(KeyValue)
                                x78.key = f_key_79
                                x78.value = f_value_80
                                x78.unknown_tags = u85
                                f_topic_configs_74.append(x78)
                        if buf[pos]:
                            u86, pos = _unknown_tags(buf, pos, end)
                        else:
                            pos += 1
                            u86 = None
                        x70 = _new(TopicInfo)
                        x70.name = f_name_71
                        x70.partitions = f_partitions_72
                        x70.replication_factor = f_replication_factor_73
                        x70.topic_configs = f_topic_configs_74
                        x70.unknown_tags = u86
                        f_repartition_source_topics_35.append(x70)
                n87 = buf[pos]
                if n87 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n87 = (n87 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n87, pos = _uvarint(buf, pos)
                n87 -= 1
                if n87 < 0:
                    raise _negative(pos)
                else:
                    if n87 * 4 > end - pos:
                        raise _short(pos)
                    f_copartition_groups_36 = []
                    for _ in range(n87):
                        n92 = buf[pos]
                        if n92 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n92 = (n92 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n92, pos = _uvarint(buf, pos)
                        n92 -= 1
                        if n92 < 0:
                            raise _negative(pos)
                        else:
                            if n92 * 2 > end - pos:
                                raise _short(pos)
                            f_source_topics_89 = [*_array('h', n92).unpack_from(buf, pos)]
                            pos += n92 * 2
                        n93 = buf[pos]
                        if n93 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n93 = (n93 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n93, pos = _uvarint(buf, pos)
                        n93 -= 1
                        if n93 < 0:
                            raise _negative(pos)
                        else:
                            if n93 * 2 > end - pos:
                                raise _short(pos)
                            f_source_topic_regex_90 = [*_array('h', n93).unpack_from(buf, pos)]
                            pos += n93 * 2
                        n94 = buf[pos]
                        if n94 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n94 = (n94 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n94, pos = _uvarint(buf, pos)
                        n94 -= 1
                        if n94 < 0:
                            raise _negative(pos)
                        else:
                            if n94 * 2 > end - pos:
                                raise _short(pos)
                            f_repartition_source_topics_91 = [*_array('h', n94).unpack_from(buf, pos)]
                            pos += n94 * 2
                        if buf[pos]:
                            u95, pos = _unknown_tags(buf, pos, end)
                        else:
                            pos += 1
                            u95 = None
                        x88 = _new(CopartitionGroup)
                        x88.source_topics = f_source_topics_89
                        x88.source_topic_regex = f_source_topic_regex_90
                        x88.repartition_source_topics = f_repartition_source_topics_91
                        x88.unknown_tags = u95
                        f_copartition_groups_36.append(x88)
                if buf[pos]:
                    u96, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u96 = None
                x29 = _new(Subtopology)
                x29.subtopology_id = f_subtopology_id_30
                x29.source_topics = f_source_topics_31
                x29.source_topic_regex = f_source_topic_regex_32
                x29.state_changelog_topics = f_state_changelog_topics_33
                x29.repartition_sink_topics = f_repartition_sink_topics_34
                x29.repartition_source_topics = f_repartition_source_topics_35
                x29.copartition_groups = f_copartition_groups_36
                x29.unknown_tags = u96
                f_subtopologies_27.append(x29)
        if buf[pos]:
            u97, pos = _unknown_tags(buf, pos, end)
        else:
            pos += 1
            u97 = None
        f_topology_8 = _new(Topology)
        f_topology_8.epoch = f_epoch_26
        f_topology_8.subtopologies = f_subtopologies_27
        f_topology_8.unknown_tags = u97
    n98 = buf[pos]
    if n98 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n98 = (n98 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n98, pos = _uvarint(buf, pos)
    n98 -= 1
    if n98 == -1:
        f_active_tasks_9 = None
    elif n98 < 0:
        raise _negative(pos)
    else:
        if n98 * 3 > end - pos:
            raise _short(pos)
        f_active_tasks_9 = []
        for _ in range(n98):
            n102 = buf[pos]
            if n102 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n102 = (n102 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n102, pos = _uvarint(buf, pos)
            n102 -= 1
            if n102 < 0:
                raise _negative(pos)
            else:
                e103 = pos + n102
                if e103 > end:
                    raise _short(pos)
                f_subtopology_id_100 = buf[pos:e103].decode()
                pos = e103
            n104 = buf[pos]
            if n104 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n104 = (n104 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n104, pos = _uvarint(buf, pos)
            n104 -= 1
            if n104 < 0:
                raise _negative(pos)
            else:
                if n104 < 33:
                    f_partitions_101 = [*_i32s[n104](buf, pos)]
                elif n104 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_101 = [*_array('i', n104).unpack_from(buf, pos)]
                pos += n104 * 4
            if buf[pos]:
                u105, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u105 = None
            x99 = _new(StreamsGroupHeartbeatRequestTaskIds)
            x99.subtopology_id = f_subtopology_id_100
            x99.partitions = f_partitions_101
            x99.unknown_tags = u105
            f_active_tasks_9.append(x99)
    n106 = buf[pos]
    if n106 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n106 = (n106 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n106, pos = _uvarint(buf, pos)
    n106 -= 1
    if n106 == -1:
        f_standby_tasks_10 = None
    elif n106 < 0:
        raise _negative(pos)
    else:
        if n106 * 3 > end - pos:
            raise _short(pos)
        f_standby_tasks_10 = []
        for _ in range(n106):
            n110 = buf[pos]
            if n110 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n110 = (n110 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n110, pos = _uvarint(buf, pos)
            n110 -= 1
            if n110 < 0:
                raise _negative(pos)
            else:
                e111 = pos + n110
                if e111 > end:
                    raise _short(pos)
                f_subtopology_id_108 = buf[pos:e111].decode()
                pos = e111
            n112 = buf[pos]
            if n112 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n112 = (n112 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n112, pos = _uvarint(buf, pos)
            n112 -= 1
            if n112 < 0:
                raise _negative(pos)
            else:
                if n112 < 33:
                    f_partitions_109 = [*_i32s[n112](buf, pos)]
                elif n112 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_109 = [*_array('i', n112).unpack_from(buf, pos)]
                pos += n112 * 4
            if buf[pos]:
                u113, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u113 = None
            x107 = _new(StreamsGroupHeartbeatRequestTaskIds)
            x107.subtopology_id = f_subtopology_id_108
            x107.partitions = f_partitions_109
            x107.unknown_tags = u113
            f_standby_tasks_10.append(x107)
    n114 = buf[pos]
    if n114 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n114 = (n114 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n114, pos = _uvarint(buf, pos)
    n114 -= 1
    if n114 == -1:
        f_warmup_tasks_11 = None
    elif n114 < 0:
        raise _negative(pos)
    else:
        if n114 * 3 > end - pos:
            raise _short(pos)
        f_warmup_tasks_11 = []
        for _ in range(n114):
            n118 = buf[pos]
            if n118 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n118 = (n118 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n118, pos = _uvarint(buf, pos)
            n118 -= 1
            if n118 < 0:
                raise _negative(pos)
            else:
                e119 = pos + n118
                if e119 > end:
                    raise _short(pos)
                f_subtopology_id_116 = buf[pos:e119].decode()
                pos = e119
            n120 = buf[pos]
            if n120 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n120 = (n120 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n120, pos = _uvarint(buf, pos)
            n120 -= 1
            if n120 < 0:
                raise _negative(pos)
            else:
                if n120 < 33:
                    f_partitions_117 = [*_i32s[n120](buf, pos)]
                elif n120 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_117 = [*_array('i', n120).unpack_from(buf, pos)]
                pos += n120 * 4
            if buf[pos]:
                u121, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u121 = None
            x115 = _new(StreamsGroupHeartbeatRequestTaskIds)
            x115.subtopology_id = f_subtopology_id_116
            x115.partitions = f_partitions_117
            x115.unknown_tags = u121
            f_warmup_tasks_11.append(x115)
    n122 = buf[pos]
    if n122 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n122 = (n122 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n122, pos = _uvarint(buf, pos)
    n122 -= 1
    if n122 == -1:
        f_process_id_12 = None
    elif n122 < 0:
        raise _negative(pos)
    else:
        e123 = pos + n122
        if e123 > end:
            raise _short(pos)
        f_process_id_12 = buf[pos:e123].decode()
        pos = e123
    if buf[pos] == 255:
        f_user_endpoint_13 = None
        pos += 1
    else:
        pos += 1
        n126 = buf[pos]
        if n126 < 128:
            pos += 1
        elif buf[pos + 1] < 128:
            n126 = (n126 & 127) | (buf[pos + 1] << 7)
            pos += 2
        else:
            n126, pos = _uvarint(buf, pos)
        n126 -= 1
        if n126 < 0:
            raise _negative(pos)
        else:
            e127 = pos + n126
            if e127 > end:
                raise _short(pos)
            f_host_124 = buf[pos:e127].decode()
            pos = e127
        f_port_125, pk128 = _S4(buf, pos)
        pos += 3
        if pk128:
            u129, pos = _unknown_tags(buf, pos - 1, end)
        else:
            u129 = None
        f_user_endpoint_13 = _new(StreamsGroupHeartbeatRequestEndpoint)
        f_user_endpoint_13.host = f_host_124
        f_user_endpoint_13.port = f_port_125
        f_user_endpoint_13.unknown_tags = u129
    n130 = buf[pos]
    if n130 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n130 = (n130 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n130, pos = _uvarint(buf, pos)
    n130 -= 1
    if n130 == -1:
        f_client_tags_14 = None
    elif n130 < 0:
        raise _negative(pos)
    else:
        if n130 * 3 > end - pos:
            raise _short(pos)
        f_client_tags_14 = []
        for _ in range(n130):
            n134 = buf[pos]
            if n134 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n134 = (n134 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n134, pos = _uvarint(buf, pos)
            n134 -= 1
            if n134 < 0:
                raise _negative(pos)
            else:
                e135 = pos + n134
                if e135 > end:
                    raise _short(pos)
                f_key_132 = buf[pos:e135].decode()
                pos = e135
            n136 = buf[pos]
            if n136 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n136 = (n136 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n136, pos = _uvarint(buf, pos)
            n136 -= 1
            if n136 < 0:
                raise _negative(pos)
            else:
                e137 = pos + n136
                if e137 > end:
                    raise _short(pos)
                f_value_133 = buf[pos:e137].decode()
                pos = e137
            if buf[pos]:
                u138, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u138 = None
            x131 = _new(KeyValue)
            x131.key = f_key_132
            x131.value = f_value_133
            x131.unknown_tags = u138
            f_client_tags_14.append(x131)
    n139 = buf[pos]
    if n139 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n139 = (n139 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n139, pos = _uvarint(buf, pos)
    n139 -= 1
    if n139 == -1:
        f_task_offsets_15 = None
    elif n139 < 0:
        raise _negative(pos)
    else:
        if n139 * 14 > end - pos:
            raise _short(pos)
        f_task_offsets_15 = []
        for _ in range(n139):
            n144 = buf[pos]
            if n144 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n144 = (n144 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n144, pos = _uvarint(buf, pos)
            n144 -= 1
            if n144 < 0:
                raise _negative(pos)
            else:
                e145 = pos + n144
                if e145 > end:
                    raise _short(pos)
                f_subtopology_id_141 = buf[pos:e145].decode()
                pos = e145
            f_partition_142, f_offset_143, pk146 = _S5(buf, pos)
            pos += 13
            if pk146:
                u147, pos = _unknown_tags(buf, pos - 1, end)
            else:
                u147 = None
            x140 = _new(TaskOffset)
            x140.subtopology_id = f_subtopology_id_141
            x140.partition = f_partition_142
            x140.offset = f_offset_143
            x140.unknown_tags = u147
            f_task_offsets_15.append(x140)
    n148 = buf[pos]
    if n148 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n148 = (n148 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n148, pos = _uvarint(buf, pos)
    n148 -= 1
    if n148 == -1:
        f_task_end_offsets_16 = None
    elif n148 < 0:
        raise _negative(pos)
    else:
        if n148 * 14 > end - pos:
            raise _short(pos)
        f_task_end_offsets_16 = []
        for _ in range(n148):
            n153 = buf[pos]
            if n153 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n153 = (n153 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n153, pos = _uvarint(buf, pos)
            n153 -= 1
            if n153 < 0:
                raise _negative(pos)
            else:
                e154 = pos + n153
                if e154 > end:
                    raise _short(pos)
                f_subtopology_id_150 = buf[pos:e154].decode()
                pos = e154
            f_partition_151, f_offset_152, pk155 = _S5(buf, pos)
            pos += 13
            if pk155:
                u156, pos = _unknown_tags(buf, pos - 1, end)
            else:
                u156 = None
            x149 = _new(TaskOffset)
            x149.subtopology_id = f_subtopology_id_150
            x149.partition = f_partition_151
            x149.offset = f_offset_152
            x149.unknown_tags = u156
            f_task_end_offsets_16.append(x149)
    f_shutdown_application_17, pk157 = _S6(buf, pos)
    pos += 2
    if pk157:
        u158, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u158 = None
    o = _new(StreamsGroupHeartbeatRequest)
    o.group_id = f_group_id_1
    o.member_id = f_member_id_2
    o.member_epoch = f_member_epoch_3
    o.endpoint_information_epoch = f_endpoint_information_epoch_4
    o.instance_id = f_instance_id_5
    o.rack_id = f_rack_id_6
    o.rebalance_timeout_ms = f_rebalance_timeout_ms_7
    o.topology = f_topology_8
    o.active_tasks = f_active_tasks_9
    o.standby_tasks = f_standby_tasks_10
    o.warmup_tasks = f_warmup_tasks_11
    o.process_id = f_process_id_12
    o.user_endpoint = f_user_endpoint_13
    o.client_tags = f_client_tags_14
    o.task_offsets = f_task_offsets_15
    o.task_end_offsets = f_task_end_offsets_16
    o.shutdown_application = f_shutdown_application_17
    o.unknown_tags = u158
    return o, pos


def _e_StreamsGroupHeartbeatRequest_v0(o: StreamsGroupHeartbeatRequest, out: list[bytes]) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_encode_uvarint(len(b1) + 1))
    out.append(b1)
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_encode_uvarint(len(b2) + 1))
    out.append(b2)
    out.append(_P7(o.member_epoch, o.endpoint_information_epoch))
    if o.instance_id is None:
        out.append(b'\x00')
    else:
        b3 = o.instance_id.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_encode_uvarint(len(b3) + 1))
        out.append(b3)
    if o.rack_id is None:
        out.append(b'\x00')
    else:
        b4 = o.rack_id.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_encode_uvarint(len(b4) + 1))
        out.append(b4)
    out.append(_P1(o.rebalance_timeout_ms))
    if o.topology is None:
        out.append(b'\xff')
    else:
        out.append(b'\x01')
        out.append(_P1(o.topology.epoch))
        if len(o.topology.subtopologies) + 1 < 128:
            out.append(_B1[len(o.topology.subtopologies) + 1])
        else:
            out.append(_encode_uvarint(len(o.topology.subtopologies) + 1))
        for x5 in o.topology.subtopologies:
            b6 = x5.subtopology_id.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_encode_uvarint(len(b6) + 1))
            out.append(b6)
            if len(x5.source_topics) + 1 < 128:
                out.append(_B1[len(x5.source_topics) + 1])
            else:
                out.append(_encode_uvarint(len(x5.source_topics) + 1))
            for x7 in x5.source_topics:
                b8 = x7.encode()
                if len(b8) + 1 < 128:
                    out.append(_B1[len(b8) + 1])
                else:
                    out.append(_encode_uvarint(len(b8) + 1))
                out.append(b8)
            if len(x5.source_topic_regex) + 1 < 128:
                out.append(_B1[len(x5.source_topic_regex) + 1])
            else:
                out.append(_encode_uvarint(len(x5.source_topic_regex) + 1))
            for x9 in x5.source_topic_regex:
                b10 = x9.encode()
                if len(b10) + 1 < 128:
                    out.append(_B1[len(b10) + 1])
                else:
                    out.append(_encode_uvarint(len(b10) + 1))
                out.append(b10)
            if len(x5.state_changelog_topics) + 1 < 128:
                out.append(_B1[len(x5.state_changelog_topics) + 1])
            else:
                out.append(_encode_uvarint(len(x5.state_changelog_topics) + 1))
            for x11 in x5.state_changelog_topics:
                b12 = x11.name.encode()
                if len(b12) + 1 < 128:
                    out.append(_B1[len(b12) + 1])
                else:
                    out.append(_encode_uvarint(len(b12) + 1))
                out.append(b12)
                out.append(_P8(x11.partitions, x11.replication_factor))
                if len(x11.topic_configs) + 1 < 128:
                    out.append(_B1[len(x11.topic_configs) + 1])
                else:
                    out.append(_encode_uvarint(len(x11.topic_configs) + 1))
                for x13 in x11.topic_configs:
                    b14 = x13.key.encode()
                    if len(b14) + 1 < 128:
                        out.append(_B1[len(b14) + 1])
                    else:
                        out.append(_encode_uvarint(len(b14) + 1))
                    out.append(b14)
                    b15 = x13.value.encode()
                    if len(b15) + 1 < 128:
                        out.append(_B1[len(b15) + 1])
                    else:
                        out.append(_encode_uvarint(len(b15) + 1))
                    out.append(b15)
                    if x13.unknown_tags:
                        _write_tags(out, [], x13.unknown_tags)
                    else:
                        out.append(b'\x00')
                if x11.unknown_tags:
                    _write_tags(out, [], x11.unknown_tags)
                else:
                    out.append(b'\x00')
            if len(x5.repartition_sink_topics) + 1 < 128:
                out.append(_B1[len(x5.repartition_sink_topics) + 1])
            else:
                out.append(_encode_uvarint(len(x5.repartition_sink_topics) + 1))
            for x16 in x5.repartition_sink_topics:
                b17 = x16.encode()
                if len(b17) + 1 < 128:
                    out.append(_B1[len(b17) + 1])
                else:
                    out.append(_encode_uvarint(len(b17) + 1))
                out.append(b17)
            if len(x5.repartition_source_topics) + 1 < 128:
                out.append(_B1[len(x5.repartition_source_topics) + 1])
            else:
                out.append(_encode_uvarint(len(x5.repartition_source_topics) + 1))
            for x18 in x5.repartition_source_topics:
                b19 = x18.name.encode()
                if len(b19) + 1 < 128:
                    out.append(_B1[len(b19) + 1])
                else:
                    out.append(_encode_uvarint(len(b19) + 1))
                out.append(b19)
                out.append(_P8(x18.partitions, x18.replication_factor))
                if len(x18.topic_configs) + 1 < 128:
                    out.append(_B1[len(x18.topic_configs) + 1])
                else:
                    out.append(_encode_uvarint(len(x18.topic_configs) + 1))
                for x20 in x18.topic_configs:
                    b21 = x20.key.encode()
                    if len(b21) + 1 < 128:
                        out.append(_B1[len(b21) + 1])
                    else:
                        out.append(_encode_uvarint(len(b21) + 1))
                    out.append(b21)
                    b22 = x20.value.encode()
                    if len(b22) + 1 < 128:
                        out.append(_B1[len(b22) + 1])
                    else:
                        out.append(_encode_uvarint(len(b22) + 1))
                    out.append(b22)
                    if x20.unknown_tags:
                        _write_tags(out, [], x20.unknown_tags)
                    else:
                        out.append(b'\x00')
                if x18.unknown_tags:
                    _write_tags(out, [], x18.unknown_tags)
                else:
                    out.append(b'\x00')
            if len(x5.copartition_groups) + 1 < 128:
                out.append(_B1[len(x5.copartition_groups) + 1])
            else:
                out.append(_encode_uvarint(len(x5.copartition_groups) + 1))
            for x23 in x5.copartition_groups:
                if len(x23.source_topics) + 1 < 128:
                    out.append(_B1[len(x23.source_topics) + 1])
                else:
                    out.append(_encode_uvarint(len(x23.source_topics) + 1))
                out.append(_array('h', len(x23.source_topics)).pack(*x23.source_topics))
                if len(x23.source_topic_regex) + 1 < 128:
                    out.append(_B1[len(x23.source_topic_regex) + 1])
                else:
                    out.append(_encode_uvarint(len(x23.source_topic_regex) + 1))
                out.append(_array('h', len(x23.source_topic_regex)).pack(*x23.source_topic_regex))
                if len(x23.repartition_source_topics) + 1 < 128:
                    out.append(_B1[len(x23.repartition_source_topics) + 1])
                else:
                    out.append(_encode_uvarint(len(x23.repartition_source_topics) + 1))
                out.append(_array('h', len(x23.repartition_source_topics)).pack(*x23.repartition_source_topics))
                if x23.unknown_tags:
                    _write_tags(out, [], x23.unknown_tags)
                else:
                    out.append(b'\x00')
            if x5.unknown_tags:
                _write_tags(out, [], x5.unknown_tags)
            else:
                out.append(b'\x00')
        if o.topology.unknown_tags:
            _write_tags(out, [], o.topology.unknown_tags)
        else:
            out.append(b'\x00')
    if o.active_tasks is None:
        out.append(b'\x00')
    else:
        if len(o.active_tasks) + 1 < 128:
            out.append(_B1[len(o.active_tasks) + 1])
        else:
            out.append(_encode_uvarint(len(o.active_tasks) + 1))
        for x24 in o.active_tasks:
            b25 = x24.subtopology_id.encode()
            if len(b25) + 1 < 128:
                out.append(_B1[len(b25) + 1])
            else:
                out.append(_encode_uvarint(len(b25) + 1))
            out.append(b25)
            if len(x24.partitions) + 1 < 128:
                out.append(_B1[len(x24.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x24.partitions) + 1))
            out.append(_array('i', len(x24.partitions)).pack(*x24.partitions))
            if x24.unknown_tags:
                _write_tags(out, [], x24.unknown_tags)
            else:
                out.append(b'\x00')
    if o.standby_tasks is None:
        out.append(b'\x00')
    else:
        if len(o.standby_tasks) + 1 < 128:
            out.append(_B1[len(o.standby_tasks) + 1])
        else:
            out.append(_encode_uvarint(len(o.standby_tasks) + 1))
        for x26 in o.standby_tasks:
            b27 = x26.subtopology_id.encode()
            if len(b27) + 1 < 128:
                out.append(_B1[len(b27) + 1])
            else:
                out.append(_encode_uvarint(len(b27) + 1))
            out.append(b27)
            if len(x26.partitions) + 1 < 128:
                out.append(_B1[len(x26.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x26.partitions) + 1))
            out.append(_array('i', len(x26.partitions)).pack(*x26.partitions))
            if x26.unknown_tags:
                _write_tags(out, [], x26.unknown_tags)
            else:
                out.append(b'\x00')
    if o.warmup_tasks is None:
        out.append(b'\x00')
    else:
        if len(o.warmup_tasks) + 1 < 128:
            out.append(_B1[len(o.warmup_tasks) + 1])
        else:
            out.append(_encode_uvarint(len(o.warmup_tasks) + 1))
        for x28 in o.warmup_tasks:
            b29 = x28.subtopology_id.encode()
            if len(b29) + 1 < 128:
                out.append(_B1[len(b29) + 1])
            else:
                out.append(_encode_uvarint(len(b29) + 1))
            out.append(b29)
            if len(x28.partitions) + 1 < 128:
                out.append(_B1[len(x28.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x28.partitions) + 1))
            out.append(_array('i', len(x28.partitions)).pack(*x28.partitions))
            if x28.unknown_tags:
                _write_tags(out, [], x28.unknown_tags)
            else:
                out.append(b'\x00')
    if o.process_id is None:
        out.append(b'\x00')
    else:
        b30 = o.process_id.encode()
        if len(b30) + 1 < 128:
            out.append(_B1[len(b30) + 1])
        else:
            out.append(_encode_uvarint(len(b30) + 1))
        out.append(b30)
    if o.user_endpoint is None:
        out.append(b'\xff')
    else:
        out.append(b'\x01')
        b31 = o.user_endpoint.host.encode()
        if len(b31) + 1 < 128:
            out.append(_B1[len(b31) + 1])
        else:
            out.append(_encode_uvarint(len(b31) + 1))
        out.append(b31)
        out.append(_P9(o.user_endpoint.port))
        if o.user_endpoint.unknown_tags:
            _write_tags(out, [], o.user_endpoint.unknown_tags)
        else:
            out.append(b'\x00')
    if o.client_tags is None:
        out.append(b'\x00')
    else:
        if len(o.client_tags) + 1 < 128:
            out.append(_B1[len(o.client_tags) + 1])
        else:
            out.append(_encode_uvarint(len(o.client_tags) + 1))
        for x32 in o.client_tags:
            b33 = x32.key.encode()
            if len(b33) + 1 < 128:
                out.append(_B1[len(b33) + 1])
            else:
                out.append(_encode_uvarint(len(b33) + 1))
            out.append(b33)
            b34 = x32.value.encode()
            if len(b34) + 1 < 128:
                out.append(_B1[len(b34) + 1])
            else:
                out.append(_encode_uvarint(len(b34) + 1))
            out.append(b34)
            if x32.unknown_tags:
                _write_tags(out, [], x32.unknown_tags)
            else:
                out.append(b'\x00')
    if o.task_offsets is None:
        out.append(b'\x00')
    else:
        if len(o.task_offsets) + 1 < 128:
            out.append(_B1[len(o.task_offsets) + 1])
        else:
            out.append(_encode_uvarint(len(o.task_offsets) + 1))
        for x35 in o.task_offsets:
            b36 = x35.subtopology_id.encode()
            if len(b36) + 1 < 128:
                out.append(_B1[len(b36) + 1])
            else:
                out.append(_encode_uvarint(len(b36) + 1))
            out.append(b36)
            out.append(_P10(x35.partition, x35.offset))
            if x35.unknown_tags:
                _write_tags(out, [], x35.unknown_tags)
            else:
                out.append(b'\x00')
    if o.task_end_offsets is None:
        out.append(b'\x00')
    else:
        if len(o.task_end_offsets) + 1 < 128:
            out.append(_B1[len(o.task_end_offsets) + 1])
        else:
            out.append(_encode_uvarint(len(o.task_end_offsets) + 1))
        for x37 in o.task_end_offsets:
            b38 = x37.subtopology_id.encode()
            if len(b38) + 1 < 128:
                out.append(_B1[len(b38) + 1])
            else:
                out.append(_encode_uvarint(len(b38) + 1))
            out.append(b38)
            out.append(_P10(x37.partition, x37.offset))
            if x37.unknown_tags:
                _write_tags(out, [], x37.unknown_tags)
            else:
                out.append(b'\x00')
    out.append(_P11(o.shutdown_application))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_StreamsGroupHeartbeatResponse_v0(buf: bytes, pos: int, end: int) -> tuple[StreamsGroupHeartbeatResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, pk15 = _S3(buf, pos)
    pos += 7
    if pk15 >= 128:
        if buf[pos] < 128:
            pk15 = (pk15 & 127) | (buf[pos] << 7)
            pos += 1
        else:
            pk15, pos = _uvarint(buf, pos - 1)
    pk15 -= 1
    if pk15 == -1:
        f_error_message_3 = None
    elif pk15 < 0:
        raise _negative(pos)
    else:
        e16 = pos + pk15
        if e16 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e16].decode()
        pos = e16
    n17 = buf[pos]
    if n17 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n17 = (n17 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n17, pos = _uvarint(buf, pos)
    n17 -= 1
    if n17 < 0:
        raise _negative(pos)
    else:
        e18 = pos + n17
        if e18 > end:
            raise _short(pos)
        f_member_id_4 = buf[pos:e18].decode()
        pos = e18
    f_member_epoch_5, f_heartbeat_interval_ms_6, f_acceptable_recovery_lag_7, f_task_offset_interval_ms_8, pk19 = _S12(buf, pos)
    pos += 17
    if pk19 >= 128:
        if buf[pos] < 128:
            pk19 = (pk19 & 127) | (buf[pos] << 7)
            pos += 1
        else:
            pk19, pos = _uvarint(buf, pos - 1)
    pk19 -= 1
    if pk19 == -1:
        f_status_9 = None
    elif pk19 < 0:
        raise _negative(pos)
    else:
        if pk19 * 3 > end - pos:
            raise _short(pos)
        f_status_9 = []
        for _ in range(pk19):
            f_status_code_21, pk23 = _S13(buf, pos)
            pos += 2
            if pk23 >= 128:
                if buf[pos] < 128:
                    pk23 = (pk23 & 127) | (buf[pos] << 7)
                    pos += 1
                else:
                    pk23, pos = _uvarint(buf, pos - 1)
            pk23 -= 1
            if pk23 < 0:
                raise _negative(pos)
            else:
                e24 = pos + pk23
                if e24 > end:
                    raise _short(pos)
                f_status_detail_22 = buf[pos:e24].decode()
                pos = e24
            if buf[pos]:
                u25, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u25 = None
            x20 = _new(Status)
            x20.status_code = f_status_code_21
            x20.status_detail = f_status_detail_22
            x20.unknown_tags = u25
            f_status_9.append(x20)
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
        f_active_tasks_10 = None
    elif n26 < 0:
        raise _negative(pos)
    else:
        if n26 * 3 > end - pos:
            raise _short(pos)
        f_active_tasks_10 = []
        for _ in range(n26):
            n30 = buf[pos]
            if n30 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n30 = (n30 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n30, pos = _uvarint(buf, pos)
            n30 -= 1
            if n30 < 0:
                raise _negative(pos)
            else:
                e31 = pos + n30
                if e31 > end:
                    raise _short(pos)
                f_subtopology_id_28 = buf[pos:e31].decode()
                pos = e31
            n32 = buf[pos]
            if n32 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n32 = (n32 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n32, pos = _uvarint(buf, pos)
            n32 -= 1
            if n32 < 0:
                raise _negative(pos)
            else:
                if n32 < 33:
                    f_partitions_29 = [*_i32s[n32](buf, pos)]
                elif n32 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_29 = [*_array('i', n32).unpack_from(buf, pos)]
                pos += n32 * 4
            if buf[pos]:
                u33, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u33 = None
            x27 = _new(StreamsGroupHeartbeatResponseTaskIds)
            x27.subtopology_id = f_subtopology_id_28
            x27.partitions = f_partitions_29
            x27.unknown_tags = u33
            f_active_tasks_10.append(x27)
    n34 = buf[pos]
    if n34 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n34 = (n34 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n34, pos = _uvarint(buf, pos)
    n34 -= 1
    if n34 == -1:
        f_standby_tasks_11 = None
    elif n34 < 0:
        raise _negative(pos)
    else:
        if n34 * 3 > end - pos:
            raise _short(pos)
        f_standby_tasks_11 = []
        for _ in range(n34):
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
                f_subtopology_id_36 = buf[pos:e39].decode()
                pos = e39
            n40 = buf[pos]
            if n40 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n40 = (n40 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n40, pos = _uvarint(buf, pos)
            n40 -= 1
            if n40 < 0:
                raise _negative(pos)
            else:
                if n40 < 33:
                    f_partitions_37 = [*_i32s[n40](buf, pos)]
                elif n40 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_37 = [*_array('i', n40).unpack_from(buf, pos)]
                pos += n40 * 4
            if buf[pos]:
                u41, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u41 = None
            x35 = _new(StreamsGroupHeartbeatResponseTaskIds)
            x35.subtopology_id = f_subtopology_id_36
            x35.partitions = f_partitions_37
            x35.unknown_tags = u41
            f_standby_tasks_11.append(x35)
    n42 = buf[pos]
    if n42 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n42 = (n42 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n42, pos = _uvarint(buf, pos)
    n42 -= 1
    if n42 == -1:
        f_warmup_tasks_12 = None
    elif n42 < 0:
        raise _negative(pos)
    else:
        if n42 * 3 > end - pos:
            raise _short(pos)
        f_warmup_tasks_12 = []
        for _ in range(n42):
            n46 = buf[pos]
            if n46 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n46 = (n46 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n46, pos = _uvarint(buf, pos)
            n46 -= 1
            if n46 < 0:
                raise _negative(pos)
            else:
                e47 = pos + n46
                if e47 > end:
                    raise _short(pos)
                f_subtopology_id_44 = buf[pos:e47].decode()
                pos = e47
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
                if n48 < 33:
                    f_partitions_45 = [*_i32s[n48](buf, pos)]
                elif n48 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_45 = [*_array('i', n48).unpack_from(buf, pos)]
                pos += n48 * 4
            if buf[pos]:
                u49, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u49 = None
            x43 = _new(StreamsGroupHeartbeatResponseTaskIds)
            x43.subtopology_id = f_subtopology_id_44
            x43.partitions = f_partitions_45
            x43.unknown_tags = u49
            f_warmup_tasks_12.append(x43)
    f_endpoint_information_epoch_13, pk50 = _S2(buf, pos)
    pos += 5
    if pk50 >= 128:
        if buf[pos] < 128:
            pk50 = (pk50 & 127) | (buf[pos] << 7)
            pos += 1
        else:
            pk50, pos = _uvarint(buf, pos - 1)
    pk50 -= 1
    if pk50 == -1:
        f_partitions_by_user_endpoint_14 = None
    elif pk50 < 0:
        raise _negative(pos)
    else:
        if pk50 * 7 > end - pos:
            raise _short(pos)
        f_partitions_by_user_endpoint_14 = []
        for _ in range(pk50):
            n57 = buf[pos]
            if n57 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n57 = (n57 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n57, pos = _uvarint(buf, pos)
            n57 -= 1
            if n57 < 0:
                raise _negative(pos)
            else:
                e58 = pos + n57
                if e58 > end:
                    raise _short(pos)
                f_host_55 = buf[pos:e58].decode()
                pos = e58
            f_port_56, pk59 = _S4(buf, pos)
            pos += 3
            if pk59:
                u60, pos = _unknown_tags(buf, pos - 1, end)
            else:
                u60 = None
            f_user_endpoint_52 = _new(StreamsGroupHeartbeatResponseEndpoint)
            f_user_endpoint_52.host = f_host_55
            f_user_endpoint_52.port = f_port_56
            f_user_endpoint_52.unknown_tags = u60
            n61 = buf[pos]
            if n61 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n61 = (n61 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n61, pos = _uvarint(buf, pos)
            n61 -= 1
            if n61 < 0:
                raise _negative(pos)
            else:
                if n61 * 3 > end - pos:
                    raise _short(pos)
                f_active_partitions_53 = []
                for _ in range(n61):
                    n65 = buf[pos]
                    if n65 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n65 = (n65 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n65, pos = _uvarint(buf, pos)
                    n65 -= 1
                    if n65 < 0:
                        raise _negative(pos)
                    else:
                        e66 = pos + n65
                        if e66 > end:
                            raise _short(pos)
                        f_topic_63 = buf[pos:e66].decode()
                        pos = e66
                    n67 = buf[pos]
                    if n67 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n67 = (n67 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n67, pos = _uvarint(buf, pos)
                    n67 -= 1
                    if n67 < 0:
                        raise _negative(pos)
                    else:
                        if n67 < 33:
                            f_partitions_64 = [*_i32s[n67](buf, pos)]
                        elif n67 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_64 = [*_array('i', n67).unpack_from(buf, pos)]
                        pos += n67 * 4
                    if buf[pos]:
                        u68, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u68 = None
                    x62 = _new(TopicPartition)
                    x62.topic = f_topic_63
                    x62.partitions = f_partitions_64
                    x62.unknown_tags = u68
                    f_active_partitions_53.append(x62)
            n69 = buf[pos]
            if n69 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n69 = (n69 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n69, pos = _uvarint(buf, pos)
            n69 -= 1
            if n69 < 0:
                raise _negative(pos)
            else:
                if n69 * 3 > end - pos:
                    raise _short(pos)
                f_standby_partitions_54 = []
                for _ in range(n69):
                    n73 = buf[pos]
                    if n73 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n73 = (n73 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n73, pos = _uvarint(buf, pos)
                    n73 -= 1
                    if n73 < 0:
                        raise _negative(pos)
                    else:
                        e74 = pos + n73
                        if e74 > end:
                            raise _short(pos)
                        f_topic_71 = buf[pos:e74].decode()
                        pos = e74
                    n75 = buf[pos]
                    if n75 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n75 = (n75 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n75, pos = _uvarint(buf, pos)
                    n75 -= 1
                    if n75 < 0:
                        raise _negative(pos)
                    else:
                        if n75 < 33:
                            f_partitions_72 = [*_i32s[n75](buf, pos)]
                        elif n75 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_72 = [*_array('i', n75).unpack_from(buf, pos)]
                        pos += n75 * 4
                    if buf[pos]:
                        u76, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u76 = None
                    x70 = _new(TopicPartition)
                    x70.topic = f_topic_71
                    x70.partitions = f_partitions_72
                    x70.unknown_tags = u76
                    f_standby_partitions_54.append(x70)
            if buf[pos]:
                u77, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u77 = None
            x51 = _new(EndpointToPartitions)
            x51.user_endpoint = f_user_endpoint_52
            x51.active_partitions = f_active_partitions_53
            x51.standby_partitions = f_standby_partitions_54
            x51.unknown_tags = u77
            f_partitions_by_user_endpoint_14.append(x51)
    if buf[pos]:
        u78, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u78 = None
    o = _new(StreamsGroupHeartbeatResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.member_id = f_member_id_4
    o.member_epoch = f_member_epoch_5
    o.heartbeat_interval_ms = f_heartbeat_interval_ms_6
    o.acceptable_recovery_lag = f_acceptable_recovery_lag_7
    o.task_offset_interval_ms = f_task_offset_interval_ms_8
    o.status = f_status_9
    o.active_tasks = f_active_tasks_10
    o.standby_tasks = f_standby_tasks_11
    o.warmup_tasks = f_warmup_tasks_12
    o.endpoint_information_epoch = f_endpoint_information_epoch_13
    o.partitions_by_user_endpoint = f_partitions_by_user_endpoint_14
    o.unknown_tags = u78
    return o, pos


def _e_StreamsGroupHeartbeatResponse_v0(o: StreamsGroupHeartbeatResponse, out: list[bytes]) -> None:
    out.append(_P8(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_encode_uvarint(len(b1) + 1))
        out.append(b1)
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_encode_uvarint(len(b2) + 1))
    out.append(b2)
    out.append(_P14(o.member_epoch, o.heartbeat_interval_ms, o.acceptable_recovery_lag, o.task_offset_interval_ms))
    if o.status is None:
        out.append(b'\x00')
    else:
        if len(o.status) + 1 < 128:
            out.append(_B1[len(o.status) + 1])
        else:
            out.append(_encode_uvarint(len(o.status) + 1))
        for x3 in o.status:
            out.append(_P15(x3.status_code))
            b4 = x3.status_detail.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_encode_uvarint(len(b4) + 1))
            out.append(b4)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
    if o.active_tasks is None:
        out.append(b'\x00')
    else:
        if len(o.active_tasks) + 1 < 128:
            out.append(_B1[len(o.active_tasks) + 1])
        else:
            out.append(_encode_uvarint(len(o.active_tasks) + 1))
        for x5 in o.active_tasks:
            b6 = x5.subtopology_id.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_encode_uvarint(len(b6) + 1))
            out.append(b6)
            if len(x5.partitions) + 1 < 128:
                out.append(_B1[len(x5.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x5.partitions) + 1))
            out.append(_array('i', len(x5.partitions)).pack(*x5.partitions))
            if x5.unknown_tags:
                _write_tags(out, [], x5.unknown_tags)
            else:
                out.append(b'\x00')
    if o.standby_tasks is None:
        out.append(b'\x00')
    else:
        if len(o.standby_tasks) + 1 < 128:
            out.append(_B1[len(o.standby_tasks) + 1])
        else:
            out.append(_encode_uvarint(len(o.standby_tasks) + 1))
        for x7 in o.standby_tasks:
            b8 = x7.subtopology_id.encode()
            if len(b8) + 1 < 128:
                out.append(_B1[len(b8) + 1])
            else:
                out.append(_encode_uvarint(len(b8) + 1))
            out.append(b8)
            if len(x7.partitions) + 1 < 128:
                out.append(_B1[len(x7.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x7.partitions) + 1))
            out.append(_array('i', len(x7.partitions)).pack(*x7.partitions))
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(b'\x00')
    if o.warmup_tasks is None:
        out.append(b'\x00')
    else:
        if len(o.warmup_tasks) + 1 < 128:
            out.append(_B1[len(o.warmup_tasks) + 1])
        else:
            out.append(_encode_uvarint(len(o.warmup_tasks) + 1))
        for x9 in o.warmup_tasks:
            b10 = x9.subtopology_id.encode()
            if len(b10) + 1 < 128:
                out.append(_B1[len(b10) + 1])
            else:
                out.append(_encode_uvarint(len(b10) + 1))
            out.append(b10)
            if len(x9.partitions) + 1 < 128:
                out.append(_B1[len(x9.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x9.partitions) + 1))
            out.append(_array('i', len(x9.partitions)).pack(*x9.partitions))
            if x9.unknown_tags:
                _write_tags(out, [], x9.unknown_tags)
            else:
                out.append(b'\x00')
    out.append(_P1(o.endpoint_information_epoch))
    if o.partitions_by_user_endpoint is None:
        out.append(b'\x00')
    else:
        if len(o.partitions_by_user_endpoint) + 1 < 128:
            out.append(_B1[len(o.partitions_by_user_endpoint) + 1])
        else:
            out.append(_encode_uvarint(len(o.partitions_by_user_endpoint) + 1))
        for x11 in o.partitions_by_user_endpoint:
            b12 = x11.user_endpoint.host.encode()
            if len(b12) + 1 < 128:
                out.append(_B1[len(b12) + 1])
            else:
                out.append(_encode_uvarint(len(b12) + 1))
            out.append(b12)
            out.append(_P9(x11.user_endpoint.port))
            if x11.user_endpoint.unknown_tags:
                _write_tags(out, [], x11.user_endpoint.unknown_tags)
            else:
                out.append(b'\x00')
            if len(x11.active_partitions) + 1 < 128:
                out.append(_B1[len(x11.active_partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x11.active_partitions) + 1))
            for x13 in x11.active_partitions:
                b14 = x13.topic.encode()
                if len(b14) + 1 < 128:
                    out.append(_B1[len(b14) + 1])
                else:
                    out.append(_encode_uvarint(len(b14) + 1))
                out.append(b14)
                if len(x13.partitions) + 1 < 128:
                    out.append(_B1[len(x13.partitions) + 1])
                else:
                    out.append(_encode_uvarint(len(x13.partitions) + 1))
                out.append(_array('i', len(x13.partitions)).pack(*x13.partitions))
                if x13.unknown_tags:
                    _write_tags(out, [], x13.unknown_tags)
                else:
                    out.append(b'\x00')
            if len(x11.standby_partitions) + 1 < 128:
                out.append(_B1[len(x11.standby_partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x11.standby_partitions) + 1))
            for x15 in x11.standby_partitions:
                b16 = x15.topic.encode()
                if len(b16) + 1 < 128:
                    out.append(_B1[len(b16) + 1])
                else:
                    out.append(_encode_uvarint(len(b16) + 1))
                out.append(b16)
                if len(x15.partitions) + 1 < 128:
                    out.append(_B1[len(x15.partitions) + 1])
                else:
                    out.append(_encode_uvarint(len(x15.partitions) + 1))
                out.append(_array('i', len(x15.partitions)).pack(*x15.partitions))
                if x15.unknown_tags:
                    _write_tags(out, [], x15.unknown_tags)
                else:
                    out.append(b'\x00')
            if x11.unknown_tags:
                _write_tags(out, [], x11.unknown_tags)
            else:
                out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


StreamsGroupHeartbeatRequest.DECODERS = (_d_StreamsGroupHeartbeatRequest_v0,)
StreamsGroupHeartbeatRequest.ENCODERS = (_e_StreamsGroupHeartbeatRequest_v0,)

StreamsGroupHeartbeatResponse.DECODERS = (_d_StreamsGroupHeartbeatResponse_v0,)
StreamsGroupHeartbeatResponse.ENCODERS = (_e_StreamsGroupHeartbeatResponse_v0,)
