# generated from defs/060-describe-cluster.kw; do not edit
"""DescribeCluster: API key 60, versions 0..2, flexible from 0."""

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

__all__ = ['DescribeClusterBroker', 'DescribeClusterRequest', 'DescribeClusterResponse']

_S0 = _Struct('>?B').unpack_from
_P0 = _Struct('>?B').pack
_S1 = _Struct('>?bB').unpack_from
_P1 = _Struct('>?bB').pack
_S2 = _Struct('>?b?B').unpack_from
_P2 = _Struct('>?b?B').pack
_S3 = _Struct('>B').unpack_from
_P3 = _Struct('>B').pack
_S4 = _Struct('>Bb').unpack_from
_P4 = _Struct('>Bb').pack
_S5 = _Struct('>BbB').unpack_from
_P5 = _Struct('>BbB').pack
_S6 = _Struct('>ihB').unpack_from
_P6 = _Struct('>ihB').pack
_S7 = _Struct('>iBiB').unpack_from
_P7 = _Struct('>iBiB').pack
_S8 = _Struct('>iB').unpack_from
_P8 = _Struct('>iB').pack
_S9 = _Struct('>bB').unpack_from
_P9 = _Struct('>bB').pack
_S10 = _Struct('>ih').unpack_from
_P10 = _Struct('>ih').pack
_S11 = _Struct('>i').unpack_from
_P11 = _Struct('>i').pack
_S12 = _Struct('>b').unpack_from
_P12 = _Struct('>b').pack


class DescribeClusterRequest(Request["DescribeClusterResponse"]):
    """DescribeCluster request (API key 60), versions 0..2."""

    __slots__ = ('include_cluster_authorized_operations', 'endpoint_type', 'include_fenced_brokers')
    API_KEY = 60
    API_NAME = 'DescribeCluster'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    include_cluster_authorized_operations: bool
    endpoint_type: int
    include_fenced_brokers: bool

    def __init__(
        self,
        include_cluster_authorized_operations: bool = False,
        endpoint_type: int = 1,
        include_fenced_brokers: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.include_cluster_authorized_operations = include_cluster_authorized_operations
        self.endpoint_type = endpoint_type
        self.include_fenced_brokers = include_fenced_brokers
        self.unknown_tags = unknown_tags


class DescribeClusterBroker(Struct):
    """Element DescribeClusterBroker of DescribeCluster."""

    __slots__ = ('broker_id', 'host', 'port', 'rack', 'is_fenced')
    broker_id: int
    host: str
    port: int
    rack: str | None
    is_fenced: bool

    def __init__(
        self,
        broker_id: int = 0,
        host: str = "",
        port: int = 0,
        rack: str | None = None,
        is_fenced: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.broker_id = broker_id
        self.host = host
        self.port = port
        self.rack = rack
        self.is_fenced = is_fenced
        self.unknown_tags = unknown_tags


class DescribeClusterResponse(Message):
    """DescribeCluster response (API key 60), versions 0..2."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'endpoint_type', 'cluster_id', 'controller_id', 'brokers', 'cluster_authorized_operations')
    API_KEY = 60
    API_NAME = 'DescribeCluster'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    error_message: str | None
    endpoint_type: int
    cluster_id: str
    controller_id: int
    brokers: list[DescribeClusterBroker]
    cluster_authorized_operations: int

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        endpoint_type: int = 1,
        cluster_id: str = "",
        controller_id: int = -1,
        brokers: list[DescribeClusterBroker] = DEFAULT,
        cluster_authorized_operations: int = -2147483648,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.endpoint_type = endpoint_type
        self.cluster_id = cluster_id
        self.controller_id = controller_id
        self.brokers = [] if brokers is DEFAULT else brokers
        self.cluster_authorized_operations = cluster_authorized_operations
        self.unknown_tags = unknown_tags

DescribeClusterRequest.FIELDS = (
    FieldSpec('include_cluster_authorized_operations', 'prim', 'bool', (0, 2), None, False),
    FieldSpec('endpoint_type', 'prim', 'int8', (1, 2), None, 1),
    FieldSpec('include_fenced_brokers', 'prim', 'bool', (2, 2), None, False),
)

DescribeClusterBroker.FIELDS = (
    FieldSpec('broker_id', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('host', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('port', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('rack', 'prim', 'string', (0, 2), (0, 2), None),
    FieldSpec('is_fenced', 'prim', 'bool', (2, 2), None, False),
)

DescribeClusterResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 2), (0, 2), None),
    FieldSpec('endpoint_type', 'prim', 'int8', (1, 2), None, 1),
    FieldSpec('cluster_id', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('controller_id', 'prim', 'int32', (0, 2), None, -1),
    FieldSpec('brokers', 'array', 'DescribeClusterBroker', (0, 2), None, DEFAULT, struct=DescribeClusterBroker),
    FieldSpec('cluster_authorized_operations', 'prim', 'int32', (0, 2), None, -2147483648),
)


def _d_DescribeClusterRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeClusterRequest, int]:
    o = _new(DescribeClusterRequest)
    o.include_cluster_authorized_operations, pk1 = _S0(buf, pos)
    pos += 2
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.endpoint_type = 1
    o.include_fenced_brokers = False
    o.unknown_tags = u2
    return o, pos


def _d_DescribeClusterRequest_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeClusterRequest, int]:
    o = _new(DescribeClusterRequest)
    o.include_cluster_authorized_operations, o.endpoint_type, pk1 = _S1(buf, pos)
    pos += 3
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.include_fenced_brokers = False
    o.unknown_tags = u2
    return o, pos


def _d_DescribeClusterRequest_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeClusterRequest, int]:
    o = _new(DescribeClusterRequest)
    o.include_cluster_authorized_operations, o.endpoint_type, o.include_fenced_brokers, pk1 = _S2(buf, pos)
    pos += 4
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.unknown_tags = u2
    return o, pos


def _e_DescribeClusterRequest_v0(o: DescribeClusterRequest, out: list[bytes]) -> None:
    if o.endpoint_type != 1:
        raise _absent('DescribeClusterRequest', 'endpoint_type', 0)
    if o.include_fenced_brokers != False:
        raise _absent('DescribeClusterRequest', 'include_fenced_brokers', 0)
    out.append(_P3(_BOOL[o.include_cluster_authorized_operations]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_DescribeClusterRequest_v1(o: DescribeClusterRequest, out: list[bytes]) -> None:
    if o.include_fenced_brokers != False:
        raise _absent('DescribeClusterRequest', 'include_fenced_brokers', 1)
    out.append(_P4(_BOOL[o.include_cluster_authorized_operations], o.endpoint_type))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_DescribeClusterRequest_v2(o: DescribeClusterRequest, out: list[bytes]) -> None:
    out.append(_P5(_BOOL[o.include_cluster_authorized_operations], o.endpoint_type, _BOOL[o.include_fenced_brokers]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_DescribeClusterResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeClusterResponse, int]:
    o = _new(DescribeClusterResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S6(buf, pos)
    pos += 7
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _string_uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 == -1:
        o.error_message = None
    else:
        e3 = pos + pk2
        if e3 > end:
            raise _short(pos)
        o.error_message = buf[pos:e3].decode()
        pos = e3
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
        o.cluster_id = buf[pos:e5].decode()
        pos = e5
    o.controller_id, pk6, o.cluster_authorized_operations, pk7 = _S7(buf, pos)
    if pk6 == 1:
        pos += 10
        f_brokers_1 = []
    else:
        pos += 5
        if pk6 < 128:
            pk6 -= 1
        elif buf[pos] < 128:
            pk6 = pk6 + buf[pos] * 128 - 129
            pos += 1
        else:
            pk6, pos = _uvarint(buf, pos - 1)
            pk6 -= 1
        if pk6 < 0:
            raise _negative(pos)
        else:
            if pk6 * 11 > end - pos:
                raise _short(pos)
            f_brokers_1 = []
            if pk6:
                for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
                    x8 = _new(DescribeClusterBroker)
                    x8.broker_id, pk9 = _S8(buf, pos)
                    pos += 5
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
                        x8.host = buf[pos:e10].decode()
                        pos = e10
                    x8.port, pk11 = _S8(buf, pos)
                    pos += 5
                    if pk11 < 128:
                        pk11 -= 1
                    elif buf[pos] < 128:
                        pk11 = pk11 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk11, pos = _string_uvarint(buf, pos - 1)
                        pk11 -= 1
                    if pk11 == -1:
                        x8.rack = None
                    else:
                        e12 = pos + pk11
                        if e12 > end:
                            raise _short(pos)
                        x8.rack = buf[pos:e12].decode()
                        pos = e12
                    if buf[pos]:
                        u13, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u13 = None
                    x8.is_fenced = False
                    x8.unknown_tags = u13
                    f_brokers_1.append(x8)
        o.cluster_authorized_operations, pk7 = _S8(buf, pos)
        pos += 5
    if pk7:
        u14, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u14 = None
    o.endpoint_type = 1
    o.brokers = f_brokers_1
    o.unknown_tags = u14
    return o, pos


def _d_DescribeClusterResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeClusterResponse, int]:
    o = _new(DescribeClusterResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S6(buf, pos)
    pos += 7
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _string_uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 == -1:
        o.error_message = None
    else:
        e3 = pos + pk2
        if e3 > end:
            raise _short(pos)
        o.error_message = buf[pos:e3].decode()
        pos = e3
    o.endpoint_type, pk4 = _S9(buf, pos)
    pos += 2
    if pk4 < 128:
        pk4 -= 1
    elif buf[pos] < 128:
        pk4 = pk4 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk4, pos = _string_uvarint(buf, pos - 1)
        pk4 -= 1
    if pk4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + pk4
        if e5 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e5].decode()
        pos = e5
    o.controller_id, pk6, o.cluster_authorized_operations, pk7 = _S7(buf, pos)
    if pk6 == 1:
        pos += 10
        f_brokers_1 = []
    else:
        pos += 5
        if pk6 < 128:
            pk6 -= 1
        elif buf[pos] < 128:
            pk6 = pk6 + buf[pos] * 128 - 129
            pos += 1
        else:
            pk6, pos = _uvarint(buf, pos - 1)
            pk6 -= 1
        if pk6 < 0:
            raise _negative(pos)
        else:
            if pk6 * 11 > end - pos:
                raise _short(pos)
            f_brokers_1 = []
            if pk6:
                for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
                    x8 = _new(DescribeClusterBroker)
                    x8.broker_id, pk9 = _S8(buf, pos)
                    pos += 5
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
                        x8.host = buf[pos:e10].decode()
                        pos = e10
                    x8.port, pk11 = _S8(buf, pos)
                    pos += 5
                    if pk11 < 128:
                        pk11 -= 1
                    elif buf[pos] < 128:
                        pk11 = pk11 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk11, pos = _string_uvarint(buf, pos - 1)
                        pk11 -= 1
                    if pk11 == -1:
                        x8.rack = None
                    else:
                        e12 = pos + pk11
                        if e12 > end:
                            raise _short(pos)
                        x8.rack = buf[pos:e12].decode()
                        pos = e12
                    if buf[pos]:
                        u13, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u13 = None
                    x8.is_fenced = False
                    x8.unknown_tags = u13
                    f_brokers_1.append(x8)
        o.cluster_authorized_operations, pk7 = _S8(buf, pos)
        pos += 5
    if pk7:
        u14, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u14 = None
    o.brokers = f_brokers_1
    o.unknown_tags = u14
    return o, pos


def _d_DescribeClusterResponse_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeClusterResponse, int]:
    o = _new(DescribeClusterResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S6(buf, pos)
    pos += 7
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _string_uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 == -1:
        o.error_message = None
    else:
        e3 = pos + pk2
        if e3 > end:
            raise _short(pos)
        o.error_message = buf[pos:e3].decode()
        pos = e3
    o.endpoint_type, pk4 = _S9(buf, pos)
    pos += 2
    if pk4 < 128:
        pk4 -= 1
    elif buf[pos] < 128:
        pk4 = pk4 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk4, pos = _string_uvarint(buf, pos - 1)
        pk4 -= 1
    if pk4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + pk4
        if e5 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e5].decode()
        pos = e5
    o.controller_id, pk6, o.cluster_authorized_operations, pk7 = _S7(buf, pos)
    if pk6 == 1:
        pos += 10
        f_brokers_1 = []
    else:
        pos += 5
        if pk6 < 128:
            pk6 -= 1
        elif buf[pos] < 128:
            pk6 = pk6 + buf[pos] * 128 - 129
            pos += 1
        else:
            pk6, pos = _uvarint(buf, pos - 1)
            pk6 -= 1
        if pk6 < 0:
            raise _negative(pos)
        else:
            if pk6 * 12 > end - pos:
                raise _short(pos)
            f_brokers_1 = []
            if pk6:
                for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
                    x8 = _new(DescribeClusterBroker)
                    x8.broker_id, pk9 = _S8(buf, pos)
                    pos += 5
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
                        x8.host = buf[pos:e10].decode()
                        pos = e10
                    x8.port, pk11 = _S8(buf, pos)
                    pos += 5
                    if pk11 < 128:
                        pk11 -= 1
                    elif buf[pos] < 128:
                        pk11 = pk11 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk11, pos = _string_uvarint(buf, pos - 1)
                        pk11 -= 1
                    if pk11 == -1:
                        x8.rack = None
                    else:
                        e12 = pos + pk11
                        if e12 > end:
                            raise _short(pos)
                        x8.rack = buf[pos:e12].decode()
                        pos = e12
                    x8.is_fenced, pk13 = _S0(buf, pos)
                    pos += 2
                    if pk13:
                        u14, pos = _unknown_tags(buf, pos - 1, end)
                    else:
                        u14 = None
                    x8.unknown_tags = u14
                    f_brokers_1.append(x8)
        o.cluster_authorized_operations, pk7 = _S8(buf, pos)
        pos += 5
    if pk7:
        u15, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u15 = None
    o.brokers = f_brokers_1
    o.unknown_tags = u15
    return o, pos


def _e_DescribeClusterResponse_v0(o: DescribeClusterResponse, out: list[bytes]) -> None:
    if o.endpoint_type != 1:
        raise _absent('DescribeClusterResponse', 'endpoint_type', 0)
    out.append(_P10(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    b2 = o.cluster_id.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    out.append(_P11(o.controller_id))
    if type(o.brokers) is not list:
        _check_list(o.brokers)
    if len(o.brokers) + 1 < 128:
        out.append(_B1[len(o.brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.brokers) + 1))
    for x3 in o.brokers:
        if x3.is_fenced != False:
            raise _absent('DescribeClusterBroker', 'is_fenced', 0)
        out.append(_P11(x3.broker_id))
        b4 = x3.host.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        out.append(_P11(x3.port))
        if x3.rack is None:
            out.append(b'\x00')
        else:
            b5 = x3.rack.encode()
            if len(b5) + 1 < 128:
                out.append(_B1[len(b5) + 1])
            else:
                out.append(_string_length(len(b5) + 1))
            out.append(b5)
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P11(o.cluster_authorized_operations))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_DescribeClusterResponse_v1(o: DescribeClusterResponse, out: list[bytes]) -> None:
    out.append(_P10(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P12(o.endpoint_type))
    b2 = o.cluster_id.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    out.append(_P11(o.controller_id))
    if type(o.brokers) is not list:
        _check_list(o.brokers)
    if len(o.brokers) + 1 < 128:
        out.append(_B1[len(o.brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.brokers) + 1))
    for x3 in o.brokers:
        if x3.is_fenced != False:
            raise _absent('DescribeClusterBroker', 'is_fenced', 1)
        out.append(_P11(x3.broker_id))
        b4 = x3.host.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        out.append(_P11(x3.port))
        if x3.rack is None:
            out.append(b'\x00')
        else:
            b5 = x3.rack.encode()
            if len(b5) + 1 < 128:
                out.append(_B1[len(b5) + 1])
            else:
                out.append(_string_length(len(b5) + 1))
            out.append(b5)
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P11(o.cluster_authorized_operations))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_DescribeClusterResponse_v2(o: DescribeClusterResponse, out: list[bytes]) -> None:
    out.append(_P10(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P12(o.endpoint_type))
    b2 = o.cluster_id.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    out.append(_P11(o.controller_id))
    if type(o.brokers) is not list:
        _check_list(o.brokers)
    if len(o.brokers) + 1 < 128:
        out.append(_B1[len(o.brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.brokers) + 1))
    for x3 in o.brokers:
        out.append(_P11(x3.broker_id))
        b4 = x3.host.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        out.append(_P11(x3.port))
        if x3.rack is None:
            out.append(b'\x00')
        else:
            b5 = x3.rack.encode()
            if len(b5) + 1 < 128:
                out.append(_B1[len(b5) + 1])
            else:
                out.append(_string_length(len(b5) + 1))
            out.append(b5)
        out.append(_P3(_BOOL[x3.is_fenced]))
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P11(o.cluster_authorized_operations))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DescribeClusterRequest.DECODERS = {0: _d_DescribeClusterRequest_v0, 1: _d_DescribeClusterRequest_v1, 2: _d_DescribeClusterRequest_v2}
DescribeClusterRequest.ENCODERS = {0: _e_DescribeClusterRequest_v0, 1: _e_DescribeClusterRequest_v1, 2: _e_DescribeClusterRequest_v2}
_bind_decode(DescribeClusterRequest)

DescribeClusterResponse.DECODERS = {0: _d_DescribeClusterResponse_v0, 1: _d_DescribeClusterResponse_v1, 2: _d_DescribeClusterResponse_v2}
DescribeClusterResponse.ENCODERS = {0: _e_DescribeClusterResponse_v0, 1: _e_DescribeClusterResponse_v1, 2: _e_DescribeClusterResponse_v2}
_bind_decode(DescribeClusterResponse)
