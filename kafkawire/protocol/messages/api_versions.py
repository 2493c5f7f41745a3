# generated from defs/018-api-versions.kw; do not edit
"""ApiVersions: API key 18, versions 0..4, flexible from 3."""

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

__all__ = ['ApiVersion', 'ApiVersionsRequest', 'ApiVersionsResponse', 'FinalizedFeatureKey', 'SupportedFeatureKey']

_S0 = _Struct('>h').unpack_from
_P0 = _Struct('>h').pack
_S1 = _Struct('>hhh').unpack_from
_P1 = _Struct('>hhh').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack
_S3 = _Struct('>hh').unpack_from
_P3 = _Struct('>hh').pack
_S4 = _Struct('>q').unpack_from
_P4 = _Struct('>q').pack
_S5 = _Struct('>?').unpack_from
_P5 = _Struct('>?').pack


class ApiVersionsRequest(Message):
    """ApiVersions request (API key 18), versions 0..4."""

    __slots__ = ('client_software_name', 'client_software_version')
    API_KEY = 18
    API_NAME = 'ApiVersions'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_FROM = 3
    client_software_name: str
    client_software_version: str

    def __init__(
        self,
        client_software_name: str = "",
        client_software_version: str = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.client_software_name = client_software_name
        self.client_software_version = client_software_version
        self.unknown_tags = unknown_tags


class ApiVersion(Struct):
    """Element ApiVersion of ApiVersions."""

    __slots__ = ('api_key', 'min_version', 'max_version')
    api_key: int
    min_version: int
    max_version: int

    def __init__(
        self,
        api_key: int = 0,
        min_version: int = 0,
        max_version: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.api_key = api_key
        self.min_version = min_version
        self.max_version = max_version
        self.unknown_tags = unknown_tags


class SupportedFeatureKey(Struct):
    """Element SupportedFeatureKey of ApiVersions."""

    __slots__ = ('name', 'min_version', 'max_version')
    name: str
    min_version: int
    max_version: int

    def __init__(
        self,
        name: str = "",
        min_version: int = 0,
        max_version: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.min_version = min_version
        self.max_version = max_version
        self.unknown_tags = unknown_tags


class FinalizedFeatureKey(Struct):
    """Element FinalizedFeatureKey of ApiVersions."""

    __slots__ = ('name', 'max_version_level', 'min_version_level')
    name: str
    max_version_level: int
    min_version_level: int

    def __init__(
        self,
        name: str = "",
        max_version_level: int = 0,
        min_version_level: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.max_version_level = max_version_level
        self.min_version_level = min_version_level
        self.unknown_tags = unknown_tags


class ApiVersionsResponse(Message):
    """ApiVersions response (API key 18), versions 0..4."""

    __slots__ = ('error_code', 'api_keys', 'throttle_time_ms', 'supported_features', 'finalized_features_epoch', 'finalized_features', 'zk_migration_ready')
    API_KEY = 18
    API_NAME = 'ApiVersions'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_FROM = 3
    error_code: int
    api_keys: list[ApiVersion]
    throttle_time_ms: int
    supported_features: list[SupportedFeatureKey]
    finalized_features_epoch: int
    finalized_features: list[FinalizedFeatureKey]
    zk_migration_ready: bool

    def __init__(
        self,
        error_code: int = 0,
        api_keys: list[ApiVersion] = DEFAULT,
        throttle_time_ms: int = 0,
        supported_features: list[SupportedFeatureKey] = DEFAULT,
        finalized_features_epoch: int = -1,
        finalized_features: list[FinalizedFeatureKey] = DEFAULT,
        zk_migration_ready: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.api_keys = [] if api_keys is DEFAULT else api_keys
        self.throttle_time_ms = throttle_time_ms
        self.supported_features = [] if supported_features is DEFAULT else supported_features
        self.finalized_features_epoch = finalized_features_epoch
        self.finalized_features = [] if finalized_features is DEFAULT else finalized_features
        self.zk_migration_ready = zk_migration_ready
        self.unknown_tags = unknown_tags
        self.tags_present = 0

ApiVersionsRequest.FIELDS = (
    FieldSpec('client_software_name', 'prim', 'string', (3, 4), None, "", ignorable=True),
    FieldSpec('client_software_version', 'prim', 'string', (3, 4), None, "", ignorable=True),
)

ApiVersion.FIELDS = (
    FieldSpec('api_key', 'prim', 'int16', (0, 4), None, 0),
    FieldSpec('min_version', 'prim', 'int16', (0, 4), None, 0),
    FieldSpec('max_version', 'prim', 'int16', (0, 4), None, 0),
)

SupportedFeatureKey.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('min_version', 'prim', 'int16', (0, 4), None, 0),
    FieldSpec('max_version', 'prim', 'int16', (0, 4), None, 0),
)

FinalizedFeatureKey.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('max_version_level', 'prim', 'int16', (0, 4), None, 0),
    FieldSpec('min_version_level', 'prim', 'int16', (0, 4), None, 0),
)

ApiVersionsResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 4), None, 0),
    FieldSpec('api_keys', 'array', 'ApiVersion', (0, 4), None, DEFAULT, struct=ApiVersion),
    FieldSpec('throttle_time_ms', 'prim', 'int32', (1, 4), None, 0, ignorable=True),
    FieldSpec('supported_features', 'array', 'SupportedFeatureKey', (3, 4), None, DEFAULT, tag=0, tag_versions=(3, 4), ignorable=True, struct=SupportedFeatureKey),
    FieldSpec('finalized_features_epoch', 'prim', 'int64', (3, 4), None, -1, tag=1, tag_versions=(3, 4), ignorable=True),
    FieldSpec('finalized_features', 'array', 'FinalizedFeatureKey', (3, 4), None, DEFAULT, tag=2, tag_versions=(3, 4), ignorable=True, struct=FinalizedFeatureKey),
    FieldSpec('zk_migration_ready', 'prim', 'bool', (3, 4), None, False, tag=3, tag_versions=(3, 4), ignorable=True),
)


def _d_ApiVersionsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[ApiVersionsRequest, int]:
    return ApiVersionsRequest("", "", None), pos


def _d_ApiVersionsRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[ApiVersionsRequest, int]:
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
        f_client_software_name = str(buf[pos:e2], 'utf-8')
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
        f_client_software_version = str(buf[pos:e4], 'utf-8')
        pos = e4
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
    return ApiVersionsRequest(f_client_software_name, f_client_software_version, u), pos


def _e_ApiVersionsRequest_v0(o: ApiVersionsRequest, out: bytearray) -> None:
    pass


def _e_ApiVersionsRequest_v3(o: ApiVersionsRequest, out: bytearray) -> None:
    b1 = o.client_software_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.client_software_version.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_ApiVersion_v0(buf: memoryview, pos: int, end: int) -> tuple[ApiVersion, int]:
    f_api_key, f_min_version, f_max_version = _S1(buf, pos)
    pos += 6
    return ApiVersion(f_api_key, f_min_version, f_max_version, None), pos


def _d_ApiVersionsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ApiVersionsResponse, int]:
    f_error_code = _S0(buf, pos)[0]
    pos += 2
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_api_keys = []
        ap2 = f_api_keys.append
        for _ in range(n1):
            x3, pos = _d_ApiVersion_v0(buf, pos, end)
            ap2(x3)
    return ApiVersionsResponse(f_error_code, f_api_keys, 0, [], -1, [], False, None), pos


def _d_ApiVersionsResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[ApiVersionsResponse, int]:
    f_error_code = _S0(buf, pos)[0]
    pos += 2
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_api_keys = []
        ap2 = f_api_keys.append
        for _ in range(n1):
            x3, pos = _d_ApiVersion_v0(buf, pos, end)
            ap2(x3)
    f_throttle_time_ms = _S2(buf, pos)[0]
    pos += 4
    return ApiVersionsResponse(f_error_code, f_api_keys, f_throttle_time_ms, [], -1, [], False, None), pos


def _d_ApiVersion_v3(buf: memoryview, pos: int, end: int) -> tuple[ApiVersion, int]:
    f_api_key, f_min_version, f_max_version = _S1(buf, pos)
    pos += 6
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
    return ApiVersion(f_api_key, f_min_version, f_max_version, u), pos


def _d_SupportedFeatureKey_v3(buf: memoryview, pos: int, end: int) -> tuple[SupportedFeatureKey, int]:
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
    f_min_version, f_max_version = _S3(buf, pos)
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
    return SupportedFeatureKey(f_name, f_min_version, f_max_version, u), pos


def _d_FinalizedFeatureKey_v3(buf: memoryview, pos: int, end: int) -> tuple[FinalizedFeatureKey, int]:
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
    f_max_version_level, f_min_version_level = _S3(buf, pos)
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
    return FinalizedFeatureKey(f_name, f_max_version_level, f_min_version_level, u), pos


def _d_ApiVersionsResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[ApiVersionsResponse, int]:
    f_error_code = _S0(buf, pos)[0]
    pos += 2
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
        f_api_keys = []
        ap2 = f_api_keys.append
        for _ in range(n1):
            x3, pos = _d_ApiVersion_v3(buf, pos, end)
            ap2(x3)
    f_throttle_time_ms = _S2(buf, pos)[0]
    pos += 4
    f_supported_features = []
    f_finalized_features_epoch = -1
    f_finalized_features = []
    f_zk_migration_ready = False
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    kp = 0
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
            if tg == 0:
                n4 = buf[pos]
                if n4 < 128:
                    pos += 1
                else:
                    n4, pos = _uvarint(buf, pos)
                n4 -= 1
                if n4 < 0:
                    raise _negative(pos)
                else:
                    if n4 * 6 > te - pos:
                        raise _short(pos)
                    f_supported_features = []
                    ap5 = f_supported_features.append
                    for _ in range(n4):
                        x6, pos = _d_SupportedFeatureKey_v3(buf, pos, te)
                        ap5(x6)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            elif tg == 1:
                f_finalized_features_epoch = _S4(buf, pos)[0]
                pos += 8
                if pos != te:
                    raise _tag_size(pos)
                kp |= 2
            elif tg == 2:
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                else:
                    n7, pos = _uvarint(buf, pos)
                n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 6 > te - pos:
                        raise _short(pos)
                    f_finalized_features = []
                    ap8 = f_finalized_features.append
                    for _ in range(n7):
                        x9, pos = _d_FinalizedFeatureKey_v3(buf, pos, te)
                        ap8(x9)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 4
            elif tg == 3:
                f_zk_migration_ready = _S5(buf, pos)[0]
                pos += 1
                if pos != te:
                    raise _tag_size(pos)
                kp |= 8
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = ApiVersionsResponse(f_error_code, f_api_keys, f_throttle_time_ms, f_supported_features, f_finalized_features_epoch, f_finalized_features, f_zk_migration_ready, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _e_ApiVersion_v0(o: ApiVersion, out: bytearray) -> None:
    out += _P1(o.api_key, o.min_version, o.max_version)


def _e_ApiVersionsResponse_v0(o: ApiVersionsResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    out += _Pi(len(o.api_keys))
    for x1 in o.api_keys:
        _e_ApiVersion_v0(x1, out)


def _e_ApiVersionsResponse_v1(o: ApiVersionsResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    out += _Pi(len(o.api_keys))
    for x1 in o.api_keys:
        _e_ApiVersion_v0(x1, out)
    out += _P2(o.throttle_time_ms)


def _e_ApiVersion_v3(o: ApiVersion, out: bytearray) -> None:
    out += _P1(o.api_key, o.min_version, o.max_version)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_SupportedFeatureKey_v3(o: SupportedFeatureKey, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P3(o.min_version, o.max_version)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FinalizedFeatureKey_v3(o: FinalizedFeatureKey, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P3(o.max_version_level, o.min_version_level)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ApiVersionsResponse_v3(o: ApiVersionsResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    if len(o.api_keys) + 1 < 128:
        out.append(len(o.api_keys) + 1)
    else:
        out += _encode_uvarint(len(o.api_keys) + 1)
    for x1 in o.api_keys:
        _e_ApiVersion_v3(x1, out)
    out += _P2(o.throttle_time_ms)
    t = []
    kp = o.tags_present
    if o.supported_features or kp & 1:
        tb = bytearray()
        if len(o.supported_features) + 1 < 128:
            tb.append(len(o.supported_features) + 1)
        else:
            tb += _encode_uvarint(len(o.supported_features) + 1)
        for x2 in o.supported_features:
            _e_SupportedFeatureKey_v3(x2, tb)
        t.append((0, tb))
    if o.finalized_features_epoch != -1 or kp & 2:
        tb = bytearray()
        tb += _P4(o.finalized_features_epoch)
        t.append((1, tb))
    if o.finalized_features or kp & 4:
        tb = bytearray()
        if len(o.finalized_features) + 1 < 128:
            tb.append(len(o.finalized_features) + 1)
        else:
            tb += _encode_uvarint(len(o.finalized_features) + 1)
        for x3 in o.finalized_features:
            _e_FinalizedFeatureKey_v3(x3, tb)
        t.append((2, tb))
    if o.zk_migration_ready != False or kp & 8:
        tb = bytearray()
        tb += _P5(o.zk_migration_ready)
        t.append((3, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


ApiVersionsRequest.DECODERS = (_d_ApiVersionsRequest_v0, _d_ApiVersionsRequest_v0, _d_ApiVersionsRequest_v0, _d_ApiVersionsRequest_v3, _d_ApiVersionsRequest_v3,)
ApiVersionsRequest.ENCODERS = (_e_ApiVersionsRequest_v0, _e_ApiVersionsRequest_v0, _e_ApiVersionsRequest_v0, _e_ApiVersionsRequest_v3, _e_ApiVersionsRequest_v3,)

ApiVersionsResponse.DECODERS = (_d_ApiVersionsResponse_v0, _d_ApiVersionsResponse_v1, _d_ApiVersionsResponse_v1, _d_ApiVersionsResponse_v3, _d_ApiVersionsResponse_v3,)
ApiVersionsResponse.ENCODERS = (_e_ApiVersionsResponse_v0, _e_ApiVersionsResponse_v1, _e_ApiVersionsResponse_v1, _e_ApiVersionsResponse_v3, _e_ApiVersionsResponse_v3,)
