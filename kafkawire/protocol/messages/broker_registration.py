# generated from defs/062-broker-registration.kw; do not edit
"""BrokerRegistration: API key 62, versions 0..4, flexible from 0."""

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

__all__ = ['BrokerRegistrationRequest', 'BrokerRegistrationResponse', 'Feature', 'Listener']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>16s').unpack_from
_P1 = _Struct('>16s').pack
_S2 = _Struct('>Hh').unpack_from
_P2 = _Struct('>Hh').pack
_S3 = _Struct('>hh').unpack_from
_P3 = _Struct('>hh').pack
_S4 = _Struct('>?').unpack_from
_P4 = _Struct('>?').pack
_S5 = _Struct('>q').unpack_from
_P5 = _Struct('>q').pack
_S6 = _Struct('>ihq').unpack_from
_P6 = _Struct('>ihq').pack


class Listener(Struct):
    """Element Listener of BrokerRegistration."""

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
    """Element Feature of BrokerRegistration."""

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


class BrokerRegistrationRequest(Message):
    """BrokerRegistration request (API key 62), versions 0..4."""

    __slots__ = ('broker_id', 'cluster_id', 'incarnation_id', 'listeners', 'features', 'rack', 'is_migrating_zk_broker', 'log_dirs', 'previous_broker_epoch')
    API_KEY = 62
    API_NAME = 'BrokerRegistration'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_FROM = 0
    broker_id: int
    cluster_id: str
    incarnation_id: UUID
    listeners: list[Listener]
    features: list[Feature]
    rack: str | None
    is_migrating_zk_broker: bool
    log_dirs: list[UUID]
    previous_broker_epoch: int

    def __init__(
        self,
        broker_id: int = 0,
        cluster_id: str = "",
        incarnation_id: UUID = ZERO_UUID,
        listeners: list[Listener] = DEFAULT,
        features: list[Feature] = DEFAULT,
        rack: str | None = "",
        is_migrating_zk_broker: bool = False,
        log_dirs: list[UUID] = DEFAULT,
        previous_broker_epoch: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.broker_id = broker_id
        self.cluster_id = cluster_id
        self.incarnation_id = incarnation_id
        self.listeners = [] if listeners is DEFAULT else listeners
        self.features = [] if features is DEFAULT else features
        self.rack = rack
        self.is_migrating_zk_broker = is_migrating_zk_broker
        self.log_dirs = [] if log_dirs is DEFAULT else log_dirs
        self.previous_broker_epoch = previous_broker_epoch
        self.unknown_tags = unknown_tags


class BrokerRegistrationResponse(Message):
    """BrokerRegistration response (API key 62), versions 0..4."""

    __slots__ = ('throttle_time_ms', 'error_code', 'broker_epoch')
    API_KEY = 62
    API_NAME = 'BrokerRegistration'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    broker_epoch: int

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        broker_epoch: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.broker_epoch = broker_epoch
        self.unknown_tags = unknown_tags

Listener.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('host', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('port', 'prim', 'uint16', (0, 4), None, 0),
    FieldSpec('security_protocol', 'prim', 'int16', (0, 4), None, 0),
)

Feature.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('min_supported_version', 'prim', 'int16', (0, 4), None, 0),
    FieldSpec('max_supported_version', 'prim', 'int16', (0, 4), None, 0),
)

BrokerRegistrationRequest.FIELDS = (
    FieldSpec('broker_id', 'prim', 'int32', (0, 4), None, 0),
    FieldSpec('cluster_id', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('incarnation_id', 'prim', 'uuid', (0, 4), None, ZERO_UUID),
    FieldSpec('listeners', 'array', 'Listener', (0, 4), None, DEFAULT, struct=Listener),
    FieldSpec('features', 'array', 'Feature', (0, 4), None, DEFAULT, struct=Feature),
    FieldSpec('rack', 'prim', 'string', (0, 4), (0, 4), ""),
    FieldSpec('is_migrating_zk_broker', 'prim', 'bool', (1, 4), None, False),
    FieldSpec('log_dirs', 'array', 'uuid', (2, 4), None, DEFAULT, ignorable=True),
    FieldSpec('previous_broker_epoch', 'prim', 'int64', (3, 4), None, -1, ignorable=True),
)

BrokerRegistrationResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 4), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 4), None, 0),
    FieldSpec('broker_epoch', 'prim', 'int64', (0, 4), None, -1),
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
    f_port, f_security_protocol = _S2(buf, pos)
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
    f_min_supported_version, f_max_supported_version = _S3(buf, pos)
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


def _d_BrokerRegistrationRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[BrokerRegistrationRequest, int]:
    f_broker_id = _S0(buf, pos)[0]
    pos += 4
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
        f_cluster_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_incarnation_id = _S1(buf, pos)[0]
    pos += 16
    f_incarnation_id = _make_uuid(f_incarnation_id)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 7 > end - pos:
            raise _short(pos)
        f_listeners = []
        ap4 = f_listeners.append
        for _ in range(n3):
            x5, pos = _d_Listener_v0(buf, pos, end)
            ap4(x5)
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_features = []
        ap7 = f_features.append
        for _ in range(n6):
            x8, pos = _d_Feature_v0(buf, pos, end)
            ap7(x8)
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
    else:
        n9, pos = _uvarint(buf, pos)
    n9 -= 1
    if n9 == -1:
        f_rack = None
    elif n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_rack = str(buf[pos:e10], 'utf-8')
        pos = e10
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
    return BrokerRegistrationRequest(f_broker_id, f_cluster_id, f_incarnation_id, f_listeners, f_features, f_rack, False, [], -1, u), pos


def _d_BrokerRegistrationRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[BrokerRegistrationRequest, int]:
    f_broker_id = _S0(buf, pos)[0]
    pos += 4
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
        f_cluster_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_incarnation_id = _S1(buf, pos)[0]
    pos += 16
    f_incarnation_id = _make_uuid(f_incarnation_id)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 7 > end - pos:
            raise _short(pos)
        f_listeners = []
        ap4 = f_listeners.append
        for _ in range(n3):
            x5, pos = _d_Listener_v0(buf, pos, end)
            ap4(x5)
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_features = []
        ap7 = f_features.append
        for _ in range(n6):
            x8, pos = _d_Feature_v0(buf, pos, end)
            ap7(x8)
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
    else:
        n9, pos = _uvarint(buf, pos)
    n9 -= 1
    if n9 == -1:
        f_rack = None
    elif n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_rack = str(buf[pos:e10], 'utf-8')
        pos = e10
    f_is_migrating_zk_broker = _S4(buf, pos)[0]
    pos += 1
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
    return BrokerRegistrationRequest(f_broker_id, f_cluster_id, f_incarnation_id, f_listeners, f_features, f_rack, f_is_migrating_zk_broker, [], -1, u), pos


def _d_BrokerRegistrationRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[BrokerRegistrationRequest, int]:
    f_broker_id = _S0(buf, pos)[0]
    pos += 4
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
        f_cluster_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_incarnation_id = _S1(buf, pos)[0]
    pos += 16
    f_incarnation_id = _make_uuid(f_incarnation_id)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 7 > end - pos:
            raise _short(pos)
        f_listeners = []
        ap4 = f_listeners.append
        for _ in range(n3):
            x5, pos = _d_Listener_v0(buf, pos, end)
            ap4(x5)
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_features = []
        ap7 = f_features.append
        for _ in range(n6):
            x8, pos = _d_Feature_v0(buf, pos, end)
            ap7(x8)
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
    else:
        n9, pos = _uvarint(buf, pos)
    n9 -= 1
    if n9 == -1:
        f_rack = None
    elif n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_rack = str(buf[pos:e10], 'utf-8')
        pos = e10
    f_is_migrating_zk_broker = _S4(buf, pos)[0]
    pos += 1
    n11 = buf[pos]
    if n11 < 128:
        pos += 1
    else:
        n11, pos = _uvarint(buf, pos)
    n11 -= 1
    if n11 < 0:
        raise _negative(pos)
    else:
        if n11 * 16 > end - pos:
            raise _short(pos)
        f_log_dirs = []
        for _ in range(n11):
            x12 = _S1(buf, pos)[0]
            pos += 16
            x12 = _make_uuid(x12)
            f_log_dirs.append(x12)
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
    return BrokerRegistrationRequest(f_broker_id, f_cluster_id, f_incarnation_id, f_listeners, f_features, f_rack, f_is_migrating_zk_broker, f_log_dirs, -1, u), pos


def _d_BrokerRegistrationRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[BrokerRegistrationRequest, int]:
    f_broker_id = _S0(buf, pos)[0]
    pos += 4
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
        f_cluster_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_incarnation_id = _S1(buf, pos)[0]
    pos += 16
    f_incarnation_id = _make_uuid(f_incarnation_id)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 7 > end - pos:
            raise _short(pos)
        f_listeners = []
        ap4 = f_listeners.append
        for _ in range(n3):
            x5, pos = _d_Listener_v0(buf, pos, end)
            ap4(x5)
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_features = []
        ap7 = f_features.append
        for _ in range(n6):
            x8, pos = _d_Feature_v0(buf, pos, end)
            ap7(x8)
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
    else:
        n9, pos = _uvarint(buf, pos)
    n9 -= 1
    if n9 == -1:
        f_rack = None
    elif n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_rack = str(buf[pos:e10], 'utf-8')
        pos = e10
    f_is_migrating_zk_broker = _S4(buf, pos)[0]
    pos += 1
    n11 = buf[pos]
    if n11 < 128:
        pos += 1
    else:
        n11, pos = _uvarint(buf, pos)
    n11 -= 1
    if n11 < 0:
        raise _negative(pos)
    else:
        if n11 * 16 > end - pos:
            raise _short(pos)
        f_log_dirs = []
        for _ in range(n11):
            x12 = _S1(buf, pos)[0]
            pos += 16
            x12 = _make_uuid(x12)
            f_log_dirs.append(x12)
    f_previous_broker_epoch = _S5(buf, pos)[0]
    pos += 8
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
    return BrokerRegistrationRequest(f_broker_id, f_cluster_id, f_incarnation_id, f_listeners, f_features, f_rack, f_is_migrating_zk_broker, f_log_dirs, f_previous_broker_epoch, u), pos


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
    out += _P2(o.port, o.security_protocol)
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
    out += _P3(o.min_supported_version, o.max_supported_version)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_BrokerRegistrationRequest_v0(o: BrokerRegistrationRequest, out: bytearray) -> None:
    if o.is_migrating_zk_broker != False:
        raise _absent('BrokerRegistrationRequest', 'is_migrating_zk_broker', 0)
    out += _P0(o.broker_id)
    b1 = o.cluster_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(_uuid_bytes(o.incarnation_id))
    if len(o.listeners) + 1 < 128:
        out.append(len(o.listeners) + 1)
    else:
        out += _encode_uvarint(len(o.listeners) + 1)
    for x2 in o.listeners:
        _e_Listener_v0(x2, out)
    if len(o.features) + 1 < 128:
        out.append(len(o.features) + 1)
    else:
        out += _encode_uvarint(len(o.features) + 1)
    for x3 in o.features:
        _e_Feature_v0(x3, out)
    if o.rack is None:
        out.append(0)
    else:
        b4 = o.rack.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_BrokerRegistrationRequest_v1(o: BrokerRegistrationRequest, out: bytearray) -> None:
    out += _P0(o.broker_id)
    b1 = o.cluster_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(_uuid_bytes(o.incarnation_id))
    if len(o.listeners) + 1 < 128:
        out.append(len(o.listeners) + 1)
    else:
        out += _encode_uvarint(len(o.listeners) + 1)
    for x2 in o.listeners:
        _e_Listener_v0(x2, out)
    if len(o.features) + 1 < 128:
        out.append(len(o.features) + 1)
    else:
        out += _encode_uvarint(len(o.features) + 1)
    for x3 in o.features:
        _e_Feature_v0(x3, out)
    if o.rack is None:
        out.append(0)
    else:
        b4 = o.rack.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
    out += _P4(o.is_migrating_zk_broker)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_BrokerRegistrationRequest_v2(o: BrokerRegistrationRequest, out: bytearray) -> None:
    out += _P0(o.broker_id)
    b1 = o.cluster_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(_uuid_bytes(o.incarnation_id))
    if len(o.listeners) + 1 < 128:
        out.append(len(o.listeners) + 1)
    else:
        out += _encode_uvarint(len(o.listeners) + 1)
    for x2 in o.listeners:
        _e_Listener_v0(x2, out)
    if len(o.features) + 1 < 128:
        out.append(len(o.features) + 1)
    else:
        out += _encode_uvarint(len(o.features) + 1)
    for x3 in o.features:
        _e_Feature_v0(x3, out)
    if o.rack is None:
        out.append(0)
    else:
        b4 = o.rack.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
    out += _P4(o.is_migrating_zk_broker)
    if len(o.log_dirs) + 1 < 128:
        out.append(len(o.log_dirs) + 1)
    else:
        out += _encode_uvarint(len(o.log_dirs) + 1)
    for x5 in o.log_dirs:
        out += _P1(_uuid_bytes(x5))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_BrokerRegistrationRequest_v3(o: BrokerRegistrationRequest, out: bytearray) -> None:
    out += _P0(o.broker_id)
    b1 = o.cluster_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(_uuid_bytes(o.incarnation_id))
    if len(o.listeners) + 1 < 128:
        out.append(len(o.listeners) + 1)
    else:
        out += _encode_uvarint(len(o.listeners) + 1)
    for x2 in o.listeners:
        _e_Listener_v0(x2, out)
    if len(o.features) + 1 < 128:
        out.append(len(o.features) + 1)
    else:
        out += _encode_uvarint(len(o.features) + 1)
    for x3 in o.features:
        _e_Feature_v0(x3, out)
    if o.rack is None:
        out.append(0)
    else:
        b4 = o.rack.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
    out += _P4(o.is_migrating_zk_broker)
    if len(o.log_dirs) + 1 < 128:
        out.append(len(o.log_dirs) + 1)
    else:
        out += _encode_uvarint(len(o.log_dirs) + 1)
    for x5 in o.log_dirs:
        out += _P1(_uuid_bytes(x5))
    out += _P5(o.previous_broker_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_BrokerRegistrationResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[BrokerRegistrationResponse, int]:
    f_throttle_time_ms, f_error_code, f_broker_epoch = _S6(buf, pos)
    pos += 14
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
    return BrokerRegistrationResponse(f_throttle_time_ms, f_error_code, f_broker_epoch, u), pos


def _e_BrokerRegistrationResponse_v0(o: BrokerRegistrationResponse, out: bytearray) -> None:
    out += _P6(o.throttle_time_ms, o.error_code, o.broker_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


BrokerRegistrationRequest.DECODERS = (_d_BrokerRegistrationRequest_v0, _d_BrokerRegistrationRequest_v1, _d_BrokerRegistrationRequest_v2, _d_BrokerRegistrationRequest_v3, _d_BrokerRegistrationRequest_v3,)
BrokerRegistrationRequest.ENCODERS = (_e_BrokerRegistrationRequest_v0, _e_BrokerRegistrationRequest_v1, _e_BrokerRegistrationRequest_v2, _e_BrokerRegistrationRequest_v3, _e_BrokerRegistrationRequest_v3,)

BrokerRegistrationResponse.DECODERS = (_d_BrokerRegistrationResponse_v0, _d_BrokerRegistrationResponse_v0, _d_BrokerRegistrationResponse_v0, _d_BrokerRegistrationResponse_v0, _d_BrokerRegistrationResponse_v0,)
BrokerRegistrationResponse.ENCODERS = (_e_BrokerRegistrationResponse_v0, _e_BrokerRegistrationResponse_v0, _e_BrokerRegistrationResponse_v0, _e_BrokerRegistrationResponse_v0, _e_BrokerRegistrationResponse_v0,)
