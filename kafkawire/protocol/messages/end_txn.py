# generated from defs/026-end-txn.kw; do not edit
"""EndTxn: API key 26, versions 0..5, flexible from 3."""

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

__all__ = ['EndTxnRequest', 'EndTxnResponse']

_S0 = _Struct('>qh?').unpack_from
_P0 = _Struct('>qh?').pack
_S1 = _Struct('>qh?B').unpack_from
_P1 = _Struct('>qh?B').pack
_S2 = _Struct('>qhB').unpack_from
_P2 = _Struct('>qhB').pack
_S3 = _Struct('>ih').unpack_from
_P3 = _Struct('>ih').pack
_S4 = _Struct('>ihB').unpack_from
_P4 = _Struct('>ihB').pack
_S5 = _Struct('>ihqhB').unpack_from
_P5 = _Struct('>ihqhB').pack
_S6 = _Struct('>ihqh').unpack_from
_P6 = _Struct('>ihqh').pack


class EndTxnRequest(Request["EndTxnResponse"]):
    """EndTxn request (API key 26), versions 0..5."""

    __slots__ = ('transactional_id', 'producer_id', 'producer_epoch', 'committed')
    API_KEY = 26
    API_NAME = 'EndTxn'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_FROM = 3
    transactional_id: str
    producer_id: int
    producer_epoch: int
    committed: bool

    def __init__(
        self,
        transactional_id: str = "",
        producer_id: int = 0,
        producer_epoch: int = 0,
        committed: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.transactional_id = transactional_id
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.committed = committed
        self.unknown_tags = unknown_tags


class EndTxnResponse(Message):
    """EndTxn response (API key 26), versions 0..5."""

    __slots__ = ('throttle_time_ms', 'error_code', 'producer_id', 'producer_epoch')
    API_KEY = 26
    API_NAME = 'EndTxn'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_FROM = 3
    throttle_time_ms: int
    error_code: int
    producer_id: int
    producer_epoch: int

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        producer_id: int = -1,
        producer_epoch: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.unknown_tags = unknown_tags

EndTxnRequest.FIELDS = (
    FieldSpec('transactional_id', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('producer_id', 'prim', 'int64', (0, 5), None, 0),
    FieldSpec('producer_epoch', 'prim', 'int16', (0, 5), None, 0),
    FieldSpec('committed', 'prim', 'bool', (0, 5), None, False),
)

EndTxnResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 5), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 5), None, 0),
    FieldSpec('producer_id', 'prim', 'int64', (5, 5), None, -1, ignorable=True),
    FieldSpec('producer_epoch', 'prim', 'int16', (5, 5), None, -1, ignorable=True),
)


def _d_EndTxnRequest_v0(buf: bytes, pos: int, end: int) -> tuple[EndTxnRequest, int]:
    o = _new(EndTxnRequest)
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.transactional_id = buf[pos:e2].decode()
        pos = e2
    o.producer_id, o.producer_epoch, o.committed = _S0(buf, pos)
    pos += 11
    o.unknown_tags = None
    return o, pos


def _d_EndTxnRequest_v3(buf: bytes, pos: int, end: int) -> tuple[EndTxnRequest, int]:
    o = _new(EndTxnRequest)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
        n1 -= 1
    elif buf[pos + 1] < 128:
        n1 = n1 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n1, pos = _string_uvarint(buf, pos)
        n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.transactional_id = buf[pos:e2].decode()
        pos = e2
    o.producer_id, o.producer_epoch, o.committed, pk3 = _S1(buf, pos)
    pos += 12
    if pk3:
        u4, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u4 = None
    o.unknown_tags = u4
    return o, pos


def _e_EndTxnRequest_v0(o: EndTxnRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('EndTxnRequest', 0)
    b1 = o.transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P2(o.producer_id, o.producer_epoch, _BOOL[o.committed]))


def _e_EndTxnRequest_v1(o: EndTxnRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('EndTxnRequest', 1)
    b1 = o.transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P2(o.producer_id, o.producer_epoch, _BOOL[o.committed]))


def _e_EndTxnRequest_v2(o: EndTxnRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('EndTxnRequest', 2)
    b1 = o.transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P2(o.producer_id, o.producer_epoch, _BOOL[o.committed]))


def _e_EndTxnRequest_v3(o: EndTxnRequest, out: list[bytes]) -> None:
    b1 = o.transactional_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    out.append(_P2(o.producer_id, o.producer_epoch, _BOOL[o.committed]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_EndTxnResponse_v0(buf: bytes, pos: int, end: int) -> tuple[EndTxnResponse, int]:
    o = _new(EndTxnResponse)
    o.throttle_time_ms, o.error_code = _S3(buf, pos)
    pos += 6
    o.producer_id = -1
    o.producer_epoch = -1
    o.unknown_tags = None
    return o, pos


def _d_EndTxnResponse_v3(buf: bytes, pos: int, end: int) -> tuple[EndTxnResponse, int]:
    o = _new(EndTxnResponse)
    o.throttle_time_ms, o.error_code, pk1 = _S4(buf, pos)
    pos += 7
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.producer_id = -1
    o.producer_epoch = -1
    o.unknown_tags = u2
    return o, pos


def _d_EndTxnResponse_v5(buf: bytes, pos: int, end: int) -> tuple[EndTxnResponse, int]:
    o = _new(EndTxnResponse)
    o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch, pk1 = _S5(buf, pos)
    pos += 17
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.unknown_tags = u2
    return o, pos


def _e_EndTxnResponse_v0(o: EndTxnResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('EndTxnResponse', 0)
    out.append(_P3(o.throttle_time_ms, o.error_code))


def _e_EndTxnResponse_v1(o: EndTxnResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('EndTxnResponse', 1)
    out.append(_P3(o.throttle_time_ms, o.error_code))


def _e_EndTxnResponse_v2(o: EndTxnResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('EndTxnResponse', 2)
    out.append(_P3(o.throttle_time_ms, o.error_code))


def _e_EndTxnResponse_v3(o: EndTxnResponse, out: list[bytes]) -> None:
    out.append(_P3(o.throttle_time_ms, o.error_code))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_EndTxnResponse_v5(o: EndTxnResponse, out: list[bytes]) -> None:
    out.append(_P6(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


EndTxnRequest.DECODERS = {0: _d_EndTxnRequest_v0, 1: _d_EndTxnRequest_v0, 2: _d_EndTxnRequest_v0, 3: _d_EndTxnRequest_v3, 4: _d_EndTxnRequest_v3, 5: _d_EndTxnRequest_v3}
EndTxnRequest.ENCODERS = {0: _e_EndTxnRequest_v0, 1: _e_EndTxnRequest_v1, 2: _e_EndTxnRequest_v2, 3: _e_EndTxnRequest_v3, 4: _e_EndTxnRequest_v3, 5: _e_EndTxnRequest_v3}
_bind_decode(EndTxnRequest)

EndTxnResponse.DECODERS = {0: _d_EndTxnResponse_v0, 1: _d_EndTxnResponse_v0, 2: _d_EndTxnResponse_v0, 3: _d_EndTxnResponse_v3, 4: _d_EndTxnResponse_v3, 5: _d_EndTxnResponse_v5}
EndTxnResponse.ENCODERS = {0: _e_EndTxnResponse_v0, 1: _e_EndTxnResponse_v1, 2: _e_EndTxnResponse_v2, 3: _e_EndTxnResponse_v3, 4: _e_EndTxnResponse_v3, 5: _e_EndTxnResponse_v5}
_bind_decode(EndTxnResponse)
