# generated from defs/015-describe-groups.kw; do not edit
"""DescribeGroups: API key 15, versions 0..6, flexible from 5."""

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

__all__ = ['DescribeGroupsRequest', 'DescribeGroupsResponse', 'DescribedGroup', 'DescribedGroupMember']

_S0 = _Struct('>?').unpack_from
_P0 = _Struct('>?').pack
_S1 = _Struct('>h').unpack_from
_P1 = _Struct('>h').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack


class DescribeGroupsRequest(Message):
    """DescribeGroups request (API key 15), versions 0..6."""

    __slots__ = ('groups', 'include_authorized_operations')
    API_KEY = 15
    API_NAME = 'DescribeGroups'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_FROM = 5
    groups: list[str]
    include_authorized_operations: bool

    def __init__(
        self,
        groups: list[str] = DEFAULT,
        include_authorized_operations: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.groups = [] if groups is DEFAULT else groups
        self.include_authorized_operations = include_authorized_operations
        self.unknown_tags = unknown_tags


class DescribedGroupMember(Struct):
    """Element DescribedGroupMember of DescribeGroups."""

    __slots__ = ('member_id', 'group_instance_id', 'client_id', 'client_host', 'member_metadata', 'member_assignment')
    member_id: str
    group_instance_id: str | None
    client_id: str
    client_host: str
    member_metadata: bytes
    member_assignment: bytes

    def __init__(
        self,
        member_id: str = "",
        group_instance_id: str | None = None,
        client_id: str = "",
        client_host: str = "",
        member_metadata: bytes = b"",
        member_assignment: bytes = b"",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.client_id = client_id
        self.client_host = client_host
        self.member_metadata = member_metadata
        self.member_assignment = member_assignment
        self.unknown_tags = unknown_tags


class DescribedGroup(Struct):
    """Element DescribedGroup of DescribeGroups."""

    __slots__ = ('error_code', 'error_message', 'group_id', 'group_state', 'protocol_type', 'protocol_data', 'members', 'authorized_operations')
    error_code: int
    error_message: str | None
    group_id: str
    group_state: str
    protocol_type: str
    protocol_data: str
    members: list[DescribedGroupMember]
    authorized_operations: int

    def __init__(
        self,
        error_code: int = 0,
        error_message: str | None = None,
        group_id: str = "",
        group_state: str = "",
        protocol_type: str = "",
        protocol_data: str = "",
        members: list[DescribedGroupMember] = DEFAULT,
        authorized_operations: int = -2147483648,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.error_message = error_message
        self.group_id = group_id
        self.group_state = group_state
        self.protocol_type = protocol_type
        self.protocol_data = protocol_data
        self.members = [] if members is DEFAULT else members
        self.authorized_operations = authorized_operations
        self.unknown_tags = unknown_tags


class DescribeGroupsResponse(Message):
    """DescribeGroups response (API key 15), versions 0..6."""

    __slots__ = ('throttle_time_ms', 'groups')
    API_KEY = 15
    API_NAME = 'DescribeGroups'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_FROM = 5
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

DescribeGroupsRequest.FIELDS = (
    FieldSpec('groups', 'array', 'string', (0, 6), None, DEFAULT),
    FieldSpec('include_authorized_operations', 'prim', 'bool', (3, 6), None, False),
)

DescribedGroupMember.FIELDS = (
    FieldSpec('member_id', 'prim', 'string', (0, 6), None, ""),
    FieldSpec('group_instance_id', 'prim', 'string', (4, 6), (4, 6), None, ignorable=True),
    FieldSpec('client_id', 'prim', 'string', (0, 6), None, ""),
    FieldSpec('client_host', 'prim', 'string', (0, 6), None, ""),
    FieldSpec('member_metadata', 'prim', 'bytes', (0, 6), None, b""),
    FieldSpec('member_assignment', 'prim', 'bytes', (0, 6), None, b""),
)

DescribedGroup.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 6), None, 0),
    FieldSpec('error_message', 'prim', 'string', (6, 6), (6, 6), None),
    FieldSpec('group_id', 'prim', 'string', (0, 6), None, ""),
    FieldSpec('group_state', 'prim', 'string', (0, 6), None, ""),
    FieldSpec('protocol_type', 'prim', 'string', (0, 6), None, ""),
    FieldSpec('protocol_data', 'prim', 'string', (0, 6), None, ""),
    FieldSpec('members', 'array', 'DescribedGroupMember', (0, 6), None, DEFAULT, struct=DescribedGroupMember),
    FieldSpec('authorized_operations', 'prim', 'int32', (3, 6), None, -2147483648),
)

DescribeGroupsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (1, 6), None, 0, ignorable=True),
    FieldSpec('groups', 'array', 'DescribedGroup', (0, 6), None, DEFAULT, struct=DescribedGroup),
)


def _d_DescribeGroupsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeGroupsRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 2 > end - pos:
            raise _short(pos)
        f_groups = []
        for _ in range(n1):
            n3 = _uh(buf, pos)[0]
            pos += 2
            if n3 < 0:
                raise _negative(pos)
            else:
                e4 = pos + n3
                if e4 > end:
                    raise _short(pos)
                x2 = str(buf[pos:e4], 'utf-8')
                pos = e4
            f_groups.append(x2)
    return DescribeGroupsRequest(f_groups, False, None), pos


def _d_DescribeGroupsRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[DescribeGroupsRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 2 > end - pos:
            raise _short(pos)
        f_groups = []
        for _ in range(n1):
            n3 = _uh(buf, pos)[0]
            pos += 2
            if n3 < 0:
                raise _negative(pos)
            else:
                e4 = pos + n3
                if e4 > end:
                    raise _short(pos)
                x2 = str(buf[pos:e4], 'utf-8')
                pos = e4
            f_groups.append(x2)
    f_include_authorized_operations = _S0(buf, pos)[0]
    pos += 1
    return DescribeGroupsRequest(f_groups, f_include_authorized_operations, None), pos


def _d_DescribeGroupsRequest_v5(buf: memoryview, pos: int, end: int) -> tuple[DescribeGroupsRequest, int]:
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
        f_groups = []
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
            f_groups.append(x2)
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
    return DescribeGroupsRequest(f_groups, f_include_authorized_operations, u), pos


def _e_DescribeGroupsRequest_v0(o: DescribeGroupsRequest, out: bytearray) -> None:
    if o.include_authorized_operations != False:
        raise _absent('DescribeGroupsRequest', 'include_authorized_operations', 0)
    out += _Pi(len(o.groups))
    for x1 in o.groups:
        b2 = x1.encode()
        out += _Ph(len(b2))
        out += b2


def _e_DescribeGroupsRequest_v1(o: DescribeGroupsRequest, out: bytearray) -> None:
    if o.include_authorized_operations != False:
        raise _absent('DescribeGroupsRequest', 'include_authorized_operations', 1)
    out += _Pi(len(o.groups))
    for x1 in o.groups:
        b2 = x1.encode()
        out += _Ph(len(b2))
        out += b2


def _e_DescribeGroupsRequest_v2(o: DescribeGroupsRequest, out: bytearray) -> None:
    if o.include_authorized_operations != False:
        raise _absent('DescribeGroupsRequest', 'include_authorized_operations', 2)
    out += _Pi(len(o.groups))
    for x1 in o.groups:
        b2 = x1.encode()
        out += _Ph(len(b2))
        out += b2


def _e_DescribeGroupsRequest_v3(o: DescribeGroupsRequest, out: bytearray) -> None:
    out += _Pi(len(o.groups))
    for x1 in o.groups:
        b2 = x1.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P0(o.include_authorized_operations)


def _e_DescribeGroupsRequest_v5(o: DescribeGroupsRequest, out: bytearray) -> None:
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
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


def _d_DescribedGroupMember_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribedGroupMember, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_client_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_client_host = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_member_metadata = bytes(buf[pos:e8])
        pos = e8
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_member_assignment = bytes(buf[pos:e10])
        pos = e10
    return DescribedGroupMember(f_member_id, None, f_client_id, f_client_host, f_member_metadata, f_member_assignment, None), pos


def _d_DescribedGroup_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribedGroup, int]:
    f_error_code = _S1(buf, pos)[0]
    pos += 2
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_group_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_group_state = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_protocol_type = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = _uh(buf, pos)[0]
    pos += 2
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_protocol_data = str(buf[pos:e8], 'utf-8')
        pos = e8
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 14 > end - pos:
            raise _short(pos)
        f_members = []
        ap10 = f_members.append
        for _ in range(n9):
            x11, pos = _d_DescribedGroupMember_v0(buf, pos, end)
            ap10(x11)
    return DescribedGroup(f_error_code, None, f_group_id, f_group_state, f_protocol_type, f_protocol_data, f_members, -2147483648, None), pos


def _d_DescribeGroupsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 14 > end - pos:
            raise _short(pos)
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_DescribedGroup_v0(buf, pos, end)
            ap2(x3)
    return DescribeGroupsResponse(0, f_groups, None), pos


def _d_DescribeGroupsResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    f_throttle_time_ms = _S2(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 14 > end - pos:
            raise _short(pos)
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_DescribedGroup_v0(buf, pos, end)
            ap2(x3)
    return DescribeGroupsResponse(f_throttle_time_ms, f_groups, None), pos


def _d_DescribedGroup_v3(buf: memoryview, pos: int, end: int) -> tuple[DescribedGroup, int]:
    f_error_code = _S1(buf, pos)[0]
    pos += 2
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_group_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_group_state = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_protocol_type = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = _uh(buf, pos)[0]
    pos += 2
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_protocol_data = str(buf[pos:e8], 'utf-8')
        pos = e8
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 14 > end - pos:
            raise _short(pos)
        f_members = []
        ap10 = f_members.append
        for _ in range(n9):
            x11, pos = _d_DescribedGroupMember_v0(buf, pos, end)
            ap10(x11)
    f_authorized_operations = _S2(buf, pos)[0]
    pos += 4
    return DescribedGroup(f_error_code, None, f_group_id, f_group_state, f_protocol_type, f_protocol_data, f_members, f_authorized_operations, None), pos


def _d_DescribeGroupsResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    f_throttle_time_ms = _S2(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_DescribedGroup_v3(buf, pos, end)
            ap2(x3)
    return DescribeGroupsResponse(f_throttle_time_ms, f_groups, None), pos


def _d_DescribedGroupMember_v4(buf: memoryview, pos: int, end: int) -> tuple[DescribedGroupMember, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 == -1:
        f_group_instance_id = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_group_instance_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_client_id = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = _uh(buf, pos)[0]
    pos += 2
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_client_host = str(buf[pos:e8], 'utf-8')
        pos = e8
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_member_metadata = bytes(buf[pos:e10])
        pos = e10
    n11 = _ui(buf, pos)[0]
    pos += 4
    if n11 < 0:
        raise _negative(pos)
    else:
        e12 = pos + n11
        if e12 > end:
            raise _short(pos)
        f_member_assignment = bytes(buf[pos:e12])
        pos = e12
    return DescribedGroupMember(f_member_id, f_group_instance_id, f_client_id, f_client_host, f_member_metadata, f_member_assignment, None), pos


def _d_DescribedGroup_v4(buf: memoryview, pos: int, end: int) -> tuple[DescribedGroup, int]:
    f_error_code = _S1(buf, pos)[0]
    pos += 2
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_group_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_group_state = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_protocol_type = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = _uh(buf, pos)[0]
    pos += 2
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_protocol_data = str(buf[pos:e8], 'utf-8')
        pos = e8
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 16 > end - pos:
            raise _short(pos)
        f_members = []
        ap10 = f_members.append
        for _ in range(n9):
            x11, pos = _d_DescribedGroupMember_v4(buf, pos, end)
            ap10(x11)
    f_authorized_operations = _S2(buf, pos)[0]
    pos += 4
    return DescribedGroup(f_error_code, None, f_group_id, f_group_state, f_protocol_type, f_protocol_data, f_members, f_authorized_operations, None), pos


def _d_DescribeGroupsResponse_v4(buf: memoryview, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    f_throttle_time_ms = _S2(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_DescribedGroup_v4(buf, pos, end)
            ap2(x3)
    return DescribeGroupsResponse(f_throttle_time_ms, f_groups, None), pos


def _d_DescribedGroupMember_v5(buf: memoryview, pos: int, end: int) -> tuple[DescribedGroupMember, int]:
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
        f_group_instance_id = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_group_instance_id = str(buf[pos:e4], 'utf-8')
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
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_member_metadata = bytes(buf[pos:e10])
        pos = e10
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
        f_member_assignment = bytes(buf[pos:e12])
        pos = e12
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
    return DescribedGroupMember(f_member_id, f_group_instance_id, f_client_id, f_client_host, f_member_metadata, f_member_assignment, u), pos


def _d_DescribedGroup_v5(buf: memoryview, pos: int, end: int) -> tuple[DescribedGroup, int]:
    f_error_code = _S1(buf, pos)[0]
    pos += 2
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
        f_group_id = str(buf[pos:e2], 'utf-8')
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
        f_group_state = str(buf[pos:e4], 'utf-8')
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
        f_protocol_type = str(buf[pos:e6], 'utf-8')
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
        f_protocol_data = str(buf[pos:e8], 'utf-8')
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
        if n9 * 7 > end - pos:
            raise _short(pos)
        f_members = []
        ap10 = f_members.append
        for _ in range(n9):
            x11, pos = _d_DescribedGroupMember_v5(buf, pos, end)
            ap10(x11)
    f_authorized_operations = _S2(buf, pos)[0]
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
    return DescribedGroup(f_error_code, None, f_group_id, f_group_state, f_protocol_type, f_protocol_data, f_members, f_authorized_operations, u), pos


def _d_DescribeGroupsResponse_v5(buf: memoryview, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    f_throttle_time_ms = _S2(buf, pos)[0]
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
        if n1 * 12 > end - pos:
            raise _short(pos)
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_DescribedGroup_v5(buf, pos, end)
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
    return DescribeGroupsResponse(f_throttle_time_ms, f_groups, u), pos


def _d_DescribedGroup_v6(buf: memoryview, pos: int, end: int) -> tuple[DescribedGroup, int]:
    f_error_code = _S1(buf, pos)[0]
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
        f_protocol_type = str(buf[pos:e8], 'utf-8')
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
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_protocol_data = str(buf[pos:e10], 'utf-8')
        pos = e10
    n11 = buf[pos]
    if n11 < 128:
        pos += 1
    else:
        n11, pos = _uvarint(buf, pos)
    n11 -= 1
    if n11 < 0:
        raise _negative(pos)
    else:
        if n11 * 7 > end - pos:
            raise _short(pos)
        f_members = []
        ap12 = f_members.append
        for _ in range(n11):
            x13, pos = _d_DescribedGroupMember_v5(buf, pos, end)
            ap12(x13)
    f_authorized_operations = _S2(buf, pos)[0]
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
    return DescribedGroup(f_error_code, f_error_message, f_group_id, f_group_state, f_protocol_type, f_protocol_data, f_members, f_authorized_operations, u), pos


def _d_DescribeGroupsResponse_v6(buf: memoryview, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    f_throttle_time_ms = _S2(buf, pos)[0]
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
        if n1 * 13 > end - pos:
            raise _short(pos)
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_DescribedGroup_v6(buf, pos, end)
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
    return DescribeGroupsResponse(f_throttle_time_ms, f_groups, u), pos


def _e_DescribedGroupMember_v0(o: DescribedGroupMember, out: bytearray) -> None:
    b1 = o.member_id.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.client_id.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.client_host.encode()
    out += _Ph(len(b3))
    out += b3
    b4 = o.member_metadata
    out += _Pi(len(b4))
    out += b4
    b5 = o.member_assignment
    out += _Pi(len(b5))
    out += b5


def _e_DescribedGroup_v0(o: DescribedGroup, out: bytearray) -> None:
    if o.error_message is not None:
        raise _absent('DescribedGroup', 'error_message', 0)
    if o.authorized_operations != -2147483648:
        raise _absent('DescribedGroup', 'authorized_operations', 0)
    out += _P1(o.error_code)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.group_state.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.protocol_type.encode()
    out += _Ph(len(b3))
    out += b3
    b4 = o.protocol_data.encode()
    out += _Ph(len(b4))
    out += b4
    out += _Pi(len(o.members))
    for x5 in o.members:
        _e_DescribedGroupMember_v0(x5, out)


def _e_DescribeGroupsResponse_v0(o: DescribeGroupsResponse, out: bytearray) -> None:
    out += _Pi(len(o.groups))
    for x1 in o.groups:
        _e_DescribedGroup_v0(x1, out)


def _e_DescribedGroup_v1(o: DescribedGroup, out: bytearray) -> None:
    if o.error_message is not None:
        raise _absent('DescribedGroup', 'error_message', 1)
    if o.authorized_operations != -2147483648:
        raise _absent('DescribedGroup', 'authorized_operations', 1)
    out += _P1(o.error_code)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.group_state.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.protocol_type.encode()
    out += _Ph(len(b3))
    out += b3
    b4 = o.protocol_data.encode()
    out += _Ph(len(b4))
    out += b4
    out += _Pi(len(o.members))
    for x5 in o.members:
        _e_DescribedGroupMember_v0(x5, out)


def _e_DescribeGroupsResponse_v1(o: DescribeGroupsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    out += _Pi(len(o.groups))
    for x1 in o.groups:
        _e_DescribedGroup_v1(x1, out)


def _e_DescribedGroup_v2(o: DescribedGroup, out: bytearray) -> None:
    if o.error_message is not None:
        raise _absent('DescribedGroup', 'error_message', 2)
    if o.authorized_operations != -2147483648:
        raise _absent('DescribedGroup', 'authorized_operations', 2)
    out += _P1(o.error_code)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.group_state.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.protocol_type.encode()
    out += _Ph(len(b3))
    out += b3
    b4 = o.protocol_data.encode()
    out += _Ph(len(b4))
    out += b4
    out += _Pi(len(o.members))
    for x5 in o.members:
        _e_DescribedGroupMember_v0(x5, out)


def _e_DescribeGroupsResponse_v2(o: DescribeGroupsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    out += _Pi(len(o.groups))
    for x1 in o.groups:
        _e_DescribedGroup_v2(x1, out)


def _e_DescribedGroup_v3(o: DescribedGroup, out: bytearray) -> None:
    if o.error_message is not None:
        raise _absent('DescribedGroup', 'error_message', 3)
    out += _P1(o.error_code)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.group_state.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.protocol_type.encode()
    out += _Ph(len(b3))
    out += b3
    b4 = o.protocol_data.encode()
    out += _Ph(len(b4))
    out += b4
    out += _Pi(len(o.members))
    for x5 in o.members:
        _e_DescribedGroupMember_v0(x5, out)
    out += _P2(o.authorized_operations)


def _e_DescribeGroupsResponse_v3(o: DescribeGroupsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    out += _Pi(len(o.groups))
    for x1 in o.groups:
        _e_DescribedGroup_v3(x1, out)


def _e_DescribedGroupMember_v4(o: DescribedGroupMember, out: bytearray) -> None:
    b1 = o.member_id.encode()
    out += _Ph(len(b1))
    out += b1
    if o.group_instance_id is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.group_instance_id.encode()
        out += _Ph(len(b2))
        out += b2
    b3 = o.client_id.encode()
    out += _Ph(len(b3))
    out += b3
    b4 = o.client_host.encode()
    out += _Ph(len(b4))
    out += b4
    b5 = o.member_metadata
    out += _Pi(len(b5))
    out += b5
    b6 = o.member_assignment
    out += _Pi(len(b6))
    out += b6


def _e_DescribedGroup_v4(o: DescribedGroup, out: bytearray) -> None:
    if o.error_message is not None:
        raise _absent('DescribedGroup', 'error_message', 4)
    out += _P1(o.error_code)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.group_state.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.protocol_type.encode()
    out += _Ph(len(b3))
    out += b3
    b4 = o.protocol_data.encode()
    out += _Ph(len(b4))
    out += b4
    out += _Pi(len(o.members))
    for x5 in o.members:
        _e_DescribedGroupMember_v4(x5, out)
    out += _P2(o.authorized_operations)


def _e_DescribeGroupsResponse_v4(o: DescribeGroupsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    out += _Pi(len(o.groups))
    for x1 in o.groups:
        _e_DescribedGroup_v4(x1, out)


def _e_DescribedGroupMember_v5(o: DescribedGroupMember, out: bytearray) -> None:
    b1 = o.member_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.group_instance_id is None:
        out.append(0)
    else:
        b2 = o.group_instance_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
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
    b5 = o.member_metadata
    if len(b5) + 1 < 128:
        out.append(len(b5) + 1)
    else:
        out += _encode_uvarint(len(b5) + 1)
    out += b5
    b6 = o.member_assignment
    if len(b6) + 1 < 128:
        out.append(len(b6) + 1)
    else:
        out += _encode_uvarint(len(b6) + 1)
    out += b6
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribedGroup_v5(o: DescribedGroup, out: bytearray) -> None:
    if o.error_message is not None:
        raise _absent('DescribedGroup', 'error_message', 5)
    out += _P1(o.error_code)
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.group_state.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    b3 = o.protocol_type.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    b4 = o.protocol_data.encode()
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
        _e_DescribedGroupMember_v5(x5, out)
    out += _P2(o.authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeGroupsResponse_v5(o: DescribeGroupsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
        _e_DescribedGroup_v5(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribedGroup_v6(o: DescribedGroup, out: bytearray) -> None:
    out += _P1(o.error_code)
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
    b4 = o.protocol_type.encode()
    if len(b4) + 1 < 128:
        out.append(len(b4) + 1)
    else:
        out += _encode_uvarint(len(b4) + 1)
    out += b4
    b5 = o.protocol_data.encode()
    if len(b5) + 1 < 128:
        out.append(len(b5) + 1)
    else:
        out += _encode_uvarint(len(b5) + 1)
    out += b5
    if len(o.members) + 1 < 128:
        out.append(len(o.members) + 1)
    else:
        out += _encode_uvarint(len(o.members) + 1)
    for x6 in o.members:
        _e_DescribedGroupMember_v5(x6, out)
    out += _P2(o.authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeGroupsResponse_v6(o: DescribeGroupsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
        _e_DescribedGroup_v6(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeGroupsRequest.DECODERS = (_d_DescribeGroupsRequest_v0, _d_DescribeGroupsRequest_v0, _d_DescribeGroupsRequest_v0, _d_DescribeGroupsRequest_v3, _d_DescribeGroupsRequest_v3, _d_DescribeGroupsRequest_v5, _d_DescribeGroupsRequest_v5,)
DescribeGroupsRequest.ENCODERS = (_e_DescribeGroupsRequest_v0, _e_DescribeGroupsRequest_v1, _e_DescribeGroupsRequest_v2, _e_DescribeGroupsRequest_v3, _e_DescribeGroupsRequest_v3, _e_DescribeGroupsRequest_v5, _e_DescribeGroupsRequest_v5,)

DescribeGroupsResponse.DECODERS = (_d_DescribeGroupsResponse_v0, _d_DescribeGroupsResponse_v1, _d_DescribeGroupsResponse_v1, _d_DescribeGroupsResponse_v3, _d_DescribeGroupsResponse_v4, _d_DescribeGroupsResponse_v5, _d_DescribeGroupsResponse_v6,)
DescribeGroupsResponse.ENCODERS = (_e_DescribeGroupsResponse_v0, _e_DescribeGroupsResponse_v1, _e_DescribeGroupsResponse_v2, _e_DescribeGroupsResponse_v3, _e_DescribeGroupsResponse_v4, _e_DescribeGroupsResponse_v5, _e_DescribeGroupsResponse_v6,)
