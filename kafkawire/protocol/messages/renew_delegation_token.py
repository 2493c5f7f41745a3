# generated from defs/039-renew-delegation-token.kw; do not edit
"""RenewDelegationToken: API key 39, versions 0..2, flexible from 2."""

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

__all__ = ['RenewDelegationTokenRequest', 'RenewDelegationTokenResponse']

_S0 = _Struct('>q').unpack_from
_P0 = _Struct('>q').pack
_S1 = _Struct('>hqi').unpack_from
_P1 = _Struct('>hqi').pack


class RenewDelegationTokenRequest(Message):
    """RenewDelegationToken request (API key 39), versions 0..2."""

    __slots__ = ('hmac', 'renew_period_ms')
    API_KEY = 39
    API_NAME = 'RenewDelegationToken'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 2
    hmac: bytes
    renew_period_ms: int

    def __init__(
        self,
        hmac: bytes = b"",
        renew_period_ms: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.hmac = hmac
        self.renew_period_ms = renew_period_ms
        self.unknown_tags = unknown_tags


class RenewDelegationTokenResponse(Message):
    """RenewDelegationToken response (API key 39), versions 0..2."""

    __slots__ = ('error_code', 'expiry_timestamp_ms', 'throttle_time_ms')
    API_KEY = 39
    API_NAME = 'RenewDelegationToken'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 2
    error_code: int
    expiry_timestamp_ms: int
    throttle_time_ms: int

    def __init__(
        self,
        error_code: int = 0,
        expiry_timestamp_ms: int = 0,
        throttle_time_ms: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.expiry_timestamp_ms = expiry_timestamp_ms
        self.throttle_time_ms = throttle_time_ms
        self.unknown_tags = unknown_tags

RenewDelegationTokenRequest.FIELDS = (
    FieldSpec('hmac', 'prim', 'bytes', (0, 2), None, b""),
    FieldSpec('renew_period_ms', 'prim', 'int64', (0, 2), None, 0),
)

RenewDelegationTokenResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('expiry_timestamp_ms', 'prim', 'int64', (0, 2), None, 0),
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 2), None, 0),
)


def _d_RenewDelegationTokenRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[RenewDelegationTokenRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_hmac = bytes(buf[pos:e2])
        pos = e2
    f_renew_period_ms = _S0(buf, pos)[0]
    pos += 8
    return RenewDelegationTokenRequest(f_hmac, f_renew_period_ms, None), pos


def _d_RenewDelegationTokenRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[RenewDelegationTokenRequest, int]:
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
        f_hmac = bytes(buf[pos:e2])
        pos = e2
    f_renew_period_ms = _S0(buf, pos)[0]
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
    return RenewDelegationTokenRequest(f_hmac, f_renew_period_ms, u), pos


def _e_RenewDelegationTokenRequest_v0(o: RenewDelegationTokenRequest, out: bytearray) -> None:
    b1 = o.hmac
    out += _Pi(len(b1))
    out += b1
    out += _P0(o.renew_period_ms)


def _e_RenewDelegationTokenRequest_v2(o: RenewDelegationTokenRequest, out: bytearray) -> None:
    b1 = o.hmac
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.renew_period_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_RenewDelegationTokenResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[RenewDelegationTokenResponse, int]:
    f_error_code, f_expiry_timestamp_ms, f_throttle_time_ms = _S1(buf, pos)
    pos += 14
    return RenewDelegationTokenResponse(f_error_code, f_expiry_timestamp_ms, f_throttle_time_ms, None), pos


def _d_RenewDelegationTokenResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[RenewDelegationTokenResponse, int]:
    f_error_code, f_expiry_timestamp_ms, f_throttle_time_ms = _S1(buf, pos)
    pos += 14
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
    return RenewDelegationTokenResponse(f_error_code, f_expiry_timestamp_ms, f_throttle_time_ms, u), pos


def _e_RenewDelegationTokenResponse_v0(o: RenewDelegationTokenResponse, out: bytearray) -> None:
    out += _P1(o.error_code, o.expiry_timestamp_ms, o.throttle_time_ms)


def _e_RenewDelegationTokenResponse_v2(o: RenewDelegationTokenResponse, out: bytearray) -> None:
    out += _P1(o.error_code, o.expiry_timestamp_ms, o.throttle_time_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


RenewDelegationTokenRequest.DECODERS = (_d_RenewDelegationTokenRequest_v0, _d_RenewDelegationTokenRequest_v0, _d_RenewDelegationTokenRequest_v2,)
RenewDelegationTokenRequest.ENCODERS = (_e_RenewDelegationTokenRequest_v0, _e_RenewDelegationTokenRequest_v0, _e_RenewDelegationTokenRequest_v2,)

RenewDelegationTokenResponse.DECODERS = (_d_RenewDelegationTokenResponse_v0, _d_RenewDelegationTokenResponse_v0, _d_RenewDelegationTokenResponse_v2,)
RenewDelegationTokenResponse.ENCODERS = (_e_RenewDelegationTokenResponse_v0, _e_RenewDelegationTokenResponse_v0, _e_RenewDelegationTokenResponse_v2,)
