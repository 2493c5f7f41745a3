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

__all__ = ['EnvelopeRequest', 'EnvelopeResponse']

_S0 = _Struct('>hB').unpack_from
_P0 = _Struct('>hB').pack
_S1 = _Struct('>h').unpack_from
_P1 = _Struct('>h').pack


class EnvelopeRequest(Request["EnvelopeResponse"]):
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


def _d_EnvelopeRequest_v0(buf: bytes, pos: int, end: int) -> tuple[EnvelopeRequest, int]:
    o = _new(EnvelopeRequest)
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
        o.request_data = buf[pos:e2]
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
    if n3 == -1:
        o.request_principal = None
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.request_principal = buf[pos:e4]
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
        n5 -= 1
    elif buf[pos + 1] < 128:
        n5 = n5 + buf[pos + 1] * 128 - 129
        pos += 2
    elif buf[pos + 1 + 1] < 128:
        n5 = n5 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
        pos += 3
    else:
        n5, pos = _uvarint(buf, pos)
        n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        o.client_host_address = buf[pos:e6]
        pos = e6
    if buf[pos]:
        u7, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u7 = None
    o.unknown_tags = u7
    return o, pos


def _e_EnvelopeRequest_v0(o: EnvelopeRequest, out: list[bytes]) -> None:
    b1 = o.request_data
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_encode_uvarint(len(b1) + 1))
    out.append(b1)
    if o.request_principal is None:
        out.append(b'\x00')
    else:
        b2 = o.request_principal
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
    b3 = o.client_host_address
    if len(b3) + 1 < 128:
        out.append(_B1[len(b3) + 1])
    else:
        out.append(_encode_uvarint(len(b3) + 1))
    out.append(b3)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_EnvelopeResponse_v0(buf: bytes, pos: int, end: int) -> tuple[EnvelopeResponse, int]:
    o = _new(EnvelopeResponse)
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
    if n1 == -1:
        o.response_data = None
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.response_data = buf[pos:e2]
        pos = e2
    o.error_code, pk3 = _S0(buf, pos)
    pos += 3
    if pk3:
        u4, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u4 = None
    o.unknown_tags = u4
    return o, pos


def _e_EnvelopeResponse_v0(o: EnvelopeResponse, out: list[bytes]) -> None:
    if o.response_data is None:
        out.append(b'\x00')
    else:
        b1 = o.response_data
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_encode_uvarint(len(b1) + 1))
        out.append(b1)
    out.append(_P1(o.error_code))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


EnvelopeRequest.DECODERS = {0: _d_EnvelopeRequest_v0}
EnvelopeRequest.ENCODERS = {0: _e_EnvelopeRequest_v0}
_bind_decode(EnvelopeRequest)

EnvelopeResponse.DECODERS = {0: _d_EnvelopeResponse_v0}
EnvelopeResponse.ENCODERS = {0: _e_EnvelopeResponse_v0}
_bind_decode(EnvelopeResponse)
