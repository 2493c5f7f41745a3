# generated from defs/040-expire-delegation-token.kw; do not edit
"""ExpireDelegationToken: API key 40, versions 0..2, flexible from 2."""

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
    _i32s,
    _uh,
    _ui,
    _uuid_bytes,
    _uvarint,
    _write_tags,
)
from kafkawire.protocol.message import DEFAULT, ZERO_UUID, FieldSpec, Message, Struct

__all__ = ['ExpireDelegationTokenRequest', 'ExpireDelegationTokenResponse']

_S0 = _Struct('>q').unpack_from
_P0 = _Struct('>q').pack
_S1 = _Struct('>hqi').unpack_from
_P1 = _Struct('>hqi').pack


class ExpireDelegationTokenRequest(Message):
    """ExpireDelegationToken request (API key 40), versions 0..2."""

    __slots__ = ('hmac', 'expiry_time_period_ms')
    API_KEY = 40
    API_NAME = 'ExpireDelegationToken'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 2
    hmac: bytes
    expiry_time_period_ms: int

    def __init__(
        self,
        hmac: bytes = b"",
        expiry_time_period_ms: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.hmac = hmac
        self.expiry_time_period_ms = expiry_time_period_ms
        self.unknown_tags = unknown_tags


class ExpireDelegationTokenResponse(Message):
    """ExpireDelegationToken response (API key 40), versions 0..2."""

    __slots__ = ('error_code', 'expiry_timestamp_ms', 'throttle_time_ms')
    API_KEY = 40
    API_NAME = 'ExpireDelegationToken'
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

ExpireDelegationTokenRequest.FIELDS = (
    FieldSpec('hmac', 'prim', 'bytes', (0, 2), None, b""),
    FieldSpec('expiry_time_period_ms', 'prim', 'int64', (0, 2), None, 0),
)

ExpireDelegationTokenResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('expiry_timestamp_ms', 'prim', 'int64', (0, 2), None, 0),
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 2), None, 0),
)


def _d_ExpireDelegationTokenRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ExpireDelegationTokenRequest, int]:
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_hmac_1 = buf[pos:e4]
        pos = e4
    f_expiry_time_period_ms_2 = _S0(buf, pos)[0]
    pos += 8
    o = ExpireDelegationTokenRequest(f_hmac_1, f_expiry_time_period_ms_2, None)
    return o, pos


def _d_ExpireDelegationTokenRequest_v2(buf: bytes, pos: int, end: int) -> tuple[ExpireDelegationTokenRequest, int]:
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n3 = (n3 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_hmac_1 = buf[pos:e4]
        pos = e4
    f_expiry_time_period_ms_2 = _S0(buf, pos)[0]
    pos += 8
    nt5 = buf[pos]
    if nt5 < 128:
        pos += 1
    else:
        nt5, pos = _uvarint(buf, pos)
    u6 = None
    if nt5:
        last7 = -1
        for _ in range(nt5):
            tg8 = buf[pos]
            if tg8 < 128:
                pos += 1
            else:
                tg8, pos = _uvarint(buf, pos)
            sz9 = buf[pos]
            if sz9 < 128:
                pos += 1
            else:
                sz9, pos = _uvarint(buf, pos)
            te10 = pos + sz9
            if te10 > end:
                raise _short(pos)
            if tg8 <= last7:
                raise _tag_order(pos)
            last7 = tg8
            if u6 is None:
                u6 = {}
            u6[tg8] = buf[pos:te10]
            pos = te10
    o = ExpireDelegationTokenRequest(f_hmac_1, f_expiry_time_period_ms_2, u6)
    return o, pos


def _e_ExpireDelegationTokenRequest_v0(o: ExpireDelegationTokenRequest, out: bytearray) -> None:
    b1 = o.hmac
    out += _Pi(len(b1))
    out += b1
    out += _P0(o.expiry_time_period_ms)


def _e_ExpireDelegationTokenRequest_v2(o: ExpireDelegationTokenRequest, out: bytearray) -> None:
    b1 = o.hmac
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.expiry_time_period_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_ExpireDelegationTokenResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ExpireDelegationTokenResponse, int]:
    f_error_code_1, f_expiry_timestamp_ms_2, f_throttle_time_ms_3 = _S1(buf, pos)
    pos += 14
    o = ExpireDelegationTokenResponse(f_error_code_1, f_expiry_timestamp_ms_2, f_throttle_time_ms_3, None)
    return o, pos


def _d_ExpireDelegationTokenResponse_v2(buf: bytes, pos: int, end: int) -> tuple[ExpireDelegationTokenResponse, int]:
    f_error_code_1, f_expiry_timestamp_ms_2, f_throttle_time_ms_3 = _S1(buf, pos)
    pos += 14
    nt4 = buf[pos]
    if nt4 < 128:
        pos += 1
    else:
        nt4, pos = _uvarint(buf, pos)
    u5 = None
    if nt4:
        last6 = -1
        for _ in range(nt4):
            tg7 = buf[pos]
            if tg7 < 128:
                pos += 1
            else:
                tg7, pos = _uvarint(buf, pos)
            sz8 = buf[pos]
            if sz8 < 128:
                pos += 1
            else:
                sz8, pos = _uvarint(buf, pos)
            te9 = pos + sz8
            if te9 > end:
                raise _short(pos)
            if tg7 <= last6:
                raise _tag_order(pos)
            last6 = tg7
            if u5 is None:
                u5 = {}
            u5[tg7] = buf[pos:te9]
            pos = te9
    o = ExpireDelegationTokenResponse(f_error_code_1, f_expiry_timestamp_ms_2, f_throttle_time_ms_3, u5)
    return o, pos


def _e_ExpireDelegationTokenResponse_v0(o: ExpireDelegationTokenResponse, out: bytearray) -> None:
    out += _P1(o.error_code, o.expiry_timestamp_ms, o.throttle_time_ms)


def _e_ExpireDelegationTokenResponse_v2(o: ExpireDelegationTokenResponse, out: bytearray) -> None:
    out += _P1(o.error_code, o.expiry_timestamp_ms, o.throttle_time_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


ExpireDelegationTokenRequest.DECODERS = (_d_ExpireDelegationTokenRequest_v0, _d_ExpireDelegationTokenRequest_v0, _d_ExpireDelegationTokenRequest_v2,)
ExpireDelegationTokenRequest.ENCODERS = (_e_ExpireDelegationTokenRequest_v0, _e_ExpireDelegationTokenRequest_v0, _e_ExpireDelegationTokenRequest_v2,)

ExpireDelegationTokenResponse.DECODERS = (_d_ExpireDelegationTokenResponse_v0, _d_ExpireDelegationTokenResponse_v0, _d_ExpireDelegationTokenResponse_v2,)
ExpireDelegationTokenResponse.ENCODERS = (_e_ExpireDelegationTokenResponse_v0, _e_ExpireDelegationTokenResponse_v0, _e_ExpireDelegationTokenResponse_v2,)
