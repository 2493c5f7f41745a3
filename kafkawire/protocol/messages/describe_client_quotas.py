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
    _B1,
    _encode_uvarint,
    _make_uuid,
    _negative,
    _new,
    _Ph,
    _Pi,
    _short,
    _tag_order,
    _tag_size,
    _i32s,
    _uh,
    _unknown_tags,
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
            x5 = _new(ComponentData)
            x5.entity_type = f_entity_type_6
            x5.match_type = f_match_type_7
            x5.match = f_match_8
            x5.unknown_tags = None
            ap4(x5)
    f_strict_2 = _S1(buf, pos)[0]
    pos += 1
    o = _new(DescribeClientQuotasRequest)
    o.components = f_components_1
    o.strict = f_strict_2
    o.unknown_tags = None
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
            if buf[pos]:
                u13, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u13 = None
            x5 = _new(ComponentData)
            x5.entity_type = f_entity_type_6
            x5.match_type = f_match_type_7
            x5.match = f_match_8
            x5.unknown_tags = u13
            ap4(x5)
    f_strict_2 = _S1(buf, pos)[0]
    pos += 1
    if buf[pos]:
        u14, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u14 = None
    o = _new(DescribeClientQuotasRequest)
    o.components = f_components_1
    o.strict = f_strict_2
    o.unknown_tags = u14
    return o, pos


def _e_DescribeClientQuotasRequest_v0(o: DescribeClientQuotasRequest, out: list[bytes]) -> None:
    out.append(_Pi(len(o.components)))
    for x1 in o.components:
        b2 = x1.entity_type.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P0(x1.match_type))
        if x1.match is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.match.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
    out.append(_P1(o.strict))


def _e_DescribeClientQuotasRequest_v1(o: DescribeClientQuotasRequest, out: list[bytes]) -> None:
    if len(o.components) + 1 < 128:
        out.append(_B1[len(o.components) + 1])
    else:
        out.append(_encode_uvarint(len(o.components) + 1))
    for x1 in o.components:
        b2 = x1.entity_type.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        out.append(_P0(x1.match_type))
        if x1.match is None:
            out.append(b'\x00')
        else:
            b3 = x1.match.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_encode_uvarint(len(b3) + 1))
            out.append(b3)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P1(o.strict))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


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
                    x14 = _new(EntityData)
                    x14.entity_type = f_entity_type_15
                    x14.entity_name = f_entity_name_16
                    x14.unknown_tags = None
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
                    x23 = _new(ValueData)
                    x23.key = f_key_24
                    x23.value = f_value_25
                    x23.unknown_tags = None
                    ap22(x23)
            x9 = _new(EntryData)
            x9.entity = f_entity_10
            x9.values = f_values_11
            x9.unknown_tags = None
            ap8(x9)
    o = _new(DescribeClientQuotasResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.entries = f_entries_4
    o.unknown_tags = None
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
                    if buf[pos]:
                        u21, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u21 = None
                    x14 = _new(EntityData)
                    x14.entity_type = f_entity_type_15
                    x14.entity_name = f_entity_name_16
                    x14.unknown_tags = u21
                    ap13(x14)
            n22 = buf[pos]
            if n22 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n22 = (n22 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n22, pos = _uvarint(buf, pos)
            n22 -= 1
            if n22 < 0:
                raise _negative(pos)
            else:
                if n22 * 10 > end - pos:
                    raise _short(pos)
                f_values_11 = []
                ap23 = f_values_11.append
                for _ in range(n22):
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
                        e28 = pos + n27
                        if e28 > end:
                            raise _short(pos)
                        f_key_25 = buf[pos:e28].decode()
                        pos = e28
                    f_value_26 = _S3(buf, pos)[0]
                    pos += 8
                    if buf[pos]:
                        u29, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u29 = None
                    x24 = _new(ValueData)
                    x24.key = f_key_25
                    x24.value = f_value_26
                    x24.unknown_tags = u29
                    ap23(x24)
            if buf[pos]:
                u30, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u30 = None
            x9 = _new(EntryData)
            x9.entity = f_entity_10
            x9.values = f_values_11
            x9.unknown_tags = u30
            ap8(x9)
    if buf[pos]:
        u31, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u31 = None
    o = _new(DescribeClientQuotasResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.entries = f_entries_4
    o.unknown_tags = u31
    return o, pos


def _e_DescribeClientQuotasResponse_v0(o: DescribeClientQuotasResponse, out: list[bytes]) -> None:
    out.append(_P2(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    if o.entries is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        out.append(_Pi(len(o.entries)))
        for x2 in o.entries:
            out.append(_Pi(len(x2.entity)))
            for x3 in x2.entity:
                b4 = x3.entity_type.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)
                if x3.entity_name is None:
                    out.append(b'\xff\xff')
                else:
                    b5 = x3.entity_name.encode()
                    out.append(_Ph(len(b5)))
                    out.append(b5)
            out.append(_Pi(len(x2.values)))
            for x6 in x2.values:
                b7 = x6.key.encode()
                out.append(_Ph(len(b7)))
                out.append(b7)
                out.append(_P3(x6.value))


def _e_DescribeClientQuotasResponse_v1(o: DescribeClientQuotasResponse, out: list[bytes]) -> None:
    out.append(_P2(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_encode_uvarint(len(b1) + 1))
        out.append(b1)
    if o.entries is None:
        out.append(b'\x00')
    else:
        if len(o.entries) + 1 < 128:
            out.append(_B1[len(o.entries) + 1])
        else:
            out.append(_encode_uvarint(len(o.entries) + 1))
        for x2 in o.entries:
            if len(x2.entity) + 1 < 128:
                out.append(_B1[len(x2.entity) + 1])
            else:
                out.append(_encode_uvarint(len(x2.entity) + 1))
            for x3 in x2.entity:
                b4 = x3.entity_type.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_encode_uvarint(len(b4) + 1))
                out.append(b4)
                if x3.entity_name is None:
                    out.append(b'\x00')
                else:
                    b5 = x3.entity_name.encode()
                    if len(b5) + 1 < 128:
                        out.append(_B1[len(b5) + 1])
                    else:
                        out.append(_encode_uvarint(len(b5) + 1))
                    out.append(b5)
                if x3.unknown_tags:
                    _write_tags(out, [], x3.unknown_tags)
                else:
                    out.append(b'\x00')
            if len(x2.values) + 1 < 128:
                out.append(_B1[len(x2.values) + 1])
            else:
                out.append(_encode_uvarint(len(x2.values) + 1))
            for x6 in x2.values:
                b7 = x6.key.encode()
                if len(b7) + 1 < 128:
                    out.append(_B1[len(b7) + 1])
                else:
                    out.append(_encode_uvarint(len(b7) + 1))
                out.append(b7)
                out.append(_P3(x6.value))
                if x6.unknown_tags:
                    _write_tags(out, [], x6.unknown_tags)
                else:
                    out.append(b'\x00')
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DescribeClientQuotasRequest.DECODERS = (_d_DescribeClientQuotasRequest_v0, _d_DescribeClientQuotasRequest_v1,)
DescribeClientQuotasRequest.ENCODERS = (_e_DescribeClientQuotasRequest_v0, _e_DescribeClientQuotasRequest_v1,)

DescribeClientQuotasResponse.DECODERS = (_d_DescribeClientQuotasResponse_v0, _d_DescribeClientQuotasResponse_v1,)
DescribeClientQuotasResponse.ENCODERS = (_e_DescribeClientQuotasResponse_v0, _e_DescribeClientQuotasResponse_v1,)
