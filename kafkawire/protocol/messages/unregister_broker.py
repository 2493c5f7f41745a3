# generated from defs/064-unregister-broker.kw; do not edit
"""UnregisterBroker: API key 64, versions 0..0, flexible from 0."""

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

__all__ = ['UnregisterBrokerRequest', 'UnregisterBrokerResponse']

_S0 = _Struct('>iB').unpack_from
_P0 = _Struct('>iB').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>ihB').unpack_from
_P2 = _Struct('>ihB').pack
_S3 = _Struct('>ih').unpack_from
_P3 = _Struct('>ih').pack


class UnregisterBrokerRequest(Request["UnregisterBrokerResponse"]):
    """UnregisterBroker request (API key 64), versions 0..0."""

    __slots__ = ('broker_id',)
    API_KEY = 64
    API_NAME = 'UnregisterBroker'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    broker_id: int

    def __init__(
        self,
        broker_id: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.broker_id = broker_id
        self.unknown_tags = unknown_tags


class UnregisterBrokerResponse(Message):
    """UnregisterBroker response (API key 64), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message')
    API_KEY = 64
    API_NAME = 'UnregisterBroker'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    error_message: str | None

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags

UnregisterBrokerRequest.FIELDS = (
    FieldSpec('broker_id', 'prim', 'int32', (0, 0), None, 0),
)

UnregisterBrokerResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), ""),
)


def _d_UnregisterBrokerRequest_v0(buf: bytes, pos: int, end: int) -> tuple[UnregisterBrokerRequest, int]:
    o = _new(UnregisterBrokerRequest)
    o.broker_id, pk1 = _S0(buf, pos)
    pos += 5
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.unknown_tags = u2
    return o, pos


def _e_UnregisterBrokerRequest_v0(o: UnregisterBrokerRequest, out: list[bytes]) -> None:
    out.append(_P1(o.broker_id))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_UnregisterBrokerResponse_v0(buf: bytes, pos: int, end: int) -> tuple[UnregisterBrokerResponse, int]:
    o = _new(UnregisterBrokerResponse)
    o.throttle_time_ms, o.error_code, pk1 = _S2(buf, pos)
    pos += 7
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
    if buf[pos]:
        u3, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u3 = None
    o.unknown_tags = u3
    return o, pos


def _e_UnregisterBrokerResponse_v0(o: UnregisterBrokerResponse, out: list[bytes]) -> None:
    out.append(_P3(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


UnregisterBrokerRequest.DECODERS = {0: _d_UnregisterBrokerRequest_v0}
UnregisterBrokerRequest.ENCODERS = {0: _e_UnregisterBrokerRequest_v0}
_bind_decode(UnregisterBrokerRequest)

UnregisterBrokerResponse.DECODERS = {0: _d_UnregisterBrokerResponse_v0}
UnregisterBrokerResponse.ENCODERS = {0: _e_UnregisterBrokerResponse_v0}
_bind_decode(UnregisterBrokerResponse)
