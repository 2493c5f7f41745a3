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
    o = _new(StreamsGroupHeartbeatRequest)
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
        n9 -= 1
    elif buf[pos + 1] < 128:
        n9 = n9 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n9, pos = _string_uvarint(buf, pos)
        n9 -= 1
    if n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        o.group_id = buf[pos:e10].decode()
        pos = e10
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
        o.member_id = buf[pos:e12].decode()
        pos = e12
    o.member_epoch, o.endpoint_information_epoch, pk13 = _S0(buf, pos)
    pos += 9
    if pk13 < 128:
        pk13 -= 1
    elif buf[pos] < 128:
        pk13 = pk13 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk13, pos = _string_uvarint(buf, pos - 1)
        pk13 -= 1
    if pk13 == -1:
        o.instance_id = None
    else:
        e14 = pos + pk13
        if e14 > end:
            raise _short(pos)
        o.instance_id = buf[pos:e14].decode()
        pos = e14
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
        n15 -= 1
    elif buf[pos + 1] < 128:
        n15 = n15 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n15, pos = _string_uvarint(buf, pos)
        n15 -= 1
    if n15 == -1:
        o.rack_id = None
    else:
        e16 = pos + n15
        if e16 > end:
            raise _short(pos)
        o.rack_id = buf[pos:e16].decode()
        pos = e16
    o.rebalance_timeout_ms = _S1(buf, pos)[0]
    pos += 4
    if buf[pos] > 127:
        f_topology_1 = None
        pos += 1
    else:
        pos += 1
        f_topology_1 = _new(Topology)
        f_topology_1.epoch, pk18 = _S2(buf, pos)
        pos += 5
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
            if pk18 * 8 > end - pos:
                raise _short(pos)
            f_subtopologies_17 = []
            if pk18:
                for _ in (_ranges[pk18] if pk18 < 256 else range(pk18)):
                    x19 = _new(Subtopology)
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
                        x19.subtopology_id = buf[pos:e27].decode()
                        pos = e27
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
                        if n28 > end - pos:
                            raise _short(pos)
                        f_source_topics_20 = []
                        for _ in (_ranges[n28] if n28 < 256 else range(n28)):
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
                                x29 = buf[pos:e31].decode()
                                pos = e31
                            f_source_topics_20.append(x29)
                    n32 = buf[pos]
                    if n32 < 128:
                        pos += 1
                        n32 -= 1
                    elif buf[pos + 1] < 128:
                        n32 = n32 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n32, pos = _uvarint(buf, pos)
                        n32 -= 1
                    if n32 < 0:
                        raise _negative(pos)
                    else:
                        if n32 > end - pos:
                            raise _short(pos)
                        f_source_topic_regex_21 = []
                        for _ in (_ranges[n32] if n32 < 256 else range(n32)):
                            n34 = buf[pos]
                            if n34 < 128:
                                pos += 1
                                n34 -= 1
                            elif buf[pos + 1] < 128:
                                n34 = n34 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n34, pos = _string_uvarint(buf, pos)
                                n34 -= 1
                            if n34 < 0:
                                raise _negative(pos)
                            else:
                                e35 = pos + n34
                                if e35 > end:
                                    raise _short(pos)
                                x33 = buf[pos:e35].decode()
                                pos = e35
                            f_source_topic_regex_21.append(x33)
                    n36 = buf[pos]
                    if n36 < 128:
                        pos += 1
                        n36 -= 1
                    elif buf[pos + 1] < 128:
                        n36 = n36 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n36, pos = _uvarint(buf, pos)
                        n36 -= 1
                    if n36 < 0:
                        raise _negative(pos)
                    else:
                        if n36 * 9 > end - pos:
                            raise _short(pos)
                        f_state_changelog_topics_22 = []
                        if n36:
                            for _ in (_ranges[n36] if n36 < 256 else range(n36)):
                                x37 = _new(TopicInfo)
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
                                    x37.name = buf[pos:e40].decode()
                                    pos = e40
                                x37.partitions, x37.replication_factor, pk41 = _S3(buf, pos)
                                pos += 7
                                if pk41 < 128:
                                    pk41 -= 1
                                elif buf[pos] < 128:
                                    pk41 = pk41 + buf[pos] * 128 - 129
                                    pos += 1
                                else:
                                    pk41, pos = _uvarint(buf, pos - 1)
                                    pk41 -= 1
                                if pk41 < 0:
                                    raise _negative(pos)
                                else:
                                    if pk41 * 3 > end - pos:
                                        raise _short(pos)
                                    f_topic_configs_38 = []
                                    if pk41:
                                        for _ in (_ranges[pk41] if pk41 < 256 else range(pk41)):
                                            x42 = _new(KeyValue)
                                            n43 = buf[pos]
                                            if n43 < 128:
                                                pos += 1
                                                n43 -= 1
                                            elif buf[pos + 1] < 128:
                                                n43 = n43 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n43, pos = _string_uvarint(buf, pos)
                                                n43 -= 1
                                            if n43 < 0:
                                                raise _negative(pos)
                                            else:
                                                e44 = pos + n43
                                                if e44 > end:
                                                    raise _short(pos)
                                                x42.key = buf[pos:e44].decode()
                                                pos = e44
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
                                                x42.value = buf[pos:e46].decode()
                                                pos = e46
                                            if buf[pos]:
                                                u47, pos = _unknown_tags(buf, pos, end)
                                            else:
                                                pos += 1
                                                u47 = None
                                            x42.unknown_tags = u47
                                            f_topic_configs_38.append(x42)
                                if buf[pos]:
                                    u48, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u48 = None
                                x37.topic_configs = f_topic_configs_38
                                x37.unknown_tags = u48
                                f_state_changelog_topics_22.append(x37)
                    n49 = buf[pos]
                    if n49 < 128:
                        pos += 1
                        n49 -= 1
                    elif buf[pos + 1] < 128:
                        n49 = n49 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n49, pos = _uvarint(buf, pos)
                        n49 -= 1
                    if n49 < 0:
                        raise _negative(pos)
                    else:
                        if n49 > end - pos:
                            raise _short(pos)
                        f_repartition_sink_topics_23 = []
                        for _ in (_ranges[n49] if n49 < 256 else range(n49)):
                            n51 = buf[pos]
                            if n51 < 128:
                                pos += 1
                                n51 -= 1
                            elif buf[pos + 1] < 128:
                                n51 = n51 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n51, pos = _string_uvarint(buf, pos)
                                n51 -= 1
                            if n51 < 0:
                                raise _negative(pos)
                            else:
                                e52 = pos + n51
                                if e52 > end:
                                    raise _short(pos)
                                x50 = buf[pos:e52].decode()
                                pos = e52
                            f_repartition_sink_topics_23.append(x50)
                    n53 = buf[pos]
                    if n53 < 128:
                        pos += 1
                        n53 -= 1
                    elif buf[pos + 1] < 128:
                        n53 = n53 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n53, pos = _uvarint(buf, pos)
                        n53 -= 1
                    if n53 < 0:
                        raise _negative(pos)
                    else:
                        if n53 * 9 > end - pos:
                            raise _short(pos)
                        f_repartition_source_topics_24 = []
                        if n53:
                            for _ in (_ranges[n53] if n53 < 256 else range(n53)):
                                x54 = _new(TopicInfo)
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
                                    x54.name = buf[pos:e57].decode()
                                    pos = e57
                                x54.partitions, x54.replication_factor, pk58 = _S3(buf, pos)
                                pos += 7
                                if pk58 < 128:
                                    pk58 -= 1
                                elif buf[pos] < 128:
                                    pk58 = pk58 + buf[pos] * 128 - 129
                                    pos += 1
                                else:
                                    pk58, pos = _uvarint(buf, pos - 1)
                                    pk58 -= 1
                                if pk58 < 0:
                                    raise _negative(pos)
                                else:
                                    if pk58 * 3 > end - pos:
                                        raise _short(pos)
                                    f_topic_configs_55 = []
                                    if pk58:
                                        for _ in (_ranges[pk58] if pk58 < 256 else range(pk58)):
                                            x59 = _new(KeyValue)
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
                                                x59.key = buf[pos:e61].decode()
                                                pos = e61
                                            n62 = buf[pos]
                                            if n62 < 128:
                                                pos += 1
                                                n62 -= 1
                                            elif buf[pos + 1] < 128:
                                                n62 = n62 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n62, pos = _string_uvarint(buf, pos)
                                                n62 -= 1
                                            if n62 < 0:
                                                raise _negative(pos)
                                            else:
                                                e63 = pos + n62
                                                if e63 > end:
                                                    raise _short(pos)
                                                x59.value = buf[pos:e63].decode()
                                                pos = e63
                                            if buf[pos]:
                                                u64, pos = _unknown_tags(buf, pos, end)
                                            else:
                                                pos += 1
                                                u64 = None
                                            x59.unknown_tags = u64
                                            f_topic_configs_55.append(x59)
                                if buf[pos]:
                                    u65, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u65 = None
                                x54.topic_configs = f_topic_configs_55
                                x54.unknown_tags = u65
                                f_repartition_source_topics_24.append(x54)
                    n66 = buf[pos]
                    if n66 < 128:
                        pos += 1
                        n66 -= 1
                    elif buf[pos + 1] < 128:
                        n66 = n66 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n66, pos = _uvarint(buf, pos)
                        n66 -= 1
                    if n66 < 0:
                        raise _negative(pos)
                    else:
                        if n66 * 4 > end - pos:
                            raise _short(pos)
                        f_copartition_groups_25 = []
                        if n66:
                            for _ in (_ranges[n66] if n66 < 256 else range(n66)):
                                x67 = _new(CopartitionGroup)
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
                                    if n71 * 2 > end - pos:
                                        raise _short(pos)
                                    f_source_topics_68 = [*_array('h', n71).unpack_from(buf, pos)]
                                    pos += n71 * 2
                                n72 = buf[pos]
                                if n72 < 128:
                                    pos += 1
                                    n72 -= 1
                                elif buf[pos + 1] < 128:
                                    n72 = n72 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n72, pos = _uvarint(buf, pos)
                                    n72 -= 1
                                if n72 < 0:
                                    raise _negative(pos)
                                else:
                                    if n72 * 2 > end - pos:
                                        raise _short(pos)
                                    f_source_topic_regex_69 = [*_array('h', n72).unpack_from(buf, pos)]
                                    pos += n72 * 2
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
                                    if n73 * 2 > end - pos:
                                        raise _short(pos)
                                    f_repartition_source_topics_70 = [*_array('h', n73).unpack_from(buf, pos)]
                                    pos += n73 * 2
                                if buf[pos]:
                                    u74, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u74 = None
                                x67.source_topics = f_source_topics_68
                                x67.source_topic_regex = f_source_topic_regex_69
                                x67.repartition_source_topics = f_repartition_source_topics_70
                                x67.unknown_tags = u74
                                f_copartition_groups_25.append(x67)
                    if buf[pos]:
                        u75, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u75 = None
                    x19.source_topics = f_source_topics_20
                    x19.source_topic_regex = f_source_topic_regex_21
                    x19.state_changelog_topics = f_state_changelog_topics_22
                    x19.repartition_sink_topics = f_repartition_sink_topics_23
                    x19.repartition_source_topics = f_repartition_source_topics_24
                    x19.copartition_groups = f_copartition_groups_25
                    x19.unknown_tags = u75
                    f_subtopologies_17.append(x19)
        if buf[pos]:
            u76, pos = _unknown_tags(buf, pos, end)
        else:
            pos += 1
            u76 = None
        f_topology_1.subtopologies = f_subtopologies_17
        f_topology_1.unknown_tags = u76
    n77 = buf[pos]
    if n77 < 128:
        pos += 1
        n77 -= 1
    elif buf[pos + 1] < 128:
        n77 = n77 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n77, pos = _uvarint(buf, pos)
        n77 -= 1
    if n77 == -1:
        f_active_tasks_2 = None
    else:
        if n77 * 3 > end - pos:
            raise _short(pos)
        f_active_tasks_2 = []
        if n77:
            for _ in (_ranges[n77] if n77 < 256 else range(n77)):
                x78 = _new(StreamsGroupHeartbeatRequestTaskIds)
                n80 = buf[pos]
                if n80 < 128:
                    pos += 1
                    n80 -= 1
                elif buf[pos + 1] < 128:
                    n80 = n80 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n80, pos = _string_uvarint(buf, pos)
                    n80 -= 1
                if n80 < 0:
                    raise _negative(pos)
                else:
                    e81 = pos + n80
                    if e81 > end:
                        raise _short(pos)
                    x78.subtopology_id = buf[pos:e81].decode()
                    pos = e81
                b82 = buf[pos]
                pos += 1
                if 1 < b82 < 34:
                    f_partitions_79 = [*_i32c[b82](buf, pos)]
                    pos += b82 * 4 - 4
                elif b82 == 1:
                    f_partitions_79 = []
                else:
                    pos -= 1
                    n83 = buf[pos]
                    if n83 < 128:
                        pos += 1
                        n83 -= 1
                    elif buf[pos + 1] < 128:
                        n83 = n83 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n83, pos = _uvarint(buf, pos)
                        n83 -= 1
                    if n83 < 0:
                        raise _negative(pos)
                    else:
                        if not n83:
                            f_partitions_79 = []
                        elif n83 < 33:
                            f_partitions_79 = [*_i32s[n83](buf, pos)]
                            pos += n83 * 4
                        elif n83 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_79 = [*_array('i', n83).unpack_from(buf, pos)]
                            pos += n83 * 4
                if buf[pos]:
                    u84, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u84 = None
                x78.partitions = f_partitions_79
                x78.unknown_tags = u84
                f_active_tasks_2.append(x78)
    n85 = buf[pos]
    if n85 < 128:
        pos += 1
        n85 -= 1
    elif buf[pos + 1] < 128:
        n85 = n85 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n85, pos = _uvarint(buf, pos)
        n85 -= 1
    if n85 == -1:
        f_standby_tasks_3 = None
    else:
        if n85 * 3 > end - pos:
            raise _short(pos)
        f_standby_tasks_3 = []
        if n85:
            for _ in (_ranges[n85] if n85 < 256 else range(n85)):
                x86 = _new(StreamsGroupHeartbeatRequestTaskIds)
                n88 = buf[pos]
                if n88 < 128:
                    pos += 1
                    n88 -= 1
                elif buf[pos + 1] < 128:
                    n88 = n88 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n88, pos = _string_uvarint(buf, pos)
                    n88 -= 1
                if n88 < 0:
                    raise _negative(pos)
                else:
                    e89 = pos + n88
                    if e89 > end:
                        raise _short(pos)
                    x86.subtopology_id = buf[pos:e89].decode()
                    pos = e89
                b90 = buf[pos]
                pos += 1
                if 1 < b90 < 34:
                    f_partitions_87 = [*_i32c[b90](buf, pos)]
                    pos += b90 * 4 - 4
                elif b90 == 1:
                    f_partitions_87 = []
                else:
                    pos -= 1
                    n91 = buf[pos]
                    if n91 < 128:
                        pos += 1
                        n91 -= 1
                    elif buf[pos + 1] < 128:
                        n91 = n91 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n91, pos = _uvarint(buf, pos)
                        n91 -= 1
                    if n91 < 0:
                        raise _negative(pos)
                    else:
                        if not n91:
                            f_partitions_87 = []
                        elif n91 < 33:
                            f_partitions_87 = [*_i32s[n91](buf, pos)]
                            pos += n91 * 4
                        elif n91 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_87 = [*_array('i', n91).unpack_from(buf, pos)]
                            pos += n91 * 4
                if buf[pos]:
                    u92, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u92 = None
                x86.partitions = f_partitions_87
                x86.unknown_tags = u92
                f_standby_tasks_3.append(x86)
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
    if n93 == -1:
        f_warmup_tasks_4 = None
    else:
        if n93 * 3 > end - pos:
            raise _short(pos)
        f_warmup_tasks_4 = []
        if n93:
            for _ in (_ranges[n93] if n93 < 256 else range(n93)):
                x94 = _new(StreamsGroupHeartbeatRequestTaskIds)
                n96 = buf[pos]
                if n96 < 128:
                    pos += 1
                    n96 -= 1
                elif buf[pos + 1] < 128:
                    n96 = n96 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n96, pos = _string_uvarint(buf, pos)
                    n96 -= 1
                if n96 < 0:
                    raise _negative(pos)
                else:
                    e97 = pos + n96
                    if e97 > end:
                        raise _short(pos)
                    x94.subtopology_id = buf[pos:e97].decode()
                    pos = e97
                b98 = buf[pos]
                pos += 1
                if 1 < b98 < 34:
                    f_partitions_95 = [*_i32c[b98](buf, pos)]
                    pos += b98 * 4 - 4
                elif b98 == 1:
                    f_partitions_95 = []
                else:
                    pos -= 1
                    n99 = buf[pos]
                    if n99 < 128:
                        pos += 1
                        n99 -= 1
                    elif buf[pos + 1] < 128:
                        n99 = n99 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n99, pos = _uvarint(buf, pos)
                        n99 -= 1
                    if n99 < 0:
                        raise _negative(pos)
                    else:
                        if not n99:
                            f_partitions_95 = []
                        elif n99 < 33:
                            f_partitions_95 = [*_i32s[n99](buf, pos)]
                            pos += n99 * 4
                        elif n99 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_95 = [*_array('i', n99).unpack_from(buf, pos)]
                            pos += n99 * 4
                if buf[pos]:
                    u100, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u100 = None
                x94.partitions = f_partitions_95
                x94.unknown_tags = u100
                f_warmup_tasks_4.append(x94)
    n101 = buf[pos]
    if n101 < 128:
        pos += 1
        n101 -= 1
    elif buf[pos + 1] < 128:
        n101 = n101 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n101, pos = _string_uvarint(buf, pos)
        n101 -= 1
    if n101 == -1:
        o.process_id = None
    else:
        e102 = pos + n101
        if e102 > end:
            raise _short(pos)
        o.process_id = buf[pos:e102].decode()
        pos = e102
    if buf[pos] > 127:
        f_user_endpoint_5 = None
        pos += 1
    else:
        pos += 1
        f_user_endpoint_5 = _new(StreamsGroupHeartbeatRequestEndpoint)
        n103 = buf[pos]
        if n103 < 128:
            pos += 1
            n103 -= 1
        elif buf[pos + 1] < 128:
            n103 = n103 + buf[pos + 1] * 128 - 129
            pos += 2
        else:
            n103, pos = _string_uvarint(buf, pos)
            n103 -= 1
        if n103 < 0:
            raise _negative(pos)
        else:
            e104 = pos + n103
            if e104 > end:
                raise _short(pos)
            f_user_endpoint_5.host = buf[pos:e104].decode()
            pos = e104
        f_user_endpoint_5.port, pk105 = _S4(buf, pos)
        pos += 3
        if pk105:
            u106, pos = _unknown_tags(buf, pos - 1, end)
        else:
            u106 = None
        f_user_endpoint_5.unknown_tags = u106
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
        f_client_tags_6 = None
    else:
        if n107 * 3 > end - pos:
            raise _short(pos)
        f_client_tags_6 = []
        if n107:
            for _ in (_ranges[n107] if n107 < 256 else range(n107)):
                x108 = _new(KeyValue)
                n109 = buf[pos]
                if n109 < 128:
                    pos += 1
                    n109 -= 1
                elif buf[pos + 1] < 128:
                    n109 = n109 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n109, pos = _string_uvarint(buf, pos)
                    n109 -= 1
                if n109 < 0:
                    raise _negative(pos)
                else:
                    e110 = pos + n109
                    if e110 > end:
                        raise _short(pos)
                    x108.key = buf[pos:e110].decode()
                    pos = e110
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
                    x108.value = buf[pos:e112].decode()
                    pos = e112
                if buf[pos]:
                    u113, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u113 = None
                x108.unknown_tags = u113
                f_client_tags_6.append(x108)
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
    if n114 == -1:
        f_task_offsets_7 = None
    else:
        if n114 * 14 > end - pos:
            raise _short(pos)
        f_task_offsets_7 = []
        if n114:
            for _ in (_ranges[n114] if n114 < 256 else range(n114)):
                x115 = _new(TaskOffset)
                n116 = buf[pos]
                if n116 < 128:
                    pos += 1
                    n116 -= 1
                elif buf[pos + 1] < 128:
                    n116 = n116 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n116, pos = _string_uvarint(buf, pos)
                    n116 -= 1
                if n116 < 0:
                    raise _negative(pos)
                else:
                    e117 = pos + n116
                    if e117 > end:
                        raise _short(pos)
                    x115.subtopology_id = buf[pos:e117].decode()
                    pos = e117
                x115.partition, x115.offset, pk118 = _S5(buf, pos)
                pos += 13
                if pk118:
                    u119, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u119 = None
                x115.unknown_tags = u119
                f_task_offsets_7.append(x115)
    n120 = buf[pos]
    if n120 < 128:
        pos += 1
        n120 -= 1
    elif buf[pos + 1] < 128:
        n120 = n120 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n120, pos = _uvarint(buf, pos)
        n120 -= 1
    if n120 == -1:
        f_task_end_offsets_8 = None
    else:
        if n120 * 14 > end - pos:
            raise _short(pos)
        f_task_end_offsets_8 = []
        if n120:
            for _ in (_ranges[n120] if n120 < 256 else range(n120)):
                x121 = _new(TaskOffset)
                n122 = buf[pos]
                if n122 < 128:
                    pos += 1
                    n122 -= 1
                elif buf[pos + 1] < 128:
                    n122 = n122 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n122, pos = _string_uvarint(buf, pos)
                    n122 -= 1
                if n122 < 0:
                    raise _negative(pos)
                else:
                    e123 = pos + n122
                    if e123 > end:
                        raise _short(pos)
                    x121.subtopology_id = buf[pos:e123].decode()
                    pos = e123
                x121.partition, x121.offset, pk124 = _S5(buf, pos)
                pos += 13
                if pk124:
                    u125, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u125 = None
                x121.unknown_tags = u125
                f_task_end_offsets_8.append(x121)
    o.shutdown_application, pk126 = _S6(buf, pos)
    pos += 2
    if pk126:
        u127, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u127 = None
    o.topology = f_topology_1
    o.active_tasks = f_active_tasks_2
    o.standby_tasks = f_standby_tasks_3
    o.warmup_tasks = f_warmup_tasks_4
    o.user_endpoint = f_user_endpoint_5
    o.client_tags = f_client_tags_6
    o.task_offsets = f_task_offsets_7
    o.task_end_offsets = f_task_end_offsets_8
    o.unknown_tags = u127
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
    o = _new(StreamsGroupHeartbeatResponse)
    o.throttle_time_ms, o.error_code, pk6 = _S3(buf, pos)
    pos += 7
    if pk6 < 128:
        pk6 -= 1
    elif buf[pos] < 128:
        pk6 = pk6 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk6, pos = _string_uvarint(buf, pos - 1)
        pk6 -= 1
    if pk6 == -1:
        o.error_message = None
    else:
        e7 = pos + pk6
        if e7 > end:
            raise _short(pos)
        o.error_message = buf[pos:e7].decode()
        pos = e7
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
        o.member_id = buf[pos:e9].decode()
        pos = e9
    o.member_epoch, o.heartbeat_interval_ms, o.acceptable_recovery_lag, o.task_offset_interval_ms, pk10 = _S12(buf, pos)
    pos += 17
    if pk10 < 128:
        pk10 -= 1
    elif buf[pos] < 128:
        pk10 = pk10 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk10, pos = _uvarint(buf, pos - 1)
        pk10 -= 1
    if pk10 == -1:
        f_status_1 = None
    else:
        if pk10 * 3 > end - pos:
            raise _short(pos)
        f_status_1 = []
        if pk10:
            for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                x11 = _new(Status)
                x11.status_code, pk12 = _S13(buf, pos)
                pos += 2
                if pk12 < 128:
                    pk12 -= 1
                elif buf[pos] < 128:
                    pk12 = pk12 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk12, pos = _string_uvarint(buf, pos - 1)
                    pk12 -= 1
                if pk12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + pk12
                    if e13 > end:
                        raise _short(pos)
                    x11.status_detail = buf[pos:e13].decode()
                    pos = e13
                if buf[pos]:
                    u14, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u14 = None
                x11.unknown_tags = u14
                f_status_1.append(x11)
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
        n15 -= 1
    elif buf[pos + 1] < 128:
        n15 = n15 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n15, pos = _uvarint(buf, pos)
        n15 -= 1
    if n15 == -1:
        f_active_tasks_2 = None
    else:
        if n15 * 3 > end - pos:
            raise _short(pos)
        f_active_tasks_2 = []
        if n15:
            for _ in (_ranges[n15] if n15 < 256 else range(n15)):
                x16 = _new(StreamsGroupHeartbeatResponseTaskIds)
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
                    x16.subtopology_id = buf[pos:e19].decode()
                    pos = e19
                b20 = buf[pos]
                pos += 1
                if 1 < b20 < 34:
                    f_partitions_17 = [*_i32c[b20](buf, pos)]
                    pos += b20 * 4 - 4
                elif b20 == 1:
                    f_partitions_17 = []
                else:
                    pos -= 1
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
                        if not n21:
                            f_partitions_17 = []
                        elif n21 < 33:
                            f_partitions_17 = [*_i32s[n21](buf, pos)]
                            pos += n21 * 4
                        elif n21 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_17 = [*_array('i', n21).unpack_from(buf, pos)]
                            pos += n21 * 4
                if buf[pos]:
                    u22, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u22 = None
                x16.partitions = f_partitions_17
                x16.unknown_tags = u22
                f_active_tasks_2.append(x16)
    n23 = buf[pos]
    if n23 < 128:
        pos += 1
        n23 -= 1
    elif buf[pos + 1] < 128:
        n23 = n23 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n23, pos = _uvarint(buf, pos)
        n23 -= 1
    if n23 == -1:
        f_standby_tasks_3 = None
    else:
        if n23 * 3 > end - pos:
            raise _short(pos)
        f_standby_tasks_3 = []
        if n23:
            for _ in (_ranges[n23] if n23 < 256 else range(n23)):
                x24 = _new(StreamsGroupHeartbeatResponseTaskIds)
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
                    x24.subtopology_id = buf[pos:e27].decode()
                    pos = e27
                b28 = buf[pos]
                pos += 1
                if 1 < b28 < 34:
                    f_partitions_25 = [*_i32c[b28](buf, pos)]
                    pos += b28 * 4 - 4
                elif b28 == 1:
                    f_partitions_25 = []
                else:
                    pos -= 1
                    n29 = buf[pos]
                    if n29 < 128:
                        pos += 1
                        n29 -= 1
                    elif buf[pos + 1] < 128:
                        n29 = n29 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n29, pos = _uvarint(buf, pos)
                        n29 -= 1
                    if n29 < 0:
                        raise _negative(pos)
                    else:
                        if not n29:
                            f_partitions_25 = []
                        elif n29 < 33:
                            f_partitions_25 = [*_i32s[n29](buf, pos)]
                            pos += n29 * 4
                        elif n29 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_25 = [*_array('i', n29).unpack_from(buf, pos)]
                            pos += n29 * 4
                if buf[pos]:
                    u30, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u30 = None
                x24.partitions = f_partitions_25
                x24.unknown_tags = u30
                f_standby_tasks_3.append(x24)
    n31 = buf[pos]
    if n31 < 128:
        pos += 1
        n31 -= 1
    elif buf[pos + 1] < 128:
        n31 = n31 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n31, pos = _uvarint(buf, pos)
        n31 -= 1
    if n31 == -1:
        f_warmup_tasks_4 = None
    else:
        if n31 * 3 > end - pos:
            raise _short(pos)
        f_warmup_tasks_4 = []
        if n31:
            for _ in (_ranges[n31] if n31 < 256 else range(n31)):
                x32 = _new(StreamsGroupHeartbeatResponseTaskIds)
                n34 = buf[pos]
                if n34 < 128:
                    pos += 1
                    n34 -= 1
                elif buf[pos + 1] < 128:
                    n34 = n34 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n34, pos = _string_uvarint(buf, pos)
                    n34 -= 1
                if n34 < 0:
                    raise _negative(pos)
                else:
                    e35 = pos + n34
                    if e35 > end:
                        raise _short(pos)
                    x32.subtopology_id = buf[pos:e35].decode()
                    pos = e35
                b36 = buf[pos]
                pos += 1
                if 1 < b36 < 34:
                    f_partitions_33 = [*_i32c[b36](buf, pos)]
                    pos += b36 * 4 - 4
                elif b36 == 1:
                    f_partitions_33 = []
                else:
                    pos -= 1
                    n37 = buf[pos]
                    if n37 < 128:
                        pos += 1
                        n37 -= 1
                    elif buf[pos + 1] < 128:
                        n37 = n37 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n37, pos = _uvarint(buf, pos)
                        n37 -= 1
                    if n37 < 0:
                        raise _negative(pos)
                    else:
                        if not n37:
                            f_partitions_33 = []
                        elif n37 < 33:
                            f_partitions_33 = [*_i32s[n37](buf, pos)]
                            pos += n37 * 4
                        elif n37 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_33 = [*_array('i', n37).unpack_from(buf, pos)]
                            pos += n37 * 4
                if buf[pos]:
                    u38, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u38 = None
                x32.partitions = f_partitions_33
                x32.unknown_tags = u38
                f_warmup_tasks_4.append(x32)
    o.endpoint_information_epoch, pk39 = _S2(buf, pos)
    pos += 5
    if pk39 < 128:
        pk39 -= 1
    elif buf[pos] < 128:
        pk39 = pk39 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk39, pos = _uvarint(buf, pos - 1)
        pk39 -= 1
    if pk39 == -1:
        f_partitions_by_user_endpoint_5 = None
    else:
        if pk39 * 7 > end - pos:
            raise _short(pos)
        f_partitions_by_user_endpoint_5 = []
        if pk39:
            for _ in (_ranges[pk39] if pk39 < 256 else range(pk39)):
                x40 = _new(EndpointToPartitions)
                f_user_endpoint_41 = _new(StreamsGroupHeartbeatResponseEndpoint)
                n44 = buf[pos]
                if n44 < 128:
                    pos += 1
                    n44 -= 1
                elif buf[pos + 1] < 128:
                    n44 = n44 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n44, pos = _string_uvarint(buf, pos)
                    n44 -= 1
                if n44 < 0:
                    raise _negative(pos)
                else:
                    e45 = pos + n44
                    if e45 > end:
                        raise _short(pos)
                    f_user_endpoint_41.host = buf[pos:e45].decode()
                    pos = e45
                f_user_endpoint_41.port, pk46 = _S4(buf, pos)
                pos += 3
                if pk46:
                    u47, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u47 = None
                f_user_endpoint_41.unknown_tags = u47
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
                    if n48 * 3 > end - pos:
                        raise _short(pos)
                    f_active_partitions_42 = []
                    if n48:
                        for _ in (_ranges[n48] if n48 < 256 else range(n48)):
                            x49 = _new(TopicPartition)
                            n51 = buf[pos]
                            if n51 < 128:
                                pos += 1
                                n51 -= 1
                            elif buf[pos + 1] < 128:
                                n51 = n51 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n51, pos = _string_uvarint(buf, pos)
                                n51 -= 1
                            if n51 < 0:
                                raise _negative(pos)
                            else:
                                e52 = pos + n51
                                if e52 > end:
                                    raise _short(pos)
                                x49.topic = buf[pos:e52].decode()
                                pos = e52
                            b53 = buf[pos]
                            pos += 1
                            if 1 < b53 < 34:
                                f_partitions_50 = [*_i32c[b53](buf, pos)]
                                pos += b53 * 4 - 4
                            elif b53 == 1:
                                f_partitions_50 = []
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
                                        f_partitions_50 = []
                                    elif n54 < 33:
                                        f_partitions_50 = [*_i32s[n54](buf, pos)]
                                        pos += n54 * 4
                                    elif n54 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_partitions_50 = [*_array('i', n54).unpack_from(buf, pos)]
                                        pos += n54 * 4
                            if buf[pos]:
                                u55, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u55 = None
                            x49.partitions = f_partitions_50
                            x49.unknown_tags = u55
                            f_active_partitions_42.append(x49)
                n56 = buf[pos]
                if n56 < 128:
                    pos += 1
                    n56 -= 1
                elif buf[pos + 1] < 128:
                    n56 = n56 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n56, pos = _uvarint(buf, pos)
                    n56 -= 1
                if n56 < 0:
                    raise _negative(pos)
                else:
                    if n56 * 3 > end - pos:
                        raise _short(pos)
                    f_standby_partitions_43 = []
                    if n56:
                        for _ in (_ranges[n56] if n56 < 256 else range(n56)):
                            x57 = _new(TopicPartition)
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
                                x57.topic = buf[pos:e60].decode()
                                pos = e60
                            b61 = buf[pos]
                            pos += 1
                            if 1 < b61 < 34:
                                f_partitions_58 = [*_i32c[b61](buf, pos)]
                                pos += b61 * 4 - 4
                            elif b61 == 1:
                                f_partitions_58 = []
                            else:
                                pos -= 1
                                n62 = buf[pos]
                                if n62 < 128:
                                    pos += 1
                                    n62 -= 1
                                elif buf[pos + 1] < 128:
                                    n62 = n62 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n62, pos = _uvarint(buf, pos)
                                    n62 -= 1
                                if n62 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n62:
                                        f_partitions_58 = []
                                    elif n62 < 33:
                                        f_partitions_58 = [*_i32s[n62](buf, pos)]
                                        pos += n62 * 4
                                    elif n62 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_partitions_58 = [*_array('i', n62).unpack_from(buf, pos)]
                                        pos += n62 * 4
                            if buf[pos]:
                                u63, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u63 = None
                            x57.partitions = f_partitions_58
                            x57.unknown_tags = u63
                            f_standby_partitions_43.append(x57)
                if buf[pos]:
                    u64, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u64 = None
                x40.user_endpoint = f_user_endpoint_41
                x40.active_partitions = f_active_partitions_42
                x40.standby_partitions = f_standby_partitions_43
                x40.unknown_tags = u64
                f_partitions_by_user_endpoint_5.append(x40)
    if buf[pos]:
        u65, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u65 = None
    o.status = f_status_1
    o.active_tasks = f_active_tasks_2
    o.standby_tasks = f_standby_tasks_3
    o.warmup_tasks = f_warmup_tasks_4
    o.partitions_by_user_endpoint = f_partitions_by_user_endpoint_5
    o.unknown_tags = u65
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
