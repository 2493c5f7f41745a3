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

__all__ = ['Assignment', 'DescribedGroup', 'Member', 'ShareGroupDescribeRequest', 'ShareGroupDescribeResponse', 'TopicPartitions']

_S0 = _Struct('>?').unpack_from
_P0 = _Struct('>?').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>h').unpack_from
_P2 = _Struct('>h').pack
_S3 = _Struct('>ii').unpack_from
_P3 = _Struct('>ii').pack
_S4 = _Struct('>16s').unpack_from
_P4 = _Struct('>16s').pack


class ShareGroupDescribeRequest(Message):
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
    o = _new(ShareGroupDescribeRequest)
    o.group_ids = f_group_ids_1
    o.include_authorized_operations = f_include_authorized_operations_2
    o.unknown_tags = u7
    return o, pos


def _e_ShareGroupDescribeRequest_v0(o: ShareGroupDescribeRequest, out: list[bytes]) -> None:
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


def _d_ShareGroupDescribeResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ShareGroupDescribeResponse, int]:
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
            n21 = buf[pos]
            if n21 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n21 = (n21 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n21, pos = _uvarint(buf, pos)
            n21 -= 1
            if n21 < 0:
                raise _negative(pos)
            else:
                e22 = pos + n21
                if e22 > end:
                    raise _short(pos)
                f_assignor_name_12 = buf[pos:e22].decode()
                pos = e22
            n23 = buf[pos]
            if n23 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n23 = (n23 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n23, pos = _uvarint(buf, pos)
            n23 -= 1
            if n23 < 0:
                raise _negative(pos)
            else:
                if n23 * 12 > end - pos:
                    raise _short(pos)
                f_members_13 = []
                ap24 = f_members_13.append
                for _ in range(n23):
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
                        e34 = pos + n33
                        if e34 > end:
                            raise _short(pos)
                        f_member_id_26 = buf[pos:e34].decode()
                        pos = e34
                    n35 = buf[pos]
                    if n35 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n35 = (n35 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n35, pos = _uvarint(buf, pos)
                    n35 -= 1
                    if n35 == -1:
                        f_rack_id_27 = None
                    elif n35 < 0:
                        raise _negative(pos)
                    else:
                        e36 = pos + n35
                        if e36 > end:
                            raise _short(pos)
                        f_rack_id_27 = buf[pos:e36].decode()
                        pos = e36
                    f_member_epoch_28 = _S1(buf, pos)[0]
                    pos += 4
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
                        e38 = pos + n37
                        if e38 > end:
                            raise _short(pos)
                        f_client_id_29 = buf[pos:e38].decode()
                        pos = e38
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
                        f_client_host_30 = buf[pos:e40].decode()
                        pos = e40
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
                        if n41 > end - pos:
                            raise _short(pos)
                        f_subscribed_topic_names_31 = []
                        for _ in range(n41):
                            n43 = buf[pos]
                            if n43 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n43 = (n43 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n43, pos = _uvarint(buf, pos)
                            n43 -= 1
                            if n43 < 0:
                                raise _negative(pos)
                            else:
                                e44 = pos + n43
                                if e44 > end:
                                    raise _short(pos)
                                x42 = buf[pos:e44].decode()
                                pos = e44
                            f_subscribed_topic_names_31.append(x42)
                    n46 = buf[pos]
                    if n46 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n46 = (n46 & 127) | (buf[pos + 1] << 7)
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
                        ap47 = f_topic_partitions_45.append
                        for _ in range(n46):
                            f_topic_id_49 = _S4(buf, pos)[0]
                            pos += 16
                            f_topic_id_49 = _make_uuid(f_topic_id_49)
                            n52 = buf[pos]
                            if n52 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n52 = (n52 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n52, pos = _uvarint(buf, pos)
                            n52 -= 1
                            if n52 < 0:
                                raise _negative(pos)
                            else:
                                e53 = pos + n52
                                if e53 > end:
                                    raise _short(pos)
                                f_topic_name_50 = buf[pos:e53].decode()
                                pos = e53
                            n54 = buf[pos]
                            if n54 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n54 = (n54 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n54, pos = _uvarint(buf, pos)
                            n54 -= 1
                            if n54 < 0:
                                raise _negative(pos)
                            else:
                                if n54 < 33:
                                    f_partitions_51 = [*_i32s[n54](buf, pos)]
                                elif n54 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_partitions_51 = [*_array('i', n54).unpack_from(buf, pos)]
                                pos += n54 * 4
                            if buf[pos]:
                                u55, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u55 = None
                            x48 = _new(TopicPartitions)
                            x48.topic_id = f_topic_id_49
                            x48.topic_name = f_topic_name_50
                            x48.partitions = f_partitions_51
                            x48.unknown_tags = u55
                            ap47(x48)
                    if buf[pos]:
                        u56, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u56 = None
                    f_assignment_32 = _new(Assignment)
                    f_assignment_32.topic_partitions = f_topic_partitions_45
                    f_assignment_32.unknown_tags = u56
                    if buf[pos]:
                        u57, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u57 = None
                    x25 = _new(Member)
                    x25.member_id = f_member_id_26
                    x25.rack_id = f_rack_id_27
                    x25.member_epoch = f_member_epoch_28
                    x25.client_id = f_client_id_29
                    x25.client_host = f_client_host_30
                    x25.subscribed_topic_names = f_subscribed_topic_names_31
                    x25.assignment = f_assignment_32
                    x25.unknown_tags = u57
                    ap24(x25)
            f_authorized_operations_14 = _S1(buf, pos)[0]
            pos += 4
            if buf[pos]:
                u58, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u58 = None
            x5 = _new(DescribedGroup)
            x5.error_code = f_error_code_6
            x5.error_message = f_error_message_7
            x5.group_id = f_group_id_8
            x5.group_state = f_group_state_9
            x5.group_epoch = f_group_epoch_10
            x5.assignment_epoch = f_assignment_epoch_11
            x5.assignor_name = f_assignor_name_12
            x5.members = f_members_13
            x5.authorized_operations = f_authorized_operations_14
            x5.unknown_tags = u58
            ap4(x5)
    if buf[pos]:
        u59, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u59 = None
    o = _new(ShareGroupDescribeResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = f_groups_2
    o.unknown_tags = u59
    return o, pos


def _e_ShareGroupDescribeResponse_v0(o: ShareGroupDescribeResponse, out: list[bytes]) -> None:
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
        b5 = x1.assignor_name.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_encode_uvarint(len(b5) + 1))
        out.append(b5)
        if len(x1.members) + 1 < 128:
            out.append(_B1[len(x1.members) + 1])
        else:
            out.append(_encode_uvarint(len(x1.members) + 1))
        for x6 in x1.members:
            b7 = x6.member_id.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_encode_uvarint(len(b7) + 1))
            out.append(b7)
            if x6.rack_id is None:
                out.append(b'\x00')
            else:
                b8 = x6.rack_id.encode()
                if len(b8) + 1 < 128:
                    out.append(_B1[len(b8) + 1])
                else:
                    out.append(_encode_uvarint(len(b8) + 1))
                out.append(b8)
            out.append(_P1(x6.member_epoch))
            b9 = x6.client_id.encode()
            if len(b9) + 1 < 128:
                out.append(_B1[len(b9) + 1])
            else:
                out.append(_encode_uvarint(len(b9) + 1))
            out.append(b9)
            b10 = x6.client_host.encode()
            if len(b10) + 1 < 128:
                out.append(_B1[len(b10) + 1])
            else:
                out.append(_encode_uvarint(len(b10) + 1))
            out.append(b10)
            if len(x6.subscribed_topic_names) + 1 < 128:
                out.append(_B1[len(x6.subscribed_topic_names) + 1])
            else:
                out.append(_encode_uvarint(len(x6.subscribed_topic_names) + 1))
            for x11 in x6.subscribed_topic_names:
                b12 = x11.encode()
                if len(b12) + 1 < 128:
                    out.append(_B1[len(b12) + 1])
                else:
                    out.append(_encode_uvarint(len(b12) + 1))
                out.append(b12)
            if len(x6.assignment.topic_partitions) + 1 < 128:
                out.append(_B1[len(x6.assignment.topic_partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x6.assignment.topic_partitions) + 1))
            for x13 in x6.assignment.topic_partitions:
                out.append(_P4(_uuid_bytes(x13.topic_id)))
                b14 = x13.topic_name.encode()
                if len(b14) + 1 < 128:
                    out.append(_B1[len(b14) + 1])
                else:
                    out.append(_encode_uvarint(len(b14) + 1))
                out.append(b14)
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
        out.append(_P1(x1.authorized_operations))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


ShareGroupDescribeRequest.DECODERS = (_d_ShareGroupDescribeRequest_v0, _d_ShareGroupDescribeRequest_v0,)
ShareGroupDescribeRequest.ENCODERS = (_e_ShareGroupDescribeRequest_v0, _e_ShareGroupDescribeRequest_v0,)

ShareGroupDescribeResponse.DECODERS = (_d_ShareGroupDescribeResponse_v0, _d_ShareGroupDescribeResponse_v0,)
ShareGroupDescribeResponse.ENCODERS = (_e_ShareGroupDescribeResponse_v0, _e_ShareGroupDescribeResponse_v0,)
