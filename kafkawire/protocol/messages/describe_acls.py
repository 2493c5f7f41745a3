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
    _i32s,
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


def _d_DescribeAclsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeAclsRequest, int]:
    f_resource_type_filter_1 = _S0(buf, pos)[0]
    pos += 1
    n8 = _uh(buf, pos)[0]
    pos += 2
    if n8 == -1:
        f_resource_name_filter_2 = None
    elif n8 < 0:
        raise _negative(pos)
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        f_resource_name_filter_2 = buf[pos:e9].decode()
        pos = e9
    n10 = _uh(buf, pos)[0]
    pos += 2
    if n10 == -1:
        f_principal_filter_4 = None
    elif n10 < 0:
        raise _negative(pos)
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        f_principal_filter_4 = buf[pos:e11].decode()
        pos = e11
    n12 = _uh(buf, pos)[0]
    pos += 2
    if n12 == -1:
        f_host_filter_5 = None
    elif n12 < 0:
        raise _negative(pos)
    else:
        e13 = pos + n12
        if e13 > end:
            raise _short(pos)
        f_host_filter_5 = buf[pos:e13].decode()
        pos = e13
    f_operation_6, f_permission_type_7 = _S1(buf, pos)
    pos += 2
    o = DescribeAclsRequest(f_resource_type_filter_1, f_resource_name_filter_2, 3, f_principal_filter_4, f_host_filter_5, f_operation_6, f_permission_type_7, None)
    return o, pos


def _d_DescribeAclsRequest_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeAclsRequest, int]:
    f_resource_type_filter_1 = _S0(buf, pos)[0]
    pos += 1
    n8 = _uh(buf, pos)[0]
    pos += 2
    if n8 == -1:
        f_resource_name_filter_2 = None
    elif n8 < 0:
        raise _negative(pos)
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        f_resource_name_filter_2 = buf[pos:e9].decode()
        pos = e9
    f_pattern_type_filter_3 = _S0(buf, pos)[0]
    pos += 1
    n10 = _uh(buf, pos)[0]
    pos += 2
    if n10 == -1:
        f_principal_filter_4 = None
    elif n10 < 0:
        raise _negative(pos)
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        f_principal_filter_4 = buf[pos:e11].decode()
        pos = e11
    n12 = _uh(buf, pos)[0]
    pos += 2
    if n12 == -1:
        f_host_filter_5 = None
    elif n12 < 0:
        raise _negative(pos)
    else:
        e13 = pos + n12
        if e13 > end:
            raise _short(pos)
        f_host_filter_5 = buf[pos:e13].decode()
        pos = e13
    f_operation_6, f_permission_type_7 = _S1(buf, pos)
    pos += 2
    o = DescribeAclsRequest(f_resource_type_filter_1, f_resource_name_filter_2, f_pattern_type_filter_3, f_principal_filter_4, f_host_filter_5, f_operation_6, f_permission_type_7, None)
    return o, pos


def _d_DescribeAclsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeAclsRequest, int]:
    f_resource_type_filter_1 = _S0(buf, pos)[0]
    pos += 1
    n8 = buf[pos]
    if n8 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n8 = (n8 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n8, pos = _uvarint(buf, pos)
    n8 -= 1
    if n8 == -1:
        f_resource_name_filter_2 = None
    elif n8 < 0:
        raise _negative(pos)
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        f_resource_name_filter_2 = buf[pos:e9].decode()
        pos = e9
    f_pattern_type_filter_3 = _S0(buf, pos)[0]
    pos += 1
    n10 = buf[pos]
    if n10 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n10 = (n10 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n10, pos = _uvarint(buf, pos)
    n10 -= 1
    if n10 == -1:
        f_principal_filter_4 = None
    elif n10 < 0:
        raise _negative(pos)
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        f_principal_filter_4 = buf[pos:e11].decode()
        pos = e11
    n12 = buf[pos]
    if n12 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n12 = (n12 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n12, pos = _uvarint(buf, pos)
    n12 -= 1
    if n12 == -1:
        f_host_filter_5 = None
    elif n12 < 0:
        raise _negative(pos)
    else:
        e13 = pos + n12
        if e13 > end:
            raise _short(pos)
        f_host_filter_5 = buf[pos:e13].decode()
        pos = e13
    f_operation_6, f_permission_type_7 = _S1(buf, pos)
    pos += 2
    nt14 = buf[pos]
    if nt14 < 128:
        pos += 1
    else:
        nt14, pos = _uvarint(buf, pos)
    u15 = None
    if nt14:
        last16 = -1
        for _ in range(nt14):
            tg17 = buf[pos]
            if tg17 < 128:
                pos += 1
            else:
                tg17, pos = _uvarint(buf, pos)
            sz18 = buf[pos]
            if sz18 < 128:
                pos += 1
            else:
                sz18, pos = _uvarint(buf, pos)
            te19 = pos + sz18
            if te19 > end:
                raise _short(pos)
            if tg17 <= last16:
                raise _tag_order(pos)
            last16 = tg17
            if u15 is None:
                u15 = {}
            u15[tg17] = buf[pos:te19]
            pos = te19
    o = DescribeAclsRequest(f_resource_type_filter_1, f_resource_name_filter_2, f_pattern_type_filter_3, f_principal_filter_4, f_host_filter_5, f_operation_6, f_permission_type_7, u15)
    return o, pos


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


def _d_DescribeAclsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeAclsResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S2(buf, pos)
    pos += 6
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 == -1:
        f_error_message_3 = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e6].decode()
        pos = e6
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 7 > end - pos:
            raise _short(pos)
        f_resources_4 = []
        ap8 = f_resources_4.append
        for _ in range(n7):
            f_resource_type_10 = _S0(buf, pos)[0]
            pos += 1
            n14 = _uh(buf, pos)[0]
            pos += 2
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_resource_name_11 = buf[pos:e15].decode()
                pos = e15
            n16 = _ui(buf, pos)[0]
            pos += 4
            if n16 < 0:
                raise _negative(pos)
            else:
                if n16 * 6 > end - pos:
                    raise _short(pos)
                f_acls_13 = []
                ap17 = f_acls_13.append
                for _ in range(n16):
                    n23 = _uh(buf, pos)[0]
                    pos += 2
                    if n23 < 0:
                        raise _negative(pos)
                    else:
                        e24 = pos + n23
                        if e24 > end:
                            raise _short(pos)
                        f_principal_19 = buf[pos:e24].decode()
                        pos = e24
                    n25 = _uh(buf, pos)[0]
                    pos += 2
                    if n25 < 0:
                        raise _negative(pos)
                    else:
                        e26 = pos + n25
                        if e26 > end:
                            raise _short(pos)
                        f_host_20 = buf[pos:e26].decode()
                        pos = e26
                    f_operation_21, f_permission_type_22 = _S1(buf, pos)
                    pos += 2
                    x18 = AclDescription(f_principal_19, f_host_20, f_operation_21, f_permission_type_22, None)
                    ap17(x18)
            x9 = DescribeAclsResource(f_resource_type_10, f_resource_name_11, 3, f_acls_13, None)
            ap8(x9)
    o = DescribeAclsResponse(f_throttle_time_ms_1, f_error_code_2, f_error_message_3, f_resources_4, None)
    return o, pos


def _d_DescribeAclsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeAclsResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S2(buf, pos)
    pos += 6
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 == -1:
        f_error_message_3 = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e6].decode()
        pos = e6
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 8 > end - pos:
            raise _short(pos)
        f_resources_4 = []
        ap8 = f_resources_4.append
        for _ in range(n7):
            f_resource_type_10 = _S0(buf, pos)[0]
            pos += 1
            n14 = _uh(buf, pos)[0]
            pos += 2
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_resource_name_11 = buf[pos:e15].decode()
                pos = e15
            f_pattern_type_12 = _S0(buf, pos)[0]
            pos += 1
            n16 = _ui(buf, pos)[0]
            pos += 4
            if n16 < 0:
                raise _negative(pos)
            else:
                if n16 * 6 > end - pos:
                    raise _short(pos)
                f_acls_13 = []
                ap17 = f_acls_13.append
                for _ in range(n16):
                    n23 = _uh(buf, pos)[0]
                    pos += 2
                    if n23 < 0:
                        raise _negative(pos)
                    else:
                        e24 = pos + n23
                        if e24 > end:
                            raise _short(pos)
                        f_principal_19 = buf[pos:e24].decode()
                        pos = e24
                    n25 = _uh(buf, pos)[0]
                    pos += 2
                    if n25 < 0:
                        raise _negative(pos)
                    else:
                        e26 = pos + n25
                        if e26 > end:
                            raise _short(pos)
                        f_host_20 = buf[pos:e26].decode()
                        pos = e26
                    f_operation_21, f_permission_type_22 = _S1(buf, pos)
                    pos += 2
                    x18 = AclDescription(f_principal_19, f_host_20, f_operation_21, f_permission_type_22, None)
                    ap17(x18)
            x9 = DescribeAclsResource(f_resource_type_10, f_resource_name_11, f_pattern_type_12, f_acls_13, None)
            ap8(x9)
    o = DescribeAclsResponse(f_throttle_time_ms_1, f_error_code_2, f_error_message_3, f_resources_4, None)
    return o, pos


def _d_DescribeAclsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeAclsResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S2(buf, pos)
    pos += 6
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_error_message_3 = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e6].decode()
        pos = e6
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
        if n7 * 5 > end - pos:
            raise _short(pos)
        f_resources_4 = []
        ap8 = f_resources_4.append
        for _ in range(n7):
            f_resource_type_10 = _S0(buf, pos)[0]
            pos += 1
            n14 = buf[pos]
            if n14 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n14 = (n14 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n14, pos = _uvarint(buf, pos)
            n14 -= 1
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_resource_name_11 = buf[pos:e15].decode()
                pos = e15
            f_pattern_type_12 = _S0(buf, pos)[0]
            pos += 1
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
                if n16 * 5 > end - pos:
                    raise _short(pos)
                f_acls_13 = []
                ap17 = f_acls_13.append
                for _ in range(n16):
                    n23 = buf[pos]
                    if n23 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n23 = (n23 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n23, pos = _uvarint(buf, pos)
                    n23 -= 1
                    if n23 < 0:
                        raise _negative(pos)
                    else:
                        e24 = pos + n23
                        if e24 > end:
                            raise _short(pos)
                        f_principal_19 = buf[pos:e24].decode()
                        pos = e24
                    n25 = buf[pos]
                    if n25 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n25 = (n25 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n25, pos = _uvarint(buf, pos)
                    n25 -= 1
                    if n25 < 0:
                        raise _negative(pos)
                    else:
                        e26 = pos + n25
                        if e26 > end:
                            raise _short(pos)
                        f_host_20 = buf[pos:e26].decode()
                        pos = e26
                    f_operation_21, f_permission_type_22 = _S1(buf, pos)
                    pos += 2
                    nt27 = buf[pos]
                    if nt27 < 128:
                        pos += 1
                    else:
                        nt27, pos = _uvarint(buf, pos)
                    u28 = None
                    if nt27:
                        last29 = -1
                        for _ in range(nt27):
                            tg30 = buf[pos]
                            if tg30 < 128:
                                pos += 1
                            else:
                                tg30, pos = _uvarint(buf, pos)
                            sz31 = buf[pos]
                            if sz31 < 128:
                                pos += 1
                            else:
                                sz31, pos = _uvarint(buf, pos)
                            te32 = pos + sz31
                            if te32 > end:
                                raise _short(pos)
                            if tg30 <= last29:
                                raise _tag_order(pos)
                            last29 = tg30
                            if u28 is None:
                                u28 = {}
                            u28[tg30] = buf[pos:te32]
                            pos = te32
                    x18 = AclDescription(f_principal_19, f_host_20, f_operation_21, f_permission_type_22, u28)
                    ap17(x18)
            nt33 = buf[pos]
            if nt33 < 128:
                pos += 1
            else:
                nt33, pos = _uvarint(buf, pos)
            u34 = None
            if nt33:
                last35 = -1
                for _ in range(nt33):
                    tg36 = buf[pos]
                    if tg36 < 128:
                        pos += 1
                    else:
                        tg36, pos = _uvarint(buf, pos)
                    sz37 = buf[pos]
                    if sz37 < 128:
                        pos += 1
                    else:
                        sz37, pos = _uvarint(buf, pos)
                    te38 = pos + sz37
                    if te38 > end:
                        raise _short(pos)
                    if tg36 <= last35:
                        raise _tag_order(pos)
                    last35 = tg36
                    if u34 is None:
                        u34 = {}
                    u34[tg36] = buf[pos:te38]
                    pos = te38
            x9 = DescribeAclsResource(f_resource_type_10, f_resource_name_11, f_pattern_type_12, f_acls_13, u34)
            ap8(x9)
    nt39 = buf[pos]
    if nt39 < 128:
        pos += 1
    else:
        nt39, pos = _uvarint(buf, pos)
    u40 = None
    if nt39:
        last41 = -1
        for _ in range(nt39):
            tg42 = buf[pos]
            if tg42 < 128:
                pos += 1
            else:
                tg42, pos = _uvarint(buf, pos)
            sz43 = buf[pos]
            if sz43 < 128:
                pos += 1
            else:
                sz43, pos = _uvarint(buf, pos)
            te44 = pos + sz43
            if te44 > end:
                raise _short(pos)
            if tg42 <= last41:
                raise _tag_order(pos)
            last41 = tg42
            if u40 is None:
                u40 = {}
            u40[tg42] = buf[pos:te44]
            pos = te44
    o = DescribeAclsResponse(f_throttle_time_ms_1, f_error_code_2, f_error_message_3, f_resources_4, u40)
    return o, pos


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
        if x2.pattern_type != 3:
            raise _absent('DescribeAclsResource', 'pattern_type', 0)
        out += _P0(x2.resource_type)
        b3 = x2.resource_name.encode()
        out += _Ph(len(b3))
        out += b3
        out += _Pi(len(x2.acls))
        for x4 in x2.acls:
            b5 = x4.principal.encode()
            out += _Ph(len(b5))
            out += b5
            b6 = x4.host.encode()
            out += _Ph(len(b6))
            out += b6
            out += _P1(x4.operation, x4.permission_type)


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
        out += _P0(x2.resource_type)
        b3 = x2.resource_name.encode()
        out += _Ph(len(b3))
        out += b3
        out += _P0(x2.pattern_type)
        out += _Pi(len(x2.acls))
        for x4 in x2.acls:
            b5 = x4.principal.encode()
            out += _Ph(len(b5))
            out += b5
            b6 = x4.host.encode()
            out += _Ph(len(b6))
            out += b6
            out += _P1(x4.operation, x4.permission_type)


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
        out += _P0(x2.resource_type)
        b3 = x2.resource_name.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
        out += _P0(x2.pattern_type)
        if len(x2.acls) + 1 < 128:
            out.append(len(x2.acls) + 1)
        else:
            out += _encode_uvarint(len(x2.acls) + 1)
        for x4 in x2.acls:
            b5 = x4.principal.encode()
            if len(b5) + 1 < 128:
                out.append(len(b5) + 1)
            else:
                out += _encode_uvarint(len(b5) + 1)
            out += b5
            b6 = x4.host.encode()
            if len(b6) + 1 < 128:
                out.append(len(b6) + 1)
            else:
                out += _encode_uvarint(len(b6) + 1)
            out += b6
            out += _P1(x4.operation, x4.permission_type)
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(0)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeAclsRequest.DECODERS = (_d_DescribeAclsRequest_v0, _d_DescribeAclsRequest_v1, _d_DescribeAclsRequest_v2, _d_DescribeAclsRequest_v2,)
DescribeAclsRequest.ENCODERS = (_e_DescribeAclsRequest_v0, _e_DescribeAclsRequest_v1, _e_DescribeAclsRequest_v2, _e_DescribeAclsRequest_v2,)

DescribeAclsResponse.DECODERS = (_d_DescribeAclsResponse_v0, _d_DescribeAclsResponse_v1, _d_DescribeAclsResponse_v2, _d_DescribeAclsResponse_v2,)
DescribeAclsResponse.ENCODERS = (_e_DescribeAclsResponse_v0, _e_DescribeAclsResponse_v1, _e_DescribeAclsResponse_v2, _e_DescribeAclsResponse_v2,)
