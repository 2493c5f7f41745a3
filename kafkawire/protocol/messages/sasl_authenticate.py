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

__all__ = ['SaslAuthenticateRequest', 'SaslAuthenticateResponse']

_S0 = _Struct('>h').unpack_from
_P0 = _Struct('>h').pack
_S1 = _Struct('>q').unpack_from
_P1 = _Struct('>q').pack


class SaslAuthenticateRequest(Message):
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


def _d_SaslAuthenticateRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[SaslAuthenticateRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_auth_bytes = bytes(buf[pos:e2])
        pos = e2
    return SaslAuthenticateRequest(f_auth_bytes, None), pos


def _d_SaslAuthenticateRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[SaslAuthenticateRequest, int]:
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
        f_auth_bytes = bytes(buf[pos:e2])
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
    return SaslAuthenticateRequest(f_auth_bytes, u), pos


def _e_SaslAuthenticateRequest_v0(o: SaslAuthenticateRequest, out: bytearray) -> None:
    b1 = o.auth_bytes
    out += _Pi(len(b1))
    out += b1


def _e_SaslAuthenticateRequest_v2(o: SaslAuthenticateRequest, out: bytearray) -> None:
    b1 = o.auth_bytes
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_SaslAuthenticateResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[SaslAuthenticateResponse, int]:
    f_error_code = _S0(buf, pos)[0]
    pos += 2
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        f_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_auth_bytes = bytes(buf[pos:e4])
        pos = e4
    return SaslAuthenticateResponse(f_error_code, f_error_message, f_auth_bytes, 0, None), pos


def _d_SaslAuthenticateResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[SaslAuthenticateResponse, int]:
    f_error_code = _S0(buf, pos)[0]
    pos += 2
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        f_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_auth_bytes = bytes(buf[pos:e4])
        pos = e4
    f_session_lifetime_ms = _S1(buf, pos)[0]
    pos += 8
    return SaslAuthenticateResponse(f_error_code, f_error_message, f_auth_bytes, f_session_lifetime_ms, None), pos


def _d_SaslAuthenticateResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[SaslAuthenticateResponse, int]:
    f_error_code = _S0(buf, pos)[0]
    pos += 2
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e2], 'utf-8')
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
        f_auth_bytes = bytes(buf[pos:e4])
        pos = e4
    f_session_lifetime_ms = _S1(buf, pos)[0]
    pos += 8
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
    return SaslAuthenticateResponse(f_error_code, f_error_message, f_auth_bytes, f_session_lifetime_ms, u), pos


def _e_SaslAuthenticateResponse_v0(o: SaslAuthenticateResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    if o.error_message is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out += _Ph(len(b1))
        out += b1
    b2 = o.auth_bytes
    out += _Pi(len(b2))
    out += b2


def _e_SaslAuthenticateResponse_v1(o: SaslAuthenticateResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    if o.error_message is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out += _Ph(len(b1))
        out += b1
    b2 = o.auth_bytes
    out += _Pi(len(b2))
    out += b2
    out += _P1(o.session_lifetime_ms)


def _e_SaslAuthenticateResponse_v2(o: SaslAuthenticateResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    b2 = o.auth_bytes
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P1(o.session_lifetime_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


SaslAuthenticateRequest.DECODERS = (_d_SaslAuthenticateRequest_v0, _d_SaslAuthenticateRequest_v0, _d_SaslAuthenticateRequest_v2,)
SaslAuthenticateRequest.ENCODERS = (_e_SaslAuthenticateRequest_v0, _e_SaslAuthenticateRequest_v0, _e_SaslAuthenticateRequest_v2,)

SaslAuthenticateResponse.DECODERS = (_d_SaslAuthenticateResponse_v0, _d_SaslAuthenticateResponse_v1, _d_SaslAuthenticateResponse_v2,)
SaslAuthenticateResponse.ENCODERS = (_e_SaslAuthenticateResponse_v0, _e_SaslAuthenticateResponse_v1, _e_SaslAuthenticateResponse_v2,)
