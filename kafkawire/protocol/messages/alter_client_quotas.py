# generated from defs/049-alter-client-quotas.kw; do not edit
"""AlterClientQuotas: API key 49, versions 0..1, flexible from 1."""

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

__all__ = ['AlterClientQuotasRequest', 'AlterClientQuotasRequestEntityData', 'AlterClientQuotasRequestEntryData', 'AlterClientQuotasResponse', 'AlterClientQuotasResponseEntityData', 'AlterClientQuotasResponseEntryData', 'OpData']

_S0 = _Struct('>d?').unpack_from
_P0 = _Struct('>d?').pack
_S1 = _Struct('>?').unpack_from
_P1 = _Struct('>?').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack
_S3 = _Struct('>h').unpack_from
_P3 = _Struct('>h').pack


class AlterClientQuotasRequestEntityData(Struct):
    """Element EntityData of AlterClientQuotas."""

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


class OpData(Struct):
    """Element OpData of AlterClientQuotas."""

    __slots__ = ('key', 'value', 'remove')
    key: str
    value: float
    remove: bool

    def __init__(
        self,
        key: str = "",
        value: float = 0.0,
        remove: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.key = key
        self.value = value
        self.remove = remove
        self.unknown_tags = unknown_tags


class AlterClientQuotasRequestEntryData(Struct):
    """Element EntryData of AlterClientQuotas."""

    __slots__ = ('entity', 'ops')
    entity: list[AlterClientQuotasRequestEntityData]
    ops: list[OpData]

    def __init__(
        self,
        entity: list[AlterClientQuotasRequestEntityData] = DEFAULT,
        ops: list[OpData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.entity = [] if entity is DEFAULT else entity
        self.ops = [] if ops is DEFAULT else ops
        self.unknown_tags = unknown_tags


class AlterClientQuotasRequest(Message):
    """AlterClientQuotas request (API key 49), versions 0..1."""

    __slots__ = ('entries', 'validate_only')
    API_KEY = 49
    API_NAME = 'AlterClientQuotas'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 1
    entries: list[AlterClientQuotasRequestEntryData]
    validate_only: bool

    def __init__(
        self,
        entries: list[AlterClientQuotasRequestEntryData] = DEFAULT,
        validate_only: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.entries = [] if entries is DEFAULT else entries
        self.validate_only = validate_only
        self.unknown_tags = unknown_tags


class AlterClientQuotasResponseEntityData(Struct):
    """Element EntityData of AlterClientQuotas."""

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


class AlterClientQuotasResponseEntryData(Struct):
    """Element EntryData of AlterClientQuotas."""

    __slots__ = ('error_code', 'error_message', 'entity')
    error_code: int
    error_message: str | None
    entity: list[AlterClientQuotasResponseEntityData]

    def __init__(
        self,
        error_code: int = 0,
        error_message: str | None = "",
        entity: list[AlterClientQuotasResponseEntityData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.error_message = error_message
        self.entity = [] if entity is DEFAULT else entity
        self.unknown_tags = unknown_tags


class AlterClientQuotasResponse(Message):
    """AlterClientQuotas response (API key 49), versions 0..1."""

    __slots__ = ('throttle_time_ms', 'entries')
    API_KEY = 49
    API_NAME = 'AlterClientQuotas'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 1
    throttle_time_ms: int
    entries: list[AlterClientQuotasResponseEntryData]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        entries: list[AlterClientQuotasResponseEntryData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.entries = [] if entries is DEFAULT else entries
        self.unknown_tags = unknown_tags

AlterClientQuotasRequestEntityData.FIELDS = (
    FieldSpec('entity_type', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('entity_name', 'prim', 'string', (0, 1), (0, 1), ""),
)

OpData.FIELDS = (
    FieldSpec('key', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('value', 'prim', 'float64', (0, 1), None, 0.0),
    FieldSpec('remove', 'prim', 'bool', (0, 1), None, False),
)

AlterClientQuotasRequestEntryData.FIELDS = (
    FieldSpec('entity', 'array', 'EntityData', (0, 1), None, DEFAULT, struct=AlterClientQuotasRequestEntityData),
    FieldSpec('ops', 'array', 'OpData', (0, 1), None, DEFAULT, struct=OpData),
)

AlterClientQuotasRequest.FIELDS = (
    FieldSpec('entries', 'array', 'EntryData', (0, 1), None, DEFAULT, struct=AlterClientQuotasRequestEntryData),
    FieldSpec('validate_only', 'prim', 'bool', (0, 1), None, False),
)

AlterClientQuotasResponseEntityData.FIELDS = (
    FieldSpec('entity_type', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('entity_name', 'prim', 'string', (0, 1), (0, 1), ""),
)

AlterClientQuotasResponseEntryData.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 1), (0, 1), ""),
    FieldSpec('entity', 'array', 'EntityData', (0, 1), None, DEFAULT, struct=AlterClientQuotasResponseEntityData),
)

AlterClientQuotasResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('entries', 'array', 'EntryData', (0, 1), None, DEFAULT, struct=AlterClientQuotasResponseEntryData),
)


def _d_AlterClientQuotasRequestEntityData_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterClientQuotasRequestEntityData, int]:
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
    return AlterClientQuotasRequestEntityData(f_entity_type, f_entity_name, None), pos


def _d_OpData_v0(buf: memoryview, pos: int, end: int) -> tuple[OpData, int]:
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
    f_value, f_remove = _S0(buf, pos)
    pos += 9
    return OpData(f_key, f_value, f_remove, None), pos


def _d_AlterClientQuotasRequestEntryData_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterClientQuotasRequestEntryData, int]:
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
            x3, pos = _d_AlterClientQuotasRequestEntityData_v0(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 11 > end - pos:
            raise _short(pos)
        f_ops = []
        ap5 = f_ops.append
        for _ in range(n4):
            x6, pos = _d_OpData_v0(buf, pos, end)
            ap5(x6)
    return AlterClientQuotasRequestEntryData(f_entity, f_ops, None), pos


def _d_AlterClientQuotasRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterClientQuotasRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 8 > end - pos:
            raise _short(pos)
        f_entries = []
        ap2 = f_entries.append
        for _ in range(n1):
            x3, pos = _d_AlterClientQuotasRequestEntryData_v0(buf, pos, end)
            ap2(x3)
    f_validate_only = _S1(buf, pos)[0]
    pos += 1
    return AlterClientQuotasRequest(f_entries, f_validate_only, None), pos


def _d_AlterClientQuotasRequestEntityData_v1(buf: memoryview, pos: int, end: int) -> tuple[AlterClientQuotasRequestEntityData, int]:
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
    return AlterClientQuotasRequestEntityData(f_entity_type, f_entity_name, u), pos


def _d_OpData_v1(buf: memoryview, pos: int, end: int) -> tuple[OpData, int]:
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
    f_value, f_remove = _S0(buf, pos)
    pos += 9
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
    return OpData(f_key, f_value, f_remove, u), pos


def _d_AlterClientQuotasRequestEntryData_v1(buf: memoryview, pos: int, end: int) -> tuple[AlterClientQuotasRequestEntryData, int]:
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
            x3, pos = _d_AlterClientQuotasRequestEntityData_v1(buf, pos, end)
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
        if n4 * 11 > end - pos:
            raise _short(pos)
        f_ops = []
        ap5 = f_ops.append
        for _ in range(n4):
            x6, pos = _d_OpData_v1(buf, pos, end)
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
    return AlterClientQuotasRequestEntryData(f_entity, f_ops, u), pos


def _d_AlterClientQuotasRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[AlterClientQuotasRequest, int]:
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
        f_entries = []
        ap2 = f_entries.append
        for _ in range(n1):
            x3, pos = _d_AlterClientQuotasRequestEntryData_v1(buf, pos, end)
            ap2(x3)
    f_validate_only = _S1(buf, pos)[0]
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
    return AlterClientQuotasRequest(f_entries, f_validate_only, u), pos


def _e_AlterClientQuotasRequestEntityData_v0(o: AlterClientQuotasRequestEntityData, out: bytearray) -> None:
    b1 = o.entity_type.encode()
    out += _Ph(len(b1))
    out += b1
    if o.entity_name is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.entity_name.encode()
        out += _Ph(len(b2))
        out += b2


def _e_OpData_v0(o: OpData, out: bytearray) -> None:
    b1 = o.key.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.value, o.remove)


def _e_AlterClientQuotasRequestEntryData_v0(o: AlterClientQuotasRequestEntryData, out: bytearray) -> None:
    out += _Pi(len(o.entity))
    for x1 in o.entity:
        _e_AlterClientQuotasRequestEntityData_v0(x1, out)
    out += _Pi(len(o.ops))
    for x2 in o.ops:
        _e_OpData_v0(x2, out)


def _e_AlterClientQuotasRequest_v0(o: AlterClientQuotasRequest, out: bytearray) -> None:
    out += _Pi(len(o.entries))
    for x1 in o.entries:
        _e_AlterClientQuotasRequestEntryData_v0(x1, out)
    out += _P1(o.validate_only)


def _e_AlterClientQuotasRequestEntityData_v1(o: AlterClientQuotasRequestEntityData, out: bytearray) -> None:
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


def _e_OpData_v1(o: OpData, out: bytearray) -> None:
    b1 = o.key.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.value, o.remove)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterClientQuotasRequestEntryData_v1(o: AlterClientQuotasRequestEntryData, out: bytearray) -> None:
    if len(o.entity) + 1 < 128:
        out.append(len(o.entity) + 1)
    else:
        out += _encode_uvarint(len(o.entity) + 1)
    for x1 in o.entity:
        _e_AlterClientQuotasRequestEntityData_v1(x1, out)
    if len(o.ops) + 1 < 128:
        out.append(len(o.ops) + 1)
    else:
        out += _encode_uvarint(len(o.ops) + 1)
    for x2 in o.ops:
        _e_OpData_v1(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterClientQuotasRequest_v1(o: AlterClientQuotasRequest, out: bytearray) -> None:
    if len(o.entries) + 1 < 128:
        out.append(len(o.entries) + 1)
    else:
        out += _encode_uvarint(len(o.entries) + 1)
    for x1 in o.entries:
        _e_AlterClientQuotasRequestEntryData_v1(x1, out)
    out += _P1(o.validate_only)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_AlterClientQuotasResponseEntityData_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterClientQuotasResponseEntityData, int]:
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
    return AlterClientQuotasResponseEntityData(f_entity_type, f_entity_name, None), pos


def _d_AlterClientQuotasResponseEntryData_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterClientQuotasResponseEntryData, int]:
    f_error_code = _S3(buf, pos)[0]
    pos += 2
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
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_entity = []
        ap4 = f_entity.append
        for _ in range(n3):
            x5, pos = _d_AlterClientQuotasResponseEntityData_v0(buf, pos, end)
            ap4(x5)
    return AlterClientQuotasResponseEntryData(f_error_code, f_error_message, f_entity, None), pos


def _d_AlterClientQuotasResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterClientQuotasResponse, int]:
    f_throttle_time_ms = _S2(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 8 > end - pos:
            raise _short(pos)
        f_entries = []
        ap2 = f_entries.append
        for _ in range(n1):
            x3, pos = _d_AlterClientQuotasResponseEntryData_v0(buf, pos, end)
            ap2(x3)
    return AlterClientQuotasResponse(f_throttle_time_ms, f_entries, None), pos


def _d_AlterClientQuotasResponseEntityData_v1(buf: memoryview, pos: int, end: int) -> tuple[AlterClientQuotasResponseEntityData, int]:
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
    return AlterClientQuotasResponseEntityData(f_entity_type, f_entity_name, u), pos


def _d_AlterClientQuotasResponseEntryData_v1(buf: memoryview, pos: int, end: int) -> tuple[AlterClientQuotasResponseEntryData, int]:
    f_error_code = _S3(buf, pos)[0]
    pos += 2
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
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_entity = []
        ap4 = f_entity.append
        for _ in range(n3):
            x5, pos = _d_AlterClientQuotasResponseEntityData_v1(buf, pos, end)
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
    return AlterClientQuotasResponseEntryData(f_error_code, f_error_message, f_entity, u), pos


def _d_AlterClientQuotasResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[AlterClientQuotasResponse, int]:
    f_throttle_time_ms = _S2(buf, pos)[0]
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
        f_entries = []
        ap2 = f_entries.append
        for _ in range(n1):
            x3, pos = _d_AlterClientQuotasResponseEntryData_v1(buf, pos, end)
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
    return AlterClientQuotasResponse(f_throttle_time_ms, f_entries, u), pos


def _e_AlterClientQuotasResponseEntityData_v0(o: AlterClientQuotasResponseEntityData, out: bytearray) -> None:
    b1 = o.entity_type.encode()
    out += _Ph(len(b1))
    out += b1
    if o.entity_name is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.entity_name.encode()
        out += _Ph(len(b2))
        out += b2


def _e_AlterClientQuotasResponseEntryData_v0(o: AlterClientQuotasResponseEntryData, out: bytearray) -> None:
    out += _P3(o.error_code)
    if o.error_message is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out += _Ph(len(b1))
        out += b1
    out += _Pi(len(o.entity))
    for x2 in o.entity:
        _e_AlterClientQuotasResponseEntityData_v0(x2, out)


def _e_AlterClientQuotasResponse_v0(o: AlterClientQuotasResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    out += _Pi(len(o.entries))
    for x1 in o.entries:
        _e_AlterClientQuotasResponseEntryData_v0(x1, out)


def _e_AlterClientQuotasResponseEntityData_v1(o: AlterClientQuotasResponseEntityData, out: bytearray) -> None:
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


def _e_AlterClientQuotasResponseEntryData_v1(o: AlterClientQuotasResponseEntryData, out: bytearray) -> None:
    out += _P3(o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if len(o.entity) + 1 < 128:
        out.append(len(o.entity) + 1)
    else:
        out += _encode_uvarint(len(o.entity) + 1)
    for x2 in o.entity:
        _e_AlterClientQuotasResponseEntityData_v1(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterClientQuotasResponse_v1(o: AlterClientQuotasResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    if len(o.entries) + 1 < 128:
        out.append(len(o.entries) + 1)
    else:
        out += _encode_uvarint(len(o.entries) + 1)
    for x1 in o.entries:
        _e_AlterClientQuotasResponseEntryData_v1(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


AlterClientQuotasRequest.DECODERS = (_d_AlterClientQuotasRequest_v0, _d_AlterClientQuotasRequest_v1,)
AlterClientQuotasRequest.ENCODERS = (_e_AlterClientQuotasRequest_v0, _e_AlterClientQuotasRequest_v1,)

AlterClientQuotasResponse.DECODERS = (_d_AlterClientQuotasResponse_v0, _d_AlterClientQuotasResponse_v1,)
AlterClientQuotasResponse.ENCODERS = (_e_AlterClientQuotasResponse_v0, _e_AlterClientQuotasResponse_v1,)
