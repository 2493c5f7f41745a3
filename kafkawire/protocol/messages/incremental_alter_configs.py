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
    _i32s,
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
                    x13 = AlterableConfig(f_name_14, f_config_operation_15, f_value_16, None)
                    ap12(x13)
            x5 = AlterConfigsResource(f_resource_type_6, f_resource_name_7, f_configs_8, None)
            ap4(x5)
    f_validate_only_2 = _S1(buf, pos)[0]
    pos += 1
    o = IncrementalAlterConfigsRequest(f_resources_1, f_validate_only_2, None)
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
                    nt21 = buf[pos]
                    if nt21 < 128:
                        pos += 1
                    else:
                        nt21, pos = _uvarint(buf, pos)
                    u22 = None
                    if nt21:
                        last23 = -1
                        for _ in range(nt21):
                            tg24 = buf[pos]
                            if tg24 < 128:
                                pos += 1
                            else:
                                tg24, pos = _uvarint(buf, pos)
                            sz25 = buf[pos]
                            if sz25 < 128:
                                pos += 1
                            else:
                                sz25, pos = _uvarint(buf, pos)
                            te26 = pos + sz25
                            if te26 > end:
                                raise _short(pos)
                            if tg24 <= last23:
                                raise _tag_order(pos)
                            last23 = tg24
                            if u22 is None:
                                u22 = {}
                            u22[tg24] = buf[pos:te26]
                            pos = te26
                    x13 = AlterableConfig(f_name_14, f_config_operation_15, f_value_16, u22)
                    ap12(x13)
            nt27 = buf[pos]
            if nt27 < 128:
                pos += 1
            else:
                nt27, pos = _uvarint(buf, pos)
            u28 = None
            if nt27:
                last29 = -1
                for _ in range(nt27):
                    tg30 = buf[pos]
                    if tg30 < 128:
                        pos += 1
                    else:
                        tg30, pos = _uvarint(buf, pos)
                    sz31 = buf[pos]
                    if sz31 < 128:
                        pos += 1
                    else:
                        sz31, pos = _uvarint(buf, pos)
                    te32 = pos + sz31
                    if te32 > end:
                        raise _short(pos)
                    if tg30 <= last29:
                        raise _tag_order(pos)
                    last29 = tg30
                    if u28 is None:
                        u28 = {}
                    u28[tg30] = buf[pos:te32]
                    pos = te32
            x5 = AlterConfigsResource(f_resource_type_6, f_resource_name_7, f_configs_8, u28)
            ap4(x5)
    f_validate_only_2 = _S1(buf, pos)[0]
    pos += 1
    nt33 = buf[pos]
    if nt33 < 128:
        pos += 1
    else:
        nt33, pos = _uvarint(buf, pos)
    u34 = None
    if nt33:
        last35 = -1
        for _ in range(nt33):
            tg36 = buf[pos]
            if tg36 < 128:
                pos += 1
            else:
                tg36, pos = _uvarint(buf, pos)
            sz37 = buf[pos]
            if sz37 < 128:
                pos += 1
            else:
                sz37, pos = _uvarint(buf, pos)
            te38 = pos + sz37
            if te38 > end:
                raise _short(pos)
            if tg36 <= last35:
                raise _tag_order(pos)
            last35 = tg36
            if u34 is None:
                u34 = {}
            u34[tg36] = buf[pos:te38]
            pos = te38
    o = IncrementalAlterConfigsRequest(f_resources_1, f_validate_only_2, u34)
    return o, pos


def _e_IncrementalAlterConfigsRequest_v0(o: IncrementalAlterConfigsRequest, out: bytearray) -> None:
    out += _Pi(len(o.resources))
    for x1 in o.resources:
        out += _P0(x1.resource_type)
        b2 = x1.resource_name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.configs))
        for x3 in x1.configs:
            b4 = x3.name.encode()
            out += _Ph(len(b4))
            out += b4
            out += _P0(x3.config_operation)
            if x3.value is None:
                out.extend(b'\xff\xff')
            else:
                b5 = x3.value.encode()
                out += _Ph(len(b5))
                out += b5
    out += _P1(o.validate_only)


def _e_IncrementalAlterConfigsRequest_v1(o: IncrementalAlterConfigsRequest, out: bytearray) -> None:
    if len(o.resources) + 1 < 128:
        out.append(len(o.resources) + 1)
    else:
        out += _encode_uvarint(len(o.resources) + 1)
    for x1 in o.resources:
        out += _P0(x1.resource_type)
        b2 = x1.resource_name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.configs) + 1 < 128:
            out.append(len(x1.configs) + 1)
        else:
            out += _encode_uvarint(len(x1.configs) + 1)
        for x3 in x1.configs:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(len(b4) + 1)
            else:
                out += _encode_uvarint(len(b4) + 1)
            out += b4
            out += _P0(x3.config_operation)
            if x3.value is None:
                out.append(0)
            else:
                b5 = x3.value.encode()
                if len(b5) + 1 < 128:
                    out.append(len(b5) + 1)
                else:
                    out += _encode_uvarint(len(b5) + 1)
                out += b5
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    out += _P1(o.validate_only)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
            x5 = AlterConfigsResourceResponse(f_error_code_6, f_error_message_7, f_resource_type_8, f_resource_name_9, None)
            ap4(x5)
    o = IncrementalAlterConfigsResponse(f_throttle_time_ms_1, f_responses_2, None)
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
            nt14 = buf[pos]
            if nt14 < 128:
                pos += 1
            else:
                nt14, pos = _uvarint(buf, pos)
            u15 = None
            if nt14:
                last16 = -1
                for _ in range(nt14):
                    tg17 = buf[pos]
                    if tg17 < 128:
                        pos += 1
                    else:
                        tg17, pos = _uvarint(buf, pos)
                    sz18 = buf[pos]
                    if sz18 < 128:
                        pos += 1
                    else:
                        sz18, pos = _uvarint(buf, pos)
                    te19 = pos + sz18
                    if te19 > end:
                        raise _short(pos)
                    if tg17 <= last16:
                        raise _tag_order(pos)
                    last16 = tg17
                    if u15 is None:
                        u15 = {}
                    u15[tg17] = buf[pos:te19]
                    pos = te19
            x5 = AlterConfigsResourceResponse(f_error_code_6, f_error_message_7, f_resource_type_8, f_resource_name_9, u15)
            ap4(x5)
    nt20 = buf[pos]
    if nt20 < 128:
        pos += 1
    else:
        nt20, pos = _uvarint(buf, pos)
    u21 = None
    if nt20:
        last22 = -1
        for _ in range(nt20):
            tg23 = buf[pos]
            if tg23 < 128:
                pos += 1
            else:
                tg23, pos = _uvarint(buf, pos)
            sz24 = buf[pos]
            if sz24 < 128:
                pos += 1
            else:
                sz24, pos = _uvarint(buf, pos)
            te25 = pos + sz24
            if te25 > end:
                raise _short(pos)
            if tg23 <= last22:
                raise _tag_order(pos)
            last22 = tg23
            if u21 is None:
                u21 = {}
            u21[tg23] = buf[pos:te25]
            pos = te25
    o = IncrementalAlterConfigsResponse(f_throttle_time_ms_1, f_responses_2, u21)
    return o, pos


def _e_IncrementalAlterConfigsResponse_v0(o: IncrementalAlterConfigsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        out += _P3(x1.error_code)
        if x1.error_message is None:
            out.extend(b'\xff\xff')
        else:
            b2 = x1.error_message.encode()
            out += _Ph(len(b2))
            out += b2
        out += _P0(x1.resource_type)
        b3 = x1.resource_name.encode()
        out += _Ph(len(b3))
        out += b3


def _e_IncrementalAlterConfigsResponse_v1(o: IncrementalAlterConfigsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        out += _P3(x1.error_code)
        if x1.error_message is None:
            out.append(0)
        else:
            b2 = x1.error_message.encode()
            if len(b2) + 1 < 128:
                out.append(len(b2) + 1)
            else:
                out += _encode_uvarint(len(b2) + 1)
            out += b2
        out += _P0(x1.resource_type)
        b3 = x1.resource_name.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


IncrementalAlterConfigsRequest.DECODERS = (_d_IncrementalAlterConfigsRequest_v0, _d_IncrementalAlterConfigsRequest_v1,)
IncrementalAlterConfigsRequest.ENCODERS = (_e_IncrementalAlterConfigsRequest_v0, _e_IncrementalAlterConfigsRequest_v1,)

IncrementalAlterConfigsResponse.DECODERS = (_d_IncrementalAlterConfigsResponse_v0, _d_IncrementalAlterConfigsResponse_v1,)
IncrementalAlterConfigsResponse.ENCODERS = (_e_IncrementalAlterConfigsResponse_v0, _e_IncrementalAlterConfigsResponse_v1,)
