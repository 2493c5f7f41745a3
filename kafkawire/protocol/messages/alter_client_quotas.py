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
    _i32s,
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


def _d_AlterClientQuotasRequest_v0(buf: bytes, pos: int, end: int) -> tuple[AlterClientQuotasRequest, int]:
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 8 > end - pos:
            raise _short(pos)
        f_entries_1 = []
        ap4 = f_entries_1.append
        for _ in range(n3):
            n8 = _ui(buf, pos)[0]
            pos += 4
            if n8 < 0:
                raise _negative(pos)
            else:
                if n8 * 4 > end - pos:
                    raise _short(pos)
                f_entity_6 = []
                ap9 = f_entity_6.append
                for _ in range(n8):
                    n13 = _uh(buf, pos)[0]
                    pos += 2
                    if n13 < 0:
                        raise _negative(pos)
                    else:
                        e14 = pos + n13
                        if e14 > end:
                            raise _short(pos)
                        f_entity_type_11 = buf[pos:e14].decode()
                        pos = e14
                    n15 = _uh(buf, pos)[0]
                    pos += 2
                    if n15 == -1:
                        f_entity_name_12 = None
                    elif n15 < 0:
                        raise _negative(pos)
                    else:
                        e16 = pos + n15
                        if e16 > end:
                            raise _short(pos)
                        f_entity_name_12 = buf[pos:e16].decode()
                        pos = e16
                    x10 = AlterClientQuotasRequestEntityData(f_entity_type_11, f_entity_name_12, None)
                    ap9(x10)
            n17 = _ui(buf, pos)[0]
            pos += 4
            if n17 < 0:
                raise _negative(pos)
            else:
                if n17 * 11 > end - pos:
                    raise _short(pos)
                f_ops_7 = []
                ap18 = f_ops_7.append
                for _ in range(n17):
                    n23 = _uh(buf, pos)[0]
                    pos += 2
                    if n23 < 0:
                        raise _negative(pos)
                    else:
                        e24 = pos + n23
                        if e24 > end:
                            raise _short(pos)
                        f_key_20 = buf[pos:e24].decode()
                        pos = e24
                    f_value_21, f_remove_22 = _S0(buf, pos)
                    pos += 9
                    x19 = OpData(f_key_20, f_value_21, f_remove_22, None)
                    ap18(x19)
            x5 = AlterClientQuotasRequestEntryData(f_entity_6, f_ops_7, None)
            ap4(x5)
    f_validate_only_2 = _S1(buf, pos)[0]
    pos += 1
    o = AlterClientQuotasRequest(f_entries_1, f_validate_only_2, None)
    return o, pos


def _d_AlterClientQuotasRequest_v1(buf: bytes, pos: int, end: int) -> tuple[AlterClientQuotasRequest, int]:
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
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_entries_1 = []
        ap4 = f_entries_1.append
        for _ in range(n3):
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
                if n8 * 3 > end - pos:
                    raise _short(pos)
                f_entity_6 = []
                ap9 = f_entity_6.append
                for _ in range(n8):
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
                        f_entity_type_11 = buf[pos:e14].decode()
                        pos = e14
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
                        f_entity_name_12 = None
                    elif n15 < 0:
                        raise _negative(pos)
                    else:
                        e16 = pos + n15
                        if e16 > end:
                            raise _short(pos)
                        f_entity_name_12 = buf[pos:e16].decode()
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
                    x10 = AlterClientQuotasRequestEntityData(f_entity_type_11, f_entity_name_12, u18)
                    ap9(x10)
            n23 = buf[pos]
            if n23 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n23 = (n23 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n23, pos = _uvarint(buf, pos)
            n23 -= 1
            if n23 < 0:
                raise _negative(pos)
            else:
                if n23 * 11 > end - pos:
                    raise _short(pos)
                f_ops_7 = []
                ap24 = f_ops_7.append
                for _ in range(n23):
                    n29 = buf[pos]
                    if n29 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n29 = (n29 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n29, pos = _uvarint(buf, pos)
                    n29 -= 1
                    if n29 < 0:
                        raise _negative(pos)
                    else:
                        e30 = pos + n29
                        if e30 > end:
                            raise _short(pos)
                        f_key_26 = buf[pos:e30].decode()
                        pos = e30
                    f_value_27, f_remove_28 = _S0(buf, pos)
                    pos += 9
                    nt31 = buf[pos]
                    if nt31 < 128:
                        pos += 1
                    else:
                        nt31, pos = _uvarint(buf, pos)
                    u32 = None
                    if nt31:
                        last33 = -1
                        for _ in range(nt31):
                            tg34 = buf[pos]
                            if tg34 < 128:
                                pos += 1
                            else:
                                tg34, pos = _uvarint(buf, pos)
                            sz35 = buf[pos]
                            if sz35 < 128:
                                pos += 1
                            else:
                                sz35, pos = _uvarint(buf, pos)
                            te36 = pos + sz35
                            if te36 > end:
                                raise _short(pos)
                            if tg34 <= last33:
                                raise _tag_order(pos)
                            last33 = tg34
                            if u32 is None:
                                u32 = {}
                            u32[tg34] = buf[pos:te36]
                            pos = te36
                    x25 = OpData(f_key_26, f_value_27, f_remove_28, u32)
                    ap24(x25)
            nt37 = buf[pos]
            if nt37 < 128:
                pos += 1
            else:
                nt37, pos = _uvarint(buf, pos)
            u38 = None
            if nt37:
                last39 = -1
                for _ in range(nt37):
                    tg40 = buf[pos]
                    if tg40 < 128:
                        pos += 1
                    else:
                        tg40, pos = _uvarint(buf, pos)
                    sz41 = buf[pos]
                    if sz41 < 128:
                        pos += 1
                    else:
                        sz41, pos = _uvarint(buf, pos)
                    te42 = pos + sz41
                    if te42 > end:
                        raise _short(pos)
                    if tg40 <= last39:
                        raise _tag_order(pos)
                    last39 = tg40
                    if u38 is None:
                        u38 = {}
                    u38[tg40] = buf[pos:te42]
                    pos = te42
            x5 = AlterClientQuotasRequestEntryData(f_entity_6, f_ops_7, u38)
            ap4(x5)
    f_validate_only_2 = _S1(buf, pos)[0]
    pos += 1
    nt43 = buf[pos]
    if nt43 < 128:
        pos += 1
    else:
        nt43, pos = _uvarint(buf, pos)
    u44 = None
    if nt43:
        last45 = -1
        for _ in range(nt43):
            tg46 = buf[pos]
            if tg46 < 128:
                pos += 1
            else:
                tg46, pos = _uvarint(buf, pos)
            sz47 = buf[pos]
            if sz47 < 128:
                pos += 1
            else:
                sz47, pos = _uvarint(buf, pos)
            te48 = pos + sz47
            if te48 > end:
                raise _short(pos)
            if tg46 <= last45:
                raise _tag_order(pos)
            last45 = tg46
            if u44 is None:
                u44 = {}
            u44[tg46] = buf[pos:te48]
            pos = te48
    o = AlterClientQuotasRequest(f_entries_1, f_validate_only_2, u44)
    return o, pos


def _e_AlterClientQuotasRequest_v0(o: AlterClientQuotasRequest, out: bytearray) -> None:
    out += _Pi(len(o.entries))
    for x1 in o.entries:
        out += _Pi(len(x1.entity))
        for x2 in x1.entity:
            b3 = x2.entity_type.encode()
            out += _Ph(len(b3))
            out += b3
            if x2.entity_name is None:
                out.extend(b'\xff\xff')
            else:
                b4 = x2.entity_name.encode()
                out += _Ph(len(b4))
                out += b4
        out += _Pi(len(x1.ops))
        for x5 in x1.ops:
            b6 = x5.key.encode()
            out += _Ph(len(b6))
            out += b6
            out += _P0(x5.value, x5.remove)
    out += _P1(o.validate_only)


def _e_AlterClientQuotasRequest_v1(o: AlterClientQuotasRequest, out: bytearray) -> None:
    if len(o.entries) + 1 < 128:
        out.append(len(o.entries) + 1)
    else:
        out += _encode_uvarint(len(o.entries) + 1)
    for x1 in o.entries:
        if len(x1.entity) + 1 < 128:
            out.append(len(x1.entity) + 1)
        else:
            out += _encode_uvarint(len(x1.entity) + 1)
        for x2 in x1.entity:
            b3 = x2.entity_type.encode()
            if len(b3) + 1 < 128:
                out.append(len(b3) + 1)
            else:
                out += _encode_uvarint(len(b3) + 1)
            out += b3
            if x2.entity_name is None:
                out.append(0)
            else:
                b4 = x2.entity_name.encode()
                if len(b4) + 1 < 128:
                    out.append(len(b4) + 1)
                else:
                    out += _encode_uvarint(len(b4) + 1)
                out += b4
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(0)
        if len(x1.ops) + 1 < 128:
            out.append(len(x1.ops) + 1)
        else:
            out += _encode_uvarint(len(x1.ops) + 1)
        for x5 in x1.ops:
            b6 = x5.key.encode()
            if len(b6) + 1 < 128:
                out.append(len(b6) + 1)
            else:
                out += _encode_uvarint(len(b6) + 1)
            out += b6
            out += _P0(x5.value, x5.remove)
            if x5.unknown_tags:
                _write_tags(out, [], x5.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    out += _P1(o.validate_only)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_AlterClientQuotasResponse_v0(buf: bytes, pos: int, end: int) -> tuple[AlterClientQuotasResponse, int]:
    f_throttle_time_ms_1 = _S2(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 8 > end - pos:
            raise _short(pos)
        f_entries_2 = []
        ap4 = f_entries_2.append
        for _ in range(n3):
            f_error_code_6 = _S3(buf, pos)[0]
            pos += 2
            n9 = _uh(buf, pos)[0]
            pos += 2
            if n9 == -1:
                f_error_message_7 = None
            elif n9 < 0:
                raise _negative(pos)
            else:
                e10 = pos + n9
                if e10 > end:
                    raise _short(pos)
                f_error_message_7 = buf[pos:e10].decode()
                pos = e10
            n11 = _ui(buf, pos)[0]
            pos += 4
            if n11 < 0:
                raise _negative(pos)
            else:
                if n11 * 4 > end - pos:
                    raise _short(pos)
                f_entity_8 = []
                ap12 = f_entity_8.append
                for _ in range(n11):
                    n16 = _uh(buf, pos)[0]
                    pos += 2
                    if n16 < 0:
                        raise _negative(pos)
                    else:
                        e17 = pos + n16
                        if e17 > end:
                            raise _short(pos)
                        f_entity_type_14 = buf[pos:e17].decode()
                        pos = e17
                    n18 = _uh(buf, pos)[0]
                    pos += 2
                    if n18 == -1:
                        f_entity_name_15 = None
                    elif n18 < 0:
                        raise _negative(pos)
                    else:
                        e19 = pos + n18
                        if e19 > end:
                            raise _short(pos)
                        f_entity_name_15 = buf[pos:e19].decode()
                        pos = e19
                    x13 = AlterClientQuotasResponseEntityData(f_entity_type_14, f_entity_name_15, None)
                    ap12(x13)
            x5 = AlterClientQuotasResponseEntryData(f_error_code_6, f_error_message_7, f_entity_8, None)
            ap4(x5)
    o = AlterClientQuotasResponse(f_throttle_time_ms_1, f_entries_2, None)
    return o, pos


def _d_AlterClientQuotasResponse_v1(buf: bytes, pos: int, end: int) -> tuple[AlterClientQuotasResponse, int]:
    f_throttle_time_ms_1 = _S2(buf, pos)[0]
    pos += 4
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
        if n3 * 5 > end - pos:
            raise _short(pos)
        f_entries_2 = []
        ap4 = f_entries_2.append
        for _ in range(n3):
            f_error_code_6 = _S3(buf, pos)[0]
            pos += 2
            n9 = buf[pos]
            if n9 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n9 = (n9 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n9, pos = _uvarint(buf, pos)
            n9 -= 1
            if n9 == -1:
                f_error_message_7 = None
            elif n9 < 0:
                raise _negative(pos)
            else:
                e10 = pos + n9
                if e10 > end:
                    raise _short(pos)
                f_error_message_7 = buf[pos:e10].decode()
                pos = e10
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
                if n11 * 3 > end - pos:
                    raise _short(pos)
                f_entity_8 = []
                ap12 = f_entity_8.append
                for _ in range(n11):
                    n16 = buf[pos]
                    if n16 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n16 = (n16 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n16, pos = _uvarint(buf, pos)
                    n16 -= 1
                    if n16 < 0:
                        raise _negative(pos)
                    else:
                        e17 = pos + n16
                        if e17 > end:
                            raise _short(pos)
                        f_entity_type_14 = buf[pos:e17].decode()
                        pos = e17
                    n18 = buf[pos]
                    if n18 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n18 = (n18 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n18, pos = _uvarint(buf, pos)
                    n18 -= 1
                    if n18 == -1:
                        f_entity_name_15 = None
                    elif n18 < 0:
                        raise _negative(pos)
                    else:
                        e19 = pos + n18
                        if e19 > end:
                            raise _short(pos)
                        f_entity_name_15 = buf[pos:e19].decode()
                        pos = e19
                    nt20 = buf[pos]
                    if nt20 < 128:
                        pos += 1
                    else:
                        nt20, pos = _uvarint(buf, pos)
                    u21 = None
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
                            if u21 is None:
                                u21 = {}
                            u21[tg23] = buf[pos:te25]
                            pos = te25
                    x13 = AlterClientQuotasResponseEntityData(f_entity_type_14, f_entity_name_15, u21)
                    ap12(x13)
            nt26 = buf[pos]
            if nt26 < 128:
                pos += 1
            else:
                nt26, pos = _uvarint(buf, pos)
            u27 = None
            if nt26:
                last28 = -1
                for _ in range(nt26):
                    tg29 = buf[pos]
                    if tg29 < 128:
                        pos += 1
                    else:
                        tg29, pos = _uvarint(buf, pos)
                    sz30 = buf[pos]
                    if sz30 < 128:
                        pos += 1
                    else:
                        sz30, pos = _uvarint(buf, pos)
                    te31 = pos + sz30
                    if te31 > end:
                        raise _short(pos)
                    if tg29 <= last28:
                        raise _tag_order(pos)
                    last28 = tg29
                    if u27 is None:
                        u27 = {}
                    u27[tg29] = buf[pos:te31]
                    pos = te31
            x5 = AlterClientQuotasResponseEntryData(f_error_code_6, f_error_message_7, f_entity_8, u27)
            ap4(x5)
    nt32 = buf[pos]
    if nt32 < 128:
        pos += 1
    else:
        nt32, pos = _uvarint(buf, pos)
    u33 = None
    if nt32:
        last34 = -1
        for _ in range(nt32):
            tg35 = buf[pos]
            if tg35 < 128:
                pos += 1
            else:
                tg35, pos = _uvarint(buf, pos)
            sz36 = buf[pos]
            if sz36 < 128:
                pos += 1
            else:
                sz36, pos = _uvarint(buf, pos)
            te37 = pos + sz36
            if te37 > end:
                raise _short(pos)
            if tg35 <= last34:
                raise _tag_order(pos)
            last34 = tg35
            if u33 is None:
                u33 = {}
            u33[tg35] = buf[pos:te37]
            pos = te37
    o = AlterClientQuotasResponse(f_throttle_time_ms_1, f_entries_2, u33)
    return o, pos


def _e_AlterClientQuotasResponse_v0(o: AlterClientQuotasResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    out += _Pi(len(o.entries))
    for x1 in o.entries:
        out += _P3(x1.error_code)
        if x1.error_message is None:
            out.extend(b'\xff\xff')
        else:
            b2 = x1.error_message.encode()
            out += _Ph(len(b2))
            out += b2
        out += _Pi(len(x1.entity))
        for x3 in x1.entity:
            b4 = x3.entity_type.encode()
            out += _Ph(len(b4))
            out += b4
            if x3.entity_name is None:
                out.extend(b'\xff\xff')
            else:
                b5 = x3.entity_name.encode()
                out += _Ph(len(b5))
                out += b5


def _e_AlterClientQuotasResponse_v1(o: AlterClientQuotasResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    if len(o.entries) + 1 < 128:
        out.append(len(o.entries) + 1)
    else:
        out += _encode_uvarint(len(o.entries) + 1)
    for x1 in o.entries:
        out += _P3(x1.error_code)
        if x1.error_message is None:
            out.append(0)
        else:
            b2 = x1.error_message.encode()
            if len(b2) + 1 < 128:
                out.append(len(b2) + 1)
            else:
                out += _encode_uvarint(len(b2) + 1)
            out += b2
        if len(x1.entity) + 1 < 128:
            out.append(len(x1.entity) + 1)
        else:
            out += _encode_uvarint(len(x1.entity) + 1)
        for x3 in x1.entity:
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
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


AlterClientQuotasRequest.DECODERS = (_d_AlterClientQuotasRequest_v0, _d_AlterClientQuotasRequest_v1,)
AlterClientQuotasRequest.ENCODERS = (_e_AlterClientQuotasRequest_v0, _e_AlterClientQuotasRequest_v1,)

AlterClientQuotasResponse.DECODERS = (_d_AlterClientQuotasResponse_v0, _d_AlterClientQuotasResponse_v1,)
AlterClientQuotasResponse.ENCODERS = (_e_AlterClientQuotasResponse_v0, _e_AlterClientQuotasResponse_v1,)
