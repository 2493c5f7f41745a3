# generated from defs/031-delete-acls.kw; do not edit
"""DeleteAcls: API key 31, versions 0..3, flexible from 2."""

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

__all__ = ['DeleteAclsFilter', 'DeleteAclsFilterResult', 'DeleteAclsMatchingAcl', 'DeleteAclsRequest', 'DeleteAclsResponse']

_S0 = _Struct('>b').unpack_from
_P0 = _Struct('>b').pack
_S1 = _Struct('>bb').unpack_from
_P1 = _Struct('>bb').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack
_S3 = _Struct('>h').unpack_from
_P3 = _Struct('>h').pack


class DeleteAclsFilter(Struct):
    """Element DeleteAclsFilter of DeleteAcls."""

    __slots__ = ('resource_type_filter', 'resource_name_filter', 'pattern_type_filter', 'principal_filter', 'host_filter', 'operation', 'permission_type')
    resource_type_filter: int
    resource_name_filter: str | None
    pattern_type_filter: int
    principal_filter: str | None
    host_filter: str | None
    operation: int
    permission_type: int

    def __init__(
        self,
        resource_type_filter: int = 0,
        resource_name_filter: str | None = "",
        pattern_type_filter: int = 3,
        principal_filter: str | None = "",
        host_filter: str | None = "",
        operation: int = 0,
        permission_type: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.resource_type_filter = resource_type_filter
        self.resource_name_filter = resource_name_filter
        self.pattern_type_filter = pattern_type_filter
        self.principal_filter = principal_filter
        self.host_filter = host_filter
        self.operation = operation
        self.permission_type = permission_type
        self.unknown_tags = unknown_tags


class DeleteAclsRequest(Message):
    """DeleteAcls request (API key 31), versions 0..3."""

    __slots__ = ('filters',)
    API_KEY = 31
    API_NAME = 'DeleteAcls'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_FROM = 2
    filters: list[DeleteAclsFilter]

    def __init__(
        self,
        filters: list[DeleteAclsFilter] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.filters = [] if filters is DEFAULT else filters
        self.unknown_tags = unknown_tags


class DeleteAclsMatchingAcl(Struct):
    """Element DeleteAclsMatchingAcl of DeleteAcls."""

    __slots__ = ('error_code', 'error_message', 'resource_type', 'resource_name', 'pattern_type', 'principal', 'host', 'operation', 'permission_type')
    error_code: int
    error_message: str | None
    resource_type: int
    resource_name: str
    pattern_type: int
    principal: str
    host: str
    operation: int
    permission_type: int

    def __init__(
        self,
        error_code: int = 0,
        error_message: str | None = "",
        resource_type: int = 0,
        resource_name: str = "",
        pattern_type: int = 3,
        principal: str = "",
        host: str = "",
        operation: int = 0,
        permission_type: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.error_message = error_message
        self.resource_type = resource_type
        self.resource_name = resource_name
        self.pattern_type = pattern_type
        self.principal = principal
        self.host = host
        self.operation = operation
        self.permission_type = permission_type
        self.unknown_tags = unknown_tags


class DeleteAclsFilterResult(Struct):
    """Element DeleteAclsFilterResult of DeleteAcls."""

    __slots__ = ('error_code', 'error_message', 'matching_acls')
    error_code: int
    error_message: str | None
    matching_acls: list[DeleteAclsMatchingAcl]

    def __init__(
        self,
        error_code: int = 0,
        error_message: str | None = "",
        matching_acls: list[DeleteAclsMatchingAcl] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.error_message = error_message
        self.matching_acls = [] if matching_acls is DEFAULT else matching_acls
        self.unknown_tags = unknown_tags


class DeleteAclsResponse(Message):
    """DeleteAcls response (API key 31), versions 0..3."""

    __slots__ = ('throttle_time_ms', 'filter_results')
    API_KEY = 31
    API_NAME = 'DeleteAcls'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_FROM = 2
    throttle_time_ms: int
    filter_results: list[DeleteAclsFilterResult]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        filter_results: list[DeleteAclsFilterResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.filter_results = [] if filter_results is DEFAULT else filter_results
        self.unknown_tags = unknown_tags

DeleteAclsFilter.FIELDS = (
    FieldSpec('resource_type_filter', 'prim', 'int8', (0, 3), None, 0),
    FieldSpec('resource_name_filter', 'prim', 'string', (0, 3), (0, 3), ""),
    FieldSpec('pattern_type_filter', 'prim', 'int8', (1, 3), None, 3),
    FieldSpec('principal_filter', 'prim', 'string', (0, 3), (0, 3), ""),
    FieldSpec('host_filter', 'prim', 'string', (0, 3), (0, 3), ""),
    FieldSpec('operation', 'prim', 'int8', (0, 3), None, 0),
    FieldSpec('permission_type', 'prim', 'int8', (0, 3), None, 0),
)

DeleteAclsRequest.FIELDS = (
    FieldSpec('filters', 'array', 'DeleteAclsFilter', (0, 3), None, DEFAULT, struct=DeleteAclsFilter),
)

DeleteAclsMatchingAcl.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 3), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 3), (0, 3), ""),
    FieldSpec('resource_type', 'prim', 'int8', (0, 3), None, 0),
    FieldSpec('resource_name', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('pattern_type', 'prim', 'int8', (1, 3), None, 3),
    FieldSpec('principal', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('host', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('operation', 'prim', 'int8', (0, 3), None, 0),
    FieldSpec('permission_type', 'prim', 'int8', (0, 3), None, 0),
)

DeleteAclsFilterResult.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 3), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 3), (0, 3), ""),
    FieldSpec('matching_acls', 'array', 'DeleteAclsMatchingAcl', (0, 3), None, DEFAULT, struct=DeleteAclsMatchingAcl),
)

DeleteAclsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 3), None, 0),
    FieldSpec('filter_results', 'array', 'DeleteAclsFilterResult', (0, 3), None, DEFAULT, struct=DeleteAclsFilterResult),
)


def _d_DeleteAclsFilter_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteAclsFilter, int]:
    f_resource_type_filter = _S0(buf, pos)[0]
    pos += 1
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        f_resource_name_filter = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_resource_name_filter = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 == -1:
        f_principal_filter = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_principal_filter = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 == -1:
        f_host_filter = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_host_filter = str(buf[pos:e6], 'utf-8')
        pos = e6
    f_operation, f_permission_type = _S1(buf, pos)
    pos += 2
    return DeleteAclsFilter(f_resource_type_filter, f_resource_name_filter, 3, f_principal_filter, f_host_filter, f_operation, f_permission_type, None), pos


def _d_DeleteAclsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteAclsRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 9 > end - pos:
            raise _short(pos)
        f_filters = []
        ap2 = f_filters.append
        for _ in range(n1):
            x3, pos = _d_DeleteAclsFilter_v0(buf, pos, end)
            ap2(x3)
    return DeleteAclsRequest(f_filters, None), pos


def _d_DeleteAclsFilter_v1(buf: memoryview, pos: int, end: int) -> tuple[DeleteAclsFilter, int]:
    f_resource_type_filter = _S0(buf, pos)[0]
    pos += 1
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        f_resource_name_filter = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_resource_name_filter = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_pattern_type_filter = _S0(buf, pos)[0]
    pos += 1
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 == -1:
        f_principal_filter = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_principal_filter = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 == -1:
        f_host_filter = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_host_filter = str(buf[pos:e6], 'utf-8')
        pos = e6
    f_operation, f_permission_type = _S1(buf, pos)
    pos += 2
    return DeleteAclsFilter(f_resource_type_filter, f_resource_name_filter, f_pattern_type_filter, f_principal_filter, f_host_filter, f_operation, f_permission_type, None), pos


def _d_DeleteAclsRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[DeleteAclsRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 10 > end - pos:
            raise _short(pos)
        f_filters = []
        ap2 = f_filters.append
        for _ in range(n1):
            x3, pos = _d_DeleteAclsFilter_v1(buf, pos, end)
            ap2(x3)
    return DeleteAclsRequest(f_filters, None), pos


def _d_DeleteAclsFilter_v2(buf: memoryview, pos: int, end: int) -> tuple[DeleteAclsFilter, int]:
    f_resource_type_filter = _S0(buf, pos)[0]
    pos += 1
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_resource_name_filter = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_resource_name_filter = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_pattern_type_filter = _S0(buf, pos)[0]
    pos += 1
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_principal_filter = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_principal_filter = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_host_filter = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_host_filter = str(buf[pos:e6], 'utf-8')
        pos = e6
    f_operation, f_permission_type = _S1(buf, pos)
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
    return DeleteAclsFilter(f_resource_type_filter, f_resource_name_filter, f_pattern_type_filter, f_principal_filter, f_host_filter, f_operation, f_permission_type, u), pos


def _d_DeleteAclsRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[DeleteAclsRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 8 > end - pos:
            raise _short(pos)
        f_filters = []
        ap2 = f_filters.append
        for _ in range(n1):
            x3, pos = _d_DeleteAclsFilter_v2(buf, pos, end)
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
    return DeleteAclsRequest(f_filters, u), pos


def _e_DeleteAclsFilter_v0(o: DeleteAclsFilter, out: bytearray) -> None:
    if o.pattern_type_filter != 3:
        raise _absent('DeleteAclsFilter', 'pattern_type_filter', 0)
    out += _P0(o.resource_type_filter)
    if o.resource_name_filter is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.resource_name_filter.encode()
        out += _Ph(len(b1))
        out += b1
    if o.principal_filter is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.principal_filter.encode()
        out += _Ph(len(b2))
        out += b2
    if o.host_filter is None:
        out.extend(b'\xff\xff')
    else:
        b3 = o.host_filter.encode()
        out += _Ph(len(b3))
        out += b3
    out += _P1(o.operation, o.permission_type)


def _e_DeleteAclsRequest_v0(o: DeleteAclsRequest, out: bytearray) -> None:
    out += _Pi(len(o.filters))
    for x1 in o.filters:
        _e_DeleteAclsFilter_v0(x1, out)


def _e_DeleteAclsFilter_v1(o: DeleteAclsFilter, out: bytearray) -> None:
    out += _P0(o.resource_type_filter)
    if o.resource_name_filter is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.resource_name_filter.encode()
        out += _Ph(len(b1))
        out += b1
    out += _P0(o.pattern_type_filter)
    if o.principal_filter is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.principal_filter.encode()
        out += _Ph(len(b2))
        out += b2
    if o.host_filter is None:
        out.extend(b'\xff\xff')
    else:
        b3 = o.host_filter.encode()
        out += _Ph(len(b3))
        out += b3
    out += _P1(o.operation, o.permission_type)


def _e_DeleteAclsRequest_v1(o: DeleteAclsRequest, out: bytearray) -> None:
    out += _Pi(len(o.filters))
    for x1 in o.filters:
        _e_DeleteAclsFilter_v1(x1, out)


def _e_DeleteAclsFilter_v2(o: DeleteAclsFilter, out: bytearray) -> None:
    out += _P0(o.resource_type_filter)
    if o.resource_name_filter is None:
        out.append(0)
    else:
        b1 = o.resource_name_filter.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P0(o.pattern_type_filter)
    if o.principal_filter is None:
        out.append(0)
    else:
        b2 = o.principal_filter.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.host_filter is None:
        out.append(0)
    else:
        b3 = o.host_filter.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
    out += _P1(o.operation, o.permission_type)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteAclsRequest_v2(o: DeleteAclsRequest, out: bytearray) -> None:
    if len(o.filters) + 1 < 128:
        out.append(len(o.filters) + 1)
    else:
        out += _encode_uvarint(len(o.filters) + 1)
    for x1 in o.filters:
        _e_DeleteAclsFilter_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_DeleteAclsMatchingAcl_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteAclsMatchingAcl, int]:
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
    f_resource_type = _S0(buf, pos)[0]
    pos += 1
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_resource_name = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_principal = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = _uh(buf, pos)[0]
    pos += 2
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_host = str(buf[pos:e8], 'utf-8')
        pos = e8
    f_operation, f_permission_type = _S1(buf, pos)
    pos += 2
    return DeleteAclsMatchingAcl(f_error_code, f_error_message, f_resource_type, f_resource_name, 3, f_principal, f_host, f_operation, f_permission_type, None), pos


def _d_DeleteAclsFilterResult_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteAclsFilterResult, int]:
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
        if n3 * 13 > end - pos:
            raise _short(pos)
        f_matching_acls = []
        ap4 = f_matching_acls.append
        for _ in range(n3):
            x5, pos = _d_DeleteAclsMatchingAcl_v0(buf, pos, end)
            ap4(x5)
    return DeleteAclsFilterResult(f_error_code, f_error_message, f_matching_acls, None), pos


def _d_DeleteAclsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteAclsResponse, int]:
    f_throttle_time_ms = _S2(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 8 > end - pos:
            raise _short(pos)
        f_filter_results = []
        ap2 = f_filter_results.append
        for _ in range(n1):
            x3, pos = _d_DeleteAclsFilterResult_v0(buf, pos, end)
            ap2(x3)
    return DeleteAclsResponse(f_throttle_time_ms, f_filter_results, None), pos


def _d_DeleteAclsMatchingAcl_v1(buf: memoryview, pos: int, end: int) -> tuple[DeleteAclsMatchingAcl, int]:
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
    f_resource_type = _S0(buf, pos)[0]
    pos += 1
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_resource_name = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_pattern_type = _S0(buf, pos)[0]
    pos += 1
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_principal = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = _uh(buf, pos)[0]
    pos += 2
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_host = str(buf[pos:e8], 'utf-8')
        pos = e8
    f_operation, f_permission_type = _S1(buf, pos)
    pos += 2
    return DeleteAclsMatchingAcl(f_error_code, f_error_message, f_resource_type, f_resource_name, f_pattern_type, f_principal, f_host, f_operation, f_permission_type, None), pos


def _d_DeleteAclsFilterResult_v1(buf: memoryview, pos: int, end: int) -> tuple[DeleteAclsFilterResult, int]:
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
        if n3 * 14 > end - pos:
            raise _short(pos)
        f_matching_acls = []
        ap4 = f_matching_acls.append
        for _ in range(n3):
            x5, pos = _d_DeleteAclsMatchingAcl_v1(buf, pos, end)
            ap4(x5)
    return DeleteAclsFilterResult(f_error_code, f_error_message, f_matching_acls, None), pos


def _d_DeleteAclsResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[DeleteAclsResponse, int]:
    f_throttle_time_ms = _S2(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 8 > end - pos:
            raise _short(pos)
        f_filter_results = []
        ap2 = f_filter_results.append
        for _ in range(n1):
            x3, pos = _d_DeleteAclsFilterResult_v1(buf, pos, end)
            ap2(x3)
    return DeleteAclsResponse(f_throttle_time_ms, f_filter_results, None), pos


def _d_DeleteAclsMatchingAcl_v2(buf: memoryview, pos: int, end: int) -> tuple[DeleteAclsMatchingAcl, int]:
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
    f_resource_type = _S0(buf, pos)[0]
    pos += 1
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
        f_resource_name = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_pattern_type = _S0(buf, pos)[0]
    pos += 1
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
        f_principal = str(buf[pos:e6], 'utf-8')
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
        f_host = str(buf[pos:e8], 'utf-8')
        pos = e8
    f_operation, f_permission_type = _S1(buf, pos)
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
    return DeleteAclsMatchingAcl(f_error_code, f_error_message, f_resource_type, f_resource_name, f_pattern_type, f_principal, f_host, f_operation, f_permission_type, u), pos


def _d_DeleteAclsFilterResult_v2(buf: memoryview, pos: int, end: int) -> tuple[DeleteAclsFilterResult, int]:
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
        if n3 * 11 > end - pos:
            raise _short(pos)
        f_matching_acls = []
        ap4 = f_matching_acls.append
        for _ in range(n3):
            x5, pos = _d_DeleteAclsMatchingAcl_v2(buf, pos, end)
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
    return DeleteAclsFilterResult(f_error_code, f_error_message, f_matching_acls, u), pos


def _d_DeleteAclsResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[DeleteAclsResponse, int]:
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
        f_filter_results = []
        ap2 = f_filter_results.append
        for _ in range(n1):
            x3, pos = _d_DeleteAclsFilterResult_v2(buf, pos, end)
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
    return DeleteAclsResponse(f_throttle_time_ms, f_filter_results, u), pos


def _e_DeleteAclsMatchingAcl_v0(o: DeleteAclsMatchingAcl, out: bytearray) -> None:
    if o.pattern_type != 3:
        raise _absent('DeleteAclsMatchingAcl', 'pattern_type', 0)
    out += _P3(o.error_code)
    if o.error_message is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out += _Ph(len(b1))
        out += b1
    out += _P0(o.resource_type)
    b2 = o.resource_name.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.principal.encode()
    out += _Ph(len(b3))
    out += b3
    b4 = o.host.encode()
    out += _Ph(len(b4))
    out += b4
    out += _P1(o.operation, o.permission_type)


def _e_DeleteAclsFilterResult_v0(o: DeleteAclsFilterResult, out: bytearray) -> None:
    out += _P3(o.error_code)
    if o.error_message is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out += _Ph(len(b1))
        out += b1
    out += _Pi(len(o.matching_acls))
    for x2 in o.matching_acls:
        _e_DeleteAclsMatchingAcl_v0(x2, out)


def _e_DeleteAclsResponse_v0(o: DeleteAclsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    out += _Pi(len(o.filter_results))
    for x1 in o.filter_results:
        _e_DeleteAclsFilterResult_v0(x1, out)


def _e_DeleteAclsMatchingAcl_v1(o: DeleteAclsMatchingAcl, out: bytearray) -> None:
    out += _P3(o.error_code)
    if o.error_message is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out += _Ph(len(b1))
        out += b1
    out += _P0(o.resource_type)
    b2 = o.resource_name.encode()
    out += _Ph(len(b2))
    out += b2
    out += _P0(o.pattern_type)
    b3 = o.principal.encode()
    out += _Ph(len(b3))
    out += b3
    b4 = o.host.encode()
    out += _Ph(len(b4))
    out += b4
    out += _P1(o.operation, o.permission_type)


def _e_DeleteAclsFilterResult_v1(o: DeleteAclsFilterResult, out: bytearray) -> None:
    out += _P3(o.error_code)
    if o.error_message is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out += _Ph(len(b1))
        out += b1
    out += _Pi(len(o.matching_acls))
    for x2 in o.matching_acls:
        _e_DeleteAclsMatchingAcl_v1(x2, out)


def _e_DeleteAclsResponse_v1(o: DeleteAclsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    out += _Pi(len(o.filter_results))
    for x1 in o.filter_results:
        _e_DeleteAclsFilterResult_v1(x1, out)


def _e_DeleteAclsMatchingAcl_v2(o: DeleteAclsMatchingAcl, out: bytearray) -> None:
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
    out += _P0(o.resource_type)
    b2 = o.resource_name.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P0(o.pattern_type)
    b3 = o.principal.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    b4 = o.host.encode()
    if len(b4) + 1 < 128:
        out.append(len(b4) + 1)
    else:
        out += _encode_uvarint(len(b4) + 1)
    out += b4
    out += _P1(o.operation, o.permission_type)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteAclsFilterResult_v2(o: DeleteAclsFilterResult, out: bytearray) -> None:
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
    if len(o.matching_acls) + 1 < 128:
        out.append(len(o.matching_acls) + 1)
    else:
        out += _encode_uvarint(len(o.matching_acls) + 1)
    for x2 in o.matching_acls:
        _e_DeleteAclsMatchingAcl_v2(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteAclsResponse_v2(o: DeleteAclsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    if len(o.filter_results) + 1 < 128:
        out.append(len(o.filter_results) + 1)
    else:
        out += _encode_uvarint(len(o.filter_results) + 1)
    for x1 in o.filter_results:
        _e_DeleteAclsFilterResult_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DeleteAclsRequest.DECODERS = (_d_DeleteAclsRequest_v0, _d_DeleteAclsRequest_v1, _d_DeleteAclsRequest_v2, _d_DeleteAclsRequest_v2,)
DeleteAclsRequest.ENCODERS = (_e_DeleteAclsRequest_v0, _e_DeleteAclsRequest_v1, _e_DeleteAclsRequest_v2, _e_DeleteAclsRequest_v2,)

DeleteAclsResponse.DECODERS = (_d_DeleteAclsResponse_v0, _d_DeleteAclsResponse_v1, _d_DeleteAclsResponse_v2, _d_DeleteAclsResponse_v2,)
DeleteAclsResponse.ENCODERS = (_e_DeleteAclsResponse_v0, _e_DeleteAclsResponse_v1, _e_DeleteAclsResponse_v2, _e_DeleteAclsResponse_v2,)
