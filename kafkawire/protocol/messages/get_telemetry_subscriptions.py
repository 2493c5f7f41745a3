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
    o = _new(GetTelemetrySubscriptionsRequest)
    f_client_instance_id_1, pk2 = _S0(buf, pos)
    pos += 17
    f_client_instance_id_1 = _cached_uuid(f_client_instance_id_1) or _make_uuid(f_client_instance_id_1)
    if pk2:
        u3, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u3 = None
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
    o = _new(GetTelemetrySubscriptionsResponse)
    o.throttle_time_ms, o.error_code, f_client_instance_id_1, o.subscription_id, pk4, o.push_interval_ms, o.telemetry_max_bytes, o.delta_temporality, pk5 = _S2(buf, pos)
    f_client_instance_id_1 = _cached_uuid(f_client_instance_id_1) or _make_uuid(f_client_instance_id_1)
    if pk4 == 1:
        pos += 37
        f_accepted_compression_types_2 = []
    else:
        pos += 27
        if pk4 < 128:
            pk4 -= 1
        elif buf[pos] < 128:
            pk4 = pk4 + buf[pos] * 128 - 129
            pos += 1
        else:
            pk4, pos = _uvarint(buf, pos - 1)
            pk4 -= 1
        if pk4 < 0:
            raise _negative(pos)
        else:
            if pk4 > end - pos:
                raise _short(pos)
            f_accepted_compression_types_2 = [*_array('b', pk4).unpack_from(buf, pos)]
            pos += pk4
        o.push_interval_ms, o.telemetry_max_bytes, o.delta_temporality, pk5 = _S3(buf, pos)
        pos += 10
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 < 0:
        raise _negative(pos)
    else:
        if pk5 > end - pos:
            raise _short(pos)
        f_requested_metrics_3 = []
        for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
            n7 = buf[pos]
            if n7 < 128:
                pos += 1
                n7 -= 1
            elif buf[pos + 1] < 128:
                n7 = n7 + buf[pos + 1] * 128 - 129
                pos += 2
            else:
                n7, pos = _string_uvarint(buf, pos)
                n7 -= 1
            if n7 < 0:
                raise _negative(pos)
            else:
                e8 = pos + n7
                if e8 > end:
                    raise _short(pos)
                x6 = buf[pos:e8].decode()
                pos = e8
            f_requested_metrics_3.append(x6)
    if buf[pos]:
        u9, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u9 = None
    o.client_instance_id = f_client_instance_id_1
    o.accepted_compression_types = f_accepted_compression_types_2
    o.requested_metrics = f_requested_metrics_3
    o.unknown_tags = u9
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
