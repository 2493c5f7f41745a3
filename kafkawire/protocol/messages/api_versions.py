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

__all__ = ['ApiVersion', 'ApiVersionsRequest', 'ApiVersionsResponse', 'FinalizedFeatureKey', 'SupportedFeatureKey']

_I0 = _Struct('>hhh').iter_unpack
_I1 = _Struct('>hhhB').iter_unpack
_S0 = _Struct('>h').unpack_from
_P0 = _Struct('>h').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>hBiB').unpack_from
_P2 = _Struct('>hBiB').pack
_S3 = _Struct('>hhhB').unpack_from
_P3 = _Struct('>hhhB').pack
_S4 = _Struct('>iB').unpack_from
_P4 = _Struct('>iB').pack
_S5 = _Struct('>hhB').unpack_from
_P5 = _Struct('>hhB').pack
_S6 = _Struct('>q').unpack_from
_P6 = _Struct('>q').pack
_S7 = _Struct('>?').unpack_from
_P7 = _Struct('>?').pack
_S8 = _Struct('>hhh').unpack_from
_P8 = _Struct('>hhh').pack
_S9 = _Struct('>hh').unpack_from
_P9 = _Struct('>hh').pack
_S10 = _Struct('>B').unpack_from
_P10 = _Struct('>B').pack


class ApiVersionsRequest(Request["ApiVersionsResponse"]):
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


def _d_ApiVersionsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ApiVersionsRequest, int]:
    o = _new(ApiVersionsRequest)
    o.client_software_name = ""
    o.client_software_version = ""
    o.unknown_tags = None
    return o, pos


def _d_ApiVersionsRequest_v3(buf: bytes, pos: int, end: int) -> tuple[ApiVersionsRequest, int]:
    o = _new(ApiVersionsRequest)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
        n1 -= 1
    elif buf[pos + 1] < 128:
        n1 = n1 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n1, pos = _string_uvarint(buf, pos)
        n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.client_software_name = buf[pos:e2].decode()
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _string_uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.client_software_version = buf[pos:e4].decode()
        pos = e4
    if buf[pos]:
        u5, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u5 = None
    o.unknown_tags = u5
    return o, pos


def _e_ApiVersionsRequest_v0(o: ApiVersionsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ApiVersionsRequest', 0)


def _e_ApiVersionsRequest_v1(o: ApiVersionsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ApiVersionsRequest', 1)


def _e_ApiVersionsRequest_v2(o: ApiVersionsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ApiVersionsRequest', 2)


def _e_ApiVersionsRequest_v3(o: ApiVersionsRequest, out: list[bytes]) -> None:
    b1 = o.client_software_name.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    b2 = o.client_software_version.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_ApiVersionsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ApiVersionsResponse, int]:
    o = _new(ApiVersionsResponse)
    o.error_code = _S0(buf, pos)[0]
    pos += 2
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_api_keys_1 = []
        if n4:
            e6 = pos + n4 * 6
            for t8 in _I0(buf[pos:e6]):
                x7 = _new(ApiVersion)
                x7.api_key, x7.min_version, x7.max_version = t8
                x7.unknown_tags = None
                f_api_keys_1.append(x7)
            pos = e6
    o.api_keys = f_api_keys_1
    o.throttle_time_ms = 0
    o.supported_features = []
    o.finalized_features_epoch = -1
    o.finalized_features = []
    o.zk_migration_ready = False
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_ApiVersionsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[ApiVersionsResponse, int]:
    o = _new(ApiVersionsResponse)
    o.error_code = _S0(buf, pos)[0]
    pos += 2
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_api_keys_1 = []
        if n4:
            e6 = pos + n4 * 6
            for t8 in _I0(buf[pos:e6]):
                x7 = _new(ApiVersion)
                x7.api_key, x7.min_version, x7.max_version = t8
                x7.unknown_tags = None
                f_api_keys_1.append(x7)
            pos = e6
    o.throttle_time_ms = _S1(buf, pos)[0]
    pos += 4
    o.api_keys = f_api_keys_1
    o.supported_features = []
    o.finalized_features_epoch = -1
    o.finalized_features = []
    o.zk_migration_ready = False
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_ApiVersionsResponse_v3(buf: bytes, pos: int, end: int) -> tuple[ApiVersionsResponse, int]:
    o = _new(ApiVersionsResponse)
    o.error_code, pk4, o.throttle_time_ms, pk5 = _S2(buf, pos)
    if pk4 == 1:
        pos += 8
        f_api_keys_1 = []
    else:
        pos += 3
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
            f_api_keys_1 = []
            if pk4:
                e7 = pos + pk4 * 7
                for t9 in _I1(buf[pos:e7]):
                    x8 = _new(ApiVersion)
                    x8.api_key, x8.min_version, x8.max_version, tb10 = t9
                    if tb10:
                        break
                    x8.unknown_tags = None
                    f_api_keys_1.append(x8)
                else:
                    pos = e7
                if pos != e7:
                    f_api_keys_1 = []
                    for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                        x6 = _new(ApiVersion)
                        x6.api_key, x6.min_version, x6.max_version, pk11 = _S3(buf, pos)
                        pos += 7
                        if pk11:
                            u12, pos = _unknown_tags(buf, pos - 1, end)
                        else:
                            u12 = None
                        x6.unknown_tags = u12
                        f_api_keys_1.append(x6)
        o.throttle_time_ms, pk5 = _S4(buf, pos)
        pos += 5
    if not pk5:
        o.api_keys = f_api_keys_1
        o.supported_features = []
        o.finalized_features_epoch = -1
        o.finalized_features = []
        o.zk_migration_ready = False
        o.unknown_tags = None
        o.tags_present = 0
    else:
        pos -= 1
        f_supported_features_2 = []
        o.finalized_features_epoch = -1
        f_finalized_features_3 = []
        o.zk_migration_ready = False
        nt13 = buf[pos]
        if nt13 < 128:
            pos += 1
        else:
            nt13, pos = _uvarint(buf, pos)
        u14 = None
        kp19 = 0
        last15 = -1
        for _ in range(nt13):
            tg16 = buf[pos]
            if tg16 < 128:
                pos += 1
            else:
                tg16, pos = _uvarint(buf, pos)
            sz17 = buf[pos]
            if sz17 < 128:
                pos += 1
            else:
                sz17, pos = _uvarint(buf, pos)
            te18 = pos + sz17
            if te18 > end:
                raise _short(pos)
            if tg16 <= last15:
                raise _tag_order(pos)
            last15 = tg16
            if tg16 == 0:
                n20 = buf[pos]
                if n20 < 128:
                    pos += 1
                    n20 -= 1
                elif buf[pos + 1] < 128:
                    n20 = n20 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n20, pos = _uvarint(buf, pos)
                    n20 -= 1
                if n20 < 0:
                    raise _negative(pos)
                else:
                    if n20 * 6 > te18 - pos:
                        raise _short(pos)
                    f_supported_features_2 = []
                    if n20:
                        for _ in (_ranges[n20] if n20 < 256 else range(n20)):
                            x21 = _new(SupportedFeatureKey)
                            n22 = buf[pos]
                            if n22 < 128:
                                pos += 1
                                n22 -= 1
                            elif buf[pos + 1] < 128:
                                n22 = n22 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n22, pos = _string_uvarint(buf, pos)
                                n22 -= 1
                            if n22 < 0:
                                raise _negative(pos)
                            else:
                                e23 = pos + n22
                                if e23 > te18:
                                    raise _short(pos)
                                x21.name = buf[pos:e23].decode()
                                pos = e23
                            x21.min_version, x21.max_version, pk24 = _S5(buf, pos)
                            pos += 5
                            if pk24:
                                u25, pos = _unknown_tags(buf, pos - 1, te18)
                            else:
                                u25 = None
                            x21.unknown_tags = u25
                            f_supported_features_2.append(x21)
                if pos != te18:
                    raise _tag_size(pos)
                kp19 |= 1
            elif tg16 == 1:
                o.finalized_features_epoch = _S6(buf, pos)[0]
                pos += 8
                if pos != te18:
                    raise _tag_size(pos)
                kp19 |= 2
            elif tg16 == 2:
                n26 = buf[pos]
                if n26 < 128:
                    pos += 1
                    n26 -= 1
                elif buf[pos + 1] < 128:
                    n26 = n26 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n26, pos = _uvarint(buf, pos)
                    n26 -= 1
                if n26 < 0:
                    raise _negative(pos)
                else:
                    if n26 * 6 > te18 - pos:
                        raise _short(pos)
                    f_finalized_features_3 = []
                    if n26:
                        for _ in (_ranges[n26] if n26 < 256 else range(n26)):
                            x27 = _new(FinalizedFeatureKey)
                            n28 = buf[pos]
                            if n28 < 128:
                                pos += 1
                                n28 -= 1
                            elif buf[pos + 1] < 128:
                                n28 = n28 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n28, pos = _string_uvarint(buf, pos)
                                n28 -= 1
                            if n28 < 0:
                                raise _negative(pos)
                            else:
                                e29 = pos + n28
                                if e29 > te18:
                                    raise _short(pos)
                                x27.name = buf[pos:e29].decode()
                                pos = e29
                            x27.max_version_level, x27.min_version_level, pk30 = _S5(buf, pos)
                            pos += 5
                            if pk30:
                                u31, pos = _unknown_tags(buf, pos - 1, te18)
                            else:
                                u31 = None
                            x27.unknown_tags = u31
                            f_finalized_features_3.append(x27)
                if pos != te18:
                    raise _tag_size(pos)
                kp19 |= 4
            elif tg16 == 3:
                o.zk_migration_ready = _S7(buf, pos)[0]
                pos += 1
                if pos != te18:
                    raise _tag_size(pos)
                kp19 |= 8
            else:
                if u14 is None:
                    u14 = {}
                u14[tg16] = buf[pos:te18]
                pos = te18
        o.api_keys = f_api_keys_1
        o.supported_features = f_supported_features_2
        o.finalized_features = f_finalized_features_3
        o.unknown_tags = u14
        o.tags_present = kp19
    return o, pos


def _e_ApiVersionsResponse_v0(o: ApiVersionsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ApiVersionsResponse', 0)
    out.append(_P0(o.error_code))
    if type(o.api_keys) is not list:
        _check_list(o.api_keys)
    out.append(_Pi(len(o.api_keys)))
    for x1 in o.api_keys:
        if x1.unknown_tags:
            raise _untagged('ApiVersion', 0)
        out.append(_P8(x1.api_key, x1.min_version, x1.max_version))


def _e_ApiVersionsResponse_v1(o: ApiVersionsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ApiVersionsResponse', 1)
    out.append(_P0(o.error_code))
    if type(o.api_keys) is not list:
        _check_list(o.api_keys)
    out.append(_Pi(len(o.api_keys)))
    for x1 in o.api_keys:
        if x1.unknown_tags:
            raise _untagged('ApiVersion', 1)
        out.append(_P8(x1.api_key, x1.min_version, x1.max_version))
    out.append(_P1(o.throttle_time_ms))


def _e_ApiVersionsResponse_v2(o: ApiVersionsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ApiVersionsResponse', 2)
    out.append(_P0(o.error_code))
    if type(o.api_keys) is not list:
        _check_list(o.api_keys)
    out.append(_Pi(len(o.api_keys)))
    for x1 in o.api_keys:
        if x1.unknown_tags:
            raise _untagged('ApiVersion', 2)
        out.append(_P8(x1.api_key, x1.min_version, x1.max_version))
    out.append(_P1(o.throttle_time_ms))


def _e_ApiVersionsResponse_v3(o: ApiVersionsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.error_code))
    if type(o.api_keys) is not list:
        _check_list(o.api_keys)
    if len(o.api_keys) + 1 < 128:
        out.append(_B1[len(o.api_keys) + 1])
    else:
        out.append(_encode_uvarint(len(o.api_keys) + 1))
    for x1 in o.api_keys:
        out.append(_P8(x1.api_key, x1.min_version, x1.max_version))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P1(o.throttle_time_ms))
    t2 = []
    kp3 = o.tags_present
    if (o.supported_features is None or len(o.supported_features)) or kp3 & 1:
        tb4: list[bytes] = []
        if type(o.supported_features) is not list:
            _check_list(o.supported_features)
        if len(o.supported_features) + 1 < 128:
            tb4.append(_B1[len(o.supported_features) + 1])
        else:
            tb4.append(_encode_uvarint(len(o.supported_features) + 1))
        for x5 in o.supported_features:
            b6 = x5.name.encode()
            if len(b6) + 1 < 128:
                tb4.append(_B1[len(b6) + 1])
            else:
                tb4.append(_string_length(len(b6) + 1))
            tb4.append(b6)
            tb4.append(_P9(x5.min_version, x5.max_version))
            if x5.unknown_tags:
                _write_tags(tb4, [], x5.unknown_tags)
            else:
                tb4.append(b'\x00')
        t2.append((0, tb4))
    if o.finalized_features_epoch != -1 or kp3 & 2:
        tb7: list[bytes] = []
        tb7.append(_P6(o.finalized_features_epoch))
        t2.append((1, tb7))
    if (o.finalized_features is None or len(o.finalized_features)) or kp3 & 4:
        tb8: list[bytes] = []
        if type(o.finalized_features) is not list:
            _check_list(o.finalized_features)
        if len(o.finalized_features) + 1 < 128:
            tb8.append(_B1[len(o.finalized_features) + 1])
        else:
            tb8.append(_encode_uvarint(len(o.finalized_features) + 1))
        for x9 in o.finalized_features:
            b10 = x9.name.encode()
            if len(b10) + 1 < 128:
                tb8.append(_B1[len(b10) + 1])
            else:
                tb8.append(_string_length(len(b10) + 1))
            tb8.append(b10)
            tb8.append(_P9(x9.max_version_level, x9.min_version_level))
            if x9.unknown_tags:
                _write_tags(tb8, [], x9.unknown_tags)
            else:
                tb8.append(b'\x00')
        t2.append((2, tb8))
    if o.zk_migration_ready != False or kp3 & 8:
        tb11: list[bytes] = []
        tb11.append(_P10(_BOOL[o.zk_migration_ready]))
        t2.append((3, tb11))
    if t2 or o.unknown_tags:
        _write_tags(out, t2, o.unknown_tags, (0, 1, 2, 3))
    else:
        out.append(b'\x00')


ApiVersionsRequest.DECODERS = {0: _d_ApiVersionsRequest_v0, 1: _d_ApiVersionsRequest_v0, 2: _d_ApiVersionsRequest_v0, 3: _d_ApiVersionsRequest_v3, 4: _d_ApiVersionsRequest_v3}
ApiVersionsRequest.ENCODERS = {0: _e_ApiVersionsRequest_v0, 1: _e_ApiVersionsRequest_v1, 2: _e_ApiVersionsRequest_v2, 3: _e_ApiVersionsRequest_v3, 4: _e_ApiVersionsRequest_v3}
_bind_decode(ApiVersionsRequest)

ApiVersionsResponse.DECODERS = {0: _d_ApiVersionsResponse_v0, 1: _d_ApiVersionsResponse_v1, 2: _d_ApiVersionsResponse_v1, 3: _d_ApiVersionsResponse_v3, 4: _d_ApiVersionsResponse_v3}
ApiVersionsResponse.ENCODERS = {0: _e_ApiVersionsResponse_v0, 1: _e_ApiVersionsResponse_v1, 2: _e_ApiVersionsResponse_v2, 3: _e_ApiVersionsResponse_v3, 4: _e_ApiVersionsResponse_v3}
_bind_decode(ApiVersionsResponse)
