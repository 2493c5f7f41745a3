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
    o = _new(ConsumerGroupDescribeRequest)
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
    o = _new(ConsumerGroupDescribeResponse)
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
                x3.error_code, pk5 = _S3(buf, pos)
                pos += 3
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 == -1:
                    x3.error_message = None
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e6].decode()
                    pos = e6
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                    n7 -= 1
                elif buf[pos + 1] < 128:
                    n7 = n7 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n7, pos = _string_uvarint(buf, pos)
                    n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x3.group_id = buf[pos:e8].decode()
                    pos = e8
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
                    x3.group_state = buf[pos:e10].decode()
                    pos = e10
                x3.group_epoch, x3.assignment_epoch, pk11 = _S4(buf, pos)
                pos += 9
                if pk11 < 128:
                    pk11 -= 1
                elif buf[pos] < 128:
                    pk11 = pk11 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk11, pos = _string_uvarint(buf, pos - 1)
                    pk11 -= 1
                if pk11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + pk11
                    if e12 > end:
                        raise _short(pos)
                    x3.assignor_name = buf[pos:e12].decode()
                    pos = e12
                n13 = buf[pos]
                if n13 < 128:
                    pos += 1
                    n13 -= 1
                elif buf[pos + 1] < 128:
                    n13 = n13 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n13, pos = _uvarint(buf, pos)
                    n13 -= 1
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 16 > end - pos:
                        raise _short(pos)
                    f_members_4 = []
                    if n13:
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            x14 = _new(Member)
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
                                x14.member_id = buf[pos:e19].decode()
                                pos = e19
                            n20 = buf[pos]
                            if n20 < 128:
                                pos += 1
                                n20 -= 1
                            elif buf[pos + 1] < 128:
                                n20 = n20 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n20, pos = _string_uvarint(buf, pos)
                                n20 -= 1
                            if n20 == -1:
                                x14.instance_id = None
                            else:
                                e21 = pos + n20
                                if e21 > end:
                                    raise _short(pos)
                                x14.instance_id = buf[pos:e21].decode()
                                pos = e21
                            n22 = buf[pos]
                            if n22 < 128:
                                pos += 1
                                n22 -= 1
                            elif buf[pos + 1] < 128:
                                n22 = n22 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n22, pos = _string_uvarint(buf, pos)
                                n22 -= 1
                            if n22 == -1:
                                x14.rack_id = None
                            else:
                                e23 = pos + n22
                                if e23 > end:
                                    raise _short(pos)
                                x14.rack_id = buf[pos:e23].decode()
                                pos = e23
                            x14.member_epoch, pk24 = _S2(buf, pos)
                            pos += 5
                            if pk24 < 128:
                                pk24 -= 1
                            elif buf[pos] < 128:
                                pk24 = pk24 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk24, pos = _string_uvarint(buf, pos - 1)
                                pk24 -= 1
                            if pk24 < 0:
                                raise _negative(pos)
                            else:
                                e25 = pos + pk24
                                if e25 > end:
                                    raise _short(pos)
                                x14.client_id = buf[pos:e25].decode()
                                pos = e25
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
                                x14.client_host = buf[pos:e27].decode()
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
                                f_subscribed_topic_names_15 = []
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
                                    f_subscribed_topic_names_15.append(x29)
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
                            if n32 == -1:
                                x14.subscribed_topic_regex = None
                            else:
                                e33 = pos + n32
                                if e33 > end:
                                    raise _short(pos)
                                x14.subscribed_topic_regex = buf[pos:e33].decode()
                                pos = e33
                            f_assignment_16 = _new(Assignment)
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
                                if n35 * 19 > end - pos:
                                    raise _short(pos)
                                f_topic_partitions_34 = []
                                if n35:
                                    for _ in (_ranges[n35] if n35 < 256 else range(n35)):
                                        x36 = _new(TopicPartitions)
                                        f_topic_id_37, pk39 = _S5(buf, pos)
                                        pos += 17
                                        f_topic_id_37 = _cached_uuid(f_topic_id_37) or _make_uuid(f_topic_id_37)
                                        if pk39 < 128:
                                            pk39 -= 1
                                        elif buf[pos] < 128:
                                            pk39 = pk39 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk39, pos = _string_uvarint(buf, pos - 1)
                                            pk39 -= 1
                                        if pk39 < 0:
                                            raise _negative(pos)
                                        else:
                                            e40 = pos + pk39
                                            if e40 > end:
                                                raise _short(pos)
                                            x36.topic_name = buf[pos:e40].decode()
                                            pos = e40
                                        b41 = buf[pos]
                                        pos += 1
                                        if 1 < b41 < 34:
                                            f_partitions_38 = [*_i32c[b41](buf, pos)]
                                            pos += b41 * 4 - 4
                                        elif b41 == 1:
                                            f_partitions_38 = []
                                        else:
                                            pos -= 1
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
                                                if not n42:
                                                    f_partitions_38 = []
                                                elif n42 < 33:
                                                    f_partitions_38 = [*_i32s[n42](buf, pos)]
                                                    pos += n42 * 4
                                                elif n42 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_38 = [*_array('i', n42).unpack_from(buf, pos)]
                                                    pos += n42 * 4
                                        if buf[pos]:
                                            u43, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u43 = None
                                        x36.topic_id = f_topic_id_37
                                        x36.partitions = f_partitions_38
                                        x36.unknown_tags = u43
                                        f_topic_partitions_34.append(x36)
                            if buf[pos]:
                                u44, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u44 = None
                            f_assignment_16.topic_partitions = f_topic_partitions_34
                            f_assignment_16.unknown_tags = u44
                            f_target_assignment_17 = _new(Assignment)
                            n46 = buf[pos]
                            if n46 < 128:
                                pos += 1
                                n46 -= 1
                            elif buf[pos + 1] < 128:
                                n46 = n46 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n46, pos = _uvarint(buf, pos)
                                n46 -= 1
                            if n46 < 0:
                                raise _negative(pos)
                            else:
                                if n46 * 19 > end - pos:
                                    raise _short(pos)
                                f_topic_partitions_45 = []
                                if n46:
                                    for _ in (_ranges[n46] if n46 < 256 else range(n46)):
                                        x47 = _new(TopicPartitions)
                                        f_topic_id_48, pk50 = _S5(buf, pos)
                                        pos += 17
                                        f_topic_id_48 = _cached_uuid(f_topic_id_48) or _make_uuid(f_topic_id_48)
                                        if pk50 < 128:
                                            pk50 -= 1
                                        elif buf[pos] < 128:
                                            pk50 = pk50 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk50, pos = _string_uvarint(buf, pos - 1)
                                            pk50 -= 1
                                        if pk50 < 0:
                                            raise _negative(pos)
                                        else:
                                            e51 = pos + pk50
                                            if e51 > end:
                                                raise _short(pos)
                                            x47.topic_name = buf[pos:e51].decode()
                                            pos = e51
                                        b52 = buf[pos]
                                        pos += 1
                                        if 1 < b52 < 34:
                                            f_partitions_49 = [*_i32c[b52](buf, pos)]
                                            pos += b52 * 4 - 4
                                        elif b52 == 1:
                                            f_partitions_49 = []
                                        else:
                                            pos -= 1
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
                                                if not n53:
                                                    f_partitions_49 = []
                                                elif n53 < 33:
                                                    f_partitions_49 = [*_i32s[n53](buf, pos)]
                                                    pos += n53 * 4
                                                elif n53 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_49 = [*_array('i', n53).unpack_from(buf, pos)]
                                                    pos += n53 * 4
                                        if buf[pos]:
                                            u54, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u54 = None
                                        x47.topic_id = f_topic_id_48
                                        x47.partitions = f_partitions_49
                                        x47.unknown_tags = u54
                                        f_topic_partitions_45.append(x47)
                            if buf[pos]:
                                u55, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u55 = None
                            f_target_assignment_17.topic_partitions = f_topic_partitions_45
                            f_target_assignment_17.unknown_tags = u55
                            if buf[pos]:
                                u56, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u56 = None
                            x14.subscribed_topic_names = f_subscribed_topic_names_15
                            x14.assignment = f_assignment_16
                            x14.target_assignment = f_target_assignment_17
                            x14.member_type = -1
                            x14.unknown_tags = u56
                            f_members_4.append(x14)
                x3.authorized_operations, pk57 = _S2(buf, pos)
                pos += 5
                if pk57:
                    u58, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u58 = None
                x3.members = f_members_4
                x3.unknown_tags = u58
                f_groups_1.append(x3)
    if buf[pos]:
        u59, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u59 = None
    o.groups = f_groups_1
    o.unknown_tags = u59
    return o, pos


def _d_ConsumerGroupDescribeResponse_v1(buf: bytes, pos: int, end: int) -> tuple[ConsumerGroupDescribeResponse, int]:
    o = _new(ConsumerGroupDescribeResponse)
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
                x3.error_code, pk5 = _S3(buf, pos)
                pos += 3
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 == -1:
                    x3.error_message = None
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e6].decode()
                    pos = e6
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                    n7 -= 1
                elif buf[pos + 1] < 128:
                    n7 = n7 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n7, pos = _string_uvarint(buf, pos)
                    n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x3.group_id = buf[pos:e8].decode()
                    pos = e8
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
                    x3.group_state = buf[pos:e10].decode()
                    pos = e10
                x3.group_epoch, x3.assignment_epoch, pk11 = _S4(buf, pos)
                pos += 9
                if pk11 < 128:
                    pk11 -= 1
                elif buf[pos] < 128:
                    pk11 = pk11 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk11, pos = _string_uvarint(buf, pos - 1)
                    pk11 -= 1
                if pk11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + pk11
                    if e12 > end:
                        raise _short(pos)
                    x3.assignor_name = buf[pos:e12].decode()
                    pos = e12
                n13 = buf[pos]
                if n13 < 128:
                    pos += 1
                    n13 -= 1
                elif buf[pos + 1] < 128:
                    n13 = n13 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n13, pos = _uvarint(buf, pos)
                    n13 -= 1
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 17 > end - pos:
                        raise _short(pos)
                    f_members_4 = []
                    if n13:
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            x14 = _new(Member)
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
                                x14.member_id = buf[pos:e19].decode()
                                pos = e19
                            n20 = buf[pos]
                            if n20 < 128:
                                pos += 1
                                n20 -= 1
                            elif buf[pos + 1] < 128:
                                n20 = n20 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n20, pos = _string_uvarint(buf, pos)
                                n20 -= 1
                            if n20 == -1:
                                x14.instance_id = None
                            else:
                                e21 = pos + n20
                                if e21 > end:
                                    raise _short(pos)
                                x14.instance_id = buf[pos:e21].decode()
                                pos = e21
                            n22 = buf[pos]
                            if n22 < 128:
                                pos += 1
                                n22 -= 1
                            elif buf[pos + 1] < 128:
                                n22 = n22 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n22, pos = _string_uvarint(buf, pos)
                                n22 -= 1
                            if n22 == -1:
                                x14.rack_id = None
                            else:
                                e23 = pos + n22
                                if e23 > end:
                                    raise _short(pos)
                                x14.rack_id = buf[pos:e23].decode()
                                pos = e23
                            x14.member_epoch, pk24 = _S2(buf, pos)
                            pos += 5
                            if pk24 < 128:
                                pk24 -= 1
                            elif buf[pos] < 128:
                                pk24 = pk24 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk24, pos = _string_uvarint(buf, pos - 1)
                                pk24 -= 1
                            if pk24 < 0:
                                raise _negative(pos)
                            else:
                                e25 = pos + pk24
                                if e25 > end:
                                    raise _short(pos)
                                x14.client_id = buf[pos:e25].decode()
                                pos = e25
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
                                x14.client_host = buf[pos:e27].decode()
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
                                f_subscribed_topic_names_15 = []
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
                                    f_subscribed_topic_names_15.append(x29)
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
                            if n32 == -1:
                                x14.subscribed_topic_regex = None
                            else:
                                e33 = pos + n32
                                if e33 > end:
                                    raise _short(pos)
                                x14.subscribed_topic_regex = buf[pos:e33].decode()
                                pos = e33
                            f_assignment_16 = _new(Assignment)
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
                                if n35 * 19 > end - pos:
                                    raise _short(pos)
                                f_topic_partitions_34 = []
                                if n35:
                                    for _ in (_ranges[n35] if n35 < 256 else range(n35)):
                                        x36 = _new(TopicPartitions)
                                        f_topic_id_37, pk39 = _S5(buf, pos)
                                        pos += 17
                                        f_topic_id_37 = _cached_uuid(f_topic_id_37) or _make_uuid(f_topic_id_37)
                                        if pk39 < 128:
                                            pk39 -= 1
                                        elif buf[pos] < 128:
                                            pk39 = pk39 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk39, pos = _string_uvarint(buf, pos - 1)
                                            pk39 -= 1
                                        if pk39 < 0:
                                            raise _negative(pos)
                                        else:
                                            e40 = pos + pk39
                                            if e40 > end:
                                                raise _short(pos)
                                            x36.topic_name = buf[pos:e40].decode()
                                            pos = e40
                                        b41 = buf[pos]
                                        pos += 1
                                        if 1 < b41 < 34:
                                            f_partitions_38 = [*_i32c[b41](buf, pos)]
                                            pos += b41 * 4 - 4
                                        elif b41 == 1:
                                            f_partitions_38 = []
                                        else:
                                            pos -= 1
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
                                                if not n42:
                                                    f_partitions_38 = []
                                                elif n42 < 33:
                                                    f_partitions_38 = [*_i32s[n42](buf, pos)]
                                                    pos += n42 * 4
                                                elif n42 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_38 = [*_array('i', n42).unpack_from(buf, pos)]
                                                    pos += n42 * 4
                                        if buf[pos]:
                                            u43, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u43 = None
                                        x36.topic_id = f_topic_id_37
                                        x36.partitions = f_partitions_38
                                        x36.unknown_tags = u43
                                        f_topic_partitions_34.append(x36)
                            if buf[pos]:
                                u44, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u44 = None
                            f_assignment_16.topic_partitions = f_topic_partitions_34
                            f_assignment_16.unknown_tags = u44
                            f_target_assignment_17 = _new(Assignment)
                            n46 = buf[pos]
                            if n46 < 128:
                                pos += 1
                                n46 -= 1
                            elif buf[pos + 1] < 128:
                                n46 = n46 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n46, pos = _uvarint(buf, pos)
                                n46 -= 1
                            if n46 < 0:
                                raise _negative(pos)
                            else:
                                if n46 * 19 > end - pos:
                                    raise _short(pos)
                                f_topic_partitions_45 = []
                                if n46:
                                    for _ in (_ranges[n46] if n46 < 256 else range(n46)):
                                        x47 = _new(TopicPartitions)
                                        f_topic_id_48, pk50 = _S5(buf, pos)
                                        pos += 17
                                        f_topic_id_48 = _cached_uuid(f_topic_id_48) or _make_uuid(f_topic_id_48)
                                        if pk50 < 128:
                                            pk50 -= 1
                                        elif buf[pos] < 128:
                                            pk50 = pk50 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk50, pos = _string_uvarint(buf, pos - 1)
                                            pk50 -= 1
                                        if pk50 < 0:
                                            raise _negative(pos)
                                        else:
                                            e51 = pos + pk50
                                            if e51 > end:
                                                raise _short(pos)
                                            x47.topic_name = buf[pos:e51].decode()
                                            pos = e51
                                        b52 = buf[pos]
                                        pos += 1
                                        if 1 < b52 < 34:
                                            f_partitions_49 = [*_i32c[b52](buf, pos)]
                                            pos += b52 * 4 - 4
                                        elif b52 == 1:
                                            f_partitions_49 = []
                                        else:
                                            pos -= 1
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
                                                if not n53:
                                                    f_partitions_49 = []
                                                elif n53 < 33:
                                                    f_partitions_49 = [*_i32s[n53](buf, pos)]
                                                    pos += n53 * 4
                                                elif n53 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_49 = [*_array('i', n53).unpack_from(buf, pos)]
                                                    pos += n53 * 4
                                        if buf[pos]:
                                            u54, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u54 = None
                                        x47.topic_id = f_topic_id_48
                                        x47.partitions = f_partitions_49
                                        x47.unknown_tags = u54
                                        f_topic_partitions_45.append(x47)
                            if buf[pos]:
                                u55, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u55 = None
                            f_target_assignment_17.topic_partitions = f_topic_partitions_45
                            f_target_assignment_17.unknown_tags = u55
                            x14.member_type, pk56 = _S6(buf, pos)
                            pos += 2
                            if pk56:
                                u57, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u57 = None
                            x14.subscribed_topic_names = f_subscribed_topic_names_15
                            x14.assignment = f_assignment_16
                            x14.target_assignment = f_target_assignment_17
                            x14.unknown_tags = u57
                            f_members_4.append(x14)
                x3.authorized_operations, pk58 = _S2(buf, pos)
                pos += 5
                if pk58:
                    u59, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u59 = None
                x3.members = f_members_4
                x3.unknown_tags = u59
                f_groups_1.append(x3)
    if buf[pos]:
        u60, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u60 = None
    o.groups = f_groups_1
    o.unknown_tags = u60
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
