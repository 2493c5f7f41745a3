# generated from defs/017-sasl-handshake.kw; do not edit
"""SaslHandshake: API key 17, versions 0..1."""

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

__all__ = ['SaslHandshakeRequest', 'SaslHandshakeResponse']

_S0 = _Struct('>h').unpack_from
_P0 = _Struct('>h').pack


class SaslHandshakeRequest(Request["SaslHandshakeResponse"]):
    """SaslHandshake request (API key 17), versions 0..1."""

    __slots__ = ('mechanism',)
    API_KEY = 17
    API_NAME = 'SaslHandshake'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = None
    mechanism: str

    def __init__(
        self,
        mechanism: str = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.mechanism = mechanism
        self.unknown_tags = unknown_tags


class SaslHandshakeResponse(Message):
    """SaslHandshake response (API key 17), versions 0..1."""

    __slots__ = ('error_code', 'mechanisms')
    API_KEY = 17
    API_NAME = 'SaslHandshake'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = None
    error_code: int
    mechanisms: list[str]

    def __init__(
        self,
        error_code: int = 0,
        mechanisms: list[str] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.mechanisms = [] if mechanisms is DEFAULT else mechanisms
        self.unknown_tags = unknown_tags

SaslHandshakeRequest.FIELDS = (
    FieldSpec('mechanism', 'prim', 'string', (0, 1), None, ""),
)

SaslHandshakeResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('mechanisms', 'array', 'string', (0, 1), None, DEFAULT),
)


def _d_SaslHandshakeRequest_v0(buf: bytes, pos: int, end: int) -> tuple[SaslHandshakeRequest, int]:
    o = _new(SaslHandshakeRequest)
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.mechanism = buf[pos:e2].decode()
        pos = e2
    o.unknown_tags = None
    return o, pos


def _e_SaslHandshakeRequest_v0(o: SaslHandshakeRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('SaslHandshakeRequest', 0)
    b1 = o.mechanism.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)


def _e_SaslHandshakeRequest_v1(o: SaslHandshakeRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('SaslHandshakeRequest', 1)
    b1 = o.mechanism.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)


def _d_SaslHandshakeResponse_v0(buf: bytes, pos: int, end: int) -> tuple[SaslHandshakeResponse, int]:
    o = _new(SaslHandshakeResponse)
    o.error_code = _S0(buf, pos)[0]
    pos += 2
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 2 > end - pos:
            raise _short(pos)
        f_mechanisms_1 = []
        for _ in (_ranges[n2] if n2 < 256 else range(n2)):
            n4 = _uh(buf, pos)[0]
            pos += 2
            if n4 < 0:
                raise _negative(pos)
            else:
                e5 = pos + n4
                if e5 > end:
                    raise _short(pos)
                x3 = buf[pos:e5].decode()
                pos = e5
            f_mechanisms_1.append(x3)
    o.mechanisms = f_mechanisms_1
    o.unknown_tags = None
    return o, pos


def _e_SaslHandshakeResponse_v0(o: SaslHandshakeResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('SaslHandshakeResponse', 0)
    out.append(_P0(o.error_code))
    if type(o.mechanisms) is not list:
        _check_list(o.mechanisms)
    out.append(_Pi(len(o.mechanisms)))
    for x1 in o.mechanisms:
        b2 = x1.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)


def _e_SaslHandshakeResponse_v1(o: SaslHandshakeResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('SaslHandshakeResponse', 1)
    out.append(_P0(o.error_code))
    if type(o.mechanisms) is not list:
        _check_list(o.mechanisms)
    out.append(_Pi(len(o.mechanisms)))
    for x1 in o.mechanisms:
        b2 = x1.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)


SaslHandshakeRequest.DECODERS = {0: _d_SaslHandshakeRequest_v0, 1: _d_SaslHandshakeRequest_v0}
SaslHandshakeRequest.ENCODERS = {0: _e_SaslHandshakeRequest_v0, 1: _e_SaslHandshakeRequest_v1}
_bind_decode(SaslHandshakeRequest)

SaslHandshakeResponse.DECODERS = {0: _d_SaslHandshakeResponse_v0, 1: _d_SaslHandshakeResponse_v0}
SaslHandshakeResponse.ENCODERS = {0: _e_SaslHandshakeResponse_v0, 1: _e_SaslHandshakeResponse_v1}
_bind_decode(SaslHandshakeResponse)
