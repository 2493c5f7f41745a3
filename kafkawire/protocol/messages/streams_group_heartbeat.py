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

__all__ = ['CopartitionGroup', 'EndpointToPartitions', 'KeyValue', 'Status', 'StreamsGroupHeartbeatRequest', 'StreamsGroupHeartbeatRequestEndpoint', 'StreamsGroupHeartbeatRequestTaskIds', 'StreamsGroupHeartbeatResponse', 'StreamsGroupHeartbeatResponseEndpoint', 'StreamsGroupHeartbeatResponseTaskIds', 'Subtopology', 'TaskOffset', 'TopicInfo', 'TopicPartition', 'Topology']

_S0 = _Struct('>ii').unpack_from
_P0 = _Struct('>ii').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>ih').unpack_from
_P2 = _Struct('>ih').pack
_S3 = _Struct('>H').unpack_from
_P3 = _Struct('>H').pack
_S4 = _Struct('>iq').unpack_from
_P4 = _Struct('>iq').pack
_S5 = _Struct('>?').unpack_from
_P5 = _Struct('>?').pack
_S6 = _Struct('>iiii').unpack_from
_P6 = _Struct('>iiii').pack
_S7 = _Struct('>b').unpack_from
_P7 = _Struct('>b').pack


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
    f_member_epoch_3, f_endpoint_information_epoch_4 = _S0(buf, pos)
    pos += 8
    n22 = buf[pos]
    if n22 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n22 = (n22 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n22, pos = _uvarint(buf, pos)
    n22 -= 1
    if n22 == -1:
        f_instance_id_5 = None
    elif n22 < 0:
        raise _negative(pos)
    else:
        e23 = pos + n22
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
        f_epoch_26 = _S1(buf, pos)[0]
        pos += 4
        n28 = buf[pos]
        if n28 < 128:
            pos += 1
        elif buf[pos + 1] < 128:
            n28 = (n28 & 127) | (buf[pos + 1] << 7)
            pos += 2
        else:
            n28, pos = _uvarint(buf, pos)
        n28 -= 1
        if n28 < 0:
            raise _negative(pos)
        else:
            if n28 * 8 > end - pos:
                raise _short(pos)
            f_subtopologies_27 = []
            ap29 = f_subtopologies_27.append
            for _ in range(n28):
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
                    f_subtopology_id_31 = buf[pos:e39].decode()
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
                    if n40 > end - pos:
                        raise _short(pos)
                    f_source_topics_32 = []
                    for _ in range(n40):
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
                            e43 = pos + n42
                            if e43 > end:
                                raise _short(pos)
                            x41 = buf[pos:e43].decode()
                            pos = e43
                        f_source_topics_32.append(x41)
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
                    if n44 > end - pos:
                        raise _short(pos)
                    f_source_topic_regex_33 = []
                    for _ in range(n44):
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
                            x45 = buf[pos:e47].decode()
                            pos = e47
                        f_source_topic_regex_33.append(x45)
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
                    if n48 * 9 > end - pos:
                        raise _short(pos)
                    f_state_changelog_topics_34 = []
                    ap49 = f_state_changelog_topics_34.append
                    for _ in range(n48):
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
                            f_name_51 = buf[pos:e56].decode()
                            pos = e56
                        f_partitions_52, f_replication_factor_53 = _S2(buf, pos)
                        pos += 6
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
                            if n57 * 3 > end - pos:
                                raise _short(pos)
                            f_topic_configs_54 = []
                            ap58 = f_topic_configs_54.append
                            for _ in range(n57):
                                n62 = buf[pos]
                                if n62 < 128:
                                    pos += 1
                                elif buf[pos + 1] < 128:
                                    n62 = (n62 & 127) | (buf[pos + 1] << 7)
                                    pos += 2
                                else:
                                    n62, pos = _uvarint(buf, pos)
                                n62 -= 1
                                if n62 < 0:
                                    raise _negative(pos)
                                else:
                                    e63 = pos + n62
                                    if e63 > end:
                                        raise _short(pos)
                                    f_key_60 = buf[pos:e63].decode()
                                    pos = e63
                                n64 = buf[pos]
                                if n64 < 128:
                                    pos += 1
                                elif buf[pos + 1] < 128:
                                    n64 = (n64 & 127) | (buf[pos + 1] << 7)
                                    pos += 2
                                else:
                                    n64, pos = _uvarint(buf, pos)
                                n64 -= 1
                                if n64 < 0:
                                    raise _negative(pos)
                                else:
                                    e65 = pos + n64
                                    if e65 > end:
                                        raise _short(pos)
                                    f_value_61 = buf[pos:e65].decode()
                                    pos = e65
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
                                        if te71 > end:
                                            raise _short(pos)
                                        if tg69 <= last68:
                                            raise _tag_order(pos)
                                        last68 = tg69
                                        if u67 is None:
                                            u67 = {}
                                        u67[tg69] = buf[pos:te71]
                                        pos = te71
                                x59 = KeyValue(f_key_60, f_value_61, u67)
                                ap58(x59)
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
                        x50 = TopicInfo(f_name_51, f_partitions_52, f_replication_factor_53, f_topic_configs_54, u73)
                        ap49(x50)
                n78 = buf[pos]
                if n78 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n78 = (n78 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n78, pos = _uvarint(buf, pos)
                n78 -= 1
                if n78 < 0:
                    raise _negative(pos)
                else:
                    if n78 > end - pos:
                        raise _short(pos)
                    f_repartition_sink_topics_35 = []
                    for _ in range(n78):
                        n80 = buf[pos]
                        if n80 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n80 = (n80 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n80, pos = _uvarint(buf, pos)
                        n80 -= 1
                        if n80 < 0:
                            raise _negative(pos)
                        else:
                            e81 = pos + n80
                            if e81 > end:
                                raise _short(pos)
                            x79 = buf[pos:e81].decode()
                            pos = e81
                        f_repartition_sink_topics_35.append(x79)
                n82 = buf[pos]
                if n82 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n82 = (n82 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n82, pos = _uvarint(buf, pos)
                n82 -= 1
                if n82 < 0:
                    raise _negative(pos)
                else:
                    if n82 * 9 > end - pos:
                        raise _short(pos)
                    f_repartition_source_topics_36 = []
                    ap83 = f_repartition_source_topics_36.append
                    for _ in range(n82):
                        n89 = buf[pos]
                        if n89 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n89 = (n89 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n89, pos = _uvarint(buf, pos)
                        n89 -= 1
                        if n89 < 0:
                            raise _negative(pos)
                        else:
                            e90 = pos + n89
                            if e90 > end:
                                raise _short(pos)
                            f_name_85 = buf[pos:e90].decode()
                            pos = e90
                        f_partitions_86, f_replication_factor_87 = _S2(buf, pos)
                        pos += 6
                        n91 = buf[pos]
                        if n91 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n91 = (n91 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n91, pos = _uvarint(buf, pos)
                        n91 -= 1
                        if n91 < 0:
                            raise _negative(pos)
                        else:
                            if n91 * 3 > end - pos:
                                raise _short(pos)
                            f_topic_configs_88 = []
                            ap92 = f_topic_configs_88.append
                            for _ in range(n91):
                                n96 = buf[pos]
                                if n96 < 128:
                                    pos += 1
                                elif buf[pos + 1] < 128:
                                    n96 = (n96 & 127) | (buf[pos + 1] << 7)
                                    pos += 2
                                else:
                                    n96, pos = _uvarint(buf, pos)
                                n96 -= 1
                                if n96 < 0:
                                    raise _negative(pos)
                                else:
                                    e97 = pos + n96
                                    if e97 > end:
                                        raise _short(pos)
                                    f_key_94 = buf[pos:e97].decode()
                                    pos = e97
                                n98 = buf[pos]
                                if n98 < 128:
                                    pos += 1
                                elif buf[pos + 1] < 128:
                                    n98 = (n98 & 127) | (buf[pos + 1] << 7)
                                    pos += 2
                                else:
                                    n98, pos = _uvarint(buf, pos)
                                n98 -= 1
                                if n98 < 0:
                                    raise _negative(pos)
                                else:
                                    e99 = pos + n98
                                    if e99 > end:
                                        raise _short(pos)
                                    f_value_95 = buf[pos:e99].decode()
                                    pos = e99
                                nt100 = buf[pos]
                                if nt100 < 128:
                                    pos += 1
                                else:
                                    nt100, pos = _uvarint(buf, pos)
                                u101 = None
                                if nt100:
                                    last102 = -1
                                    for _ in range(nt100):
                                        tg103 = buf[pos]
                                        if tg103 < 128:
                                            pos += 1
                                        else:
                                            tg103, pos = _uvarint(buf, pos)
                                        sz104 = buf[pos]
                                        if sz104 < 128:
                                            pos += 1
                                        else:
                                            sz104, pos = _uvarint(buf, pos)
                                        te105 = pos + sz104
                                        if te105 > end:
                                            raise _short(pos)
                                        if tg103 <= last102:
                                            raise _tag_order(pos)
                                        last102 = tg103
                                        if u101 is None:
                                            u101 = {}
                                        u101[tg103] = buf[pos:te105]
                                        pos = te105
                                x93 = KeyValue(f_key_94, f_value_95, u101)
                                ap92(x93)
                        nt106 = buf[pos]
                        if nt106 < 128:
                            pos += 1
                        else:
                            nt106, pos = _uvarint(buf, pos)
                        u107 = None
                        if nt106:
                            last108 = -1
                            for _ in range(nt106):
                                tg109 = buf[pos]
                                if tg109 < 128:
                                    pos += 1
                                else:
                                    tg109, pos = _uvarint(buf, pos)
                                sz110 = buf[pos]
                                if sz110 < 128:
                                    pos += 1
                                else:
                                    sz110, pos = _uvarint(buf, pos)
                                te111 = pos + sz110
                                if te111 > end:
                                    raise _short(pos)
                                if tg109 <= last108:
                                    raise _tag_order(pos)
                                last108 = tg109
                                if u107 is None:
                                    u107 = {}
                                u107[tg109] = buf[pos:te111]
                                pos = te111
                        x84 = TopicInfo(f_name_85, f_partitions_86, f_replication_factor_87, f_topic_configs_88, u107)
                        ap83(x84)
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
                    if n112 * 4 > end - pos:
                        raise _short(pos)
                    f_copartition_groups_37 = []
                    ap113 = f_copartition_groups_37.append
                    for _ in range(n112):
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
                            if n118 * 2 > end - pos:
                                raise _short(pos)
                            f_source_topics_115 = list(_array('h', n118).unpack_from(buf, pos))
                            pos += n118 * 2
                        n119 = buf[pos]
                        if n119 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n119 = (n119 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n119, pos = _uvarint(buf, pos)
                        n119 -= 1
                        if n119 < 0:
                            raise _negative(pos)
                        else:
                            if n119 * 2 > end - pos:
                                raise _short(pos)
                            f_source_topic_regex_116 = list(_array('h', n119).unpack_from(buf, pos))
                            pos += n119 * 2
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
                            if n120 * 2 > end - pos:
                                raise _short(pos)
                            f_repartition_source_topics_117 = list(_array('h', n120).unpack_from(buf, pos))
                            pos += n120 * 2
                        nt121 = buf[pos]
                        if nt121 < 128:
                            pos += 1
                        else:
                            nt121, pos = _uvarint(buf, pos)
                        u122 = None
                        if nt121:
                            last123 = -1
                            for _ in range(nt121):
                                tg124 = buf[pos]
                                if tg124 < 128:
                                    pos += 1
                                else:
                                    tg124, pos = _uvarint(buf, pos)
                                sz125 = buf[pos]
                                if sz125 < 128:
                                    pos += 1
                                else:
                                    sz125, pos = _uvarint(buf, pos)
                                te126 = pos + sz125
                                if te126 > end:
                                    raise _short(pos)
                                if tg124 <= last123:
                                    raise _tag_order(pos)
                                last123 = tg124
                                if u122 is None:
                                    u122 = {}
                                u122[tg124] = buf[pos:te126]
                                pos = te126
                        x114 = CopartitionGroup(f_source_topics_115, f_source_topic_regex_116, f_repartition_source_topics_117, u122)
                        ap113(x114)
                nt127 = buf[pos]
                if nt127 < 128:
                    pos += 1
                else:
                    nt127, pos = _uvarint(buf, pos)
                u128 = None
                if nt127:
                    last129 = -1
                    for _ in range(nt127):
                        tg130 = buf[pos]
                        if tg130 < 128:
                            pos += 1
                        else:
                            tg130, pos = _uvarint(buf, pos)
                        sz131 = buf[pos]
                        if sz131 < 128:
                            pos += 1
                        else:
                            sz131, pos = _uvarint(buf, pos)
                        te132 = pos + sz131
                        if te132 > end:
                            raise _short(pos)
                        if tg130 <= last129:
                            raise _tag_order(pos)
                        last129 = tg130
                        if u128 is None:
                            u128 = {}
                        u128[tg130] = buf[pos:te132]
                        pos = te132
                x30 = Subtopology(f_subtopology_id_31, f_source_topics_32, f_source_topic_regex_33, f_state_changelog_topics_34, f_repartition_sink_topics_35, f_repartition_source_topics_36, f_copartition_groups_37, u128)
                ap29(x30)
        nt133 = buf[pos]
        if nt133 < 128:
            pos += 1
        else:
            nt133, pos = _uvarint(buf, pos)
        u134 = None
        if nt133:
            last135 = -1
            for _ in range(nt133):
                tg136 = buf[pos]
                if tg136 < 128:
                    pos += 1
                else:
                    tg136, pos = _uvarint(buf, pos)
                sz137 = buf[pos]
                if sz137 < 128:
                    pos += 1
                else:
                    sz137, pos = _uvarint(buf, pos)
                te138 = pos + sz137
                if te138 > end:
                    raise _short(pos)
                if tg136 <= last135:
                    raise _tag_order(pos)
                last135 = tg136
                if u134 is None:
                    u134 = {}
                u134[tg136] = buf[pos:te138]
                pos = te138
        f_topology_8 = Topology(f_epoch_26, f_subtopologies_27, u134)
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
        f_active_tasks_9 = None
    elif n139 < 0:
        raise _negative(pos)
    else:
        if n139 * 3 > end - pos:
            raise _short(pos)
        f_active_tasks_9 = []
        ap140 = f_active_tasks_9.append
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
                f_subtopology_id_142 = buf[pos:e145].decode()
                pos = e145
            n146 = buf[pos]
            if n146 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n146 = (n146 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n146, pos = _uvarint(buf, pos)
            n146 -= 1
            if n146 < 0:
                raise _negative(pos)
            else:
                if n146 * 4 > end - pos:
                    raise _short(pos)
                if n146 < 33:
                    f_partitions_143 = list(_i32s[n146](buf, pos))
                else:
                    f_partitions_143 = list(_array('i', n146).unpack_from(buf, pos))
                pos += n146 * 4
            nt147 = buf[pos]
            if nt147 < 128:
                pos += 1
            else:
                nt147, pos = _uvarint(buf, pos)
            u148 = None
            if nt147:
                last149 = -1
                for _ in range(nt147):
                    tg150 = buf[pos]
                    if tg150 < 128:
                        pos += 1
                    else:
                        tg150, pos = _uvarint(buf, pos)
                    sz151 = buf[pos]
                    if sz151 < 128:
                        pos += 1
                    else:
                        sz151, pos = _uvarint(buf, pos)
                    te152 = pos + sz151
                    if te152 > end:
                        raise _short(pos)
                    if tg150 <= last149:
                        raise _tag_order(pos)
                    last149 = tg150
                    if u148 is None:
                        u148 = {}
                    u148[tg150] = buf[pos:te152]
                    pos = te152
            x141 = StreamsGroupHeartbeatRequestTaskIds(f_subtopology_id_142, f_partitions_143, u148)
            ap140(x141)
    n153 = buf[pos]
    if n153 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n153 = (n153 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n153, pos = _uvarint(buf, pos)
    n153 -= 1
    if n153 == -1:
        f_standby_tasks_10 = None
    elif n153 < 0:
        raise _negative(pos)
    else:
        if n153 * 3 > end - pos:
            raise _short(pos)
        f_standby_tasks_10 = []
        ap154 = f_standby_tasks_10.append
        for _ in range(n153):
            n158 = buf[pos]
            if n158 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n158 = (n158 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n158, pos = _uvarint(buf, pos)
            n158 -= 1
            if n158 < 0:
                raise _negative(pos)
            else:
                e159 = pos + n158
                if e159 > end:
                    raise _short(pos)
                f_subtopology_id_156 = buf[pos:e159].decode()
                pos = e159
            n160 = buf[pos]
            if n160 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n160 = (n160 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n160, pos = _uvarint(buf, pos)
            n160 -= 1
            if n160 < 0:
                raise _negative(pos)
            else:
                if n160 * 4 > end - pos:
                    raise _short(pos)
                if n160 < 33:
                    f_partitions_157 = list(_i32s[n160](buf, pos))
                else:
                    f_partitions_157 = list(_array('i', n160).unpack_from(buf, pos))
                pos += n160 * 4
            nt161 = buf[pos]
            if nt161 < 128:
                pos += 1
            else:
                nt161, pos = _uvarint(buf, pos)
            u162 = None
            if nt161:
                last163 = -1
                for _ in range(nt161):
                    tg164 = buf[pos]
                    if tg164 < 128:
                        pos += 1
                    else:
                        tg164, pos = _uvarint(buf, pos)
                    sz165 = buf[pos]
                    if sz165 < 128:
                        pos += 1
                    else:
                        sz165, pos = _uvarint(buf, pos)
                    te166 = pos + sz165
                    if te166 > end:
                        raise _short(pos)
                    if tg164 <= last163:
                        raise _tag_order(pos)
                    last163 = tg164
                    if u162 is None:
                        u162 = {}
                    u162[tg164] = buf[pos:te166]
                    pos = te166
            x155 = StreamsGroupHeartbeatRequestTaskIds(f_subtopology_id_156, f_partitions_157, u162)
            ap154(x155)
    n167 = buf[pos]
    if n167 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n167 = (n167 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n167, pos = _uvarint(buf, pos)
    n167 -= 1
    if n167 == -1:
        f_warmup_tasks_11 = None
    elif n167 < 0:
        raise _negative(pos)
    else:
        if n167 * 3 > end - pos:
            raise _short(pos)
        f_warmup_tasks_11 = []
        ap168 = f_warmup_tasks_11.append
        for _ in range(n167):
            n172 = buf[pos]
            if n172 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n172 = (n172 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n172, pos = _uvarint(buf, pos)
            n172 -= 1
            if n172 < 0:
                raise _negative(pos)
            else:
                e173 = pos + n172
                if e173 > end:
                    raise _short(pos)
                f_subtopology_id_170 = buf[pos:e173].decode()
                pos = e173
            n174 = buf[pos]
            if n174 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n174 = (n174 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n174, pos = _uvarint(buf, pos)
            n174 -= 1
            if n174 < 0:
                raise _negative(pos)
            else:
                if n174 * 4 > end - pos:
                    raise _short(pos)
                if n174 < 33:
                    f_partitions_171 = list(_i32s[n174](buf, pos))
                else:
                    f_partitions_171 = list(_array('i', n174).unpack_from(buf, pos))
                pos += n174 * 4
            nt175 = buf[pos]
            if nt175 < 128:
                pos += 1
            else:
                nt175, pos = _uvarint(buf, pos)
            u176 = None
            if nt175:
                last177 = -1
                for _ in range(nt175):
                    tg178 = buf[pos]
                    if tg178 < 128:
                        pos += 1
                    else:
                        tg178, pos = _uvarint(buf, pos)
                    sz179 = buf[pos]
                    if sz179 < 128:
                        pos += 1
                    else:
                        sz179, pos = _uvarint(buf, pos)
                    te180 = pos + sz179
                    if te180 > end:
                        raise _short(pos)
                    if tg178 <= last177:
                        raise _tag_order(pos)
                    last177 = tg178
                    if u176 is None:
                        u176 = {}
                    u176[tg178] = buf[pos:te180]
                    pos = te180
            x169 = StreamsGroupHeartbeatRequestTaskIds(f_subtopology_id_170, f_partitions_171, u176)
            ap168(x169)
    n181 = buf[pos]
    if n181 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n181 = (n181 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n181, pos = _uvarint(buf, pos)
    n181 -= 1
    if n181 == -1:
        f_process_id_12 = None
    elif n181 < 0:
        raise _negative(pos)
    else:
        e182 = pos + n181
        if e182 > end:
            raise _short(pos)
        f_process_id_12 = buf[pos:e182].decode()
        pos = e182
    if buf[pos] == 255:
        f_user_endpoint_13 = None
        pos += 1
    else:
        pos += 1
        n185 = buf[pos]
        if n185 < 128:
            pos += 1
        elif buf[pos + 1] < 128:
            n185 = (n185 & 127) | (buf[pos + 1] << 7)
            pos += 2
        else:
            n185, pos = _uvarint(buf, pos)
        n185 -= 1
        if n185 < 0:
            raise _negative(pos)
        else:
            e186 = pos + n185
            if e186 > end:
                raise _short(pos)
            f_host_183 = buf[pos:e186].decode()
            pos = e186
        f_port_184 = _S3(buf, pos)[0]
        pos += 2
        nt187 = buf[pos]
        if nt187 < 128:
            pos += 1
        else:
            nt187, pos = _uvarint(buf, pos)
        u188 = None
        if nt187:
            last189 = -1
            for _ in range(nt187):
                tg190 = buf[pos]
                if tg190 < 128:
                    pos += 1
                else:
                    tg190, pos = _uvarint(buf, pos)
                sz191 = buf[pos]
                if sz191 < 128:
                    pos += 1
                else:
                    sz191, pos = _uvarint(buf, pos)
                te192 = pos + sz191
                if te192 > end:
                    raise _short(pos)
                if tg190 <= last189:
                    raise _tag_order(pos)
                last189 = tg190
                if u188 is None:
                    u188 = {}
                u188[tg190] = buf[pos:te192]
                pos = te192
        f_user_endpoint_13 = StreamsGroupHeartbeatRequestEndpoint(f_host_183, f_port_184, u188)
    n193 = buf[pos]
    if n193 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n193 = (n193 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n193, pos = _uvarint(buf, pos)
    n193 -= 1
    if n193 == -1:
        f_client_tags_14 = None
    elif n193 < 0:
        raise _negative(pos)
    else:
        if n193 * 3 > end - pos:
            raise _short(pos)
        f_client_tags_14 = []
        ap194 = f_client_tags_14.append
        for _ in range(n193):
            n198 = buf[pos]
            if n198 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n198 = (n198 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n198, pos = _uvarint(buf, pos)
            n198 -= 1
            if n198 < 0:
                raise _negative(pos)
            else:
                e199 = pos + n198
                if e199 > end:
                    raise _short(pos)
                f_key_196 = buf[pos:e199].decode()
                pos = e199
            n200 = buf[pos]
            if n200 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n200 = (n200 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n200, pos = _uvarint(buf, pos)
            n200 -= 1
            if n200 < 0:
                raise _negative(pos)
            else:
                e201 = pos + n200
                if e201 > end:
                    raise _short(pos)
                f_value_197 = buf[pos:e201].decode()
                pos = e201
            nt202 = buf[pos]
            if nt202 < 128:
                pos += 1
            else:
                nt202, pos = _uvarint(buf, pos)
            u203 = None
            if nt202:
                last204 = -1
                for _ in range(nt202):
                    tg205 = buf[pos]
                    if tg205 < 128:
                        pos += 1
                    else:
                        tg205, pos = _uvarint(buf, pos)
                    sz206 = buf[pos]
                    if sz206 < 128:
                        pos += 1
                    else:
                        sz206, pos = _uvarint(buf, pos)
                    te207 = pos + sz206
                    if te207 > end:
                        raise _short(pos)
                    if tg205 <= last204:
                        raise _tag_order(pos)
                    last204 = tg205
                    if u203 is None:
                        u203 = {}
                    u203[tg205] = buf[pos:te207]
                    pos = te207
            x195 = KeyValue(f_key_196, f_value_197, u203)
            ap194(x195)
    n208 = buf[pos]
    if n208 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n208 = (n208 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n208, pos = _uvarint(buf, pos)
    n208 -= 1
    if n208 == -1:
        f_task_offsets_15 = None
    elif n208 < 0:
        raise _negative(pos)
    else:
        if n208 * 14 > end - pos:
            raise _short(pos)
        f_task_offsets_15 = []
        ap209 = f_task_offsets_15.append
        for _ in range(n208):
            n214 = buf[pos]
            if n214 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n214 = (n214 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n214, pos = _uvarint(buf, pos)
            n214 -= 1
            if n214 < 0:
                raise _negative(pos)
            else:
                e215 = pos + n214
                if e215 > end:
                    raise _short(pos)
                f_subtopology_id_211 = buf[pos:e215].decode()
                pos = e215
            f_partition_212, f_offset_213 = _S4(buf, pos)
            pos += 12
            nt216 = buf[pos]
            if nt216 < 128:
                pos += 1
            else:
                nt216, pos = _uvarint(buf, pos)
            u217 = None
            if nt216:
                last218 = -1
                for _ in range(nt216):
                    tg219 = buf[pos]
                    if tg219 < 128:
                        pos += 1
                    else:
                        tg219, pos = _uvarint(buf, pos)
                    sz220 = buf[pos]
                    if sz220 < 128:
                        pos += 1
                    else:
                        sz220, pos = _uvarint(buf, pos)
                    te221 = pos + sz220
                    if te221 > end:
                        raise _short(pos)
                    if tg219 <= last218:
                        raise _tag_order(pos)
                    last218 = tg219
                    if u217 is None:
                        u217 = {}
                    u217[tg219] = buf[pos:te221]
                    pos = te221
            x210 = TaskOffset(f_subtopology_id_211, f_partition_212, f_offset_213, u217)
            ap209(x210)
    n222 = buf[pos]
    if n222 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n222 = (n222 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n222, pos = _uvarint(buf, pos)
    n222 -= 1
    if n222 == -1:
        f_task_end_offsets_16 = None
    elif n222 < 0:
        raise _negative(pos)
    else:
        if n222 * 14 > end - pos:
            raise _short(pos)
        f_task_end_offsets_16 = []
        ap223 = f_task_end_offsets_16.append
        for _ in range(n222):
            n228 = buf[pos]
            if n228 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n228 = (n228 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n228, pos = _uvarint(buf, pos)
            n228 -= 1
            if n228 < 0:
                raise _negative(pos)
            else:
                e229 = pos + n228
                if e229 > end:
                    raise _short(pos)
                f_subtopology_id_225 = buf[pos:e229].decode()
                pos = e229
            f_partition_226, f_offset_227 = _S4(buf, pos)
            pos += 12
            nt230 = buf[pos]
            if nt230 < 128:
                pos += 1
            else:
                nt230, pos = _uvarint(buf, pos)
            u231 = None
            if nt230:
                last232 = -1
                for _ in range(nt230):
                    tg233 = buf[pos]
                    if tg233 < 128:
                        pos += 1
                    else:
                        tg233, pos = _uvarint(buf, pos)
                    sz234 = buf[pos]
                    if sz234 < 128:
                        pos += 1
                    else:
                        sz234, pos = _uvarint(buf, pos)
                    te235 = pos + sz234
                    if te235 > end:
                        raise _short(pos)
                    if tg233 <= last232:
                        raise _tag_order(pos)
                    last232 = tg233
                    if u231 is None:
                        u231 = {}
                    u231[tg233] = buf[pos:te235]
                    pos = te235
            x224 = TaskOffset(f_subtopology_id_225, f_partition_226, f_offset_227, u231)
            ap223(x224)
    f_shutdown_application_17 = _S5(buf, pos)[0]
    pos += 1
    nt236 = buf[pos]
    if nt236 < 128:
        pos += 1
    else:
        nt236, pos = _uvarint(buf, pos)
    u237 = None
    if nt236:
        last238 = -1
        for _ in range(nt236):
            tg239 = buf[pos]
            if tg239 < 128:
                pos += 1
            else:
                tg239, pos = _uvarint(buf, pos)
            sz240 = buf[pos]
            if sz240 < 128:
                pos += 1
            else:
                sz240, pos = _uvarint(buf, pos)
            te241 = pos + sz240
            if te241 > end:
                raise _short(pos)
            if tg239 <= last238:
                raise _tag_order(pos)
            last238 = tg239
            if u237 is None:
                u237 = {}
            u237[tg239] = buf[pos:te241]
            pos = te241
    o = StreamsGroupHeartbeatRequest(f_group_id_1, f_member_id_2, f_member_epoch_3, f_endpoint_information_epoch_4, f_instance_id_5, f_rack_id_6, f_rebalance_timeout_ms_7, f_topology_8, f_active_tasks_9, f_standby_tasks_10, f_warmup_tasks_11, f_process_id_12, f_user_endpoint_13, f_client_tags_14, f_task_offsets_15, f_task_end_offsets_16, f_shutdown_application_17, u237)
    return o, pos


def _e_StreamsGroupHeartbeatRequest_v0(o: StreamsGroupHeartbeatRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P0(o.member_epoch, o.endpoint_information_epoch)
    if o.instance_id is None:
        out.append(0)
    else:
        b3 = o.instance_id.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
    if o.rack_id is None:
        out.append(0)
    else:
        b4 = o.rack_id.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
    out += _P1(o.rebalance_timeout_ms)
    if o.topology is None:
        out.append(255)
    else:
        out.append(1)
        out += _P1(o.topology.epoch)
        if len(o.topology.subtopologies) + 1 < 128:
            out.append(len(o.topology.subtopologies) + 1)
        else:
            out += _encode_uvarint(len(o.topology.subtopologies) + 1)
        for x5 in o.topology.subtopologies:
            b6 = x5.subtopology_id.encode()
            if len(b6) + 1 < 128:
                out.append(len(b6) + 1)
            else:
                out += _encode_uvarint(len(b6) + 1)
            out += b6
            if len(x5.source_topics) + 1 < 128:
                out.append(len(x5.source_topics) + 1)
            else:
                out += _encode_uvarint(len(x5.source_topics) + 1)
            for x7 in x5.source_topics:
                b8 = x7.encode()
                if len(b8) + 1 < 128:
                    out.append(len(b8) + 1)
                else:
                    out += _encode_uvarint(len(b8) + 1)
                out += b8
            if len(x5.source_topic_regex) + 1 < 128:
                out.append(len(x5.source_topic_regex) + 1)
            else:
                out += _encode_uvarint(len(x5.source_topic_regex) + 1)
            for x9 in x5.source_topic_regex:
                b10 = x9.encode()
                if len(b10) + 1 < 128:
                    out.append(len(b10) + 1)
                else:
                    out += _encode_uvarint(len(b10) + 1)
                out += b10
            if len(x5.state_changelog_topics) + 1 < 128:
                out.append(len(x5.state_changelog_topics) + 1)
            else:
                out += _encode_uvarint(len(x5.state_changelog_topics) + 1)
            for x11 in x5.state_changelog_topics:
                b12 = x11.name.encode()
                if len(b12) + 1 < 128:
                    out.append(len(b12) + 1)
                else:
                    out += _encode_uvarint(len(b12) + 1)
                out += b12
                out += _P2(x11.partitions, x11.replication_factor)
                if len(x11.topic_configs) + 1 < 128:
                    out.append(len(x11.topic_configs) + 1)
                else:
                    out += _encode_uvarint(len(x11.topic_configs) + 1)
                for x13 in x11.topic_configs:
                    b14 = x13.key.encode()
                    if len(b14) + 1 < 128:
                        out.append(len(b14) + 1)
                    else:
                        out += _encode_uvarint(len(b14) + 1)
                    out += b14
                    b15 = x13.value.encode()
                    if len(b15) + 1 < 128:
                        out.append(len(b15) + 1)
                    else:
                        out += _encode_uvarint(len(b15) + 1)
                    out += b15
                    if x13.unknown_tags:
                        _write_tags(out, [], x13.unknown_tags)
                    else:
                        out.append(0)
                if x11.unknown_tags:
                    _write_tags(out, [], x11.unknown_tags)
                else:
                    out.append(0)
            if len(x5.repartition_sink_topics) + 1 < 128:
                out.append(len(x5.repartition_sink_topics) + 1)
            else:
                out += _encode_uvarint(len(x5.repartition_sink_topics) + 1)
            for x16 in x5.repartition_sink_topics:
                b17 = x16.encode()
                if len(b17) + 1 < 128:
                    out.append(len(b17) + 1)
                else:
                    out += _encode_uvarint(len(b17) + 1)
                out += b17
            if len(x5.repartition_source_topics) + 1 < 128:
                out.append(len(x5.repartition_source_topics) + 1)
            else:
                out += _encode_uvarint(len(x5.repartition_source_topics) + 1)
            for x18 in x5.repartition_source_topics:
                b19 = x18.name.encode()
                if len(b19) + 1 < 128:
                    out.append(len(b19) + 1)
                else:
                    out += _encode_uvarint(len(b19) + 1)
                out += b19
                out += _P2(x18.partitions, x18.replication_factor)
                if len(x18.topic_configs) + 1 < 128:
                    out.append(len(x18.topic_configs) + 1)
                else:
                    out += _encode_uvarint(len(x18.topic_configs) + 1)
                for x20 in x18.topic_configs:
                    b21 = x20.key.encode()
                    if len(b21) + 1 < 128:
                        out.append(len(b21) + 1)
                    else:
                        out += _encode_uvarint(len(b21) + 1)
                    out += b21
                    b22 = x20.value.encode()
                    if len(b22) + 1 < 128:
                        out.append(len(b22) + 1)
                    else:
                        out += _encode_uvarint(len(b22) + 1)
                    out += b22
                    if x20.unknown_tags:
                        _write_tags(out, [], x20.unknown_tags)
                    else:
                        out.append(0)
                if x18.unknown_tags:
                    _write_tags(out, [], x18.unknown_tags)
                else:
                    out.append(0)
            if len(x5.copartition_groups) + 1 < 128:
                out.append(len(x5.copartition_groups) + 1)
            else:
                out += _encode_uvarint(len(x5.copartition_groups) + 1)
            for x23 in x5.copartition_groups:
                if len(x23.source_topics) + 1 < 128:
                    out.append(len(x23.source_topics) + 1)
                else:
                    out += _encode_uvarint(len(x23.source_topics) + 1)
                out += _array('h', len(x23.source_topics)).pack(*x23.source_topics)
                if len(x23.source_topic_regex) + 1 < 128:
                    out.append(len(x23.source_topic_regex) + 1)
                else:
                    out += _encode_uvarint(len(x23.source_topic_regex) + 1)
                out += _array('h', len(x23.source_topic_regex)).pack(*x23.source_topic_regex)
                if len(x23.repartition_source_topics) + 1 < 128:
                    out.append(len(x23.repartition_source_topics) + 1)
                else:
                    out += _encode_uvarint(len(x23.repartition_source_topics) + 1)
                out += _array('h', len(x23.repartition_source_topics)).pack(*x23.repartition_source_topics)
                if x23.unknown_tags:
                    _write_tags(out, [], x23.unknown_tags)
                else:
                    out.append(0)
            if x5.unknown_tags:
                _write_tags(out, [], x5.unknown_tags)
            else:
                out.append(0)
        if o.topology.unknown_tags:
            _write_tags(out, [], o.topology.unknown_tags)
        else:
            out.append(0)
    if o.active_tasks is None:
        out.append(0)
    else:
        if len(o.active_tasks) + 1 < 128:
            out.append(len(o.active_tasks) + 1)
        else:
            out += _encode_uvarint(len(o.active_tasks) + 1)
        for x24 in o.active_tasks:
            b25 = x24.subtopology_id.encode()
            if len(b25) + 1 < 128:
                out.append(len(b25) + 1)
            else:
                out += _encode_uvarint(len(b25) + 1)
            out += b25
            if len(x24.partitions) + 1 < 128:
                out.append(len(x24.partitions) + 1)
            else:
                out += _encode_uvarint(len(x24.partitions) + 1)
            out += _array('i', len(x24.partitions)).pack(*x24.partitions)
            if x24.unknown_tags:
                _write_tags(out, [], x24.unknown_tags)
            else:
                out.append(0)
    if o.standby_tasks is None:
        out.append(0)
    else:
        if len(o.standby_tasks) + 1 < 128:
            out.append(len(o.standby_tasks) + 1)
        else:
            out += _encode_uvarint(len(o.standby_tasks) + 1)
        for x26 in o.standby_tasks:
            b27 = x26.subtopology_id.encode()
            if len(b27) + 1 < 128:
                out.append(len(b27) + 1)
            else:
                out += _encode_uvarint(len(b27) + 1)
            out += b27
            if len(x26.partitions) + 1 < 128:
                out.append(len(x26.partitions) + 1)
            else:
                out += _encode_uvarint(len(x26.partitions) + 1)
            out += _array('i', len(x26.partitions)).pack(*x26.partitions)
            if x26.unknown_tags:
                _write_tags(out, [], x26.unknown_tags)
            else:
                out.append(0)
    if o.warmup_tasks is None:
        out.append(0)
    else:
        if len(o.warmup_tasks) + 1 < 128:
            out.append(len(o.warmup_tasks) + 1)
        else:
            out += _encode_uvarint(len(o.warmup_tasks) + 1)
        for x28 in o.warmup_tasks:
            b29 = x28.subtopology_id.encode()
            if len(b29) + 1 < 128:
                out.append(len(b29) + 1)
            else:
                out += _encode_uvarint(len(b29) + 1)
            out += b29
            if len(x28.partitions) + 1 < 128:
                out.append(len(x28.partitions) + 1)
            else:
                out += _encode_uvarint(len(x28.partitions) + 1)
            out += _array('i', len(x28.partitions)).pack(*x28.partitions)
            if x28.unknown_tags:
                _write_tags(out, [], x28.unknown_tags)
            else:
                out.append(0)
    if o.process_id is None:
        out.append(0)
    else:
        b30 = o.process_id.encode()
        if len(b30) + 1 < 128:
            out.append(len(b30) + 1)
        else:
            out += _encode_uvarint(len(b30) + 1)
        out += b30
    if o.user_endpoint is None:
        out.append(255)
    else:
        out.append(1)
        b31 = o.user_endpoint.host.encode()
        if len(b31) + 1 < 128:
            out.append(len(b31) + 1)
        else:
            out += _encode_uvarint(len(b31) + 1)
        out += b31
        out += _P3(o.user_endpoint.port)
        if o.user_endpoint.unknown_tags:
            _write_tags(out, [], o.user_endpoint.unknown_tags)
        else:
            out.append(0)
    if o.client_tags is None:
        out.append(0)
    else:
        if len(o.client_tags) + 1 < 128:
            out.append(len(o.client_tags) + 1)
        else:
            out += _encode_uvarint(len(o.client_tags) + 1)
        for x32 in o.client_tags:
            b33 = x32.key.encode()
            if len(b33) + 1 < 128:
                out.append(len(b33) + 1)
            else:
                out += _encode_uvarint(len(b33) + 1)
            out += b33
            b34 = x32.value.encode()
            if len(b34) + 1 < 128:
                out.append(len(b34) + 1)
            else:
                out += _encode_uvarint(len(b34) + 1)
            out += b34
            if x32.unknown_tags:
                _write_tags(out, [], x32.unknown_tags)
            else:
                out.append(0)
    if o.task_offsets is None:
        out.append(0)
    else:
        if len(o.task_offsets) + 1 < 128:
            out.append(len(o.task_offsets) + 1)
        else:
            out += _encode_uvarint(len(o.task_offsets) + 1)
        for x35 in o.task_offsets:
            b36 = x35.subtopology_id.encode()
            if len(b36) + 1 < 128:
                out.append(len(b36) + 1)
            else:
                out += _encode_uvarint(len(b36) + 1)
            out += b36
            out += _P4(x35.partition, x35.offset)
            if x35.unknown_tags:
                _write_tags(out, [], x35.unknown_tags)
            else:
                out.append(0)
    if o.task_end_offsets is None:
        out.append(0)
    else:
        if len(o.task_end_offsets) + 1 < 128:
            out.append(len(o.task_end_offsets) + 1)
        else:
            out += _encode_uvarint(len(o.task_end_offsets) + 1)
        for x37 in o.task_end_offsets:
            b38 = x37.subtopology_id.encode()
            if len(b38) + 1 < 128:
                out.append(len(b38) + 1)
            else:
                out += _encode_uvarint(len(b38) + 1)
            out += b38
            out += _P4(x37.partition, x37.offset)
            if x37.unknown_tags:
                _write_tags(out, [], x37.unknown_tags)
            else:
                out.append(0)
    out += _P5(o.shutdown_application)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_StreamsGroupHeartbeatResponse_v0(buf: bytes, pos: int, end: int) -> tuple[StreamsGroupHeartbeatResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S2(buf, pos)
    pos += 6
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n15 = (n15 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n15, pos = _uvarint(buf, pos)
    n15 -= 1
    if n15 == -1:
        f_error_message_3 = None
    elif n15 < 0:
        raise _negative(pos)
    else:
        e16 = pos + n15
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
    f_member_epoch_5, f_heartbeat_interval_ms_6, f_acceptable_recovery_lag_7, f_task_offset_interval_ms_8 = _S6(buf, pos)
    pos += 16
    n19 = buf[pos]
    if n19 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n19 = (n19 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n19, pos = _uvarint(buf, pos)
    n19 -= 1
    if n19 == -1:
        f_status_9 = None
    elif n19 < 0:
        raise _negative(pos)
    else:
        if n19 * 3 > end - pos:
            raise _short(pos)
        f_status_9 = []
        ap20 = f_status_9.append
        for _ in range(n19):
            f_status_code_22 = _S7(buf, pos)[0]
            pos += 1
            n24 = buf[pos]
            if n24 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n24 = (n24 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n24, pos = _uvarint(buf, pos)
            n24 -= 1
            if n24 < 0:
                raise _negative(pos)
            else:
                e25 = pos + n24
                if e25 > end:
                    raise _short(pos)
                f_status_detail_23 = buf[pos:e25].decode()
                pos = e25
            nt26 = buf[pos]
            if nt26 < 128:
                pos += 1
            else:
                nt26, pos = _uvarint(buf, pos)
            u27 = None
            if nt26:
                last28 = -1
                for _ in range(nt26):
                    tg29 = buf[pos]
                    if tg29 < 128:
                        pos += 1
                    else:
                        tg29, pos = _uvarint(buf, pos)
                    sz30 = buf[pos]
                    if sz30 < 128:
                        pos += 1
                    else:
                        sz30, pos = _uvarint(buf, pos)
                    te31 = pos + sz30
                    if te31 > end:
                        raise _short(pos)
                    if tg29 <= last28:
                        raise _tag_order(pos)
                    last28 = tg29
                    if u27 is None:
                        u27 = {}
                    u27[tg29] = buf[pos:te31]
                    pos = te31
            x21 = Status(f_status_code_22, f_status_detail_23, u27)
            ap20(x21)
    n32 = buf[pos]
    if n32 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n32 = (n32 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n32, pos = _uvarint(buf, pos)
    n32 -= 1
    if n32 == -1:
        f_active_tasks_10 = None
    elif n32 < 0:
        raise _negative(pos)
    else:
        if n32 * 3 > end - pos:
            raise _short(pos)
        f_active_tasks_10 = []
        ap33 = f_active_tasks_10.append
        for _ in range(n32):
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
                f_subtopology_id_35 = buf[pos:e38].decode()
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
                if n39 * 4 > end - pos:
                    raise _short(pos)
                if n39 < 33:
                    f_partitions_36 = list(_i32s[n39](buf, pos))
                else:
                    f_partitions_36 = list(_array('i', n39).unpack_from(buf, pos))
                pos += n39 * 4
            nt40 = buf[pos]
            if nt40 < 128:
                pos += 1
            else:
                nt40, pos = _uvarint(buf, pos)
            u41 = None
            if nt40:
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
                    if u41 is None:
                        u41 = {}
                    u41[tg43] = buf[pos:te45]
                    pos = te45
            x34 = StreamsGroupHeartbeatResponseTaskIds(f_subtopology_id_35, f_partitions_36, u41)
            ap33(x34)
    n46 = buf[pos]
    if n46 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n46 = (n46 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n46, pos = _uvarint(buf, pos)
    n46 -= 1
    if n46 == -1:
        f_standby_tasks_11 = None
    elif n46 < 0:
        raise _negative(pos)
    else:
        if n46 * 3 > end - pos:
            raise _short(pos)
        f_standby_tasks_11 = []
        ap47 = f_standby_tasks_11.append
        for _ in range(n46):
            n51 = buf[pos]
            if n51 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n51 = (n51 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n51, pos = _uvarint(buf, pos)
            n51 -= 1
            if n51 < 0:
                raise _negative(pos)
            else:
                e52 = pos + n51
                if e52 > end:
                    raise _short(pos)
                f_subtopology_id_49 = buf[pos:e52].decode()
                pos = e52
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
                if n53 * 4 > end - pos:
                    raise _short(pos)
                if n53 < 33:
                    f_partitions_50 = list(_i32s[n53](buf, pos))
                else:
                    f_partitions_50 = list(_array('i', n53).unpack_from(buf, pos))
                pos += n53 * 4
            nt54 = buf[pos]
            if nt54 < 128:
                pos += 1
            else:
                nt54, pos = _uvarint(buf, pos)
            u55 = None
            if nt54:
                last56 = -1
                for _ in range(nt54):
                    tg57 = buf[pos]
                    if tg57 < 128:
                        pos += 1
                    else:
                        tg57, pos = _uvarint(buf, pos)
                    sz58 = buf[pos]
                    if sz58 < 128:
                        pos += 1
                    else:
                        sz58, pos = _uvarint(buf, pos)
                    te59 = pos + sz58
                    if te59 > end:
                        raise _short(pos)
                    if tg57 <= last56:
                        raise _tag_order(pos)
                    last56 = tg57
                    if u55 is None:
                        u55 = {}
                    u55[tg57] = buf[pos:te59]
                    pos = te59
            x48 = StreamsGroupHeartbeatResponseTaskIds(f_subtopology_id_49, f_partitions_50, u55)
            ap47(x48)
    n60 = buf[pos]
    if n60 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n60 = (n60 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n60, pos = _uvarint(buf, pos)
    n60 -= 1
    if n60 == -1:
        f_warmup_tasks_12 = None
    elif n60 < 0:
        raise _negative(pos)
    else:
        if n60 * 3 > end - pos:
            raise _short(pos)
        f_warmup_tasks_12 = []
        ap61 = f_warmup_tasks_12.append
        for _ in range(n60):
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
                f_subtopology_id_63 = buf[pos:e66].decode()
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
                if n67 * 4 > end - pos:
                    raise _short(pos)
                if n67 < 33:
                    f_partitions_64 = list(_i32s[n67](buf, pos))
                else:
                    f_partitions_64 = list(_array('i', n67).unpack_from(buf, pos))
                pos += n67 * 4
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
                    if te73 > end:
                        raise _short(pos)
                    if tg71 <= last70:
                        raise _tag_order(pos)
                    last70 = tg71
                    if u69 is None:
                        u69 = {}
                    u69[tg71] = buf[pos:te73]
                    pos = te73
            x62 = StreamsGroupHeartbeatResponseTaskIds(f_subtopology_id_63, f_partitions_64, u69)
            ap61(x62)
    f_endpoint_information_epoch_13 = _S1(buf, pos)[0]
    pos += 4
    n74 = buf[pos]
    if n74 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n74 = (n74 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n74, pos = _uvarint(buf, pos)
    n74 -= 1
    if n74 == -1:
        f_partitions_by_user_endpoint_14 = None
    elif n74 < 0:
        raise _negative(pos)
    else:
        if n74 * 7 > end - pos:
            raise _short(pos)
        f_partitions_by_user_endpoint_14 = []
        ap75 = f_partitions_by_user_endpoint_14.append
        for _ in range(n74):
            n82 = buf[pos]
            if n82 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n82 = (n82 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n82, pos = _uvarint(buf, pos)
            n82 -= 1
            if n82 < 0:
                raise _negative(pos)
            else:
                e83 = pos + n82
                if e83 > end:
                    raise _short(pos)
                f_host_80 = buf[pos:e83].decode()
                pos = e83
            f_port_81 = _S3(buf, pos)[0]
            pos += 2
            nt84 = buf[pos]
            if nt84 < 128:
                pos += 1
            else:
                nt84, pos = _uvarint(buf, pos)
            u85 = None
            if nt84:
                last86 = -1
                for _ in range(nt84):
                    tg87 = buf[pos]
                    if tg87 < 128:
                        pos += 1
                    else:
                        tg87, pos = _uvarint(buf, pos)
                    sz88 = buf[pos]
                    if sz88 < 128:
                        pos += 1
                    else:
                        sz88, pos = _uvarint(buf, pos)
                    te89 = pos + sz88
                    if te89 > end:
                        raise _short(pos)
                    if tg87 <= last86:
                        raise _tag_order(pos)
                    last86 = tg87
                    if u85 is None:
                        u85 = {}
                    u85[tg87] = buf[pos:te89]
                    pos = te89
            f_user_endpoint_77 = StreamsGroupHeartbeatResponseEndpoint(f_host_80, f_port_81, u85)
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
                if n90 * 3 > end - pos:
                    raise _short(pos)
                f_active_partitions_78 = []
                ap91 = f_active_partitions_78.append
                for _ in range(n90):
                    n95 = buf[pos]
                    if n95 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n95 = (n95 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n95, pos = _uvarint(buf, pos)
                    n95 -= 1
                    if n95 < 0:
                        raise _negative(pos)
                    else:
                        e96 = pos + n95
                        if e96 > end:
                            raise _short(pos)
                        f_topic_93 = buf[pos:e96].decode()
                        pos = e96
                    n97 = buf[pos]
                    if n97 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n97 = (n97 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n97, pos = _uvarint(buf, pos)
                    n97 -= 1
                    if n97 < 0:
                        raise _negative(pos)
                    else:
                        if n97 * 4 > end - pos:
                            raise _short(pos)
                        if n97 < 33:
                            f_partitions_94 = list(_i32s[n97](buf, pos))
                        else:
                            f_partitions_94 = list(_array('i', n97).unpack_from(buf, pos))
                        pos += n97 * 4
                    nt98 = buf[pos]
                    if nt98 < 128:
                        pos += 1
                    else:
                        nt98, pos = _uvarint(buf, pos)
                    u99 = None
                    if nt98:
                        last100 = -1
                        for _ in range(nt98):
                            tg101 = buf[pos]
                            if tg101 < 128:
                                pos += 1
                            else:
                                tg101, pos = _uvarint(buf, pos)
                            sz102 = buf[pos]
                            if sz102 < 128:
                                pos += 1
                            else:
                                sz102, pos = _uvarint(buf, pos)
                            te103 = pos + sz102
                            if te103 > end:
                                raise _short(pos)
                            if tg101 <= last100:
                                raise _tag_order(pos)
                            last100 = tg101
                            if u99 is None:
                                u99 = {}
                            u99[tg101] = buf[pos:te103]
                            pos = te103
                    x92 = TopicPartition(f_topic_93, f_partitions_94, u99)
                    ap91(x92)
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
                if n104 * 3 > end - pos:
                    raise _short(pos)
                f_standby_partitions_79 = []
                ap105 = f_standby_partitions_79.append
                for _ in range(n104):
                    n109 = buf[pos]
                    if n109 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n109 = (n109 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n109, pos = _uvarint(buf, pos)
                    n109 -= 1
                    if n109 < 0:
                        raise _negative(pos)
                    else:
                        e110 = pos + n109
                        if e110 > end:
                            raise _short(pos)
                        f_topic_107 = buf[pos:e110].decode()
                        pos = e110
                    n111 = buf[pos]
                    if n111 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n111 = (n111 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n111, pos = _uvarint(buf, pos)
                    n111 -= 1
                    if n111 < 0:
                        raise _negative(pos)
                    else:
                        if n111 * 4 > end - pos:
                            raise _short(pos)
                        if n111 < 33:
                            f_partitions_108 = list(_i32s[n111](buf, pos))
                        else:
                            f_partitions_108 = list(_array('i', n111).unpack_from(buf, pos))
                        pos += n111 * 4
                    nt112 = buf[pos]
                    if nt112 < 128:
                        pos += 1
                    else:
                        nt112, pos = _uvarint(buf, pos)
                    u113 = None
                    if nt112:
                        last114 = -1
                        for _ in range(nt112):
                            tg115 = buf[pos]
                            if tg115 < 128:
                                pos += 1
                            else:
                                tg115, pos = _uvarint(buf, pos)
                            sz116 = buf[pos]
                            if sz116 < 128:
                                pos += 1
                            else:
                                sz116, pos = _uvarint(buf, pos)
                            te117 = pos + sz116
                            if te117 > end:
                                raise _short(pos)
                            if tg115 <= last114:
                                raise _tag_order(pos)
                            last114 = tg115
                            if u113 is None:
                                u113 = {}
                            u113[tg115] = buf[pos:te117]
                            pos = te117
                    x106 = TopicPartition(f_topic_107, f_partitions_108, u113)
                    ap105(x106)
            nt118 = buf[pos]
            if nt118 < 128:
                pos += 1
            else:
                nt118, pos = _uvarint(buf, pos)
            u119 = None
            if nt118:
                last120 = -1
                for _ in range(nt118):
                    tg121 = buf[pos]
                    if tg121 < 128:
                        pos += 1
                    else:
                        tg121, pos = _uvarint(buf, pos)
                    sz122 = buf[pos]
                    if sz122 < 128:
                        pos += 1
                    else:
                        sz122, pos = _uvarint(buf, pos)
                    te123 = pos + sz122
                    if te123 > end:
                        raise _short(pos)
                    if tg121 <= last120:
                        raise _tag_order(pos)
                    last120 = tg121
                    if u119 is None:
                        u119 = {}
                    u119[tg121] = buf[pos:te123]
                    pos = te123
            x76 = EndpointToPartitions(f_user_endpoint_77, f_active_partitions_78, f_standby_partitions_79, u119)
            ap75(x76)
    nt124 = buf[pos]
    if nt124 < 128:
        pos += 1
    else:
        nt124, pos = _uvarint(buf, pos)
    u125 = None
    if nt124:
        last126 = -1
        for _ in range(nt124):
            tg127 = buf[pos]
            if tg127 < 128:
                pos += 1
            else:
                tg127, pos = _uvarint(buf, pos)
            sz128 = buf[pos]
            if sz128 < 128:
                pos += 1
            else:
                sz128, pos = _uvarint(buf, pos)
            te129 = pos + sz128
            if te129 > end:
                raise _short(pos)
            if tg127 <= last126:
                raise _tag_order(pos)
            last126 = tg127
            if u125 is None:
                u125 = {}
            u125[tg127] = buf[pos:te129]
            pos = te129
    o = StreamsGroupHeartbeatResponse(f_throttle_time_ms_1, f_error_code_2, f_error_message_3, f_member_id_4, f_member_epoch_5, f_heartbeat_interval_ms_6, f_acceptable_recovery_lag_7, f_task_offset_interval_ms_8, f_status_9, f_active_tasks_10, f_standby_tasks_11, f_warmup_tasks_12, f_endpoint_information_epoch_13, f_partitions_by_user_endpoint_14, u125)
    return o, pos


def _e_StreamsGroupHeartbeatResponse_v0(o: StreamsGroupHeartbeatResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P6(o.member_epoch, o.heartbeat_interval_ms, o.acceptable_recovery_lag, o.task_offset_interval_ms)
    if o.status is None:
        out.append(0)
    else:
        if len(o.status) + 1 < 128:
            out.append(len(o.status) + 1)
        else:
            out += _encode_uvarint(len(o.status) + 1)
        for x3 in o.status:
            out += _P7(x3.status_code)
            b4 = x3.status_detail.encode()
            if len(b4) + 1 < 128:
                out.append(len(b4) + 1)
            else:
                out += _encode_uvarint(len(b4) + 1)
            out += b4
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
    if o.active_tasks is None:
        out.append(0)
    else:
        if len(o.active_tasks) + 1 < 128:
            out.append(len(o.active_tasks) + 1)
        else:
            out += _encode_uvarint(len(o.active_tasks) + 1)
        for x5 in o.active_tasks:
            b6 = x5.subtopology_id.encode()
            if len(b6) + 1 < 128:
                out.append(len(b6) + 1)
            else:
                out += _encode_uvarint(len(b6) + 1)
            out += b6
            if len(x5.partitions) + 1 < 128:
                out.append(len(x5.partitions) + 1)
            else:
                out += _encode_uvarint(len(x5.partitions) + 1)
            out += _array('i', len(x5.partitions)).pack(*x5.partitions)
            if x5.unknown_tags:
                _write_tags(out, [], x5.unknown_tags)
            else:
                out.append(0)
    if o.standby_tasks is None:
        out.append(0)
    else:
        if len(o.standby_tasks) + 1 < 128:
            out.append(len(o.standby_tasks) + 1)
        else:
            out += _encode_uvarint(len(o.standby_tasks) + 1)
        for x7 in o.standby_tasks:
            b8 = x7.subtopology_id.encode()
            if len(b8) + 1 < 128:
                out.append(len(b8) + 1)
            else:
                out += _encode_uvarint(len(b8) + 1)
            out += b8
            if len(x7.partitions) + 1 < 128:
                out.append(len(x7.partitions) + 1)
            else:
                out += _encode_uvarint(len(x7.partitions) + 1)
            out += _array('i', len(x7.partitions)).pack(*x7.partitions)
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(0)
    if o.warmup_tasks is None:
        out.append(0)
    else:
        if len(o.warmup_tasks) + 1 < 128:
            out.append(len(o.warmup_tasks) + 1)
        else:
            out += _encode_uvarint(len(o.warmup_tasks) + 1)
        for x9 in o.warmup_tasks:
            b10 = x9.subtopology_id.encode()
            if len(b10) + 1 < 128:
                out.append(len(b10) + 1)
            else:
                out += _encode_uvarint(len(b10) + 1)
            out += b10
            if len(x9.partitions) + 1 < 128:
                out.append(len(x9.partitions) + 1)
            else:
                out += _encode_uvarint(len(x9.partitions) + 1)
            out += _array('i', len(x9.partitions)).pack(*x9.partitions)
            if x9.unknown_tags:
                _write_tags(out, [], x9.unknown_tags)
            else:
                out.append(0)
    out += _P1(o.endpoint_information_epoch)
    if o.partitions_by_user_endpoint is None:
        out.append(0)
    else:
        if len(o.partitions_by_user_endpoint) + 1 < 128:
            out.append(len(o.partitions_by_user_endpoint) + 1)
        else:
            out += _encode_uvarint(len(o.partitions_by_user_endpoint) + 1)
        for x11 in o.partitions_by_user_endpoint:
            b12 = x11.user_endpoint.host.encode()
            if len(b12) + 1 < 128:
                out.append(len(b12) + 1)
            else:
                out += _encode_uvarint(len(b12) + 1)
            out += b12
            out += _P3(x11.user_endpoint.port)
            if x11.user_endpoint.unknown_tags:
                _write_tags(out, [], x11.user_endpoint.unknown_tags)
            else:
                out.append(0)
            if len(x11.active_partitions) + 1 < 128:
                out.append(len(x11.active_partitions) + 1)
            else:
                out += _encode_uvarint(len(x11.active_partitions) + 1)
            for x13 in x11.active_partitions:
                b14 = x13.topic.encode()
                if len(b14) + 1 < 128:
                    out.append(len(b14) + 1)
                else:
                    out += _encode_uvarint(len(b14) + 1)
                out += b14
                if len(x13.partitions) + 1 < 128:
                    out.append(len(x13.partitions) + 1)
                else:
                    out += _encode_uvarint(len(x13.partitions) + 1)
                out += _array('i', len(x13.partitions)).pack(*x13.partitions)
                if x13.unknown_tags:
                    _write_tags(out, [], x13.unknown_tags)
                else:
                    out.append(0)
            if len(x11.standby_partitions) + 1 < 128:
                out.append(len(x11.standby_partitions) + 1)
            else:
                out += _encode_uvarint(len(x11.standby_partitions) + 1)
            for x15 in x11.standby_partitions:
                b16 = x15.topic.encode()
                if len(b16) + 1 < 128:
                    out.append(len(b16) + 1)
                else:
                    out += _encode_uvarint(len(b16) + 1)
                out += b16
                if len(x15.partitions) + 1 < 128:
                    out.append(len(x15.partitions) + 1)
                else:
                    out += _encode_uvarint(len(x15.partitions) + 1)
                out += _array('i', len(x15.partitions)).pack(*x15.partitions)
                if x15.unknown_tags:
                    _write_tags(out, [], x15.unknown_tags)
                else:
                    out.append(0)
            if x11.unknown_tags:
                _write_tags(out, [], x11.unknown_tags)
            else:
                out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


StreamsGroupHeartbeatRequest.DECODERS = (_d_StreamsGroupHeartbeatRequest_v0,)
StreamsGroupHeartbeatRequest.ENCODERS = (_e_StreamsGroupHeartbeatRequest_v0,)

StreamsGroupHeartbeatResponse.DECODERS = (_d_StreamsGroupHeartbeatResponse_v0,)
StreamsGroupHeartbeatResponse.ENCODERS = (_e_StreamsGroupHeartbeatResponse_v0,)
