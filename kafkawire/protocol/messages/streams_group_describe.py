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

__all__ = ['Assignment', 'DescribedGroup', 'Endpoint', 'KeyValue', 'Member', 'StreamsGroupDescribeRequest', 'StreamsGroupDescribeResponse', 'Subtopology', 'TaskIds', 'TaskOffset', 'TopicInfo', 'Topology']

_S0 = _Struct('>?B').unpack_from
_P0 = _Struct('>?B').pack
_S1 = _Struct('>B').unpack_from
_P1 = _Struct('>B').pack
_S2 = _Struct('>iB').unpack_from
_P2 = _Struct('>iB').pack
_S3 = _Struct('>hB').unpack_from
_P3 = _Struct('>hB').pack
_S4 = _Struct('>ii').unpack_from
_P4 = _Struct('>ii').pack
_S5 = _Struct('>ihB').unpack_from
_P5 = _Struct('>ihB').pack
_S6 = _Struct('>HB').unpack_from
_P6 = _Struct('>HB').pack
_S7 = _Struct('>iqB').unpack_from
_P7 = _Struct('>iqB').pack
_S8 = _Struct('>i').unpack_from
_P8 = _Struct('>i').pack
_S9 = _Struct('>h').unpack_from
_P9 = _Struct('>h').pack
_S10 = _Struct('>ih').unpack_from
_P10 = _Struct('>ih').pack
_S11 = _Struct('>H').unpack_from
_P11 = _Struct('>H').pack
_S12 = _Struct('>iq').unpack_from
_P12 = _Struct('>iq').pack


class StreamsGroupDescribeRequest(Request["StreamsGroupDescribeResponse"]):
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


def _d_StreamsGroupDescribeRequest_v0(buf: bytes, pos: int, end: int) -> tuple[StreamsGroupDescribeRequest, int]:
    o = _new(StreamsGroupDescribeRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _uvarint(buf, pos)
        n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 > end - pos:
            raise _short(pos)
        f_group_ids_1 = []
        for _ in (_ranges[n2] if n2 < 256 else range(n2)):
            n4 = buf[pos]
            if n4 < 128:
                pos += 1
                n4 -= 1
            elif buf[pos + 1] < 128:
                n4 = n4 + buf[pos + 1] * 128 - 129
                pos += 2
            else:
                n4, pos = _string_uvarint(buf, pos)
                n4 -= 1
            if n4 < 0:
                raise _negative(pos)
            else:
                e5 = pos + n4
                if e5 > end:
                    raise _short(pos)
                x3 = buf[pos:e5].decode()
                pos = e5
            f_group_ids_1.append(x3)
    o.include_authorized_operations, pk6 = _S0(buf, pos)
    pos += 2
    if pk6:
        u7, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u7 = None
    o.group_ids = f_group_ids_1
    o.unknown_tags = u7
    return o, pos


def _e_StreamsGroupDescribeRequest_v0(o: StreamsGroupDescribeRequest, out: list[bytes]) -> None:
    if type(o.group_ids) is not list:
        _check_list(o.group_ids)
    if len(o.group_ids) + 1 < 128:
        out.append(_B1[len(o.group_ids) + 1])
    else:
        out.append(_encode_uvarint(len(o.group_ids) + 1))
    for x1 in o.group_ids:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    out.append(_P1(_BOOL[o.include_authorized_operations]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_StreamsGroupDescribeResponse_v0(buf: bytes, pos: int, end: int) -> tuple[StreamsGroupDescribeResponse, int]:
    o = _new(StreamsGroupDescribeResponse)
    o.throttle_time_ms, pk2 = _S2(buf, pos)
    pos += 5
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 < 0:
        raise _negative(pos)
    else:
        if pk2 * 20 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(DescribedGroup)
                x3.error_code, pk6 = _S3(buf, pos)
                pos += 3
                if pk6 < 128:
                    pk6 -= 1
                elif buf[pos] < 128:
                    pk6 = pk6 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk6, pos = _string_uvarint(buf, pos - 1)
                    pk6 -= 1
                if pk6 == -1:
                    x3.error_message = None
                else:
                    e7 = pos + pk6
                    if e7 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e7].decode()
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
                    x3.group_id = buf[pos:e9].decode()
                    pos = e9
                n10 = buf[pos]
                if n10 < 128:
                    pos += 1
                    n10 -= 1
                elif buf[pos + 1] < 128:
                    n10 = n10 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n10, pos = _string_uvarint(buf, pos)
                    n10 -= 1
                if n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    x3.group_state = buf[pos:e11].decode()
                    pos = e11
                x3.group_epoch, x3.assignment_epoch = _S4(buf, pos)
                pos += 8
                if buf[pos] > 127:
                    f_topology_4 = None
                    pos += 1
                else:
                    pos += 1
                    f_topology_4 = _new(Topology)
                    f_topology_4.epoch, pk13 = _S2(buf, pos)
                    pos += 5
                    if pk13 < 128:
                        pk13 -= 1
                    elif buf[pos] < 128:
                        pk13 = pk13 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk13, pos = _uvarint(buf, pos - 1)
                        pk13 -= 1
                    if pk13 == -1:
                        f_subtopologies_12 = None
                    else:
                        if pk13 * 6 > end - pos:
                            raise _short(pos)
                        f_subtopologies_12 = []
                        if pk13:
                            for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                                x14 = _new(Subtopology)
                                n19 = buf[pos]
                                if n19 < 128:
                                    pos += 1
                                    n19 -= 1
                                elif buf[pos + 1] < 128:
                                    n19 = n19 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n19, pos = _string_uvarint(buf, pos)
                                    n19 -= 1
                                if n19 < 0:
                                    raise _negative(pos)
                                else:
                                    e20 = pos + n19
                                    if e20 > end:
                                        raise _short(pos)
                                    x14.subtopology_id = buf[pos:e20].decode()
                                    pos = e20
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
                                    if n21 > end - pos:
                                        raise _short(pos)
                                    f_source_topics_15 = []
                                    for _ in (_ranges[n21] if n21 < 256 else range(n21)):
                                        n23 = buf[pos]
                                        if n23 < 128:
                                            pos += 1
                                            n23 -= 1
                                        elif buf[pos + 1] < 128:
                                            n23 = n23 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n23, pos = _string_uvarint(buf, pos)
                                            n23 -= 1
                                        if n23 < 0:
                                            raise _negative(pos)
                                        else:
                                            e24 = pos + n23
                                            if e24 > end:
                                                raise _short(pos)
                                            x22 = buf[pos:e24].decode()
                                            pos = e24
                                        f_source_topics_15.append(x22)
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
                                    if n25 > end - pos:
                                        raise _short(pos)
                                    f_repartition_sink_topics_16 = []
                                    for _ in (_ranges[n25] if n25 < 256 else range(n25)):
                                        n27 = buf[pos]
                                        if n27 < 128:
                                            pos += 1
                                            n27 -= 1
                                        elif buf[pos + 1] < 128:
                                            n27 = n27 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n27, pos = _string_uvarint(buf, pos)
                                            n27 -= 1
                                        if n27 < 0:
                                            raise _negative(pos)
                                        else:
                                            e28 = pos + n27
                                            if e28 > end:
                                                raise _short(pos)
                                            x26 = buf[pos:e28].decode()
                                            pos = e28
                                        f_repartition_sink_topics_16.append(x26)
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
                                    if n29 * 9 > end - pos:
                                        raise _short(pos)
                                    f_state_changelog_topics_17 = []
                                    if n29:
                                        for _ in (_ranges[n29] if n29 < 256 else range(n29)):
                                            x30 = _new(TopicInfo)
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
                                                x30.name = buf[pos:e33].decode()
                                                pos = e33
                                            x30.partitions, x30.replication_factor, pk34 = _S5(buf, pos)
                                            pos += 7
                                            if pk34 < 128:
                                                pk34 -= 1
                                            elif buf[pos] < 128:
                                                pk34 = pk34 + buf[pos] * 128 - 129
                                                pos += 1
                                            else:
                                                pk34, pos = _uvarint(buf, pos - 1)
                                                pk34 -= 1
                                            if pk34 < 0:
                                                raise _negative(pos)
                                            else:
                                                if pk34 * 3 > end - pos:
                                                    raise _short(pos)
                                                f_topic_configs_31 = []
                                                if pk34:
                                                    for _ in (_ranges[pk34] if pk34 < 256 else range(pk34)):
                                                        x35 = _new(KeyValue)
                                                        n36 = buf[pos]
                                                        if n36 < 128:
                                                            pos += 1
                                                            n36 -= 1
                                                        elif buf[pos + 1] < 128:
                                                            n36 = n36 + buf[pos + 1] * 128 - 129
                                                            pos += 2
                                                        else:
                                                            n36, pos = _string_uvarint(buf, pos)
                                                            n36 -= 1
                                                        if n36 < 0:
                                                            raise _negative(pos)
                                                        else:
                                                            e37 = pos + n36
                                                            if e37 > end:
                                                                raise _short(pos)
                                                            x35.key = buf[pos:e37].decode()
                                                            pos = e37
                                                        n38 = buf[pos]
                                                        if n38 < 128:
                                                            pos += 1
                                                            n38 -= 1
                                                        elif buf[pos + 1] < 128:
                                                            n38 = n38 + buf[pos + 1] * 128 - 129
                                                            pos += 2
                                                        else:
                                                            n38, pos = _string_uvarint(buf, pos)
                                                            n38 -= 1
                                                        if n38 < 0:
                                                            raise _negative(pos)
                                                        else:
                                                            e39 = pos + n38
                                                            if e39 > end:
                                                                raise _short(pos)
                                                            x35.value = buf[pos:e39].decode()
                                                            pos = e39
                                                        if buf[pos]:
                                                            u40, pos = _unknown_tags(buf, pos, end)
                                                        else:
                                                            pos += 1
                                                            u40 = None
                                                        x35.unknown_tags = u40
                                                        f_topic_configs_31.append(x35)
                                            if buf[pos]:
                                                u41, pos = _unknown_tags(buf, pos, end)
                                            else:
                                                pos += 1
                                                u41 = None
                                            x30.topic_configs = f_topic_configs_31
                                            x30.unknown_tags = u41
                                            f_state_changelog_topics_17.append(x30)
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
                                    if n42 * 9 > end - pos:
                                        raise _short(pos)
                                    f_repartition_source_topics_18 = []
                                    if n42:
                                        for _ in (_ranges[n42] if n42 < 256 else range(n42)):
                                            x43 = _new(TopicInfo)
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
                                                x43.name = buf[pos:e46].decode()
                                                pos = e46
                                            x43.partitions, x43.replication_factor, pk47 = _S5(buf, pos)
                                            pos += 7
                                            if pk47 < 128:
                                                pk47 -= 1
                                            elif buf[pos] < 128:
                                                pk47 = pk47 + buf[pos] * 128 - 129
                                                pos += 1
                                            else:
                                                pk47, pos = _uvarint(buf, pos - 1)
                                                pk47 -= 1
                                            if pk47 < 0:
                                                raise _negative(pos)
                                            else:
                                                if pk47 * 3 > end - pos:
                                                    raise _short(pos)
                                                f_topic_configs_44 = []
                                                if pk47:
                                                    for _ in (_ranges[pk47] if pk47 < 256 else range(pk47)):
                                                        x48 = _new(KeyValue)
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
                                                            x48.key = buf[pos:e50].decode()
                                                            pos = e50
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
                                                            x48.value = buf[pos:e52].decode()
                                                            pos = e52
                                                        if buf[pos]:
                                                            u53, pos = _unknown_tags(buf, pos, end)
                                                        else:
                                                            pos += 1
                                                            u53 = None
                                                        x48.unknown_tags = u53
                                                        f_topic_configs_44.append(x48)
                                            if buf[pos]:
                                                u54, pos = _unknown_tags(buf, pos, end)
                                            else:
                                                pos += 1
                                                u54 = None
                                            x43.topic_configs = f_topic_configs_44
                                            x43.unknown_tags = u54
                                            f_repartition_source_topics_18.append(x43)
                                if buf[pos]:
                                    u55, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u55 = None
                                x14.source_topics = f_source_topics_15
                                x14.repartition_sink_topics = f_repartition_sink_topics_16
                                x14.state_changelog_topics = f_state_changelog_topics_17
                                x14.repartition_source_topics = f_repartition_source_topics_18
                                x14.unknown_tags = u55
                                f_subtopologies_12.append(x14)
                    if buf[pos]:
                        u56, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u56 = None
                    f_topology_4.subtopologies = f_subtopologies_12
                    f_topology_4.unknown_tags = u56
                n57 = buf[pos]
                if n57 < 128:
                    pos += 1
                    n57 -= 1
                elif buf[pos + 1] < 128:
                    n57 = n57 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n57, pos = _uvarint(buf, pos)
                    n57 -= 1
                if n57 < 0:
                    raise _negative(pos)
                else:
                    if n57 * 28 > end - pos:
                        raise _short(pos)
                    f_members_5 = []
                    if n57:
                        for _ in (_ranges[n57] if n57 < 256 else range(n57)):
                            x58 = _new(Member)
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
                            if n65 < 0:
                                raise _negative(pos)
                            else:
                                e66 = pos + n65
                                if e66 > end:
                                    raise _short(pos)
                                x58.member_id = buf[pos:e66].decode()
                                pos = e66
                            x58.member_epoch, pk67 = _S2(buf, pos)
                            pos += 5
                            if pk67 < 128:
                                pk67 -= 1
                            elif buf[pos] < 128:
                                pk67 = pk67 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk67, pos = _string_uvarint(buf, pos - 1)
                                pk67 -= 1
                            if pk67 == -1:
                                x58.instance_id = None
                            else:
                                e68 = pos + pk67
                                if e68 > end:
                                    raise _short(pos)
                                x58.instance_id = buf[pos:e68].decode()
                                pos = e68
                            n69 = buf[pos]
                            if n69 < 128:
                                pos += 1
                                n69 -= 1
                            elif buf[pos + 1] < 128:
                                n69 = n69 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n69, pos = _string_uvarint(buf, pos)
                                n69 -= 1
                            if n69 == -1:
                                x58.rack_id = None
                            else:
                                e70 = pos + n69
                                if e70 > end:
                                    raise _short(pos)
                                x58.rack_id = buf[pos:e70].decode()
                                pos = e70
                            n71 = buf[pos]
                            if n71 < 128:
                                pos += 1
                                n71 -= 1
                            elif buf[pos + 1] < 128:
                                n71 = n71 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n71, pos = _string_uvarint(buf, pos)
                                n71 -= 1
                            if n71 < 0:
                                raise _negative(pos)
                            else:
                                e72 = pos + n71
                                if e72 > end:
                                    raise _short(pos)
                                x58.client_id = buf[pos:e72].decode()
                                pos = e72
                            n73 = buf[pos]
                            if n73 < 128:
                                pos += 1
                                n73 -= 1
                            elif buf[pos + 1] < 128:
                                n73 = n73 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n73, pos = _string_uvarint(buf, pos)
                                n73 -= 1
                            if n73 < 0:
                                raise _negative(pos)
                            else:
                                e74 = pos + n73
                                if e74 > end:
                                    raise _short(pos)
                                x58.client_host = buf[pos:e74].decode()
                                pos = e74
                            x58.topology_epoch, pk75 = _S2(buf, pos)
                            pos += 5
                            if pk75 < 128:
                                pk75 -= 1
                            elif buf[pos] < 128:
                                pk75 = pk75 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk75, pos = _string_uvarint(buf, pos - 1)
                                pk75 -= 1
                            if pk75 < 0:
                                raise _negative(pos)
                            else:
                                e76 = pos + pk75
                                if e76 > end:
                                    raise _short(pos)
                                x58.process_id = buf[pos:e76].decode()
                                pos = e76
                            if buf[pos] > 127:
                                f_user_endpoint_59 = None
                                pos += 1
                            else:
                                pos += 1
                                f_user_endpoint_59 = _new(Endpoint)
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
                                    f_user_endpoint_59.host = buf[pos:e78].decode()
                                    pos = e78
                                f_user_endpoint_59.port, pk79 = _S6(buf, pos)
                                pos += 3
                                if pk79:
                                    u80, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u80 = None
                                f_user_endpoint_59.unknown_tags = u80
                            n81 = buf[pos]
                            if n81 < 128:
                                pos += 1
                                n81 -= 1
                            elif buf[pos + 1] < 128:
                                n81 = n81 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n81, pos = _uvarint(buf, pos)
                                n81 -= 1
                            if n81 < 0:
                                raise _negative(pos)
                            else:
                                if n81 * 3 > end - pos:
                                    raise _short(pos)
                                f_client_tags_60 = []
                                if n81:
                                    for _ in (_ranges[n81] if n81 < 256 else range(n81)):
                                        x82 = _new(KeyValue)
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
                                            x82.key = buf[pos:e84].decode()
                                            pos = e84
                                        n85 = buf[pos]
                                        if n85 < 128:
                                            pos += 1
                                            n85 -= 1
                                        elif buf[pos + 1] < 128:
                                            n85 = n85 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n85, pos = _string_uvarint(buf, pos)
                                            n85 -= 1
                                        if n85 < 0:
                                            raise _negative(pos)
                                        else:
                                            e86 = pos + n85
                                            if e86 > end:
                                                raise _short(pos)
                                            x82.value = buf[pos:e86].decode()
                                            pos = e86
                                        if buf[pos]:
                                            u87, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u87 = None
                                        x82.unknown_tags = u87
                                        f_client_tags_60.append(x82)
                            n88 = buf[pos]
                            if n88 < 128:
                                pos += 1
                                n88 -= 1
                            elif buf[pos + 1] < 128:
                                n88 = n88 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n88, pos = _uvarint(buf, pos)
                                n88 -= 1
                            if n88 < 0:
                                raise _negative(pos)
                            else:
                                if n88 * 14 > end - pos:
                                    raise _short(pos)
                                f_task_offsets_61 = []
                                if n88:
                                    for _ in (_ranges[n88] if n88 < 256 else range(n88)):
                                        x89 = _new(TaskOffset)
                                        n90 = buf[pos]
                                        if n90 < 128:
                                            pos += 1
                                            n90 -= 1
                                        elif buf[pos + 1] < 128:
                                            n90 = n90 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n90, pos = _string_uvarint(buf, pos)
                                            n90 -= 1
                                        if n90 < 0:
                                            raise _negative(pos)
                                        else:
                                            e91 = pos + n90
                                            if e91 > end:
                                                raise _short(pos)
                                            x89.subtopology_id = buf[pos:e91].decode()
                                            pos = e91
                                        x89.partition, x89.offset, pk92 = _S7(buf, pos)
                                        pos += 13
                                        if pk92:
                                            u93, pos = _unknown_tags(buf, pos - 1, end)
                                        else:
                                            u93 = None
                                        x89.unknown_tags = u93
                                        f_task_offsets_61.append(x89)
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
                                if n94 * 14 > end - pos:
                                    raise _short(pos)
                                f_task_end_offsets_62 = []
                                if n94:
                                    for _ in (_ranges[n94] if n94 < 256 else range(n94)):
                                        x95 = _new(TaskOffset)
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
                                            x95.subtopology_id = buf[pos:e97].decode()
                                            pos = e97
                                        x95.partition, x95.offset, pk98 = _S7(buf, pos)
                                        pos += 13
                                        if pk98:
                                            u99, pos = _unknown_tags(buf, pos - 1, end)
                                        else:
                                            u99 = None
                                        x95.unknown_tags = u99
                                        f_task_end_offsets_62.append(x95)
                            f_assignment_63 = _new(Assignment)
                            n103 = buf[pos]
                            if n103 < 128:
                                pos += 1
                                n103 -= 1
                            elif buf[pos + 1] < 128:
                                n103 = n103 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n103, pos = _uvarint(buf, pos)
                                n103 -= 1
                            if n103 < 0:
                                raise _negative(pos)
                            else:
                                if n103 * 3 > end - pos:
                                    raise _short(pos)
                                f_active_tasks_100 = []
                                if n103:
                                    for _ in (_ranges[n103] if n103 < 256 else range(n103)):
                                        x104 = _new(TaskIds)
                                        n106 = buf[pos]
                                        if n106 < 128:
                                            pos += 1
                                            n106 -= 1
                                        elif buf[pos + 1] < 128:
                                            n106 = n106 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n106, pos = _string_uvarint(buf, pos)
                                            n106 -= 1
                                        if n106 < 0:
                                            raise _negative(pos)
                                        else:
                                            e107 = pos + n106
                                            if e107 > end:
                                                raise _short(pos)
                                            x104.subtopology_id = buf[pos:e107].decode()
                                            pos = e107
                                        b108 = buf[pos]
                                        pos += 1
                                        if 1 < b108 < 34:
                                            f_partitions_105 = [*_i32c[b108](buf, pos)]
                                            pos += b108 * 4 - 4
                                        elif b108 == 1:
                                            f_partitions_105 = []
                                        else:
                                            pos -= 1
                                            n109 = buf[pos]
                                            if n109 < 128:
                                                pos += 1
                                                n109 -= 1
                                            elif buf[pos + 1] < 128:
                                                n109 = n109 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n109, pos = _uvarint(buf, pos)
                                                n109 -= 1
                                            if n109 < 0:
                                                raise _negative(pos)
                                            else:
                                                if not n109:
                                                    f_partitions_105 = []
                                                elif n109 < 33:
                                                    f_partitions_105 = [*_i32s[n109](buf, pos)]
                                                    pos += n109 * 4
                                                elif n109 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_105 = [*_array('i', n109).unpack_from(buf, pos)]
                                                    pos += n109 * 4
                                        if buf[pos]:
                                            u110, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u110 = None
                                        x104.partitions = f_partitions_105
                                        x104.unknown_tags = u110
                                        f_active_tasks_100.append(x104)
                            n111 = buf[pos]
                            if n111 < 128:
                                pos += 1
                                n111 -= 1
                            elif buf[pos + 1] < 128:
                                n111 = n111 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n111, pos = _uvarint(buf, pos)
                                n111 -= 1
                            if n111 < 0:
                                raise _negative(pos)
                            else:
                                if n111 * 3 > end - pos:
                                    raise _short(pos)
                                f_standby_tasks_101 = []
                                if n111:
                                    for _ in (_ranges[n111] if n111 < 256 else range(n111)):
                                        x112 = _new(TaskIds)
                                        n114 = buf[pos]
                                        if n114 < 128:
                                            pos += 1
                                            n114 -= 1
                                        elif buf[pos + 1] < 128:
                                            n114 = n114 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n114, pos = _string_uvarint(buf, pos)
                                            n114 -= 1
                                        if n114 < 0:
                                            raise _negative(pos)
                                        else:
                                            e115 = pos + n114
                                            if e115 > end:
                                                raise _short(pos)
                                            x112.subtopology_id = buf[pos:e115].decode()
                                            pos = e115
                                        b116 = buf[pos]
                                        pos += 1
                                        if 1 < b116 < 34:
                                            f_partitions_113 = [*_i32c[b116](buf, pos)]
                                            pos += b116 * 4 - 4
                                        elif b116 == 1:
                                            f_partitions_113 = []
                                        else:
                                            pos -= 1
                                            n117 = buf[pos]
                                            if n117 < 128:
                                                pos += 1
                                                n117 -= 1
                                            elif buf[pos + 1] < 128:
                                                n117 = n117 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n117, pos = _uvarint(buf, pos)
                                                n117 -= 1
                                            if n117 < 0:
                                                raise _negative(pos)
                                            else:
                                                if not n117:
                                                    f_partitions_113 = []
                                                elif n117 < 33:
                                                    f_partitions_113 = [*_i32s[n117](buf, pos)]
                                                    pos += n117 * 4
                                                elif n117 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_113 = [*_array('i', n117).unpack_from(buf, pos)]
                                                    pos += n117 * 4
                                        if buf[pos]:
                                            u118, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u118 = None
                                        x112.partitions = f_partitions_113
                                        x112.unknown_tags = u118
                                        f_standby_tasks_101.append(x112)
                            n119 = buf[pos]
                            if n119 < 128:
                                pos += 1
                                n119 -= 1
                            elif buf[pos + 1] < 128:
                                n119 = n119 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n119, pos = _uvarint(buf, pos)
                                n119 -= 1
                            if n119 < 0:
                                raise _negative(pos)
                            else:
                                if n119 * 3 > end - pos:
                                    raise _short(pos)
                                f_warmup_tasks_102 = []
                                if n119:
                                    for _ in (_ranges[n119] if n119 < 256 else range(n119)):
                                        x120 = _new(TaskIds)
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
                                            x120.subtopology_id = buf[pos:e123].decode()
                                            pos = e123
                                        b124 = buf[pos]
                                        pos += 1
                                        if 1 < b124 < 34:
                                            f_partitions_121 = [*_i32c[b124](buf, pos)]
                                            pos += b124 * 4 - 4
                                        elif b124 == 1:
                                            f_partitions_121 = []
                                        else:
                                            pos -= 1
                                            n125 = buf[pos]
                                            if n125 < 128:
                                                pos += 1
                                                n125 -= 1
                                            elif buf[pos + 1] < 128:
                                                n125 = n125 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n125, pos = _uvarint(buf, pos)
                                                n125 -= 1
                                            if n125 < 0:
                                                raise _negative(pos)
                                            else:
                                                if not n125:
                                                    f_partitions_121 = []
                                                elif n125 < 33:
                                                    f_partitions_121 = [*_i32s[n125](buf, pos)]
                                                    pos += n125 * 4
                                                elif n125 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_121 = [*_array('i', n125).unpack_from(buf, pos)]
                                                    pos += n125 * 4
                                        if buf[pos]:
                                            u126, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u126 = None
                                        x120.partitions = f_partitions_121
                                        x120.unknown_tags = u126
                                        f_warmup_tasks_102.append(x120)
                            if buf[pos]:
                                u127, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u127 = None
                            f_assignment_63.active_tasks = f_active_tasks_100
                            f_assignment_63.standby_tasks = f_standby_tasks_101
                            f_assignment_63.warmup_tasks = f_warmup_tasks_102
                            f_assignment_63.unknown_tags = u127
                            f_target_assignment_64 = _new(Assignment)
                            n131 = buf[pos]
                            if n131 < 128:
                                pos += 1
                                n131 -= 1
                            elif buf[pos + 1] < 128:
                                n131 = n131 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n131, pos = _uvarint(buf, pos)
                                n131 -= 1
                            if n131 < 0:
                                raise _negative(pos)
                            else:
                                if n131 * 3 > end - pos:
                                    raise _short(pos)
                                f_active_tasks_128 = []
                                if n131:
                                    for _ in (_ranges[n131] if n131 < 256 else range(n131)):
                                        x132 = _new(TaskIds)
                                        n134 = buf[pos]
                                        if n134 < 128:
                                            pos += 1
                                            n134 -= 1
                                        elif buf[pos + 1] < 128:
                                            n134 = n134 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n134, pos = _string_uvarint(buf, pos)
                                            n134 -= 1
                                        if n134 < 0:
                                            raise _negative(pos)
                                        else:
                                            e135 = pos + n134
                                            if e135 > end:
                                                raise _short(pos)
                                            x132.subtopology_id = buf[pos:e135].decode()
                                            pos = e135
                                        b136 = buf[pos]
                                        pos += 1
                                        if 1 < b136 < 34:
                                            f_partitions_133 = [*_i32c[b136](buf, pos)]
                                            pos += b136 * 4 - 4
                                        elif b136 == 1:
                                            f_partitions_133 = []
                                        else:
                                            pos -= 1
                                            n137 = buf[pos]
                                            if n137 < 128:
                                                pos += 1
                                                n137 -= 1
                                            elif buf[pos + 1] < 128:
                                                n137 = n137 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n137, pos = _uvarint(buf, pos)
                                                n137 -= 1
                                            if n137 < 0:
                                                raise _negative(pos)
                                            else:
                                                if not n137:
                                                    f_partitions_133 = []
                                                elif n137 < 33:
                                                    f_partitions_133 = [*_i32s[n137](buf, pos)]
                                                    pos += n137 * 4
                                                elif n137 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_133 = [*_array('i', n137).unpack_from(buf, pos)]
                                                    pos += n137 * 4
                                        if buf[pos]:
                                            u138, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u138 = None
                                        x132.partitions = f_partitions_133
                                        x132.unknown_tags = u138
                                        f_active_tasks_128.append(x132)
                            n139 = buf[pos]
                            if n139 < 128:
                                pos += 1
                                n139 -= 1
                            elif buf[pos + 1] < 128:
                                n139 = n139 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n139, pos = _uvarint(buf, pos)
                                n139 -= 1
                            if n139 < 0:
                                raise _negative(pos)
                            else:
                                if n139 * 3 > end - pos:
                                    raise _short(pos)
                                f_standby_tasks_129 = []
                                if n139:
                                    for _ in (_ranges[n139] if n139 < 256 else range(n139)):
                                        x140 = _new(TaskIds)
                                        n142 = buf[pos]
                                        if n142 < 128:
                                            pos += 1
                                            n142 -= 1
                                        elif buf[pos + 1] < 128:
                                            n142 = n142 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n142, pos = _string_uvarint(buf, pos)
                                            n142 -= 1
                                        if n142 < 0:
                                            raise _negative(pos)
                                        else:
                                            e143 = pos + n142
                                            if e143 > end:
                                                raise _short(pos)
                                            x140.subtopology_id = buf[pos:e143].decode()
                                            pos = e143
                                        b144 = buf[pos]
                                        pos += 1
                                        if 1 < b144 < 34:
                                            f_partitions_141 = [*_i32c[b144](buf, pos)]
                                            pos += b144 * 4 - 4
                                        elif b144 == 1:
                                            f_partitions_141 = []
                                        else:
                                            pos -= 1
                                            n145 = buf[pos]
                                            if n145 < 128:
                                                pos += 1
                                                n145 -= 1
                                            elif buf[pos + 1] < 128:
                                                n145 = n145 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n145, pos = _uvarint(buf, pos)
                                                n145 -= 1
                                            if n145 < 0:
                                                raise _negative(pos)
                                            else:
                                                if not n145:
                                                    f_partitions_141 = []
                                                elif n145 < 33:
                                                    f_partitions_141 = [*_i32s[n145](buf, pos)]
                                                    pos += n145 * 4
                                                elif n145 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_141 = [*_array('i', n145).unpack_from(buf, pos)]
                                                    pos += n145 * 4
                                        if buf[pos]:
                                            u146, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u146 = None
                                        x140.partitions = f_partitions_141
                                        x140.unknown_tags = u146
                                        f_standby_tasks_129.append(x140)
                            n147 = buf[pos]
                            if n147 < 128:
                                pos += 1
                                n147 -= 1
                            elif buf[pos + 1] < 128:
                                n147 = n147 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n147, pos = _uvarint(buf, pos)
                                n147 -= 1
                            if n147 < 0:
                                raise _negative(pos)
                            else:
                                if n147 * 3 > end - pos:
                                    raise _short(pos)
                                f_warmup_tasks_130 = []
                                if n147:
                                    for _ in (_ranges[n147] if n147 < 256 else range(n147)):
                                        x148 = _new(TaskIds)
                                        n150 = buf[pos]
                                        if n150 < 128:
                                            pos += 1
                                            n150 -= 1
                                        elif buf[pos + 1] < 128:
                                            n150 = n150 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n150, pos = _string_uvarint(buf, pos)
                                            n150 -= 1
                                        if n150 < 0:
                                            raise _negative(pos)
                                        else:
                                            e151 = pos + n150
                                            if e151 > end:
                                                raise _short(pos)
                                            x148.subtopology_id = buf[pos:e151].decode()
                                            pos = e151
                                        b152 = buf[pos]
                                        pos += 1
                                        if 1 < b152 < 34:
                                            f_partitions_149 = [*_i32c[b152](buf, pos)]
                                            pos += b152 * 4 - 4
                                        elif b152 == 1:
                                            f_partitions_149 = []
                                        else:
                                            pos -= 1
                                            n153 = buf[pos]
                                            if n153 < 128:
                                                pos += 1
                                                n153 -= 1
                                            elif buf[pos + 1] < 128:
                                                n153 = n153 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n153, pos = _uvarint(buf, pos)
                                                n153 -= 1
                                            if n153 < 0:
                                                raise _negative(pos)
                                            else:
                                                if not n153:
                                                    f_partitions_149 = []
                                                elif n153 < 33:
                                                    f_partitions_149 = [*_i32s[n153](buf, pos)]
                                                    pos += n153 * 4
                                                elif n153 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_149 = [*_array('i', n153).unpack_from(buf, pos)]
                                                    pos += n153 * 4
                                        if buf[pos]:
                                            u154, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u154 = None
                                        x148.partitions = f_partitions_149
                                        x148.unknown_tags = u154
                                        f_warmup_tasks_130.append(x148)
                            if buf[pos]:
                                u155, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u155 = None
                            f_target_assignment_64.active_tasks = f_active_tasks_128
                            f_target_assignment_64.standby_tasks = f_standby_tasks_129
                            f_target_assignment_64.warmup_tasks = f_warmup_tasks_130
                            f_target_assignment_64.unknown_tags = u155
                            x58.is_classic, pk156 = _S0(buf, pos)
                            pos += 2
                            if pk156:
                                u157, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u157 = None
                            x58.user_endpoint = f_user_endpoint_59
                            x58.client_tags = f_client_tags_60
                            x58.task_offsets = f_task_offsets_61
                            x58.task_end_offsets = f_task_end_offsets_62
                            x58.assignment = f_assignment_63
                            x58.target_assignment = f_target_assignment_64
                            x58.unknown_tags = u157
                            f_members_5.append(x58)
                x3.authorized_operations, pk158 = _S2(buf, pos)
                pos += 5
                if pk158:
                    u159, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u159 = None
                x3.topology = f_topology_4
                x3.members = f_members_5
                x3.unknown_tags = u159
                f_groups_1.append(x3)
    if buf[pos]:
        u160, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u160 = None
    o.groups = f_groups_1
    o.unknown_tags = u160
    return o, pos


def _e_StreamsGroupDescribeResponse_v0(o: StreamsGroupDescribeResponse, out: list[bytes]) -> None:
    out.append(_P8(o.throttle_time_ms))
    if type(o.groups) is not list:
        _check_list(o.groups)
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        out.append(_P9(x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b2 = x1.error_message.encode()
            if len(b2) + 1 < 128:
                out.append(_B1[len(b2) + 1])
            else:
                out.append(_string_length(len(b2) + 1))
            out.append(b2)
        b3 = x1.group_id.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        b4 = x1.group_state.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        out.append(_P4(x1.group_epoch, x1.assignment_epoch))
        if x1.topology is None:
            out.append(b'\xff')
        else:
            out.append(b'\x01')
            out.append(_P8(x1.topology.epoch))
            if x1.topology.subtopologies is None:
                out.append(b'\x00')
            else:
                if type(x1.topology.subtopologies) is not list:
                    _check_list(x1.topology.subtopologies)
                if len(x1.topology.subtopologies) + 1 < 128:
                    out.append(_B1[len(x1.topology.subtopologies) + 1])
                else:
                    out.append(_encode_uvarint(len(x1.topology.subtopologies) + 1))
                for x5 in x1.topology.subtopologies:
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
                    if type(x5.repartition_sink_topics) is not list:
                        _check_list(x5.repartition_sink_topics)
                    if len(x5.repartition_sink_topics) + 1 < 128:
                        out.append(_B1[len(x5.repartition_sink_topics) + 1])
                    else:
                        out.append(_encode_uvarint(len(x5.repartition_sink_topics) + 1))
                    for x9 in x5.repartition_sink_topics:
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
                        out.append(_P10(x11.partitions, x11.replication_factor))
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
                    if type(x5.repartition_source_topics) is not list:
                        _check_list(x5.repartition_source_topics)
                    if len(x5.repartition_source_topics) + 1 < 128:
                        out.append(_B1[len(x5.repartition_source_topics) + 1])
                    else:
                        out.append(_encode_uvarint(len(x5.repartition_source_topics) + 1))
                    for x16 in x5.repartition_source_topics:
                        b17 = x16.name.encode()
                        if len(b17) + 1 < 128:
                            out.append(_B1[len(b17) + 1])
                        else:
                            out.append(_string_length(len(b17) + 1))
                        out.append(b17)
                        out.append(_P10(x16.partitions, x16.replication_factor))
                        if type(x16.topic_configs) is not list:
                            _check_list(x16.topic_configs)
                        if len(x16.topic_configs) + 1 < 128:
                            out.append(_B1[len(x16.topic_configs) + 1])
                        else:
                            out.append(_encode_uvarint(len(x16.topic_configs) + 1))
                        for x18 in x16.topic_configs:
                            b19 = x18.key.encode()
                            if len(b19) + 1 < 128:
                                out.append(_B1[len(b19) + 1])
                            else:
                                out.append(_string_length(len(b19) + 1))
                            out.append(b19)
                            b20 = x18.value.encode()
                            if len(b20) + 1 < 128:
                                out.append(_B1[len(b20) + 1])
                            else:
                                out.append(_string_length(len(b20) + 1))
                            out.append(b20)
                            if x18.unknown_tags:
                                _write_tags(out, [], x18.unknown_tags)
                            else:
                                out.append(b'\x00')
                        if x16.unknown_tags:
                            _write_tags(out, [], x16.unknown_tags)
                        else:
                            out.append(b'\x00')
                    if x5.unknown_tags:
                        _write_tags(out, [], x5.unknown_tags)
                    else:
                        out.append(b'\x00')
            if x1.topology.unknown_tags:
                _write_tags(out, [], x1.topology.unknown_tags)
            else:
                out.append(b'\x00')
        if type(x1.members) is not list:
            _check_list(x1.members)
        if len(x1.members) + 1 < 128:
            out.append(_B1[len(x1.members) + 1])
        else:
            out.append(_encode_uvarint(len(x1.members) + 1))
        for x21 in x1.members:
            b22 = x21.member_id.encode()
            if len(b22) + 1 < 128:
                out.append(_B1[len(b22) + 1])
            else:
                out.append(_string_length(len(b22) + 1))
            out.append(b22)
            out.append(_P8(x21.member_epoch))
            if x21.instance_id is None:
                out.append(b'\x00')
            else:
                b23 = x21.instance_id.encode()
                if len(b23) + 1 < 128:
                    out.append(_B1[len(b23) + 1])
                else:
                    out.append(_string_length(len(b23) + 1))
                out.append(b23)
            if x21.rack_id is None:
                out.append(b'\x00')
            else:
                b24 = x21.rack_id.encode()
                if len(b24) + 1 < 128:
                    out.append(_B1[len(b24) + 1])
                else:
                    out.append(_string_length(len(b24) + 1))
                out.append(b24)
            b25 = x21.client_id.encode()
            if len(b25) + 1 < 128:
                out.append(_B1[len(b25) + 1])
            else:
                out.append(_string_length(len(b25) + 1))
            out.append(b25)
            b26 = x21.client_host.encode()
            if len(b26) + 1 < 128:
                out.append(_B1[len(b26) + 1])
            else:
                out.append(_string_length(len(b26) + 1))
            out.append(b26)
            out.append(_P8(x21.topology_epoch))
            b27 = x21.process_id.encode()
            if len(b27) + 1 < 128:
                out.append(_B1[len(b27) + 1])
            else:
                out.append(_string_length(len(b27) + 1))
            out.append(b27)
            if x21.user_endpoint is None:
                out.append(b'\xff')
            else:
                out.append(b'\x01')
                b28 = x21.user_endpoint.host.encode()
                if len(b28) + 1 < 128:
                    out.append(_B1[len(b28) + 1])
                else:
                    out.append(_string_length(len(b28) + 1))
                out.append(b28)
                out.append(_P11(x21.user_endpoint.port))
                if x21.user_endpoint.unknown_tags:
                    _write_tags(out, [], x21.user_endpoint.unknown_tags)
                else:
                    out.append(b'\x00')
            if type(x21.client_tags) is not list:
                _check_list(x21.client_tags)
            if len(x21.client_tags) + 1 < 128:
                out.append(_B1[len(x21.client_tags) + 1])
            else:
                out.append(_encode_uvarint(len(x21.client_tags) + 1))
            for x29 in x21.client_tags:
                b30 = x29.key.encode()
                if len(b30) + 1 < 128:
                    out.append(_B1[len(b30) + 1])
                else:
                    out.append(_string_length(len(b30) + 1))
                out.append(b30)
                b31 = x29.value.encode()
                if len(b31) + 1 < 128:
                    out.append(_B1[len(b31) + 1])
                else:
                    out.append(_string_length(len(b31) + 1))
                out.append(b31)
                if x29.unknown_tags:
                    _write_tags(out, [], x29.unknown_tags)
                else:
                    out.append(b'\x00')
            if type(x21.task_offsets) is not list:
                _check_list(x21.task_offsets)
            if len(x21.task_offsets) + 1 < 128:
                out.append(_B1[len(x21.task_offsets) + 1])
            else:
                out.append(_encode_uvarint(len(x21.task_offsets) + 1))
            for x32 in x21.task_offsets:
                b33 = x32.subtopology_id.encode()
                if len(b33) + 1 < 128:
                    out.append(_B1[len(b33) + 1])
                else:
                    out.append(_string_length(len(b33) + 1))
                out.append(b33)
                out.append(_P12(x32.partition, x32.offset))
                if x32.unknown_tags:
                    _write_tags(out, [], x32.unknown_tags)
                else:
                    out.append(b'\x00')
            if type(x21.task_end_offsets) is not list:
                _check_list(x21.task_end_offsets)
            if len(x21.task_end_offsets) + 1 < 128:
                out.append(_B1[len(x21.task_end_offsets) + 1])
            else:
                out.append(_encode_uvarint(len(x21.task_end_offsets) + 1))
            for x34 in x21.task_end_offsets:
                b35 = x34.subtopology_id.encode()
                if len(b35) + 1 < 128:
                    out.append(_B1[len(b35) + 1])
                else:
                    out.append(_string_length(len(b35) + 1))
                out.append(b35)
                out.append(_P12(x34.partition, x34.offset))
                if x34.unknown_tags:
                    _write_tags(out, [], x34.unknown_tags)
                else:
                    out.append(b'\x00')
            if type(x21.assignment.active_tasks) is not list:
                _check_list(x21.assignment.active_tasks)
            if len(x21.assignment.active_tasks) + 1 < 128:
                out.append(_B1[len(x21.assignment.active_tasks) + 1])
            else:
                out.append(_encode_uvarint(len(x21.assignment.active_tasks) + 1))
            for x36 in x21.assignment.active_tasks:
                b37 = x36.subtopology_id.encode()
                if len(b37) + 1 < 128:
                    out.append(_B1[len(b37) + 1])
                else:
                    out.append(_string_length(len(b37) + 1))
                out.append(b37)
                if type(x36.partitions) is not list:
                    _check_list(x36.partitions)
                if len(x36.partitions) + 1 < 128:
                    out.append(_B1[len(x36.partitions) + 1])
                else:
                    out.append(_encode_uvarint(len(x36.partitions) + 1))
                out.append(_array('i', len(x36.partitions)).pack(*x36.partitions))
                if x36.unknown_tags:
                    _write_tags(out, [], x36.unknown_tags)
                else:
                    out.append(b'\x00')
            if type(x21.assignment.standby_tasks) is not list:
                _check_list(x21.assignment.standby_tasks)
            if len(x21.assignment.standby_tasks) + 1 < 128:
                out.append(_B1[len(x21.assignment.standby_tasks) + 1])
            else:
                out.append(_encode_uvarint(len(x21.assignment.standby_tasks) + 1))
            for x38 in x21.assignment.standby_tasks:
                b39 = x38.subtopology_id.encode()
                if len(b39) + 1 < 128:
                    out.append(_B1[len(b39) + 1])
                else:
                    out.append(_string_length(len(b39) + 1))
                out.append(b39)
                if type(x38.partitions) is not list:
                    _check_list(x38.partitions)
                if len(x38.partitions) + 1 < 128:
                    out.append(_B1[len(x38.partitions) + 1])
                else:
                    out.append(_encode_uvarint(len(x38.partitions) + 1))
                out.append(_array('i', len(x38.partitions)).pack(*x38.partitions))
                if x38.unknown_tags:
                    _write_tags(out, [], x38.unknown_tags)
                else:
                    out.append(b'\x00')
            if type(x21.assignment.warmup_tasks) is not list:
                _check_list(x21.assignment.warmup_tasks)
            if len(x21.assignment.warmup_tasks) + 1 < 128:
                out.append(_B1[len(x21.assignment.warmup_tasks) + 1])
            else:
                out.append(_encode_uvarint(len(x21.assignment.warmup_tasks) + 1))
            for x40 in x21.assignment.warmup_tasks:
                b41 = x40.subtopology_id.encode()
                if len(b41) + 1 < 128:
                    out.append(_B1[len(b41) + 1])
                else:
                    out.append(_string_length(len(b41) + 1))
                out.append(b41)
                if type(x40.partitions) is not list:
                    _check_list(x40.partitions)
                if len(x40.partitions) + 1 < 128:
                    out.append(_B1[len(x40.partitions) + 1])
                else:
                    out.append(_encode_uvarint(len(x40.partitions) + 1))
                out.append(_array('i', len(x40.partitions)).pack(*x40.partitions))
                if x40.unknown_tags:
                    _write_tags(out, [], x40.unknown_tags)
                else:
                    out.append(b'\x00')
            if x21.assignment.unknown_tags:
                _write_tags(out, [], x21.assignment.unknown_tags)
            else:
                out.append(b'\x00')
            if type(x21.target_assignment.active_tasks) is not list:
                _check_list(x21.target_assignment.active_tasks)
            if len(x21.target_assignment.active_tasks) + 1 < 128:
                out.append(_B1[len(x21.target_assignment.active_tasks) + 1])
            else:
                out.append(_encode_uvarint(len(x21.target_assignment.active_tasks) + 1))
            for x42 in x21.target_assignment.active_tasks:
                b43 = x42.subtopology_id.encode()
                if len(b43) + 1 < 128:
                    out.append(_B1[len(b43) + 1])
                else:
                    out.append(_string_length(len(b43) + 1))
                out.append(b43)
                if type(x42.partitions) is not list:
                    _check_list(x42.partitions)
                if len(x42.partitions) + 1 < 128:
                    out.append(_B1[len(x42.partitions) + 1])
                else:
                    out.append(_encode_uvarint(len(x42.partitions) + 1))
                out.append(_array('i', len(x42.partitions)).pack(*x42.partitions))
                if x42.unknown_tags:
                    _write_tags(out, [], x42.unknown_tags)
                else:
                    out.append(b'\x00')
            if type(x21.target_assignment.standby_tasks) is not list:
                _check_list(x21.target_assignment.standby_tasks)
            if len(x21.target_assignment.standby_tasks) + 1 < 128:
                out.append(_B1[len(x21.target_assignment.standby_tasks) + 1])
            else:
                out.append(_encode_uvarint(len(x21.target_assignment.standby_tasks) + 1))
            for x44 in x21.target_assignment.standby_tasks:
                b45 = x44.subtopology_id.encode()
                if len(b45) + 1 < 128:
                    out.append(_B1[len(b45) + 1])
                else:
                    out.append(_string_length(len(b45) + 1))
                out.append(b45)
                if type(x44.partitions) is not list:
                    _check_list(x44.partitions)
                if len(x44.partitions) + 1 < 128:
                    out.append(_B1[len(x44.partitions) + 1])
                else:
                    out.append(_encode_uvarint(len(x44.partitions) + 1))
                out.append(_array('i', len(x44.partitions)).pack(*x44.partitions))
                if x44.unknown_tags:
                    _write_tags(out, [], x44.unknown_tags)
                else:
                    out.append(b'\x00')
            if type(x21.target_assignment.warmup_tasks) is not list:
                _check_list(x21.target_assignment.warmup_tasks)
            if len(x21.target_assignment.warmup_tasks) + 1 < 128:
                out.append(_B1[len(x21.target_assignment.warmup_tasks) + 1])
            else:
                out.append(_encode_uvarint(len(x21.target_assignment.warmup_tasks) + 1))
            for x46 in x21.target_assignment.warmup_tasks:
                b47 = x46.subtopology_id.encode()
                if len(b47) + 1 < 128:
                    out.append(_B1[len(b47) + 1])
                else:
                    out.append(_string_length(len(b47) + 1))
                out.append(b47)
                if type(x46.partitions) is not list:
                    _check_list(x46.partitions)
                if len(x46.partitions) + 1 < 128:
                    out.append(_B1[len(x46.partitions) + 1])
                else:
                    out.append(_encode_uvarint(len(x46.partitions) + 1))
                out.append(_array('i', len(x46.partitions)).pack(*x46.partitions))
                if x46.unknown_tags:
                    _write_tags(out, [], x46.unknown_tags)
                else:
                    out.append(b'\x00')
            if x21.target_assignment.unknown_tags:
                _write_tags(out, [], x21.target_assignment.unknown_tags)
            else:
                out.append(b'\x00')
            out.append(_P1(_BOOL[x21.is_classic]))
            if x21.unknown_tags:
                _write_tags(out, [], x21.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P8(x1.authorized_operations))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


StreamsGroupDescribeRequest.DECODERS = {0: _d_StreamsGroupDescribeRequest_v0}
StreamsGroupDescribeRequest.ENCODERS = {0: _e_StreamsGroupDescribeRequest_v0}
_bind_decode(StreamsGroupDescribeRequest)

StreamsGroupDescribeResponse.DECODERS = {0: _d_StreamsGroupDescribeResponse_v0}
StreamsGroupDescribeResponse.ENCODERS = {0: _e_StreamsGroupDescribeResponse_v0}
_bind_decode(StreamsGroupDescribeResponse)
