# generated from defs/042-delete-groups.kw; do not edit
"""DeleteGroups: API key 42, versions 0..2, flexible from 2."""

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

__all__ = ['DeletableGroupResult', 'DeleteGroupsRequest', 'DeleteGroupsResponse']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>h').unpack_from
_P1 = _Struct('>h').pack
_S2 = _Struct('>iB').unpack_from
_P2 = _Struct('>iB').pack
_S3 = _Struct('>hB').unpack_from
_P3 = _Struct('>hB').pack


class DeleteGroupsRequest(Request["DeleteGroupsResponse"]):
    """DeleteGroups request (API key 42), versions 0..2."""

    __slots__ = ('groups_names',)
    API_KEY = 42
    API_NAME = 'DeleteGroups'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 2
    groups_names: list[str]

    def __init__(
        self,
        groups_names: list[str] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.groups_names = [] if groups_names is DEFAULT else groups_names
        self.unknown_tags = unknown_tags


class DeletableGroupResult(Struct):
    """Element DeletableGroupResult of DeleteGroups."""

    __slots__ = ('group_id', 'error_code')
    group_id: str
    error_code: int

    def __init__(
        self,
        group_id: str = "",
        error_code: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.error_code = error_code
        self.unknown_tags = unknown_tags


class DeleteGroupsResponse(Message):
    """DeleteGroups response (API key 42), versions 0..2."""

    __slots__ = ('throttle_time_ms', 'results')
    API_KEY = 42
    API_NAME = 'DeleteGroups'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 2
    throttle_time_ms: int
    results: list[DeletableGroupResult]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        results: list[DeletableGroupResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is DEFAULT else results
        self.unknown_tags = unknown_tags

DeleteGroupsRequest.FIELDS = (
    FieldSpec('groups_names', 'array', 'string', (0, 2), None, DEFAULT),
)

DeletableGroupResult.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
)

DeleteGroupsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('results', 'array', 'DeletableGroupResult', (0, 2), None, DEFAULT, struct=DeletableGroupResult),
)


def _d_DeleteGroupsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DeleteGroupsRequest, int]:
    o = _new(DeleteGroupsRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 2 > end - pos:
            raise _short(pos)
        f_groups_names_1 = []
        for _ in (_ranges[n2] if n2 < 256 else range(n2)):
            n4 = _uh(buf, pos)[0]
            pos += 2
            if n4 < 0:
                raise _negative(pos)
            else:
                e5 = pos + n4
                if e5 > end:
                    raise _short(pos)
                x3 = buf[pos:e5].decode()
                pos = e5
            f_groups_names_1.append(x3)
    o.groups_names = f_groups_names_1
    o.unknown_tags = None
    return o, pos


def _d_DeleteGroupsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[DeleteGroupsRequest, int]:
    o = _new(DeleteGroupsRequest)
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
        if n2 > end - pos:
            raise _short(pos)
        f_groups_names_1 = []
        for _ in (_ranges[n2] if n2 < 256 else range(n2)):
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
                x3 = buf[pos:e5].decode()
                pos = e5
            f_groups_names_1.append(x3)
    if buf[pos]:
        u6, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u6 = None
    o.groups_names = f_groups_names_1
    o.unknown_tags = u6
    return o, pos


def _e_DeleteGroupsRequest_v0(o: DeleteGroupsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DeleteGroupsRequest', 0)
    if type(o.groups_names) is not list:
        _check_list(o.groups_names)
    out.append(_Pi(len(o.groups_names)))
    for x1 in o.groups_names:
        b2 = x1.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)


def _e_DeleteGroupsRequest_v1(o: DeleteGroupsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DeleteGroupsRequest', 1)
    if type(o.groups_names) is not list:
        _check_list(o.groups_names)
    out.append(_Pi(len(o.groups_names)))
    for x1 in o.groups_names:
        b2 = x1.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)


def _e_DeleteGroupsRequest_v2(o: DeleteGroupsRequest, out: list[bytes]) -> None:
    if type(o.groups_names) is not list:
        _check_list(o.groups_names)
    if len(o.groups_names) + 1 < 128:
        out.append(_B1[len(o.groups_names) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups_names) + 1))
    for x1 in o.groups_names:
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


def _d_DeleteGroupsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DeleteGroupsResponse, int]:
    o = _new(DeleteGroupsResponse)
    o.throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_results_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DeletableGroupResult)
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
                x3.error_code = _S1(buf, pos)[0]
                pos += 2
                x3.unknown_tags = None
                f_results_1.append(x3)
    o.results = f_results_1
    o.unknown_tags = None
    return o, pos


def _d_DeleteGroupsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[DeleteGroupsResponse, int]:
    o = _new(DeleteGroupsResponse)
    o.throttle_time_ms, pk2 = _S2(buf, pos)
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
        if pk2 * 4 > end - pos:
            raise _short(pos)
        f_results_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(DeletableGroupResult)
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
                x3.error_code, pk6 = _S3(buf, pos)
                pos += 3
                if pk6:
                    u7, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u7 = None
                x3.unknown_tags = u7
                f_results_1.append(x3)
    if buf[pos]:
        u8, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u8 = None
    o.results = f_results_1
    o.unknown_tags = u8
    return o, pos


def _e_DeleteGroupsResponse_v0(o: DeleteGroupsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DeleteGroupsResponse', 0)
    out.append(_P0(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    out.append(_Pi(len(o.results)))
    for x1 in o.results:
        if x1.unknown_tags:
            raise _untagged('DeletableGroupResult', 0)
        b2 = x1.group_id.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P1(x1.error_code))


def _e_DeleteGroupsResponse_v1(o: DeleteGroupsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DeleteGroupsResponse', 1)
    out.append(_P0(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    out.append(_Pi(len(o.results)))
    for x1 in o.results:
        if x1.unknown_tags:
            raise _untagged('DeletableGroupResult', 1)
        b2 = x1.group_id.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P1(x1.error_code))


def _e_DeleteGroupsResponse_v2(o: DeleteGroupsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    if len(o.results) + 1 < 128:
        out.append(_B1[len(o.results) + 1])
    else:
        out.append(_encode_uvarint(len(o.results) + 1))
    for x1 in o.results:
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P1(x1.error_code))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DeleteGroupsRequest.DECODERS = {0: _d_DeleteGroupsRequest_v0, 1: _d_DeleteGroupsRequest_v0, 2: _d_DeleteGroupsRequest_v2}
DeleteGroupsRequest.ENCODERS = {0: _e_DeleteGroupsRequest_v0, 1: _e_DeleteGroupsRequest_v1, 2: _e_DeleteGroupsRequest_v2}
_bind_decode(DeleteGroupsRequest)

DeleteGroupsResponse.DECODERS = {0: _d_DeleteGroupsResponse_v0, 1: _d_DeleteGroupsResponse_v0, 2: _d_DeleteGroupsResponse_v2}
DeleteGroupsResponse.ENCODERS = {0: _e_DeleteGroupsResponse_v0, 1: _e_DeleteGroupsResponse_v1, 2: _e_DeleteGroupsResponse_v2}
_bind_decode(DeleteGroupsResponse)
