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
    _i32s,
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
    nt7 = buf[pos]
    if nt7 < 128:
        pos += 1
    else:
        nt7, pos = _uvarint(buf, pos)
    u8 = None
    if nt7:
        last9 = -1
        for _ in range(nt7):
            tg10 = buf[pos]
            if tg10 < 128:
                pos += 1
            else:
                tg10, pos = _uvarint(buf, pos)
            sz11 = buf[pos]
            if sz11 < 128:
                pos += 1
            else:
                sz11, pos = _uvarint(buf, pos)
            te12 = pos + sz11
            if te12 > end:
                raise _short(pos)
            if tg10 <= last9:
                raise _tag_order(pos)
            last9 = tg10
            if u8 is None:
                u8 = {}
            u8[tg10] = buf[pos:te12]
            pos = te12
    o = StreamsGroupDescribeRequest(f_group_ids_1, f_include_authorized_operations_2, u8)
    return o, pos


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
                                        nt59 = buf[pos]
                                        if nt59 < 128:
                                            pos += 1
                                        else:
                                            nt59, pos = _uvarint(buf, pos)
                                        u60 = None
                                        if nt59:
                                            last61 = -1
                                            for _ in range(nt59):
                                                tg62 = buf[pos]
                                                if tg62 < 128:
                                                    pos += 1
                                                else:
                                                    tg62, pos = _uvarint(buf, pos)
                                                sz63 = buf[pos]
                                                if sz63 < 128:
                                                    pos += 1
                                                else:
                                                    sz63, pos = _uvarint(buf, pos)
                                                te64 = pos + sz63
                                                if te64 > end:
                                                    raise _short(pos)
                                                if tg62 <= last61:
                                                    raise _tag_order(pos)
                                                last61 = tg62
                                                if u60 is None:
                                                    u60 = {}
                                                u60[tg62] = buf[pos:te64]
                                                pos = te64
                                        x52 = KeyValue(f_key_53, f_value_54, u60)
                                        ap51(x52)
                                nt65 = buf[pos]
                                if nt65 < 128:
                                    pos += 1
                                else:
                                    nt65, pos = _uvarint(buf, pos)
                                u66 = None
                                if nt65:
                                    last67 = -1
                                    for _ in range(nt65):
                                        tg68 = buf[pos]
                                        if tg68 < 128:
                                            pos += 1
                                        else:
                                            tg68, pos = _uvarint(buf, pos)
                                        sz69 = buf[pos]
                                        if sz69 < 128:
                                            pos += 1
                                        else:
                                            sz69, pos = _uvarint(buf, pos)
                                        te70 = pos + sz69
                                        if te70 > end:
                                            raise _short(pos)
                                        if tg68 <= last67:
                                            raise _tag_order(pos)
                                        last67 = tg68
                                        if u66 is None:
                                            u66 = {}
                                        u66[tg68] = buf[pos:te70]
                                        pos = te70
                                x43 = TopicInfo(f_name_44, f_partitions_45, f_replication_factor_46, f_topic_configs_47, u66)
                                ap42(x43)
                        n71 = buf[pos]
                        if n71 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n71 = (n71 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n71, pos = _uvarint(buf, pos)
                        n71 -= 1
                        if n71 < 0:
                            raise _negative(pos)
                        else:
                            if n71 * 9 > end - pos:
                                raise _short(pos)
                            f_repartition_source_topics_30 = []
                            ap72 = f_repartition_source_topics_30.append
                            for _ in range(n71):
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
                                    e79 = pos + n78
                                    if e79 > end:
                                        raise _short(pos)
                                    f_name_74 = buf[pos:e79].decode()
                                    pos = e79
                                f_partitions_75, f_replication_factor_76 = _S4(buf, pos)
                                pos += 6
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
                                    if n80 * 3 > end - pos:
                                        raise _short(pos)
                                    f_topic_configs_77 = []
                                    ap81 = f_topic_configs_77.append
                                    for _ in range(n80):
                                        n85 = buf[pos]
                                        if n85 < 128:
                                            pos += 1
                                        elif buf[pos + 1] < 128:
                                            n85 = (n85 & 127) | (buf[pos + 1] << 7)
                                            pos += 2
                                        else:
                                            n85, pos = _uvarint(buf, pos)
                                        n85 -= 1
                                        if n85 < 0:
                                            raise _negative(pos)
                                        else:
                                            e86 = pos + n85
                                            if e86 > end:
                                                raise _short(pos)
                                            f_key_83 = buf[pos:e86].decode()
                                            pos = e86
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
                                            e88 = pos + n87
                                            if e88 > end:
                                                raise _short(pos)
                                            f_value_84 = buf[pos:e88].decode()
                                            pos = e88
                                        nt89 = buf[pos]
                                        if nt89 < 128:
                                            pos += 1
                                        else:
                                            nt89, pos = _uvarint(buf, pos)
                                        u90 = None
                                        if nt89:
                                            last91 = -1
                                            for _ in range(nt89):
                                                tg92 = buf[pos]
                                                if tg92 < 128:
                                                    pos += 1
                                                else:
                                                    tg92, pos = _uvarint(buf, pos)
                                                sz93 = buf[pos]
                                                if sz93 < 128:
                                                    pos += 1
                                                else:
                                                    sz93, pos = _uvarint(buf, pos)
                                                te94 = pos + sz93
                                                if te94 > end:
                                                    raise _short(pos)
                                                if tg92 <= last91:
                                                    raise _tag_order(pos)
                                                last91 = tg92
                                                if u90 is None:
                                                    u90 = {}
                                                u90[tg92] = buf[pos:te94]
                                                pos = te94
                                        x82 = KeyValue(f_key_83, f_value_84, u90)
                                        ap81(x82)
                                nt95 = buf[pos]
                                if nt95 < 128:
                                    pos += 1
                                else:
                                    nt95, pos = _uvarint(buf, pos)
                                u96 = None
                                if nt95:
                                    last97 = -1
                                    for _ in range(nt95):
                                        tg98 = buf[pos]
                                        if tg98 < 128:
                                            pos += 1
                                        else:
                                            tg98, pos = _uvarint(buf, pos)
                                        sz99 = buf[pos]
                                        if sz99 < 128:
                                            pos += 1
                                        else:
                                            sz99, pos = _uvarint(buf, pos)
                                        te100 = pos + sz99
                                        if te100 > end:
                                            raise _short(pos)
                                        if tg98 <= last97:
                                            raise _tag_order(pos)
                                        last97 = tg98
                                        if u96 is None:
                                            u96 = {}
                                        u96[tg98] = buf[pos:te100]
                                        pos = te100
                                x73 = TopicInfo(f_name_74, f_partitions_75, f_replication_factor_76, f_topic_configs_77, u96)
                                ap72(x73)
                        nt101 = buf[pos]
                        if nt101 < 128:
                            pos += 1
                        else:
                            nt101, pos = _uvarint(buf, pos)
                        u102 = None
                        if nt101:
                            last103 = -1
                            for _ in range(nt101):
                                tg104 = buf[pos]
                                if tg104 < 128:
                                    pos += 1
                                else:
                                    tg104, pos = _uvarint(buf, pos)
                                sz105 = buf[pos]
                                if sz105 < 128:
                                    pos += 1
                                else:
                                    sz105, pos = _uvarint(buf, pos)
                                te106 = pos + sz105
                                if te106 > end:
                                    raise _short(pos)
                                if tg104 <= last103:
                                    raise _tag_order(pos)
                                last103 = tg104
                                if u102 is None:
                                    u102 = {}
                                u102[tg104] = buf[pos:te106]
                                pos = te106
                        x25 = Subtopology(f_subtopology_id_26, f_source_topics_27, f_repartition_sink_topics_28, f_state_changelog_topics_29, f_repartition_source_topics_30, u102)
                        ap24(x25)
                nt107 = buf[pos]
                if nt107 < 128:
                    pos += 1
                else:
                    nt107, pos = _uvarint(buf, pos)
                u108 = None
                if nt107:
                    last109 = -1
                    for _ in range(nt107):
                        tg110 = buf[pos]
                        if tg110 < 128:
                            pos += 1
                        else:
                            tg110, pos = _uvarint(buf, pos)
                        sz111 = buf[pos]
                        if sz111 < 128:
                            pos += 1
                        else:
                            sz111, pos = _uvarint(buf, pos)
                        te112 = pos + sz111
                        if te112 > end:
                            raise _short(pos)
                        if tg110 <= last109:
                            raise _tag_order(pos)
                        last109 = tg110
                        if u108 is None:
                            u108 = {}
                        u108[tg110] = buf[pos:te112]
                        pos = te112
                f_topology_12 = Topology(f_epoch_21, f_subtopologies_22, u108)
            n113 = buf[pos]
            if n113 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n113 = (n113 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n113, pos = _uvarint(buf, pos)
            n113 -= 1
            if n113 < 0:
                raise _negative(pos)
            else:
                if n113 * 28 > end - pos:
                    raise _short(pos)
                f_members_13 = []
                ap114 = f_members_13.append
                for _ in range(n113):
                    n131 = buf[pos]
                    if n131 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n131 = (n131 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n131, pos = _uvarint(buf, pos)
                    n131 -= 1
                    if n131 < 0:
                        raise _negative(pos)
                    else:
                        e132 = pos + n131
                        if e132 > end:
                            raise _short(pos)
                        f_member_id_116 = buf[pos:e132].decode()
                        pos = e132
                    f_member_epoch_117 = _S1(buf, pos)[0]
                    pos += 4
                    n133 = buf[pos]
                    if n133 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n133 = (n133 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n133, pos = _uvarint(buf, pos)
                    n133 -= 1
                    if n133 == -1:
                        f_instance_id_118 = None
                    elif n133 < 0:
                        raise _negative(pos)
                    else:
                        e134 = pos + n133
                        if e134 > end:
                            raise _short(pos)
                        f_instance_id_118 = buf[pos:e134].decode()
                        pos = e134
                    n135 = buf[pos]
                    if n135 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n135 = (n135 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n135, pos = _uvarint(buf, pos)
                    n135 -= 1
                    if n135 == -1:
                        f_rack_id_119 = None
                    elif n135 < 0:
                        raise _negative(pos)
                    else:
                        e136 = pos + n135
                        if e136 > end:
                            raise _short(pos)
                        f_rack_id_119 = buf[pos:e136].decode()
                        pos = e136
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
                        e138 = pos + n137
                        if e138 > end:
                            raise _short(pos)
                        f_client_id_120 = buf[pos:e138].decode()
                        pos = e138
                    n139 = buf[pos]
                    if n139 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n139 = (n139 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n139, pos = _uvarint(buf, pos)
                    n139 -= 1
                    if n139 < 0:
                        raise _negative(pos)
                    else:
                        e140 = pos + n139
                        if e140 > end:
                            raise _short(pos)
                        f_client_host_121 = buf[pos:e140].decode()
                        pos = e140
                    f_topology_epoch_122 = _S1(buf, pos)[0]
                    pos += 4
                    n141 = buf[pos]
                    if n141 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n141 = (n141 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n141, pos = _uvarint(buf, pos)
                    n141 -= 1
                    if n141 < 0:
                        raise _negative(pos)
                    else:
                        e142 = pos + n141
                        if e142 > end:
                            raise _short(pos)
                        f_process_id_123 = buf[pos:e142].decode()
                        pos = e142
                    if buf[pos] == 255:
                        f_user_endpoint_124 = None
                        pos += 1
                    else:
                        pos += 1
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
                            f_host_143 = buf[pos:e146].decode()
                            pos = e146
                        f_port_144 = _S5(buf, pos)[0]
                        pos += 2
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
                        f_user_endpoint_124 = Endpoint(f_host_143, f_port_144, u148)
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
                        if n153 * 3 > end - pos:
                            raise _short(pos)
                        f_client_tags_125 = []
                        ap154 = f_client_tags_125.append
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
                                f_key_156 = buf[pos:e159].decode()
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
                                e161 = pos + n160
                                if e161 > end:
                                    raise _short(pos)
                                f_value_157 = buf[pos:e161].decode()
                                pos = e161
                            nt162 = buf[pos]
                            if nt162 < 128:
                                pos += 1
                            else:
                                nt162, pos = _uvarint(buf, pos)
                            u163 = None
                            if nt162:
                                last164 = -1
                                for _ in range(nt162):
                                    tg165 = buf[pos]
                                    if tg165 < 128:
                                        pos += 1
                                    else:
                                        tg165, pos = _uvarint(buf, pos)
                                    sz166 = buf[pos]
                                    if sz166 < 128:
                                        pos += 1
                                    else:
                                        sz166, pos = _uvarint(buf, pos)
                                    te167 = pos + sz166
                                    if te167 > end:
                                        raise _short(pos)
                                    if tg165 <= last164:
                                        raise _tag_order(pos)
                                    last164 = tg165
                                    if u163 is None:
                                        u163 = {}
                                    u163[tg165] = buf[pos:te167]
                                    pos = te167
                            x155 = KeyValue(f_key_156, f_value_157, u163)
                            ap154(x155)
                    n168 = buf[pos]
                    if n168 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n168 = (n168 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n168, pos = _uvarint(buf, pos)
                    n168 -= 1
                    if n168 < 0:
                        raise _negative(pos)
                    else:
                        if n168 * 14 > end - pos:
                            raise _short(pos)
                        f_task_offsets_126 = []
                        ap169 = f_task_offsets_126.append
                        for _ in range(n168):
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
                                e175 = pos + n174
                                if e175 > end:
                                    raise _short(pos)
                                f_subtopology_id_171 = buf[pos:e175].decode()
                                pos = e175
                            f_partition_172, f_offset_173 = _S6(buf, pos)
                            pos += 12
                            nt176 = buf[pos]
                            if nt176 < 128:
                                pos += 1
                            else:
                                nt176, pos = _uvarint(buf, pos)
                            u177 = None
                            if nt176:
                                last178 = -1
                                for _ in range(nt176):
                                    tg179 = buf[pos]
                                    if tg179 < 128:
                                        pos += 1
                                    else:
                                        tg179, pos = _uvarint(buf, pos)
                                    sz180 = buf[pos]
                                    if sz180 < 128:
                                        pos += 1
                                    else:
                                        sz180, pos = _uvarint(buf, pos)
                                    te181 = pos + sz180
                                    if te181 > end:
                                        raise _short(pos)
                                    if tg179 <= last178:
                                        raise _tag_order(pos)
                                    last178 = tg179
                                    if u177 is None:
                                        u177 = {}
                                    u177[tg179] = buf[pos:te181]
                                    pos = te181
                            x170 = TaskOffset(f_subtopology_id_171, f_partition_172, f_offset_173, u177)
                            ap169(x170)
                    n182 = buf[pos]
                    if n182 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n182 = (n182 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n182, pos = _uvarint(buf, pos)
                    n182 -= 1
                    if n182 < 0:
                        raise _negative(pos)
                    else:
                        if n182 * 14 > end - pos:
                            raise _short(pos)
                        f_task_end_offsets_127 = []
                        ap183 = f_task_end_offsets_127.append
                        for _ in range(n182):
                            n188 = buf[pos]
                            if n188 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n188 = (n188 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n188, pos = _uvarint(buf, pos)
                            n188 -= 1
                            if n188 < 0:
                                raise _negative(pos)
                            else:
                                e189 = pos + n188
                                if e189 > end:
                                    raise _short(pos)
                                f_subtopology_id_185 = buf[pos:e189].decode()
                                pos = e189
                            f_partition_186, f_offset_187 = _S6(buf, pos)
                            pos += 12
                            nt190 = buf[pos]
                            if nt190 < 128:
                                pos += 1
                            else:
                                nt190, pos = _uvarint(buf, pos)
                            u191 = None
                            if nt190:
                                last192 = -1
                                for _ in range(nt190):
                                    tg193 = buf[pos]
                                    if tg193 < 128:
                                        pos += 1
                                    else:
                                        tg193, pos = _uvarint(buf, pos)
                                    sz194 = buf[pos]
                                    if sz194 < 128:
                                        pos += 1
                                    else:
                                        sz194, pos = _uvarint(buf, pos)
                                    te195 = pos + sz194
                                    if te195 > end:
                                        raise _short(pos)
                                    if tg193 <= last192:
                                        raise _tag_order(pos)
                                    last192 = tg193
                                    if u191 is None:
                                        u191 = {}
                                    u191[tg193] = buf[pos:te195]
                                    pos = te195
                            x184 = TaskOffset(f_subtopology_id_185, f_partition_186, f_offset_187, u191)
                            ap183(x184)
                    n199 = buf[pos]
                    if n199 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n199 = (n199 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n199, pos = _uvarint(buf, pos)
                    n199 -= 1
                    if n199 < 0:
                        raise _negative(pos)
                    else:
                        if n199 * 3 > end - pos:
                            raise _short(pos)
                        f_active_tasks_196 = []
                        ap200 = f_active_tasks_196.append
                        for _ in range(n199):
                            n204 = buf[pos]
                            if n204 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n204 = (n204 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n204, pos = _uvarint(buf, pos)
                            n204 -= 1
                            if n204 < 0:
                                raise _negative(pos)
                            else:
                                e205 = pos + n204
                                if e205 > end:
                                    raise _short(pos)
                                f_subtopology_id_202 = buf[pos:e205].decode()
                                pos = e205
                            n206 = buf[pos]
                            if n206 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n206 = (n206 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n206, pos = _uvarint(buf, pos)
                            n206 -= 1
                            if n206 < 0:
                                raise _negative(pos)
                            else:
                                if n206 * 4 > end - pos:
                                    raise _short(pos)
                                if n206 < 33:
                                    f_partitions_203 = list(_i32s[n206](buf, pos))
                                else:
                                    f_partitions_203 = list(_array('i', n206).unpack_from(buf, pos))
                                pos += n206 * 4
                            nt207 = buf[pos]
                            if nt207 < 128:
                                pos += 1
                            else:
                                nt207, pos = _uvarint(buf, pos)
                            u208 = None
                            if nt207:
                                last209 = -1
                                for _ in range(nt207):
                                    tg210 = buf[pos]
                                    if tg210 < 128:
                                        pos += 1
                                    else:
                                        tg210, pos = _uvarint(buf, pos)
                                    sz211 = buf[pos]
                                    if sz211 < 128:
                                        pos += 1
                                    else:
                                        sz211, pos = _uvarint(buf, pos)
                                    te212 = pos + sz211
                                    if te212 > end:
                                        raise _short(pos)
                                    if tg210 <= last209:
                                        raise _tag_order(pos)
                                    last209 = tg210
                                    if u208 is None:
                                        u208 = {}
                                    u208[tg210] = buf[pos:te212]
                                    pos = te212
                            x201 = TaskIds(f_subtopology_id_202, f_partitions_203, u208)
                            ap200(x201)
                    n213 = buf[pos]
                    if n213 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n213 = (n213 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n213, pos = _uvarint(buf, pos)
                    n213 -= 1
                    if n213 < 0:
                        raise _negative(pos)
                    else:
                        if n213 * 3 > end - pos:
                            raise _short(pos)
                        f_standby_tasks_197 = []
                        ap214 = f_standby_tasks_197.append
                        for _ in range(n213):
                            n218 = buf[pos]
                            if n218 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n218 = (n218 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n218, pos = _uvarint(buf, pos)
                            n218 -= 1
                            if n218 < 0:
                                raise _negative(pos)
                            else:
                                e219 = pos + n218
                                if e219 > end:
                                    raise _short(pos)
                                f_subtopology_id_216 = buf[pos:e219].decode()
                                pos = e219
                            n220 = buf[pos]
                            if n220 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n220 = (n220 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n220, pos = _uvarint(buf, pos)
                            n220 -= 1
                            if n220 < 0:
                                raise _negative(pos)
                            else:
                                if n220 * 4 > end - pos:
                                    raise _short(pos)
                                if n220 < 33:
                                    f_partitions_217 = list(_i32s[n220](buf, pos))
                                else:
                                    f_partitions_217 = list(_array('i', n220).unpack_from(buf, pos))
                                pos += n220 * 4
                            nt221 = buf[pos]
                            if nt221 < 128:
                                pos += 1
                            else:
                                nt221, pos = _uvarint(buf, pos)
                            u222 = None
                            if nt221:
                                last223 = -1
                                for _ in range(nt221):
                                    tg224 = buf[pos]
                                    if tg224 < 128:
                                        pos += 1
                                    else:
                                        tg224, pos = _uvarint(buf, pos)
                                    sz225 = buf[pos]
                                    if sz225 < 128:
                                        pos += 1
                                    else:
                                        sz225, pos = _uvarint(buf, pos)
                                    te226 = pos + sz225
                                    if te226 > end:
                                        raise _short(pos)
                                    if tg224 <= last223:
                                        raise _tag_order(pos)
                                    last223 = tg224
                                    if u222 is None:
                                        u222 = {}
                                    u222[tg224] = buf[pos:te226]
                                    pos = te226
                            x215 = TaskIds(f_subtopology_id_216, f_partitions_217, u222)
                            ap214(x215)
                    n227 = buf[pos]
                    if n227 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n227 = (n227 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n227, pos = _uvarint(buf, pos)
                    n227 -= 1
                    if n227 < 0:
                        raise _negative(pos)
                    else:
                        if n227 * 3 > end - pos:
                            raise _short(pos)
                        f_warmup_tasks_198 = []
                        ap228 = f_warmup_tasks_198.append
                        for _ in range(n227):
                            n232 = buf[pos]
                            if n232 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n232 = (n232 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n232, pos = _uvarint(buf, pos)
                            n232 -= 1
                            if n232 < 0:
                                raise _negative(pos)
                            else:
                                e233 = pos + n232
                                if e233 > end:
                                    raise _short(pos)
                                f_subtopology_id_230 = buf[pos:e233].decode()
                                pos = e233
                            n234 = buf[pos]
                            if n234 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n234 = (n234 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n234, pos = _uvarint(buf, pos)
                            n234 -= 1
                            if n234 < 0:
                                raise _negative(pos)
                            else:
                                if n234 * 4 > end - pos:
                                    raise _short(pos)
                                if n234 < 33:
                                    f_partitions_231 = list(_i32s[n234](buf, pos))
                                else:
                                    f_partitions_231 = list(_array('i', n234).unpack_from(buf, pos))
                                pos += n234 * 4
                            nt235 = buf[pos]
                            if nt235 < 128:
                                pos += 1
                            else:
                                nt235, pos = _uvarint(buf, pos)
                            u236 = None
                            if nt235:
                                last237 = -1
                                for _ in range(nt235):
                                    tg238 = buf[pos]
                                    if tg238 < 128:
                                        pos += 1
                                    else:
                                        tg238, pos = _uvarint(buf, pos)
                                    sz239 = buf[pos]
                                    if sz239 < 128:
                                        pos += 1
                                    else:
                                        sz239, pos = _uvarint(buf, pos)
                                    te240 = pos + sz239
                                    if te240 > end:
                                        raise _short(pos)
                                    if tg238 <= last237:
                                        raise _tag_order(pos)
                                    last237 = tg238
                                    if u236 is None:
                                        u236 = {}
                                    u236[tg238] = buf[pos:te240]
                                    pos = te240
                            x229 = TaskIds(f_subtopology_id_230, f_partitions_231, u236)
                            ap228(x229)
                    nt241 = buf[pos]
                    if nt241 < 128:
                        pos += 1
                    else:
                        nt241, pos = _uvarint(buf, pos)
                    u242 = None
                    if nt241:
                        last243 = -1
                        for _ in range(nt241):
                            tg244 = buf[pos]
                            if tg244 < 128:
                                pos += 1
                            else:
                                tg244, pos = _uvarint(buf, pos)
                            sz245 = buf[pos]
                            if sz245 < 128:
                                pos += 1
                            else:
                                sz245, pos = _uvarint(buf, pos)
                            te246 = pos + sz245
                            if te246 > end:
                                raise _short(pos)
                            if tg244 <= last243:
                                raise _tag_order(pos)
                            last243 = tg244
                            if u242 is None:
                                u242 = {}
                            u242[tg244] = buf[pos:te246]
                            pos = te246
                    f_assignment_128 = Assignment(f_active_tasks_196, f_standby_tasks_197, f_warmup_tasks_198, u242)
                    n250 = buf[pos]
                    if n250 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n250 = (n250 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n250, pos = _uvarint(buf, pos)
                    n250 -= 1
                    if n250 < 0:
                        raise _negative(pos)
                    else:
                        if n250 * 3 > end - pos:
                            raise _short(pos)
                        f_active_tasks_247 = []
                        ap251 = f_active_tasks_247.append
                        for _ in range(n250):
                            n255 = buf[pos]
                            if n255 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n255 = (n255 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n255, pos = _uvarint(buf, pos)
                            n255 -= 1
                            if n255 < 0:
                                raise _negative(pos)
                            else:
                                e256 = pos + n255
                                if e256 > end:
                                    raise _short(pos)
                                f_subtopology_id_253 = buf[pos:e256].decode()
                                pos = e256
                            n257 = buf[pos]
                            if n257 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n257 = (n257 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n257, pos = _uvarint(buf, pos)
                            n257 -= 1
                            if n257 < 0:
                                raise _negative(pos)
                            else:
                                if n257 * 4 > end - pos:
                                    raise _short(pos)
                                if n257 < 33:
                                    f_partitions_254 = list(_i32s[n257](buf, pos))
                                else:
                                    f_partitions_254 = list(_array('i', n257).unpack_from(buf, pos))
                                pos += n257 * 4
                            nt258 = buf[pos]
                            if nt258 < 128:
                                pos += 1
                            else:
                                nt258, pos = _uvarint(buf, pos)
                            u259 = None
                            if nt258:
                                last260 = -1
                                for _ in range(nt258):
                                    tg261 = buf[pos]
                                    if tg261 < 128:
                                        pos += 1
                                    else:
                                        tg261, pos = _uvarint(buf, pos)
                                    sz262 = buf[pos]
                                    if sz262 < 128:
                                        pos += 1
                                    else:
                                        sz262, pos = _uvarint(buf, pos)
                                    te263 = pos + sz262
                                    if te263 > end:
                                        raise _short(pos)
                                    if tg261 <= last260:
                                        raise _tag_order(pos)
                                    last260 = tg261
                                    if u259 is None:
                                        u259 = {}
                                    u259[tg261] = buf[pos:te263]
                                    pos = te263
                            x252 = TaskIds(f_subtopology_id_253, f_partitions_254, u259)
                            ap251(x252)
                    n264 = buf[pos]
                    if n264 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n264 = (n264 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n264, pos = _uvarint(buf, pos)
                    n264 -= 1
                    if n264 < 0:
                        raise _negative(pos)
                    else:
                        if n264 * 3 > end - pos:
                            raise _short(pos)
                        f_standby_tasks_248 = []
                        ap265 = f_standby_tasks_248.append
                        for _ in range(n264):
                            n269 = buf[pos]
                            if n269 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n269 = (n269 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n269, pos = _uvarint(buf, pos)
                            n269 -= 1
                            if n269 < 0:
                                raise _negative(pos)
                            else:
                                e270 = pos + n269
                                if e270 > end:
                                    raise _short(pos)
                                f_subtopology_id_267 = buf[pos:e270].decode()
                                pos = e270
                            n271 = buf[pos]
                            if n271 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n271 = (n271 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n271, pos = _uvarint(buf, pos)
                            n271 -= 1
                            if n271 < 0:
                                raise _negative(pos)
                            else:
                                if n271 * 4 > end - pos:
                                    raise _short(pos)
                                if n271 < 33:
                                    f_partitions_268 = list(_i32s[n271](buf, pos))
                                else:
                                    f_partitions_268 = list(_array('i', n271).unpack_from(buf, pos))
                                pos += n271 * 4
                            nt272 = buf[pos]
                            if nt272 < 128:
                                pos += 1
                            else:
                                nt272, pos = _uvarint(buf, pos)
                            u273 = None
                            if nt272:
                                last274 = -1
                                for _ in range(nt272):
                                    tg275 = buf[pos]
                                    if tg275 < 128:
                                        pos += 1
                                    else:
                                        tg275, pos = _uvarint(buf, pos)
                                    sz276 = buf[pos]
                                    if sz276 < 128:
                                        pos += 1
                                    else:
                                        sz276, pos = _uvarint(buf, pos)
                                    te277 = pos + sz276
                                    if te277 > end:
                                        raise _short(pos)
                                    if tg275 <= last274:
                                        raise _tag_order(pos)
                                    last274 = tg275
                                    if u273 is None:
                                        u273 = {}
                                    u273[tg275] = buf[pos:te277]
                                    pos = te277
                            x266 = TaskIds(f_subtopology_id_267, f_partitions_268, u273)
                            ap265(x266)
                    n278 = buf[pos]
                    if n278 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n278 = (n278 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n278, pos = _uvarint(buf, pos)
                    n278 -= 1
                    if n278 < 0:
                        raise _negative(pos)
                    else:
                        if n278 * 3 > end - pos:
                            raise _short(pos)
                        f_warmup_tasks_249 = []
                        ap279 = f_warmup_tasks_249.append
                        for _ in range(n278):
                            n283 = buf[pos]
                            if n283 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n283 = (n283 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n283, pos = _uvarint(buf, pos)
                            n283 -= 1
                            if n283 < 0:
                                raise _negative(pos)
                            else:
                                e284 = pos + n283
                                if e284 > end:
                                    raise _short(pos)
                                f_subtopology_id_281 = buf[pos:e284].decode()
                                pos = e284
                            n285 = buf[pos]
                            if n285 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n285 = (n285 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n285, pos = _uvarint(buf, pos)
                            n285 -= 1
                            if n285 < 0:
                                raise _negative(pos)
                            else:
                                if n285 * 4 > end - pos:
                                    raise _short(pos)
                                if n285 < 33:
                                    f_partitions_282 = list(_i32s[n285](buf, pos))
                                else:
                                    f_partitions_282 = list(_array('i', n285).unpack_from(buf, pos))
                                pos += n285 * 4
                            nt286 = buf[pos]
                            if nt286 < 128:
                                pos += 1
                            else:
                                nt286, pos = _uvarint(buf, pos)
                            u287 = None
                            if nt286:
                                last288 = -1
                                for _ in range(nt286):
                                    tg289 = buf[pos]
                                    if tg289 < 128:
                                        pos += 1
                                    else:
                                        tg289, pos = _uvarint(buf, pos)
                                    sz290 = buf[pos]
                                    if sz290 < 128:
                                        pos += 1
                                    else:
                                        sz290, pos = _uvarint(buf, pos)
                                    te291 = pos + sz290
                                    if te291 > end:
                                        raise _short(pos)
                                    if tg289 <= last288:
                                        raise _tag_order(pos)
                                    last288 = tg289
                                    if u287 is None:
                                        u287 = {}
                                    u287[tg289] = buf[pos:te291]
                                    pos = te291
                            x280 = TaskIds(f_subtopology_id_281, f_partitions_282, u287)
                            ap279(x280)
                    nt292 = buf[pos]
                    if nt292 < 128:
                        pos += 1
                    else:
                        nt292, pos = _uvarint(buf, pos)
                    u293 = None
                    if nt292:
                        last294 = -1
                        for _ in range(nt292):
                            tg295 = buf[pos]
                            if tg295 < 128:
                                pos += 1
                            else:
                                tg295, pos = _uvarint(buf, pos)
                            sz296 = buf[pos]
                            if sz296 < 128:
                                pos += 1
                            else:
                                sz296, pos = _uvarint(buf, pos)
                            te297 = pos + sz296
                            if te297 > end:
                                raise _short(pos)
                            if tg295 <= last294:
                                raise _tag_order(pos)
                            last294 = tg295
                            if u293 is None:
                                u293 = {}
                            u293[tg295] = buf[pos:te297]
                            pos = te297
                    f_target_assignment_129 = Assignment(f_active_tasks_247, f_standby_tasks_248, f_warmup_tasks_249, u293)
                    f_is_classic_130 = _S0(buf, pos)[0]
                    pos += 1
                    nt298 = buf[pos]
                    if nt298 < 128:
                        pos += 1
                    else:
                        nt298, pos = _uvarint(buf, pos)
                    u299 = None
                    if nt298:
                        last300 = -1
                        for _ in range(nt298):
                            tg301 = buf[pos]
                            if tg301 < 128:
                                pos += 1
                            else:
                                tg301, pos = _uvarint(buf, pos)
                            sz302 = buf[pos]
                            if sz302 < 128:
                                pos += 1
                            else:
                                sz302, pos = _uvarint(buf, pos)
                            te303 = pos + sz302
                            if te303 > end:
                                raise _short(pos)
                            if tg301 <= last300:
                                raise _tag_order(pos)
                            last300 = tg301
                            if u299 is None:
                                u299 = {}
                            u299[tg301] = buf[pos:te303]
                            pos = te303
                    x115 = Member(f_member_id_116, f_member_epoch_117, f_instance_id_118, f_rack_id_119, f_client_id_120, f_client_host_121, f_topology_epoch_122, f_process_id_123, f_user_endpoint_124, f_client_tags_125, f_task_offsets_126, f_task_end_offsets_127, f_assignment_128, f_target_assignment_129, f_is_classic_130, u299)
                    ap114(x115)
            f_authorized_operations_14 = _S1(buf, pos)[0]
            pos += 4
            nt304 = buf[pos]
            if nt304 < 128:
                pos += 1
            else:
                nt304, pos = _uvarint(buf, pos)
            u305 = None
            if nt304:
                last306 = -1
                for _ in range(nt304):
                    tg307 = buf[pos]
                    if tg307 < 128:
                        pos += 1
                    else:
                        tg307, pos = _uvarint(buf, pos)
                    sz308 = buf[pos]
                    if sz308 < 128:
                        pos += 1
                    else:
                        sz308, pos = _uvarint(buf, pos)
                    te309 = pos + sz308
                    if te309 > end:
                        raise _short(pos)
                    if tg307 <= last306:
                        raise _tag_order(pos)
                    last306 = tg307
                    if u305 is None:
                        u305 = {}
                    u305[tg307] = buf[pos:te309]
                    pos = te309
            x5 = DescribedGroup(f_error_code_6, f_error_message_7, f_group_id_8, f_group_state_9, f_group_epoch_10, f_assignment_epoch_11, f_topology_12, f_members_13, f_authorized_operations_14, u305)
            ap4(x5)
    nt310 = buf[pos]
    if nt310 < 128:
        pos += 1
    else:
        nt310, pos = _uvarint(buf, pos)
    u311 = None
    if nt310:
        last312 = -1
        for _ in range(nt310):
            tg313 = buf[pos]
            if tg313 < 128:
                pos += 1
            else:
                tg313, pos = _uvarint(buf, pos)
            sz314 = buf[pos]
            if sz314 < 128:
                pos += 1
            else:
                sz314, pos = _uvarint(buf, pos)
            te315 = pos + sz314
            if te315 > end:
                raise _short(pos)
            if tg313 <= last312:
                raise _tag_order(pos)
            last312 = tg313
            if u311 is None:
                u311 = {}
            u311[tg313] = buf[pos:te315]
            pos = te315
    o = StreamsGroupDescribeResponse(f_throttle_time_ms_1, f_groups_2, u311)
    return o, pos


def _e_StreamsGroupDescribeResponse_v0(o: StreamsGroupDescribeResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms)
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
        out += _P2(x1.error_code)
        if x1.error_message is None:
            out.append(0)
        else:
            b2 = x1.error_message.encode()
            if len(b2) + 1 < 128:
                out.append(len(b2) + 1)
            else:
                out += _encode_uvarint(len(b2) + 1)
            out += b2
        b3 = x1.group_id.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
        b4 = x1.group_state.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
        out += _P3(x1.group_epoch, x1.assignment_epoch)
        if x1.topology is None:
            out.append(255)
        else:
            out.append(1)
            out += _P1(x1.topology.epoch)
            if x1.topology.subtopologies is None:
                out.append(0)
            else:
                if len(x1.topology.subtopologies) + 1 < 128:
                    out.append(len(x1.topology.subtopologies) + 1)
                else:
                    out += _encode_uvarint(len(x1.topology.subtopologies) + 1)
                for x5 in x1.topology.subtopologies:
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
                    if len(x5.repartition_sink_topics) + 1 < 128:
                        out.append(len(x5.repartition_sink_topics) + 1)
                    else:
                        out += _encode_uvarint(len(x5.repartition_sink_topics) + 1)
                    for x9 in x5.repartition_sink_topics:
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
                        out += _P4(x11.partitions, x11.replication_factor)
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
                    if len(x5.repartition_source_topics) + 1 < 128:
                        out.append(len(x5.repartition_source_topics) + 1)
                    else:
                        out += _encode_uvarint(len(x5.repartition_source_topics) + 1)
                    for x16 in x5.repartition_source_topics:
                        b17 = x16.name.encode()
                        if len(b17) + 1 < 128:
                            out.append(len(b17) + 1)
                        else:
                            out += _encode_uvarint(len(b17) + 1)
                        out += b17
                        out += _P4(x16.partitions, x16.replication_factor)
                        if len(x16.topic_configs) + 1 < 128:
                            out.append(len(x16.topic_configs) + 1)
                        else:
                            out += _encode_uvarint(len(x16.topic_configs) + 1)
                        for x18 in x16.topic_configs:
                            b19 = x18.key.encode()
                            if len(b19) + 1 < 128:
                                out.append(len(b19) + 1)
                            else:
                                out += _encode_uvarint(len(b19) + 1)
                            out += b19
                            b20 = x18.value.encode()
                            if len(b20) + 1 < 128:
                                out.append(len(b20) + 1)
                            else:
                                out += _encode_uvarint(len(b20) + 1)
                            out += b20
                            if x18.unknown_tags:
                                _write_tags(out, [], x18.unknown_tags)
                            else:
                                out.append(0)
                        if x16.unknown_tags:
                            _write_tags(out, [], x16.unknown_tags)
                        else:
                            out.append(0)
                    if x5.unknown_tags:
                        _write_tags(out, [], x5.unknown_tags)
                    else:
                        out.append(0)
            if x1.topology.unknown_tags:
                _write_tags(out, [], x1.topology.unknown_tags)
            else:
                out.append(0)
        if len(x1.members) + 1 < 128:
            out.append(len(x1.members) + 1)
        else:
            out += _encode_uvarint(len(x1.members) + 1)
        for x21 in x1.members:
            b22 = x21.member_id.encode()
            if len(b22) + 1 < 128:
                out.append(len(b22) + 1)
            else:
                out += _encode_uvarint(len(b22) + 1)
            out += b22
            out += _P1(x21.member_epoch)
            if x21.instance_id is None:
                out.append(0)
            else:
                b23 = x21.instance_id.encode()
                if len(b23) + 1 < 128:
                    out.append(len(b23) + 1)
                else:
                    out += _encode_uvarint(len(b23) + 1)
                out += b23
            if x21.rack_id is None:
                out.append(0)
            else:
                b24 = x21.rack_id.encode()
                if len(b24) + 1 < 128:
                    out.append(len(b24) + 1)
                else:
                    out += _encode_uvarint(len(b24) + 1)
                out += b24
            b25 = x21.client_id.encode()
            if len(b25) + 1 < 128:
                out.append(len(b25) + 1)
            else:
                out += _encode_uvarint(len(b25) + 1)
            out += b25
            b26 = x21.client_host.encode()
            if len(b26) + 1 < 128:
                out.append(len(b26) + 1)
            else:
                out += _encode_uvarint(len(b26) + 1)
            out += b26
            out += _P1(x21.topology_epoch)
            b27 = x21.process_id.encode()
            if len(b27) + 1 < 128:
                out.append(len(b27) + 1)
            else:
                out += _encode_uvarint(len(b27) + 1)
            out += b27
            if x21.user_endpoint is None:
                out.append(255)
            else:
                out.append(1)
                b28 = x21.user_endpoint.host.encode()
                if len(b28) + 1 < 128:
                    out.append(len(b28) + 1)
                else:
                    out += _encode_uvarint(len(b28) + 1)
                out += b28
                out += _P5(x21.user_endpoint.port)
                if x21.user_endpoint.unknown_tags:
                    _write_tags(out, [], x21.user_endpoint.unknown_tags)
                else:
                    out.append(0)
            if len(x21.client_tags) + 1 < 128:
                out.append(len(x21.client_tags) + 1)
            else:
                out += _encode_uvarint(len(x21.client_tags) + 1)
            for x29 in x21.client_tags:
                b30 = x29.key.encode()
                if len(b30) + 1 < 128:
                    out.append(len(b30) + 1)
                else:
                    out += _encode_uvarint(len(b30) + 1)
                out += b30
                b31 = x29.value.encode()
                if len(b31) + 1 < 128:
                    out.append(len(b31) + 1)
                else:
                    out += _encode_uvarint(len(b31) + 1)
                out += b31
                if x29.unknown_tags:
                    _write_tags(out, [], x29.unknown_tags)
                else:
                    out.append(0)
            if len(x21.task_offsets) + 1 < 128:
                out.append(len(x21.task_offsets) + 1)
            else:
                out += _encode_uvarint(len(x21.task_offsets) + 1)
            for x32 in x21.task_offsets:
                b33 = x32.subtopology_id.encode()
                if len(b33) + 1 < 128:
                    out.append(len(b33) + 1)
                else:
                    out += _encode_uvarint(len(b33) + 1)
                out += b33
                out += _P6(x32.partition, x32.offset)
                if x32.unknown_tags:
                    _write_tags(out, [], x32.unknown_tags)
                else:
                    out.append(0)
            if len(x21.task_end_offsets) + 1 < 128:
                out.append(len(x21.task_end_offsets) + 1)
            else:
                out += _encode_uvarint(len(x21.task_end_offsets) + 1)
            for x34 in x21.task_end_offsets:
                b35 = x34.subtopology_id.encode()
                if len(b35) + 1 < 128:
                    out.append(len(b35) + 1)
                else:
                    out += _encode_uvarint(len(b35) + 1)
                out += b35
                out += _P6(x34.partition, x34.offset)
                if x34.unknown_tags:
                    _write_tags(out, [], x34.unknown_tags)
                else:
                    out.append(0)
            if len(x21.assignment.active_tasks) + 1 < 128:
                out.append(len(x21.assignment.active_tasks) + 1)
            else:
                out += _encode_uvarint(len(x21.assignment.active_tasks) + 1)
            for x36 in x21.assignment.active_tasks:
                b37 = x36.subtopology_id.encode()
                if len(b37) + 1 < 128:
                    out.append(len(b37) + 1)
                else:
                    out += _encode_uvarint(len(b37) + 1)
                out += b37
                if len(x36.partitions) + 1 < 128:
                    out.append(len(x36.partitions) + 1)
                else:
                    out += _encode_uvarint(len(x36.partitions) + 1)
                out += _array('i', len(x36.partitions)).pack(*x36.partitions)
                if x36.unknown_tags:
                    _write_tags(out, [], x36.unknown_tags)
                else:
                    out.append(0)
            if len(x21.assignment.standby_tasks) + 1 < 128:
                out.append(len(x21.assignment.standby_tasks) + 1)
            else:
                out += _encode_uvarint(len(x21.assignment.standby_tasks) + 1)
            for x38 in x21.assignment.standby_tasks:
                b39 = x38.subtopology_id.encode()
                if len(b39) + 1 < 128:
                    out.append(len(b39) + 1)
                else:
                    out += _encode_uvarint(len(b39) + 1)
                out += b39
                if len(x38.partitions) + 1 < 128:
                    out.append(len(x38.partitions) + 1)
                else:
                    out += _encode_uvarint(len(x38.partitions) + 1)
                out += _array('i', len(x38.partitions)).pack(*x38.partitions)
                if x38.unknown_tags:
                    _write_tags(out, [], x38.unknown_tags)
                else:
                    out.append(0)
            if len(x21.assignment.warmup_tasks) + 1 < 128:
                out.append(len(x21.assignment.warmup_tasks) + 1)
            else:
                out += _encode_uvarint(len(x21.assignment.warmup_tasks) + 1)
            for x40 in x21.assignment.warmup_tasks:
                b41 = x40.subtopology_id.encode()
                if len(b41) + 1 < 128:
                    out.append(len(b41) + 1)
                else:
                    out += _encode_uvarint(len(b41) + 1)
                out += b41
                if len(x40.partitions) + 1 < 128:
                    out.append(len(x40.partitions) + 1)
                else:
                    out += _encode_uvarint(len(x40.partitions) + 1)
                out += _array('i', len(x40.partitions)).pack(*x40.partitions)
                if x40.unknown_tags:
                    _write_tags(out, [], x40.unknown_tags)
                else:
                    out.append(0)
            if x21.assignment.unknown_tags:
                _write_tags(out, [], x21.assignment.unknown_tags)
            else:
                out.append(0)
            if len(x21.target_assignment.active_tasks) + 1 < 128:
                out.append(len(x21.target_assignment.active_tasks) + 1)
            else:
                out += _encode_uvarint(len(x21.target_assignment.active_tasks) + 1)
            for x42 in x21.target_assignment.active_tasks:
                b43 = x42.subtopology_id.encode()
                if len(b43) + 1 < 128:
                    out.append(len(b43) + 1)
                else:
                    out += _encode_uvarint(len(b43) + 1)
                out += b43
                if len(x42.partitions) + 1 < 128:
                    out.append(len(x42.partitions) + 1)
                else:
                    out += _encode_uvarint(len(x42.partitions) + 1)
                out += _array('i', len(x42.partitions)).pack(*x42.partitions)
                if x42.unknown_tags:
                    _write_tags(out, [], x42.unknown_tags)
                else:
                    out.append(0)
            if len(x21.target_assignment.standby_tasks) + 1 < 128:
                out.append(len(x21.target_assignment.standby_tasks) + 1)
            else:
                out += _encode_uvarint(len(x21.target_assignment.standby_tasks) + 1)
            for x44 in x21.target_assignment.standby_tasks:
                b45 = x44.subtopology_id.encode()
                if len(b45) + 1 < 128:
                    out.append(len(b45) + 1)
                else:
                    out += _encode_uvarint(len(b45) + 1)
                out += b45
                if len(x44.partitions) + 1 < 128:
                    out.append(len(x44.partitions) + 1)
                else:
                    out += _encode_uvarint(len(x44.partitions) + 1)
                out += _array('i', len(x44.partitions)).pack(*x44.partitions)
                if x44.unknown_tags:
                    _write_tags(out, [], x44.unknown_tags)
                else:
                    out.append(0)
            if len(x21.target_assignment.warmup_tasks) + 1 < 128:
                out.append(len(x21.target_assignment.warmup_tasks) + 1)
            else:
                out += _encode_uvarint(len(x21.target_assignment.warmup_tasks) + 1)
            for x46 in x21.target_assignment.warmup_tasks:
                b47 = x46.subtopology_id.encode()
                if len(b47) + 1 < 128:
                    out.append(len(b47) + 1)
                else:
                    out += _encode_uvarint(len(b47) + 1)
                out += b47
                if len(x46.partitions) + 1 < 128:
                    out.append(len(x46.partitions) + 1)
                else:
                    out += _encode_uvarint(len(x46.partitions) + 1)
                out += _array('i', len(x46.partitions)).pack(*x46.partitions)
                if x46.unknown_tags:
                    _write_tags(out, [], x46.unknown_tags)
                else:
                    out.append(0)
            if x21.target_assignment.unknown_tags:
                _write_tags(out, [], x21.target_assignment.unknown_tags)
            else:
                out.append(0)
            out += _P0(x21.is_classic)
            if x21.unknown_tags:
                _write_tags(out, [], x21.unknown_tags)
            else:
                out.append(0)
        out += _P1(x1.authorized_operations)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


StreamsGroupDescribeRequest.DECODERS = (_d_StreamsGroupDescribeRequest_v0,)
StreamsGroupDescribeRequest.ENCODERS = (_e_StreamsGroupDescribeRequest_v0,)

StreamsGroupDescribeResponse.DECODERS = (_d_StreamsGroupDescribeResponse_v0,)
StreamsGroupDescribeResponse.ENCODERS = (_e_StreamsGroupDescribeResponse_v0,)
