# generated from defs/048-describe-client-quotas.kw; do not edit
"""DescribeClientQuotas: API key 48, versions 0..1, flexible from 1."""

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

__all__ = ['ComponentData', 'DescribeClientQuotasRequest', 'DescribeClientQuotasResponse', 'EntityData', 'EntryData', 'ValueData']

_S0 = _Struct('>b').unpack_from
_P0 = _Struct('>b').pack
_S1 = _Struct('>?').unpack_from
_P1 = _Struct('>?').pack
_S2 = _Struct('>ih').unpack_from
_P2 = _Struct('>ih').pack
_S3 = _Struct('>d').unpack_from
_P3 = _Struct('>d').pack


class ComponentData(Struct):
    """Element ComponentData of DescribeClientQuotas."""

    __slots__ = ('entity_type', 'match_type', 'match')
    entity_type: str
    match_type: int
    match: str | None

    def __init__(
        self,
        entity_type: str = "",
        match_type: int = 0,
        match: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.entity_type = entity_type
        self.match_type = match_type
        self.match = match
        self.unknown_tags = unknown_tags


class DescribeClientQuotasRequest(Message):
    """DescribeClientQuotas request (API key 48), versions 0..1."""

    __slots__ = ('components', 'strict')
    API_KEY = 48
    API_NAME = 'DescribeClientQuotas'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 1
    components: list[ComponentData]
    strict: bool

    def __init__(
        self,
        components: list[ComponentData] = DEFAULT,
        strict: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.components = [] if components is DEFAULT else components
        self.strict = strict
        self.unknown_tags = unknown_tags


class EntityData(Struct):
    """Element EntityData of DescribeClientQuotas."""

    __slots__ = ('entity_type', 'entity_name')
    entity_type: str
    entity_name: str | None

    def __init__(
        self,
        entity_type: str = "",
        entity_name: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.entity_type = entity_type
        self.entity_name = entity_name
        self.unknown_tags = unknown_tags


class ValueData(Struct):
    """Element ValueData of DescribeClientQuotas."""

    __slots__ = ('key', 'value')
    key: str
    value: float

    def __init__(
        self,
        key: str = "",
        value: float = 0.0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.key = key
        self.value = value
        self.unknown_tags = unknown_tags


class EntryData(Struct):
    """Element EntryData of DescribeClientQuotas."""

    __slots__ = ('entity', 'values')
    entity: list[EntityData]
    values: list[ValueData]

    def __init__(
        self,
        entity: list[EntityData] = DEFAULT,
        values: list[ValueData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.entity = [] if entity is DEFAULT else entity
        self.values = [] if values is DEFAULT else values
        self.unknown_tags = unknown_tags


class DescribeClientQuotasResponse(Message):
    """DescribeClientQuotas response (API key 48), versions 0..1."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'entries')
    API_KEY = 48
    API_NAME = 'DescribeClientQuotas'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 1
    throttle_time_ms: int
    error_code: int
    error_message: str | None
    entries: list[EntryData] | None

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = "",
        entries: list[EntryData] | None = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.entries = [] if entries is DEFAULT else entries
        self.unknown_tags = unknown_tags

ComponentData.FIELDS = (
    FieldSpec('entity_type', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('match_type', 'prim', 'int8', (0, 1), None, 0),
    FieldSpec('match', 'prim', 'string', (0, 1), (0, 1), ""),
)

DescribeClientQuotasRequest.FIELDS = (
    FieldSpec('components', 'array', 'ComponentData', (0, 1), None, DEFAULT, struct=ComponentData),
    FieldSpec('strict', 'prim', 'bool', (0, 1), None, False),
)

EntityData.FIELDS = (
    FieldSpec('entity_type', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('entity_name', 'prim', 'string', (0, 1), (0, 1), ""),
)

ValueData.FIELDS = (
    FieldSpec('key', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('value', 'prim', 'float64', (0, 1), None, 0.0),
)

EntryData.FIELDS = (
    FieldSpec('entity', 'array', 'EntityData', (0, 1), None, DEFAULT, struct=EntityData),
    FieldSpec('values', 'array', 'ValueData', (0, 1), None, DEFAULT, struct=ValueData),
)

DescribeClientQuotasResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 1), (0, 1), ""),
    FieldSpec('entries', 'array', 'EntryData', (0, 1), (0, 1), DEFAULT, struct=EntryData),
)


def _d_DescribeClientQuotasRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeClientQuotasRequest, int]:
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 5 > end - pos:
            raise _short(pos)
        f_components_1 = []
        ap4 = f_components_1.append
        for _ in range(n3):
            n9 = _uh(buf, pos)[0]
            pos += 2
            if n9 < 0:
                raise _negative(pos)
            else:
                e10 = pos + n9
                if e10 > end:
                    raise _short(pos)
                f_entity_type_6 = buf[pos:e10].decode()
                pos = e10
            f_match_type_7 = _S0(buf, pos)[0]
            pos += 1
            n11 = _uh(buf, pos)[0]
            pos += 2
            if n11 == -1:
                f_match_8 = None
            elif n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                f_match_8 = buf[pos:e12].decode()
                pos = e12
            x5 = ComponentData(f_entity_type_6, f_match_type_7, f_match_8, None)
            ap4(x5)
    f_strict_2 = _S1(buf, pos)[0]
    pos += 1
    o = DescribeClientQuotasRequest(f_components_1, f_strict_2, None)
    return o, pos


def _d_DescribeClientQuotasRequest_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeClientQuotasRequest, int]:
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
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_components_1 = []
        ap4 = f_components_1.append
        for _ in range(n3):
            n9 = buf[pos]
            if n9 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n9 = (n9 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n9, pos = _uvarint(buf, pos)
            n9 -= 1
            if n9 < 0:
                raise _negative(pos)
            else:
                e10 = pos + n9
                if e10 > end:
                    raise _short(pos)
                f_entity_type_6 = buf[pos:e10].decode()
                pos = e10
            f_match_type_7 = _S0(buf, pos)[0]
            pos += 1
            n11 = buf[pos]
            if n11 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n11 = (n11 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n11, pos = _uvarint(buf, pos)
            n11 -= 1
            if n11 == -1:
                f_match_8 = None
            elif n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                f_match_8 = buf[pos:e12].decode()
                pos = e12
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
            x5 = ComponentData(f_entity_type_6, f_match_type_7, f_match_8, u14)
            ap4(x5)
    f_strict_2 = _S1(buf, pos)[0]
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
    o = DescribeClientQuotasRequest(f_components_1, f_strict_2, u20)
    return o, pos


def _e_DescribeClientQuotasRequest_v0(o: DescribeClientQuotasRequest, out: bytearray) -> None:
    out += _Pi(len(o.components))
    for x1 in o.components:
        b2 = x1.entity_type.encode()
        out += _Ph(len(b2))
        out += b2
        out += _P0(x1.match_type)
        if x1.match is None:
            out.extend(b'\xff\xff')
        else:
            b3 = x1.match.encode()
            out += _Ph(len(b3))
            out += b3
    out += _P1(o.strict)


def _e_DescribeClientQuotasRequest_v1(o: DescribeClientQuotasRequest, out: bytearray) -> None:
    if len(o.components) + 1 < 128:
        out.append(len(o.components) + 1)
    else:
        out += _encode_uvarint(len(o.components) + 1)
    for x1 in o.components:
        b2 = x1.entity_type.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        out += _P0(x1.match_type)
        if x1.match is None:
            out.append(0)
        else:
            b3 = x1.match.encode()
            if len(b3) + 1 < 128:
                out.append(len(b3) + 1)
            else:
                out += _encode_uvarint(len(b3) + 1)
            out += b3
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    out += _P1(o.strict)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_DescribeClientQuotasResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeClientQuotasResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S2(buf, pos)
    pos += 6
    n5 = _uh(buf, pos)[0]
    pos += 2
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
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 == -1:
        f_entries_4 = None
    elif n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 8 > end - pos:
            raise _short(pos)
        f_entries_4 = []
        ap8 = f_entries_4.append
        for _ in range(n7):
            n12 = _ui(buf, pos)[0]
            pos += 4
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 4 > end - pos:
                    raise _short(pos)
                f_entity_10 = []
                ap13 = f_entity_10.append
                for _ in range(n12):
                    n17 = _uh(buf, pos)[0]
                    pos += 2
                    if n17 < 0:
                        raise _negative(pos)
                    else:
                        e18 = pos + n17
                        if e18 > end:
                            raise _short(pos)
                        f_entity_type_15 = buf[pos:e18].decode()
                        pos = e18
                    n19 = _uh(buf, pos)[0]
                    pos += 2
                    if n19 == -1:
                        f_entity_name_16 = None
                    elif n19 < 0:
                        raise _negative(pos)
                    else:
                        e20 = pos + n19
                        if e20 > end:
                            raise _short(pos)
                        f_entity_name_16 = buf[pos:e20].decode()
                        pos = e20
                    x14 = EntityData(f_entity_type_15, f_entity_name_16, None)
                    ap13(x14)
            n21 = _ui(buf, pos)[0]
            pos += 4
            if n21 < 0:
                raise _negative(pos)
            else:
                if n21 * 10 > end - pos:
                    raise _short(pos)
                f_values_11 = []
                ap22 = f_values_11.append
                for _ in range(n21):
                    n26 = _uh(buf, pos)[0]
                    pos += 2
                    if n26 < 0:
                        raise _negative(pos)
                    else:
                        e27 = pos + n26
                        if e27 > end:
                            raise _short(pos)
                        f_key_24 = buf[pos:e27].decode()
                        pos = e27
                    f_value_25 = _S3(buf, pos)[0]
                    pos += 8
                    x23 = ValueData(f_key_24, f_value_25, None)
                    ap22(x23)
            x9 = EntryData(f_entity_10, f_values_11, None)
            ap8(x9)
    o = DescribeClientQuotasResponse(f_throttle_time_ms_1, f_error_code_2, f_error_message_3, f_entries_4, None)
    return o, pos


def _d_DescribeClientQuotasResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeClientQuotasResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S2(buf, pos)
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
    if n7 == -1:
        f_entries_4 = None
    elif n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 3 > end - pos:
            raise _short(pos)
        f_entries_4 = []
        ap8 = f_entries_4.append
        for _ in range(n7):
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 3 > end - pos:
                    raise _short(pos)
                f_entity_10 = []
                ap13 = f_entity_10.append
                for _ in range(n12):
                    n17 = buf[pos]
                    if n17 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n17 = (n17 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n17, pos = _uvarint(buf, pos)
                    n17 -= 1
                    if n17 < 0:
                        raise _negative(pos)
                    else:
                        e18 = pos + n17
                        if e18 > end:
                            raise _short(pos)
                        f_entity_type_15 = buf[pos:e18].decode()
                        pos = e18
                    n19 = buf[pos]
                    if n19 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n19 = (n19 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n19, pos = _uvarint(buf, pos)
                    n19 -= 1
                    if n19 == -1:
                        f_entity_name_16 = None
                    elif n19 < 0:
                        raise _negative(pos)
                    else:
                        e20 = pos + n19
                        if e20 > end:
                            raise _short(pos)
                        f_entity_name_16 = buf[pos:e20].decode()
                        pos = e20
                    nt21 = buf[pos]
                    if nt21 < 128:
                        pos += 1
                    else:
                        nt21, pos = _uvarint(buf, pos)
                    u22 = None
                    if nt21:
                        last23 = -1
                        for _ in range(nt21):
                            tg24 = buf[pos]
                            if tg24 < 128:
                                pos += 1
                            else:
                                tg24, pos = _uvarint(buf, pos)
                            sz25 = buf[pos]
                            if sz25 < 128:
                                pos += 1
                            else:
                                sz25, pos = _uvarint(buf, pos)
                            te26 = pos + sz25
                            if te26 > end:
                                raise _short(pos)
                            if tg24 <= last23:
                                raise _tag_order(pos)
                            last23 = tg24
                            if u22 is None:
                                u22 = {}
                            u22[tg24] = buf[pos:te26]
                            pos = te26
                    x14 = EntityData(f_entity_type_15, f_entity_name_16, u22)
                    ap13(x14)
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
                if n27 * 10 > end - pos:
                    raise _short(pos)
                f_values_11 = []
                ap28 = f_values_11.append
                for _ in range(n27):
                    n32 = buf[pos]
                    if n32 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n32 = (n32 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n32, pos = _uvarint(buf, pos)
                    n32 -= 1
                    if n32 < 0:
                        raise _negative(pos)
                    else:
                        e33 = pos + n32
                        if e33 > end:
                            raise _short(pos)
                        f_key_30 = buf[pos:e33].decode()
                        pos = e33
                    f_value_31 = _S3(buf, pos)[0]
                    pos += 8
                    nt34 = buf[pos]
                    if nt34 < 128:
                        pos += 1
                    else:
                        nt34, pos = _uvarint(buf, pos)
                    u35 = None
                    if nt34:
                        last36 = -1
                        for _ in range(nt34):
                            tg37 = buf[pos]
                            if tg37 < 128:
                                pos += 1
                            else:
                                tg37, pos = _uvarint(buf, pos)
                            sz38 = buf[pos]
                            if sz38 < 128:
                                pos += 1
                            else:
                                sz38, pos = _uvarint(buf, pos)
                            te39 = pos + sz38
                            if te39 > end:
                                raise _short(pos)
                            if tg37 <= last36:
                                raise _tag_order(pos)
                            last36 = tg37
                            if u35 is None:
                                u35 = {}
                            u35[tg37] = buf[pos:te39]
                            pos = te39
                    x29 = ValueData(f_key_30, f_value_31, u35)
                    ap28(x29)
            nt40 = buf[pos]
            if nt40 < 128:
                pos += 1
            else:
                nt40, pos = _uvarint(buf, pos)
            u41 = None
            if nt40:
                last42 = -1
                for _ in range(nt40):
                    tg43 = buf[pos]
                    if tg43 < 128:
                        pos += 1
                    else:
                        tg43, pos = _uvarint(buf, pos)
                    sz44 = buf[pos]
                    if sz44 < 128:
                        pos += 1
                    else:
                        sz44, pos = _uvarint(buf, pos)
                    te45 = pos + sz44
                    if te45 > end:
                        raise _short(pos)
                    if tg43 <= last42:
                        raise _tag_order(pos)
                    last42 = tg43
                    if u41 is None:
                        u41 = {}
                    u41[tg43] = buf[pos:te45]
                    pos = te45
            x9 = EntryData(f_entity_10, f_values_11, u41)
            ap8(x9)
    nt46 = buf[pos]
    if nt46 < 128:
        pos += 1
    else:
        nt46, pos = _uvarint(buf, pos)
    u47 = None
    if nt46:
        last48 = -1
        for _ in range(nt46):
            tg49 = buf[pos]
            if tg49 < 128:
                pos += 1
            else:
                tg49, pos = _uvarint(buf, pos)
            sz50 = buf[pos]
            if sz50 < 128:
                pos += 1
            else:
                sz50, pos = _uvarint(buf, pos)
            te51 = pos + sz50
            if te51 > end:
                raise _short(pos)
            if tg49 <= last48:
                raise _tag_order(pos)
            last48 = tg49
            if u47 is None:
                u47 = {}
            u47[tg49] = buf[pos:te51]
            pos = te51
    o = DescribeClientQuotasResponse(f_throttle_time_ms_1, f_error_code_2, f_error_message_3, f_entries_4, u47)
    return o, pos


def _e_DescribeClientQuotasResponse_v0(o: DescribeClientQuotasResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out += _Ph(len(b1))
        out += b1
    if o.entries is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.entries))
        for x2 in o.entries:
            out += _Pi(len(x2.entity))
            for x3 in x2.entity:
                b4 = x3.entity_type.encode()
                out += _Ph(len(b4))
                out += b4
                if x3.entity_name is None:
                    out.extend(b'\xff\xff')
                else:
                    b5 = x3.entity_name.encode()
                    out += _Ph(len(b5))
                    out += b5
            out += _Pi(len(x2.values))
            for x6 in x2.values:
                b7 = x6.key.encode()
                out += _Ph(len(b7))
                out += b7
                out += _P3(x6.value)


def _e_DescribeClientQuotasResponse_v1(o: DescribeClientQuotasResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.entries is None:
        out.append(0)
    else:
        if len(o.entries) + 1 < 128:
            out.append(len(o.entries) + 1)
        else:
            out += _encode_uvarint(len(o.entries) + 1)
        for x2 in o.entries:
            if len(x2.entity) + 1 < 128:
                out.append(len(x2.entity) + 1)
            else:
                out += _encode_uvarint(len(x2.entity) + 1)
            for x3 in x2.entity:
                b4 = x3.entity_type.encode()
                if len(b4) + 1 < 128:
                    out.append(len(b4) + 1)
                else:
                    out += _encode_uvarint(len(b4) + 1)
                out += b4
                if x3.entity_name is None:
                    out.append(0)
                else:
                    b5 = x3.entity_name.encode()
                    if len(b5) + 1 < 128:
                        out.append(len(b5) + 1)
                    else:
                        out += _encode_uvarint(len(b5) + 1)
                    out += b5
                if x3.unknown_tags:
                    _write_tags(out, [], x3.unknown_tags)
                else:
                    out.append(0)
            if len(x2.values) + 1 < 128:
                out.append(len(x2.values) + 1)
            else:
                out += _encode_uvarint(len(x2.values) + 1)
            for x6 in x2.values:
                b7 = x6.key.encode()
                if len(b7) + 1 < 128:
                    out.append(len(b7) + 1)
                else:
                    out += _encode_uvarint(len(b7) + 1)
                out += b7
                out += _P3(x6.value)
                if x6.unknown_tags:
                    _write_tags(out, [], x6.unknown_tags)
                else:
                    out.append(0)
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeClientQuotasRequest.DECODERS = (_d_DescribeClientQuotasRequest_v0, _d_DescribeClientQuotasRequest_v1,)
DescribeClientQuotasRequest.ENCODERS = (_e_DescribeClientQuotasRequest_v0, _e_DescribeClientQuotasRequest_v1,)

DescribeClientQuotasResponse.DECODERS = (_d_DescribeClientQuotasResponse_v0, _d_DescribeClientQuotasResponse_v1,)
DescribeClientQuotasResponse.ENCODERS = (_e_DescribeClientQuotasResponse_v0, _e_DescribeClientQuotasResponse_v1,)
