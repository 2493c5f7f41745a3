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

__all__ = ['DescribeConfigsRequest', 'DescribeConfigsResource', 'DescribeConfigsResourceResult', 'DescribeConfigsResponse', 'DescribeConfigsResult', 'DescribeConfigsSynonym']

_S0 = _Struct('>b').unpack_from
_P0 = _Struct('>b').pack
_S1 = _Struct('>?').unpack_from
_P1 = _Struct('>?').pack
_S2 = _Struct('>??').unpack_from
_P2 = _Struct('>??').pack
_S3 = _Struct('>i').unpack_from
_P3 = _Struct('>i').pack
_S4 = _Struct('>h').unpack_from
_P4 = _Struct('>h').pack
_S5 = _Struct('>???').unpack_from
_P5 = _Struct('>???').pack
_S6 = _Struct('>?b?').unpack_from
_P6 = _Struct('>?b?').pack


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


class DescribeConfigsRequest(Message):
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


def _d_DescribeConfigsResource_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsResource, int]:
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
    if n3 == -1:
        f_configuration_keys = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 2 > end - pos:
            raise _short(pos)
        f_configuration_keys = []
        for _ in range(n3):
            n5 = _uh(buf, pos)[0]
            pos += 2
            if n5 < 0:
                raise _negative(pos)
            else:
                e6 = pos + n5
                if e6 > end:
                    raise _short(pos)
                x4 = str(buf[pos:e6], 'utf-8')
                pos = e6
            f_configuration_keys.append(x4)
    return DescribeConfigsResource(f_resource_type, f_resource_name, f_configuration_keys, None), pos


def _d_DescribeConfigsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsRequest, int]:
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
            x3, pos = _d_DescribeConfigsResource_v0(buf, pos, end)
            ap2(x3)
    return DescribeConfigsRequest(f_resources, False, False, None), pos


def _d_DescribeConfigsRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsRequest, int]:
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
            x3, pos = _d_DescribeConfigsResource_v0(buf, pos, end)
            ap2(x3)
    f_include_synonyms = _S1(buf, pos)[0]
    pos += 1
    return DescribeConfigsRequest(f_resources, f_include_synonyms, False, None), pos


def _d_DescribeConfigsRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsRequest, int]:
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
            x3, pos = _d_DescribeConfigsResource_v0(buf, pos, end)
            ap2(x3)
    f_include_synonyms, f_include_documentation = _S2(buf, pos)
    pos += 2
    return DescribeConfigsRequest(f_resources, f_include_synonyms, f_include_documentation, None), pos


def _d_DescribeConfigsResource_v4(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsResource, int]:
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
    if n3 == -1:
        f_configuration_keys = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        if n3 > end - pos:
            raise _short(pos)
        f_configuration_keys = []
        for _ in range(n3):
            n5 = buf[pos]
            if n5 < 128:
                pos += 1
            else:
                n5, pos = _uvarint(buf, pos)
            n5 -= 1
            if n5 < 0:
                raise _negative(pos)
            else:
                e6 = pos + n5
                if e6 > end:
                    raise _short(pos)
                x4 = str(buf[pos:e6], 'utf-8')
                pos = e6
            f_configuration_keys.append(x4)
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
    return DescribeConfigsResource(f_resource_type, f_resource_name, f_configuration_keys, u), pos


def _d_DescribeConfigsRequest_v4(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsRequest, int]:
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
            x3, pos = _d_DescribeConfigsResource_v4(buf, pos, end)
            ap2(x3)
    f_include_synonyms, f_include_documentation = _S2(buf, pos)
    pos += 2
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
    return DescribeConfigsRequest(f_resources, f_include_synonyms, f_include_documentation, u), pos


def _e_DescribeConfigsResource_v0(o: DescribeConfigsResource, out: bytearray) -> None:
    out += _P0(o.resource_type)
    b1 = o.resource_name.encode()
    out += _Ph(len(b1))
    out += b1
    if o.configuration_keys is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.configuration_keys))
        for x2 in o.configuration_keys:
            b3 = x2.encode()
            out += _Ph(len(b3))
            out += b3


def _e_DescribeConfigsRequest_v0(o: DescribeConfigsRequest, out: bytearray) -> None:
    if o.include_synonyms != False:
        raise _absent('DescribeConfigsRequest', 'include_synonyms', 0)
    if o.include_documentation != False:
        raise _absent('DescribeConfigsRequest', 'include_documentation', 0)
    out += _Pi(len(o.resources))
    for x1 in o.resources:
        _e_DescribeConfigsResource_v0(x1, out)


def _e_DescribeConfigsRequest_v1(o: DescribeConfigsRequest, out: bytearray) -> None:
    if o.include_documentation != False:
        raise _absent('DescribeConfigsRequest', 'include_documentation', 1)
    out += _Pi(len(o.resources))
    for x1 in o.resources:
        _e_DescribeConfigsResource_v0(x1, out)
    out += _P1(o.include_synonyms)


def _e_DescribeConfigsRequest_v2(o: DescribeConfigsRequest, out: bytearray) -> None:
    if o.include_documentation != False:
        raise _absent('DescribeConfigsRequest', 'include_documentation', 2)
    out += _Pi(len(o.resources))
    for x1 in o.resources:
        _e_DescribeConfigsResource_v0(x1, out)
    out += _P1(o.include_synonyms)


def _e_DescribeConfigsRequest_v3(o: DescribeConfigsRequest, out: bytearray) -> None:
    out += _Pi(len(o.resources))
    for x1 in o.resources:
        _e_DescribeConfigsResource_v0(x1, out)
    out += _P2(o.include_synonyms, o.include_documentation)


def _e_DescribeConfigsResource_v4(o: DescribeConfigsResource, out: bytearray) -> None:
    out += _P0(o.resource_type)
    b1 = o.resource_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.configuration_keys is None:
        out.append(0)
    else:
        if len(o.configuration_keys) + 1 < 128:
            out.append(len(o.configuration_keys) + 1)
        else:
            out += _encode_uvarint(len(o.configuration_keys) + 1)
        for x2 in o.configuration_keys:
            b3 = x2.encode()
            if len(b3) + 1 < 128:
                out.append(len(b3) + 1)
            else:
                out += _encode_uvarint(len(b3) + 1)
            out += b3
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeConfigsRequest_v4(o: DescribeConfigsRequest, out: bytearray) -> None:
    if len(o.resources) + 1 < 128:
        out.append(len(o.resources) + 1)
    else:
        out += _encode_uvarint(len(o.resources) + 1)
    for x1 in o.resources:
        _e_DescribeConfigsResource_v4(x1, out)
    out += _P2(o.include_synonyms, o.include_documentation)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_DescribeConfigsResourceResult_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsResourceResult, int]:
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
    f_read_only, f_is_default, f_is_sensitive = _S5(buf, pos)
    pos += 3
    return DescribeConfigsResourceResult(f_name, f_value, f_read_only, -1, f_is_default, f_is_sensitive, [], 0, "", None), pos


def _d_DescribeConfigsResult_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsResult, int]:
    f_error_code = _S4(buf, pos)[0]
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
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 7 > end - pos:
            raise _short(pos)
        f_configs = []
        ap6 = f_configs.append
        for _ in range(n5):
            x7, pos = _d_DescribeConfigsResourceResult_v0(buf, pos, end)
            ap6(x7)
    return DescribeConfigsResult(f_error_code, f_error_message, f_resource_type, f_resource_name, f_configs, None), pos


def _d_DescribeConfigsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsResponse, int]:
    f_throttle_time_ms = _S3(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 11 > end - pos:
            raise _short(pos)
        f_results = []
        ap2 = f_results.append
        for _ in range(n1):
            x3, pos = _d_DescribeConfigsResult_v0(buf, pos, end)
            ap2(x3)
    return DescribeConfigsResponse(f_throttle_time_ms, f_results, None), pos


def _d_DescribeConfigsSynonym_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsSynonym, int]:
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
    f_source = _S0(buf, pos)[0]
    pos += 1
    return DescribeConfigsSynonym(f_name, f_value, f_source, None), pos


def _d_DescribeConfigsResourceResult_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsResourceResult, int]:
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
    f_read_only, f_config_source, f_is_sensitive = _S6(buf, pos)
    pos += 3
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 5 > end - pos:
            raise _short(pos)
        f_synonyms = []
        ap6 = f_synonyms.append
        for _ in range(n5):
            x7, pos = _d_DescribeConfigsSynonym_v1(buf, pos, end)
            ap6(x7)
    return DescribeConfigsResourceResult(f_name, f_value, f_read_only, f_config_source, False, f_is_sensitive, f_synonyms, 0, "", None), pos


def _d_DescribeConfigsResult_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsResult, int]:
    f_error_code = _S4(buf, pos)[0]
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
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 11 > end - pos:
            raise _short(pos)
        f_configs = []
        ap6 = f_configs.append
        for _ in range(n5):
            x7, pos = _d_DescribeConfigsResourceResult_v1(buf, pos, end)
            ap6(x7)
    return DescribeConfigsResult(f_error_code, f_error_message, f_resource_type, f_resource_name, f_configs, None), pos


def _d_DescribeConfigsResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsResponse, int]:
    f_throttle_time_ms = _S3(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 11 > end - pos:
            raise _short(pos)
        f_results = []
        ap2 = f_results.append
        for _ in range(n1):
            x3, pos = _d_DescribeConfigsResult_v1(buf, pos, end)
            ap2(x3)
    return DescribeConfigsResponse(f_throttle_time_ms, f_results, None), pos


def _d_DescribeConfigsResourceResult_v3(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsResourceResult, int]:
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
    f_read_only, f_config_source, f_is_sensitive = _S6(buf, pos)
    pos += 3
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 5 > end - pos:
            raise _short(pos)
        f_synonyms = []
        ap6 = f_synonyms.append
        for _ in range(n5):
            x7, pos = _d_DescribeConfigsSynonym_v1(buf, pos, end)
            ap6(x7)
    f_config_type = _S0(buf, pos)[0]
    pos += 1
    n8 = _uh(buf, pos)[0]
    pos += 2
    if n8 == -1:
        f_documentation = None
    elif n8 < 0:
        raise _negative(pos)
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        f_documentation = str(buf[pos:e9], 'utf-8')
        pos = e9
    return DescribeConfigsResourceResult(f_name, f_value, f_read_only, f_config_source, False, f_is_sensitive, f_synonyms, f_config_type, f_documentation, None), pos


def _d_DescribeConfigsResult_v3(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsResult, int]:
    f_error_code = _S4(buf, pos)[0]
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
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 14 > end - pos:
            raise _short(pos)
        f_configs = []
        ap6 = f_configs.append
        for _ in range(n5):
            x7, pos = _d_DescribeConfigsResourceResult_v3(buf, pos, end)
            ap6(x7)
    return DescribeConfigsResult(f_error_code, f_error_message, f_resource_type, f_resource_name, f_configs, None), pos


def _d_DescribeConfigsResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsResponse, int]:
    f_throttle_time_ms = _S3(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 11 > end - pos:
            raise _short(pos)
        f_results = []
        ap2 = f_results.append
        for _ in range(n1):
            x3, pos = _d_DescribeConfigsResult_v3(buf, pos, end)
            ap2(x3)
    return DescribeConfigsResponse(f_throttle_time_ms, f_results, None), pos


def _d_DescribeConfigsSynonym_v4(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsSynonym, int]:
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
    f_source = _S0(buf, pos)[0]
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
    return DescribeConfigsSynonym(f_name, f_value, f_source, u), pos


def _d_DescribeConfigsResourceResult_v4(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsResourceResult, int]:
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
    f_read_only, f_config_source, f_is_sensitive = _S6(buf, pos)
    pos += 3
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 4 > end - pos:
            raise _short(pos)
        f_synonyms = []
        ap6 = f_synonyms.append
        for _ in range(n5):
            x7, pos = _d_DescribeConfigsSynonym_v4(buf, pos, end)
            ap6(x7)
    f_config_type = _S0(buf, pos)[0]
    pos += 1
    n8 = buf[pos]
    if n8 < 128:
        pos += 1
    else:
        n8, pos = _uvarint(buf, pos)
    n8 -= 1
    if n8 == -1:
        f_documentation = None
    elif n8 < 0:
        raise _negative(pos)
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        f_documentation = str(buf[pos:e9], 'utf-8')
        pos = e9
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
    return DescribeConfigsResourceResult(f_name, f_value, f_read_only, f_config_source, False, f_is_sensitive, f_synonyms, f_config_type, f_documentation, u), pos


def _d_DescribeConfigsResult_v4(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsResult, int]:
    f_error_code = _S4(buf, pos)[0]
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
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 9 > end - pos:
            raise _short(pos)
        f_configs = []
        ap6 = f_configs.append
        for _ in range(n5):
            x7, pos = _d_DescribeConfigsResourceResult_v4(buf, pos, end)
            ap6(x7)
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
    return DescribeConfigsResult(f_error_code, f_error_message, f_resource_type, f_resource_name, f_configs, u), pos


def _d_DescribeConfigsResponse_v4(buf: memoryview, pos: int, end: int) -> tuple[DescribeConfigsResponse, int]:
    f_throttle_time_ms = _S3(buf, pos)[0]
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
        if n1 * 7 > end - pos:
            raise _short(pos)
        f_results = []
        ap2 = f_results.append
        for _ in range(n1):
            x3, pos = _d_DescribeConfigsResult_v4(buf, pos, end)
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
    return DescribeConfigsResponse(f_throttle_time_ms, f_results, u), pos


def _e_DescribeConfigsResourceResult_v0(o: DescribeConfigsResourceResult, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    if o.value is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.value.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P5(o.read_only, o.is_default, o.is_sensitive)


def _e_DescribeConfigsResult_v0(o: DescribeConfigsResult, out: bytearray) -> None:
    out += _P4(o.error_code)
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
    out += _Pi(len(o.configs))
    for x3 in o.configs:
        _e_DescribeConfigsResourceResult_v0(x3, out)


def _e_DescribeConfigsResponse_v0(o: DescribeConfigsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms)
    out += _Pi(len(o.results))
    for x1 in o.results:
        _e_DescribeConfigsResult_v0(x1, out)


def _e_DescribeConfigsSynonym_v1(o: DescribeConfigsSynonym, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    if o.value is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.value.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P0(o.source)


def _e_DescribeConfigsResourceResult_v1(o: DescribeConfigsResourceResult, out: bytearray) -> None:
    if o.is_default != False:
        raise _absent('DescribeConfigsResourceResult', 'is_default', 1)
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    if o.value is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.value.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P6(o.read_only, o.config_source, o.is_sensitive)
    out += _Pi(len(o.synonyms))
    for x3 in o.synonyms:
        _e_DescribeConfigsSynonym_v1(x3, out)


def _e_DescribeConfigsResult_v1(o: DescribeConfigsResult, out: bytearray) -> None:
    out += _P4(o.error_code)
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
    out += _Pi(len(o.configs))
    for x3 in o.configs:
        _e_DescribeConfigsResourceResult_v1(x3, out)


def _e_DescribeConfigsResponse_v1(o: DescribeConfigsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms)
    out += _Pi(len(o.results))
    for x1 in o.results:
        _e_DescribeConfigsResult_v1(x1, out)


def _e_DescribeConfigsResourceResult_v2(o: DescribeConfigsResourceResult, out: bytearray) -> None:
    if o.is_default != False:
        raise _absent('DescribeConfigsResourceResult', 'is_default', 2)
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    if o.value is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.value.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P6(o.read_only, o.config_source, o.is_sensitive)
    out += _Pi(len(o.synonyms))
    for x3 in o.synonyms:
        _e_DescribeConfigsSynonym_v1(x3, out)


def _e_DescribeConfigsResult_v2(o: DescribeConfigsResult, out: bytearray) -> None:
    out += _P4(o.error_code)
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
    out += _Pi(len(o.configs))
    for x3 in o.configs:
        _e_DescribeConfigsResourceResult_v2(x3, out)


def _e_DescribeConfigsResponse_v2(o: DescribeConfigsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms)
    out += _Pi(len(o.results))
    for x1 in o.results:
        _e_DescribeConfigsResult_v2(x1, out)


def _e_DescribeConfigsResourceResult_v3(o: DescribeConfigsResourceResult, out: bytearray) -> None:
    if o.is_default != False:
        raise _absent('DescribeConfigsResourceResult', 'is_default', 3)
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    if o.value is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.value.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P6(o.read_only, o.config_source, o.is_sensitive)
    out += _Pi(len(o.synonyms))
    for x3 in o.synonyms:
        _e_DescribeConfigsSynonym_v1(x3, out)
    out += _P0(o.config_type)
    if o.documentation is None:
        out.extend(b'\xff\xff')
    else:
        b4 = o.documentation.encode()
        out += _Ph(len(b4))
        out += b4


def _e_DescribeConfigsResult_v3(o: DescribeConfigsResult, out: bytearray) -> None:
    out += _P4(o.error_code)
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
    out += _Pi(len(o.configs))
    for x3 in o.configs:
        _e_DescribeConfigsResourceResult_v3(x3, out)


def _e_DescribeConfigsResponse_v3(o: DescribeConfigsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms)
    out += _Pi(len(o.results))
    for x1 in o.results:
        _e_DescribeConfigsResult_v3(x1, out)


def _e_DescribeConfigsSynonym_v4(o: DescribeConfigsSynonym, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.value is None:
        out.append(0)
    else:
        b2 = o.value.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P0(o.source)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeConfigsResourceResult_v4(o: DescribeConfigsResourceResult, out: bytearray) -> None:
    if o.is_default != False:
        raise _absent('DescribeConfigsResourceResult', 'is_default', 4)
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.value is None:
        out.append(0)
    else:
        b2 = o.value.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P6(o.read_only, o.config_source, o.is_sensitive)
    if len(o.synonyms) + 1 < 128:
        out.append(len(o.synonyms) + 1)
    else:
        out += _encode_uvarint(len(o.synonyms) + 1)
    for x3 in o.synonyms:
        _e_DescribeConfigsSynonym_v4(x3, out)
    out += _P0(o.config_type)
    if o.documentation is None:
        out.append(0)
    else:
        b4 = o.documentation.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeConfigsResult_v4(o: DescribeConfigsResult, out: bytearray) -> None:
    out += _P4(o.error_code)
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
    if len(o.configs) + 1 < 128:
        out.append(len(o.configs) + 1)
    else:
        out += _encode_uvarint(len(o.configs) + 1)
    for x3 in o.configs:
        _e_DescribeConfigsResourceResult_v4(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeConfigsResponse_v4(o: DescribeConfigsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms)
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        _e_DescribeConfigsResult_v4(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeConfigsRequest.DECODERS = (_d_DescribeConfigsRequest_v0, _d_DescribeConfigsRequest_v1, _d_DescribeConfigsRequest_v1, _d_DescribeConfigsRequest_v3, _d_DescribeConfigsRequest_v4,)
DescribeConfigsRequest.ENCODERS = (_e_DescribeConfigsRequest_v0, _e_DescribeConfigsRequest_v1, _e_DescribeConfigsRequest_v2, _e_DescribeConfigsRequest_v3, _e_DescribeConfigsRequest_v4,)

DescribeConfigsResponse.DECODERS = (_d_DescribeConfigsResponse_v0, _d_DescribeConfigsResponse_v1, _d_DescribeConfigsResponse_v1, _d_DescribeConfigsResponse_v3, _d_DescribeConfigsResponse_v4,)
DescribeConfigsResponse.ENCODERS = (_e_DescribeConfigsResponse_v0, _e_DescribeConfigsResponse_v1, _e_DescribeConfigsResponse_v2, _e_DescribeConfigsResponse_v3, _e_DescribeConfigsResponse_v4,)
