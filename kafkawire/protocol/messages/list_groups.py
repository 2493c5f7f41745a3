# generated from defs/016-list-groups.kw; do not edit
"""ListGroups: API key 16, versions 0..5, flexible from 3."""

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

__all__ = ['ListGroupsRequest', 'ListGroupsResponse', 'ListedGroup']

_S0 = _Struct('>h').unpack_from
_P0 = _Struct('>h').pack
_S1 = _Struct('>ih').unpack_from
_P1 = _Struct('>ih').pack


class ListGroupsRequest(Message):
    """ListGroups request (API key 16), versions 0..5."""

    __slots__ = ('states_filter', 'types_filter')
    API_KEY = 16
    API_NAME = 'ListGroups'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_FROM = 3
    states_filter: list[str]
    types_filter: list[str]

    def __init__(
        self,
        states_filter: list[str] = DEFAULT,
        types_filter: list[str] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.states_filter = [] if states_filter is DEFAULT else states_filter
        self.types_filter = [] if types_filter is DEFAULT else types_filter
        self.unknown_tags = unknown_tags


class ListedGroup(Struct):
    """Element ListedGroup of ListGroups."""

    __slots__ = ('group_id', 'protocol_type', 'group_state', 'group_type')
    group_id: str
    protocol_type: str
    group_state: str
    group_type: str

    def __init__(
        self,
        group_id: str = "",
        protocol_type: str = "",
        group_state: str = "",
        group_type: str = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.protocol_type = protocol_type
        self.group_state = group_state
        self.group_type = group_type
        self.unknown_tags = unknown_tags


class ListGroupsResponse(Message):
    """ListGroups response (API key 16), versions 0..5."""

    __slots__ = ('throttle_time_ms', 'error_code', 'groups')
    API_KEY = 16
    API_NAME = 'ListGroups'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_FROM = 3
    throttle_time_ms: int
    error_code: int
    groups: list[ListedGroup]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        groups: list[ListedGroup] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.groups = [] if groups is DEFAULT else groups
        self.unknown_tags = unknown_tags

ListGroupsRequest.FIELDS = (
    FieldSpec('states_filter', 'array', 'string', (4, 5), None, DEFAULT),
    FieldSpec('types_filter', 'array', 'string', (5, 5), None, DEFAULT),
)

ListedGroup.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('protocol_type', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('group_state', 'prim', 'string', (4, 5), None, "", ignorable=True),
    FieldSpec('group_type', 'prim', 'string', (5, 5), None, "", ignorable=True),
)

ListGroupsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (1, 5), None, 0, ignorable=True),
    FieldSpec('error_code', 'prim', 'error', (0, 5), None, 0),
    FieldSpec('groups', 'array', 'ListedGroup', (0, 5), None, DEFAULT, struct=ListedGroup),
)


def _d_ListGroupsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ListGroupsRequest, int]:
    o = ListGroupsRequest([], [], None)
    return o, pos


def _d_ListGroupsRequest_v3(buf: bytes, pos: int, end: int) -> tuple[ListGroupsRequest, int]:
    nt3 = buf[pos]
    if nt3 < 128:
        pos += 1
    else:
        nt3, pos = _uvarint(buf, pos)
    u4 = None
    if nt3:
        last5 = -1
        for _ in range(nt3):
            tg6 = buf[pos]
            if tg6 < 128:
                pos += 1
            else:
                tg6, pos = _uvarint(buf, pos)
            sz7 = buf[pos]
            if sz7 < 128:
                pos += 1
            else:
                sz7, pos = _uvarint(buf, pos)
            te8 = pos + sz7
            if te8 > end:
                raise _short(pos)
            if tg6 <= last5:
                raise _tag_order(pos)
            last5 = tg6
            if u4 is None:
                u4 = {}
            u4[tg6] = buf[pos:te8]
            pos = te8
    o = ListGroupsRequest([], [], u4)
    return o, pos


def _d_ListGroupsRequest_v4(buf: bytes, pos: int, end: int) -> tuple[ListGroupsRequest, int]:
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
        if n3 > end - pos:
            raise _short(pos)
        f_states_filter_1 = []
        for _ in range(n3):
            n5 = buf[pos]
            if n5 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n5 = (n5 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n5, pos = _uvarint(buf, pos)
            n5 -= 1
            if n5 < 0:
                raise _negative(pos)
            else:
                e6 = pos + n5
                if e6 > end:
                    raise _short(pos)
                x4 = buf[pos:e6].decode()
                pos = e6
            f_states_filter_1.append(x4)
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
    o = ListGroupsRequest(f_states_filter_1, [], u8)
    return o, pos


def _d_ListGroupsRequest_v5(buf: bytes, pos: int, end: int) -> tuple[ListGroupsRequest, int]:
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
        if n3 > end - pos:
            raise _short(pos)
        f_states_filter_1 = []
        for _ in range(n3):
            n5 = buf[pos]
            if n5 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n5 = (n5 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n5, pos = _uvarint(buf, pos)
            n5 -= 1
            if n5 < 0:
                raise _negative(pos)
            else:
                e6 = pos + n5
                if e6 > end:
                    raise _short(pos)
                x4 = buf[pos:e6].decode()
                pos = e6
            f_states_filter_1.append(x4)
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
        if n7 > end - pos:
            raise _short(pos)
        f_types_filter_2 = []
        for _ in range(n7):
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
                x8 = buf[pos:e10].decode()
                pos = e10
            f_types_filter_2.append(x8)
    nt11 = buf[pos]
    if nt11 < 128:
        pos += 1
    else:
        nt11, pos = _uvarint(buf, pos)
    u12 = None
    if nt11:
        last13 = -1
        for _ in range(nt11):
            tg14 = buf[pos]
            if tg14 < 128:
                pos += 1
            else:
                tg14, pos = _uvarint(buf, pos)
            sz15 = buf[pos]
            if sz15 < 128:
                pos += 1
            else:
                sz15, pos = _uvarint(buf, pos)
            te16 = pos + sz15
            if te16 > end:
                raise _short(pos)
            if tg14 <= last13:
                raise _tag_order(pos)
            last13 = tg14
            if u12 is None:
                u12 = {}
            u12[tg14] = buf[pos:te16]
            pos = te16
    o = ListGroupsRequest(f_states_filter_1, f_types_filter_2, u12)
    return o, pos


def _e_ListGroupsRequest_v0(o: ListGroupsRequest, out: bytearray) -> None:
    if o.states_filter:
        raise _absent('ListGroupsRequest', 'states_filter', 0)
    if o.types_filter:
        raise _absent('ListGroupsRequest', 'types_filter', 0)


def _e_ListGroupsRequest_v1(o: ListGroupsRequest, out: bytearray) -> None:
    if o.states_filter:
        raise _absent('ListGroupsRequest', 'states_filter', 1)
    if o.types_filter:
        raise _absent('ListGroupsRequest', 'types_filter', 1)


def _e_ListGroupsRequest_v2(o: ListGroupsRequest, out: bytearray) -> None:
    if o.states_filter:
        raise _absent('ListGroupsRequest', 'states_filter', 2)
    if o.types_filter:
        raise _absent('ListGroupsRequest', 'types_filter', 2)


def _e_ListGroupsRequest_v3(o: ListGroupsRequest, out: bytearray) -> None:
    if o.states_filter:
        raise _absent('ListGroupsRequest', 'states_filter', 3)
    if o.types_filter:
        raise _absent('ListGroupsRequest', 'types_filter', 3)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListGroupsRequest_v4(o: ListGroupsRequest, out: bytearray) -> None:
    if o.types_filter:
        raise _absent('ListGroupsRequest', 'types_filter', 4)
    if len(o.states_filter) + 1 < 128:
        out.append(len(o.states_filter) + 1)
    else:
        out += _encode_uvarint(len(o.states_filter) + 1)
    for x1 in o.states_filter:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListGroupsRequest_v5(o: ListGroupsRequest, out: bytearray) -> None:
    if len(o.states_filter) + 1 < 128:
        out.append(len(o.states_filter) + 1)
    else:
        out += _encode_uvarint(len(o.states_filter) + 1)
    for x1 in o.states_filter:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if len(o.types_filter) + 1 < 128:
        out.append(len(o.types_filter) + 1)
    else:
        out += _encode_uvarint(len(o.types_filter) + 1)
    for x3 in o.types_filter:
        b4 = x3.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_ListGroupsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ListGroupsResponse, int]:
    f_error_code_2 = _S0(buf, pos)[0]
    pos += 2
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 4 > end - pos:
            raise _short(pos)
        f_groups_3 = []
        ap5 = f_groups_3.append
        for _ in range(n4):
            n11 = _uh(buf, pos)[0]
            pos += 2
            if n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                f_group_id_7 = buf[pos:e12].decode()
                pos = e12
            n13 = _uh(buf, pos)[0]
            pos += 2
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                f_protocol_type_8 = buf[pos:e14].decode()
                pos = e14
            x6 = ListedGroup(f_group_id_7, f_protocol_type_8, "", "", None)
            ap5(x6)
    o = ListGroupsResponse(0, f_error_code_2, f_groups_3, None)
    return o, pos


def _d_ListGroupsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[ListGroupsResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S1(buf, pos)
    pos += 6
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 4 > end - pos:
            raise _short(pos)
        f_groups_3 = []
        ap5 = f_groups_3.append
        for _ in range(n4):
            n11 = _uh(buf, pos)[0]
            pos += 2
            if n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                f_group_id_7 = buf[pos:e12].decode()
                pos = e12
            n13 = _uh(buf, pos)[0]
            pos += 2
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                f_protocol_type_8 = buf[pos:e14].decode()
                pos = e14
            x6 = ListedGroup(f_group_id_7, f_protocol_type_8, "", "", None)
            ap5(x6)
    o = ListGroupsResponse(f_throttle_time_ms_1, f_error_code_2, f_groups_3, None)
    return o, pos


def _d_ListGroupsResponse_v3(buf: bytes, pos: int, end: int) -> tuple[ListGroupsResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S1(buf, pos)
    pos += 6
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
        if n4 * 3 > end - pos:
            raise _short(pos)
        f_groups_3 = []
        ap5 = f_groups_3.append
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
                f_group_id_7 = buf[pos:e12].decode()
                pos = e12
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
                f_protocol_type_8 = buf[pos:e14].decode()
                pos = e14
            nt15 = buf[pos]
            if nt15 < 128:
                pos += 1
            else:
                nt15, pos = _uvarint(buf, pos)
            u16 = None
            if nt15:
                last17 = -1
                for _ in range(nt15):
                    tg18 = buf[pos]
                    if tg18 < 128:
                        pos += 1
                    else:
                        tg18, pos = _uvarint(buf, pos)
                    sz19 = buf[pos]
                    if sz19 < 128:
                        pos += 1
                    else:
                        sz19, pos = _uvarint(buf, pos)
                    te20 = pos + sz19
                    if te20 > end:
                        raise _short(pos)
                    if tg18 <= last17:
                        raise _tag_order(pos)
                    last17 = tg18
                    if u16 is None:
                        u16 = {}
                    u16[tg18] = buf[pos:te20]
                    pos = te20
            x6 = ListedGroup(f_group_id_7, f_protocol_type_8, "", "", u16)
            ap5(x6)
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
    o = ListGroupsResponse(f_throttle_time_ms_1, f_error_code_2, f_groups_3, u22)
    return o, pos


def _d_ListGroupsResponse_v4(buf: bytes, pos: int, end: int) -> tuple[ListGroupsResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S1(buf, pos)
    pos += 6
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
        if n4 * 4 > end - pos:
            raise _short(pos)
        f_groups_3 = []
        ap5 = f_groups_3.append
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
                f_group_id_7 = buf[pos:e12].decode()
                pos = e12
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
                f_protocol_type_8 = buf[pos:e14].decode()
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
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_group_state_9 = buf[pos:e16].decode()
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
            x6 = ListedGroup(f_group_id_7, f_protocol_type_8, f_group_state_9, "", u18)
            ap5(x6)
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
    o = ListGroupsResponse(f_throttle_time_ms_1, f_error_code_2, f_groups_3, u24)
    return o, pos


def _d_ListGroupsResponse_v5(buf: bytes, pos: int, end: int) -> tuple[ListGroupsResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S1(buf, pos)
    pos += 6
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
        f_groups_3 = []
        ap5 = f_groups_3.append
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
                f_group_id_7 = buf[pos:e12].decode()
                pos = e12
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
                f_protocol_type_8 = buf[pos:e14].decode()
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
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_group_state_9 = buf[pos:e16].decode()
                pos = e16
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
                f_group_type_10 = buf[pos:e18].decode()
                pos = e18
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
            x6 = ListedGroup(f_group_id_7, f_protocol_type_8, f_group_state_9, f_group_type_10, u20)
            ap5(x6)
    nt25 = buf[pos]
    if nt25 < 128:
        pos += 1
    else:
        nt25, pos = _uvarint(buf, pos)
    u26 = None
    if nt25:
        last27 = -1
        for _ in range(nt25):
            tg28 = buf[pos]
            if tg28 < 128:
                pos += 1
            else:
                tg28, pos = _uvarint(buf, pos)
            sz29 = buf[pos]
            if sz29 < 128:
                pos += 1
            else:
                sz29, pos = _uvarint(buf, pos)
            te30 = pos + sz29
            if te30 > end:
                raise _short(pos)
            if tg28 <= last27:
                raise _tag_order(pos)
            last27 = tg28
            if u26 is None:
                u26 = {}
            u26[tg28] = buf[pos:te30]
            pos = te30
    o = ListGroupsResponse(f_throttle_time_ms_1, f_error_code_2, f_groups_3, u26)
    return o, pos


def _e_ListGroupsResponse_v0(o: ListGroupsResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    out += _Pi(len(o.groups))
    for x1 in o.groups:
        b2 = x1.group_id.encode()
        out += _Ph(len(b2))
        out += b2
        b3 = x1.protocol_type.encode()
        out += _Ph(len(b3))
        out += b3


def _e_ListGroupsResponse_v1(o: ListGroupsResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)
    out += _Pi(len(o.groups))
    for x1 in o.groups:
        b2 = x1.group_id.encode()
        out += _Ph(len(b2))
        out += b2
        b3 = x1.protocol_type.encode()
        out += _Ph(len(b3))
        out += b3


def _e_ListGroupsResponse_v3(o: ListGroupsResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        b3 = x1.protocol_type.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListGroupsResponse_v4(o: ListGroupsResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        b3 = x1.protocol_type.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
        b4 = x1.group_state.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListGroupsResponse_v5(o: ListGroupsResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        b3 = x1.protocol_type.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
        b4 = x1.group_state.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
        b5 = x1.group_type.encode()
        if len(b5) + 1 < 128:
            out.append(len(b5) + 1)
        else:
            out += _encode_uvarint(len(b5) + 1)
        out += b5
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


ListGroupsRequest.DECODERS = (_d_ListGroupsRequest_v0, _d_ListGroupsRequest_v0, _d_ListGroupsRequest_v0, _d_ListGroupsRequest_v3, _d_ListGroupsRequest_v4, _d_ListGroupsRequest_v5,)
ListGroupsRequest.ENCODERS = (_e_ListGroupsRequest_v0, _e_ListGroupsRequest_v1, _e_ListGroupsRequest_v2, _e_ListGroupsRequest_v3, _e_ListGroupsRequest_v4, _e_ListGroupsRequest_v5,)

ListGroupsResponse.DECODERS = (_d_ListGroupsResponse_v0, _d_ListGroupsResponse_v1, _d_ListGroupsResponse_v1, _d_ListGroupsResponse_v3, _d_ListGroupsResponse_v4, _d_ListGroupsResponse_v5,)
ListGroupsResponse.ENCODERS = (_e_ListGroupsResponse_v0, _e_ListGroupsResponse_v1, _e_ListGroupsResponse_v1, _e_ListGroupsResponse_v3, _e_ListGroupsResponse_v4, _e_ListGroupsResponse_v5,)
