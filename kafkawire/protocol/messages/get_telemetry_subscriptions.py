# generated from defs/071-get-telemetry-subscriptions.kw; do not edit
"""GetTelemetrySubscriptions: API key 71, versions 0..0, flexible from 0."""

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

__all__ = ['GetTelemetrySubscriptionsRequest', 'GetTelemetrySubscriptionsResponse']

_S0 = _Struct('>16sB').unpack_from
_P0 = _Struct('>16sB').pack
_S1 = _Struct('>16s').unpack_from
_P1 = _Struct('>16s').pack
_S2 = _Struct('>ih16siBii?B').unpack_from
_P2 = _Struct('>ih16siBii?B').pack
_S3 = _Struct('>ii?B').unpack_from
_P3 = _Struct('>ii?B').pack
_S4 = _Struct('>ih16si').unpack_from
_P4 = _Struct('>ih16si').pack
_S5 = _Struct('>iiB').unpack_from
_P5 = _Struct('>iiB').pack


class GetTelemetrySubscriptionsRequest(Request["GetTelemetrySubscriptionsResponse"]):
    """GetTelemetrySubscriptions request (API key 71), versions 0..0."""

    __slots__ = ('client_instance_id',)
    API_KEY = 71
    API_NAME = 'GetTelemetrySubscriptions'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    client_instance_id: UUID

    def __init__(
        self,
        client_instance_id: UUID = ZERO_UUID,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.client_instance_id = client_instance_id
        self.unknown_tags = unknown_tags


class GetTelemetrySubscriptionsResponse(Message):
    """GetTelemetrySubscriptions response (API key 71), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'client_instance_id', 'subscription_id', 'accepted_compression_types', 'push_interval_ms', 'telemetry_max_bytes', 'delta_temporality', 'requested_metrics')
    API_KEY = 71
    API_NAME = 'GetTelemetrySubscriptions'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    client_instance_id: UUID
    subscription_id: int
    accepted_compression_types: list[int]
    push_interval_ms: int
    telemetry_max_bytes: int
    delta_temporality: bool
    requested_metrics: list[str]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        client_instance_id: UUID = ZERO_UUID,
        subscription_id: int = 0,
        accepted_compression_types: list[int] = DEFAULT,
        push_interval_ms: int = 0,
        telemetry_max_bytes: int = 0,
        delta_temporality: bool = False,
        requested_metrics: list[str] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.client_instance_id = client_instance_id
        self.subscription_id = subscription_id
        self.accepted_compression_types = [] if accepted_compression_types is DEFAULT else accepted_compression_types
        self.push_interval_ms = push_interval_ms
        self.telemetry_max_bytes = telemetry_max_bytes
        self.delta_temporality = delta_temporality
        self.requested_metrics = [] if requested_metrics is DEFAULT else requested_metrics
        self.unknown_tags = unknown_tags

GetTelemetrySubscriptionsRequest.FIELDS = (
    FieldSpec('client_instance_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
)

GetTelemetrySubscriptionsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('client_instance_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('subscription_id', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('accepted_compression_types', 'array', 'int8', (0, 0), None, DEFAULT),
    FieldSpec('push_interval_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('telemetry_max_bytes', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('delta_temporality', 'prim', 'bool', (0, 0), None, False),
    FieldSpec('requested_metrics', 'array', 'string', (0, 0), None, DEFAULT),
)


def _d_GetTelemetrySubscriptionsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[GetTelemetrySubscriptionsRequest, int]:
    f_client_instance_id_1, pk2 = _S0(buf, pos)
    pos += 17
    f_client_instance_id_1 = _cached_uuid(f_client_instance_id_1) or _make_uuid(f_client_instance_id_1)
    if pk2:
        u3, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u3 = None
    o = _new(GetTelemetrySubscriptionsRequest)
    o.client_instance_id = f_client_instance_id_1
    o.unknown_tags = u3
    return o, pos


def _e_GetTelemetrySubscriptionsRequest_v0(o: GetTelemetrySubscriptionsRequest, out: list[bytes]) -> None:
    out.append(_P1(_uuid_bytes(o.client_instance_id)))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_GetTelemetrySubscriptionsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[GetTelemetrySubscriptionsResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, f_client_instance_id_3, f_subscription_id_4, pk10, f_push_interval_ms_6, f_telemetry_max_bytes_7, f_delta_temporality_8, pk11 = _S2(buf, pos)
    f_client_instance_id_3 = _cached_uuid(f_client_instance_id_3) or _make_uuid(f_client_instance_id_3)
    if pk10 == 1:
        pos += 37
        f_accepted_compression_types_5 = []
    else:
        pos += 27
        if pk10 < 128:
            pk10 -= 1
        elif buf[pos] < 128:
            pk10 = pk10 + buf[pos] * 128 - 129
            pos += 1
        else:
            pk10, pos = _uvarint(buf, pos - 1)
            pk10 -= 1
        if pk10 < 0:
            raise _negative(pos)
        else:
            if pk10 > end - pos:
                raise _short(pos)
            f_accepted_compression_types_5 = [*_array('b', pk10).unpack_from(buf, pos)]
            pos += pk10
        f_push_interval_ms_6, f_telemetry_max_bytes_7, f_delta_temporality_8, pk11 = _S3(buf, pos)
        pos += 10
    if pk11 < 128:
        pk11 -= 1
    elif buf[pos] < 128:
        pk11 = pk11 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk11, pos = _uvarint(buf, pos - 1)
        pk11 -= 1
    if pk11 < 0:
        raise _negative(pos)
    else:
        if pk11 > end - pos:
            raise _short(pos)
        f_requested_metrics_9 = []
        for _ in (_ranges[pk11] if pk11 < 256 else range(pk11)):
            n13 = buf[pos]
            if n13 < 128:
                pos += 1
                n13 -= 1
            elif buf[pos + 1] < 128:
                n13 = n13 + buf[pos + 1] * 128 - 129
                pos += 2
            else:
                n13, pos = _string_uvarint(buf, pos)
                n13 -= 1
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                x12 = buf[pos:e14].decode()
                pos = e14
            f_requested_metrics_9.append(x12)
    if buf[pos]:
        u15, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u15 = None
    o = _new(GetTelemetrySubscriptionsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.client_instance_id = f_client_instance_id_3
    o.subscription_id = f_subscription_id_4
    o.accepted_compression_types = f_accepted_compression_types_5
    o.push_interval_ms = f_push_interval_ms_6
    o.telemetry_max_bytes = f_telemetry_max_bytes_7
    o.delta_temporality = f_delta_temporality_8
    o.requested_metrics = f_requested_metrics_9
    o.unknown_tags = u15
    return o, pos


def _e_GetTelemetrySubscriptionsResponse_v0(o: GetTelemetrySubscriptionsResponse, out: list[bytes]) -> None:
    out.append(_P4(o.throttle_time_ms, o.error_code, _uuid_bytes(o.client_instance_id), o.subscription_id))
    if type(o.accepted_compression_types) is not list:
        _check_list(o.accepted_compression_types)
    if len(o.accepted_compression_types) + 1 < 128:
        out.append(_B1[len(o.accepted_compression_types) + 1])
    else:
        out.append(_encode_uvarint(len(o.accepted_compression_types) + 1))
    out.append(_array('b', len(o.accepted_compression_types)).pack(*o.accepted_compression_types))
    out.append(_P5(o.push_interval_ms, o.telemetry_max_bytes, _BOOL[o.delta_temporality]))
    if type(o.requested_metrics) is not list:
        _check_list(o.requested_metrics)
    if len(o.requested_metrics) + 1 < 128:
        out.append(_B1[len(o.requested_metrics) + 1])
    else:
        out.append(_encode_uvarint(len(o.requested_metrics) + 1))
    for x1 in o.requested_metrics:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


GetTelemetrySubscriptionsRequest.DECODERS = {0: _d_GetTelemetrySubscriptionsRequest_v0}
GetTelemetrySubscriptionsRequest.ENCODERS = {0: _e_GetTelemetrySubscriptionsRequest_v0}
_bind_decode(GetTelemetrySubscriptionsRequest)

GetTelemetrySubscriptionsResponse.DECODERS = {0: _d_GetTelemetrySubscriptionsResponse_v0}
GetTelemetrySubscriptionsResponse.ENCODERS = {0: _e_GetTelemetrySubscriptionsResponse_v0}
_bind_decode(GetTelemetrySubscriptionsResponse)
