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

__all__ = ['AllocateProducerIdsRequest', 'AllocateProducerIdsResponse']

_S0 = _Struct('>iqB').unpack_from
_P0 = _Struct('>iqB').pack
_S1 = _Struct('>iq').unpack_from
_P1 = _Struct('>iq').pack
_S2 = _Struct('>ihqiB').unpack_from
_P2 = _Struct('>ihqiB').pack
_S3 = _Struct('>ihqi').unpack_from
_P3 = _Struct('>ihqi').pack


class AllocateProducerIdsRequest(Request["AllocateProducerIdsResponse"]):
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
    o = _new(AllocateProducerIdsRequest)
    o.broker_id, o.broker_epoch, pk1 = _S0(buf, pos)
    pos += 13
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.unknown_tags = u2
    return o, pos


def _e_AllocateProducerIdsRequest_v0(o: AllocateProducerIdsRequest, out: list[bytes]) -> None:
    out.append(_P1(o.broker_id, o.broker_epoch))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_AllocateProducerIdsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[AllocateProducerIdsResponse, int]:
    o = _new(AllocateProducerIdsResponse)
    o.throttle_time_ms, o.error_code, o.producer_id_start, o.producer_id_len, pk1 = _S2(buf, pos)
    pos += 19
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.unknown_tags = u2
    return o, pos


def _e_AllocateProducerIdsResponse_v0(o: AllocateProducerIdsResponse, out: list[bytes]) -> None:
    out.append(_P3(o.throttle_time_ms, o.error_code, o.producer_id_start, o.producer_id_len))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


AllocateProducerIdsRequest.DECODERS = {0: _d_AllocateProducerIdsRequest_v0}
AllocateProducerIdsRequest.ENCODERS = {0: _e_AllocateProducerIdsRequest_v0}
_bind_decode(AllocateProducerIdsRequest)

AllocateProducerIdsResponse.DECODERS = {0: _d_AllocateProducerIdsResponse_v0}
AllocateProducerIdsResponse.ENCODERS = {0: _e_AllocateProducerIdsResponse_v0}
_bind_decode(AllocateProducerIdsResponse)
