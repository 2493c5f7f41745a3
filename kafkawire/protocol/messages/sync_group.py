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

__all__ = ['SyncGroupRequest', 'SyncGroupRequestAssignment', 'SyncGroupResponse']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>iB').unpack_from
_P1 = _Struct('>iB').pack
_S2 = _Struct('>h').unpack_from
_P2 = _Struct('>h').pack
_S3 = _Struct('>ih').unpack_from
_P3 = _Struct('>ih').pack
_S4 = _Struct('>ihB').unpack_from
_P4 = _Struct('>ihB').pack


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


class SyncGroupRequest(Request["SyncGroupResponse"]):
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


def _d_SyncGroupRequest_v0(buf: bytes, pos: int, end: int) -> tuple[SyncGroupRequest, int]:
    o = _new(SyncGroupRequest)
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
    o.generation_id = _S0(buf, pos)[0]
    pos += 4
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
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_assignments_1 = []
        if n6:
            for _ in (_ranges[n6] if n6 < 256 else range(n6)):
                x7 = _new(SyncGroupRequestAssignment)
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x7.member_id = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    x7.assignment = buf[pos:e11]
                    pos = e11
                x7.unknown_tags = None
                f_assignments_1.append(x7)
    o.group_instance_id = None
    o.protocol_type = None
    o.protocol_name = None
    o.assignments = f_assignments_1
    o.unknown_tags = None
    return o, pos


def _d_SyncGroupRequest_v3(buf: bytes, pos: int, end: int) -> tuple[SyncGroupRequest, int]:
    o = _new(SyncGroupRequest)
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
    o.generation_id = _S0(buf, pos)[0]
    pos += 4
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
    n6 = _uh(buf, pos)[0]
    pos += 2
    if n6 == -1:
        o.group_instance_id = None
    elif n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        o.group_instance_id = buf[pos:e7].decode()
        pos = e7
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 6 > end - pos:
            raise _short(pos)
        f_assignments_1 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                x9 = _new(SyncGroupRequestAssignment)
                n10 = _uh(buf, pos)[0]
                pos += 2
                if n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    x9.member_id = buf[pos:e11].decode()
                    pos = e11
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + n12
                    if e13 > end:
                        raise _short(pos)
                    x9.assignment = buf[pos:e13]
                    pos = e13
                x9.unknown_tags = None
                f_assignments_1.append(x9)
    o.protocol_type = None
    o.protocol_name = None
    o.assignments = f_assignments_1
    o.unknown_tags = None
    return o, pos


def _d_SyncGroupRequest_v4(buf: bytes, pos: int, end: int) -> tuple[SyncGroupRequest, int]:
    o = _new(SyncGroupRequest)
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
    o.generation_id, pk4 = _S1(buf, pos)
    pos += 5
    if pk4 < 128:
        pk4 -= 1
    elif buf[pos] < 128:
        pk4 = pk4 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk4, pos = _string_uvarint(buf, pos - 1)
        pk4 -= 1
    if pk4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + pk4
        if e5 > end:
            raise _short(pos)
        o.member_id = buf[pos:e5].decode()
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
        o.group_instance_id = None
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        o.group_instance_id = buf[pos:e7].decode()
        pos = e7
    n8 = buf[pos]
    if n8 < 128:
        pos += 1
        n8 -= 1
    elif buf[pos + 1] < 128:
        n8 = n8 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n8, pos = _uvarint(buf, pos)
        n8 -= 1
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 3 > end - pos:
            raise _short(pos)
        f_assignments_1 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                x9 = _new(SyncGroupRequestAssignment)
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
                if n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    x9.member_id = buf[pos:e11].decode()
                    pos = e11
                n12 = buf[pos]
                if n12 < 128:
                    pos += 1
                    n12 -= 1
                elif buf[pos + 1] < 128:
                    n12 = n12 + buf[pos + 1] * 128 - 129
                    pos += 2
                elif buf[pos + 1 + 1] < 128:
                    n12 = n12 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                    pos += 3
                else:
                    n12, pos = _uvarint(buf, pos)
                    n12 -= 1
                if n12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + n12
                    if e13 > end:
                        raise _short(pos)
                    x9.assignment = buf[pos:e13]
                    pos = e13
                if buf[pos]:
                    u14, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u14 = None
                x9.unknown_tags = u14
                f_assignments_1.append(x9)
    if buf[pos]:
        u15, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u15 = None
    o.protocol_type = None
    o.protocol_name = None
    o.assignments = f_assignments_1
    o.unknown_tags = u15
    return o, pos


def _d_SyncGroupRequest_v5(buf: bytes, pos: int, end: int) -> tuple[SyncGroupRequest, int]:
    o = _new(SyncGroupRequest)
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
    o.generation_id, pk4 = _S1(buf, pos)
    pos += 5
    if pk4 < 128:
        pk4 -= 1
    elif buf[pos] < 128:
        pk4 = pk4 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk4, pos = _string_uvarint(buf, pos - 1)
        pk4 -= 1
    if pk4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + pk4
        if e5 > end:
            raise _short(pos)
        o.member_id = buf[pos:e5].decode()
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
        o.group_instance_id = None
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        o.group_instance_id = buf[pos:e7].decode()
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
        o.protocol_type = None
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        o.protocol_type = buf[pos:e9].decode()
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
        o.protocol_name = None
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        o.protocol_name = buf[pos:e11].decode()
        pos = e11
    n12 = buf[pos]
    if n12 < 128:
        pos += 1
        n12 -= 1
    elif buf[pos + 1] < 128:
        n12 = n12 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n12, pos = _uvarint(buf, pos)
        n12 -= 1
    if n12 < 0:
        raise _negative(pos)
    else:
        if n12 * 3 > end - pos:
            raise _short(pos)
        f_assignments_1 = []
        if n12:
            for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                x13 = _new(SyncGroupRequestAssignment)
                n14 = buf[pos]
                if n14 < 128:
                    pos += 1
                    n14 -= 1
                elif buf[pos + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n14, pos = _string_uvarint(buf, pos)
                    n14 -= 1
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    x13.member_id = buf[pos:e15].decode()
                    pos = e15
                n16 = buf[pos]
                if n16 < 128:
                    pos += 1
                    n16 -= 1
                elif buf[pos + 1] < 128:
                    n16 = n16 + buf[pos + 1] * 128 - 129
                    pos += 2
                elif buf[pos + 1 + 1] < 128:
                    n16 = n16 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                    pos += 3
                else:
                    n16, pos = _uvarint(buf, pos)
                    n16 -= 1
                if n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    x13.assignment = buf[pos:e17]
                    pos = e17
                if buf[pos]:
                    u18, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u18 = None
                x13.unknown_tags = u18
                f_assignments_1.append(x13)
    if buf[pos]:
        u19, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u19 = None
    o.assignments = f_assignments_1
    o.unknown_tags = u19
    return o, pos


def _e_SyncGroupRequest_v0(o: SyncGroupRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('SyncGroupRequest', 'group_instance_id', 0)
    if o.unknown_tags:
        raise _untagged('SyncGroupRequest', 0)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.generation_id))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    if type(o.assignments) is not list:
        _check_list(o.assignments)
    out.append(_Pi(len(o.assignments)))
    for x3 in o.assignments:
        if x3.unknown_tags:
            raise _untagged('SyncGroupRequestAssignment', 0)
        b4 = x3.member_id.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        b5 = x3.assignment
        out.append(_Pi(len(b5)))
        out.append(b5)


def _e_SyncGroupRequest_v1(o: SyncGroupRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('SyncGroupRequest', 'group_instance_id', 1)
    if o.unknown_tags:
        raise _untagged('SyncGroupRequest', 1)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.generation_id))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    if type(o.assignments) is not list:
        _check_list(o.assignments)
    out.append(_Pi(len(o.assignments)))
    for x3 in o.assignments:
        if x3.unknown_tags:
            raise _untagged('SyncGroupRequestAssignment', 1)
        b4 = x3.member_id.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        b5 = x3.assignment
        out.append(_Pi(len(b5)))
        out.append(b5)


def _e_SyncGroupRequest_v2(o: SyncGroupRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('SyncGroupRequest', 'group_instance_id', 2)
    if o.unknown_tags:
        raise _untagged('SyncGroupRequest', 2)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.generation_id))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    if type(o.assignments) is not list:
        _check_list(o.assignments)
    out.append(_Pi(len(o.assignments)))
    for x3 in o.assignments:
        if x3.unknown_tags:
            raise _untagged('SyncGroupRequestAssignment', 2)
        b4 = x3.member_id.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        b5 = x3.assignment
        out.append(_Pi(len(b5)))
        out.append(b5)


def _e_SyncGroupRequest_v3(o: SyncGroupRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('SyncGroupRequest', 3)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.generation_id))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    if o.group_instance_id is None:
        out.append(b'\xff\xff')
    else:
        b3 = o.group_instance_id.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
    if type(o.assignments) is not list:
        _check_list(o.assignments)
    out.append(_Pi(len(o.assignments)))
    for x4 in o.assignments:
        if x4.unknown_tags:
            raise _untagged('SyncGroupRequestAssignment', 3)
        b5 = x4.member_id.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        b6 = x4.assignment
        out.append(_Pi(len(b6)))
        out.append(b6)


def _e_SyncGroupRequest_v4(o: SyncGroupRequest, out: list[bytes]) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    out.append(_P0(o.generation_id))
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    if o.group_instance_id is None:
        out.append(b'\x00')
    else:
        b3 = o.group_instance_id.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
    if type(o.assignments) is not list:
        _check_list(o.assignments)
    if len(o.assignments) + 1 < 128:
        out.append(_B1[len(o.assignments) + 1])
    else:
        out.append(_encode_uvarint(len(o.assignments) + 1))
    for x4 in o.assignments:
        b5 = x4.member_id.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
        b6 = x4.assignment
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_encode_uvarint(len(b6) + 1))
        out.append(b6)
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_SyncGroupRequest_v5(o: SyncGroupRequest, out: list[bytes]) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    out.append(_P0(o.generation_id))
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    if o.group_instance_id is None:
        out.append(b'\x00')
    else:
        b3 = o.group_instance_id.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
    if o.protocol_type is None:
        out.append(b'\x00')
    else:
        b4 = o.protocol_type.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
    if o.protocol_name is None:
        out.append(b'\x00')
    else:
        b5 = o.protocol_name.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
    if type(o.assignments) is not list:
        _check_list(o.assignments)
    if len(o.assignments) + 1 < 128:
        out.append(_B1[len(o.assignments) + 1])
    else:
        out.append(_encode_uvarint(len(o.assignments) + 1))
    for x6 in o.assignments:
        b7 = x6.member_id.encode()
        if len(b7) + 1 < 128:
            out.append(_B1[len(b7) + 1])
        else:
            out.append(_string_length(len(b7) + 1))
        out.append(b7)
        b8 = x6.assignment
        if len(b8) + 1 < 128:
            out.append(_B1[len(b8) + 1])
        else:
            out.append(_encode_uvarint(len(b8) + 1))
        out.append(b8)
        if x6.unknown_tags:
            _write_tags(out, [], x6.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_SyncGroupResponse_v0(buf: bytes, pos: int, end: int) -> tuple[SyncGroupResponse, int]:
    o = _new(SyncGroupResponse)
    o.error_code = _S2(buf, pos)[0]
    pos += 2
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.assignment = buf[pos:e2]
        pos = e2
    o.throttle_time_ms = 0
    o.protocol_type = None
    o.protocol_name = None
    o.unknown_tags = None
    return o, pos


def _d_SyncGroupResponse_v1(buf: bytes, pos: int, end: int) -> tuple[SyncGroupResponse, int]:
    o = _new(SyncGroupResponse)
    o.throttle_time_ms, o.error_code = _S3(buf, pos)
    pos += 6
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.assignment = buf[pos:e2]
        pos = e2
    o.protocol_type = None
    o.protocol_name = None
    o.unknown_tags = None
    return o, pos


def _d_SyncGroupResponse_v4(buf: bytes, pos: int, end: int) -> tuple[SyncGroupResponse, int]:
    o = _new(SyncGroupResponse)
    o.throttle_time_ms, o.error_code, pk1 = _S4(buf, pos)
    pos += 7
    if pk1 < 128:
        pk1 -= 1
    elif buf[pos] < 128:
        pk1 = pk1 + buf[pos] * 128 - 129
        pos += 1
    elif buf[pos + 1] < 128:
        pk1 = pk1 + buf[pos] * 128 + buf[pos + 1] * 16384 - 16513
        pos += 2
    else:
        pk1, pos = _uvarint(buf, pos - 1)
        pk1 -= 1
    if pk1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + pk1
        if e2 > end:
            raise _short(pos)
        o.assignment = buf[pos:e2]
        pos = e2
    if buf[pos]:
        u3, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u3 = None
    o.protocol_type = None
    o.protocol_name = None
    o.unknown_tags = u3
    return o, pos


def _d_SyncGroupResponse_v5(buf: bytes, pos: int, end: int) -> tuple[SyncGroupResponse, int]:
    o = _new(SyncGroupResponse)
    o.throttle_time_ms, o.error_code, pk1 = _S4(buf, pos)
    pos += 7
    if pk1 < 128:
        pk1 -= 1
    elif buf[pos] < 128:
        pk1 = pk1 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk1, pos = _string_uvarint(buf, pos - 1)
        pk1 -= 1
    if pk1 == -1:
        o.protocol_type = None
    else:
        e2 = pos + pk1
        if e2 > end:
            raise _short(pos)
        o.protocol_type = buf[pos:e2].decode()
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _string_uvarint(buf, pos)
        n3 -= 1
    if n3 == -1:
        o.protocol_name = None
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.protocol_name = buf[pos:e4].decode()
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
        n5 -= 1
    elif buf[pos + 1] < 128:
        n5 = n5 + buf[pos + 1] * 128 - 129
        pos += 2
    elif buf[pos + 1 + 1] < 128:
        n5 = n5 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
        pos += 3
    else:
        n5, pos = _uvarint(buf, pos)
        n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        o.assignment = buf[pos:e6]
        pos = e6
    if buf[pos]:
        u7, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u7 = None
    o.unknown_tags = u7
    return o, pos


def _e_SyncGroupResponse_v0(o: SyncGroupResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('SyncGroupResponse', 0)
    out.append(_P2(o.error_code))
    b1 = o.assignment
    out.append(_Pi(len(b1)))
    out.append(b1)


def _e_SyncGroupResponse_v1(o: SyncGroupResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('SyncGroupResponse', 1)
    out.append(_P3(o.throttle_time_ms, o.error_code))
    b1 = o.assignment
    out.append(_Pi(len(b1)))
    out.append(b1)


def _e_SyncGroupResponse_v2(o: SyncGroupResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('SyncGroupResponse', 2)
    out.append(_P3(o.throttle_time_ms, o.error_code))
    b1 = o.assignment
    out.append(_Pi(len(b1)))
    out.append(b1)


def _e_SyncGroupResponse_v3(o: SyncGroupResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('SyncGroupResponse', 3)
    out.append(_P3(o.throttle_time_ms, o.error_code))
    b1 = o.assignment
    out.append(_Pi(len(b1)))
    out.append(b1)


def _e_SyncGroupResponse_v4(o: SyncGroupResponse, out: list[bytes]) -> None:
    out.append(_P3(o.throttle_time_ms, o.error_code))
    b1 = o.assignment
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_encode_uvarint(len(b1) + 1))
    out.append(b1)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_SyncGroupResponse_v5(o: SyncGroupResponse, out: list[bytes]) -> None:
    out.append(_P3(o.throttle_time_ms, o.error_code))
    if o.protocol_type is None:
        out.append(b'\x00')
    else:
        b1 = o.protocol_type.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if o.protocol_name is None:
        out.append(b'\x00')
    else:
        b2 = o.protocol_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    b3 = o.assignment
    if len(b3) + 1 < 128:
        out.append(_B1[len(b3) + 1])
    else:
        out.append(_encode_uvarint(len(b3) + 1))
    out.append(b3)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


SyncGroupRequest.DECODERS = {0: _d_SyncGroupRequest_v0, 1: _d_SyncGroupRequest_v0, 2: _d_SyncGroupRequest_v0, 3: _d_SyncGroupRequest_v3, 4: _d_SyncGroupRequest_v4, 5: _d_SyncGroupRequest_v5}
SyncGroupRequest.ENCODERS = {0: _e_SyncGroupRequest_v0, 1: _e_SyncGroupRequest_v1, 2: _e_SyncGroupRequest_v2, 3: _e_SyncGroupRequest_v3, 4: _e_SyncGroupRequest_v4, 5: _e_SyncGroupRequest_v5}
_bind_decode(SyncGroupRequest)

SyncGroupResponse.DECODERS = {0: _d_SyncGroupResponse_v0, 1: _d_SyncGroupResponse_v1, 2: _d_SyncGroupResponse_v1, 3: _d_SyncGroupResponse_v1, 4: _d_SyncGroupResponse_v4, 5: _d_SyncGroupResponse_v5}
SyncGroupResponse.ENCODERS = {0: _e_SyncGroupResponse_v0, 1: _e_SyncGroupResponse_v1, 2: _e_SyncGroupResponse_v2, 3: _e_SyncGroupResponse_v3, 4: _e_SyncGroupResponse_v4, 5: _e_SyncGroupResponse_v5}
_bind_decode(SyncGroupResponse)
