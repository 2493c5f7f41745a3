# generated from defs/013-leave-group.kw; do not edit
"""LeaveGroup: API key 13, versions 0..5, flexible from 4."""

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

__all__ = ['LeaveGroupRequest', 'LeaveGroupResponse', 'MemberIdentity', 'MemberResponse']

_S0 = _Struct('>h').unpack_from
_P0 = _Struct('>h').pack
_S1 = _Struct('>ih').unpack_from
_P1 = _Struct('>ih').pack
_S2 = _Struct('>ihB').unpack_from
_P2 = _Struct('>ihB').pack
_S3 = _Struct('>hB').unpack_from
_P3 = _Struct('>hB').pack


class MemberIdentity(Struct):
    """Element MemberIdentity of LeaveGroup."""

    __slots__ = ('member_id', 'group_instance_id', 'reason')
    member_id: str
    group_instance_id: str | None
    reason: str | None

    def __init__(
        self,
        member_id: str = "",
        group_instance_id: str | None = None,
        reason: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.reason = reason
        self.unknown_tags = unknown_tags


class LeaveGroupRequest(Request["LeaveGroupResponse"]):
    """LeaveGroup request (API key 13), versions 0..5."""

    __slots__ = ('group_id', 'members', 'member_id')
    API_KEY = 13
    API_NAME = 'LeaveGroup'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_FROM = 4
    group_id: str
    members: list[MemberIdentity]
    member_id: str

    def __init__(
        self,
        group_id: str = "",
        members: list[MemberIdentity] = DEFAULT,
        member_id: str = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.members = [] if members is DEFAULT else members
        self.member_id = member_id
        self.unknown_tags = unknown_tags


class MemberResponse(Struct):
    """Element MemberResponse of LeaveGroup."""

    __slots__ = ('member_id', 'group_instance_id', 'error_code')
    member_id: str
    group_instance_id: str | None
    error_code: int

    def __init__(
        self,
        member_id: str = "",
        group_instance_id: str | None = "",
        error_code: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.error_code = error_code
        self.unknown_tags = unknown_tags


class LeaveGroupResponse(Message):
    """LeaveGroup response (API key 13), versions 0..5."""

    __slots__ = ('throttle_time_ms', 'error_code', 'members')
    API_KEY = 13
    API_NAME = 'LeaveGroup'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_FROM = 4
    throttle_time_ms: int
    error_code: int
    members: list[MemberResponse]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        members: list[MemberResponse] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.members = [] if members is DEFAULT else members
        self.unknown_tags = unknown_tags

MemberIdentity.FIELDS = (
    FieldSpec('member_id', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('group_instance_id', 'prim', 'string', (0, 5), (0, 5), None),
    FieldSpec('reason', 'prim', 'string', (5, 5), (5, 5), None, ignorable=True),
)

LeaveGroupRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('members', 'array', 'MemberIdentity', (3, 5), None, DEFAULT, struct=MemberIdentity),
    FieldSpec('member_id', 'prim', 'string', (0, 2), None, ""),
)

MemberResponse.FIELDS = (
    FieldSpec('member_id', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('group_instance_id', 'prim', 'string', (0, 5), (0, 5), ""),
    FieldSpec('error_code', 'prim', 'error', (0, 5), None, 0),
)

LeaveGroupResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (1, 5), None, 0, ignorable=True),
    FieldSpec('error_code', 'prim', 'error', (0, 5), None, 0),
    FieldSpec('members', 'array', 'MemberResponse', (3, 5), None, DEFAULT, struct=MemberResponse),
)


def _d_LeaveGroupRequest_v0(buf: bytes, pos: int, end: int) -> tuple[LeaveGroupRequest, int]:
    o = _new(LeaveGroupRequest)
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.group_id = buf[pos:e3].decode()
        pos = e3
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.member_id = buf[pos:e5].decode()
        pos = e5
    o.members = []
    o.unknown_tags = None
    return o, pos


def _d_LeaveGroupRequest_v3(buf: bytes, pos: int, end: int) -> tuple[LeaveGroupRequest, int]:
    o = _new(LeaveGroupRequest)
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.group_id = buf[pos:e3].decode()
        pos = e3
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 4 > end - pos:
            raise _short(pos)
        f_members_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(MemberIdentity)
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x5.member_id = buf[pos:e7].decode()
                    pos = e7
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 == -1:
                    x5.group_instance_id = None
                elif n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x5.group_instance_id = buf[pos:e9].decode()
                    pos = e9
                x5.reason = None
                x5.unknown_tags = None
                f_members_1.append(x5)
    o.members = f_members_1
    o.member_id = ""
    o.unknown_tags = None
    return o, pos


def _d_LeaveGroupRequest_v4(buf: bytes, pos: int, end: int) -> tuple[LeaveGroupRequest, int]:
    o = _new(LeaveGroupRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _string_uvarint(buf, pos)
        n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.group_id = buf[pos:e3].decode()
        pos = e3
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
        n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 3 > end - pos:
            raise _short(pos)
        f_members_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(MemberIdentity)
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x5.member_id = buf[pos:e7].decode()
                    pos = e7
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _string_uvarint(buf, pos)
                    n8 -= 1
                if n8 == -1:
                    x5.group_instance_id = None
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x5.group_instance_id = buf[pos:e9].decode()
                    pos = e9
                if buf[pos]:
                    u10, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u10 = None
                x5.reason = None
                x5.unknown_tags = u10
                f_members_1.append(x5)
    if buf[pos]:
        u11, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u11 = None
    o.members = f_members_1
    o.member_id = ""
    o.unknown_tags = u11
    return o, pos


def _d_LeaveGroupRequest_v5(buf: bytes, pos: int, end: int) -> tuple[LeaveGroupRequest, int]:
    o = _new(LeaveGroupRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _string_uvarint(buf, pos)
        n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.group_id = buf[pos:e3].decode()
        pos = e3
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
        n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 4 > end - pos:
            raise _short(pos)
        f_members_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(MemberIdentity)
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x5.member_id = buf[pos:e7].decode()
                    pos = e7
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _string_uvarint(buf, pos)
                    n8 -= 1
                if n8 == -1:
                    x5.group_instance_id = None
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x5.group_instance_id = buf[pos:e9].decode()
                    pos = e9
                n10 = buf[pos]
                if n10 < 128:
                    pos += 1
                    n10 -= 1
                elif buf[pos + 1] < 128:
                    n10 = n10 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n10, pos = _string_uvarint(buf, pos)
                    n10 -= 1
                if n10 == -1:
                    x5.reason = None
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    x5.reason = buf[pos:e11].decode()
                    pos = e11
                if buf[pos]:
                    u12, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u12 = None
                x5.unknown_tags = u12
                f_members_1.append(x5)
    if buf[pos]:
        u13, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u13 = None
    o.members = f_members_1
    o.member_id = ""
    o.unknown_tags = u13
    return o, pos


def _e_LeaveGroupRequest_v0(o: LeaveGroupRequest, out: list[bytes]) -> None:
    if (o.members is None or len(o.members)):
        raise _absent('LeaveGroupRequest', 'members', 0)
    if o.unknown_tags:
        raise _untagged('LeaveGroupRequest', 0)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)


def _e_LeaveGroupRequest_v1(o: LeaveGroupRequest, out: list[bytes]) -> None:
    if (o.members is None or len(o.members)):
        raise _absent('LeaveGroupRequest', 'members', 1)
    if o.unknown_tags:
        raise _untagged('LeaveGroupRequest', 1)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)


def _e_LeaveGroupRequest_v2(o: LeaveGroupRequest, out: list[bytes]) -> None:
    if (o.members is None or len(o.members)):
        raise _absent('LeaveGroupRequest', 'members', 2)
    if o.unknown_tags:
        raise _untagged('LeaveGroupRequest', 2)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)


def _e_LeaveGroupRequest_v3(o: LeaveGroupRequest, out: list[bytes]) -> None:
    if o.member_id != "":
        raise _absent('LeaveGroupRequest', 'member_id', 3)
    if o.unknown_tags:
        raise _untagged('LeaveGroupRequest', 3)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    if type(o.members) is not list:
        _check_list(o.members)
    out.append(_Pi(len(o.members)))
    for x2 in o.members:
        if x2.unknown_tags:
            raise _untagged('MemberIdentity', 3)
        b3 = x2.member_id.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        if x2.group_instance_id is None:
            out.append(b'\xff\xff')
        else:
            b4 = x2.group_instance_id.encode()
            out.append(_Ph(len(b4)))
            out.append(b4)


def _e_LeaveGroupRequest_v4(o: LeaveGroupRequest, out: list[bytes]) -> None:
    if o.member_id != "":
        raise _absent('LeaveGroupRequest', 'member_id', 4)
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    if type(o.members) is not list:
        _check_list(o.members)
    if len(o.members) + 1 < 128:
        out.append(_B1[len(o.members) + 1])
    else:
        out.append(_encode_uvarint(len(o.members) + 1))
    for x2 in o.members:
        b3 = x2.member_id.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        if x2.group_instance_id is None:
            out.append(b'\x00')
        else:
            b4 = x2.group_instance_id.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_LeaveGroupRequest_v5(o: LeaveGroupRequest, out: list[bytes]) -> None:
    if o.member_id != "":
        raise _absent('LeaveGroupRequest', 'member_id', 5)
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    if type(o.members) is not list:
        _check_list(o.members)
    if len(o.members) + 1 < 128:
        out.append(_B1[len(o.members) + 1])
    else:
        out.append(_encode_uvarint(len(o.members) + 1))
    for x2 in o.members:
        b3 = x2.member_id.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        if x2.group_instance_id is None:
            out.append(b'\x00')
        else:
            b4 = x2.group_instance_id.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
        if x2.reason is None:
            out.append(b'\x00')
        else:
            b5 = x2.reason.encode()
            if len(b5) + 1 < 128:
                out.append(_B1[len(b5) + 1])
            else:
                out.append(_string_length(len(b5) + 1))
            out.append(b5)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_LeaveGroupResponse_v0(buf: bytes, pos: int, end: int) -> tuple[LeaveGroupResponse, int]:
    o = _new(LeaveGroupResponse)
    o.error_code = _S0(buf, pos)[0]
    pos += 2
    o.throttle_time_ms = 0
    o.members = []
    o.unknown_tags = None
    return o, pos


def _d_LeaveGroupResponse_v1(buf: bytes, pos: int, end: int) -> tuple[LeaveGroupResponse, int]:
    o = _new(LeaveGroupResponse)
    o.throttle_time_ms, o.error_code = _S1(buf, pos)
    pos += 6
    o.members = []
    o.unknown_tags = None
    return o, pos


def _d_LeaveGroupResponse_v3(buf: bytes, pos: int, end: int) -> tuple[LeaveGroupResponse, int]:
    o = _new(LeaveGroupResponse)
    o.throttle_time_ms, o.error_code = _S1(buf, pos)
    pos += 6
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_members_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(MemberResponse)
                n4 = _uh(buf, pos)[0]
                pos += 2
                if n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.member_id = buf[pos:e5].decode()
                    pos = e5
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 == -1:
                    x3.group_instance_id = None
                elif n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.group_instance_id = buf[pos:e7].decode()
                    pos = e7
                x3.error_code = _S0(buf, pos)[0]
                pos += 2
                x3.unknown_tags = None
                f_members_1.append(x3)
    o.members = f_members_1
    o.unknown_tags = None
    return o, pos


def _d_LeaveGroupResponse_v4(buf: bytes, pos: int, end: int) -> tuple[LeaveGroupResponse, int]:
    o = _new(LeaveGroupResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S2(buf, pos)
    pos += 7
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
        if pk2 * 5 > end - pos:
            raise _short(pos)
        f_members_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(MemberResponse)
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
                    x3.member_id = buf[pos:e5].decode()
                    pos = e5
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 == -1:
                    x3.group_instance_id = None
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.group_instance_id = buf[pos:e7].decode()
                    pos = e7
                x3.error_code, pk8 = _S3(buf, pos)
                pos += 3
                if pk8:
                    u9, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u9 = None
                x3.unknown_tags = u9
                f_members_1.append(x3)
    if buf[pos]:
        u10, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u10 = None
    o.members = f_members_1
    o.unknown_tags = u10
    return o, pos


def _e_LeaveGroupResponse_v0(o: LeaveGroupResponse, out: list[bytes]) -> None:
    if (o.members is None or len(o.members)):
        raise _absent('LeaveGroupResponse', 'members', 0)
    if o.unknown_tags:
        raise _untagged('LeaveGroupResponse', 0)
    out.append(_P0(o.error_code))


def _e_LeaveGroupResponse_v1(o: LeaveGroupResponse, out: list[bytes]) -> None:
    if (o.members is None or len(o.members)):
        raise _absent('LeaveGroupResponse', 'members', 1)
    if o.unknown_tags:
        raise _untagged('LeaveGroupResponse', 1)
    out.append(_P1(o.throttle_time_ms, o.error_code))


def _e_LeaveGroupResponse_v2(o: LeaveGroupResponse, out: list[bytes]) -> None:
    if (o.members is None or len(o.members)):
        raise _absent('LeaveGroupResponse', 'members', 2)
    if o.unknown_tags:
        raise _untagged('LeaveGroupResponse', 2)
    out.append(_P1(o.throttle_time_ms, o.error_code))


def _e_LeaveGroupResponse_v3(o: LeaveGroupResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('LeaveGroupResponse', 3)
    out.append(_P1(o.throttle_time_ms, o.error_code))
    if type(o.members) is not list:
        _check_list(o.members)
    out.append(_Pi(len(o.members)))
    for x1 in o.members:
        if x1.unknown_tags:
            raise _untagged('MemberResponse', 3)
        b2 = x1.member_id.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if x1.group_instance_id is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.group_instance_id.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
        out.append(_P0(x1.error_code))


def _e_LeaveGroupResponse_v4(o: LeaveGroupResponse, out: list[bytes]) -> None:
    out.append(_P1(o.throttle_time_ms, o.error_code))
    if type(o.members) is not list:
        _check_list(o.members)
    if len(o.members) + 1 < 128:
        out.append(_B1[len(o.members) + 1])
    else:
        out.append(_encode_uvarint(len(o.members) + 1))
    for x1 in o.members:
        b2 = x1.member_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if x1.group_instance_id is None:
            out.append(b'\x00')
        else:
            b3 = x1.group_instance_id.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
        out.append(_P0(x1.error_code))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


LeaveGroupRequest.DECODERS = {0: _d_LeaveGroupRequest_v0, 1: _d_LeaveGroupRequest_v0, 2: _d_LeaveGroupRequest_v0, 3: _d_LeaveGroupRequest_v3, 4: _d_LeaveGroupRequest_v4, 5: _d_LeaveGroupRequest_v5}
LeaveGroupRequest.ENCODERS = {0: _e_LeaveGroupRequest_v0, 1: _e_LeaveGroupRequest_v1, 2: _e_LeaveGroupRequest_v2, 3: _e_LeaveGroupRequest_v3, 4: _e_LeaveGroupRequest_v4, 5: _e_LeaveGroupRequest_v5}
_bind_decode(LeaveGroupRequest)

LeaveGroupResponse.DECODERS = {0: _d_LeaveGroupResponse_v0, 1: _d_LeaveGroupResponse_v1, 2: _d_LeaveGroupResponse_v1, 3: _d_LeaveGroupResponse_v3, 4: _d_LeaveGroupResponse_v4, 5: _d_LeaveGroupResponse_v4}
LeaveGroupResponse.ENCODERS = {0: _e_LeaveGroupResponse_v0, 1: _e_LeaveGroupResponse_v1, 2: _e_LeaveGroupResponse_v2, 3: _e_LeaveGroupResponse_v3, 4: _e_LeaveGroupResponse_v4, 5: _e_LeaveGroupResponse_v4}
_bind_decode(LeaveGroupResponse)
