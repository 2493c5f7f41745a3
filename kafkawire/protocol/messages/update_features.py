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
    f_timeout_ms_1, pk4 = _S0(buf, pos)
    pos += 5
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
        if pk4 * 5 > end - pos:
            raise _short(pos)
        f_feature_updates_2 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                n10 = buf[pos]
                if n10 < 128:
                    pos += 1
                    n10 -= 1
                elif buf[pos + 1] < 128:
                    n10 = n10 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n10, pos = _string_uvarint(buf, pos)
                    n10 -= 1
                if n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    f_feature_6 = buf[pos:e11].decode()
                    pos = e11
                f_max_version_level_7, f_allow_downgrade_9, pk12 = _S1(buf, pos)
                pos += 4
                if pk12:
                    u13, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u13 = None
                x5 = _new(FeatureUpdateKey)
                x5.feature = f_feature_6
                x5.max_version_level = f_max_version_level_7
                x5.upgrade_type = 1
                x5.allow_downgrade = f_allow_downgrade_9
                x5.unknown_tags = u13
                f_feature_updates_2.append(x5)
    if buf[pos]:
        u14, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u14 = None
    o = _new(UpdateFeaturesRequest)
    o.timeout_ms = f_timeout_ms_1
    o.feature_updates = f_feature_updates_2
    o.validate_only = False
    o.unknown_tags = u14
    return o, pos


def _d_UpdateFeaturesRequest_v1(buf: bytes, pos: int, end: int) -> tuple[UpdateFeaturesRequest, int]:
    f_timeout_ms_1, pk4, f_validate_only_3, pk5 = _S2(buf, pos)
    if pk4 == 1:
        pos += 7
        f_feature_updates_2 = []
    else:
        pos += 5
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
            if pk4 * 5 > end - pos:
                raise _short(pos)
            f_feature_updates_2 = []
            if pk4:
                for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
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
                        f_feature_7 = buf[pos:e12].decode()
                        pos = e12
                    f_max_version_level_8, f_upgrade_type_9, pk13 = _S3(buf, pos)
                    pos += 4
                    if pk13:
                        u14, pos = _unknown_tags(buf, pos - 1, end)
                    else:
                        u14 = None
                    x6 = _new(FeatureUpdateKey)
                    x6.feature = f_feature_7
                    x6.max_version_level = f_max_version_level_8
                    x6.upgrade_type = f_upgrade_type_9
                    x6.allow_downgrade = False
                    x6.unknown_tags = u14
                    f_feature_updates_2.append(x6)
        f_validate_only_3, pk5 = _S4(buf, pos)
        pos += 2
    if pk5:
        u15, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u15 = None
    o = _new(UpdateFeaturesRequest)
    o.timeout_ms = f_timeout_ms_1
    o.feature_updates = f_feature_updates_2
    o.validate_only = f_validate_only_3
    o.unknown_tags = u15
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
    f_throttle_time_ms_1, f_error_code_2, pk5 = _S9(buf, pos)
    pos += 7
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _string_uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 == -1:
        f_error_message_3 = None
    else:
        e6 = pos + pk5
        if e6 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e6].decode()
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
        n7 -= 1
    elif buf[pos + 1] < 128:
        n7 = n7 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n7, pos = _uvarint(buf, pos)
        n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 5 > end - pos:
            raise _short(pos)
        f_results_4 = []
        if n7:
            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                n12 = buf[pos]
                if n12 < 128:
                    pos += 1
                    n12 -= 1
                elif buf[pos + 1] < 128:
                    n12 = n12 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n12, pos = _string_uvarint(buf, pos)
                    n12 -= 1
                if n12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + n12
                    if e13 > end:
                        raise _short(pos)
                    f_feature_9 = buf[pos:e13].decode()
                    pos = e13
                f_error_code_10, pk14 = _S6(buf, pos)
                pos += 3
                if pk14 < 128:
                    pk14 -= 1
                elif buf[pos] < 128:
                    pk14 = pk14 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk14, pos = _string_uvarint(buf, pos - 1)
                    pk14 -= 1
                if pk14 == -1:
                    f_error_message_11 = None
                else:
                    e15 = pos + pk14
                    if e15 > end:
                        raise _short(pos)
                    f_error_message_11 = buf[pos:e15].decode()
                    pos = e15
                if buf[pos]:
                    u16, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u16 = None
                x8 = _new(UpdatableFeatureResult)
                x8.feature = f_feature_9
                x8.error_code = f_error_code_10
                x8.error_message = f_error_message_11
                x8.unknown_tags = u16
                f_results_4.append(x8)
    if buf[pos]:
        u17, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u17 = None
    o = _new(UpdateFeaturesResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.results = f_results_4
    o.unknown_tags = u17
    return o, pos


def _d_UpdateFeaturesResponse_v2(buf: bytes, pos: int, end: int) -> tuple[UpdateFeaturesResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, pk5 = _S9(buf, pos)
    pos += 7
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _string_uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 == -1:
        f_error_message_3 = None
    else:
        e6 = pos + pk5
        if e6 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e6].decode()
        pos = e6
    if buf[pos]:
        u7, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u7 = None
    o = _new(UpdateFeaturesResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.results = []
    o.unknown_tags = u7
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
