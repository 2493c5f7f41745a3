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

__all__ = ['DeleteAclsFilter', 'DeleteAclsFilterResult', 'DeleteAclsMatchingAcl', 'DeleteAclsRequest', 'DeleteAclsResponse']

_S0 = _Struct('>b').unpack_from
_P0 = _Struct('>b').pack
_S1 = _Struct('>bb').unpack_from
_P1 = _Struct('>bb').pack
_S2 = _Struct('>bB').unpack_from
_P2 = _Struct('>bB').pack
_S3 = _Struct('>bbB').unpack_from
_P3 = _Struct('>bbB').pack
_S4 = _Struct('>i').unpack_from
_P4 = _Struct('>i').pack
_S5 = _Struct('>h').unpack_from
_P5 = _Struct('>h').pack
_S6 = _Struct('>iB').unpack_from
_P6 = _Struct('>iB').pack
_S7 = _Struct('>hB').unpack_from
_P7 = _Struct('>hB').pack


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


class DeleteAclsRequest(Request["DeleteAclsResponse"]):
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


def _d_DeleteAclsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DeleteAclsRequest, int]:
    o = _new(DeleteAclsRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 9 > end - pos:
            raise _short(pos)
        f_filters_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DeleteAclsFilter)
                x3.resource_type_filter = _S0(buf, pos)[0]
                pos += 1
                n4 = _uh(buf, pos)[0]
                pos += 2
                if n4 == -1:
                    x3.resource_name_filter = None
                elif n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.resource_name_filter = buf[pos:e5].decode()
                    pos = e5
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 == -1:
                    x3.principal_filter = None
                elif n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.principal_filter = buf[pos:e7].decode()
                    pos = e7
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 == -1:
                    x3.host_filter = None
                elif n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x3.host_filter = buf[pos:e9].decode()
                    pos = e9
                x3.operation, x3.permission_type = _S1(buf, pos)
                pos += 2
                x3.pattern_type_filter = 3
                x3.unknown_tags = None
                f_filters_1.append(x3)
    o.filters = f_filters_1
    o.unknown_tags = None
    return o, pos


def _d_DeleteAclsRequest_v1(buf: bytes, pos: int, end: int) -> tuple[DeleteAclsRequest, int]:
    o = _new(DeleteAclsRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 10 > end - pos:
            raise _short(pos)
        f_filters_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DeleteAclsFilter)
                x3.resource_type_filter = _S0(buf, pos)[0]
                pos += 1
                n4 = _uh(buf, pos)[0]
                pos += 2
                if n4 == -1:
                    x3.resource_name_filter = None
                elif n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.resource_name_filter = buf[pos:e5].decode()
                    pos = e5
                x3.pattern_type_filter = _S0(buf, pos)[0]
                pos += 1
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 == -1:
                    x3.principal_filter = None
                elif n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.principal_filter = buf[pos:e7].decode()
                    pos = e7
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 == -1:
                    x3.host_filter = None
                elif n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x3.host_filter = buf[pos:e9].decode()
                    pos = e9
                x3.operation, x3.permission_type = _S1(buf, pos)
                pos += 2
                x3.unknown_tags = None
                f_filters_1.append(x3)
    o.filters = f_filters_1
    o.unknown_tags = None
    return o, pos


def _d_DeleteAclsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[DeleteAclsRequest, int]:
    o = _new(DeleteAclsRequest)
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
        if n2 * 8 > end - pos:
            raise _short(pos)
        f_filters_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DeleteAclsFilter)
                x3.resource_type_filter, pk4 = _S2(buf, pos)
                pos += 2
                if pk4 < 128:
                    pk4 -= 1
                elif buf[pos] < 128:
                    pk4 = pk4 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk4, pos = _string_uvarint(buf, pos - 1)
                    pk4 -= 1
                if pk4 == -1:
                    x3.resource_name_filter = None
                else:
                    e5 = pos + pk4
                    if e5 > end:
                        raise _short(pos)
                    x3.resource_name_filter = buf[pos:e5].decode()
                    pos = e5
                x3.pattern_type_filter, pk6 = _S2(buf, pos)
                pos += 2
                if pk6 < 128:
                    pk6 -= 1
                elif buf[pos] < 128:
                    pk6 = pk6 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk6, pos = _string_uvarint(buf, pos - 1)
                    pk6 -= 1
                if pk6 == -1:
                    x3.principal_filter = None
                else:
                    e7 = pos + pk6
                    if e7 > end:
                        raise _short(pos)
                    x3.principal_filter = buf[pos:e7].decode()
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
                if n8 == -1:
                    x3.host_filter = None
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x3.host_filter = buf[pos:e9].decode()
                    pos = e9
                x3.operation, x3.permission_type, pk10 = _S3(buf, pos)
                pos += 3
                if pk10:
                    u11, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u11 = None
                x3.unknown_tags = u11
                f_filters_1.append(x3)
    if buf[pos]:
        u12, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u12 = None
    o.filters = f_filters_1
    o.unknown_tags = u12
    return o, pos


def _e_DeleteAclsRequest_v0(o: DeleteAclsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DeleteAclsRequest', 0)
    if type(o.filters) is not list:
        _check_list(o.filters)
    out.append(_Pi(len(o.filters)))
    for x1 in o.filters:
        if x1.pattern_type_filter != 3:
            raise _absent('DeleteAclsFilter', 'pattern_type_filter', 0)
        if x1.unknown_tags:
            raise _untagged('DeleteAclsFilter', 0)
        out.append(_P0(x1.resource_type_filter))
        if x1.resource_name_filter is None:
            out.append(b'\xff\xff')
        else:
            b2 = x1.resource_name_filter.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
        if x1.principal_filter is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.principal_filter.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
        if x1.host_filter is None:
            out.append(b'\xff\xff')
        else:
            b4 = x1.host_filter.encode()
            out.append(_Ph(len(b4)))
            out.append(b4)
        out.append(_P1(x1.operation, x1.permission_type))


def _e_DeleteAclsRequest_v1(o: DeleteAclsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DeleteAclsRequest', 1)
    if type(o.filters) is not list:
        _check_list(o.filters)
    out.append(_Pi(len(o.filters)))
    for x1 in o.filters:
        if x1.unknown_tags:
            raise _untagged('DeleteAclsFilter', 1)
        out.append(_P0(x1.resource_type_filter))
        if x1.resource_name_filter is None:
            out.append(b'\xff\xff')
        else:
            b2 = x1.resource_name_filter.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
        out.append(_P0(x1.pattern_type_filter))
        if x1.principal_filter is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.principal_filter.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
        if x1.host_filter is None:
            out.append(b'\xff\xff')
        else:
            b4 = x1.host_filter.encode()
            out.append(_Ph(len(b4)))
            out.append(b4)
        out.append(_P1(x1.operation, x1.permission_type))


def _e_DeleteAclsRequest_v2(o: DeleteAclsRequest, out: list[bytes]) -> None:
    if type(o.filters) is not list:
        _check_list(o.filters)
    if len(o.filters) + 1 < 128:
        out.append(_B1[len(o.filters) + 1])
    else:
        out.append(_encode_uvarint(len(o.filters) + 1))
    for x1 in o.filters:
        out.append(_P0(x1.resource_type_filter))
        if x1.resource_name_filter is None:
            out.append(b'\x00')
        else:
            b2 = x1.resource_name_filter.encode()
            if len(b2) + 1 < 128:
                out.append(_B1[len(b2) + 1])
            else:
                out.append(_string_length(len(b2) + 1))
            out.append(b2)
        out.append(_P0(x1.pattern_type_filter))
        if x1.principal_filter is None:
            out.append(b'\x00')
        else:
            b3 = x1.principal_filter.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
        if x1.host_filter is None:
            out.append(b'\x00')
        else:
            b4 = x1.host_filter.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
        out.append(_P1(x1.operation, x1.permission_type))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_DeleteAclsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DeleteAclsResponse, int]:
    o = _new(DeleteAclsResponse)
    o.throttle_time_ms = _S4(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 8 > end - pos:
            raise _short(pos)
        f_filter_results_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DeleteAclsFilterResult)
                x3.error_code = _S5(buf, pos)[0]
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
                    if n7 * 13 > end - pos:
                        raise _short(pos)
                    f_matching_acls_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(DeleteAclsMatchingAcl)
                            x8.error_code = _S5(buf, pos)[0]
                            pos += 2
                            n9 = _uh(buf, pos)[0]
                            pos += 2
                            if n9 == -1:
                                x8.error_message = None
                            elif n9 < 0:
                                raise _negative(pos)
                            else:
                                e10 = pos + n9
                                if e10 > end:
                                    raise _short(pos)
                                x8.error_message = buf[pos:e10].decode()
                                pos = e10
                            x8.resource_type = _S0(buf, pos)[0]
                            pos += 1
                            n11 = _uh(buf, pos)[0]
                            pos += 2
                            if n11 < 0:
                                raise _negative(pos)
                            else:
                                e12 = pos + n11
                                if e12 > end:
                                    raise _short(pos)
                                x8.resource_name = buf[pos:e12].decode()
                                pos = e12
                            n13 = _uh(buf, pos)[0]
                            pos += 2
                            if n13 < 0:
                                raise _negative(pos)
                            else:
                                e14 = pos + n13
                                if e14 > end:
                                    raise _short(pos)
                                x8.principal = buf[pos:e14].decode()
                                pos = e14
                            n15 = _uh(buf, pos)[0]
                            pos += 2
                            if n15 < 0:
                                raise _negative(pos)
                            else:
                                e16 = pos + n15
                                if e16 > end:
                                    raise _short(pos)
                                x8.host = buf[pos:e16].decode()
                                pos = e16
                            x8.operation, x8.permission_type = _S1(buf, pos)
                            pos += 2
                            x8.pattern_type = 3
                            x8.unknown_tags = None
                            f_matching_acls_4.append(x8)
                x3.matching_acls = f_matching_acls_4
                x3.unknown_tags = None
                f_filter_results_1.append(x3)
    o.filter_results = f_filter_results_1
    o.unknown_tags = None
    return o, pos


def _d_DeleteAclsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DeleteAclsResponse, int]:
    o = _new(DeleteAclsResponse)
    o.throttle_time_ms = _S4(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 8 > end - pos:
            raise _short(pos)
        f_filter_results_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DeleteAclsFilterResult)
                x3.error_code = _S5(buf, pos)[0]
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
                    if n7 * 14 > end - pos:
                        raise _short(pos)
                    f_matching_acls_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(DeleteAclsMatchingAcl)
                            x8.error_code = _S5(buf, pos)[0]
                            pos += 2
                            n9 = _uh(buf, pos)[0]
                            pos += 2
                            if n9 == -1:
                                x8.error_message = None
                            elif n9 < 0:
                                raise _negative(pos)
                            else:
                                e10 = pos + n9
                                if e10 > end:
                                    raise _short(pos)
                                x8.error_message = buf[pos:e10].decode()
                                pos = e10
                            x8.resource_type = _S0(buf, pos)[0]
                            pos += 1
                            n11 = _uh(buf, pos)[0]
                            pos += 2
                            if n11 < 0:
                                raise _negative(pos)
                            else:
                                e12 = pos + n11
                                if e12 > end:
                                    raise _short(pos)
                                x8.resource_name = buf[pos:e12].decode()
                                pos = e12
                            x8.pattern_type = _S0(buf, pos)[0]
                            pos += 1
                            n13 = _uh(buf, pos)[0]
                            pos += 2
                            if n13 < 0:
                                raise _negative(pos)
                            else:
                                e14 = pos + n13
                                if e14 > end:
                                    raise _short(pos)
                                x8.principal = buf[pos:e14].decode()
                                pos = e14
                            n15 = _uh(buf, pos)[0]
                            pos += 2
                            if n15 < 0:
                                raise _negative(pos)
                            else:
                                e16 = pos + n15
                                if e16 > end:
                                    raise _short(pos)
                                x8.host = buf[pos:e16].decode()
                                pos = e16
                            x8.operation, x8.permission_type = _S1(buf, pos)
                            pos += 2
                            x8.unknown_tags = None
                            f_matching_acls_4.append(x8)
                x3.matching_acls = f_matching_acls_4
                x3.unknown_tags = None
                f_filter_results_1.append(x3)
    o.filter_results = f_filter_results_1
    o.unknown_tags = None
    return o, pos


def _d_DeleteAclsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[DeleteAclsResponse, int]:
    o = _new(DeleteAclsResponse)
    o.throttle_time_ms, pk2 = _S6(buf, pos)
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
        f_filter_results_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(DeleteAclsFilterResult)
                x3.error_code, pk5 = _S7(buf, pos)
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
                    if n7 * 11 > end - pos:
                        raise _short(pos)
                    f_matching_acls_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(DeleteAclsMatchingAcl)
                            x8.error_code, pk9 = _S7(buf, pos)
                            pos += 3
                            if pk9 < 128:
                                pk9 -= 1
                            elif buf[pos] < 128:
                                pk9 = pk9 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk9, pos = _string_uvarint(buf, pos - 1)
                                pk9 -= 1
                            if pk9 == -1:
                                x8.error_message = None
                            else:
                                e10 = pos + pk9
                                if e10 > end:
                                    raise _short(pos)
                                x8.error_message = buf[pos:e10].decode()
                                pos = e10
                            x8.resource_type, pk11 = _S2(buf, pos)
                            pos += 2
                            if pk11 < 128:
                                pk11 -= 1
                            elif buf[pos] < 128:
                                pk11 = pk11 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk11, pos = _string_uvarint(buf, pos - 1)
                                pk11 -= 1
                            if pk11 < 0:
                                raise _negative(pos)
                            else:
                                e12 = pos + pk11
                                if e12 > end:
                                    raise _short(pos)
                                x8.resource_name = buf[pos:e12].decode()
                                pos = e12
                            x8.pattern_type, pk13 = _S2(buf, pos)
                            pos += 2
                            if pk13 < 128:
                                pk13 -= 1
                            elif buf[pos] < 128:
                                pk13 = pk13 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk13, pos = _string_uvarint(buf, pos - 1)
                                pk13 -= 1
                            if pk13 < 0:
                                raise _negative(pos)
                            else:
                                e14 = pos + pk13
                                if e14 > end:
                                    raise _short(pos)
                                x8.principal = buf[pos:e14].decode()
                                pos = e14
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
                                x8.host = buf[pos:e16].decode()
                                pos = e16
                            x8.operation, x8.permission_type, pk17 = _S3(buf, pos)
                            pos += 3
                            if pk17:
                                u18, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u18 = None
                            x8.unknown_tags = u18
                            f_matching_acls_4.append(x8)
                if buf[pos]:
                    u19, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u19 = None
                x3.matching_acls = f_matching_acls_4
                x3.unknown_tags = u19
                f_filter_results_1.append(x3)
    if buf[pos]:
        u20, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u20 = None
    o.filter_results = f_filter_results_1
    o.unknown_tags = u20
    return o, pos


def _e_DeleteAclsResponse_v0(o: DeleteAclsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DeleteAclsResponse', 0)
    out.append(_P4(o.throttle_time_ms))
    if type(o.filter_results) is not list:
        _check_list(o.filter_results)
    out.append(_Pi(len(o.filter_results)))
    for x1 in o.filter_results:
        if x1.unknown_tags:
            raise _untagged('DeleteAclsFilterResult', 0)
        out.append(_P5(x1.error_code))
        if x1.error_message is None:
            out.append(b'\xff\xff')
        else:
            b2 = x1.error_message.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
        if type(x1.matching_acls) is not list:
            _check_list(x1.matching_acls)
        out.append(_Pi(len(x1.matching_acls)))
        for x3 in x1.matching_acls:
            if x3.pattern_type != 3:
                raise _absent('DeleteAclsMatchingAcl', 'pattern_type', 0)
            if x3.unknown_tags:
                raise _untagged('DeleteAclsMatchingAcl', 0)
            out.append(_P5(x3.error_code))
            if x3.error_message is None:
                out.append(b'\xff\xff')
            else:
                b4 = x3.error_message.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)
            out.append(_P0(x3.resource_type))
            b5 = x3.resource_name.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            b6 = x3.principal.encode()
            out.append(_Ph(len(b6)))
            out.append(b6)
            b7 = x3.host.encode()
            out.append(_Ph(len(b7)))
            out.append(b7)
            out.append(_P1(x3.operation, x3.permission_type))


def _e_DeleteAclsResponse_v1(o: DeleteAclsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DeleteAclsResponse', 1)
    out.append(_P4(o.throttle_time_ms))
    if type(o.filter_results) is not list:
        _check_list(o.filter_results)
    out.append(_Pi(len(o.filter_results)))
    for x1 in o.filter_results:
        if x1.unknown_tags:
            raise _untagged('DeleteAclsFilterResult', 1)
        out.append(_P5(x1.error_code))
        if x1.error_message is None:
            out.append(b'\xff\xff')
        else:
            b2 = x1.error_message.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
        if type(x1.matching_acls) is not list:
            _check_list(x1.matching_acls)
        out.append(_Pi(len(x1.matching_acls)))
        for x3 in x1.matching_acls:
            if x3.unknown_tags:
                raise _untagged('DeleteAclsMatchingAcl', 1)
            out.append(_P5(x3.error_code))
            if x3.error_message is None:
                out.append(b'\xff\xff')
            else:
                b4 = x3.error_message.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)
            out.append(_P0(x3.resource_type))
            b5 = x3.resource_name.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            out.append(_P0(x3.pattern_type))
            b6 = x3.principal.encode()
            out.append(_Ph(len(b6)))
            out.append(b6)
            b7 = x3.host.encode()
            out.append(_Ph(len(b7)))
            out.append(b7)
            out.append(_P1(x3.operation, x3.permission_type))


def _e_DeleteAclsResponse_v2(o: DeleteAclsResponse, out: list[bytes]) -> None:
    out.append(_P4(o.throttle_time_ms))
    if type(o.filter_results) is not list:
        _check_list(o.filter_results)
    if len(o.filter_results) + 1 < 128:
        out.append(_B1[len(o.filter_results) + 1])
    else:
        out.append(_encode_uvarint(len(o.filter_results) + 1))
    for x1 in o.filter_results:
        out.append(_P5(x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b2 = x1.error_message.encode()
            if len(b2) + 1 < 128:
                out.append(_B1[len(b2) + 1])
            else:
                out.append(_string_length(len(b2) + 1))
            out.append(b2)
        if type(x1.matching_acls) is not list:
            _check_list(x1.matching_acls)
        if len(x1.matching_acls) + 1 < 128:
            out.append(_B1[len(x1.matching_acls) + 1])
        else:
            out.append(_encode_uvarint(len(x1.matching_acls) + 1))
        for x3 in x1.matching_acls:
            out.append(_P5(x3.error_code))
            if x3.error_message is None:
                out.append(b'\x00')
            else:
                b4 = x3.error_message.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_string_length(len(b4) + 1))
                out.append(b4)
            out.append(_P0(x3.resource_type))
            b5 = x3.resource_name.encode()
            if len(b5) + 1 < 128:
                out.append(_B1[len(b5) + 1])
            else:
                out.append(_string_length(len(b5) + 1))
            out.append(b5)
            out.append(_P0(x3.pattern_type))
            b6 = x3.principal.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_string_length(len(b6) + 1))
            out.append(b6)
            b7 = x3.host.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_string_length(len(b7) + 1))
            out.append(b7)
            out.append(_P1(x3.operation, x3.permission_type))
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


DeleteAclsRequest.DECODERS = {0: _d_DeleteAclsRequest_v0, 1: _d_DeleteAclsRequest_v1, 2: _d_DeleteAclsRequest_v2, 3: _d_DeleteAclsRequest_v2}
DeleteAclsRequest.ENCODERS = {0: _e_DeleteAclsRequest_v0, 1: _e_DeleteAclsRequest_v1, 2: _e_DeleteAclsRequest_v2, 3: _e_DeleteAclsRequest_v2}
_bind_decode(DeleteAclsRequest)

DeleteAclsResponse.DECODERS = {0: _d_DeleteAclsResponse_v0, 1: _d_DeleteAclsResponse_v1, 2: _d_DeleteAclsResponse_v2, 3: _d_DeleteAclsResponse_v2}
DeleteAclsResponse.ENCODERS = {0: _e_DeleteAclsResponse_v0, 1: _e_DeleteAclsResponse_v1, 2: _e_DeleteAclsResponse_v2, 3: _e_DeleteAclsResponse_v2}
_bind_decode(DeleteAclsResponse)
