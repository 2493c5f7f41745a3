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


def _d_DescribeGroupsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsRequest, int]:
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 2 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        for _ in range(n3):
            n5 = _uh(buf, pos)[0]
            pos += 2
            if n5 < 0:
                raise _negative(pos)
            else:
                e6 = pos + n5
                if e6 > end:
                    raise _short(pos)
                x4 = buf[pos:e6].decode()
                pos = e6
            f_groups_1.append(x4)
    o = _new(DescribeGroupsRequest)
    o.groups = f_groups_1
    o.include_authorized_operations = False
    o.unknown_tags = None
    return o, pos


def _d_DescribeGroupsRequest_v3(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsRequest, int]:
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 2 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        for _ in range(n3):
            n5 = _uh(buf, pos)[0]
            pos += 2
            if n5 < 0:
                raise _negative(pos)
            else:
                e6 = pos + n5
                if e6 > end:
                    raise _short(pos)
                x4 = buf[pos:e6].decode()
                pos = e6
            f_groups_1.append(x4)
    f_include_authorized_operations_2 = _S0(buf, pos)[0]
    pos += 1
    o = _new(DescribeGroupsRequest)
    o.groups = f_groups_1
    o.include_authorized_operations = f_include_authorized_operations_2
    o.unknown_tags = None
    return o, pos


def _d_DescribeGroupsRequest_v5(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsRequest, int]:
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
        f_groups_1 = []
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
            f_groups_1.append(x4)
    f_include_authorized_operations_2 = _S0(buf, pos)[0]
    pos += 1
    if buf[pos]:
        u7, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u7 = None
    o = _new(DescribeGroupsRequest)
    o.groups = f_groups_1
    o.include_authorized_operations = f_include_authorized_operations_2
    o.unknown_tags = u7
    return o, pos


def _e_DescribeGroupsRequest_v0(o: DescribeGroupsRequest, out: list[bytes]) -> None:
    if o.include_authorized_operations != False:
        raise _absent('DescribeGroupsRequest', 'include_authorized_operations', 0)
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        b2 = x1.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)


def _e_DescribeGroupsRequest_v1(o: DescribeGroupsRequest, out: list[bytes]) -> None:
    if o.include_authorized_operations != False:
        raise _absent('DescribeGroupsRequest', 'include_authorized_operations', 1)
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        b2 = x1.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)


def _e_DescribeGroupsRequest_v2(o: DescribeGroupsRequest, out: list[bytes]) -> None:
    if o.include_authorized_operations != False:
        raise _absent('DescribeGroupsRequest', 'include_authorized_operations', 2)
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        b2 = x1.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)


def _e_DescribeGroupsRequest_v3(o: DescribeGroupsRequest, out: list[bytes]) -> None:
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        b2 = x1.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
    out.append(_P0(o.include_authorized_operations))


def _e_DescribeGroupsRequest_v5(o: DescribeGroupsRequest, out: list[bytes]) -> None:
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
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


def _d_DescribeGroupsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 14 > end - pos:
            raise _short(pos)
        f_groups_2 = []
        ap4 = f_groups_2.append
        for _ in range(n3):
            f_error_code_6 = _S1(buf, pos)[0]
            pos += 2
            n14 = _uh(buf, pos)[0]
            pos += 2
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_group_id_8 = buf[pos:e15].decode()
                pos = e15
            n16 = _uh(buf, pos)[0]
            pos += 2
            if n16 < 0:
                raise _negative(pos)
            else:
                e17 = pos + n16
                if e17 > end:
                    raise _short(pos)
                f_group_state_9 = buf[pos:e17].decode()
                pos = e17
            n18 = _uh(buf, pos)[0]
            pos += 2
            if n18 < 0:
                raise _negative(pos)
            else:
                e19 = pos + n18
                if e19 > end:
                    raise _short(pos)
                f_protocol_type_10 = buf[pos:e19].decode()
                pos = e19
            n20 = _uh(buf, pos)[0]
            pos += 2
            if n20 < 0:
                raise _negative(pos)
            else:
                e21 = pos + n20
                if e21 > end:
                    raise _short(pos)
                f_protocol_data_11 = buf[pos:e21].decode()
                pos = e21
            n22 = _ui(buf, pos)[0]
            pos += 4
            if n22 < 0:
                raise _negative(pos)
            else:
                if n22 * 14 > end - pos:
                    raise _short(pos)
                f_members_12 = []
                ap23 = f_members_12.append
                for _ in range(n22):
                    n31 = _uh(buf, pos)[0]
                    pos += 2
                    if n31 < 0:
                        raise _negative(pos)
                    else:
                        e32 = pos + n31
                        if e32 > end:
                            raise _short(pos)
                        f_member_id_25 = buf[pos:e32].decode()
                        pos = e32
                    n33 = _uh(buf, pos)[0]
                    pos += 2
                    if n33 < 0:
                        raise _negative(pos)
                    else:
                        e34 = pos + n33
                        if e34 > end:
                            raise _short(pos)
                        f_client_id_27 = buf[pos:e34].decode()
                        pos = e34
                    n35 = _uh(buf, pos)[0]
                    pos += 2
                    if n35 < 0:
                        raise _negative(pos)
                    else:
                        e36 = pos + n35
                        if e36 > end:
                            raise _short(pos)
                        f_client_host_28 = buf[pos:e36].decode()
                        pos = e36
                    n37 = _ui(buf, pos)[0]
                    pos += 4
                    if n37 < 0:
                        raise _negative(pos)
                    else:
                        e38 = pos + n37
                        if e38 > end:
                            raise _short(pos)
                        f_member_metadata_29 = buf[pos:e38]
                        pos = e38
                    n39 = _ui(buf, pos)[0]
                    pos += 4
                    if n39 < 0:
                        raise _negative(pos)
                    else:
                        e40 = pos + n39
                        if e40 > end:
                            raise _short(pos)
                        f_member_assignment_30 = buf[pos:e40]
                        pos = e40
                    x24 = _new(DescribedGroupMember)
                    x24.member_id = f_member_id_25
                    x24.group_instance_id = None
                    x24.client_id = f_client_id_27
                    x24.client_host = f_client_host_28
                    x24.member_metadata = f_member_metadata_29
                    x24.member_assignment = f_member_assignment_30
                    x24.unknown_tags = None
                    ap23(x24)
            x5 = _new(DescribedGroup)
            x5.error_code = f_error_code_6
            x5.error_message = None
            x5.group_id = f_group_id_8
            x5.group_state = f_group_state_9
            x5.protocol_type = f_protocol_type_10
            x5.protocol_data = f_protocol_data_11
            x5.members = f_members_12
            x5.authorized_operations = -2147483648
            x5.unknown_tags = None
            ap4(x5)
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms = 0
    o.groups = f_groups_2
    o.unknown_tags = None
    return o, pos


def _d_DescribeGroupsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    f_throttle_time_ms_1 = _S2(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 14 > end - pos:
            raise _short(pos)
        f_groups_2 = []
        ap4 = f_groups_2.append
        for _ in range(n3):
            f_error_code_6 = _S1(buf, pos)[0]
            pos += 2
            n14 = _uh(buf, pos)[0]
            pos += 2
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_group_id_8 = buf[pos:e15].decode()
                pos = e15
            n16 = _uh(buf, pos)[0]
            pos += 2
            if n16 < 0:
                raise _negative(pos)
            else:
                e17 = pos + n16
                if e17 > end:
                    raise _short(pos)
                f_group_state_9 = buf[pos:e17].decode()
                pos = e17
            n18 = _uh(buf, pos)[0]
            pos += 2
            if n18 < 0:
                raise _negative(pos)
            else:
                e19 = pos + n18
                if e19 > end:
                    raise _short(pos)
                f_protocol_type_10 = buf[pos:e19].decode()
                pos = e19
            n20 = _uh(buf, pos)[0]
            pos += 2
            if n20 < 0:
                raise _negative(pos)
            else:
                e21 = pos + n20
                if e21 > end:
                    raise _short(pos)
                f_protocol_data_11 = buf[pos:e21].decode()
                pos = e21
            n22 = _ui(buf, pos)[0]
            pos += 4
            if n22 < 0:
                raise _negative(pos)
            else:
                if n22 * 14 > end - pos:
                    raise _short(pos)
                f_members_12 = []
                ap23 = f_members_12.append
                for _ in range(n22):
                    n31 = _uh(buf, pos)[0]
                    pos += 2
                    if n31 < 0:
                        raise _negative(pos)
                    else:
                        e32 = pos + n31
                        if e32 > end:
                            raise _short(pos)
                        f_member_id_25 = buf[pos:e32].decode()
                        pos = e32
                    n33 = _uh(buf, pos)[0]
                    pos += 2
                    if n33 < 0:
                        raise _negative(pos)
                    else:
                        e34 = pos + n33
                        if e34 > end:
                            raise _short(pos)
                        f_client_id_27 = buf[pos:e34].decode()
                        pos = e34
                    n35 = _uh(buf, pos)[0]
                    pos += 2
                    if n35 < 0:
                        raise _negative(pos)
                    else:
                        e36 = pos + n35
                        if e36 > end:
                            raise _short(pos)
                        f_client_host_28 = buf[pos:e36].decode()
                        pos = e36
                    n37 = _ui(buf, pos)[0]
                    pos += 4
                    if n37 < 0:
                        raise _negative(pos)
                    else:
                        e38 = pos + n37
                        if e38 > end:
                            raise _short(pos)
                        f_member_metadata_29 = buf[pos:e38]
                        pos = e38
                    n39 = _ui(buf, pos)[0]
                    pos += 4
                    if n39 < 0:
                        raise _negative(pos)
                    else:
                        e40 = pos + n39
                        if e40 > end:
                            raise _short(pos)
                        f_member_assignment_30 = buf[pos:e40]
                        pos = e40
                    x24 = _new(DescribedGroupMember)
                    x24.member_id = f_member_id_25
                    x24.group_instance_id = None
                    x24.client_id = f_client_id_27
                    x24.client_host = f_client_host_28
                    x24.member_metadata = f_member_metadata_29
                    x24.member_assignment = f_member_assignment_30
                    x24.unknown_tags = None
                    ap23(x24)
            x5 = _new(DescribedGroup)
            x5.error_code = f_error_code_6
            x5.error_message = None
            x5.group_id = f_group_id_8
            x5.group_state = f_group_state_9
            x5.protocol_type = f_protocol_type_10
            x5.protocol_data = f_protocol_data_11
            x5.members = f_members_12
            x5.authorized_operations = -2147483648
            x5.unknown_tags = None
            ap4(x5)
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = f_groups_2
    o.unknown_tags = None
    return o, pos


def _d_DescribeGroupsResponse_v3(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    f_throttle_time_ms_1 = _S2(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_groups_2 = []
        ap4 = f_groups_2.append
        for _ in range(n3):
            f_error_code_6 = _S1(buf, pos)[0]
            pos += 2
            n14 = _uh(buf, pos)[0]
            pos += 2
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_group_id_8 = buf[pos:e15].decode()
                pos = e15
            n16 = _uh(buf, pos)[0]
            pos += 2
            if n16 < 0:
                raise _negative(pos)
            else:
                e17 = pos + n16
                if e17 > end:
                    raise _short(pos)
                f_group_state_9 = buf[pos:e17].decode()
                pos = e17
            n18 = _uh(buf, pos)[0]
            pos += 2
            if n18 < 0:
                raise _negative(pos)
            else:
                e19 = pos + n18
                if e19 > end:
                    raise _short(pos)
                f_protocol_type_10 = buf[pos:e19].decode()
                pos = e19
            n20 = _uh(buf, pos)[0]
            pos += 2
            if n20 < 0:
                raise _negative(pos)
            else:
                e21 = pos + n20
                if e21 > end:
                    raise _short(pos)
                f_protocol_data_11 = buf[pos:e21].decode()
                pos = e21
            n22 = _ui(buf, pos)[0]
            pos += 4
            if n22 < 0:
                raise _negative(pos)
            else:
                if n22 * 14 > end - pos:
                    raise _short(pos)
                f_members_12 = []
                ap23 = f_members_12.append
                for _ in range(n22):
                    n31 = _uh(buf, pos)[0]
                    pos += 2
                    if n31 < 0:
                        raise _negative(pos)
                    else:
                        e32 = pos + n31
                        if e32 > end:
                            raise _short(pos)
                        f_member_id_25 = buf[pos:e32].decode()
                        pos = e32
                    n33 = _uh(buf, pos)[0]
                    pos += 2
                    if n33 < 0:
                        raise _negative(pos)
                    else:
                        e34 = pos + n33
                        if e34 > end:
                            raise _short(pos)
                        f_client_id_27 = buf[pos:e34].decode()
                        pos = e34
                    n35 = _uh(buf, pos)[0]
                    pos += 2
                    if n35 < 0:
                        raise _negative(pos)
                    else:
                        e36 = pos + n35
                        if e36 > end:
                            raise _short(pos)
                        f_client_host_28 = buf[pos:e36].decode()
                        pos = e36
                    n37 = _ui(buf, pos)[0]
                    pos += 4
                    if n37 < 0:
                        raise _negative(pos)
                    else:
                        e38 = pos + n37
                        if e38 > end:
                            raise _short(pos)
                        f_member_metadata_29 = buf[pos:e38]
                        pos = e38
                    n39 = _ui(buf, pos)[0]
                    pos += 4
                    if n39 < 0:
                        raise _negative(pos)
                    else:
                        e40 = pos + n39
                        if e40 > end:
                            raise _short(pos)
                        f_member_assignment_30 = buf[pos:e40]
                        pos = e40
                    x24 = _new(DescribedGroupMember)
                    x24.member_id = f_member_id_25
                    x24.group_instance_id = None
                    x24.client_id = f_client_id_27
                    x24.client_host = f_client_host_28
                    x24.member_metadata = f_member_metadata_29
                    x24.member_assignment = f_member_assignment_30
                    x24.unknown_tags = None
                    ap23(x24)
            f_authorized_operations_13 = _S2(buf, pos)[0]
            pos += 4
            x5 = _new(DescribedGroup)
            x5.error_code = f_error_code_6
            x5.error_message = None
            x5.group_id = f_group_id_8
            x5.group_state = f_group_state_9
            x5.protocol_type = f_protocol_type_10
            x5.protocol_data = f_protocol_data_11
            x5.members = f_members_12
            x5.authorized_operations = f_authorized_operations_13
            x5.unknown_tags = None
            ap4(x5)
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = f_groups_2
    o.unknown_tags = None
    return o, pos


def _d_DescribeGroupsResponse_v4(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    f_throttle_time_ms_1 = _S2(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_groups_2 = []
        ap4 = f_groups_2.append
        for _ in range(n3):
            f_error_code_6 = _S1(buf, pos)[0]
            pos += 2
            n14 = _uh(buf, pos)[0]
            pos += 2
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_group_id_8 = buf[pos:e15].decode()
                pos = e15
            n16 = _uh(buf, pos)[0]
            pos += 2
            if n16 < 0:
                raise _negative(pos)
            else:
                e17 = pos + n16
                if e17 > end:
                    raise _short(pos)
                f_group_state_9 = buf[pos:e17].decode()
                pos = e17
            n18 = _uh(buf, pos)[0]
            pos += 2
            if n18 < 0:
                raise _negative(pos)
            else:
                e19 = pos + n18
                if e19 > end:
                    raise _short(pos)
                f_protocol_type_10 = buf[pos:e19].decode()
                pos = e19
            n20 = _uh(buf, pos)[0]
            pos += 2
            if n20 < 0:
                raise _negative(pos)
            else:
                e21 = pos + n20
                if e21 > end:
                    raise _short(pos)
                f_protocol_data_11 = buf[pos:e21].decode()
                pos = e21
            n22 = _ui(buf, pos)[0]
            pos += 4
            if n22 < 0:
                raise _negative(pos)
            else:
                if n22 * 16 > end - pos:
                    raise _short(pos)
                f_members_12 = []
                ap23 = f_members_12.append
                for _ in range(n22):
                    n31 = _uh(buf, pos)[0]
                    pos += 2
                    if n31 < 0:
                        raise _negative(pos)
                    else:
                        e32 = pos + n31
                        if e32 > end:
                            raise _short(pos)
                        f_member_id_25 = buf[pos:e32].decode()
                        pos = e32
                    n33 = _uh(buf, pos)[0]
                    pos += 2
                    if n33 == -1:
                        f_group_instance_id_26 = None
                    elif n33 < 0:
                        raise _negative(pos)
                    else:
                        e34 = pos + n33
                        if e34 > end:
                            raise _short(pos)
                        f_group_instance_id_26 = buf[pos:e34].decode()
                        pos = e34
                    n35 = _uh(buf, pos)[0]
                    pos += 2
                    if n35 < 0:
                        raise _negative(pos)
                    else:
                        e36 = pos + n35
                        if e36 > end:
                            raise _short(pos)
                        f_client_id_27 = buf[pos:e36].decode()
                        pos = e36
                    n37 = _uh(buf, pos)[0]
                    pos += 2
                    if n37 < 0:
                        raise _negative(pos)
                    else:
                        e38 = pos + n37
                        if e38 > end:
                            raise _short(pos)
                        f_client_host_28 = buf[pos:e38].decode()
                        pos = e38
                    n39 = _ui(buf, pos)[0]
                    pos += 4
                    if n39 < 0:
                        raise _negative(pos)
                    else:
                        e40 = pos + n39
                        if e40 > end:
                            raise _short(pos)
                        f_member_metadata_29 = buf[pos:e40]
                        pos = e40
                    n41 = _ui(buf, pos)[0]
                    pos += 4
                    if n41 < 0:
                        raise _negative(pos)
                    else:
                        e42 = pos + n41
                        if e42 > end:
                            raise _short(pos)
                        f_member_assignment_30 = buf[pos:e42]
                        pos = e42
                    x24 = _new(DescribedGroupMember)
                    x24.member_id = f_member_id_25
                    x24.group_instance_id = f_group_instance_id_26
                    x24.client_id = f_client_id_27
                    x24.client_host = f_client_host_28
                    x24.member_metadata = f_member_metadata_29
                    x24.member_assignment = f_member_assignment_30
                    x24.unknown_tags = None
                    ap23(x24)
            f_authorized_operations_13 = _S2(buf, pos)[0]
            pos += 4
            x5 = _new(DescribedGroup)
            x5.error_code = f_error_code_6
            x5.error_message = None
            x5.group_id = f_group_id_8
            x5.group_state = f_group_state_9
            x5.protocol_type = f_protocol_type_10
            x5.protocol_data = f_protocol_data_11
            x5.members = f_members_12
            x5.authorized_operations = f_authorized_operations_13
            x5.unknown_tags = None
            ap4(x5)
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = f_groups_2
    o.unknown_tags = None
    return o, pos


def _d_DescribeGroupsResponse_v5(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    f_throttle_time_ms_1 = _S2(buf, pos)[0]
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
        if n3 * 12 > end - pos:
            raise _short(pos)
        f_groups_2 = []
        ap4 = f_groups_2.append
        for _ in range(n3):
            f_error_code_6 = _S1(buf, pos)[0]
            pos += 2
            n14 = buf[pos]
            if n14 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n14 = (n14 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n14, pos = _uvarint(buf, pos)
            n14 -= 1
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_group_id_8 = buf[pos:e15].decode()
                pos = e15
            n16 = buf[pos]
            if n16 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n16 = (n16 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n16, pos = _uvarint(buf, pos)
            n16 -= 1
            if n16 < 0:
                raise _negative(pos)
            else:
                e17 = pos + n16
                if e17 > end:
                    raise _short(pos)
                f_group_state_9 = buf[pos:e17].decode()
                pos = e17
            n18 = buf[pos]
            if n18 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n18 = (n18 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n18, pos = _uvarint(buf, pos)
            n18 -= 1
            if n18 < 0:
                raise _negative(pos)
            else:
                e19 = pos + n18
                if e19 > end:
                    raise _short(pos)
                f_protocol_type_10 = buf[pos:e19].decode()
                pos = e19
            n20 = buf[pos]
            if n20 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n20 = (n20 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n20, pos = _uvarint(buf, pos)
            n20 -= 1
            if n20 < 0:
                raise _negative(pos)
            else:
                e21 = pos + n20
                if e21 > end:
                    raise _short(pos)
                f_protocol_data_11 = buf[pos:e21].decode()
                pos = e21
            n22 = buf[pos]
            if n22 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n22 = (n22 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n22, pos = _uvarint(buf, pos)
            n22 -= 1
            if n22 < 0:
                raise _negative(pos)
            else:
                if n22 * 7 > end - pos:
                    raise _short(pos)
                f_members_12 = []
                ap23 = f_members_12.append
                for _ in range(n22):
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
                        f_member_id_25 = buf[pos:e32].decode()
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
                    if n33 == -1:
                        f_group_instance_id_26 = None
                    elif n33 < 0:
                        raise _negative(pos)
                    else:
                        e34 = pos + n33
                        if e34 > end:
                            raise _short(pos)
                        f_group_instance_id_26 = buf[pos:e34].decode()
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
                    if n35 < 0:
                        raise _negative(pos)
                    else:
                        e36 = pos + n35
                        if e36 > end:
                            raise _short(pos)
                        f_client_id_27 = buf[pos:e36].decode()
                        pos = e36
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
                        f_client_host_28 = buf[pos:e38].decode()
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
                        f_member_metadata_29 = buf[pos:e40]
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
                        e42 = pos + n41
                        if e42 > end:
                            raise _short(pos)
                        f_member_assignment_30 = buf[pos:e42]
                        pos = e42
                    if buf[pos]:
                        u43, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u43 = None
                    x24 = _new(DescribedGroupMember)
                    x24.member_id = f_member_id_25
                    x24.group_instance_id = f_group_instance_id_26
                    x24.client_id = f_client_id_27
                    x24.client_host = f_client_host_28
                    x24.member_metadata = f_member_metadata_29
                    x24.member_assignment = f_member_assignment_30
                    x24.unknown_tags = u43
                    ap23(x24)
            f_authorized_operations_13 = _S2(buf, pos)[0]
            pos += 4
            if buf[pos]:
                u44, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u44 = None
            x5 = _new(DescribedGroup)
            x5.error_code = f_error_code_6
            x5.error_message = None
            x5.group_id = f_group_id_8
            x5.group_state = f_group_state_9
            x5.protocol_type = f_protocol_type_10
            x5.protocol_data = f_protocol_data_11
            x5.members = f_members_12
            x5.authorized_operations = f_authorized_operations_13
            x5.unknown_tags = u44
            ap4(x5)
    if buf[pos]:
        u45, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u45 = None
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = f_groups_2
    o.unknown_tags = u45
    return o, pos


def _d_DescribeGroupsResponse_v6(buf: bytes, pos: int, end: int) -> tuple[DescribeGroupsResponse, int]:
    f_throttle_time_ms_1 = _S2(buf, pos)[0]
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
        if n3 * 13 > end - pos:
            raise _short(pos)
        f_groups_2 = []
        ap4 = f_groups_2.append
        for _ in range(n3):
            f_error_code_6 = _S1(buf, pos)[0]
            pos += 2
            n14 = buf[pos]
            if n14 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n14 = (n14 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n14, pos = _uvarint(buf, pos)
            n14 -= 1
            if n14 == -1:
                f_error_message_7 = None
            elif n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_error_message_7 = buf[pos:e15].decode()
                pos = e15
            n16 = buf[pos]
            if n16 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n16 = (n16 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n16, pos = _uvarint(buf, pos)
            n16 -= 1
            if n16 < 0:
                raise _negative(pos)
            else:
                e17 = pos + n16
                if e17 > end:
                    raise _short(pos)
                f_group_id_8 = buf[pos:e17].decode()
                pos = e17
            n18 = buf[pos]
            if n18 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n18 = (n18 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n18, pos = _uvarint(buf, pos)
            n18 -= 1
            if n18 < 0:
                raise _negative(pos)
            else:
                e19 = pos + n18
                if e19 > end:
                    raise _short(pos)
                f_group_state_9 = buf[pos:e19].decode()
                pos = e19
            n20 = buf[pos]
            if n20 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n20 = (n20 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n20, pos = _uvarint(buf, pos)
            n20 -= 1
            if n20 < 0:
                raise _negative(pos)
            else:
                e21 = pos + n20
                if e21 > end:
                    raise _short(pos)
                f_protocol_type_10 = buf[pos:e21].decode()
                pos = e21
            n22 = buf[pos]
            if n22 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n22 = (n22 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n22, pos = _uvarint(buf, pos)
            n22 -= 1
            if n22 < 0:
                raise _negative(pos)
            else:
                e23 = pos + n22
                if e23 > end:
                    raise _short(pos)
                f_protocol_data_11 = buf[pos:e23].decode()
                pos = e23
            n24 = buf[pos]
            if n24 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n24 = (n24 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n24, pos = _uvarint(buf, pos)
            n24 -= 1
            if n24 < 0:
                raise _negative(pos)
            else:
                if n24 * 7 > end - pos:
                    raise _short(pos)
                f_members_12 = []
                ap25 = f_members_12.append
                for _ in range(n24):
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
                        f_member_id_27 = buf[pos:e34].decode()
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
                        f_group_instance_id_28 = None
                    elif n35 < 0:
                        raise _negative(pos)
                    else:
                        e36 = pos + n35
                        if e36 > end:
                            raise _short(pos)
                        f_group_instance_id_28 = buf[pos:e36].decode()
                        pos = e36
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
                        e42 = pos + n41
                        if e42 > end:
                            raise _short(pos)
                        f_member_metadata_31 = buf[pos:e42]
                        pos = e42
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
                        f_member_assignment_32 = buf[pos:e44]
                        pos = e44
                    if buf[pos]:
                        u45, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u45 = None
                    x26 = _new(DescribedGroupMember)
                    x26.member_id = f_member_id_27
                    x26.group_instance_id = f_group_instance_id_28
                    x26.client_id = f_client_id_29
                    x26.client_host = f_client_host_30
                    x26.member_metadata = f_member_metadata_31
                    x26.member_assignment = f_member_assignment_32
                    x26.unknown_tags = u45
                    ap25(x26)
            f_authorized_operations_13 = _S2(buf, pos)[0]
            pos += 4
            if buf[pos]:
                u46, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u46 = None
            x5 = _new(DescribedGroup)
            x5.error_code = f_error_code_6
            x5.error_message = f_error_message_7
            x5.group_id = f_group_id_8
            x5.group_state = f_group_state_9
            x5.protocol_type = f_protocol_type_10
            x5.protocol_data = f_protocol_data_11
            x5.members = f_members_12
            x5.authorized_operations = f_authorized_operations_13
            x5.unknown_tags = u46
            ap4(x5)
    if buf[pos]:
        u47, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u47 = None
    o = _new(DescribeGroupsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = f_groups_2
    o.unknown_tags = u47
    return o, pos


def _e_DescribeGroupsResponse_v0(o: DescribeGroupsResponse, out: list[bytes]) -> None:
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        if x1.error_message is not None:
            raise _absent('DescribedGroup', 'error_message', 0)
        if x1.authorized_operations != -2147483648:
            raise _absent('DescribedGroup', 'authorized_operations', 0)
        out.append(_P1(x1.error_code))
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
        out.append(_Pi(len(x1.members)))
        for x6 in x1.members:
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
    out.append(_P2(o.throttle_time_ms))
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        if x1.error_message is not None:
            raise _absent('DescribedGroup', 'error_message', 1)
        if x1.authorized_operations != -2147483648:
            raise _absent('DescribedGroup', 'authorized_operations', 1)
        out.append(_P1(x1.error_code))
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
        out.append(_Pi(len(x1.members)))
        for x6 in x1.members:
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
    out.append(_P2(o.throttle_time_ms))
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        if x1.error_message is not None:
            raise _absent('DescribedGroup', 'error_message', 2)
        if x1.authorized_operations != -2147483648:
            raise _absent('DescribedGroup', 'authorized_operations', 2)
        out.append(_P1(x1.error_code))
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
        out.append(_Pi(len(x1.members)))
        for x6 in x1.members:
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
    out.append(_P2(o.throttle_time_ms))
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        if x1.error_message is not None:
            raise _absent('DescribedGroup', 'error_message', 3)
        out.append(_P1(x1.error_code))
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
        out.append(_Pi(len(x1.members)))
        for x6 in x1.members:
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
        out.append(_P2(x1.authorized_operations))


def _e_DescribeGroupsResponse_v4(o: DescribeGroupsResponse, out: list[bytes]) -> None:
    out.append(_P2(o.throttle_time_ms))
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        if x1.error_message is not None:
            raise _absent('DescribedGroup', 'error_message', 4)
        out.append(_P1(x1.error_code))
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
        out.append(_Pi(len(x1.members)))
        for x6 in x1.members:
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
        out.append(_P2(x1.authorized_operations))


def _e_DescribeGroupsResponse_v5(o: DescribeGroupsResponse, out: list[bytes]) -> None:
    out.append(_P2(o.throttle_time_ms))
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        if x1.error_message is not None:
            raise _absent('DescribedGroup', 'error_message', 5)
        out.append(_P1(x1.error_code))
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        b3 = x1.group_state.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_encode_uvarint(len(b3) + 1))
        out.append(b3)
        b4 = x1.protocol_type.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_encode_uvarint(len(b4) + 1))
        out.append(b4)
        b5 = x1.protocol_data.encode()
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
            if x6.group_instance_id is None:
                out.append(b'\x00')
            else:
                b8 = x6.group_instance_id.encode()
                if len(b8) + 1 < 128:
                    out.append(_B1[len(b8) + 1])
                else:
                    out.append(_encode_uvarint(len(b8) + 1))
                out.append(b8)
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
        out.append(_P2(x1.authorized_operations))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_DescribeGroupsResponse_v6(o: DescribeGroupsResponse, out: list[bytes]) -> None:
    out.append(_P2(o.throttle_time_ms))
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        out.append(_P1(x1.error_code))
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
        b5 = x1.protocol_type.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_encode_uvarint(len(b5) + 1))
        out.append(b5)
        b6 = x1.protocol_data.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_encode_uvarint(len(b6) + 1))
        out.append(b6)
        if len(x1.members) + 1 < 128:
            out.append(_B1[len(x1.members) + 1])
        else:
            out.append(_encode_uvarint(len(x1.members) + 1))
        for x7 in x1.members:
            b8 = x7.member_id.encode()
            if len(b8) + 1 < 128:
                out.append(_B1[len(b8) + 1])
            else:
                out.append(_encode_uvarint(len(b8) + 1))
            out.append(b8)
            if x7.group_instance_id is None:
                out.append(b'\x00')
            else:
                b9 = x7.group_instance_id.encode()
                if len(b9) + 1 < 128:
                    out.append(_B1[len(b9) + 1])
                else:
                    out.append(_encode_uvarint(len(b9) + 1))
                out.append(b9)
            b10 = x7.client_id.encode()
            if len(b10) + 1 < 128:
                out.append(_B1[len(b10) + 1])
            else:
                out.append(_encode_uvarint(len(b10) + 1))
            out.append(b10)
            b11 = x7.client_host.encode()
            if len(b11) + 1 < 128:
                out.append(_B1[len(b11) + 1])
            else:
                out.append(_encode_uvarint(len(b11) + 1))
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
        out.append(_P2(x1.authorized_operations))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DescribeGroupsRequest.DECODERS = (_d_DescribeGroupsRequest_v0, _d_DescribeGroupsRequest_v0, _d_DescribeGroupsRequest_v0, _d_DescribeGroupsRequest_v3, _d_DescribeGroupsRequest_v3, _d_DescribeGroupsRequest_v5, _d_DescribeGroupsRequest_v5,)
DescribeGroupsRequest.ENCODERS = (_e_DescribeGroupsRequest_v0, _e_DescribeGroupsRequest_v1, _e_DescribeGroupsRequest_v2, _e_DescribeGroupsRequest_v3, _e_DescribeGroupsRequest_v3, _e_DescribeGroupsRequest_v5, _e_DescribeGroupsRequest_v5,)

DescribeGroupsResponse.DECODERS = (_d_DescribeGroupsResponse_v0, _d_DescribeGroupsResponse_v1, _d_DescribeGroupsResponse_v1, _d_DescribeGroupsResponse_v3, _d_DescribeGroupsResponse_v4, _d_DescribeGroupsResponse_v5, _d_DescribeGroupsResponse_v6,)
DescribeGroupsResponse.ENCODERS = (_e_DescribeGroupsResponse_v0, _e_DescribeGroupsResponse_v1, _e_DescribeGroupsResponse_v2, _e_DescribeGroupsResponse_v3, _e_DescribeGroupsResponse_v4, _e_DescribeGroupsResponse_v5, _e_DescribeGroupsResponse_v6,)
