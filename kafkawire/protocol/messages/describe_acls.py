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

__all__ = ['AclDescription', 'DescribeAclsRequest', 'DescribeAclsResource', 'DescribeAclsResponse']

_S0 = _Struct('>b').unpack_from
_P0 = _Struct('>b').pack
_S1 = _Struct('>bb').unpack_from
_P1 = _Struct('>bb').pack
_S2 = _Struct('>bB').unpack_from
_P2 = _Struct('>bB').pack
_S3 = _Struct('>bbB').unpack_from
_P3 = _Struct('>bbB').pack
_S4 = _Struct('>ih').unpack_from
_P4 = _Struct('>ih').pack
_S5 = _Struct('>ihB').unpack_from
_P5 = _Struct('>ihB').pack


class DescribeAclsRequest(Request["DescribeAclsResponse"]):
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
    o = _new(DescribeAclsRequest)
    o.resource_type_filter = f_resource_type_filter_1
    o.resource_name_filter = f_resource_name_filter_2
    o.pattern_type_filter = 3
    o.principal_filter = f_principal_filter_4
    o.host_filter = f_host_filter_5
    o.operation = f_operation_6
    o.permission_type = f_permission_type_7
    o.unknown_tags = None
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
    o = _new(DescribeAclsRequest)
    o.resource_type_filter = f_resource_type_filter_1
    o.resource_name_filter = f_resource_name_filter_2
    o.pattern_type_filter = f_pattern_type_filter_3
    o.principal_filter = f_principal_filter_4
    o.host_filter = f_host_filter_5
    o.operation = f_operation_6
    o.permission_type = f_permission_type_7
    o.unknown_tags = None
    return o, pos


def _d_DescribeAclsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeAclsRequest, int]:
    f_resource_type_filter_1, pk8 = _S2(buf, pos)
    pos += 2
    if pk8 < 128:
        pk8 -= 1
    elif buf[pos] < 128:
        pk8 = pk8 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk8, pos = _string_uvarint(buf, pos - 1)
        pk8 -= 1
    if pk8 == -1:
        f_resource_name_filter_2 = None
    else:
        e9 = pos + pk8
        if e9 > end:
            raise _short(pos)
        f_resource_name_filter_2 = buf[pos:e9].decode()
        pos = e9
    f_pattern_type_filter_3, pk10 = _S2(buf, pos)
    pos += 2
    if pk10 < 128:
        pk10 -= 1
    elif buf[pos] < 128:
        pk10 = pk10 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk10, pos = _string_uvarint(buf, pos - 1)
        pk10 -= 1
    if pk10 == -1:
        f_principal_filter_4 = None
    else:
        e11 = pos + pk10
        if e11 > end:
            raise _short(pos)
        f_principal_filter_4 = buf[pos:e11].decode()
        pos = e11
    n12 = buf[pos]
    if n12 < 128:
        pos += 1
        n12 -= 1
    elif buf[pos + 1] < 128:
        n12 = n12 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n12, pos = _string_uvarint(buf, pos)
        n12 -= 1
    if n12 == -1:
        f_host_filter_5 = None
    else:
        e13 = pos + n12
        if e13 > end:
            raise _short(pos)
        f_host_filter_5 = buf[pos:e13].decode()
        pos = e13
    f_operation_6, f_permission_type_7, pk14 = _S3(buf, pos)
    pos += 3
    if pk14:
        u15, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u15 = None
    o = _new(DescribeAclsRequest)
    o.resource_type_filter = f_resource_type_filter_1
    o.resource_name_filter = f_resource_name_filter_2
    o.pattern_type_filter = f_pattern_type_filter_3
    o.principal_filter = f_principal_filter_4
    o.host_filter = f_host_filter_5
    o.operation = f_operation_6
    o.permission_type = f_permission_type_7
    o.unknown_tags = u15
    return o, pos


def _e_DescribeAclsRequest_v0(o: DescribeAclsRequest, out: list[bytes]) -> None:
    if o.pattern_type_filter != 3:
        raise _absent('DescribeAclsRequest', 'pattern_type_filter', 0)
    if o.unknown_tags:
        raise _untagged('DescribeAclsRequest', 0)
    out.append(_P0(o.resource_type_filter))
    if o.resource_name_filter is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.resource_name_filter.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    if o.principal_filter is None:
        out.append(b'\xff\xff')
    else:
        b2 = o.principal_filter.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
    if o.host_filter is None:
        out.append(b'\xff\xff')
    else:
        b3 = o.host_filter.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
    out.append(_P1(o.operation, o.permission_type))


def _e_DescribeAclsRequest_v1(o: DescribeAclsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeAclsRequest', 1)
    out.append(_P0(o.resource_type_filter))
    if o.resource_name_filter is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.resource_name_filter.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    out.append(_P0(o.pattern_type_filter))
    if o.principal_filter is None:
        out.append(b'\xff\xff')
    else:
        b2 = o.principal_filter.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
    if o.host_filter is None:
        out.append(b'\xff\xff')
    else:
        b3 = o.host_filter.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
    out.append(_P1(o.operation, o.permission_type))


def _e_DescribeAclsRequest_v2(o: DescribeAclsRequest, out: list[bytes]) -> None:
    out.append(_P0(o.resource_type_filter))
    if o.resource_name_filter is None:
        out.append(b'\x00')
    else:
        b1 = o.resource_name_filter.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P0(o.pattern_type_filter))
    if o.principal_filter is None:
        out.append(b'\x00')
    else:
        b2 = o.principal_filter.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    if o.host_filter is None:
        out.append(b'\x00')
    else:
        b3 = o.host_filter.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
    out.append(_P1(o.operation, o.permission_type))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_DescribeAclsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeAclsResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S4(buf, pos)
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
        if n7:
            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                f_resource_type_9 = _S0(buf, pos)[0]
                pos += 1
                n13 = _uh(buf, pos)[0]
                pos += 2
                if n13 < 0:
                    raise _negative(pos)
                else:
                    e14 = pos + n13
                    if e14 > end:
                        raise _short(pos)
                    f_resource_name_10 = buf[pos:e14].decode()
                    pos = e14
                n15 = _ui(buf, pos)[0]
                pos += 4
                if n15 < 0:
                    raise _negative(pos)
                else:
                    if n15 * 6 > end - pos:
                        raise _short(pos)
                    f_acls_12 = []
                    if n15:
                        for _ in (_ranges[n15] if n15 < 256 else range(n15)):
                            n21 = _uh(buf, pos)[0]
                            pos += 2
                            if n21 < 0:
                                raise _negative(pos)
                            else:
                                e22 = pos + n21
                                if e22 > end:
                                    raise _short(pos)
                                f_principal_17 = buf[pos:e22].decode()
                                pos = e22
                            n23 = _uh(buf, pos)[0]
                            pos += 2
                            if n23 < 0:
                                raise _negative(pos)
                            else:
                                e24 = pos + n23
                                if e24 > end:
                                    raise _short(pos)
                                f_host_18 = buf[pos:e24].decode()
                                pos = e24
                            f_operation_19, f_permission_type_20 = _S1(buf, pos)
                            pos += 2
                            x16 = _new(AclDescription)
                            x16.principal = f_principal_17
                            x16.host = f_host_18
                            x16.operation = f_operation_19
                            x16.permission_type = f_permission_type_20
                            x16.unknown_tags = None
                            f_acls_12.append(x16)
                x8 = _new(DescribeAclsResource)
                x8.resource_type = f_resource_type_9
                x8.resource_name = f_resource_name_10
                x8.pattern_type = 3
                x8.acls = f_acls_12
                x8.unknown_tags = None
                f_resources_4.append(x8)
    o = _new(DescribeAclsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.resources = f_resources_4
    o.unknown_tags = None
    return o, pos


def _d_DescribeAclsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeAclsResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S4(buf, pos)
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
        if n7:
            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                f_resource_type_9 = _S0(buf, pos)[0]
                pos += 1
                n13 = _uh(buf, pos)[0]
                pos += 2
                if n13 < 0:
                    raise _negative(pos)
                else:
                    e14 = pos + n13
                    if e14 > end:
                        raise _short(pos)
                    f_resource_name_10 = buf[pos:e14].decode()
                    pos = e14
                f_pattern_type_11 = _S0(buf, pos)[0]
                pos += 1
                n15 = _ui(buf, pos)[0]
                pos += 4
                if n15 < 0:
                    raise _negative(pos)
                else:
                    if n15 * 6 > end - pos:
                        raise _short(pos)
                    f_acls_12 = []
                    if n15:
                        for _ in (_ranges[n15] if n15 < 256 else range(n15)):
                            n21 = _uh(buf, pos)[0]
                            pos += 2
                            if n21 < 0:
                                raise _negative(pos)
                            else:
                                e22 = pos + n21
                                if e22 > end:
                                    raise _short(pos)
                                f_principal_17 = buf[pos:e22].decode()
                                pos = e22
                            n23 = _uh(buf, pos)[0]
                            pos += 2
                            if n23 < 0:
                                raise _negative(pos)
                            else:
                                e24 = pos + n23
                                if e24 > end:
                                    raise _short(pos)
                                f_host_18 = buf[pos:e24].decode()
                                pos = e24
                            f_operation_19, f_permission_type_20 = _S1(buf, pos)
                            pos += 2
                            x16 = _new(AclDescription)
                            x16.principal = f_principal_17
                            x16.host = f_host_18
                            x16.operation = f_operation_19
                            x16.permission_type = f_permission_type_20
                            x16.unknown_tags = None
                            f_acls_12.append(x16)
                x8 = _new(DescribeAclsResource)
                x8.resource_type = f_resource_type_9
                x8.resource_name = f_resource_name_10
                x8.pattern_type = f_pattern_type_11
                x8.acls = f_acls_12
                x8.unknown_tags = None
                f_resources_4.append(x8)
    o = _new(DescribeAclsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.resources = f_resources_4
    o.unknown_tags = None
    return o, pos


def _d_DescribeAclsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeAclsResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, pk5 = _S5(buf, pos)
    pos += 7
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _string_uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 == -1:
        f_error_message_3 = None
    else:
        e6 = pos + pk5
        if e6 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e6].decode()
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
        if n7 * 5 > end - pos:
            raise _short(pos)
        f_resources_4 = []
        if n7:
            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                f_resource_type_9, pk13 = _S2(buf, pos)
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
                    f_resource_name_10 = buf[pos:e14].decode()
                    pos = e14
                f_pattern_type_11, pk15 = _S2(buf, pos)
                pos += 2
                if pk15 < 128:
                    pk15 -= 1
                elif buf[pos] < 128:
                    pk15 = pk15 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk15, pos = _uvarint(buf, pos - 1)
                    pk15 -= 1
                if pk15 < 0:
                    raise _negative(pos)
                else:
                    if pk15 * 5 > end - pos:
                        raise _short(pos)
                    f_acls_12 = []
                    if pk15:
                        for _ in (_ranges[pk15] if pk15 < 256 else range(pk15)):
                            n21 = buf[pos]
                            if n21 < 128:
                                pos += 1
                                n21 -= 1
                            elif buf[pos + 1] < 128:
                                n21 = n21 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n21, pos = _string_uvarint(buf, pos)
                                n21 -= 1
                            if n21 < 0:
                                raise _negative(pos)
                            else:
                                e22 = pos + n21
                                if e22 > end:
                                    raise _short(pos)
                                f_principal_17 = buf[pos:e22].decode()
                                pos = e22
                            n23 = buf[pos]
                            if n23 < 128:
                                pos += 1
                                n23 -= 1
                            elif buf[pos + 1] < 128:
                                n23 = n23 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n23, pos = _string_uvarint(buf, pos)
                                n23 -= 1
                            if n23 < 0:
                                raise _negative(pos)
                            else:
                                e24 = pos + n23
                                if e24 > end:
                                    raise _short(pos)
                                f_host_18 = buf[pos:e24].decode()
                                pos = e24
                            f_operation_19, f_permission_type_20, pk25 = _S3(buf, pos)
                            pos += 3
                            if pk25:
                                u26, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u26 = None
                            x16 = _new(AclDescription)
                            x16.principal = f_principal_17
                            x16.host = f_host_18
                            x16.operation = f_operation_19
                            x16.permission_type = f_permission_type_20
                            x16.unknown_tags = u26
                            f_acls_12.append(x16)
                if buf[pos]:
                    u27, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u27 = None
                x8 = _new(DescribeAclsResource)
                x8.resource_type = f_resource_type_9
                x8.resource_name = f_resource_name_10
                x8.pattern_type = f_pattern_type_11
                x8.acls = f_acls_12
                x8.unknown_tags = u27
                f_resources_4.append(x8)
    if buf[pos]:
        u28, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u28 = None
    o = _new(DescribeAclsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.resources = f_resources_4
    o.unknown_tags = u28
    return o, pos


def _e_DescribeAclsResponse_v0(o: DescribeAclsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeAclsResponse', 0)
    out.append(_P4(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    if type(o.resources) is not list:
        _check_list(o.resources)
    out.append(_Pi(len(o.resources)))
    for x2 in o.resources:
        if x2.pattern_type != 3:
            raise _absent('DescribeAclsResource', 'pattern_type', 0)
        if x2.unknown_tags:
            raise _untagged('DescribeAclsResource', 0)
        out.append(_P0(x2.resource_type))
        b3 = x2.resource_name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        if type(x2.acls) is not list:
            _check_list(x2.acls)
        out.append(_Pi(len(x2.acls)))
        for x4 in x2.acls:
            if x4.unknown_tags:
                raise _untagged('AclDescription', 0)
            b5 = x4.principal.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            b6 = x4.host.encode()
            out.append(_Ph(len(b6)))
            out.append(b6)
            out.append(_P1(x4.operation, x4.permission_type))


def _e_DescribeAclsResponse_v1(o: DescribeAclsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeAclsResponse', 1)
    out.append(_P4(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    if type(o.resources) is not list:
        _check_list(o.resources)
    out.append(_Pi(len(o.resources)))
    for x2 in o.resources:
        if x2.unknown_tags:
            raise _untagged('DescribeAclsResource', 1)
        out.append(_P0(x2.resource_type))
        b3 = x2.resource_name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        out.append(_P0(x2.pattern_type))
        if type(x2.acls) is not list:
            _check_list(x2.acls)
        out.append(_Pi(len(x2.acls)))
        for x4 in x2.acls:
            if x4.unknown_tags:
                raise _untagged('AclDescription', 1)
            b5 = x4.principal.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            b6 = x4.host.encode()
            out.append(_Ph(len(b6)))
            out.append(b6)
            out.append(_P1(x4.operation, x4.permission_type))


def _e_DescribeAclsResponse_v2(o: DescribeAclsResponse, out: list[bytes]) -> None:
    out.append(_P4(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if type(o.resources) is not list:
        _check_list(o.resources)
    if len(o.resources) + 1 < 128:
        out.append(_B1[len(o.resources) + 1])
    else:
        out.append(_encode_uvarint(len(o.resources) + 1))
    for x2 in o.resources:
        out.append(_P0(x2.resource_type))
        b3 = x2.resource_name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        out.append(_P0(x2.pattern_type))
        if type(x2.acls) is not list:
            _check_list(x2.acls)
        if len(x2.acls) + 1 < 128:
            out.append(_B1[len(x2.acls) + 1])
        else:
            out.append(_encode_uvarint(len(x2.acls) + 1))
        for x4 in x2.acls:
            b5 = x4.principal.encode()
            if len(b5) + 1 < 128:
                out.append(_B1[len(b5) + 1])
            else:
                out.append(_string_length(len(b5) + 1))
            out.append(b5)
            b6 = x4.host.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_string_length(len(b6) + 1))
            out.append(b6)
            out.append(_P1(x4.operation, x4.permission_type))
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(b'\x00')
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DescribeAclsRequest.DECODERS = {0: _d_DescribeAclsRequest_v0, 1: _d_DescribeAclsRequest_v1, 2: _d_DescribeAclsRequest_v2, 3: _d_DescribeAclsRequest_v2}
DescribeAclsRequest.ENCODERS = {0: _e_DescribeAclsRequest_v0, 1: _e_DescribeAclsRequest_v1, 2: _e_DescribeAclsRequest_v2, 3: _e_DescribeAclsRequest_v2}
_bind_decode(DescribeAclsRequest)

DescribeAclsResponse.DECODERS = {0: _d_DescribeAclsResponse_v0, 1: _d_DescribeAclsResponse_v1, 2: _d_DescribeAclsResponse_v2, 3: _d_DescribeAclsResponse_v2}
DescribeAclsResponse.ENCODERS = {0: _e_DescribeAclsResponse_v0, 1: _e_DescribeAclsResponse_v1, 2: _e_DescribeAclsResponse_v2, 3: _e_DescribeAclsResponse_v2}
_bind_decode(DescribeAclsResponse)
