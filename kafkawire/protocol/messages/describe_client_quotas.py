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

__all__ = ['ComponentData', 'DescribeClientQuotasRequest', 'DescribeClientQuotasResponse', 'EntityData', 'EntryData', 'ValueData']

_S0 = _Struct('>b').unpack_from
_P0 = _Struct('>b').pack
_S1 = _Struct('>?').unpack_from
_P1 = _Struct('>?').pack
_S2 = _Struct('>bB').unpack_from
_P2 = _Struct('>bB').pack
_S3 = _Struct('>?B').unpack_from
_P3 = _Struct('>?B').pack
_S4 = _Struct('>B').unpack_from
_P4 = _Struct('>B').pack
_S5 = _Struct('>ih').unpack_from
_P5 = _Struct('>ih').pack
_S6 = _Struct('>d').unpack_from
_P6 = _Struct('>d').pack
_S7 = _Struct('>ihB').unpack_from
_P7 = _Struct('>ihB').pack
_S8 = _Struct('>dB').unpack_from
_P8 = _Struct('>dB').pack


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


class DescribeClientQuotasRequest(Request["DescribeClientQuotasResponse"]):
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
    o = _new(DescribeClientQuotasRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 5 > end - pos:
            raise _short(pos)
        f_components_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(ComponentData)
                n4 = _uh(buf, pos)[0]
                pos += 2
                if n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.entity_type = buf[pos:e5].decode()
                    pos = e5
                x3.match_type = _S0(buf, pos)[0]
                pos += 1
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 == -1:
                    x3.match = None
                elif n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.match = buf[pos:e7].decode()
                    pos = e7
                x3.unknown_tags = None
                f_components_1.append(x3)
    o.strict = _S1(buf, pos)[0]
    pos += 1
    o.components = f_components_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeClientQuotasRequest_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeClientQuotasRequest, int]:
    o = _new(DescribeClientQuotasRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _uvarint(buf, pos)
        n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_components_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(ComponentData)
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
                    x3.entity_type = buf[pos:e5].decode()
                    pos = e5
                x3.match_type, pk6 = _S2(buf, pos)
                pos += 2
                if pk6 < 128:
                    pk6 -= 1
                elif buf[pos] < 128:
                    pk6 = pk6 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk6, pos = _string_uvarint(buf, pos - 1)
                    pk6 -= 1
                if pk6 == -1:
                    x3.match = None
                else:
                    e7 = pos + pk6
                    if e7 > end:
                        raise _short(pos)
                    x3.match = buf[pos:e7].decode()
                    pos = e7
                if buf[pos]:
                    u8, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u8 = None
                x3.unknown_tags = u8
                f_components_1.append(x3)
    o.strict, pk9 = _S3(buf, pos)
    pos += 2
    if pk9:
        u10, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u10 = None
    o.components = f_components_1
    o.unknown_tags = u10
    return o, pos


def _e_DescribeClientQuotasRequest_v0(o: DescribeClientQuotasRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeClientQuotasRequest', 0)
    if type(o.components) is not list:
        _check_list(o.components)
    out.append(_Pi(len(o.components)))
    for x1 in o.components:
        if x1.unknown_tags:
            raise _untagged('ComponentData', 0)
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
    out.append(_P4(_BOOL[o.strict]))


def _e_DescribeClientQuotasRequest_v1(o: DescribeClientQuotasRequest, out: list[bytes]) -> None:
    if type(o.components) is not list:
        _check_list(o.components)
    if len(o.components) + 1 < 128:
        out.append(_B1[len(o.components) + 1])
    else:
        out.append(_encode_uvarint(len(o.components) + 1))
    for x1 in o.components:
        b2 = x1.entity_type.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P0(x1.match_type))
        if x1.match is None:
            out.append(b'\x00')
        else:
            b3 = x1.match.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P4(_BOOL[o.strict]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_DescribeClientQuotasResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeClientQuotasResponse, int]:
    o = _new(DescribeClientQuotasResponse)
    o.throttle_time_ms, o.error_code = _S5(buf, pos)
    pos += 6
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 == -1:
        o.error_message = None
    elif n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.error_message = buf[pos:e3].decode()
        pos = e3
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 == -1:
        f_entries_1 = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 8 > end - pos:
            raise _short(pos)
        f_entries_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(EntryData)
                n8 = _ui(buf, pos)[0]
                pos += 4
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 4 > end - pos:
                        raise _short(pos)
                    f_entity_6 = []
                    if n8:
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(EntityData)
                            n10 = _uh(buf, pos)[0]
                            pos += 2
                            if n10 < 0:
                                raise _negative(pos)
                            else:
                                e11 = pos + n10
                                if e11 > end:
                                    raise _short(pos)
                                x9.entity_type = buf[pos:e11].decode()
                                pos = e11
                            n12 = _uh(buf, pos)[0]
                            pos += 2
                            if n12 == -1:
                                x9.entity_name = None
                            elif n12 < 0:
                                raise _negative(pos)
                            else:
                                e13 = pos + n12
                                if e13 > end:
                                    raise _short(pos)
                                x9.entity_name = buf[pos:e13].decode()
                                pos = e13
                            x9.unknown_tags = None
                            f_entity_6.append(x9)
                n14 = _ui(buf, pos)[0]
                pos += 4
                if n14 < 0:
                    raise _negative(pos)
                else:
                    if n14 * 10 > end - pos:
                        raise _short(pos)
                    f_values_7 = []
                    if n14:
                        for _ in (_ranges[n14] if n14 < 256 else range(n14)):
                            x15 = _new(ValueData)
                            n16 = _uh(buf, pos)[0]
                            pos += 2
                            if n16 < 0:
                                raise _negative(pos)
                            else:
                                e17 = pos + n16
                                if e17 > end:
                                    raise _short(pos)
                                x15.key = buf[pos:e17].decode()
                                pos = e17
                            x15.value = _S6(buf, pos)[0]
                            pos += 8
                            x15.unknown_tags = None
                            f_values_7.append(x15)
                x5.entity = f_entity_6
                x5.values = f_values_7
                x5.unknown_tags = None
                f_entries_1.append(x5)
    o.entries = f_entries_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeClientQuotasResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeClientQuotasResponse, int]:
    o = _new(DescribeClientQuotasResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S7(buf, pos)
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
    if n4 == -1:
        f_entries_1 = None
    else:
        if n4 * 3 > end - pos:
            raise _short(pos)
        f_entries_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(EntryData)
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 3 > end - pos:
                        raise _short(pos)
                    f_entity_6 = []
                    if n8:
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(EntityData)
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
                                x9.entity_type = buf[pos:e11].decode()
                                pos = e11
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
                            if n12 == -1:
                                x9.entity_name = None
                            else:
                                e13 = pos + n12
                                if e13 > end:
                                    raise _short(pos)
                                x9.entity_name = buf[pos:e13].decode()
                                pos = e13
                            if buf[pos]:
                                u14, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u14 = None
                            x9.unknown_tags = u14
                            f_entity_6.append(x9)
                n15 = buf[pos]
                if n15 < 128:
                    pos += 1
                    n15 -= 1
                elif buf[pos + 1] < 128:
                    n15 = n15 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n15, pos = _uvarint(buf, pos)
                    n15 -= 1
                if n15 < 0:
                    raise _negative(pos)
                else:
                    if n15 * 10 > end - pos:
                        raise _short(pos)
                    f_values_7 = []
                    if n15:
                        for _ in (_ranges[n15] if n15 < 256 else range(n15)):
                            x16 = _new(ValueData)
                            n17 = buf[pos]
                            if n17 < 128:
                                pos += 1
                                n17 -= 1
                            elif buf[pos + 1] < 128:
                                n17 = n17 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n17, pos = _string_uvarint(buf, pos)
                                n17 -= 1
                            if n17 < 0:
                                raise _negative(pos)
                            else:
                                e18 = pos + n17
                                if e18 > end:
                                    raise _short(pos)
                                x16.key = buf[pos:e18].decode()
                                pos = e18
                            x16.value, pk19 = _S8(buf, pos)
                            pos += 9
                            if pk19:
                                u20, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u20 = None
                            x16.unknown_tags = u20
                            f_values_7.append(x16)
                if buf[pos]:
                    u21, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u21 = None
                x5.entity = f_entity_6
                x5.values = f_values_7
                x5.unknown_tags = u21
                f_entries_1.append(x5)
    if buf[pos]:
        u22, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u22 = None
    o.entries = f_entries_1
    o.unknown_tags = u22
    return o, pos


def _e_DescribeClientQuotasResponse_v0(o: DescribeClientQuotasResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeClientQuotasResponse', 0)
    out.append(_P5(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    if o.entries is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.entries) is not list:
            _check_list(o.entries)
        out.append(_Pi(len(o.entries)))
        for x2 in o.entries:
            if x2.unknown_tags:
                raise _untagged('EntryData', 0)
            if type(x2.entity) is not list:
                _check_list(x2.entity)
            out.append(_Pi(len(x2.entity)))
            for x3 in x2.entity:
                if x3.unknown_tags:
                    raise _untagged('EntityData', 0)
                b4 = x3.entity_type.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)
                if x3.entity_name is None:
                    out.append(b'\xff\xff')
                else:
                    b5 = x3.entity_name.encode()
                    out.append(_Ph(len(b5)))
                    out.append(b5)
            if type(x2.values) is not list:
                _check_list(x2.values)
            out.append(_Pi(len(x2.values)))
            for x6 in x2.values:
                if x6.unknown_tags:
                    raise _untagged('ValueData', 0)
                b7 = x6.key.encode()
                out.append(_Ph(len(b7)))
                out.append(b7)
                out.append(_P6(x6.value))


def _e_DescribeClientQuotasResponse_v1(o: DescribeClientQuotasResponse, out: list[bytes]) -> None:
    out.append(_P5(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if o.entries is None:
        out.append(b'\x00')
    else:
        if type(o.entries) is not list:
            _check_list(o.entries)
        if len(o.entries) + 1 < 128:
            out.append(_B1[len(o.entries) + 1])
        else:
            out.append(_encode_uvarint(len(o.entries) + 1))
        for x2 in o.entries:
            if type(x2.entity) is not list:
                _check_list(x2.entity)
            if len(x2.entity) + 1 < 128:
                out.append(_B1[len(x2.entity) + 1])
            else:
                out.append(_encode_uvarint(len(x2.entity) + 1))
            for x3 in x2.entity:
                b4 = x3.entity_type.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_string_length(len(b4) + 1))
                out.append(b4)
                if x3.entity_name is None:
                    out.append(b'\x00')
                else:
                    b5 = x3.entity_name.encode()
                    if len(b5) + 1 < 128:
                        out.append(_B1[len(b5) + 1])
                    else:
                        out.append(_string_length(len(b5) + 1))
                    out.append(b5)
                if x3.unknown_tags:
                    _write_tags(out, [], x3.unknown_tags)
                else:
                    out.append(b'\x00')
            if type(x2.values) is not list:
                _check_list(x2.values)
            if len(x2.values) + 1 < 128:
                out.append(_B1[len(x2.values) + 1])
            else:
                out.append(_encode_uvarint(len(x2.values) + 1))
            for x6 in x2.values:
                b7 = x6.key.encode()
                if len(b7) + 1 < 128:
                    out.append(_B1[len(b7) + 1])
                else:
                    out.append(_string_length(len(b7) + 1))
                out.append(b7)
                out.append(_P6(x6.value))
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


DescribeClientQuotasRequest.DECODERS = {0: _d_DescribeClientQuotasRequest_v0, 1: _d_DescribeClientQuotasRequest_v1}
DescribeClientQuotasRequest.ENCODERS = {0: _e_DescribeClientQuotasRequest_v0, 1: _e_DescribeClientQuotasRequest_v1}
_bind_decode(DescribeClientQuotasRequest)

DescribeClientQuotasResponse.DECODERS = {0: _d_DescribeClientQuotasResponse_v0, 1: _d_DescribeClientQuotasResponse_v1}
DescribeClientQuotasResponse.ENCODERS = {0: _e_DescribeClientQuotasResponse_v0, 1: _e_DescribeClientQuotasResponse_v1}
_bind_decode(DescribeClientQuotasResponse)
