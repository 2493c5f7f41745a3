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
    _i32s,
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


def _d_UpdateFeaturesRequest_v0(buf: bytes, pos: int, end: int) -> tuple[UpdateFeaturesRequest, int]:
    f_timeout_ms_1 = _S0(buf, pos)[0]
    pos += 4
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 5 > end - pos:
            raise _short(pos)
        f_feature_updates_2 = []
        ap5 = f_feature_updates_2.append
        for _ in range(n4):
            n11 = buf[pos]
            if n11 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n11 = (n11 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n11, pos = _uvarint(buf, pos)
            n11 -= 1
            if n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                f_feature_7 = buf[pos:e12].decode()
                pos = e12
            f_max_version_level_8, f_allow_downgrade_10 = _S1(buf, pos)
            pos += 3
            nt13 = buf[pos]
            if nt13 < 128:
                pos += 1
            else:
                nt13, pos = _uvarint(buf, pos)
            u14 = None
            if nt13:
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
                    if u14 is None:
                        u14 = {}
                    u14[tg16] = buf[pos:te18]
                    pos = te18
            x6 = FeatureUpdateKey(f_feature_7, f_max_version_level_8, 1, f_allow_downgrade_10, u14)
            ap5(x6)
    nt19 = buf[pos]
    if nt19 < 128:
        pos += 1
    else:
        nt19, pos = _uvarint(buf, pos)
    u20 = None
    if nt19:
        last21 = -1
        for _ in range(nt19):
            tg22 = buf[pos]
            if tg22 < 128:
                pos += 1
            else:
                tg22, pos = _uvarint(buf, pos)
            sz23 = buf[pos]
            if sz23 < 128:
                pos += 1
            else:
                sz23, pos = _uvarint(buf, pos)
            te24 = pos + sz23
            if te24 > end:
                raise _short(pos)
            if tg22 <= last21:
                raise _tag_order(pos)
            last21 = tg22
            if u20 is None:
                u20 = {}
            u20[tg22] = buf[pos:te24]
            pos = te24
    o = UpdateFeaturesRequest(f_timeout_ms_1, f_feature_updates_2, False, u20)
    return o, pos


def _d_UpdateFeaturesRequest_v1(buf: bytes, pos: int, end: int) -> tuple[UpdateFeaturesRequest, int]:
    f_timeout_ms_1 = _S0(buf, pos)[0]
    pos += 4
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 5 > end - pos:
            raise _short(pos)
        f_feature_updates_2 = []
        ap5 = f_feature_updates_2.append
        for _ in range(n4):
            n11 = buf[pos]
            if n11 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n11 = (n11 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n11, pos = _uvarint(buf, pos)
            n11 -= 1
            if n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                f_feature_7 = buf[pos:e12].decode()
                pos = e12
            f_max_version_level_8, f_upgrade_type_9 = _S2(buf, pos)
            pos += 3
            nt13 = buf[pos]
            if nt13 < 128:
                pos += 1
            else:
                nt13, pos = _uvarint(buf, pos)
            u14 = None
            if nt13:
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
                    if u14 is None:
                        u14 = {}
                    u14[tg16] = buf[pos:te18]
                    pos = te18
            x6 = FeatureUpdateKey(f_feature_7, f_max_version_level_8, f_upgrade_type_9, False, u14)
            ap5(x6)
    f_validate_only_3 = _S3(buf, pos)[0]
    pos += 1
    nt19 = buf[pos]
    if nt19 < 128:
        pos += 1
    else:
        nt19, pos = _uvarint(buf, pos)
    u20 = None
    if nt19:
        last21 = -1
        for _ in range(nt19):
            tg22 = buf[pos]
            if tg22 < 128:
                pos += 1
            else:
                tg22, pos = _uvarint(buf, pos)
            sz23 = buf[pos]
            if sz23 < 128:
                pos += 1
            else:
                sz23, pos = _uvarint(buf, pos)
            te24 = pos + sz23
            if te24 > end:
                raise _short(pos)
            if tg22 <= last21:
                raise _tag_order(pos)
            last21 = tg22
            if u20 is None:
                u20 = {}
            u20[tg22] = buf[pos:te24]
            pos = te24
    o = UpdateFeaturesRequest(f_timeout_ms_1, f_feature_updates_2, f_validate_only_3, u20)
    return o, pos


def _e_UpdateFeaturesRequest_v0(o: UpdateFeaturesRequest, out: bytearray) -> None:
    if o.validate_only != False:
        raise _absent('UpdateFeaturesRequest', 'validate_only', 0)
    out += _P0(o.timeout_ms)
    if len(o.feature_updates) + 1 < 128:
        out.append(len(o.feature_updates) + 1)
    else:
        out += _encode_uvarint(len(o.feature_updates) + 1)
    for x1 in o.feature_updates:
        if x1.upgrade_type != 1:
            raise _absent('FeatureUpdateKey', 'upgrade_type', 0)
        b2 = x1.feature.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        out += _P1(x1.max_version_level, x1.allow_downgrade)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
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
        if x1.allow_downgrade != False:
            raise _absent('FeatureUpdateKey', 'allow_downgrade', 1)
        b2 = x1.feature.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        out += _P2(x1.max_version_level, x1.upgrade_type)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    out += _P3(o.validate_only)
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
        if x1.allow_downgrade != False:
            raise _absent('FeatureUpdateKey', 'allow_downgrade', 2)
        b2 = x1.feature.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        out += _P2(x1.max_version_level, x1.upgrade_type)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    out += _P3(o.validate_only)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_UpdateFeaturesResponse_v0(buf: bytes, pos: int, end: int) -> tuple[UpdateFeaturesResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S4(buf, pos)
    pos += 6
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_error_message_3 = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e6].decode()
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n7 = (n7 & 127) | (buf[pos + 1] << 7)
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
        ap8 = f_results_4.append
        for _ in range(n7):
            n13 = buf[pos]
            if n13 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n13 = (n13 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n13, pos = _uvarint(buf, pos)
            n13 -= 1
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                f_feature_10 = buf[pos:e14].decode()
                pos = e14
            f_error_code_11 = _S5(buf, pos)[0]
            pos += 2
            n15 = buf[pos]
            if n15 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n15 = (n15 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n15, pos = _uvarint(buf, pos)
            n15 -= 1
            if n15 == -1:
                f_error_message_12 = None
            elif n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_error_message_12 = buf[pos:e16].decode()
                pos = e16
            nt17 = buf[pos]
            if nt17 < 128:
                pos += 1
            else:
                nt17, pos = _uvarint(buf, pos)
            u18 = None
            if nt17:
                last19 = -1
                for _ in range(nt17):
                    tg20 = buf[pos]
                    if tg20 < 128:
                        pos += 1
                    else:
                        tg20, pos = _uvarint(buf, pos)
                    sz21 = buf[pos]
                    if sz21 < 128:
                        pos += 1
                    else:
                        sz21, pos = _uvarint(buf, pos)
                    te22 = pos + sz21
                    if te22 > end:
                        raise _short(pos)
                    if tg20 <= last19:
                        raise _tag_order(pos)
                    last19 = tg20
                    if u18 is None:
                        u18 = {}
                    u18[tg20] = buf[pos:te22]
                    pos = te22
            x9 = UpdatableFeatureResult(f_feature_10, f_error_code_11, f_error_message_12, u18)
            ap8(x9)
    nt23 = buf[pos]
    if nt23 < 128:
        pos += 1
    else:
        nt23, pos = _uvarint(buf, pos)
    u24 = None
    if nt23:
        last25 = -1
        for _ in range(nt23):
            tg26 = buf[pos]
            if tg26 < 128:
                pos += 1
            else:
                tg26, pos = _uvarint(buf, pos)
            sz27 = buf[pos]
            if sz27 < 128:
                pos += 1
            else:
                sz27, pos = _uvarint(buf, pos)
            te28 = pos + sz27
            if te28 > end:
                raise _short(pos)
            if tg26 <= last25:
                raise _tag_order(pos)
            last25 = tg26
            if u24 is None:
                u24 = {}
            u24[tg26] = buf[pos:te28]
            pos = te28
    o = UpdateFeaturesResponse(f_throttle_time_ms_1, f_error_code_2, f_error_message_3, f_results_4, u24)
    return o, pos


def _d_UpdateFeaturesResponse_v2(buf: bytes, pos: int, end: int) -> tuple[UpdateFeaturesResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S4(buf, pos)
    pos += 6
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_error_message_3 = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e6].decode()
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
    o = UpdateFeaturesResponse(f_throttle_time_ms_1, f_error_code_2, f_error_message_3, [], u8)
    return o, pos


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
        b3 = x2.feature.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
        out += _P5(x2.error_code)
        if x2.error_message is None:
            out.append(0)
        else:
            b4 = x2.error_message.encode()
            if len(b4) + 1 < 128:
                out.append(len(b4) + 1)
            else:
                out += _encode_uvarint(len(b4) + 1)
            out += b4
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(0)
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
