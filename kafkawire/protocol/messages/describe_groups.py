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

__all__ = ['DescribeGroupsRequest', 'DescribeGroupsResponse', 'DescribedGroup', 'DescribedGroupMember']

_S0 = _Struct('>?').unpack_from
_P0 = _Struct('>?').pack
_S1 = _Struct('>?B').unpack_from
_P1 = _Struct('>?B').pack
_S2 = _Struct('>B').unpack_from
_P2 = _Struct('>B').pack
_S3 = _Struct('>h').unpack_from
_P3 = _Struct('>h').pack
_S4 = _Struct('>i').unpack_from
_P4 = _Struct('>i').pack
_S5 = _Struct('>iB').unpack_from
_P5 = _Struct('>iB').pack
_S6 = _Struct('>hB').unpack_from
_P6 = _Struct('>hB').pack


class DescribeGroupsRequest(Request["DescribeGroupsResponse"]):
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


def _d_DescribeGroupsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsRequest, int]:
    o = _new(DescribeGroupsRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 2 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        for _ in (_ranges[n2] if n2 < 256 else range(n2)):
            n4 = _uh(buf, pos)[0]
            pos += 2
            if n4 < 0:
                raise _negative(pos)
            else:
                e5 = pos + n4
                if e5 > end:
                    raise _short(pos)
                x3 = buf[pos:e5].decode()
                pos = e5
            f_groups_1.append(x3)
    o.groups = f_groups_1
    o.include_authorized_operations = False
    o.unknown_tags = None
    return o, pos


def _d_DescribeGroupsRequest_v3(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsRequest, int]:
    o = _new(DescribeGroupsRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 2 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        for _ in (_ranges[n2] if n2 < 256 else range(n2)):
            n4 = _uh(buf, pos)[0]
            pos += 2
            if n4 < 0:
                raise _negative(pos)
            else:
                e5 = pos + n4
                if e5 > end:
                    raise _short(pos)
                x3 = buf[pos:e5].decode()
                pos = e5
            f_groups_1.append(x3)
    o.include_authorized_operations = _S0(buf, pos)[0]
    pos += 1
    o.groups = f_groups_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeGroupsRequest_v5(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsRequest, int]:
    o = _new(DescribeGroupsRequest)
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
        f_groups_1 = []
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
            f_groups_1.append(x3)
    o.include_authorized_operations, pk6 = _S1(buf, pos)
    pos += 2
    if pk6:
        u7, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u7 = None
    o.groups = f_groups_1
    o.unknown_tags = u7
    return o, pos


def _e_DescribeGroupsRequest_v0(o: DescribeGroupsRequest, out: list[bytes]) -> None:
    if o.include_authorized_operations != False:
        raise _absent('DescribeGroupsRequest', 'include_authorized_operations', 0)
    if o.unknown_tags:
        raise _untagged('DescribeGroupsRequest', 0)
    if type(o.groups) is not list:
        _check_list(o.groups)
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        b2 = x1.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)


def _e_DescribeGroupsRequest_v1(o: DescribeGroupsRequest, out: list[bytes]) -> None:
    if o.include_authorized_operations != False:
        raise _absent('DescribeGroupsRequest', 'include_authorized_operations', 1)
    if o.unknown_tags:
        raise _untagged('DescribeGroupsRequest', 1)
    if type(o.groups) is not list:
        _check_list(o.groups)
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        b2 = x1.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)


def _e_DescribeGroupsRequest_v2(o: DescribeGroupsRequest, out: list[bytes]) -> None:
    if o.include_authorized_operations != False:
        raise _absent('DescribeGroupsRequest', 'include_authorized_operations', 2)
    if o.unknown_tags:
        raise _untagged('DescribeGroupsRequest', 2)
    if type(o.groups) is not list:
        _check_list(o.groups)
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        b2 = x1.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)


def _e_DescribeGroupsRequest_v3(o: DescribeGroupsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeGroupsRequest', 3)
    if type(o.groups) is not list:
        _check_list(o.groups)
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        b2 = x1.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
    out.append(_P2(_BOOL[o.include_authorized_operations]))


def _e_DescribeGroupsRequest_v4(o: DescribeGroupsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeGroupsRequest', 4)
    if type(o.groups) is not list:
        _check_list(o.groups)
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        b2 = x1.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
    out.append(_P2(_BOOL[o.include_authorized_operations]))


def _e_DescribeGroupsRequest_v5(o: DescribeGroupsRequest, out: list[bytes]) -> None:
    if type(o.groups) is not list:
        _check_list(o.groups)
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    out.append(_P2(_BOOL[o.include_authorized_operations]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_DescribeGroupsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    o = _new(DescribeGroupsResponse)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 14 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DescribedGroup)
                x3.error_code = _S3(buf, pos)[0]
                pos += 2
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.group_id = buf[pos:e6].decode()
                    pos = e6
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x3.group_state = buf[pos:e8].decode()
                    pos = e8
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x3.protocol_type = buf[pos:e10].decode()
                    pos = e10
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    x3.protocol_data = buf[pos:e12].decode()
                    pos = e12
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 14 > end - pos:
                        raise _short(pos)
                    f_members_4 = []
                    if n13:
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            x14 = _new(DescribedGroupMember)
                            n15 = _uh(buf, pos)[0]
                            pos += 2
                            if n15 < 0:
                                raise _negative(pos)
                            else:
                                e16 = pos + n15
                                if e16 > end:
                                    raise _short(pos)
                                x14.member_id = buf[pos:e16].decode()
                                pos = e16
                            n17 = _uh(buf, pos)[0]
                            pos += 2
                            if n17 < 0:
                                raise _negative(pos)
                            else:
                                e18 = pos + n17
                                if e18 > end:
                                    raise _short(pos)
                                x14.client_id = buf[pos:e18].decode()
                                pos = e18
                            n19 = _uh(buf, pos)[0]
                            pos += 2
                            if n19 < 0:
                                raise _negative(pos)
                            else:
                                e20 = pos + n19
                                if e20 > end:
                                    raise _short(pos)
                                x14.client_host = buf[pos:e20].decode()
                                pos = e20
                            n21 = _ui(buf, pos)[0]
                            pos += 4
                            if n21 < 0:
                                raise _negative(pos)
                            else:
                                e22 = pos + n21
                                if e22 > end:
                                    raise _short(pos)
                                x14.member_metadata = buf[pos:e22]
                                pos = e22
                            n23 = _ui(buf, pos)[0]
                            pos += 4
                            if n23 < 0:
                                raise _negative(pos)
                            else:
                                e24 = pos + n23
                                if e24 > end:
                                    raise _short(pos)
                                x14.member_assignment = buf[pos:e24]
                                pos = e24
                            x14.group_instance_id = None
                            x14.unknown_tags = None
                            f_members_4.append(x14)
                x3.error_message = None
                x3.members = f_members_4
                x3.authorized_operations = -2147483648
                x3.unknown_tags = None
                f_groups_1.append(x3)
    o.throttle_time_ms = 0
    o.groups = f_groups_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeGroupsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms = _S4(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 14 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DescribedGroup)
                x3.error_code = _S3(buf, pos)[0]
                pos += 2
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.group_id = buf[pos:e6].decode()
                    pos = e6
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x3.group_state = buf[pos:e8].decode()
                    pos = e8
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x3.protocol_type = buf[pos:e10].decode()
                    pos = e10
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    x3.protocol_data = buf[pos:e12].decode()
                    pos = e12
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 14 > end - pos:
                        raise _short(pos)
                    f_members_4 = []
                    if n13:
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            x14 = _new(DescribedGroupMember)
                            n15 = _uh(buf, pos)[0]
                            pos += 2
                            if n15 < 0:
                                raise _negative(pos)
                            else:
                                e16 = pos + n15
                                if e16 > end:
                                    raise _short(pos)
                                x14.member_id = buf[pos:e16].decode()
                                pos = e16
                            n17 = _uh(buf, pos)[0]
                            pos += 2
                            if n17 < 0:
                                raise _negative(pos)
                            else:
                                e18 = pos + n17
                                if e18 > end:
                                    raise _short(pos)
                                x14.client_id = buf[pos:e18].decode()
                                pos = e18
                            n19 = _uh(buf, pos)[0]
                            pos += 2
                            if n19 < 0:
                                raise _negative(pos)
                            else:
                                e20 = pos + n19
                                if e20 > end:
                                    raise _short(pos)
                                x14.client_host = buf[pos:e20].decode()
                                pos = e20
                            n21 = _ui(buf, pos)[0]
                            pos += 4
                            if n21 < 0:
                                raise _negative(pos)
                            else:
                                e22 = pos + n21
                                if e22 > end:
                                    raise _short(pos)
                                x14.member_metadata = buf[pos:e22]
                                pos = e22
                            n23 = _ui(buf, pos)[0]
                            pos += 4
                            if n23 < 0:
                                raise _negative(pos)
                            else:
                                e24 = pos + n23
                                if e24 > end:
                                    raise _short(pos)
                                x14.member_assignment = buf[pos:e24]
                                pos = e24
                            x14.group_instance_id = None
                            x14.unknown_tags = None
                            f_members_4.append(x14)
                x3.error_message = None
                x3.members = f_members_4
                x3.authorized_operations = -2147483648
                x3.unknown_tags = None
                f_groups_1.append(x3)
    o.groups = f_groups_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeGroupsResponse_v3(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms = _S4(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 18 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DescribedGroup)
                x3.error_code = _S3(buf, pos)[0]
                pos += 2
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.group_id = buf[pos:e6].decode()
                    pos = e6
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x3.group_state = buf[pos:e8].decode()
                    pos = e8
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x3.protocol_type = buf[pos:e10].decode()
                    pos = e10
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    x3.protocol_data = buf[pos:e12].decode()
                    pos = e12
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 14 > end - pos:
                        raise _short(pos)
                    f_members_4 = []
                    if n13:
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            x14 = _new(DescribedGroupMember)
                            n15 = _uh(buf, pos)[0]
                            pos += 2
                            if n15 < 0:
                                raise _negative(pos)
                            else:
                                e16 = pos + n15
                                if e16 > end:
                                    raise _short(pos)
                                x14.member_id = buf[pos:e16].decode()
                                pos = e16
                            n17 = _uh(buf, pos)[0]
                            pos += 2
                            if n17 < 0:
                                raise _negative(pos)
                            else:
                                e18 = pos + n17
                                if e18 > end:
                                    raise _short(pos)
                                x14.client_id = buf[pos:e18].decode()
                                pos = e18
                            n19 = _uh(buf, pos)[0]
                            pos += 2
                            if n19 < 0:
                                raise _negative(pos)
                            else:
                                e20 = pos + n19
                                if e20 > end:
                                    raise _short(pos)
                                x14.client_host = buf[pos:e20].decode()
                                pos = e20
                            n21 = _ui(buf, pos)[0]
                            pos += 4
                            if n21 < 0:
                                raise _negative(pos)
                            else:
                                e22 = pos + n21
                                if e22 > end:
                                    raise _short(pos)
                                x14.member_metadata = buf[pos:e22]
                                pos = e22
                            n23 = _ui(buf, pos)[0]
                            pos += 4
                            if n23 < 0:
                                raise _negative(pos)
                            else:
                                e24 = pos + n23
                                if e24 > end:
                                    raise _short(pos)
                                x14.member_assignment = buf[pos:e24]
                                pos = e24
                            x14.group_instance_id = None
                            x14.unknown_tags = None
                            f_members_4.append(x14)
                x3.authorized_operations = _S4(buf, pos)[0]
                pos += 4
                x3.error_message = None
                x3.members = f_members_4
                x3.unknown_tags = None
                f_groups_1.append(x3)
    o.groups = f_groups_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeGroupsResponse_v4(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms = _S4(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 18 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DescribedGroup)
                x3.error_code = _S3(buf, pos)[0]
                pos += 2
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.group_id = buf[pos:e6].decode()
                    pos = e6
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x3.group_state = buf[pos:e8].decode()
                    pos = e8
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x3.protocol_type = buf[pos:e10].decode()
                    pos = e10
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    x3.protocol_data = buf[pos:e12].decode()
                    pos = e12
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 16 > end - pos:
                        raise _short(pos)
                    f_members_4 = []
                    if n13:
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            x14 = _new(DescribedGroupMember)
                            n15 = _uh(buf, pos)[0]
                            pos += 2
                            if n15 < 0:
                                raise _negative(pos)
                            else:
                                e16 = pos + n15
                                if e16 > end:
                                    raise _short(pos)
                                x14.member_id = buf[pos:e16].decode()
                                pos = e16
                            n17 = _uh(buf, pos)[0]
                            pos += 2
                            if n17 == -1:
                                x14.group_instance_id = None
                            elif n17 < 0:
                                raise _negative(pos)
                            else:
                                e18 = pos + n17
                                if e18 > end:
                                    raise _short(pos)
                                x14.group_instance_id = buf[pos:e18].decode()
                                pos = e18
                            n19 = _uh(buf, pos)[0]
                            pos += 2
                            if n19 < 0:
                                raise _negative(pos)
                            else:
                                e20 = pos + n19
                                if e20 > end:
                                    raise _short(pos)
                                x14.client_id = buf[pos:e20].decode()
                                pos = e20
                            n21 = _uh(buf, pos)[0]
                            pos += 2
                            if n21 < 0:
                                raise _negative(pos)
                            else:
                                e22 = pos + n21
                                if e22 > end:
                                    raise _short(pos)
                                x14.client_host = buf[pos:e22].decode()
                                pos = e22
                            n23 = _ui(buf, pos)[0]
                            pos += 4
                            if n23 < 0:
                                raise _negative(pos)
                            else:
                                e24 = pos + n23
                                if e24 > end:
                                    raise _short(pos)
                                x14.member_metadata = buf[pos:e24]
                                pos = e24
                            n25 = _ui(buf, pos)[0]
                            pos += 4
                            if n25 < 0:
                                raise _negative(pos)
                            else:
                                e26 = pos + n25
                                if e26 > end:
                                    raise _short(pos)
                                x14.member_assignment = buf[pos:e26]
                                pos = e26
                            x14.unknown_tags = None
                            f_members_4.append(x14)
                x3.authorized_operations = _S4(buf, pos)[0]
                pos += 4
                x3.error_message = None
                x3.members = f_members_4
                x3.unknown_tags = None
                f_groups_1.append(x3)
    o.groups = f_groups_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeGroupsResponse_v5(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms, pk2 = _S5(buf, pos)
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
        if pk2 * 12 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(DescribedGroup)
                x3.error_code, pk5 = _S6(buf, pos)
                pos += 3
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x3.group_id = buf[pos:e6].decode()
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
                    x3.group_state = buf[pos:e8].decode()
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
                    x3.protocol_type = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _string_uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    x3.protocol_data = buf[pos:e12].decode()
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
                    if n13 * 7 > end - pos:
                        raise _short(pos)
                    f_members_4 = []
                    if n13:
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            x14 = _new(DescribedGroupMember)
                            n15 = buf[pos]
                            if n15 < 128:
                                pos += 1
                                n15 -= 1
                            elif buf[pos + 1] < 128:
                                n15 = n15 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n15, pos = _string_uvarint(buf, pos)
                                n15 -= 1
                            if n15 < 0:
                                raise _negative(pos)
                            else:
                                e16 = pos + n15
                                if e16 > end:
                                    raise _short(pos)
                                x14.member_id = buf[pos:e16].decode()
                                pos = e16
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
                            if n17 == -1:
                                x14.group_instance_id = None
                            else:
                                e18 = pos + n17
                                if e18 > end:
                                    raise _short(pos)
                                x14.group_instance_id = buf[pos:e18].decode()
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
                            if n19 < 0:
                                raise _negative(pos)
                            else:
                                e20 = pos + n19
                                if e20 > end:
                                    raise _short(pos)
                                x14.client_id = buf[pos:e20].decode()
                                pos = e20
                            n21 = buf[pos]
                            if n21 < 128:
                                pos += 1
                                n21 -= 1
                            elif buf[pos + 1] < 128:
                                n21 = n21 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n21, pos = _string_uvarint(buf, pos)
                                n21 -= 1
                            if n21 < 0:
                                raise _negative(pos)
                            else:
                                e22 = pos + n21
                                if e22 > end:
                                    raise _short(pos)
                                x14.client_host = buf[pos:e22].decode()
                                pos = e22
                            n23 = buf[pos]
                            if n23 < 128:
                                pos += 1
                                n23 -= 1
                            elif buf[pos + 1] < 128:
                                n23 = n23 + buf[pos + 1] * 128 - 129
                                pos += 2
                            elif buf[pos + 1 + 1] < 128:
                                n23 = n23 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                                pos += 3
                            else:
                                n23, pos = _uvarint(buf, pos)
                                n23 -= 1
                            if n23 < 0:
                                raise _negative(pos)
                            else:
                                e24 = pos + n23
                                if e24 > end:
                                    raise _short(pos)
                                x14.member_metadata = buf[pos:e24]
                                pos = e24
                            n25 = buf[pos]
                            if n25 < 128:
                                pos += 1
                                n25 -= 1
                            elif buf[pos + 1] < 128:
                                n25 = n25 + buf[pos + 1] * 128 - 129
                                pos += 2
                            elif buf[pos + 1 + 1] < 128:
                                n25 = n25 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                                pos += 3
                            else:
                                n25, pos = _uvarint(buf, pos)
                                n25 -= 1
                            if n25 < 0:
                                raise _negative(pos)
                            else:
                                e26 = pos + n25
                                if e26 > end:
                                    raise _short(pos)
                                x14.member_assignment = buf[pos:e26]
                                pos = e26
                            if buf[pos]:
                                u27, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u27 = None
                            x14.unknown_tags = u27
                            f_members_4.append(x14)
                x3.authorized_operations, pk28 = _S5(buf, pos)
                pos += 5
                if pk28:
                    u29, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u29 = None
                x3.error_message = None
                x3.members = f_members_4
                x3.unknown_tags = u29
                f_groups_1.append(x3)
    if buf[pos]:
        u30, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u30 = None
    o.groups = f_groups_1
    o.unknown_tags = u30
    return o, pos


def _d_DescribeGroupsResponse_v6(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms, pk2 = _S5(buf, pos)
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
        if pk2 * 13 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(DescribedGroup)
                x3.error_code, pk5 = _S6(buf, pos)
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
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _string_uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    x3.protocol_type = buf[pos:e12].decode()
                    pos = e12
                n13 = buf[pos]
                if n13 < 128:
                    pos += 1
                    n13 -= 1
                elif buf[pos + 1] < 128:
                    n13 = n13 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n13, pos = _string_uvarint(buf, pos)
                    n13 -= 1
                if n13 < 0:
                    raise _negative(pos)
                else:
                    e14 = pos + n13
                    if e14 > end:
                        raise _short(pos)
                    x3.protocol_data = buf[pos:e14].decode()
                    pos = e14
                n15 = buf[pos]
                if n15 < 128:
                    pos += 1
                    n15 -= 1
                elif buf[pos + 1] < 128:
                    n15 = n15 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n15, pos = _uvarint(buf, pos)
                    n15 -= 1
                if n15 < 0:
                    raise _negative(pos)
                else:
                    if n15 * 7 > end - pos:
                        raise _short(pos)
                    f_members_4 = []
                    if n15:
                        for _ in (_ranges[n15] if n15 < 256 else range(n15)):
                            x16 = _new(DescribedGroupMember)
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
                                x16.member_id = buf[pos:e18].decode()
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
                                x16.group_instance_id = None
                            else:
                                e20 = pos + n19
                                if e20 > end:
                                    raise _short(pos)
                                x16.group_instance_id = buf[pos:e20].decode()
                                pos = e20
                            n21 = buf[pos]
                            if n21 < 128:
                                pos += 1
                                n21 -= 1
                            elif buf[pos + 1] < 128:
                                n21 = n21 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n21, pos = _string_uvarint(buf, pos)
                                n21 -= 1
                            if n21 < 0:
                                raise _negative(pos)
                            else:
                                e22 = pos + n21
                                if e22 > end:
                                    raise _short(pos)
                                x16.client_id = buf[pos:e22].decode()
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
                                x16.client_host = buf[pos:e24].decode()
                                pos = e24
                            n25 = buf[pos]
                            if n25 < 128:
                                pos += 1
                                n25 -= 1
                            elif buf[pos + 1] < 128:
                                n25 = n25 + buf[pos + 1] * 128 - 129
                                pos += 2
                            elif buf[pos + 1 + 1] < 128:
                                n25 = n25 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                                pos += 3
                            else:
                                n25, pos = _uvarint(buf, pos)
                                n25 -= 1
                            if n25 < 0:
                                raise _negative(pos)
                            else:
                                e26 = pos + n25
                                if e26 > end:
                                    raise _short(pos)
                                x16.member_metadata = buf[pos:e26]
                                pos = e26
                            n27 = buf[pos]
                            if n27 < 128:
                                pos += 1
                                n27 -= 1
                            elif buf[pos + 1] < 128:
                                n27 = n27 + buf[pos + 1] * 128 - 129
                                pos += 2
                            elif buf[pos + 1 + 1] < 128:
                                n27 = n27 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                                pos += 3
                            else:
                                n27, pos = _uvarint(buf, pos)
                                n27 -= 1
                            if n27 < 0:
                                raise _negative(pos)
                            else:
                                e28 = pos + n27
                                if e28 > end:
                                    raise _short(pos)
                                x16.member_assignment = buf[pos:e28]
                                pos = e28
                            if buf[pos]:
                                u29, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u29 = None
                            x16.unknown_tags = u29
                            f_members_4.append(x16)
                x3.authorized_operations, pk30 = _S5(buf, pos)
                pos += 5
                if pk30:
                    u31, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u31 = None
                x3.members = f_members_4
                x3.unknown_tags = u31
                f_groups_1.append(x3)
    if buf[pos]:
        u32, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u32 = None
    o.groups = f_groups_1
    o.unknown_tags = u32
    return o, pos


def _e_DescribeGroupsResponse_v0(o: DescribeGroupsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeGroupsResponse', 0)
    if type(o.groups) is not list:
        _check_list(o.groups)
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        if x1.error_message is not None:
            raise _absent('DescribedGroup', 'error_message', 0)
        if x1.authorized_operations != -2147483648:
            raise _absent('DescribedGroup', 'authorized_operations', 0)
        if x1.unknown_tags:
            raise _untagged('DescribedGroup', 0)
        out.append(_P3(x1.error_code))
        b2 = x1.group_id.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        b3 = x1.group_state.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        b4 = x1.protocol_type.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        b5 = x1.protocol_data.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        if type(x1.members) is not list:
            _check_list(x1.members)
        out.append(_Pi(len(x1.members)))
        for x6 in x1.members:
            if x6.unknown_tags:
                raise _untagged('DescribedGroupMember', 0)
            b7 = x6.member_id.encode()
            out.append(_Ph(len(b7)))
            out.append(b7)
            b8 = x6.client_id.encode()
            out.append(_Ph(len(b8)))
            out.append(b8)
            b9 = x6.client_host.encode()
            out.append(_Ph(len(b9)))
            out.append(b9)
            b10 = x6.member_metadata
            out.append(_Pi(len(b10)))
            out.append(b10)
            b11 = x6.member_assignment
            out.append(_Pi(len(b11)))
            out.append(b11)


def _e_DescribeGroupsResponse_v1(o: DescribeGroupsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeGroupsResponse', 1)
    out.append(_P4(o.throttle_time_ms))
    if type(o.groups) is not list:
        _check_list(o.groups)
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        if x1.error_message is not None:
            raise _absent('DescribedGroup', 'error_message', 1)
        if x1.authorized_operations != -2147483648:
            raise _absent('DescribedGroup', 'authorized_operations', 1)
        if x1.unknown_tags:
            raise _untagged('DescribedGroup', 1)
        out.append(_P3(x1.error_code))
        b2 = x1.group_id.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        b3 = x1.group_state.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        b4 = x1.protocol_type.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        b5 = x1.protocol_data.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        if type(x1.members) is not list:
            _check_list(x1.members)
        out.append(_Pi(len(x1.members)))
        for x6 in x1.members:
            if x6.unknown_tags:
                raise _untagged('DescribedGroupMember', 1)
            b7 = x6.member_id.encode()
            out.append(_Ph(len(b7)))
            out.append(b7)
            b8 = x6.client_id.encode()
            out.append(_Ph(len(b8)))
            out.append(b8)
            b9 = x6.client_host.encode()
            out.append(_Ph(len(b9)))
            out.append(b9)
            b10 = x6.member_metadata
            out.append(_Pi(len(b10)))
            out.append(b10)
            b11 = x6.member_assignment
            out.append(_Pi(len(b11)))
            out.append(b11)


def _e_DescribeGroupsResponse_v2(o: DescribeGroupsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeGroupsResponse', 2)
    out.append(_P4(o.throttle_time_ms))
    if type(o.groups) is not list:
        _check_list(o.groups)
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        if x1.error_message is not None:
            raise _absent('DescribedGroup', 'error_message', 2)
        if x1.authorized_operations != -2147483648:
            raise _absent('DescribedGroup', 'authorized_operations', 2)
        if x1.unknown_tags:
            raise _untagged('DescribedGroup', 2)
        out.append(_P3(x1.error_code))
        b2 = x1.group_id.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        b3 = x1.group_state.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        b4 = x1.protocol_type.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        b5 = x1.protocol_data.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        if type(x1.members) is not list:
            _check_list(x1.members)
        out.append(_Pi(len(x1.members)))
        for x6 in x1.members:
            if x6.unknown_tags:
                raise _untagged('DescribedGroupMember', 2)
            b7 = x6.member_id.encode()
            out.append(_Ph(len(b7)))
            out.append(b7)
            b8 = x6.client_id.encode()
            out.append(_Ph(len(b8)))
            out.append(b8)
            b9 = x6.client_host.encode()
            out.append(_Ph(len(b9)))
            out.append(b9)
            b10 = x6.member_metadata
            out.append(_Pi(len(b10)))
            out.append(b10)
            b11 = x6.member_assignment
            out.append(_Pi(len(b11)))
            out.append(b11)


def _e_DescribeGroupsResponse_v3(o: DescribeGroupsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeGroupsResponse', 3)
    out.append(_P4(o.throttle_time_ms))
    if type(o.groups) is not list:
        _check_list(o.groups)
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        if x1.error_message is not None:
            raise _absent('DescribedGroup', 'error_message', 3)
        if x1.unknown_tags:
            raise _untagged('DescribedGroup', 3)
        out.append(_P3(x1.error_code))
        b2 = x1.group_id.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        b3 = x1.group_state.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        b4 = x1.protocol_type.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        b5 = x1.protocol_data.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        if type(x1.members) is not list:
            _check_list(x1.members)
        out.append(_Pi(len(x1.members)))
        for x6 in x1.members:
            if x6.unknown_tags:
                raise _untagged('DescribedGroupMember', 3)
            b7 = x6.member_id.encode()
            out.append(_Ph(len(b7)))
            out.append(b7)
            b8 = x6.client_id.encode()
            out.append(_Ph(len(b8)))
            out.append(b8)
            b9 = x6.client_host.encode()
            out.append(_Ph(len(b9)))
            out.append(b9)
            b10 = x6.member_metadata
            out.append(_Pi(len(b10)))
            out.append(b10)
            b11 = x6.member_assignment
            out.append(_Pi(len(b11)))
            out.append(b11)
        out.append(_P4(x1.authorized_operations))


def _e_DescribeGroupsResponse_v4(o: DescribeGroupsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeGroupsResponse', 4)
    out.append(_P4(o.throttle_time_ms))
    if type(o.groups) is not list:
        _check_list(o.groups)
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        if x1.error_message is not None:
            raise _absent('DescribedGroup', 'error_message', 4)
        if x1.unknown_tags:
            raise _untagged('DescribedGroup', 4)
        out.append(_P3(x1.error_code))
        b2 = x1.group_id.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        b3 = x1.group_state.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        b4 = x1.protocol_type.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        b5 = x1.protocol_data.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        if type(x1.members) is not list:
            _check_list(x1.members)
        out.append(_Pi(len(x1.members)))
        for x6 in x1.members:
            if x6.unknown_tags:
                raise _untagged('DescribedGroupMember', 4)
            b7 = x6.member_id.encode()
            out.append(_Ph(len(b7)))
            out.append(b7)
            if x6.group_instance_id is None:
                out.append(b'\xff\xff')
            else:
                b8 = x6.group_instance_id.encode()
                out.append(_Ph(len(b8)))
                out.append(b8)
            b9 = x6.client_id.encode()
            out.append(_Ph(len(b9)))
            out.append(b9)
            b10 = x6.client_host.encode()
            out.append(_Ph(len(b10)))
            out.append(b10)
            b11 = x6.member_metadata
            out.append(_Pi(len(b11)))
            out.append(b11)
            b12 = x6.member_assignment
            out.append(_Pi(len(b12)))
            out.append(b12)
        out.append(_P4(x1.authorized_operations))


def _e_DescribeGroupsResponse_v5(o: DescribeGroupsResponse, out: list[bytes]) -> None:
    out.append(_P4(o.throttle_time_ms))
    if type(o.groups) is not list:
        _check_list(o.groups)
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        if x1.error_message is not None:
            raise _absent('DescribedGroup', 'error_message', 5)
        out.append(_P3(x1.error_code))
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        b3 = x1.group_state.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        b4 = x1.protocol_type.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        b5 = x1.protocol_data.encode()
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
            if x6.group_instance_id is None:
                out.append(b'\x00')
            else:
                b8 = x6.group_instance_id.encode()
                if len(b8) + 1 < 128:
                    out.append(_B1[len(b8) + 1])
                else:
                    out.append(_string_length(len(b8) + 1))
                out.append(b8)
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
            b11 = x6.member_metadata
            if len(b11) + 1 < 128:
                out.append(_B1[len(b11) + 1])
            else:
                out.append(_encode_uvarint(len(b11) + 1))
            out.append(b11)
            b12 = x6.member_assignment
            if len(b12) + 1 < 128:
                out.append(_B1[len(b12) + 1])
            else:
                out.append(_encode_uvarint(len(b12) + 1))
            out.append(b12)
            if x6.unknown_tags:
                _write_tags(out, [], x6.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P4(x1.authorized_operations))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_DescribeGroupsResponse_v6(o: DescribeGroupsResponse, out: list[bytes]) -> None:
    out.append(_P4(o.throttle_time_ms))
    if type(o.groups) is not list:
        _check_list(o.groups)
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        out.append(_P3(x1.error_code))
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
        b5 = x1.protocol_type.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
        b6 = x1.protocol_data.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        if type(x1.members) is not list:
            _check_list(x1.members)
        if len(x1.members) + 1 < 128:
            out.append(_B1[len(x1.members) + 1])
        else:
            out.append(_encode_uvarint(len(x1.members) + 1))
        for x7 in x1.members:
            b8 = x7.member_id.encode()
            if len(b8) + 1 < 128:
                out.append(_B1[len(b8) + 1])
            else:
                out.append(_string_length(len(b8) + 1))
            out.append(b8)
            if x7.group_instance_id is None:
                out.append(b'\x00')
            else:
                b9 = x7.group_instance_id.encode()
                if len(b9) + 1 < 128:
                    out.append(_B1[len(b9) + 1])
                else:
                    out.append(_string_length(len(b9) + 1))
                out.append(b9)
            b10 = x7.client_id.encode()
            if len(b10) + 1 < 128:
                out.append(_B1[len(b10) + 1])
            else:
                out.append(_string_length(len(b10) + 1))
            out.append(b10)
            b11 = x7.client_host.encode()
            if len(b11) + 1 < 128:
                out.append(_B1[len(b11) + 1])
            else:
                out.append(_string_length(len(b11) + 1))
            out.append(b11)
            b12 = x7.member_metadata
            if len(b12) + 1 < 128:
                out.append(_B1[len(b12) + 1])
            else:
                out.append(_encode_uvarint(len(b12) + 1))
            out.append(b12)
            b13 = x7.member_assignment
            if len(b13) + 1 < 128:
                out.append(_B1[len(b13) + 1])
            else:
                out.append(_encode_uvarint(len(b13) + 1))
            out.append(b13)
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P4(x1.authorized_operations))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DescribeGroupsRequest.DECODERS = {0: _d_DescribeGroupsRequest_v0, 1: _d_DescribeGroupsRequest_v0, 2: _d_DescribeGroupsRequest_v0, 3: _d_DescribeGroupsRequest_v3, 4: _d_DescribeGroupsRequest_v3, 5: _d_DescribeGroupsRequest_v5, 6: _d_DescribeGroupsRequest_v5}
DescribeGroupsRequest.ENCODERS = {0: _e_DescribeGroupsRequest_v0, 1: _e_DescribeGroupsRequest_v1, 2: _e_DescribeGroupsRequest_v2, 3: _e_DescribeGroupsRequest_v3, 4: _e_DescribeGroupsRequest_v4, 5: _e_DescribeGroupsRequest_v5, 6: _e_DescribeGroupsRequest_v5}
_bind_decode(DescribeGroupsRequest)

DescribeGroupsResponse.DECODERS = {0: _d_DescribeGroupsResponse_v0, 1: _d_DescribeGroupsResponse_v1, 2: _d_DescribeGroupsResponse_v1, 3: _d_DescribeGroupsResponse_v3, 4: _d_DescribeGroupsResponse_v4, 5: _d_DescribeGroupsResponse_v5, 6: _d_DescribeGroupsResponse_v6}
DescribeGroupsResponse.ENCODERS = {0: _e_DescribeGroupsResponse_v0, 1: _e_DescribeGroupsResponse_v1, 2: _e_DescribeGroupsResponse_v2, 3: _e_DescribeGroupsResponse_v3, 4: _e_DescribeGroupsResponse_v4, 5: _e_DescribeGroupsResponse_v5, 6: _e_DescribeGroupsResponse_v6}
_bind_decode(DescribeGroupsResponse)
