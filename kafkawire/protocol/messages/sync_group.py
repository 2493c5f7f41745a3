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
    n8 = _uh(buf, pos)[0]
    pos += 2
    if n8 < 0:
        raise _negative(pos)
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e9].decode()
        pos = e9
    f_generation_id_2 = _S0(buf, pos)[0]
    pos += 4
    n10 = _uh(buf, pos)[0]
    pos += 2
    if n10 < 0:
        raise _negative(pos)
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        f_member_id_3 = buf[pos:e11].decode()
        pos = e11
    n12 = _ui(buf, pos)[0]
    pos += 4
    if n12 < 0:
        raise _negative(pos)
    else:
        if n12 * 6 > end - pos:
            raise _short(pos)
        f_assignments_7 = []
        if n12:
            for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                n16 = _uh(buf, pos)[0]
                pos += 2
                if n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    f_member_id_14 = buf[pos:e17].decode()
                    pos = e17
                n18 = _ui(buf, pos)[0]
                pos += 4
                if n18 < 0:
                    raise _negative(pos)
                else:
                    e19 = pos + n18
                    if e19 > end:
                        raise _short(pos)
                    f_assignment_15 = buf[pos:e19]
                    pos = e19
                x13 = _new(SyncGroupRequestAssignment)
                x13.member_id = f_member_id_14
                x13.assignment = f_assignment_15
                x13.unknown_tags = None
                f_assignments_7.append(x13)
    o = _new(SyncGroupRequest)
    o.group_id = f_group_id_1
    o.generation_id = f_generation_id_2
    o.member_id = f_member_id_3
    o.group_instance_id = None
    o.protocol_type = None
    o.protocol_name = None
    o.assignments = f_assignments_7
    o.unknown_tags = None
    return o, pos


def _d_SyncGroupRequest_v3(buf: bytes, pos: int, end: int) -> tuple[SyncGroupRequest, int]:
    n8 = _uh(buf, pos)[0]
    pos += 2
    if n8 < 0:
        raise _negative(pos)
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e9].decode()
        pos = e9
    f_generation_id_2 = _S0(buf, pos)[0]
    pos += 4
    n10 = _uh(buf, pos)[0]
    pos += 2
    if n10 < 0:
        raise _negative(pos)
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        f_member_id_3 = buf[pos:e11].decode()
        pos = e11
    n12 = _uh(buf, pos)[0]
    pos += 2
    if n12 == -1:
        f_group_instance_id_4 = None
    elif n12 < 0:
        raise _negative(pos)
    else:
        e13 = pos + n12
        if e13 > end:
            raise _short(pos)
        f_group_instance_id_4 = buf[pos:e13].decode()
        pos = e13
    n14 = _ui(buf, pos)[0]
    pos += 4
    if n14 < 0:
        raise _negative(pos)
    else:
        if n14 * 6 > end - pos:
            raise _short(pos)
        f_assignments_7 = []
        if n14:
            for _ in (_ranges[n14] if n14 < 256 else range(n14)):
                n18 = _uh(buf, pos)[0]
                pos += 2
                if n18 < 0:
                    raise _negative(pos)
                else:
                    e19 = pos + n18
                    if e19 > end:
                        raise _short(pos)
                    f_member_id_16 = buf[pos:e19].decode()
                    pos = e19
                n20 = _ui(buf, pos)[0]
                pos += 4
                if n20 < 0:
                    raise _negative(pos)
                else:
                    e21 = pos + n20
                    if e21 > end:
                        raise _short(pos)
                    f_assignment_17 = buf[pos:e21]
                    pos = e21
                x15 = _new(SyncGroupRequestAssignment)
                x15.member_id = f_member_id_16
                x15.assignment = f_assignment_17
                x15.unknown_tags = None
                f_assignments_7.append(x15)
    o = _new(SyncGroupRequest)
    o.group_id = f_group_id_1
    o.generation_id = f_generation_id_2
    o.member_id = f_member_id_3
    o.group_instance_id = f_group_instance_id_4
    o.protocol_type = None
    o.protocol_name = None
    o.assignments = f_assignments_7
    o.unknown_tags = None
    return o, pos


def _d_SyncGroupRequest_v4(buf: bytes, pos: int, end: int) -> tuple[SyncGroupRequest, int]:
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
    if n8 < 0:
        raise _negative(pos)
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e9].decode()
        pos = e9
    f_generation_id_2, pk10 = _S1(buf, pos)
    pos += 5
    if pk10 < 128:
        pk10 -= 1
    elif buf[pos] < 128:
        pk10 = pk10 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk10, pos = _string_uvarint(buf, pos - 1)
        pk10 -= 1
    if pk10 < 0:
        raise _negative(pos)
    else:
        e11 = pos + pk10
        if e11 > end:
            raise _short(pos)
        f_member_id_3 = buf[pos:e11].decode()
        pos = e11
    n12 = buf[pos]
    if n12 < 128:
        pos += 1
        n12 -= 1
    elif buf[pos + 1] < 128:
        n12 = n12 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n12, pos = _string_uvarint(buf, pos)
        n12 -= 1
    if n12 == -1:
        f_group_instance_id_4 = None
    else:
        e13 = pos + n12
        if e13 > end:
            raise _short(pos)
        f_group_instance_id_4 = buf[pos:e13].decode()
        pos = e13
    n14 = buf[pos]
    if n14 < 128:
        pos += 1
        n14 -= 1
    elif buf[pos + 1] < 128:
        n14 = n14 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n14, pos = _uvarint(buf, pos)
        n14 -= 1
    if n14 < 0:
        raise _negative(pos)
    else:
        if n14 * 3 > end - pos:
            raise _short(pos)
        f_assignments_7 = []
        if n14:
            for _ in (_ranges[n14] if n14 < 256 else range(n14)):
                n18 = buf[pos]
                if n18 < 128:
                    pos += 1
                    n18 -= 1
                elif buf[pos + 1] < 128:
                    n18 = n18 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n18, pos = _string_uvarint(buf, pos)
                    n18 -= 1
                if n18 < 0:
                    raise _negative(pos)
                else:
                    e19 = pos + n18
                    if e19 > end:
                        raise _short(pos)
                    f_member_id_16 = buf[pos:e19].decode()
                    pos = e19
                n20 = buf[pos]
                if n20 < 128:
                    pos += 1
                    n20 -= 1
                elif buf[pos + 1] < 128:
                    n20 = n20 + buf[pos + 1] * 128 - 129
                    pos += 2
                elif buf[pos + 1 + 1] < 128:
                    n20 = n20 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                    pos += 3
                else:
                    n20, pos = _uvarint(buf, pos)
                    n20 -= 1
                if n20 < 0:
                    raise _negative(pos)
                else:
                    e21 = pos + n20
                    if e21 > end:
                        raise _short(pos)
                    f_assignment_17 = buf[pos:e21]
                    pos = e21
                if buf[pos]:
                    u22, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u22 = None
                x15 = _new(SyncGroupRequestAssignment)
                x15.member_id = f_member_id_16
                x15.assignment = f_assignment_17
                x15.unknown_tags = u22
                f_assignments_7.append(x15)
    if buf[pos]:
        u23, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u23 = None
    o = _new(SyncGroupRequest)
    o.group_id = f_group_id_1
    o.generation_id = f_generation_id_2
    o.member_id = f_member_id_3
    o.group_instance_id = f_group_instance_id_4
    o.protocol_type = None
    o.protocol_name = None
    o.assignments = f_assignments_7
    o.unknown_tags = u23
    return o, pos


def _d_SyncGroupRequest_v5(buf: bytes, pos: int, end: int) -> tuple[SyncGroupRequest, int]:
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
    if n8 < 0:
        raise _negative(pos)
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e9].decode()
        pos = e9
    f_generation_id_2, pk10 = _S1(buf, pos)
    pos += 5
    if pk10 < 128:
        pk10 -= 1
    elif buf[pos] < 128:
        pk10 = pk10 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk10, pos = _string_uvarint(buf, pos - 1)
        pk10 -= 1
    if pk10 < 0:
        raise _negative(pos)
    else:
        e11 = pos + pk10
        if e11 > end:
            raise _short(pos)
        f_member_id_3 = buf[pos:e11].decode()
        pos = e11
    n12 = buf[pos]
    if n12 < 128:
        pos += 1
        n12 -= 1
    elif buf[pos + 1] < 128:
        n12 = n12 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n12, pos = _string_uvarint(buf, pos)
        n12 -= 1
    if n12 == -1:
        f_group_instance_id_4 = None
    else:
        e13 = pos + n12
        if e13 > end:
            raise _short(pos)
        f_group_instance_id_4 = buf[pos:e13].decode()
        pos = e13
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
    if n14 == -1:
        f_protocol_type_5 = None
    else:
        e15 = pos + n14
        if e15 > end:
            raise _short(pos)
        f_protocol_type_5 = buf[pos:e15].decode()
        pos = e15
    n16 = buf[pos]
    if n16 < 128:
        pos += 1
        n16 -= 1
    elif buf[pos + 1] < 128:
        n16 = n16 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n16, pos = _string_uvarint(buf, pos)
        n16 -= 1
    if n16 == -1:
        f_protocol_name_6 = None
    else:
        e17 = pos + n16
        if e17 > end:
            raise _short(pos)
        f_protocol_name_6 = buf[pos:e17].decode()
        pos = e17
    n18 = buf[pos]
    if n18 < 128:
        pos += 1
        n18 -= 1
    elif buf[pos + 1] < 128:
        n18 = n18 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n18, pos = _uvarint(buf, pos)
        n18 -= 1
    if n18 < 0:
        raise _negative(pos)
    else:
        if n18 * 3 > end - pos:
            raise _short(pos)
        f_assignments_7 = []
        if n18:
            for _ in (_ranges[n18] if n18 < 256 else range(n18)):
                n22 = buf[pos]
                if n22 < 128:
                    pos += 1
                    n22 -= 1
                elif buf[pos + 1] < 128:
                    n22 = n22 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n22, pos = _string_uvarint(buf, pos)
                    n22 -= 1
                if n22 < 0:
                    raise _negative(pos)
                else:
                    e23 = pos + n22
                    if e23 > end:
                        raise _short(pos)
                    f_member_id_20 = buf[pos:e23].decode()
                    pos = e23
                n24 = buf[pos]
                if n24 < 128:
                    pos += 1
                    n24 -= 1
                elif buf[pos + 1] < 128:
                    n24 = n24 + buf[pos + 1] * 128 - 129
                    pos += 2
                elif buf[pos + 1 + 1] < 128:
                    n24 = n24 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                    pos += 3
                else:
                    n24, pos = _uvarint(buf, pos)
                    n24 -= 1
                if n24 < 0:
                    raise _negative(pos)
                else:
                    e25 = pos + n24
                    if e25 > end:
                        raise _short(pos)
                    f_assignment_21 = buf[pos:e25]
                    pos = e25
                if buf[pos]:
                    u26, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u26 = None
                x19 = _new(SyncGroupRequestAssignment)
                x19.member_id = f_member_id_20
                x19.assignment = f_assignment_21
                x19.unknown_tags = u26
                f_assignments_7.append(x19)
    if buf[pos]:
        u27, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u27 = None
    o = _new(SyncGroupRequest)
    o.group_id = f_group_id_1
    o.generation_id = f_generation_id_2
    o.member_id = f_member_id_3
    o.group_instance_id = f_group_instance_id_4
    o.protocol_type = f_protocol_type_5
    o.protocol_name = f_protocol_name_6
    o.assignments = f_assignments_7
    o.unknown_tags = u27
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
    f_error_code_2 = _S2(buf, pos)[0]
    pos += 2
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        f_assignment_5 = buf[pos:e7]
        pos = e7
    o = _new(SyncGroupResponse)
    o.throttle_time_ms = 0
    o.error_code = f_error_code_2
    o.protocol_type = None
    o.protocol_name = None
    o.assignment = f_assignment_5
    o.unknown_tags = None
    return o, pos


def _d_SyncGroupResponse_v1(buf: bytes, pos: int, end: int) -> tuple[SyncGroupResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S3(buf, pos)
    pos += 6
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        f_assignment_5 = buf[pos:e7]
        pos = e7
    o = _new(SyncGroupResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.protocol_type = None
    o.protocol_name = None
    o.assignment = f_assignment_5
    o.unknown_tags = None
    return o, pos


def _d_SyncGroupResponse_v4(buf: bytes, pos: int, end: int) -> tuple[SyncGroupResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, pk6 = _S4(buf, pos)
    pos += 7
    if pk6 < 128:
        pk6 -= 1
    elif buf[pos] < 128:
        pk6 = pk6 + buf[pos] * 128 - 129
        pos += 1
    elif buf[pos + 1] < 128:
        pk6 = pk6 + buf[pos] * 128 + buf[pos + 1] * 16384 - 16513
        pos += 2
    else:
        pk6, pos = _uvarint(buf, pos - 1)
        pk6 -= 1
    if pk6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + pk6
        if e7 > end:
            raise _short(pos)
        f_assignment_5 = buf[pos:e7]
        pos = e7
    if buf[pos]:
        u8, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u8 = None
    o = _new(SyncGroupResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.protocol_type = None
    o.protocol_name = None
    o.assignment = f_assignment_5
    o.unknown_tags = u8
    return o, pos


def _d_SyncGroupResponse_v5(buf: bytes, pos: int, end: int) -> tuple[SyncGroupResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, pk6 = _S4(buf, pos)
    pos += 7
    if pk6 < 128:
        pk6 -= 1
    elif buf[pos] < 128:
        pk6 = pk6 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk6, pos = _string_uvarint(buf, pos - 1)
        pk6 -= 1
    if pk6 == -1:
        f_protocol_type_3 = None
    else:
        e7 = pos + pk6
        if e7 > end:
            raise _short(pos)
        f_protocol_type_3 = buf[pos:e7].decode()
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
        f_protocol_name_4 = None
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        f_protocol_name_4 = buf[pos:e9].decode()
        pos = e9
    n10 = buf[pos]
    if n10 < 128:
        pos += 1
        n10 -= 1
    elif buf[pos + 1] < 128:
        n10 = n10 + buf[pos + 1] * 128 - 129
        pos += 2
    elif buf[pos + 1 + 1] < 128:
        n10 = n10 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
        pos += 3
    else:
        n10, pos = _uvarint(buf, pos)
        n10 -= 1
    if n10 < 0:
        raise _negative(pos)
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        f_assignment_5 = buf[pos:e11]
        pos = e11
    if buf[pos]:
        u12, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u12 = None
    o = _new(SyncGroupResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.protocol_type = f_protocol_type_3
    o.protocol_name = f_protocol_name_4
    o.assignment = f_assignment_5
    o.unknown_tags = u12
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
