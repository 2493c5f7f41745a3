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
_S11 = _Struct('>B').unpack_from
_P11 = _Struct('>B').pack
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


class StreamsGroupHeartbeatRequest(Request["StreamsGroupHeartbeatResponse"]):
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
        f_group_id_1 = buf[pos:e19].decode()
        pos = e19
    n20 = buf[pos]
    if n20 < 128:
        pos += 1
        n20 -= 1
    elif buf[pos + 1] < 128:
        n20 = n20 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n20, pos = _string_uvarint(buf, pos)
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
    if pk22 < 128:
        pk22 -= 1
    elif buf[pos] < 128:
        pk22 = pk22 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk22, pos = _string_uvarint(buf, pos - 1)
        pk22 -= 1
    if pk22 == -1:
        f_instance_id_5 = None
    else:
        e23 = pos + pk22
        if e23 > end:
            raise _short(pos)
        f_instance_id_5 = buf[pos:e23].decode()
        pos = e23
    n24 = buf[pos]
    if n24 < 128:
        pos += 1
        n24 -= 1
    elif buf[pos + 1] < 128:
        n24 = n24 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n24, pos = _string_uvarint(buf, pos)
        n24 -= 1
    if n24 == -1:
        f_rack_id_6 = None
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
        if pk28 < 128:
            pk28 -= 1
        elif buf[pos] < 128:
            pk28 = pk28 + buf[pos] * 128 - 129
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
            if pk28:
                for _ in (_ranges[pk28] if pk28 < 256 else range(pk28)):
                    n37 = buf[pos]
                    if n37 < 128:
                        pos += 1
                        n37 -= 1
                    elif buf[pos + 1] < 128:
                        n37 = n37 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n37, pos = _string_uvarint(buf, pos)
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
                        n39 -= 1
                    elif buf[pos + 1] < 128:
                        n39 = n39 + buf[pos + 1] * 128 - 129
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
                        for _ in (_ranges[n39] if n39 < 256 else range(n39)):
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
                        n43 -= 1
                    elif buf[pos + 1] < 128:
                        n43 = n43 + buf[pos + 1] * 128 - 129
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
                        for _ in (_ranges[n43] if n43 < 256 else range(n43)):
                            n45 = buf[pos]
                            if n45 < 128:
                                pos += 1
                                n45 -= 1
                            elif buf[pos + 1] < 128:
                                n45 = n45 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n45, pos = _string_uvarint(buf, pos)
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
                        n47 -= 1
                    elif buf[pos + 1] < 128:
                        n47 = n47 + buf[pos + 1] * 128 - 129
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
                        if n47:
                            for _ in (_ranges[n47] if n47 < 256 else range(n47)):
                                n53 = buf[pos]
                                if n53 < 128:
                                    pos += 1
                                    n53 -= 1
                                elif buf[pos + 1] < 128:
                                    n53 = n53 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n53, pos = _string_uvarint(buf, pos)
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
                                if pk55 < 128:
                                    pk55 -= 1
                                elif buf[pos] < 128:
                                    pk55 = pk55 + buf[pos] * 128 - 129
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
                                    if pk55:
                                        for _ in (_ranges[pk55] if pk55 < 256 else range(pk55)):
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
                                                n61 -= 1
                                            elif buf[pos + 1] < 128:
                                                n61 = n61 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n61, pos = _string_uvarint(buf, pos)
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
                        n65 -= 1
                    elif buf[pos + 1] < 128:
                        n65 = n65 + buf[pos + 1] * 128 - 129
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
                        for _ in (_ranges[n65] if n65 < 256 else range(n65)):
                            n67 = buf[pos]
                            if n67 < 128:
                                pos += 1
                                n67 -= 1
                            elif buf[pos + 1] < 128:
                                n67 = n67 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n67, pos = _string_uvarint(buf, pos)
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
                        n69 -= 1
                    elif buf[pos + 1] < 128:
                        n69 = n69 + buf[pos + 1] * 128 - 129
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
                        if n69:
                            for _ in (_ranges[n69] if n69 < 256 else range(n69)):
                                n75 = buf[pos]
                                if n75 < 128:
                                    pos += 1
                                    n75 -= 1
                                elif buf[pos + 1] < 128:
                                    n75 = n75 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n75, pos = _string_uvarint(buf, pos)
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
                                if pk77 < 128:
                                    pk77 -= 1
                                elif buf[pos] < 128:
                                    pk77 = pk77 + buf[pos] * 128 - 129
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
                                    if pk77:
                                        for _ in (_ranges[pk77] if pk77 < 256 else range(pk77)):
                                            n81 = buf[pos]
                                            if n81 < 128:
                                                pos += 1
                                                n81 -= 1
                                            elif buf[pos + 1] < 128:
                                                n81 = n81 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n81, pos = _string_uvarint(buf, pos)
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
                                                n83 -= 1
                                            elif buf[pos + 1] < 128:
                                                n83 = n83 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n83, pos = _string_uvarint(buf, pos)
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
                        n87 -= 1
                    elif buf[pos + 1] < 128:
                        n87 = n87 + buf[pos + 1] * 128 - 129
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
                        if n87:
                            for _ in (_ranges[n87] if n87 < 256 else range(n87)):
                                n92 = buf[pos]
                                if n92 < 128:
                                    pos += 1
                                    n92 -= 1
                                elif buf[pos + 1] < 128:
                                    n92 = n92 + buf[pos + 1] * 128 - 129
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
                                    n93 -= 1
                                elif buf[pos + 1] < 128:
                                    n93 = n93 + buf[pos + 1] * 128 - 129
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
                                    n94 -= 1
                                elif buf[pos + 1] < 128:
                                    n94 = n94 + buf[pos + 1] * 128 - 129
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
        n98 -= 1
    elif buf[pos + 1] < 128:
        n98 = n98 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n98, pos = _uvarint(buf, pos)
        n98 -= 1
    if n98 == -1:
        f_active_tasks_9 = None
    else:
        if n98 * 3 > end - pos:
            raise _short(pos)
        f_active_tasks_9 = []
        if n98:
            for _ in (_ranges[n98] if n98 < 256 else range(n98)):
                n102 = buf[pos]
                if n102 < 128:
                    pos += 1
                    n102 -= 1
                elif buf[pos + 1] < 128:
                    n102 = n102 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n102, pos = _string_uvarint(buf, pos)
                    n102 -= 1
                if n102 < 0:
                    raise _negative(pos)
                else:
                    e103 = pos + n102
                    if e103 > end:
                        raise _short(pos)
                    f_subtopology_id_100 = buf[pos:e103].decode()
                    pos = e103
                b104 = buf[pos]
                pos += 1
                if 1 < b104 < 34:
                    f_partitions_101 = [*_i32c[b104](buf, pos)]
                    pos += b104 * 4 - 4
                elif b104 == 1:
                    f_partitions_101 = []
                else:
                    pos -= 1
                    n105 = buf[pos]
                    if n105 < 128:
                        pos += 1
                        n105 -= 1
                    elif buf[pos + 1] < 128:
                        n105 = n105 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n105, pos = _uvarint(buf, pos)
                        n105 -= 1
                    if n105 < 0:
                        raise _negative(pos)
                    else:
                        if not n105:
                            f_partitions_101 = []
                        elif n105 < 33:
                            f_partitions_101 = [*_i32s[n105](buf, pos)]
                            pos += n105 * 4
                        elif n105 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_101 = [*_array('i', n105).unpack_from(buf, pos)]
                            pos += n105 * 4
                if buf[pos]:
                    u106, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u106 = None
                x99 = _new(StreamsGroupHeartbeatRequestTaskIds)
                x99.subtopology_id = f_subtopology_id_100
                x99.partitions = f_partitions_101
                x99.unknown_tags = u106
                f_active_tasks_9.append(x99)
    n107 = buf[pos]
    if n107 < 128:
        pos += 1
        n107 -= 1
    elif buf[pos + 1] < 128:
        n107 = n107 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n107, pos = _uvarint(buf, pos)
        n107 -= 1
    if n107 == -1:
        f_standby_tasks_10 = None
    else:
        if n107 * 3 > end - pos:
            raise _short(pos)
        f_standby_tasks_10 = []
        if n107:
            for _ in (_ranges[n107] if n107 < 256 else range(n107)):
                n111 = buf[pos]
                if n111 < 128:
                    pos += 1
                    n111 -= 1
                elif buf[pos + 1] < 128:
                    n111 = n111 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n111, pos = _string_uvarint(buf, pos)
                    n111 -= 1
                if n111 < 0:
                    raise _negative(pos)
                else:
                    e112 = pos + n111
                    if e112 > end:
                        raise _short(pos)
                    f_subtopology_id_109 = buf[pos:e112].decode()
                    pos = e112
                b113 = buf[pos]
                pos += 1
                if 1 < b113 < 34:
                    f_partitions_110 = [*_i32c[b113](buf, pos)]
                    pos += b113 * 4 - 4
                elif b113 == 1:
                    f_partitions_110 = []
                else:
                    pos -= 1
                    n114 = buf[pos]
                    if n114 < 128:
                        pos += 1
                        n114 -= 1
                    elif buf[pos + 1] < 128:
                        n114 = n114 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n114, pos = _uvarint(buf, pos)
                        n114 -= 1
                    if n114 < 0:
                        raise _negative(pos)
                    else:
                        if not n114:
                            f_partitions_110 = []
                        elif n114 < 33:
                            f_partitions_110 = [*_i32s[n114](buf, pos)]
                            pos += n114 * 4
                        elif n114 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_110 = [*_array('i', n114).unpack_from(buf, pos)]
                            pos += n114 * 4
                if buf[pos]:
                    u115, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u115 = None
                x108 = _new(StreamsGroupHeartbeatRequestTaskIds)
                x108.subtopology_id = f_subtopology_id_109
                x108.partitions = f_partitions_110
                x108.unknown_tags = u115
                f_standby_tasks_10.append(x108)
    n116 = buf[pos]
    if n116 < 128:
        pos += 1
        n116 -= 1
    elif buf[pos + 1] < 128:
        n116 = n116 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n116, pos = _uvarint(buf, pos)
        n116 -= 1
    if n116 == -1:
        f_warmup_tasks_11 = None
    else:
        if n116 * 3 > end - pos:
            raise _short(pos)
        f_warmup_tasks_11 = []
        if n116:
            for _ in (_ranges[n116] if n116 < 256 else range(n116)):
                n120 = buf[pos]
                if n120 < 128:
                    pos += 1
                    n120 -= 1
                elif buf[pos + 1] < 128:
                    n120 = n120 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n120, pos = _string_uvarint(buf, pos)
                    n120 -= 1
                if n120 < 0:
                    raise _negative(pos)
                else:
                    e121 = pos + n120
                    if e121 > end:
                        raise _short(pos)
                    f_subtopology_id_118 = buf[pos:e121].decode()
                    pos = e121
                b122 = buf[pos]
                pos += 1
                if 1 < b122 < 34:
                    f_partitions_119 = [*_i32c[b122](buf, pos)]
                    pos += b122 * 4 - 4
                elif b122 == 1:
                    f_partitions_119 = []
                else:
                    pos -= 1
                    n123 = buf[pos]
                    if n123 < 128:
                        pos += 1
                        n123 -= 1
                    elif buf[pos + 1] < 128:
                        n123 = n123 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n123, pos = _uvarint(buf, pos)
                        n123 -= 1
                    if n123 < 0:
                        raise _negative(pos)
                    else:
                        if not n123:
                            f_partitions_119 = []
                        elif n123 < 33:
                            f_partitions_119 = [*_i32s[n123](buf, pos)]
                            pos += n123 * 4
                        elif n123 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_119 = [*_array('i', n123).unpack_from(buf, pos)]
                            pos += n123 * 4
                if buf[pos]:
                    u124, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u124 = None
                x117 = _new(StreamsGroupHeartbeatRequestTaskIds)
                x117.subtopology_id = f_subtopology_id_118
                x117.partitions = f_partitions_119
                x117.unknown_tags = u124
                f_warmup_tasks_11.append(x117)
    n125 = buf[pos]
    if n125 < 128:
        pos += 1
        n125 -= 1
    elif buf[pos + 1] < 128:
        n125 = n125 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n125, pos = _string_uvarint(buf, pos)
        n125 -= 1
    if n125 == -1:
        f_process_id_12 = None
    else:
        e126 = pos + n125
        if e126 > end:
            raise _short(pos)
        f_process_id_12 = buf[pos:e126].decode()
        pos = e126
    if buf[pos] == 255:
        f_user_endpoint_13 = None
        pos += 1
    else:
        pos += 1
        n129 = buf[pos]
        if n129 < 128:
            pos += 1
            n129 -= 1
        elif buf[pos + 1] < 128:
            n129 = n129 + buf[pos + 1] * 128 - 129
            pos += 2
        else:
            n129, pos = _string_uvarint(buf, pos)
            n129 -= 1
        if n129 < 0:
            raise _negative(pos)
        else:
            e130 = pos + n129
            if e130 > end:
                raise _short(pos)
            f_host_127 = buf[pos:e130].decode()
            pos = e130
        f_port_128, pk131 = _S4(buf, pos)
        pos += 3
        if pk131:
            u132, pos = _unknown_tags(buf, pos - 1, end)
        else:
            u132 = None
        f_user_endpoint_13 = _new(StreamsGroupHeartbeatRequestEndpoint)
        f_user_endpoint_13.host = f_host_127
        f_user_endpoint_13.port = f_port_128
        f_user_endpoint_13.unknown_tags = u132
    n133 = buf[pos]
    if n133 < 128:
        pos += 1
        n133 -= 1
    elif buf[pos + 1] < 128:
        n133 = n133 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n133, pos = _uvarint(buf, pos)
        n133 -= 1
    if n133 == -1:
        f_client_tags_14 = None
    else:
        if n133 * 3 > end - pos:
            raise _short(pos)
        f_client_tags_14 = []
        if n133:
            for _ in (_ranges[n133] if n133 < 256 else range(n133)):
                n137 = buf[pos]
                if n137 < 128:
                    pos += 1
                    n137 -= 1
                elif buf[pos + 1] < 128:
                    n137 = n137 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n137, pos = _string_uvarint(buf, pos)
                    n137 -= 1
                if n137 < 0:
                    raise _negative(pos)
                else:
                    e138 = pos + n137
                    if e138 > end:
                        raise _short(pos)
                    f_key_135 = buf[pos:e138].decode()
                    pos = e138
                n139 = buf[pos]
                if n139 < 128:
                    pos += 1
                    n139 -= 1
                elif buf[pos + 1] < 128:
                    n139 = n139 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n139, pos = _string_uvarint(buf, pos)
                    n139 -= 1
                if n139 < 0:
                    raise _negative(pos)
                else:
                    e140 = pos + n139
                    if e140 > end:
                        raise _short(pos)
                    f_value_136 = buf[pos:e140].decode()
                    pos = e140
                if buf[pos]:
                    u141, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u141 = None
                x134 = _new(KeyValue)
                x134.key = f_key_135
                x134.value = f_value_136
                x134.unknown_tags = u141
                f_client_tags_14.append(x134)
    n142 = buf[pos]
    if n142 < 128:
        pos += 1
        n142 -= 1
    elif buf[pos + 1] < 128:
        n142 = n142 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n142, pos = _uvarint(buf, pos)
        n142 -= 1
    if n142 == -1:
        f_task_offsets_15 = None
    else:
        if n142 * 14 > end - pos:
            raise _short(pos)
        f_task_offsets_15 = []
        if n142:
            for _ in (_ranges[n142] if n142 < 256 else range(n142)):
                n147 = buf[pos]
                if n147 < 128:
                    pos += 1
                    n147 -= 1
                elif buf[pos + 1] < 128:
                    n147 = n147 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n147, pos = _string_uvarint(buf, pos)
                    n147 -= 1
                if n147 < 0:
                    raise _negative(pos)
                else:
                    e148 = pos + n147
                    if e148 > end:
                        raise _short(pos)
                    f_subtopology_id_144 = buf[pos:e148].decode()
                    pos = e148
                f_partition_145, f_offset_146, pk149 = _S5(buf, pos)
                pos += 13
                if pk149:
                    u150, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u150 = None
                x143 = _new(TaskOffset)
                x143.subtopology_id = f_subtopology_id_144
                x143.partition = f_partition_145
                x143.offset = f_offset_146
                x143.unknown_tags = u150
                f_task_offsets_15.append(x143)
    n151 = buf[pos]
    if n151 < 128:
        pos += 1
        n151 -= 1
    elif buf[pos + 1] < 128:
        n151 = n151 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n151, pos = _uvarint(buf, pos)
        n151 -= 1
    if n151 == -1:
        f_task_end_offsets_16 = None
    else:
        if n151 * 14 > end - pos:
            raise _short(pos)
        f_task_end_offsets_16 = []
        if n151:
            for _ in (_ranges[n151] if n151 < 256 else range(n151)):
                n156 = buf[pos]
                if n156 < 128:
                    pos += 1
                    n156 -= 1
                elif buf[pos + 1] < 128:
                    n156 = n156 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n156, pos = _string_uvarint(buf, pos)
                    n156 -= 1
                if n156 < 0:
                    raise _negative(pos)
                else:
                    e157 = pos + n156
                    if e157 > end:
                        raise _short(pos)
                    f_subtopology_id_153 = buf[pos:e157].decode()
                    pos = e157
                f_partition_154, f_offset_155, pk158 = _S5(buf, pos)
                pos += 13
                if pk158:
                    u159, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u159 = None
                x152 = _new(TaskOffset)
                x152.subtopology_id = f_subtopology_id_153
                x152.partition = f_partition_154
                x152.offset = f_offset_155
                x152.unknown_tags = u159
                f_task_end_offsets_16.append(x152)
    f_shutdown_application_17, pk160 = _S6(buf, pos)
    pos += 2
    if pk160:
        u161, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u161 = None
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
    o.unknown_tags = u161
    return o, pos


def _e_StreamsGroupHeartbeatRequest_v0(o: StreamsGroupHeartbeatRequest, out: list[bytes]) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    out.append(_P7(o.member_epoch, o.endpoint_information_epoch))
    if o.instance_id is None:
        out.append(b'\x00')
    else:
        b3 = o.instance_id.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
    if o.rack_id is None:
        out.append(b'\x00')
    else:
        b4 = o.rack_id.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
    out.append(_P1(o.rebalance_timeout_ms))
    if o.topology is None:
        out.append(b'\xff')
    else:
        out.append(b'\x01')
        out.append(_P1(o.topology.epoch))
        if type(o.topology.subtopologies) is not list:
            _check_list(o.topology.subtopologies)
        if len(o.topology.subtopologies) + 1 < 128:
            out.append(_B1[len(o.topology.subtopologies) + 1])
        else:
            out.append(_encode_uvarint(len(o.topology.subtopologies) + 1))
        for x5 in o.topology.subtopologies:
            b6 = x5.subtopology_id.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_string_length(len(b6) + 1))
            out.append(b6)
            if type(x5.source_topics) is not list:
                _check_list(x5.source_topics)
            if len(x5.source_topics) + 1 < 128:
                out.append(_B1[len(x5.source_topics) + 1])
            else:
                out.append(_encode_uvarint(len(x5.source_topics) + 1))
            for x7 in x5.source_topics:
                b8 = x7.encode()
                if len(b8) + 1 < 128:
                    out.append(_B1[len(b8) + 1])
                else:
                    out.append(_string_length(len(b8) + 1))
                out.append(b8)
            if type(x5.source_topic_regex) is not list:
                _check_list(x5.source_topic_regex)
            if len(x5.source_topic_regex) + 1 < 128:
                out.append(_B1[len(x5.source_topic_regex) + 1])
            else:
                out.append(_encode_uvarint(len(x5.source_topic_regex) + 1))
            for x9 in x5.source_topic_regex:
                b10 = x9.encode()
                if len(b10) + 1 < 128:
                    out.append(_B1[len(b10) + 1])
                else:
                    out.append(_string_length(len(b10) + 1))
                out.append(b10)
            if type(x5.state_changelog_topics) is not list:
                _check_list(x5.state_changelog_topics)
            if len(x5.state_changelog_topics) + 1 < 128:
                out.append(_B1[len(x5.state_changelog_topics) + 1])
            else:
                out.append(_encode_uvarint(len(x5.state_changelog_topics) + 1))
            for x11 in x5.state_changelog_topics:
                b12 = x11.name.encode()
                if len(b12) + 1 < 128:
                    out.append(_B1[len(b12) + 1])
                else:
                    out.append(_string_length(len(b12) + 1))
                out.append(b12)
                out.append(_P8(x11.partitions, x11.replication_factor))
                if type(x11.topic_configs) is not list:
                    _check_list(x11.topic_configs)
                if len(x11.topic_configs) + 1 < 128:
                    out.append(_B1[len(x11.topic_configs) + 1])
                else:
                    out.append(_encode_uvarint(len(x11.topic_configs) + 1))
                for x13 in x11.topic_configs:
                    b14 = x13.key.encode()
                    if len(b14) + 1 < 128:
                        out.append(_B1[len(b14) + 1])
                    else:
                        out.append(_string_length(len(b14) + 1))
                    out.append(b14)
                    b15 = x13.value.encode()
                    if len(b15) + 1 < 128:
                        out.append(_B1[len(b15) + 1])
                    else:
                        out.append(_string_length(len(b15) + 1))
                    out.append(b15)
                    if x13.unknown_tags:
                        _write_tags(out, [], x13.unknown_tags)
                    else:
                        out.append(b'\x00')
                if x11.unknown_tags:
                    _write_tags(out, [], x11.unknown_tags)
                else:
                    out.append(b'\x00')
            if type(x5.repartition_sink_topics) is not list:
                _check_list(x5.repartition_sink_topics)
            if len(x5.repartition_sink_topics) + 1 < 128:
                out.append(_B1[len(x5.repartition_sink_topics) + 1])
            else:
                out.append(_encode_uvarint(len(x5.repartition_sink_topics) + 1))
            for x16 in x5.repartition_sink_topics:
                b17 = x16.encode()
                if len(b17) + 1 < 128:
                    out.append(_B1[len(b17) + 1])
                else:
                    out.append(_string_length(len(b17) + 1))
                out.append(b17)
            if type(x5.repartition_source_topics) is not list:
                _check_list(x5.repartition_source_topics)
            if len(x5.repartition_source_topics) + 1 < 128:
                out.append(_B1[len(x5.repartition_source_topics) + 1])
            else:
                out.append(_encode_uvarint(len(x5.repartition_source_topics) + 1))
            for x18 in x5.repartition_source_topics:
                b19 = x18.name.encode()
                if len(b19) + 1 < 128:
                    out.append(_B1[len(b19) + 1])
                else:
                    out.append(_string_length(len(b19) + 1))
                out.append(b19)
                out.append(_P8(x18.partitions, x18.replication_factor))
                if type(x18.topic_configs) is not list:
                    _check_list(x18.topic_configs)
                if len(x18.topic_configs) + 1 < 128:
                    out.append(_B1[len(x18.topic_configs) + 1])
                else:
                    out.append(_encode_uvarint(len(x18.topic_configs) + 1))
                for x20 in x18.topic_configs:
                    b21 = x20.key.encode()
                    if len(b21) + 1 < 128:
                        out.append(_B1[len(b21) + 1])
                    else:
                        out.append(_string_length(len(b21) + 1))
                    out.append(b21)
                    b22 = x20.value.encode()
                    if len(b22) + 1 < 128:
                        out.append(_B1[len(b22) + 1])
                    else:
                        out.append(_string_length(len(b22) + 1))
                    out.append(b22)
                    if x20.unknown_tags:
                        _write_tags(out, [], x20.unknown_tags)
                    else:
                        out.append(b'\x00')
                if x18.unknown_tags:
                    _write_tags(out, [], x18.unknown_tags)
                else:
                    out.append(b'\x00')
            if type(x5.copartition_groups) is not list:
                _check_list(x5.copartition_groups)
            if len(x5.copartition_groups) + 1 < 128:
                out.append(_B1[len(x5.copartition_groups) + 1])
            else:
                out.append(_encode_uvarint(len(x5.copartition_groups) + 1))
            for x23 in x5.copartition_groups:
                if type(x23.source_topics) is not list:
                    _check_list(x23.source_topics)
                if len(x23.source_topics) + 1 < 128:
                    out.append(_B1[len(x23.source_topics) + 1])
                else:
                    out.append(_encode_uvarint(len(x23.source_topics) + 1))
                out.append(_array('h', len(x23.source_topics)).pack(*x23.source_topics))
                if type(x23.source_topic_regex) is not list:
                    _check_list(x23.source_topic_regex)
                if len(x23.source_topic_regex) + 1 < 128:
                    out.append(_B1[len(x23.source_topic_regex) + 1])
                else:
                    out.append(_encode_uvarint(len(x23.source_topic_regex) + 1))
                out.append(_array('h', len(x23.source_topic_regex)).pack(*x23.source_topic_regex))
                if type(x23.repartition_source_topics) is not list:
                    _check_list(x23.repartition_source_topics)
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
        if type(o.active_tasks) is not list:
            _check_list(o.active_tasks)
        if len(o.active_tasks) + 1 < 128:
            out.append(_B1[len(o.active_tasks) + 1])
        else:
            out.append(_encode_uvarint(len(o.active_tasks) + 1))
        for x24 in o.active_tasks:
            b25 = x24.subtopology_id.encode()
            if len(b25) + 1 < 128:
                out.append(_B1[len(b25) + 1])
            else:
                out.append(_string_length(len(b25) + 1))
            out.append(b25)
            if type(x24.partitions) is not list:
                _check_list(x24.partitions)
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
        if type(o.standby_tasks) is not list:
            _check_list(o.standby_tasks)
        if len(o.standby_tasks) + 1 < 128:
            out.append(_B1[len(o.standby_tasks) + 1])
        else:
            out.append(_encode_uvarint(len(o.standby_tasks) + 1))
        for x26 in o.standby_tasks:
            b27 = x26.subtopology_id.encode()
            if len(b27) + 1 < 128:
                out.append(_B1[len(b27) + 1])
            else:
                out.append(_string_length(len(b27) + 1))
            out.append(b27)
            if type(x26.partitions) is not list:
                _check_list(x26.partitions)
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
        if type(o.warmup_tasks) is not list:
            _check_list(o.warmup_tasks)
        if len(o.warmup_tasks) + 1 < 128:
            out.append(_B1[len(o.warmup_tasks) + 1])
        else:
            out.append(_encode_uvarint(len(o.warmup_tasks) + 1))
        for x28 in o.warmup_tasks:
            b29 = x28.subtopology_id.encode()
            if len(b29) + 1 < 128:
                out.append(_B1[len(b29) + 1])
            else:
                out.append(_string_length(len(b29) + 1))
            out.append(b29)
            if type(x28.partitions) is not list:
                _check_list(x28.partitions)
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
            out.append(_string_length(len(b30) + 1))
        out.append(b30)
    if o.user_endpoint is None:
        out.append(b'\xff')
    else:
        out.append(b'\x01')
        b31 = o.user_endpoint.host.encode()
        if len(b31) + 1 < 128:
            out.append(_B1[len(b31) + 1])
        else:
            out.append(_string_length(len(b31) + 1))
        out.append(b31)
        out.append(_P9(o.user_endpoint.port))
        if o.user_endpoint.unknown_tags:
            _write_tags(out, [], o.user_endpoint.unknown_tags)
        else:
            out.append(b'\x00')
    if o.client_tags is None:
        out.append(b'\x00')
    else:
        if type(o.client_tags) is not list:
            _check_list(o.client_tags)
        if len(o.client_tags) + 1 < 128:
            out.append(_B1[len(o.client_tags) + 1])
        else:
            out.append(_encode_uvarint(len(o.client_tags) + 1))
        for x32 in o.client_tags:
            b33 = x32.key.encode()
            if len(b33) + 1 < 128:
                out.append(_B1[len(b33) + 1])
            else:
                out.append(_string_length(len(b33) + 1))
            out.append(b33)
            b34 = x32.value.encode()
            if len(b34) + 1 < 128:
                out.append(_B1[len(b34) + 1])
            else:
                out.append(_string_length(len(b34) + 1))
            out.append(b34)
            if x32.unknown_tags:
                _write_tags(out, [], x32.unknown_tags)
            else:
                out.append(b'\x00')
    if o.task_offsets is None:
        out.append(b'\x00')
    else:
        if type(o.task_offsets) is not list:
            _check_list(o.task_offsets)
        if len(o.task_offsets) + 1 < 128:
            out.append(_B1[len(o.task_offsets) + 1])
        else:
            out.append(_encode_uvarint(len(o.task_offsets) + 1))
        for x35 in o.task_offsets:
            b36 = x35.subtopology_id.encode()
            if len(b36) + 1 < 128:
                out.append(_B1[len(b36) + 1])
            else:
                out.append(_string_length(len(b36) + 1))
            out.append(b36)
            out.append(_P10(x35.partition, x35.offset))
            if x35.unknown_tags:
                _write_tags(out, [], x35.unknown_tags)
            else:
                out.append(b'\x00')
    if o.task_end_offsets is None:
        out.append(b'\x00')
    else:
        if type(o.task_end_offsets) is not list:
            _check_list(o.task_end_offsets)
        if len(o.task_end_offsets) + 1 < 128:
            out.append(_B1[len(o.task_end_offsets) + 1])
        else:
            out.append(_encode_uvarint(len(o.task_end_offsets) + 1))
        for x37 in o.task_end_offsets:
            b38 = x37.subtopology_id.encode()
            if len(b38) + 1 < 128:
                out.append(_B1[len(b38) + 1])
            else:
                out.append(_string_length(len(b38) + 1))
            out.append(b38)
            out.append(_P10(x37.partition, x37.offset))
            if x37.unknown_tags:
                _write_tags(out, [], x37.unknown_tags)
            else:
                out.append(b'\x00')
    out.append(_P11(_BOOL[o.shutdown_application]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_StreamsGroupHeartbeatResponse_v0(buf: bytes, pos: int, end: int) -> tuple[StreamsGroupHeartbeatResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, pk15 = _S3(buf, pos)
    pos += 7
    if pk15 < 128:
        pk15 -= 1
    elif buf[pos] < 128:
        pk15 = pk15 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk15, pos = _string_uvarint(buf, pos - 1)
        pk15 -= 1
    if pk15 == -1:
        f_error_message_3 = None
    else:
        e16 = pos + pk15
        if e16 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e16].decode()
        pos = e16
    n17 = buf[pos]
    if n17 < 128:
        pos += 1
        n17 -= 1
    elif buf[pos + 1] < 128:
        n17 = n17 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n17, pos = _string_uvarint(buf, pos)
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
    if pk19 < 128:
        pk19 -= 1
    elif buf[pos] < 128:
        pk19 = pk19 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk19, pos = _uvarint(buf, pos - 1)
        pk19 -= 1
    if pk19 == -1:
        f_status_9 = None
    else:
        if pk19 * 3 > end - pos:
            raise _short(pos)
        f_status_9 = []
        if pk19:
            for _ in (_ranges[pk19] if pk19 < 256 else range(pk19)):
                f_status_code_21, pk23 = _S13(buf, pos)
                pos += 2
                if pk23 < 128:
                    pk23 -= 1
                elif buf[pos] < 128:
                    pk23 = pk23 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk23, pos = _string_uvarint(buf, pos - 1)
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
        n26 -= 1
    elif buf[pos + 1] < 128:
        n26 = n26 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n26, pos = _uvarint(buf, pos)
        n26 -= 1
    if n26 == -1:
        f_active_tasks_10 = None
    else:
        if n26 * 3 > end - pos:
            raise _short(pos)
        f_active_tasks_10 = []
        if n26:
            for _ in (_ranges[n26] if n26 < 256 else range(n26)):
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
                    f_subtopology_id_28 = buf[pos:e31].decode()
                    pos = e31
                b32 = buf[pos]
                pos += 1
                if 1 < b32 < 34:
                    f_partitions_29 = [*_i32c[b32](buf, pos)]
                    pos += b32 * 4 - 4
                elif b32 == 1:
                    f_partitions_29 = []
                else:
                    pos -= 1
                    n33 = buf[pos]
                    if n33 < 128:
                        pos += 1
                        n33 -= 1
                    elif buf[pos + 1] < 128:
                        n33 = n33 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n33, pos = _uvarint(buf, pos)
                        n33 -= 1
                    if n33 < 0:
                        raise _negative(pos)
                    else:
                        if not n33:
                            f_partitions_29 = []
                        elif n33 < 33:
                            f_partitions_29 = [*_i32s[n33](buf, pos)]
                            pos += n33 * 4
                        elif n33 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_29 = [*_array('i', n33).unpack_from(buf, pos)]
                            pos += n33 * 4
                if buf[pos]:
                    u34, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u34 = None
                x27 = _new(StreamsGroupHeartbeatResponseTaskIds)
                x27.subtopology_id = f_subtopology_id_28
                x27.partitions = f_partitions_29
                x27.unknown_tags = u34
                f_active_tasks_10.append(x27)
    n35 = buf[pos]
    if n35 < 128:
        pos += 1
        n35 -= 1
    elif buf[pos + 1] < 128:
        n35 = n35 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n35, pos = _uvarint(buf, pos)
        n35 -= 1
    if n35 == -1:
        f_standby_tasks_11 = None
    else:
        if n35 * 3 > end - pos:
            raise _short(pos)
        f_standby_tasks_11 = []
        if n35:
            for _ in (_ranges[n35] if n35 < 256 else range(n35)):
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
                if n39 < 0:
                    raise _negative(pos)
                else:
                    e40 = pos + n39
                    if e40 > end:
                        raise _short(pos)
                    f_subtopology_id_37 = buf[pos:e40].decode()
                    pos = e40
                b41 = buf[pos]
                pos += 1
                if 1 < b41 < 34:
                    f_partitions_38 = [*_i32c[b41](buf, pos)]
                    pos += b41 * 4 - 4
                elif b41 == 1:
                    f_partitions_38 = []
                else:
                    pos -= 1
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
                        if not n42:
                            f_partitions_38 = []
                        elif n42 < 33:
                            f_partitions_38 = [*_i32s[n42](buf, pos)]
                            pos += n42 * 4
                        elif n42 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_38 = [*_array('i', n42).unpack_from(buf, pos)]
                            pos += n42 * 4
                if buf[pos]:
                    u43, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u43 = None
                x36 = _new(StreamsGroupHeartbeatResponseTaskIds)
                x36.subtopology_id = f_subtopology_id_37
                x36.partitions = f_partitions_38
                x36.unknown_tags = u43
                f_standby_tasks_11.append(x36)
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
    if n44 == -1:
        f_warmup_tasks_12 = None
    else:
        if n44 * 3 > end - pos:
            raise _short(pos)
        f_warmup_tasks_12 = []
        if n44:
            for _ in (_ranges[n44] if n44 < 256 else range(n44)):
                n48 = buf[pos]
                if n48 < 128:
                    pos += 1
                    n48 -= 1
                elif buf[pos + 1] < 128:
                    n48 = n48 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n48, pos = _string_uvarint(buf, pos)
                    n48 -= 1
                if n48 < 0:
                    raise _negative(pos)
                else:
                    e49 = pos + n48
                    if e49 > end:
                        raise _short(pos)
                    f_subtopology_id_46 = buf[pos:e49].decode()
                    pos = e49
                b50 = buf[pos]
                pos += 1
                if 1 < b50 < 34:
                    f_partitions_47 = [*_i32c[b50](buf, pos)]
                    pos += b50 * 4 - 4
                elif b50 == 1:
                    f_partitions_47 = []
                else:
                    pos -= 1
                    n51 = buf[pos]
                    if n51 < 128:
                        pos += 1
                        n51 -= 1
                    elif buf[pos + 1] < 128:
                        n51 = n51 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n51, pos = _uvarint(buf, pos)
                        n51 -= 1
                    if n51 < 0:
                        raise _negative(pos)
                    else:
                        if not n51:
                            f_partitions_47 = []
                        elif n51 < 33:
                            f_partitions_47 = [*_i32s[n51](buf, pos)]
                            pos += n51 * 4
                        elif n51 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_47 = [*_array('i', n51).unpack_from(buf, pos)]
                            pos += n51 * 4
                if buf[pos]:
                    u52, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u52 = None
                x45 = _new(StreamsGroupHeartbeatResponseTaskIds)
                x45.subtopology_id = f_subtopology_id_46
                x45.partitions = f_partitions_47
                x45.unknown_tags = u52
                f_warmup_tasks_12.append(x45)
    f_endpoint_information_epoch_13, pk53 = _S2(buf, pos)
    pos += 5
    if pk53 < 128:
        pk53 -= 1
    elif buf[pos] < 128:
        pk53 = pk53 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk53, pos = _uvarint(buf, pos - 1)
        pk53 -= 1
    if pk53 == -1:
        f_partitions_by_user_endpoint_14 = None
    else:
        if pk53 * 7 > end - pos:
            raise _short(pos)
        f_partitions_by_user_endpoint_14 = []
        if pk53:
            for _ in (_ranges[pk53] if pk53 < 256 else range(pk53)):
                n60 = buf[pos]
                if n60 < 128:
                    pos += 1
                    n60 -= 1
                elif buf[pos + 1] < 128:
                    n60 = n60 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n60, pos = _string_uvarint(buf, pos)
                    n60 -= 1
                if n60 < 0:
                    raise _negative(pos)
                else:
                    e61 = pos + n60
                    if e61 > end:
                        raise _short(pos)
                    f_host_58 = buf[pos:e61].decode()
                    pos = e61
                f_port_59, pk62 = _S4(buf, pos)
                pos += 3
                if pk62:
                    u63, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u63 = None
                f_user_endpoint_55 = _new(StreamsGroupHeartbeatResponseEndpoint)
                f_user_endpoint_55.host = f_host_58
                f_user_endpoint_55.port = f_port_59
                f_user_endpoint_55.unknown_tags = u63
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
                    if n64 * 3 > end - pos:
                        raise _short(pos)
                    f_active_partitions_56 = []
                    if n64:
                        for _ in (_ranges[n64] if n64 < 256 else range(n64)):
                            n68 = buf[pos]
                            if n68 < 128:
                                pos += 1
                                n68 -= 1
                            elif buf[pos + 1] < 128:
                                n68 = n68 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n68, pos = _string_uvarint(buf, pos)
                                n68 -= 1
                            if n68 < 0:
                                raise _negative(pos)
                            else:
                                e69 = pos + n68
                                if e69 > end:
                                    raise _short(pos)
                                f_topic_66 = buf[pos:e69].decode()
                                pos = e69
                            b70 = buf[pos]
                            pos += 1
                            if 1 < b70 < 34:
                                f_partitions_67 = [*_i32c[b70](buf, pos)]
                                pos += b70 * 4 - 4
                            elif b70 == 1:
                                f_partitions_67 = []
                            else:
                                pos -= 1
                                n71 = buf[pos]
                                if n71 < 128:
                                    pos += 1
                                    n71 -= 1
                                elif buf[pos + 1] < 128:
                                    n71 = n71 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n71, pos = _uvarint(buf, pos)
                                    n71 -= 1
                                if n71 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n71:
                                        f_partitions_67 = []
                                    elif n71 < 33:
                                        f_partitions_67 = [*_i32s[n71](buf, pos)]
                                        pos += n71 * 4
                                    elif n71 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_partitions_67 = [*_array('i', n71).unpack_from(buf, pos)]
                                        pos += n71 * 4
                            if buf[pos]:
                                u72, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u72 = None
                            x65 = _new(TopicPartition)
                            x65.topic = f_topic_66
                            x65.partitions = f_partitions_67
                            x65.unknown_tags = u72
                            f_active_partitions_56.append(x65)
                n73 = buf[pos]
                if n73 < 128:
                    pos += 1
                    n73 -= 1
                elif buf[pos + 1] < 128:
                    n73 = n73 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n73, pos = _uvarint(buf, pos)
                    n73 -= 1
                if n73 < 0:
                    raise _negative(pos)
                else:
                    if n73 * 3 > end - pos:
                        raise _short(pos)
                    f_standby_partitions_57 = []
                    if n73:
                        for _ in (_ranges[n73] if n73 < 256 else range(n73)):
                            n77 = buf[pos]
                            if n77 < 128:
                                pos += 1
                                n77 -= 1
                            elif buf[pos + 1] < 128:
                                n77 = n77 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n77, pos = _string_uvarint(buf, pos)
                                n77 -= 1
                            if n77 < 0:
                                raise _negative(pos)
                            else:
                                e78 = pos + n77
                                if e78 > end:
                                    raise _short(pos)
                                f_topic_75 = buf[pos:e78].decode()
                                pos = e78
                            b79 = buf[pos]
                            pos += 1
                            if 1 < b79 < 34:
                                f_partitions_76 = [*_i32c[b79](buf, pos)]
                                pos += b79 * 4 - 4
                            elif b79 == 1:
                                f_partitions_76 = []
                            else:
                                pos -= 1
                                n80 = buf[pos]
                                if n80 < 128:
                                    pos += 1
                                    n80 -= 1
                                elif buf[pos + 1] < 128:
                                    n80 = n80 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n80, pos = _uvarint(buf, pos)
                                    n80 -= 1
                                if n80 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n80:
                                        f_partitions_76 = []
                                    elif n80 < 33:
                                        f_partitions_76 = [*_i32s[n80](buf, pos)]
                                        pos += n80 * 4
                                    elif n80 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_partitions_76 = [*_array('i', n80).unpack_from(buf, pos)]
                                        pos += n80 * 4
                            if buf[pos]:
                                u81, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u81 = None
                            x74 = _new(TopicPartition)
                            x74.topic = f_topic_75
                            x74.partitions = f_partitions_76
                            x74.unknown_tags = u81
                            f_standby_partitions_57.append(x74)
                if buf[pos]:
                    u82, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u82 = None
                x54 = _new(EndpointToPartitions)
                x54.user_endpoint = f_user_endpoint_55
                x54.active_partitions = f_active_partitions_56
                x54.standby_partitions = f_standby_partitions_57
                x54.unknown_tags = u82
                f_partitions_by_user_endpoint_14.append(x54)
    if buf[pos]:
        u83, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u83 = None
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
    o.unknown_tags = u83
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
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    out.append(_P14(o.member_epoch, o.heartbeat_interval_ms, o.acceptable_recovery_lag, o.task_offset_interval_ms))
    if o.status is None:
        out.append(b'\x00')
    else:
        if type(o.status) is not list:
            _check_list(o.status)
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
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
    if o.active_tasks is None:
        out.append(b'\x00')
    else:
        if type(o.active_tasks) is not list:
            _check_list(o.active_tasks)
        if len(o.active_tasks) + 1 < 128:
            out.append(_B1[len(o.active_tasks) + 1])
        else:
            out.append(_encode_uvarint(len(o.active_tasks) + 1))
        for x5 in o.active_tasks:
            b6 = x5.subtopology_id.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_string_length(len(b6) + 1))
            out.append(b6)
            if type(x5.partitions) is not list:
                _check_list(x5.partitions)
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
        if type(o.standby_tasks) is not list:
            _check_list(o.standby_tasks)
        if len(o.standby_tasks) + 1 < 128:
            out.append(_B1[len(o.standby_tasks) + 1])
        else:
            out.append(_encode_uvarint(len(o.standby_tasks) + 1))
        for x7 in o.standby_tasks:
            b8 = x7.subtopology_id.encode()
            if len(b8) + 1 < 128:
                out.append(_B1[len(b8) + 1])
            else:
                out.append(_string_length(len(b8) + 1))
            out.append(b8)
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
    if o.warmup_tasks is None:
        out.append(b'\x00')
    else:
        if type(o.warmup_tasks) is not list:
            _check_list(o.warmup_tasks)
        if len(o.warmup_tasks) + 1 < 128:
            out.append(_B1[len(o.warmup_tasks) + 1])
        else:
            out.append(_encode_uvarint(len(o.warmup_tasks) + 1))
        for x9 in o.warmup_tasks:
            b10 = x9.subtopology_id.encode()
            if len(b10) + 1 < 128:
                out.append(_B1[len(b10) + 1])
            else:
                out.append(_string_length(len(b10) + 1))
            out.append(b10)
            if type(x9.partitions) is not list:
                _check_list(x9.partitions)
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
        if type(o.partitions_by_user_endpoint) is not list:
            _check_list(o.partitions_by_user_endpoint)
        if len(o.partitions_by_user_endpoint) + 1 < 128:
            out.append(_B1[len(o.partitions_by_user_endpoint) + 1])
        else:
            out.append(_encode_uvarint(len(o.partitions_by_user_endpoint) + 1))
        for x11 in o.partitions_by_user_endpoint:
            b12 = x11.user_endpoint.host.encode()
            if len(b12) + 1 < 128:
                out.append(_B1[len(b12) + 1])
            else:
                out.append(_string_length(len(b12) + 1))
            out.append(b12)
            out.append(_P9(x11.user_endpoint.port))
            if x11.user_endpoint.unknown_tags:
                _write_tags(out, [], x11.user_endpoint.unknown_tags)
            else:
                out.append(b'\x00')
            if type(x11.active_partitions) is not list:
                _check_list(x11.active_partitions)
            if len(x11.active_partitions) + 1 < 128:
                out.append(_B1[len(x11.active_partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x11.active_partitions) + 1))
            for x13 in x11.active_partitions:
                b14 = x13.topic.encode()
                if len(b14) + 1 < 128:
                    out.append(_B1[len(b14) + 1])
                else:
                    out.append(_string_length(len(b14) + 1))
                out.append(b14)
                if type(x13.partitions) is not list:
                    _check_list(x13.partitions)
                if len(x13.partitions) + 1 < 128:
                    out.append(_B1[len(x13.partitions) + 1])
                else:
                    out.append(_encode_uvarint(len(x13.partitions) + 1))
                out.append(_array('i', len(x13.partitions)).pack(*x13.partitions))
                if x13.unknown_tags:
                    _write_tags(out, [], x13.unknown_tags)
                else:
                    out.append(b'\x00')
            if type(x11.standby_partitions) is not list:
                _check_list(x11.standby_partitions)
            if len(x11.standby_partitions) + 1 < 128:
                out.append(_B1[len(x11.standby_partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x11.standby_partitions) + 1))
            for x15 in x11.standby_partitions:
                b16 = x15.topic.encode()
                if len(b16) + 1 < 128:
                    out.append(_B1[len(b16) + 1])
                else:
                    out.append(_string_length(len(b16) + 1))
                out.append(b16)
                if type(x15.partitions) is not list:
                    _check_list(x15.partitions)
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


StreamsGroupHeartbeatRequest.DECODERS = {0: _d_StreamsGroupHeartbeatRequest_v0}
StreamsGroupHeartbeatRequest.ENCODERS = {0: _e_StreamsGroupHeartbeatRequest_v0}
_bind_decode(StreamsGroupHeartbeatRequest)

StreamsGroupHeartbeatResponse.DECODERS = {0: _d_StreamsGroupHeartbeatResponse_v0}
StreamsGroupHeartbeatResponse.ENCODERS = {0: _e_StreamsGroupHeartbeatResponse_v0}
_bind_decode(StreamsGroupHeartbeatResponse)
