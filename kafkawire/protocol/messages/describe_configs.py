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
    o = _new(DescribeConfigsRequest)
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
                x3 = _new(DescribeConfigsResource)
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
                if n7 == -1:
                    f_configuration_keys_4 = None
                elif n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 2 > end - pos:
                        raise _short(pos)
                    f_configuration_keys_4 = []
                    for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                        n9 = _uh(buf, pos)[0]
                        pos += 2
                        if n9 < 0:
                            raise _negative(pos)
                        else:
                            e10 = pos + n9
                            if e10 > end:
                                raise _short(pos)
                            x8 = buf[pos:e10].decode()
                            pos = e10
                        f_configuration_keys_4.append(x8)
                x3.configuration_keys = f_configuration_keys_4
                x3.unknown_tags = None
                f_resources_1.append(x3)
    o.resources = f_resources_1
    o.include_synonyms = False
    o.include_documentation = False
    o.unknown_tags = None
    return o, pos


def _d_DescribeConfigsRequest_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsRequest, int]:
    o = _new(DescribeConfigsRequest)
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
                x3 = _new(DescribeConfigsResource)
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
                if n7 == -1:
                    f_configuration_keys_4 = None
                elif n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 2 > end - pos:
                        raise _short(pos)
                    f_configuration_keys_4 = []
                    for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                        n9 = _uh(buf, pos)[0]
                        pos += 2
                        if n9 < 0:
                            raise _negative(pos)
                        else:
                            e10 = pos + n9
                            if e10 > end:
                                raise _short(pos)
                            x8 = buf[pos:e10].decode()
                            pos = e10
                        f_configuration_keys_4.append(x8)
                x3.configuration_keys = f_configuration_keys_4
                x3.unknown_tags = None
                f_resources_1.append(x3)
    o.include_synonyms = _S1(buf, pos)[0]
    pos += 1
    o.resources = f_resources_1
    o.include_documentation = False
    o.unknown_tags = None
    return o, pos


def _d_DescribeConfigsRequest_v3(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsRequest, int]:
    o = _new(DescribeConfigsRequest)
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
                x3 = _new(DescribeConfigsResource)
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
                if n7 == -1:
                    f_configuration_keys_4 = None
                elif n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 2 > end - pos:
                        raise _short(pos)
                    f_configuration_keys_4 = []
                    for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                        n9 = _uh(buf, pos)[0]
                        pos += 2
                        if n9 < 0:
                            raise _negative(pos)
                        else:
                            e10 = pos + n9
                            if e10 > end:
                                raise _short(pos)
                            x8 = buf[pos:e10].decode()
                            pos = e10
                        f_configuration_keys_4.append(x8)
                x3.configuration_keys = f_configuration_keys_4
                x3.unknown_tags = None
                f_resources_1.append(x3)
    o.include_synonyms, o.include_documentation = _S2(buf, pos)
    pos += 2
    o.resources = f_resources_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeConfigsRequest_v4(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsRequest, int]:
    o = _new(DescribeConfigsRequest)
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
                x3 = _new(DescribeConfigsResource)
                x3.resource_type, pk5 = _S3(buf, pos)
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
                if n7 == -1:
                    f_configuration_keys_4 = None
                else:
                    if n7 > end - pos:
                        raise _short(pos)
                    f_configuration_keys_4 = []
                    for _ in (_ranges[n7] if n7 < 256 else range(n7)):
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
                            x8 = buf[pos:e10].decode()
                            pos = e10
                        f_configuration_keys_4.append(x8)
                if buf[pos]:
                    u11, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u11 = None
                x3.configuration_keys = f_configuration_keys_4
                x3.unknown_tags = u11
                f_resources_1.append(x3)
    o.include_synonyms, o.include_documentation, pk12 = _S4(buf, pos)
    pos += 3
    if pk12:
        u13, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u13 = None
    o.resources = f_resources_1
    o.unknown_tags = u13
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
    o = _new(DescribeConfigsResponse)
    o.throttle_time_ms = _S7(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 11 > end - pos:
            raise _short(pos)
        f_results_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DescribeConfigsResult)
                x3.error_code = _S8(buf, pos)[0]
                pos += 2
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 == -1:
                    x3.error_message = None
                elif n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e6].decode()
                    pos = e6
                x3.resource_type = _S0(buf, pos)[0]
                pos += 1
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x3.resource_name = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 7 > end - pos:
                        raise _short(pos)
                    f_configs_4 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(DescribeConfigsResourceResult)
                            n12 = _uh(buf, pos)[0]
                            pos += 2
                            if n12 < 0:
                                raise _negative(pos)
                            else:
                                e13 = pos + n12
                                if e13 > end:
                                    raise _short(pos)
                                x10.name = buf[pos:e13].decode()
                                pos = e13
                            n14 = _uh(buf, pos)[0]
                            pos += 2
                            if n14 == -1:
                                x10.value = None
                            elif n14 < 0:
                                raise _negative(pos)
                            else:
                                e15 = pos + n14
                                if e15 > end:
                                    raise _short(pos)
                                x10.value = buf[pos:e15].decode()
                                pos = e15
                            x10.read_only, x10.is_default, x10.is_sensitive = _S9(buf, pos)
                            pos += 3
                            x10.config_source = -1
                            x10.synonyms = []
                            x10.config_type = 0
                            x10.documentation = ""
                            x10.unknown_tags = None
                            f_configs_4.append(x10)
                x3.configs = f_configs_4
                x3.unknown_tags = None
                f_results_1.append(x3)
    o.results = f_results_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeConfigsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsResponse, int]:
    o = _new(DescribeConfigsResponse)
    o.throttle_time_ms = _S7(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 11 > end - pos:
            raise _short(pos)
        f_results_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DescribeConfigsResult)
                x3.error_code = _S8(buf, pos)[0]
                pos += 2
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 == -1:
                    x3.error_message = None
                elif n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e6].decode()
                    pos = e6
                x3.resource_type = _S0(buf, pos)[0]
                pos += 1
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x3.resource_name = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 11 > end - pos:
                        raise _short(pos)
                    f_configs_4 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(DescribeConfigsResourceResult)
                            n12 = _uh(buf, pos)[0]
                            pos += 2
                            if n12 < 0:
                                raise _negative(pos)
                            else:
                                e13 = pos + n12
                                if e13 > end:
                                    raise _short(pos)
                                x10.name = buf[pos:e13].decode()
                                pos = e13
                            n14 = _uh(buf, pos)[0]
                            pos += 2
                            if n14 == -1:
                                x10.value = None
                            elif n14 < 0:
                                raise _negative(pos)
                            else:
                                e15 = pos + n14
                                if e15 > end:
                                    raise _short(pos)
                                x10.value = buf[pos:e15].decode()
                                pos = e15
                            x10.read_only, x10.config_source, x10.is_sensitive = _S10(buf, pos)
                            pos += 3
                            n16 = _ui(buf, pos)[0]
                            pos += 4
                            if n16 < 0:
                                raise _negative(pos)
                            else:
                                if n16 * 5 > end - pos:
                                    raise _short(pos)
                                f_synonyms_11 = []
                                if n16:
                                    for _ in (_ranges[n16] if n16 < 256 else range(n16)):
                                        x17 = _new(DescribeConfigsSynonym)
                                        n18 = _uh(buf, pos)[0]
                                        pos += 2
                                        if n18 < 0:
                                            raise _negative(pos)
                                        else:
                                            e19 = pos + n18
                                            if e19 > end:
                                                raise _short(pos)
                                            x17.name = buf[pos:e19].decode()
                                            pos = e19
                                        n20 = _uh(buf, pos)[0]
                                        pos += 2
                                        if n20 == -1:
                                            x17.value = None
                                        elif n20 < 0:
                                            raise _negative(pos)
                                        else:
                                            e21 = pos + n20
                                            if e21 > end:
                                                raise _short(pos)
                                            x17.value = buf[pos:e21].decode()
                                            pos = e21
                                        x17.source = _S0(buf, pos)[0]
                                        pos += 1
                                        x17.unknown_tags = None
                                        f_synonyms_11.append(x17)
                            x10.is_default = False
                            x10.synonyms = f_synonyms_11
                            x10.config_type = 0
                            x10.documentation = ""
                            x10.unknown_tags = None
                            f_configs_4.append(x10)
                x3.configs = f_configs_4
                x3.unknown_tags = None
                f_results_1.append(x3)
    o.results = f_results_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeConfigsResponse_v3(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsResponse, int]:
    o = _new(DescribeConfigsResponse)
    o.throttle_time_ms = _S7(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 11 > end - pos:
            raise _short(pos)
        f_results_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DescribeConfigsResult)
                x3.error_code = _S8(buf, pos)[0]
                pos += 2
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 == -1:
                    x3.error_message = None
                elif n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e6].decode()
                    pos = e6
                x3.resource_type = _S0(buf, pos)[0]
                pos += 1
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x3.resource_name = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 14 > end - pos:
                        raise _short(pos)
                    f_configs_4 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(DescribeConfigsResourceResult)
                            n12 = _uh(buf, pos)[0]
                            pos += 2
                            if n12 < 0:
                                raise _negative(pos)
                            else:
                                e13 = pos + n12
                                if e13 > end:
                                    raise _short(pos)
                                x10.name = buf[pos:e13].decode()
                                pos = e13
                            n14 = _uh(buf, pos)[0]
                            pos += 2
                            if n14 == -1:
                                x10.value = None
                            elif n14 < 0:
                                raise _negative(pos)
                            else:
                                e15 = pos + n14
                                if e15 > end:
                                    raise _short(pos)
                                x10.value = buf[pos:e15].decode()
                                pos = e15
                            x10.read_only, x10.config_source, x10.is_sensitive = _S10(buf, pos)
                            pos += 3
                            n16 = _ui(buf, pos)[0]
                            pos += 4
                            if n16 < 0:
                                raise _negative(pos)
                            else:
                                if n16 * 5 > end - pos:
                                    raise _short(pos)
                                f_synonyms_11 = []
                                if n16:
                                    for _ in (_ranges[n16] if n16 < 256 else range(n16)):
                                        x17 = _new(DescribeConfigsSynonym)
                                        n18 = _uh(buf, pos)[0]
                                        pos += 2
                                        if n18 < 0:
                                            raise _negative(pos)
                                        else:
                                            e19 = pos + n18
                                            if e19 > end:
                                                raise _short(pos)
                                            x17.name = buf[pos:e19].decode()
                                            pos = e19
                                        n20 = _uh(buf, pos)[0]
                                        pos += 2
                                        if n20 == -1:
                                            x17.value = None
                                        elif n20 < 0:
                                            raise _negative(pos)
                                        else:
                                            e21 = pos + n20
                                            if e21 > end:
                                                raise _short(pos)
                                            x17.value = buf[pos:e21].decode()
                                            pos = e21
                                        x17.source = _S0(buf, pos)[0]
                                        pos += 1
                                        x17.unknown_tags = None
                                        f_synonyms_11.append(x17)
                            x10.config_type = _S0(buf, pos)[0]
                            pos += 1
                            n22 = _uh(buf, pos)[0]
                            pos += 2
                            if n22 == -1:
                                x10.documentation = None
                            elif n22 < 0:
                                raise _negative(pos)
                            else:
                                e23 = pos + n22
                                if e23 > end:
                                    raise _short(pos)
                                x10.documentation = buf[pos:e23].decode()
                                pos = e23
                            x10.is_default = False
                            x10.synonyms = f_synonyms_11
                            x10.unknown_tags = None
                            f_configs_4.append(x10)
                x3.configs = f_configs_4
                x3.unknown_tags = None
                f_results_1.append(x3)
    o.results = f_results_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeConfigsResponse_v4(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsResponse, int]:
    o = _new(DescribeConfigsResponse)
    o.throttle_time_ms, pk2 = _S11(buf, pos)
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
        if pk2 * 7 > end - pos:
            raise _short(pos)
        f_results_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(DescribeConfigsResult)
                x3.error_code, pk5 = _S12(buf, pos)
                pos += 3
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 == -1:
                    x3.error_message = None
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e6].decode()
                    pos = e6
                x3.resource_type, pk7 = _S3(buf, pos)
                pos += 2
                if pk7 < 128:
                    pk7 -= 1
                elif buf[pos] < 128:
                    pk7 = pk7 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk7, pos = _string_uvarint(buf, pos - 1)
                    pk7 -= 1
                if pk7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + pk7
                    if e8 > end:
                        raise _short(pos)
                    x3.resource_name = buf[pos:e8].decode()
                    pos = e8
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 9 > end - pos:
                        raise _short(pos)
                    f_configs_4 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(DescribeConfigsResourceResult)
                            n12 = buf[pos]
                            if n12 < 128:
                                pos += 1
                                n12 -= 1
                            elif buf[pos + 1] < 128:
                                n12 = n12 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n12, pos = _string_uvarint(buf, pos)
                                n12 -= 1
                            if n12 < 0:
                                raise _negative(pos)
                            else:
                                e13 = pos + n12
                                if e13 > end:
                                    raise _short(pos)
                                x10.name = buf[pos:e13].decode()
                                pos = e13
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
                            if n14 == -1:
                                x10.value = None
                            else:
                                e15 = pos + n14
                                if e15 > end:
                                    raise _short(pos)
                                x10.value = buf[pos:e15].decode()
                                pos = e15
                            x10.read_only, x10.config_source, x10.is_sensitive, pk16, x10.config_type, pk17 = _S13(buf, pos)
                            if pk16 == 1:
                                pos += 6
                                f_synonyms_11 = []
                            else:
                                pos += 4
                                if pk16 < 128:
                                    pk16 -= 1
                                elif buf[pos] < 128:
                                    pk16 = pk16 + buf[pos] * 128 - 129
                                    pos += 1
                                else:
                                    pk16, pos = _uvarint(buf, pos - 1)
                                    pk16 -= 1
                                if pk16 < 0:
                                    raise _negative(pos)
                                else:
                                    if pk16 * 4 > end - pos:
                                        raise _short(pos)
                                    f_synonyms_11 = []
                                    if pk16:
                                        for _ in (_ranges[pk16] if pk16 < 256 else range(pk16)):
                                            x18 = _new(DescribeConfigsSynonym)
                                            n19 = buf[pos]
                                            if n19 < 128:
                                                pos += 1
                                                n19 -= 1
                                            elif buf[pos + 1] < 128:
                                                n19 = n19 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n19, pos = _string_uvarint(buf, pos)
                                                n19 -= 1
                                            if n19 < 0:
                                                raise _negative(pos)
                                            else:
                                                e20 = pos + n19
                                                if e20 > end:
                                                    raise _short(pos)
                                                x18.name = buf[pos:e20].decode()
                                                pos = e20
                                            n21 = buf[pos]
                                            if n21 < 128:
                                                pos += 1
                                                n21 -= 1
                                            elif buf[pos + 1] < 128:
                                                n21 = n21 + buf[pos + 1] * 128 - 129
                                                pos += 2
                                            else:
                                                n21, pos = _string_uvarint(buf, pos)
                                                n21 -= 1
                                            if n21 == -1:
                                                x18.value = None
                                            else:
                                                e22 = pos + n21
                                                if e22 > end:
                                                    raise _short(pos)
                                                x18.value = buf[pos:e22].decode()
                                                pos = e22
                                            x18.source, pk23 = _S3(buf, pos)
                                            pos += 2
                                            if pk23:
                                                u24, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u24 = None
                                            x18.unknown_tags = u24
                                            f_synonyms_11.append(x18)
                                x10.config_type, pk17 = _S3(buf, pos)
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
                                x10.documentation = None
                            else:
                                e25 = pos + pk17
                                if e25 > end:
                                    raise _short(pos)
                                x10.documentation = buf[pos:e25].decode()
                                pos = e25
                            if buf[pos]:
                                u26, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u26 = None
                            x10.is_default = False
                            x10.synonyms = f_synonyms_11
                            x10.unknown_tags = u26
                            f_configs_4.append(x10)
                if buf[pos]:
                    u27, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u27 = None
                x3.configs = f_configs_4
                x3.unknown_tags = u27
                f_results_1.append(x3)
    if buf[pos]:
        u28, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u28 = None
    o.results = f_results_1
    o.unknown_tags = u28
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
