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


def _d_ComponentData_v0(buf: memoryview, pos: int, end: int) -> tuple[ComponentData, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_entity_type = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_match_type = _S0(buf, pos)[0]
    pos += 1
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 == -1:
        f_match = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_match = str(buf[pos:e4], 'utf-8')
        pos = e4
    return ComponentData(f_entity_type, f_match_type, f_match, None), pos


def _d_DescribeClientQuotasRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeClientQuotasRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 5 > end - pos:
            raise _short(pos)
        f_components = []
        ap2 = f_components.append
        for _ in range(n1):
            x3, pos = _d_ComponentData_v0(buf, pos, end)
            ap2(x3)
    f_strict = _S1(buf, pos)[0]
    pos += 1
    return DescribeClientQuotasRequest(f_components, f_strict, None), pos


def _d_ComponentData_v1(buf: memoryview, pos: int, end: int) -> tuple[ComponentData, int]:
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
        f_entity_type = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_match_type = _S0(buf, pos)[0]
    pos += 1
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_match = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_match = str(buf[pos:e4], 'utf-8')
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
    return ComponentData(f_entity_type, f_match_type, f_match, u), pos


def _d_DescribeClientQuotasRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeClientQuotasRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_components = []
        ap2 = f_components.append
        for _ in range(n1):
            x3, pos = _d_ComponentData_v1(buf, pos, end)
            ap2(x3)
    f_strict = _S1(buf, pos)[0]
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
    return DescribeClientQuotasRequest(f_components, f_strict, u), pos


def _e_ComponentData_v0(o: ComponentData, out: bytearray) -> None:
    b1 = o.entity_type.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.match_type)
    if o.match is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.match.encode()
        out += _Ph(len(b2))
        out += b2


def _e_DescribeClientQuotasRequest_v0(o: DescribeClientQuotasRequest, out: bytearray) -> None:
    out += _Pi(len(o.components))
    for x1 in o.components:
        _e_ComponentData_v0(x1, out)
    out += _P1(o.strict)


def _e_ComponentData_v1(o: ComponentData, out: bytearray) -> None:
    b1 = o.entity_type.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.match_type)
    if o.match is None:
        out.append(0)
    else:
        b2 = o.match.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeClientQuotasRequest_v1(o: DescribeClientQuotasRequest, out: bytearray) -> None:
    if len(o.components) + 1 < 128:
        out.append(len(o.components) + 1)
    else:
        out += _encode_uvarint(len(o.components) + 1)
    for x1 in o.components:
        _e_ComponentData_v1(x1, out)
    out += _P1(o.strict)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_EntityData_v0(buf: memoryview, pos: int, end: int) -> tuple[EntityData, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_entity_type = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 == -1:
        f_entity_name = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_entity_name = str(buf[pos:e4], 'utf-8')
        pos = e4
    return EntityData(f_entity_type, f_entity_name, None), pos


def _d_ValueData_v0(buf: memoryview, pos: int, end: int) -> tuple[ValueData, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_key = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_value = _S3(buf, pos)[0]
    pos += 8
    return ValueData(f_key, f_value, None), pos


def _d_EntryData_v0(buf: memoryview, pos: int, end: int) -> tuple[EntryData, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_entity = []
        ap2 = f_entity.append
        for _ in range(n1):
            x3, pos = _d_EntityData_v0(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 10 > end - pos:
            raise _short(pos)
        f_values = []
        ap5 = f_values.append
        for _ in range(n4):
            x6, pos = _d_ValueData_v0(buf, pos, end)
            ap5(x6)
    return EntryData(f_entity, f_values, None), pos


def _d_DescribeClientQuotasResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeClientQuotasResponse, int]:
    f_throttle_time_ms, f_error_code = _S2(buf, pos)
    pos += 6
    n1 = _uh(buf, pos)[0]
    pos += 2
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
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 == -1:
        f_entries = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 8 > end - pos:
            raise _short(pos)
        f_entries = []
        ap4 = f_entries.append
        for _ in range(n3):
            x5, pos = _d_EntryData_v0(buf, pos, end)
            ap4(x5)
    return DescribeClientQuotasResponse(f_throttle_time_ms, f_error_code, f_error_message, f_entries, None), pos


def _d_EntityData_v1(buf: memoryview, pos: int, end: int) -> tuple[EntityData, int]:
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
        f_entity_type = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_entity_name = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_entity_name = str(buf[pos:e4], 'utf-8')
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
    return EntityData(f_entity_type, f_entity_name, u), pos


def _d_ValueData_v1(buf: memoryview, pos: int, end: int) -> tuple[ValueData, int]:
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
        f_key = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_value = _S3(buf, pos)[0]
    pos += 8
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
    return ValueData(f_key, f_value, u), pos


def _d_EntryData_v1(buf: memoryview, pos: int, end: int) -> tuple[EntryData, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_entity = []
        ap2 = f_entity.append
        for _ in range(n1):
            x3, pos = _d_EntityData_v1(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 10 > end - pos:
            raise _short(pos)
        f_values = []
        ap5 = f_values.append
        for _ in range(n4):
            x6, pos = _d_ValueData_v1(buf, pos, end)
            ap5(x6)
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
    return EntryData(f_entity, f_values, u), pos


def _d_DescribeClientQuotasResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeClientQuotasResponse, int]:
    f_throttle_time_ms, f_error_code = _S2(buf, pos)
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
    if n3 == -1:
        f_entries = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_entries = []
        ap4 = f_entries.append
        for _ in range(n3):
            x5, pos = _d_EntryData_v1(buf, pos, end)
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
    return DescribeClientQuotasResponse(f_throttle_time_ms, f_error_code, f_error_message, f_entries, u), pos


def _e_EntityData_v0(o: EntityData, out: bytearray) -> None:
    b1 = o.entity_type.encode()
    out += _Ph(len(b1))
    out += b1
    if o.entity_name is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.entity_name.encode()
        out += _Ph(len(b2))
        out += b2


def _e_ValueData_v0(o: ValueData, out: bytearray) -> None:
    b1 = o.key.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P3(o.value)


def _e_EntryData_v0(o: EntryData, out: bytearray) -> None:
    out += _Pi(len(o.entity))
    for x1 in o.entity:
        _e_EntityData_v0(x1, out)
    out += _Pi(len(o.values))
    for x2 in o.values:
        _e_ValueData_v0(x2, out)


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
            _e_EntryData_v0(x2, out)


def _e_EntityData_v1(o: EntityData, out: bytearray) -> None:
    b1 = o.entity_type.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.entity_name is None:
        out.append(0)
    else:
        b2 = o.entity_name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ValueData_v1(o: ValueData, out: bytearray) -> None:
    b1 = o.key.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P3(o.value)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_EntryData_v1(o: EntryData, out: bytearray) -> None:
    if len(o.entity) + 1 < 128:
        out.append(len(o.entity) + 1)
    else:
        out += _encode_uvarint(len(o.entity) + 1)
    for x1 in o.entity:
        _e_EntityData_v1(x1, out)
    if len(o.values) + 1 < 128:
        out.append(len(o.values) + 1)
    else:
        out += _encode_uvarint(len(o.values) + 1)
    for x2 in o.values:
        _e_ValueData_v1(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
            _e_EntryData_v1(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeClientQuotasRequest.DECODERS = (_d_DescribeClientQuotasRequest_v0, _d_DescribeClientQuotasRequest_v1,)
DescribeClientQuotasRequest.ENCODERS = (_e_DescribeClientQuotasRequest_v0, _e_DescribeClientQuotasRequest_v1,)

DescribeClientQuotasResponse.DECODERS = (_d_DescribeClientQuotasResponse_v0, _d_DescribeClientQuotasResponse_v1,)
DescribeClientQuotasResponse.ENCODERS = (_e_DescribeClientQuotasResponse_v0, _e_DescribeClientQuotasResponse_v1,)
