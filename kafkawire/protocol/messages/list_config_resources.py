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
    _i32s,
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


def _d_ListConfigResourcesRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ListConfigResourcesRequest, int]:
    nt2 = buf[pos]
    if nt2 < 128:
        pos += 1
    else:
        nt2, pos = _uvarint(buf, pos)
    u3 = None
    if nt2:
        last4 = -1
        for _ in range(nt2):
            tg5 = buf[pos]
            if tg5 < 128:
                pos += 1
            else:
                tg5, pos = _uvarint(buf, pos)
            sz6 = buf[pos]
            if sz6 < 128:
                pos += 1
            else:
                sz6, pos = _uvarint(buf, pos)
            te7 = pos + sz6
            if te7 > end:
                raise _short(pos)
            if tg5 <= last4:
                raise _tag_order(pos)
            last4 = tg5
            if u3 is None:
                u3 = {}
            u3[tg5] = buf[pos:te7]
            pos = te7
    o = ListConfigResourcesRequest([], u3)
    return o, pos


def _d_ListConfigResourcesRequest_v1(buf: bytes, pos: int, end: int) -> tuple[ListConfigResourcesRequest, int]:
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n2 = (n2 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n2, pos = _uvarint(buf, pos)
    n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 > end - pos:
            raise _short(pos)
        f_resource_types_1 = list(_array('b', n2).unpack_from(buf, pos))
        pos += n2
    nt3 = buf[pos]
    if nt3 < 128:
        pos += 1
    else:
        nt3, pos = _uvarint(buf, pos)
    u4 = None
    if nt3:
        last5 = -1
        for _ in range(nt3):
            tg6 = buf[pos]
            if tg6 < 128:
                pos += 1
            else:
                tg6, pos = _uvarint(buf, pos)
            sz7 = buf[pos]
            if sz7 < 128:
                pos += 1
            else:
                sz7, pos = _uvarint(buf, pos)
            te8 = pos + sz7
            if te8 > end:
                raise _short(pos)
            if tg6 <= last5:
                raise _tag_order(pos)
            last5 = tg6
            if u4 is None:
                u4 = {}
            u4[tg6] = buf[pos:te8]
            pos = te8
    o = ListConfigResourcesRequest(f_resource_types_1, u4)
    return o, pos


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


def _d_ListConfigResourcesResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ListConfigResourcesResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S0(buf, pos)
    pos += 6
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
        if n4 * 2 > end - pos:
            raise _short(pos)
        f_config_resources_3 = []
        ap5 = f_config_resources_3.append
        for _ in range(n4):
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
            nt11 = buf[pos]
            if nt11 < 128:
                pos += 1
            else:
                nt11, pos = _uvarint(buf, pos)
            u12 = None
            if nt11:
                last13 = -1
                for _ in range(nt11):
                    tg14 = buf[pos]
                    if tg14 < 128:
                        pos += 1
                    else:
                        tg14, pos = _uvarint(buf, pos)
                    sz15 = buf[pos]
                    if sz15 < 128:
                        pos += 1
                    else:
                        sz15, pos = _uvarint(buf, pos)
                    te16 = pos + sz15
                    if te16 > end:
                        raise _short(pos)
                    if tg14 <= last13:
                        raise _tag_order(pos)
                    last13 = tg14
                    if u12 is None:
                        u12 = {}
                    u12[tg14] = buf[pos:te16]
                    pos = te16
            x6 = ConfigResource(f_resource_name_7, 16, u12)
            ap5(x6)
    nt17 = buf[pos]
    if nt17 < 128:
        pos += 1
    else:
        nt17, pos = _uvarint(buf, pos)
    u18 = None
    if nt17:
        last19 = -1
        for _ in range(nt17):
            tg20 = buf[pos]
            if tg20 < 128:
                pos += 1
            else:
                tg20, pos = _uvarint(buf, pos)
            sz21 = buf[pos]
            if sz21 < 128:
                pos += 1
            else:
                sz21, pos = _uvarint(buf, pos)
            te22 = pos + sz21
            if te22 > end:
                raise _short(pos)
            if tg20 <= last19:
                raise _tag_order(pos)
            last19 = tg20
            if u18 is None:
                u18 = {}
            u18[tg20] = buf[pos:te22]
            pos = te22
    o = ListConfigResourcesResponse(f_throttle_time_ms_1, f_error_code_2, f_config_resources_3, u18)
    return o, pos


def _d_ListConfigResourcesResponse_v1(buf: bytes, pos: int, end: int) -> tuple[ListConfigResourcesResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S0(buf, pos)
    pos += 6
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
        if n4 * 3 > end - pos:
            raise _short(pos)
        f_config_resources_3 = []
        ap5 = f_config_resources_3.append
        for _ in range(n4):
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
            f_resource_type_8 = _S1(buf, pos)[0]
            pos += 1
            nt11 = buf[pos]
            if nt11 < 128:
                pos += 1
            else:
                nt11, pos = _uvarint(buf, pos)
            u12 = None
            if nt11:
                last13 = -1
                for _ in range(nt11):
                    tg14 = buf[pos]
                    if tg14 < 128:
                        pos += 1
                    else:
                        tg14, pos = _uvarint(buf, pos)
                    sz15 = buf[pos]
                    if sz15 < 128:
                        pos += 1
                    else:
                        sz15, pos = _uvarint(buf, pos)
                    te16 = pos + sz15
                    if te16 > end:
                        raise _short(pos)
                    if tg14 <= last13:
                        raise _tag_order(pos)
                    last13 = tg14
                    if u12 is None:
                        u12 = {}
                    u12[tg14] = buf[pos:te16]
                    pos = te16
            x6 = ConfigResource(f_resource_name_7, f_resource_type_8, u12)
            ap5(x6)
    nt17 = buf[pos]
    if nt17 < 128:
        pos += 1
    else:
        nt17, pos = _uvarint(buf, pos)
    u18 = None
    if nt17:
        last19 = -1
        for _ in range(nt17):
            tg20 = buf[pos]
            if tg20 < 128:
                pos += 1
            else:
                tg20, pos = _uvarint(buf, pos)
            sz21 = buf[pos]
            if sz21 < 128:
                pos += 1
            else:
                sz21, pos = _uvarint(buf, pos)
            te22 = pos + sz21
            if te22 > end:
                raise _short(pos)
            if tg20 <= last19:
                raise _tag_order(pos)
            last19 = tg20
            if u18 is None:
                u18 = {}
            u18[tg20] = buf[pos:te22]
            pos = te22
    o = ListConfigResourcesResponse(f_throttle_time_ms_1, f_error_code_2, f_config_resources_3, u18)
    return o, pos


def _e_ListConfigResourcesResponse_v0(o: ListConfigResourcesResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms, o.error_code)
    if len(o.config_resources) + 1 < 128:
        out.append(len(o.config_resources) + 1)
    else:
        out += _encode_uvarint(len(o.config_resources) + 1)
    for x1 in o.config_resources:
        b2 = x1.resource_name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
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
        b2 = x1.resource_name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        out += _P1(x1.resource_type)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


ListConfigResourcesRequest.DECODERS = (_d_ListConfigResourcesRequest_v0, _d_ListConfigResourcesRequest_v1,)
ListConfigResourcesRequest.ENCODERS = (_e_ListConfigResourcesRequest_v0, _e_ListConfigResourcesRequest_v1,)

ListConfigResourcesResponse.DECODERS = (_d_ListConfigResourcesResponse_v0, _d_ListConfigResourcesResponse_v1,)
ListConfigResourcesResponse.ENCODERS = (_e_ListConfigResourcesResponse_v0, _e_ListConfigResourcesResponse_v1,)
