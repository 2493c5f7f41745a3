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

__all__ = ['AddOffsetsToTxnRequest', 'AddOffsetsToTxnResponse']

_S0 = _Struct('>qh').unpack_from
_P0 = _Struct('>qh').pack
_S1 = _Struct('>qhB').unpack_from
_P1 = _Struct('>qhB').pack
_S2 = _Struct('>ih').unpack_from
_P2 = _Struct('>ih').pack
_S3 = _Struct('>ihB').unpack_from
_P3 = _Struct('>ihB').pack


class AddOffsetsToTxnRequest(Request["AddOffsetsToTxnResponse"]):
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


def _d_AddOffsetsToTxnRequest_v0(buf: bytes, pos: int, end: int) -> tuple[AddOffsetsToTxnRequest, int]:
    o = _new(AddOffsetsToTxnRequest)
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
    o.producer_id, o.producer_epoch = _S0(buf, pos)
    pos += 10
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.group_id = buf[pos:e4].decode()
        pos = e4
    o.unknown_tags = None
    return o, pos


def _d_AddOffsetsToTxnRequest_v3(buf: bytes, pos: int, end: int) -> tuple[AddOffsetsToTxnRequest, int]:
    o = _new(AddOffsetsToTxnRequest)
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
    o.producer_id, o.producer_epoch, pk3 = _S1(buf, pos)
    pos += 11
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _string_uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + pk3
        if e4 > end:
            raise _short(pos)
        o.group_id = buf[pos:e4].decode()
        pos = e4
    if buf[pos]:
        u5, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u5 = None
    o.unknown_tags = u5
    return o, pos


def _e_AddOffsetsToTxnRequest_v0(o: AddOffsetsToTxnRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('AddOffsetsToTxnRequest', 0)
    b1 = o.transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.producer_id, o.producer_epoch))
    b2 = o.group_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)


def _e_AddOffsetsToTxnRequest_v1(o: AddOffsetsToTxnRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('AddOffsetsToTxnRequest', 1)
    b1 = o.transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.producer_id, o.producer_epoch))
    b2 = o.group_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)


def _e_AddOffsetsToTxnRequest_v2(o: AddOffsetsToTxnRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('AddOffsetsToTxnRequest', 2)
    b1 = o.transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.producer_id, o.producer_epoch))
    b2 = o.group_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)


def _e_AddOffsetsToTxnRequest_v3(o: AddOffsetsToTxnRequest, out: list[bytes]) -> None:
    b1 = o.transactional_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    out.append(_P0(o.producer_id, o.producer_epoch))
    b2 = o.group_id.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_AddOffsetsToTxnResponse_v0(buf: bytes, pos: int, end: int) -> tuple[AddOffsetsToTxnResponse, int]:
    o = _new(AddOffsetsToTxnResponse)
    o.throttle_time_ms, o.error_code = _S2(buf, pos)
    pos += 6
    o.unknown_tags = None
    return o, pos


def _d_AddOffsetsToTxnResponse_v3(buf: bytes, pos: int, end: int) -> tuple[AddOffsetsToTxnResponse, int]:
    o = _new(AddOffsetsToTxnResponse)
    o.throttle_time_ms, o.error_code, pk1 = _S3(buf, pos)
    pos += 7
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.unknown_tags = u2
    return o, pos


def _e_AddOffsetsToTxnResponse_v0(o: AddOffsetsToTxnResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('AddOffsetsToTxnResponse', 0)
    out.append(_P2(o.throttle_time_ms, o.error_code))


def _e_AddOffsetsToTxnResponse_v1(o: AddOffsetsToTxnResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('AddOffsetsToTxnResponse', 1)
    out.append(_P2(o.throttle_time_ms, o.error_code))


def _e_AddOffsetsToTxnResponse_v2(o: AddOffsetsToTxnResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('AddOffsetsToTxnResponse', 2)
    out.append(_P2(o.throttle_time_ms, o.error_code))


def _e_AddOffsetsToTxnResponse_v3(o: AddOffsetsToTxnResponse, out: list[bytes]) -> None:
    out.append(_P2(o.throttle_time_ms, o.error_code))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


AddOffsetsToTxnRequest.DECODERS = {0: _d_AddOffsetsToTxnRequest_v0, 1: _d_AddOffsetsToTxnRequest_v0, 2: _d_AddOffsetsToTxnRequest_v0, 3: _d_AddOffsetsToTxnRequest_v3, 4: _d_AddOffsetsToTxnRequest_v3}
AddOffsetsToTxnRequest.ENCODERS = {0: _e_AddOffsetsToTxnRequest_v0, 1: _e_AddOffsetsToTxnRequest_v1, 2: _e_AddOffsetsToTxnRequest_v2, 3: _e_AddOffsetsToTxnRequest_v3, 4: _e_AddOffsetsToTxnRequest_v3}
_bind_decode(AddOffsetsToTxnRequest)

AddOffsetsToTxnResponse.DECODERS = {0: _d_AddOffsetsToTxnResponse_v0, 1: _d_AddOffsetsToTxnResponse_v0, 2: _d_AddOffsetsToTxnResponse_v0, 3: _d_AddOffsetsToTxnResponse_v3, 4: _d_AddOffsetsToTxnResponse_v3}
AddOffsetsToTxnResponse.ENCODERS = {0: _e_AddOffsetsToTxnResponse_v0, 1: _e_AddOffsetsToTxnResponse_v1, 2: _e_AddOffsetsToTxnResponse_v2, 3: _e_AddOffsetsToTxnResponse_v3, 4: _e_AddOffsetsToTxnResponse_v3}
_bind_decode(AddOffsetsToTxnResponse)
