# generated from defs/069-consumer-group-describe.kw; do not edit
"""ConsumerGroupDescribe: API key 69, versions 0..1, flexible from 0."""

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

__all__ = ['Assignment', 'ConsumerGroupDescribeRequest', 'ConsumerGroupDescribeResponse', 'DescribedGroup', 'Member', 'TopicPartitions']

_S0 = _Struct('>?B').unpack_from
_P0 = _Struct('>?B').pack
_S1 = _Struct('>B').unpack_from
_P1 = _Struct('>B').pack
_S2 = _Struct('>iB').unpack_from
_P2 = _Struct('>iB').pack
_S3 = _Struct('>hB').unpack_from
_P3 = _Struct('>hB').pack
_S4 = _Struct('>iiB').unpack_from
_P4 = _Struct('>iiB').pack
_S5 = _Struct('>16sB').unpack_from
_P5 = _Struct('>16sB').pack
_S6 = _Struct('>bB').unpack_from
_P6 = _Struct('>bB').pack
_S7 = _Struct('>i').unpack_from
_P7 = _Struct('>i').pack
_S8 = _Struct('>h').unpack_from
_P8 = _Struct('>h').pack
_S9 = _Struct('>ii').unpack_from
_P9 = _Struct('>ii').pack
_S10 = _Struct('>16s').unpack_from
_P10 = _Struct('>16s').pack
_S11 = _Struct('>b').unpack_from
_P11 = _Struct('>b').pack


class ConsumerGroupDescribeRequest(Request["ConsumerGroupDescribeResponse"]):
    """ConsumerGroupDescribe request (API key 69), versions 0..1."""

    __slots__ = ('group_ids', 'include_authorized_operations')
    API_KEY = 69
    API_NAME = 'ConsumerGroupDescribe'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 1
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


class TopicPartitions(Struct):
    """Element TopicPartitions of ConsumerGroupDescribe."""

    __slots__ = ('topic_id', 'topic_name', 'partitions')
    topic_id: UUID
    topic_name: str
    partitions: list[int]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        topic_name: str = "",
        partitions: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.topic_name = topic_name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class Assignment(Struct):
    """Element Assignment of ConsumerGroupDescribe."""

    __slots__ = ('topic_partitions',)
    topic_partitions: list[TopicPartitions]

    def __init__(
        self,
        topic_partitions: list[TopicPartitions] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_partitions = [] if topic_partitions is DEFAULT else topic_partitions
        self.unknown_tags = unknown_tags


class Member(Struct):
    """Element Member of ConsumerGroupDescribe."""

    __slots__ = ('member_id', 'instance_id', 'rack_id', 'member_epoch', 'client_id', 'client_host', 'subscribed_topic_names', 'subscribed_topic_regex', 'assignment', 'target_assignment', 'member_type')
    member_id: str
    instance_id: str | None
    rack_id: str | None
    member_epoch: int
    client_id: str
    client_host: str
    subscribed_topic_names: list[str]
    subscribed_topic_regex: str | None
    assignment: Assignment
    target_assignment: Assignment
    member_type: int

    def __init__(
        self,
        member_id: str = "",
        instance_id: str | None = None,
        rack_id: str | None = None,
        member_epoch: int = 0,
        client_id: str = "",
        client_host: str = "",
        subscribed_topic_names: list[str] = DEFAULT,
        subscribed_topic_regex: str | None = None,
        assignment: Assignment = DEFAULT,
        target_assignment: Assignment = DEFAULT,
        member_type: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.member_id = member_id
        self.instance_id = instance_id
        self.rack_id = rack_id
        self.member_epoch = member_epoch
        self.client_id = client_id
        self.client_host = client_host
        self.subscribed_topic_names = [] if subscribed_topic_names is DEFAULT else subscribed_topic_names
        self.subscribed_topic_regex = subscribed_topic_regex
        self.assignment = Assignment() if assignment is DEFAULT else assignment
        self.target_assignment = Assignment() if target_assignment is DEFAULT else target_assignment
        self.member_type = member_type
        self.unknown_tags = unknown_tags


class DescribedGroup(Struct):
    """Element DescribedGroup of ConsumerGroupDescribe."""

    __slots__ = ('error_code', 'error_message', 'group_id', 'group_state', 'group_epoch', 'assignment_epoch', 'assignor_name', 'members', 'authorized_operations')
    error_code: int
    error_message: str | None
    group_id: str
    group_state: str
    group_epoch: int
    assignment_epoch: int
    assignor_name: str
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
        assignor_name: str = "",
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
        self.assignor_name = assignor_name
        self.members = [] if members is DEFAULT else members
        self.authorized_operations = authorized_operations
        self.unknown_tags = unknown_tags


class ConsumerGroupDescribeResponse(Message):
    """ConsumerGroupDescribe response (API key 69), versions 0..1."""

    __slots__ = ('throttle_time_ms', 'groups')
    API_KEY = 69
    API_NAME = 'ConsumerGroupDescribe'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 1
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

ConsumerGroupDescribeRequest.FIELDS = (
    FieldSpec('group_ids', 'array', 'string', (0, 1), None, DEFAULT),
    FieldSpec('include_authorized_operations', 'prim', 'bool', (0, 1), None, False),
)

TopicPartitions.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 1), None, ZERO_UUID),
    FieldSpec('topic_name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('partitions', 'array', 'int32', (0, 1), None, DEFAULT),
)

Assignment.FIELDS = (
    FieldSpec('topic_partitions', 'array', 'TopicPartitions', (0, 1), None, DEFAULT, struct=TopicPartitions),
)

Member.FIELDS = (
    FieldSpec('member_id', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('instance_id', 'prim', 'string', (0, 1), (0, 1), None),
    FieldSpec('rack_id', 'prim', 'string', (0, 1), (0, 1), None),
    FieldSpec('member_epoch', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('client_id', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('client_host', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('subscribed_topic_names', 'array', 'string', (0, 1), None, DEFAULT),
    FieldSpec('subscribed_topic_regex', 'prim', 'string', (0, 1), (0, 1), None),
    FieldSpec('assignment', 'struct', 'Assignment', (0, 1), None, DEFAULT, struct=Assignment),
    FieldSpec('target_assignment', 'struct', 'Assignment', (0, 1), None, DEFAULT, struct=Assignment),
    FieldSpec('member_type', 'prim', 'int8', (1, 1), None, -1),
)

DescribedGroup.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 1), (0, 1), None),
    FieldSpec('group_id', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('group_state', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('group_epoch', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('assignment_epoch', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('assignor_name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('members', 'array', 'Member', (0, 1), None, DEFAULT, struct=Member),
    FieldSpec('authorized_operations', 'prim', 'int32', (0, 1), None, -2147483648),
)

ConsumerGroupDescribeResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('groups', 'array', 'DescribedGroup', (0, 1), None, DEFAULT, struct=DescribedGroup),
)


def _d_ConsumerGroupDescribeRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ConsumerGroupDescribeRequest, int]:
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
    o = _new(ConsumerGroupDescribeRequest)
    o.group_ids = f_group_ids_1
    o.include_authorized_operations = f_include_authorized_operations_2
    o.unknown_tags = u8
    return o, pos


def _e_ConsumerGroupDescribeRequest_v0(o: ConsumerGroupDescribeRequest, out: list[bytes]) -> None:
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


def _d_ConsumerGroupDescribeResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ConsumerGroupDescribeResponse, int]:
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
                f_group_epoch_9, f_assignment_epoch_10, pk20 = _S4(buf, pos)
                pos += 9
                if pk20 < 128:
                    pk20 -= 1
                elif buf[pos] < 128:
                    pk20 = pk20 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk20, pos = _string_uvarint(buf, pos - 1)
                    pk20 -= 1
                if pk20 < 0:
                    raise _negative(pos)
                else:
                    e21 = pos + pk20
                    if e21 > end:
                        raise _short(pos)
                    f_assignor_name_11 = buf[pos:e21].decode()
                    pos = e21
                n22 = buf[pos]
                if n22 < 128:
                    pos += 1
                    n22 -= 1
                elif buf[pos + 1] < 128:
                    n22 = n22 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n22, pos = _uvarint(buf, pos)
                    n22 -= 1
                if n22 < 0:
                    raise _negative(pos)
                else:
                    if n22 * 16 > end - pos:
                        raise _short(pos)
                    f_members_12 = []
                    if n22:
                        for _ in (_ranges[n22] if n22 < 256 else range(n22)):
                            n35 = buf[pos]
                            if n35 < 128:
                                pos += 1
                                n35 -= 1
                            elif buf[pos + 1] < 128:
                                n35 = n35 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n35, pos = _string_uvarint(buf, pos)
                                n35 -= 1
                            if n35 < 0:
                                raise _negative(pos)
                            else:
                                e36 = pos + n35
                                if e36 > end:
                                    raise _short(pos)
                                f_member_id_24 = buf[pos:e36].decode()
                                pos = e36
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
                            if n37 == -1:
                                f_instance_id_25 = None
                            else:
                                e38 = pos + n37
                                if e38 > end:
                                    raise _short(pos)
                                f_instance_id_25 = buf[pos:e38].decode()
                                pos = e38
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
                            if n39 == -1:
                                f_rack_id_26 = None
                            else:
                                e40 = pos + n39
                                if e40 > end:
                                    raise _short(pos)
                                f_rack_id_26 = buf[pos:e40].decode()
                                pos = e40
                            f_member_epoch_27, pk41 = _S2(buf, pos)
                            pos += 5
                            if pk41 < 128:
                                pk41 -= 1
                            elif buf[pos] < 128:
                                pk41 = pk41 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk41, pos = _string_uvarint(buf, pos - 1)
                                pk41 -= 1
                            if pk41 < 0:
                                raise _negative(pos)
                            else:
                                e42 = pos + pk41
                                if e42 > end:
                                    raise _short(pos)
                                f_client_id_28 = buf[pos:e42].decode()
                                pos = e42
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
                                f_client_host_29 = buf[pos:e44].decode()
                                pos = e44
                            n45 = buf[pos]
                            if n45 < 128:
                                pos += 1
                                n45 -= 1
                            elif buf[pos + 1] < 128:
                                n45 = n45 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n45, pos = _uvarint(buf, pos)
                                n45 -= 1
                            if n45 < 0:
                                raise _negative(pos)
                            else:
                                if n45 > end - pos:
                                    raise _short(pos)
                                f_subscribed_topic_names_30 = []
                                for _ in (_ranges[n45] if n45 < 256 else range(n45)):
                                    n47 = buf[pos]
                                    if n47 < 128:
                                        pos += 1
                                        n47 -= 1
                                    elif buf[pos + 1] < 128:
                                        n47 = n47 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n47, pos = _string_uvarint(buf, pos)
                                        n47 -= 1
                                    if n47 < 0:
                                        raise _negative(pos)
                                    else:
                                        e48 = pos + n47
                                        if e48 > end:
                                            raise _short(pos)
                                        x46 = buf[pos:e48].decode()
                                        pos = e48
                                    f_subscribed_topic_names_30.append(x46)
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
                            if n49 == -1:
                                f_subscribed_topic_regex_31 = None
                            else:
                                e50 = pos + n49
                                if e50 > end:
                                    raise _short(pos)
                                f_subscribed_topic_regex_31 = buf[pos:e50].decode()
                                pos = e50
                            n52 = buf[pos]
                            if n52 < 128:
                                pos += 1
                                n52 -= 1
                            elif buf[pos + 1] < 128:
                                n52 = n52 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n52, pos = _uvarint(buf, pos)
                                n52 -= 1
                            if n52 < 0:
                                raise _negative(pos)
                            else:
                                if n52 * 19 > end - pos:
                                    raise _short(pos)
                                f_topic_partitions_51 = []
                                if n52:
                                    for _ in (_ranges[n52] if n52 < 256 else range(n52)):
                                        f_topic_id_54, pk57 = _S5(buf, pos)
                                        pos += 17
                                        f_topic_id_54 = _cached_uuid(f_topic_id_54) or _make_uuid(f_topic_id_54)
                                        if pk57 < 128:
                                            pk57 -= 1
                                        elif buf[pos] < 128:
                                            pk57 = pk57 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk57, pos = _string_uvarint(buf, pos - 1)
                                            pk57 -= 1
                                        if pk57 < 0:
                                            raise _negative(pos)
                                        else:
                                            e58 = pos + pk57
                                            if e58 > end:
                                                raise _short(pos)
                                            f_topic_name_55 = buf[pos:e58].decode()
                                            pos = e58
                                        b59 = buf[pos]
                                        pos += 1
                                        if 1 < b59 < 34:
                                            f_partitions_56 = [*_i32c[b59](buf, pos)]
                                            pos += b59 * 4 - 4
                                        elif b59 == 1:
                                            f_partitions_56 = []
                                        else:
                                            pos -= 1
                                            n60 = buf[pos]
                                            if n60 < 128:
                                                pos += 1
                                                n60 -= 1
                                            elif buf[pos + 1] < 128:
                                                n60 = n60 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n60, pos = _uvarint(buf, pos)
                                                n60 -= 1
                                            if n60 < 0:
                                                raise _negative(pos)
                                            else:
                                                if not n60:
                                                    f_partitions_56 = []
                                                elif n60 < 33:
                                                    f_partitions_56 = [*_i32s[n60](buf, pos)]
                                                    pos += n60 * 4
                                                elif n60 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_56 = [*_array('i', n60).unpack_from(buf, pos)]
                                                    pos += n60 * 4
                                        if buf[pos]:
                                            u61, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u61 = None
                                        x53 = _new(TopicPartitions)
                                        x53.topic_id = f_topic_id_54
                                        x53.topic_name = f_topic_name_55
                                        x53.partitions = f_partitions_56
                                        x53.unknown_tags = u61
                                        f_topic_partitions_51.append(x53)
                            if buf[pos]:
                                u62, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u62 = None
                            f_assignment_32 = _new(Assignment)
                            f_assignment_32.topic_partitions = f_topic_partitions_51
                            f_assignment_32.unknown_tags = u62
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
                                if n64 * 19 > end - pos:
                                    raise _short(pos)
                                f_topic_partitions_63 = []
                                if n64:
                                    for _ in (_ranges[n64] if n64 < 256 else range(n64)):
                                        f_topic_id_66, pk69 = _S5(buf, pos)
                                        pos += 17
                                        f_topic_id_66 = _cached_uuid(f_topic_id_66) or _make_uuid(f_topic_id_66)
                                        if pk69 < 128:
                                            pk69 -= 1
                                        elif buf[pos] < 128:
                                            pk69 = pk69 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk69, pos = _string_uvarint(buf, pos - 1)
                                            pk69 -= 1
                                        if pk69 < 0:
                                            raise _negative(pos)
                                        else:
                                            e70 = pos + pk69
                                            if e70 > end:
                                                raise _short(pos)
                                            f_topic_name_67 = buf[pos:e70].decode()
                                            pos = e70
                                        b71 = buf[pos]
                                        pos += 1
                                        if 1 < b71 < 34:
                                            f_partitions_68 = [*_i32c[b71](buf, pos)]
                                            pos += b71 * 4 - 4
                                        elif b71 == 1:
                                            f_partitions_68 = []
                                        else:
                                            pos -= 1
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
                                                if not n72:
                                                    f_partitions_68 = []
                                                elif n72 < 33:
                                                    f_partitions_68 = [*_i32s[n72](buf, pos)]
                                                    pos += n72 * 4
                                                elif n72 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_68 = [*_array('i', n72).unpack_from(buf, pos)]
                                                    pos += n72 * 4
                                        if buf[pos]:
                                            u73, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u73 = None
                                        x65 = _new(TopicPartitions)
                                        x65.topic_id = f_topic_id_66
                                        x65.topic_name = f_topic_name_67
                                        x65.partitions = f_partitions_68
                                        x65.unknown_tags = u73
                                        f_topic_partitions_63.append(x65)
                            if buf[pos]:
                                u74, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u74 = None
                            f_target_assignment_33 = _new(Assignment)
                            f_target_assignment_33.topic_partitions = f_topic_partitions_63
                            f_target_assignment_33.unknown_tags = u74
                            if buf[pos]:
                                u75, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u75 = None
                            x23 = _new(Member)
                            x23.member_id = f_member_id_24
                            x23.instance_id = f_instance_id_25
                            x23.rack_id = f_rack_id_26
                            x23.member_epoch = f_member_epoch_27
                            x23.client_id = f_client_id_28
                            x23.client_host = f_client_host_29
                            x23.subscribed_topic_names = f_subscribed_topic_names_30
                            x23.subscribed_topic_regex = f_subscribed_topic_regex_31
                            x23.assignment = f_assignment_32
                            x23.target_assignment = f_target_assignment_33
                            x23.member_type = -1
                            x23.unknown_tags = u75
                            f_members_12.append(x23)
                f_authorized_operations_13, pk76 = _S2(buf, pos)
                pos += 5
                if pk76:
                    u77, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u77 = None
                x4 = _new(DescribedGroup)
                x4.error_code = f_error_code_5
                x4.error_message = f_error_message_6
                x4.group_id = f_group_id_7
                x4.group_state = f_group_state_8
                x4.group_epoch = f_group_epoch_9
                x4.assignment_epoch = f_assignment_epoch_10
                x4.assignor_name = f_assignor_name_11
                x4.members = f_members_12
                x4.authorized_operations = f_authorized_operations_13
                x4.unknown_tags = u77
                f_groups_2.append(x4)
    if buf[pos]:
        u78, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u78 = None
    o = _new(ConsumerGroupDescribeResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = f_groups_2
    o.unknown_tags = u78
    return o, pos


def _d_ConsumerGroupDescribeResponse_v1(buf: bytes, pos: int, end: int) -> tuple[ConsumerGroupDescribeResponse, int]:
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
                f_group_epoch_9, f_assignment_epoch_10, pk20 = _S4(buf, pos)
                pos += 9
                if pk20 < 128:
                    pk20 -= 1
                elif buf[pos] < 128:
                    pk20 = pk20 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk20, pos = _string_uvarint(buf, pos - 1)
                    pk20 -= 1
                if pk20 < 0:
                    raise _negative(pos)
                else:
                    e21 = pos + pk20
                    if e21 > end:
                        raise _short(pos)
                    f_assignor_name_11 = buf[pos:e21].decode()
                    pos = e21
                n22 = buf[pos]
                if n22 < 128:
                    pos += 1
                    n22 -= 1
                elif buf[pos + 1] < 128:
                    n22 = n22 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n22, pos = _uvarint(buf, pos)
                    n22 -= 1
                if n22 < 0:
                    raise _negative(pos)
                else:
                    if n22 * 17 > end - pos:
                        raise _short(pos)
                    f_members_12 = []
                    if n22:
                        for _ in (_ranges[n22] if n22 < 256 else range(n22)):
                            n35 = buf[pos]
                            if n35 < 128:
                                pos += 1
                                n35 -= 1
                            elif buf[pos + 1] < 128:
                                n35 = n35 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n35, pos = _string_uvarint(buf, pos)
                                n35 -= 1
                            if n35 < 0:
                                raise _negative(pos)
                            else:
                                e36 = pos + n35
                                if e36 > end:
                                    raise _short(pos)
                                f_member_id_24 = buf[pos:e36].decode()
                                pos = e36
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
                            if n37 == -1:
                                f_instance_id_25 = None
                            else:
                                e38 = pos + n37
                                if e38 > end:
                                    raise _short(pos)
                                f_instance_id_25 = buf[pos:e38].decode()
                                pos = e38
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
                            if n39 == -1:
                                f_rack_id_26 = None
                            else:
                                e40 = pos + n39
                                if e40 > end:
                                    raise _short(pos)
                                f_rack_id_26 = buf[pos:e40].decode()
                                pos = e40
                            f_member_epoch_27, pk41 = _S2(buf, pos)
                            pos += 5
                            if pk41 < 128:
                                pk41 -= 1
                            elif buf[pos] < 128:
                                pk41 = pk41 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk41, pos = _string_uvarint(buf, pos - 1)
                                pk41 -= 1
                            if pk41 < 0:
                                raise _negative(pos)
                            else:
                                e42 = pos + pk41
                                if e42 > end:
                                    raise _short(pos)
                                f_client_id_28 = buf[pos:e42].decode()
                                pos = e42
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
                                f_client_host_29 = buf[pos:e44].decode()
                                pos = e44
                            n45 = buf[pos]
                            if n45 < 128:
                                pos += 1
                                n45 -= 1
                            elif buf[pos + 1] < 128:
                                n45 = n45 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n45, pos = _uvarint(buf, pos)
                                n45 -= 1
                            if n45 < 0:
                                raise _negative(pos)
                            else:
                                if n45 > end - pos:
                                    raise _short(pos)
                                f_subscribed_topic_names_30 = []
                                for _ in (_ranges[n45] if n45 < 256 else range(n45)):
                                    n47 = buf[pos]
                                    if n47 < 128:
                                        pos += 1
                                        n47 -= 1
                                    elif buf[pos + 1] < 128:
                                        n47 = n47 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n47, pos = _string_uvarint(buf, pos)
                                        n47 -= 1
                                    if n47 < 0:
                                        raise _negative(pos)
                                    else:
                                        e48 = pos + n47
                                        if e48 > end:
                                            raise _short(pos)
                                        x46 = buf[pos:e48].decode()
                                        pos = e48
                                    f_subscribed_topic_names_30.append(x46)
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
                            if n49 == -1:
                                f_subscribed_topic_regex_31 = None
                            else:
                                e50 = pos + n49
                                if e50 > end:
                                    raise _short(pos)
                                f_subscribed_topic_regex_31 = buf[pos:e50].decode()
                                pos = e50
                            n52 = buf[pos]
                            if n52 < 128:
                                pos += 1
                                n52 -= 1
                            elif buf[pos + 1] < 128:
                                n52 = n52 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n52, pos = _uvarint(buf, pos)
                                n52 -= 1
                            if n52 < 0:
                                raise _negative(pos)
                            else:
                                if n52 * 19 > end - pos:
                                    raise _short(pos)
                                f_topic_partitions_51 = []
                                if n52:
                                    for _ in (_ranges[n52] if n52 < 256 else range(n52)):
                                        f_topic_id_54, pk57 = _S5(buf, pos)
                                        pos += 17
                                        f_topic_id_54 = _cached_uuid(f_topic_id_54) or _make_uuid(f_topic_id_54)
                                        if pk57 < 128:
                                            pk57 -= 1
                                        elif buf[pos] < 128:
                                            pk57 = pk57 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk57, pos = _string_uvarint(buf, pos - 1)
                                            pk57 -= 1
                                        if pk57 < 0:
                                            raise _negative(pos)
                                        else:
                                            e58 = pos + pk57
                                            if e58 > end:
                                                raise _short(pos)
                                            f_topic_name_55 = buf[pos:e58].decode()
                                            pos = e58
                                        b59 = buf[pos]
                                        pos += 1
                                        if 1 < b59 < 34:
                                            f_partitions_56 = [*_i32c[b59](buf, pos)]
                                            pos += b59 * 4 - 4
                                        elif b59 == 1:
                                            f_partitions_56 = []
                                        else:
                                            pos -= 1
                                            n60 = buf[pos]
                                            if n60 < 128:
                                                pos += 1
                                                n60 -= 1
                                            elif buf[pos + 1] < 128:
                                                n60 = n60 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n60, pos = _uvarint(buf, pos)
                                                n60 -= 1
                                            if n60 < 0:
                                                raise _negative(pos)
                                            else:
                                                if not n60:
                                                    f_partitions_56 = []
                                                elif n60 < 33:
                                                    f_partitions_56 = [*_i32s[n60](buf, pos)]
                                                    pos += n60 * 4
                                                elif n60 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_56 = [*_array('i', n60).unpack_from(buf, pos)]
                                                    pos += n60 * 4
                                        if buf[pos]:
                                            u61, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u61 = None
                                        x53 = _new(TopicPartitions)
                                        x53.topic_id = f_topic_id_54
                                        x53.topic_name = f_topic_name_55
                                        x53.partitions = f_partitions_56
                                        x53.unknown_tags = u61
                                        f_topic_partitions_51.append(x53)
                            if buf[pos]:
                                u62, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u62 = None
                            f_assignment_32 = _new(Assignment)
                            f_assignment_32.topic_partitions = f_topic_partitions_51
                            f_assignment_32.unknown_tags = u62
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
                                if n64 * 19 > end - pos:
                                    raise _short(pos)
                                f_topic_partitions_63 = []
                                if n64:
                                    for _ in (_ranges[n64] if n64 < 256 else range(n64)):
                                        f_topic_id_66, pk69 = _S5(buf, pos)
                                        pos += 17
                                        f_topic_id_66 = _cached_uuid(f_topic_id_66) or _make_uuid(f_topic_id_66)
                                        if pk69 < 128:
                                            pk69 -= 1
                                        elif buf[pos] < 128:
                                            pk69 = pk69 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk69, pos = _string_uvarint(buf, pos - 1)
                                            pk69 -= 1
                                        if pk69 < 0:
                                            raise _negative(pos)
                                        else:
                                            e70 = pos + pk69
                                            if e70 > end:
                                                raise _short(pos)
                                            f_topic_name_67 = buf[pos:e70].decode()
                                            pos = e70
                                        b71 = buf[pos]
                                        pos += 1
                                        if 1 < b71 < 34:
                                            f_partitions_68 = [*_i32c[b71](buf, pos)]
                                            pos += b71 * 4 - 4
                                        elif b71 == 1:
                                            f_partitions_68 = []
                                        else:
                                            pos -= 1
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
                                                if not n72:
                                                    f_partitions_68 = []
                                                elif n72 < 33:
                                                    f_partitions_68 = [*_i32s[n72](buf, pos)]
                                                    pos += n72 * 4
                                                elif n72 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_68 = [*_array('i', n72).unpack_from(buf, pos)]
                                                    pos += n72 * 4
                                        if buf[pos]:
                                            u73, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u73 = None
                                        x65 = _new(TopicPartitions)
                                        x65.topic_id = f_topic_id_66
                                        x65.topic_name = f_topic_name_67
                                        x65.partitions = f_partitions_68
                                        x65.unknown_tags = u73
                                        f_topic_partitions_63.append(x65)
                            if buf[pos]:
                                u74, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u74 = None
                            f_target_assignment_33 = _new(Assignment)
                            f_target_assignment_33.topic_partitions = f_topic_partitions_63
                            f_target_assignment_33.unknown_tags = u74
                            f_member_type_34, pk75 = _S6(buf, pos)
                            pos += 2
                            if pk75:
                                u76, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u76 = None
                            x23 = _new(Member)
                            x23.member_id = f_member_id_24
                            x23.instance_id = f_instance_id_25
                            x23.rack_id = f_rack_id_26
                            x23.member_epoch = f_member_epoch_27
                            x23.client_id = f_client_id_28
                            x23.client_host = f_client_host_29
                            x23.subscribed_topic_names = f_subscribed_topic_names_30
                            x23.subscribed_topic_regex = f_subscribed_topic_regex_31
                            x23.assignment = f_assignment_32
                            x23.target_assignment = f_target_assignment_33
                            x23.member_type = f_member_type_34
                            x23.unknown_tags = u76
                            f_members_12.append(x23)
                f_authorized_operations_13, pk77 = _S2(buf, pos)
                pos += 5
                if pk77:
                    u78, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u78 = None
                x4 = _new(DescribedGroup)
                x4.error_code = f_error_code_5
                x4.error_message = f_error_message_6
                x4.group_id = f_group_id_7
                x4.group_state = f_group_state_8
                x4.group_epoch = f_group_epoch_9
                x4.assignment_epoch = f_assignment_epoch_10
                x4.assignor_name = f_assignor_name_11
                x4.members = f_members_12
                x4.authorized_operations = f_authorized_operations_13
                x4.unknown_tags = u78
                f_groups_2.append(x4)
    if buf[pos]:
        u79, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u79 = None
    o = _new(ConsumerGroupDescribeResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = f_groups_2
    o.unknown_tags = u79
    return o, pos


def _e_ConsumerGroupDescribeResponse_v0(o: ConsumerGroupDescribeResponse, out: list[bytes]) -> None:
    out.append(_P7(o.throttle_time_ms))
    if type(o.groups) is not list:
        _check_list(o.groups)
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        out.append(_P8(x1.error_code))
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
        out.append(_P9(x1.group_epoch, x1.assignment_epoch))
        b5 = x1.assignor_name.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
        if type(x1.members) is not list:
            _check_list(x1.members)
        if len(x1.members) + 1 < 128:
            out.append(_B1[len(x1.members) + 1])
        else:
            out.append(_encode_uvarint(len(x1.members) + 1))
        for x6 in x1.members:
            if x6.member_type != -1:
                raise _absent('Member', 'member_type', 0)
            b7 = x6.member_id.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_string_length(len(b7) + 1))
            out.append(b7)
            if x6.instance_id is None:
                out.append(b'\x00')
            else:
                b8 = x6.instance_id.encode()
                if len(b8) + 1 < 128:
                    out.append(_B1[len(b8) + 1])
                else:
                    out.append(_string_length(len(b8) + 1))
                out.append(b8)
            if x6.rack_id is None:
                out.append(b'\x00')
            else:
                b9 = x6.rack_id.encode()
                if len(b9) + 1 < 128:
                    out.append(_B1[len(b9) + 1])
                else:
                    out.append(_string_length(len(b9) + 1))
                out.append(b9)
            out.append(_P7(x6.member_epoch))
            b10 = x6.client_id.encode()
            if len(b10) + 1 < 128:
                out.append(_B1[len(b10) + 1])
            else:
                out.append(_string_length(len(b10) + 1))
            out.append(b10)
            b11 = x6.client_host.encode()
            if len(b11) + 1 < 128:
                out.append(_B1[len(b11) + 1])
            else:
                out.append(_string_length(len(b11) + 1))
            out.append(b11)
            if type(x6.subscribed_topic_names) is not list:
                _check_list(x6.subscribed_topic_names)
            if len(x6.subscribed_topic_names) + 1 < 128:
                out.append(_B1[len(x6.subscribed_topic_names) + 1])
            else:
                out.append(_encode_uvarint(len(x6.subscribed_topic_names) + 1))
            for x12 in x6.subscribed_topic_names:
                b13 = x12.encode()
                if len(b13) + 1 < 128:
                    out.append(_B1[len(b13) + 1])
                else:
                    out.append(_string_length(len(b13) + 1))
                out.append(b13)
            if x6.subscribed_topic_regex is None:
                out.append(b'\x00')
            else:
                b14 = x6.subscribed_topic_regex.encode()
                if len(b14) + 1 < 128:
                    out.append(_B1[len(b14) + 1])
                else:
                    out.append(_string_length(len(b14) + 1))
                out.append(b14)
            if type(x6.assignment.topic_partitions) is not list:
                _check_list(x6.assignment.topic_partitions)
            if len(x6.assignment.topic_partitions) + 1 < 128:
                out.append(_B1[len(x6.assignment.topic_partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x6.assignment.topic_partitions) + 1))
            for x15 in x6.assignment.topic_partitions:
                out.append(_P10(_uuid_bytes(x15.topic_id)))
                b16 = x15.topic_name.encode()
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
            if x6.assignment.unknown_tags:
                _write_tags(out, [], x6.assignment.unknown_tags)
            else:
                out.append(b'\x00')
            if type(x6.target_assignment.topic_partitions) is not list:
                _check_list(x6.target_assignment.topic_partitions)
            if len(x6.target_assignment.topic_partitions) + 1 < 128:
                out.append(_B1[len(x6.target_assignment.topic_partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x6.target_assignment.topic_partitions) + 1))
            for x17 in x6.target_assignment.topic_partitions:
                out.append(_P10(_uuid_bytes(x17.topic_id)))
                b18 = x17.topic_name.encode()
                if len(b18) + 1 < 128:
                    out.append(_B1[len(b18) + 1])
                else:
                    out.append(_string_length(len(b18) + 1))
                out.append(b18)
                if type(x17.partitions) is not list:
                    _check_list(x17.partitions)
                if len(x17.partitions) + 1 < 128:
                    out.append(_B1[len(x17.partitions) + 1])
                else:
                    out.append(_encode_uvarint(len(x17.partitions) + 1))
                out.append(_array('i', len(x17.partitions)).pack(*x17.partitions))
                if x17.unknown_tags:
                    _write_tags(out, [], x17.unknown_tags)
                else:
                    out.append(b'\x00')
            if x6.target_assignment.unknown_tags:
                _write_tags(out, [], x6.target_assignment.unknown_tags)
            else:
                out.append(b'\x00')
            if x6.unknown_tags:
                _write_tags(out, [], x6.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P7(x1.authorized_operations))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ConsumerGroupDescribeResponse_v1(o: ConsumerGroupDescribeResponse, out: list[bytes]) -> None:
    out.append(_P7(o.throttle_time_ms))
    if type(o.groups) is not list:
        _check_list(o.groups)
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        out.append(_P8(x1.error_code))
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
        out.append(_P9(x1.group_epoch, x1.assignment_epoch))
        b5 = x1.assignor_name.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
        if type(x1.members) is not list:
            _check_list(x1.members)
        if len(x1.members) + 1 < 128:
            out.append(_B1[len(x1.members) + 1])
        else:
            out.append(_encode_uvarint(len(x1.members) + 1))
        for x6 in x1.members:
            b7 = x6.member_id.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_string_length(len(b7) + 1))
            out.append(b7)
            if x6.instance_id is None:
                out.append(b'\x00')
            else:
                b8 = x6.instance_id.encode()
                if len(b8) + 1 < 128:
                    out.append(_B1[len(b8) + 1])
                else:
                    out.append(_string_length(len(b8) + 1))
                out.append(b8)
            if x6.rack_id is None:
                out.append(b'\x00')
            else:
                b9 = x6.rack_id.encode()
                if len(b9) + 1 < 128:
                    out.append(_B1[len(b9) + 1])
                else:
                    out.append(_string_length(len(b9) + 1))
                out.append(b9)
            out.append(_P7(x6.member_epoch))
            b10 = x6.client_id.encode()
            if len(b10) + 1 < 128:
                out.append(_B1[len(b10) + 1])
            else:
                out.append(_string_length(len(b10) + 1))
            out.append(b10)
            b11 = x6.client_host.encode()
            if len(b11) + 1 < 128:
                out.append(_B1[len(b11) + 1])
            else:
                out.append(_string_length(len(b11) + 1))
            out.append(b11)
            if type(x6.subscribed_topic_names) is not list:
                _check_list(x6.subscribed_topic_names)
            if len(x6.subscribed_topic_names) + 1 < 128:
                out.append(_B1[len(x6.subscribed_topic_names) + 1])
            else:
                out.append(_encode_uvarint(len(x6.subscribed_topic_names) + 1))
            for x12 in x6.subscribed_topic_names:
                b13 = x12.encode()
                if len(b13) + 1 < 128:
                    out.append(_B1[len(b13) + 1])
                else:
                    out.append(_string_length(len(b13) + 1))
                out.append(b13)
            if x6.subscribed_topic_regex is None:
                out.append(b'\x00')
            else:
                b14 = x6.subscribed_topic_regex.encode()
                if len(b14) + 1 < 128:
                    out.append(_B1[len(b14) + 1])
                else:
                    out.append(_string_length(len(b14) + 1))
                out.append(b14)
            if type(x6.assignment.topic_partitions) is not list:
                _check_list(x6.assignment.topic_partitions)
            if len(x6.assignment.topic_partitions) + 1 < 128:
                out.append(_B1[len(x6.assignment.topic_partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x6.assignment.topic_partitions) + 1))
            for x15 in x6.assignment.topic_partitions:
                out.append(_P10(_uuid_bytes(x15.topic_id)))
                b16 = x15.topic_name.encode()
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
            if x6.assignment.unknown_tags:
                _write_tags(out, [], x6.assignment.unknown_tags)
            else:
                out.append(b'\x00')
            if type(x6.target_assignment.topic_partitions) is not list:
                _check_list(x6.target_assignment.topic_partitions)
            if len(x6.target_assignment.topic_partitions) + 1 < 128:
                out.append(_B1[len(x6.target_assignment.topic_partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x6.target_assignment.topic_partitions) + 1))
            for x17 in x6.target_assignment.topic_partitions:
                out.append(_P10(_uuid_bytes(x17.topic_id)))
                b18 = x17.topic_name.encode()
                if len(b18) + 1 < 128:
                    out.append(_B1[len(b18) + 1])
                else:
                    out.append(_string_length(len(b18) + 1))
                out.append(b18)
                if type(x17.partitions) is not list:
                    _check_list(x17.partitions)
                if len(x17.partitions) + 1 < 128:
                    out.append(_B1[len(x17.partitions) + 1])
                else:
                    out.append(_encode_uvarint(len(x17.partitions) + 1))
                out.append(_array('i', len(x17.partitions)).pack(*x17.partitions))
                if x17.unknown_tags:
                    _write_tags(out, [], x17.unknown_tags)
                else:
                    out.append(b'\x00')
            if x6.target_assignment.unknown_tags:
                _write_tags(out, [], x6.target_assignment.unknown_tags)
            else:
                out.append(b'\x00')
            out.append(_P11(x6.member_type))
            if x6.unknown_tags:
                _write_tags(out, [], x6.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P7(x1.authorized_operations))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


ConsumerGroupDescribeRequest.DECODERS = {0: _d_ConsumerGroupDescribeRequest_v0, 1: _d_ConsumerGroupDescribeRequest_v0}
ConsumerGroupDescribeRequest.ENCODERS = {0: _e_ConsumerGroupDescribeRequest_v0, 1: _e_ConsumerGroupDescribeRequest_v0}
_bind_decode(ConsumerGroupDescribeRequest)

ConsumerGroupDescribeResponse.DECODERS = {0: _d_ConsumerGroupDescribeResponse_v0, 1: _d_ConsumerGroupDescribeResponse_v1}
ConsumerGroupDescribeResponse.ENCODERS = {0: _e_ConsumerGroupDescribeResponse_v0, 1: _e_ConsumerGroupDescribeResponse_v1}
_bind_decode(ConsumerGroupDescribeResponse)
