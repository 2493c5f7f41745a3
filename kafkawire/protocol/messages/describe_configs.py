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
    _i32s,
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


def _d_DescribeConfigsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsRequest, int]:
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 7 > end - pos:
            raise _short(pos)
        f_resources_1 = []
        ap5 = f_resources_1.append
        for _ in range(n4):
            f_resource_type_7 = _S0(buf, pos)[0]
            pos += 1
            n10 = _uh(buf, pos)[0]
            pos += 2
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_resource_name_8 = buf[pos:e11].decode()
                pos = e11
            n12 = _ui(buf, pos)[0]
            pos += 4
            if n12 == -1:
                f_configuration_keys_9 = None
            elif n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 2 > end - pos:
                    raise _short(pos)
                f_configuration_keys_9 = []
                for _ in range(n12):
                    n14 = _uh(buf, pos)[0]
                    pos += 2
                    if n14 < 0:
                        raise _negative(pos)
                    else:
                        e15 = pos + n14
                        if e15 > end:
                            raise _short(pos)
                        x13 = buf[pos:e15].decode()
                        pos = e15
                    f_configuration_keys_9.append(x13)
            x6 = DescribeConfigsResource(f_resource_type_7, f_resource_name_8, f_configuration_keys_9, None)
            ap5(x6)
    o = DescribeConfigsRequest(f_resources_1, False, False, None)
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
        ap5 = f_resources_1.append
        for _ in range(n4):
            f_resource_type_7 = _S0(buf, pos)[0]
            pos += 1
            n10 = _uh(buf, pos)[0]
            pos += 2
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_resource_name_8 = buf[pos:e11].decode()
                pos = e11
            n12 = _ui(buf, pos)[0]
            pos += 4
            if n12 == -1:
                f_configuration_keys_9 = None
            elif n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 2 > end - pos:
                    raise _short(pos)
                f_configuration_keys_9 = []
                for _ in range(n12):
                    n14 = _uh(buf, pos)[0]
                    pos += 2
                    if n14 < 0:
                        raise _negative(pos)
                    else:
                        e15 = pos + n14
                        if e15 > end:
                            raise _short(pos)
                        x13 = buf[pos:e15].decode()
                        pos = e15
                    f_configuration_keys_9.append(x13)
            x6 = DescribeConfigsResource(f_resource_type_7, f_resource_name_8, f_configuration_keys_9, None)
            ap5(x6)
    f_include_synonyms_2 = _S1(buf, pos)[0]
    pos += 1
    o = DescribeConfigsRequest(f_resources_1, f_include_synonyms_2, False, None)
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
        ap5 = f_resources_1.append
        for _ in range(n4):
            f_resource_type_7 = _S0(buf, pos)[0]
            pos += 1
            n10 = _uh(buf, pos)[0]
            pos += 2
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_resource_name_8 = buf[pos:e11].decode()
                pos = e11
            n12 = _ui(buf, pos)[0]
            pos += 4
            if n12 == -1:
                f_configuration_keys_9 = None
            elif n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 2 > end - pos:
                    raise _short(pos)
                f_configuration_keys_9 = []
                for _ in range(n12):
                    n14 = _uh(buf, pos)[0]
                    pos += 2
                    if n14 < 0:
                        raise _negative(pos)
                    else:
                        e15 = pos + n14
                        if e15 > end:
                            raise _short(pos)
                        x13 = buf[pos:e15].decode()
                        pos = e15
                    f_configuration_keys_9.append(x13)
            x6 = DescribeConfigsResource(f_resource_type_7, f_resource_name_8, f_configuration_keys_9, None)
            ap5(x6)
    f_include_synonyms_2, f_include_documentation_3 = _S2(buf, pos)
    pos += 2
    o = DescribeConfigsRequest(f_resources_1, f_include_synonyms_2, f_include_documentation_3, None)
    return o, pos


def _d_DescribeConfigsRequest_v4(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsRequest, int]:
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
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
        ap5 = f_resources_1.append
        for _ in range(n4):
            f_resource_type_7 = _S0(buf, pos)[0]
            pos += 1
            n10 = buf[pos]
            if n10 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n10 = (n10 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n10, pos = _uvarint(buf, pos)
            n10 -= 1
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_resource_name_8 = buf[pos:e11].decode()
                pos = e11
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 == -1:
                f_configuration_keys_9 = None
            elif n12 < 0:
                raise _negative(pos)
            else:
                if n12 > end - pos:
                    raise _short(pos)
                f_configuration_keys_9 = []
                for _ in range(n12):
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
                        x13 = buf[pos:e15].decode()
                        pos = e15
                    f_configuration_keys_9.append(x13)
            nt16 = buf[pos]
            if nt16 < 128:
                pos += 1
            else:
                nt16, pos = _uvarint(buf, pos)
            u17 = None
            if nt16:
                last18 = -1
                for _ in range(nt16):
                    tg19 = buf[pos]
                    if tg19 < 128:
                        pos += 1
                    else:
                        tg19, pos = _uvarint(buf, pos)
                    sz20 = buf[pos]
                    if sz20 < 128:
                        pos += 1
                    else:
                        sz20, pos = _uvarint(buf, pos)
                    te21 = pos + sz20
                    if te21 > end:
                        raise _short(pos)
                    if tg19 <= last18:
                        raise _tag_order(pos)
                    last18 = tg19
                    if u17 is None:
                        u17 = {}
                    u17[tg19] = buf[pos:te21]
                    pos = te21
            x6 = DescribeConfigsResource(f_resource_type_7, f_resource_name_8, f_configuration_keys_9, u17)
            ap5(x6)
    f_include_synonyms_2, f_include_documentation_3 = _S2(buf, pos)
    pos += 2
    nt22 = buf[pos]
    if nt22 < 128:
        pos += 1
    else:
        nt22, pos = _uvarint(buf, pos)
    u23 = None
    if nt22:
        last24 = -1
        for _ in range(nt22):
            tg25 = buf[pos]
            if tg25 < 128:
                pos += 1
            else:
                tg25, pos = _uvarint(buf, pos)
            sz26 = buf[pos]
            if sz26 < 128:
                pos += 1
            else:
                sz26, pos = _uvarint(buf, pos)
            te27 = pos + sz26
            if te27 > end:
                raise _short(pos)
            if tg25 <= last24:
                raise _tag_order(pos)
            last24 = tg25
            if u23 is None:
                u23 = {}
            u23[tg25] = buf[pos:te27]
            pos = te27
    o = DescribeConfigsRequest(f_resources_1, f_include_synonyms_2, f_include_documentation_3, u23)
    return o, pos


def _e_DescribeConfigsRequest_v0(o: DescribeConfigsRequest, out: bytearray) -> None:
    if o.include_synonyms != False:
        raise _absent('DescribeConfigsRequest', 'include_synonyms', 0)
    if o.include_documentation != False:
        raise _absent('DescribeConfigsRequest', 'include_documentation', 0)
    out += _Pi(len(o.resources))
    for x1 in o.resources:
        out += _P0(x1.resource_type)
        b2 = x1.resource_name.encode()
        out += _Ph(len(b2))
        out += b2
        if x1.configuration_keys is None:
            out.extend(b'\xff\xff\xff\xff')
        else:
            out += _Pi(len(x1.configuration_keys))
            for x3 in x1.configuration_keys:
                b4 = x3.encode()
                out += _Ph(len(b4))
                out += b4


def _e_DescribeConfigsRequest_v1(o: DescribeConfigsRequest, out: bytearray) -> None:
    if o.include_documentation != False:
        raise _absent('DescribeConfigsRequest', 'include_documentation', 1)
    out += _Pi(len(o.resources))
    for x1 in o.resources:
        out += _P0(x1.resource_type)
        b2 = x1.resource_name.encode()
        out += _Ph(len(b2))
        out += b2
        if x1.configuration_keys is None:
            out.extend(b'\xff\xff\xff\xff')
        else:
            out += _Pi(len(x1.configuration_keys))
            for x3 in x1.configuration_keys:
                b4 = x3.encode()
                out += _Ph(len(b4))
                out += b4
    out += _P1(o.include_synonyms)


def _e_DescribeConfigsRequest_v2(o: DescribeConfigsRequest, out: bytearray) -> None:
    if o.include_documentation != False:
        raise _absent('DescribeConfigsRequest', 'include_documentation', 2)
    out += _Pi(len(o.resources))
    for x1 in o.resources:
        out += _P0(x1.resource_type)
        b2 = x1.resource_name.encode()
        out += _Ph(len(b2))
        out += b2
        if x1.configuration_keys is None:
            out.extend(b'\xff\xff\xff\xff')
        else:
            out += _Pi(len(x1.configuration_keys))
            for x3 in x1.configuration_keys:
                b4 = x3.encode()
                out += _Ph(len(b4))
                out += b4
    out += _P1(o.include_synonyms)


def _e_DescribeConfigsRequest_v3(o: DescribeConfigsRequest, out: bytearray) -> None:
    out += _Pi(len(o.resources))
    for x1 in o.resources:
        out += _P0(x1.resource_type)
        b2 = x1.resource_name.encode()
        out += _Ph(len(b2))
        out += b2
        if x1.configuration_keys is None:
            out.extend(b'\xff\xff\xff\xff')
        else:
            out += _Pi(len(x1.configuration_keys))
            for x3 in x1.configuration_keys:
                b4 = x3.encode()
                out += _Ph(len(b4))
                out += b4
    out += _P2(o.include_synonyms, o.include_documentation)


def _e_DescribeConfigsRequest_v4(o: DescribeConfigsRequest, out: bytearray) -> None:
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
        if x1.configuration_keys is None:
            out.append(0)
        else:
            if len(x1.configuration_keys) + 1 < 128:
                out.append(len(x1.configuration_keys) + 1)
            else:
                out += _encode_uvarint(len(x1.configuration_keys) + 1)
            for x3 in x1.configuration_keys:
                b4 = x3.encode()
                if len(b4) + 1 < 128:
                    out.append(len(b4) + 1)
                else:
                    out += _encode_uvarint(len(b4) + 1)
                out += b4
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    out += _P2(o.include_synonyms, o.include_documentation)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_DescribeConfigsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsResponse, int]:
    f_throttle_time_ms_1 = _S3(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 11 > end - pos:
            raise _short(pos)
        f_results_2 = []
        ap4 = f_results_2.append
        for _ in range(n3):
            f_error_code_6 = _S4(buf, pos)[0]
            pos += 2
            n11 = _uh(buf, pos)[0]
            pos += 2
            if n11 == -1:
                f_error_message_7 = None
            elif n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                f_error_message_7 = buf[pos:e12].decode()
                pos = e12
            f_resource_type_8 = _S0(buf, pos)[0]
            pos += 1
            n13 = _uh(buf, pos)[0]
            pos += 2
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                f_resource_name_9 = buf[pos:e14].decode()
                pos = e14
            n15 = _ui(buf, pos)[0]
            pos += 4
            if n15 < 0:
                raise _negative(pos)
            else:
                if n15 * 7 > end - pos:
                    raise _short(pos)
                f_configs_10 = []
                ap16 = f_configs_10.append
                for _ in range(n15):
                    n27 = _uh(buf, pos)[0]
                    pos += 2
                    if n27 < 0:
                        raise _negative(pos)
                    else:
                        e28 = pos + n27
                        if e28 > end:
                            raise _short(pos)
                        f_name_18 = buf[pos:e28].decode()
                        pos = e28
                    n29 = _uh(buf, pos)[0]
                    pos += 2
                    if n29 == -1:
                        f_value_19 = None
                    elif n29 < 0:
                        raise _negative(pos)
                    else:
                        e30 = pos + n29
                        if e30 > end:
                            raise _short(pos)
                        f_value_19 = buf[pos:e30].decode()
                        pos = e30
                    f_read_only_20, f_is_default_22, f_is_sensitive_23 = _S5(buf, pos)
                    pos += 3
                    x17 = DescribeConfigsResourceResult(f_name_18, f_value_19, f_read_only_20, -1, f_is_default_22, f_is_sensitive_23, [], 0, "", None)
                    ap16(x17)
            x5 = DescribeConfigsResult(f_error_code_6, f_error_message_7, f_resource_type_8, f_resource_name_9, f_configs_10, None)
            ap4(x5)
    o = DescribeConfigsResponse(f_throttle_time_ms_1, f_results_2, None)
    return o, pos


def _d_DescribeConfigsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsResponse, int]:
    f_throttle_time_ms_1 = _S3(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 11 > end - pos:
            raise _short(pos)
        f_results_2 = []
        ap4 = f_results_2.append
        for _ in range(n3):
            f_error_code_6 = _S4(buf, pos)[0]
            pos += 2
            n11 = _uh(buf, pos)[0]
            pos += 2
            if n11 == -1:
                f_error_message_7 = None
            elif n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                f_error_message_7 = buf[pos:e12].decode()
                pos = e12
            f_resource_type_8 = _S0(buf, pos)[0]
            pos += 1
            n13 = _uh(buf, pos)[0]
            pos += 2
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                f_resource_name_9 = buf[pos:e14].decode()
                pos = e14
            n15 = _ui(buf, pos)[0]
            pos += 4
            if n15 < 0:
                raise _negative(pos)
            else:
                if n15 * 11 > end - pos:
                    raise _short(pos)
                f_configs_10 = []
                ap16 = f_configs_10.append
                for _ in range(n15):
                    n27 = _uh(buf, pos)[0]
                    pos += 2
                    if n27 < 0:
                        raise _negative(pos)
                    else:
                        e28 = pos + n27
                        if e28 > end:
                            raise _short(pos)
                        f_name_18 = buf[pos:e28].decode()
                        pos = e28
                    n29 = _uh(buf, pos)[0]
                    pos += 2
                    if n29 == -1:
                        f_value_19 = None
                    elif n29 < 0:
                        raise _negative(pos)
                    else:
                        e30 = pos + n29
                        if e30 > end:
                            raise _short(pos)
                        f_value_19 = buf[pos:e30].decode()
                        pos = e30
                    f_read_only_20, f_config_source_21, f_is_sensitive_23 = _S6(buf, pos)
                    pos += 3
                    n31 = _ui(buf, pos)[0]
                    pos += 4
                    if n31 < 0:
                        raise _negative(pos)
                    else:
                        if n31 * 5 > end - pos:
                            raise _short(pos)
                        f_synonyms_24 = []
                        ap32 = f_synonyms_24.append
                        for _ in range(n31):
                            n37 = _uh(buf, pos)[0]
                            pos += 2
                            if n37 < 0:
                                raise _negative(pos)
                            else:
                                e38 = pos + n37
                                if e38 > end:
                                    raise _short(pos)
                                f_name_34 = buf[pos:e38].decode()
                                pos = e38
                            n39 = _uh(buf, pos)[0]
                            pos += 2
                            if n39 == -1:
                                f_value_35 = None
                            elif n39 < 0:
                                raise _negative(pos)
                            else:
                                e40 = pos + n39
                                if e40 > end:
                                    raise _short(pos)
                                f_value_35 = buf[pos:e40].decode()
                                pos = e40
                            f_source_36 = _S0(buf, pos)[0]
                            pos += 1
                            x33 = DescribeConfigsSynonym(f_name_34, f_value_35, f_source_36, None)
                            ap32(x33)
                    x17 = DescribeConfigsResourceResult(f_name_18, f_value_19, f_read_only_20, f_config_source_21, False, f_is_sensitive_23, f_synonyms_24, 0, "", None)
                    ap16(x17)
            x5 = DescribeConfigsResult(f_error_code_6, f_error_message_7, f_resource_type_8, f_resource_name_9, f_configs_10, None)
            ap4(x5)
    o = DescribeConfigsResponse(f_throttle_time_ms_1, f_results_2, None)
    return o, pos


def _d_DescribeConfigsResponse_v3(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsResponse, int]:
    f_throttle_time_ms_1 = _S3(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 11 > end - pos:
            raise _short(pos)
        f_results_2 = []
        ap4 = f_results_2.append
        for _ in range(n3):
            f_error_code_6 = _S4(buf, pos)[0]
            pos += 2
            n11 = _uh(buf, pos)[0]
            pos += 2
            if n11 == -1:
                f_error_message_7 = None
            elif n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                f_error_message_7 = buf[pos:e12].decode()
                pos = e12
            f_resource_type_8 = _S0(buf, pos)[0]
            pos += 1
            n13 = _uh(buf, pos)[0]
            pos += 2
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                f_resource_name_9 = buf[pos:e14].decode()
                pos = e14
            n15 = _ui(buf, pos)[0]
            pos += 4
            if n15 < 0:
                raise _negative(pos)
            else:
                if n15 * 14 > end - pos:
                    raise _short(pos)
                f_configs_10 = []
                ap16 = f_configs_10.append
                for _ in range(n15):
                    n27 = _uh(buf, pos)[0]
                    pos += 2
                    if n27 < 0:
                        raise _negative(pos)
                    else:
                        e28 = pos + n27
                        if e28 > end:
                            raise _short(pos)
                        f_name_18 = buf[pos:e28].decode()
                        pos = e28
                    n29 = _uh(buf, pos)[0]
                    pos += 2
                    if n29 == -1:
                        f_value_19 = None
                    elif n29 < 0:
                        raise _negative(pos)
                    else:
                        e30 = pos + n29
                        if e30 > end:
                            raise _short(pos)
                        f_value_19 = buf[pos:e30].decode()
                        pos = e30
                    f_read_only_20, f_config_source_21, f_is_sensitive_23 = _S6(buf, pos)
                    pos += 3
                    n31 = _ui(buf, pos)[0]
                    pos += 4
                    if n31 < 0:
                        raise _negative(pos)
                    else:
                        if n31 * 5 > end - pos:
                            raise _short(pos)
                        f_synonyms_24 = []
                        ap32 = f_synonyms_24.append
                        for _ in range(n31):
                            n37 = _uh(buf, pos)[0]
                            pos += 2
                            if n37 < 0:
                                raise _negative(pos)
                            else:
                                e38 = pos + n37
                                if e38 > end:
                                    raise _short(pos)
                                f_name_34 = buf[pos:e38].decode()
                                pos = e38
                            n39 = _uh(buf, pos)[0]
                            pos += 2
                            if n39 == -1:
                                f_value_35 = None
                            elif n39 < 0:
                                raise _negative(pos)
                            else:
                                e40 = pos + n39
                                if e40 > end:
                                    raise _short(pos)
                                f_value_35 = buf[pos:e40].decode()
                                pos = e40
                            f_source_36 = _S0(buf, pos)[0]
                            pos += 1
                            x33 = DescribeConfigsSynonym(f_name_34, f_value_35, f_source_36, None)
                            ap32(x33)
                    f_config_type_25 = _S0(buf, pos)[0]
                    pos += 1
                    n41 = _uh(buf, pos)[0]
                    pos += 2
                    if n41 == -1:
                        f_documentation_26 = None
                    elif n41 < 0:
                        raise _negative(pos)
                    else:
                        e42 = pos + n41
                        if e42 > end:
                            raise _short(pos)
                        f_documentation_26 = buf[pos:e42].decode()
                        pos = e42
                    x17 = DescribeConfigsResourceResult(f_name_18, f_value_19, f_read_only_20, f_config_source_21, False, f_is_sensitive_23, f_synonyms_24, f_config_type_25, f_documentation_26, None)
                    ap16(x17)
            x5 = DescribeConfigsResult(f_error_code_6, f_error_message_7, f_resource_type_8, f_resource_name_9, f_configs_10, None)
            ap4(x5)
    o = DescribeConfigsResponse(f_throttle_time_ms_1, f_results_2, None)
    return o, pos


def _d_DescribeConfigsResponse_v4(buf: bytes, pos: int, end: int) -> tuple[DescribeConfigsResponse, int]:
    f_throttle_time_ms_1 = _S3(buf, pos)[0]
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
        if n3 * 7 > end - pos:
            raise _short(pos)
        f_results_2 = []
        ap4 = f_results_2.append
        for _ in range(n3):
            f_error_code_6 = _S4(buf, pos)[0]
            pos += 2
            n11 = buf[pos]
            if n11 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n11 = (n11 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n11, pos = _uvarint(buf, pos)
            n11 -= 1
            if n11 == -1:
                f_error_message_7 = None
            elif n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                f_error_message_7 = buf[pos:e12].decode()
                pos = e12
            f_resource_type_8 = _S0(buf, pos)[0]
            pos += 1
            n13 = buf[pos]
            if n13 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n13 = (n13 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n13, pos = _uvarint(buf, pos)
            n13 -= 1
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                f_resource_name_9 = buf[pos:e14].decode()
                pos = e14
            n15 = buf[pos]
            if n15 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n15 = (n15 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n15, pos = _uvarint(buf, pos)
            n15 -= 1
            if n15 < 0:
                raise _negative(pos)
            else:
                if n15 * 9 > end - pos:
                    raise _short(pos)
                f_configs_10 = []
                ap16 = f_configs_10.append
                for _ in range(n15):
                    n27 = buf[pos]
                    if n27 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n27 = (n27 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n27, pos = _uvarint(buf, pos)
                    n27 -= 1
                    if n27 < 0:
                        raise _negative(pos)
                    else:
                        e28 = pos + n27
                        if e28 > end:
                            raise _short(pos)
                        f_name_18 = buf[pos:e28].decode()
                        pos = e28
                    n29 = buf[pos]
                    if n29 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n29 = (n29 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n29, pos = _uvarint(buf, pos)
                    n29 -= 1
                    if n29 == -1:
                        f_value_19 = None
                    elif n29 < 0:
                        raise _negative(pos)
                    else:
                        e30 = pos + n29
                        if e30 > end:
                            raise _short(pos)
                        f_value_19 = buf[pos:e30].decode()
                        pos = e30
                    f_read_only_20, f_config_source_21, f_is_sensitive_23 = _S6(buf, pos)
                    pos += 3
                    n31 = buf[pos]
                    if n31 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n31 = (n31 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n31, pos = _uvarint(buf, pos)
                    n31 -= 1
                    if n31 < 0:
                        raise _negative(pos)
                    else:
                        if n31 * 4 > end - pos:
                            raise _short(pos)
                        f_synonyms_24 = []
                        ap32 = f_synonyms_24.append
                        for _ in range(n31):
                            n37 = buf[pos]
                            if n37 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n37 = (n37 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n37, pos = _uvarint(buf, pos)
                            n37 -= 1
                            if n37 < 0:
                                raise _negative(pos)
                            else:
                                e38 = pos + n37
                                if e38 > end:
                                    raise _short(pos)
                                f_name_34 = buf[pos:e38].decode()
                                pos = e38
                            n39 = buf[pos]
                            if n39 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n39 = (n39 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n39, pos = _uvarint(buf, pos)
                            n39 -= 1
                            if n39 == -1:
                                f_value_35 = None
                            elif n39 < 0:
                                raise _negative(pos)
                            else:
                                e40 = pos + n39
                                if e40 > end:
                                    raise _short(pos)
                                f_value_35 = buf[pos:e40].decode()
                                pos = e40
                            f_source_36 = _S0(buf, pos)[0]
                            pos += 1
                            nt41 = buf[pos]
                            if nt41 < 128:
                                pos += 1
                            else:
                                nt41, pos = _uvarint(buf, pos)
                            u42 = None
                            if nt41:
                                last43 = -1
                                for _ in range(nt41):
                                    tg44 = buf[pos]
                                    if tg44 < 128:
                                        pos += 1
                                    else:
                                        tg44, pos = _uvarint(buf, pos)
                                    sz45 = buf[pos]
                                    if sz45 < 128:
                                        pos += 1
                                    else:
                                        sz45, pos = _uvarint(buf, pos)
                                    te46 = pos + sz45
                                    if te46 > end:
                                        raise _short(pos)
                                    if tg44 <= last43:
                                        raise _tag_order(pos)
                                    last43 = tg44
                                    if u42 is None:
                                        u42 = {}
                                    u42[tg44] = buf[pos:te46]
                                    pos = te46
                            x33 = DescribeConfigsSynonym(f_name_34, f_value_35, f_source_36, u42)
                            ap32(x33)
                    f_config_type_25 = _S0(buf, pos)[0]
                    pos += 1
                    n47 = buf[pos]
                    if n47 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n47 = (n47 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n47, pos = _uvarint(buf, pos)
                    n47 -= 1
                    if n47 == -1:
                        f_documentation_26 = None
                    elif n47 < 0:
                        raise _negative(pos)
                    else:
                        e48 = pos + n47
                        if e48 > end:
                            raise _short(pos)
                        f_documentation_26 = buf[pos:e48].decode()
                        pos = e48
                    nt49 = buf[pos]
                    if nt49 < 128:
                        pos += 1
                    else:
                        nt49, pos = _uvarint(buf, pos)
                    u50 = None
                    if nt49:
                        last51 = -1
                        for _ in range(nt49):
                            tg52 = buf[pos]
                            if tg52 < 128:
                                pos += 1
                            else:
                                tg52, pos = _uvarint(buf, pos)
                            sz53 = buf[pos]
                            if sz53 < 128:
                                pos += 1
                            else:
                                sz53, pos = _uvarint(buf, pos)
                            te54 = pos + sz53
                            if te54 > end:
                                raise _short(pos)
                            if tg52 <= last51:
                                raise _tag_order(pos)
                            last51 = tg52
                            if u50 is None:
                                u50 = {}
                            u50[tg52] = buf[pos:te54]
                            pos = te54
                    x17 = DescribeConfigsResourceResult(f_name_18, f_value_19, f_read_only_20, f_config_source_21, False, f_is_sensitive_23, f_synonyms_24, f_config_type_25, f_documentation_26, u50)
                    ap16(x17)
            nt55 = buf[pos]
            if nt55 < 128:
                pos += 1
            else:
                nt55, pos = _uvarint(buf, pos)
            u56 = None
            if nt55:
                last57 = -1
                for _ in range(nt55):
                    tg58 = buf[pos]
                    if tg58 < 128:
                        pos += 1
                    else:
                        tg58, pos = _uvarint(buf, pos)
                    sz59 = buf[pos]
                    if sz59 < 128:
                        pos += 1
                    else:
                        sz59, pos = _uvarint(buf, pos)
                    te60 = pos + sz59
                    if te60 > end:
                        raise _short(pos)
                    if tg58 <= last57:
                        raise _tag_order(pos)
                    last57 = tg58
                    if u56 is None:
                        u56 = {}
                    u56[tg58] = buf[pos:te60]
                    pos = te60
            x5 = DescribeConfigsResult(f_error_code_6, f_error_message_7, f_resource_type_8, f_resource_name_9, f_configs_10, u56)
            ap4(x5)
    nt61 = buf[pos]
    if nt61 < 128:
        pos += 1
    else:
        nt61, pos = _uvarint(buf, pos)
    u62 = None
    if nt61:
        last63 = -1
        for _ in range(nt61):
            tg64 = buf[pos]
            if tg64 < 128:
                pos += 1
            else:
                tg64, pos = _uvarint(buf, pos)
            sz65 = buf[pos]
            if sz65 < 128:
                pos += 1
            else:
                sz65, pos = _uvarint(buf, pos)
            te66 = pos + sz65
            if te66 > end:
                raise _short(pos)
            if tg64 <= last63:
                raise _tag_order(pos)
            last63 = tg64
            if u62 is None:
                u62 = {}
            u62[tg64] = buf[pos:te66]
            pos = te66
    o = DescribeConfigsResponse(f_throttle_time_ms_1, f_results_2, u62)
    return o, pos


def _e_DescribeConfigsResponse_v0(o: DescribeConfigsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms)
    out += _Pi(len(o.results))
    for x1 in o.results:
        out += _P4(x1.error_code)
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
        out += _Pi(len(x1.configs))
        for x4 in x1.configs:
            b5 = x4.name.encode()
            out += _Ph(len(b5))
            out += b5
            if x4.value is None:
                out.extend(b'\xff\xff')
            else:
                b6 = x4.value.encode()
                out += _Ph(len(b6))
                out += b6
            out += _P5(x4.read_only, x4.is_default, x4.is_sensitive)


def _e_DescribeConfigsResponse_v1(o: DescribeConfigsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms)
    out += _Pi(len(o.results))
    for x1 in o.results:
        out += _P4(x1.error_code)
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
        out += _Pi(len(x1.configs))
        for x4 in x1.configs:
            if x4.is_default != False:
                raise _absent('DescribeConfigsResourceResult', 'is_default', 1)
            b5 = x4.name.encode()
            out += _Ph(len(b5))
            out += b5
            if x4.value is None:
                out.extend(b'\xff\xff')
            else:
                b6 = x4.value.encode()
                out += _Ph(len(b6))
                out += b6
            out += _P6(x4.read_only, x4.config_source, x4.is_sensitive)
            out += _Pi(len(x4.synonyms))
            for x7 in x4.synonyms:
                b8 = x7.name.encode()
                out += _Ph(len(b8))
                out += b8
                if x7.value is None:
                    out.extend(b'\xff\xff')
                else:
                    b9 = x7.value.encode()
                    out += _Ph(len(b9))
                    out += b9
                out += _P0(x7.source)


def _e_DescribeConfigsResponse_v2(o: DescribeConfigsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms)
    out += _Pi(len(o.results))
    for x1 in o.results:
        out += _P4(x1.error_code)
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
        out += _Pi(len(x1.configs))
        for x4 in x1.configs:
            if x4.is_default != False:
                raise _absent('DescribeConfigsResourceResult', 'is_default', 2)
            b5 = x4.name.encode()
            out += _Ph(len(b5))
            out += b5
            if x4.value is None:
                out.extend(b'\xff\xff')
            else:
                b6 = x4.value.encode()
                out += _Ph(len(b6))
                out += b6
            out += _P6(x4.read_only, x4.config_source, x4.is_sensitive)
            out += _Pi(len(x4.synonyms))
            for x7 in x4.synonyms:
                b8 = x7.name.encode()
                out += _Ph(len(b8))
                out += b8
                if x7.value is None:
                    out.extend(b'\xff\xff')
                else:
                    b9 = x7.value.encode()
                    out += _Ph(len(b9))
                    out += b9
                out += _P0(x7.source)


def _e_DescribeConfigsResponse_v3(o: DescribeConfigsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms)
    out += _Pi(len(o.results))
    for x1 in o.results:
        out += _P4(x1.error_code)
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
        out += _Pi(len(x1.configs))
        for x4 in x1.configs:
            if x4.is_default != False:
                raise _absent('DescribeConfigsResourceResult', 'is_default', 3)
            b5 = x4.name.encode()
            out += _Ph(len(b5))
            out += b5
            if x4.value is None:
                out.extend(b'\xff\xff')
            else:
                b6 = x4.value.encode()
                out += _Ph(len(b6))
                out += b6
            out += _P6(x4.read_only, x4.config_source, x4.is_sensitive)
            out += _Pi(len(x4.synonyms))
            for x7 in x4.synonyms:
                b8 = x7.name.encode()
                out += _Ph(len(b8))
                out += b8
                if x7.value is None:
                    out.extend(b'\xff\xff')
                else:
                    b9 = x7.value.encode()
                    out += _Ph(len(b9))
                    out += b9
                out += _P0(x7.source)
            out += _P0(x4.config_type)
            if x4.documentation is None:
                out.extend(b'\xff\xff')
            else:
                b10 = x4.documentation.encode()
                out += _Ph(len(b10))
                out += b10


def _e_DescribeConfigsResponse_v4(o: DescribeConfigsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms)
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        out += _P4(x1.error_code)
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
        if len(x1.configs) + 1 < 128:
            out.append(len(x1.configs) + 1)
        else:
            out += _encode_uvarint(len(x1.configs) + 1)
        for x4 in x1.configs:
            if x4.is_default != False:
                raise _absent('DescribeConfigsResourceResult', 'is_default', 4)
            b5 = x4.name.encode()
            if len(b5) + 1 < 128:
                out.append(len(b5) + 1)
            else:
                out += _encode_uvarint(len(b5) + 1)
            out += b5
            if x4.value is None:
                out.append(0)
            else:
                b6 = x4.value.encode()
                if len(b6) + 1 < 128:
                    out.append(len(b6) + 1)
                else:
                    out += _encode_uvarint(len(b6) + 1)
                out += b6
            out += _P6(x4.read_only, x4.config_source, x4.is_sensitive)
            if len(x4.synonyms) + 1 < 128:
                out.append(len(x4.synonyms) + 1)
            else:
                out += _encode_uvarint(len(x4.synonyms) + 1)
            for x7 in x4.synonyms:
                b8 = x7.name.encode()
                if len(b8) + 1 < 128:
                    out.append(len(b8) + 1)
                else:
                    out += _encode_uvarint(len(b8) + 1)
                out += b8
                if x7.value is None:
                    out.append(0)
                else:
                    b9 = x7.value.encode()
                    if len(b9) + 1 < 128:
                        out.append(len(b9) + 1)
                    else:
                        out += _encode_uvarint(len(b9) + 1)
                    out += b9
                out += _P0(x7.source)
                if x7.unknown_tags:
                    _write_tags(out, [], x7.unknown_tags)
                else:
                    out.append(0)
            out += _P0(x4.config_type)
            if x4.documentation is None:
                out.append(0)
            else:
                b10 = x4.documentation.encode()
                if len(b10) + 1 < 128:
                    out.append(len(b10) + 1)
                else:
                    out += _encode_uvarint(len(b10) + 1)
                out += b10
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeConfigsRequest.DECODERS = (_d_DescribeConfigsRequest_v0, _d_DescribeConfigsRequest_v1, _d_DescribeConfigsRequest_v1, _d_DescribeConfigsRequest_v3, _d_DescribeConfigsRequest_v4,)
DescribeConfigsRequest.ENCODERS = (_e_DescribeConfigsRequest_v0, _e_DescribeConfigsRequest_v1, _e_DescribeConfigsRequest_v2, _e_DescribeConfigsRequest_v3, _e_DescribeConfigsRequest_v4,)

DescribeConfigsResponse.DECODERS = (_d_DescribeConfigsResponse_v0, _d_DescribeConfigsResponse_v1, _d_DescribeConfigsResponse_v1, _d_DescribeConfigsResponse_v3, _d_DescribeConfigsResponse_v4,)
DescribeConfigsResponse.ENCODERS = (_e_DescribeConfigsResponse_v0, _e_DescribeConfigsResponse_v1, _e_DescribeConfigsResponse_v2, _e_DescribeConfigsResponse_v3, _e_DescribeConfigsResponse_v4,)
