# generated from defs/070-controller-registration.kw; do not edit
"""ControllerRegistration: API key 70, versions 0..0, flexible from 0."""

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

__all__ = ['ControllerRegistrationRequest', 'ControllerRegistrationResponse', 'Feature', 'Listener']

_S0 = _Struct('>i16s?B').unpack_from
_P0 = _Struct('>i16s?B').pack
_S1 = _Struct('>HhB').unpack_from
_P1 = _Struct('>HhB').pack
_S2 = _Struct('>hhB').unpack_from
_P2 = _Struct('>hhB').pack
_S3 = _Struct('>i16sB').unpack_from
_P3 = _Struct('>i16sB').pack
_S4 = _Struct('>Hh').unpack_from
_P4 = _Struct('>Hh').pack
_S5 = _Struct('>hh').unpack_from
_P5 = _Struct('>hh').pack
_S6 = _Struct('>ihB').unpack_from
_P6 = _Struct('>ihB').pack
_S7 = _Struct('>ih').unpack_from
_P7 = _Struct('>ih').pack


class Listener(Struct):
    """Element Listener of ControllerRegistration."""

    __slots__ = ('name', 'host', 'port', 'security_protocol')
    name: str
    host: str
    port: int
    security_protocol: int

    def __init__(
        self,
        name: str = "",
        host: str = "",
        port: int = 0,
        security_protocol: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.host = host
        self.port = port
        self.security_protocol = security_protocol
        self.unknown_tags = unknown_tags


class Feature(Struct):
    """Element Feature of ControllerRegistration."""

    __slots__ = ('name', 'min_supported_version', 'max_supported_version')
    name: str
    min_supported_version: int
    max_supported_version: int

    def __init__(
        self,
        name: str = "",
        min_supported_version: int = 0,
        max_supported_version: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.min_supported_version = min_supported_version
        self.max_supported_version = max_supported_version
        self.unknown_tags = unknown_tags


class ControllerRegistrationRequest(Request["ControllerRegistrationResponse"]):
    """ControllerRegistration request (API key 70), versions 0..0."""

    __slots__ = ('controller_id', 'incarnation_id', 'zk_migration_ready', 'listeners', 'features')
    API_KEY = 70
    API_NAME = 'ControllerRegistration'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    controller_id: int
    incarnation_id: UUID
    zk_migration_ready: bool
    listeners: list[Listener]
    features: list[Feature]

    def __init__(
        self,
        controller_id: int = 0,
        incarnation_id: UUID = ZERO_UUID,
        zk_migration_ready: bool = False,
        listeners: list[Listener] = DEFAULT,
        features: list[Feature] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.controller_id = controller_id
        self.incarnation_id = incarnation_id
        self.zk_migration_ready = zk_migration_ready
        self.listeners = [] if listeners is DEFAULT else listeners
        self.features = [] if features is DEFAULT else features
        self.unknown_tags = unknown_tags


class ControllerRegistrationResponse(Message):
    """ControllerRegistration response (API key 70), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message')
    API_KEY = 70
    API_NAME = 'ControllerRegistration'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    error_message: str | None

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags

Listener.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('host', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('port', 'prim', 'uint16', (0, 0), None, 0),
    FieldSpec('security_protocol', 'prim', 'int16', (0, 0), None, 0),
)

Feature.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('min_supported_version', 'prim', 'int16', (0, 0), None, 0),
    FieldSpec('max_supported_version', 'prim', 'int16', (0, 0), None, 0),
)

ControllerRegistrationRequest.FIELDS = (
    FieldSpec('controller_id', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('incarnation_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('zk_migration_ready', 'prim', 'bool', (0, 0), None, False),
    FieldSpec('listeners', 'array', 'Listener', (0, 0), None, DEFAULT, struct=Listener),
    FieldSpec('features', 'array', 'Feature', (0, 0), None, DEFAULT, struct=Feature),
)

ControllerRegistrationResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), ""),
)


def _d_ControllerRegistrationRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ControllerRegistrationRequest, int]:
    o = _new(ControllerRegistrationRequest)
    o.controller_id, f_incarnation_id_1, o.zk_migration_ready, pk4 = _S0(buf, pos)
    pos += 22
    f_incarnation_id_1 = _cached_uuid(f_incarnation_id_1) or _make_uuid(f_incarnation_id_1)
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
        if pk4 * 7 > end - pos:
            raise _short(pos)
        f_listeners_2 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(Listener)
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x5.name = buf[pos:e7].decode()
                    pos = e7
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _string_uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x5.host = buf[pos:e9].decode()
                    pos = e9
                x5.port, x5.security_protocol, pk10 = _S1(buf, pos)
                pos += 5
                if pk10:
                    u11, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u11 = None
                x5.unknown_tags = u11
                f_listeners_2.append(x5)
    n12 = buf[pos]
    if n12 < 128:
        pos += 1
        n12 -= 1
    elif buf[pos + 1] < 128:
        n12 = n12 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n12, pos = _uvarint(buf, pos)
        n12 -= 1
    if n12 < 0:
        raise _negative(pos)
    else:
        if n12 * 6 > end - pos:
            raise _short(pos)
        f_features_3 = []
        if n12:
            for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                x13 = _new(Feature)
                n14 = buf[pos]
                if n14 < 128:
                    pos += 1
                    n14 -= 1
                elif buf[pos + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n14, pos = _string_uvarint(buf, pos)
                    n14 -= 1
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    x13.name = buf[pos:e15].decode()
                    pos = e15
                x13.min_supported_version, x13.max_supported_version, pk16 = _S2(buf, pos)
                pos += 5
                if pk16:
                    u17, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u17 = None
                x13.unknown_tags = u17
                f_features_3.append(x13)
    if buf[pos]:
        u18, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u18 = None
    o.incarnation_id = f_incarnation_id_1
    o.listeners = f_listeners_2
    o.features = f_features_3
    o.unknown_tags = u18
    return o, pos


def _e_ControllerRegistrationRequest_v0(o: ControllerRegistrationRequest, out: list[bytes]) -> None:
    out.append(_P3(o.controller_id, _uuid_bytes(o.incarnation_id), _BOOL[o.zk_migration_ready]))
    if type(o.listeners) is not list:
        _check_list(o.listeners)
    if len(o.listeners) + 1 < 128:
        out.append(_B1[len(o.listeners) + 1])
    else:
        out.append(_encode_uvarint(len(o.listeners) + 1))
    for x1 in o.listeners:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        b3 = x1.host.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        out.append(_P4(x1.port, x1.security_protocol))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if type(o.features) is not list:
        _check_list(o.features)
    if len(o.features) + 1 < 128:
        out.append(_B1[len(o.features) + 1])
    else:
        out.append(_encode_uvarint(len(o.features) + 1))
    for x4 in o.features:
        b5 = x4.name.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
        out.append(_P5(x4.min_supported_version, x4.max_supported_version))
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_ControllerRegistrationResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ControllerRegistrationResponse, int]:
    o = _new(ControllerRegistrationResponse)
    o.throttle_time_ms, o.error_code, pk1 = _S6(buf, pos)
    pos += 7
    if pk1 < 128:
        pk1 -= 1
    elif buf[pos] < 128:
        pk1 = pk1 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk1, pos = _string_uvarint(buf, pos - 1)
        pk1 -= 1
    if pk1 == -1:
        o.error_message = None
    else:
        e2 = pos + pk1
        if e2 > end:
            raise _short(pos)
        o.error_message = buf[pos:e2].decode()
        pos = e2
    if buf[pos]:
        u3, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u3 = None
    o.unknown_tags = u3
    return o, pos


def _e_ControllerRegistrationResponse_v0(o: ControllerRegistrationResponse, out: list[bytes]) -> None:
    out.append(_P7(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


ControllerRegistrationRequest.DECODERS = {0: _d_ControllerRegistrationRequest_v0}
ControllerRegistrationRequest.ENCODERS = {0: _e_ControllerRegistrationRequest_v0}
_bind_decode(ControllerRegistrationRequest)

ControllerRegistrationResponse.DECODERS = {0: _d_ControllerRegistrationResponse_v0}
ControllerRegistrationResponse.ENCODERS = {0: _e_ControllerRegistrationResponse_v0}
_bind_decode(ControllerRegistrationResponse)
