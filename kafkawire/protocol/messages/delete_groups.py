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

__all__ = ['DeletableGroupResult', 'DeleteGroupsRequest', 'DeleteGroupsResponse']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>h').unpack_from
_P1 = _Struct('>h').pack


class DeleteGroupsRequest(Message):
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


def _d_DeleteGroupsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteGroupsRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 2 > end - pos:
            raise _short(pos)
        f_groups_names = []
        for _ in range(n1):
            n3 = _uh(buf, pos)[0]
            pos += 2
            if n3 < 0:
                raise _negative(pos)
            else:
                e4 = pos + n3
                if e4 > end:
                    raise _short(pos)
                x2 = str(buf[pos:e4], 'utf-8')
                pos = e4
            f_groups_names.append(x2)
    return DeleteGroupsRequest(f_groups_names, None), pos


def _d_DeleteGroupsRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[DeleteGroupsRequest, int]:
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
        f_groups_names = []
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
            f_groups_names.append(x2)
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
    return DeleteGroupsRequest(f_groups_names, u), pos


def _e_DeleteGroupsRequest_v0(o: DeleteGroupsRequest, out: bytearray) -> None:
    out += _Pi(len(o.groups_names))
    for x1 in o.groups_names:
        b2 = x1.encode()
        out += _Ph(len(b2))
        out += b2


def _e_DeleteGroupsRequest_v2(o: DeleteGroupsRequest, out: bytearray) -> None:
    if len(o.groups_names) + 1 < 128:
        out.append(len(o.groups_names) + 1)
    else:
        out += _encode_uvarint(len(o.groups_names) + 1)
    for x1 in o.groups_names:
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


def _d_DeletableGroupResult_v0(buf: memoryview, pos: int, end: int) -> tuple[DeletableGroupResult, int]:
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
    f_error_code = _S1(buf, pos)[0]
    pos += 2
    return DeletableGroupResult(f_group_id, f_error_code, None), pos


def _d_DeleteGroupsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteGroupsResponse, int]:
    f_throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_results = []
        ap2 = f_results.append
        for _ in range(n1):
            x3, pos = _d_DeletableGroupResult_v0(buf, pos, end)
            ap2(x3)
    return DeleteGroupsResponse(f_throttle_time_ms, f_results, None), pos


def _d_DeletableGroupResult_v2(buf: memoryview, pos: int, end: int) -> tuple[DeletableGroupResult, int]:
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
    f_error_code = _S1(buf, pos)[0]
    pos += 2
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
    return DeletableGroupResult(f_group_id, f_error_code, u), pos


def _d_DeleteGroupsResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[DeleteGroupsResponse, int]:
    f_throttle_time_ms = _S0(buf, pos)[0]
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
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_results = []
        ap2 = f_results.append
        for _ in range(n1):
            x3, pos = _d_DeletableGroupResult_v2(buf, pos, end)
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
    return DeleteGroupsResponse(f_throttle_time_ms, f_results, u), pos


def _e_DeletableGroupResult_v0(o: DeletableGroupResult, out: bytearray) -> None:
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.error_code)


def _e_DeleteGroupsResponse_v0(o: DeleteGroupsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    out += _Pi(len(o.results))
    for x1 in o.results:
        _e_DeletableGroupResult_v0(x1, out)


def _e_DeletableGroupResult_v2(o: DeletableGroupResult, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteGroupsResponse_v2(o: DeleteGroupsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        _e_DeletableGroupResult_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DeleteGroupsRequest.DECODERS = (_d_DeleteGroupsRequest_v0, _d_DeleteGroupsRequest_v0, _d_DeleteGroupsRequest_v2,)
DeleteGroupsRequest.ENCODERS = (_e_DeleteGroupsRequest_v0, _e_DeleteGroupsRequest_v0, _e_DeleteGroupsRequest_v2,)

DeleteGroupsResponse.DECODERS = (_d_DeleteGroupsResponse_v0, _d_DeleteGroupsResponse_v0, _d_DeleteGroupsResponse_v2,)
DeleteGroupsResponse.ENCODERS = (_e_DeleteGroupsResponse_v0, _e_DeleteGroupsResponse_v0, _e_DeleteGroupsResponse_v2,)
