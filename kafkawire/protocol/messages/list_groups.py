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


def _d_ListGroupsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[ListGroupsRequest, int]:
    return ListGroupsRequest([], [], None), pos


def _d_ListGroupsRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[ListGroupsRequest, int]:
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
    return ListGroupsRequest([], [], u), pos


def _d_ListGroupsRequest_v4(buf: memoryview, pos: int, end: int) -> tuple[ListGroupsRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 > end - pos:
            raise _short(pos)
        f_states_filter = []
        for _ in range(n1):
            n3 = buf[pos]
            if n3 < 128:
                pos += 1
            else:
                n3, pos = _uvarint(buf, pos)
            n3 -= 1
            if n3 < 0:
                raise _negative(pos)
            else:
                e4 = pos + n3
                if e4 > end:
                    raise _short(pos)
                x2 = str(buf[pos:e4], 'utf-8')
                pos = e4
            f_states_filter.append(x2)
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
    return ListGroupsRequest(f_states_filter, [], u), pos


def _d_ListGroupsRequest_v5(buf: memoryview, pos: int, end: int) -> tuple[ListGroupsRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 > end - pos:
            raise _short(pos)
        f_states_filter = []
        for _ in range(n1):
            n3 = buf[pos]
            if n3 < 128:
                pos += 1
            else:
                n3, pos = _uvarint(buf, pos)
            n3 -= 1
            if n3 < 0:
                raise _negative(pos)
            else:
                e4 = pos + n3
                if e4 > end:
                    raise _short(pos)
                x2 = str(buf[pos:e4], 'utf-8')
                pos = e4
            f_states_filter.append(x2)
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 > end - pos:
            raise _short(pos)
        f_types_filter = []
        for _ in range(n5):
            n7 = buf[pos]
            if n7 < 128:
                pos += 1
            else:
                n7, pos = _uvarint(buf, pos)
            n7 -= 1
            if n7 < 0:
                raise _negative(pos)
            else:
                e8 = pos + n7
                if e8 > end:
                    raise _short(pos)
                x6 = str(buf[pos:e8], 'utf-8')
                pos = e8
            f_types_filter.append(x6)
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
    return ListGroupsRequest(f_states_filter, f_types_filter, u), pos


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


def _d_ListedGroup_v0(buf: memoryview, pos: int, end: int) -> tuple[ListedGroup, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_group_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_protocol_type = str(buf[pos:e4], 'utf-8')
        pos = e4
    return ListedGroup(f_group_id, f_protocol_type, "", "", None), pos


def _d_ListGroupsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ListGroupsResponse, int]:
    f_error_code = _S0(buf, pos)[0]
    pos += 2
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_ListedGroup_v0(buf, pos, end)
            ap2(x3)
    return ListGroupsResponse(0, f_error_code, f_groups, None), pos


def _d_ListGroupsResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[ListGroupsResponse, int]:
    f_throttle_time_ms, f_error_code = _S1(buf, pos)
    pos += 6
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_ListedGroup_v0(buf, pos, end)
            ap2(x3)
    return ListGroupsResponse(f_throttle_time_ms, f_error_code, f_groups, None), pos


def _d_ListedGroup_v3(buf: memoryview, pos: int, end: int) -> tuple[ListedGroup, int]:
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
        f_group_id = str(buf[pos:e2], 'utf-8')
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
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_protocol_type = str(buf[pos:e4], 'utf-8')
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
    return ListedGroup(f_group_id, f_protocol_type, "", "", u), pos


def _d_ListGroupsResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[ListGroupsResponse, int]:
    f_throttle_time_ms, f_error_code = _S1(buf, pos)
    pos += 6
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
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_ListedGroup_v3(buf, pos, end)
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
    return ListGroupsResponse(f_throttle_time_ms, f_error_code, f_groups, u), pos


def _d_ListedGroup_v4(buf: memoryview, pos: int, end: int) -> tuple[ListedGroup, int]:
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
        f_group_id = str(buf[pos:e2], 'utf-8')
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
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_protocol_type = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_group_state = str(buf[pos:e6], 'utf-8')
        pos = e6
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
    return ListedGroup(f_group_id, f_protocol_type, f_group_state, "", u), pos


def _d_ListGroupsResponse_v4(buf: memoryview, pos: int, end: int) -> tuple[ListGroupsResponse, int]:
    f_throttle_time_ms, f_error_code = _S1(buf, pos)
    pos += 6
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
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_ListedGroup_v4(buf, pos, end)
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
    return ListGroupsResponse(f_throttle_time_ms, f_error_code, f_groups, u), pos


def _d_ListedGroup_v5(buf: memoryview, pos: int, end: int) -> tuple[ListedGroup, int]:
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
        f_group_id = str(buf[pos:e2], 'utf-8')
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
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_protocol_type = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_group_state = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_group_type = str(buf[pos:e8], 'utf-8')
        pos = e8
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
    return ListedGroup(f_group_id, f_protocol_type, f_group_state, f_group_type, u), pos


def _d_ListGroupsResponse_v5(buf: memoryview, pos: int, end: int) -> tuple[ListGroupsResponse, int]:
    f_throttle_time_ms, f_error_code = _S1(buf, pos)
    pos += 6
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
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_ListedGroup_v5(buf, pos, end)
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
    return ListGroupsResponse(f_throttle_time_ms, f_error_code, f_groups, u), pos


def _e_ListedGroup_v0(o: ListedGroup, out: bytearray) -> None:
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.protocol_type.encode()
    out += _Ph(len(b2))
    out += b2


def _e_ListGroupsResponse_v0(o: ListGroupsResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    out += _Pi(len(o.groups))
    for x1 in o.groups:
        _e_ListedGroup_v0(x1, out)


def _e_ListGroupsResponse_v1(o: ListGroupsResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)
    out += _Pi(len(o.groups))
    for x1 in o.groups:
        _e_ListedGroup_v0(x1, out)


def _e_ListedGroup_v3(o: ListedGroup, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.protocol_type.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListGroupsResponse_v3(o: ListGroupsResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
        _e_ListedGroup_v3(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListedGroup_v4(o: ListedGroup, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.protocol_type.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    b3 = o.group_state.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
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
        _e_ListedGroup_v4(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListedGroup_v5(o: ListedGroup, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.protocol_type.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    b3 = o.group_state.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    b4 = o.group_type.encode()
    if len(b4) + 1 < 128:
        out.append(len(b4) + 1)
    else:
        out += _encode_uvarint(len(b4) + 1)
    out += b4
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
        _e_ListedGroup_v5(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


ListGroupsRequest.DECODERS = (_d_ListGroupsRequest_v0, _d_ListGroupsRequest_v0, _d_ListGroupsRequest_v0, _d_ListGroupsRequest_v3, _d_ListGroupsRequest_v4, _d_ListGroupsRequest_v5,)
ListGroupsRequest.ENCODERS = (_e_ListGroupsRequest_v0, _e_ListGroupsRequest_v1, _e_ListGroupsRequest_v2, _e_ListGroupsRequest_v3, _e_ListGroupsRequest_v4, _e_ListGroupsRequest_v5,)

ListGroupsResponse.DECODERS = (_d_ListGroupsResponse_v0, _d_ListGroupsResponse_v1, _d_ListGroupsResponse_v1, _d_ListGroupsResponse_v3, _d_ListGroupsResponse_v4, _d_ListGroupsResponse_v5,)
ListGroupsResponse.ENCODERS = (_e_ListGroupsResponse_v0, _e_ListGroupsResponse_v1, _e_ListGroupsResponse_v1, _e_ListGroupsResponse_v3, _e_ListGroupsResponse_v4, _e_ListGroupsResponse_v5,)
