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

__all__ = ['RenewDelegationTokenRequest', 'RenewDelegationTokenResponse']

_S0 = _Struct('>q').unpack_from
_P0 = _Struct('>q').pack
_S1 = _Struct('>qB').unpack_from
_P1 = _Struct('>qB').pack
_S2 = _Struct('>hqi').unpack_from
_P2 = _Struct('>hqi').pack
_S3 = _Struct('>hqiB').unpack_from
_P3 = _Struct('>hqiB').pack


class RenewDelegationTokenRequest(Request["RenewDelegationTokenResponse"]):
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


def _d_RenewDelegationTokenRequest_v0(buf: bytes, pos: int, end: int) -> tuple[RenewDelegationTokenRequest, int]:
    o = _new(RenewDelegationTokenRequest)
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.hmac = buf[pos:e2]
        pos = e2
    o.renew_period_ms = _S0(buf, pos)[0]
    pos += 8
    o.unknown_tags = None
    return o, pos


def _d_RenewDelegationTokenRequest_v2(buf: bytes, pos: int, end: int) -> tuple[RenewDelegationTokenRequest, int]:
    o = _new(RenewDelegationTokenRequest)
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
        o.hmac = buf[pos:e2]
        pos = e2
    o.renew_period_ms, pk3 = _S1(buf, pos)
    pos += 9
    if pk3:
        u4, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u4 = None
    o.unknown_tags = u4
    return o, pos


def _e_RenewDelegationTokenRequest_v0(o: RenewDelegationTokenRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('RenewDelegationTokenRequest', 0)
    b1 = o.hmac
    out.append(_Pi(len(b1)))
    out.append(b1)
    out.append(_P0(o.renew_period_ms))


def _e_RenewDelegationTokenRequest_v1(o: RenewDelegationTokenRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('RenewDelegationTokenRequest', 1)
    b1 = o.hmac
    out.append(_Pi(len(b1)))
    out.append(b1)
    out.append(_P0(o.renew_period_ms))


def _e_RenewDelegationTokenRequest_v2(o: RenewDelegationTokenRequest, out: list[bytes]) -> None:
    b1 = o.hmac
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_encode_uvarint(len(b1) + 1))
    out.append(b1)
    out.append(_P0(o.renew_period_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_RenewDelegationTokenResponse_v0(buf: bytes, pos: int, end: int) -> tuple[RenewDelegationTokenResponse, int]:
    o = _new(RenewDelegationTokenResponse)
    o.error_code, o.expiry_timestamp_ms, o.throttle_time_ms = _S2(buf, pos)
    pos += 14
    o.unknown_tags = None
    return o, pos


def _d_RenewDelegationTokenResponse_v2(buf: bytes, pos: int, end: int) -> tuple[RenewDelegationTokenResponse, int]:
    o = _new(RenewDelegationTokenResponse)
    o.error_code, o.expiry_timestamp_ms, o.throttle_time_ms, pk1 = _S3(buf, pos)
    pos += 15
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.unknown_tags = u2
    return o, pos


def _e_RenewDelegationTokenResponse_v0(o: RenewDelegationTokenResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('RenewDelegationTokenResponse', 0)
    out.append(_P2(o.error_code, o.expiry_timestamp_ms, o.throttle_time_ms))


def _e_RenewDelegationTokenResponse_v1(o: RenewDelegationTokenResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('RenewDelegationTokenResponse', 1)
    out.append(_P2(o.error_code, o.expiry_timestamp_ms, o.throttle_time_ms))


def _e_RenewDelegationTokenResponse_v2(o: RenewDelegationTokenResponse, out: list[bytes]) -> None:
    out.append(_P2(o.error_code, o.expiry_timestamp_ms, o.throttle_time_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


RenewDelegationTokenRequest.DECODERS = {0: _d_RenewDelegationTokenRequest_v0, 1: _d_RenewDelegationTokenRequest_v0, 2: _d_RenewDelegationTokenRequest_v2}
RenewDelegationTokenRequest.ENCODERS = {0: _e_RenewDelegationTokenRequest_v0, 1: _e_RenewDelegationTokenRequest_v1, 2: _e_RenewDelegationTokenRequest_v2}
_bind_decode(RenewDelegationTokenRequest)

RenewDelegationTokenResponse.DECODERS = {0: _d_RenewDelegationTokenResponse_v0, 1: _d_RenewDelegationTokenResponse_v0, 2: _d_RenewDelegationTokenResponse_v2}
RenewDelegationTokenResponse.ENCODERS = {0: _e_RenewDelegationTokenResponse_v0, 1: _e_RenewDelegationTokenResponse_v1, 2: _e_RenewDelegationTokenResponse_v2}
_bind_decode(RenewDelegationTokenResponse)
