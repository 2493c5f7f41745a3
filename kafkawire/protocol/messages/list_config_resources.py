# generated from defs/074-list-config-resources.kw; do not edit
"""ListConfigResources: API key 74, versions 0..1, flexible from 0."""

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

__all__ = ['ConfigResource', 'ListConfigResourcesRequest', 'ListConfigResourcesResponse']

_S0 = _Struct('>ihB').unpack_from
_P0 = _Struct('>ihB').pack
_S1 = _Struct('>bB').unpack_from
_P1 = _Struct('>bB').pack
_S2 = _Struct('>ih').unpack_from
_P2 = _Struct('>ih').pack
_S3 = _Struct('>b').unpack_from
_P3 = _Struct('>b').pack


class ListConfigResourcesRequest(Request["ListConfigResourcesResponse"]):
    """ListConfigResources request (API key 74), versions 0..1."""

    __slots__ = ('resource_types',)
    API_KEY = 74
    API_NAME = 'ListConfigResources'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 0
    resource_types: list[int]

    def __init__(
        self,
        resource_types: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.resource_types = [] if resource_types is DEFAULT else resource_types
        self.unknown_tags = unknown_tags


class ConfigResource(Struct):
    """Element ConfigResource of ListConfigResources."""

    __slots__ = ('resource_name', 'resource_type')
    resource_name: str
    resource_type: int

    def __init__(
        self,
        resource_name: str = "",
        resource_type: int = 16,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.resource_name = resource_name
        self.resource_type = resource_type
        self.unknown_tags = unknown_tags


class ListConfigResourcesResponse(Message):
    """ListConfigResources response (API key 74), versions 0..1."""

    __slots__ = ('throttle_time_ms', 'error_code', 'config_resources')
    API_KEY = 74
    API_NAME = 'ListConfigResources'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    config_resources: list[ConfigResource]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        config_resources: list[ConfigResource] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.config_resources = [] if config_resources is DEFAULT else config_resources
        self.unknown_tags = unknown_tags

ListConfigResourcesRequest.FIELDS = (
    FieldSpec('resource_types', 'array', 'int8', (1, 1), None, DEFAULT),
)

ConfigResource.FIELDS = (
    FieldSpec('resource_name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('resource_type', 'prim', 'int8', (1, 1), None, 16, ignorable=True),
)

ListConfigResourcesResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('config_resources', 'array', 'ConfigResource', (0, 1), None, DEFAULT, struct=ConfigResource),
)


def _d_ListConfigResourcesRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ListConfigResourcesRequest, int]:
    o = _new(ListConfigResourcesRequest)
    if buf[pos]:
        u2, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u2 = None
    o.resource_types = []
    o.unknown_tags = u2
    return o, pos


def _d_ListConfigResourcesRequest_v1(buf: bytes, pos: int, end: int) -> tuple[ListConfigResourcesRequest, int]:
    o = _new(ListConfigResourcesRequest)
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
        if n2 > end - pos:
            raise _short(pos)
        f_resource_types_1 = [*_array('b', n2).unpack_from(buf, pos)]
        pos += n2
    if buf[pos]:
        u3, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u3 = None
    o.resource_types = f_resource_types_1
    o.unknown_tags = u3
    return o, pos


def _e_ListConfigResourcesRequest_v0(o: ListConfigResourcesRequest, out: list[bytes]) -> None:
    if (o.resource_types is None or len(o.resource_types)):
        raise _absent('ListConfigResourcesRequest', 'resource_types', 0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ListConfigResourcesRequest_v1(o: ListConfigResourcesRequest, out: list[bytes]) -> None:
    if type(o.resource_types) is not list:
        _check_list(o.resource_types)
    if len(o.resource_types) + 1 < 128:
        out.append(_B1[len(o.resource_types) + 1])
    else:
        out.append(_encode_uvarint(len(o.resource_types) + 1))
    out.append(_array('b', len(o.resource_types)).pack(*o.resource_types))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_ListConfigResourcesResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ListConfigResourcesResponse, int]:
    o = _new(ListConfigResourcesResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S0(buf, pos)
    pos += 7
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
        if pk2 * 2 > end - pos:
            raise _short(pos)
        f_config_resources_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(ConfigResource)
                n4 = buf[pos]
                if n4 < 128:
                    pos += 1
                    n4 -= 1
                elif buf[pos + 1] < 128:
                    n4 = n4 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n4, pos = _string_uvarint(buf, pos)
                    n4 -= 1
                if n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.resource_name = buf[pos:e5].decode()
                    pos = e5
                if buf[pos]:
                    u6, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u6 = None
                x3.resource_type = 16
                x3.unknown_tags = u6
                f_config_resources_1.append(x3)
    if buf[pos]:
        u7, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u7 = None
    o.config_resources = f_config_resources_1
    o.unknown_tags = u7
    return o, pos


def _d_ListConfigResourcesResponse_v1(buf: bytes, pos: int, end: int) -> tuple[ListConfigResourcesResponse, int]:
    o = _new(ListConfigResourcesResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S0(buf, pos)
    pos += 7
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
        if pk2 * 3 > end - pos:
            raise _short(pos)
        f_config_resources_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(ConfigResource)
                n4 = buf[pos]
                if n4 < 128:
                    pos += 1
                    n4 -= 1
                elif buf[pos + 1] < 128:
                    n4 = n4 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n4, pos = _string_uvarint(buf, pos)
                    n4 -= 1
                if n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.resource_name = buf[pos:e5].decode()
                    pos = e5
                x3.resource_type, pk6 = _S1(buf, pos)
                pos += 2
                if pk6:
                    u7, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u7 = None
                x3.unknown_tags = u7
                f_config_resources_1.append(x3)
    if buf[pos]:
        u8, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u8 = None
    o.config_resources = f_config_resources_1
    o.unknown_tags = u8
    return o, pos


def _e_ListConfigResourcesResponse_v0(o: ListConfigResourcesResponse, out: list[bytes]) -> None:
    out.append(_P2(o.throttle_time_ms, o.error_code))
    if type(o.config_resources) is not list:
        _check_list(o.config_resources)
    if len(o.config_resources) + 1 < 128:
        out.append(_B1[len(o.config_resources) + 1])
    else:
        out.append(_encode_uvarint(len(o.config_resources) + 1))
    for x1 in o.config_resources:
        b2 = x1.resource_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ListConfigResourcesResponse_v1(o: ListConfigResourcesResponse, out: list[bytes]) -> None:
    out.append(_P2(o.throttle_time_ms, o.error_code))
    if type(o.config_resources) is not list:
        _check_list(o.config_resources)
    if len(o.config_resources) + 1 < 128:
        out.append(_B1[len(o.config_resources) + 1])
    else:
        out.append(_encode_uvarint(len(o.config_resources) + 1))
    for x1 in o.config_resources:
        b2 = x1.resource_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P3(x1.resource_type))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


ListConfigResourcesRequest.DECODERS = {0: _d_ListConfigResourcesRequest_v0, 1: _d_ListConfigResourcesRequest_v1}
ListConfigResourcesRequest.ENCODERS = {0: _e_ListConfigResourcesRequest_v0, 1: _e_ListConfigResourcesRequest_v1}
_bind_decode(ListConfigResourcesRequest)

ListConfigResourcesResponse.DECODERS = {0: _d_ListConfigResourcesResponse_v0, 1: _d_ListConfigResourcesResponse_v1}
ListConfigResourcesResponse.ENCODERS = {0: _e_ListConfigResourcesResponse_v0, 1: _e_ListConfigResourcesResponse_v1}
_bind_decode(ListConfigResourcesResponse)
