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

__all__ = ['AclCreation', 'AclCreationResult', 'CreateAclsRequest', 'CreateAclsResponse']

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


class CreateAclsRequest(Request["CreateAclsResponse"]):
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


def _d_CreateAclsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[CreateAclsRequest, int]:
    o = _new(CreateAclsRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 9 > end - pos:
            raise _short(pos)
        f_creations_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(AclCreation)
                x3.resource_type = _S0(buf, pos)[0]
                pos += 1
                n4 = _uh(buf, pos)[0]
                pos += 2
                if n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.resource_name = buf[pos:e5].decode()
                    pos = e5
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.principal = buf[pos:e7].decode()
                    pos = e7
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x3.host = buf[pos:e9].decode()
                    pos = e9
                x3.operation, x3.permission_type = _S1(buf, pos)
                pos += 2
                x3.resource_pattern_type = 3
                x3.unknown_tags = None
                f_creations_1.append(x3)
    o.creations = f_creations_1
    o.unknown_tags = None
    return o, pos


def _d_CreateAclsRequest_v1(buf: bytes, pos: int, end: int) -> tuple[CreateAclsRequest, int]:
    o = _new(CreateAclsRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 10 > end - pos:
            raise _short(pos)
        f_creations_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(AclCreation)
                x3.resource_type = _S0(buf, pos)[0]
                pos += 1
                n4 = _uh(buf, pos)[0]
                pos += 2
                if n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.resource_name = buf[pos:e5].decode()
                    pos = e5
                x3.resource_pattern_type = _S0(buf, pos)[0]
                pos += 1
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.principal = buf[pos:e7].decode()
                    pos = e7
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x3.host = buf[pos:e9].decode()
                    pos = e9
                x3.operation, x3.permission_type = _S1(buf, pos)
                pos += 2
                x3.unknown_tags = None
                f_creations_1.append(x3)
    o.creations = f_creations_1
    o.unknown_tags = None
    return o, pos


def _d_CreateAclsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[CreateAclsRequest, int]:
    o = _new(CreateAclsRequest)
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
        f_creations_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(AclCreation)
                x3.resource_type, pk4 = _S2(buf, pos)
                pos += 2
                if pk4 < 128:
                    pk4 -= 1
                elif buf[pos] < 128:
                    pk4 = pk4 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk4, pos = _string_uvarint(buf, pos - 1)
                    pk4 -= 1
                if pk4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + pk4
                    if e5 > end:
                        raise _short(pos)
                    x3.resource_name = buf[pos:e5].decode()
                    pos = e5
                x3.resource_pattern_type, pk6 = _S2(buf, pos)
                pos += 2
                if pk6 < 128:
                    pk6 -= 1
                elif buf[pos] < 128:
                    pk6 = pk6 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk6, pos = _string_uvarint(buf, pos - 1)
                    pk6 -= 1
                if pk6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + pk6
                    if e7 > end:
                        raise _short(pos)
                    x3.principal = buf[pos:e7].decode()
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
                    x3.host = buf[pos:e9].decode()
                    pos = e9
                x3.operation, x3.permission_type, pk10 = _S3(buf, pos)
                pos += 3
                if pk10:
                    u11, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u11 = None
                x3.unknown_tags = u11
                f_creations_1.append(x3)
    if buf[pos]:
        u12, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u12 = None
    o.creations = f_creations_1
    o.unknown_tags = u12
    return o, pos


def _e_CreateAclsRequest_v0(o: CreateAclsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('CreateAclsRequest', 0)
    if type(o.creations) is not list:
        _check_list(o.creations)
    out.append(_Pi(len(o.creations)))
    for x1 in o.creations:
        if x1.resource_pattern_type != 3:
            raise _absent('AclCreation', 'resource_pattern_type', 0)
        if x1.unknown_tags:
            raise _untagged('AclCreation', 0)
        out.append(_P0(x1.resource_type))
        b2 = x1.resource_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        b3 = x1.principal.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        b4 = x1.host.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        out.append(_P1(x1.operation, x1.permission_type))


def _e_CreateAclsRequest_v1(o: CreateAclsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('CreateAclsRequest', 1)
    if type(o.creations) is not list:
        _check_list(o.creations)
    out.append(_Pi(len(o.creations)))
    for x1 in o.creations:
        if x1.unknown_tags:
            raise _untagged('AclCreation', 1)
        out.append(_P0(x1.resource_type))
        b2 = x1.resource_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P0(x1.resource_pattern_type))
        b3 = x1.principal.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        b4 = x1.host.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        out.append(_P1(x1.operation, x1.permission_type))


def _e_CreateAclsRequest_v2(o: CreateAclsRequest, out: list[bytes]) -> None:
    if type(o.creations) is not list:
        _check_list(o.creations)
    if len(o.creations) + 1 < 128:
        out.append(_B1[len(o.creations) + 1])
    else:
        out.append(_encode_uvarint(len(o.creations) + 1))
    for x1 in o.creations:
        out.append(_P0(x1.resource_type))
        b2 = x1.resource_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P0(x1.resource_pattern_type))
        b3 = x1.principal.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        b4 = x1.host.encode()
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


def _d_CreateAclsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[CreateAclsResponse, int]:
    o = _new(CreateAclsResponse)
    o.throttle_time_ms = _S4(buf, pos)[0]
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
                x3 = _new(AclCreationResult)
                x3.error_code = _S5(buf, pos)[0]
                pos += 2
                n4 = _uh(buf, pos)[0]
                pos += 2
                if n4 == -1:
                    x3.error_message = None
                elif n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e5].decode()
                    pos = e5
                x3.unknown_tags = None
                f_results_1.append(x3)
    o.results = f_results_1
    o.unknown_tags = None
    return o, pos


def _d_CreateAclsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[CreateAclsResponse, int]:
    o = _new(CreateAclsResponse)
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
        if pk2 * 4 > end - pos:
            raise _short(pos)
        f_results_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(AclCreationResult)
                x3.error_code, pk4 = _S7(buf, pos)
                pos += 3
                if pk4 < 128:
                    pk4 -= 1
                elif buf[pos] < 128:
                    pk4 = pk4 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk4, pos = _string_uvarint(buf, pos - 1)
                    pk4 -= 1
                if pk4 == -1:
                    x3.error_message = None
                else:
                    e5 = pos + pk4
                    if e5 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e5].decode()
                    pos = e5
                if buf[pos]:
                    u6, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u6 = None
                x3.unknown_tags = u6
                f_results_1.append(x3)
    if buf[pos]:
        u7, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u7 = None
    o.results = f_results_1
    o.unknown_tags = u7
    return o, pos


def _e_CreateAclsResponse_v0(o: CreateAclsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('CreateAclsResponse', 0)
    out.append(_P4(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    out.append(_Pi(len(o.results)))
    for x1 in o.results:
        if x1.unknown_tags:
            raise _untagged('AclCreationResult', 0)
        out.append(_P5(x1.error_code))
        if x1.error_message is None:
            out.append(b'\xff\xff')
        else:
            b2 = x1.error_message.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)


def _e_CreateAclsResponse_v1(o: CreateAclsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('CreateAclsResponse', 1)
    out.append(_P4(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    out.append(_Pi(len(o.results)))
    for x1 in o.results:
        if x1.unknown_tags:
            raise _untagged('AclCreationResult', 1)
        out.append(_P5(x1.error_code))
        if x1.error_message is None:
            out.append(b'\xff\xff')
        else:
            b2 = x1.error_message.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)


def _e_CreateAclsResponse_v2(o: CreateAclsResponse, out: list[bytes]) -> None:
    out.append(_P4(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    if len(o.results) + 1 < 128:
        out.append(_B1[len(o.results) + 1])
    else:
        out.append(_encode_uvarint(len(o.results) + 1))
    for x1 in o.results:
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
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


CreateAclsRequest.DECODERS = {0: _d_CreateAclsRequest_v0, 1: _d_CreateAclsRequest_v1, 2: _d_CreateAclsRequest_v2, 3: _d_CreateAclsRequest_v2}
CreateAclsRequest.ENCODERS = {0: _e_CreateAclsRequest_v0, 1: _e_CreateAclsRequest_v1, 2: _e_CreateAclsRequest_v2, 3: _e_CreateAclsRequest_v2}
_bind_decode(CreateAclsRequest)

CreateAclsResponse.DECODERS = {0: _d_CreateAclsResponse_v0, 1: _d_CreateAclsResponse_v0, 2: _d_CreateAclsResponse_v2, 3: _d_CreateAclsResponse_v2}
CreateAclsResponse.ENCODERS = {0: _e_CreateAclsResponse_v0, 1: _e_CreateAclsResponse_v1, 2: _e_CreateAclsResponse_v2, 3: _e_CreateAclsResponse_v2}
_bind_decode(CreateAclsResponse)
