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
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 > end - pos:
            raise _short(pos)
        f_group_ids_1 = []
        for _ in (_ranges[n3] if n3 < 256 else range(n3)):
            n5 = buf[pos]
            if n5 < 128:
                pos += 1
                n5 -= 1
            elif buf[pos + 1] < 128:
                n5 = n5 + buf[pos + 1] * 128 - 129
                pos += 2
            else:
                n5, pos = _string_uvarint(buf, pos)
                n5 -= 1
            if n5 < 0:
                raise _negative(pos)
            else:
                e6 = pos + n5
                if e6 > end:
                    raise _short(pos)
                x4 = buf[pos:e6].decode()
                pos = e6
            f_group_ids_1.append(x4)
    f_include_authorized_operations_2, pk7 = _S0(buf, pos)
    pos += 2
    if pk7:
        u8, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u8 = None
    o = _new(StreamsGroupDescribeRequest)
    o.group_ids = f_group_ids_1
    o.include_authorized_operations = f_include_authorized_operations_2
    o.unknown_tags = u8
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
    f_throttle_time_ms_1, pk3 = _S2(buf, pos)
    pos += 5
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
        if pk3 * 20 > end - pos:
            raise _short(pos)
        f_groups_2 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                f_error_code_5, pk14 = _S3(buf, pos)
                pos += 3
                if pk14 < 128:
                    pk14 -= 1
                elif buf[pos] < 128:
                    pk14 = pk14 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk14, pos = _string_uvarint(buf, pos - 1)
                    pk14 -= 1
                if pk14 == -1:
                    f_error_message_6 = None
                else:
                    e15 = pos + pk14
                    if e15 > end:
                        raise _short(pos)
                    f_error_message_6 = buf[pos:e15].decode()
                    pos = e15
                n16 = buf[pos]
                if n16 < 128:
                    pos += 1
                    n16 -= 1
                elif buf[pos + 1] < 128:
                    n16 = n16 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n16, pos = _string_uvarint(buf, pos)
                    n16 -= 1
                if n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    f_group_id_7 = buf[pos:e17].decode()
                    pos = e17
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
                    f_group_state_8 = buf[pos:e19].decode()
                    pos = e19
                f_group_epoch_9, f_assignment_epoch_10 = _S4(buf, pos)
                pos += 8
                if buf[pos] == 255:
                    f_topology_11 = None
                    pos += 1
                else:
                    pos += 1
                    f_epoch_20, pk22 = _S2(buf, pos)
                    pos += 5
                    if pk22 < 128:
                        pk22 -= 1
                    elif buf[pos] < 128:
                        pk22 = pk22 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk22, pos = _uvarint(buf, pos - 1)
                        pk22 -= 1
                    if pk22 == -1:
                        f_subtopologies_21 = None
                    else:
                        if pk22 * 6 > end - pos:
                            raise _short(pos)
                        f_subtopologies_21 = []
                        if pk22:
                            for _ in (_ranges[pk22] if pk22 < 256 else range(pk22)):
                                n29 = buf[pos]
                                if n29 < 128:
                                    pos += 1
                                    n29 -= 1
                                elif buf[pos + 1] < 128:
                                    n29 = n29 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n29, pos = _string_uvarint(buf, pos)
                                    n29 -= 1
                                if n29 < 0:
                                    raise _negative(pos)
                                else:
                                    e30 = pos + n29
                                    if e30 > end:
                                        raise _short(pos)
                                    f_subtopology_id_24 = buf[pos:e30].decode()
                                    pos = e30
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
                                if n31 < 0:
                                    raise _negative(pos)
                                else:
                                    if n31 > end - pos:
                                        raise _short(pos)
                                    f_source_topics_25 = []
                                    for _ in (_ranges[n31] if n31 < 256 else range(n31)):
                                        n33 = buf[pos]
                                        if n33 < 128:
                                            pos += 1
                                            n33 -= 1
                                        elif buf[pos + 1] < 128:
                                            n33 = n33 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n33, pos = _string_uvarint(buf, pos)
                                            n33 -= 1
                                        if n33 < 0:
                                            raise _negative(pos)
                                        else:
                                            e34 = pos + n33
                                            if e34 > end:
                                                raise _short(pos)
                                            x32 = buf[pos:e34].decode()
                                            pos = e34
                                        f_source_topics_25.append(x32)
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
                                if n35 < 0:
                                    raise _negative(pos)
                                else:
                                    if n35 > end - pos:
                                        raise _short(pos)
                                    f_repartition_sink_topics_26 = []
                                    for _ in (_ranges[n35] if n35 < 256 else range(n35)):
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
                                            x36 = buf[pos:e38].decode()
                                            pos = e38
                                        f_repartition_sink_topics_26.append(x36)
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
                                    if n39 * 9 > end - pos:
                                        raise _short(pos)
                                    f_state_changelog_topics_27 = []
                                    if n39:
                                        for _ in (_ranges[n39] if n39 < 256 else range(n39)):
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
                                                f_name_41 = buf[pos:e46].decode()
                                                pos = e46
                                            f_partitions_42, f_replication_factor_43, pk47 = _S5(buf, pos)
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
                                                            f_key_49 = buf[pos:e52].decode()
                                                            pos = e52
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
                                                            f_value_50 = buf[pos:e54].decode()
                                                            pos = e54
                                                        if buf[pos]:
                                                            u55, pos = _unknown_tags(buf, pos, end)
                                                        else:
                                                            pos += 1
                                                            u55 = None
                                                        x48 = _new(KeyValue)
                                                        x48.key = f_key_49
                                                        x48.value = f_value_50
                                                        x48.unknown_tags = u55
                                                        f_topic_configs_44.append(x48)
                                            if buf[pos]:
                                                u56, pos = _unknown_tags(buf, pos, end)
                                            else:
                                                pos += 1
                                                u56 = None
                                            x40 = _new(TopicInfo)
                                            x40.name = f_name_41
                                            x40.partitions = f_partitions_42
                                            x40.replication_factor = f_replication_factor_43
                                            x40.topic_configs = f_topic_configs_44
                                            x40.unknown_tags = u56
                                            f_state_changelog_topics_27.append(x40)
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
                                    if n57 * 9 > end - pos:
                                        raise _short(pos)
                                    f_repartition_source_topics_28 = []
                                    if n57:
                                        for _ in (_ranges[n57] if n57 < 256 else range(n57)):
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
                                            if n63 < 0:
                                                raise _negative(pos)
                                            else:
                                                e64 = pos + n63
                                                if e64 > end:
                                                    raise _short(pos)
                                                f_name_59 = buf[pos:e64].decode()
                                                pos = e64
                                            f_partitions_60, f_replication_factor_61, pk65 = _S5(buf, pos)
                                            pos += 7
                                            if pk65 < 128:
                                                pk65 -= 1
                                            elif buf[pos] < 128:
                                                pk65 = pk65 + buf[pos] * 128 - 129
                                                pos += 1
                                            else:
                                                pk65, pos = _uvarint(buf, pos - 1)
                                                pk65 -= 1
                                            if pk65 < 0:
                                                raise _negative(pos)
                                            else:
                                                if pk65 * 3 > end - pos:
                                                    raise _short(pos)
                                                f_topic_configs_62 = []
                                                if pk65:
                                                    for _ in (_ranges[pk65] if pk65 < 256 else range(pk65)):
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
                                                        if n69 < 0:
                                                            raise _negative(pos)
                                                        else:
                                                            e70 = pos + n69
                                                            if e70 > end:
                                                                raise _short(pos)
                                                            f_key_67 = buf[pos:e70].decode()
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
                                                            f_value_68 = buf[pos:e72].decode()
                                                            pos = e72
                                                        if buf[pos]:
                                                            u73, pos = _unknown_tags(buf, pos, end)
                                                        else:
                                                            pos += 1
                                                            u73 = None
                                                        x66 = _new(KeyValue)
                                                        x66.key = f_key_67
                                                        x66.value = f_value_68
                                                        x66.unknown_tags = u73
                                                        f_topic_configs_62.append(x66)
                                            if buf[pos]:
                                                u74, pos = _unknown_tags(buf, pos, end)
                                            else:
                                                pos += 1
                                                u74 = None
                                            x58 = _new(TopicInfo)
                                            x58.name = f_name_59
                                            x58.partitions = f_partitions_60
                                            x58.replication_factor = f_replication_factor_61
                                            x58.topic_configs = f_topic_configs_62
                                            x58.unknown_tags = u74
                                            f_repartition_source_topics_28.append(x58)
                                if buf[pos]:
                                    u75, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u75 = None
                                x23 = _new(Subtopology)
                                x23.subtopology_id = f_subtopology_id_24
                                x23.source_topics = f_source_topics_25
                                x23.repartition_sink_topics = f_repartition_sink_topics_26
                                x23.state_changelog_topics = f_state_changelog_topics_27
                                x23.repartition_source_topics = f_repartition_source_topics_28
                                x23.unknown_tags = u75
                                f_subtopologies_21.append(x23)
                    if buf[pos]:
                        u76, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u76 = None
                    f_topology_11 = _new(Topology)
                    f_topology_11.epoch = f_epoch_20
                    f_topology_11.subtopologies = f_subtopologies_21
                    f_topology_11.unknown_tags = u76
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
                if n77 < 0:
                    raise _negative(pos)
                else:
                    if n77 * 28 > end - pos:
                        raise _short(pos)
                    f_members_12 = []
                    if n77:
                        for _ in (_ranges[n77] if n77 < 256 else range(n77)):
                            n94 = buf[pos]
                            if n94 < 128:
                                pos += 1
                                n94 -= 1
                            elif buf[pos + 1] < 128:
                                n94 = n94 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n94, pos = _string_uvarint(buf, pos)
                                n94 -= 1
                            if n94 < 0:
                                raise _negative(pos)
                            else:
                                e95 = pos + n94
                                if e95 > end:
                                    raise _short(pos)
                                f_member_id_79 = buf[pos:e95].decode()
                                pos = e95
                            f_member_epoch_80, pk96 = _S2(buf, pos)
                            pos += 5
                            if pk96 < 128:
                                pk96 -= 1
                            elif buf[pos] < 128:
                                pk96 = pk96 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk96, pos = _string_uvarint(buf, pos - 1)
                                pk96 -= 1
                            if pk96 == -1:
                                f_instance_id_81 = None
                            else:
                                e97 = pos + pk96
                                if e97 > end:
                                    raise _short(pos)
                                f_instance_id_81 = buf[pos:e97].decode()
                                pos = e97
                            n98 = buf[pos]
                            if n98 < 128:
                                pos += 1
                                n98 -= 1
                            elif buf[pos + 1] < 128:
                                n98 = n98 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n98, pos = _string_uvarint(buf, pos)
                                n98 -= 1
                            if n98 == -1:
                                f_rack_id_82 = None
                            else:
                                e99 = pos + n98
                                if e99 > end:
                                    raise _short(pos)
                                f_rack_id_82 = buf[pos:e99].decode()
                                pos = e99
                            n100 = buf[pos]
                            if n100 < 128:
                                pos += 1
                                n100 -= 1
                            elif buf[pos + 1] < 128:
                                n100 = n100 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n100, pos = _string_uvarint(buf, pos)
                                n100 -= 1
                            if n100 < 0:
                                raise _negative(pos)
                            else:
                                e101 = pos + n100
                                if e101 > end:
                                    raise _short(pos)
                                f_client_id_83 = buf[pos:e101].decode()
                                pos = e101
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
                                f_client_host_84 = buf[pos:e103].decode()
                                pos = e103
                            f_topology_epoch_85, pk104 = _S2(buf, pos)
                            pos += 5
                            if pk104 < 128:
                                pk104 -= 1
                            elif buf[pos] < 128:
                                pk104 = pk104 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk104, pos = _string_uvarint(buf, pos - 1)
                                pk104 -= 1
                            if pk104 < 0:
                                raise _negative(pos)
                            else:
                                e105 = pos + pk104
                                if e105 > end:
                                    raise _short(pos)
                                f_process_id_86 = buf[pos:e105].decode()
                                pos = e105
                            if buf[pos] == 255:
                                f_user_endpoint_87 = None
                                pos += 1
                            else:
                                pos += 1
                                n108 = buf[pos]
                                if n108 < 128:
                                    pos += 1
                                    n108 -= 1
                                elif buf[pos + 1] < 128:
                                    n108 = n108 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n108, pos = _string_uvarint(buf, pos)
                                    n108 -= 1
                                if n108 < 0:
                                    raise _negative(pos)
                                else:
                                    e109 = pos + n108
                                    if e109 > end:
                                        raise _short(pos)
                                    f_host_106 = buf[pos:e109].decode()
                                    pos = e109
                                f_port_107, pk110 = _S6(buf, pos)
                                pos += 3
                                if pk110:
                                    u111, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u111 = None
                                f_user_endpoint_87 = _new(Endpoint)
                                f_user_endpoint_87.host = f_host_106
                                f_user_endpoint_87.port = f_port_107
                                f_user_endpoint_87.unknown_tags = u111
                            n112 = buf[pos]
                            if n112 < 128:
                                pos += 1
                                n112 -= 1
                            elif buf[pos + 1] < 128:
                                n112 = n112 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n112, pos = _uvarint(buf, pos)
                                n112 -= 1
                            if n112 < 0:
                                raise _negative(pos)
                            else:
                                if n112 * 3 > end - pos:
                                    raise _short(pos)
                                f_client_tags_88 = []
                                if n112:
                                    for _ in (_ranges[n112] if n112 < 256 else range(n112)):
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
                                            f_key_114 = buf[pos:e117].decode()
                                            pos = e117
                                        n118 = buf[pos]
                                        if n118 < 128:
                                            pos += 1
                                            n118 -= 1
                                        elif buf[pos + 1] < 128:
                                            n118 = n118 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n118, pos = _string_uvarint(buf, pos)
                                            n118 -= 1
                                        if n118 < 0:
                                            raise _negative(pos)
                                        else:
                                            e119 = pos + n118
                                            if e119 > end:
                                                raise _short(pos)
                                            f_value_115 = buf[pos:e119].decode()
                                            pos = e119
                                        if buf[pos]:
                                            u120, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u120 = None
                                        x113 = _new(KeyValue)
                                        x113.key = f_key_114
                                        x113.value = f_value_115
                                        x113.unknown_tags = u120
                                        f_client_tags_88.append(x113)
                            n121 = buf[pos]
                            if n121 < 128:
                                pos += 1
                                n121 -= 1
                            elif buf[pos + 1] < 128:
                                n121 = n121 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n121, pos = _uvarint(buf, pos)
                                n121 -= 1
                            if n121 < 0:
                                raise _negative(pos)
                            else:
                                if n121 * 14 > end - pos:
                                    raise _short(pos)
                                f_task_offsets_89 = []
                                if n121:
                                    for _ in (_ranges[n121] if n121 < 256 else range(n121)):
                                        n126 = buf[pos]
                                        if n126 < 128:
                                            pos += 1
                                            n126 -= 1
                                        elif buf[pos + 1] < 128:
                                            n126 = n126 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n126, pos = _string_uvarint(buf, pos)
                                            n126 -= 1
                                        if n126 < 0:
                                            raise _negative(pos)
                                        else:
                                            e127 = pos + n126
                                            if e127 > end:
                                                raise _short(pos)
                                            f_subtopology_id_123 = buf[pos:e127].decode()
                                            pos = e127
                                        f_partition_124, f_offset_125, pk128 = _S7(buf, pos)
                                        pos += 13
                                        if pk128:
                                            u129, pos = _unknown_tags(buf, pos - 1, end)
                                        else:
                                            u129 = None
                                        x122 = _new(TaskOffset)
                                        x122.subtopology_id = f_subtopology_id_123
                                        x122.partition = f_partition_124
                                        x122.offset = f_offset_125
                                        x122.unknown_tags = u129
                                        f_task_offsets_89.append(x122)
                            n130 = buf[pos]
                            if n130 < 128:
                                pos += 1
                                n130 -= 1
                            elif buf[pos + 1] < 128:
                                n130 = n130 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n130, pos = _uvarint(buf, pos)
                                n130 -= 1
                            if n130 < 0:
                                raise _negative(pos)
                            else:
                                if n130 * 14 > end - pos:
                                    raise _short(pos)
                                f_task_end_offsets_90 = []
                                if n130:
                                    for _ in (_ranges[n130] if n130 < 256 else range(n130)):
                                        n135 = buf[pos]
                                        if n135 < 128:
                                            pos += 1
                                            n135 -= 1
                                        elif buf[pos + 1] < 128:
                                            n135 = n135 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n135, pos = _string_uvarint(buf, pos)
                                            n135 -= 1
                                        if n135 < 0:
                                            raise _negative(pos)
                                        else:
                                            e136 = pos + n135
                                            if e136 > end:
                                                raise _short(pos)
                                            f_subtopology_id_132 = buf[pos:e136].decode()
                                            pos = e136
                                        f_partition_133, f_offset_134, pk137 = _S7(buf, pos)
                                        pos += 13
                                        if pk137:
                                            u138, pos = _unknown_tags(buf, pos - 1, end)
                                        else:
                                            u138 = None
                                        x131 = _new(TaskOffset)
                                        x131.subtopology_id = f_subtopology_id_132
                                        x131.partition = f_partition_133
                                        x131.offset = f_offset_134
                                        x131.unknown_tags = u138
                                        f_task_end_offsets_90.append(x131)
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
                            if n142 < 0:
                                raise _negative(pos)
                            else:
                                if n142 * 3 > end - pos:
                                    raise _short(pos)
                                f_active_tasks_139 = []
                                if n142:
                                    for _ in (_ranges[n142] if n142 < 256 else range(n142)):
                                        n146 = buf[pos]
                                        if n146 < 128:
                                            pos += 1
                                            n146 -= 1
                                        elif buf[pos + 1] < 128:
                                            n146 = n146 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n146, pos = _string_uvarint(buf, pos)
                                            n146 -= 1
                                        if n146 < 0:
                                            raise _negative(pos)
                                        else:
                                            e147 = pos + n146
                                            if e147 > end:
                                                raise _short(pos)
                                            f_subtopology_id_144 = buf[pos:e147].decode()
                                            pos = e147
                                        b148 = buf[pos]
                                        pos += 1
                                        if 1 < b148 < 34:
                                            f_partitions_145 = [*_i32c[b148](buf, pos)]
                                            pos += b148 * 4 - 4
                                        elif b148 == 1:
                                            f_partitions_145 = []
                                        else:
                                            pos -= 1
                                            n149 = buf[pos]
                                            if n149 < 128:
                                                pos += 1
                                                n149 -= 1
                                            elif buf[pos + 1] < 128:
                                                n149 = n149 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n149, pos = _uvarint(buf, pos)
                                                n149 -= 1
                                            if n149 < 0:
                                                raise _negative(pos)
                                            else:
                                                if not n149:
                                                    f_partitions_145 = []
                                                elif n149 < 33:
                                                    f_partitions_145 = [*_i32s[n149](buf, pos)]
                                                    pos += n149 * 4
                                                elif n149 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_145 = [*_array('i', n149).unpack_from(buf, pos)]
                                                    pos += n149 * 4
                                        if buf[pos]:
                                            u150, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u150 = None
                                        x143 = _new(TaskIds)
                                        x143.subtopology_id = f_subtopology_id_144
                                        x143.partitions = f_partitions_145
                                        x143.unknown_tags = u150
                                        f_active_tasks_139.append(x143)
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
                            if n151 < 0:
                                raise _negative(pos)
                            else:
                                if n151 * 3 > end - pos:
                                    raise _short(pos)
                                f_standby_tasks_140 = []
                                if n151:
                                    for _ in (_ranges[n151] if n151 < 256 else range(n151)):
                                        n155 = buf[pos]
                                        if n155 < 128:
                                            pos += 1
                                            n155 -= 1
                                        elif buf[pos + 1] < 128:
                                            n155 = n155 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n155, pos = _string_uvarint(buf, pos)
                                            n155 -= 1
                                        if n155 < 0:
                                            raise _negative(pos)
                                        else:
                                            e156 = pos + n155
                                            if e156 > end:
                                                raise _short(pos)
                                            f_subtopology_id_153 = buf[pos:e156].decode()
                                            pos = e156
                                        b157 = buf[pos]
                                        pos += 1
                                        if 1 < b157 < 34:
                                            f_partitions_154 = [*_i32c[b157](buf, pos)]
                                            pos += b157 * 4 - 4
                                        elif b157 == 1:
                                            f_partitions_154 = []
                                        else:
                                            pos -= 1
                                            n158 = buf[pos]
                                            if n158 < 128:
                                                pos += 1
                                                n158 -= 1
                                            elif buf[pos + 1] < 128:
                                                n158 = n158 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n158, pos = _uvarint(buf, pos)
                                                n158 -= 1
                                            if n158 < 0:
                                                raise _negative(pos)
                                            else:
                                                if not n158:
                                                    f_partitions_154 = []
                                                elif n158 < 33:
                                                    f_partitions_154 = [*_i32s[n158](buf, pos)]
                                                    pos += n158 * 4
                                                elif n158 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_154 = [*_array('i', n158).unpack_from(buf, pos)]
                                                    pos += n158 * 4
                                        if buf[pos]:
                                            u159, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u159 = None
                                        x152 = _new(TaskIds)
                                        x152.subtopology_id = f_subtopology_id_153
                                        x152.partitions = f_partitions_154
                                        x152.unknown_tags = u159
                                        f_standby_tasks_140.append(x152)
                            n160 = buf[pos]
                            if n160 < 128:
                                pos += 1
                                n160 -= 1
                            elif buf[pos + 1] < 128:
                                n160 = n160 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n160, pos = _uvarint(buf, pos)
                                n160 -= 1
                            if n160 < 0:
                                raise _negative(pos)
                            else:
                                if n160 * 3 > end - pos:
                                    raise _short(pos)
                                f_warmup_tasks_141 = []
                                if n160:
                                    for _ in (_ranges[n160] if n160 < 256 else range(n160)):
                                        n164 = buf[pos]
                                        if n164 < 128:
                                            pos += 1
                                            n164 -= 1
                                        elif buf[pos + 1] < 128:
                                            n164 = n164 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n164, pos = _string_uvarint(buf, pos)
                                            n164 -= 1
                                        if n164 < 0:
                                            raise _negative(pos)
                                        else:
                                            e165 = pos + n164
                                            if e165 > end:
                                                raise _short(pos)
                                            f_subtopology_id_162 = buf[pos:e165].decode()
                                            pos = e165
                                        b166 = buf[pos]
                                        pos += 1
                                        if 1 < b166 < 34:
                                            f_partitions_163 = [*_i32c[b166](buf, pos)]
                                            pos += b166 * 4 - 4
                                        elif b166 == 1:
                                            f_partitions_163 = []
                                        else:
                                            pos -= 1
                                            n167 = buf[pos]
                                            if n167 < 128:
                                                pos += 1
                                                n167 -= 1
                                            elif buf[pos + 1] < 128:
                                                n167 = n167 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n167, pos = _uvarint(buf, pos)
                                                n167 -= 1
                                            if n167 < 0:
                                                raise _negative(pos)
                                            else:
                                                if not n167:
                                                    f_partitions_163 = []
                                                elif n167 < 33:
                                                    f_partitions_163 = [*_i32s[n167](buf, pos)]
                                                    pos += n167 * 4
                                                elif n167 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_163 = [*_array('i', n167).unpack_from(buf, pos)]
                                                    pos += n167 * 4
                                        if buf[pos]:
                                            u168, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u168 = None
                                        x161 = _new(TaskIds)
                                        x161.subtopology_id = f_subtopology_id_162
                                        x161.partitions = f_partitions_163
                                        x161.unknown_tags = u168
                                        f_warmup_tasks_141.append(x161)
                            if buf[pos]:
                                u169, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u169 = None
                            f_assignment_91 = _new(Assignment)
                            f_assignment_91.active_tasks = f_active_tasks_139
                            f_assignment_91.standby_tasks = f_standby_tasks_140
                            f_assignment_91.warmup_tasks = f_warmup_tasks_141
                            f_assignment_91.unknown_tags = u169
                            n173 = buf[pos]
                            if n173 < 128:
                                pos += 1
                                n173 -= 1
                            elif buf[pos + 1] < 128:
                                n173 = n173 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n173, pos = _uvarint(buf, pos)
                                n173 -= 1
                            if n173 < 0:
                                raise _negative(pos)
                            else:
                                if n173 * 3 > end - pos:
                                    raise _short(pos)
                                f_active_tasks_170 = []
                                if n173:
                                    for _ in (_ranges[n173] if n173 < 256 else range(n173)):
                                        n177 = buf[pos]
                                        if n177 < 128:
                                            pos += 1
                                            n177 -= 1
                                        elif buf[pos + 1] < 128:
                                            n177 = n177 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n177, pos = _string_uvarint(buf, pos)
                                            n177 -= 1
                                        if n177 < 0:
                                            raise _negative(pos)
                                        else:
                                            e178 = pos + n177
                                            if e178 > end:
                                                raise _short(pos)
                                            f_subtopology_id_175 = buf[pos:e178].decode()
                                            pos = e178
                                        b179 = buf[pos]
                                        pos += 1
                                        if 1 < b179 < 34:
                                            f_partitions_176 = [*_i32c[b179](buf, pos)]
                                            pos += b179 * 4 - 4
                                        elif b179 == 1:
                                            f_partitions_176 = []
                                        else:
                                            pos -= 1
                                            n180 = buf[pos]
                                            if n180 < 128:
                                                pos += 1
                                                n180 -= 1
                                            elif buf[pos + 1] < 128:
                                                n180 = n180 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n180, pos = _uvarint(buf, pos)
                                                n180 -= 1
                                            if n180 < 0:
                                                raise _negative(pos)
                                            else:
                                                if not n180:
                                                    f_partitions_176 = []
                                                elif n180 < 33:
                                                    f_partitions_176 = [*_i32s[n180](buf, pos)]
                                                    pos += n180 * 4
                                                elif n180 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_176 = [*_array('i', n180).unpack_from(buf, pos)]
                                                    pos += n180 * 4
                                        if buf[pos]:
                                            u181, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u181 = None
                                        x174 = _new(TaskIds)
                                        x174.subtopology_id = f_subtopology_id_175
                                        x174.partitions = f_partitions_176
                                        x174.unknown_tags = u181
                                        f_active_tasks_170.append(x174)
                            n182 = buf[pos]
                            if n182 < 128:
                                pos += 1
                                n182 -= 1
                            elif buf[pos + 1] < 128:
                                n182 = n182 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n182, pos = _uvarint(buf, pos)
                                n182 -= 1
                            if n182 < 0:
                                raise _negative(pos)
                            else:
                                if n182 * 3 > end - pos:
                                    raise _short(pos)
                                f_standby_tasks_171 = []
                                if n182:
                                    for _ in (_ranges[n182] if n182 < 256 else range(n182)):
                                        n186 = buf[pos]
                                        if n186 < 128:
                                            pos += 1
                                            n186 -= 1
                                        elif buf[pos + 1] < 128:
                                            n186 = n186 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n186, pos = _string_uvarint(buf, pos)
                                            n186 -= 1
                                        if n186 < 0:
                                            raise _negative(pos)
                                        else:
                                            e187 = pos + n186
                                            if e187 > end:
                                                raise _short(pos)
                                            f_subtopology_id_184 = buf[pos:e187].decode()
                                            pos = e187
                                        b188 = buf[pos]
                                        pos += 1
                                        if 1 < b188 < 34:
                                            f_partitions_185 = [*_i32c[b188](buf, pos)]
                                            pos += b188 * 4 - 4
                                        elif b188 == 1:
                                            f_partitions_185 = []
                                        else:
                                            pos -= 1
                                            n189 = buf[pos]
                                            if n189 < 128:
                                                pos += 1
                                                n189 -= 1
                                            elif buf[pos + 1] < 128:
                                                n189 = n189 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n189, pos = _uvarint(buf, pos)
                                                n189 -= 1
                                            if n189 < 0:
                                                raise _negative(pos)
                                            else:
                                                if not n189:
                                                    f_partitions_185 = []
                                                elif n189 < 33:
                                                    f_partitions_185 = [*_i32s[n189](buf, pos)]
                                                    pos += n189 * 4
                                                elif n189 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_185 = [*_array('i', n189).unpack_from(buf, pos)]
                                                    pos += n189 * 4
                                        if buf[pos]:
                                            u190, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u190 = None
                                        x183 = _new(TaskIds)
                                        x183.subtopology_id = f_subtopology_id_184
                                        x183.partitions = f_partitions_185
                                        x183.unknown_tags = u190
                                        f_standby_tasks_171.append(x183)
                            n191 = buf[pos]
                            if n191 < 128:
                                pos += 1
                                n191 -= 1
                            elif buf[pos + 1] < 128:
                                n191 = n191 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n191, pos = _uvarint(buf, pos)
                                n191 -= 1
                            if n191 < 0:
                                raise _negative(pos)
                            else:
                                if n191 * 3 > end - pos:
                                    raise _short(pos)
                                f_warmup_tasks_172 = []
                                if n191:
                                    for _ in (_ranges[n191] if n191 < 256 else range(n191)):
                                        n195 = buf[pos]
                                        if n195 < 128:
                                            pos += 1
                                            n195 -= 1
                                        elif buf[pos + 1] < 128:
                                            n195 = n195 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n195, pos = _string_uvarint(buf, pos)
                                            n195 -= 1
                                        if n195 < 0:
                                            raise _negative(pos)
                                        else:
                                            e196 = pos + n195
                                            if e196 > end:
                                                raise _short(pos)
                                            f_subtopology_id_193 = buf[pos:e196].decode()
                                            pos = e196
                                        b197 = buf[pos]
                                        pos += 1
                                        if 1 < b197 < 34:
                                            f_partitions_194 = [*_i32c[b197](buf, pos)]
                                            pos += b197 * 4 - 4
                                        elif b197 == 1:
                                            f_partitions_194 = []
                                        else:
                                            pos -= 1
                                            n198 = buf[pos]
                                            if n198 < 128:
                                                pos += 1
                                                n198 -= 1
                                            elif buf[pos + 1] < 128:
                                                n198 = n198 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n198, pos = _uvarint(buf, pos)
                                                n198 -= 1
                                            if n198 < 0:
                                                raise _negative(pos)
                                            else:
                                                if not n198:
                                                    f_partitions_194 = []
                                                elif n198 < 33:
                                                    f_partitions_194 = [*_i32s[n198](buf, pos)]
                                                    pos += n198 * 4
                                                elif n198 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_194 = [*_array('i', n198).unpack_from(buf, pos)]
                                                    pos += n198 * 4
                                        if buf[pos]:
                                            u199, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u199 = None
                                        x192 = _new(TaskIds)
                                        x192.subtopology_id = f_subtopology_id_193
                                        x192.partitions = f_partitions_194
                                        x192.unknown_tags = u199
                                        f_warmup_tasks_172.append(x192)
                            if buf[pos]:
                                u200, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u200 = None
                            f_target_assignment_92 = _new(Assignment)
                            f_target_assignment_92.active_tasks = f_active_tasks_170
                            f_target_assignment_92.standby_tasks = f_standby_tasks_171
                            f_target_assignment_92.warmup_tasks = f_warmup_tasks_172
                            f_target_assignment_92.unknown_tags = u200
                            f_is_classic_93, pk201 = _S0(buf, pos)
                            pos += 2
                            if pk201:
                                u202, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u202 = None
                            x78 = _new(Member)
                            x78.member_id = f_member_id_79
                            x78.member_epoch = f_member_epoch_80
                            x78.instance_id = f_instance_id_81
                            x78.rack_id = f_rack_id_82
                            x78.client_id = f_client_id_83
                            x78.client_host = f_client_host_84
                            x78.topology_epoch = f_topology_epoch_85
                            x78.process_id = f_process_id_86
                            x78.user_endpoint = f_user_endpoint_87
                            x78.client_tags = f_client_tags_88
                            x78.task_offsets = f_task_offsets_89
                            x78.task_end_offsets = f_task_end_offsets_90
                            x78.assignment = f_assignment_91
                            x78.target_assignment = f_target_assignment_92
                            x78.is_classic = f_is_classic_93
                            x78.unknown_tags = u202
                            f_members_12.append(x78)
                f_authorized_operations_13, pk203 = _S2(buf, pos)
                pos += 5
                if pk203:
                    u204, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u204 = None
                x4 = _new(DescribedGroup)
                x4.error_code = f_error_code_5
                x4.error_message = f_error_message_6
                x4.group_id = f_group_id_7
                x4.group_state = f_group_state_8
                x4.group_epoch = f_group_epoch_9
                x4.assignment_epoch = f_assignment_epoch_10
                x4.topology = f_topology_11
                x4.members = f_members_12
                x4.authorized_operations = f_authorized_operations_13
                x4.unknown_tags = u204
                f_groups_2.append(x4)
    if buf[pos]:
        u205, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u205 = None
    o = _new(StreamsGroupDescribeResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = f_groups_2
    o.unknown_tags = u205
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
