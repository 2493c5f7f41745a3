# generated from defs/057-update-features.kw; do not edit
"""UpdateFeatures: API key 57, versions 0..2, flexible from 0."""

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

__all__ = ['FeatureUpdateKey', 'UpdatableFeatureResult', 'UpdateFeaturesRequest', 'UpdateFeaturesResponse']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>h?').unpack_from
_P1 = _Struct('>h?').pack
_S2 = _Struct('>hb').unpack_from
_P2 = _Struct('>hb').pack
_S3 = _Struct('>?').unpack_from
_P3 = _Struct('>?').pack
_S4 = _Struct('>ih').unpack_from
_P4 = _Struct('>ih').pack
_S5 = _Struct('>h').unpack_from
_P5 = _Struct('>h').pack


class FeatureUpdateKey(Struct):
    """Element FeatureUpdateKey of UpdateFeatures."""

    __slots__ = ('feature', 'max_version_level', 'upgrade_type', 'allow_downgrade')
    feature: str
    max_version_level: int
    upgrade_type: int
    allow_downgrade: bool

    def __init__(
        self,
        feature: str = "",
        max_version_level: int = 0,
        upgrade_type: int = 1,
        allow_downgrade: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.feature = feature
        self.max_version_level = max_version_level
        self.upgrade_type = upgrade_type
        self.allow_downgrade = allow_downgrade
        self.unknown_tags = unknown_tags


class UpdateFeaturesRequest(Message):
    """UpdateFeatures request (API key 57), versions 0..2."""

    __slots__ = ('timeout_ms', 'feature_updates', 'validate_only')
    API_KEY = 57
    API_NAME = 'UpdateFeatures'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    timeout_ms: int
    feature_updates: list[FeatureUpdateKey]
    validate_only: bool

    def __init__(
        self,
        timeout_ms: int = 60000,
        feature_updates: list[FeatureUpdateKey] = DEFAULT,
        validate_only: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.timeout_ms = timeout_ms
        self.feature_updates = [] if feature_updates is DEFAULT else feature_updates
        self.validate_only = validate_only
        self.unknown_tags = unknown_tags


class UpdatableFeatureResult(Struct):
    """Element UpdatableFeatureResult of UpdateFeatures."""

    __slots__ = ('feature', 'error_code', 'error_message')
    feature: str
    error_code: int
    error_message: str | None

    def __init__(
        self,
        feature: str = "",
        error_code: int = 0,
        error_message: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.feature = feature
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags


class UpdateFeaturesResponse(Message):
    """UpdateFeatures response (API key 57), versions 0..2."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'results')
    API_KEY = 57
    API_NAME = 'UpdateFeatures'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    error_message: str | None
    results: list[UpdatableFeatureResult]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = "",
        results: list[UpdatableFeatureResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.results = [] if results is DEFAULT else results
        self.unknown_tags = unknown_tags

FeatureUpdateKey.FIELDS = (
    FieldSpec('feature', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('max_version_level', 'prim', 'int16', (0, 2), None, 0),
    FieldSpec('upgrade_type', 'prim', 'int8', (1, 2), None, 1),
    FieldSpec('allow_downgrade', 'prim', 'bool', (0, 0), None, False),
)

UpdateFeaturesRequest.FIELDS = (
    FieldSpec('timeout_ms', 'prim', 'int32', (0, 2), None, 60000),
    FieldSpec('feature_updates', 'array', 'FeatureUpdateKey', (0, 2), None, DEFAULT, struct=FeatureUpdateKey),
    FieldSpec('validate_only', 'prim', 'bool', (1, 2), None, False),
)

UpdatableFeatureResult.FIELDS = (
    FieldSpec('feature', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 2), (0, 2), ""),
)

UpdateFeaturesResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 2), (0, 2), ""),
    FieldSpec('results', 'array', 'UpdatableFeatureResult', (0, 1), None, DEFAULT, ignorable=True, struct=UpdatableFeatureResult),
)


def _d_FeatureUpdateKey_v0(buf: memoryview, pos: int, end: int) -> tuple[FeatureUpdateKey, int]:
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
        f_feature = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_max_version_level, f_allow_downgrade = _S1(buf, pos)
    pos += 3
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
    return FeatureUpdateKey(f_feature, f_max_version_level, 1, f_allow_downgrade, u), pos


def _d_UpdateFeaturesRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[UpdateFeaturesRequest, int]:
    f_timeout_ms = _S0(buf, pos)[0]
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
        if n1 * 5 > end - pos:
            raise _short(pos)
        f_feature_updates = []
        ap2 = f_feature_updates.append
        for _ in range(n1):
            x3, pos = _d_FeatureUpdateKey_v0(buf, pos, end)
            ap2(x3)
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
    return UpdateFeaturesRequest(f_timeout_ms, f_feature_updates, False, u), pos


def _d_FeatureUpdateKey_v1(buf: memoryview, pos: int, end: int) -> tuple[FeatureUpdateKey, int]:
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
        f_feature = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_max_version_level, f_upgrade_type = _S2(buf, pos)
    pos += 3
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
    return FeatureUpdateKey(f_feature, f_max_version_level, f_upgrade_type, False, u), pos


def _d_UpdateFeaturesRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[UpdateFeaturesRequest, int]:
    f_timeout_ms = _S0(buf, pos)[0]
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
        if n1 * 5 > end - pos:
            raise _short(pos)
        f_feature_updates = []
        ap2 = f_feature_updates.append
        for _ in range(n1):
            x3, pos = _d_FeatureUpdateKey_v1(buf, pos, end)
            ap2(x3)
    f_validate_only = _S3(buf, pos)[0]
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
    return UpdateFeaturesRequest(f_timeout_ms, f_feature_updates, f_validate_only, u), pos


def _e_FeatureUpdateKey_v0(o: FeatureUpdateKey, out: bytearray) -> None:
    if o.upgrade_type != 1:
        raise _absent('FeatureUpdateKey', 'upgrade_type', 0)
    b1 = o.feature.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(o.max_version_level, o.allow_downgrade)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_UpdateFeaturesRequest_v0(o: UpdateFeaturesRequest, out: bytearray) -> None:
    if o.validate_only != False:
        raise _absent('UpdateFeaturesRequest', 'validate_only', 0)
    out += _P0(o.timeout_ms)
    if len(o.feature_updates) + 1 < 128:
        out.append(len(o.feature_updates) + 1)
    else:
        out += _encode_uvarint(len(o.feature_updates) + 1)
    for x1 in o.feature_updates:
        _e_FeatureUpdateKey_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FeatureUpdateKey_v1(o: FeatureUpdateKey, out: bytearray) -> None:
    if o.allow_downgrade != False:
        raise _absent('FeatureUpdateKey', 'allow_downgrade', 1)
    b1 = o.feature.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P2(o.max_version_level, o.upgrade_type)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_UpdateFeaturesRequest_v1(o: UpdateFeaturesRequest, out: bytearray) -> None:
    out += _P0(o.timeout_ms)
    if len(o.feature_updates) + 1 < 128:
        out.append(len(o.feature_updates) + 1)
    else:
        out += _encode_uvarint(len(o.feature_updates) + 1)
    for x1 in o.feature_updates:
        _e_FeatureUpdateKey_v1(x1, out)
    out += _P3(o.validate_only)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FeatureUpdateKey_v2(o: FeatureUpdateKey, out: bytearray) -> None:
    if o.allow_downgrade != False:
        raise _absent('FeatureUpdateKey', 'allow_downgrade', 2)
    b1 = o.feature.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P2(o.max_version_level, o.upgrade_type)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_UpdateFeaturesRequest_v2(o: UpdateFeaturesRequest, out: bytearray) -> None:
    out += _P0(o.timeout_ms)
    if len(o.feature_updates) + 1 < 128:
        out.append(len(o.feature_updates) + 1)
    else:
        out += _encode_uvarint(len(o.feature_updates) + 1)
    for x1 in o.feature_updates:
        _e_FeatureUpdateKey_v2(x1, out)
    out += _P3(o.validate_only)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_UpdatableFeatureResult_v0(buf: memoryview, pos: int, end: int) -> tuple[UpdatableFeatureResult, int]:
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
        f_feature = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_error_code = _S5(buf, pos)[0]
    pos += 2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_error_message = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e4], 'utf-8')
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
    return UpdatableFeatureResult(f_feature, f_error_code, f_error_message, u), pos


def _d_UpdateFeaturesResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[UpdateFeaturesResponse, int]:
    f_throttle_time_ms, f_error_code = _S4(buf, pos)
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
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 5 > end - pos:
            raise _short(pos)
        f_results = []
        ap4 = f_results.append
        for _ in range(n3):
            x5, pos = _d_UpdatableFeatureResult_v0(buf, pos, end)
            ap4(x5)
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
    return UpdateFeaturesResponse(f_throttle_time_ms, f_error_code, f_error_message, f_results, u), pos


def _d_UpdateFeaturesResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[UpdateFeaturesResponse, int]:
    f_throttle_time_ms, f_error_code = _S4(buf, pos)
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
    return UpdateFeaturesResponse(f_throttle_time_ms, f_error_code, f_error_message, [], u), pos


def _e_UpdatableFeatureResult_v0(o: UpdatableFeatureResult, out: bytearray) -> None:
    b1 = o.feature.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P5(o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b2 = o.error_message.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_UpdateFeaturesResponse_v0(o: UpdateFeaturesResponse, out: bytearray) -> None:
    out += _P4(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x2 in o.results:
        _e_UpdatableFeatureResult_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_UpdateFeaturesResponse_v2(o: UpdateFeaturesResponse, out: bytearray) -> None:
    out += _P4(o.throttle_time_ms, o.error_code)
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


UpdateFeaturesRequest.DECODERS = (_d_UpdateFeaturesRequest_v0, _d_UpdateFeaturesRequest_v1, _d_UpdateFeaturesRequest_v1,)
UpdateFeaturesRequest.ENCODERS = (_e_UpdateFeaturesRequest_v0, _e_UpdateFeaturesRequest_v1, _e_UpdateFeaturesRequest_v2,)

UpdateFeaturesResponse.DECODERS = (_d_UpdateFeaturesResponse_v0, _d_UpdateFeaturesResponse_v0, _d_UpdateFeaturesResponse_v2,)
UpdateFeaturesResponse.ENCODERS = (_e_UpdateFeaturesResponse_v0, _e_UpdateFeaturesResponse_v0, _e_UpdateFeaturesResponse_v2,)
