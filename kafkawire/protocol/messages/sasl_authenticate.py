# generated from defs/036-sasl-authenticate.kw; do not edit
"""SaslAuthenticate: API key 36, versions 0..2, flexible from 2."""

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

__all__ = ['SaslAuthenticateRequest', 'SaslAuthenticateResponse']

_S0 = _Struct('>h').unpack_from
_P0 = _Struct('>h').pack
_S1 = _Struct('>q').unpack_from
_P1 = _Struct('>q').pack
_S2 = _Struct('>hB').unpack_from
_P2 = _Struct('>hB').pack
_S3 = _Struct('>qB').unpack_from
_P3 = _Struct('>qB').pack


class SaslAuthenticateRequest(Request["SaslAuthenticateResponse"]):
    """SaslAuthenticate request (API key 36), versions 0..2."""

    __slots__ = ('auth_bytes',)
    API_KEY = 36
    API_NAME = 'SaslAuthenticate'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 2
    auth_bytes: bytes

    def __init__(
        self,
        auth_bytes: bytes = b"",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.auth_bytes = auth_bytes
        self.unknown_tags = unknown_tags


class SaslAuthenticateResponse(Message):
    """SaslAuthenticate response (API key 36), versions 0..2."""

    __slots__ = ('error_code', 'error_message', 'auth_bytes', 'session_lifetime_ms')
    API_KEY = 36
    API_NAME = 'SaslAuthenticate'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 2
    error_code: int
    error_message: str | None
    auth_bytes: bytes
    session_lifetime_ms: int

    def __init__(
        self,
        error_code: int = 0,
        error_message: str | None = "",
        auth_bytes: bytes = b"",
        session_lifetime_ms: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.error_message = error_message
        self.auth_bytes = auth_bytes
        self.session_lifetime_ms = session_lifetime_ms
        self.unknown_tags = unknown_tags

SaslAuthenticateRequest.FIELDS = (
    FieldSpec('auth_bytes', 'prim', 'bytes', (0, 2), None, b""),
)

SaslAuthenticateResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 2), (0, 2), ""),
    FieldSpec('auth_bytes', 'prim', 'bytes', (0, 2), None, b""),
    FieldSpec('session_lifetime_ms', 'prim', 'int64', (1, 2), None, 0, ignorable=True),
)


def _d_SaslAuthenticateRequest_v0(buf: bytes, pos: int, end: int) -> tuple[SaslAuthenticateRequest, int]:
    o = _new(SaslAuthenticateRequest)
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.auth_bytes = buf[pos:e2]
        pos = e2
    o.unknown_tags = None
    return o, pos


def _d_SaslAuthenticateRequest_v2(buf: bytes, pos: int, end: int) -> tuple[SaslAuthenticateRequest, int]:
    o = _new(SaslAuthenticateRequest)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
        n1 -= 1
    elif buf[pos + 1] < 128:
        n1 = n1 + buf[pos + 1] * 128 - 129
        pos += 2
    elif buf[pos + 1 + 1] < 128:
        n1 = n1 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
        pos += 3
    else:
        n1, pos = _uvarint(buf, pos)
        n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.auth_bytes = buf[pos:e2]
        pos = e2
    if buf[pos]:
        u3, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u3 = None
    o.unknown_tags = u3
    return o, pos


def _e_SaslAuthenticateRequest_v0(o: SaslAuthenticateRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('SaslAuthenticateRequest', 0)
    b1 = o.auth_bytes
    out.append(_Pi(len(b1)))
    out.append(b1)


def _e_SaslAuthenticateRequest_v1(o: SaslAuthenticateRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('SaslAuthenticateRequest', 1)
    b1 = o.auth_bytes
    out.append(_Pi(len(b1)))
    out.append(b1)


def _e_SaslAuthenticateRequest_v2(o: SaslAuthenticateRequest, out: list[bytes]) -> None:
    b1 = o.auth_bytes
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_encode_uvarint(len(b1) + 1))
    out.append(b1)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_SaslAuthenticateResponse_v0(buf: bytes, pos: int, end: int) -> tuple[SaslAuthenticateResponse, int]:
    o = _new(SaslAuthenticateResponse)
    o.error_code = _S0(buf, pos)[0]
    pos += 2
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        o.error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.error_message = buf[pos:e2].decode()
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.auth_bytes = buf[pos:e4]
        pos = e4
    o.session_lifetime_ms = 0
    o.unknown_tags = None
    return o, pos


def _d_SaslAuthenticateResponse_v1(buf: bytes, pos: int, end: int) -> tuple[SaslAuthenticateResponse, int]:
    o = _new(SaslAuthenticateResponse)
    o.error_code = _S0(buf, pos)[0]
    pos += 2
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        o.error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.error_message = buf[pos:e2].decode()
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.auth_bytes = buf[pos:e4]
        pos = e4
    o.session_lifetime_ms = _S1(buf, pos)[0]
    pos += 8
    o.unknown_tags = None
    return o, pos


def _d_SaslAuthenticateResponse_v2(buf: bytes, pos: int, end: int) -> tuple[SaslAuthenticateResponse, int]:
    o = _new(SaslAuthenticateResponse)
    o.error_code, pk1 = _S2(buf, pos)
    pos += 3
    if pk1 < 128:
        pk1 -= 1
    elif buf[pos] < 128:
        pk1 = pk1 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk1, pos = _string_uvarint(buf, pos - 1)
        pk1 -= 1
    if pk1 == -1:
        o.error_message = None
    else:
        e2 = pos + pk1
        if e2 > end:
            raise _short(pos)
        o.error_message = buf[pos:e2].decode()
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    elif buf[pos + 1 + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
        pos += 3
    else:
        n3, pos = _uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.auth_bytes = buf[pos:e4]
        pos = e4
    o.session_lifetime_ms, pk5 = _S3(buf, pos)
    pos += 9
    if pk5:
        u6, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u6 = None
    o.unknown_tags = u6
    return o, pos


def _e_SaslAuthenticateResponse_v0(o: SaslAuthenticateResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('SaslAuthenticateResponse', 0)
    out.append(_P0(o.error_code))
    if o.error_message is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    b2 = o.auth_bytes
    out.append(_Pi(len(b2)))
    out.append(b2)


def _e_SaslAuthenticateResponse_v1(o: SaslAuthenticateResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('SaslAuthenticateResponse', 1)
    out.append(_P0(o.error_code))
    if o.error_message is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    b2 = o.auth_bytes
    out.append(_Pi(len(b2)))
    out.append(b2)
    out.append(_P1(o.session_lifetime_ms))


def _e_SaslAuthenticateResponse_v2(o: SaslAuthenticateResponse, out: list[bytes]) -> None:
    out.append(_P0(o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    b2 = o.auth_bytes
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_encode_uvarint(len(b2) + 1))
    out.append(b2)
    out.append(_P1(o.session_lifetime_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


SaslAuthenticateRequest.DECODERS = {0: _d_SaslAuthenticateRequest_v0, 1: _d_SaslAuthenticateRequest_v0, 2: _d_SaslAuthenticateRequest_v2}
SaslAuthenticateRequest.ENCODERS = {0: _e_SaslAuthenticateRequest_v0, 1: _e_SaslAuthenticateRequest_v1, 2: _e_SaslAuthenticateRequest_v2}
_bind_decode(SaslAuthenticateRequest)

SaslAuthenticateResponse.DECODERS = {0: _d_SaslAuthenticateResponse_v0, 1: _d_SaslAuthenticateResponse_v1, 2: _d_SaslAuthenticateResponse_v2}
SaslAuthenticateResponse.ENCODERS = {0: _e_SaslAuthenticateResponse_v0, 1: _e_SaslAuthenticateResponse_v1, 2: _e_SaslAuthenticateResponse_v2}
_bind_decode(SaslAuthenticateResponse)
