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
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 7 > end - pos:
            raise _short(pos)
        f_resources_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                f_resource_type_5 = _S0(buf, pos)[0]
                pos += 1
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    f_resource_name_6 = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 5 > end - pos:
                        raise _short(pos)
                    f_configs_7 = []
                    if n10:
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            n15 = _uh(buf, pos)[0]
                            pos += 2
                            if n15 < 0:
                                raise _negative(pos)
                            else:
                                e16 = pos + n15
                                if e16 > end:
                                    raise _short(pos)
                                f_name_12 = buf[pos:e16].decode()
                                pos = e16
                            f_config_operation_13 = _S0(buf, pos)[0]
                            pos += 1
                            n17 = _uh(buf, pos)[0]
                            pos += 2
                            if n17 == -1:
                                f_value_14 = None
                            elif n17 < 0:
                                raise _negative(pos)
                            else:
                                e18 = pos + n17
                                if e18 > end:
                                    raise _short(pos)
                                f_value_14 = buf[pos:e18].decode()
                                pos = e18
                            x11 = _new(AlterableConfig)
                            x11.name = f_name_12
                            x11.config_operation = f_config_operation_13
                            x11.value = f_value_14
                            x11.unknown_tags = None
                            f_configs_7.append(x11)
                x4 = _new(AlterConfigsResource)
                x4.resource_type = f_resource_type_5
                x4.resource_name = f_resource_name_6
                x4.configs = f_configs_7
                x4.unknown_tags = None
                f_resources_1.append(x4)
    f_validate_only_2 = _S1(buf, pos)[0]
    pos += 1
    o = _new(IncrementalAlterConfigsRequest)
    o.resources = f_resources_1
    o.validate_only = f_validate_only_2
    o.unknown_tags = None
    return o, pos


def _d_IncrementalAlterConfigsRequest_v1(buf: bytes, pos: int, end: int) -> tuple[IncrementalAlterConfigsRequest, int]:
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_resources_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                f_resource_type_5, pk8 = _S2(buf, pos)
                pos += 2
                if pk8 < 128:
                    pk8 -= 1
                elif buf[pos] < 128:
                    pk8 = pk8 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk8, pos = _string_uvarint(buf, pos - 1)
                    pk8 -= 1
                if pk8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + pk8
                    if e9 > end:
                        raise _short(pos)
                    f_resource_name_6 = buf[pos:e9].decode()
                    pos = e9
                n10 = buf[pos]
                if n10 < 128:
                    pos += 1
                    n10 -= 1
                elif buf[pos + 1] < 128:
                    n10 = n10 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n10, pos = _uvarint(buf, pos)
                    n10 -= 1
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 4 > end - pos:
                        raise _short(pos)
                    f_configs_7 = []
                    if n10:
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
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
                                f_name_12 = buf[pos:e16].decode()
                                pos = e16
                            f_config_operation_13, pk17 = _S2(buf, pos)
                            pos += 2
                            if pk17 < 128:
                                pk17 -= 1
                            elif buf[pos] < 128:
                                pk17 = pk17 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk17, pos = _string_uvarint(buf, pos - 1)
                                pk17 -= 1
                            if pk17 == -1:
                                f_value_14 = None
                            else:
                                e18 = pos + pk17
                                if e18 > end:
                                    raise _short(pos)
                                f_value_14 = buf[pos:e18].decode()
                                pos = e18
                            if buf[pos]:
                                u19, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u19 = None
                            x11 = _new(AlterableConfig)
                            x11.name = f_name_12
                            x11.config_operation = f_config_operation_13
                            x11.value = f_value_14
                            x11.unknown_tags = u19
                            f_configs_7.append(x11)
                if buf[pos]:
                    u20, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u20 = None
                x4 = _new(AlterConfigsResource)
                x4.resource_type = f_resource_type_5
                x4.resource_name = f_resource_name_6
                x4.configs = f_configs_7
                x4.unknown_tags = u20
                f_resources_1.append(x4)
    f_validate_only_2, pk21 = _S3(buf, pos)
    pos += 2
    if pk21:
        u22, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u22 = None
    o = _new(IncrementalAlterConfigsRequest)
    o.resources = f_resources_1
    o.validate_only = f_validate_only_2
    o.unknown_tags = u22
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
    f_throttle_time_ms_1 = _S5(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 7 > end - pos:
            raise _short(pos)
        f_responses_2 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                f_error_code_5 = _S6(buf, pos)[0]
                pos += 2
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 == -1:
                    f_error_message_6 = None
                elif n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_error_message_6 = buf[pos:e10].decode()
                    pos = e10
                f_resource_type_7 = _S0(buf, pos)[0]
                pos += 1
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_resource_name_8 = buf[pos:e12].decode()
                    pos = e12
                x4 = _new(AlterConfigsResourceResponse)
                x4.error_code = f_error_code_5
                x4.error_message = f_error_message_6
                x4.resource_type = f_resource_type_7
                x4.resource_name = f_resource_name_8
                x4.unknown_tags = None
                f_responses_2.append(x4)
    o = _new(IncrementalAlterConfigsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.responses = f_responses_2
    o.unknown_tags = None
    return o, pos


def _d_IncrementalAlterConfigsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[IncrementalAlterConfigsResponse, int]:
    f_throttle_time_ms_1, pk3 = _S7(buf, pos)
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
        if pk3 * 6 > end - pos:
            raise _short(pos)
        f_responses_2 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                f_error_code_5, pk9 = _S8(buf, pos)
                pos += 3
                if pk9 < 128:
                    pk9 -= 1
                elif buf[pos] < 128:
                    pk9 = pk9 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk9, pos = _string_uvarint(buf, pos - 1)
                    pk9 -= 1
                if pk9 == -1:
                    f_error_message_6 = None
                else:
                    e10 = pos + pk9
                    if e10 > end:
                        raise _short(pos)
                    f_error_message_6 = buf[pos:e10].decode()
                    pos = e10
                f_resource_type_7, pk11 = _S2(buf, pos)
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
                    f_resource_name_8 = buf[pos:e12].decode()
                    pos = e12
                if buf[pos]:
                    u13, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u13 = None
                x4 = _new(AlterConfigsResourceResponse)
                x4.error_code = f_error_code_5
                x4.error_message = f_error_message_6
                x4.resource_type = f_resource_type_7
                x4.resource_name = f_resource_name_8
                x4.unknown_tags = u13
                f_responses_2.append(x4)
    if buf[pos]:
        u14, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u14 = None
    o = _new(IncrementalAlterConfigsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.responses = f_responses_2
    o.unknown_tags = u14
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
