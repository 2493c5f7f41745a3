# generated from defs/032-describe-configs.kw; do not edit
"""DescribeConfigs: API key 32, versions 0..4, flexible from 4."""

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

__all__ = ['DescribeConfigsRequest', 'DescribeConfigsResource', 'DescribeConfigsResourceResult', 'DescribeConfigsResponse', 'DescribeConfigsResult', 'DescribeConfigsSynonym']

_S0 = _Struct('>b').unpack_from
_P0 = _Struct('>b').pack
_S1 = _Struct('>?').unpack_from
_P1 = _Struct('>?').pack
_S2 = _Struct('>??').unpack_from
_P2 = _Struct('>??').pack
_S3 = _Struct('>bB').unpack_from
_P3 = _Struct('>bB').pack
_S4 = _Struct('>??B').unpack_from
_P4 = _Struct('>??B').pack
_S5 = _Struct('>B').unpack_from
_P5 = _Struct('>B').pack
_S6 = _Struct('>BB').unpack_from
_P6 = _Struct('>BB').pack
_S7 = _Struct('>i').unpack_from
_P7 = _Struct('>i').pack
_S8 = _Struct('>h').unpack_from
_P8 = _Struct('>h').pack
_S9 = _Struct('>???').unpack_from
_P9 = _Struct('>???').pack
_S10 = _Struct('>?b?').unpack_from
_P10 = _Struct('>?b?').pack
_S11 = _Struct('>iB').unpack_from
_P11 = _Struct('>iB').pack
_S12 = _Struct('>hB').unpack_from
_P12 = _Struct('>hB').pack
_S13 = _Struct('>?b?BbB').unpack_from
_P13 = _Struct('>?b?BbB').pack
_S14 = _Struct('>BBB').unpack_from
_P14 = _Struct('>BBB').pack
_S15 = _Struct('>BbB').unpack_from
_P15 = _Struct('>BbB').pack


class DescribeConfigsResource(Struct):
    """Element DescribeConfigsResource of DescribeConfigs."""

    __slots__ = ('resource_type', 'resource_name', 'configuration_keys')
    resource_type: int
    resource_name: str
    configuration_keys: list[str] | None

    def __init__(
        self,
        resource_type: int = 0,
        resource_name: str = "",
        configuration_keys: list[str] | None = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.resource_type = resource_type
        self.resource_name = resource_name
        self.configuration_keys = [] if configuration_keys is DEFAULT else configuration_keys
        self.unknown_tags = unknown_tags


class DescribeConfigsRequest(Request["DescribeConfigsResponse"]):
    """DescribeConfigs request (API key 32), versions 0..4."""

    __slots__ = ('resources', 'include_synonyms', 'include_documentation')
    API_KEY = 32
    API_NAME = 'DescribeConfigs'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_FROM = 4
    resources: list[DescribeConfigsResource]
    include_synonyms: bool
    include_documentation: bool

    def __init__(
        self,
        resources: list[DescribeConfigsResource] = DEFAULT,
        include_synonyms: bool = False,
        include_documentation: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.resources = [] if resources is DEFAULT else resources
        self.include_synonyms = include_synonyms
        self.include_documentation = include_documentation
        self.unknown_tags = unknown_tags


class DescribeConfigsSynonym(Struct):
    """Element DescribeConfigsSynonym of DescribeConfigs."""

    __slots__ = ('name', 'value', 'source')
    name: str
    value: str | None
    source: int

    def __init__(
        self,
        name: str = "",
        value: str | None = "",
        source: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.value = value
        self.source = source
        self.unknown_tags = unknown_tags


class DescribeConfigsResourceResult(Struct):
    """Element DescribeConfigsResourceResult of DescribeConfigs."""

    __slots__ = ('name', 'value', 'read_only', 'config_source', 'is_default', 'is_sensitive', 'synonyms', 'config_type', 'documentation')
    name: str
    value: str | None
    read_only: bool
    config_source: int
    is_default: bool
    is_sensitive: bool
    synonyms: list[DescribeConfigsSynonym]
    config_type: int
    documentation: str | None

    def __init__(
        self,
        name: str = "",
        value: str | None = "",
        read_only: bool = False,
        config_source: int = -1,
        is_default: bool = False,
        is_sensitive: bool = False,
        synonyms: list[DescribeConfigsSynonym] = DEFAULT,
        config_type: int = 0,
        documentation: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.value = value
        self.read_only = read_only
        self.config_source = config_source
        self.is_default = is_default
        self.is_sensitive = is_sensitive
        self.synonyms = [] if synonyms is DEFAULT else synonyms
        self.config_type = config_type
        self.documentation = documentation
        self.unknown_tags = unknown_tags


class DescribeConfigsResult(Struct):
    """Element DescribeConfigsResult of DescribeConfigs."""

    __slots__ = ('error_code', 'error_message', 'resource_type', 'resource_name', 'configs')
    error_code: int
    error_message: str | None
    resource_type: int
    resource_name: str
    configs: list[DescribeConfigsResourceResult]

    def __init__(
        self,
        error_code: int = 0,
        error_message: str | None = "",
        resource_type: int = 0,
        resource_name: str = "",
        configs: list[DescribeConfigsResourceResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.error_message = error_message
        self.resource_type = resource_type
        self.resource_name = resource_name
        self.configs = [] if configs is DEFAULT else configs
        self.unknown_tags = unknown_tags


class DescribeConfigsResponse(Message):
    """DescribeConfigs response (API key 32), versions 0..4."""

    __slots__ = ('throttle_time_ms', 'results')
    API_KEY = 32
    API_NAME = 'DescribeConfigs'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_FROM = 4
    throttle_time_ms: int
    results: list[DescribeConfigsResult]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        results: list[DescribeConfigsResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is DEFAULT else results
        self.unknown_tags = unknown_tags

DescribeConfigsResource.FIELDS = (
    FieldSpec('resource_type', 'prim', 'int8', (0, 4), None, 0),
    FieldSpec('resource_name', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('configuration_keys', 'array', 'string', (0, 4), (0, 4), DEFAULT),
)

DescribeConfigsRequest.FIELDS = (
    FieldSpec('resources', 'array', 'DescribeConfigsResource', (0, 4), None, DEFAULT, struct=DescribeConfigsResource),
    FieldSpec('include_synonyms', 'prim', 'bool', (1, 4), None, False),
    FieldSpec('include_documentation', 'prim', 'bool', (3, 4), None, False),
)

DescribeConfigsSynonym.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('value', 'prim', 'string', (0, 4), (0, 4), ""),
    FieldSpec('source', 'prim', 'int8', (0, 4), None, 0),
)

DescribeConfigsResourceResult.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('value', 'prim', 'string', (0, 4), (0, 4), ""),
    FieldSpec('read_only', 'prim', 'bool', (0, 4), None, False),
    FieldSpec('config_source', 'prim', 'int8', (1, 4), None, -1, ignorable=True),
    FieldSpec('is_default', 'prim', 'bool', (0, 0), None, False),
    FieldSpec('is_sensitive', 'prim', 'bool', (0, 4), None, False),
    FieldSpec('synonyms', 'array', 'DescribeConfigsSynonym', (1, 4), None, DEFAULT, ignorable=True, struct=DescribeConfigsSynonym),
    FieldSpec('config_type', 'prim', 'int8', (3, 4), None, 0, ignorable=True),
    FieldSpec('documentation', 'prim', 'string', (3, 4), (3, 4), "", ignorable=True),
)

DescribeConfigsResult.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 4), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 4), (0, 4), ""),
    FieldSpec('resource_type', 'prim', 'int8', (0, 4), None, 0),
    FieldSpec('resource_name', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('configs', 'array', 'DescribeConfigsResourceResult', (0, 4), None, DEFAULT, struct=DescribeConfigsResourceResult),
)

DescribeConfigsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 4), None, 0),
    FieldSpec('results', 'array', 'DescribeConfigsResult', (0, 4), None, DEFAULT, struct=DescribeConfigsResult),
)


def _d_DescribeConfigsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsRequest, int]:
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 7 > end - pos:
            raise _short(pos)
        f_resources_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
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
                if n11 == -1:
                    f_configuration_keys_8 = None
                elif n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 2 > end - pos:
                        raise _short(pos)
                    f_configuration_keys_8 = []
                    for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                        n13 = _uh(buf, pos)[0]
                        pos += 2
                        if n13 < 0:
                            raise _negative(pos)
                        else:
                            e14 = pos + n13
                            if e14 > end:
                                raise _short(pos)
                            x12 = buf[pos:e14].decode()
                            pos = e14
                        f_configuration_keys_8.append(x12)
                x5 = _new(DescribeConfigsResource)
                x5.resource_type = f_resource_type_6
                x5.resource_name = f_resource_name_7
                x5.configuration_keys = f_configuration_keys_8
                x5.unknown_tags = None
                f_resources_1.append(x5)
    o = _new(DescribeConfigsRequest)
    o.resources = f_resources_1
    o.include_synonyms = False
    o.include_documentation = False
    o.unknown_tags = None
    return o, pos


def _d_DescribeConfigsRequest_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsRequest, int]:
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 7 > end - pos:
            raise _short(pos)
        f_resources_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
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
                if n11 == -1:
                    f_configuration_keys_8 = None
                elif n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 2 > end - pos:
                        raise _short(pos)
                    f_configuration_keys_8 = []
                    for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                        n13 = _uh(buf, pos)[0]
                        pos += 2
                        if n13 < 0:
                            raise _negative(pos)
                        else:
                            e14 = pos + n13
                            if e14 > end:
                                raise _short(pos)
                            x12 = buf[pos:e14].decode()
                            pos = e14
                        f_configuration_keys_8.append(x12)
                x5 = _new(DescribeConfigsResource)
                x5.resource_type = f_resource_type_6
                x5.resource_name = f_resource_name_7
                x5.configuration_keys = f_configuration_keys_8
                x5.unknown_tags = None
                f_resources_1.append(x5)
    f_include_synonyms_2 = _S1(buf, pos)[0]
    pos += 1
    o = _new(DescribeConfigsRequest)
    o.resources = f_resources_1
    o.include_synonyms = f_include_synonyms_2
    o.include_documentation = False
    o.unknown_tags = None
    return o, pos


def _d_DescribeConfigsRequest_v3(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsRequest, int]:
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 7 > end - pos:
            raise _short(pos)
        f_resources_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
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
                if n11 == -1:
                    f_configuration_keys_8 = None
                elif n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 2 > end - pos:
                        raise _short(pos)
                    f_configuration_keys_8 = []
                    for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                        n13 = _uh(buf, pos)[0]
                        pos += 2
                        if n13 < 0:
                            raise _negative(pos)
                        else:
                            e14 = pos + n13
                            if e14 > end:
                                raise _short(pos)
                            x12 = buf[pos:e14].decode()
                            pos = e14
                        f_configuration_keys_8.append(x12)
                x5 = _new(DescribeConfigsResource)
                x5.resource_type = f_resource_type_6
                x5.resource_name = f_resource_name_7
                x5.configuration_keys = f_configuration_keys_8
                x5.unknown_tags = None
                f_resources_1.append(x5)
    f_include_synonyms_2, f_include_documentation_3 = _S2(buf, pos)
    pos += 2
    o = _new(DescribeConfigsRequest)
    o.resources = f_resources_1
    o.include_synonyms = f_include_synonyms_2
    o.include_documentation = f_include_documentation_3
    o.unknown_tags = None
    return o, pos


def _d_DescribeConfigsRequest_v4(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsRequest, int]:
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
        n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 4 > end - pos:
            raise _short(pos)
        f_resources_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                f_resource_type_6, pk9 = _S3(buf, pos)
                pos += 2
                if pk9 < 128:
                    pk9 -= 1
                elif buf[pos] < 128:
                    pk9 = pk9 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk9, pos = _string_uvarint(buf, pos - 1)
                    pk9 -= 1
                if pk9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + pk9
                    if e10 > end:
                        raise _short(pos)
                    f_resource_name_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _uvarint(buf, pos)
                    n11 -= 1
                if n11 == -1:
                    f_configuration_keys_8 = None
                else:
                    if n11 > end - pos:
                        raise _short(pos)
                    f_configuration_keys_8 = []
                    for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                        n13 = buf[pos]
                        if n13 < 128:
                            pos += 1
                            n13 -= 1
                        elif buf[pos + 1] < 128:
                            n13 = n13 + buf[pos + 1] * 128 - 129
                            pos += 2
                        else:
                            n13, pos = _string_uvarint(buf, pos)
                            n13 -= 1
                        if n13 < 0:
                            raise _negative(pos)
                        else:
                            e14 = pos + n13
                            if e14 > end:
                                raise _short(pos)
                            x12 = buf[pos:e14].decode()
                            pos = e14
                        f_configuration_keys_8.append(x12)
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x5 = _new(DescribeConfigsResource)
                x5.resource_type = f_resource_type_6
                x5.resource_name = f_resource_name_7
                x5.configuration_keys = f_configuration_keys_8
                x5.unknown_tags = u15
                f_resources_1.append(x5)
    f_include_synonyms_2, f_include_documentation_3, pk16 = _S4(buf, pos)
    pos += 3
    if pk16:
        u17, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u17 = None
    o = _new(DescribeConfigsRequest)
    o.resources = f_resources_1
    o.include_synonyms = f_include_synonyms_2
    o.include_documentation = f_include_documentation_3
    o.unknown_tags = u17
    return o, pos


def _e_DescribeConfigsRequest_v0(o: DescribeConfigsRequest, out: list[bytes]) -> None:
    if o.include_synonyms != False:
        raise _absent('DescribeConfigsRequest', 'include_synonyms', 0)
    if o.include_documentation != False:
        raise _absent('DescribeConfigsRequest', 'include_documentation', 0)
    if o.unknown_tags:
        raise _untagged('DescribeConfigsRequest', 0)
    if type(o.resources) is not list:
        _check_list(o.resources)
    out.append(_Pi(len(o.resources)))
    for x1 in o.resources:
        if x1.unknown_tags:
            raise _untagged('DescribeConfigsResource', 0)
        out.append(_P0(x1.resource_type))
        b2 = x1.resource_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if x1.configuration_keys is None:
            out.append(b'\xff\xff\xff\xff')
        else:
            if type(x1.configuration_keys) is not list:
                _check_list(x1.configuration_keys)
            out.append(_Pi(len(x1.configuration_keys)))
            for x3 in x1.configuration_keys:
                b4 = x3.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)


def _e_DescribeConfigsRequest_v1(o: DescribeConfigsRequest, out: list[bytes]) -> None:
    if o.include_documentation != False:
        raise _absent('DescribeConfigsRequest', 'include_documentation', 1)
    if o.unknown_tags:
        raise _untagged('DescribeConfigsRequest', 1)
    if type(o.resources) is not list:
        _check_list(o.resources)
    out.append(_Pi(len(o.resources)))
    for x1 in o.resources:
        if x1.unknown_tags:
            raise _untagged('DescribeConfigsResource', 1)
        out.append(_P0(x1.resource_type))
        b2 = x1.resource_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if x1.configuration_keys is None:
            out.append(b'\xff\xff\xff\xff')
        else:
            if type(x1.configuration_keys) is not list:
                _check_list(x1.configuration_keys)
            out.append(_Pi(len(x1.configuration_keys)))
            for x3 in x1.configuration_keys:
                b4 = x3.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)
    out.append(_P5(_BOOL[o.include_synonyms]))


def _e_DescribeConfigsRequest_v2(o: DescribeConfigsRequest, out: list[bytes]) -> None:
    if o.include_documentation != False:
        raise _absent('DescribeConfigsRequest', 'include_documentation', 2)
    if o.unknown_tags:
        raise _untagged('DescribeConfigsRequest', 2)
    if type(o.resources) is not list:
        _check_list(o.resources)
    out.append(_Pi(len(o.resources)))
    for x1 in o.resources:
        if x1.unknown_tags:
            raise _untagged('DescribeConfigsResource', 2)
        out.append(_P0(x1.resource_type))
        b2 = x1.resource_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if x1.configuration_keys is None:
            out.append(b'\xff\xff\xff\xff')
        else:
            if type(x1.configuration_keys) is not list:
                _check_list(x1.configuration_keys)
            out.append(_Pi(len(x1.configuration_keys)))
            for x3 in x1.configuration_keys:
                b4 = x3.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)
    out.append(_P5(_BOOL[o.include_synonyms]))


def _e_DescribeConfigsRequest_v3(o: DescribeConfigsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeConfigsRequest', 3)
    if type(o.resources) is not list:
        _check_list(o.resources)
    out.append(_Pi(len(o.resources)))
    for x1 in o.resources:
        if x1.unknown_tags:
            raise _untagged('DescribeConfigsResource', 3)
        out.append(_P0(x1.resource_type))
        b2 = x1.resource_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if x1.configuration_keys is None:
            out.append(b'\xff\xff\xff\xff')
        else:
            if type(x1.configuration_keys) is not list:
                _check_list(x1.configuration_keys)
            out.append(_Pi(len(x1.configuration_keys)))
            for x3 in x1.configuration_keys:
                b4 = x3.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)
    out.append(_P6(_BOOL[o.include_synonyms], _BOOL[o.include_documentation]))


def _e_DescribeConfigsRequest_v4(o: DescribeConfigsRequest, out: list[bytes]) -> None:
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
        if x1.configuration_keys is None:
            out.append(b'\x00')
        else:
            if type(x1.configuration_keys) is not list:
                _check_list(x1.configuration_keys)
            if len(x1.configuration_keys) + 1 < 128:
                out.append(_B1[len(x1.configuration_keys) + 1])
            else:
                out.append(_encode_uvarint(len(x1.configuration_keys) + 1))
            for x3 in x1.configuration_keys:
                b4 = x3.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_string_length(len(b4) + 1))
                out.append(b4)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P6(_BOOL[o.include_synonyms], _BOOL[o.include_documentation]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_DescribeConfigsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsResponse, int]:
    f_throttle_time_ms_1 = _S7(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 11 > end - pos:
            raise _short(pos)
        f_results_2 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                f_error_code_5 = _S8(buf, pos)[0]
                pos += 2
                n10 = _uh(buf, pos)[0]
                pos += 2
                if n10 == -1:
                    f_error_message_6 = None
                elif n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    f_error_message_6 = buf[pos:e11].decode()
                    pos = e11
                f_resource_type_7 = _S0(buf, pos)[0]
                pos += 1
                n12 = _uh(buf, pos)[0]
                pos += 2
                if n12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + n12
                    if e13 > end:
                        raise _short(pos)
                    f_resource_name_8 = buf[pos:e13].decode()
                    pos = e13
                n14 = _ui(buf, pos)[0]
                pos += 4
                if n14 < 0:
                    raise _negative(pos)
                else:
                    if n14 * 7 > end - pos:
                        raise _short(pos)
                    f_configs_9 = []
                    if n14:
                        for _ in (_ranges[n14] if n14 < 256 else range(n14)):
                            n25 = _uh(buf, pos)[0]
                            pos += 2
                            if n25 < 0:
                                raise _negative(pos)
                            else:
                                e26 = pos + n25
                                if e26 > end:
                                    raise _short(pos)
                                f_name_16 = buf[pos:e26].decode()
                                pos = e26
                            n27 = _uh(buf, pos)[0]
                            pos += 2
                            if n27 == -1:
                                f_value_17 = None
                            elif n27 < 0:
                                raise _negative(pos)
                            else:
                                e28 = pos + n27
                                if e28 > end:
                                    raise _short(pos)
                                f_value_17 = buf[pos:e28].decode()
                                pos = e28
                            f_read_only_18, f_is_default_20, f_is_sensitive_21 = _S9(buf, pos)
                            pos += 3
                            x15 = _new(DescribeConfigsResourceResult)
                            x15.name = f_name_16
                            x15.value = f_value_17
                            x15.read_only = f_read_only_18
                            x15.config_source = -1
                            x15.is_default = f_is_default_20
                            x15.is_sensitive = f_is_sensitive_21
                            x15.synonyms = []
                            x15.config_type = 0
                            x15.documentation = ""
                            x15.unknown_tags = None
                            f_configs_9.append(x15)
                x4 = _new(DescribeConfigsResult)
                x4.error_code = f_error_code_5
                x4.error_message = f_error_message_6
                x4.resource_type = f_resource_type_7
                x4.resource_name = f_resource_name_8
                x4.configs = f_configs_9
                x4.unknown_tags = None
                f_results_2.append(x4)
    o = _new(DescribeConfigsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.results = f_results_2
    o.unknown_tags = None
    return o, pos


def _d_DescribeConfigsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsResponse, int]:
    f_throttle_time_ms_1 = _S7(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 11 > end - pos:
            raise _short(pos)
        f_results_2 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                f_error_code_5 = _S8(buf, pos)[0]
                pos += 2
                n10 = _uh(buf, pos)[0]
                pos += 2
                if n10 == -1:
                    f_error_message_6 = None
                elif n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    f_error_message_6 = buf[pos:e11].decode()
                    pos = e11
                f_resource_type_7 = _S0(buf, pos)[0]
                pos += 1
                n12 = _uh(buf, pos)[0]
                pos += 2
                if n12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + n12
                    if e13 > end:
                        raise _short(pos)
                    f_resource_name_8 = buf[pos:e13].decode()
                    pos = e13
                n14 = _ui(buf, pos)[0]
                pos += 4
                if n14 < 0:
                    raise _negative(pos)
                else:
                    if n14 * 11 > end - pos:
                        raise _short(pos)
                    f_configs_9 = []
                    if n14:
                        for _ in (_ranges[n14] if n14 < 256 else range(n14)):
                            n25 = _uh(buf, pos)[0]
                            pos += 2
                            if n25 < 0:
                                raise _negative(pos)
                            else:
                                e26 = pos + n25
                                if e26 > end:
                                    raise _short(pos)
                                f_name_16 = buf[pos:e26].decode()
                                pos = e26
                            n27 = _uh(buf, pos)[0]
                            pos += 2
                            if n27 == -1:
                                f_value_17 = None
                            elif n27 < 0:
                                raise _negative(pos)
                            else:
                                e28 = pos + n27
                                if e28 > end:
                                    raise _short(pos)
                                f_value_17 = buf[pos:e28].decode()
                                pos = e28
                            f_read_only_18, f_config_source_19, f_is_sensitive_21 = _S10(buf, pos)
                            pos += 3
                            n29 = _ui(buf, pos)[0]
                            pos += 4
                            if n29 < 0:
                                raise _negative(pos)
                            else:
                                if n29 * 5 > end - pos:
                                    raise _short(pos)
                                f_synonyms_22 = []
                                if n29:
                                    for _ in (_ranges[n29] if n29 < 256 else range(n29)):
                                        n34 = _uh(buf, pos)[0]
                                        pos += 2
                                        if n34 < 0:
                                            raise _negative(pos)
                                        else:
                                            e35 = pos + n34
                                            if e35 > end:
                                                raise _short(pos)
                                            f_name_31 = buf[pos:e35].decode()
                                            pos = e35
                                        n36 = _uh(buf, pos)[0]
                                        pos += 2
                                        if n36 == -1:
                                            f_value_32 = None
                                        elif n36 < 0:
                                            raise _negative(pos)
                                        else:
                                            e37 = pos + n36
                                            if e37 > end:
                                                raise _short(pos)
                                            f_value_32 = buf[pos:e37].decode()
                                            pos = e37
                                        f_source_33 = _S0(buf, pos)[0]
                                        pos += 1
                                        x30 = _new(DescribeConfigsSynonym)
                                        x30.name = f_name_31
                                        x30.value = f_value_32
                                        x30.source = f_source_33
                                        x30.unknown_tags = None
                                        f_synonyms_22.append(x30)
                            x15 = _new(DescribeConfigsResourceResult)
                            x15.name = f_name_16
                            x15.value = f_value_17
                            x15.read_only = f_read_only_18
                            x15.config_source = f_config_source_19
                            x15.is_default = False
                            x15.is_sensitive = f_is_sensitive_21
                            x15.synonyms = f_synonyms_22
                            x15.config_type = 0
                            x15.documentation = ""
                            x15.unknown_tags = None
                            f_configs_9.append(x15)
                x4 = _new(DescribeConfigsResult)
                x4.error_code = f_error_code_5
                x4.error_message = f_error_message_6
                x4.resource_type = f_resource_type_7
                x4.resource_name = f_resource_name_8
                x4.configs = f_configs_9
                x4.unknown_tags = None
                f_results_2.append(x4)
    o = _new(DescribeConfigsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.results = f_results_2
    o.unknown_tags = None
    return o, pos


def _d_DescribeConfigsResponse_v3(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsResponse, int]:
    f_throttle_time_ms_1 = _S7(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 11 > end - pos:
            raise _short(pos)
        f_results_2 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                f_error_code_5 = _S8(buf, pos)[0]
                pos += 2
                n10 = _uh(buf, pos)[0]
                pos += 2
                if n10 == -1:
                    f_error_message_6 = None
                elif n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    f_error_message_6 = buf[pos:e11].decode()
                    pos = e11
                f_resource_type_7 = _S0(buf, pos)[0]
                pos += 1
                n12 = _uh(buf, pos)[0]
                pos += 2
                if n12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + n12
                    if e13 > end:
                        raise _short(pos)
                    f_resource_name_8 = buf[pos:e13].decode()
                    pos = e13
                n14 = _ui(buf, pos)[0]
                pos += 4
                if n14 < 0:
                    raise _negative(pos)
                else:
                    if n14 * 14 > end - pos:
                        raise _short(pos)
                    f_configs_9 = []
                    if n14:
                        for _ in (_ranges[n14] if n14 < 256 else range(n14)):
                            n25 = _uh(buf, pos)[0]
                            pos += 2
                            if n25 < 0:
                                raise _negative(pos)
                            else:
                                e26 = pos + n25
                                if e26 > end:
                                    raise _short(pos)
                                f_name_16 = buf[pos:e26].decode()
                                pos = e26
                            n27 = _uh(buf, pos)[0]
                            pos += 2
                            if n27 == -1:
                                f_value_17 = None
                            elif n27 < 0:
                                raise _negative(pos)
                            else:
                                e28 = pos + n27
                                if e28 > end:
                                    raise _short(pos)
                                f_value_17 = buf[pos:e28].decode()
                                pos = e28
                            f_read_only_18, f_config_source_19, f_is_sensitive_21 = _S10(buf, pos)
                            pos += 3
                            n29 = _ui(buf, pos)[0]
                            pos += 4
                            if n29 < 0:
                                raise _negative(pos)
                            else:
                                if n29 * 5 > end - pos:
                                    raise _short(pos)
                                f_synonyms_22 = []
                                if n29:
                                    for _ in (_ranges[n29] if n29 < 256 else range(n29)):
                                        n34 = _uh(buf, pos)[0]
                                        pos += 2
                                        if n34 < 0:
                                            raise _negative(pos)
                                        else:
                                            e35 = pos + n34
                                            if e35 > end:
                                                raise _short(pos)
                                            f_name_31 = buf[pos:e35].decode()
                                            pos = e35
                                        n36 = _uh(buf, pos)[0]
                                        pos += 2
                                        if n36 == -1:
                                            f_value_32 = None
                                        elif n36 < 0:
                                            raise _negative(pos)
                                        else:
                                            e37 = pos + n36
                                            if e37 > end:
                                                raise _short(pos)
                                            f_value_32 = buf[pos:e37].decode()
                                            pos = e37
                                        f_source_33 = _S0(buf, pos)[0]
                                        pos += 1
                                        x30 = _new(DescribeConfigsSynonym)
                                        x30.name = f_name_31
                                        x30.value = f_value_32
                                        x30.source = f_source_33
                                        x30.unknown_tags = None
                                        f_synonyms_22.append(x30)
                            f_config_type_23 = _S0(buf, pos)[0]
                            pos += 1
                            n38 = _uh(buf, pos)[0]
                            pos += 2
                            if n38 == -1:
                                f_documentation_24 = None
                            elif n38 < 0:
                                raise _negative(pos)
                            else:
                                e39 = pos + n38
                                if e39 > end:
                                    raise _short(pos)
                                f_documentation_24 = buf[pos:e39].decode()
                                pos = e39
                            x15 = _new(DescribeConfigsResourceResult)
                            x15.name = f_name_16
                            x15.value = f_value_17
                            x15.read_only = f_read_only_18
                            x15.config_source = f_config_source_19
                            x15.is_default = False
                            x15.is_sensitive = f_is_sensitive_21
                            x15.synonyms = f_synonyms_22
                            x15.config_type = f_config_type_23
                            x15.documentation = f_documentation_24
                            x15.unknown_tags = None
                            f_configs_9.append(x15)
                x4 = _new(DescribeConfigsResult)
                x4.error_code = f_error_code_5
                x4.error_message = f_error_message_6
                x4.resource_type = f_resource_type_7
                x4.resource_name = f_resource_name_8
                x4.configs = f_configs_9
                x4.unknown_tags = None
                f_results_2.append(x4)
    o = _new(DescribeConfigsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.results = f_results_2
    o.unknown_tags = None
    return o, pos


def _d_DescribeConfigsResponse_v4(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsResponse, int]:
    f_throttle_time_ms_1, pk3 = _S11(buf, pos)
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
        if pk3 * 7 > end - pos:
            raise _short(pos)
        f_results_2 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                f_error_code_5, pk10 = _S12(buf, pos)
                pos += 3
                if pk10 < 128:
                    pk10 -= 1
                elif buf[pos] < 128:
                    pk10 = pk10 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk10, pos = _string_uvarint(buf, pos - 1)
                    pk10 -= 1
                if pk10 == -1:
                    f_error_message_6 = None
                else:
                    e11 = pos + pk10
                    if e11 > end:
                        raise _short(pos)
                    f_error_message_6 = buf[pos:e11].decode()
                    pos = e11
                f_resource_type_7, pk12 = _S3(buf, pos)
                pos += 2
                if pk12 < 128:
                    pk12 -= 1
                elif buf[pos] < 128:
                    pk12 = pk12 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk12, pos = _string_uvarint(buf, pos - 1)
                    pk12 -= 1
                if pk12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + pk12
                    if e13 > end:
                        raise _short(pos)
                    f_resource_name_8 = buf[pos:e13].decode()
                    pos = e13
                n14 = buf[pos]
                if n14 < 128:
                    pos += 1
                    n14 -= 1
                elif buf[pos + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n14, pos = _uvarint(buf, pos)
                    n14 -= 1
                if n14 < 0:
                    raise _negative(pos)
                else:
                    if n14 * 9 > end - pos:
                        raise _short(pos)
                    f_configs_9 = []
                    if n14:
                        for _ in (_ranges[n14] if n14 < 256 else range(n14)):
                            n25 = buf[pos]
                            if n25 < 128:
                                pos += 1
                                n25 -= 1
                            elif buf[pos + 1] < 128:
                                n25 = n25 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n25, pos = _string_uvarint(buf, pos)
                                n25 -= 1
                            if n25 < 0:
                                raise _negative(pos)
                            else:
                                e26 = pos + n25
                                if e26 > end:
                                    raise _short(pos)
                                f_name_16 = buf[pos:e26].decode()
                                pos = e26
                            n27 = buf[pos]
                            if n27 < 128:
                                pos += 1
                                n27 -= 1
                            elif buf[pos + 1] < 128:
                                n27 = n27 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n27, pos = _string_uvarint(buf, pos)
                                n27 -= 1
                            if n27 == -1:
                                f_value_17 = None
                            else:
                                e28 = pos + n27
                                if e28 > end:
                                    raise _short(pos)
                                f_value_17 = buf[pos:e28].decode()
                                pos = e28
                            f_read_only_18, f_config_source_19, f_is_sensitive_21, pk29, f_config_type_23, pk30 = _S13(buf, pos)
                            if pk29 == 1:
                                pos += 6
                                f_synonyms_22 = []
                            else:
                                pos += 4
                                if pk29 < 128:
                                    pk29 -= 1
                                elif buf[pos] < 128:
                                    pk29 = pk29 + buf[pos] * 128 - 129
                                    pos += 1
                                else:
                                    pk29, pos = _uvarint(buf, pos - 1)
                                    pk29 -= 1
                                if pk29 < 0:
                                    raise _negative(pos)
                                else:
                                    if pk29 * 4 > end - pos:
                                        raise _short(pos)
                                    f_synonyms_22 = []
                                    if pk29:
                                        for _ in (_ranges[pk29] if pk29 < 256 else range(pk29)):
                                            n35 = buf[pos]
                                            if n35 < 128:
                                                pos += 1
                                                n35 -= 1
                                            elif buf[pos + 1] < 128:
                                                n35 = n35 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n35, pos = _string_uvarint(buf, pos)
                                                n35 -= 1
                                            if n35 < 0:
                                                raise _negative(pos)
                                            else:
                                                e36 = pos + n35
                                                if e36 > end:
                                                    raise _short(pos)
                                                f_name_32 = buf[pos:e36].decode()
                                                pos = e36
                                            n37 = buf[pos]
                                            if n37 < 128:
                                                pos += 1
                                                n37 -= 1
                                            elif buf[pos + 1] < 128:
                                                n37 = n37 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n37, pos = _string_uvarint(buf, pos)
                                                n37 -= 1
                                            if n37 == -1:
                                                f_value_33 = None
                                            else:
                                                e38 = pos + n37
                                                if e38 > end:
                                                    raise _short(pos)
                                                f_value_33 = buf[pos:e38].decode()
                                                pos = e38
                                            f_source_34, pk39 = _S3(buf, pos)
                                            pos += 2
                                            if pk39:
                                                u40, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u40 = None
                                            x31 = _new(DescribeConfigsSynonym)
                                            x31.name = f_name_32
                                            x31.value = f_value_33
                                            x31.source = f_source_34
                                            x31.unknown_tags = u40
                                            f_synonyms_22.append(x31)
                                f_config_type_23, pk30 = _S3(buf, pos)
                                pos += 2
                            if pk30 < 128:
                                pk30 -= 1
                            elif buf[pos] < 128:
                                pk30 = pk30 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk30, pos = _string_uvarint(buf, pos - 1)
                                pk30 -= 1
                            if pk30 == -1:
                                f_documentation_24 = None
                            else:
                                e41 = pos + pk30
                                if e41 > end:
                                    raise _short(pos)
                                f_documentation_24 = buf[pos:e41].decode()
                                pos = e41
                            if buf[pos]:
                                u42, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u42 = None
                            x15 = _new(DescribeConfigsResourceResult)
                            x15.name = f_name_16
                            x15.value = f_value_17
                            x15.read_only = f_read_only_18
                            x15.config_source = f_config_source_19
                            x15.is_default = False
                            x15.is_sensitive = f_is_sensitive_21
                            x15.synonyms = f_synonyms_22
                            x15.config_type = f_config_type_23
                            x15.documentation = f_documentation_24
                            x15.unknown_tags = u42
                            f_configs_9.append(x15)
                if buf[pos]:
                    u43, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u43 = None
                x4 = _new(DescribeConfigsResult)
                x4.error_code = f_error_code_5
                x4.error_message = f_error_message_6
                x4.resource_type = f_resource_type_7
                x4.resource_name = f_resource_name_8
                x4.configs = f_configs_9
                x4.unknown_tags = u43
                f_results_2.append(x4)
    if buf[pos]:
        u44, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u44 = None
    o = _new(DescribeConfigsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.results = f_results_2
    o.unknown_tags = u44
    return o, pos


def _e_DescribeConfigsResponse_v0(o: DescribeConfigsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeConfigsResponse', 0)
    out.append(_P7(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    out.append(_Pi(len(o.results)))
    for x1 in o.results:
        if x1.unknown_tags:
            raise _untagged('DescribeConfigsResult', 0)
        out.append(_P8(x1.error_code))
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
        if type(x1.configs) is not list:
            _check_list(x1.configs)
        out.append(_Pi(len(x1.configs)))
        for x4 in x1.configs:
            if x4.unknown_tags:
                raise _untagged('DescribeConfigsResourceResult', 0)
            b5 = x4.name.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            if x4.value is None:
                out.append(b'\xff\xff')
            else:
                b6 = x4.value.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)
            out.append(_P14(_BOOL[x4.read_only], _BOOL[x4.is_default], _BOOL[x4.is_sensitive]))


def _e_DescribeConfigsResponse_v1(o: DescribeConfigsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeConfigsResponse', 1)
    out.append(_P7(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    out.append(_Pi(len(o.results)))
    for x1 in o.results:
        if x1.unknown_tags:
            raise _untagged('DescribeConfigsResult', 1)
        out.append(_P8(x1.error_code))
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
        if type(x1.configs) is not list:
            _check_list(x1.configs)
        out.append(_Pi(len(x1.configs)))
        for x4 in x1.configs:
            if x4.is_default != False:
                raise _absent('DescribeConfigsResourceResult', 'is_default', 1)
            if x4.unknown_tags:
                raise _untagged('DescribeConfigsResourceResult', 1)
            b5 = x4.name.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            if x4.value is None:
                out.append(b'\xff\xff')
            else:
                b6 = x4.value.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)
            out.append(_P15(_BOOL[x4.read_only], x4.config_source, _BOOL[x4.is_sensitive]))
            if type(x4.synonyms) is not list:
                _check_list(x4.synonyms)
            out.append(_Pi(len(x4.synonyms)))
            for x7 in x4.synonyms:
                if x7.unknown_tags:
                    raise _untagged('DescribeConfigsSynonym', 1)
                b8 = x7.name.encode()
                out.append(_Ph(len(b8)))
                out.append(b8)
                if x7.value is None:
                    out.append(b'\xff\xff')
                else:
                    b9 = x7.value.encode()
                    out.append(_Ph(len(b9)))
                    out.append(b9)
                out.append(_P0(x7.source))


def _e_DescribeConfigsResponse_v2(o: DescribeConfigsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeConfigsResponse', 2)
    out.append(_P7(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    out.append(_Pi(len(o.results)))
    for x1 in o.results:
        if x1.unknown_tags:
            raise _untagged('DescribeConfigsResult', 2)
        out.append(_P8(x1.error_code))
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
        if type(x1.configs) is not list:
            _check_list(x1.configs)
        out.append(_Pi(len(x1.configs)))
        for x4 in x1.configs:
            if x4.is_default != False:
                raise _absent('DescribeConfigsResourceResult', 'is_default', 2)
            if x4.unknown_tags:
                raise _untagged('DescribeConfigsResourceResult', 2)
            b5 = x4.name.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            if x4.value is None:
                out.append(b'\xff\xff')
            else:
                b6 = x4.value.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)
            out.append(_P15(_BOOL[x4.read_only], x4.config_source, _BOOL[x4.is_sensitive]))
            if type(x4.synonyms) is not list:
                _check_list(x4.synonyms)
            out.append(_Pi(len(x4.synonyms)))
            for x7 in x4.synonyms:
                if x7.unknown_tags:
                    raise _untagged('DescribeConfigsSynonym', 2)
                b8 = x7.name.encode()
                out.append(_Ph(len(b8)))
                out.append(b8)
                if x7.value is None:
                    out.append(b'\xff\xff')
                else:
                    b9 = x7.value.encode()
                    out.append(_Ph(len(b9)))
                    out.append(b9)
                out.append(_P0(x7.source))


def _e_DescribeConfigsResponse_v3(o: DescribeConfigsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeConfigsResponse', 3)
    out.append(_P7(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    out.append(_Pi(len(o.results)))
    for x1 in o.results:
        if x1.unknown_tags:
            raise _untagged('DescribeConfigsResult', 3)
        out.append(_P8(x1.error_code))
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
        if type(x1.configs) is not list:
            _check_list(x1.configs)
        out.append(_Pi(len(x1.configs)))
        for x4 in x1.configs:
            if x4.is_default != False:
                raise _absent('DescribeConfigsResourceResult', 'is_default', 3)
            if x4.unknown_tags:
                raise _untagged('DescribeConfigsResourceResult', 3)
            b5 = x4.name.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            if x4.value is None:
                out.append(b'\xff\xff')
            else:
                b6 = x4.value.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)
            out.append(_P15(_BOOL[x4.read_only], x4.config_source, _BOOL[x4.is_sensitive]))
            if type(x4.synonyms) is not list:
                _check_list(x4.synonyms)
            out.append(_Pi(len(x4.synonyms)))
            for x7 in x4.synonyms:
                if x7.unknown_tags:
                    raise _untagged('DescribeConfigsSynonym', 3)
                b8 = x7.name.encode()
                out.append(_Ph(len(b8)))
                out.append(b8)
                if x7.value is None:
                    out.append(b'\xff\xff')
                else:
                    b9 = x7.value.encode()
                    out.append(_Ph(len(b9)))
                    out.append(b9)
                out.append(_P0(x7.source))
            out.append(_P0(x4.config_type))
            if x4.documentation is None:
                out.append(b'\xff\xff')
            else:
                b10 = x4.documentation.encode()
                out.append(_Ph(len(b10)))
                out.append(b10)


def _e_DescribeConfigsResponse_v4(o: DescribeConfigsResponse, out: list[bytes]) -> None:
    out.append(_P7(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    if len(o.results) + 1 < 128:
        out.append(_B1[len(o.results) + 1])
    else:
        out.append(_encode_uvarint(len(o.results) + 1))
    for x1 in o.results:
        out.append(_P8(x1.error_code))
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
        if type(x1.configs) is not list:
            _check_list(x1.configs)
        if len(x1.configs) + 1 < 128:
            out.append(_B1[len(x1.configs) + 1])
        else:
            out.append(_encode_uvarint(len(x1.configs) + 1))
        for x4 in x1.configs:
            if x4.is_default != False:
                raise _absent('DescribeConfigsResourceResult', 'is_default', 4)
            b5 = x4.name.encode()
            if len(b5) + 1 < 128:
                out.append(_B1[len(b5) + 1])
            else:
                out.append(_string_length(len(b5) + 1))
            out.append(b5)
            if x4.value is None:
                out.append(b'\x00')
            else:
                b6 = x4.value.encode()
                if len(b6) + 1 < 128:
                    out.append(_B1[len(b6) + 1])
                else:
                    out.append(_string_length(len(b6) + 1))
                out.append(b6)
            out.append(_P15(_BOOL[x4.read_only], x4.config_source, _BOOL[x4.is_sensitive]))
            if type(x4.synonyms) is not list:
                _check_list(x4.synonyms)
            if len(x4.synonyms) + 1 < 128:
                out.append(_B1[len(x4.synonyms) + 1])
            else:
                out.append(_encode_uvarint(len(x4.synonyms) + 1))
            for x7 in x4.synonyms:
                b8 = x7.name.encode()
                if len(b8) + 1 < 128:
                    out.append(_B1[len(b8) + 1])
                else:
                    out.append(_string_length(len(b8) + 1))
                out.append(b8)
                if x7.value is None:
                    out.append(b'\x00')
                else:
                    b9 = x7.value.encode()
                    if len(b9) + 1 < 128:
                        out.append(_B1[len(b9) + 1])
                    else:
                        out.append(_string_length(len(b9) + 1))
                    out.append(b9)
                out.append(_P0(x7.source))
                if x7.unknown_tags:
                    _write_tags(out, [], x7.unknown_tags)
                else:
                    out.append(b'\x00')
            out.append(_P0(x4.config_type))
            if x4.documentation is None:
                out.append(b'\x00')
            else:
                b10 = x4.documentation.encode()
                if len(b10) + 1 < 128:
                    out.append(_B1[len(b10) + 1])
                else:
                    out.append(_string_length(len(b10) + 1))
                out.append(b10)
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DescribeConfigsRequest.DECODERS = {0: _d_DescribeConfigsRequest_v0, 1: _d_DescribeConfigsRequest_v1, 2: _d_DescribeConfigsRequest_v1, 3: _d_DescribeConfigsRequest_v3, 4: _d_DescribeConfigsRequest_v4}
DescribeConfigsRequest.ENCODERS = {0: _e_DescribeConfigsRequest_v0, 1: _e_DescribeConfigsRequest_v1, 2: _e_DescribeConfigsRequest_v2, 3: _e_DescribeConfigsRequest_v3, 4: _e_DescribeConfigsRequest_v4}
_bind_decode(DescribeConfigsRequest)

DescribeConfigsResponse.DECODERS = {0: _d_DescribeConfigsResponse_v0, 1: _d_DescribeConfigsResponse_v1, 2: _d_DescribeConfigsResponse_v1, 3: _d_DescribeConfigsResponse_v3, 4: _d_DescribeConfigsResponse_v4}
DescribeConfigsResponse.ENCODERS = {0: _e_DescribeConfigsResponse_v0, 1: _e_DescribeConfigsResponse_v1, 2: _e_DescribeConfigsResponse_v2, 3: _e_DescribeConfigsResponse_v3, 4: _e_DescribeConfigsResponse_v4}
_bind_decode(DescribeConfigsResponse)
