# generated from defs/022-init-producer-id.kw; do not edit
"""InitProducerId: API key 22, versions 0..6, flexible from 2."""

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

__all__ = ['InitProducerIdRequest', 'InitProducerIdResponse']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>iB').unpack_from
_P1 = _Struct('>iB').pack
_S2 = _Struct('>iqhB').unpack_from
_P2 = _Struct('>iqhB').pack
_S3 = _Struct('>iqh??B').unpack_from
_P3 = _Struct('>iqh??B').pack
_S4 = _Struct('>iqh').unpack_from
_P4 = _Struct('>iqh').pack
_S5 = _Struct('>iqhBB').unpack_from
_P5 = _Struct('>iqhBB').pack
_S6 = _Struct('>ihqh').unpack_from
_P6 = _Struct('>ihqh').pack
_S7 = _Struct('>ihqhB').unpack_from
_P7 = _Struct('>ihqhB').pack
_S8 = _Struct('>ihqhqhB').unpack_from
_P8 = _Struct('>ihqhqhB').pack
_S9 = _Struct('>ihqhqh').unpack_from
_P9 = _Struct('>ihqhqh').pack


class InitProducerIdRequest(Request["InitProducerIdResponse"]):
    """InitProducerId request (API key 22), versions 0..6."""

    __slots__ = ('transactional_id', 'transaction_timeout_ms', 'producer_id', 'producer_epoch', 'enable2_pc', 'keep_prepared_txn')
    API_KEY = 22
    API_NAME = 'InitProducerId'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_FROM = 2
    transactional_id: str | None
    transaction_timeout_ms: int
    producer_id: int
    producer_epoch: int
    enable2_pc: bool
    keep_prepared_txn: bool

    def __init__(
        self,
        transactional_id: str | None = "",
        transaction_timeout_ms: int = 0,
        producer_id: int = -1,
        producer_epoch: int = -1,
        enable2_pc: bool = False,
        keep_prepared_txn: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.transactional_id = transactional_id
        self.transaction_timeout_ms = transaction_timeout_ms
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.enable2_pc = enable2_pc
        self.keep_prepared_txn = keep_prepared_txn
        self.unknown_tags = unknown_tags


class InitProducerIdResponse(Message):
    """InitProducerId response (API key 22), versions 0..6."""

    __slots__ = ('throttle_time_ms', 'error_code', 'producer_id', 'producer_epoch', 'ongoing_txn_producer_id', 'ongoing_txn_producer_epoch')
    API_KEY = 22
    API_NAME = 'InitProducerId'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_FROM = 2
    throttle_time_ms: int
    error_code: int
    producer_id: int
    producer_epoch: int
    ongoing_txn_producer_id: int
    ongoing_txn_producer_epoch: int

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        producer_id: int = -1,
        producer_epoch: int = 0,
        ongoing_txn_producer_id: int = -1,
        ongoing_txn_producer_epoch: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.ongoing_txn_producer_id = ongoing_txn_producer_id
        self.ongoing_txn_producer_epoch = ongoing_txn_producer_epoch
        self.unknown_tags = unknown_tags

InitProducerIdRequest.FIELDS = (
    FieldSpec('transactional_id', 'prim', 'string', (0, 6), (0, 6), ""),
    FieldSpec('transaction_timeout_ms', 'prim', 'int32', (0, 6), None, 0),
    FieldSpec('producer_id', 'prim', 'int64', (3, 6), None, -1),
    FieldSpec('producer_epoch', 'prim', 'int16', (3, 6), None, -1),
    FieldSpec('enable2_pc', 'prim', 'bool', (6, 6), None, False),
    FieldSpec('keep_prepared_txn', 'prim', 'bool', (6, 6), None, False),
)

InitProducerIdResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 6), None, 0, ignorable=True),
    FieldSpec('error_code', 'prim', 'error', (0, 6), None, 0),
    FieldSpec('producer_id', 'prim', 'int64', (0, 6), None, -1),
    FieldSpec('producer_epoch', 'prim', 'int16', (0, 6), None, 0),
    FieldSpec('ongoing_txn_producer_id', 'prim', 'int64', (6, 6), None, -1),
    FieldSpec('ongoing_txn_producer_epoch', 'prim', 'int16', (6, 6), None, -1),
)


def _d_InitProducerIdRequest_v0(buf: bytes, pos: int, end: int) -> tuple[InitProducerIdRequest, int]:
    o = _new(InitProducerIdRequest)
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        o.transactional_id = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.transactional_id = buf[pos:e2].decode()
        pos = e2
    o.transaction_timeout_ms = _S0(buf, pos)[0]
    pos += 4
    o.producer_id = -1
    o.producer_epoch = -1
    o.enable2_pc = False
    o.keep_prepared_txn = False
    o.unknown_tags = None
    return o, pos


def _d_InitProducerIdRequest_v2(buf: bytes, pos: int, end: int) -> tuple[InitProducerIdRequest, int]:
    o = _new(InitProducerIdRequest)
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
    if n1 == -1:
        o.transactional_id = None
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.transactional_id = buf[pos:e2].decode()
        pos = e2
    o.transaction_timeout_ms, pk3 = _S1(buf, pos)
    pos += 5
    if pk3:
        u4, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u4 = None
    o.producer_id = -1
    o.producer_epoch = -1
    o.enable2_pc = False
    o.keep_prepared_txn = False
    o.unknown_tags = u4
    return o, pos


def _d_InitProducerIdRequest_v3(buf: bytes, pos: int, end: int) -> tuple[InitProducerIdRequest, int]:
    o = _new(InitProducerIdRequest)
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
    if n1 == -1:
        o.transactional_id = None
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.transactional_id = buf[pos:e2].decode()
        pos = e2
    o.transaction_timeout_ms, o.producer_id, o.producer_epoch, pk3 = _S2(buf, pos)
    pos += 15
    if pk3:
        u4, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u4 = None
    o.enable2_pc = False
    o.keep_prepared_txn = False
    o.unknown_tags = u4
    return o, pos


def _d_InitProducerIdRequest_v6(buf: bytes, pos: int, end: int) -> tuple[InitProducerIdRequest, int]:
    o = _new(InitProducerIdRequest)
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
    if n1 == -1:
        o.transactional_id = None
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.transactional_id = buf[pos:e2].decode()
        pos = e2
    o.transaction_timeout_ms, o.producer_id, o.producer_epoch, o.enable2_pc, o.keep_prepared_txn, pk3 = _S3(buf, pos)
    pos += 17
    if pk3:
        u4, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u4 = None
    o.unknown_tags = u4
    return o, pos


def _e_InitProducerIdRequest_v0(o: InitProducerIdRequest, out: list[bytes]) -> None:
    if o.producer_id != -1:
        raise _absent('InitProducerIdRequest', 'producer_id', 0)
    if o.producer_epoch != -1:
        raise _absent('InitProducerIdRequest', 'producer_epoch', 0)
    if o.enable2_pc != False:
        raise _absent('InitProducerIdRequest', 'enable2_pc', 0)
    if o.keep_prepared_txn != False:
        raise _absent('InitProducerIdRequest', 'keep_prepared_txn', 0)
    if o.unknown_tags:
        raise _untagged('InitProducerIdRequest', 0)
    if o.transactional_id is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.transactional_id.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    out.append(_P0(o.transaction_timeout_ms))


def _e_InitProducerIdRequest_v1(o: InitProducerIdRequest, out: list[bytes]) -> None:
    if o.producer_id != -1:
        raise _absent('InitProducerIdRequest', 'producer_id', 1)
    if o.producer_epoch != -1:
        raise _absent('InitProducerIdRequest', 'producer_epoch', 1)
    if o.enable2_pc != False:
        raise _absent('InitProducerIdRequest', 'enable2_pc', 1)
    if o.keep_prepared_txn != False:
        raise _absent('InitProducerIdRequest', 'keep_prepared_txn', 1)
    if o.unknown_tags:
        raise _untagged('InitProducerIdRequest', 1)
    if o.transactional_id is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.transactional_id.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    out.append(_P0(o.transaction_timeout_ms))


def _e_InitProducerIdRequest_v2(o: InitProducerIdRequest, out: list[bytes]) -> None:
    if o.producer_id != -1:
        raise _absent('InitProducerIdRequest', 'producer_id', 2)
    if o.producer_epoch != -1:
        raise _absent('InitProducerIdRequest', 'producer_epoch', 2)
    if o.enable2_pc != False:
        raise _absent('InitProducerIdRequest', 'enable2_pc', 2)
    if o.keep_prepared_txn != False:
        raise _absent('InitProducerIdRequest', 'keep_prepared_txn', 2)
    if o.transactional_id is None:
        out.append(b'\x00')
    else:
        b1 = o.transactional_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P0(o.transaction_timeout_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_InitProducerIdRequest_v3(o: InitProducerIdRequest, out: list[bytes]) -> None:
    if o.enable2_pc != False:
        raise _absent('InitProducerIdRequest', 'enable2_pc', 3)
    if o.keep_prepared_txn != False:
        raise _absent('InitProducerIdRequest', 'keep_prepared_txn', 3)
    if o.transactional_id is None:
        out.append(b'\x00')
    else:
        b1 = o.transactional_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P4(o.transaction_timeout_ms, o.producer_id, o.producer_epoch))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_InitProducerIdRequest_v4(o: InitProducerIdRequest, out: list[bytes]) -> None:
    if o.enable2_pc != False:
        raise _absent('InitProducerIdRequest', 'enable2_pc', 4)
    if o.keep_prepared_txn != False:
        raise _absent('InitProducerIdRequest', 'keep_prepared_txn', 4)
    if o.transactional_id is None:
        out.append(b'\x00')
    else:
        b1 = o.transactional_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P4(o.transaction_timeout_ms, o.producer_id, o.producer_epoch))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_InitProducerIdRequest_v5(o: InitProducerIdRequest, out: list[bytes]) -> None:
    if o.enable2_pc != False:
        raise _absent('InitProducerIdRequest', 'enable2_pc', 5)
    if o.keep_prepared_txn != False:
        raise _absent('InitProducerIdRequest', 'keep_prepared_txn', 5)
    if o.transactional_id is None:
        out.append(b'\x00')
    else:
        b1 = o.transactional_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P4(o.transaction_timeout_ms, o.producer_id, o.producer_epoch))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_InitProducerIdRequest_v6(o: InitProducerIdRequest, out: list[bytes]) -> None:
    if o.transactional_id is None:
        out.append(b'\x00')
    else:
        b1 = o.transactional_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P5(o.transaction_timeout_ms, o.producer_id, o.producer_epoch, _BOOL[o.enable2_pc], _BOOL[o.keep_prepared_txn]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_InitProducerIdResponse_v0(buf: bytes, pos: int, end: int) -> tuple[InitProducerIdResponse, int]:
    o = _new(InitProducerIdResponse)
    o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch = _S6(buf, pos)
    pos += 16
    o.ongoing_txn_producer_id = -1
    o.ongoing_txn_producer_epoch = -1
    o.unknown_tags = None
    return o, pos


def _d_InitProducerIdResponse_v2(buf: bytes, pos: int, end: int) -> tuple[InitProducerIdResponse, int]:
    o = _new(InitProducerIdResponse)
    o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch, pk1 = _S7(buf, pos)
    pos += 17
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.ongoing_txn_producer_id = -1
    o.ongoing_txn_producer_epoch = -1
    o.unknown_tags = u2
    return o, pos


def _d_InitProducerIdResponse_v6(buf: bytes, pos: int, end: int) -> tuple[InitProducerIdResponse, int]:
    o = _new(InitProducerIdResponse)
    o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch, o.ongoing_txn_producer_id, o.ongoing_txn_producer_epoch, pk1 = _S8(buf, pos)
    pos += 27
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.unknown_tags = u2
    return o, pos


def _e_InitProducerIdResponse_v0(o: InitProducerIdResponse, out: list[bytes]) -> None:
    if o.ongoing_txn_producer_id != -1:
        raise _absent('InitProducerIdResponse', 'ongoing_txn_producer_id', 0)
    if o.ongoing_txn_producer_epoch != -1:
        raise _absent('InitProducerIdResponse', 'ongoing_txn_producer_epoch', 0)
    if o.unknown_tags:
        raise _untagged('InitProducerIdResponse', 0)
    out.append(_P6(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))


def _e_InitProducerIdResponse_v1(o: InitProducerIdResponse, out: list[bytes]) -> None:
    if o.ongoing_txn_producer_id != -1:
        raise _absent('InitProducerIdResponse', 'ongoing_txn_producer_id', 1)
    if o.ongoing_txn_producer_epoch != -1:
        raise _absent('InitProducerIdResponse', 'ongoing_txn_producer_epoch', 1)
    if o.unknown_tags:
        raise _untagged('InitProducerIdResponse', 1)
    out.append(_P6(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))


def _e_InitProducerIdResponse_v2(o: InitProducerIdResponse, out: list[bytes]) -> None:
    if o.ongoing_txn_producer_id != -1:
        raise _absent('InitProducerIdResponse', 'ongoing_txn_producer_id', 2)
    if o.ongoing_txn_producer_epoch != -1:
        raise _absent('InitProducerIdResponse', 'ongoing_txn_producer_epoch', 2)
    out.append(_P6(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_InitProducerIdResponse_v3(o: InitProducerIdResponse, out: list[bytes]) -> None:
    if o.ongoing_txn_producer_id != -1:
        raise _absent('InitProducerIdResponse', 'ongoing_txn_producer_id', 3)
    if o.ongoing_txn_producer_epoch != -1:
        raise _absent('InitProducerIdResponse', 'ongoing_txn_producer_epoch', 3)
    out.append(_P6(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_InitProducerIdResponse_v4(o: InitProducerIdResponse, out: list[bytes]) -> None:
    if o.ongoing_txn_producer_id != -1:
        raise _absent('InitProducerIdResponse', 'ongoing_txn_producer_id', 4)
    if o.ongoing_txn_producer_epoch != -1:
        raise _absent('InitProducerIdResponse', 'ongoing_txn_producer_epoch', 4)
    out.append(_P6(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_InitProducerIdResponse_v5(o: InitProducerIdResponse, out: list[bytes]) -> None:
    if o.ongoing_txn_producer_id != -1:
        raise _absent('InitProducerIdResponse', 'ongoing_txn_producer_id', 5)
    if o.ongoing_txn_producer_epoch != -1:
        raise _absent('InitProducerIdResponse', 'ongoing_txn_producer_epoch', 5)
    out.append(_P6(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_InitProducerIdResponse_v6(o: InitProducerIdResponse, out: list[bytes]) -> None:
    out.append(_P9(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch, o.ongoing_txn_producer_id, o.ongoing_txn_producer_epoch))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


InitProducerIdRequest.DECODERS = {0: _d_InitProducerIdRequest_v0, 1: _d_InitProducerIdRequest_v0, 2: _d_InitProducerIdRequest_v2, 3: _d_InitProducerIdRequest_v3, 4: _d_InitProducerIdRequest_v3, 5: _d_InitProducerIdRequest_v3, 6: _d_InitProducerIdRequest_v6}
InitProducerIdRequest.ENCODERS = {0: _e_InitProducerIdRequest_v0, 1: _e_InitProducerIdRequest_v1, 2: _e_InitProducerIdRequest_v2, 3: _e_InitProducerIdRequest_v3, 4: _e_InitProducerIdRequest_v4, 5: _e_InitProducerIdRequest_v5, 6: _e_InitProducerIdRequest_v6}
_bind_decode(InitProducerIdRequest)

InitProducerIdResponse.DECODERS = {0: _d_InitProducerIdResponse_v0, 1: _d_InitProducerIdResponse_v0, 2: _d_InitProducerIdResponse_v2, 3: _d_InitProducerIdResponse_v2, 4: _d_InitProducerIdResponse_v2, 5: _d_InitProducerIdResponse_v2, 6: _d_InitProducerIdResponse_v6}
InitProducerIdResponse.ENCODERS = {0: _e_InitProducerIdResponse_v0, 1: _e_InitProducerIdResponse_v1, 2: _e_InitProducerIdResponse_v2, 3: _e_InitProducerIdResponse_v3, 4: _e_InitProducerIdResponse_v4, 5: _e_InitProducerIdResponse_v5, 6: _e_InitProducerIdResponse_v6}
_bind_decode(InitProducerIdResponse)
