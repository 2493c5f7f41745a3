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
                f_resource_type_4 = _S0(buf, pos)[0]
                pos += 1
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_resource_name_5 = buf[pos:e12].decode()
                    pos = e12
                n13 = _uh(buf, pos)[0]
                pos += 2
                if n13 < 0:
                    raise _negative(pos)
                else:
                    e14 = pos + n13
                    if e14 > end:
                        raise _short(pos)
                    f_principal_7 = buf[pos:e14].decode()
                    pos = e14
                n15 = _uh(buf, pos)[0]
                pos += 2
                if n15 < 0:
                    raise _negative(pos)
                else:
                    e16 = pos + n15
                    if e16 > end:
                        raise _short(pos)
                    f_host_8 = buf[pos:e16].decode()
                    pos = e16
                f_operation_9, f_permission_type_10 = _S1(buf, pos)
                pos += 2
                x3 = _new(AclCreation)
                x3.resource_type = f_resource_type_4
                x3.resource_name = f_resource_name_5
                x3.resource_pattern_type = 3
                x3.principal = f_principal_7
                x3.host = f_host_8
                x3.operation = f_operation_9
                x3.permission_type = f_permission_type_10
                x3.unknown_tags = None
                f_creations_1.append(x3)
    o = _new(CreateAclsRequest)
    o.creations = f_creations_1
    o.unknown_tags = None
    return o, pos


def _d_CreateAclsRequest_v1(buf: bytes, pos: int, end: int) -> tuple[CreateAclsRequest, int]:
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
                f_resource_type_4 = _S0(buf, pos)[0]
                pos += 1
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_resource_name_5 = buf[pos:e12].decode()
                    pos = e12
                f_resource_pattern_type_6 = _S0(buf, pos)[0]
                pos += 1
                n13 = _uh(buf, pos)[0]
                pos += 2
                if n13 < 0:
                    raise _negative(pos)
                else:
                    e14 = pos + n13
                    if e14 > end:
                        raise _short(pos)
                    f_principal_7 = buf[pos:e14].decode()
                    pos = e14
                n15 = _uh(buf, pos)[0]
                pos += 2
                if n15 < 0:
                    raise _negative(pos)
                else:
                    e16 = pos + n15
                    if e16 > end:
                        raise _short(pos)
                    f_host_8 = buf[pos:e16].decode()
                    pos = e16
                f_operation_9, f_permission_type_10 = _S1(buf, pos)
                pos += 2
                x3 = _new(AclCreation)
                x3.resource_type = f_resource_type_4
                x3.resource_name = f_resource_name_5
                x3.resource_pattern_type = f_resource_pattern_type_6
                x3.principal = f_principal_7
                x3.host = f_host_8
                x3.operation = f_operation_9
                x3.permission_type = f_permission_type_10
                x3.unknown_tags = None
                f_creations_1.append(x3)
    o = _new(CreateAclsRequest)
    o.creations = f_creations_1
    o.unknown_tags = None
    return o, pos


def _d_CreateAclsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[CreateAclsRequest, int]:
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
                f_resource_type_4, pk11 = _S2(buf, pos)
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
                    f_resource_name_5 = buf[pos:e12].decode()
                    pos = e12
                f_resource_pattern_type_6, pk13 = _S2(buf, pos)
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
                    f_principal_7 = buf[pos:e14].decode()
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
                    f_host_8 = buf[pos:e16].decode()
                    pos = e16
                f_operation_9, f_permission_type_10, pk17 = _S3(buf, pos)
                pos += 3
                if pk17:
                    u18, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u18 = None
                x3 = _new(AclCreation)
                x3.resource_type = f_resource_type_4
                x3.resource_name = f_resource_name_5
                x3.resource_pattern_type = f_resource_pattern_type_6
                x3.principal = f_principal_7
                x3.host = f_host_8
                x3.operation = f_operation_9
                x3.permission_type = f_permission_type_10
                x3.unknown_tags = u18
                f_creations_1.append(x3)
    if buf[pos]:
        u19, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u19 = None
    o = _new(CreateAclsRequest)
    o.creations = f_creations_1
    o.unknown_tags = u19
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
    f_throttle_time_ms_1 = _S4(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_results_2 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                f_error_code_5 = _S5(buf, pos)[0]
                pos += 2
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 == -1:
                    f_error_message_6 = None
                elif n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    f_error_message_6 = buf[pos:e8].decode()
                    pos = e8
                x4 = _new(AclCreationResult)
                x4.error_code = f_error_code_5
                x4.error_message = f_error_message_6
                x4.unknown_tags = None
                f_results_2.append(x4)
    o = _new(CreateAclsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.results = f_results_2
    o.unknown_tags = None
    return o, pos


def _d_CreateAclsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[CreateAclsResponse, int]:
    f_throttle_time_ms_1, pk3 = _S6(buf, pos)
    pos += 5
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 < 0:
        raise _negative(pos)
    else:
        if pk3 * 4 > end - pos:
            raise _short(pos)
        f_results_2 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                f_error_code_5, pk7 = _S7(buf, pos)
                pos += 3
                if pk7 < 128:
                    pk7 -= 1
                elif buf[pos] < 128:
                    pk7 = pk7 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk7, pos = _string_uvarint(buf, pos - 1)
                    pk7 -= 1
                if pk7 == -1:
                    f_error_message_6 = None
                else:
                    e8 = pos + pk7
                    if e8 > end:
                        raise _short(pos)
                    f_error_message_6 = buf[pos:e8].decode()
                    pos = e8
                if buf[pos]:
                    u9, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u9 = None
                x4 = _new(AclCreationResult)
                x4.error_code = f_error_code_5
                x4.error_message = f_error_message_6
                x4.unknown_tags = u9
                f_results_2.append(x4)
    if buf[pos]:
        u10, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u10 = None
    o = _new(CreateAclsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.results = f_results_2
    o.unknown_tags = u10
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
