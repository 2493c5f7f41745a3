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
    _i32s,
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


def _d_UnregisterBrokerRequest_v0(buf: bytes, pos: int, end: int) -> tuple[UnregisterBrokerRequest, int]:
    f_broker_id_1 = _S0(buf, pos)[0]
    pos += 4
    nt2 = buf[pos]
    if nt2 < 128:
        pos += 1
    else:
        nt2, pos = _uvarint(buf, pos)
    u3 = None
    if nt2:
        last4 = -1
        for _ in range(nt2):
            tg5 = buf[pos]
            if tg5 < 128:
                pos += 1
            else:
                tg5, pos = _uvarint(buf, pos)
            sz6 = buf[pos]
            if sz6 < 128:
                pos += 1
            else:
                sz6, pos = _uvarint(buf, pos)
            te7 = pos + sz6
            if te7 > end:
                raise _short(pos)
            if tg5 <= last4:
                raise _tag_order(pos)
            last4 = tg5
            if u3 is None:
                u3 = {}
            u3[tg5] = buf[pos:te7]
            pos = te7
    o = UnregisterBrokerRequest(f_broker_id_1, u3)
    return o, pos


def _e_UnregisterBrokerRequest_v0(o: UnregisterBrokerRequest, out: bytearray) -> None:
    out += _P0(o.broker_id)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_UnregisterBrokerResponse_v0(buf: bytes, pos: int, end: int) -> tuple[UnregisterBrokerResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S1(buf, pos)
    pos += 6
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 == -1:
        f_error_message_3 = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e5].decode()
        pos = e5
    nt6 = buf[pos]
    if nt6 < 128:
        pos += 1
    else:
        nt6, pos = _uvarint(buf, pos)
    u7 = None
    if nt6:
        last8 = -1
        for _ in range(nt6):
            tg9 = buf[pos]
            if tg9 < 128:
                pos += 1
            else:
                tg9, pos = _uvarint(buf, pos)
            sz10 = buf[pos]
            if sz10 < 128:
                pos += 1
            else:
                sz10, pos = _uvarint(buf, pos)
            te11 = pos + sz10
            if te11 > end:
                raise _short(pos)
            if tg9 <= last8:
                raise _tag_order(pos)
            last8 = tg9
            if u7 is None:
                u7 = {}
            u7[tg9] = buf[pos:te11]
            pos = te11
    o = UnregisterBrokerResponse(f_throttle_time_ms_1, f_error_code_2, f_error_message_3, u7)
    return o, pos


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
