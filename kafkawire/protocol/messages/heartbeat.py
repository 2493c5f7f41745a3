# generated from defs/012-heartbeat.kw; do not edit
"""Heartbeat: API key 12, versions 0..4, flexible from 4."""

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

__all__ = ['HeartbeatRequest', 'HeartbeatResponse']

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


class HeartbeatRequest(Request["HeartbeatResponse"]):
    """Heartbeat request (API key 12), versions 0..4."""

    __slots__ = ('group_id', 'generation_id', 'member_id', 'group_instance_id')
    API_KEY = 12
    API_NAME = 'Heartbeat'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_FROM = 4
    group_id: str
    generation_id: int
    member_id: str
    group_instance_id: str | None

    def __init__(
        self,
        group_id: str = "",
        generation_id: int = 0,
        member_id: str = "",
        group_instance_id: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.generation_id = generation_id
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.unknown_tags = unknown_tags


class HeartbeatResponse(Message):
    """Heartbeat response (API key 12), versions 0..4."""

    __slots__ = ('throttle_time_ms', 'error_code')
    API_KEY = 12
    API_NAME = 'Heartbeat'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_FROM = 4
    throttle_time_ms: int
    error_code: int

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.unknown_tags = unknown_tags

HeartbeatRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('generation_id', 'prim', 'int32', (0, 4), None, 0),
    FieldSpec('member_id', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('group_instance_id', 'prim', 'string', (3, 4), (3, 4), None),
)

HeartbeatResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (1, 4), None, 0, ignorable=True),
    FieldSpec('error_code', 'prim', 'error', (0, 4), None, 0),
)


def _d_HeartbeatRequest_v0(buf: bytes, pos: int, end: int) -> tuple[HeartbeatRequest, int]:
    o = _new(HeartbeatRequest)
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.group_id = buf[pos:e2].decode()
        pos = e2
    o.generation_id = _S0(buf, pos)[0]
    pos += 4
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.member_id = buf[pos:e4].decode()
        pos = e4
    o.group_instance_id = None
    o.unknown_tags = None
    return o, pos


def _d_HeartbeatRequest_v3(buf: bytes, pos: int, end: int) -> tuple[HeartbeatRequest, int]:
    o = _new(HeartbeatRequest)
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.group_id = buf[pos:e2].decode()
        pos = e2
    o.generation_id = _S0(buf, pos)[0]
    pos += 4
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.member_id = buf[pos:e4].decode()
        pos = e4
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 == -1:
        o.group_instance_id = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        o.group_instance_id = buf[pos:e6].decode()
        pos = e6
    o.unknown_tags = None
    return o, pos


def _d_HeartbeatRequest_v4(buf: bytes, pos: int, end: int) -> tuple[HeartbeatRequest, int]:
    o = _new(HeartbeatRequest)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
        n1 -= 1
    elif buf[pos + 1] < 128:
        n1 = n1 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n1, pos = _string_uvarint(buf, pos)
        n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.group_id = buf[pos:e2].decode()
        pos = e2
    o.generation_id, pk3 = _S1(buf, pos)
    pos += 5
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _string_uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + pk3
        if e4 > end:
            raise _short(pos)
        o.member_id = buf[pos:e4].decode()
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
        n5 -= 1
    elif buf[pos + 1] < 128:
        n5 = n5 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n5, pos = _string_uvarint(buf, pos)
        n5 -= 1
    if n5 == -1:
        o.group_instance_id = None
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        o.group_instance_id = buf[pos:e6].decode()
        pos = e6
    if buf[pos]:
        u7, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u7 = None
    o.unknown_tags = u7
    return o, pos


def _e_HeartbeatRequest_v0(o: HeartbeatRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('HeartbeatRequest', 'group_instance_id', 0)
    if o.unknown_tags:
        raise _untagged('HeartbeatRequest', 0)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.generation_id))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)


def _e_HeartbeatRequest_v1(o: HeartbeatRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('HeartbeatRequest', 'group_instance_id', 1)
    if o.unknown_tags:
        raise _untagged('HeartbeatRequest', 1)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.generation_id))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)


def _e_HeartbeatRequest_v2(o: HeartbeatRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('HeartbeatRequest', 'group_instance_id', 2)
    if o.unknown_tags:
        raise _untagged('HeartbeatRequest', 2)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.generation_id))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)


def _e_HeartbeatRequest_v3(o: HeartbeatRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('HeartbeatRequest', 3)
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


def _e_HeartbeatRequest_v4(o: HeartbeatRequest, out: list[bytes]) -> None:
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
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_HeartbeatResponse_v0(buf: bytes, pos: int, end: int) -> tuple[HeartbeatResponse, int]:
    o = _new(HeartbeatResponse)
    o.error_code = _S2(buf, pos)[0]
    pos += 2
    o.throttle_time_ms = 0
    o.unknown_tags = None
    return o, pos


def _d_HeartbeatResponse_v1(buf: bytes, pos: int, end: int) -> tuple[HeartbeatResponse, int]:
    o = _new(HeartbeatResponse)
    o.throttle_time_ms, o.error_code = _S3(buf, pos)
    pos += 6
    o.unknown_tags = None
    return o, pos


def _d_HeartbeatResponse_v4(buf: bytes, pos: int, end: int) -> tuple[HeartbeatResponse, int]:
    o = _new(HeartbeatResponse)
    o.throttle_time_ms, o.error_code, pk1 = _S4(buf, pos)
    pos += 7
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.unknown_tags = u2
    return o, pos


def _e_HeartbeatResponse_v0(o: HeartbeatResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('HeartbeatResponse', 0)
    out.append(_P2(o.error_code))


def _e_HeartbeatResponse_v1(o: HeartbeatResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('HeartbeatResponse', 1)
    out.append(_P3(o.throttle_time_ms, o.error_code))


def _e_HeartbeatResponse_v2(o: HeartbeatResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('HeartbeatResponse', 2)
    out.append(_P3(o.throttle_time_ms, o.error_code))


def _e_HeartbeatResponse_v3(o: HeartbeatResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('HeartbeatResponse', 3)
    out.append(_P3(o.throttle_time_ms, o.error_code))


def _e_HeartbeatResponse_v4(o: HeartbeatResponse, out: list[bytes]) -> None:
    out.append(_P3(o.throttle_time_ms, o.error_code))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


HeartbeatRequest.DECODERS = {0: _d_HeartbeatRequest_v0, 1: _d_HeartbeatRequest_v0, 2: _d_HeartbeatRequest_v0, 3: _d_HeartbeatRequest_v3, 4: _d_HeartbeatRequest_v4}
HeartbeatRequest.ENCODERS = {0: _e_HeartbeatRequest_v0, 1: _e_HeartbeatRequest_v1, 2: _e_HeartbeatRequest_v2, 3: _e_HeartbeatRequest_v3, 4: _e_HeartbeatRequest_v4}
_bind_decode(HeartbeatRequest)

HeartbeatResponse.DECODERS = {0: _d_HeartbeatResponse_v0, 1: _d_HeartbeatResponse_v1, 2: _d_HeartbeatResponse_v1, 3: _d_HeartbeatResponse_v1, 4: _d_HeartbeatResponse_v4}
HeartbeatResponse.ENCODERS = {0: _e_HeartbeatResponse_v0, 1: _e_HeartbeatResponse_v1, 2: _e_HeartbeatResponse_v2, 3: _e_HeartbeatResponse_v3, 4: _e_HeartbeatResponse_v4}
_bind_decode(HeartbeatResponse)
