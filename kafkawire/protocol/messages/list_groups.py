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

__all__ = ['ListGroupsRequest', 'ListGroupsResponse', 'ListedGroup']

_S0 = _Struct('>h').unpack_from
_P0 = _Struct('>h').pack
_S1 = _Struct('>ih').unpack_from
_P1 = _Struct('>ih').pack
_S2 = _Struct('>ihB').unpack_from
_P2 = _Struct('>ihB').pack


class ListGroupsRequest(Request["ListGroupsResponse"]):
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
    o = _new(ListGroupsRequest)
    o.states_filter = []
    o.types_filter = []
    o.unknown_tags = None
    return o, pos


def _d_ListGroupsRequest_v3(buf: bytes, pos: int, end: int) -> tuple[ListGroupsRequest, int]:
    o = _new(ListGroupsRequest)
    if buf[pos]:
        u3, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u3 = None
    o.states_filter = []
    o.types_filter = []
    o.unknown_tags = u3
    return o, pos


def _d_ListGroupsRequest_v4(buf: bytes, pos: int, end: int) -> tuple[ListGroupsRequest, int]:
    o = _new(ListGroupsRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
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
        for _ in (_ranges[n3] if n3 < 256 else range(n3)):
            n5 = buf[pos]
            if n5 < 128:
                pos += 1
                n5 -= 1
            elif buf[pos + 1] < 128:
                n5 = n5 + buf[pos + 1] * 128 - 129
                pos += 2
            else:
                n5, pos = _string_uvarint(buf, pos)
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
    if buf[pos]:
        u7, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u7 = None
    o.states_filter = f_states_filter_1
    o.types_filter = []
    o.unknown_tags = u7
    return o, pos


def _d_ListGroupsRequest_v5(buf: bytes, pos: int, end: int) -> tuple[ListGroupsRequest, int]:
    o = _new(ListGroupsRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
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
        for _ in (_ranges[n3] if n3 < 256 else range(n3)):
            n5 = buf[pos]
            if n5 < 128:
                pos += 1
                n5 -= 1
            elif buf[pos + 1] < 128:
                n5 = n5 + buf[pos + 1] * 128 - 129
                pos += 2
            else:
                n5, pos = _string_uvarint(buf, pos)
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
        if n7 > end - pos:
            raise _short(pos)
        f_types_filter_2 = []
        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
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
                x8 = buf[pos:e10].decode()
                pos = e10
            f_types_filter_2.append(x8)
    if buf[pos]:
        u11, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u11 = None
    o.states_filter = f_states_filter_1
    o.types_filter = f_types_filter_2
    o.unknown_tags = u11
    return o, pos


def _e_ListGroupsRequest_v0(o: ListGroupsRequest, out: list[bytes]) -> None:
    if (o.states_filter is None or len(o.states_filter)):
        raise _absent('ListGroupsRequest', 'states_filter', 0)
    if (o.types_filter is None or len(o.types_filter)):
        raise _absent('ListGroupsRequest', 'types_filter', 0)
    if o.unknown_tags:
        raise _untagged('ListGroupsRequest', 0)


def _e_ListGroupsRequest_v1(o: ListGroupsRequest, out: list[bytes]) -> None:
    if (o.states_filter is None or len(o.states_filter)):
        raise _absent('ListGroupsRequest', 'states_filter', 1)
    if (o.types_filter is None or len(o.types_filter)):
        raise _absent('ListGroupsRequest', 'types_filter', 1)
    if o.unknown_tags:
        raise _untagged('ListGroupsRequest', 1)


def _e_ListGroupsRequest_v2(o: ListGroupsRequest, out: list[bytes]) -> None:
    if (o.states_filter is None or len(o.states_filter)):
        raise _absent('ListGroupsRequest', 'states_filter', 2)
    if (o.types_filter is None or len(o.types_filter)):
        raise _absent('ListGroupsRequest', 'types_filter', 2)
    if o.unknown_tags:
        raise _untagged('ListGroupsRequest', 2)


def _e_ListGroupsRequest_v3(o: ListGroupsRequest, out: list[bytes]) -> None:
    if (o.states_filter is None or len(o.states_filter)):
        raise _absent('ListGroupsRequest', 'states_filter', 3)
    if (o.types_filter is None or len(o.types_filter)):
        raise _absent('ListGroupsRequest', 'types_filter', 3)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ListGroupsRequest_v4(o: ListGroupsRequest, out: list[bytes]) -> None:
    if (o.types_filter is None or len(o.types_filter)):
        raise _absent('ListGroupsRequest', 'types_filter', 4)
    if type(o.states_filter) is not list:
        _check_list(o.states_filter)
    if len(o.states_filter) + 1 < 128:
        out.append(_B1[len(o.states_filter) + 1])
    else:
        out.append(_encode_uvarint(len(o.states_filter) + 1))
    for x1 in o.states_filter:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ListGroupsRequest_v5(o: ListGroupsRequest, out: list[bytes]) -> None:
    if type(o.states_filter) is not list:
        _check_list(o.states_filter)
    if len(o.states_filter) + 1 < 128:
        out.append(_B1[len(o.states_filter) + 1])
    else:
        out.append(_encode_uvarint(len(o.states_filter) + 1))
    for x1 in o.states_filter:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    if type(o.types_filter) is not list:
        _check_list(o.types_filter)
    if len(o.types_filter) + 1 < 128:
        out.append(_B1[len(o.types_filter) + 1])
    else:
        out.append(_encode_uvarint(len(o.types_filter) + 1))
    for x3 in o.types_filter:
        b4 = x3.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_ListGroupsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ListGroupsResponse, int]:
    o = _new(ListGroupsResponse)
    o.error_code = _S0(buf, pos)[0]
    pos += 2
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(ListedGroup)
                n4 = _uh(buf, pos)[0]
                pos += 2
                if n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.group_id = buf[pos:e5].decode()
                    pos = e5
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.protocol_type = buf[pos:e7].decode()
                    pos = e7
                x3.group_state = ""
                x3.group_type = ""
                x3.unknown_tags = None
                f_groups_1.append(x3)
    o.throttle_time_ms = 0
    o.groups = f_groups_1
    o.unknown_tags = None
    return o, pos


def _d_ListGroupsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[ListGroupsResponse, int]:
    o = _new(ListGroupsResponse)
    o.throttle_time_ms, o.error_code = _S1(buf, pos)
    pos += 6
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(ListedGroup)
                n4 = _uh(buf, pos)[0]
                pos += 2
                if n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.group_id = buf[pos:e5].decode()
                    pos = e5
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.protocol_type = buf[pos:e7].decode()
                    pos = e7
                x3.group_state = ""
                x3.group_type = ""
                x3.unknown_tags = None
                f_groups_1.append(x3)
    o.groups = f_groups_1
    o.unknown_tags = None
    return o, pos


def _d_ListGroupsResponse_v3(buf: bytes, pos: int, end: int) -> tuple[ListGroupsResponse, int]:
    o = _new(ListGroupsResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S2(buf, pos)
    pos += 7
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
        if pk2 * 3 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(ListedGroup)
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
                    x3.group_id = buf[pos:e5].decode()
                    pos = e5
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.protocol_type = buf[pos:e7].decode()
                    pos = e7
                if buf[pos]:
                    u8, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u8 = None
                x3.group_state = ""
                x3.group_type = ""
                x3.unknown_tags = u8
                f_groups_1.append(x3)
    if buf[pos]:
        u9, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u9 = None
    o.groups = f_groups_1
    o.unknown_tags = u9
    return o, pos


def _d_ListGroupsResponse_v4(buf: bytes, pos: int, end: int) -> tuple[ListGroupsResponse, int]:
    o = _new(ListGroupsResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S2(buf, pos)
    pos += 7
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
        if pk2 * 4 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(ListedGroup)
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
                    x3.group_id = buf[pos:e5].decode()
                    pos = e5
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.protocol_type = buf[pos:e7].decode()
                    pos = e7
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
                    x3.group_state = buf[pos:e9].decode()
                    pos = e9
                if buf[pos]:
                    u10, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u10 = None
                x3.group_type = ""
                x3.unknown_tags = u10
                f_groups_1.append(x3)
    if buf[pos]:
        u11, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u11 = None
    o.groups = f_groups_1
    o.unknown_tags = u11
    return o, pos


def _d_ListGroupsResponse_v5(buf: bytes, pos: int, end: int) -> tuple[ListGroupsResponse, int]:
    o = _new(ListGroupsResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S2(buf, pos)
    pos += 7
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
        f_groups_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(ListedGroup)
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
                    x3.group_id = buf[pos:e5].decode()
                    pos = e5
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.protocol_type = buf[pos:e7].decode()
                    pos = e7
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
                    x3.group_state = buf[pos:e9].decode()
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
                if n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    x3.group_type = buf[pos:e11].decode()
                    pos = e11
                if buf[pos]:
                    u12, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u12 = None
                x3.unknown_tags = u12
                f_groups_1.append(x3)
    if buf[pos]:
        u13, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u13 = None
    o.groups = f_groups_1
    o.unknown_tags = u13
    return o, pos


def _e_ListGroupsResponse_v0(o: ListGroupsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ListGroupsResponse', 0)
    out.append(_P0(o.error_code))
    if type(o.groups) is not list:
        _check_list(o.groups)
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        if x1.unknown_tags:
            raise _untagged('ListedGroup', 0)
        b2 = x1.group_id.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        b3 = x1.protocol_type.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)


def _e_ListGroupsResponse_v1(o: ListGroupsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ListGroupsResponse', 1)
    out.append(_P1(o.throttle_time_ms, o.error_code))
    if type(o.groups) is not list:
        _check_list(o.groups)
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        if x1.unknown_tags:
            raise _untagged('ListedGroup', 1)
        b2 = x1.group_id.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        b3 = x1.protocol_type.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)


def _e_ListGroupsResponse_v2(o: ListGroupsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ListGroupsResponse', 2)
    out.append(_P1(o.throttle_time_ms, o.error_code))
    if type(o.groups) is not list:
        _check_list(o.groups)
    out.append(_Pi(len(o.groups)))
    for x1 in o.groups:
        if x1.unknown_tags:
            raise _untagged('ListedGroup', 2)
        b2 = x1.group_id.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        b3 = x1.protocol_type.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)


def _e_ListGroupsResponse_v3(o: ListGroupsResponse, out: list[bytes]) -> None:
    out.append(_P1(o.throttle_time_ms, o.error_code))
    if type(o.groups) is not list:
        _check_list(o.groups)
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        b3 = x1.protocol_type.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ListGroupsResponse_v4(o: ListGroupsResponse, out: list[bytes]) -> None:
    out.append(_P1(o.throttle_time_ms, o.error_code))
    if type(o.groups) is not list:
        _check_list(o.groups)
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        b3 = x1.protocol_type.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        b4 = x1.group_state.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ListGroupsResponse_v5(o: ListGroupsResponse, out: list[bytes]) -> None:
    out.append(_P1(o.throttle_time_ms, o.error_code))
    if type(o.groups) is not list:
        _check_list(o.groups)
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        b3 = x1.protocol_type.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        b4 = x1.group_state.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        b5 = x1.group_type.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


ListGroupsRequest.DECODERS = {0: _d_ListGroupsRequest_v0, 1: _d_ListGroupsRequest_v0, 2: _d_ListGroupsRequest_v0, 3: _d_ListGroupsRequest_v3, 4: _d_ListGroupsRequest_v4, 5: _d_ListGroupsRequest_v5}
ListGroupsRequest.ENCODERS = {0: _e_ListGroupsRequest_v0, 1: _e_ListGroupsRequest_v1, 2: _e_ListGroupsRequest_v2, 3: _e_ListGroupsRequest_v3, 4: _e_ListGroupsRequest_v4, 5: _e_ListGroupsRequest_v5}
_bind_decode(ListGroupsRequest)

ListGroupsResponse.DECODERS = {0: _d_ListGroupsResponse_v0, 1: _d_ListGroupsResponse_v1, 2: _d_ListGroupsResponse_v1, 3: _d_ListGroupsResponse_v3, 4: _d_ListGroupsResponse_v4, 5: _d_ListGroupsResponse_v5}
ListGroupsResponse.ENCODERS = {0: _e_ListGroupsResponse_v0, 1: _e_ListGroupsResponse_v1, 2: _e_ListGroupsResponse_v2, 3: _e_ListGroupsResponse_v3, 4: _e_ListGroupsResponse_v4, 5: _e_ListGroupsResponse_v5}
_bind_decode(ListGroupsResponse)
