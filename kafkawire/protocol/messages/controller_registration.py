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
    _encode_uvarint,
    _make_uuid,
    _negative,
    _new,
    _Ph,
    _Pi,
    _short,
    _tag_order,
    _tag_size,
    _i32s,
    _uh,
    _unknown_tags,
    _ui,
    _uuid_bytes,
    _uvarint,
    _write_tags,
)
from kafkawire.protocol.message import DEFAULT, ZERO_UUID, FieldSpec, Message, Struct

__all__ = ['ControllerRegistrationRequest', 'ControllerRegistrationResponse', 'Feature', 'Listener']

_S0 = _Struct('>i16s?').unpack_from
_P0 = _Struct('>i16s?').pack
_S1 = _Struct('>Hh').unpack_from
_P1 = _Struct('>Hh').pack
_S2 = _Struct('>hh').unpack_from
_P2 = _Struct('>hh').pack
_S3 = _Struct('>ih').unpack_from
_P3 = _Struct('>ih').pack


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


class ControllerRegistrationRequest(Message):
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
    f_controller_id_1, f_incarnation_id_2, f_zk_migration_ready_3 = _S0(buf, pos)
    pos += 21
    f_incarnation_id_2 = _make_uuid(f_incarnation_id_2)
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n6 = (n6 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 7 > end - pos:
            raise _short(pos)
        f_listeners_4 = []
        ap7 = f_listeners_4.append
        for _ in range(n6):
            n13 = buf[pos]
            if n13 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n13 = (n13 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n13, pos = _uvarint(buf, pos)
            n13 -= 1
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                f_name_9 = buf[pos:e14].decode()
                pos = e14
            n15 = buf[pos]
            if n15 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n15 = (n15 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n15, pos = _uvarint(buf, pos)
            n15 -= 1
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_host_10 = buf[pos:e16].decode()
                pos = e16
            f_port_11, f_security_protocol_12 = _S1(buf, pos)
            pos += 4
            if buf[pos]:
                u17, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u17 = None
            x8 = _new(Listener)
            x8.name = f_name_9
            x8.host = f_host_10
            x8.port = f_port_11
            x8.security_protocol = f_security_protocol_12
            x8.unknown_tags = u17
            ap7(x8)
    n18 = buf[pos]
    if n18 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n18 = (n18 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n18, pos = _uvarint(buf, pos)
    n18 -= 1
    if n18 < 0:
        raise _negative(pos)
    else:
        if n18 * 6 > end - pos:
            raise _short(pos)
        f_features_5 = []
        ap19 = f_features_5.append
        for _ in range(n18):
            n24 = buf[pos]
            if n24 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n24 = (n24 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n24, pos = _uvarint(buf, pos)
            n24 -= 1
            if n24 < 0:
                raise _negative(pos)
            else:
                e25 = pos + n24
                if e25 > end:
                    raise _short(pos)
                f_name_21 = buf[pos:e25].decode()
                pos = e25
            f_min_supported_version_22, f_max_supported_version_23 = _S2(buf, pos)
            pos += 4
            if buf[pos]:
                u26, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u26 = None
            x20 = _new(Feature)
            x20.name = f_name_21
            x20.min_supported_version = f_min_supported_version_22
            x20.max_supported_version = f_max_supported_version_23
            x20.unknown_tags = u26
            ap19(x20)
    if buf[pos]:
        u27, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u27 = None
    o = _new(ControllerRegistrationRequest)
    o.controller_id = f_controller_id_1
    o.incarnation_id = f_incarnation_id_2
    o.zk_migration_ready = f_zk_migration_ready_3
    o.listeners = f_listeners_4
    o.features = f_features_5
    o.unknown_tags = u27
    return o, pos


def _e_ControllerRegistrationRequest_v0(o: ControllerRegistrationRequest, out: list[bytes]) -> None:
    out.append(_P0(o.controller_id, _uuid_bytes(o.incarnation_id), o.zk_migration_ready))
    if len(o.listeners) + 1 < 128:
        out.append(_B1[len(o.listeners) + 1])
    else:
        out.append(_encode_uvarint(len(o.listeners) + 1))
    for x1 in o.listeners:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        b3 = x1.host.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_encode_uvarint(len(b3) + 1))
        out.append(b3)
        out.append(_P1(x1.port, x1.security_protocol))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.features) + 1 < 128:
        out.append(_B1[len(o.features) + 1])
    else:
        out.append(_encode_uvarint(len(o.features) + 1))
    for x4 in o.features:
        b5 = x4.name.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_encode_uvarint(len(b5) + 1))
        out.append(b5)
        out.append(_P2(x4.min_supported_version, x4.max_supported_version))
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_ControllerRegistrationResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ControllerRegistrationResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S3(buf, pos)
    pos += 6
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 == -1:
        f_error_message_3 = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e5].decode()
        pos = e5
    if buf[pos]:
        u6, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u6 = None
    o = _new(ControllerRegistrationResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.unknown_tags = u6
    return o, pos


def _e_ControllerRegistrationResponse_v0(o: ControllerRegistrationResponse, out: list[bytes]) -> None:
    out.append(_P3(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_encode_uvarint(len(b1) + 1))
        out.append(b1)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


ControllerRegistrationRequest.DECODERS = (_d_ControllerRegistrationRequest_v0,)
ControllerRegistrationRequest.ENCODERS = (_e_ControllerRegistrationRequest_v0,)

ControllerRegistrationResponse.DECODERS = (_d_ControllerRegistrationResponse_v0,)
ControllerRegistrationResponse.ENCODERS = (_e_ControllerRegistrationResponse_v0,)
