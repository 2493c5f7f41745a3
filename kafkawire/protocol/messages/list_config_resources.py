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

__all__ = ['ConfigResource', 'ListConfigResourcesRequest', 'ListConfigResourcesResponse']

_S0 = _Struct('>ih').unpack_from
_P0 = _Struct('>ih').pack
_S1 = _Struct('>b').unpack_from
_P1 = _Struct('>b').pack


class ListConfigResourcesRequest(Message):
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


def _d_ListConfigResourcesRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[ListConfigResourcesRequest, int]:
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
    return ListConfigResourcesRequest([], u), pos


def _d_ListConfigResourcesRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[ListConfigResourcesRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 > end - pos:
            raise _short(pos)
        f_resource_types = list(_array('b', n1).unpack_from(buf, pos))
        pos += n1
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
    return ListConfigResourcesRequest(f_resource_types, u), pos


def _e_ListConfigResourcesRequest_v0(o: ListConfigResourcesRequest, out: bytearray) -> None:
    if o.resource_types:
        raise _absent('ListConfigResourcesRequest', 'resource_types', 0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListConfigResourcesRequest_v1(o: ListConfigResourcesRequest, out: bytearray) -> None:
    if len(o.resource_types) + 1 < 128:
        out.append(len(o.resource_types) + 1)
    else:
        out += _encode_uvarint(len(o.resource_types) + 1)
    out += _array('b', len(o.resource_types)).pack(*o.resource_types)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_ConfigResource_v0(buf: memoryview, pos: int, end: int) -> tuple[ConfigResource, int]:
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
    return ConfigResource(f_resource_name, 16, u), pos


def _d_ListConfigResourcesResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ListConfigResourcesResponse, int]:
    f_throttle_time_ms, f_error_code = _S0(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 2 > end - pos:
            raise _short(pos)
        f_config_resources = []
        ap2 = f_config_resources.append
        for _ in range(n1):
            x3, pos = _d_ConfigResource_v0(buf, pos, end)
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
    return ListConfigResourcesResponse(f_throttle_time_ms, f_error_code, f_config_resources, u), pos


def _d_ConfigResource_v1(buf: memoryview, pos: int, end: int) -> tuple[ConfigResource, int]:
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
    f_resource_type = _S1(buf, pos)[0]
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
    return ConfigResource(f_resource_name, f_resource_type, u), pos


def _d_ListConfigResourcesResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[ListConfigResourcesResponse, int]:
    f_throttle_time_ms, f_error_code = _S0(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_config_resources = []
        ap2 = f_config_resources.append
        for _ in range(n1):
            x3, pos = _d_ConfigResource_v1(buf, pos, end)
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
    return ListConfigResourcesResponse(f_throttle_time_ms, f_error_code, f_config_resources, u), pos


def _e_ConfigResource_v0(o: ConfigResource, out: bytearray) -> None:
    b1 = o.resource_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListConfigResourcesResponse_v0(o: ListConfigResourcesResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms, o.error_code)
    if len(o.config_resources) + 1 < 128:
        out.append(len(o.config_resources) + 1)
    else:
        out += _encode_uvarint(len(o.config_resources) + 1)
    for x1 in o.config_resources:
        _e_ConfigResource_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ConfigResource_v1(o: ConfigResource, out: bytearray) -> None:
    b1 = o.resource_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(o.resource_type)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListConfigResourcesResponse_v1(o: ListConfigResourcesResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms, o.error_code)
    if len(o.config_resources) + 1 < 128:
        out.append(len(o.config_resources) + 1)
    else:
        out += _encode_uvarint(len(o.config_resources) + 1)
    for x1 in o.config_resources:
        _e_ConfigResource_v1(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


ListConfigResourcesRequest.DECODERS = (_d_ListConfigResourcesRequest_v0, _d_ListConfigResourcesRequest_v1,)
ListConfigResourcesRequest.ENCODERS = (_e_ListConfigResourcesRequest_v0, _e_ListConfigResourcesRequest_v1,)

ListConfigResourcesResponse.DECODERS = (_d_ListConfigResourcesResponse_v0, _d_ListConfigResourcesResponse_v1,)
ListConfigResourcesResponse.ENCODERS = (_e_ListConfigResourcesResponse_v0, _e_ListConfigResourcesResponse_v1,)
