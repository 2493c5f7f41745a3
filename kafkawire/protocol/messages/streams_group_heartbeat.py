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


def _d_KeyValue_v0(buf: memoryview, pos: int, end: int) -> tuple[KeyValue, int]:
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
        f_key = str(buf[pos:e2], 'utf-8')
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
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_value = str(buf[pos:e4], 'utf-8')
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
    return KeyValue(f_key, f_value, u), pos


def _d_TopicInfo_v0(buf: memoryview, pos: int, end: int) -> tuple[TopicInfo, int]:
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
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_partitions, f_replication_factor = _S2(buf, pos)
    pos += 6
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_topic_configs = []
        ap4 = f_topic_configs.append
        for _ in range(n3):
            x5, pos = _d_KeyValue_v0(buf, pos, end)
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
    return TopicInfo(f_name, f_partitions, f_replication_factor, f_topic_configs, u), pos


def _d_CopartitionGroup_v0(buf: memoryview, pos: int, end: int) -> tuple[CopartitionGroup, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 2 > end - pos:
            raise _short(pos)
        f_source_topics = list(_array('h', n1).unpack_from(buf, pos))
        pos += n1 * 2
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
    else:
        n2, pos = _uvarint(buf, pos)
    n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 2 > end - pos:
            raise _short(pos)
        f_source_topic_regex = list(_array('h', n2).unpack_from(buf, pos))
        pos += n2 * 2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 2 > end - pos:
            raise _short(pos)
        f_repartition_source_topics = list(_array('h', n3).unpack_from(buf, pos))
        pos += n3 * 2
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
    return CopartitionGroup(f_source_topics, f_source_topic_regex, f_repartition_source_topics, u), pos


def _d_Subtopology_v0(buf: memoryview, pos: int, end: int) -> tuple[Subtopology, int]:
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
        f_subtopology_id = str(buf[pos:e2], 'utf-8')
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
        if n3 > end - pos:
            raise _short(pos)
        f_source_topics = []
        for _ in range(n3):
            n5 = buf[pos]
            if n5 < 128:
                pos += 1
            else:
                n5, pos = _uvarint(buf, pos)
            n5 -= 1
            if n5 < 0:
                raise _negative(pos)
            else:
                e6 = pos + n5
                if e6 > end:
                    raise _short(pos)
                x4 = str(buf[pos:e6], 'utf-8')
                pos = e6
            f_source_topics.append(x4)
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 > end - pos:
            raise _short(pos)
        f_source_topic_regex = []
        for _ in range(n7):
            n9 = buf[pos]
            if n9 < 128:
                pos += 1
            else:
                n9, pos = _uvarint(buf, pos)
            n9 -= 1
            if n9 < 0:
                raise _negative(pos)
            else:
                e10 = pos + n9
                if e10 > end:
                    raise _short(pos)
                x8 = str(buf[pos:e10], 'utf-8')
                pos = e10
            f_source_topic_regex.append(x8)
    n11 = buf[pos]
    if n11 < 128:
        pos += 1
    else:
        n11, pos = _uvarint(buf, pos)
    n11 -= 1
    if n11 < 0:
        raise _negative(pos)
    else:
        if n11 * 9 > end - pos:
            raise _short(pos)
        f_state_changelog_topics = []
        ap12 = f_state_changelog_topics.append
        for _ in range(n11):
            x13, pos = _d_TopicInfo_v0(buf, pos, end)
            ap12(x13)
    n14 = buf[pos]
    if n14 < 128:
        pos += 1
    else:
        n14, pos = _uvarint(buf, pos)
    n14 -= 1
    if n14 < 0:
        raise _negative(pos)
    else:
        if n14 > end - pos:
            raise _short(pos)
        f_repartition_sink_topics = []
        for _ in range(n14):
            n16 = buf[pos]
            if n16 < 128:
                pos += 1
            else:
                n16, pos = _uvarint(buf, pos)
            n16 -= 1
            if n16 < 0:
                raise _negative(pos)
            else:
                e17 = pos + n16
                if e17 > end:
                    raise _short(pos)
                x15 = str(buf[pos:e17], 'utf-8')
                pos = e17
            f_repartition_sink_topics.append(x15)
    n18 = buf[pos]
    if n18 < 128:
        pos += 1
    else:
        n18, pos = _uvarint(buf, pos)
    n18 -= 1
    if n18 < 0:
        raise _negative(pos)
    else:
        if n18 * 9 > end - pos:
            raise _short(pos)
        f_repartition_source_topics = []
        ap19 = f_repartition_source_topics.append
        for _ in range(n18):
            x20, pos = _d_TopicInfo_v0(buf, pos, end)
            ap19(x20)
    n21 = buf[pos]
    if n21 < 128:
        pos += 1
    else:
        n21, pos = _uvarint(buf, pos)
    n21 -= 1
    if n21 < 0:
        raise _negative(pos)
    else:
        if n21 * 4 > end - pos:
            raise _short(pos)
        f_copartition_groups = []
        ap22 = f_copartition_groups.append
        for _ in range(n21):
            x23, pos = _d_CopartitionGroup_v0(buf, pos, end)
            ap22(x23)
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
    return Subtopology(f_subtopology_id, f_source_topics, f_source_topic_regex, f_state_changelog_topics, f_repartition_sink_topics, f_repartition_source_topics, f_copartition_groups, u), pos


def _d_Topology_v0(buf: memoryview, pos: int, end: int) -> tuple[Topology, int]:
    f_epoch = _S1(buf, pos)[0]
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
        if n1 * 8 > end - pos:
            raise _short(pos)
        f_subtopologies = []
        ap2 = f_subtopologies.append
        for _ in range(n1):
            x3, pos = _d_Subtopology_v0(buf, pos, end)
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
    return Topology(f_epoch, f_subtopologies, u), pos


def _d_StreamsGroupHeartbeatRequestTaskIds_v0(buf: memoryview, pos: int, end: int) -> tuple[StreamsGroupHeartbeatRequestTaskIds, int]:
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
        f_subtopology_id = str(buf[pos:e2], 'utf-8')
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
    return StreamsGroupHeartbeatRequestTaskIds(f_subtopology_id, f_partitions, u), pos


def _d_StreamsGroupHeartbeatRequestEndpoint_v0(buf: memoryview, pos: int, end: int) -> tuple[StreamsGroupHeartbeatRequestEndpoint, int]:
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
    f_port = _S3(buf, pos)[0]
    pos += 2
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
    return StreamsGroupHeartbeatRequestEndpoint(f_host, f_port, u), pos


def _d_TaskOffset_v0(buf: memoryview, pos: int, end: int) -> tuple[TaskOffset, int]:
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
        f_subtopology_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_partition, f_offset = _S4(buf, pos)
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
    return TaskOffset(f_subtopology_id, f_partition, f_offset, u), pos


def _d_StreamsGroupHeartbeatRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[StreamsGroupHeartbeatRequest, int]:
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
        f_group_id = str(buf[pos:e2], 'utf-8')
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
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_member_epoch, f_endpoint_information_epoch = _S0(buf, pos)
    pos += 8
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_instance_id = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_instance_id = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 == -1:
        f_rack_id = None
    elif n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_rack_id = str(buf[pos:e8], 'utf-8')
        pos = e8
    f_rebalance_timeout_ms = _S1(buf, pos)[0]
    pos += 4
    if buf[pos] == 255:
        f_topology = None
        pos += 1
    else:
        f_topology, pos = _d_Topology_v0(buf, pos + 1, end)
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
    else:
        n9, pos = _uvarint(buf, pos)
    n9 -= 1
    if n9 == -1:
        f_active_tasks = None
    elif n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 3 > end - pos:
            raise _short(pos)
        f_active_tasks = []
        ap10 = f_active_tasks.append
        for _ in range(n9):
            x11, pos = _d_StreamsGroupHeartbeatRequestTaskIds_v0(buf, pos, end)
            ap10(x11)
    n12 = buf[pos]
    if n12 < 128:
        pos += 1
    else:
        n12, pos = _uvarint(buf, pos)
    n12 -= 1
    if n12 == -1:
        f_standby_tasks = None
    elif n12 < 0:
        raise _negative(pos)
    else:
        if n12 * 3 > end - pos:
            raise _short(pos)
        f_standby_tasks = []
        ap13 = f_standby_tasks.append
        for _ in range(n12):
            x14, pos = _d_StreamsGroupHeartbeatRequestTaskIds_v0(buf, pos, end)
            ap13(x14)
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
    else:
        n15, pos = _uvarint(buf, pos)
    n15 -= 1
    if n15 == -1:
        f_warmup_tasks = None
    elif n15 < 0:
        raise _negative(pos)
    else:
        if n15 * 3 > end - pos:
            raise _short(pos)
        f_warmup_tasks = []
        ap16 = f_warmup_tasks.append
        for _ in range(n15):
            x17, pos = _d_StreamsGroupHeartbeatRequestTaskIds_v0(buf, pos, end)
            ap16(x17)
    n18 = buf[pos]
    if n18 < 128:
        pos += 1
    else:
        n18, pos = _uvarint(buf, pos)
    n18 -= 1
    if n18 == -1:
        f_process_id = None
    elif n18 < 0:
        raise _negative(pos)
    else:
        e19 = pos + n18
        if e19 > end:
            raise _short(pos)
        f_process_id = str(buf[pos:e19], 'utf-8')
        pos = e19
    if buf[pos] == 255:
        f_user_endpoint = None
        pos += 1
    else:
        f_user_endpoint, pos = _d_StreamsGroupHeartbeatRequestEndpoint_v0(buf, pos + 1, end)
    n20 = buf[pos]
    if n20 < 128:
        pos += 1
    else:
        n20, pos = _uvarint(buf, pos)
    n20 -= 1
    if n20 == -1:
        f_client_tags = None
    elif n20 < 0:
        raise _negative(pos)
    else:
        if n20 * 3 > end - pos:
            raise _short(pos)
        f_client_tags = []
        ap21 = f_client_tags.append
        for _ in range(n20):
            x22, pos = _d_KeyValue_v0(buf, pos, end)
            ap21(x22)
    n23 = buf[pos]
    if n23 < 128:
        pos += 1
    else:
        n23, pos = _uvarint(buf, pos)
    n23 -= 1
    if n23 == -1:
        f_task_offsets = None
    elif n23 < 0:
        raise _negative(pos)
    else:
        if n23 * 14 > end - pos:
            raise _short(pos)
        f_task_offsets = []
        ap24 = f_task_offsets.append
        for _ in range(n23):
            x25, pos = _d_TaskOffset_v0(buf, pos, end)
            ap24(x25)
    n26 = buf[pos]
    if n26 < 128:
        pos += 1
    else:
        n26, pos = _uvarint(buf, pos)
    n26 -= 1
    if n26 == -1:
        f_task_end_offsets = None
    elif n26 < 0:
        raise _negative(pos)
    else:
        if n26 * 14 > end - pos:
            raise _short(pos)
        f_task_end_offsets = []
        ap27 = f_task_end_offsets.append
        for _ in range(n26):
            x28, pos = _d_TaskOffset_v0(buf, pos, end)
            ap27(x28)
    f_shutdown_application = _S5(buf, pos)[0]
    pos += 1
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
    return StreamsGroupHeartbeatRequest(f_group_id, f_member_id, f_member_epoch, f_endpoint_information_epoch, f_instance_id, f_rack_id, f_rebalance_timeout_ms, f_topology, f_active_tasks, f_standby_tasks, f_warmup_tasks, f_process_id, f_user_endpoint, f_client_tags, f_task_offsets, f_task_end_offsets, f_shutdown_application, u), pos


def _e_KeyValue_v0(o: KeyValue, out: bytearray) -> None:
    b1 = o.key.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.value.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_TopicInfo_v0(o: TopicInfo, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P2(o.partitions, o.replication_factor)
    if len(o.topic_configs) + 1 < 128:
        out.append(len(o.topic_configs) + 1)
    else:
        out += _encode_uvarint(len(o.topic_configs) + 1)
    for x2 in o.topic_configs:
        _e_KeyValue_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_CopartitionGroup_v0(o: CopartitionGroup, out: bytearray) -> None:
    if len(o.source_topics) + 1 < 128:
        out.append(len(o.source_topics) + 1)
    else:
        out += _encode_uvarint(len(o.source_topics) + 1)
    out += _array('h', len(o.source_topics)).pack(*o.source_topics)
    if len(o.source_topic_regex) + 1 < 128:
        out.append(len(o.source_topic_regex) + 1)
    else:
        out += _encode_uvarint(len(o.source_topic_regex) + 1)
    out += _array('h', len(o.source_topic_regex)).pack(*o.source_topic_regex)
    if len(o.repartition_source_topics) + 1 < 128:
        out.append(len(o.repartition_source_topics) + 1)
    else:
        out += _encode_uvarint(len(o.repartition_source_topics) + 1)
    out += _array('h', len(o.repartition_source_topics)).pack(*o.repartition_source_topics)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_Subtopology_v0(o: Subtopology, out: bytearray) -> None:
    b1 = o.subtopology_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.source_topics) + 1 < 128:
        out.append(len(o.source_topics) + 1)
    else:
        out += _encode_uvarint(len(o.source_topics) + 1)
    for x2 in o.source_topics:
        b3 = x2.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
    if len(o.source_topic_regex) + 1 < 128:
        out.append(len(o.source_topic_regex) + 1)
    else:
        out += _encode_uvarint(len(o.source_topic_regex) + 1)
    for x4 in o.source_topic_regex:
        b5 = x4.encode()
        if len(b5) + 1 < 128:
            out.append(len(b5) + 1)
        else:
            out += _encode_uvarint(len(b5) + 1)
        out += b5
    if len(o.state_changelog_topics) + 1 < 128:
        out.append(len(o.state_changelog_topics) + 1)
    else:
        out += _encode_uvarint(len(o.state_changelog_topics) + 1)
    for x6 in o.state_changelog_topics:
        _e_TopicInfo_v0(x6, out)
    if len(o.repartition_sink_topics) + 1 < 128:
        out.append(len(o.repartition_sink_topics) + 1)
    else:
        out += _encode_uvarint(len(o.repartition_sink_topics) + 1)
    for x7 in o.repartition_sink_topics:
        b8 = x7.encode()
        if len(b8) + 1 < 128:
            out.append(len(b8) + 1)
        else:
            out += _encode_uvarint(len(b8) + 1)
        out += b8
    if len(o.repartition_source_topics) + 1 < 128:
        out.append(len(o.repartition_source_topics) + 1)
    else:
        out += _encode_uvarint(len(o.repartition_source_topics) + 1)
    for x9 in o.repartition_source_topics:
        _e_TopicInfo_v0(x9, out)
    if len(o.copartition_groups) + 1 < 128:
        out.append(len(o.copartition_groups) + 1)
    else:
        out += _encode_uvarint(len(o.copartition_groups) + 1)
    for x10 in o.copartition_groups:
        _e_CopartitionGroup_v0(x10, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_Topology_v0(o: Topology, out: bytearray) -> None:
    out += _P1(o.epoch)
    if len(o.subtopologies) + 1 < 128:
        out.append(len(o.subtopologies) + 1)
    else:
        out += _encode_uvarint(len(o.subtopologies) + 1)
    for x1 in o.subtopologies:
        _e_Subtopology_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_StreamsGroupHeartbeatRequestTaskIds_v0(o: StreamsGroupHeartbeatRequestTaskIds, out: bytearray) -> None:
    b1 = o.subtopology_id.encode()
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


def _e_StreamsGroupHeartbeatRequestEndpoint_v0(o: StreamsGroupHeartbeatRequestEndpoint, out: bytearray) -> None:
    b1 = o.host.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P3(o.port)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_TaskOffset_v0(o: TaskOffset, out: bytearray) -> None:
    b1 = o.subtopology_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P4(o.partition, o.offset)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
        _e_Topology_v0(o.topology, out)
    if o.active_tasks is None:
        out.append(0)
    else:
        if len(o.active_tasks) + 1 < 128:
            out.append(len(o.active_tasks) + 1)
        else:
            out += _encode_uvarint(len(o.active_tasks) + 1)
        for x5 in o.active_tasks:
            _e_StreamsGroupHeartbeatRequestTaskIds_v0(x5, out)
    if o.standby_tasks is None:
        out.append(0)
    else:
        if len(o.standby_tasks) + 1 < 128:
            out.append(len(o.standby_tasks) + 1)
        else:
            out += _encode_uvarint(len(o.standby_tasks) + 1)
        for x6 in o.standby_tasks:
            _e_StreamsGroupHeartbeatRequestTaskIds_v0(x6, out)
    if o.warmup_tasks is None:
        out.append(0)
    else:
        if len(o.warmup_tasks) + 1 < 128:
            out.append(len(o.warmup_tasks) + 1)
        else:
            out += _encode_uvarint(len(o.warmup_tasks) + 1)
        for x7 in o.warmup_tasks:
            _e_StreamsGroupHeartbeatRequestTaskIds_v0(x7, out)
    if o.process_id is None:
        out.append(0)
    else:
        b8 = o.process_id.encode()
        if len(b8) + 1 < 128:
            out.append(len(b8) + 1)
        else:
            out += _encode_uvarint(len(b8) + 1)
        out += b8
    if o.user_endpoint is None:
        out.append(255)
    else:
        out.append(1)
        _e_StreamsGroupHeartbeatRequestEndpoint_v0(o.user_endpoint, out)
    if o.client_tags is None:
        out.append(0)
    else:
        if len(o.client_tags) + 1 < 128:
            out.append(len(o.client_tags) + 1)
        else:
            out += _encode_uvarint(len(o.client_tags) + 1)
        for x9 in o.client_tags:
            _e_KeyValue_v0(x9, out)
    if o.task_offsets is None:
        out.append(0)
    else:
        if len(o.task_offsets) + 1 < 128:
            out.append(len(o.task_offsets) + 1)
        else:
            out += _encode_uvarint(len(o.task_offsets) + 1)
        for x10 in o.task_offsets:
            _e_TaskOffset_v0(x10, out)
    if o.task_end_offsets is None:
        out.append(0)
    else:
        if len(o.task_end_offsets) + 1 < 128:
            out.append(len(o.task_end_offsets) + 1)
        else:
            out += _encode_uvarint(len(o.task_end_offsets) + 1)
        for x11 in o.task_end_offsets:
            _e_TaskOffset_v0(x11, out)
    out += _P5(o.shutdown_application)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_Status_v0(buf: memoryview, pos: int, end: int) -> tuple[Status, int]:
    f_status_code = _S7(buf, pos)[0]
    pos += 1
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
        f_status_detail = str(buf[pos:e2], 'utf-8')
        pos = e2
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
    return Status(f_status_code, f_status_detail, u), pos


def _d_StreamsGroupHeartbeatResponseTaskIds_v0(buf: memoryview, pos: int, end: int) -> tuple[StreamsGroupHeartbeatResponseTaskIds, int]:
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
        f_subtopology_id = str(buf[pos:e2], 'utf-8')
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
    return StreamsGroupHeartbeatResponseTaskIds(f_subtopology_id, f_partitions, u), pos


def _d_StreamsGroupHeartbeatResponseEndpoint_v0(buf: memoryview, pos: int, end: int) -> tuple[StreamsGroupHeartbeatResponseEndpoint, int]:
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
    f_port = _S3(buf, pos)[0]
    pos += 2
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
    return StreamsGroupHeartbeatResponseEndpoint(f_host, f_port, u), pos


def _d_TopicPartition_v0(buf: memoryview, pos: int, end: int) -> tuple[TopicPartition, int]:
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
    return TopicPartition(f_topic, f_partitions, u), pos


def _d_EndpointToPartitions_v0(buf: memoryview, pos: int, end: int) -> tuple[EndpointToPartitions, int]:
    f_user_endpoint, pos = _d_StreamsGroupHeartbeatResponseEndpoint_v0(buf, pos, end)
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
        f_active_partitions = []
        ap2 = f_active_partitions.append
        for _ in range(n1):
            x3, pos = _d_TopicPartition_v0(buf, pos, end)
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
        f_standby_partitions = []
        ap5 = f_standby_partitions.append
        for _ in range(n4):
            x6, pos = _d_TopicPartition_v0(buf, pos, end)
            ap5(x6)
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
    return EndpointToPartitions(f_user_endpoint, f_active_partitions, f_standby_partitions, u), pos


def _d_StreamsGroupHeartbeatResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[StreamsGroupHeartbeatResponse, int]:
    f_throttle_time_ms, f_error_code = _S2(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e2], 'utf-8')
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
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_member_epoch, f_heartbeat_interval_ms, f_acceptable_recovery_lag, f_task_offset_interval_ms = _S6(buf, pos)
    pos += 16
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_status = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_status = []
        ap6 = f_status.append
        for _ in range(n5):
            x7, pos = _d_Status_v0(buf, pos, end)
            ap6(x7)
    n8 = buf[pos]
    if n8 < 128:
        pos += 1
    else:
        n8, pos = _uvarint(buf, pos)
    n8 -= 1
    if n8 == -1:
        f_active_tasks = None
    elif n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 3 > end - pos:
            raise _short(pos)
        f_active_tasks = []
        ap9 = f_active_tasks.append
        for _ in range(n8):
            x10, pos = _d_StreamsGroupHeartbeatResponseTaskIds_v0(buf, pos, end)
            ap9(x10)
    n11 = buf[pos]
    if n11 < 128:
        pos += 1
    else:
        n11, pos = _uvarint(buf, pos)
    n11 -= 1
    if n11 == -1:
        f_standby_tasks = None
    elif n11 < 0:
        raise _negative(pos)
    else:
        if n11 * 3 > end - pos:
            raise _short(pos)
        f_standby_tasks = []
        ap12 = f_standby_tasks.append
        for _ in range(n11):
            x13, pos = _d_StreamsGroupHeartbeatResponseTaskIds_v0(buf, pos, end)
            ap12(x13)
    n14 = buf[pos]
    if n14 < 128:
        pos += 1
    else:
        n14, pos = _uvarint(buf, pos)
    n14 -= 1
    if n14 == -1:
        f_warmup_tasks = None
    elif n14 < 0:
        raise _negative(pos)
    else:
        if n14 * 3 > end - pos:
            raise _short(pos)
        f_warmup_tasks = []
        ap15 = f_warmup_tasks.append
        for _ in range(n14):
            x16, pos = _d_StreamsGroupHeartbeatResponseTaskIds_v0(buf, pos, end)
            ap15(x16)
    f_endpoint_information_epoch = _S1(buf, pos)[0]
    pos += 4
    n17 = buf[pos]
    if n17 < 128:
        pos += 1
    else:
        n17, pos = _uvarint(buf, pos)
    n17 -= 1
    if n17 == -1:
        f_partitions_by_user_endpoint = None
    elif n17 < 0:
        raise _negative(pos)
    else:
        if n17 * 7 > end - pos:
            raise _short(pos)
        f_partitions_by_user_endpoint = []
        ap18 = f_partitions_by_user_endpoint.append
        for _ in range(n17):
            x19, pos = _d_EndpointToPartitions_v0(buf, pos, end)
            ap18(x19)
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
    return StreamsGroupHeartbeatResponse(f_throttle_time_ms, f_error_code, f_error_message, f_member_id, f_member_epoch, f_heartbeat_interval_ms, f_acceptable_recovery_lag, f_task_offset_interval_ms, f_status, f_active_tasks, f_standby_tasks, f_warmup_tasks, f_endpoint_information_epoch, f_partitions_by_user_endpoint, u), pos


def _e_Status_v0(o: Status, out: bytearray) -> None:
    out += _P7(o.status_code)
    b1 = o.status_detail.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_StreamsGroupHeartbeatResponseTaskIds_v0(o: StreamsGroupHeartbeatResponseTaskIds, out: bytearray) -> None:
    b1 = o.subtopology_id.encode()
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


def _e_StreamsGroupHeartbeatResponseEndpoint_v0(o: StreamsGroupHeartbeatResponseEndpoint, out: bytearray) -> None:
    b1 = o.host.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P3(o.port)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_TopicPartition_v0(o: TopicPartition, out: bytearray) -> None:
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


def _e_EndpointToPartitions_v0(o: EndpointToPartitions, out: bytearray) -> None:
    _e_StreamsGroupHeartbeatResponseEndpoint_v0(o.user_endpoint, out)
    if len(o.active_partitions) + 1 < 128:
        out.append(len(o.active_partitions) + 1)
    else:
        out += _encode_uvarint(len(o.active_partitions) + 1)
    for x1 in o.active_partitions:
        _e_TopicPartition_v0(x1, out)
    if len(o.standby_partitions) + 1 < 128:
        out.append(len(o.standby_partitions) + 1)
    else:
        out += _encode_uvarint(len(o.standby_partitions) + 1)
    for x2 in o.standby_partitions:
        _e_TopicPartition_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
            _e_Status_v0(x3, out)
    if o.active_tasks is None:
        out.append(0)
    else:
        if len(o.active_tasks) + 1 < 128:
            out.append(len(o.active_tasks) + 1)
        else:
            out += _encode_uvarint(len(o.active_tasks) + 1)
        for x4 in o.active_tasks:
            _e_StreamsGroupHeartbeatResponseTaskIds_v0(x4, out)
    if o.standby_tasks is None:
        out.append(0)
    else:
        if len(o.standby_tasks) + 1 < 128:
            out.append(len(o.standby_tasks) + 1)
        else:
            out += _encode_uvarint(len(o.standby_tasks) + 1)
        for x5 in o.standby_tasks:
            _e_StreamsGroupHeartbeatResponseTaskIds_v0(x5, out)
    if o.warmup_tasks is None:
        out.append(0)
    else:
        if len(o.warmup_tasks) + 1 < 128:
            out.append(len(o.warmup_tasks) + 1)
        else:
            out += _encode_uvarint(len(o.warmup_tasks) + 1)
        for x6 in o.warmup_tasks:
            _e_StreamsGroupHeartbeatResponseTaskIds_v0(x6, out)
    out += _P1(o.endpoint_information_epoch)
    if o.partitions_by_user_endpoint is None:
        out.append(0)
    else:
        if len(o.partitions_by_user_endpoint) + 1 < 128:
            out.append(len(o.partitions_by_user_endpoint) + 1)
        else:
            out += _encode_uvarint(len(o.partitions_by_user_endpoint) + 1)
        for x7 in o.partitions_by_user_endpoint:
            _e_EndpointToPartitions_v0(x7, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


StreamsGroupHeartbeatRequest.DECODERS = (_d_StreamsGroupHeartbeatRequest_v0,)
StreamsGroupHeartbeatRequest.ENCODERS = (_e_StreamsGroupHeartbeatRequest_v0,)

StreamsGroupHeartbeatResponse.DECODERS = (_d_StreamsGroupHeartbeatResponse_v0,)
StreamsGroupHeartbeatResponse.ENCODERS = (_e_StreamsGroupHeartbeatResponse_v0,)
