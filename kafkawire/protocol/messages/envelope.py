# generated from defs/058-envelope.kw; do not edit
"""Envelope: API key 58, versions 0..0, flexible from 0."""

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

__all__ = ['EnvelopeRequest', 'EnvelopeResponse']

_S0 = _Struct('>h').unpack_from
_P0 = _Struct('>h').pack


class EnvelopeRequest(Message):
    """Envelope request (API key 58), versions 0..0."""

    __slots__ = ('request_data', 'request_principal', 'client_host_address')
    API_KEY = 58
    API_NAME = 'Envelope'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    request_data: bytes
    request_principal: bytes | None
    client_host_address: bytes

    def __init__(
        self,
        request_data: bytes = b"",
        request_principal: bytes | None = b"",
        client_host_address: bytes = b"",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.request_data = request_data
        self.request_principal = request_principal
        self.client_host_address = client_host_address
        self.unknown_tags = unknown_tags


class EnvelopeResponse(Message):
    """Envelope response (API key 58), versions 0..0."""

    __slots__ = ('response_data', 'error_code')
    API_KEY = 58
    API_NAME = 'Envelope'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    response_data: bytes | None
    error_code: int

    def __init__(
        self,
        response_data: bytes | None = None,
        error_code: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.response_data = response_data
        self.error_code = error_code
        self.unknown_tags = unknown_tags

EnvelopeRequest.FIELDS = (
    FieldSpec('request_data', 'prim', 'bytes', (0, 0), None, b""),
    FieldSpec('request_principal', 'prim', 'bytes', (0, 0), (0, 0), b""),
    FieldSpec('client_host_address', 'prim', 'bytes', (0, 0), None, b""),
)

EnvelopeResponse.FIELDS = (
    FieldSpec('response_data', 'prim', 'bytes', (0, 0), (0, 0), None),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
)


def _d_EnvelopeRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[EnvelopeRequest, int]:
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
        f_request_data = bytes(buf[pos:e2])
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_request_principal = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_request_principal = bytes(buf[pos:e4])
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_client_host_address = bytes(buf[pos:e6])
        pos = e6
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
    return EnvelopeRequest(f_request_data, f_request_principal, f_client_host_address, u), pos


def _e_EnvelopeRequest_v0(o: EnvelopeRequest, out: bytearray) -> None:
    b1 = o.request_data
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.request_principal is None:
        out.append(0)
    else:
        b2 = o.request_principal
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    b3 = o.client_host_address
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_EnvelopeResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[EnvelopeResponse, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_response_data = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_response_data = bytes(buf[pos:e2])
        pos = e2
    f_error_code = _S0(buf, pos)[0]
    pos += 2
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
    return EnvelopeResponse(f_response_data, f_error_code, u), pos


def _e_EnvelopeResponse_v0(o: EnvelopeResponse, out: bytearray) -> None:
    if o.response_data is None:
        out.append(0)
    else:
        b1 = o.response_data
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P0(o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


EnvelopeRequest.DECODERS = (_d_EnvelopeRequest_v0,)
EnvelopeRequest.ENCODERS = (_e_EnvelopeRequest_v0,)

EnvelopeResponse.DECODERS = (_d_EnvelopeResponse_v0,)
EnvelopeResponse.ENCODERS = (_e_EnvelopeResponse_v0,)
