# generated from defs/029-describe-acls.kw; do not edit
"""DescribeAcls: API key 29, versions 0..3, flexible from 2."""

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

__all__ = ['AclDescription', 'DescribeAclsRequest', 'DescribeAclsResource', 'DescribeAclsResponse']

_S0 = _Struct('>b').unpack_from
_P0 = _Struct('>b').pack
_S1 = _Struct('>bb').unpack_from
_P1 = _Struct('>bb').pack
_S2 = _Struct('>ih').unpack_from
_P2 = _Struct('>ih').pack


class DescribeAclsRequest(Message):
    """DescribeAcls request (API key 29), versions 0..3."""

    __slots__ = ('resource_type_filter', 'resource_name_filter', 'pattern_type_filter', 'principal_filter', 'host_filter', 'operation', 'permission_type')
    API_KEY = 29
    API_NAME = 'DescribeAcls'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_FROM = 2
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


class AclDescription(Struct):
    """Element AclDescription of DescribeAcls."""

    __slots__ = ('principal', 'host', 'operation', 'permission_type')
    principal: str
    host: str
    operation: int
    permission_type: int

    def __init__(
        self,
        principal: str = "",
        host: str = "",
        operation: int = 0,
        permission_type: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.principal = principal
        self.host = host
        self.operation = operation
        self.permission_type = permission_type
        self.unknown_tags = unknown_tags


class DescribeAclsResource(Struct):
    """Element DescribeAclsResource of DescribeAcls."""

    __slots__ = ('resource_type', 'resource_name', 'pattern_type', 'acls')
    resource_type: int
    resource_name: str
    pattern_type: int
    acls: list[AclDescription]

    def __init__(
        self,
        resource_type: int = 0,
        resource_name: str = "",
        pattern_type: int = 3,
        acls: list[AclDescription] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.resource_type = resource_type
        self.resource_name = resource_name
        self.pattern_type = pattern_type
        self.acls = [] if acls is DEFAULT else acls
        self.unknown_tags = unknown_tags


class DescribeAclsResponse(Message):
    """DescribeAcls response (API key 29), versions 0..3."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'resources')
    API_KEY = 29
    API_NAME = 'DescribeAcls'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_FROM = 2
    throttle_time_ms: int
    error_code: int
    error_message: str | None
    resources: list[DescribeAclsResource]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = "",
        resources: list[DescribeAclsResource] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.resources = [] if resources is DEFAULT else resources
        self.unknown_tags = unknown_tags

DescribeAclsRequest.FIELDS = (
    FieldSpec('resource_type_filter', 'prim', 'int8', (0, 3), None, 0),
    FieldSpec('resource_name_filter', 'prim', 'string', (0, 3), (0, 3), ""),
    FieldSpec('pattern_type_filter', 'prim', 'int8', (1, 3), None, 3),
    FieldSpec('principal_filter', 'prim', 'string', (0, 3), (0, 3), ""),
    FieldSpec('host_filter', 'prim', 'string', (0, 3), (0, 3), ""),
    FieldSpec('operation', 'prim', 'int8', (0, 3), None, 0),
    FieldSpec('permission_type', 'prim', 'int8', (0, 3), None, 0),
)

AclDescription.FIELDS = (
    FieldSpec('principal', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('host', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('operation', 'prim', 'int8', (0, 3), None, 0),
    FieldSpec('permission_type', 'prim', 'int8', (0, 3), None, 0),
)

DescribeAclsResource.FIELDS = (
    FieldSpec('resource_type', 'prim', 'int8', (0, 3), None, 0),
    FieldSpec('resource_name', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('pattern_type', 'prim', 'int8', (1, 3), None, 3),
    FieldSpec('acls', 'array', 'AclDescription', (0, 3), None, DEFAULT, struct=AclDescription),
)

DescribeAclsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 3), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 3), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 3), (0, 3), ""),
    FieldSpec('resources', 'array', 'DescribeAclsResource', (0, 3), None, DEFAULT, struct=DescribeAclsResource),
)


def _d_DescribeAclsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeAclsRequest, int]:
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
    return DescribeAclsRequest(f_resource_type_filter, f_resource_name_filter, 3, f_principal_filter, f_host_filter, f_operation, f_permission_type, None), pos


def _d_DescribeAclsRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeAclsRequest, int]:
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
    return DescribeAclsRequest(f_resource_type_filter, f_resource_name_filter, f_pattern_type_filter, f_principal_filter, f_host_filter, f_operation, f_permission_type, None), pos


def _d_DescribeAclsRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribeAclsRequest, int]:
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
    return DescribeAclsRequest(f_resource_type_filter, f_resource_name_filter, f_pattern_type_filter, f_principal_filter, f_host_filter, f_operation, f_permission_type, u), pos


def _e_DescribeAclsRequest_v0(o: DescribeAclsRequest, out: bytearray) -> None:
    if o.pattern_type_filter != 3:
        raise _absent('DescribeAclsRequest', 'pattern_type_filter', 0)
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


def _e_DescribeAclsRequest_v1(o: DescribeAclsRequest, out: bytearray) -> None:
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


def _e_DescribeAclsRequest_v2(o: DescribeAclsRequest, out: bytearray) -> None:
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


def _d_AclDescription_v0(buf: memoryview, pos: int, end: int) -> tuple[AclDescription, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_principal = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_host = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_operation, f_permission_type = _S1(buf, pos)
    pos += 2
    return AclDescription(f_principal, f_host, f_operation, f_permission_type, None), pos


def _d_DescribeAclsResource_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeAclsResource, int]:
    f_resource_type = _S0(buf, pos)[0]
    pos += 1
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_resource_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_acls = []
        ap4 = f_acls.append
        for _ in range(n3):
            x5, pos = _d_AclDescription_v0(buf, pos, end)
            ap4(x5)
    return DescribeAclsResource(f_resource_type, f_resource_name, 3, f_acls, None), pos


def _d_DescribeAclsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeAclsResponse, int]:
    f_throttle_time_ms, f_error_code = _S2(buf, pos)
    pos += 6
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
        if n3 * 7 > end - pos:
            raise _short(pos)
        f_resources = []
        ap4 = f_resources.append
        for _ in range(n3):
            x5, pos = _d_DescribeAclsResource_v0(buf, pos, end)
            ap4(x5)
    return DescribeAclsResponse(f_throttle_time_ms, f_error_code, f_error_message, f_resources, None), pos


def _d_DescribeAclsResource_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeAclsResource, int]:
    f_resource_type = _S0(buf, pos)[0]
    pos += 1
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_resource_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_pattern_type = _S0(buf, pos)[0]
    pos += 1
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_acls = []
        ap4 = f_acls.append
        for _ in range(n3):
            x5, pos = _d_AclDescription_v0(buf, pos, end)
            ap4(x5)
    return DescribeAclsResource(f_resource_type, f_resource_name, f_pattern_type, f_acls, None), pos


def _d_DescribeAclsResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeAclsResponse, int]:
    f_throttle_time_ms, f_error_code = _S2(buf, pos)
    pos += 6
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
        if n3 * 8 > end - pos:
            raise _short(pos)
        f_resources = []
        ap4 = f_resources.append
        for _ in range(n3):
            x5, pos = _d_DescribeAclsResource_v1(buf, pos, end)
            ap4(x5)
    return DescribeAclsResponse(f_throttle_time_ms, f_error_code, f_error_message, f_resources, None), pos


def _d_AclDescription_v2(buf: memoryview, pos: int, end: int) -> tuple[AclDescription, int]:
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
        f_principal = str(buf[pos:e2], 'utf-8')
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
        f_host = str(buf[pos:e4], 'utf-8')
        pos = e4
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
    return AclDescription(f_principal, f_host, f_operation, f_permission_type, u), pos


def _d_DescribeAclsResource_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribeAclsResource, int]:
    f_resource_type = _S0(buf, pos)[0]
    pos += 1
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
        f_resource_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_pattern_type = _S0(buf, pos)[0]
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
        if n3 * 5 > end - pos:
            raise _short(pos)
        f_acls = []
        ap4 = f_acls.append
        for _ in range(n3):
            x5, pos = _d_AclDescription_v2(buf, pos, end)
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
    return DescribeAclsResource(f_resource_type, f_resource_name, f_pattern_type, f_acls, u), pos


def _d_DescribeAclsResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribeAclsResponse, int]:
    f_throttle_time_ms, f_error_code = _S2(buf, pos)
    pos += 6
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
        if n3 * 5 > end - pos:
            raise _short(pos)
        f_resources = []
        ap4 = f_resources.append
        for _ in range(n3):
            x5, pos = _d_DescribeAclsResource_v2(buf, pos, end)
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
    return DescribeAclsResponse(f_throttle_time_ms, f_error_code, f_error_message, f_resources, u), pos


def _e_AclDescription_v0(o: AclDescription, out: bytearray) -> None:
    b1 = o.principal.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.host.encode()
    out += _Ph(len(b2))
    out += b2
    out += _P1(o.operation, o.permission_type)


def _e_DescribeAclsResource_v0(o: DescribeAclsResource, out: bytearray) -> None:
    if o.pattern_type != 3:
        raise _absent('DescribeAclsResource', 'pattern_type', 0)
    out += _P0(o.resource_type)
    b1 = o.resource_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.acls))
    for x2 in o.acls:
        _e_AclDescription_v0(x2, out)


def _e_DescribeAclsResponse_v0(o: DescribeAclsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out += _Ph(len(b1))
        out += b1
    out += _Pi(len(o.resources))
    for x2 in o.resources:
        _e_DescribeAclsResource_v0(x2, out)


def _e_DescribeAclsResource_v1(o: DescribeAclsResource, out: bytearray) -> None:
    out += _P0(o.resource_type)
    b1 = o.resource_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.pattern_type)
    out += _Pi(len(o.acls))
    for x2 in o.acls:
        _e_AclDescription_v0(x2, out)


def _e_DescribeAclsResponse_v1(o: DescribeAclsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out += _Ph(len(b1))
        out += b1
    out += _Pi(len(o.resources))
    for x2 in o.resources:
        _e_DescribeAclsResource_v1(x2, out)


def _e_AclDescription_v2(o: AclDescription, out: bytearray) -> None:
    b1 = o.principal.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.host.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P1(o.operation, o.permission_type)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeAclsResource_v2(o: DescribeAclsResource, out: bytearray) -> None:
    out += _P0(o.resource_type)
    b1 = o.resource_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.pattern_type)
    if len(o.acls) + 1 < 128:
        out.append(len(o.acls) + 1)
    else:
        out += _encode_uvarint(len(o.acls) + 1)
    for x2 in o.acls:
        _e_AclDescription_v2(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeAclsResponse_v2(o: DescribeAclsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if len(o.resources) + 1 < 128:
        out.append(len(o.resources) + 1)
    else:
        out += _encode_uvarint(len(o.resources) + 1)
    for x2 in o.resources:
        _e_DescribeAclsResource_v2(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeAclsRequest.DECODERS = (_d_DescribeAclsRequest_v0, _d_DescribeAclsRequest_v1, _d_DescribeAclsRequest_v2, _d_DescribeAclsRequest_v2,)
DescribeAclsRequest.ENCODERS = (_e_DescribeAclsRequest_v0, _e_DescribeAclsRequest_v1, _e_DescribeAclsRequest_v2, _e_DescribeAclsRequest_v2,)

DescribeAclsResponse.DECODERS = (_d_DescribeAclsResponse_v0, _d_DescribeAclsResponse_v1, _d_DescribeAclsResponse_v2, _d_DescribeAclsResponse_v2,)
DescribeAclsResponse.ENCODERS = (_e_DescribeAclsResponse_v0, _e_DescribeAclsResponse_v1, _e_DescribeAclsResponse_v2, _e_DescribeAclsResponse_v2,)
