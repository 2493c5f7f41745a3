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
    o = _new(DescribeAclsRequest)
    o.resource_type_filter = _S0(buf, pos)[0]
    pos += 1
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        o.resource_name_filter = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.resource_name_filter = buf[pos:e2].decode()
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 == -1:
        o.principal_filter = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.principal_filter = buf[pos:e4].decode()
        pos = e4
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 == -1:
        o.host_filter = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        o.host_filter = buf[pos:e6].decode()
        pos = e6
    o.operation, o.permission_type = _S1(buf, pos)
    pos += 2
    o.pattern_type_filter = 3
    o.unknown_tags = None
    return o, pos


def _d_DescribeAclsRequest_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeAclsRequest, int]:
    o = _new(DescribeAclsRequest)
    o.resource_type_filter = _S0(buf, pos)[0]
    pos += 1
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        o.resource_name_filter = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.resource_name_filter = buf[pos:e2].decode()
        pos = e2
    o.pattern_type_filter = _S0(buf, pos)[0]
    pos += 1
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 == -1:
        o.principal_filter = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.principal_filter = buf[pos:e4].decode()
        pos = e4
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 == -1:
        o.host_filter = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        o.host_filter = buf[pos:e6].decode()
        pos = e6
    o.operation, o.permission_type = _S1(buf, pos)
    pos += 2
    o.unknown_tags = None
    return o, pos


def _d_DescribeAclsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeAclsRequest, int]:
    o = _new(DescribeAclsRequest)
    o.resource_type_filter, pk1 = _S2(buf, pos)
    pos += 2
    if pk1 < 128:
        pk1 -= 1
    elif buf[pos] < 128:
        pk1 = pk1 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk1, pos = _string_uvarint(buf, pos - 1)
        pk1 -= 1
    if pk1 == -1:
        o.resource_name_filter = None
    else:
        e2 = pos + pk1
        if e2 > end:
            raise _short(pos)
        o.resource_name_filter = buf[pos:e2].decode()
        pos = e2
    o.pattern_type_filter, pk3 = _S2(buf, pos)
    pos += 2
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _string_uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 == -1:
        o.principal_filter = None
    else:
        e4 = pos + pk3
        if e4 > end:
            raise _short(pos)
        o.principal_filter = buf[pos:e4].decode()
        pos = e4
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
    if n5 == -1:
        o.host_filter = None
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        o.host_filter = buf[pos:e6].decode()
        pos = e6
    o.operation, o.permission_type, pk7 = _S3(buf, pos)
    pos += 3
    if pk7:
        u8, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u8 = None
    o.unknown_tags = u8
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
    o = _new(DescribeAclsResponse)
    o.throttle_time_ms, o.error_code = _S4(buf, pos)
    pos += 6
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 == -1:
        o.error_message = None
    elif n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.error_message = buf[pos:e3].decode()
        pos = e3
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 7 > end - pos:
            raise _short(pos)
        f_resources_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(DescribeAclsResource)
                x5.resource_type = _S0(buf, pos)[0]
                pos += 1
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x5.resource_name = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 6 > end - pos:
                        raise _short(pos)
                    f_acls_6 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(AclDescription)
                            n11 = _uh(buf, pos)[0]
                            pos += 2
                            if n11 < 0:
                                raise _negative(pos)
                            else:
                                e12 = pos + n11
                                if e12 > end:
                                    raise _short(pos)
                                x10.principal = buf[pos:e12].decode()
                                pos = e12
                            n13 = _uh(buf, pos)[0]
                            pos += 2
                            if n13 < 0:
                                raise _negative(pos)
                            else:
                                e14 = pos + n13
                                if e14 > end:
                                    raise _short(pos)
                                x10.host = buf[pos:e14].decode()
                                pos = e14
                            x10.operation, x10.permission_type = _S1(buf, pos)
                            pos += 2
                            x10.unknown_tags = None
                            f_acls_6.append(x10)
                x5.pattern_type = 3
                x5.acls = f_acls_6
                x5.unknown_tags = None
                f_resources_1.append(x5)
    o.resources = f_resources_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeAclsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeAclsResponse, int]:
    o = _new(DescribeAclsResponse)
    o.throttle_time_ms, o.error_code = _S4(buf, pos)
    pos += 6
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 == -1:
        o.error_message = None
    elif n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.error_message = buf[pos:e3].decode()
        pos = e3
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 8 > end - pos:
            raise _short(pos)
        f_resources_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(DescribeAclsResource)
                x5.resource_type = _S0(buf, pos)[0]
                pos += 1
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x5.resource_name = buf[pos:e8].decode()
                    pos = e8
                x5.pattern_type = _S0(buf, pos)[0]
                pos += 1
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 6 > end - pos:
                        raise _short(pos)
                    f_acls_6 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(AclDescription)
                            n11 = _uh(buf, pos)[0]
                            pos += 2
                            if n11 < 0:
                                raise _negative(pos)
                            else:
                                e12 = pos + n11
                                if e12 > end:
                                    raise _short(pos)
                                x10.principal = buf[pos:e12].decode()
                                pos = e12
                            n13 = _uh(buf, pos)[0]
                            pos += 2
                            if n13 < 0:
                                raise _negative(pos)
                            else:
                                e14 = pos + n13
                                if e14 > end:
                                    raise _short(pos)
                                x10.host = buf[pos:e14].decode()
                                pos = e14
                            x10.operation, x10.permission_type = _S1(buf, pos)
                            pos += 2
                            x10.unknown_tags = None
                            f_acls_6.append(x10)
                x5.acls = f_acls_6
                x5.unknown_tags = None
                f_resources_1.append(x5)
    o.resources = f_resources_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeAclsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeAclsResponse, int]:
    o = _new(DescribeAclsResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S5(buf, pos)
    pos += 7
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _string_uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 == -1:
        o.error_message = None
    else:
        e3 = pos + pk2
        if e3 > end:
            raise _short(pos)
        o.error_message = buf[pos:e3].decode()
        pos = e3
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
        n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 5 > end - pos:
            raise _short(pos)
        f_resources_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(DescribeAclsResource)
                x5.resource_type, pk7 = _S2(buf, pos)
                pos += 2
                if pk7 < 128:
                    pk7 -= 1
                elif buf[pos] < 128:
                    pk7 = pk7 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk7, pos = _string_uvarint(buf, pos - 1)
                    pk7 -= 1
                if pk7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + pk7
                    if e8 > end:
                        raise _short(pos)
                    x5.resource_name = buf[pos:e8].decode()
                    pos = e8
                x5.pattern_type, pk9 = _S2(buf, pos)
                pos += 2
                if pk9 < 128:
                    pk9 -= 1
                elif buf[pos] < 128:
                    pk9 = pk9 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk9, pos = _uvarint(buf, pos - 1)
                    pk9 -= 1
                if pk9 < 0:
                    raise _negative(pos)
                else:
                    if pk9 * 5 > end - pos:
                        raise _short(pos)
                    f_acls_6 = []
                    if pk9:
                        for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                            x10 = _new(AclDescription)
                            n11 = buf[pos]
                            if n11 < 128:
                                pos += 1
                                n11 -= 1
                            elif buf[pos + 1] < 128:
                                n11 = n11 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n11, pos = _string_uvarint(buf, pos)
                                n11 -= 1
                            if n11 < 0:
                                raise _negative(pos)
                            else:
                                e12 = pos + n11
                                if e12 > end:
                                    raise _short(pos)
                                x10.principal = buf[pos:e12].decode()
                                pos = e12
                            n13 = buf[pos]
                            if n13 < 128:
                                pos += 1
                                n13 -= 1
                            elif buf[pos + 1] < 128:
                                n13 = n13 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n13, pos = _string_uvarint(buf, pos)
                                n13 -= 1
                            if n13 < 0:
                                raise _negative(pos)
                            else:
                                e14 = pos + n13
                                if e14 > end:
                                    raise _short(pos)
                                x10.host = buf[pos:e14].decode()
                                pos = e14
                            x10.operation, x10.permission_type, pk15 = _S3(buf, pos)
                            pos += 3
                            if pk15:
                                u16, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u16 = None
                            x10.unknown_tags = u16
                            f_acls_6.append(x10)
                if buf[pos]:
                    u17, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u17 = None
                x5.acls = f_acls_6
                x5.unknown_tags = u17
                f_resources_1.append(x5)
    if buf[pos]:
        u18, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u18 = None
    o.resources = f_resources_1
    o.unknown_tags = u18
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
