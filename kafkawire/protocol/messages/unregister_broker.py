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

__all__ = ['UnregisterBrokerRequest', 'UnregisterBrokerResponse']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>ih').unpack_from
_P1 = _Struct('>ih').pack


class UnregisterBrokerRequest(Message):
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


def _d_UnregisterBrokerRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[UnregisterBrokerRequest, int]:
    f_broker_id = _S0(buf, pos)[0]
    pos += 4
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
    return UnregisterBrokerRequest(f_broker_id, u), pos


def _e_UnregisterBrokerRequest_v0(o: UnregisterBrokerRequest, out: bytearray) -> None:
    out += _P0(o.broker_id)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_UnregisterBrokerResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[UnregisterBrokerResponse, int]:
    f_throttle_time_ms, f_error_code = _S1(buf, pos)
    pos += 6
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
    return UnregisterBrokerResponse(f_throttle_time_ms, f_error_code, f_error_message, u), pos


def _e_UnregisterBrokerResponse_v0(o: UnregisterBrokerResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


UnregisterBrokerRequest.DECODERS = (_d_UnregisterBrokerRequest_v0,)
UnregisterBrokerRequest.ENCODERS = (_e_UnregisterBrokerRequest_v0,)

UnregisterBrokerResponse.DECODERS = (_d_UnregisterBrokerResponse_v0,)
UnregisterBrokerResponse.ENCODERS = (_e_UnregisterBrokerResponse_v0,)
