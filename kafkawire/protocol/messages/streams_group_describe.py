# generated from defs/089-streams-group-describe.kw; do not edit
"""StreamsGroupDescribe: API key 89, versions 0..0, flexible from 0."""

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

__all__ = ['Assignment', 'DescribedGroup', 'Endpoint', 'KeyValue', 'Member', 'StreamsGroupDescribeRequest', 'StreamsGroupDescribeResponse', 'Subtopology', 'TaskIds', 'TaskOffset', 'TopicInfo', 'Topology']

_S0 = _Struct('>?').unpack_from
_P0 = _Struct('>?').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>h').unpack_from
_P2 = _Struct('>h').pack
_S3 = _Struct('>ii').unpack_from
_P3 = _Struct('>ii').pack
_S4 = _Struct('>ih').unpack_from
_P4 = _Struct('>ih').pack
_S5 = _Struct('>H').unpack_from
_P5 = _Struct('>H').pack
_S6 = _Struct('>iq').unpack_from
_P6 = _Struct('>iq').pack


class StreamsGroupDescribeRequest(Message):
    """StreamsGroupDescribe request (API key 89), versions 0..0."""

    __slots__ = ('group_ids', 'include_authorized_operations')
    API_KEY = 89
    API_NAME = 'StreamsGroupDescribe'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    group_ids: list[str]
    include_authorized_operations: bool

    def __init__(
        self,
        group_ids: list[str] = DEFAULT,
        include_authorized_operations: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_ids = [] if group_ids is DEFAULT else group_ids
        self.include_authorized_operations = include_authorized_operations
        self.unknown_tags = unknown_tags


class KeyValue(Struct):
    """Element KeyValue of StreamsGroupDescribe."""

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
    """Element TopicInfo of StreamsGroupDescribe."""

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


class Subtopology(Struct):
    """Element Subtopology of StreamsGroupDescribe."""

    __slots__ = ('subtopology_id', 'source_topics', 'repartition_sink_topics', 'state_changelog_topics', 'repartition_source_topics')
    subtopology_id: str
    source_topics: list[str]
    repartition_sink_topics: list[str]
    state_changelog_topics: list[TopicInfo]
    repartition_source_topics: list[TopicInfo]

    def __init__(
        self,
        subtopology_id: str = "",
        source_topics: list[str] = DEFAULT,
        repartition_sink_topics: list[str] = DEFAULT,
        state_changelog_topics: list[TopicInfo] = DEFAULT,
        repartition_source_topics: list[TopicInfo] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.subtopology_id = subtopology_id
        self.source_topics = [] if source_topics is DEFAULT else source_topics
        self.repartition_sink_topics = [] if repartition_sink_topics is DEFAULT else repartition_sink_topics
        self.state_changelog_topics = [] if state_changelog_topics is DEFAULT else state_changelog_topics
        self.repartition_source_topics = [] if repartition_source_topics is DEFAULT else repartition_source_topics
        self.unknown_tags = unknown_tags


class Topology(Struct):
    """Element Topology of StreamsGroupDescribe."""

    __slots__ = ('epoch', 'subtopologies')
    epoch: int
    subtopologies: list[Subtopology] | None

    def __init__(
        self,
        epoch: int = 0,
        subtopologies: list[Subtopology] | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.epoch = epoch
        self.subtopologies = subtopologies
        self.unknown_tags = unknown_tags


class Endpoint(Struct):
    """Element Endpoint of StreamsGroupDescribe."""

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
    """Element TaskOffset of StreamsGroupDescribe."""

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


class TaskIds(Struct):
    """Element TaskIds of StreamsGroupDescribe."""

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


class Assignment(Struct):
    """Element Assignment of StreamsGroupDescribe."""

    __slots__ = ('active_tasks', 'standby_tasks', 'warmup_tasks')
    active_tasks: list[TaskIds]
    standby_tasks: list[TaskIds]
    warmup_tasks: list[TaskIds]

    def __init__(
        self,
        active_tasks: list[TaskIds] = DEFAULT,
        standby_tasks: list[TaskIds] = DEFAULT,
        warmup_tasks: list[TaskIds] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.active_tasks = [] if active_tasks is DEFAULT else active_tasks
        self.standby_tasks = [] if standby_tasks is DEFAULT else standby_tasks
        self.warmup_tasks = [] if warmup_tasks is DEFAULT else warmup_tasks
        self.unknown_tags = unknown_tags


class Member(Struct):
    """Element Member of StreamsGroupDescribe."""

    __slots__ = ('member_id', 'member_epoch', 'instance_id', 'rack_id', 'client_id', 'client_host', 'topology_epoch', 'process_id', 'user_endpoint', 'client_tags', 'task_offsets', 'task_end_offsets', 'assignment', 'target_assignment', 'is_classic')
    member_id: str
    member_epoch: int
    instance_id: str | None
    rack_id: str | None
    client_id: str
    client_host: str
    topology_epoch: int
    process_id: str
    user_endpoint: Endpoint | None
    client_tags: list[KeyValue]
    task_offsets: list[TaskOffset]
    task_end_offsets: list[TaskOffset]
    assignment: Assignment
    target_assignment: Assignment
    is_classic: bool

    def __init__(
        self,
        member_id: str = "",
        member_epoch: int = 0,
        instance_id: str | None = None,
        rack_id: str | None = None,
        client_id: str = "",
        client_host: str = "",
        topology_epoch: int = 0,
        process_id: str = "",
        user_endpoint: Endpoint | None = None,
        client_tags: list[KeyValue] = DEFAULT,
        task_offsets: list[TaskOffset] = DEFAULT,
        task_end_offsets: list[TaskOffset] = DEFAULT,
        assignment: Assignment = DEFAULT,
        target_assignment: Assignment = DEFAULT,
        is_classic: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.member_id = member_id
        self.member_epoch = member_epoch
        self.instance_id = instance_id
        self.rack_id = rack_id
        self.client_id = client_id
        self.client_host = client_host
        self.topology_epoch = topology_epoch
        self.process_id = process_id
        self.user_endpoint = user_endpoint
        self.client_tags = [] if client_tags is DEFAULT else client_tags
        self.task_offsets = [] if task_offsets is DEFAULT else task_offsets
        self.task_end_offsets = [] if task_end_offsets is DEFAULT else task_end_offsets
        self.assignment = Assignment() if assignment is DEFAULT else assignment
        self.target_assignment = Assignment() if target_assignment is DEFAULT else target_assignment
        self.is_classic = is_classic
        self.unknown_tags = unknown_tags


class DescribedGroup(Struct):
    """Element DescribedGroup of StreamsGroupDescribe."""

    __slots__ = ('error_code', 'error_message', 'group_id', 'group_state', 'group_epoch', 'assignment_epoch', 'topology', 'members', 'authorized_operations')
    error_code: int
    error_message: str | None
    group_id: str
    group_state: str
    group_epoch: int
    assignment_epoch: int
    topology: Topology | None
    members: list[Member]
    authorized_operations: int

    def __init__(
        self,
        error_code: int = 0,
        error_message: str | None = None,
        group_id: str = "",
        group_state: str = "",
        group_epoch: int = 0,
        assignment_epoch: int = 0,
        topology: Topology | None = None,
        members: list[Member] = DEFAULT,
        authorized_operations: int = -2147483648,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.error_message = error_message
        self.group_id = group_id
        self.group_state = group_state
        self.group_epoch = group_epoch
        self.assignment_epoch = assignment_epoch
        self.topology = topology
        self.members = [] if members is DEFAULT else members
        self.authorized_operations = authorized_operations
        self.unknown_tags = unknown_tags


class StreamsGroupDescribeResponse(Message):
    """StreamsGroupDescribe response (API key 89), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'groups')
    API_KEY = 89
    API_NAME = 'StreamsGroupDescribe'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    groups: list[DescribedGroup]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        groups: list[DescribedGroup] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.groups = [] if groups is DEFAULT else groups
        self.unknown_tags = unknown_tags

StreamsGroupDescribeRequest.FIELDS = (
    FieldSpec('group_ids', 'array', 'string', (0, 0), None, DEFAULT),
    FieldSpec('include_authorized_operations', 'prim', 'bool', (0, 0), None, False),
)

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

Subtopology.FIELDS = (
    FieldSpec('subtopology_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('source_topics', 'array', 'string', (0, 0), None, DEFAULT),
    FieldSpec('repartition_sink_topics', 'array', 'string', (0, 0), None, DEFAULT),
    FieldSpec('state_changelog_topics', 'array', 'TopicInfo', (0, 0), None, DEFAULT, struct=TopicInfo),
    FieldSpec('repartition_source_topics', 'array', 'TopicInfo', (0, 0), None, DEFAULT, struct=TopicInfo),
)

Topology.FIELDS = (
    FieldSpec('epoch', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('subtopologies', 'array', 'Subtopology', (0, 0), (0, 0), None, struct=Subtopology),
)

Endpoint.FIELDS = (
    FieldSpec('host', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('port', 'prim', 'uint16', (0, 0), None, 0),
)

TaskOffset.FIELDS = (
    FieldSpec('subtopology_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partition', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('offset', 'prim', 'int64', (0, 0), None, 0),
)

TaskIds.FIELDS = (
    FieldSpec('subtopology_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partitions', 'array', 'int32', (0, 0), None, DEFAULT),
)

Assignment.FIELDS = (
    FieldSpec('active_tasks', 'array', 'TaskIds', (0, 0), None, DEFAULT, struct=TaskIds),
    FieldSpec('standby_tasks', 'array', 'TaskIds', (0, 0), None, DEFAULT, struct=TaskIds),
    FieldSpec('warmup_tasks', 'array', 'TaskIds', (0, 0), None, DEFAULT, struct=TaskIds),
)

Member.FIELDS = (
    FieldSpec('member_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('member_epoch', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('instance_id', 'prim', 'string', (0, 0), (0, 0), None),
    FieldSpec('rack_id', 'prim', 'string', (0, 0), (0, 0), None),
    FieldSpec('client_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('client_host', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('topology_epoch', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('process_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('user_endpoint', 'struct', 'Endpoint', (0, 0), (0, 0), None, struct=Endpoint),
    FieldSpec('client_tags', 'array', 'KeyValue', (0, 0), None, DEFAULT, struct=KeyValue),
    FieldSpec('task_offsets', 'array', 'TaskOffset', (0, 0), None, DEFAULT, struct=TaskOffset),
    FieldSpec('task_end_offsets', 'array', 'TaskOffset', (0, 0), None, DEFAULT, struct=TaskOffset),
    FieldSpec('assignment', 'struct', 'Assignment', (0, 0), None, DEFAULT, struct=Assignment),
    FieldSpec('target_assignment', 'struct', 'Assignment', (0, 0), None, DEFAULT, struct=Assignment),
    FieldSpec('is_classic', 'prim', 'bool', (0, 0), None, False),
)

DescribedGroup.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), None),
    FieldSpec('group_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('group_state', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('group_epoch', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('assignment_epoch', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('topology', 'struct', 'Topology', (0, 0), (0, 0), None, struct=Topology),
    FieldSpec('members', 'array', 'Member', (0, 0), None, DEFAULT, struct=Member),
    FieldSpec('authorized_operations', 'prim', 'int32', (0, 0), None, -2147483648),
)

StreamsGroupDescribeResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('groups', 'array', 'DescribedGroup', (0, 0), None, DEFAULT, struct=DescribedGroup),
)


def _d_StreamsGroupDescribeRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[StreamsGroupDescribeRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 > end - pos:
            raise _short(pos)
        f_group_ids = []
        for _ in range(n1):
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
                x2 = str(buf[pos:e4], 'utf-8')
                pos = e4
            f_group_ids.append(x2)
    f_include_authorized_operations = _S0(buf, pos)[0]
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
    return StreamsGroupDescribeRequest(f_group_ids, f_include_authorized_operations, u), pos


def _e_StreamsGroupDescribeRequest_v0(o: StreamsGroupDescribeRequest, out: bytearray) -> None:
    if len(o.group_ids) + 1 < 128:
        out.append(len(o.group_ids) + 1)
    else:
        out += _encode_uvarint(len(o.group_ids) + 1)
    for x1 in o.group_ids:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P0(o.include_authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
    f_partitions, f_replication_factor = _S4(buf, pos)
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
        f_repartition_sink_topics = []
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
            f_repartition_sink_topics.append(x8)
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
        if n14 * 9 > end - pos:
            raise _short(pos)
        f_repartition_source_topics = []
        ap15 = f_repartition_source_topics.append
        for _ in range(n14):
            x16, pos = _d_TopicInfo_v0(buf, pos, end)
            ap15(x16)
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
    return Subtopology(f_subtopology_id, f_source_topics, f_repartition_sink_topics, f_state_changelog_topics, f_repartition_source_topics, u), pos


def _d_Topology_v0(buf: memoryview, pos: int, end: int) -> tuple[Topology, int]:
    f_epoch = _S1(buf, pos)[0]
    pos += 4
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_subtopologies = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
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


def _d_Endpoint_v0(buf: memoryview, pos: int, end: int) -> tuple[Endpoint, int]:
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
    f_port = _S5(buf, pos)[0]
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
    return Endpoint(f_host, f_port, u), pos


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
    f_partition, f_offset = _S6(buf, pos)
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


def _d_TaskIds_v0(buf: memoryview, pos: int, end: int) -> tuple[TaskIds, int]:
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
    return TaskIds(f_subtopology_id, f_partitions, u), pos


def _d_Assignment_v0(buf: memoryview, pos: int, end: int) -> tuple[Assignment, int]:
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
        f_active_tasks = []
        ap2 = f_active_tasks.append
        for _ in range(n1):
            x3, pos = _d_TaskIds_v0(buf, pos, end)
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
        f_standby_tasks = []
        ap5 = f_standby_tasks.append
        for _ in range(n4):
            x6, pos = _d_TaskIds_v0(buf, pos, end)
            ap5(x6)
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 3 > end - pos:
            raise _short(pos)
        f_warmup_tasks = []
        ap8 = f_warmup_tasks.append
        for _ in range(n7):
            x9, pos = _d_TaskIds_v0(buf, pos, end)
            ap8(x9)
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
    return Assignment(f_active_tasks, f_standby_tasks, f_warmup_tasks, u), pos


def _d_Member_v0(buf: memoryview, pos: int, end: int) -> tuple[Member, int]:
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
        f_member_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_member_epoch = _S1(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_instance_id = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_instance_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_rack_id = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_rack_id = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_client_id = str(buf[pos:e8], 'utf-8')
        pos = e8
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
        f_client_host = str(buf[pos:e10], 'utf-8')
        pos = e10
    f_topology_epoch = _S1(buf, pos)[0]
    pos += 4
    n11 = buf[pos]
    if n11 < 128:
        pos += 1
    else:
        n11, pos = _uvarint(buf, pos)
    n11 -= 1
    if n11 < 0:
        raise _negative(pos)
    else:
        e12 = pos + n11
        if e12 > end:
            raise _short(pos)
        f_process_id = str(buf[pos:e12], 'utf-8')
        pos = e12
    if buf[pos] == 255:
        f_user_endpoint = None
        pos += 1
    else:
        f_user_endpoint, pos = _d_Endpoint_v0(buf, pos + 1, end)
    n13 = buf[pos]
    if n13 < 128:
        pos += 1
    else:
        n13, pos = _uvarint(buf, pos)
    n13 -= 1
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 3 > end - pos:
            raise _short(pos)
        f_client_tags = []
        ap14 = f_client_tags.append
        for _ in range(n13):
            x15, pos = _d_KeyValue_v0(buf, pos, end)
            ap14(x15)
    n16 = buf[pos]
    if n16 < 128:
        pos += 1
    else:
        n16, pos = _uvarint(buf, pos)
    n16 -= 1
    if n16 < 0:
        raise _negative(pos)
    else:
        if n16 * 14 > end - pos:
            raise _short(pos)
        f_task_offsets = []
        ap17 = f_task_offsets.append
        for _ in range(n16):
            x18, pos = _d_TaskOffset_v0(buf, pos, end)
            ap17(x18)
    n19 = buf[pos]
    if n19 < 128:
        pos += 1
    else:
        n19, pos = _uvarint(buf, pos)
    n19 -= 1
    if n19 < 0:
        raise _negative(pos)
    else:
        if n19 * 14 > end - pos:
            raise _short(pos)
        f_task_end_offsets = []
        ap20 = f_task_end_offsets.append
        for _ in range(n19):
            x21, pos = _d_TaskOffset_v0(buf, pos, end)
            ap20(x21)
    f_assignment, pos = _d_Assignment_v0(buf, pos, end)
    f_target_assignment, pos = _d_Assignment_v0(buf, pos, end)
    f_is_classic = _S0(buf, pos)[0]
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
    return Member(f_member_id, f_member_epoch, f_instance_id, f_rack_id, f_client_id, f_client_host, f_topology_epoch, f_process_id, f_user_endpoint, f_client_tags, f_task_offsets, f_task_end_offsets, f_assignment, f_target_assignment, f_is_classic, u), pos


def _d_DescribedGroup_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribedGroup, int]:
    f_error_code = _S2(buf, pos)[0]
    pos += 2
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
        f_group_id = str(buf[pos:e4], 'utf-8')
        pos = e4
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
        f_group_state = str(buf[pos:e6], 'utf-8')
        pos = e6
    f_group_epoch, f_assignment_epoch = _S3(buf, pos)
    pos += 8
    if buf[pos] == 255:
        f_topology = None
        pos += 1
    else:
        f_topology, pos = _d_Topology_v0(buf, pos + 1, end)
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 28 > end - pos:
            raise _short(pos)
        f_members = []
        ap8 = f_members.append
        for _ in range(n7):
            x9, pos = _d_Member_v0(buf, pos, end)
            ap8(x9)
    f_authorized_operations = _S1(buf, pos)[0]
    pos += 4
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
    return DescribedGroup(f_error_code, f_error_message, f_group_id, f_group_state, f_group_epoch, f_assignment_epoch, f_topology, f_members, f_authorized_operations, u), pos


def _d_StreamsGroupDescribeResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[StreamsGroupDescribeResponse, int]:
    f_throttle_time_ms = _S1(buf, pos)[0]
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
        if n1 * 20 > end - pos:
            raise _short(pos)
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_DescribedGroup_v0(buf, pos, end)
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
    return StreamsGroupDescribeResponse(f_throttle_time_ms, f_groups, u), pos


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
    out += _P4(o.partitions, o.replication_factor)
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
    if len(o.repartition_sink_topics) + 1 < 128:
        out.append(len(o.repartition_sink_topics) + 1)
    else:
        out += _encode_uvarint(len(o.repartition_sink_topics) + 1)
    for x4 in o.repartition_sink_topics:
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
    if len(o.repartition_source_topics) + 1 < 128:
        out.append(len(o.repartition_source_topics) + 1)
    else:
        out += _encode_uvarint(len(o.repartition_source_topics) + 1)
    for x7 in o.repartition_source_topics:
        _e_TopicInfo_v0(x7, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_Topology_v0(o: Topology, out: bytearray) -> None:
    out += _P1(o.epoch)
    if o.subtopologies is None:
        out.append(0)
    else:
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


def _e_Endpoint_v0(o: Endpoint, out: bytearray) -> None:
    b1 = o.host.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P5(o.port)
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
    out += _P6(o.partition, o.offset)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_TaskIds_v0(o: TaskIds, out: bytearray) -> None:
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


def _e_Assignment_v0(o: Assignment, out: bytearray) -> None:
    if len(o.active_tasks) + 1 < 128:
        out.append(len(o.active_tasks) + 1)
    else:
        out += _encode_uvarint(len(o.active_tasks) + 1)
    for x1 in o.active_tasks:
        _e_TaskIds_v0(x1, out)
    if len(o.standby_tasks) + 1 < 128:
        out.append(len(o.standby_tasks) + 1)
    else:
        out += _encode_uvarint(len(o.standby_tasks) + 1)
    for x2 in o.standby_tasks:
        _e_TaskIds_v0(x2, out)
    if len(o.warmup_tasks) + 1 < 128:
        out.append(len(o.warmup_tasks) + 1)
    else:
        out += _encode_uvarint(len(o.warmup_tasks) + 1)
    for x3 in o.warmup_tasks:
        _e_TaskIds_v0(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_Member_v0(o: Member, out: bytearray) -> None:
    b1 = o.member_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(o.member_epoch)
    if o.instance_id is None:
        out.append(0)
    else:
        b2 = o.instance_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.rack_id is None:
        out.append(0)
    else:
        b3 = o.rack_id.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
    b4 = o.client_id.encode()
    if len(b4) + 1 < 128:
        out.append(len(b4) + 1)
    else:
        out += _encode_uvarint(len(b4) + 1)
    out += b4
    b5 = o.client_host.encode()
    if len(b5) + 1 < 128:
        out.append(len(b5) + 1)
    else:
        out += _encode_uvarint(len(b5) + 1)
    out += b5
    out += _P1(o.topology_epoch)
    b6 = o.process_id.encode()
    if len(b6) + 1 < 128:
        out.append(len(b6) + 1)
    else:
        out += _encode_uvarint(len(b6) + 1)
    out += b6
    if o.user_endpoint is None:
        out.append(255)
    else:
        out.append(1)
        _e_Endpoint_v0(o.user_endpoint, out)
    if len(o.client_tags) + 1 < 128:
        out.append(len(o.client_tags) + 1)
    else:
        out += _encode_uvarint(len(o.client_tags) + 1)
    for x7 in o.client_tags:
        _e_KeyValue_v0(x7, out)
    if len(o.task_offsets) + 1 < 128:
        out.append(len(o.task_offsets) + 1)
    else:
        out += _encode_uvarint(len(o.task_offsets) + 1)
    for x8 in o.task_offsets:
        _e_TaskOffset_v0(x8, out)
    if len(o.task_end_offsets) + 1 < 128:
        out.append(len(o.task_end_offsets) + 1)
    else:
        out += _encode_uvarint(len(o.task_end_offsets) + 1)
    for x9 in o.task_end_offsets:
        _e_TaskOffset_v0(x9, out)
    _e_Assignment_v0(o.assignment, out)
    _e_Assignment_v0(o.target_assignment, out)
    out += _P0(o.is_classic)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribedGroup_v0(o: DescribedGroup, out: bytearray) -> None:
    out += _P2(o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    b2 = o.group_id.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    b3 = o.group_state.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    out += _P3(o.group_epoch, o.assignment_epoch)
    if o.topology is None:
        out.append(255)
    else:
        out.append(1)
        _e_Topology_v0(o.topology, out)
    if len(o.members) + 1 < 128:
        out.append(len(o.members) + 1)
    else:
        out += _encode_uvarint(len(o.members) + 1)
    for x4 in o.members:
        _e_Member_v0(x4, out)
    out += _P1(o.authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_StreamsGroupDescribeResponse_v0(o: StreamsGroupDescribeResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms)
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
        _e_DescribedGroup_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


StreamsGroupDescribeRequest.DECODERS = (_d_StreamsGroupDescribeRequest_v0,)
StreamsGroupDescribeRequest.ENCODERS = (_e_StreamsGroupDescribeRequest_v0,)

StreamsGroupDescribeResponse.DECODERS = (_d_StreamsGroupDescribeResponse_v0,)
StreamsGroupDescribeResponse.ENCODERS = (_e_StreamsGroupDescribeResponse_v0,)
