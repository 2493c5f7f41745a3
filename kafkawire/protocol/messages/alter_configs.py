# generated from defs/033-alter-configs.kw; do not edit
"""AlterConfigs: API key 33, versions 0..2, flexible from 2."""

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

__all__ = ['AlterConfigsRequest', 'AlterConfigsResource', 'AlterConfigsResourceResponse', 'AlterConfigsResponse', 'AlterableConfig']

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
    """Element AlterableConfig of AlterConfigs."""

    __slots__ = ('name', 'value')
    name: str
    value: str | None

    def __init__(
        self,
        name: str = "",
        value: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.value = value
        self.unknown_tags = unknown_tags


class AlterConfigsResource(Struct):
    """Element AlterConfigsResource of AlterConfigs."""

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


class AlterConfigsRequest(Request["AlterConfigsResponse"]):
    """AlterConfigs request (API key 33), versions 0..2."""

    __slots__ = ('resources', 'validate_only')
    API_KEY = 33
    API_NAME = 'AlterConfigs'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 2
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
    """Element AlterConfigsResourceResponse of AlterConfigs."""

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


class AlterConfigsResponse(Message):
    """AlterConfigs response (API key 33), versions 0..2."""

    __slots__ = ('throttle_time_ms', 'responses')
    API_KEY = 33
    API_NAME = 'AlterConfigs'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 2
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
    FieldSpec('name', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('value', 'prim', 'string', (0, 2), (0, 2), ""),
)

AlterConfigsResource.FIELDS = (
    FieldSpec('resource_type', 'prim', 'int8', (0, 2), None, 0),
    FieldSpec('resource_name', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('configs', 'array', 'AlterableConfig', (0, 2), None, DEFAULT, struct=AlterableConfig),
)

AlterConfigsRequest.FIELDS = (
    FieldSpec('resources', 'array', 'AlterConfigsResource', (0, 2), None, DEFAULT, struct=AlterConfigsResource),
    FieldSpec('validate_only', 'prim', 'bool', (0, 2), None, False),
)

AlterConfigsResourceResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 2), (0, 2), ""),
    FieldSpec('resource_type', 'prim', 'int8', (0, 2), None, 0),
    FieldSpec('resource_name', 'prim', 'string', (0, 2), None, ""),
)

AlterConfigsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('responses', 'array', 'AlterConfigsResourceResponse', (0, 2), None, DEFAULT, struct=AlterConfigsResourceResponse),
)


def _d_AlterConfigsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[AlterConfigsRequest, int]:
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
                    if n10 * 4 > end - pos:
                        raise _short(pos)
                    f_configs_7 = []
                    if n10:
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            n14 = _uh(buf, pos)[0]
                            pos += 2
                            if n14 < 0:
                                raise _negative(pos)
                            else:
                                e15 = pos + n14
                                if e15 > end:
                                    raise _short(pos)
                                f_name_12 = buf[pos:e15].decode()
                                pos = e15
                            n16 = _uh(buf, pos)[0]
                            pos += 2
                            if n16 == -1:
                                f_value_13 = None
                            elif n16 < 0:
                                raise _negative(pos)
                            else:
                                e17 = pos + n16
                                if e17 > end:
                                    raise _short(pos)
                                f_value_13 = buf[pos:e17].decode()
                                pos = e17
                            x11 = _new(AlterableConfig)
                            x11.name = f_name_12
                            x11.value = f_value_13
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
    o = _new(AlterConfigsRequest)
    o.resources = f_resources_1
    o.validate_only = f_validate_only_2
    o.unknown_tags = None
    return o, pos


def _d_AlterConfigsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[AlterConfigsRequest, int]:
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
                    if n10 * 3 > end - pos:
                        raise _short(pos)
                    f_configs_7 = []
                    if n10:
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            n14 = buf[pos]
                            if n14 < 128:
                                pos += 1
                                n14 -= 1
                            elif buf[pos + 1] < 128:
                                n14 = n14 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n14, pos = _string_uvarint(buf, pos)
                                n14 -= 1
                            if n14 < 0:
                                raise _negative(pos)
                            else:
                                e15 = pos + n14
                                if e15 > end:
                                    raise _short(pos)
                                f_name_12 = buf[pos:e15].decode()
                                pos = e15
                            n16 = buf[pos]
                            if n16 < 128:
                                pos += 1
                                n16 -= 1
                            elif buf[pos + 1] < 128:
                                n16 = n16 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n16, pos = _string_uvarint(buf, pos)
                                n16 -= 1
                            if n16 == -1:
                                f_value_13 = None
                            else:
                                e17 = pos + n16
                                if e17 > end:
                                    raise _short(pos)
                                f_value_13 = buf[pos:e17].decode()
                                pos = e17
                            if buf[pos]:
                                u18, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u18 = None
                            x11 = _new(AlterableConfig)
                            x11.name = f_name_12
                            x11.value = f_value_13
                            x11.unknown_tags = u18
                            f_configs_7.append(x11)
                if buf[pos]:
                    u19, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u19 = None
                x4 = _new(AlterConfigsResource)
                x4.resource_type = f_resource_type_5
                x4.resource_name = f_resource_name_6
                x4.configs = f_configs_7
                x4.unknown_tags = u19
                f_resources_1.append(x4)
    f_validate_only_2, pk20 = _S3(buf, pos)
    pos += 2
    if pk20:
        u21, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u21 = None
    o = _new(AlterConfigsRequest)
    o.resources = f_resources_1
    o.validate_only = f_validate_only_2
    o.unknown_tags = u21
    return o, pos


def _e_AlterConfigsRequest_v0(o: AlterConfigsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('AlterConfigsRequest', 0)
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
            if x3.value is None:
                out.append(b'\xff\xff')
            else:
                b5 = x3.value.encode()
                out.append(_Ph(len(b5)))
                out.append(b5)
    out.append(_P4(_BOOL[o.validate_only]))


def _e_AlterConfigsRequest_v1(o: AlterConfigsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('AlterConfigsRequest', 1)
    if type(o.resources) is not list:
        _check_list(o.resources)
    out.append(_Pi(len(o.resources)))
    for x1 in o.resources:
        if x1.unknown_tags:
            raise _untagged('AlterConfigsResource', 1)
        out.append(_P0(x1.resource_type))
        b2 = x1.resource_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.configs) is not list:
            _check_list(x1.configs)
        out.append(_Pi(len(x1.configs)))
        for x3 in x1.configs:
            if x3.unknown_tags:
                raise _untagged('AlterableConfig', 1)
            b4 = x3.name.encode()
            out.append(_Ph(len(b4)))
            out.append(b4)
            if x3.value is None:
                out.append(b'\xff\xff')
            else:
                b5 = x3.value.encode()
                out.append(_Ph(len(b5)))
                out.append(b5)
    out.append(_P4(_BOOL[o.validate_only]))


def _e_AlterConfigsRequest_v2(o: AlterConfigsRequest, out: list[bytes]) -> None:
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


def _d_AlterConfigsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[AlterConfigsResponse, int]:
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
    o = _new(AlterConfigsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.responses = f_responses_2
    o.unknown_tags = None
    return o, pos


def _d_AlterConfigsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[AlterConfigsResponse, int]:
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
    o = _new(AlterConfigsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.responses = f_responses_2
    o.unknown_tags = u14
    return o, pos


def _e_AlterConfigsResponse_v0(o: AlterConfigsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('AlterConfigsResponse', 0)
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


def _e_AlterConfigsResponse_v1(o: AlterConfigsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('AlterConfigsResponse', 1)
    out.append(_P5(o.throttle_time_ms))
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('AlterConfigsResourceResponse', 1)
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


def _e_AlterConfigsResponse_v2(o: AlterConfigsResponse, out: list[bytes]) -> None:
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


AlterConfigsRequest.DECODERS = {0: _d_AlterConfigsRequest_v0, 1: _d_AlterConfigsRequest_v0, 2: _d_AlterConfigsRequest_v2}
AlterConfigsRequest.ENCODERS = {0: _e_AlterConfigsRequest_v0, 1: _e_AlterConfigsRequest_v1, 2: _e_AlterConfigsRequest_v2}
_bind_decode(AlterConfigsRequest)

AlterConfigsResponse.DECODERS = {0: _d_AlterConfigsResponse_v0, 1: _d_AlterConfigsResponse_v0, 2: _d_AlterConfigsResponse_v2}
AlterConfigsResponse.ENCODERS = {0: _e_AlterConfigsResponse_v0, 1: _e_AlterConfigsResponse_v1, 2: _e_AlterConfigsResponse_v2}
_bind_decode(AlterConfigsResponse)
