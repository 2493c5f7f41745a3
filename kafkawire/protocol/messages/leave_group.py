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
    _i32s,
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


def _d_LeaveGroupRequest_v0(buf: bytes, pos: int, end: int) -> tuple[LeaveGroupRequest, int]:
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e5].decode()
        pos = e5
    n6 = _uh(buf, pos)[0]
    pos += 2
    if n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        f_member_id_3 = buf[pos:e7].decode()
        pos = e7
    o = LeaveGroupRequest(f_group_id_1, [], f_member_id_3, None)
    return o, pos


def _d_LeaveGroupRequest_v3(buf: bytes, pos: int, end: int) -> tuple[LeaveGroupRequest, int]:
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e5].decode()
        pos = e5
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 4 > end - pos:
            raise _short(pos)
        f_members_2 = []
        ap7 = f_members_2.append
        for _ in range(n6):
            n12 = _uh(buf, pos)[0]
            pos += 2
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_member_id_9 = buf[pos:e13].decode()
                pos = e13
            n14 = _uh(buf, pos)[0]
            pos += 2
            if n14 == -1:
                f_group_instance_id_10 = None
            elif n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_group_instance_id_10 = buf[pos:e15].decode()
                pos = e15
            x8 = MemberIdentity(f_member_id_9, f_group_instance_id_10, None, None)
            ap7(x8)
    o = LeaveGroupRequest(f_group_id_1, f_members_2, "", None)
    return o, pos


def _d_LeaveGroupRequest_v4(buf: bytes, pos: int, end: int) -> tuple[LeaveGroupRequest, int]:
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e5].decode()
        pos = e5
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n6 = (n6 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 3 > end - pos:
            raise _short(pos)
        f_members_2 = []
        ap7 = f_members_2.append
        for _ in range(n6):
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_member_id_9 = buf[pos:e13].decode()
                pos = e13
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
                f_group_instance_id_10 = None
            elif n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_group_instance_id_10 = buf[pos:e15].decode()
                pos = e15
            nt16 = buf[pos]
            if nt16 < 128:
                pos += 1
            else:
                nt16, pos = _uvarint(buf, pos)
            u17 = None
            if nt16:
                last18 = -1
                for _ in range(nt16):
                    tg19 = buf[pos]
                    if tg19 < 128:
                        pos += 1
                    else:
                        tg19, pos = _uvarint(buf, pos)
                    sz20 = buf[pos]
                    if sz20 < 128:
                        pos += 1
                    else:
                        sz20, pos = _uvarint(buf, pos)
                    te21 = pos + sz20
                    if te21 > end:
                        raise _short(pos)
                    if tg19 <= last18:
                        raise _tag_order(pos)
                    last18 = tg19
                    if u17 is None:
                        u17 = {}
                    u17[tg19] = buf[pos:te21]
                    pos = te21
            x8 = MemberIdentity(f_member_id_9, f_group_instance_id_10, None, u17)
            ap7(x8)
    nt22 = buf[pos]
    if nt22 < 128:
        pos += 1
    else:
        nt22, pos = _uvarint(buf, pos)
    u23 = None
    if nt22:
        last24 = -1
        for _ in range(nt22):
            tg25 = buf[pos]
            if tg25 < 128:
                pos += 1
            else:
                tg25, pos = _uvarint(buf, pos)
            sz26 = buf[pos]
            if sz26 < 128:
                pos += 1
            else:
                sz26, pos = _uvarint(buf, pos)
            te27 = pos + sz26
            if te27 > end:
                raise _short(pos)
            if tg25 <= last24:
                raise _tag_order(pos)
            last24 = tg25
            if u23 is None:
                u23 = {}
            u23[tg25] = buf[pos:te27]
            pos = te27
    o = LeaveGroupRequest(f_group_id_1, f_members_2, "", u23)
    return o, pos


def _d_LeaveGroupRequest_v5(buf: bytes, pos: int, end: int) -> tuple[LeaveGroupRequest, int]:
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e5].decode()
        pos = e5
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n6 = (n6 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 4 > end - pos:
            raise _short(pos)
        f_members_2 = []
        ap7 = f_members_2.append
        for _ in range(n6):
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_member_id_9 = buf[pos:e13].decode()
                pos = e13
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
                f_group_instance_id_10 = None
            elif n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_group_instance_id_10 = buf[pos:e15].decode()
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
            if n16 == -1:
                f_reason_11 = None
            elif n16 < 0:
                raise _negative(pos)
            else:
                e17 = pos + n16
                if e17 > end:
                    raise _short(pos)
                f_reason_11 = buf[pos:e17].decode()
                pos = e17
            nt18 = buf[pos]
            if nt18 < 128:
                pos += 1
            else:
                nt18, pos = _uvarint(buf, pos)
            u19 = None
            if nt18:
                last20 = -1
                for _ in range(nt18):
                    tg21 = buf[pos]
                    if tg21 < 128:
                        pos += 1
                    else:
                        tg21, pos = _uvarint(buf, pos)
                    sz22 = buf[pos]
                    if sz22 < 128:
                        pos += 1
                    else:
                        sz22, pos = _uvarint(buf, pos)
                    te23 = pos + sz22
                    if te23 > end:
                        raise _short(pos)
                    if tg21 <= last20:
                        raise _tag_order(pos)
                    last20 = tg21
                    if u19 is None:
                        u19 = {}
                    u19[tg21] = buf[pos:te23]
                    pos = te23
            x8 = MemberIdentity(f_member_id_9, f_group_instance_id_10, f_reason_11, u19)
            ap7(x8)
    nt24 = buf[pos]
    if nt24 < 128:
        pos += 1
    else:
        nt24, pos = _uvarint(buf, pos)
    u25 = None
    if nt24:
        last26 = -1
        for _ in range(nt24):
            tg27 = buf[pos]
            if tg27 < 128:
                pos += 1
            else:
                tg27, pos = _uvarint(buf, pos)
            sz28 = buf[pos]
            if sz28 < 128:
                pos += 1
            else:
                sz28, pos = _uvarint(buf, pos)
            te29 = pos + sz28
            if te29 > end:
                raise _short(pos)
            if tg27 <= last26:
                raise _tag_order(pos)
            last26 = tg27
            if u25 is None:
                u25 = {}
            u25[tg27] = buf[pos:te29]
            pos = te29
    o = LeaveGroupRequest(f_group_id_1, f_members_2, "", u25)
    return o, pos


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


def _e_LeaveGroupRequest_v3(o: LeaveGroupRequest, out: bytearray) -> None:
    if o.member_id != "":
        raise _absent('LeaveGroupRequest', 'member_id', 3)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.members))
    for x2 in o.members:
        b3 = x2.member_id.encode()
        out += _Ph(len(b3))
        out += b3
        if x2.group_instance_id is None:
            out.extend(b'\xff\xff')
        else:
            b4 = x2.group_instance_id.encode()
            out += _Ph(len(b4))
            out += b4


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
        b3 = x2.member_id.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
        if x2.group_instance_id is None:
            out.append(0)
        else:
            b4 = x2.group_instance_id.encode()
            if len(b4) + 1 < 128:
                out.append(len(b4) + 1)
            else:
                out += _encode_uvarint(len(b4) + 1)
            out += b4
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(0)
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
        b3 = x2.member_id.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
        if x2.group_instance_id is None:
            out.append(0)
        else:
            b4 = x2.group_instance_id.encode()
            if len(b4) + 1 < 128:
                out.append(len(b4) + 1)
            else:
                out += _encode_uvarint(len(b4) + 1)
            out += b4
        if x2.reason is None:
            out.append(0)
        else:
            b5 = x2.reason.encode()
            if len(b5) + 1 < 128:
                out.append(len(b5) + 1)
            else:
                out += _encode_uvarint(len(b5) + 1)
            out += b5
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_LeaveGroupResponse_v0(buf: bytes, pos: int, end: int) -> tuple[LeaveGroupResponse, int]:
    f_error_code_2 = _S0(buf, pos)[0]
    pos += 2
    o = LeaveGroupResponse(0, f_error_code_2, [], None)
    return o, pos


def _d_LeaveGroupResponse_v1(buf: bytes, pos: int, end: int) -> tuple[LeaveGroupResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S1(buf, pos)
    pos += 6
    o = LeaveGroupResponse(f_throttle_time_ms_1, f_error_code_2, [], None)
    return o, pos


def _d_LeaveGroupResponse_v3(buf: bytes, pos: int, end: int) -> tuple[LeaveGroupResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S1(buf, pos)
    pos += 6
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_members_3 = []
        ap5 = f_members_3.append
        for _ in range(n4):
            n10 = _uh(buf, pos)[0]
            pos += 2
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_member_id_7 = buf[pos:e11].decode()
                pos = e11
            n12 = _uh(buf, pos)[0]
            pos += 2
            if n12 == -1:
                f_group_instance_id_8 = None
            elif n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_group_instance_id_8 = buf[pos:e13].decode()
                pos = e13
            f_error_code_9 = _S0(buf, pos)[0]
            pos += 2
            x6 = MemberResponse(f_member_id_7, f_group_instance_id_8, f_error_code_9, None)
            ap5(x6)
    o = LeaveGroupResponse(f_throttle_time_ms_1, f_error_code_2, f_members_3, None)
    return o, pos


def _d_LeaveGroupResponse_v4(buf: bytes, pos: int, end: int) -> tuple[LeaveGroupResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S1(buf, pos)
    pos += 6
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 5 > end - pos:
            raise _short(pos)
        f_members_3 = []
        ap5 = f_members_3.append
        for _ in range(n4):
            n10 = buf[pos]
            if n10 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n10 = (n10 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n10, pos = _uvarint(buf, pos)
            n10 -= 1
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_member_id_7 = buf[pos:e11].decode()
                pos = e11
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 == -1:
                f_group_instance_id_8 = None
            elif n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_group_instance_id_8 = buf[pos:e13].decode()
                pos = e13
            f_error_code_9 = _S0(buf, pos)[0]
            pos += 2
            nt14 = buf[pos]
            if nt14 < 128:
                pos += 1
            else:
                nt14, pos = _uvarint(buf, pos)
            u15 = None
            if nt14:
                last16 = -1
                for _ in range(nt14):
                    tg17 = buf[pos]
                    if tg17 < 128:
                        pos += 1
                    else:
                        tg17, pos = _uvarint(buf, pos)
                    sz18 = buf[pos]
                    if sz18 < 128:
                        pos += 1
                    else:
                        sz18, pos = _uvarint(buf, pos)
                    te19 = pos + sz18
                    if te19 > end:
                        raise _short(pos)
                    if tg17 <= last16:
                        raise _tag_order(pos)
                    last16 = tg17
                    if u15 is None:
                        u15 = {}
                    u15[tg17] = buf[pos:te19]
                    pos = te19
            x6 = MemberResponse(f_member_id_7, f_group_instance_id_8, f_error_code_9, u15)
            ap5(x6)
    nt20 = buf[pos]
    if nt20 < 128:
        pos += 1
    else:
        nt20, pos = _uvarint(buf, pos)
    u21 = None
    if nt20:
        last22 = -1
        for _ in range(nt20):
            tg23 = buf[pos]
            if tg23 < 128:
                pos += 1
            else:
                tg23, pos = _uvarint(buf, pos)
            sz24 = buf[pos]
            if sz24 < 128:
                pos += 1
            else:
                sz24, pos = _uvarint(buf, pos)
            te25 = pos + sz24
            if te25 > end:
                raise _short(pos)
            if tg23 <= last22:
                raise _tag_order(pos)
            last22 = tg23
            if u21 is None:
                u21 = {}
            u21[tg23] = buf[pos:te25]
            pos = te25
    o = LeaveGroupResponse(f_throttle_time_ms_1, f_error_code_2, f_members_3, u21)
    return o, pos


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


def _e_LeaveGroupResponse_v3(o: LeaveGroupResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)
    out += _Pi(len(o.members))
    for x1 in o.members:
        b2 = x1.member_id.encode()
        out += _Ph(len(b2))
        out += b2
        if x1.group_instance_id is None:
            out.extend(b'\xff\xff')
        else:
            b3 = x1.group_instance_id.encode()
            out += _Ph(len(b3))
            out += b3
        out += _P0(x1.error_code)


def _e_LeaveGroupResponse_v4(o: LeaveGroupResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)
    if len(o.members) + 1 < 128:
        out.append(len(o.members) + 1)
    else:
        out += _encode_uvarint(len(o.members) + 1)
    for x1 in o.members:
        b2 = x1.member_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if x1.group_instance_id is None:
            out.append(0)
        else:
            b3 = x1.group_instance_id.encode()
            if len(b3) + 1 < 128:
                out.append(len(b3) + 1)
            else:
                out += _encode_uvarint(len(b3) + 1)
            out += b3
        out += _P0(x1.error_code)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


LeaveGroupRequest.DECODERS = (_d_LeaveGroupRequest_v0, _d_LeaveGroupRequest_v0, _d_LeaveGroupRequest_v0, _d_LeaveGroupRequest_v3, _d_LeaveGroupRequest_v4, _d_LeaveGroupRequest_v5,)
LeaveGroupRequest.ENCODERS = (_e_LeaveGroupRequest_v0, _e_LeaveGroupRequest_v1, _e_LeaveGroupRequest_v2, _e_LeaveGroupRequest_v3, _e_LeaveGroupRequest_v4, _e_LeaveGroupRequest_v5,)

LeaveGroupResponse.DECODERS = (_d_LeaveGroupResponse_v0, _d_LeaveGroupResponse_v1, _d_LeaveGroupResponse_v1, _d_LeaveGroupResponse_v3, _d_LeaveGroupResponse_v4, _d_LeaveGroupResponse_v4,)
LeaveGroupResponse.ENCODERS = (_e_LeaveGroupResponse_v0, _e_LeaveGroupResponse_v1, _e_LeaveGroupResponse_v2, _e_LeaveGroupResponse_v3, _e_LeaveGroupResponse_v4, _e_LeaveGroupResponse_v4,)
