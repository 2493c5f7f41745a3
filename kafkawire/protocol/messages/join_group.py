# generated from defs/011-join-group.kw; do not edit
"""JoinGroup: API key 11, versions 0..9, flexible from 6."""

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

__all__ = ['JoinGroupRequest', 'JoinGroupRequestProtocol', 'JoinGroupResponse', 'JoinGroupResponseMember']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>ii').unpack_from
_P1 = _Struct('>ii').pack
_S2 = _Struct('>iiB').unpack_from
_P2 = _Struct('>iiB').pack
_S3 = _Struct('>hi').unpack_from
_P3 = _Struct('>hi').pack
_S4 = _Struct('>ihi').unpack_from
_P4 = _Struct('>ihi').pack
_S5 = _Struct('>ihiB').unpack_from
_P5 = _Struct('>ihiB').pack
_S6 = _Struct('>?B').unpack_from
_P6 = _Struct('>?B').pack
_S7 = _Struct('>B').unpack_from
_P7 = _Struct('>B').pack


class JoinGroupRequestProtocol(Struct):
    """Element JoinGroupRequestProtocol of JoinGroup."""

    __slots__ = ('name', 'metadata')
    name: str
    metadata: bytes

    def __init__(
        self,
        name: str = "",
        metadata: bytes = b"",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.metadata = metadata
        self.unknown_tags = unknown_tags


class JoinGroupRequest(Request["JoinGroupResponse"]):
    """JoinGroup request (API key 11), versions 0..9."""

    __slots__ = ('group_id', 'session_timeout_ms', 'rebalance_timeout_ms', 'member_id', 'group_instance_id', 'protocol_type', 'protocols', 'reason')
    API_KEY = 11
    API_NAME = 'JoinGroup'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 9
    FLEXIBLE_FROM = 6
    group_id: str
    session_timeout_ms: int
    rebalance_timeout_ms: int
    member_id: str
    group_instance_id: str | None
    protocol_type: str
    protocols: list[JoinGroupRequestProtocol]
    reason: str | None

    def __init__(
        self,
        group_id: str = "",
        session_timeout_ms: int = 0,
        rebalance_timeout_ms: int = -1,
        member_id: str = "",
        group_instance_id: str | None = None,
        protocol_type: str = "",
        protocols: list[JoinGroupRequestProtocol] = DEFAULT,
        reason: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.session_timeout_ms = session_timeout_ms
        self.rebalance_timeout_ms = rebalance_timeout_ms
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.protocol_type = protocol_type
        self.protocols = [] if protocols is DEFAULT else protocols
        self.reason = reason
        self.unknown_tags = unknown_tags


class JoinGroupResponseMember(Struct):
    """Element JoinGroupResponseMember of JoinGroup."""

    __slots__ = ('member_id', 'group_instance_id', 'metadata')
    member_id: str
    group_instance_id: str | None
    metadata: bytes

    def __init__(
        self,
        member_id: str = "",
        group_instance_id: str | None = None,
        metadata: bytes = b"",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.metadata = metadata
        self.unknown_tags = unknown_tags


class JoinGroupResponse(Message):
    """JoinGroup response (API key 11), versions 0..9."""

    __slots__ = ('throttle_time_ms', 'error_code', 'generation_id', 'protocol_type', 'protocol_name', 'leader', 'skip_assignment', 'member_id', 'members')
    API_KEY = 11
    API_NAME = 'JoinGroup'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 9
    FLEXIBLE_FROM = 6
    throttle_time_ms: int
    error_code: int
    generation_id: int
    protocol_type: str | None
    protocol_name: str | None
    leader: str
    skip_assignment: bool
    member_id: str
    members: list[JoinGroupResponseMember]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        generation_id: int = -1,
        protocol_type: str | None = None,
        protocol_name: str | None = "",
        leader: str = "",
        skip_assignment: bool = False,
        member_id: str = "",
        members: list[JoinGroupResponseMember] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.generation_id = generation_id
        self.protocol_type = protocol_type
        self.protocol_name = protocol_name
        self.leader = leader
        self.skip_assignment = skip_assignment
        self.member_id = member_id
        self.members = [] if members is DEFAULT else members
        self.unknown_tags = unknown_tags

JoinGroupRequestProtocol.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 9), None, ""),
    FieldSpec('metadata', 'prim', 'bytes', (0, 9), None, b""),
)

JoinGroupRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 9), None, ""),
    FieldSpec('session_timeout_ms', 'prim', 'int32', (0, 9), None, 0),
    FieldSpec('rebalance_timeout_ms', 'prim', 'int32', (1, 9), None, -1, ignorable=True),
    FieldSpec('member_id', 'prim', 'string', (0, 9), None, ""),
    FieldSpec('group_instance_id', 'prim', 'string', (5, 9), (5, 9), None),
    FieldSpec('protocol_type', 'prim', 'string', (0, 9), None, ""),
    FieldSpec('protocols', 'array', 'JoinGroupRequestProtocol', (0, 9), None, DEFAULT, struct=JoinGroupRequestProtocol),
    FieldSpec('reason', 'prim', 'string', (8, 9), (8, 9), None, ignorable=True),
)

JoinGroupResponseMember.FIELDS = (
    FieldSpec('member_id', 'prim', 'string', (0, 9), None, ""),
    FieldSpec('group_instance_id', 'prim', 'string', (5, 9), (5, 9), None, ignorable=True),
    FieldSpec('metadata', 'prim', 'bytes', (0, 9), None, b""),
)

JoinGroupResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (2, 9), None, 0, ignorable=True),
    FieldSpec('error_code', 'prim', 'error', (0, 9), None, 0),
    FieldSpec('generation_id', 'prim', 'int32', (0, 9), None, -1),
    FieldSpec('protocol_type', 'prim', 'string', (7, 9), (7, 9), None, ignorable=True),
    FieldSpec('protocol_name', 'prim', 'string', (0, 9), (7, 9), ""),
    FieldSpec('leader', 'prim', 'string', (0, 9), None, ""),
    FieldSpec('skip_assignment', 'prim', 'bool', (9, 9), None, False),
    FieldSpec('member_id', 'prim', 'string', (0, 9), None, ""),
    FieldSpec('members', 'array', 'JoinGroupResponseMember', (0, 9), None, DEFAULT, struct=JoinGroupResponseMember),
)


def _d_JoinGroupRequest_v0(buf: bytes, pos: int, end: int) -> tuple[JoinGroupRequest, int]:
    o = _new(JoinGroupRequest)
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
    o.session_timeout_ms = _S0(buf, pos)[0]
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
    if n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        o.protocol_type = buf[pos:e7].decode()
        pos = e7
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 6 > end - pos:
            raise _short(pos)
        f_protocols_1 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                x9 = _new(JoinGroupRequestProtocol)
                n10 = _uh(buf, pos)[0]
                pos += 2
                if n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    x9.name = buf[pos:e11].decode()
                    pos = e11
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + n12
                    if e13 > end:
                        raise _short(pos)
                    x9.metadata = buf[pos:e13]
                    pos = e13
                x9.unknown_tags = None
                f_protocols_1.append(x9)
    o.rebalance_timeout_ms = -1
    o.group_instance_id = None
    o.protocols = f_protocols_1
    o.reason = None
    o.unknown_tags = None
    return o, pos


def _d_JoinGroupRequest_v1(buf: bytes, pos: int, end: int) -> tuple[JoinGroupRequest, int]:
    o = _new(JoinGroupRequest)
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
    o.session_timeout_ms, o.rebalance_timeout_ms = _S1(buf, pos)
    pos += 8
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
    if n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        o.protocol_type = buf[pos:e7].decode()
        pos = e7
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 6 > end - pos:
            raise _short(pos)
        f_protocols_1 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                x9 = _new(JoinGroupRequestProtocol)
                n10 = _uh(buf, pos)[0]
                pos += 2
                if n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    x9.name = buf[pos:e11].decode()
                    pos = e11
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + n12
                    if e13 > end:
                        raise _short(pos)
                    x9.metadata = buf[pos:e13]
                    pos = e13
                x9.unknown_tags = None
                f_protocols_1.append(x9)
    o.group_instance_id = None
    o.protocols = f_protocols_1
    o.reason = None
    o.unknown_tags = None
    return o, pos


def _d_JoinGroupRequest_v5(buf: bytes, pos: int, end: int) -> tuple[JoinGroupRequest, int]:
    o = _new(JoinGroupRequest)
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
    o.session_timeout_ms, o.rebalance_timeout_ms = _S1(buf, pos)
    pos += 8
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
    n8 = _uh(buf, pos)[0]
    pos += 2
    if n8 < 0:
        raise _negative(pos)
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        o.protocol_type = buf[pos:e9].decode()
        pos = e9
    n10 = _ui(buf, pos)[0]
    pos += 4
    if n10 < 0:
        raise _negative(pos)
    else:
        if n10 * 6 > end - pos:
            raise _short(pos)
        f_protocols_1 = []
        if n10:
            for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                x11 = _new(JoinGroupRequestProtocol)
                n12 = _uh(buf, pos)[0]
                pos += 2
                if n12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + n12
                    if e13 > end:
                        raise _short(pos)
                    x11.name = buf[pos:e13].decode()
                    pos = e13
                n14 = _ui(buf, pos)[0]
                pos += 4
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    x11.metadata = buf[pos:e15]
                    pos = e15
                x11.unknown_tags = None
                f_protocols_1.append(x11)
    o.protocols = f_protocols_1
    o.reason = None
    o.unknown_tags = None
    return o, pos


def _d_JoinGroupRequest_v6(buf: bytes, pos: int, end: int) -> tuple[JoinGroupRequest, int]:
    o = _new(JoinGroupRequest)
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
    o.session_timeout_ms, o.rebalance_timeout_ms, pk4 = _S2(buf, pos)
    pos += 9
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
    if n8 < 0:
        raise _negative(pos)
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
        n10, pos = _uvarint(buf, pos)
        n10 -= 1
    if n10 < 0:
        raise _negative(pos)
    else:
        if n10 * 3 > end - pos:
            raise _short(pos)
        f_protocols_1 = []
        if n10:
            for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                x11 = _new(JoinGroupRequestProtocol)
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
                if n12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + n12
                    if e13 > end:
                        raise _short(pos)
                    x11.name = buf[pos:e13].decode()
                    pos = e13
                n14 = buf[pos]
                if n14 < 128:
                    pos += 1
                    n14 -= 1
                elif buf[pos + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 - 129
                    pos += 2
                elif buf[pos + 1 + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                    pos += 3
                else:
                    n14, pos = _uvarint(buf, pos)
                    n14 -= 1
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    x11.metadata = buf[pos:e15]
                    pos = e15
                if buf[pos]:
                    u16, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u16 = None
                x11.unknown_tags = u16
                f_protocols_1.append(x11)
    if buf[pos]:
        u17, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u17 = None
    o.protocols = f_protocols_1
    o.reason = None
    o.unknown_tags = u17
    return o, pos


def _d_JoinGroupRequest_v8(buf: bytes, pos: int, end: int) -> tuple[JoinGroupRequest, int]:
    o = _new(JoinGroupRequest)
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
    o.session_timeout_ms, o.rebalance_timeout_ms, pk4 = _S2(buf, pos)
    pos += 9
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
    if n8 < 0:
        raise _negative(pos)
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
        n10, pos = _uvarint(buf, pos)
        n10 -= 1
    if n10 < 0:
        raise _negative(pos)
    else:
        if n10 * 3 > end - pos:
            raise _short(pos)
        f_protocols_1 = []
        if n10:
            for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                x11 = _new(JoinGroupRequestProtocol)
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
                if n12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + n12
                    if e13 > end:
                        raise _short(pos)
                    x11.name = buf[pos:e13].decode()
                    pos = e13
                n14 = buf[pos]
                if n14 < 128:
                    pos += 1
                    n14 -= 1
                elif buf[pos + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 - 129
                    pos += 2
                elif buf[pos + 1 + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                    pos += 3
                else:
                    n14, pos = _uvarint(buf, pos)
                    n14 -= 1
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    x11.metadata = buf[pos:e15]
                    pos = e15
                if buf[pos]:
                    u16, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u16 = None
                x11.unknown_tags = u16
                f_protocols_1.append(x11)
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
        o.reason = None
    else:
        e18 = pos + n17
        if e18 > end:
            raise _short(pos)
        o.reason = buf[pos:e18].decode()
        pos = e18
    if buf[pos]:
        u19, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u19 = None
    o.protocols = f_protocols_1
    o.unknown_tags = u19
    return o, pos


def _e_JoinGroupRequest_v0(o: JoinGroupRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('JoinGroupRequest', 'group_instance_id', 0)
    if o.unknown_tags:
        raise _untagged('JoinGroupRequest', 0)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.session_timeout_ms))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    b3 = o.protocol_type.encode()
    out.append(_Ph(len(b3)))
    out.append(b3)
    if type(o.protocols) is not list:
        _check_list(o.protocols)
    out.append(_Pi(len(o.protocols)))
    for x4 in o.protocols:
        if x4.unknown_tags:
            raise _untagged('JoinGroupRequestProtocol', 0)
        b5 = x4.name.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        b6 = x4.metadata
        out.append(_Pi(len(b6)))
        out.append(b6)


def _e_JoinGroupRequest_v1(o: JoinGroupRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('JoinGroupRequest', 'group_instance_id', 1)
    if o.unknown_tags:
        raise _untagged('JoinGroupRequest', 1)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P1(o.session_timeout_ms, o.rebalance_timeout_ms))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    b3 = o.protocol_type.encode()
    out.append(_Ph(len(b3)))
    out.append(b3)
    if type(o.protocols) is not list:
        _check_list(o.protocols)
    out.append(_Pi(len(o.protocols)))
    for x4 in o.protocols:
        if x4.unknown_tags:
            raise _untagged('JoinGroupRequestProtocol', 1)
        b5 = x4.name.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        b6 = x4.metadata
        out.append(_Pi(len(b6)))
        out.append(b6)


def _e_JoinGroupRequest_v2(o: JoinGroupRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('JoinGroupRequest', 'group_instance_id', 2)
    if o.unknown_tags:
        raise _untagged('JoinGroupRequest', 2)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P1(o.session_timeout_ms, o.rebalance_timeout_ms))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    b3 = o.protocol_type.encode()
    out.append(_Ph(len(b3)))
    out.append(b3)
    if type(o.protocols) is not list:
        _check_list(o.protocols)
    out.append(_Pi(len(o.protocols)))
    for x4 in o.protocols:
        if x4.unknown_tags:
            raise _untagged('JoinGroupRequestProtocol', 2)
        b5 = x4.name.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        b6 = x4.metadata
        out.append(_Pi(len(b6)))
        out.append(b6)


def _e_JoinGroupRequest_v3(o: JoinGroupRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('JoinGroupRequest', 'group_instance_id', 3)
    if o.unknown_tags:
        raise _untagged('JoinGroupRequest', 3)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P1(o.session_timeout_ms, o.rebalance_timeout_ms))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    b3 = o.protocol_type.encode()
    out.append(_Ph(len(b3)))
    out.append(b3)
    if type(o.protocols) is not list:
        _check_list(o.protocols)
    out.append(_Pi(len(o.protocols)))
    for x4 in o.protocols:
        if x4.unknown_tags:
            raise _untagged('JoinGroupRequestProtocol', 3)
        b5 = x4.name.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        b6 = x4.metadata
        out.append(_Pi(len(b6)))
        out.append(b6)


def _e_JoinGroupRequest_v4(o: JoinGroupRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('JoinGroupRequest', 'group_instance_id', 4)
    if o.unknown_tags:
        raise _untagged('JoinGroupRequest', 4)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P1(o.session_timeout_ms, o.rebalance_timeout_ms))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    b3 = o.protocol_type.encode()
    out.append(_Ph(len(b3)))
    out.append(b3)
    if type(o.protocols) is not list:
        _check_list(o.protocols)
    out.append(_Pi(len(o.protocols)))
    for x4 in o.protocols:
        if x4.unknown_tags:
            raise _untagged('JoinGroupRequestProtocol', 4)
        b5 = x4.name.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        b6 = x4.metadata
        out.append(_Pi(len(b6)))
        out.append(b6)


def _e_JoinGroupRequest_v5(o: JoinGroupRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('JoinGroupRequest', 5)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P1(o.session_timeout_ms, o.rebalance_timeout_ms))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    if o.group_instance_id is None:
        out.append(b'\xff\xff')
    else:
        b3 = o.group_instance_id.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
    b4 = o.protocol_type.encode()
    out.append(_Ph(len(b4)))
    out.append(b4)
    if type(o.protocols) is not list:
        _check_list(o.protocols)
    out.append(_Pi(len(o.protocols)))
    for x5 in o.protocols:
        if x5.unknown_tags:
            raise _untagged('JoinGroupRequestProtocol', 5)
        b6 = x5.name.encode()
        out.append(_Ph(len(b6)))
        out.append(b6)
        b7 = x5.metadata
        out.append(_Pi(len(b7)))
        out.append(b7)


def _e_JoinGroupRequest_v6(o: JoinGroupRequest, out: list[bytes]) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    out.append(_P1(o.session_timeout_ms, o.rebalance_timeout_ms))
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
    b4 = o.protocol_type.encode()
    if len(b4) + 1 < 128:
        out.append(_B1[len(b4) + 1])
    else:
        out.append(_string_length(len(b4) + 1))
    out.append(b4)
    if type(o.protocols) is not list:
        _check_list(o.protocols)
    if len(o.protocols) + 1 < 128:
        out.append(_B1[len(o.protocols) + 1])
    else:
        out.append(_encode_uvarint(len(o.protocols) + 1))
    for x5 in o.protocols:
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        b7 = x5.metadata
        if len(b7) + 1 < 128:
            out.append(_B1[len(b7) + 1])
        else:
            out.append(_encode_uvarint(len(b7) + 1))
        out.append(b7)
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_JoinGroupRequest_v8(o: JoinGroupRequest, out: list[bytes]) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    out.append(_P1(o.session_timeout_ms, o.rebalance_timeout_ms))
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
    b4 = o.protocol_type.encode()
    if len(b4) + 1 < 128:
        out.append(_B1[len(b4) + 1])
    else:
        out.append(_string_length(len(b4) + 1))
    out.append(b4)
    if type(o.protocols) is not list:
        _check_list(o.protocols)
    if len(o.protocols) + 1 < 128:
        out.append(_B1[len(o.protocols) + 1])
    else:
        out.append(_encode_uvarint(len(o.protocols) + 1))
    for x5 in o.protocols:
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        b7 = x5.metadata
        if len(b7) + 1 < 128:
            out.append(_B1[len(b7) + 1])
        else:
            out.append(_encode_uvarint(len(b7) + 1))
        out.append(b7)
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    if o.reason is None:
        out.append(b'\x00')
    else:
        b8 = o.reason.encode()
        if len(b8) + 1 < 128:
            out.append(_B1[len(b8) + 1])
        else:
            out.append(_string_length(len(b8) + 1))
        out.append(b8)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_JoinGroupResponse_v0(buf: bytes, pos: int, end: int) -> tuple[JoinGroupResponse, int]:
    o = _new(JoinGroupResponse)
    o.error_code, o.generation_id = _S3(buf, pos)
    pos += 6
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.protocol_name = buf[pos:e3].decode()
        pos = e3
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.leader = buf[pos:e5].decode()
        pos = e5
    n6 = _uh(buf, pos)[0]
    pos += 2
    if n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        o.member_id = buf[pos:e7].decode()
        pos = e7
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 6 > end - pos:
            raise _short(pos)
        f_members_1 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                x9 = _new(JoinGroupResponseMember)
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
                    x9.metadata = buf[pos:e13]
                    pos = e13
                x9.group_instance_id = None
                x9.unknown_tags = None
                f_members_1.append(x9)
    o.throttle_time_ms = 0
    o.protocol_type = None
    o.skip_assignment = False
    o.members = f_members_1
    o.unknown_tags = None
    return o, pos


def _d_JoinGroupResponse_v2(buf: bytes, pos: int, end: int) -> tuple[JoinGroupResponse, int]:
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S4(buf, pos)
    pos += 10
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.protocol_name = buf[pos:e3].decode()
        pos = e3
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.leader = buf[pos:e5].decode()
        pos = e5
    n6 = _uh(buf, pos)[0]
    pos += 2
    if n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        o.member_id = buf[pos:e7].decode()
        pos = e7
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 6 > end - pos:
            raise _short(pos)
        f_members_1 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                x9 = _new(JoinGroupResponseMember)
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
                    x9.metadata = buf[pos:e13]
                    pos = e13
                x9.group_instance_id = None
                x9.unknown_tags = None
                f_members_1.append(x9)
    o.protocol_type = None
    o.skip_assignment = False
    o.members = f_members_1
    o.unknown_tags = None
    return o, pos


def _d_JoinGroupResponse_v5(buf: bytes, pos: int, end: int) -> tuple[JoinGroupResponse, int]:
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id = _S4(buf, pos)
    pos += 10
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.protocol_name = buf[pos:e3].decode()
        pos = e3
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.leader = buf[pos:e5].decode()
        pos = e5
    n6 = _uh(buf, pos)[0]
    pos += 2
    if n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        o.member_id = buf[pos:e7].decode()
        pos = e7
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 8 > end - pos:
            raise _short(pos)
        f_members_1 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                x9 = _new(JoinGroupResponseMember)
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
                n12 = _uh(buf, pos)[0]
                pos += 2
                if n12 == -1:
                    x9.group_instance_id = None
                elif n12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + n12
                    if e13 > end:
                        raise _short(pos)
                    x9.group_instance_id = buf[pos:e13].decode()
                    pos = e13
                n14 = _ui(buf, pos)[0]
                pos += 4
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    x9.metadata = buf[pos:e15]
                    pos = e15
                x9.unknown_tags = None
                f_members_1.append(x9)
    o.protocol_type = None
    o.skip_assignment = False
    o.members = f_members_1
    o.unknown_tags = None
    return o, pos


def _d_JoinGroupResponse_v6(buf: bytes, pos: int, end: int) -> tuple[JoinGroupResponse, int]:
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id, pk2 = _S5(buf, pos)
    pos += 11
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _string_uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + pk2
        if e3 > end:
            raise _short(pos)
        o.protocol_name = buf[pos:e3].decode()
        pos = e3
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
        o.leader = buf[pos:e5].decode()
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
    if n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        o.member_id = buf[pos:e7].decode()
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
        if n8 * 4 > end - pos:
            raise _short(pos)
        f_members_1 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                x9 = _new(JoinGroupResponseMember)
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
                else:
                    n12, pos = _string_uvarint(buf, pos)
                    n12 -= 1
                if n12 == -1:
                    x9.group_instance_id = None
                else:
                    e13 = pos + n12
                    if e13 > end:
                        raise _short(pos)
                    x9.group_instance_id = buf[pos:e13].decode()
                    pos = e13
                n14 = buf[pos]
                if n14 < 128:
                    pos += 1
                    n14 -= 1
                elif buf[pos + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 - 129
                    pos += 2
                elif buf[pos + 1 + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                    pos += 3
                else:
                    n14, pos = _uvarint(buf, pos)
                    n14 -= 1
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    x9.metadata = buf[pos:e15]
                    pos = e15
                if buf[pos]:
                    u16, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u16 = None
                x9.unknown_tags = u16
                f_members_1.append(x9)
    if buf[pos]:
        u17, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u17 = None
    o.protocol_type = None
    o.skip_assignment = False
    o.members = f_members_1
    o.unknown_tags = u17
    return o, pos


def _d_JoinGroupResponse_v7(buf: bytes, pos: int, end: int) -> tuple[JoinGroupResponse, int]:
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id, pk2 = _S5(buf, pos)
    pos += 11
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _string_uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 == -1:
        o.protocol_type = None
    else:
        e3 = pos + pk2
        if e3 > end:
            raise _short(pos)
        o.protocol_type = buf[pos:e3].decode()
        pos = e3
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
    if n4 == -1:
        o.protocol_name = None
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.protocol_name = buf[pos:e5].decode()
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
    if n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        o.leader = buf[pos:e7].decode()
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
    if n8 < 0:
        raise _negative(pos)
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        o.member_id = buf[pos:e9].decode()
        pos = e9
    n10 = buf[pos]
    if n10 < 128:
        pos += 1
        n10 -= 1
    elif buf[pos + 1] < 128:
        n10 = n10 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n10, pos = _uvarint(buf, pos)
        n10 -= 1
    if n10 < 0:
        raise _negative(pos)
    else:
        if n10 * 4 > end - pos:
            raise _short(pos)
        f_members_1 = []
        if n10:
            for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                x11 = _new(JoinGroupResponseMember)
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
                if n12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + n12
                    if e13 > end:
                        raise _short(pos)
                    x11.member_id = buf[pos:e13].decode()
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
                    x11.group_instance_id = None
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    x11.group_instance_id = buf[pos:e15].decode()
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
                    x11.metadata = buf[pos:e17]
                    pos = e17
                if buf[pos]:
                    u18, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u18 = None
                x11.unknown_tags = u18
                f_members_1.append(x11)
    if buf[pos]:
        u19, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u19 = None
    o.skip_assignment = False
    o.members = f_members_1
    o.unknown_tags = u19
    return o, pos


def _d_JoinGroupResponse_v9(buf: bytes, pos: int, end: int) -> tuple[JoinGroupResponse, int]:
    o = _new(JoinGroupResponse)
    o.throttle_time_ms, o.error_code, o.generation_id, pk2 = _S5(buf, pos)
    pos += 11
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _string_uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 == -1:
        o.protocol_type = None
    else:
        e3 = pos + pk2
        if e3 > end:
            raise _short(pos)
        o.protocol_type = buf[pos:e3].decode()
        pos = e3
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
    if n4 == -1:
        o.protocol_name = None
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.protocol_name = buf[pos:e5].decode()
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
    if n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        o.leader = buf[pos:e7].decode()
        pos = e7
    o.skip_assignment, pk8 = _S6(buf, pos)
    pos += 2
    if pk8 < 128:
        pk8 -= 1
    elif buf[pos] < 128:
        pk8 = pk8 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk8, pos = _string_uvarint(buf, pos - 1)
        pk8 -= 1
    if pk8 < 0:
        raise _negative(pos)
    else:
        e9 = pos + pk8
        if e9 > end:
            raise _short(pos)
        o.member_id = buf[pos:e9].decode()
        pos = e9
    n10 = buf[pos]
    if n10 < 128:
        pos += 1
        n10 -= 1
    elif buf[pos + 1] < 128:
        n10 = n10 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n10, pos = _uvarint(buf, pos)
        n10 -= 1
    if n10 < 0:
        raise _negative(pos)
    else:
        if n10 * 4 > end - pos:
            raise _short(pos)
        f_members_1 = []
        if n10:
            for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                x11 = _new(JoinGroupResponseMember)
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
                if n12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + n12
                    if e13 > end:
                        raise _short(pos)
                    x11.member_id = buf[pos:e13].decode()
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
                    x11.group_instance_id = None
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    x11.group_instance_id = buf[pos:e15].decode()
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
                    x11.metadata = buf[pos:e17]
                    pos = e17
                if buf[pos]:
                    u18, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u18 = None
                x11.unknown_tags = u18
                f_members_1.append(x11)
    if buf[pos]:
        u19, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u19 = None
    o.members = f_members_1
    o.unknown_tags = u19
    return o, pos


def _e_JoinGroupResponse_v0(o: JoinGroupResponse, out: list[bytes]) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 0)
    if o.unknown_tags:
        raise _untagged('JoinGroupResponse', 0)
    out.append(_P3(o.error_code, o.generation_id))
    b1 = o.protocol_name.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    b2 = o.leader.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    b3 = o.member_id.encode()
    out.append(_Ph(len(b3)))
    out.append(b3)
    if type(o.members) is not list:
        _check_list(o.members)
    out.append(_Pi(len(o.members)))
    for x4 in o.members:
        if x4.unknown_tags:
            raise _untagged('JoinGroupResponseMember', 0)
        b5 = x4.member_id.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        b6 = x4.metadata
        out.append(_Pi(len(b6)))
        out.append(b6)


def _e_JoinGroupResponse_v1(o: JoinGroupResponse, out: list[bytes]) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 1)
    if o.unknown_tags:
        raise _untagged('JoinGroupResponse', 1)
    out.append(_P3(o.error_code, o.generation_id))
    b1 = o.protocol_name.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    b2 = o.leader.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    b3 = o.member_id.encode()
    out.append(_Ph(len(b3)))
    out.append(b3)
    if type(o.members) is not list:
        _check_list(o.members)
    out.append(_Pi(len(o.members)))
    for x4 in o.members:
        if x4.unknown_tags:
            raise _untagged('JoinGroupResponseMember', 1)
        b5 = x4.member_id.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        b6 = x4.metadata
        out.append(_Pi(len(b6)))
        out.append(b6)


def _e_JoinGroupResponse_v2(o: JoinGroupResponse, out: list[bytes]) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 2)
    if o.unknown_tags:
        raise _untagged('JoinGroupResponse', 2)
    out.append(_P4(o.throttle_time_ms, o.error_code, o.generation_id))
    b1 = o.protocol_name.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    b2 = o.leader.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    b3 = o.member_id.encode()
    out.append(_Ph(len(b3)))
    out.append(b3)
    if type(o.members) is not list:
        _check_list(o.members)
    out.append(_Pi(len(o.members)))
    for x4 in o.members:
        if x4.unknown_tags:
            raise _untagged('JoinGroupResponseMember', 2)
        b5 = x4.member_id.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        b6 = x4.metadata
        out.append(_Pi(len(b6)))
        out.append(b6)


def _e_JoinGroupResponse_v3(o: JoinGroupResponse, out: list[bytes]) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 3)
    if o.unknown_tags:
        raise _untagged('JoinGroupResponse', 3)
    out.append(_P4(o.throttle_time_ms, o.error_code, o.generation_id))
    b1 = o.protocol_name.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    b2 = o.leader.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    b3 = o.member_id.encode()
    out.append(_Ph(len(b3)))
    out.append(b3)
    if type(o.members) is not list:
        _check_list(o.members)
    out.append(_Pi(len(o.members)))
    for x4 in o.members:
        if x4.unknown_tags:
            raise _untagged('JoinGroupResponseMember', 3)
        b5 = x4.member_id.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        b6 = x4.metadata
        out.append(_Pi(len(b6)))
        out.append(b6)


def _e_JoinGroupResponse_v4(o: JoinGroupResponse, out: list[bytes]) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 4)
    if o.unknown_tags:
        raise _untagged('JoinGroupResponse', 4)
    out.append(_P4(o.throttle_time_ms, o.error_code, o.generation_id))
    b1 = o.protocol_name.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    b2 = o.leader.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    b3 = o.member_id.encode()
    out.append(_Ph(len(b3)))
    out.append(b3)
    if type(o.members) is not list:
        _check_list(o.members)
    out.append(_Pi(len(o.members)))
    for x4 in o.members:
        if x4.unknown_tags:
            raise _untagged('JoinGroupResponseMember', 4)
        b5 = x4.member_id.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        b6 = x4.metadata
        out.append(_Pi(len(b6)))
        out.append(b6)


def _e_JoinGroupResponse_v5(o: JoinGroupResponse, out: list[bytes]) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 5)
    if o.unknown_tags:
        raise _untagged('JoinGroupResponse', 5)
    out.append(_P4(o.throttle_time_ms, o.error_code, o.generation_id))
    b1 = o.protocol_name.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    b2 = o.leader.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    b3 = o.member_id.encode()
    out.append(_Ph(len(b3)))
    out.append(b3)
    if type(o.members) is not list:
        _check_list(o.members)
    out.append(_Pi(len(o.members)))
    for x4 in o.members:
        if x4.unknown_tags:
            raise _untagged('JoinGroupResponseMember', 5)
        b5 = x4.member_id.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        if x4.group_instance_id is None:
            out.append(b'\xff\xff')
        else:
            b6 = x4.group_instance_id.encode()
            out.append(_Ph(len(b6)))
            out.append(b6)
        b7 = x4.metadata
        out.append(_Pi(len(b7)))
        out.append(b7)


def _e_JoinGroupResponse_v6(o: JoinGroupResponse, out: list[bytes]) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 6)
    out.append(_P4(o.throttle_time_ms, o.error_code, o.generation_id))
    b1 = o.protocol_name.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    b2 = o.leader.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    b3 = o.member_id.encode()
    if len(b3) + 1 < 128:
        out.append(_B1[len(b3) + 1])
    else:
        out.append(_string_length(len(b3) + 1))
    out.append(b3)
    if type(o.members) is not list:
        _check_list(o.members)
    if len(o.members) + 1 < 128:
        out.append(_B1[len(o.members) + 1])
    else:
        out.append(_encode_uvarint(len(o.members) + 1))
    for x4 in o.members:
        b5 = x4.member_id.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
        if x4.group_instance_id is None:
            out.append(b'\x00')
        else:
            b6 = x4.group_instance_id.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_string_length(len(b6) + 1))
            out.append(b6)
        b7 = x4.metadata
        if len(b7) + 1 < 128:
            out.append(_B1[len(b7) + 1])
        else:
            out.append(_encode_uvarint(len(b7) + 1))
        out.append(b7)
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_JoinGroupResponse_v7(o: JoinGroupResponse, out: list[bytes]) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 7)
    out.append(_P4(o.throttle_time_ms, o.error_code, o.generation_id))
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
    b3 = o.leader.encode()
    if len(b3) + 1 < 128:
        out.append(_B1[len(b3) + 1])
    else:
        out.append(_string_length(len(b3) + 1))
    out.append(b3)
    b4 = o.member_id.encode()
    if len(b4) + 1 < 128:
        out.append(_B1[len(b4) + 1])
    else:
        out.append(_string_length(len(b4) + 1))
    out.append(b4)
    if type(o.members) is not list:
        _check_list(o.members)
    if len(o.members) + 1 < 128:
        out.append(_B1[len(o.members) + 1])
    else:
        out.append(_encode_uvarint(len(o.members) + 1))
    for x5 in o.members:
        b6 = x5.member_id.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        if x5.group_instance_id is None:
            out.append(b'\x00')
        else:
            b7 = x5.group_instance_id.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_string_length(len(b7) + 1))
            out.append(b7)
        b8 = x5.metadata
        if len(b8) + 1 < 128:
            out.append(_B1[len(b8) + 1])
        else:
            out.append(_encode_uvarint(len(b8) + 1))
        out.append(b8)
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_JoinGroupResponse_v8(o: JoinGroupResponse, out: list[bytes]) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 8)
    out.append(_P4(o.throttle_time_ms, o.error_code, o.generation_id))
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
    b3 = o.leader.encode()
    if len(b3) + 1 < 128:
        out.append(_B1[len(b3) + 1])
    else:
        out.append(_string_length(len(b3) + 1))
    out.append(b3)
    b4 = o.member_id.encode()
    if len(b4) + 1 < 128:
        out.append(_B1[len(b4) + 1])
    else:
        out.append(_string_length(len(b4) + 1))
    out.append(b4)
    if type(o.members) is not list:
        _check_list(o.members)
    if len(o.members) + 1 < 128:
        out.append(_B1[len(o.members) + 1])
    else:
        out.append(_encode_uvarint(len(o.members) + 1))
    for x5 in o.members:
        b6 = x5.member_id.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        if x5.group_instance_id is None:
            out.append(b'\x00')
        else:
            b7 = x5.group_instance_id.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_string_length(len(b7) + 1))
            out.append(b7)
        b8 = x5.metadata
        if len(b8) + 1 < 128:
            out.append(_B1[len(b8) + 1])
        else:
            out.append(_encode_uvarint(len(b8) + 1))
        out.append(b8)
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_JoinGroupResponse_v9(o: JoinGroupResponse, out: list[bytes]) -> None:
    out.append(_P4(o.throttle_time_ms, o.error_code, o.generation_id))
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
    b3 = o.leader.encode()
    if len(b3) + 1 < 128:
        out.append(_B1[len(b3) + 1])
    else:
        out.append(_string_length(len(b3) + 1))
    out.append(b3)
    out.append(_P7(_BOOL[o.skip_assignment]))
    b4 = o.member_id.encode()
    if len(b4) + 1 < 128:
        out.append(_B1[len(b4) + 1])
    else:
        out.append(_string_length(len(b4) + 1))
    out.append(b4)
    if type(o.members) is not list:
        _check_list(o.members)
    if len(o.members) + 1 < 128:
        out.append(_B1[len(o.members) + 1])
    else:
        out.append(_encode_uvarint(len(o.members) + 1))
    for x5 in o.members:
        b6 = x5.member_id.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        if x5.group_instance_id is None:
            out.append(b'\x00')
        else:
            b7 = x5.group_instance_id.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_string_length(len(b7) + 1))
            out.append(b7)
        b8 = x5.metadata
        if len(b8) + 1 < 128:
            out.append(_B1[len(b8) + 1])
        else:
            out.append(_encode_uvarint(len(b8) + 1))
        out.append(b8)
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


JoinGroupRequest.DECODERS = {0: _d_JoinGroupRequest_v0, 1: _d_JoinGroupRequest_v1, 2: _d_JoinGroupRequest_v1, 3: _d_JoinGroupRequest_v1, 4: _d_JoinGroupRequest_v1, 5: _d_JoinGroupRequest_v5, 6: _d_JoinGroupRequest_v6, 7: _d_JoinGroupRequest_v6, 8: _d_JoinGroupRequest_v8, 9: _d_JoinGroupRequest_v8}
JoinGroupRequest.ENCODERS = {0: _e_JoinGroupRequest_v0, 1: _e_JoinGroupRequest_v1, 2: _e_JoinGroupRequest_v2, 3: _e_JoinGroupRequest_v3, 4: _e_JoinGroupRequest_v4, 5: _e_JoinGroupRequest_v5, 6: _e_JoinGroupRequest_v6, 7: _e_JoinGroupRequest_v6, 8: _e_JoinGroupRequest_v8, 9: _e_JoinGroupRequest_v8}
_bind_decode(JoinGroupRequest)

JoinGroupResponse.DECODERS = {0: _d_JoinGroupResponse_v0, 1: _d_JoinGroupResponse_v0, 2: _d_JoinGroupResponse_v2, 3: _d_JoinGroupResponse_v2, 4: _d_JoinGroupResponse_v2, 5: _d_JoinGroupResponse_v5, 6: _d_JoinGroupResponse_v6, 7: _d_JoinGroupResponse_v7, 8: _d_JoinGroupResponse_v7, 9: _d_JoinGroupResponse_v9}
JoinGroupResponse.ENCODERS = {0: _e_JoinGroupResponse_v0, 1: _e_JoinGroupResponse_v1, 2: _e_JoinGroupResponse_v2, 3: _e_JoinGroupResponse_v3, 4: _e_JoinGroupResponse_v4, 5: _e_JoinGroupResponse_v5, 6: _e_JoinGroupResponse_v6, 7: _e_JoinGroupResponse_v7, 8: _e_JoinGroupResponse_v8, 9: _e_JoinGroupResponse_v9}
_bind_decode(JoinGroupResponse)
