# generated from defs/030-create-acls.kw; do not edit
"""CreateAcls: API key 30, versions 0..3, flexible from 2."""

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

__all__ = ['AclCreation', 'AclCreationResult', 'CreateAclsRequest', 'CreateAclsResponse']

_S0 = _Struct('>b').unpack_from
_P0 = _Struct('>b').pack
_S1 = _Struct('>bb').unpack_from
_P1 = _Struct('>bb').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack
_S3 = _Struct('>h').unpack_from
_P3 = _Struct('>h').pack


class AclCreation(Struct):
    """Element AclCreation of CreateAcls."""

    __slots__ = ('resource_type', 'resource_name', 'resource_pattern_type', 'principal', 'host', 'operation', 'permission_type')
    resource_type: int
    resource_name: str
    resource_pattern_type: int
    principal: str
    host: str
    operation: int
    permission_type: int

    def __init__(
        self,
        resource_type: int = 0,
        resource_name: str = "",
        resource_pattern_type: int = 3,
        principal: str = "",
        host: str = "",
        operation: int = 0,
        permission_type: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.resource_type = resource_type
        self.resource_name = resource_name
        self.resource_pattern_type = resource_pattern_type
        self.principal = principal
        self.host = host
        self.operation = operation
        self.permission_type = permission_type
        self.unknown_tags = unknown_tags


class CreateAclsRequest(Message):
    """CreateAcls request (API key 30), versions 0..3."""

    __slots__ = ('creations',)
    API_KEY = 30
    API_NAME = 'CreateAcls'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_FROM = 2
    creations: list[AclCreation]

    def __init__(
        self,
        creations: list[AclCreation] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.creations = [] if creations is DEFAULT else creations
        self.unknown_tags = unknown_tags


class AclCreationResult(Struct):
    """Element AclCreationResult of CreateAcls."""

    __slots__ = ('error_code', 'error_message')
    error_code: int
    error_message: str | None

    def __init__(
        self,
        error_code: int = 0,
        error_message: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags


class CreateAclsResponse(Message):
    """CreateAcls response (API key 30), versions 0..3."""

    __slots__ = ('throttle_time_ms', 'results')
    API_KEY = 30
    API_NAME = 'CreateAcls'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_FROM = 2
    throttle_time_ms: int
    results: list[AclCreationResult]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        results: list[AclCreationResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is DEFAULT else results
        self.unknown_tags = unknown_tags

AclCreation.FIELDS = (
    FieldSpec('resource_type', 'prim', 'int8', (0, 3), None, 0),
    FieldSpec('resource_name', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('resource_pattern_type', 'prim', 'int8', (1, 3), None, 3),
    FieldSpec('principal', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('host', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('operation', 'prim', 'int8', (0, 3), None, 0),
    FieldSpec('permission_type', 'prim', 'int8', (0, 3), None, 0),
)

CreateAclsRequest.FIELDS = (
    FieldSpec('creations', 'array', 'AclCreation', (0, 3), None, DEFAULT, struct=AclCreation),
)

AclCreationResult.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 3), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 3), (0, 3), ""),
)

CreateAclsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 3), None, 0),
    FieldSpec('results', 'array', 'AclCreationResult', (0, 3), None, DEFAULT, struct=AclCreationResult),
)


def _d_AclCreation_v0(buf: memoryview, pos: int, end: int) -> tuple[AclCreation, int]:
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
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_principal = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_host = str(buf[pos:e6], 'utf-8')
        pos = e6
    f_operation, f_permission_type = _S1(buf, pos)
    pos += 2
    return AclCreation(f_resource_type, f_resource_name, 3, f_principal, f_host, f_operation, f_permission_type, None), pos


def _d_CreateAclsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[CreateAclsRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 9 > end - pos:
            raise _short(pos)
        f_creations = []
        ap2 = f_creations.append
        for _ in range(n1):
            x3, pos = _d_AclCreation_v0(buf, pos, end)
            ap2(x3)
    return CreateAclsRequest(f_creations, None), pos


def _d_AclCreation_v1(buf: memoryview, pos: int, end: int) -> tuple[AclCreation, int]:
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
    f_resource_pattern_type = _S0(buf, pos)[0]
    pos += 1
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_principal = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_host = str(buf[pos:e6], 'utf-8')
        pos = e6
    f_operation, f_permission_type = _S1(buf, pos)
    pos += 2
    return AclCreation(f_resource_type, f_resource_name, f_resource_pattern_type, f_principal, f_host, f_operation, f_permission_type, None), pos


def _d_CreateAclsRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[CreateAclsRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 10 > end - pos:
            raise _short(pos)
        f_creations = []
        ap2 = f_creations.append
        for _ in range(n1):
            x3, pos = _d_AclCreation_v1(buf, pos, end)
            ap2(x3)
    return CreateAclsRequest(f_creations, None), pos


def _d_AclCreation_v2(buf: memoryview, pos: int, end: int) -> tuple[AclCreation, int]:
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
    f_resource_pattern_type = _S0(buf, pos)[0]
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
        f_principal = str(buf[pos:e4], 'utf-8')
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
        f_host = str(buf[pos:e6], 'utf-8')
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
    return AclCreation(f_resource_type, f_resource_name, f_resource_pattern_type, f_principal, f_host, f_operation, f_permission_type, u), pos


def _d_CreateAclsRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[CreateAclsRequest, int]:
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
        f_creations = []
        ap2 = f_creations.append
        for _ in range(n1):
            x3, pos = _d_AclCreation_v2(buf, pos, end)
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
    return CreateAclsRequest(f_creations, u), pos


def _e_AclCreation_v0(o: AclCreation, out: bytearray) -> None:
    if o.resource_pattern_type != 3:
        raise _absent('AclCreation', 'resource_pattern_type', 0)
    out += _P0(o.resource_type)
    b1 = o.resource_name.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.principal.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.host.encode()
    out += _Ph(len(b3))
    out += b3
    out += _P1(o.operation, o.permission_type)


def _e_CreateAclsRequest_v0(o: CreateAclsRequest, out: bytearray) -> None:
    out += _Pi(len(o.creations))
    for x1 in o.creations:
        _e_AclCreation_v0(x1, out)


def _e_AclCreation_v1(o: AclCreation, out: bytearray) -> None:
    out += _P0(o.resource_type)
    b1 = o.resource_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.resource_pattern_type)
    b2 = o.principal.encode()
    out += _Ph(len(b2))
    out += b2
    b3 = o.host.encode()
    out += _Ph(len(b3))
    out += b3
    out += _P1(o.operation, o.permission_type)


def _e_CreateAclsRequest_v1(o: CreateAclsRequest, out: bytearray) -> None:
    out += _Pi(len(o.creations))
    for x1 in o.creations:
        _e_AclCreation_v1(x1, out)


def _e_AclCreation_v2(o: AclCreation, out: bytearray) -> None:
    out += _P0(o.resource_type)
    b1 = o.resource_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.resource_pattern_type)
    b2 = o.principal.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    b3 = o.host.encode()
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


def _e_CreateAclsRequest_v2(o: CreateAclsRequest, out: bytearray) -> None:
    if len(o.creations) + 1 < 128:
        out.append(len(o.creations) + 1)
    else:
        out += _encode_uvarint(len(o.creations) + 1)
    for x1 in o.creations:
        _e_AclCreation_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_AclCreationResult_v0(buf: memoryview, pos: int, end: int) -> tuple[AclCreationResult, int]:
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
    return AclCreationResult(f_error_code, f_error_message, None), pos


def _d_CreateAclsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[CreateAclsResponse, int]:
    f_throttle_time_ms = _S2(buf, pos)[0]
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
            x3, pos = _d_AclCreationResult_v0(buf, pos, end)
            ap2(x3)
    return CreateAclsResponse(f_throttle_time_ms, f_results, None), pos


def _d_AclCreationResult_v2(buf: memoryview, pos: int, end: int) -> tuple[AclCreationResult, int]:
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
    return AclCreationResult(f_error_code, f_error_message, u), pos


def _d_CreateAclsResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[CreateAclsResponse, int]:
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
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_results = []
        ap2 = f_results.append
        for _ in range(n1):
            x3, pos = _d_AclCreationResult_v2(buf, pos, end)
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
    return CreateAclsResponse(f_throttle_time_ms, f_results, u), pos


def _e_AclCreationResult_v0(o: AclCreationResult, out: bytearray) -> None:
    out += _P3(o.error_code)
    if o.error_message is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out += _Ph(len(b1))
        out += b1


def _e_CreateAclsResponse_v0(o: CreateAclsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    out += _Pi(len(o.results))
    for x1 in o.results:
        _e_AclCreationResult_v0(x1, out)


def _e_AclCreationResult_v2(o: AclCreationResult, out: bytearray) -> None:
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
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_CreateAclsResponse_v2(o: CreateAclsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        _e_AclCreationResult_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


CreateAclsRequest.DECODERS = (_d_CreateAclsRequest_v0, _d_CreateAclsRequest_v1, _d_CreateAclsRequest_v2, _d_CreateAclsRequest_v2,)
CreateAclsRequest.ENCODERS = (_e_CreateAclsRequest_v0, _e_CreateAclsRequest_v1, _e_CreateAclsRequest_v2, _e_CreateAclsRequest_v2,)

CreateAclsResponse.DECODERS = (_d_CreateAclsResponse_v0, _d_CreateAclsResponse_v0, _d_CreateAclsResponse_v2, _d_CreateAclsResponse_v2,)
CreateAclsResponse.ENCODERS = (_e_CreateAclsResponse_v0, _e_CreateAclsResponse_v0, _e_CreateAclsResponse_v2, _e_CreateAclsResponse_v2,)
