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
    _i32s,
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


def _d_ApiVersionsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ApiVersionsRequest, int]:
    o = ApiVersionsRequest("", "", None)
    return o, pos


def _d_ApiVersionsRequest_v3(buf: bytes, pos: int, end: int) -> tuple[ApiVersionsRequest, int]:
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n3 = (n3 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
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
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_client_software_version_2 = buf[pos:e6].decode()
        pos = e6
    nt7 = buf[pos]
    if nt7 < 128:
        pos += 1
    else:
        nt7, pos = _uvarint(buf, pos)
    u8 = None
    if nt7:
        last9 = -1
        for _ in range(nt7):
            tg10 = buf[pos]
            if tg10 < 128:
                pos += 1
            else:
                tg10, pos = _uvarint(buf, pos)
            sz11 = buf[pos]
            if sz11 < 128:
                pos += 1
            else:
                sz11, pos = _uvarint(buf, pos)
            te12 = pos + sz11
            if te12 > end:
                raise _short(pos)
            if tg10 <= last9:
                raise _tag_order(pos)
            last9 = tg10
            if u8 is None:
                u8 = {}
            u8[tg10] = buf[pos:te12]
            pos = te12
    o = ApiVersionsRequest(f_client_software_name_1, f_client_software_version_2, u8)
    return o, pos


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
        ap9 = f_api_keys_2.append
        for _ in range(n8):
            f_api_key_11, f_min_version_12, f_max_version_13 = _S1(buf, pos)
            pos += 6
            x10 = ApiVersion(f_api_key_11, f_min_version_12, f_max_version_13, None)
            ap9(x10)
    o = ApiVersionsResponse(f_error_code_1, f_api_keys_2, 0, [], -1, [], False, None)
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
        ap9 = f_api_keys_2.append
        for _ in range(n8):
            f_api_key_11, f_min_version_12, f_max_version_13 = _S1(buf, pos)
            pos += 6
            x10 = ApiVersion(f_api_key_11, f_min_version_12, f_max_version_13, None)
            ap9(x10)
    f_throttle_time_ms_3 = _S2(buf, pos)[0]
    pos += 4
    o = ApiVersionsResponse(f_error_code_1, f_api_keys_2, f_throttle_time_ms_3, [], -1, [], False, None)
    return o, pos


def _d_ApiVersionsResponse_v3(buf: bytes, pos: int, end: int) -> tuple[ApiVersionsResponse, int]:
    f_error_code_1 = _S0(buf, pos)[0]
    pos += 2
    n8 = buf[pos]
    if n8 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n8 = (n8 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n8, pos = _uvarint(buf, pos)
    n8 -= 1
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 7 > end - pos:
            raise _short(pos)
        f_api_keys_2 = []
        ap9 = f_api_keys_2.append
        for _ in range(n8):
            f_api_key_11, f_min_version_12, f_max_version_13 = _S1(buf, pos)
            pos += 6
            nt14 = buf[pos]
            if nt14 < 128:
                pos += 1
            else:
                nt14, pos = _uvarint(buf, pos)
            u15 = None
            if nt14:
                last16 = -1
                for _ in range(nt14):
                    tg17 = buf[pos]
                    if tg17 < 128:
                        pos += 1
                    else:
                        tg17, pos = _uvarint(buf, pos)
                    sz18 = buf[pos]
                    if sz18 < 128:
                        pos += 1
                    else:
                        sz18, pos = _uvarint(buf, pos)
                    te19 = pos + sz18
                    if te19 > end:
                        raise _short(pos)
                    if tg17 <= last16:
                        raise _tag_order(pos)
                    last16 = tg17
                    if u15 is None:
                        u15 = {}
                    u15[tg17] = buf[pos:te19]
                    pos = te19
            x10 = ApiVersion(f_api_key_11, f_min_version_12, f_max_version_13, u15)
            ap9(x10)
    f_throttle_time_ms_3 = _S2(buf, pos)[0]
    pos += 4
    f_supported_features_4 = []
    f_finalized_features_epoch_5 = -1
    f_finalized_features_6 = []
    f_zk_migration_ready_7 = False
    nt20 = buf[pos]
    if nt20 < 128:
        pos += 1
    else:
        nt20, pos = _uvarint(buf, pos)
    u21 = None
    kp26 = 0
    if nt20:
        last22 = -1
        for _ in range(nt20):
            tg23 = buf[pos]
            if tg23 < 128:
                pos += 1
            else:
                tg23, pos = _uvarint(buf, pos)
            sz24 = buf[pos]
            if sz24 < 128:
                pos += 1
            else:
                sz24, pos = _uvarint(buf, pos)
            te25 = pos + sz24
            if te25 > end:
                raise _short(pos)
            if tg23 <= last22:
                raise _tag_order(pos)
            last22 = tg23
            if tg23 == 0:
                n27 = buf[pos]
                if n27 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n27 = (n27 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n27, pos = _uvarint(buf, pos)
                n27 -= 1
                if n27 < 0:
                    raise _negative(pos)
                else:
                    if n27 * 6 > te25 - pos:
                        raise _short(pos)
                    f_supported_features_4 = []
                    ap28 = f_supported_features_4.append
                    for _ in range(n27):
                        n33 = buf[pos]
                        if n33 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n33 = (n33 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n33, pos = _uvarint(buf, pos)
                        n33 -= 1
                        if n33 < 0:
                            raise _negative(pos)
                        else:
                            e34 = pos + n33
                            if e34 > te25:
                                raise _short(pos)
                            f_name_30 = buf[pos:e34].decode()
                            pos = e34
                        f_min_version_31, f_max_version_32 = _S3(buf, pos)
                        pos += 4
                        nt35 = buf[pos]
                        if nt35 < 128:
                            pos += 1
                        else:
                            nt35, pos = _uvarint(buf, pos)
                        u36 = None
                        if nt35:
                            last37 = -1
                            for _ in range(nt35):
                                tg38 = buf[pos]
                                if tg38 < 128:
                                    pos += 1
                                else:
                                    tg38, pos = _uvarint(buf, pos)
                                sz39 = buf[pos]
                                if sz39 < 128:
                                    pos += 1
                                else:
                                    sz39, pos = _uvarint(buf, pos)
                                te40 = pos + sz39
                                if te40 > te25:
                                    raise _short(pos)
                                if tg38 <= last37:
                                    raise _tag_order(pos)
                                last37 = tg38
                                if u36 is None:
                                    u36 = {}
                                u36[tg38] = buf[pos:te40]
                                pos = te40
                        x29 = SupportedFeatureKey(f_name_30, f_min_version_31, f_max_version_32, u36)
                        ap28(x29)
                if pos != te25:
                    raise _tag_size(pos)
                kp26 |= 1
            elif tg23 == 1:
                f_finalized_features_epoch_5 = _S4(buf, pos)[0]
                pos += 8
                if pos != te25:
                    raise _tag_size(pos)
                kp26 |= 2
            elif tg23 == 2:
                n41 = buf[pos]
                if n41 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n41 = (n41 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n41, pos = _uvarint(buf, pos)
                n41 -= 1
                if n41 < 0:
                    raise _negative(pos)
                else:
                    if n41 * 6 > te25 - pos:
                        raise _short(pos)
                    f_finalized_features_6 = []
                    ap42 = f_finalized_features_6.append
                    for _ in range(n41):
                        n47 = buf[pos]
                        if n47 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n47 = (n47 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n47, pos = _uvarint(buf, pos)
                        n47 -= 1
                        if n47 < 0:
                            raise _negative(pos)
                        else:
                            e48 = pos + n47
                            if e48 > te25:
                                raise _short(pos)
                            f_name_44 = buf[pos:e48].decode()
                            pos = e48
                        f_max_version_level_45, f_min_version_level_46 = _S3(buf, pos)
                        pos += 4
                        nt49 = buf[pos]
                        if nt49 < 128:
                            pos += 1
                        else:
                            nt49, pos = _uvarint(buf, pos)
                        u50 = None
                        if nt49:
                            last51 = -1
                            for _ in range(nt49):
                                tg52 = buf[pos]
                                if tg52 < 128:
                                    pos += 1
                                else:
                                    tg52, pos = _uvarint(buf, pos)
                                sz53 = buf[pos]
                                if sz53 < 128:
                                    pos += 1
                                else:
                                    sz53, pos = _uvarint(buf, pos)
                                te54 = pos + sz53
                                if te54 > te25:
                                    raise _short(pos)
                                if tg52 <= last51:
                                    raise _tag_order(pos)
                                last51 = tg52
                                if u50 is None:
                                    u50 = {}
                                u50[tg52] = buf[pos:te54]
                                pos = te54
                        x43 = FinalizedFeatureKey(f_name_44, f_max_version_level_45, f_min_version_level_46, u50)
                        ap42(x43)
                if pos != te25:
                    raise _tag_size(pos)
                kp26 |= 4
            elif tg23 == 3:
                f_zk_migration_ready_7 = _S5(buf, pos)[0]
                pos += 1
                if pos != te25:
                    raise _tag_size(pos)
                kp26 |= 8
            else:
                if u21 is None:
                    u21 = {}
                u21[tg23] = buf[pos:te25]
                pos = te25
    o = ApiVersionsResponse(f_error_code_1, f_api_keys_2, f_throttle_time_ms_3, f_supported_features_4, f_finalized_features_epoch_5, f_finalized_features_6, f_zk_migration_ready_7, u21)
    if kp26:
        o.tags_present = kp26
    return o, pos


def _e_ApiVersionsResponse_v0(o: ApiVersionsResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    out += _Pi(len(o.api_keys))
    for x1 in o.api_keys:
        out += _P1(x1.api_key, x1.min_version, x1.max_version)


def _e_ApiVersionsResponse_v1(o: ApiVersionsResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    out += _Pi(len(o.api_keys))
    for x1 in o.api_keys:
        out += _P1(x1.api_key, x1.min_version, x1.max_version)
    out += _P2(o.throttle_time_ms)


def _e_ApiVersionsResponse_v3(o: ApiVersionsResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    if len(o.api_keys) + 1 < 128:
        out.append(len(o.api_keys) + 1)
    else:
        out += _encode_uvarint(len(o.api_keys) + 1)
    for x1 in o.api_keys:
        out += _P1(x1.api_key, x1.min_version, x1.max_version)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    out += _P2(o.throttle_time_ms)
    t2 = []
    kp3 = o.tags_present
    if o.supported_features or kp3 & 1:
        tb4 = bytearray()
        if len(o.supported_features) + 1 < 128:
            tb4.append(len(o.supported_features) + 1)
        else:
            tb4 += _encode_uvarint(len(o.supported_features) + 1)
        for x5 in o.supported_features:
            b6 = x5.name.encode()
            if len(b6) + 1 < 128:
                tb4.append(len(b6) + 1)
            else:
                tb4 += _encode_uvarint(len(b6) + 1)
            tb4 += b6
            tb4 += _P3(x5.min_version, x5.max_version)
            if x5.unknown_tags:
                _write_tags(tb4, [], x5.unknown_tags)
            else:
                tb4.append(0)
        t2.append((0, tb4))
    if o.finalized_features_epoch != -1 or kp3 & 2:
        tb7 = bytearray()
        tb7 += _P4(o.finalized_features_epoch)
        t2.append((1, tb7))
    if o.finalized_features or kp3 & 4:
        tb8 = bytearray()
        if len(o.finalized_features) + 1 < 128:
            tb8.append(len(o.finalized_features) + 1)
        else:
            tb8 += _encode_uvarint(len(o.finalized_features) + 1)
        for x9 in o.finalized_features:
            b10 = x9.name.encode()
            if len(b10) + 1 < 128:
                tb8.append(len(b10) + 1)
            else:
                tb8 += _encode_uvarint(len(b10) + 1)
            tb8 += b10
            tb8 += _P3(x9.max_version_level, x9.min_version_level)
            if x9.unknown_tags:
                _write_tags(tb8, [], x9.unknown_tags)
            else:
                tb8.append(0)
        t2.append((2, tb8))
    if o.zk_migration_ready != False or kp3 & 8:
        tb11 = bytearray()
        tb11 += _P5(o.zk_migration_ready)
        t2.append((3, tb11))
    if t2 or o.unknown_tags:
        _write_tags(out, t2, o.unknown_tags)
    else:
        out.append(0)


ApiVersionsRequest.DECODERS = (_d_ApiVersionsRequest_v0, _d_ApiVersionsRequest_v0, _d_ApiVersionsRequest_v0, _d_ApiVersionsRequest_v3, _d_ApiVersionsRequest_v3,)
ApiVersionsRequest.ENCODERS = (_e_ApiVersionsRequest_v0, _e_ApiVersionsRequest_v0, _e_ApiVersionsRequest_v0, _e_ApiVersionsRequest_v3, _e_ApiVersionsRequest_v3,)

ApiVersionsResponse.DECODERS = (_d_ApiVersionsResponse_v0, _d_ApiVersionsResponse_v1, _d_ApiVersionsResponse_v1, _d_ApiVersionsResponse_v3, _d_ApiVersionsResponse_v3,)
ApiVersionsResponse.ENCODERS = (_e_ApiVersionsResponse_v0, _e_ApiVersionsResponse_v1, _e_ApiVersionsResponse_v1, _e_ApiVersionsResponse_v3, _e_ApiVersionsResponse_v3,)
