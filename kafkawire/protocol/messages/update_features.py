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

__all__ = ['FeatureUpdateKey', 'UpdatableFeatureResult', 'UpdateFeaturesRequest', 'UpdateFeaturesResponse']

_S0 = _Struct('>iB').unpack_from
_P0 = _Struct('>iB').pack
_S1 = _Struct('>h?B').unpack_from
_P1 = _Struct('>h?B').pack
_S2 = _Struct('>iB?B').unpack_from
_P2 = _Struct('>iB?B').pack
_S3 = _Struct('>hbB').unpack_from
_P3 = _Struct('>hbB').pack
_S4 = _Struct('>?B').unpack_from
_P4 = _Struct('>?B').pack
_S5 = _Struct('>i').unpack_from
_P5 = _Struct('>i').pack
_S6 = _Struct('>hB').unpack_from
_P6 = _Struct('>hB').pack
_S7 = _Struct('>hb').unpack_from
_P7 = _Struct('>hb').pack
_S8 = _Struct('>B').unpack_from
_P8 = _Struct('>B').pack
_S9 = _Struct('>ihB').unpack_from
_P9 = _Struct('>ihB').pack
_S10 = _Struct('>ih').unpack_from
_P10 = _Struct('>ih').pack
_S11 = _Struct('>h').unpack_from
_P11 = _Struct('>h').pack


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


class UpdateFeaturesRequest(Request["UpdateFeaturesResponse"]):
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


def _d_UpdateFeaturesRequest_v0(buf: bytes, pos: int, end: int) -> tuple[UpdateFeaturesRequest, int]:
    o = _new(UpdateFeaturesRequest)
    o.timeout_ms, pk2 = _S0(buf, pos)
    pos += 5
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 < 0:
        raise _negative(pos)
    else:
        if pk2 * 5 > end - pos:
            raise _short(pos)
        f_feature_updates_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(FeatureUpdateKey)
                n4 = buf[pos]
                if n4 < 128:
                    pos += 1
                    n4 -= 1
                elif buf[pos + 1] < 128:
                    n4 = n4 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n4, pos = _string_uvarint(buf, pos)
                    n4 -= 1
                if n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.feature = buf[pos:e5].decode()
                    pos = e5
                x3.max_version_level, x3.allow_downgrade, pk6 = _S1(buf, pos)
                pos += 4
                if pk6:
                    u7, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u7 = None
                x3.upgrade_type = 1
                x3.unknown_tags = u7
                f_feature_updates_1.append(x3)
    if buf[pos]:
        u8, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u8 = None
    o.feature_updates = f_feature_updates_1
    o.validate_only = False
    o.unknown_tags = u8
    return o, pos


def _d_UpdateFeaturesRequest_v1(buf: bytes, pos: int, end: int) -> tuple[UpdateFeaturesRequest, int]:
    o = _new(UpdateFeaturesRequest)
    o.timeout_ms, pk2, o.validate_only, pk3 = _S2(buf, pos)
    if pk2 == 1:
        pos += 7
        f_feature_updates_1 = []
    else:
        pos += 5
        if pk2 < 128:
            pk2 -= 1
        elif buf[pos] < 128:
            pk2 = pk2 + buf[pos] * 128 - 129
            pos += 1
        else:
            pk2, pos = _uvarint(buf, pos - 1)
            pk2 -= 1
        if pk2 < 0:
            raise _negative(pos)
        else:
            if pk2 * 5 > end - pos:
                raise _short(pos)
            f_feature_updates_1 = []
            if pk2:
                for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                    x4 = _new(FeatureUpdateKey)
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
                        x4.feature = buf[pos:e6].decode()
                        pos = e6
                    x4.max_version_level, x4.upgrade_type, pk7 = _S3(buf, pos)
                    pos += 4
                    if pk7:
                        u8, pos = _unknown_tags(buf, pos - 1, end)
                    else:
                        u8 = None
                    x4.allow_downgrade = False
                    x4.unknown_tags = u8
                    f_feature_updates_1.append(x4)
        o.validate_only, pk3 = _S4(buf, pos)
        pos += 2
    if pk3:
        u9, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u9 = None
    o.feature_updates = f_feature_updates_1
    o.unknown_tags = u9
    return o, pos


def _e_UpdateFeaturesRequest_v0(o: UpdateFeaturesRequest, out: list[bytes]) -> None:
    if o.validate_only != False:
        raise _absent('UpdateFeaturesRequest', 'validate_only', 0)
    out.append(_P5(o.timeout_ms))
    if type(o.feature_updates) is not list:
        _check_list(o.feature_updates)
    if len(o.feature_updates) + 1 < 128:
        out.append(_B1[len(o.feature_updates) + 1])
    else:
        out.append(_encode_uvarint(len(o.feature_updates) + 1))
    for x1 in o.feature_updates:
        if x1.upgrade_type != 1:
            raise _absent('FeatureUpdateKey', 'upgrade_type', 0)
        b2 = x1.feature.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P6(x1.max_version_level, _BOOL[x1.allow_downgrade]))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_UpdateFeaturesRequest_v1(o: UpdateFeaturesRequest, out: list[bytes]) -> None:
    out.append(_P5(o.timeout_ms))
    if type(o.feature_updates) is not list:
        _check_list(o.feature_updates)
    if len(o.feature_updates) + 1 < 128:
        out.append(_B1[len(o.feature_updates) + 1])
    else:
        out.append(_encode_uvarint(len(o.feature_updates) + 1))
    for x1 in o.feature_updates:
        if x1.allow_downgrade != False:
            raise _absent('FeatureUpdateKey', 'allow_downgrade', 1)
        b2 = x1.feature.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P7(x1.max_version_level, x1.upgrade_type))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P8(_BOOL[o.validate_only]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_UpdateFeaturesRequest_v2(o: UpdateFeaturesRequest, out: list[bytes]) -> None:
    out.append(_P5(o.timeout_ms))
    if type(o.feature_updates) is not list:
        _check_list(o.feature_updates)
    if len(o.feature_updates) + 1 < 128:
        out.append(_B1[len(o.feature_updates) + 1])
    else:
        out.append(_encode_uvarint(len(o.feature_updates) + 1))
    for x1 in o.feature_updates:
        if x1.allow_downgrade != False:
            raise _absent('FeatureUpdateKey', 'allow_downgrade', 2)
        b2 = x1.feature.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P7(x1.max_version_level, x1.upgrade_type))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P8(_BOOL[o.validate_only]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_UpdateFeaturesResponse_v0(buf: bytes, pos: int, end: int) -> tuple[UpdateFeaturesResponse, int]:
    o = _new(UpdateFeaturesResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S9(buf, pos)
    pos += 7
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _string_uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 == -1:
        o.error_message = None
    else:
        e3 = pos + pk2
        if e3 > end:
            raise _short(pos)
        o.error_message = buf[pos:e3].decode()
        pos = e3
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
        n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 5 > end - pos:
            raise _short(pos)
        f_results_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(UpdatableFeatureResult)
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x5.feature = buf[pos:e7].decode()
                    pos = e7
                x5.error_code, pk8 = _S6(buf, pos)
                pos += 3
                if pk8 < 128:
                    pk8 -= 1
                elif buf[pos] < 128:
                    pk8 = pk8 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk8, pos = _string_uvarint(buf, pos - 1)
                    pk8 -= 1
                if pk8 == -1:
                    x5.error_message = None
                else:
                    e9 = pos + pk8
                    if e9 > end:
                        raise _short(pos)
                    x5.error_message = buf[pos:e9].decode()
                    pos = e9
                if buf[pos]:
                    u10, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u10 = None
                x5.unknown_tags = u10
                f_results_1.append(x5)
    if buf[pos]:
        u11, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u11 = None
    o.results = f_results_1
    o.unknown_tags = u11
    return o, pos


def _d_UpdateFeaturesResponse_v2(buf: bytes, pos: int, end: int) -> tuple[UpdateFeaturesResponse, int]:
    o = _new(UpdateFeaturesResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S9(buf, pos)
    pos += 7
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _string_uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 == -1:
        o.error_message = None
    else:
        e3 = pos + pk2
        if e3 > end:
            raise _short(pos)
        o.error_message = buf[pos:e3].decode()
        pos = e3
    if buf[pos]:
        u4, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u4 = None
    o.results = []
    o.unknown_tags = u4
    return o, pos


def _e_UpdateFeaturesResponse_v0(o: UpdateFeaturesResponse, out: list[bytes]) -> None:
    out.append(_P10(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if type(o.results) is not list:
        _check_list(o.results)
    if len(o.results) + 1 < 128:
        out.append(_B1[len(o.results) + 1])
    else:
        out.append(_encode_uvarint(len(o.results) + 1))
    for x2 in o.results:
        b3 = x2.feature.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        out.append(_P11(x2.error_code))
        if x2.error_message is None:
            out.append(b'\x00')
        else:
            b4 = x2.error_message.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_UpdateFeaturesResponse_v2(o: UpdateFeaturesResponse, out: list[bytes]) -> None:
    out.append(_P10(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


UpdateFeaturesRequest.DECODERS = {0: _d_UpdateFeaturesRequest_v0, 1: _d_UpdateFeaturesRequest_v1, 2: _d_UpdateFeaturesRequest_v1}
UpdateFeaturesRequest.ENCODERS = {0: _e_UpdateFeaturesRequest_v0, 1: _e_UpdateFeaturesRequest_v1, 2: _e_UpdateFeaturesRequest_v2}
_bind_decode(UpdateFeaturesRequest)

UpdateFeaturesResponse.DECODERS = {0: _d_UpdateFeaturesResponse_v0, 1: _d_UpdateFeaturesResponse_v0, 2: _d_UpdateFeaturesResponse_v2}
UpdateFeaturesResponse.ENCODERS = {0: _e_UpdateFeaturesResponse_v0, 1: _e_UpdateFeaturesResponse_v0, 2: _e_UpdateFeaturesResponse_v2}
_bind_decode(UpdateFeaturesResponse)
