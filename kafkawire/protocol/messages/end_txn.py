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

__all__ = ['EndTxnRequest', 'EndTxnResponse']

_S0 = _Struct('>qh?').unpack_from
_P0 = _Struct('>qh?').pack
_S1 = _Struct('>ih').unpack_from
_P1 = _Struct('>ih').pack
_S2 = _Struct('>ihqh').unpack_from
_P2 = _Struct('>ihqh').pack


class EndTxnRequest(Message):
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


def _d_EndTxnRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[EndTxnRequest, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_transactional_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_producer_id, f_producer_epoch, f_committed = _S0(buf, pos)
    pos += 11
    return EndTxnRequest(f_transactional_id, f_producer_id, f_producer_epoch, f_committed, None), pos


def _d_EndTxnRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[EndTxnRequest, int]:
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
        f_transactional_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_producer_id, f_producer_epoch, f_committed = _S0(buf, pos)
    pos += 11
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
    return EndTxnRequest(f_transactional_id, f_producer_id, f_producer_epoch, f_committed, u), pos


def _e_EndTxnRequest_v0(o: EndTxnRequest, out: bytearray) -> None:
    b1 = o.transactional_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.producer_id, o.producer_epoch, o.committed)


def _e_EndTxnRequest_v3(o: EndTxnRequest, out: bytearray) -> None:
    b1 = o.transactional_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.producer_id, o.producer_epoch, o.committed)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_EndTxnResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[EndTxnResponse, int]:
    f_throttle_time_ms, f_error_code = _S1(buf, pos)
    pos += 6
    return EndTxnResponse(f_throttle_time_ms, f_error_code, -1, -1, None), pos


def _d_EndTxnResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[EndTxnResponse, int]:
    f_throttle_time_ms, f_error_code = _S1(buf, pos)
    pos += 6
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
    return EndTxnResponse(f_throttle_time_ms, f_error_code, -1, -1, u), pos


def _d_EndTxnResponse_v5(buf: memoryview, pos: int, end: int) -> tuple[EndTxnResponse, int]:
    f_throttle_time_ms, f_error_code, f_producer_id, f_producer_epoch = _S2(buf, pos)
    pos += 16
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
    return EndTxnResponse(f_throttle_time_ms, f_error_code, f_producer_id, f_producer_epoch, u), pos


def _e_EndTxnResponse_v0(o: EndTxnResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)


def _e_EndTxnResponse_v3(o: EndTxnResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_EndTxnResponse_v5(o: EndTxnResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


EndTxnRequest.DECODERS = (_d_EndTxnRequest_v0, _d_EndTxnRequest_v0, _d_EndTxnRequest_v0, _d_EndTxnRequest_v3, _d_EndTxnRequest_v3, _d_EndTxnRequest_v3,)
EndTxnRequest.ENCODERS = (_e_EndTxnRequest_v0, _e_EndTxnRequest_v0, _e_EndTxnRequest_v0, _e_EndTxnRequest_v3, _e_EndTxnRequest_v3, _e_EndTxnRequest_v3,)

EndTxnResponse.DECODERS = (_d_EndTxnResponse_v0, _d_EndTxnResponse_v0, _d_EndTxnResponse_v0, _d_EndTxnResponse_v3, _d_EndTxnResponse_v3, _d_EndTxnResponse_v5,)
EndTxnResponse.ENCODERS = (_e_EndTxnResponse_v0, _e_EndTxnResponse_v0, _e_EndTxnResponse_v0, _e_EndTxnResponse_v3, _e_EndTxnResponse_v3, _e_EndTxnResponse_v5,)
