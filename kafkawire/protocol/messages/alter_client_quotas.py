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
                    x10 = _new(AlterClientQuotasRequestEntityData)
                    x10.entity_type = f_entity_type_11
                    x10.entity_name = f_entity_name_12
                    x10.unknown_tags = None
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
                    x19 = _new(OpData)
                    x19.key = f_key_20
                    x19.value = f_value_21
                    x19.remove = f_remove_22
                    x19.unknown_tags = None
                    ap18(x19)
            x5 = _new(AlterClientQuotasRequestEntryData)
            x5.entity = f_entity_6
            x5.ops = f_ops_7
            x5.unknown_tags = None
            ap4(x5)
    f_validate_only_2 = _S1(buf, pos)[0]
    pos += 1
    o = _new(AlterClientQuotasRequest)
    o.entries = f_entries_1
    o.validate_only = f_validate_only_2
    o.unknown_tags = None
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
                    if buf[pos]:
                        u17, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u17 = None
                    x10 = _new(AlterClientQuotasRequestEntityData)
                    x10.entity_type = f_entity_type_11
                    x10.entity_name = f_entity_name_12
                    x10.unknown_tags = u17
                    ap9(x10)
            n18 = buf[pos]
            if n18 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n18 = (n18 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n18, pos = _uvarint(buf, pos)
            n18 -= 1
            if n18 < 0:
                raise _negative(pos)
            else:
                if n18 * 11 > end - pos:
                    raise _short(pos)
                f_ops_7 = []
                ap19 = f_ops_7.append
                for _ in range(n18):
                    n24 = buf[pos]
                    if n24 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n24 = (n24 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n24, pos = _uvarint(buf, pos)
                    n24 -= 1
                    if n24 < 0:
                        raise _negative(pos)
                    else:
                        e25 = pos + n24
                        if e25 > end:
                            raise _short(pos)
                        f_key_21 = buf[pos:e25].decode()
                        pos = e25
                    f_value_22, f_remove_23 = _S0(buf, pos)
                    pos += 9
                    if buf[pos]:
                        u26, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u26 = None
                    x20 = _new(OpData)
                    x20.key = f_key_21
                    x20.value = f_value_22
                    x20.remove = f_remove_23
                    x20.unknown_tags = u26
                    ap19(x20)
            if buf[pos]:
                u27, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u27 = None
            x5 = _new(AlterClientQuotasRequestEntryData)
            x5.entity = f_entity_6
            x5.ops = f_ops_7
            x5.unknown_tags = u27
            ap4(x5)
    f_validate_only_2 = _S1(buf, pos)[0]
    pos += 1
    if buf[pos]:
        u28, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u28 = None
    o = _new(AlterClientQuotasRequest)
    o.entries = f_entries_1
    o.validate_only = f_validate_only_2
    o.unknown_tags = u28
    return o, pos


def _e_AlterClientQuotasRequest_v0(o: AlterClientQuotasRequest, out: list[bytes]) -> None:
    out.append(_Pi(len(o.entries)))
    for x1 in o.entries:
        out.append(_Pi(len(x1.entity)))
        for x2 in x1.entity:
            b3 = x2.entity_type.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
            if x2.entity_name is None:
                out.append(b'\xff\xff')
            else:
                b4 = x2.entity_name.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)
        out.append(_Pi(len(x1.ops)))
        for x5 in x1.ops:
            b6 = x5.key.encode()
            out.append(_Ph(len(b6)))
            out.append(b6)
            out.append(_P0(x5.value, x5.remove))
    out.append(_P1(o.validate_only))


def _e_AlterClientQuotasRequest_v1(o: AlterClientQuotasRequest, out: list[bytes]) -> None:
    if len(o.entries) + 1 < 128:
        out.append(_B1[len(o.entries) + 1])
    else:
        out.append(_encode_uvarint(len(o.entries) + 1))
    for x1 in o.entries:
        if len(x1.entity) + 1 < 128:
            out.append(_B1[len(x1.entity) + 1])
        else:
            out.append(_encode_uvarint(len(x1.entity) + 1))
        for x2 in x1.entity:
            b3 = x2.entity_type.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_encode_uvarint(len(b3) + 1))
            out.append(b3)
            if x2.entity_name is None:
                out.append(b'\x00')
            else:
                b4 = x2.entity_name.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_encode_uvarint(len(b4) + 1))
                out.append(b4)
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(b'\x00')
        if len(x1.ops) + 1 < 128:
            out.append(_B1[len(x1.ops) + 1])
        else:
            out.append(_encode_uvarint(len(x1.ops) + 1))
        for x5 in x1.ops:
            b6 = x5.key.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_encode_uvarint(len(b6) + 1))
            out.append(b6)
            out.append(_P0(x5.value, x5.remove))
            if x5.unknown_tags:
                _write_tags(out, [], x5.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P1(o.validate_only))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


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
                    x13 = _new(AlterClientQuotasResponseEntityData)
                    x13.entity_type = f_entity_type_14
                    x13.entity_name = f_entity_name_15
                    x13.unknown_tags = None
                    ap12(x13)
            x5 = _new(AlterClientQuotasResponseEntryData)
            x5.error_code = f_error_code_6
            x5.error_message = f_error_message_7
            x5.entity = f_entity_8
            x5.unknown_tags = None
            ap4(x5)
    o = _new(AlterClientQuotasResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.entries = f_entries_2
    o.unknown_tags = None
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
                    if buf[pos]:
                        u20, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u20 = None
                    x13 = _new(AlterClientQuotasResponseEntityData)
                    x13.entity_type = f_entity_type_14
                    x13.entity_name = f_entity_name_15
                    x13.unknown_tags = u20
                    ap12(x13)
            if buf[pos]:
                u21, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u21 = None
            x5 = _new(AlterClientQuotasResponseEntryData)
            x5.error_code = f_error_code_6
            x5.error_message = f_error_message_7
            x5.entity = f_entity_8
            x5.unknown_tags = u21
            ap4(x5)
    if buf[pos]:
        u22, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u22 = None
    o = _new(AlterClientQuotasResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.entries = f_entries_2
    o.unknown_tags = u22
    return o, pos


def _e_AlterClientQuotasResponse_v0(o: AlterClientQuotasResponse, out: list[bytes]) -> None:
    out.append(_P2(o.throttle_time_ms))
    out.append(_Pi(len(o.entries)))
    for x1 in o.entries:
        out.append(_P3(x1.error_code))
        if x1.error_message is None:
            out.append(b'\xff\xff')
        else:
            b2 = x1.error_message.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
        out.append(_Pi(len(x1.entity)))
        for x3 in x1.entity:
            b4 = x3.entity_type.encode()
            out.append(_Ph(len(b4)))
            out.append(b4)
            if x3.entity_name is None:
                out.append(b'\xff\xff')
            else:
                b5 = x3.entity_name.encode()
                out.append(_Ph(len(b5)))
                out.append(b5)


def _e_AlterClientQuotasResponse_v1(o: AlterClientQuotasResponse, out: list[bytes]) -> None:
    out.append(_P2(o.throttle_time_ms))
    if len(o.entries) + 1 < 128:
        out.append(_B1[len(o.entries) + 1])
    else:
        out.append(_encode_uvarint(len(o.entries) + 1))
    for x1 in o.entries:
        out.append(_P3(x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b2 = x1.error_message.encode()
            if len(b2) + 1 < 128:
                out.append(_B1[len(b2) + 1])
            else:
                out.append(_encode_uvarint(len(b2) + 1))
            out.append(b2)
        if len(x1.entity) + 1 < 128:
            out.append(_B1[len(x1.entity) + 1])
        else:
            out.append(_encode_uvarint(len(x1.entity) + 1))
        for x3 in x1.entity:
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
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


AlterClientQuotasRequest.DECODERS = (_d_AlterClientQuotasRequest_v0, _d_AlterClientQuotasRequest_v1,)
AlterClientQuotasRequest.ENCODERS = (_e_AlterClientQuotasRequest_v0, _e_AlterClientQuotasRequest_v1,)

AlterClientQuotasResponse.DECODERS = (_d_AlterClientQuotasResponse_v0, _d_AlterClientQuotasResponse_v1,)
AlterClientQuotasResponse.ENCODERS = (_e_AlterClientQuotasResponse_v0, _e_AlterClientQuotasResponse_v1,)
