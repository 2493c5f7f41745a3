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


def _d_ShareGroupDescribeRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[ShareGroupDescribeRequest, int]:
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
    return ShareGroupDescribeRequest(f_group_ids, f_include_authorized_operations, u), pos


def _e_ShareGroupDescribeRequest_v0(o: ShareGroupDescribeRequest, out: bytearray) -> None:
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


def _d_TopicPartitions_v0(buf: memoryview, pos: int, end: int) -> tuple[TopicPartitions, int]:
    f_topic_id = _S4(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
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
        f_topic_name = str(buf[pos:e2], 'utf-8')
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
    return TopicPartitions(f_topic_id, f_topic_name, f_partitions, u), pos


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
        if n1 * 19 > end - pos:
            raise _short(pos)
        f_topic_partitions = []
        ap2 = f_topic_partitions.append
        for _ in range(n1):
            x3, pos = _d_TopicPartitions_v0(buf, pos, end)
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
    return Assignment(f_topic_partitions, u), pos


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
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_rack_id = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_rack_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_member_epoch = _S1(buf, pos)[0]
    pos += 4
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
        f_client_id = str(buf[pos:e6], 'utf-8')
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
        f_client_host = str(buf[pos:e8], 'utf-8')
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
        if n9 > end - pos:
            raise _short(pos)
        f_subscribed_topic_names = []
        for _ in range(n9):
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
                x10 = str(buf[pos:e12], 'utf-8')
                pos = e12
            f_subscribed_topic_names.append(x10)
    f_assignment, pos = _d_Assignment_v0(buf, pos, end)
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
    return Member(f_member_id, f_rack_id, f_member_epoch, f_client_id, f_client_host, f_subscribed_topic_names, f_assignment, u), pos


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
        f_assignor_name = str(buf[pos:e8], 'utf-8')
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
        if n9 * 12 > end - pos:
            raise _short(pos)
        f_members = []
        ap10 = f_members.append
        for _ in range(n9):
            x11, pos = _d_Member_v0(buf, pos, end)
            ap10(x11)
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
    return DescribedGroup(f_error_code, f_error_message, f_group_id, f_group_state, f_group_epoch, f_assignment_epoch, f_assignor_name, f_members, f_authorized_operations, u), pos


def _d_ShareGroupDescribeResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ShareGroupDescribeResponse, int]:
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
    return ShareGroupDescribeResponse(f_throttle_time_ms, f_groups, u), pos


def _e_TopicPartitions_v0(o: TopicPartitions, out: bytearray) -> None:
    out += _P4(_uuid_bytes(o.topic_id))
    b1 = o.topic_name.encode()
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
    if len(o.topic_partitions) + 1 < 128:
        out.append(len(o.topic_partitions) + 1)
    else:
        out += _encode_uvarint(len(o.topic_partitions) + 1)
    for x1 in o.topic_partitions:
        _e_TopicPartitions_v0(x1, out)
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
    if o.rack_id is None:
        out.append(0)
    else:
        b2 = o.rack_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P1(o.member_epoch)
    b3 = o.client_id.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    b4 = o.client_host.encode()
    if len(b4) + 1 < 128:
        out.append(len(b4) + 1)
    else:
        out += _encode_uvarint(len(b4) + 1)
    out += b4
    if len(o.subscribed_topic_names) + 1 < 128:
        out.append(len(o.subscribed_topic_names) + 1)
    else:
        out += _encode_uvarint(len(o.subscribed_topic_names) + 1)
    for x5 in o.subscribed_topic_names:
        b6 = x5.encode()
        if len(b6) + 1 < 128:
            out.append(len(b6) + 1)
        else:
            out += _encode_uvarint(len(b6) + 1)
        out += b6
    _e_Assignment_v0(o.assignment, out)
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
    b4 = o.assignor_name.encode()
    if len(b4) + 1 < 128:
        out.append(len(b4) + 1)
    else:
        out += _encode_uvarint(len(b4) + 1)
    out += b4
    if len(o.members) + 1 < 128:
        out.append(len(o.members) + 1)
    else:
        out += _encode_uvarint(len(o.members) + 1)
    for x5 in o.members:
        _e_Member_v0(x5, out)
    out += _P1(o.authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ShareGroupDescribeResponse_v0(o: ShareGroupDescribeResponse, out: bytearray) -> None:
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


ShareGroupDescribeRequest.DECODERS = (_d_ShareGroupDescribeRequest_v0, _d_ShareGroupDescribeRequest_v0,)
ShareGroupDescribeRequest.ENCODERS = (_e_ShareGroupDescribeRequest_v0, _e_ShareGroupDescribeRequest_v0,)

ShareGroupDescribeResponse.DECODERS = (_d_ShareGroupDescribeResponse_v0, _d_ShareGroupDescribeResponse_v0,)
ShareGroupDescribeResponse.ENCODERS = (_e_ShareGroupDescribeResponse_v0, _e_ShareGroupDescribeResponse_v0,)
