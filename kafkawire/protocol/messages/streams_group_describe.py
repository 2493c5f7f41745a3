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


def _d_StreamsGroupDescribeRequest_v0(buf: bytes, pos: int, end: int) -> tuple[StreamsGroupDescribeRequest, int]:
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n3 = (n3 & 127) | (buf[pos + 1] << 7)
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
        for _ in range(n3):
            n5 = buf[pos]
            if n5 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n5 = (n5 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n5, pos = _uvarint(buf, pos)
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
    f_include_authorized_operations_2 = _S0(buf, pos)[0]
    pos += 1
    if buf[pos]:
        u7, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u7 = None
    o = _new(StreamsGroupDescribeRequest)
    o.group_ids = f_group_ids_1
    o.include_authorized_operations = f_include_authorized_operations_2
    o.unknown_tags = u7
    return o, pos


def _e_StreamsGroupDescribeRequest_v0(o: StreamsGroupDescribeRequest, out: list[bytes]) -> None:
    if len(o.group_ids) + 1 < 128:
        out.append(_B1[len(o.group_ids) + 1])
    else:
        out.append(_encode_uvarint(len(o.group_ids) + 1))
    for x1 in o.group_ids:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
    out.append(_P0(o.include_authorized_operations))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_StreamsGroupDescribeResponse_v0(buf: bytes, pos: int, end: int) -> tuple[StreamsGroupDescribeResponse, int]:
    f_throttle_time_ms_1 = _S1(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n3 = (n3 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 20 > end - pos:
            raise _short(pos)
        f_groups_2 = []
        ap4 = f_groups_2.append
        for _ in range(n3):
            f_error_code_6 = _S2(buf, pos)[0]
            pos += 2
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
                f_error_message_7 = None
            elif n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_error_message_7 = buf[pos:e16].decode()
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
                f_group_id_8 = buf[pos:e18].decode()
                pos = e18
            n19 = buf[pos]
            if n19 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n19 = (n19 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n19, pos = _uvarint(buf, pos)
            n19 -= 1
            if n19 < 0:
                raise _negative(pos)
            else:
                e20 = pos + n19
                if e20 > end:
                    raise _short(pos)
                f_group_state_9 = buf[pos:e20].decode()
                pos = e20
            f_group_epoch_10, f_assignment_epoch_11 = _S3(buf, pos)
            pos += 8
            if buf[pos] == 255:
                f_topology_12 = None
                pos += 1
            else:
                pos += 1
                f_epoch_21 = _S1(buf, pos)[0]
                pos += 4
                n23 = buf[pos]
                if n23 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n23 = (n23 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n23, pos = _uvarint(buf, pos)
                n23 -= 1
                if n23 == -1:
                    f_subtopologies_22 = None
                elif n23 < 0:
                    raise _negative(pos)
                else:
                    if n23 * 6 > end - pos:
                        raise _short(pos)
                    f_subtopologies_22 = []
                    ap24 = f_subtopologies_22.append
                    for _ in range(n23):
                        n31 = buf[pos]
                        if n31 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n31 = (n31 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n31, pos = _uvarint(buf, pos)
                        n31 -= 1
                        if n31 < 0:
                            raise _negative(pos)
                        else:
                            e32 = pos + n31
                            if e32 > end:
                                raise _short(pos)
                            f_subtopology_id_26 = buf[pos:e32].decode()
                            pos = e32
                        n33 = buf[pos]
                        if n33 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n33 = (n33 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n33, pos = _uvarint(buf, pos)
                        n33 -= 1
                        if n33 < 0:
                            raise _negative(pos)
                        else:
                            if n33 > end - pos:
                                raise _short(pos)
                            f_source_topics_27 = []
                            for _ in range(n33):
                                n35 = buf[pos]
                                if n35 < 128:
                                    pos += 1
                                elif buf[pos + 1] < 128:
                                    n35 = (n35 & 127) | (buf[pos + 1] << 7)
                                    pos += 2
                                else:
                                    n35, pos = _uvarint(buf, pos)
                                n35 -= 1
                                if n35 < 0:
                                    raise _negative(pos)
                                else:
                                    e36 = pos + n35
                                    if e36 > end:
                                        raise _short(pos)
                                    x34 = buf[pos:e36].decode()
                                    pos = e36
                                f_source_topics_27.append(x34)
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
                            if n37 > end - pos:
                                raise _short(pos)
                            f_repartition_sink_topics_28 = []
                            for _ in range(n37):
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
                                    e40 = pos + n39
                                    if e40 > end:
                                        raise _short(pos)
                                    x38 = buf[pos:e40].decode()
                                    pos = e40
                                f_repartition_sink_topics_28.append(x38)
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
                            if n41 * 9 > end - pos:
                                raise _short(pos)
                            f_state_changelog_topics_29 = []
                            ap42 = f_state_changelog_topics_29.append
                            for _ in range(n41):
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
                                    e49 = pos + n48
                                    if e49 > end:
                                        raise _short(pos)
                                    f_name_44 = buf[pos:e49].decode()
                                    pos = e49
                                f_partitions_45, f_replication_factor_46 = _S4(buf, pos)
                                pos += 6
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
                                    if n50 * 3 > end - pos:
                                        raise _short(pos)
                                    f_topic_configs_47 = []
                                    ap51 = f_topic_configs_47.append
                                    for _ in range(n50):
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
                                            f_key_53 = buf[pos:e56].decode()
                                            pos = e56
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
                                            f_value_54 = buf[pos:e58].decode()
                                            pos = e58
                                        if buf[pos]:
                                            u59, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u59 = None
                                        x52 = _new(KeyValue)
                                        x52.key = f_key_53
                                        x52.value = f_value_54
                                        x52.unknown_tags = u59
                                        ap51(x52)
                                if buf[pos]:
                                    u60, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u60 = None
                                x43 = _new(TopicInfo)
                                x43.name = f_name_44
                                x43.partitions = f_partitions_45
                                x43.replication_factor = f_replication_factor_46
                                x43.topic_configs = f_topic_configs_47
                                x43.unknown_tags = u60
                                ap42(x43)
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
                            if n61 * 9 > end - pos:
                                raise _short(pos)
                            f_repartition_source_topics_30 = []
                            ap62 = f_repartition_source_topics_30.append
                            for _ in range(n61):
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
                                    e69 = pos + n68
                                    if e69 > end:
                                        raise _short(pos)
                                    f_name_64 = buf[pos:e69].decode()
                                    pos = e69
                                f_partitions_65, f_replication_factor_66 = _S4(buf, pos)
                                pos += 6
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
                                    if n70 * 3 > end - pos:
                                        raise _short(pos)
                                    f_topic_configs_67 = []
                                    ap71 = f_topic_configs_67.append
                                    for _ in range(n70):
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
                                            f_key_73 = buf[pos:e76].decode()
                                            pos = e76
                                        n77 = buf[pos]
                                        if n77 < 128:
                                            pos += 1
                                        elif buf[pos + 1] < 128:
                                            n77 = (n77 & 127) | (buf[pos + 1] << 7)
                                            pos += 2
                                        else:
                                            n77, pos = _uvarint(buf, pos)
                                        n77 -= 1
                                        if n77 < 0:
                                            raise _negative(pos)
                                        else:
                                            e78 = pos + n77
                                            if e78 > end:
                                                raise _short(pos)
                                            f_value_74 = buf[pos:e78].decode()
                                            pos = e78
                                        if buf[pos]:
                                            u79, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u79 = None
                                        x72 = _new(KeyValue)
                                        x72.key = f_key_73
                                        x72.value = f_value_74
                                        x72.unknown_tags = u79
                                        ap71(x72)
                                if buf[pos]:
                                    u80, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u80 = None
                                x63 = _new(TopicInfo)
                                x63.name = f_name_64
                                x63.partitions = f_partitions_65
                                x63.replication_factor = f_replication_factor_66
                                x63.topic_configs = f_topic_configs_67
                                x63.unknown_tags = u80
                                ap62(x63)
                        if buf[pos]:
                            u81, pos = _unknown_tags(buf, pos, end)
                        else:
                            pos += 1
                            u81 = None
                        x25 = _new(Subtopology)
                        x25.subtopology_id = f_subtopology_id_26
                        x25.source_topics = f_source_topics_27
                        x25.repartition_sink_topics = f_repartition_sink_topics_28
                        x25.state_changelog_topics = f_state_changelog_topics_29
                        x25.repartition_source_topics = f_repartition_source_topics_30
                        x25.unknown_tags = u81
                        ap24(x25)
                if buf[pos]:
                    u82, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u82 = None
                f_topology_12 = _new(Topology)
                f_topology_12.epoch = f_epoch_21
                f_topology_12.subtopologies = f_subtopologies_22
                f_topology_12.unknown_tags = u82
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
                if n83 * 28 > end - pos:
                    raise _short(pos)
                f_members_13 = []
                ap84 = f_members_13.append
                for _ in range(n83):
                    n101 = buf[pos]
                    if n101 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n101 = (n101 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n101, pos = _uvarint(buf, pos)
                    n101 -= 1
                    if n101 < 0:
                        raise _negative(pos)
                    else:
                        e102 = pos + n101
                        if e102 > end:
                            raise _short(pos)
                        f_member_id_86 = buf[pos:e102].decode()
                        pos = e102
                    f_member_epoch_87 = _S1(buf, pos)[0]
                    pos += 4
                    n103 = buf[pos]
                    if n103 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n103 = (n103 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n103, pos = _uvarint(buf, pos)
                    n103 -= 1
                    if n103 == -1:
                        f_instance_id_88 = None
                    elif n103 < 0:
                        raise _negative(pos)
                    else:
                        e104 = pos + n103
                        if e104 > end:
                            raise _short(pos)
                        f_instance_id_88 = buf[pos:e104].decode()
                        pos = e104
                    n105 = buf[pos]
                    if n105 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n105 = (n105 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n105, pos = _uvarint(buf, pos)
                    n105 -= 1
                    if n105 == -1:
                        f_rack_id_89 = None
                    elif n105 < 0:
                        raise _negative(pos)
                    else:
                        e106 = pos + n105
                        if e106 > end:
                            raise _short(pos)
                        f_rack_id_89 = buf[pos:e106].decode()
                        pos = e106
                    n107 = buf[pos]
                    if n107 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n107 = (n107 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n107, pos = _uvarint(buf, pos)
                    n107 -= 1
                    if n107 < 0:
                        raise _negative(pos)
                    else:
                        e108 = pos + n107
                        if e108 > end:
                            raise _short(pos)
                        f_client_id_90 = buf[pos:e108].decode()
                        pos = e108
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
                        f_client_host_91 = buf[pos:e110].decode()
                        pos = e110
                    f_topology_epoch_92 = _S1(buf, pos)[0]
                    pos += 4
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
                        e112 = pos + n111
                        if e112 > end:
                            raise _short(pos)
                        f_process_id_93 = buf[pos:e112].decode()
                        pos = e112
                    if buf[pos] == 255:
                        f_user_endpoint_94 = None
                        pos += 1
                    else:
                        pos += 1
                        n115 = buf[pos]
                        if n115 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n115 = (n115 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n115, pos = _uvarint(buf, pos)
                        n115 -= 1
                        if n115 < 0:
                            raise _negative(pos)
                        else:
                            e116 = pos + n115
                            if e116 > end:
                                raise _short(pos)
                            f_host_113 = buf[pos:e116].decode()
                            pos = e116
                        f_port_114 = _S5(buf, pos)[0]
                        pos += 2
                        if buf[pos]:
                            u117, pos = _unknown_tags(buf, pos, end)
                        else:
                            pos += 1
                            u117 = None
                        f_user_endpoint_94 = _new(Endpoint)
                        f_user_endpoint_94.host = f_host_113
                        f_user_endpoint_94.port = f_port_114
                        f_user_endpoint_94.unknown_tags = u117
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
                        if n118 * 3 > end - pos:
                            raise _short(pos)
                        f_client_tags_95 = []
                        ap119 = f_client_tags_95.append
                        for _ in range(n118):
                            n123 = buf[pos]
                            if n123 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n123 = (n123 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n123, pos = _uvarint(buf, pos)
                            n123 -= 1
                            if n123 < 0:
                                raise _negative(pos)
                            else:
                                e124 = pos + n123
                                if e124 > end:
                                    raise _short(pos)
                                f_key_121 = buf[pos:e124].decode()
                                pos = e124
                            n125 = buf[pos]
                            if n125 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n125 = (n125 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n125, pos = _uvarint(buf, pos)
                            n125 -= 1
                            if n125 < 0:
                                raise _negative(pos)
                            else:
                                e126 = pos + n125
                                if e126 > end:
                                    raise _short(pos)
                                f_value_122 = buf[pos:e126].decode()
                                pos = e126
                            if buf[pos]:
                                u127, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u127 = None
                            x120 = _new(KeyValue)
                            x120.key = f_key_121
                            x120.value = f_value_122
                            x120.unknown_tags = u127
                            ap119(x120)
                    n128 = buf[pos]
                    if n128 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n128 = (n128 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n128, pos = _uvarint(buf, pos)
                    n128 -= 1
                    if n128 < 0:
                        raise _negative(pos)
                    else:
                        if n128 * 14 > end - pos:
                            raise _short(pos)
                        f_task_offsets_96 = []
                        ap129 = f_task_offsets_96.append
                        for _ in range(n128):
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
                                f_subtopology_id_131 = buf[pos:e135].decode()
                                pos = e135
                            f_partition_132, f_offset_133 = _S6(buf, pos)
                            pos += 12
                            if buf[pos]:
                                u136, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u136 = None
                            x130 = _new(TaskOffset)
                            x130.subtopology_id = f_subtopology_id_131
                            x130.partition = f_partition_132
                            x130.offset = f_offset_133
                            x130.unknown_tags = u136
                            ap129(x130)
                    n137 = buf[pos]
                    if n137 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n137 = (n137 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n137, pos = _uvarint(buf, pos)
                    n137 -= 1
                    if n137 < 0:
                        raise _negative(pos)
                    else:
                        if n137 * 14 > end - pos:
                            raise _short(pos)
                        f_task_end_offsets_97 = []
                        ap138 = f_task_end_offsets_97.append
                        for _ in range(n137):
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
                                f_subtopology_id_140 = buf[pos:e144].decode()
                                pos = e144
                            f_partition_141, f_offset_142 = _S6(buf, pos)
                            pos += 12
                            if buf[pos]:
                                u145, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u145 = None
                            x139 = _new(TaskOffset)
                            x139.subtopology_id = f_subtopology_id_140
                            x139.partition = f_partition_141
                            x139.offset = f_offset_142
                            x139.unknown_tags = u145
                            ap138(x139)
                    n149 = buf[pos]
                    if n149 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n149 = (n149 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n149, pos = _uvarint(buf, pos)
                    n149 -= 1
                    if n149 < 0:
                        raise _negative(pos)
                    else:
                        if n149 * 3 > end - pos:
                            raise _short(pos)
                        f_active_tasks_146 = []
                        ap150 = f_active_tasks_146.append
                        for _ in range(n149):
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
                                f_subtopology_id_152 = buf[pos:e155].decode()
                                pos = e155
                            n156 = buf[pos]
                            if n156 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n156 = (n156 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n156, pos = _uvarint(buf, pos)
                            n156 -= 1
                            if n156 < 0:
                                raise _negative(pos)
                            else:
                                if n156 < 33:
                                    f_partitions_153 = [*_i32s[n156](buf, pos)]
                                elif n156 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_partitions_153 = [*_array('i', n156).unpack_from(buf, pos)]
                                pos += n156 * 4
                            if buf[pos]:
                                u157, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u157 = None
                            x151 = _new(TaskIds)
                            x151.subtopology_id = f_subtopology_id_152
                            x151.partitions = f_partitions_153
                            x151.unknown_tags = u157
                            ap150(x151)
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
                        if n158 * 3 > end - pos:
                            raise _short(pos)
                        f_standby_tasks_147 = []
                        ap159 = f_standby_tasks_147.append
                        for _ in range(n158):
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
                                f_subtopology_id_161 = buf[pos:e164].decode()
                                pos = e164
                            n165 = buf[pos]
                            if n165 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n165 = (n165 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n165, pos = _uvarint(buf, pos)
                            n165 -= 1
                            if n165 < 0:
                                raise _negative(pos)
                            else:
                                if n165 < 33:
                                    f_partitions_162 = [*_i32s[n165](buf, pos)]
                                elif n165 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_partitions_162 = [*_array('i', n165).unpack_from(buf, pos)]
                                pos += n165 * 4
                            if buf[pos]:
                                u166, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u166 = None
                            x160 = _new(TaskIds)
                            x160.subtopology_id = f_subtopology_id_161
                            x160.partitions = f_partitions_162
                            x160.unknown_tags = u166
                            ap159(x160)
                    n167 = buf[pos]
                    if n167 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n167 = (n167 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n167, pos = _uvarint(buf, pos)
                    n167 -= 1
                    if n167 < 0:
                        raise _negative(pos)
                    else:
                        if n167 * 3 > end - pos:
                            raise _short(pos)
                        f_warmup_tasks_148 = []
                        ap168 = f_warmup_tasks_148.append
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
                                if n174 < 33:
                                    f_partitions_171 = [*_i32s[n174](buf, pos)]
                                elif n174 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_partitions_171 = [*_array('i', n174).unpack_from(buf, pos)]
                                pos += n174 * 4
                            if buf[pos]:
                                u175, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u175 = None
                            x169 = _new(TaskIds)
                            x169.subtopology_id = f_subtopology_id_170
                            x169.partitions = f_partitions_171
                            x169.unknown_tags = u175
                            ap168(x169)
                    if buf[pos]:
                        u176, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u176 = None
                    f_assignment_98 = _new(Assignment)
                    f_assignment_98.active_tasks = f_active_tasks_146
                    f_assignment_98.standby_tasks = f_standby_tasks_147
                    f_assignment_98.warmup_tasks = f_warmup_tasks_148
                    f_assignment_98.unknown_tags = u176
                    n180 = buf[pos]
                    if n180 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n180 = (n180 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n180, pos = _uvarint(buf, pos)
                    n180 -= 1
                    if n180 < 0:
                        raise _negative(pos)
                    else:
                        if n180 * 3 > end - pos:
                            raise _short(pos)
                        f_active_tasks_177 = []
                        ap181 = f_active_tasks_177.append
                        for _ in range(n180):
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
                                f_subtopology_id_183 = buf[pos:e186].decode()
                                pos = e186
                            n187 = buf[pos]
                            if n187 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n187 = (n187 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n187, pos = _uvarint(buf, pos)
                            n187 -= 1
                            if n187 < 0:
                                raise _negative(pos)
                            else:
                                if n187 < 33:
                                    f_partitions_184 = [*_i32s[n187](buf, pos)]
                                elif n187 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_partitions_184 = [*_array('i', n187).unpack_from(buf, pos)]
                                pos += n187 * 4
                            if buf[pos]:
                                u188, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u188 = None
                            x182 = _new(TaskIds)
                            x182.subtopology_id = f_subtopology_id_183
                            x182.partitions = f_partitions_184
                            x182.unknown_tags = u188
                            ap181(x182)
                    n189 = buf[pos]
                    if n189 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n189 = (n189 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n189, pos = _uvarint(buf, pos)
                    n189 -= 1
                    if n189 < 0:
                        raise _negative(pos)
                    else:
                        if n189 * 3 > end - pos:
                            raise _short(pos)
                        f_standby_tasks_178 = []
                        ap190 = f_standby_tasks_178.append
                        for _ in range(n189):
                            n194 = buf[pos]
                            if n194 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n194 = (n194 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n194, pos = _uvarint(buf, pos)
                            n194 -= 1
                            if n194 < 0:
                                raise _negative(pos)
                            else:
                                e195 = pos + n194
                                if e195 > end:
                                    raise _short(pos)
                                f_subtopology_id_192 = buf[pos:e195].decode()
                                pos = e195
                            n196 = buf[pos]
                            if n196 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n196 = (n196 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n196, pos = _uvarint(buf, pos)
                            n196 -= 1
                            if n196 < 0:
                                raise _negative(pos)
                            else:
                                if n196 < 33:
                                    f_partitions_193 = [*_i32s[n196](buf, pos)]
                                elif n196 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_partitions_193 = [*_array('i', n196).unpack_from(buf, pos)]
                                pos += n196 * 4
                            if buf[pos]:
                                u197, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u197 = None
                            x191 = _new(TaskIds)
                            x191.subtopology_id = f_subtopology_id_192
                            x191.partitions = f_partitions_193
                            x191.unknown_tags = u197
                            ap190(x191)
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
                        if n198 * 3 > end - pos:
                            raise _short(pos)
                        f_warmup_tasks_179 = []
                        ap199 = f_warmup_tasks_179.append
                        for _ in range(n198):
                            n203 = buf[pos]
                            if n203 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n203 = (n203 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n203, pos = _uvarint(buf, pos)
                            n203 -= 1
                            if n203 < 0:
                                raise _negative(pos)
                            else:
                                e204 = pos + n203
                                if e204 > end:
                                    raise _short(pos)
                                f_subtopology_id_201 = buf[pos:e204].decode()
                                pos = e204
                            n205 = buf[pos]
                            if n205 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n205 = (n205 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n205, pos = _uvarint(buf, pos)
                            n205 -= 1
                            if n205 < 0:
                                raise _negative(pos)
                            else:
                                if n205 < 33:
                                    f_partitions_202 = [*_i32s[n205](buf, pos)]
                                elif n205 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_partitions_202 = [*_array('i', n205).unpack_from(buf, pos)]
                                pos += n205 * 4
                            if buf[pos]:
                                u206, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u206 = None
                            x200 = _new(TaskIds)
                            x200.subtopology_id = f_subtopology_id_201
                            x200.partitions = f_partitions_202
                            x200.unknown_tags = u206
                            ap199(x200)
                    if buf[pos]:
                        u207, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u207 = None
                    f_target_assignment_99 = _new(Assignment)
                    f_target_assignment_99.active_tasks = f_active_tasks_177
                    f_target_assignment_99.standby_tasks = f_standby_tasks_178
                    f_target_assignment_99.warmup_tasks = f_warmup_tasks_179
                    f_target_assignment_99.unknown_tags = u207
                    f_is_classic_100 = _S0(buf, pos)[0]
                    pos += 1
                    if buf[pos]:
                        u208, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u208 = None
                    x85 = _new(Member)
                    x85.member_id = f_member_id_86
                    x85.member_epoch = f_member_epoch_87
                    x85.instance_id = f_instance_id_88
                    x85.rack_id = f_rack_id_89
                    x85.client_id = f_client_id_90
                    x85.client_host = f_client_host_91
                    x85.topology_epoch = f_topology_epoch_92
                    x85.process_id = f_process_id_93
                    x85.user_endpoint = f_user_endpoint_94
                    x85.client_tags = f_client_tags_95
                    x85.task_offsets = f_task_offsets_96
                    x85.task_end_offsets = f_task_end_offsets_97
                    x85.assignment = f_assignment_98
                    x85.target_assignment = f_target_assignment_99
                    x85.is_classic = f_is_classic_100
                    x85.unknown_tags = u208
                    ap84(x85)
            f_authorized_operations_14 = _S1(buf, pos)[0]
            pos += 4
            if buf[pos]:
                u209, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u209 = None
            x5 = _new(DescribedGroup)
            x5.error_code = f_error_code_6
            x5.error_message = f_error_message_7
            x5.group_id = f_group_id_8
            x5.group_state = f_group_state_9
            x5.group_epoch = f_group_epoch_10
            x5.assignment_epoch = f_assignment_epoch_11
            x5.topology = f_topology_12
            x5.members = f_members_13
            x5.authorized_operations = f_authorized_operations_14
            x5.unknown_tags = u209
            ap4(x5)
    if buf[pos]:
        u210, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u210 = None
    o = _new(StreamsGroupDescribeResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = f_groups_2
    o.unknown_tags = u210
    return o, pos


def _e_StreamsGroupDescribeResponse_v0(o: StreamsGroupDescribeResponse, out: list[bytes]) -> None:
    out.append(_P1(o.throttle_time_ms))
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        out.append(_P2(x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b2 = x1.error_message.encode()
            if len(b2) + 1 < 128:
                out.append(_B1[len(b2) + 1])
            else:
                out.append(_encode_uvarint(len(b2) + 1))
            out.append(b2)
        b3 = x1.group_id.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_encode_uvarint(len(b3) + 1))
        out.append(b3)
        b4 = x1.group_state.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_encode_uvarint(len(b4) + 1))
        out.append(b4)
        out.append(_P3(x1.group_epoch, x1.assignment_epoch))
        if x1.topology is None:
            out.append(b'\xff')
        else:
            out.append(b'\x01')
            out.append(_P1(x1.topology.epoch))
            if x1.topology.subtopologies is None:
                out.append(b'\x00')
            else:
                if len(x1.topology.subtopologies) + 1 < 128:
                    out.append(_B1[len(x1.topology.subtopologies) + 1])
                else:
                    out.append(_encode_uvarint(len(x1.topology.subtopologies) + 1))
                for x5 in x1.topology.subtopologies:
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
                    if len(x5.repartition_sink_topics) + 1 < 128:
                        out.append(_B1[len(x5.repartition_sink_topics) + 1])
                    else:
                        out.append(_encode_uvarint(len(x5.repartition_sink_topics) + 1))
                    for x9 in x5.repartition_sink_topics:
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
                        out.append(_P4(x11.partitions, x11.replication_factor))
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
                    if len(x5.repartition_source_topics) + 1 < 128:
                        out.append(_B1[len(x5.repartition_source_topics) + 1])
                    else:
                        out.append(_encode_uvarint(len(x5.repartition_source_topics) + 1))
                    for x16 in x5.repartition_source_topics:
                        b17 = x16.name.encode()
                        if len(b17) + 1 < 128:
                            out.append(_B1[len(b17) + 1])
                        else:
                            out.append(_encode_uvarint(len(b17) + 1))
                        out.append(b17)
                        out.append(_P4(x16.partitions, x16.replication_factor))
                        if len(x16.topic_configs) + 1 < 128:
                            out.append(_B1[len(x16.topic_configs) + 1])
                        else:
                            out.append(_encode_uvarint(len(x16.topic_configs) + 1))
                        for x18 in x16.topic_configs:
                            b19 = x18.key.encode()
                            if len(b19) + 1 < 128:
                                out.append(_B1[len(b19) + 1])
                            else:
                                out.append(_encode_uvarint(len(b19) + 1))
                            out.append(b19)
                            b20 = x18.value.encode()
                            if len(b20) + 1 < 128:
                                out.append(_B1[len(b20) + 1])
                            else:
                                out.append(_encode_uvarint(len(b20) + 1))
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
        if len(x1.members) + 1 < 128:
            out.append(_B1[len(x1.members) + 1])
        else:
            out.append(_encode_uvarint(len(x1.members) + 1))
        for x21 in x1.members:
            b22 = x21.member_id.encode()
            if len(b22) + 1 < 128:
                out.append(_B1[len(b22) + 1])
            else:
                out.append(_encode_uvarint(len(b22) + 1))
            out.append(b22)
            out.append(_P1(x21.member_epoch))
            if x21.instance_id is None:
                out.append(b'\x00')
            else:
                b23 = x21.instance_id.encode()
                if len(b23) + 1 < 128:
                    out.append(_B1[len(b23) + 1])
                else:
                    out.append(_encode_uvarint(len(b23) + 1))
                out.append(b23)
            if x21.rack_id is None:
                out.append(b'\x00')
            else:
                b24 = x21.rack_id.encode()
                if len(b24) + 1 < 128:
                    out.append(_B1[len(b24) + 1])
                else:
                    out.append(_encode_uvarint(len(b24) + 1))
                out.append(b24)
            b25 = x21.client_id.encode()
            if len(b25) + 1 < 128:
                out.append(_B1[len(b25) + 1])
            else:
                out.append(_encode_uvarint(len(b25) + 1))
            out.append(b25)
            b26 = x21.client_host.encode()
            if len(b26) + 1 < 128:
                out.append(_B1[len(b26) + 1])
            else:
                out.append(_encode_uvarint(len(b26) + 1))
            out.append(b26)
            out.append(_P1(x21.topology_epoch))
            b27 = x21.process_id.encode()
            if len(b27) + 1 < 128:
                out.append(_B1[len(b27) + 1])
            else:
                out.append(_encode_uvarint(len(b27) + 1))
            out.append(b27)
            if x21.user_endpoint is None:
                out.append(b'\xff')
            else:
                out.append(b'\x01')
                b28 = x21.user_endpoint.host.encode()
                if len(b28) + 1 < 128:
                    out.append(_B1[len(b28) + 1])
                else:
                    out.append(_encode_uvarint(len(b28) + 1))
                out.append(b28)
                out.append(_P5(x21.user_endpoint.port))
                if x21.user_endpoint.unknown_tags:
                    _write_tags(out, [], x21.user_endpoint.unknown_tags)
                else:
                    out.append(b'\x00')
            if len(x21.client_tags) + 1 < 128:
                out.append(_B1[len(x21.client_tags) + 1])
            else:
                out.append(_encode_uvarint(len(x21.client_tags) + 1))
            for x29 in x21.client_tags:
                b30 = x29.key.encode()
                if len(b30) + 1 < 128:
                    out.append(_B1[len(b30) + 1])
                else:
                    out.append(_encode_uvarint(len(b30) + 1))
                out.append(b30)
                b31 = x29.value.encode()
                if len(b31) + 1 < 128:
                    out.append(_B1[len(b31) + 1])
                else:
                    out.append(_encode_uvarint(len(b31) + 1))
                out.append(b31)
                if x29.unknown_tags:
                    _write_tags(out, [], x29.unknown_tags)
                else:
                    out.append(b'\x00')
            if len(x21.task_offsets) + 1 < 128:
                out.append(_B1[len(x21.task_offsets) + 1])
            else:
                out.append(_encode_uvarint(len(x21.task_offsets) + 1))
            for x32 in x21.task_offsets:
                b33 = x32.subtopology_id.encode()
                if len(b33) + 1 < 128:
                    out.append(_B1[len(b33) + 1])
                else:
                    out.append(_encode_uvarint(len(b33) + 1))
                out.append(b33)
                out.append(_P6(x32.partition, x32.offset))
                if x32.unknown_tags:
                    _write_tags(out, [], x32.unknown_tags)
                else:
                    out.append(b'\x00')
            if len(x21.task_end_offsets) + 1 < 128:
                out.append(_B1[len(x21.task_end_offsets) + 1])
            else:
                out.append(_encode_uvarint(len(x21.task_end_offsets) + 1))
            for x34 in x21.task_end_offsets:
                b35 = x34.subtopology_id.encode()
                if len(b35) + 1 < 128:
                    out.append(_B1[len(b35) + 1])
                else:
                    out.append(_encode_uvarint(len(b35) + 1))
                out.append(b35)
                out.append(_P6(x34.partition, x34.offset))
                if x34.unknown_tags:
                    _write_tags(out, [], x34.unknown_tags)
                else:
                    out.append(b'\x00')
            if len(x21.assignment.active_tasks) + 1 < 128:
                out.append(_B1[len(x21.assignment.active_tasks) + 1])
            else:
                out.append(_encode_uvarint(len(x21.assignment.active_tasks) + 1))
            for x36 in x21.assignment.active_tasks:
                b37 = x36.subtopology_id.encode()
                if len(b37) + 1 < 128:
                    out.append(_B1[len(b37) + 1])
                else:
                    out.append(_encode_uvarint(len(b37) + 1))
                out.append(b37)
                if len(x36.partitions) + 1 < 128:
                    out.append(_B1[len(x36.partitions) + 1])
                else:
                    out.append(_encode_uvarint(len(x36.partitions) + 1))
                out.append(_array('i', len(x36.partitions)).pack(*x36.partitions))
                if x36.unknown_tags:
                    _write_tags(out, [], x36.unknown_tags)
                else:
                    out.append(b'\x00')
            if len(x21.assignment.standby_tasks) + 1 < 128:
                out.append(_B1[len(x21.assignment.standby_tasks) + 1])
            else:
                out.append(_encode_uvarint(len(x21.assignment.standby_tasks) + 1))
            for x38 in x21.assignment.standby_tasks:
                b39 = x38.subtopology_id.encode()
                if len(b39) + 1 < 128:
                    out.append(_B1[len(b39) + 1])
                else:
                    out.append(_encode_uvarint(len(b39) + 1))
                out.append(b39)
                if len(x38.partitions) + 1 < 128:
                    out.append(_B1[len(x38.partitions) + 1])
                else:
                    out.append(_encode_uvarint(len(x38.partitions) + 1))
                out.append(_array('i', len(x38.partitions)).pack(*x38.partitions))
                if x38.unknown_tags:
                    _write_tags(out, [], x38.unknown_tags)
                else:
                    out.append(b'\x00')
            if len(x21.assignment.warmup_tasks) + 1 < 128:
                out.append(_B1[len(x21.assignment.warmup_tasks) + 1])
            else:
                out.append(_encode_uvarint(len(x21.assignment.warmup_tasks) + 1))
            for x40 in x21.assignment.warmup_tasks:
                b41 = x40.subtopology_id.encode()
                if len(b41) + 1 < 128:
                    out.append(_B1[len(b41) + 1])
                else:
                    out.append(_encode_uvarint(len(b41) + 1))
                out.append(b41)
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
            if len(x21.target_assignment.active_tasks) + 1 < 128:
                out.append(_B1[len(x21.target_assignment.active_tasks) + 1])
            else:
                out.append(_encode_uvarint(len(x21.target_assignment.active_tasks) + 1))
            for x42 in x21.target_assignment.active_tasks:
                b43 = x42.subtopology_id.encode()
                if len(b43) + 1 < 128:
                    out.append(_B1[len(b43) + 1])
                else:
                    out.append(_encode_uvarint(len(b43) + 1))
                out.append(b43)
                if len(x42.partitions) + 1 < 128:
                    out.append(_B1[len(x42.partitions) + 1])
                else:
                    out.append(_encode_uvarint(len(x42.partitions) + 1))
                out.append(_array('i', len(x42.partitions)).pack(*x42.partitions))
                if x42.unknown_tags:
                    _write_tags(out, [], x42.unknown_tags)
                else:
                    out.append(b'\x00')
            if len(x21.target_assignment.standby_tasks) + 1 < 128:
                out.append(_B1[len(x21.target_assignment.standby_tasks) + 1])
            else:
                out.append(_encode_uvarint(len(x21.target_assignment.standby_tasks) + 1))
            for x44 in x21.target_assignment.standby_tasks:
                b45 = x44.subtopology_id.encode()
                if len(b45) + 1 < 128:
                    out.append(_B1[len(b45) + 1])
                else:
                    out.append(_encode_uvarint(len(b45) + 1))
                out.append(b45)
                if len(x44.partitions) + 1 < 128:
                    out.append(_B1[len(x44.partitions) + 1])
                else:
                    out.append(_encode_uvarint(len(x44.partitions) + 1))
                out.append(_array('i', len(x44.partitions)).pack(*x44.partitions))
                if x44.unknown_tags:
                    _write_tags(out, [], x44.unknown_tags)
                else:
                    out.append(b'\x00')
            if len(x21.target_assignment.warmup_tasks) + 1 < 128:
                out.append(_B1[len(x21.target_assignment.warmup_tasks) + 1])
            else:
                out.append(_encode_uvarint(len(x21.target_assignment.warmup_tasks) + 1))
            for x46 in x21.target_assignment.warmup_tasks:
                b47 = x46.subtopology_id.encode()
                if len(b47) + 1 < 128:
                    out.append(_B1[len(b47) + 1])
                else:
                    out.append(_encode_uvarint(len(b47) + 1))
                out.append(b47)
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
            out.append(_P0(x21.is_classic))
            if x21.unknown_tags:
                _write_tags(out, [], x21.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P1(x1.authorized_operations))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


StreamsGroupDescribeRequest.DECODERS = (_d_StreamsGroupDescribeRequest_v0,)
StreamsGroupDescribeRequest.ENCODERS = (_e_StreamsGroupDescribeRequest_v0,)

StreamsGroupDescribeResponse.DECODERS = (_d_StreamsGroupDescribeResponse_v0,)
StreamsGroupDescribeResponse.ENCODERS = (_e_StreamsGroupDescribeResponse_v0,)
