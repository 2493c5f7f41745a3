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
                                if buf[pos]:
                                    u66, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u66 = None
                                x59 = _new(KeyValue)
                                x59.key = f_key_60
                                x59.value = f_value_61
                                x59.unknown_tags = u66
                                ap58(x59)
                        if buf[pos]:
                            u67, pos = _unknown_tags(buf, pos, end)
                        else:
                            pos += 1
                            u67 = None
                        x50 = _new(TopicInfo)
                        x50.name = f_name_51
                        x50.partitions = f_partitions_52
                        x50.replication_factor = f_replication_factor_53
                        x50.topic_configs = f_topic_configs_54
                        x50.unknown_tags = u67
                        ap49(x50)
                n68 = buf[pos]
                if n68 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n68 = (n68 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n68, pos = _uvarint(buf, pos)
                n68 -= 1
                if n68 < 0:
                    raise _negative(pos)
                else:
                    if n68 > end - pos:
                        raise _short(pos)
                    f_repartition_sink_topics_35 = []
                    for _ in range(n68):
                        n70 = buf[pos]
                        if n70 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n70 = (n70 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n70, pos = _uvarint(buf, pos)
                        n70 -= 1
                        if n70 < 0:
                            raise _negative(pos)
                        else:
                            e71 = pos + n70
                            if e71 > end:
                                raise _short(pos)
                            x69 = buf[pos:e71].decode()
                            pos = e71
                        f_repartition_sink_topics_35.append(x69)
                n72 = buf[pos]
                if n72 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n72 = (n72 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n72, pos = _uvarint(buf, pos)
                n72 -= 1
                if n72 < 0:
                    raise _negative(pos)
                else:
                    if n72 * 9 > end - pos:
                        raise _short(pos)
                    f_repartition_source_topics_36 = []
                    ap73 = f_repartition_source_topics_36.append
                    for _ in range(n72):
                        n79 = buf[pos]
                        if n79 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n79 = (n79 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n79, pos = _uvarint(buf, pos)
                        n79 -= 1
                        if n79 < 0:
                            raise _negative(pos)
                        else:
                            e80 = pos + n79
                            if e80 > end:
                                raise _short(pos)
                            f_name_75 = buf[pos:e80].decode()
                            pos = e80
                        f_partitions_76, f_replication_factor_77 = _S2(buf, pos)
                        pos += 6
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
                            if n81 * 3 > end - pos:
                                raise _short(pos)
                            f_topic_configs_78 = []
                            ap82 = f_topic_configs_78.append
                            for _ in range(n81):
                                n86 = buf[pos]
                                if n86 < 128:
                                    pos += 1
                                elif buf[pos + 1] < 128:
                                    n86 = (n86 & 127) | (buf[pos + 1] << 7)
                                    pos += 2
                                else:
                                    n86, pos = _uvarint(buf, pos)
                                n86 -= 1
                                if n86 < 0:
                                    raise _negative(pos)
                                else:
                                    e87 = pos + n86
                                    if e87 > end:
                                        raise _short(pos)
                                    f_key_84 = buf[pos:e87].decode()
                                    pos = e87
                                n88 = buf[pos]
                                if n88 < 128:
                                    pos += 1
                                elif buf[pos + 1] < 128:
                                    n88 = (n88 & 127) | (buf[pos + 1] << 7)
                                    pos += 2
                                else:
                                    n88, pos = _uvarint(buf, pos)
                                n88 -= 1
                                if n88 < 0:
                                    raise _negative(pos)
                                else:
                                    e89 = pos + n88
                                    if e89 > end:
                                        raise _short(pos)
                                    f_value_85 = buf[pos:e89].decode()
                                    pos = e89
                                if buf[pos]:
                                    u90, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u90 = None
                                x83 = _new(KeyValue)
                                x83.key = f_key_84
                                x83.value = f_value_85
                                x83.unknown_tags = u90
                                ap82(x83)
                        if buf[pos]:
                            u91, pos = _unknown_tags(buf, pos, end)
                        else:
                            pos += 1
                            u91 = None
                        x74 = _new(TopicInfo)
                        x74.name = f_name_75
                        x74.partitions = f_partitions_76
                        x74.replication_factor = f_replication_factor_77
                        x74.topic_configs = f_topic_configs_78
                        x74.unknown_tags = u91
                        ap73(x74)
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
                    if n92 * 4 > end - pos:
                        raise _short(pos)
                    f_copartition_groups_37 = []
                    ap93 = f_copartition_groups_37.append
                    for _ in range(n92):
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
                            if n98 * 2 > end - pos:
                                raise _short(pos)
                            f_source_topics_95 = [*_array('h', n98).unpack_from(buf, pos)]
                            pos += n98 * 2
                        n99 = buf[pos]
                        if n99 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n99 = (n99 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n99, pos = _uvarint(buf, pos)
                        n99 -= 1
                        if n99 < 0:
                            raise _negative(pos)
                        else:
                            if n99 * 2 > end - pos:
                                raise _short(pos)
                            f_source_topic_regex_96 = [*_array('h', n99).unpack_from(buf, pos)]
                            pos += n99 * 2
                        n100 = buf[pos]
                        if n100 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n100 = (n100 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n100, pos = _uvarint(buf, pos)
                        n100 -= 1
                        if n100 < 0:
                            raise _negative(pos)
                        else:
                            if n100 * 2 > end - pos:
                                raise _short(pos)
                            f_repartition_source_topics_97 = [*_array('h', n100).unpack_from(buf, pos)]
                            pos += n100 * 2
                        if buf[pos]:
                            u101, pos = _unknown_tags(buf, pos, end)
                        else:
                            pos += 1
                            u101 = None
                        x94 = _new(CopartitionGroup)
                        x94.source_topics = f_source_topics_95
                        x94.source_topic_regex = f_source_topic_regex_96
                        x94.repartition_source_topics = f_repartition_source_topics_97
                        x94.unknown_tags = u101
                        ap93(x94)
                if buf[pos]:
                    u102, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u102 = None
                x30 = _new(Subtopology)
                x30.subtopology_id = f_subtopology_id_31
                x30.source_topics = f_source_topics_32
                x30.source_topic_regex = f_source_topic_regex_33
                x30.state_changelog_topics = f_state_changelog_topics_34
                x30.repartition_sink_topics = f_repartition_sink_topics_35
                x30.repartition_source_topics = f_repartition_source_topics_36
                x30.copartition_groups = f_copartition_groups_37
                x30.unknown_tags = u102
                ap29(x30)
        if buf[pos]:
            u103, pos = _unknown_tags(buf, pos, end)
        else:
            pos += 1
            u103 = None
        f_topology_8 = _new(Topology)
        f_topology_8.epoch = f_epoch_26
        f_topology_8.subtopologies = f_subtopologies_27
        f_topology_8.unknown_tags = u103
    n104 = buf[pos]
    if n104 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n104 = (n104 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n104, pos = _uvarint(buf, pos)
    n104 -= 1
    if n104 == -1:
        f_active_tasks_9 = None
    elif n104 < 0:
        raise _negative(pos)
    else:
        if n104 * 3 > end - pos:
            raise _short(pos)
        f_active_tasks_9 = []
        ap105 = f_active_tasks_9.append
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
                f_subtopology_id_107 = buf[pos:e110].decode()
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
                if n111 < 33:
                    f_partitions_108 = [*_i32s[n111](buf, pos)]
                elif n111 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_108 = [*_array('i', n111).unpack_from(buf, pos)]
                pos += n111 * 4
            if buf[pos]:
                u112, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u112 = None
            x106 = _new(StreamsGroupHeartbeatRequestTaskIds)
            x106.subtopology_id = f_subtopology_id_107
            x106.partitions = f_partitions_108
            x106.unknown_tags = u112
            ap105(x106)
    n113 = buf[pos]
    if n113 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n113 = (n113 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n113, pos = _uvarint(buf, pos)
    n113 -= 1
    if n113 == -1:
        f_standby_tasks_10 = None
    elif n113 < 0:
        raise _negative(pos)
    else:
        if n113 * 3 > end - pos:
            raise _short(pos)
        f_standby_tasks_10 = []
        ap114 = f_standby_tasks_10.append
        for _ in range(n113):
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
            ap114(x115)
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
        f_warmup_tasks_11 = None
    elif n122 < 0:
        raise _negative(pos)
    else:
        if n122 * 3 > end - pos:
            raise _short(pos)
        f_warmup_tasks_11 = []
        ap123 = f_warmup_tasks_11.append
        for _ in range(n122):
            n127 = buf[pos]
            if n127 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n127 = (n127 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n127, pos = _uvarint(buf, pos)
            n127 -= 1
            if n127 < 0:
                raise _negative(pos)
            else:
                e128 = pos + n127
                if e128 > end:
                    raise _short(pos)
                f_subtopology_id_125 = buf[pos:e128].decode()
                pos = e128
            n129 = buf[pos]
            if n129 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n129 = (n129 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n129, pos = _uvarint(buf, pos)
            n129 -= 1
            if n129 < 0:
                raise _negative(pos)
            else:
                if n129 < 33:
                    f_partitions_126 = [*_i32s[n129](buf, pos)]
                elif n129 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_126 = [*_array('i', n129).unpack_from(buf, pos)]
                pos += n129 * 4
            if buf[pos]:
                u130, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u130 = None
            x124 = _new(StreamsGroupHeartbeatRequestTaskIds)
            x124.subtopology_id = f_subtopology_id_125
            x124.partitions = f_partitions_126
            x124.unknown_tags = u130
            ap123(x124)
    n131 = buf[pos]
    if n131 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n131 = (n131 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n131, pos = _uvarint(buf, pos)
    n131 -= 1
    if n131 == -1:
        f_process_id_12 = None
    elif n131 < 0:
        raise _negative(pos)
    else:
        e132 = pos + n131
        if e132 > end:
            raise _short(pos)
        f_process_id_12 = buf[pos:e132].decode()
        pos = e132
    if buf[pos] == 255:
        f_user_endpoint_13 = None
        pos += 1
    else:
        pos += 1
        n135 = buf[pos]
        if n135 < 128:
            pos += 1
        elif buf[pos + 1] < 128:
            n135 = (n135 & 127) | (buf[pos + 1] << 7)
            pos += 2
        else:
            n135, pos = _uvarint(buf, pos)
        n135 -= 1
        if n135 < 0:
            raise _negative(pos)
        else:
            e136 = pos + n135
            if e136 > end:
                raise _short(pos)
            f_host_133 = buf[pos:e136].decode()
            pos = e136
        f_port_134 = _S3(buf, pos)[0]
        pos += 2
        if buf[pos]:
            u137, pos = _unknown_tags(buf, pos, end)
        else:
            pos += 1
            u137 = None
        f_user_endpoint_13 = _new(StreamsGroupHeartbeatRequestEndpoint)
        f_user_endpoint_13.host = f_host_133
        f_user_endpoint_13.port = f_port_134
        f_user_endpoint_13.unknown_tags = u137
    n138 = buf[pos]
    if n138 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n138 = (n138 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n138, pos = _uvarint(buf, pos)
    n138 -= 1
    if n138 == -1:
        f_client_tags_14 = None
    elif n138 < 0:
        raise _negative(pos)
    else:
        if n138 * 3 > end - pos:
            raise _short(pos)
        f_client_tags_14 = []
        ap139 = f_client_tags_14.append
        for _ in range(n138):
            n143 = buf[pos]
            if n143 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n143 = (n143 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n143, pos = _uvarint(buf, pos)
            n143 -= 1
            if n143 < 0:
                raise _negative(pos)
            else:
                e144 = pos + n143
                if e144 > end:
                    raise _short(pos)
                f_key_141 = buf[pos:e144].decode()
                pos = e144
            n145 = buf[pos]
            if n145 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n145 = (n145 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n145, pos = _uvarint(buf, pos)
            n145 -= 1
            if n145 < 0:
                raise _negative(pos)
            else:
                e146 = pos + n145
                if e146 > end:
                    raise _short(pos)
                f_value_142 = buf[pos:e146].decode()
                pos = e146
            if buf[pos]:
                u147, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u147 = None
            x140 = _new(KeyValue)
            x140.key = f_key_141
            x140.value = f_value_142
            x140.unknown_tags = u147
            ap139(x140)
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
        f_task_offsets_15 = None
    elif n148 < 0:
        raise _negative(pos)
    else:
        if n148 * 14 > end - pos:
            raise _short(pos)
        f_task_offsets_15 = []
        ap149 = f_task_offsets_15.append
        for _ in range(n148):
            n154 = buf[pos]
            if n154 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n154 = (n154 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n154, pos = _uvarint(buf, pos)
            n154 -= 1
            if n154 < 0:
                raise _negative(pos)
            else:
                e155 = pos + n154
                if e155 > end:
                    raise _short(pos)
                f_subtopology_id_151 = buf[pos:e155].decode()
                pos = e155
            f_partition_152, f_offset_153 = _S4(buf, pos)
            pos += 12
            if buf[pos]:
                u156, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u156 = None
            x150 = _new(TaskOffset)
            x150.subtopology_id = f_subtopology_id_151
            x150.partition = f_partition_152
            x150.offset = f_offset_153
            x150.unknown_tags = u156
            ap149(x150)
    n157 = buf[pos]
    if n157 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n157 = (n157 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n157, pos = _uvarint(buf, pos)
    n157 -= 1
    if n157 == -1:
        f_task_end_offsets_16 = None
    elif n157 < 0:
        raise _negative(pos)
    else:
        if n157 * 14 > end - pos:
            raise _short(pos)
        f_task_end_offsets_16 = []
        ap158 = f_task_end_offsets_16.append
        for _ in range(n157):
            n163 = buf[pos]
            if n163 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n163 = (n163 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n163, pos = _uvarint(buf, pos)
            n163 -= 1
            if n163 < 0:
                raise _negative(pos)
            else:
                e164 = pos + n163
                if e164 > end:
                    raise _short(pos)
                f_subtopology_id_160 = buf[pos:e164].decode()
                pos = e164
            f_partition_161, f_offset_162 = _S4(buf, pos)
            pos += 12
            if buf[pos]:
                u165, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u165 = None
            x159 = _new(TaskOffset)
            x159.subtopology_id = f_subtopology_id_160
            x159.partition = f_partition_161
            x159.offset = f_offset_162
            x159.unknown_tags = u165
            ap158(x159)
    f_shutdown_application_17 = _S5(buf, pos)[0]
    pos += 1
    if buf[pos]:
        u166, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u166 = None
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
    o.unknown_tags = u166
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
    out.append(_P0(o.member_epoch, o.endpoint_information_epoch))
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
                out.append(_P2(x11.partitions, x11.replication_factor))
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
                out.append(_P2(x18.partitions, x18.replication_factor))
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
        out.append(_P3(o.user_endpoint.port))
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
            out.append(_P4(x35.partition, x35.offset))
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
            out.append(_P4(x37.partition, x37.offset))
            if x37.unknown_tags:
                _write_tags(out, [], x37.unknown_tags)
            else:
                out.append(b'\x00')
    out.append(_P5(o.shutdown_application))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


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
            if buf[pos]:
                u26, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u26 = None
            x21 = _new(Status)
            x21.status_code = f_status_code_22
            x21.status_detail = f_status_detail_23
            x21.unknown_tags = u26
            ap20(x21)
    n27 = buf[pos]
    if n27 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n27 = (n27 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n27, pos = _uvarint(buf, pos)
    n27 -= 1
    if n27 == -1:
        f_active_tasks_10 = None
    elif n27 < 0:
        raise _negative(pos)
    else:
        if n27 * 3 > end - pos:
            raise _short(pos)
        f_active_tasks_10 = []
        ap28 = f_active_tasks_10.append
        for _ in range(n27):
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
                e33 = pos + n32
                if e33 > end:
                    raise _short(pos)
                f_subtopology_id_30 = buf[pos:e33].decode()
                pos = e33
            n34 = buf[pos]
            if n34 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n34 = (n34 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n34, pos = _uvarint(buf, pos)
            n34 -= 1
            if n34 < 0:
                raise _negative(pos)
            else:
                if n34 < 33:
                    f_partitions_31 = [*_i32s[n34](buf, pos)]
                elif n34 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_31 = [*_array('i', n34).unpack_from(buf, pos)]
                pos += n34 * 4
            if buf[pos]:
                u35, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u35 = None
            x29 = _new(StreamsGroupHeartbeatResponseTaskIds)
            x29.subtopology_id = f_subtopology_id_30
            x29.partitions = f_partitions_31
            x29.unknown_tags = u35
            ap28(x29)
    n36 = buf[pos]
    if n36 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n36 = (n36 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n36, pos = _uvarint(buf, pos)
    n36 -= 1
    if n36 == -1:
        f_standby_tasks_11 = None
    elif n36 < 0:
        raise _negative(pos)
    else:
        if n36 * 3 > end - pos:
            raise _short(pos)
        f_standby_tasks_11 = []
        ap37 = f_standby_tasks_11.append
        for _ in range(n36):
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
                f_subtopology_id_39 = buf[pos:e42].decode()
                pos = e42
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
                if n43 < 33:
                    f_partitions_40 = [*_i32s[n43](buf, pos)]
                elif n43 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_40 = [*_array('i', n43).unpack_from(buf, pos)]
                pos += n43 * 4
            if buf[pos]:
                u44, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u44 = None
            x38 = _new(StreamsGroupHeartbeatResponseTaskIds)
            x38.subtopology_id = f_subtopology_id_39
            x38.partitions = f_partitions_40
            x38.unknown_tags = u44
            ap37(x38)
    n45 = buf[pos]
    if n45 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n45 = (n45 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n45, pos = _uvarint(buf, pos)
    n45 -= 1
    if n45 == -1:
        f_warmup_tasks_12 = None
    elif n45 < 0:
        raise _negative(pos)
    else:
        if n45 * 3 > end - pos:
            raise _short(pos)
        f_warmup_tasks_12 = []
        ap46 = f_warmup_tasks_12.append
        for _ in range(n45):
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
                f_subtopology_id_48 = buf[pos:e51].decode()
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
                if n52 < 33:
                    f_partitions_49 = [*_i32s[n52](buf, pos)]
                elif n52 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_49 = [*_array('i', n52).unpack_from(buf, pos)]
                pos += n52 * 4
            if buf[pos]:
                u53, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u53 = None
            x47 = _new(StreamsGroupHeartbeatResponseTaskIds)
            x47.subtopology_id = f_subtopology_id_48
            x47.partitions = f_partitions_49
            x47.unknown_tags = u53
            ap46(x47)
    f_endpoint_information_epoch_13 = _S1(buf, pos)[0]
    pos += 4
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
        f_partitions_by_user_endpoint_14 = None
    elif n54 < 0:
        raise _negative(pos)
    else:
        if n54 * 7 > end - pos:
            raise _short(pos)
        f_partitions_by_user_endpoint_14 = []
        ap55 = f_partitions_by_user_endpoint_14.append
        for _ in range(n54):
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
                f_host_60 = buf[pos:e63].decode()
                pos = e63
            f_port_61 = _S3(buf, pos)[0]
            pos += 2
            if buf[pos]:
                u64, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u64 = None
            f_user_endpoint_57 = _new(StreamsGroupHeartbeatResponseEndpoint)
            f_user_endpoint_57.host = f_host_60
            f_user_endpoint_57.port = f_port_61
            f_user_endpoint_57.unknown_tags = u64
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
                if n65 * 3 > end - pos:
                    raise _short(pos)
                f_active_partitions_58 = []
                ap66 = f_active_partitions_58.append
                for _ in range(n65):
                    n70 = buf[pos]
                    if n70 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n70 = (n70 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n70, pos = _uvarint(buf, pos)
                    n70 -= 1
                    if n70 < 0:
                        raise _negative(pos)
                    else:
                        e71 = pos + n70
                        if e71 > end:
                            raise _short(pos)
                        f_topic_68 = buf[pos:e71].decode()
                        pos = e71
                    n72 = buf[pos]
                    if n72 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n72 = (n72 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n72, pos = _uvarint(buf, pos)
                    n72 -= 1
                    if n72 < 0:
                        raise _negative(pos)
                    else:
                        if n72 < 33:
                            f_partitions_69 = [*_i32s[n72](buf, pos)]
                        elif n72 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_69 = [*_array('i', n72).unpack_from(buf, pos)]
                        pos += n72 * 4
                    if buf[pos]:
                        u73, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u73 = None
                    x67 = _new(TopicPartition)
                    x67.topic = f_topic_68
                    x67.partitions = f_partitions_69
                    x67.unknown_tags = u73
                    ap66(x67)
            n74 = buf[pos]
            if n74 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n74 = (n74 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n74, pos = _uvarint(buf, pos)
            n74 -= 1
            if n74 < 0:
                raise _negative(pos)
            else:
                if n74 * 3 > end - pos:
                    raise _short(pos)
                f_standby_partitions_59 = []
                ap75 = f_standby_partitions_59.append
                for _ in range(n74):
                    n79 = buf[pos]
                    if n79 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n79 = (n79 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n79, pos = _uvarint(buf, pos)
                    n79 -= 1
                    if n79 < 0:
                        raise _negative(pos)
                    else:
                        e80 = pos + n79
                        if e80 > end:
                            raise _short(pos)
                        f_topic_77 = buf[pos:e80].decode()
                        pos = e80
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
                        if n81 < 33:
                            f_partitions_78 = [*_i32s[n81](buf, pos)]
                        elif n81 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_78 = [*_array('i', n81).unpack_from(buf, pos)]
                        pos += n81 * 4
                    if buf[pos]:
                        u82, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u82 = None
                    x76 = _new(TopicPartition)
                    x76.topic = f_topic_77
                    x76.partitions = f_partitions_78
                    x76.unknown_tags = u82
                    ap75(x76)
            if buf[pos]:
                u83, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u83 = None
            x56 = _new(EndpointToPartitions)
            x56.user_endpoint = f_user_endpoint_57
            x56.active_partitions = f_active_partitions_58
            x56.standby_partitions = f_standby_partitions_59
            x56.unknown_tags = u83
            ap55(x56)
    if buf[pos]:
        u84, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u84 = None
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
    o.unknown_tags = u84
    return o, pos


def _e_StreamsGroupHeartbeatResponse_v0(o: StreamsGroupHeartbeatResponse, out: list[bytes]) -> None:
    out.append(_P2(o.throttle_time_ms, o.error_code))
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
    out.append(_P6(o.member_epoch, o.heartbeat_interval_ms, o.acceptable_recovery_lag, o.task_offset_interval_ms))
    if o.status is None:
        out.append(b'\x00')
    else:
        if len(o.status) + 1 < 128:
            out.append(_B1[len(o.status) + 1])
        else:
            out.append(_encode_uvarint(len(o.status) + 1))
        for x3 in o.status:
            out.append(_P7(x3.status_code))
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
            out.append(_P3(x11.user_endpoint.port))
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
