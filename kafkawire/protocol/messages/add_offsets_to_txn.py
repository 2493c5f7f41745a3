# generated from defs/025-add-offsets-to-txn.kw; do not edit
"""AddOffsetsToTxn: API key 25, versions 0..4, flexible from 3."""

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

__all__ = ['AddOffsetsToTxnRequest', 'AddOffsetsToTxnResponse']

_S0 = _Struct('>qh').unpack_from
_P0 = _Struct('>qh').pack
_S1 = _Struct('>ih').unpack_from
_P1 = _Struct('>ih').pack


class AddOffsetsToTxnRequest(Message):
    """AddOffsetsToTxn request (API key 25), versions 0..4."""

    __slots__ = ('transactional_id', 'producer_id', 'producer_epoch', 'group_id')
    API_KEY = 25
    API_NAME = 'AddOffsetsToTxn'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_FROM = 3
    transactional_id: str
    producer_id: int
    producer_epoch: int
    group_id: str

    def __init__(
        self,
        transactional_id: str = "",
        producer_id: int = 0,
        producer_epoch: int = 0,
        group_id: str = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.transactional_id = transactional_id
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.group_id = group_id
        self.unknown_tags = unknown_tags


class AddOffsetsToTxnResponse(Message):
    """AddOffsetsToTxn response (API key 25), versions 0..4."""

    __slots__ = ('throttle_time_ms', 'error_code')
    API_KEY = 25
    API_NAME = 'AddOffsetsToTxn'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_FROM = 3
    throttle_time_ms: int
    error_code: int

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.unknown_tags = unknown_tags

AddOffsetsToTxnRequest.FIELDS = (
    FieldSpec('transactional_id', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('producer_id', 'prim', 'int64', (0, 4), None, 0),
    FieldSpec('producer_epoch', 'prim', 'int16', (0, 4), None, 0),
    FieldSpec('group_id', 'prim', 'string', (0, 4), None, ""),
)

AddOffsetsToTxnResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 4), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 4), None, 0),
)


def _d_AddOffsetsToTxnRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[AddOffsetsToTxnRequest, int]:
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
    f_producer_id, f_producer_epoch = _S0(buf, pos)
    pos += 10
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_group_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    return AddOffsetsToTxnRequest(f_transactional_id, f_producer_id, f_producer_epoch, f_group_id, None), pos


def _d_AddOffsetsToTxnRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[AddOffsetsToTxnRequest, int]:
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
    f_producer_id, f_producer_epoch = _S0(buf, pos)
    pos += 10
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_group_id = str(buf[pos:e4], 'utf-8')
        pos = e4
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
    return AddOffsetsToTxnRequest(f_transactional_id, f_producer_id, f_producer_epoch, f_group_id, u), pos


def _e_AddOffsetsToTxnRequest_v0(o: AddOffsetsToTxnRequest, out: bytearray) -> None:
    b1 = o.transactional_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.producer_id, o.producer_epoch)
    b2 = o.group_id.encode()
    out += _Ph(len(b2))
    out += b2


def _e_AddOffsetsToTxnRequest_v3(o: AddOffsetsToTxnRequest, out: bytearray) -> None:
    b1 = o.transactional_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.producer_id, o.producer_epoch)
    b2 = o.group_id.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_AddOffsetsToTxnResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[AddOffsetsToTxnResponse, int]:
    f_throttle_time_ms, f_error_code = _S1(buf, pos)
    pos += 6
    return AddOffsetsToTxnResponse(f_throttle_time_ms, f_error_code, None), pos


def _d_AddOffsetsToTxnResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[AddOffsetsToTxnResponse, int]:
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
    return AddOffsetsToTxnResponse(f_throttle_time_ms, f_error_code, u), pos


def _e_AddOffsetsToTxnResponse_v0(o: AddOffsetsToTxnResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)


def _e_AddOffsetsToTxnResponse_v3(o: AddOffsetsToTxnResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


AddOffsetsToTxnRequest.DECODERS = (_d_AddOffsetsToTxnRequest_v0, _d_AddOffsetsToTxnRequest_v0, _d_AddOffsetsToTxnRequest_v0, _d_AddOffsetsToTxnRequest_v3, _d_AddOffsetsToTxnRequest_v3,)
AddOffsetsToTxnRequest.ENCODERS = (_e_AddOffsetsToTxnRequest_v0, _e_AddOffsetsToTxnRequest_v0, _e_AddOffsetsToTxnRequest_v0, _e_AddOffsetsToTxnRequest_v3, _e_AddOffsetsToTxnRequest_v3,)

AddOffsetsToTxnResponse.DECODERS = (_d_AddOffsetsToTxnResponse_v0, _d_AddOffsetsToTxnResponse_v0, _d_AddOffsetsToTxnResponse_v0, _d_AddOffsetsToTxnResponse_v3, _d_AddOffsetsToTxnResponse_v3,)
AddOffsetsToTxnResponse.ENCODERS = (_e_AddOffsetsToTxnResponse_v0, _e_AddOffsetsToTxnResponse_v0, _e_AddOffsetsToTxnResponse_v0, _e_AddOffsetsToTxnResponse_v3, _e_AddOffsetsToTxnResponse_v3,)
