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
    _i32s,
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


def _d_EndTxnRequest_v0(buf: bytes, pos: int, end: int) -> tuple[EndTxnRequest, int]:
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_transactional_id_1 = buf[pos:e6].decode()
        pos = e6
    f_producer_id_2, f_producer_epoch_3, f_committed_4 = _S0(buf, pos)
    pos += 11
    o = EndTxnRequest(f_transactional_id_1, f_producer_id_2, f_producer_epoch_3, f_committed_4, None)
    return o, pos


def _d_EndTxnRequest_v3(buf: bytes, pos: int, end: int) -> tuple[EndTxnRequest, int]:
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_transactional_id_1 = buf[pos:e6].decode()
        pos = e6
    f_producer_id_2, f_producer_epoch_3, f_committed_4 = _S0(buf, pos)
    pos += 11
    nt7 = buf[pos]
    if nt7 < 128:
        pos += 1
    else:
        nt7, pos = _uvarint(buf, pos)
    u8 = None
    if nt7:
        last9 = -1
        for _ in range(nt7):
            tg10 = buf[pos]
            if tg10 < 128:
                pos += 1
            else:
                tg10, pos = _uvarint(buf, pos)
            sz11 = buf[pos]
            if sz11 < 128:
                pos += 1
            else:
                sz11, pos = _uvarint(buf, pos)
            te12 = pos + sz11
            if te12 > end:
                raise _short(pos)
            if tg10 <= last9:
                raise _tag_order(pos)
            last9 = tg10
            if u8 is None:
                u8 = {}
            u8[tg10] = buf[pos:te12]
            pos = te12
    o = EndTxnRequest(f_transactional_id_1, f_producer_id_2, f_producer_epoch_3, f_committed_4, u8)
    return o, pos


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


def _d_EndTxnResponse_v0(buf: bytes, pos: int, end: int) -> tuple[EndTxnResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S1(buf, pos)
    pos += 6
    o = EndTxnResponse(f_throttle_time_ms_1, f_error_code_2, -1, -1, None)
    return o, pos


def _d_EndTxnResponse_v3(buf: bytes, pos: int, end: int) -> tuple[EndTxnResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S1(buf, pos)
    pos += 6
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
    o = EndTxnResponse(f_throttle_time_ms_1, f_error_code_2, -1, -1, u6)
    return o, pos


def _d_EndTxnResponse_v5(buf: bytes, pos: int, end: int) -> tuple[EndTxnResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, f_producer_id_3, f_producer_epoch_4 = _S2(buf, pos)
    pos += 16
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
    o = EndTxnResponse(f_throttle_time_ms_1, f_error_code_2, f_producer_id_3, f_producer_epoch_4, u6)
    return o, pos


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
