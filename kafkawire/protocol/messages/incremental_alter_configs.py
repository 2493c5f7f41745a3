# generated from defs/044-incremental-alter-configs.kw; do not edit
"""IncrementalAlterConfigs: API key 44, versions 0..1, flexible from 1."""

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

__all__ = ['AlterConfigsResource', 'AlterConfigsResourceResponse', 'AlterableConfig', 'IncrementalAlterConfigsRequest', 'IncrementalAlterConfigsResponse']

_S0 = _Struct('>b').unpack_from
_P0 = _Struct('>b').pack
_S1 = _Struct('>?').unpack_from
_P1 = _Struct('>?').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack
_S3 = _Struct('>h').unpack_from
_P3 = _Struct('>h').pack


class AlterableConfig(Struct):
    """Element AlterableConfig of IncrementalAlterConfigs."""

    __slots__ = ('name', 'config_operation', 'value')
    name: str
    config_operation: int
    value: str | None

    def __init__(
        self,
        name: str = "",
        config_operation: int = 0,
        value: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.config_operation = config_operation
        self.value = value
        self.unknown_tags = unknown_tags


class AlterConfigsResource(Struct):
    """Element AlterConfigsResource of IncrementalAlterConfigs."""

    __slots__ = ('resource_type', 'resource_name', 'configs')
    resource_type: int
    resource_name: str
    configs: list[AlterableConfig]

    def __init__(
        self,
        resource_type: int = 0,
        resource_name: str = "",
        configs: list[AlterableConfig] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.resource_type = resource_type
        self.resource_name = resource_name
        self.configs = [] if configs is DEFAULT else configs
        self.unknown_tags = unknown_tags


class IncrementalAlterConfigsRequest(Message):
    """IncrementalAlterConfigs request (API key 44), versions 0..1."""

    __slots__ = ('resources', 'validate_only')
    API_KEY = 44
    API_NAME = 'IncrementalAlterConfigs'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 1
    resources: list[AlterConfigsResource]
    validate_only: bool

    def __init__(
        self,
        resources: list[AlterConfigsResource] = DEFAULT,
        validate_only: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.resources = [] if resources is DEFAULT else resources
        self.validate_only = validate_only
        self.unknown_tags = unknown_tags


class AlterConfigsResourceResponse(Struct):
    """Element AlterConfigsResourceResponse of IncrementalAlterConfigs."""

    __slots__ = ('error_code', 'error_message', 'resource_type', 'resource_name')
    error_code: int
    error_message: str | None
    resource_type: int
    resource_name: str

    def __init__(
        self,
        error_code: int = 0,
        error_message: str | None = "",
        resource_type: int = 0,
        resource_name: str = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.error_message = error_message
        self.resource_type = resource_type
        self.resource_name = resource_name
        self.unknown_tags = unknown_tags


class IncrementalAlterConfigsResponse(Message):
    """IncrementalAlterConfigs response (API key 44), versions 0..1."""

    __slots__ = ('throttle_time_ms', 'responses')
    API_KEY = 44
    API_NAME = 'IncrementalAlterConfigs'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 1
    throttle_time_ms: int
    responses: list[AlterConfigsResourceResponse]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        responses: list[AlterConfigsResourceResponse] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.responses = [] if responses is DEFAULT else responses
        self.unknown_tags = unknown_tags

AlterableConfig.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('config_operation', 'prim', 'int8', (0, 1), None, 0),
    FieldSpec('value', 'prim', 'string', (0, 1), (0, 1), ""),
)

AlterConfigsResource.FIELDS = (
    FieldSpec('resource_type', 'prim', 'int8', (0, 1), None, 0),
    FieldSpec('resource_name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('configs', 'array', 'AlterableConfig', (0, 1), None, DEFAULT, struct=AlterableConfig),
)

IncrementalAlterConfigsRequest.FIELDS = (
    FieldSpec('resources', 'array', 'AlterConfigsResource', (0, 1), None, DEFAULT, struct=AlterConfigsResource),
    FieldSpec('validate_only', 'prim', 'bool', (0, 1), None, False),
)

AlterConfigsResourceResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 1), (0, 1), ""),
    FieldSpec('resource_type', 'prim', 'int8', (0, 1), None, 0),
    FieldSpec('resource_name', 'prim', 'string', (0, 1), None, ""),
)

IncrementalAlterConfigsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('responses', 'array', 'AlterConfigsResourceResponse', (0, 1), None, DEFAULT, struct=AlterConfigsResourceResponse),
)


def _d_AlterableConfig_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterableConfig, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_config_operation = _S0(buf, pos)[0]
    pos += 1
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 == -1:
        f_value = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_value = str(buf[pos:e4], 'utf-8')
        pos = e4
    return AlterableConfig(f_name, f_config_operation, f_value, None), pos


def _d_AlterConfigsResource_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterConfigsResource, int]:
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
        if n3 * 5 > end - pos:
            raise _short(pos)
        f_configs = []
        ap4 = f_configs.append
        for _ in range(n3):
            x5, pos = _d_AlterableConfig_v0(buf, pos, end)
            ap4(x5)
    return AlterConfigsResource(f_resource_type, f_resource_name, f_configs, None), pos


def _d_IncrementalAlterConfigsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[IncrementalAlterConfigsRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 7 > end - pos:
            raise _short(pos)
        f_resources = []
        ap2 = f_resources.append
        for _ in range(n1):
            x3, pos = _d_AlterConfigsResource_v0(buf, pos, end)
            ap2(x3)
    f_validate_only = _S1(buf, pos)[0]
    pos += 1
    return IncrementalAlterConfigsRequest(f_resources, f_validate_only, None), pos


def _d_AlterableConfig_v1(buf: memoryview, pos: int, end: int) -> tuple[AlterableConfig, int]:
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
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_config_operation = _S0(buf, pos)[0]
    pos += 1
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_value = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_value = str(buf[pos:e4], 'utf-8')
        pos = e4
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
    return AlterableConfig(f_name, f_config_operation, f_value, u), pos


def _d_AlterConfigsResource_v1(buf: memoryview, pos: int, end: int) -> tuple[AlterConfigsResource, int]:
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
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_configs = []
        ap4 = f_configs.append
        for _ in range(n3):
            x5, pos = _d_AlterableConfig_v1(buf, pos, end)
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
    return AlterConfigsResource(f_resource_type, f_resource_name, f_configs, u), pos


def _d_IncrementalAlterConfigsRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[IncrementalAlterConfigsRequest, int]:
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
        f_resources = []
        ap2 = f_resources.append
        for _ in range(n1):
            x3, pos = _d_AlterConfigsResource_v1(buf, pos, end)
            ap2(x3)
    f_validate_only = _S1(buf, pos)[0]
    pos += 1
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
    return IncrementalAlterConfigsRequest(f_resources, f_validate_only, u), pos


def _e_AlterableConfig_v0(o: AlterableConfig, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.config_operation)
    if o.value is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.value.encode()
        out += _Ph(len(b2))
        out += b2


def _e_AlterConfigsResource_v0(o: AlterConfigsResource, out: bytearray) -> None:
    out += _P0(o.resource_type)
    b1 = o.resource_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.configs))
    for x2 in o.configs:
        _e_AlterableConfig_v0(x2, out)


def _e_IncrementalAlterConfigsRequest_v0(o: IncrementalAlterConfigsRequest, out: bytearray) -> None:
    out += _Pi(len(o.resources))
    for x1 in o.resources:
        _e_AlterConfigsResource_v0(x1, out)
    out += _P1(o.validate_only)


def _e_AlterableConfig_v1(o: AlterableConfig, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.config_operation)
    if o.value is None:
        out.append(0)
    else:
        b2 = o.value.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterConfigsResource_v1(o: AlterConfigsResource, out: bytearray) -> None:
    out += _P0(o.resource_type)
    b1 = o.resource_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.configs) + 1 < 128:
        out.append(len(o.configs) + 1)
    else:
        out += _encode_uvarint(len(o.configs) + 1)
    for x2 in o.configs:
        _e_AlterableConfig_v1(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_IncrementalAlterConfigsRequest_v1(o: IncrementalAlterConfigsRequest, out: bytearray) -> None:
    if len(o.resources) + 1 < 128:
        out.append(len(o.resources) + 1)
    else:
        out += _encode_uvarint(len(o.resources) + 1)
    for x1 in o.resources:
        _e_AlterConfigsResource_v1(x1, out)
    out += _P1(o.validate_only)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_AlterConfigsResourceResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterConfigsResourceResponse, int]:
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
    return AlterConfigsResourceResponse(f_error_code, f_error_message, f_resource_type, f_resource_name, None), pos


def _d_IncrementalAlterConfigsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[IncrementalAlterConfigsResponse, int]:
    f_throttle_time_ms = _S2(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 7 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_AlterConfigsResourceResponse_v0(buf, pos, end)
            ap2(x3)
    return IncrementalAlterConfigsResponse(f_throttle_time_ms, f_responses, None), pos


def _d_AlterConfigsResourceResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[AlterConfigsResourceResponse, int]:
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
    return AlterConfigsResourceResponse(f_error_code, f_error_message, f_resource_type, f_resource_name, u), pos


def _d_IncrementalAlterConfigsResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[IncrementalAlterConfigsResponse, int]:
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
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_AlterConfigsResourceResponse_v1(buf, pos, end)
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
    return IncrementalAlterConfigsResponse(f_throttle_time_ms, f_responses, u), pos


def _e_AlterConfigsResourceResponse_v0(o: AlterConfigsResourceResponse, out: bytearray) -> None:
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


def _e_IncrementalAlterConfigsResponse_v0(o: IncrementalAlterConfigsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_AlterConfigsResourceResponse_v0(x1, out)


def _e_AlterConfigsResourceResponse_v1(o: AlterConfigsResourceResponse, out: bytearray) -> None:
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
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_IncrementalAlterConfigsResponse_v1(o: IncrementalAlterConfigsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        _e_AlterConfigsResourceResponse_v1(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


IncrementalAlterConfigsRequest.DECODERS = (_d_IncrementalAlterConfigsRequest_v0, _d_IncrementalAlterConfigsRequest_v1,)
IncrementalAlterConfigsRequest.ENCODERS = (_e_IncrementalAlterConfigsRequest_v0, _e_IncrementalAlterConfigsRequest_v1,)

IncrementalAlterConfigsResponse.DECODERS = (_d_IncrementalAlterConfigsResponse_v0, _d_IncrementalAlterConfigsResponse_v1,)
IncrementalAlterConfigsResponse.ENCODERS = (_e_IncrementalAlterConfigsResponse_v0, _e_IncrementalAlterConfigsResponse_v1,)
