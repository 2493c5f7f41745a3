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

__all__ = ['AlterClientQuotasRequest', 'AlterClientQuotasRequestEntityData', 'AlterClientQuotasRequestEntryData', 'AlterClientQuotasResponse', 'AlterClientQuotasResponseEntityData', 'AlterClientQuotasResponseEntryData', 'OpData']

_S0 = _Struct('>d?').unpack_from
_P0 = _Struct('>d?').pack
_S1 = _Struct('>?').unpack_from
_P1 = _Struct('>?').pack
_S2 = _Struct('>d?B').unpack_from
_P2 = _Struct('>d?B').pack
_S3 = _Struct('>?B').unpack_from
_P3 = _Struct('>?B').pack
_S4 = _Struct('>dB').unpack_from
_P4 = _Struct('>dB').pack
_S5 = _Struct('>B').unpack_from
_P5 = _Struct('>B').pack
_S6 = _Struct('>i').unpack_from
_P6 = _Struct('>i').pack
_S7 = _Struct('>h').unpack_from
_P7 = _Struct('>h').pack
_S8 = _Struct('>iB').unpack_from
_P8 = _Struct('>iB').pack
_S9 = _Struct('>hB').unpack_from
_P9 = _Struct('>hB').pack


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


class AlterClientQuotasRequest(Request["AlterClientQuotasResponse"]):
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
    o = _new(AlterClientQuotasRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 8 > end - pos:
            raise _short(pos)
        f_entries_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(AlterClientQuotasRequestEntryData)
                n6 = _ui(buf, pos)[0]
                pos += 4
                if n6 < 0:
                    raise _negative(pos)
                else:
                    if n6 * 4 > end - pos:
                        raise _short(pos)
                    f_entity_4 = []
                    if n6:
                        for _ in (_ranges[n6] if n6 < 256 else range(n6)):
                            x7 = _new(AlterClientQuotasRequestEntityData)
                            n8 = _uh(buf, pos)[0]
                            pos += 2
                            if n8 < 0:
                                raise _negative(pos)
                            else:
                                e9 = pos + n8
                                if e9 > end:
                                    raise _short(pos)
                                x7.entity_type = buf[pos:e9].decode()
                                pos = e9
                            n10 = _uh(buf, pos)[0]
                            pos += 2
                            if n10 == -1:
                                x7.entity_name = None
                            elif n10 < 0:
                                raise _negative(pos)
                            else:
                                e11 = pos + n10
                                if e11 > end:
                                    raise _short(pos)
                                x7.entity_name = buf[pos:e11].decode()
                                pos = e11
                            x7.unknown_tags = None
                            f_entity_4.append(x7)
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if n12 * 11 > end - pos:
                        raise _short(pos)
                    f_ops_5 = []
                    if n12:
                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                            x13 = _new(OpData)
                            n14 = _uh(buf, pos)[0]
                            pos += 2
                            if n14 < 0:
                                raise _negative(pos)
                            else:
                                e15 = pos + n14
                                if e15 > end:
                                    raise _short(pos)
                                x13.key = buf[pos:e15].decode()
                                pos = e15
                            x13.value, x13.remove = _S0(buf, pos)
                            pos += 9
                            x13.unknown_tags = None
                            f_ops_5.append(x13)
                x3.entity = f_entity_4
                x3.ops = f_ops_5
                x3.unknown_tags = None
                f_entries_1.append(x3)
    o.validate_only = _S1(buf, pos)[0]
    pos += 1
    o.entries = f_entries_1
    o.unknown_tags = None
    return o, pos


def _d_AlterClientQuotasRequest_v1(buf: bytes, pos: int, end: int) -> tuple[AlterClientQuotasRequest, int]:
    o = _new(AlterClientQuotasRequest)
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
        if n2 * 3 > end - pos:
            raise _short(pos)
        f_entries_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(AlterClientQuotasRequestEntryData)
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    if n6 * 3 > end - pos:
                        raise _short(pos)
                    f_entity_4 = []
                    if n6:
                        for _ in (_ranges[n6] if n6 < 256 else range(n6)):
                            x7 = _new(AlterClientQuotasRequestEntityData)
                            n8 = buf[pos]
                            if n8 < 128:
                                pos += 1
                                n8 -= 1
                            elif buf[pos + 1] < 128:
                                n8 = n8 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n8, pos = _string_uvarint(buf, pos)
                                n8 -= 1
                            if n8 < 0:
                                raise _negative(pos)
                            else:
                                e9 = pos + n8
                                if e9 > end:
                                    raise _short(pos)
                                x7.entity_type = buf[pos:e9].decode()
                                pos = e9
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
                            if n10 == -1:
                                x7.entity_name = None
                            else:
                                e11 = pos + n10
                                if e11 > end:
                                    raise _short(pos)
                                x7.entity_name = buf[pos:e11].decode()
                                pos = e11
                            if buf[pos]:
                                u12, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u12 = None
                            x7.unknown_tags = u12
                            f_entity_4.append(x7)
                n13 = buf[pos]
                if n13 < 128:
                    pos += 1
                    n13 -= 1
                elif buf[pos + 1] < 128:
                    n13 = n13 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n13, pos = _uvarint(buf, pos)
                    n13 -= 1
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 11 > end - pos:
                        raise _short(pos)
                    f_ops_5 = []
                    if n13:
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            x14 = _new(OpData)
                            n15 = buf[pos]
                            if n15 < 128:
                                pos += 1
                                n15 -= 1
                            elif buf[pos + 1] < 128:
                                n15 = n15 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n15, pos = _string_uvarint(buf, pos)
                                n15 -= 1
                            if n15 < 0:
                                raise _negative(pos)
                            else:
                                e16 = pos + n15
                                if e16 > end:
                                    raise _short(pos)
                                x14.key = buf[pos:e16].decode()
                                pos = e16
                            x14.value, x14.remove, pk17 = _S2(buf, pos)
                            pos += 10
                            if pk17:
                                u18, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u18 = None
                            x14.unknown_tags = u18
                            f_ops_5.append(x14)
                if buf[pos]:
                    u19, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u19 = None
                x3.entity = f_entity_4
                x3.ops = f_ops_5
                x3.unknown_tags = u19
                f_entries_1.append(x3)
    o.validate_only, pk20 = _S3(buf, pos)
    pos += 2
    if pk20:
        u21, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u21 = None
    o.entries = f_entries_1
    o.unknown_tags = u21
    return o, pos


def _e_AlterClientQuotasRequest_v0(o: AlterClientQuotasRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('AlterClientQuotasRequest', 0)
    if type(o.entries) is not list:
        _check_list(o.entries)
    out.append(_Pi(len(o.entries)))
    for x1 in o.entries:
        if x1.unknown_tags:
            raise _untagged('AlterClientQuotasRequestEntryData', 0)
        if type(x1.entity) is not list:
            _check_list(x1.entity)
        out.append(_Pi(len(x1.entity)))
        for x2 in x1.entity:
            if x2.unknown_tags:
                raise _untagged('AlterClientQuotasRequestEntityData', 0)
            b3 = x2.entity_type.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
            if x2.entity_name is None:
                out.append(b'\xff\xff')
            else:
                b4 = x2.entity_name.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)
        if type(x1.ops) is not list:
            _check_list(x1.ops)
        out.append(_Pi(len(x1.ops)))
        for x5 in x1.ops:
            if x5.unknown_tags:
                raise _untagged('OpData', 0)
            b6 = x5.key.encode()
            out.append(_Ph(len(b6)))
            out.append(b6)
            out.append(_P4(x5.value, _BOOL[x5.remove]))
    out.append(_P5(_BOOL[o.validate_only]))


def _e_AlterClientQuotasRequest_v1(o: AlterClientQuotasRequest, out: list[bytes]) -> None:
    if type(o.entries) is not list:
        _check_list(o.entries)
    if len(o.entries) + 1 < 128:
        out.append(_B1[len(o.entries) + 1])
    else:
        out.append(_encode_uvarint(len(o.entries) + 1))
    for x1 in o.entries:
        if type(x1.entity) is not list:
            _check_list(x1.entity)
        if len(x1.entity) + 1 < 128:
            out.append(_B1[len(x1.entity) + 1])
        else:
            out.append(_encode_uvarint(len(x1.entity) + 1))
        for x2 in x1.entity:
            b3 = x2.entity_type.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
            if x2.entity_name is None:
                out.append(b'\x00')
            else:
                b4 = x2.entity_name.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_string_length(len(b4) + 1))
                out.append(b4)
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(b'\x00')
        if type(x1.ops) is not list:
            _check_list(x1.ops)
        if len(x1.ops) + 1 < 128:
            out.append(_B1[len(x1.ops) + 1])
        else:
            out.append(_encode_uvarint(len(x1.ops) + 1))
        for x5 in x1.ops:
            b6 = x5.key.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_string_length(len(b6) + 1))
            out.append(b6)
            out.append(_P4(x5.value, _BOOL[x5.remove]))
            if x5.unknown_tags:
                _write_tags(out, [], x5.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P5(_BOOL[o.validate_only]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_AlterClientQuotasResponse_v0(buf: bytes, pos: int, end: int) -> tuple[AlterClientQuotasResponse, int]:
    o = _new(AlterClientQuotasResponse)
    o.throttle_time_ms = _S6(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 8 > end - pos:
            raise _short(pos)
        f_entries_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(AlterClientQuotasResponseEntryData)
                x3.error_code = _S7(buf, pos)[0]
                pos += 2
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 == -1:
                    x3.error_message = None
                elif n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 4 > end - pos:
                        raise _short(pos)
                    f_entity_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(AlterClientQuotasResponseEntityData)
                            n9 = _uh(buf, pos)[0]
                            pos += 2
                            if n9 < 0:
                                raise _negative(pos)
                            else:
                                e10 = pos + n9
                                if e10 > end:
                                    raise _short(pos)
                                x8.entity_type = buf[pos:e10].decode()
                                pos = e10
                            n11 = _uh(buf, pos)[0]
                            pos += 2
                            if n11 == -1:
                                x8.entity_name = None
                            elif n11 < 0:
                                raise _negative(pos)
                            else:
                                e12 = pos + n11
                                if e12 > end:
                                    raise _short(pos)
                                x8.entity_name = buf[pos:e12].decode()
                                pos = e12
                            x8.unknown_tags = None
                            f_entity_4.append(x8)
                x3.entity = f_entity_4
                x3.unknown_tags = None
                f_entries_1.append(x3)
    o.entries = f_entries_1
    o.unknown_tags = None
    return o, pos


def _d_AlterClientQuotasResponse_v1(buf: bytes, pos: int, end: int) -> tuple[AlterClientQuotasResponse, int]:
    o = _new(AlterClientQuotasResponse)
    o.throttle_time_ms, pk2 = _S8(buf, pos)
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
        f_entries_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(AlterClientQuotasResponseEntryData)
                x3.error_code, pk5 = _S9(buf, pos)
                pos += 3
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 == -1:
                    x3.error_message = None
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e6].decode()
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
                    if n7 * 3 > end - pos:
                        raise _short(pos)
                    f_entity_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(AlterClientQuotasResponseEntityData)
                            n9 = buf[pos]
                            if n9 < 128:
                                pos += 1
                                n9 -= 1
                            elif buf[pos + 1] < 128:
                                n9 = n9 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n9, pos = _string_uvarint(buf, pos)
                                n9 -= 1
                            if n9 < 0:
                                raise _negative(pos)
                            else:
                                e10 = pos + n9
                                if e10 > end:
                                    raise _short(pos)
                                x8.entity_type = buf[pos:e10].decode()
                                pos = e10
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
                            if n11 == -1:
                                x8.entity_name = None
                            else:
                                e12 = pos + n11
                                if e12 > end:
                                    raise _short(pos)
                                x8.entity_name = buf[pos:e12].decode()
                                pos = e12
                            if buf[pos]:
                                u13, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u13 = None
                            x8.unknown_tags = u13
                            f_entity_4.append(x8)
                if buf[pos]:
                    u14, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u14 = None
                x3.entity = f_entity_4
                x3.unknown_tags = u14
                f_entries_1.append(x3)
    if buf[pos]:
        u15, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u15 = None
    o.entries = f_entries_1
    o.unknown_tags = u15
    return o, pos


def _e_AlterClientQuotasResponse_v0(o: AlterClientQuotasResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('AlterClientQuotasResponse', 0)
    out.append(_P6(o.throttle_time_ms))
    if type(o.entries) is not list:
        _check_list(o.entries)
    out.append(_Pi(len(o.entries)))
    for x1 in o.entries:
        if x1.unknown_tags:
            raise _untagged('AlterClientQuotasResponseEntryData', 0)
        out.append(_P7(x1.error_code))
        if x1.error_message is None:
            out.append(b'\xff\xff')
        else:
            b2 = x1.error_message.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
        if type(x1.entity) is not list:
            _check_list(x1.entity)
        out.append(_Pi(len(x1.entity)))
        for x3 in x1.entity:
            if x3.unknown_tags:
                raise _untagged('AlterClientQuotasResponseEntityData', 0)
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
    out.append(_P6(o.throttle_time_ms))
    if type(o.entries) is not list:
        _check_list(o.entries)
    if len(o.entries) + 1 < 128:
        out.append(_B1[len(o.entries) + 1])
    else:
        out.append(_encode_uvarint(len(o.entries) + 1))
    for x1 in o.entries:
        out.append(_P7(x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b2 = x1.error_message.encode()
            if len(b2) + 1 < 128:
                out.append(_B1[len(b2) + 1])
            else:
                out.append(_string_length(len(b2) + 1))
            out.append(b2)
        if type(x1.entity) is not list:
            _check_list(x1.entity)
        if len(x1.entity) + 1 < 128:
            out.append(_B1[len(x1.entity) + 1])
        else:
            out.append(_encode_uvarint(len(x1.entity) + 1))
        for x3 in x1.entity:
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
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


AlterClientQuotasRequest.DECODERS = {0: _d_AlterClientQuotasRequest_v0, 1: _d_AlterClientQuotasRequest_v1}
AlterClientQuotasRequest.ENCODERS = {0: _e_AlterClientQuotasRequest_v0, 1: _e_AlterClientQuotasRequest_v1}
_bind_decode(AlterClientQuotasRequest)

AlterClientQuotasResponse.DECODERS = {0: _d_AlterClientQuotasResponse_v0, 1: _d_AlterClientQuotasResponse_v1}
AlterClientQuotasResponse.ENCODERS = {0: _e_AlterClientQuotasResponse_v0, 1: _e_AlterClientQuotasResponse_v1}
_bind_decode(AlterClientQuotasResponse)
