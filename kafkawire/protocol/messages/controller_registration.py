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
            nt17 = buf[pos]
            if nt17 < 128:
                pos += 1
            else:
                nt17, pos = _uvarint(buf, pos)
            u18 = None
            if nt17:
                last19 = -1
                for _ in range(nt17):
                    tg20 = buf[pos]
                    if tg20 < 128:
                        pos += 1
                    else:
                        tg20, pos = _uvarint(buf, pos)
                    sz21 = buf[pos]
                    if sz21 < 128:
                        pos += 1
                    else:
                        sz21, pos = _uvarint(buf, pos)
                    te22 = pos + sz21
                    if te22 > end:
                        raise _short(pos)
                    if tg20 <= last19:
                        raise _tag_order(pos)
                    last19 = tg20
                    if u18 is None:
                        u18 = {}
                    u18[tg20] = buf[pos:te22]
                    pos = te22
            x8 = Listener(f_name_9, f_host_10, f_port_11, f_security_protocol_12, u18)
            ap7(x8)
    n23 = buf[pos]
    if n23 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n23 = (n23 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n23, pos = _uvarint(buf, pos)
    n23 -= 1
    if n23 < 0:
        raise _negative(pos)
    else:
        if n23 * 6 > end - pos:
            raise _short(pos)
        f_features_5 = []
        ap24 = f_features_5.append
        for _ in range(n23):
            n29 = buf[pos]
            if n29 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n29 = (n29 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n29, pos = _uvarint(buf, pos)
            n29 -= 1
            if n29 < 0:
                raise _negative(pos)
            else:
                e30 = pos + n29
                if e30 > end:
                    raise _short(pos)
                f_name_26 = buf[pos:e30].decode()
                pos = e30
            f_min_supported_version_27, f_max_supported_version_28 = _S2(buf, pos)
            pos += 4
            nt31 = buf[pos]
            if nt31 < 128:
                pos += 1
            else:
                nt31, pos = _uvarint(buf, pos)
            u32 = None
            if nt31:
                last33 = -1
                for _ in range(nt31):
                    tg34 = buf[pos]
                    if tg34 < 128:
                        pos += 1
                    else:
                        tg34, pos = _uvarint(buf, pos)
                    sz35 = buf[pos]
                    if sz35 < 128:
                        pos += 1
                    else:
                        sz35, pos = _uvarint(buf, pos)
                    te36 = pos + sz35
                    if te36 > end:
                        raise _short(pos)
                    if tg34 <= last33:
                        raise _tag_order(pos)
                    last33 = tg34
                    if u32 is None:
                        u32 = {}
                    u32[tg34] = buf[pos:te36]
                    pos = te36
            x25 = Feature(f_name_26, f_min_supported_version_27, f_max_supported_version_28, u32)
            ap24(x25)
    nt37 = buf[pos]
    if nt37 < 128:
        pos += 1
    else:
        nt37, pos = _uvarint(buf, pos)
    u38 = None
    if nt37:
        last39 = -1
        for _ in range(nt37):
            tg40 = buf[pos]
            if tg40 < 128:
                pos += 1
            else:
                tg40, pos = _uvarint(buf, pos)
            sz41 = buf[pos]
            if sz41 < 128:
                pos += 1
            else:
                sz41, pos = _uvarint(buf, pos)
            te42 = pos + sz41
            if te42 > end:
                raise _short(pos)
            if tg40 <= last39:
                raise _tag_order(pos)
            last39 = tg40
            if u38 is None:
                u38 = {}
            u38[tg40] = buf[pos:te42]
            pos = te42
    o = ControllerRegistrationRequest(f_controller_id_1, f_incarnation_id_2, f_zk_migration_ready_3, f_listeners_4, f_features_5, u38)
    return o, pos


def _e_ControllerRegistrationRequest_v0(o: ControllerRegistrationRequest, out: bytearray) -> None:
    out += _P0(o.controller_id, _uuid_bytes(o.incarnation_id), o.zk_migration_ready)
    if len(o.listeners) + 1 < 128:
        out.append(len(o.listeners) + 1)
    else:
        out += _encode_uvarint(len(o.listeners) + 1)
    for x1 in o.listeners:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        b3 = x1.host.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
        out += _P1(x1.port, x1.security_protocol)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if len(o.features) + 1 < 128:
        out.append(len(o.features) + 1)
    else:
        out += _encode_uvarint(len(o.features) + 1)
    for x4 in o.features:
        b5 = x4.name.encode()
        if len(b5) + 1 < 128:
            out.append(len(b5) + 1)
        else:
            out += _encode_uvarint(len(b5) + 1)
        out += b5
        out += _P2(x4.min_supported_version, x4.max_supported_version)
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
    nt6 = buf[pos]
    if nt6 < 128:
        pos += 1
    else:
        nt6, pos = _uvarint(buf, pos)
    u7 = None
    if nt6:
        last8 = -1
        for _ in range(nt6):
            tg9 = buf[pos]
            if tg9 < 128:
                pos += 1
            else:
                tg9, pos = _uvarint(buf, pos)
            sz10 = buf[pos]
            if sz10 < 128:
                pos += 1
            else:
                sz10, pos = _uvarint(buf, pos)
            te11 = pos + sz10
            if te11 > end:
                raise _short(pos)
            if tg9 <= last8:
                raise _tag_order(pos)
            last8 = tg9
            if u7 is None:
                u7 = {}
            u7[tg9] = buf[pos:te11]
            pos = te11
    o = ControllerRegistrationResponse(f_throttle_time_ms_1, f_error_code_2, f_error_message_3, u7)
    return o, pos


def _e_ControllerRegistrationResponse_v0(o: ControllerRegistrationResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


ControllerRegistrationRequest.DECODERS = (_d_ControllerRegistrationRequest_v0,)
ControllerRegistrationRequest.ENCODERS = (_e_ControllerRegistrationRequest_v0,)

ControllerRegistrationResponse.DECODERS = (_d_ControllerRegistrationResponse_v0,)
ControllerRegistrationResponse.ENCODERS = (_e_ControllerRegistrationResponse_v0,)
