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

__all__ = ['BrokerRegistrationRequest', 'BrokerRegistrationResponse', 'Feature', 'Listener']

_S0 = _Struct('>iB').unpack_from
_P0 = _Struct('>iB').pack
_S1 = _Struct('>16sB').unpack_from
_P1 = _Struct('>16sB').pack
_S2 = _Struct('>HhB').unpack_from
_P2 = _Struct('>HhB').pack
_S3 = _Struct('>hhB').unpack_from
_P3 = _Struct('>hhB').pack
_S4 = _Struct('>?B').unpack_from
_P4 = _Struct('>?B').pack
_S5 = _Struct('>16s').unpack_from
_P5 = _Struct('>16s').pack
_S6 = _Struct('>?BqB').unpack_from
_P6 = _Struct('>?BqB').pack
_S7 = _Struct('>qB').unpack_from
_P7 = _Struct('>qB').pack
_S8 = _Struct('>i').unpack_from
_P8 = _Struct('>i').pack
_S9 = _Struct('>Hh').unpack_from
_P9 = _Struct('>Hh').pack
_S10 = _Struct('>hh').unpack_from
_P10 = _Struct('>hh').pack
_S11 = _Struct('>B').unpack_from
_P11 = _Struct('>B').pack
_S12 = _Struct('>q').unpack_from
_P12 = _Struct('>q').pack
_S13 = _Struct('>ihqB').unpack_from
_P13 = _Struct('>ihqB').pack
_S14 = _Struct('>ihq').unpack_from
_P14 = _Struct('>ihq').pack


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


class BrokerRegistrationRequest(Request["BrokerRegistrationResponse"]):
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


def _d_BrokerRegistrationRequest_v0(buf: bytes, pos: int, end: int) -> tuple[BrokerRegistrationRequest, int]:
    o = _new(BrokerRegistrationRequest)
    o.broker_id, pk5 = _S0(buf, pos)
    pos += 5
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _string_uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + pk5
        if e6 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e6].decode()
        pos = e6
    f_incarnation_id_1, pk7 = _S1(buf, pos)
    pos += 17
    f_incarnation_id_1 = _cached_uuid(f_incarnation_id_1) or _make_uuid(f_incarnation_id_1)
    if pk7 < 128:
        pk7 -= 1
    elif buf[pos] < 128:
        pk7 = pk7 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk7, pos = _uvarint(buf, pos - 1)
        pk7 -= 1
    if pk7 < 0:
        raise _negative(pos)
    else:
        if pk7 * 7 > end - pos:
            raise _short(pos)
        f_listeners_2 = []
        if pk7:
            for _ in (_ranges[pk7] if pk7 < 256 else range(pk7)):
                x8 = _new(Listener)
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _string_uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x8.name = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _string_uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    x8.host = buf[pos:e12].decode()
                    pos = e12
                x8.port, x8.security_protocol, pk13 = _S2(buf, pos)
                pos += 5
                if pk13:
                    u14, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u14 = None
                x8.unknown_tags = u14
                f_listeners_2.append(x8)
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
        n15 -= 1
    elif buf[pos + 1] < 128:
        n15 = n15 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n15, pos = _uvarint(buf, pos)
        n15 -= 1
    if n15 < 0:
        raise _negative(pos)
    else:
        if n15 * 6 > end - pos:
            raise _short(pos)
        f_features_3 = []
        if n15:
            for _ in (_ranges[n15] if n15 < 256 else range(n15)):
                x16 = _new(Feature)
                n17 = buf[pos]
                if n17 < 128:
                    pos += 1
                    n17 -= 1
                elif buf[pos + 1] < 128:
                    n17 = n17 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n17, pos = _string_uvarint(buf, pos)
                    n17 -= 1
                if n17 < 0:
                    raise _negative(pos)
                else:
                    e18 = pos + n17
                    if e18 > end:
                        raise _short(pos)
                    x16.name = buf[pos:e18].decode()
                    pos = e18
                x16.min_supported_version, x16.max_supported_version, pk19 = _S3(buf, pos)
                pos += 5
                if pk19:
                    u20, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u20 = None
                x16.unknown_tags = u20
                f_features_3.append(x16)
    n21 = buf[pos]
    if n21 < 128:
        pos += 1
        n21 -= 1
    elif buf[pos + 1] < 128:
        n21 = n21 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n21, pos = _string_uvarint(buf, pos)
        n21 -= 1
    if n21 == -1:
        o.rack = None
    else:
        e22 = pos + n21
        if e22 > end:
            raise _short(pos)
        o.rack = buf[pos:e22].decode()
        pos = e22
    if buf[pos]:
        u23, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u23 = None
    o.incarnation_id = f_incarnation_id_1
    o.listeners = f_listeners_2
    o.features = f_features_3
    o.is_migrating_zk_broker = False
    o.log_dirs = []
    o.previous_broker_epoch = -1
    o.unknown_tags = u23
    return o, pos


def _d_BrokerRegistrationRequest_v1(buf: bytes, pos: int, end: int) -> tuple[BrokerRegistrationRequest, int]:
    o = _new(BrokerRegistrationRequest)
    o.broker_id, pk5 = _S0(buf, pos)
    pos += 5
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _string_uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + pk5
        if e6 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e6].decode()
        pos = e6
    f_incarnation_id_1, pk7 = _S1(buf, pos)
    pos += 17
    f_incarnation_id_1 = _cached_uuid(f_incarnation_id_1) or _make_uuid(f_incarnation_id_1)
    if pk7 < 128:
        pk7 -= 1
    elif buf[pos] < 128:
        pk7 = pk7 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk7, pos = _uvarint(buf, pos - 1)
        pk7 -= 1
    if pk7 < 0:
        raise _negative(pos)
    else:
        if pk7 * 7 > end - pos:
            raise _short(pos)
        f_listeners_2 = []
        if pk7:
            for _ in (_ranges[pk7] if pk7 < 256 else range(pk7)):
                x8 = _new(Listener)
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _string_uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x8.name = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _string_uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    x8.host = buf[pos:e12].decode()
                    pos = e12
                x8.port, x8.security_protocol, pk13 = _S2(buf, pos)
                pos += 5
                if pk13:
                    u14, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u14 = None
                x8.unknown_tags = u14
                f_listeners_2.append(x8)
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
        n15 -= 1
    elif buf[pos + 1] < 128:
        n15 = n15 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n15, pos = _uvarint(buf, pos)
        n15 -= 1
    if n15 < 0:
        raise _negative(pos)
    else:
        if n15 * 6 > end - pos:
            raise _short(pos)
        f_features_3 = []
        if n15:
            for _ in (_ranges[n15] if n15 < 256 else range(n15)):
                x16 = _new(Feature)
                n17 = buf[pos]
                if n17 < 128:
                    pos += 1
                    n17 -= 1
                elif buf[pos + 1] < 128:
                    n17 = n17 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n17, pos = _string_uvarint(buf, pos)
                    n17 -= 1
                if n17 < 0:
                    raise _negative(pos)
                else:
                    e18 = pos + n17
                    if e18 > end:
                        raise _short(pos)
                    x16.name = buf[pos:e18].decode()
                    pos = e18
                x16.min_supported_version, x16.max_supported_version, pk19 = _S3(buf, pos)
                pos += 5
                if pk19:
                    u20, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u20 = None
                x16.unknown_tags = u20
                f_features_3.append(x16)
    n21 = buf[pos]
    if n21 < 128:
        pos += 1
        n21 -= 1
    elif buf[pos + 1] < 128:
        n21 = n21 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n21, pos = _string_uvarint(buf, pos)
        n21 -= 1
    if n21 == -1:
        o.rack = None
    else:
        e22 = pos + n21
        if e22 > end:
            raise _short(pos)
        o.rack = buf[pos:e22].decode()
        pos = e22
    o.is_migrating_zk_broker, pk23 = _S4(buf, pos)
    pos += 2
    if pk23:
        u24, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u24 = None
    o.incarnation_id = f_incarnation_id_1
    o.listeners = f_listeners_2
    o.features = f_features_3
    o.log_dirs = []
    o.previous_broker_epoch = -1
    o.unknown_tags = u24
    return o, pos


def _d_BrokerRegistrationRequest_v2(buf: bytes, pos: int, end: int) -> tuple[BrokerRegistrationRequest, int]:
    o = _new(BrokerRegistrationRequest)
    o.broker_id, pk5 = _S0(buf, pos)
    pos += 5
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _string_uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + pk5
        if e6 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e6].decode()
        pos = e6
    f_incarnation_id_1, pk7 = _S1(buf, pos)
    pos += 17
    f_incarnation_id_1 = _cached_uuid(f_incarnation_id_1) or _make_uuid(f_incarnation_id_1)
    if pk7 < 128:
        pk7 -= 1
    elif buf[pos] < 128:
        pk7 = pk7 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk7, pos = _uvarint(buf, pos - 1)
        pk7 -= 1
    if pk7 < 0:
        raise _negative(pos)
    else:
        if pk7 * 7 > end - pos:
            raise _short(pos)
        f_listeners_2 = []
        if pk7:
            for _ in (_ranges[pk7] if pk7 < 256 else range(pk7)):
                x8 = _new(Listener)
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _string_uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x8.name = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _string_uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    x8.host = buf[pos:e12].decode()
                    pos = e12
                x8.port, x8.security_protocol, pk13 = _S2(buf, pos)
                pos += 5
                if pk13:
                    u14, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u14 = None
                x8.unknown_tags = u14
                f_listeners_2.append(x8)
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
        n15 -= 1
    elif buf[pos + 1] < 128:
        n15 = n15 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n15, pos = _uvarint(buf, pos)
        n15 -= 1
    if n15 < 0:
        raise _negative(pos)
    else:
        if n15 * 6 > end - pos:
            raise _short(pos)
        f_features_3 = []
        if n15:
            for _ in (_ranges[n15] if n15 < 256 else range(n15)):
                x16 = _new(Feature)
                n17 = buf[pos]
                if n17 < 128:
                    pos += 1
                    n17 -= 1
                elif buf[pos + 1] < 128:
                    n17 = n17 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n17, pos = _string_uvarint(buf, pos)
                    n17 -= 1
                if n17 < 0:
                    raise _negative(pos)
                else:
                    e18 = pos + n17
                    if e18 > end:
                        raise _short(pos)
                    x16.name = buf[pos:e18].decode()
                    pos = e18
                x16.min_supported_version, x16.max_supported_version, pk19 = _S3(buf, pos)
                pos += 5
                if pk19:
                    u20, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u20 = None
                x16.unknown_tags = u20
                f_features_3.append(x16)
    n21 = buf[pos]
    if n21 < 128:
        pos += 1
        n21 -= 1
    elif buf[pos + 1] < 128:
        n21 = n21 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n21, pos = _string_uvarint(buf, pos)
        n21 -= 1
    if n21 == -1:
        o.rack = None
    else:
        e22 = pos + n21
        if e22 > end:
            raise _short(pos)
        o.rack = buf[pos:e22].decode()
        pos = e22
    o.is_migrating_zk_broker, pk23 = _S4(buf, pos)
    pos += 2
    if pk23 < 128:
        pk23 -= 1
    elif buf[pos] < 128:
        pk23 = pk23 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk23, pos = _uvarint(buf, pos - 1)
        pk23 -= 1
    if pk23 < 0:
        raise _negative(pos)
    else:
        if pk23 * 16 > end - pos:
            raise _short(pos)
        f_log_dirs_4 = []
        for _ in (_ranges[pk23] if pk23 < 256 else range(pk23)):
            x24 = _S5(buf, pos)[0]
            pos += 16
            x24 = _cached_uuid(x24) or _make_uuid(x24)
            f_log_dirs_4.append(x24)
    if buf[pos]:
        u25, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u25 = None
    o.incarnation_id = f_incarnation_id_1
    o.listeners = f_listeners_2
    o.features = f_features_3
    o.log_dirs = f_log_dirs_4
    o.previous_broker_epoch = -1
    o.unknown_tags = u25
    return o, pos


def _d_BrokerRegistrationRequest_v3(buf: bytes, pos: int, end: int) -> tuple[BrokerRegistrationRequest, int]:
    o = _new(BrokerRegistrationRequest)
    o.broker_id, pk5 = _S0(buf, pos)
    pos += 5
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _string_uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + pk5
        if e6 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e6].decode()
        pos = e6
    f_incarnation_id_1, pk7 = _S1(buf, pos)
    pos += 17
    f_incarnation_id_1 = _cached_uuid(f_incarnation_id_1) or _make_uuid(f_incarnation_id_1)
    if pk7 < 128:
        pk7 -= 1
    elif buf[pos] < 128:
        pk7 = pk7 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk7, pos = _uvarint(buf, pos - 1)
        pk7 -= 1
    if pk7 < 0:
        raise _negative(pos)
    else:
        if pk7 * 7 > end - pos:
            raise _short(pos)
        f_listeners_2 = []
        if pk7:
            for _ in (_ranges[pk7] if pk7 < 256 else range(pk7)):
                x8 = _new(Listener)
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _string_uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x8.name = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _string_uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    x8.host = buf[pos:e12].decode()
                    pos = e12
                x8.port, x8.security_protocol, pk13 = _S2(buf, pos)
                pos += 5
                if pk13:
                    u14, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u14 = None
                x8.unknown_tags = u14
                f_listeners_2.append(x8)
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
        n15 -= 1
    elif buf[pos + 1] < 128:
        n15 = n15 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n15, pos = _uvarint(buf, pos)
        n15 -= 1
    if n15 < 0:
        raise _negative(pos)
    else:
        if n15 * 6 > end - pos:
            raise _short(pos)
        f_features_3 = []
        if n15:
            for _ in (_ranges[n15] if n15 < 256 else range(n15)):
                x16 = _new(Feature)
                n17 = buf[pos]
                if n17 < 128:
                    pos += 1
                    n17 -= 1
                elif buf[pos + 1] < 128:
                    n17 = n17 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n17, pos = _string_uvarint(buf, pos)
                    n17 -= 1
                if n17 < 0:
                    raise _negative(pos)
                else:
                    e18 = pos + n17
                    if e18 > end:
                        raise _short(pos)
                    x16.name = buf[pos:e18].decode()
                    pos = e18
                x16.min_supported_version, x16.max_supported_version, pk19 = _S3(buf, pos)
                pos += 5
                if pk19:
                    u20, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u20 = None
                x16.unknown_tags = u20
                f_features_3.append(x16)
    n21 = buf[pos]
    if n21 < 128:
        pos += 1
        n21 -= 1
    elif buf[pos + 1] < 128:
        n21 = n21 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n21, pos = _string_uvarint(buf, pos)
        n21 -= 1
    if n21 == -1:
        o.rack = None
    else:
        e22 = pos + n21
        if e22 > end:
            raise _short(pos)
        o.rack = buf[pos:e22].decode()
        pos = e22
    o.is_migrating_zk_broker, pk23, o.previous_broker_epoch, pk24 = _S6(buf, pos)
    if pk23 == 1:
        pos += 11
        f_log_dirs_4 = []
    else:
        pos += 2
        if pk23 < 128:
            pk23 -= 1
        elif buf[pos] < 128:
            pk23 = pk23 + buf[pos] * 128 - 129
            pos += 1
        else:
            pk23, pos = _uvarint(buf, pos - 1)
            pk23 -= 1
        if pk23 < 0:
            raise _negative(pos)
        else:
            if pk23 * 16 > end - pos:
                raise _short(pos)
            f_log_dirs_4 = []
            for _ in (_ranges[pk23] if pk23 < 256 else range(pk23)):
                x25 = _S5(buf, pos)[0]
                pos += 16
                x25 = _cached_uuid(x25) or _make_uuid(x25)
                f_log_dirs_4.append(x25)
        o.previous_broker_epoch, pk24 = _S7(buf, pos)
        pos += 9
    if pk24:
        u26, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u26 = None
    o.incarnation_id = f_incarnation_id_1
    o.listeners = f_listeners_2
    o.features = f_features_3
    o.log_dirs = f_log_dirs_4
    o.unknown_tags = u26
    return o, pos


def _e_BrokerRegistrationRequest_v0(o: BrokerRegistrationRequest, out: list[bytes]) -> None:
    if o.is_migrating_zk_broker != False:
        raise _absent('BrokerRegistrationRequest', 'is_migrating_zk_broker', 0)
    out.append(_P8(o.broker_id))
    b1 = o.cluster_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    out.append(_P5(_uuid_bytes(o.incarnation_id)))
    if type(o.listeners) is not list:
        _check_list(o.listeners)
    if len(o.listeners) + 1 < 128:
        out.append(_B1[len(o.listeners) + 1])
    else:
        out.append(_encode_uvarint(len(o.listeners) + 1))
    for x2 in o.listeners:
        b3 = x2.name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        b4 = x2.host.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        out.append(_P9(x2.port, x2.security_protocol))
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if type(o.features) is not list:
        _check_list(o.features)
    if len(o.features) + 1 < 128:
        out.append(_B1[len(o.features) + 1])
    else:
        out.append(_encode_uvarint(len(o.features) + 1))
    for x5 in o.features:
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        out.append(_P10(x5.min_supported_version, x5.max_supported_version))
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    if o.rack is None:
        out.append(b'\x00')
    else:
        b7 = o.rack.encode()
        if len(b7) + 1 < 128:
            out.append(_B1[len(b7) + 1])
        else:
            out.append(_string_length(len(b7) + 1))
        out.append(b7)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_BrokerRegistrationRequest_v1(o: BrokerRegistrationRequest, out: list[bytes]) -> None:
    out.append(_P8(o.broker_id))
    b1 = o.cluster_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    out.append(_P5(_uuid_bytes(o.incarnation_id)))
    if type(o.listeners) is not list:
        _check_list(o.listeners)
    if len(o.listeners) + 1 < 128:
        out.append(_B1[len(o.listeners) + 1])
    else:
        out.append(_encode_uvarint(len(o.listeners) + 1))
    for x2 in o.listeners:
        b3 = x2.name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        b4 = x2.host.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        out.append(_P9(x2.port, x2.security_protocol))
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if type(o.features) is not list:
        _check_list(o.features)
    if len(o.features) + 1 < 128:
        out.append(_B1[len(o.features) + 1])
    else:
        out.append(_encode_uvarint(len(o.features) + 1))
    for x5 in o.features:
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        out.append(_P10(x5.min_supported_version, x5.max_supported_version))
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    if o.rack is None:
        out.append(b'\x00')
    else:
        b7 = o.rack.encode()
        if len(b7) + 1 < 128:
            out.append(_B1[len(b7) + 1])
        else:
            out.append(_string_length(len(b7) + 1))
        out.append(b7)
    out.append(_P11(_BOOL[o.is_migrating_zk_broker]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_BrokerRegistrationRequest_v2(o: BrokerRegistrationRequest, out: list[bytes]) -> None:
    out.append(_P8(o.broker_id))
    b1 = o.cluster_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    out.append(_P5(_uuid_bytes(o.incarnation_id)))
    if type(o.listeners) is not list:
        _check_list(o.listeners)
    if len(o.listeners) + 1 < 128:
        out.append(_B1[len(o.listeners) + 1])
    else:
        out.append(_encode_uvarint(len(o.listeners) + 1))
    for x2 in o.listeners:
        b3 = x2.name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        b4 = x2.host.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        out.append(_P9(x2.port, x2.security_protocol))
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if type(o.features) is not list:
        _check_list(o.features)
    if len(o.features) + 1 < 128:
        out.append(_B1[len(o.features) + 1])
    else:
        out.append(_encode_uvarint(len(o.features) + 1))
    for x5 in o.features:
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        out.append(_P10(x5.min_supported_version, x5.max_supported_version))
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    if o.rack is None:
        out.append(b'\x00')
    else:
        b7 = o.rack.encode()
        if len(b7) + 1 < 128:
            out.append(_B1[len(b7) + 1])
        else:
            out.append(_string_length(len(b7) + 1))
        out.append(b7)
    out.append(_P11(_BOOL[o.is_migrating_zk_broker]))
    if type(o.log_dirs) is not list:
        _check_list(o.log_dirs)
    if len(o.log_dirs) + 1 < 128:
        out.append(_B1[len(o.log_dirs) + 1])
    else:
        out.append(_encode_uvarint(len(o.log_dirs) + 1))
    for x8 in o.log_dirs:
        out.append(_P5(_uuid_bytes(x8)))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_BrokerRegistrationRequest_v3(o: BrokerRegistrationRequest, out: list[bytes]) -> None:
    out.append(_P8(o.broker_id))
    b1 = o.cluster_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    out.append(_P5(_uuid_bytes(o.incarnation_id)))
    if type(o.listeners) is not list:
        _check_list(o.listeners)
    if len(o.listeners) + 1 < 128:
        out.append(_B1[len(o.listeners) + 1])
    else:
        out.append(_encode_uvarint(len(o.listeners) + 1))
    for x2 in o.listeners:
        b3 = x2.name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        b4 = x2.host.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        out.append(_P9(x2.port, x2.security_protocol))
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if type(o.features) is not list:
        _check_list(o.features)
    if len(o.features) + 1 < 128:
        out.append(_B1[len(o.features) + 1])
    else:
        out.append(_encode_uvarint(len(o.features) + 1))
    for x5 in o.features:
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        out.append(_P10(x5.min_supported_version, x5.max_supported_version))
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    if o.rack is None:
        out.append(b'\x00')
    else:
        b7 = o.rack.encode()
        if len(b7) + 1 < 128:
            out.append(_B1[len(b7) + 1])
        else:
            out.append(_string_length(len(b7) + 1))
        out.append(b7)
    out.append(_P11(_BOOL[o.is_migrating_zk_broker]))
    if type(o.log_dirs) is not list:
        _check_list(o.log_dirs)
    if len(o.log_dirs) + 1 < 128:
        out.append(_B1[len(o.log_dirs) + 1])
    else:
        out.append(_encode_uvarint(len(o.log_dirs) + 1))
    for x8 in o.log_dirs:
        out.append(_P5(_uuid_bytes(x8)))
    out.append(_P12(o.previous_broker_epoch))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_BrokerRegistrationResponse_v0(buf: bytes, pos: int, end: int) -> tuple[BrokerRegistrationResponse, int]:
    o = _new(BrokerRegistrationResponse)
    o.throttle_time_ms, o.error_code, o.broker_epoch, pk1 = _S13(buf, pos)
    pos += 15
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.unknown_tags = u2
    return o, pos


def _e_BrokerRegistrationResponse_v0(o: BrokerRegistrationResponse, out: list[bytes]) -> None:
    out.append(_P14(o.throttle_time_ms, o.error_code, o.broker_epoch))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


BrokerRegistrationRequest.DECODERS = {0: _d_BrokerRegistrationRequest_v0, 1: _d_BrokerRegistrationRequest_v1, 2: _d_BrokerRegistrationRequest_v2, 3: _d_BrokerRegistrationRequest_v3, 4: _d_BrokerRegistrationRequest_v3}
BrokerRegistrationRequest.ENCODERS = {0: _e_BrokerRegistrationRequest_v0, 1: _e_BrokerRegistrationRequest_v1, 2: _e_BrokerRegistrationRequest_v2, 3: _e_BrokerRegistrationRequest_v3, 4: _e_BrokerRegistrationRequest_v3}
_bind_decode(BrokerRegistrationRequest)

BrokerRegistrationResponse.DECODERS = {0: _d_BrokerRegistrationResponse_v0, 1: _d_BrokerRegistrationResponse_v0, 2: _d_BrokerRegistrationResponse_v0, 3: _d_BrokerRegistrationResponse_v0, 4: _d_BrokerRegistrationResponse_v0}
BrokerRegistrationResponse.ENCODERS = {0: _e_BrokerRegistrationResponse_v0, 1: _e_BrokerRegistrationResponse_v0, 2: _e_BrokerRegistrationResponse_v0, 3: _e_BrokerRegistrationResponse_v0, 4: _e_BrokerRegistrationResponse_v0}
_bind_decode(BrokerRegistrationResponse)
