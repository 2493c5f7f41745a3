# generated from defs/072-push-telemetry.kw; do not edit
"""PushTelemetry: API key 72, versions 0..0, flexible from 0."""

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

__all__ = ['PushTelemetryRequest', 'PushTelemetryResponse']

_S0 = _Struct('>16si?bB').unpack_from
_P0 = _Struct('>16si?bB').pack
_S1 = _Struct('>16siBb').unpack_from
_P1 = _Struct('>16siBb').pack
_S2 = _Struct('>ihB').unpack_from
_P2 = _Struct('>ihB').pack
_S3 = _Struct('>ih').unpack_from
_P3 = _Struct('>ih').pack


class PushTelemetryRequest(Request["PushTelemetryResponse"]):
    """PushTelemetry request (API key 72), versions 0..0."""

    __slots__ = ('client_instance_id', 'subscription_id', 'terminating', 'compression_type', 'metrics')
    API_KEY = 72
    API_NAME = 'PushTelemetry'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    client_instance_id: UUID
    subscription_id: int
    terminating: bool
    compression_type: int
    metrics: bytes

    def __init__(
        self,
        client_instance_id: UUID = ZERO_UUID,
        subscription_id: int = 0,
        terminating: bool = False,
        compression_type: int = 0,
        metrics: bytes = b"",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.client_instance_id = client_instance_id
        self.subscription_id = subscription_id
        self.terminating = terminating
        self.compression_type = compression_type
        self.metrics = metrics
        self.unknown_tags = unknown_tags


class PushTelemetryResponse(Message):
    """PushTelemetry response (API key 72), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'error_code')
    API_KEY = 72
    API_NAME = 'PushTelemetry'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
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

PushTelemetryRequest.FIELDS = (
    FieldSpec('client_instance_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('subscription_id', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('terminating', 'prim', 'bool', (0, 0), None, False),
    FieldSpec('compression_type', 'prim', 'int8', (0, 0), None, 0),
    FieldSpec('metrics', 'prim', 'bytes', (0, 0), None, b""),
)

PushTelemetryResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
)


def _d_PushTelemetryRequest_v0(buf: bytes, pos: int, end: int) -> tuple[PushTelemetryRequest, int]:
    o = _new(PushTelemetryRequest)
    f_client_instance_id_1, o.subscription_id, o.terminating, o.compression_type, pk2 = _S0(buf, pos)
    pos += 23
    f_client_instance_id_1 = _cached_uuid(f_client_instance_id_1) or _make_uuid(f_client_instance_id_1)
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    elif buf[pos + 1] < 128:
        pk2 = pk2 + buf[pos] * 128 + buf[pos + 1] * 16384 - 16513
        pos += 2
    else:
        pk2, pos = _uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + pk2
        if e3 > end:
            raise _short(pos)
        o.metrics = buf[pos:e3]
        pos = e3
    if buf[pos]:
        u4, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u4 = None
    o.client_instance_id = f_client_instance_id_1
    o.unknown_tags = u4
    return o, pos


def _e_PushTelemetryRequest_v0(o: PushTelemetryRequest, out: list[bytes]) -> None:
    out.append(_P1(_uuid_bytes(o.client_instance_id), o.subscription_id, _BOOL[o.terminating], o.compression_type))
    b1 = o.metrics
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_encode_uvarint(len(b1) + 1))
    out.append(b1)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_PushTelemetryResponse_v0(buf: bytes, pos: int, end: int) -> tuple[PushTelemetryResponse, int]:
    o = _new(PushTelemetryResponse)
    o.throttle_time_ms, o.error_code, pk1 = _S2(buf, pos)
    pos += 7
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.unknown_tags = u2
    return o, pos


def _e_PushTelemetryResponse_v0(o: PushTelemetryResponse, out: list[bytes]) -> None:
    out.append(_P3(o.throttle_time_ms, o.error_code))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


PushTelemetryRequest.DECODERS = {0: _d_PushTelemetryRequest_v0}
PushTelemetryRequest.ENCODERS = {0: _e_PushTelemetryRequest_v0}
_bind_decode(PushTelemetryRequest)

PushTelemetryResponse.DECODERS = {0: _d_PushTelemetryResponse_v0}
PushTelemetryResponse.ENCODERS = {0: _e_PushTelemetryResponse_v0}
_bind_decode(PushTelemetryResponse)
