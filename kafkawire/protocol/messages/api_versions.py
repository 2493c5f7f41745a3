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
        f_client_software_name_1 = buf[pos:e4].decode()
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
        n5 -= 1
    elif buf[pos + 1] < 128:
        n5 = n5 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n5, pos = _string_uvarint(buf, pos)
        n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_client_software_version_2 = buf[pos:e6].decode()
        pos = e6
    if buf[pos]:
        u7, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u7 = None
    o = _new(ApiVersionsRequest)
    o.client_software_name = f_client_software_name_1
    o.client_software_version = f_client_software_version_2
    o.unknown_tags = u7
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
    f_error_code_1 = _S0(buf, pos)[0]
    pos += 2
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 6 > end - pos:
            raise _short(pos)
        f_api_keys_2 = []
        if n8:
            e14 = pos + n8 * 6
            for f_api_key_10, f_min_version_11, f_max_version_12 in _I0(buf[pos:e14]):
                x15 = _new(ApiVersion)
                x15.api_key = f_api_key_10
                x15.min_version = f_min_version_11
                x15.max_version = f_max_version_12
                x15.unknown_tags = None
                f_api_keys_2.append(x15)
            pos = e14
    o = _new(ApiVersionsResponse)
    o.error_code = f_error_code_1
    o.api_keys = f_api_keys_2
    o.throttle_time_ms = 0
    o.supported_features = []
    o.finalized_features_epoch = -1
    o.finalized_features = []
    o.zk_migration_ready = False
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_ApiVersionsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[ApiVersionsResponse, int]:
    f_error_code_1 = _S0(buf, pos)[0]
    pos += 2
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 6 > end - pos:
            raise _short(pos)
        f_api_keys_2 = []
        if n8:
            e14 = pos + n8 * 6
            for f_api_key_10, f_min_version_11, f_max_version_12 in _I0(buf[pos:e14]):
                x15 = _new(ApiVersion)
                x15.api_key = f_api_key_10
                x15.min_version = f_min_version_11
                x15.max_version = f_max_version_12
                x15.unknown_tags = None
                f_api_keys_2.append(x15)
            pos = e14
    f_throttle_time_ms_3 = _S1(buf, pos)[0]
    pos += 4
    o = _new(ApiVersionsResponse)
    o.error_code = f_error_code_1
    o.api_keys = f_api_keys_2
    o.throttle_time_ms = f_throttle_time_ms_3
    o.supported_features = []
    o.finalized_features_epoch = -1
    o.finalized_features = []
    o.zk_migration_ready = False
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_ApiVersionsResponse_v3(buf: bytes, pos: int, end: int) -> tuple[ApiVersionsResponse, int]:
    f_error_code_1, pk8, f_throttle_time_ms_3, pk9 = _S2(buf, pos)
    if pk8 == 1:
        pos += 8
        f_api_keys_2 = []
    else:
        pos += 3
        if pk8 < 128:
            pk8 -= 1
        elif buf[pos] < 128:
            pk8 = pk8 + buf[pos] * 128 - 129
            pos += 1
        else:
            pk8, pos = _uvarint(buf, pos - 1)
            pk8 -= 1
        if pk8 < 0:
            raise _negative(pos)
        else:
            if pk8 * 7 > end - pos:
                raise _short(pos)
            f_api_keys_2 = []
            if pk8:
                e15 = pos + pk8 * 7
                for f_api_key_11, f_min_version_12, f_max_version_13, tb14 in _I1(buf[pos:e15]):
                    if tb14:
                        break
                    x16 = _new(ApiVersion)
                    x16.api_key = f_api_key_11
                    x16.min_version = f_min_version_12
                    x16.max_version = f_max_version_13
                    x16.unknown_tags = None
                    f_api_keys_2.append(x16)
                else:
                    pos = e15
                if pos != e15:
                    f_api_keys_2 = []
                    for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
                        f_api_key_17, f_min_version_18, f_max_version_19, pk20 = _S3(buf, pos)
                        pos += 7
                        if pk20:
                            u21, pos = _unknown_tags(buf, pos - 1, end)
                        else:
                            u21 = None
                        x10 = _new(ApiVersion)
                        x10.api_key = f_api_key_17
                        x10.min_version = f_min_version_18
                        x10.max_version = f_max_version_19
                        x10.unknown_tags = u21
                        f_api_keys_2.append(x10)
        f_throttle_time_ms_3, pk9 = _S4(buf, pos)
        pos += 5
    if not pk9:
        o = _new(ApiVersionsResponse)
        o.error_code = f_error_code_1
        o.api_keys = f_api_keys_2
        o.throttle_time_ms = f_throttle_time_ms_3
        o.supported_features = []
        o.finalized_features_epoch = -1
        o.finalized_features = []
        o.zk_migration_ready = False
        o.unknown_tags = None
        o.tags_present = 0
    else:
        pos -= 1
        f_supported_features_4 = []
        f_finalized_features_epoch_5 = -1
        f_finalized_features_6 = []
        f_zk_migration_ready_7 = False
        nt22 = buf[pos]
        if nt22 < 128:
            pos += 1
        else:
            nt22, pos = _uvarint(buf, pos)
        u23 = None
        kp28 = 0
        last24 = -1
        for _ in range(nt22):
            tg25 = buf[pos]
            if tg25 < 128:
                pos += 1
            else:
                tg25, pos = _uvarint(buf, pos)
            sz26 = buf[pos]
            if sz26 < 128:
                pos += 1
            else:
                sz26, pos = _uvarint(buf, pos)
            te27 = pos + sz26
            if te27 > end:
                raise _short(pos)
            if tg25 <= last24:
                raise _tag_order(pos)
            last24 = tg25
            if tg25 == 0:
                n29 = buf[pos]
                if n29 < 128:
                    pos += 1
                    n29 -= 1
                elif buf[pos + 1] < 128:
                    n29 = n29 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n29, pos = _uvarint(buf, pos)
                    n29 -= 1
                if n29 < 0:
                    raise _negative(pos)
                else:
                    if n29 * 6 > te27 - pos:
                        raise _short(pos)
                    f_supported_features_4 = []
                    if n29:
                        for _ in (_ranges[n29] if n29 < 256 else range(n29)):
                            n34 = buf[pos]
                            if n34 < 128:
                                pos += 1
                                n34 -= 1
                            elif buf[pos + 1] < 128:
                                n34 = n34 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n34, pos = _string_uvarint(buf, pos)
                                n34 -= 1
                            if n34 < 0:
                                raise _negative(pos)
                            else:
                                e35 = pos + n34
                                if e35 > te27:
                                    raise _short(pos)
                                f_name_31 = buf[pos:e35].decode()
                                pos = e35
                            f_min_version_32, f_max_version_33, pk36 = _S5(buf, pos)
                            pos += 5
                            if pk36:
                                u37, pos = _unknown_tags(buf, pos - 1, te27)
                            else:
                                u37 = None
                            x30 = _new(SupportedFeatureKey)
                            x30.name = f_name_31
                            x30.min_version = f_min_version_32
                            x30.max_version = f_max_version_33
                            x30.unknown_tags = u37
                            f_supported_features_4.append(x30)
                if pos != te27:
                    raise _tag_size(pos)
                kp28 |= 1
            elif tg25 == 1:
                f_finalized_features_epoch_5 = _S6(buf, pos)[0]
                pos += 8
                if pos != te27:
                    raise _tag_size(pos)
                kp28 |= 2
            elif tg25 == 2:
                n38 = buf[pos]
                if n38 < 128:
                    pos += 1
                    n38 -= 1
                elif buf[pos + 1] < 128:
                    n38 = n38 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n38, pos = _uvarint(buf, pos)
                    n38 -= 1
                if n38 < 0:
                    raise _negative(pos)
                else:
                    if n38 * 6 > te27 - pos:
                        raise _short(pos)
                    f_finalized_features_6 = []
                    if n38:
                        for _ in (_ranges[n38] if n38 < 256 else range(n38)):
                            n43 = buf[pos]
                            if n43 < 128:
                                pos += 1
                                n43 -= 1
                            elif buf[pos + 1] < 128:
                                n43 = n43 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n43, pos = _string_uvarint(buf, pos)
                                n43 -= 1
                            if n43 < 0:
                                raise _negative(pos)
                            else:
                                e44 = pos + n43
                                if e44 > te27:
                                    raise _short(pos)
                                f_name_40 = buf[pos:e44].decode()
                                pos = e44
                            f_max_version_level_41, f_min_version_level_42, pk45 = _S5(buf, pos)
                            pos += 5
                            if pk45:
                                u46, pos = _unknown_tags(buf, pos - 1, te27)
                            else:
                                u46 = None
                            x39 = _new(FinalizedFeatureKey)
                            x39.name = f_name_40
                            x39.max_version_level = f_max_version_level_41
                            x39.min_version_level = f_min_version_level_42
                            x39.unknown_tags = u46
                            f_finalized_features_6.append(x39)
                if pos != te27:
                    raise _tag_size(pos)
                kp28 |= 4
            elif tg25 == 3:
                f_zk_migration_ready_7 = _S7(buf, pos)[0]
                pos += 1
                if pos != te27:
                    raise _tag_size(pos)
                kp28 |= 8
            else:
                if u23 is None:
                    u23 = {}
                u23[tg25] = buf[pos:te27]
                pos = te27
        o = _new(ApiVersionsResponse)
        o.error_code = f_error_code_1
        o.api_keys = f_api_keys_2
        o.throttle_time_ms = f_throttle_time_ms_3
        o.supported_features = f_supported_features_4
        o.finalized_features_epoch = f_finalized_features_epoch_5
        o.finalized_features = f_finalized_features_6
        o.zk_migration_ready = f_zk_migration_ready_7
        o.unknown_tags = u23
        o.tags_present = kp28
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
