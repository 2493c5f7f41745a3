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
    _encode_uvarint,
    _make_uuid,
    _negative,
    _new,
    _Ph,
    _Pi,
    _short,
    _tag_order,
    _tag_size,
    _i32s,
    _uh,
    _unknown_tags,
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


def _d_CreateAclsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[CreateAclsRequest, int]:
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 9 > end - pos:
            raise _short(pos)
        f_creations_1 = []
        ap3 = f_creations_1.append
        for _ in range(n2):
            f_resource_type_5 = _S0(buf, pos)[0]
            pos += 1
            n12 = _uh(buf, pos)[0]
            pos += 2
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_resource_name_6 = buf[pos:e13].decode()
                pos = e13
            n14 = _uh(buf, pos)[0]
            pos += 2
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_principal_8 = buf[pos:e15].decode()
                pos = e15
            n16 = _uh(buf, pos)[0]
            pos += 2
            if n16 < 0:
                raise _negative(pos)
            else:
                e17 = pos + n16
                if e17 > end:
                    raise _short(pos)
                f_host_9 = buf[pos:e17].decode()
                pos = e17
            f_operation_10, f_permission_type_11 = _S1(buf, pos)
            pos += 2
            x4 = _new(AclCreation)
            x4.resource_type = f_resource_type_5
            x4.resource_name = f_resource_name_6
            x4.resource_pattern_type = 3
            x4.principal = f_principal_8
            x4.host = f_host_9
            x4.operation = f_operation_10
            x4.permission_type = f_permission_type_11
            x4.unknown_tags = None
            ap3(x4)
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
        ap3 = f_creations_1.append
        for _ in range(n2):
            f_resource_type_5 = _S0(buf, pos)[0]
            pos += 1
            n12 = _uh(buf, pos)[0]
            pos += 2
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_resource_name_6 = buf[pos:e13].decode()
                pos = e13
            f_resource_pattern_type_7 = _S0(buf, pos)[0]
            pos += 1
            n14 = _uh(buf, pos)[0]
            pos += 2
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_principal_8 = buf[pos:e15].decode()
                pos = e15
            n16 = _uh(buf, pos)[0]
            pos += 2
            if n16 < 0:
                raise _negative(pos)
            else:
                e17 = pos + n16
                if e17 > end:
                    raise _short(pos)
                f_host_9 = buf[pos:e17].decode()
                pos = e17
            f_operation_10, f_permission_type_11 = _S1(buf, pos)
            pos += 2
            x4 = _new(AclCreation)
            x4.resource_type = f_resource_type_5
            x4.resource_name = f_resource_name_6
            x4.resource_pattern_type = f_resource_pattern_type_7
            x4.principal = f_principal_8
            x4.host = f_host_9
            x4.operation = f_operation_10
            x4.permission_type = f_permission_type_11
            x4.unknown_tags = None
            ap3(x4)
    o = _new(CreateAclsRequest)
    o.creations = f_creations_1
    o.unknown_tags = None
    return o, pos


def _d_CreateAclsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[CreateAclsRequest, int]:
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n2 = (n2 & 127) | (buf[pos + 1] << 7)
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
        ap3 = f_creations_1.append
        for _ in range(n2):
            f_resource_type_5 = _S0(buf, pos)[0]
            pos += 1
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_resource_name_6 = buf[pos:e13].decode()
                pos = e13
            f_resource_pattern_type_7 = _S0(buf, pos)[0]
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
                f_principal_8 = buf[pos:e15].decode()
                pos = e15
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
                e17 = pos + n16
                if e17 > end:
                    raise _short(pos)
                f_host_9 = buf[pos:e17].decode()
                pos = e17
            f_operation_10, f_permission_type_11 = _S1(buf, pos)
            pos += 2
            if buf[pos]:
                u18, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u18 = None
            x4 = _new(AclCreation)
            x4.resource_type = f_resource_type_5
            x4.resource_name = f_resource_name_6
            x4.resource_pattern_type = f_resource_pattern_type_7
            x4.principal = f_principal_8
            x4.host = f_host_9
            x4.operation = f_operation_10
            x4.permission_type = f_permission_type_11
            x4.unknown_tags = u18
            ap3(x4)
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
    out.append(_Pi(len(o.creations)))
    for x1 in o.creations:
        if x1.resource_pattern_type != 3:
            raise _absent('AclCreation', 'resource_pattern_type', 0)
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
    out.append(_Pi(len(o.creations)))
    for x1 in o.creations:
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
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        out.append(_P0(x1.resource_pattern_type))
        b3 = x1.principal.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_encode_uvarint(len(b3) + 1))
        out.append(b3)
        b4 = x1.host.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_encode_uvarint(len(b4) + 1))
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
    f_throttle_time_ms_1 = _S2(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_results_2 = []
        ap4 = f_results_2.append
        for _ in range(n3):
            f_error_code_6 = _S3(buf, pos)[0]
            pos += 2
            n8 = _uh(buf, pos)[0]
            pos += 2
            if n8 == -1:
                f_error_message_7 = None
            elif n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_error_message_7 = buf[pos:e9].decode()
                pos = e9
            x5 = _new(AclCreationResult)
            x5.error_code = f_error_code_6
            x5.error_message = f_error_message_7
            x5.unknown_tags = None
            ap4(x5)
    o = _new(CreateAclsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.results = f_results_2
    o.unknown_tags = None
    return o, pos


def _d_CreateAclsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[CreateAclsResponse, int]:
    f_throttle_time_ms_1 = _S2(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n3 = (n3 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_results_2 = []
        ap4 = f_results_2.append
        for _ in range(n3):
            f_error_code_6 = _S3(buf, pos)[0]
            pos += 2
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
                f_error_message_7 = None
            elif n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_error_message_7 = buf[pos:e9].decode()
                pos = e9
            if buf[pos]:
                u10, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u10 = None
            x5 = _new(AclCreationResult)
            x5.error_code = f_error_code_6
            x5.error_message = f_error_message_7
            x5.unknown_tags = u10
            ap4(x5)
    if buf[pos]:
        u11, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u11 = None
    o = _new(CreateAclsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.results = f_results_2
    o.unknown_tags = u11
    return o, pos


def _e_CreateAclsResponse_v0(o: CreateAclsResponse, out: list[bytes]) -> None:
    out.append(_P2(o.throttle_time_ms))
    out.append(_Pi(len(o.results)))
    for x1 in o.results:
        out.append(_P3(x1.error_code))
        if x1.error_message is None:
            out.append(b'\xff\xff')
        else:
            b2 = x1.error_message.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)


def _e_CreateAclsResponse_v2(o: CreateAclsResponse, out: list[bytes]) -> None:
    out.append(_P2(o.throttle_time_ms))
    if len(o.results) + 1 < 128:
        out.append(_B1[len(o.results) + 1])
    else:
        out.append(_encode_uvarint(len(o.results) + 1))
    for x1 in o.results:
        out.append(_P3(x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b2 = x1.error_message.encode()
            if len(b2) + 1 < 128:
                out.append(_B1[len(b2) + 1])
            else:
                out.append(_encode_uvarint(len(b2) + 1))
            out.append(b2)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


CreateAclsRequest.DECODERS = (_d_CreateAclsRequest_v0, _d_CreateAclsRequest_v1, _d_CreateAclsRequest_v2, _d_CreateAclsRequest_v2,)
CreateAclsRequest.ENCODERS = (_e_CreateAclsRequest_v0, _e_CreateAclsRequest_v1, _e_CreateAclsRequest_v2, _e_CreateAclsRequest_v2,)

CreateAclsResponse.DECODERS = (_d_CreateAclsResponse_v0, _d_CreateAclsResponse_v0, _d_CreateAclsResponse_v2, _d_CreateAclsResponse_v2,)
CreateAclsResponse.ENCODERS = (_e_CreateAclsResponse_v0, _e_CreateAclsResponse_v0, _e_CreateAclsResponse_v2, _e_CreateAclsResponse_v2,)
