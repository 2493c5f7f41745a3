# generated from defs/014-sync-group.kw; do not edit
"""SyncGroup: API key 14, versions 0..5, flexible from 4."""

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

__all__ = ['SyncGroupRequest', 'SyncGroupRequestAssignment', 'SyncGroupResponse']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>h').unpack_from
_P1 = _Struct('>h').pack
_S2 = _Struct('>ih').unpack_from
_P2 = _Struct('>ih').pack


class SyncGroupRequestAssignment(Struct):
    """Element SyncGroupRequestAssignment of SyncGroup."""

    __slots__ = ('member_id', 'assignment')
    member_id: str
    assignment: bytes

    def __init__(
        self,
        member_id: str = "",
        assignment: bytes = b"",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.member_id = member_id
        self.assignment = assignment
        self.unknown_tags = unknown_tags


class SyncGroupRequest(Message):
    """SyncGroup request (API key 14), versions 0..5."""

    __slots__ = ('group_id', 'generation_id', 'member_id', 'group_instance_id', 'protocol_type', 'protocol_name', 'assignments')
    API_KEY = 14
    API_NAME = 'SyncGroup'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_FROM = 4
    group_id: str
    generation_id: int
    member_id: str
    group_instance_id: str | None
    protocol_type: str | None
    protocol_name: str | None
    assignments: list[SyncGroupRequestAssignment]

    def __init__(
        self,
        group_id: str = "",
        generation_id: int = 0,
        member_id: str = "",
        group_instance_id: str | None = None,
        protocol_type: str | None = None,
        protocol_name: str | None = None,
        assignments: list[SyncGroupRequestAssignment] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.generation_id = generation_id
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.protocol_type = protocol_type
        self.protocol_name = protocol_name
        self.assignments = [] if assignments is DEFAULT else assignments
        self.unknown_tags = unknown_tags


class SyncGroupResponse(Message):
    """SyncGroup response (API key 14), versions 0..5."""

    __slots__ = ('throttle_time_ms', 'error_code', 'protocol_type', 'protocol_name', 'assignment')
    API_KEY = 14
    API_NAME = 'SyncGroup'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_FROM = 4
    throttle_time_ms: int
    error_code: int
    protocol_type: str | None
    protocol_name: str | None
    assignment: bytes

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        protocol_type: str | None = None,
        protocol_name: str | None = None,
        assignment: bytes = b"",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.protocol_type = protocol_type
        self.protocol_name = protocol_name
        self.assignment = assignment
        self.unknown_tags = unknown_tags

SyncGroupRequestAssignment.FIELDS = (
    FieldSpec('member_id', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('assignment', 'prim', 'bytes', (0, 5), None, b""),
)

SyncGroupRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('generation_id', 'prim', 'int32', (0, 5), None, 0),
    FieldSpec('member_id', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('group_instance_id', 'prim', 'string', (3, 5), (3, 5), None),
    FieldSpec('protocol_type', 'prim', 'string', (5, 5), (5, 5), None, ignorable=True),
    FieldSpec('protocol_name', 'prim', 'string', (5, 5), (5, 5), None, ignorable=True),
    FieldSpec('assignments', 'array', 'SyncGroupRequestAssignment', (0, 5), None, DEFAULT, struct=SyncGroupRequestAssignment),
)

SyncGroupResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (1, 5), None, 0, ignorable=True),
    FieldSpec('error_code', 'prim', 'error', (0, 5), None, 0),
    FieldSpec('protocol_type', 'prim', 'string', (5, 5), (5, 5), None, ignorable=True),
    FieldSpec('protocol_name', 'prim', 'string', (5, 5), (5, 5), None, ignorable=True),
    FieldSpec('assignment', 'prim', 'bytes', (0, 5), None, b""),
)


def _d_SyncGroupRequestAssignment_v0(buf: memoryview, pos: int, end: int) -> tuple[SyncGroupRequestAssignment, int]:
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
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_assignment = bytes(buf[pos:e4])
        pos = e4
    return SyncGroupRequestAssignment(f_member_id, f_assignment, None), pos


def _d_SyncGroupRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[SyncGroupRequest, int]:
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
    f_generation_id = _S0(buf, pos)[0]
    pos += 4
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
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_assignments = []
        ap6 = f_assignments.append
        for _ in range(n5):
            x7, pos = _d_SyncGroupRequestAssignment_v0(buf, pos, end)
            ap6(x7)
    return SyncGroupRequest(f_group_id, f_generation_id, f_member_id, None, None, None, f_assignments, None), pos


def _d_SyncGroupRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[SyncGroupRequest, int]:
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
    f_generation_id = _S0(buf, pos)[0]
    pos += 4
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
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 == -1:
        f_group_instance_id = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_group_instance_id = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 6 > end - pos:
            raise _short(pos)
        f_assignments = []
        ap8 = f_assignments.append
        for _ in range(n7):
            x9, pos = _d_SyncGroupRequestAssignment_v0(buf, pos, end)
            ap8(x9)
    return SyncGroupRequest(f_group_id, f_generation_id, f_member_id, f_group_instance_id, None, None, f_assignments, None), pos


def _d_SyncGroupRequestAssignment_v4(buf: memoryview, pos: int, end: int) -> tuple[SyncGroupRequestAssignment, int]:
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
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_assignment = bytes(buf[pos:e4])
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
    return SyncGroupRequestAssignment(f_member_id, f_assignment, u), pos


def _d_SyncGroupRequest_v4(buf: memoryview, pos: int, end: int) -> tuple[SyncGroupRequest, int]:
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
    f_generation_id = _S0(buf, pos)[0]
    pos += 4
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
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_group_instance_id = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_group_instance_id = str(buf[pos:e6], 'utf-8')
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
        if n7 * 3 > end - pos:
            raise _short(pos)
        f_assignments = []
        ap8 = f_assignments.append
        for _ in range(n7):
            x9, pos = _d_SyncGroupRequestAssignment_v4(buf, pos, end)
            ap8(x9)
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
    return SyncGroupRequest(f_group_id, f_generation_id, f_member_id, f_group_instance_id, None, None, f_assignments, u), pos


def _d_SyncGroupRequest_v5(buf: memoryview, pos: int, end: int) -> tuple[SyncGroupRequest, int]:
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
    f_generation_id = _S0(buf, pos)[0]
    pos += 4
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
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_group_instance_id = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_group_instance_id = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 == -1:
        f_protocol_type = None
    elif n7 < 0:
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
    if n9 == -1:
        f_protocol_name = None
    elif n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_protocol_name = str(buf[pos:e10], 'utf-8')
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
        if n11 * 3 > end - pos:
            raise _short(pos)
        f_assignments = []
        ap12 = f_assignments.append
        for _ in range(n11):
            x13, pos = _d_SyncGroupRequestAssignment_v4(buf, pos, end)
            ap12(x13)
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
    return SyncGroupRequest(f_group_id, f_generation_id, f_member_id, f_group_instance_id, f_protocol_type, f_protocol_name, f_assignments, u), pos


def _e_SyncGroupRequestAssignment_v0(o: SyncGroupRequestAssignment, out: bytearray) -> None:
    b1 = o.member_id.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.assignment
    out += _Pi(len(b2))
    out += b2


def _e_SyncGroupRequest_v0(o: SyncGroupRequest, out: bytearray) -> None:
    if o.group_instance_id is not None:
        raise _absent('SyncGroupRequest', 'group_instance_id', 0)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.generation_id)
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2
    out += _Pi(len(o.assignments))
    for x3 in o.assignments:
        _e_SyncGroupRequestAssignment_v0(x3, out)


def _e_SyncGroupRequest_v1(o: SyncGroupRequest, out: bytearray) -> None:
    if o.group_instance_id is not None:
        raise _absent('SyncGroupRequest', 'group_instance_id', 1)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.generation_id)
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2
    out += _Pi(len(o.assignments))
    for x3 in o.assignments:
        _e_SyncGroupRequestAssignment_v0(x3, out)


def _e_SyncGroupRequest_v2(o: SyncGroupRequest, out: bytearray) -> None:
    if o.group_instance_id is not None:
        raise _absent('SyncGroupRequest', 'group_instance_id', 2)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.generation_id)
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2
    out += _Pi(len(o.assignments))
    for x3 in o.assignments:
        _e_SyncGroupRequestAssignment_v0(x3, out)


def _e_SyncGroupRequest_v3(o: SyncGroupRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.generation_id)
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2
    if o.group_instance_id is None:
        out.extend(b'\xff\xff')
    else:
        b3 = o.group_instance_id.encode()
        out += _Ph(len(b3))
        out += b3
    out += _Pi(len(o.assignments))
    for x4 in o.assignments:
        _e_SyncGroupRequestAssignment_v0(x4, out)


def _e_SyncGroupRequestAssignment_v4(o: SyncGroupRequestAssignment, out: bytearray) -> None:
    b1 = o.member_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.assignment
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_SyncGroupRequest_v4(o: SyncGroupRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.generation_id)
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    if o.group_instance_id is None:
        out.append(0)
    else:
        b3 = o.group_instance_id.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
    if len(o.assignments) + 1 < 128:
        out.append(len(o.assignments) + 1)
    else:
        out += _encode_uvarint(len(o.assignments) + 1)
    for x4 in o.assignments:
        _e_SyncGroupRequestAssignment_v4(x4, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_SyncGroupRequest_v5(o: SyncGroupRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.generation_id)
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    if o.group_instance_id is None:
        out.append(0)
    else:
        b3 = o.group_instance_id.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
    if o.protocol_type is None:
        out.append(0)
    else:
        b4 = o.protocol_type.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
    if o.protocol_name is None:
        out.append(0)
    else:
        b5 = o.protocol_name.encode()
        if len(b5) + 1 < 128:
            out.append(len(b5) + 1)
        else:
            out += _encode_uvarint(len(b5) + 1)
        out += b5
    if len(o.assignments) + 1 < 128:
        out.append(len(o.assignments) + 1)
    else:
        out += _encode_uvarint(len(o.assignments) + 1)
    for x6 in o.assignments:
        _e_SyncGroupRequestAssignment_v4(x6, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_SyncGroupResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[SyncGroupResponse, int]:
    f_error_code = _S1(buf, pos)[0]
    pos += 2
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_assignment = bytes(buf[pos:e2])
        pos = e2
    return SyncGroupResponse(0, f_error_code, None, None, f_assignment, None), pos


def _d_SyncGroupResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[SyncGroupResponse, int]:
    f_throttle_time_ms, f_error_code = _S2(buf, pos)
    pos += 6
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_assignment = bytes(buf[pos:e2])
        pos = e2
    return SyncGroupResponse(f_throttle_time_ms, f_error_code, None, None, f_assignment, None), pos


def _d_SyncGroupResponse_v4(buf: memoryview, pos: int, end: int) -> tuple[SyncGroupResponse, int]:
    f_throttle_time_ms, f_error_code = _S2(buf, pos)
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
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_assignment = bytes(buf[pos:e2])
        pos = e2
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
    return SyncGroupResponse(f_throttle_time_ms, f_error_code, None, None, f_assignment, u), pos


def _d_SyncGroupResponse_v5(buf: memoryview, pos: int, end: int) -> tuple[SyncGroupResponse, int]:
    f_throttle_time_ms, f_error_code = _S2(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_protocol_type = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_protocol_type = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_protocol_name = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_protocol_name = str(buf[pos:e4], 'utf-8')
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
        f_assignment = bytes(buf[pos:e6])
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
    return SyncGroupResponse(f_throttle_time_ms, f_error_code, f_protocol_type, f_protocol_name, f_assignment, u), pos


def _e_SyncGroupResponse_v0(o: SyncGroupResponse, out: bytearray) -> None:
    out += _P1(o.error_code)
    b1 = o.assignment
    out += _Pi(len(b1))
    out += b1


def _e_SyncGroupResponse_v1(o: SyncGroupResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms, o.error_code)
    b1 = o.assignment
    out += _Pi(len(b1))
    out += b1


def _e_SyncGroupResponse_v4(o: SyncGroupResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms, o.error_code)
    b1 = o.assignment
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_SyncGroupResponse_v5(o: SyncGroupResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms, o.error_code)
    if o.protocol_type is None:
        out.append(0)
    else:
        b1 = o.protocol_type.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.protocol_name is None:
        out.append(0)
    else:
        b2 = o.protocol_name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    b3 = o.assignment
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


SyncGroupRequest.DECODERS = (_d_SyncGroupRequest_v0, _d_SyncGroupRequest_v0, _d_SyncGroupRequest_v0, _d_SyncGroupRequest_v3, _d_SyncGroupRequest_v4, _d_SyncGroupRequest_v5,)
SyncGroupRequest.ENCODERS = (_e_SyncGroupRequest_v0, _e_SyncGroupRequest_v1, _e_SyncGroupRequest_v2, _e_SyncGroupRequest_v3, _e_SyncGroupRequest_v4, _e_SyncGroupRequest_v5,)

SyncGroupResponse.DECODERS = (_d_SyncGroupResponse_v0, _d_SyncGroupResponse_v1, _d_SyncGroupResponse_v1, _d_SyncGroupResponse_v1, _d_SyncGroupResponse_v4, _d_SyncGroupResponse_v5,)
SyncGroupResponse.ENCODERS = (_e_SyncGroupResponse_v0, _e_SyncGroupResponse_v1, _e_SyncGroupResponse_v1, _e_SyncGroupResponse_v1, _e_SyncGroupResponse_v4, _e_SyncGroupResponse_v5,)
