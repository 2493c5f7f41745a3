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
    n9 = _uh(buf, pos)[0]
    pos += 2
    if n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e10].decode()
        pos = e10
    f_session_timeout_ms_2 = _S0(buf, pos)[0]
    pos += 4
    n11 = _uh(buf, pos)[0]
    pos += 2
    if n11 < 0:
        raise _negative(pos)
    else:
        e12 = pos + n11
        if e12 > end:
            raise _short(pos)
        f_member_id_4 = buf[pos:e12].decode()
        pos = e12
    n13 = _uh(buf, pos)[0]
    pos += 2
    if n13 < 0:
        raise _negative(pos)
    else:
        e14 = pos + n13
        if e14 > end:
            raise _short(pos)
        f_protocol_type_6 = buf[pos:e14].decode()
        pos = e14
    n15 = _ui(buf, pos)[0]
    pos += 4
    if n15 < 0:
        raise _negative(pos)
    else:
        if n15 * 6 > end - pos:
            raise _short(pos)
        f_protocols_7 = []
        if n15:
            for _ in (_ranges[n15] if n15 < 256 else range(n15)):
                n19 = _uh(buf, pos)[0]
                pos += 2
                if n19 < 0:
                    raise _negative(pos)
                else:
                    e20 = pos + n19
                    if e20 > end:
                        raise _short(pos)
                    f_name_17 = buf[pos:e20].decode()
                    pos = e20
                n21 = _ui(buf, pos)[0]
                pos += 4
                if n21 < 0:
                    raise _negative(pos)
                else:
                    e22 = pos + n21
                    if e22 > end:
                        raise _short(pos)
                    f_metadata_18 = buf[pos:e22]
                    pos = e22
                x16 = _new(JoinGroupRequestProtocol)
                x16.name = f_name_17
                x16.metadata = f_metadata_18
                x16.unknown_tags = None
                f_protocols_7.append(x16)
    o = _new(JoinGroupRequest)
    o.group_id = f_group_id_1
    o.session_timeout_ms = f_session_timeout_ms_2
    o.rebalance_timeout_ms = -1
    o.member_id = f_member_id_4
    o.group_instance_id = None
    o.protocol_type = f_protocol_type_6
    o.protocols = f_protocols_7
    o.reason = None
    o.unknown_tags = None
    return o, pos


def _d_JoinGroupRequest_v1(buf: bytes, pos: int, end: int) -> tuple[JoinGroupRequest, int]:
    n9 = _uh(buf, pos)[0]
    pos += 2
    if n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e10].decode()
        pos = e10
    f_session_timeout_ms_2, f_rebalance_timeout_ms_3 = _S1(buf, pos)
    pos += 8
    n11 = _uh(buf, pos)[0]
    pos += 2
    if n11 < 0:
        raise _negative(pos)
    else:
        e12 = pos + n11
        if e12 > end:
            raise _short(pos)
        f_member_id_4 = buf[pos:e12].decode()
        pos = e12
    n13 = _uh(buf, pos)[0]
    pos += 2
    if n13 < 0:
        raise _negative(pos)
    else:
        e14 = pos + n13
        if e14 > end:
            raise _short(pos)
        f_protocol_type_6 = buf[pos:e14].decode()
        pos = e14
    n15 = _ui(buf, pos)[0]
    pos += 4
    if n15 < 0:
        raise _negative(pos)
    else:
        if n15 * 6 > end - pos:
            raise _short(pos)
        f_protocols_7 = []
        if n15:
            for _ in (_ranges[n15] if n15 < 256 else range(n15)):
                n19 = _uh(buf, pos)[0]
                pos += 2
                if n19 < 0:
                    raise _negative(pos)
                else:
                    e20 = pos + n19
                    if e20 > end:
                        raise _short(pos)
                    f_name_17 = buf[pos:e20].decode()
                    pos = e20
                n21 = _ui(buf, pos)[0]
                pos += 4
                if n21 < 0:
                    raise _negative(pos)
                else:
                    e22 = pos + n21
                    if e22 > end:
                        raise _short(pos)
                    f_metadata_18 = buf[pos:e22]
                    pos = e22
                x16 = _new(JoinGroupRequestProtocol)
                x16.name = f_name_17
                x16.metadata = f_metadata_18
                x16.unknown_tags = None
                f_protocols_7.append(x16)
    o = _new(JoinGroupRequest)
    o.group_id = f_group_id_1
    o.session_timeout_ms = f_session_timeout_ms_2
    o.rebalance_timeout_ms = f_rebalance_timeout_ms_3
    o.member_id = f_member_id_4
    o.group_instance_id = None
    o.protocol_type = f_protocol_type_6
    o.protocols = f_protocols_7
    o.reason = None
    o.unknown_tags = None
    return o, pos


def _d_JoinGroupRequest_v5(buf: bytes, pos: int, end: int) -> tuple[JoinGroupRequest, int]:
    n9 = _uh(buf, pos)[0]
    pos += 2
    if n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e10].decode()
        pos = e10
    f_session_timeout_ms_2, f_rebalance_timeout_ms_3 = _S1(buf, pos)
    pos += 8
    n11 = _uh(buf, pos)[0]
    pos += 2
    if n11 < 0:
        raise _negative(pos)
    else:
        e12 = pos + n11
        if e12 > end:
            raise _short(pos)
        f_member_id_4 = buf[pos:e12].decode()
        pos = e12
    n13 = _uh(buf, pos)[0]
    pos += 2
    if n13 == -1:
        f_group_instance_id_5 = None
    elif n13 < 0:
        raise _negative(pos)
    else:
        e14 = pos + n13
        if e14 > end:
            raise _short(pos)
        f_group_instance_id_5 = buf[pos:e14].decode()
        pos = e14
    n15 = _uh(buf, pos)[0]
    pos += 2
    if n15 < 0:
        raise _negative(pos)
    else:
        e16 = pos + n15
        if e16 > end:
            raise _short(pos)
        f_protocol_type_6 = buf[pos:e16].decode()
        pos = e16
    n17 = _ui(buf, pos)[0]
    pos += 4
    if n17 < 0:
        raise _negative(pos)
    else:
        if n17 * 6 > end - pos:
            raise _short(pos)
        f_protocols_7 = []
        if n17:
            for _ in (_ranges[n17] if n17 < 256 else range(n17)):
                n21 = _uh(buf, pos)[0]
                pos += 2
                if n21 < 0:
                    raise _negative(pos)
                else:
                    e22 = pos + n21
                    if e22 > end:
                        raise _short(pos)
                    f_name_19 = buf[pos:e22].decode()
                    pos = e22
                n23 = _ui(buf, pos)[0]
                pos += 4
                if n23 < 0:
                    raise _negative(pos)
                else:
                    e24 = pos + n23
                    if e24 > end:
                        raise _short(pos)
                    f_metadata_20 = buf[pos:e24]
                    pos = e24
                x18 = _new(JoinGroupRequestProtocol)
                x18.name = f_name_19
                x18.metadata = f_metadata_20
                x18.unknown_tags = None
                f_protocols_7.append(x18)
    o = _new(JoinGroupRequest)
    o.group_id = f_group_id_1
    o.session_timeout_ms = f_session_timeout_ms_2
    o.rebalance_timeout_ms = f_rebalance_timeout_ms_3
    o.member_id = f_member_id_4
    o.group_instance_id = f_group_instance_id_5
    o.protocol_type = f_protocol_type_6
    o.protocols = f_protocols_7
    o.reason = None
    o.unknown_tags = None
    return o, pos


def _d_JoinGroupRequest_v6(buf: bytes, pos: int, end: int) -> tuple[JoinGroupRequest, int]:
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
        f_group_id_1 = buf[pos:e10].decode()
        pos = e10
    f_session_timeout_ms_2, f_rebalance_timeout_ms_3, pk11 = _S2(buf, pos)
    pos += 9
    if pk11 < 128:
        pk11 -= 1
    elif buf[pos] < 128:
        pk11 = pk11 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk11, pos = _string_uvarint(buf, pos - 1)
        pk11 -= 1
    if pk11 < 0:
        raise _negative(pos)
    else:
        e12 = pos + pk11
        if e12 > end:
            raise _short(pos)
        f_member_id_4 = buf[pos:e12].decode()
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
    if n13 == -1:
        f_group_instance_id_5 = None
    else:
        e14 = pos + n13
        if e14 > end:
            raise _short(pos)
        f_group_instance_id_5 = buf[pos:e14].decode()
        pos = e14
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
        f_protocol_type_6 = buf[pos:e16].decode()
        pos = e16
    n17 = buf[pos]
    if n17 < 128:
        pos += 1
        n17 -= 1
    elif buf[pos + 1] < 128:
        n17 = n17 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n17, pos = _uvarint(buf, pos)
        n17 -= 1
    if n17 < 0:
        raise _negative(pos)
    else:
        if n17 * 3 > end - pos:
            raise _short(pos)
        f_protocols_7 = []
        if n17:
            for _ in (_ranges[n17] if n17 < 256 else range(n17)):
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
                    f_name_19 = buf[pos:e22].decode()
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
                    f_metadata_20 = buf[pos:e24]
                    pos = e24
                if buf[pos]:
                    u25, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u25 = None
                x18 = _new(JoinGroupRequestProtocol)
                x18.name = f_name_19
                x18.metadata = f_metadata_20
                x18.unknown_tags = u25
                f_protocols_7.append(x18)
    if buf[pos]:
        u26, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u26 = None
    o = _new(JoinGroupRequest)
    o.group_id = f_group_id_1
    o.session_timeout_ms = f_session_timeout_ms_2
    o.rebalance_timeout_ms = f_rebalance_timeout_ms_3
    o.member_id = f_member_id_4
    o.group_instance_id = f_group_instance_id_5
    o.protocol_type = f_protocol_type_6
    o.protocols = f_protocols_7
    o.reason = None
    o.unknown_tags = u26
    return o, pos


def _d_JoinGroupRequest_v8(buf: bytes, pos: int, end: int) -> tuple[JoinGroupRequest, int]:
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
        f_group_id_1 = buf[pos:e10].decode()
        pos = e10
    f_session_timeout_ms_2, f_rebalance_timeout_ms_3, pk11 = _S2(buf, pos)
    pos += 9
    if pk11 < 128:
        pk11 -= 1
    elif buf[pos] < 128:
        pk11 = pk11 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk11, pos = _string_uvarint(buf, pos - 1)
        pk11 -= 1
    if pk11 < 0:
        raise _negative(pos)
    else:
        e12 = pos + pk11
        if e12 > end:
            raise _short(pos)
        f_member_id_4 = buf[pos:e12].decode()
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
    if n13 == -1:
        f_group_instance_id_5 = None
    else:
        e14 = pos + n13
        if e14 > end:
            raise _short(pos)
        f_group_instance_id_5 = buf[pos:e14].decode()
        pos = e14
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
        f_protocol_type_6 = buf[pos:e16].decode()
        pos = e16
    n17 = buf[pos]
    if n17 < 128:
        pos += 1
        n17 -= 1
    elif buf[pos + 1] < 128:
        n17 = n17 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n17, pos = _uvarint(buf, pos)
        n17 -= 1
    if n17 < 0:
        raise _negative(pos)
    else:
        if n17 * 3 > end - pos:
            raise _short(pos)
        f_protocols_7 = []
        if n17:
            for _ in (_ranges[n17] if n17 < 256 else range(n17)):
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
                    f_name_19 = buf[pos:e22].decode()
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
                    f_metadata_20 = buf[pos:e24]
                    pos = e24
                if buf[pos]:
                    u25, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u25 = None
                x18 = _new(JoinGroupRequestProtocol)
                x18.name = f_name_19
                x18.metadata = f_metadata_20
                x18.unknown_tags = u25
                f_protocols_7.append(x18)
    n26 = buf[pos]
    if n26 < 128:
        pos += 1
        n26 -= 1
    elif buf[pos + 1] < 128:
        n26 = n26 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n26, pos = _string_uvarint(buf, pos)
        n26 -= 1
    if n26 == -1:
        f_reason_8 = None
    else:
        e27 = pos + n26
        if e27 > end:
            raise _short(pos)
        f_reason_8 = buf[pos:e27].decode()
        pos = e27
    if buf[pos]:
        u28, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u28 = None
    o = _new(JoinGroupRequest)
    o.group_id = f_group_id_1
    o.session_timeout_ms = f_session_timeout_ms_2
    o.rebalance_timeout_ms = f_rebalance_timeout_ms_3
    o.member_id = f_member_id_4
    o.group_instance_id = f_group_instance_id_5
    o.protocol_type = f_protocol_type_6
    o.protocols = f_protocols_7
    o.reason = f_reason_8
    o.unknown_tags = u28
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
    f_error_code_2, f_generation_id_3 = _S3(buf, pos)
    pos += 6
    n10 = _uh(buf, pos)[0]
    pos += 2
    if n10 < 0:
        raise _negative(pos)
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        f_protocol_name_5 = buf[pos:e11].decode()
        pos = e11
    n12 = _uh(buf, pos)[0]
    pos += 2
    if n12 < 0:
        raise _negative(pos)
    else:
        e13 = pos + n12
        if e13 > end:
            raise _short(pos)
        f_leader_6 = buf[pos:e13].decode()
        pos = e13
    n14 = _uh(buf, pos)[0]
    pos += 2
    if n14 < 0:
        raise _negative(pos)
    else:
        e15 = pos + n14
        if e15 > end:
            raise _short(pos)
        f_member_id_8 = buf[pos:e15].decode()
        pos = e15
    n16 = _ui(buf, pos)[0]
    pos += 4
    if n16 < 0:
        raise _negative(pos)
    else:
        if n16 * 6 > end - pos:
            raise _short(pos)
        f_members_9 = []
        if n16:
            for _ in (_ranges[n16] if n16 < 256 else range(n16)):
                n21 = _uh(buf, pos)[0]
                pos += 2
                if n21 < 0:
                    raise _negative(pos)
                else:
                    e22 = pos + n21
                    if e22 > end:
                        raise _short(pos)
                    f_member_id_18 = buf[pos:e22].decode()
                    pos = e22
                n23 = _ui(buf, pos)[0]
                pos += 4
                if n23 < 0:
                    raise _negative(pos)
                else:
                    e24 = pos + n23
                    if e24 > end:
                        raise _short(pos)
                    f_metadata_20 = buf[pos:e24]
                    pos = e24
                x17 = _new(JoinGroupResponseMember)
                x17.member_id = f_member_id_18
                x17.group_instance_id = None
                x17.metadata = f_metadata_20
                x17.unknown_tags = None
                f_members_9.append(x17)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms = 0
    o.error_code = f_error_code_2
    o.generation_id = f_generation_id_3
    o.protocol_type = None
    o.protocol_name = f_protocol_name_5
    o.leader = f_leader_6
    o.skip_assignment = False
    o.member_id = f_member_id_8
    o.members = f_members_9
    o.unknown_tags = None
    return o, pos


def _d_JoinGroupResponse_v2(buf: bytes, pos: int, end: int) -> tuple[JoinGroupResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, f_generation_id_3 = _S4(buf, pos)
    pos += 10
    n10 = _uh(buf, pos)[0]
    pos += 2
    if n10 < 0:
        raise _negative(pos)
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        f_protocol_name_5 = buf[pos:e11].decode()
        pos = e11
    n12 = _uh(buf, pos)[0]
    pos += 2
    if n12 < 0:
        raise _negative(pos)
    else:
        e13 = pos + n12
        if e13 > end:
            raise _short(pos)
        f_leader_6 = buf[pos:e13].decode()
        pos = e13
    n14 = _uh(buf, pos)[0]
    pos += 2
    if n14 < 0:
        raise _negative(pos)
    else:
        e15 = pos + n14
        if e15 > end:
            raise _short(pos)
        f_member_id_8 = buf[pos:e15].decode()
        pos = e15
    n16 = _ui(buf, pos)[0]
    pos += 4
    if n16 < 0:
        raise _negative(pos)
    else:
        if n16 * 6 > end - pos:
            raise _short(pos)
        f_members_9 = []
        if n16:
            for _ in (_ranges[n16] if n16 < 256 else range(n16)):
                n21 = _uh(buf, pos)[0]
                pos += 2
                if n21 < 0:
                    raise _negative(pos)
                else:
                    e22 = pos + n21
                    if e22 > end:
                        raise _short(pos)
                    f_member_id_18 = buf[pos:e22].decode()
                    pos = e22
                n23 = _ui(buf, pos)[0]
                pos += 4
                if n23 < 0:
                    raise _negative(pos)
                else:
                    e24 = pos + n23
                    if e24 > end:
                        raise _short(pos)
                    f_metadata_20 = buf[pos:e24]
                    pos = e24
                x17 = _new(JoinGroupResponseMember)
                x17.member_id = f_member_id_18
                x17.group_instance_id = None
                x17.metadata = f_metadata_20
                x17.unknown_tags = None
                f_members_9.append(x17)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.generation_id = f_generation_id_3
    o.protocol_type = None
    o.protocol_name = f_protocol_name_5
    o.leader = f_leader_6
    o.skip_assignment = False
    o.member_id = f_member_id_8
    o.members = f_members_9
    o.unknown_tags = None
    return o, pos


def _d_JoinGroupResponse_v5(buf: bytes, pos: int, end: int) -> tuple[JoinGroupResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, f_generation_id_3 = _S4(buf, pos)
    pos += 10
    n10 = _uh(buf, pos)[0]
    pos += 2
    if n10 < 0:
        raise _negative(pos)
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        f_protocol_name_5 = buf[pos:e11].decode()
        pos = e11
    n12 = _uh(buf, pos)[0]
    pos += 2
    if n12 < 0:
        raise _negative(pos)
    else:
        e13 = pos + n12
        if e13 > end:
            raise _short(pos)
        f_leader_6 = buf[pos:e13].decode()
        pos = e13
    n14 = _uh(buf, pos)[0]
    pos += 2
    if n14 < 0:
        raise _negative(pos)
    else:
        e15 = pos + n14
        if e15 > end:
            raise _short(pos)
        f_member_id_8 = buf[pos:e15].decode()
        pos = e15
    n16 = _ui(buf, pos)[0]
    pos += 4
    if n16 < 0:
        raise _negative(pos)
    else:
        if n16 * 8 > end - pos:
            raise _short(pos)
        f_members_9 = []
        if n16:
            for _ in (_ranges[n16] if n16 < 256 else range(n16)):
                n21 = _uh(buf, pos)[0]
                pos += 2
                if n21 < 0:
                    raise _negative(pos)
                else:
                    e22 = pos + n21
                    if e22 > end:
                        raise _short(pos)
                    f_member_id_18 = buf[pos:e22].decode()
                    pos = e22
                n23 = _uh(buf, pos)[0]
                pos += 2
                if n23 == -1:
                    f_group_instance_id_19 = None
                elif n23 < 0:
                    raise _negative(pos)
                else:
                    e24 = pos + n23
                    if e24 > end:
                        raise _short(pos)
                    f_group_instance_id_19 = buf[pos:e24].decode()
                    pos = e24
                n25 = _ui(buf, pos)[0]
                pos += 4
                if n25 < 0:
                    raise _negative(pos)
                else:
                    e26 = pos + n25
                    if e26 > end:
                        raise _short(pos)
                    f_metadata_20 = buf[pos:e26]
                    pos = e26
                x17 = _new(JoinGroupResponseMember)
                x17.member_id = f_member_id_18
                x17.group_instance_id = f_group_instance_id_19
                x17.metadata = f_metadata_20
                x17.unknown_tags = None
                f_members_9.append(x17)
    o = _new(JoinGroupResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.generation_id = f_generation_id_3
    o.protocol_type = None
    o.protocol_name = f_protocol_name_5
    o.leader = f_leader_6
    o.skip_assignment = False
    o.member_id = f_member_id_8
    o.members = f_members_9
    o.unknown_tags = None
    return o, pos


def _d_JoinGroupResponse_v6(buf: bytes, pos: int, end: int) -> tuple[JoinGroupResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, f_generation_id_3, pk10 = _S5(buf, pos)
    pos += 11
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
        f_protocol_name_5 = buf[pos:e11].decode()
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
    if n12 < 0:
        raise _negative(pos)
    else:
        e13 = pos + n12
        if e13 > end:
            raise _short(pos)
        f_leader_6 = buf[pos:e13].decode()
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
    if n14 < 0:
        raise _negative(pos)
    else:
        e15 = pos + n14
        if e15 > end:
            raise _short(pos)
        f_member_id_8 = buf[pos:e15].decode()
        pos = e15
    n16 = buf[pos]
    if n16 < 128:
        pos += 1
        n16 -= 1
    elif buf[pos + 1] < 128:
        n16 = n16 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n16, pos = _uvarint(buf, pos)
        n16 -= 1
    if n16 < 0:
        raise _negative(pos)
    else:
        if n16 * 4 > end - pos:
            raise _short(pos)
        f_members_9 = []
        if n16:
            for _ in (_ranges[n16] if n16 < 256 else range(n16)):
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
                    f_member_id_18 = buf[pos:e22].decode()
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
                if n23 == -1:
                    f_group_instance_id_19 = None
                else:
                    e24 = pos + n23
                    if e24 > end:
                        raise _short(pos)
                    f_group_instance_id_19 = buf[pos:e24].decode()
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
                    f_metadata_20 = buf[pos:e26]
                    pos = e26
                if buf[pos]:
                    u27, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u27 = None
                x17 = _new(JoinGroupResponseMember)
                x17.member_id = f_member_id_18
                x17.group_instance_id = f_group_instance_id_19
                x17.metadata = f_metadata_20
                x17.unknown_tags = u27
                f_members_9.append(x17)
    if buf[pos]:
        u28, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u28 = None
    o = _new(JoinGroupResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.generation_id = f_generation_id_3
    o.protocol_type = None
    o.protocol_name = f_protocol_name_5
    o.leader = f_leader_6
    o.skip_assignment = False
    o.member_id = f_member_id_8
    o.members = f_members_9
    o.unknown_tags = u28
    return o, pos


def _d_JoinGroupResponse_v7(buf: bytes, pos: int, end: int) -> tuple[JoinGroupResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, f_generation_id_3, pk10 = _S5(buf, pos)
    pos += 11
    if pk10 < 128:
        pk10 -= 1
    elif buf[pos] < 128:
        pk10 = pk10 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk10, pos = _string_uvarint(buf, pos - 1)
        pk10 -= 1
    if pk10 == -1:
        f_protocol_type_4 = None
    else:
        e11 = pos + pk10
        if e11 > end:
            raise _short(pos)
        f_protocol_type_4 = buf[pos:e11].decode()
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
        f_protocol_name_5 = None
    else:
        e13 = pos + n12
        if e13 > end:
            raise _short(pos)
        f_protocol_name_5 = buf[pos:e13].decode()
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
    if n14 < 0:
        raise _negative(pos)
    else:
        e15 = pos + n14
        if e15 > end:
            raise _short(pos)
        f_leader_6 = buf[pos:e15].decode()
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
    if n16 < 0:
        raise _negative(pos)
    else:
        e17 = pos + n16
        if e17 > end:
            raise _short(pos)
        f_member_id_8 = buf[pos:e17].decode()
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
        if n18 * 4 > end - pos:
            raise _short(pos)
        f_members_9 = []
        if n18:
            for _ in (_ranges[n18] if n18 < 256 else range(n18)):
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
                    f_member_id_20 = buf[pos:e24].decode()
                    pos = e24
                n25 = buf[pos]
                if n25 < 128:
                    pos += 1
                    n25 -= 1
                elif buf[pos + 1] < 128:
                    n25 = n25 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n25, pos = _string_uvarint(buf, pos)
                    n25 -= 1
                if n25 == -1:
                    f_group_instance_id_21 = None
                else:
                    e26 = pos + n25
                    if e26 > end:
                        raise _short(pos)
                    f_group_instance_id_21 = buf[pos:e26].decode()
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
                    f_metadata_22 = buf[pos:e28]
                    pos = e28
                if buf[pos]:
                    u29, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u29 = None
                x19 = _new(JoinGroupResponseMember)
                x19.member_id = f_member_id_20
                x19.group_instance_id = f_group_instance_id_21
                x19.metadata = f_metadata_22
                x19.unknown_tags = u29
                f_members_9.append(x19)
    if buf[pos]:
        u30, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u30 = None
    o = _new(JoinGroupResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.generation_id = f_generation_id_3
    o.protocol_type = f_protocol_type_4
    o.protocol_name = f_protocol_name_5
    o.leader = f_leader_6
    o.skip_assignment = False
    o.member_id = f_member_id_8
    o.members = f_members_9
    o.unknown_tags = u30
    return o, pos


def _d_JoinGroupResponse_v9(buf: bytes, pos: int, end: int) -> tuple[JoinGroupResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, f_generation_id_3, pk10 = _S5(buf, pos)
    pos += 11
    if pk10 < 128:
        pk10 -= 1
    elif buf[pos] < 128:
        pk10 = pk10 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk10, pos = _string_uvarint(buf, pos - 1)
        pk10 -= 1
    if pk10 == -1:
        f_protocol_type_4 = None
    else:
        e11 = pos + pk10
        if e11 > end:
            raise _short(pos)
        f_protocol_type_4 = buf[pos:e11].decode()
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
        f_protocol_name_5 = None
    else:
        e13 = pos + n12
        if e13 > end:
            raise _short(pos)
        f_protocol_name_5 = buf[pos:e13].decode()
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
    if n14 < 0:
        raise _negative(pos)
    else:
        e15 = pos + n14
        if e15 > end:
            raise _short(pos)
        f_leader_6 = buf[pos:e15].decode()
        pos = e15
    f_skip_assignment_7, pk16 = _S6(buf, pos)
    pos += 2
    if pk16 < 128:
        pk16 -= 1
    elif buf[pos] < 128:
        pk16 = pk16 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk16, pos = _string_uvarint(buf, pos - 1)
        pk16 -= 1
    if pk16 < 0:
        raise _negative(pos)
    else:
        e17 = pos + pk16
        if e17 > end:
            raise _short(pos)
        f_member_id_8 = buf[pos:e17].decode()
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
        if n18 * 4 > end - pos:
            raise _short(pos)
        f_members_9 = []
        if n18:
            for _ in (_ranges[n18] if n18 < 256 else range(n18)):
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
                    f_member_id_20 = buf[pos:e24].decode()
                    pos = e24
                n25 = buf[pos]
                if n25 < 128:
                    pos += 1
                    n25 -= 1
                elif buf[pos + 1] < 128:
                    n25 = n25 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n25, pos = _string_uvarint(buf, pos)
                    n25 -= 1
                if n25 == -1:
                    f_group_instance_id_21 = None
                else:
                    e26 = pos + n25
                    if e26 > end:
                        raise _short(pos)
                    f_group_instance_id_21 = buf[pos:e26].decode()
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
                    f_metadata_22 = buf[pos:e28]
                    pos = e28
                if buf[pos]:
                    u29, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u29 = None
                x19 = _new(JoinGroupResponseMember)
                x19.member_id = f_member_id_20
                x19.group_instance_id = f_group_instance_id_21
                x19.metadata = f_metadata_22
                x19.unknown_tags = u29
                f_members_9.append(x19)
    if buf[pos]:
        u30, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u30 = None
    o = _new(JoinGroupResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.generation_id = f_generation_id_3
    o.protocol_type = f_protocol_type_4
    o.protocol_name = f_protocol_name_5
    o.leader = f_leader_6
    o.skip_assignment = f_skip_assignment_7
    o.member_id = f_member_id_8
    o.members = f_members_9
    o.unknown_tags = u30
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
