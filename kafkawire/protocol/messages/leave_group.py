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

__all__ = ['LeaveGroupRequest', 'LeaveGroupResponse', 'MemberIdentity', 'MemberResponse']

_S0 = _Struct('>h').unpack_from
_P0 = _Struct('>h').pack
_S1 = _Struct('>ih').unpack_from
_P1 = _Struct('>ih').pack


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


class LeaveGroupRequest(Message):
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


def _d_LeaveGroupRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[LeaveGroupRequest, int]:
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
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    return LeaveGroupRequest(f_group_id, [], f_member_id, None), pos


def _d_MemberIdentity_v3(buf: memoryview, pos: int, end: int) -> tuple[MemberIdentity, int]:
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
    return MemberIdentity(f_member_id, f_group_instance_id, None, None), pos


def _d_LeaveGroupRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[LeaveGroupRequest, int]:
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
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_members = []
        ap4 = f_members.append
        for _ in range(n3):
            x5, pos = _d_MemberIdentity_v3(buf, pos, end)
            ap4(x5)
    return LeaveGroupRequest(f_group_id, f_members, "", None), pos


def _d_MemberIdentity_v4(buf: memoryview, pos: int, end: int) -> tuple[MemberIdentity, int]:
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
    return MemberIdentity(f_member_id, f_group_instance_id, None, u), pos


def _d_LeaveGroupRequest_v4(buf: memoryview, pos: int, end: int) -> tuple[LeaveGroupRequest, int]:
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
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_members = []
        ap4 = f_members.append
        for _ in range(n3):
            x5, pos = _d_MemberIdentity_v4(buf, pos, end)
            ap4(x5)
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
    return LeaveGroupRequest(f_group_id, f_members, "", u), pos


def _d_MemberIdentity_v5(buf: memoryview, pos: int, end: int) -> tuple[MemberIdentity, int]:
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
    if n5 == -1:
        f_reason = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_reason = str(buf[pos:e6], 'utf-8')
        pos = e6
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
    return MemberIdentity(f_member_id, f_group_instance_id, f_reason, u), pos


def _d_LeaveGroupRequest_v5(buf: memoryview, pos: int, end: int) -> tuple[LeaveGroupRequest, int]:
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
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_members = []
        ap4 = f_members.append
        for _ in range(n3):
            x5, pos = _d_MemberIdentity_v5(buf, pos, end)
            ap4(x5)
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
    return LeaveGroupRequest(f_group_id, f_members, "", u), pos


def _e_LeaveGroupRequest_v0(o: LeaveGroupRequest, out: bytearray) -> None:
    if o.members:
        raise _absent('LeaveGroupRequest', 'members', 0)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2


def _e_LeaveGroupRequest_v1(o: LeaveGroupRequest, out: bytearray) -> None:
    if o.members:
        raise _absent('LeaveGroupRequest', 'members', 1)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2


def _e_LeaveGroupRequest_v2(o: LeaveGroupRequest, out: bytearray) -> None:
    if o.members:
        raise _absent('LeaveGroupRequest', 'members', 2)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2


def _e_MemberIdentity_v3(o: MemberIdentity, out: bytearray) -> None:
    b1 = o.member_id.encode()
    out += _Ph(len(b1))
    out += b1
    if o.group_instance_id is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.group_instance_id.encode()
        out += _Ph(len(b2))
        out += b2


def _e_LeaveGroupRequest_v3(o: LeaveGroupRequest, out: bytearray) -> None:
    if o.member_id != "":
        raise _absent('LeaveGroupRequest', 'member_id', 3)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.members))
    for x2 in o.members:
        _e_MemberIdentity_v3(x2, out)


def _e_MemberIdentity_v4(o: MemberIdentity, out: bytearray) -> None:
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
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaveGroupRequest_v4(o: LeaveGroupRequest, out: bytearray) -> None:
    if o.member_id != "":
        raise _absent('LeaveGroupRequest', 'member_id', 4)
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.members) + 1 < 128:
        out.append(len(o.members) + 1)
    else:
        out += _encode_uvarint(len(o.members) + 1)
    for x2 in o.members:
        _e_MemberIdentity_v4(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_MemberIdentity_v5(o: MemberIdentity, out: bytearray) -> None:
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
    if o.reason is None:
        out.append(0)
    else:
        b3 = o.reason.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaveGroupRequest_v5(o: LeaveGroupRequest, out: bytearray) -> None:
    if o.member_id != "":
        raise _absent('LeaveGroupRequest', 'member_id', 5)
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.members) + 1 < 128:
        out.append(len(o.members) + 1)
    else:
        out += _encode_uvarint(len(o.members) + 1)
    for x2 in o.members:
        _e_MemberIdentity_v5(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_LeaveGroupResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[LeaveGroupResponse, int]:
    f_error_code = _S0(buf, pos)[0]
    pos += 2
    return LeaveGroupResponse(0, f_error_code, [], None), pos


def _d_LeaveGroupResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[LeaveGroupResponse, int]:
    f_throttle_time_ms, f_error_code = _S1(buf, pos)
    pos += 6
    return LeaveGroupResponse(f_throttle_time_ms, f_error_code, [], None), pos


def _d_MemberResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[MemberResponse, int]:
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
    f_error_code = _S0(buf, pos)[0]
    pos += 2
    return MemberResponse(f_member_id, f_group_instance_id, f_error_code, None), pos


def _d_LeaveGroupResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[LeaveGroupResponse, int]:
    f_throttle_time_ms, f_error_code = _S1(buf, pos)
    pos += 6
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_members = []
        ap2 = f_members.append
        for _ in range(n1):
            x3, pos = _d_MemberResponse_v3(buf, pos, end)
            ap2(x3)
    return LeaveGroupResponse(f_throttle_time_ms, f_error_code, f_members, None), pos


def _d_MemberResponse_v4(buf: memoryview, pos: int, end: int) -> tuple[MemberResponse, int]:
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
    f_error_code = _S0(buf, pos)[0]
    pos += 2
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
    return MemberResponse(f_member_id, f_group_instance_id, f_error_code, u), pos


def _d_LeaveGroupResponse_v4(buf: memoryview, pos: int, end: int) -> tuple[LeaveGroupResponse, int]:
    f_throttle_time_ms, f_error_code = _S1(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 5 > end - pos:
            raise _short(pos)
        f_members = []
        ap2 = f_members.append
        for _ in range(n1):
            x3, pos = _d_MemberResponse_v4(buf, pos, end)
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
    return LeaveGroupResponse(f_throttle_time_ms, f_error_code, f_members, u), pos


def _e_LeaveGroupResponse_v0(o: LeaveGroupResponse, out: bytearray) -> None:
    if o.members:
        raise _absent('LeaveGroupResponse', 'members', 0)
    out += _P0(o.error_code)


def _e_LeaveGroupResponse_v1(o: LeaveGroupResponse, out: bytearray) -> None:
    if o.members:
        raise _absent('LeaveGroupResponse', 'members', 1)
    out += _P1(o.throttle_time_ms, o.error_code)


def _e_LeaveGroupResponse_v2(o: LeaveGroupResponse, out: bytearray) -> None:
    if o.members:
        raise _absent('LeaveGroupResponse', 'members', 2)
    out += _P1(o.throttle_time_ms, o.error_code)


def _e_MemberResponse_v3(o: MemberResponse, out: bytearray) -> None:
    b1 = o.member_id.encode()
    out += _Ph(len(b1))
    out += b1
    if o.group_instance_id is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.group_instance_id.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P0(o.error_code)


def _e_LeaveGroupResponse_v3(o: LeaveGroupResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)
    out += _Pi(len(o.members))
    for x1 in o.members:
        _e_MemberResponse_v3(x1, out)


def _e_MemberResponse_v4(o: MemberResponse, out: bytearray) -> None:
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
    out += _P0(o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaveGroupResponse_v4(o: LeaveGroupResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)
    if len(o.members) + 1 < 128:
        out.append(len(o.members) + 1)
    else:
        out += _encode_uvarint(len(o.members) + 1)
    for x1 in o.members:
        _e_MemberResponse_v4(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


LeaveGroupRequest.DECODERS = (_d_LeaveGroupRequest_v0, _d_LeaveGroupRequest_v0, _d_LeaveGroupRequest_v0, _d_LeaveGroupRequest_v3, _d_LeaveGroupRequest_v4, _d_LeaveGroupRequest_v5,)
LeaveGroupRequest.ENCODERS = (_e_LeaveGroupRequest_v0, _e_LeaveGroupRequest_v1, _e_LeaveGroupRequest_v2, _e_LeaveGroupRequest_v3, _e_LeaveGroupRequest_v4, _e_LeaveGroupRequest_v5,)

LeaveGroupResponse.DECODERS = (_d_LeaveGroupResponse_v0, _d_LeaveGroupResponse_v1, _d_LeaveGroupResponse_v1, _d_LeaveGroupResponse_v3, _d_LeaveGroupResponse_v4, _d_LeaveGroupResponse_v4,)
LeaveGroupResponse.ENCODERS = (_e_LeaveGroupResponse_v0, _e_LeaveGroupResponse_v1, _e_LeaveGroupResponse_v2, _e_LeaveGroupResponse_v3, _e_LeaveGroupResponse_v4, _e_LeaveGroupResponse_v4,)
