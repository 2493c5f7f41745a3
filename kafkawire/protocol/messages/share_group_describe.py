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
    o = _new(ShareGroupDescribeRequest)
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
    o = _new(ShareGroupDescribeResponse)
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
                    if n13 * 12 > end - pos:
                        raise _short(pos)
                    f_members_4 = []
                    if n13:
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            x14 = _new(Member)
                            n17 = buf[pos]
                            if n17 < 128:
                                pos += 1
                                n17 -= 1
                            elif buf[pos + 1] < 128:
                                n17 = n17 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n17, pos = _string_uvarint(buf, pos)
                                n17 -= 1
                            if n17 < 0:
                                raise _negative(pos)
                            else:
                                e18 = pos + n17
                                if e18 > end:
                                    raise _short(pos)
                                x14.member_id = buf[pos:e18].decode()
                                pos = e18
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
                            if n19 == -1:
                                x14.rack_id = None
                            else:
                                e20 = pos + n19
                                if e20 > end:
                                    raise _short(pos)
                                x14.rack_id = buf[pos:e20].decode()
                                pos = e20
                            x14.member_epoch, pk21 = _S2(buf, pos)
                            pos += 5
                            if pk21 < 128:
                                pk21 -= 1
                            elif buf[pos] < 128:
                                pk21 = pk21 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk21, pos = _string_uvarint(buf, pos - 1)
                                pk21 -= 1
                            if pk21 < 0:
                                raise _negative(pos)
                            else:
                                e22 = pos + pk21
                                if e22 > end:
                                    raise _short(pos)
                                x14.client_id = buf[pos:e22].decode()
                                pos = e22
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
                                x14.client_host = buf[pos:e24].decode()
                                pos = e24
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
                                f_subscribed_topic_names_15 = []
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
                                    f_subscribed_topic_names_15.append(x26)
                            f_assignment_16 = _new(Assignment)
                            n30 = buf[pos]
                            if n30 < 128:
                                pos += 1
                                n30 -= 1
                            elif buf[pos + 1] < 128:
                                n30 = n30 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n30, pos = _uvarint(buf, pos)
                                n30 -= 1
                            if n30 < 0:
                                raise _negative(pos)
                            else:
                                if n30 * 19 > end - pos:
                                    raise _short(pos)
                                f_topic_partitions_29 = []
                                if n30:
                                    for _ in (_ranges[n30] if n30 < 256 else range(n30)):
                                        x31 = _new(TopicPartitions)
                                        f_topic_id_32, pk34 = _S5(buf, pos)
                                        pos += 17
                                        f_topic_id_32 = _cached_uuid(f_topic_id_32) or _make_uuid(f_topic_id_32)
                                        if pk34 < 128:
                                            pk34 -= 1
                                        elif buf[pos] < 128:
                                            pk34 = pk34 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk34, pos = _string_uvarint(buf, pos - 1)
                                            pk34 -= 1
                                        if pk34 < 0:
                                            raise _negative(pos)
                                        else:
                                            e35 = pos + pk34
                                            if e35 > end:
                                                raise _short(pos)
                                            x31.topic_name = buf[pos:e35].decode()
                                            pos = e35
                                        b36 = buf[pos]
                                        pos += 1
                                        if 1 < b36 < 34:
                                            f_partitions_33 = [*_i32c[b36](buf, pos)]
                                            pos += b36 * 4 - 4
                                        elif b36 == 1:
                                            f_partitions_33 = []
                                        else:
                                            pos -= 1
                                            n37 = buf[pos]
                                            if n37 < 128:
                                                pos += 1
                                                n37 -= 1
                                            elif buf[pos + 1] < 128:
                                                n37 = n37 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n37, pos = _uvarint(buf, pos)
                                                n37 -= 1
                                            if n37 < 0:
                                                raise _negative(pos)
                                            else:
                                                if not n37:
                                                    f_partitions_33 = []
                                                elif n37 < 33:
                                                    f_partitions_33 = [*_i32s[n37](buf, pos)]
                                                    pos += n37 * 4
                                                elif n37 * 4 > end - pos:
                                                    raise _short(pos)
                                                else:
                                                    f_partitions_33 = [*_array('i', n37).unpack_from(buf, pos)]
                                                    pos += n37 * 4
                                        if buf[pos]:
                                            u38, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u38 = None
                                        x31.topic_id = f_topic_id_32
                                        x31.partitions = f_partitions_33
                                        x31.unknown_tags = u38
                                        f_topic_partitions_29.append(x31)
                            if buf[pos]:
                                u39, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u39 = None
                            f_assignment_16.topic_partitions = f_topic_partitions_29
                            f_assignment_16.unknown_tags = u39
                            if buf[pos]:
                                u40, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u40 = None
                            x14.subscribed_topic_names = f_subscribed_topic_names_15
                            x14.assignment = f_assignment_16
                            x14.unknown_tags = u40
                            f_members_4.append(x14)
                x3.authorized_operations, pk41 = _S2(buf, pos)
                pos += 5
                if pk41:
                    u42, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u42 = None
                x3.members = f_members_4
                x3.unknown_tags = u42
                f_groups_1.append(x3)
    if buf[pos]:
        u43, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u43 = None
    o.groups = f_groups_1
    o.unknown_tags = u43
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
