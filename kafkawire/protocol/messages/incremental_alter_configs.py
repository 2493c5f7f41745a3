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

__all__ = ['AlterConfigsResource', 'AlterConfigsResourceResponse', 'AlterableConfig', 'IncrementalAlterConfigsRequest', 'IncrementalAlterConfigsResponse']

_S0 = _Struct('>b').unpack_from
_P0 = _Struct('>b').pack
_S1 = _Struct('>?').unpack_from
_P1 = _Struct('>?').pack
_S2 = _Struct('>bB').unpack_from
_P2 = _Struct('>bB').pack
_S3 = _Struct('>?B').unpack_from
_P3 = _Struct('>?B').pack
_S4 = _Struct('>B').unpack_from
_P4 = _Struct('>B').pack
_S5 = _Struct('>i').unpack_from
_P5 = _Struct('>i').pack
_S6 = _Struct('>h').unpack_from
_P6 = _Struct('>h').pack
_S7 = _Struct('>iB').unpack_from
_P7 = _Struct('>iB').pack
_S8 = _Struct('>hB').unpack_from
_P8 = _Struct('>hB').pack


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


class IncrementalAlterConfigsRequest(Request["IncrementalAlterConfigsResponse"]):
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


def _d_IncrementalAlterConfigsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[IncrementalAlterConfigsRequest, int]:
    o = _new(IncrementalAlterConfigsRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 7 > end - pos:
            raise _short(pos)
        f_resources_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(AlterConfigsResource)
                x3.resource_type = _S0(buf, pos)[0]
                pos += 1
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.resource_name = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 5 > end - pos:
                        raise _short(pos)
                    f_configs_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(AlterableConfig)
                            n9 = _uh(buf, pos)[0]
                            pos += 2
                            if n9 < 0:
                                raise _negative(pos)
                            else:
                                e10 = pos + n9
                                if e10 > end:
                                    raise _short(pos)
                                x8.name = buf[pos:e10].decode()
                                pos = e10
                            x8.config_operation = _S0(buf, pos)[0]
                            pos += 1
                            n11 = _uh(buf, pos)[0]
                            pos += 2
                            if n11 == -1:
                                x8.value = None
                            elif n11 < 0:
                                raise _negative(pos)
                            else:
                                e12 = pos + n11
                                if e12 > end:
                                    raise _short(pos)
                                x8.value = buf[pos:e12].decode()
                                pos = e12
                            x8.unknown_tags = None
                            f_configs_4.append(x8)
                x3.configs = f_configs_4
                x3.unknown_tags = None
                f_resources_1.append(x3)
    o.validate_only = _S1(buf, pos)[0]
    pos += 1
    o.resources = f_resources_1
    o.unknown_tags = None
    return o, pos


def _d_IncrementalAlterConfigsRequest_v1(buf: bytes, pos: int, end: int) -> tuple[IncrementalAlterConfigsRequest, int]:
    o = _new(IncrementalAlterConfigsRequest)
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
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_resources_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(AlterConfigsResource)
                x3.resource_type, pk5 = _S2(buf, pos)
                pos += 2
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x3.resource_name = buf[pos:e6].decode()
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
                    if n7 * 4 > end - pos:
                        raise _short(pos)
                    f_configs_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(AlterableConfig)
                            n9 = buf[pos]
                            if n9 < 128:
                                pos += 1
                                n9 -= 1
                            elif buf[pos + 1] < 128:
                                n9 = n9 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n9, pos = _string_uvarint(buf, pos)
                                n9 -= 1
                            if n9 < 0:
                                raise _negative(pos)
                            else:
                                e10 = pos + n9
                                if e10 > end:
                                    raise _short(pos)
                                x8.name = buf[pos:e10].decode()
                                pos = e10
                            x8.config_operation, pk11 = _S2(buf, pos)
                            pos += 2
                            if pk11 < 128:
                                pk11 -= 1
                            elif buf[pos] < 128:
                                pk11 = pk11 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk11, pos = _string_uvarint(buf, pos - 1)
                                pk11 -= 1
                            if pk11 == -1:
                                x8.value = None
                            else:
                                e12 = pos + pk11
                                if e12 > end:
                                    raise _short(pos)
                                x8.value = buf[pos:e12].decode()
                                pos = e12
                            if buf[pos]:
                                u13, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u13 = None
                            x8.unknown_tags = u13
                            f_configs_4.append(x8)
                if buf[pos]:
                    u14, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u14 = None
                x3.configs = f_configs_4
                x3.unknown_tags = u14
                f_resources_1.append(x3)
    o.validate_only, pk15 = _S3(buf, pos)
    pos += 2
    if pk15:
        u16, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u16 = None
    o.resources = f_resources_1
    o.unknown_tags = u16
    return o, pos


def _e_IncrementalAlterConfigsRequest_v0(o: IncrementalAlterConfigsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('IncrementalAlterConfigsRequest', 0)
    if type(o.resources) is not list:
        _check_list(o.resources)
    out.append(_Pi(len(o.resources)))
    for x1 in o.resources:
        if x1.unknown_tags:
            raise _untagged('AlterConfigsResource', 0)
        out.append(_P0(x1.resource_type))
        b2 = x1.resource_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.configs) is not list:
            _check_list(x1.configs)
        out.append(_Pi(len(x1.configs)))
        for x3 in x1.configs:
            if x3.unknown_tags:
                raise _untagged('AlterableConfig', 0)
            b4 = x3.name.encode()
            out.append(_Ph(len(b4)))
            out.append(b4)
            out.append(_P0(x3.config_operation))
            if x3.value is None:
                out.append(b'\xff\xff')
            else:
                b5 = x3.value.encode()
                out.append(_Ph(len(b5)))
                out.append(b5)
    out.append(_P4(_BOOL[o.validate_only]))


def _e_IncrementalAlterConfigsRequest_v1(o: IncrementalAlterConfigsRequest, out: list[bytes]) -> None:
    if type(o.resources) is not list:
        _check_list(o.resources)
    if len(o.resources) + 1 < 128:
        out.append(_B1[len(o.resources) + 1])
    else:
        out.append(_encode_uvarint(len(o.resources) + 1))
    for x1 in o.resources:
        out.append(_P0(x1.resource_type))
        b2 = x1.resource_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.configs) is not list:
            _check_list(x1.configs)
        if len(x1.configs) + 1 < 128:
            out.append(_B1[len(x1.configs) + 1])
        else:
            out.append(_encode_uvarint(len(x1.configs) + 1))
        for x3 in x1.configs:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
            out.append(_P0(x3.config_operation))
            if x3.value is None:
                out.append(b'\x00')
            else:
                b5 = x3.value.encode()
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_string_length(len(b5) + 1))
                out.append(b5)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P4(_BOOL[o.validate_only]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_IncrementalAlterConfigsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[IncrementalAlterConfigsResponse, int]:
    o = _new(IncrementalAlterConfigsResponse)
    o.throttle_time_ms = _S5(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 7 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(AlterConfigsResourceResponse)
                x3.error_code = _S6(buf, pos)[0]
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
                x3.resource_type = _S0(buf, pos)[0]
                pos += 1
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.resource_name = buf[pos:e7].decode()
                    pos = e7
                x3.unknown_tags = None
                f_responses_1.append(x3)
    o.responses = f_responses_1
    o.unknown_tags = None
    return o, pos


def _d_IncrementalAlterConfigsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[IncrementalAlterConfigsResponse, int]:
    o = _new(IncrementalAlterConfigsResponse)
    o.throttle_time_ms, pk2 = _S7(buf, pos)
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
        if pk2 * 6 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(AlterConfigsResourceResponse)
                x3.error_code, pk4 = _S8(buf, pos)
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
                x3.resource_type, pk6 = _S2(buf, pos)
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
                    x3.resource_name = buf[pos:e7].decode()
                    pos = e7
                if buf[pos]:
                    u8, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u8 = None
                x3.unknown_tags = u8
                f_responses_1.append(x3)
    if buf[pos]:
        u9, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u9 = None
    o.responses = f_responses_1
    o.unknown_tags = u9
    return o, pos


def _e_IncrementalAlterConfigsResponse_v0(o: IncrementalAlterConfigsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('IncrementalAlterConfigsResponse', 0)
    out.append(_P5(o.throttle_time_ms))
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('AlterConfigsResourceResponse', 0)
        out.append(_P6(x1.error_code))
        if x1.error_message is None:
            out.append(b'\xff\xff')
        else:
            b2 = x1.error_message.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
        out.append(_P0(x1.resource_type))
        b3 = x1.resource_name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)


def _e_IncrementalAlterConfigsResponse_v1(o: IncrementalAlterConfigsResponse, out: list[bytes]) -> None:
    out.append(_P5(o.throttle_time_ms))
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        out.append(_P6(x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b2 = x1.error_message.encode()
            if len(b2) + 1 < 128:
                out.append(_B1[len(b2) + 1])
            else:
                out.append(_string_length(len(b2) + 1))
            out.append(b2)
        out.append(_P0(x1.resource_type))
        b3 = x1.resource_name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


IncrementalAlterConfigsRequest.DECODERS = {0: _d_IncrementalAlterConfigsRequest_v0, 1: _d_IncrementalAlterConfigsRequest_v1}
IncrementalAlterConfigsRequest.ENCODERS = {0: _e_IncrementalAlterConfigsRequest_v0, 1: _e_IncrementalAlterConfigsRequest_v1}
_bind_decode(IncrementalAlterConfigsRequest)

IncrementalAlterConfigsResponse.DECODERS = {0: _d_IncrementalAlterConfigsResponse_v0, 1: _d_IncrementalAlterConfigsResponse_v1}
IncrementalAlterConfigsResponse.ENCODERS = {0: _e_IncrementalAlterConfigsResponse_v0, 1: _e_IncrementalAlterConfigsResponse_v1}
_bind_decode(IncrementalAlterConfigsResponse)
