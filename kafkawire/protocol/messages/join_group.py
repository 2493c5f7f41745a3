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

__all__ = ['JoinGroupRequest', 'JoinGroupRequestProtocol', 'JoinGroupResponse', 'JoinGroupResponseMember']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>ii').unpack_from
_P1 = _Struct('>ii').pack
_S2 = _Struct('>hi').unpack_from
_P2 = _Struct('>hi').pack
_S3 = _Struct('>ihi').unpack_from
_P3 = _Struct('>ihi').pack
_S4 = _Struct('>?').unpack_from
_P4 = _Struct('>?').pack


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


class JoinGroupRequest(Message):
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


def _d_JoinGroupRequestProtocol_v0(buf: memoryview, pos: int, end: int) -> tuple[JoinGroupRequestProtocol, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_metadata = bytes(buf[pos:e4])
        pos = e4
    return JoinGroupRequestProtocol(f_name, f_metadata, None), pos


def _d_JoinGroupRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[JoinGroupRequest, int]:
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
    f_session_timeout_ms = _S0(buf, pos)[0]
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
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_protocol_type = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 6 > end - pos:
            raise _short(pos)
        f_protocols = []
        ap8 = f_protocols.append
        for _ in range(n7):
            x9, pos = _d_JoinGroupRequestProtocol_v0(buf, pos, end)
            ap8(x9)
    return JoinGroupRequest(f_group_id, f_session_timeout_ms, -1, f_member_id, None, f_protocol_type, f_protocols, None, None), pos


def _d_JoinGroupRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[JoinGroupRequest, int]:
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
    f_session_timeout_ms, f_rebalance_timeout_ms = _S1(buf, pos)
    pos += 8
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
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_protocol_type = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 6 > end - pos:
            raise _short(pos)
        f_protocols = []
        ap8 = f_protocols.append
        for _ in range(n7):
            x9, pos = _d_JoinGroupRequestProtocol_v0(buf, pos, end)
            ap8(x9)
    return JoinGroupRequest(f_group_id, f_session_timeout_ms, f_rebalance_timeout_ms, f_member_id, None, f_protocol_type, f_protocols, None, None), pos


def _d_JoinGroupRequest_v5(buf: memoryview, pos: int, end: int) -> tuple[JoinGroupRequest, int]:
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
    f_session_timeout_ms, f_rebalance_timeout_ms = _S1(buf, pos)
    pos += 8
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
    n7 = _uh(buf, pos)[0]
    pos += 2
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_protocol_type = str(buf[pos:e8], 'utf-8')
        pos = e8
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 6 > end - pos:
            raise _short(pos)
        f_protocols = []
        ap10 = f_protocols.append
        for _ in range(n9):
            x11, pos = _d_JoinGroupRequestProtocol_v0(buf, pos, end)
            ap10(x11)
    return JoinGroupRequest(f_group_id, f_session_timeout_ms, f_rebalance_timeout_ms, f_member_id, f_group_instance_id, f_protocol_type, f_protocols, None, None), pos


def _d_JoinGroupRequestProtocol_v6(buf: memoryview, pos: int, end: int) -> tuple[JoinGroupRequestProtocol, int]:
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
        f_name = str(buf[pos:e2], 'utf-8')
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
        f_metadata = bytes(buf[pos:e4])
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
    return JoinGroupRequestProtocol(f_name, f_metadata, u), pos


def _d_JoinGroupRequest_v6(buf: memoryview, pos: int, end: int) -> tuple[JoinGroupRequest, int]:
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
    f_session_timeout_ms, f_rebalance_timeout_ms = _S1(buf, pos)
    pos += 8
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
        if n9 * 3 > end - pos:
            raise _short(pos)
        f_protocols = []
        ap10 = f_protocols.append
        for _ in range(n9):
            x11, pos = _d_JoinGroupRequestProtocol_v6(buf, pos, end)
            ap10(x11)
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
    return JoinGroupRequest(f_group_id, f_session_timeout_ms, f_rebalance_timeout_ms, f_member_id, f_group_instance_id, f_protocol_type, f_protocols, None, u), pos


def _d_JoinGroupRequest_v8(buf: memoryview, pos: int, end: int) -> tuple[JoinGroupRequest, int]:
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
    f_session_timeout_ms, f_rebalance_timeout_ms = _S1(buf, pos)
    pos += 8
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
        if n9 * 3 > end - pos:
            raise _short(pos)
        f_protocols = []
        ap10 = f_protocols.append
        for _ in range(n9):
            x11, pos = _d_JoinGroupRequestProtocol_v6(buf, pos, end)
            ap10(x11)
    n12 = buf[pos]
    if n12 < 128:
        pos += 1
    else:
        n12, pos = _uvarint(buf, pos)
    n12 -= 1
    if n12 == -1:
        f_reason = None
    elif n12 < 0:
        raise _negative(pos)
    else:
        e13 = pos + n12
        if e13 > end:
            raise _short(pos)
        f_reason = str(buf[pos:e13], 'utf-8')
        pos = e13
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
    return JoinGroupRequest(f_group_id, f_session_timeout_ms, f_rebalance_timeout_ms, f_member_id, f_group_instance_id, f_protocol_type, f_protocols, f_reason, u), pos


def _e_JoinGroupRequestProtocol_v0(o: JoinGroupRequestProtocol, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.metadata
    out += _Pi(len(b2))
    out += b2


def _e_JoinGroupRequest_v0(o: JoinGroupRequest, out: bytearray) -> None:
    if o.group_instance_id is not None:
        raise _absent('JoinGroupRequest', 'group_instance_id', 0)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.session_timeout_ms)
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.protocol_type.encode()
    out += _Ph(len(b3))
    out += b3
    out += _Pi(len(o.protocols))
    for x4 in o.protocols:
        _e_JoinGroupRequestProtocol_v0(x4, out)


def _e_JoinGroupRequest_v1(o: JoinGroupRequest, out: bytearray) -> None:
    if o.group_instance_id is not None:
        raise _absent('JoinGroupRequest', 'group_instance_id', 1)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.session_timeout_ms, o.rebalance_timeout_ms)
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.protocol_type.encode()
    out += _Ph(len(b3))
    out += b3
    out += _Pi(len(o.protocols))
    for x4 in o.protocols:
        _e_JoinGroupRequestProtocol_v0(x4, out)


def _e_JoinGroupRequest_v2(o: JoinGroupRequest, out: bytearray) -> None:
    if o.group_instance_id is not None:
        raise _absent('JoinGroupRequest', 'group_instance_id', 2)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.session_timeout_ms, o.rebalance_timeout_ms)
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.protocol_type.encode()
    out += _Ph(len(b3))
    out += b3
    out += _Pi(len(o.protocols))
    for x4 in o.protocols:
        _e_JoinGroupRequestProtocol_v0(x4, out)


def _e_JoinGroupRequest_v3(o: JoinGroupRequest, out: bytearray) -> None:
    if o.group_instance_id is not None:
        raise _absent('JoinGroupRequest', 'group_instance_id', 3)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.session_timeout_ms, o.rebalance_timeout_ms)
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.protocol_type.encode()
    out += _Ph(len(b3))
    out += b3
    out += _Pi(len(o.protocols))
    for x4 in o.protocols:
        _e_JoinGroupRequestProtocol_v0(x4, out)


def _e_JoinGroupRequest_v4(o: JoinGroupRequest, out: bytearray) -> None:
    if o.group_instance_id is not None:
        raise _absent('JoinGroupRequest', 'group_instance_id', 4)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.session_timeout_ms, o.rebalance_timeout_ms)
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.protocol_type.encode()
    out += _Ph(len(b3))
    out += b3
    out += _Pi(len(o.protocols))
    for x4 in o.protocols:
        _e_JoinGroupRequestProtocol_v0(x4, out)


def _e_JoinGroupRequest_v5(o: JoinGroupRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.session_timeout_ms, o.rebalance_timeout_ms)
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2
    if o.group_instance_id is None:
        out.extend(b'\xff\xff')
    else:
        b3 = o.group_instance_id.encode()
        out += _Ph(len(b3))
        out += b3
    b4 = o.protocol_type.encode()
    out += _Ph(len(b4))
    out += b4
    out += _Pi(len(o.protocols))
    for x5 in o.protocols:
        _e_JoinGroupRequestProtocol_v0(x5, out)


def _e_JoinGroupRequestProtocol_v6(o: JoinGroupRequestProtocol, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.metadata
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_JoinGroupRequest_v6(o: JoinGroupRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(o.session_timeout_ms, o.rebalance_timeout_ms)
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
    b4 = o.protocol_type.encode()
    if len(b4) + 1 < 128:
        out.append(len(b4) + 1)
    else:
        out += _encode_uvarint(len(b4) + 1)
    out += b4
    if len(o.protocols) + 1 < 128:
        out.append(len(o.protocols) + 1)
    else:
        out += _encode_uvarint(len(o.protocols) + 1)
    for x5 in o.protocols:
        _e_JoinGroupRequestProtocol_v6(x5, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_JoinGroupRequest_v8(o: JoinGroupRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(o.session_timeout_ms, o.rebalance_timeout_ms)
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
    b4 = o.protocol_type.encode()
    if len(b4) + 1 < 128:
        out.append(len(b4) + 1)
    else:
        out += _encode_uvarint(len(b4) + 1)
    out += b4
    if len(o.protocols) + 1 < 128:
        out.append(len(o.protocols) + 1)
    else:
        out += _encode_uvarint(len(o.protocols) + 1)
    for x5 in o.protocols:
        _e_JoinGroupRequestProtocol_v6(x5, out)
    if o.reason is None:
        out.append(0)
    else:
        b6 = o.reason.encode()
        if len(b6) + 1 < 128:
            out.append(len(b6) + 1)
        else:
            out += _encode_uvarint(len(b6) + 1)
        out += b6
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_JoinGroupResponseMember_v0(buf: memoryview, pos: int, end: int) -> tuple[JoinGroupResponseMember, int]:
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
        f_metadata = bytes(buf[pos:e4])
        pos = e4
    return JoinGroupResponseMember(f_member_id, None, f_metadata, None), pos


def _d_JoinGroupResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[JoinGroupResponse, int]:
    f_error_code, f_generation_id = _S2(buf, pos)
    pos += 6
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_protocol_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_leader = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 6 > end - pos:
            raise _short(pos)
        f_members = []
        ap8 = f_members.append
        for _ in range(n7):
            x9, pos = _d_JoinGroupResponseMember_v0(buf, pos, end)
            ap8(x9)
    return JoinGroupResponse(0, f_error_code, f_generation_id, None, f_protocol_name, f_leader, False, f_member_id, f_members, None), pos


def _d_JoinGroupResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[JoinGroupResponse, int]:
    f_throttle_time_ms, f_error_code, f_generation_id = _S3(buf, pos)
    pos += 10
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_protocol_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_leader = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 6 > end - pos:
            raise _short(pos)
        f_members = []
        ap8 = f_members.append
        for _ in range(n7):
            x9, pos = _d_JoinGroupResponseMember_v0(buf, pos, end)
            ap8(x9)
    return JoinGroupResponse(f_throttle_time_ms, f_error_code, f_generation_id, None, f_protocol_name, f_leader, False, f_member_id, f_members, None), pos


def _d_JoinGroupResponseMember_v5(buf: memoryview, pos: int, end: int) -> tuple[JoinGroupResponseMember, int]:
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
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_metadata = bytes(buf[pos:e6])
        pos = e6
    return JoinGroupResponseMember(f_member_id, f_group_instance_id, f_metadata, None), pos


def _d_JoinGroupResponse_v5(buf: memoryview, pos: int, end: int) -> tuple[JoinGroupResponse, int]:
    f_throttle_time_ms, f_error_code, f_generation_id = _S3(buf, pos)
    pos += 10
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_protocol_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_leader = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 8 > end - pos:
            raise _short(pos)
        f_members = []
        ap8 = f_members.append
        for _ in range(n7):
            x9, pos = _d_JoinGroupResponseMember_v5(buf, pos, end)
            ap8(x9)
    return JoinGroupResponse(f_throttle_time_ms, f_error_code, f_generation_id, None, f_protocol_name, f_leader, False, f_member_id, f_members, None), pos


def _d_JoinGroupResponseMember_v6(buf: memoryview, pos: int, end: int) -> tuple[JoinGroupResponseMember, int]:
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
        f_metadata = bytes(buf[pos:e6])
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
    return JoinGroupResponseMember(f_member_id, f_group_instance_id, f_metadata, u), pos


def _d_JoinGroupResponse_v6(buf: memoryview, pos: int, end: int) -> tuple[JoinGroupResponse, int]:
    f_throttle_time_ms, f_error_code, f_generation_id = _S3(buf, pos)
    pos += 10
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
        f_protocol_name = str(buf[pos:e2], 'utf-8')
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
        f_leader = str(buf[pos:e4], 'utf-8')
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
        f_member_id = str(buf[pos:e6], 'utf-8')
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
        if n7 * 4 > end - pos:
            raise _short(pos)
        f_members = []
        ap8 = f_members.append
        for _ in range(n7):
            x9, pos = _d_JoinGroupResponseMember_v6(buf, pos, end)
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
    return JoinGroupResponse(f_throttle_time_ms, f_error_code, f_generation_id, None, f_protocol_name, f_leader, False, f_member_id, f_members, u), pos


def _d_JoinGroupResponse_v7(buf: memoryview, pos: int, end: int) -> tuple[JoinGroupResponse, int]:
    f_throttle_time_ms, f_error_code, f_generation_id = _S3(buf, pos)
    pos += 10
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
        f_leader = str(buf[pos:e6], 'utf-8')
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
        f_member_id = str(buf[pos:e8], 'utf-8')
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
        if n9 * 4 > end - pos:
            raise _short(pos)
        f_members = []
        ap10 = f_members.append
        for _ in range(n9):
            x11, pos = _d_JoinGroupResponseMember_v6(buf, pos, end)
            ap10(x11)
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
    return JoinGroupResponse(f_throttle_time_ms, f_error_code, f_generation_id, f_protocol_type, f_protocol_name, f_leader, False, f_member_id, f_members, u), pos


def _d_JoinGroupResponse_v9(buf: memoryview, pos: int, end: int) -> tuple[JoinGroupResponse, int]:
    f_throttle_time_ms, f_error_code, f_generation_id = _S3(buf, pos)
    pos += 10
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
        f_leader = str(buf[pos:e6], 'utf-8')
        pos = e6
    f_skip_assignment = _S4(buf, pos)[0]
    pos += 1
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
        f_member_id = str(buf[pos:e8], 'utf-8')
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
        if n9 * 4 > end - pos:
            raise _short(pos)
        f_members = []
        ap10 = f_members.append
        for _ in range(n9):
            x11, pos = _d_JoinGroupResponseMember_v6(buf, pos, end)
            ap10(x11)
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
    return JoinGroupResponse(f_throttle_time_ms, f_error_code, f_generation_id, f_protocol_type, f_protocol_name, f_leader, f_skip_assignment, f_member_id, f_members, u), pos


def _e_JoinGroupResponseMember_v0(o: JoinGroupResponseMember, out: bytearray) -> None:
    b1 = o.member_id.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.metadata
    out += _Pi(len(b2))
    out += b2


def _e_JoinGroupResponse_v0(o: JoinGroupResponse, out: bytearray) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 0)
    out += _P2(o.error_code, o.generation_id)
    b1 = o.protocol_name.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.leader.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.member_id.encode()
    out += _Ph(len(b3))
    out += b3
    out += _Pi(len(o.members))
    for x4 in o.members:
        _e_JoinGroupResponseMember_v0(x4, out)


def _e_JoinGroupResponse_v1(o: JoinGroupResponse, out: bytearray) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 1)
    out += _P2(o.error_code, o.generation_id)
    b1 = o.protocol_name.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.leader.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.member_id.encode()
    out += _Ph(len(b3))
    out += b3
    out += _Pi(len(o.members))
    for x4 in o.members:
        _e_JoinGroupResponseMember_v0(x4, out)


def _e_JoinGroupResponse_v2(o: JoinGroupResponse, out: bytearray) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 2)
    out += _P3(o.throttle_time_ms, o.error_code, o.generation_id)
    b1 = o.protocol_name.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.leader.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.member_id.encode()
    out += _Ph(len(b3))
    out += b3
    out += _Pi(len(o.members))
    for x4 in o.members:
        _e_JoinGroupResponseMember_v0(x4, out)


def _e_JoinGroupResponse_v3(o: JoinGroupResponse, out: bytearray) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 3)
    out += _P3(o.throttle_time_ms, o.error_code, o.generation_id)
    b1 = o.protocol_name.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.leader.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.member_id.encode()
    out += _Ph(len(b3))
    out += b3
    out += _Pi(len(o.members))
    for x4 in o.members:
        _e_JoinGroupResponseMember_v0(x4, out)


def _e_JoinGroupResponse_v4(o: JoinGroupResponse, out: bytearray) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 4)
    out += _P3(o.throttle_time_ms, o.error_code, o.generation_id)
    b1 = o.protocol_name.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.leader.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.member_id.encode()
    out += _Ph(len(b3))
    out += b3
    out += _Pi(len(o.members))
    for x4 in o.members:
        _e_JoinGroupResponseMember_v0(x4, out)


def _e_JoinGroupResponseMember_v5(o: JoinGroupResponseMember, out: bytearray) -> None:
    b1 = o.member_id.encode()
    out += _Ph(len(b1))
    out += b1
    if o.group_instance_id is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.group_instance_id.encode()
        out += _Ph(len(b2))
        out += b2
    b3 = o.metadata
    out += _Pi(len(b3))
    out += b3


def _e_JoinGroupResponse_v5(o: JoinGroupResponse, out: bytearray) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 5)
    out += _P3(o.throttle_time_ms, o.error_code, o.generation_id)
    b1 = o.protocol_name.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.leader.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.member_id.encode()
    out += _Ph(len(b3))
    out += b3
    out += _Pi(len(o.members))
    for x4 in o.members:
        _e_JoinGroupResponseMember_v5(x4, out)


def _e_JoinGroupResponseMember_v6(o: JoinGroupResponseMember, out: bytearray) -> None:
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
    b3 = o.metadata
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_JoinGroupResponse_v6(o: JoinGroupResponse, out: bytearray) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 6)
    out += _P3(o.throttle_time_ms, o.error_code, o.generation_id)
    b1 = o.protocol_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.leader.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    b3 = o.member_id.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    if len(o.members) + 1 < 128:
        out.append(len(o.members) + 1)
    else:
        out += _encode_uvarint(len(o.members) + 1)
    for x4 in o.members:
        _e_JoinGroupResponseMember_v6(x4, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_JoinGroupResponse_v7(o: JoinGroupResponse, out: bytearray) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 7)
    out += _P3(o.throttle_time_ms, o.error_code, o.generation_id)
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
    b3 = o.leader.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    b4 = o.member_id.encode()
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
        _e_JoinGroupResponseMember_v6(x5, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_JoinGroupResponse_v8(o: JoinGroupResponse, out: bytearray) -> None:
    if o.skip_assignment != False:
        raise _absent('JoinGroupResponse', 'skip_assignment', 8)
    out += _P3(o.throttle_time_ms, o.error_code, o.generation_id)
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
    b3 = o.leader.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    b4 = o.member_id.encode()
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
        _e_JoinGroupResponseMember_v6(x5, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_JoinGroupResponse_v9(o: JoinGroupResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms, o.error_code, o.generation_id)
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
    b3 = o.leader.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    out += _P4(o.skip_assignment)
    b4 = o.member_id.encode()
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
        _e_JoinGroupResponseMember_v6(x5, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


JoinGroupRequest.DECODERS = (_d_JoinGroupRequest_v0, _d_JoinGroupRequest_v1, _d_JoinGroupRequest_v1, _d_JoinGroupRequest_v1, _d_JoinGroupRequest_v1, _d_JoinGroupRequest_v5, _d_JoinGroupRequest_v6, _d_JoinGroupRequest_v6, _d_JoinGroupRequest_v8, _d_JoinGroupRequest_v8,)
JoinGroupRequest.ENCODERS = (_e_JoinGroupRequest_v0, _e_JoinGroupRequest_v1, _e_JoinGroupRequest_v2, _e_JoinGroupRequest_v3, _e_JoinGroupRequest_v4, _e_JoinGroupRequest_v5, _e_JoinGroupRequest_v6, _e_JoinGroupRequest_v6, _e_JoinGroupRequest_v8, _e_JoinGroupRequest_v8,)

JoinGroupResponse.DECODERS = (_d_JoinGroupResponse_v0, _d_JoinGroupResponse_v0, _d_JoinGroupResponse_v2, _d_JoinGroupResponse_v2, _d_JoinGroupResponse_v2, _d_JoinGroupResponse_v5, _d_JoinGroupResponse_v6, _d_JoinGroupResponse_v7, _d_JoinGroupResponse_v7, _d_JoinGroupResponse_v9,)
JoinGroupResponse.ENCODERS = (_e_JoinGroupResponse_v0, _e_JoinGroupResponse_v1, _e_JoinGroupResponse_v2, _e_JoinGroupResponse_v3, _e_JoinGroupResponse_v4, _e_JoinGroupResponse_v5, _e_JoinGroupResponse_v6, _e_JoinGroupResponse_v7, _e_JoinGroupResponse_v8, _e_JoinGroupResponse_v9,)
