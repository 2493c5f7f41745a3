# generated from defs/077-share-group-describe.kw; do not edit
"""ShareGroupDescribe: API key 77, versions 0..1, flexible from 0."""

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

__all__ = ['Assignment', 'DescribedGroup', 'Member', 'ShareGroupDescribeRequest', 'ShareGroupDescribeResponse', 'TopicPartitions']

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
_S6 = _Struct('>i').unpack_from
_P6 = _Struct('>i').pack
_S7 = _Struct('>h').unpack_from
_P7 = _Struct('>h').pack
_S8 = _Struct('>ii').unpack_from
_P8 = _Struct('>ii').pack
_S9 = _Struct('>16s').unpack_from
_P9 = _Struct('>16s').pack


class ShareGroupDescribeRequest(Request["ShareGroupDescribeResponse"]):
    """ShareGroupDescribe request (API key 77), versions 0..1."""

    __slots__ = ('group_ids', 'include_authorized_operations')
    API_KEY = 77
    API_NAME = 'ShareGroupDescribe'
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
    """Element TopicPartitions of ShareGroupDescribe."""

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
    """Element Assignment of ShareGroupDescribe."""

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
    """Element Member of ShareGroupDescribe."""

    __slots__ = ('member_id', 'rack_id', 'member_epoch', 'client_id', 'client_host', 'subscribed_topic_names', 'assignment')
    member_id: str
    rack_id: str | None
    member_epoch: int
    client_id: str
    client_host: str
    subscribed_topic_names: list[str]
    assignment: Assignment

    def __init__(
        self,
        member_id: str = "",
        rack_id: str | None = None,
        member_epoch: int = 0,
        client_id: str = "",
        client_host: str = "",
        subscribed_topic_names: list[str] = DEFAULT,
        assignment: Assignment = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.member_id = member_id
        self.rack_id = rack_id
        self.member_epoch = member_epoch
        self.client_id = client_id
        self.client_host = client_host
        self.subscribed_topic_names = [] if subscribed_topic_names is DEFAULT else subscribed_topic_names
        self.assignment = Assignment() if assignment is DEFAULT else assignment
        self.unknown_tags = unknown_tags


class DescribedGroup(Struct):
    """Element DescribedGroup of ShareGroupDescribe."""

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


class ShareGroupDescribeResponse(Message):
    """ShareGroupDescribe response (API key 77), versions 0..1."""

    __slots__ = ('throttle_time_ms', 'groups')
    API_KEY = 77
    API_NAME = 'ShareGroupDescribe'
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

ShareGroupDescribeRequest.FIELDS = (
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
    FieldSpec('rack_id', 'prim', 'string', (0, 1), (0, 1), None),
    FieldSpec('member_epoch', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('client_id', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('client_host', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('subscribed_topic_names', 'array', 'string', (0, 1), None, DEFAULT),
    FieldSpec('assignment', 'struct', 'Assignment', (0, 1), None, DEFAULT, struct=Assignment),
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

ShareGroupDescribeResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('groups', 'array', 'DescribedGroup', (0, 1), None, DEFAULT, struct=DescribedGroup),
)


def _d_ShareGroupDescribeRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ShareGroupDescribeRequest, int]:
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
    o = _new(ShareGroupDescribeRequest)
    o.group_ids = f_group_ids_1
    o.include_authorized_operations = f_include_authorized_operations_2
    o.unknown_tags = u8
    return o, pos


def _e_ShareGroupDescribeRequest_v0(o: ShareGroupDescribeRequest, out: list[bytes]) -> None:
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


def _d_ShareGroupDescribeResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ShareGroupDescribeResponse, int]:
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
                    if n22 * 12 > end - pos:
                        raise _short(pos)
                    f_members_12 = []
                    if n22:
                        for _ in (_ranges[n22] if n22 < 256 else range(n22)):
                            n31 = buf[pos]
                            if n31 < 128:
                                pos += 1
                                n31 -= 1
                            elif buf[pos + 1] < 128:
                                n31 = n31 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n31, pos = _string_uvarint(buf, pos)
                                n31 -= 1
                            if n31 < 0:
                                raise _negative(pos)
                            else:
                                e32 = pos + n31
                                if e32 > end:
                                    raise _short(pos)
                                f_member_id_24 = buf[pos:e32].decode()
                                pos = e32
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
                            if n33 == -1:
                                f_rack_id_25 = None
                            else:
                                e34 = pos + n33
                                if e34 > end:
                                    raise _short(pos)
                                f_rack_id_25 = buf[pos:e34].decode()
                                pos = e34
                            f_member_epoch_26, pk35 = _S2(buf, pos)
                            pos += 5
                            if pk35 < 128:
                                pk35 -= 1
                            elif buf[pos] < 128:
                                pk35 = pk35 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk35, pos = _string_uvarint(buf, pos - 1)
                                pk35 -= 1
                            if pk35 < 0:
                                raise _negative(pos)
                            else:
                                e36 = pos + pk35
                                if e36 > end:
                                    raise _short(pos)
                                f_client_id_27 = buf[pos:e36].decode()
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
                            if n37 < 0:
                                raise _negative(pos)
                            else:
                                e38 = pos + n37
                                if e38 > end:
                                    raise _short(pos)
                                f_client_host_28 = buf[pos:e38].decode()
                                pos = e38
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
                                if n39 > end - pos:
                                    raise _short(pos)
                                f_subscribed_topic_names_29 = []
                                for _ in (_ranges[n39] if n39 < 256 else range(n39)):
                                    n41 = buf[pos]
                                    if n41 < 128:
                                        pos += 1
                                        n41 -= 1
                                    elif buf[pos + 1] < 128:
                                        n41 = n41 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n41, pos = _string_uvarint(buf, pos)
                                        n41 -= 1
                                    if n41 < 0:
                                        raise _negative(pos)
                                    else:
                                        e42 = pos + n41
                                        if e42 > end:
                                            raise _short(pos)
                                        x40 = buf[pos:e42].decode()
                                        pos = e42
                                    f_subscribed_topic_names_29.append(x40)
                            n44 = buf[pos]
                            if n44 < 128:
                                pos += 1
                                n44 -= 1
                            elif buf[pos + 1] < 128:
                                n44 = n44 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n44, pos = _uvarint(buf, pos)
                                n44 -= 1
                            if n44 < 0:
                                raise _negative(pos)
                            else:
                                if n44 * 19 > end - pos:
                                    raise _short(pos)
                                f_topic_partitions_43 = []
                                if n44:
                                    for _ in (_ranges[n44] if n44 < 256 else range(n44)):
                                        f_topic_id_46, pk49 = _S5(buf, pos)
                                        pos += 17
                                        f_topic_id_46 = _cached_uuid(f_topic_id_46) or _make_uuid(f_topic_id_46)
                                        if pk49 < 128:
                                            pk49 -= 1
                                        elif buf[pos] < 128:
                                            pk49 = pk49 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk49, pos = _string_uvarint(buf, pos - 1)
                                            pk49 -= 1
                                        if pk49 < 0:
                                            raise _negative(pos)
                                        else:
                                            e50 = pos + pk49
                                            if e50 > end:
                                                raise _short(pos)
                                            f_topic_name_47 = buf[pos:e50].decode()
                                            pos = e50
                                        b51 = buf[pos]
                                        pos += 1
                                        if 1 < b51 < 34:
                                            f_partitions_48 = [*_i32c[b51](buf, pos)]
                                            pos += b51 * 4 - 4
                                        elif b51 == 1:
                                            f_partitions_48 = []
                                        else:
                                            pos -= 1
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
                                                if not n52:
                                                    f_partitions_48 = []
                                                elif n52 < 33:
                                                    f_partitions_48 = [*_i32s[n52](buf, pos)]
                                                    pos += n52 * 4
                                                elif n52 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_48 = [*_array('i', n52).unpack_from(buf, pos)]
                                                    pos += n52 * 4
                                        if buf[pos]:
                                            u53, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u53 = None
                                        x45 = _new(TopicPartitions)
                                        x45.topic_id = f_topic_id_46
                                        x45.topic_name = f_topic_name_47
                                        x45.partitions = f_partitions_48
                                        x45.unknown_tags = u53
                                        f_topic_partitions_43.append(x45)
                            if buf[pos]:
                                u54, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u54 = None
                            f_assignment_30 = _new(Assignment)
                            f_assignment_30.topic_partitions = f_topic_partitions_43
                            f_assignment_30.unknown_tags = u54
                            if buf[pos]:
                                u55, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u55 = None
                            x23 = _new(Member)
                            x23.member_id = f_member_id_24
                            x23.rack_id = f_rack_id_25
                            x23.member_epoch = f_member_epoch_26
                            x23.client_id = f_client_id_27
                            x23.client_host = f_client_host_28
                            x23.subscribed_topic_names = f_subscribed_topic_names_29
                            x23.assignment = f_assignment_30
                            x23.unknown_tags = u55
                            f_members_12.append(x23)
                f_authorized_operations_13, pk56 = _S2(buf, pos)
                pos += 5
                if pk56:
                    u57, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u57 = None
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
                x4.unknown_tags = u57
                f_groups_2.append(x4)
    if buf[pos]:
        u58, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u58 = None
    o = _new(ShareGroupDescribeResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = f_groups_2
    o.unknown_tags = u58
    return o, pos


def _e_ShareGroupDescribeResponse_v0(o: ShareGroupDescribeResponse, out: list[bytes]) -> None:
    out.append(_P6(o.throttle_time_ms))
    if type(o.groups) is not list:
        _check_list(o.groups)
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        out.append(_P7(x1.error_code))
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
        out.append(_P8(x1.group_epoch, x1.assignment_epoch))
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
            if x6.rack_id is None:
                out.append(b'\x00')
            else:
                b8 = x6.rack_id.encode()
                if len(b8) + 1 < 128:
                    out.append(_B1[len(b8) + 1])
                else:
                    out.append(_string_length(len(b8) + 1))
                out.append(b8)
            out.append(_P6(x6.member_epoch))
            b9 = x6.client_id.encode()
            if len(b9) + 1 < 128:
                out.append(_B1[len(b9) + 1])
            else:
                out.append(_string_length(len(b9) + 1))
            out.append(b9)
            b10 = x6.client_host.encode()
            if len(b10) + 1 < 128:
                out.append(_B1[len(b10) + 1])
            else:
                out.append(_string_length(len(b10) + 1))
            out.append(b10)
            if type(x6.subscribed_topic_names) is not list:
                _check_list(x6.subscribed_topic_names)
            if len(x6.subscribed_topic_names) + 1 < 128:
                out.append(_B1[len(x6.subscribed_topic_names) + 1])
            else:
                out.append(_encode_uvarint(len(x6.subscribed_topic_names) + 1))
            for x11 in x6.subscribed_topic_names:
                b12 = x11.encode()
                if len(b12) + 1 < 128:
                    out.append(_B1[len(b12) + 1])
                else:
                    out.append(_string_length(len(b12) + 1))
                out.append(b12)
            if type(x6.assignment.topic_partitions) is not list:
                _check_list(x6.assignment.topic_partitions)
            if len(x6.assignment.topic_partitions) + 1 < 128:
                out.append(_B1[len(x6.assignment.topic_partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x6.assignment.topic_partitions) + 1))
            for x13 in x6.assignment.topic_partitions:
                out.append(_P9(_uuid_bytes(x13.topic_id)))
                b14 = x13.topic_name.encode()
                if len(b14) + 1 < 128:
                    out.append(_B1[len(b14) + 1])
                else:
                    out.append(_string_length(len(b14) + 1))
                out.append(b14)
                if type(x13.partitions) is not list:
                    _check_list(x13.partitions)
                if len(x13.partitions) + 1 < 128:
                    out.append(_B1[len(x13.partitions) + 1])
                else:
                    out.append(_encode_uvarint(len(x13.partitions) + 1))
                out.append(_array('i', len(x13.partitions)).pack(*x13.partitions))
                if x13.unknown_tags:
                    _write_tags(out, [], x13.unknown_tags)
                else:
                    out.append(b'\x00')
            if x6.assignment.unknown_tags:
                _write_tags(out, [], x6.assignment.unknown_tags)
            else:
                out.append(b'\x00')
            if x6.unknown_tags:
                _write_tags(out, [], x6.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P6(x1.authorized_operations))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


ShareGroupDescribeRequest.DECODERS = {0: _d_ShareGroupDescribeRequest_v0, 1: _d_ShareGroupDescribeRequest_v0}
ShareGroupDescribeRequest.ENCODERS = {0: _e_ShareGroupDescribeRequest_v0, 1: _e_ShareGroupDescribeRequest_v0}
_bind_decode(ShareGroupDescribeRequest)

ShareGroupDescribeResponse.DECODERS = {0: _d_ShareGroupDescribeResponse_v0, 1: _d_ShareGroupDescribeResponse_v0}
ShareGroupDescribeResponse.ENCODERS = {0: _e_ShareGroupDescribeResponse_v0, 1: _e_ShareGroupDescribeResponse_v0}
_bind_decode(ShareGroupDescribeResponse)
