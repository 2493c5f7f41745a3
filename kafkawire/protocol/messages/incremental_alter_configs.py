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


def _d_IncrementalAlterConfigsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[IncrementalAlterConfigsRequest, int]:
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 7 > end - pos:
            raise _short(pos)
        f_resources_1 = []
        ap4 = f_resources_1.append
        for _ in range(n3):
            f_resource_type_6 = _S0(buf, pos)[0]
            pos += 1
            n9 = _uh(buf, pos)[0]
            pos += 2
            if n9 < 0:
                raise _negative(pos)
            else:
                e10 = pos + n9
                if e10 > end:
                    raise _short(pos)
                f_resource_name_7 = buf[pos:e10].decode()
                pos = e10
            n11 = _ui(buf, pos)[0]
            pos += 4
            if n11 < 0:
                raise _negative(pos)
            else:
                if n11 * 5 > end - pos:
                    raise _short(pos)
                f_configs_8 = []
                ap12 = f_configs_8.append
                for _ in range(n11):
                    n17 = _uh(buf, pos)[0]
                    pos += 2
                    if n17 < 0:
                        raise _negative(pos)
                    else:
                        e18 = pos + n17
                        if e18 > end:
                            raise _short(pos)
                        f_name_14 = buf[pos:e18].decode()
                        pos = e18
                    f_config_operation_15 = _S0(buf, pos)[0]
                    pos += 1
                    n19 = _uh(buf, pos)[0]
                    pos += 2
                    if n19 == -1:
                        f_value_16 = None
                    elif n19 < 0:
                        raise _negative(pos)
                    else:
                        e20 = pos + n19
                        if e20 > end:
                            raise _short(pos)
                        f_value_16 = buf[pos:e20].decode()
                        pos = e20
                    x13 = _new(AlterableConfig)
                    x13.name = f_name_14
                    x13.config_operation = f_config_operation_15
                    x13.value = f_value_16
                    x13.unknown_tags = None
                    ap12(x13)
            x5 = _new(AlterConfigsResource)
            x5.resource_type = f_resource_type_6
            x5.resource_name = f_resource_name_7
            x5.configs = f_configs_8
            x5.unknown_tags = None
            ap4(x5)
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
        f_resources_1 = []
        ap4 = f_resources_1.append
        for _ in range(n3):
            f_resource_type_6 = _S0(buf, pos)[0]
            pos += 1
            n9 = buf[pos]
            if n9 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n9 = (n9 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n9, pos = _uvarint(buf, pos)
            n9 -= 1
            if n9 < 0:
                raise _negative(pos)
            else:
                e10 = pos + n9
                if e10 > end:
                    raise _short(pos)
                f_resource_name_7 = buf[pos:e10].decode()
                pos = e10
            n11 = buf[pos]
            if n11 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n11 = (n11 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n11, pos = _uvarint(buf, pos)
            n11 -= 1
            if n11 < 0:
                raise _negative(pos)
            else:
                if n11 * 4 > end - pos:
                    raise _short(pos)
                f_configs_8 = []
                ap12 = f_configs_8.append
                for _ in range(n11):
                    n17 = buf[pos]
                    if n17 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n17 = (n17 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n17, pos = _uvarint(buf, pos)
                    n17 -= 1
                    if n17 < 0:
                        raise _negative(pos)
                    else:
                        e18 = pos + n17
                        if e18 > end:
                            raise _short(pos)
                        f_name_14 = buf[pos:e18].decode()
                        pos = e18
                    f_config_operation_15 = _S0(buf, pos)[0]
                    pos += 1
                    n19 = buf[pos]
                    if n19 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n19 = (n19 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n19, pos = _uvarint(buf, pos)
                    n19 -= 1
                    if n19 == -1:
                        f_value_16 = None
                    elif n19 < 0:
                        raise _negative(pos)
                    else:
                        e20 = pos + n19
                        if e20 > end:
                            raise _short(pos)
                        f_value_16 = buf[pos:e20].decode()
                        pos = e20
                    if buf[pos]:
                        u21, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u21 = None
                    x13 = _new(AlterableConfig)
                    x13.name = f_name_14
                    x13.config_operation = f_config_operation_15
                    x13.value = f_value_16
                    x13.unknown_tags = u21
                    ap12(x13)
            if buf[pos]:
                u22, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u22 = None
            x5 = _new(AlterConfigsResource)
            x5.resource_type = f_resource_type_6
            x5.resource_name = f_resource_name_7
            x5.configs = f_configs_8
            x5.unknown_tags = u22
            ap4(x5)
    f_validate_only_2 = _S1(buf, pos)[0]
    pos += 1
    if buf[pos]:
        u23, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u23 = None
    o = _new(IncrementalAlterConfigsRequest)
    o.resources = f_resources_1
    o.validate_only = f_validate_only_2
    o.unknown_tags = u23
    return o, pos


def _e_IncrementalAlterConfigsRequest_v0(o: IncrementalAlterConfigsRequest, out: list[bytes]) -> None:
    out.append(_Pi(len(o.resources)))
    for x1 in o.resources:
        out.append(_P0(x1.resource_type))
        b2 = x1.resource_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.configs)))
        for x3 in x1.configs:
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
    out.append(_P1(o.validate_only))


def _e_IncrementalAlterConfigsRequest_v1(o: IncrementalAlterConfigsRequest, out: list[bytes]) -> None:
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
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.configs) + 1 < 128:
            out.append(_B1[len(x1.configs) + 1])
        else:
            out.append(_encode_uvarint(len(x1.configs) + 1))
        for x3 in x1.configs:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_encode_uvarint(len(b4) + 1))
            out.append(b4)
            out.append(_P0(x3.config_operation))
            if x3.value is None:
                out.append(b'\x00')
            else:
                b5 = x3.value.encode()
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_encode_uvarint(len(b5) + 1))
                out.append(b5)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P1(o.validate_only))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_IncrementalAlterConfigsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[IncrementalAlterConfigsResponse, int]:
    f_throttle_time_ms_1 = _S2(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 7 > end - pos:
            raise _short(pos)
        f_responses_2 = []
        ap4 = f_responses_2.append
        for _ in range(n3):
            f_error_code_6 = _S3(buf, pos)[0]
            pos += 2
            n10 = _uh(buf, pos)[0]
            pos += 2
            if n10 == -1:
                f_error_message_7 = None
            elif n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_error_message_7 = buf[pos:e11].decode()
                pos = e11
            f_resource_type_8 = _S0(buf, pos)[0]
            pos += 1
            n12 = _uh(buf, pos)[0]
            pos += 2
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_resource_name_9 = buf[pos:e13].decode()
                pos = e13
            x5 = _new(AlterConfigsResourceResponse)
            x5.error_code = f_error_code_6
            x5.error_message = f_error_message_7
            x5.resource_type = f_resource_type_8
            x5.resource_name = f_resource_name_9
            x5.unknown_tags = None
            ap4(x5)
    o = _new(IncrementalAlterConfigsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.responses = f_responses_2
    o.unknown_tags = None
    return o, pos


def _d_IncrementalAlterConfigsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[IncrementalAlterConfigsResponse, int]:
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
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_responses_2 = []
        ap4 = f_responses_2.append
        for _ in range(n3):
            f_error_code_6 = _S3(buf, pos)[0]
            pos += 2
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
                f_error_message_7 = None
            elif n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_error_message_7 = buf[pos:e11].decode()
                pos = e11
            f_resource_type_8 = _S0(buf, pos)[0]
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
                f_resource_name_9 = buf[pos:e13].decode()
                pos = e13
            if buf[pos]:
                u14, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u14 = None
            x5 = _new(AlterConfigsResourceResponse)
            x5.error_code = f_error_code_6
            x5.error_message = f_error_message_7
            x5.resource_type = f_resource_type_8
            x5.resource_name = f_resource_name_9
            x5.unknown_tags = u14
            ap4(x5)
    if buf[pos]:
        u15, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u15 = None
    o = _new(IncrementalAlterConfigsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.responses = f_responses_2
    o.unknown_tags = u15
    return o, pos


def _e_IncrementalAlterConfigsResponse_v0(o: IncrementalAlterConfigsResponse, out: list[bytes]) -> None:
    out.append(_P2(o.throttle_time_ms))
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        out.append(_P3(x1.error_code))
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
    out.append(_P2(o.throttle_time_ms))
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
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
        out.append(_P0(x1.resource_type))
        b3 = x1.resource_name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_encode_uvarint(len(b3) + 1))
        out.append(b3)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


IncrementalAlterConfigsRequest.DECODERS = (_d_IncrementalAlterConfigsRequest_v0, _d_IncrementalAlterConfigsRequest_v1,)
IncrementalAlterConfigsRequest.ENCODERS = (_e_IncrementalAlterConfigsRequest_v0, _e_IncrementalAlterConfigsRequest_v1,)

IncrementalAlterConfigsResponse.DECODERS = (_d_IncrementalAlterConfigsResponse_v0, _d_IncrementalAlterConfigsResponse_v1,)
IncrementalAlterConfigsResponse.ENCODERS = (_e_IncrementalAlterConfigsResponse_v0, _e_IncrementalAlterConfigsResponse_v1,)
