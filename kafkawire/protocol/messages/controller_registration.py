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


def _d_Listener_v0(buf: memoryview, pos: int, end: int) -> tuple[Listener, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_host = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_port, f_security_protocol = _S1(buf, pos)
    pos += 4
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return Listener(f_name, f_host, f_port, f_security_protocol, u), pos


def _d_Feature_v0(buf: memoryview, pos: int, end: int) -> tuple[Feature, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_min_supported_version, f_max_supported_version = _S2(buf, pos)
    pos += 4
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return Feature(f_name, f_min_supported_version, f_max_supported_version, u), pos


def _d_ControllerRegistrationRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[ControllerRegistrationRequest, int]:
    f_controller_id, f_incarnation_id, f_zk_migration_ready = _S0(buf, pos)
    pos += 21
    f_incarnation_id = _make_uuid(f_incarnation_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 7 > end - pos:
            raise _short(pos)
        f_listeners = []
        ap2 = f_listeners.append
        for _ in range(n1):
            x3, pos = _d_Listener_v0(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_features = []
        ap5 = f_features.append
        for _ in range(n4):
            x6, pos = _d_Feature_v0(buf, pos, end)
            ap5(x6)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return ControllerRegistrationRequest(f_controller_id, f_incarnation_id, f_zk_migration_ready, f_listeners, f_features, u), pos


def _e_Listener_v0(o: Listener, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.host.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P1(o.port, o.security_protocol)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_Feature_v0(o: Feature, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P2(o.min_supported_version, o.max_supported_version)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ControllerRegistrationRequest_v0(o: ControllerRegistrationRequest, out: bytearray) -> None:
    out += _P0(o.controller_id, _uuid_bytes(o.incarnation_id), o.zk_migration_ready)
    if len(o.listeners) + 1 < 128:
        out.append(len(o.listeners) + 1)
    else:
        out += _encode_uvarint(len(o.listeners) + 1)
    for x1 in o.listeners:
        _e_Listener_v0(x1, out)
    if len(o.features) + 1 < 128:
        out.append(len(o.features) + 1)
    else:
        out += _encode_uvarint(len(o.features) + 1)
    for x2 in o.features:
        _e_Feature_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_ControllerRegistrationResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ControllerRegistrationResponse, int]:
    f_throttle_time_ms, f_error_code = _S3(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e2], 'utf-8')
        pos = e2
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return ControllerRegistrationResponse(f_throttle_time_ms, f_error_code, f_error_message, u), pos


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
