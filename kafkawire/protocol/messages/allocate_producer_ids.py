# generated from defs/067-allocate-producer-ids.kw; do not edit
"""AllocateProducerIds: API key 67, versions 0..0, flexible from 0."""

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

__all__ = ['AllocateProducerIdsRequest', 'AllocateProducerIdsResponse']

_S0 = _Struct('>iq').unpack_from
_P0 = _Struct('>iq').pack
_S1 = _Struct('>ihqi').unpack_from
_P1 = _Struct('>ihqi').pack


class AllocateProducerIdsRequest(Message):
    """AllocateProducerIds request (API key 67), versions 0..0."""

    __slots__ = ('broker_id', 'broker_epoch')
    API_KEY = 67
    API_NAME = 'AllocateProducerIds'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    broker_id: int
    broker_epoch: int

    def __init__(
        self,
        broker_id: int = 0,
        broker_epoch: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self.unknown_tags = unknown_tags


class AllocateProducerIdsResponse(Message):
    """AllocateProducerIds response (API key 67), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'producer_id_start', 'producer_id_len')
    API_KEY = 67
    API_NAME = 'AllocateProducerIds'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    producer_id_start: int
    producer_id_len: int

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        producer_id_start: int = 0,
        producer_id_len: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.producer_id_start = producer_id_start
        self.producer_id_len = producer_id_len
        self.unknown_tags = unknown_tags

AllocateProducerIdsRequest.FIELDS = (
    FieldSpec('broker_id', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('broker_epoch', 'prim', 'int64', (0, 0), None, -1),
)

AllocateProducerIdsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('producer_id_start', 'prim', 'int64', (0, 0), None, 0),
    FieldSpec('producer_id_len', 'prim', 'int32', (0, 0), None, 0),
)


def _d_AllocateProducerIdsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[AllocateProducerIdsRequest, int]:
    f_broker_id_1, f_broker_epoch_2 = _S0(buf, pos)
    pos += 12
    nt3 = buf[pos]
    if nt3 < 128:
        pos += 1
    else:
        nt3, pos = _uvarint(buf, pos)
    u4 = None
    if nt3:
        last5 = -1
        for _ in range(nt3):
            tg6 = buf[pos]
            if tg6 < 128:
                pos += 1
            else:
                tg6, pos = _uvarint(buf, pos)
            sz7 = buf[pos]
            if sz7 < 128:
                pos += 1
            else:
                sz7, pos = _uvarint(buf, pos)
            te8 = pos + sz7
            if te8 > end:
                raise _short(pos)
            if tg6 <= last5:
                raise _tag_order(pos)
            last5 = tg6
            if u4 is None:
                u4 = {}
            u4[tg6] = buf[pos:te8]
            pos = te8
    o = AllocateProducerIdsRequest(f_broker_id_1, f_broker_epoch_2, u4)
    return o, pos


def _e_AllocateProducerIdsRequest_v0(o: AllocateProducerIdsRequest, out: bytearray) -> None:
    out += _P0(o.broker_id, o.broker_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_AllocateProducerIdsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[AllocateProducerIdsResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, f_producer_id_start_3, f_producer_id_len_4 = _S1(buf, pos)
    pos += 18
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
    o = AllocateProducerIdsResponse(f_throttle_time_ms_1, f_error_code_2, f_producer_id_start_3, f_producer_id_len_4, u6)
    return o, pos


def _e_AllocateProducerIdsResponse_v0(o: AllocateProducerIdsResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code, o.producer_id_start, o.producer_id_len)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


AllocateProducerIdsRequest.DECODERS = (_d_AllocateProducerIdsRequest_v0,)
AllocateProducerIdsRequest.ENCODERS = (_e_AllocateProducerIdsRequest_v0,)

AllocateProducerIdsResponse.DECODERS = (_d_AllocateProducerIdsResponse_v0,)
AllocateProducerIdsResponse.ENCODERS = (_e_AllocateProducerIdsResponse_v0,)
