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

__all__ = ['DescribeClusterBroker', 'DescribeClusterRequest', 'DescribeClusterResponse']

_S0 = _Struct('>?').unpack_from
_P0 = _Struct('>?').pack
_S1 = _Struct('>?b').unpack_from
_P1 = _Struct('>?b').pack
_S2 = _Struct('>?b?').unpack_from
_P2 = _Struct('>?b?').pack
_S3 = _Struct('>ih').unpack_from
_P3 = _Struct('>ih').pack
_S4 = _Struct('>i').unpack_from
_P4 = _Struct('>i').pack
_S5 = _Struct('>b').unpack_from
_P5 = _Struct('>b').pack


class DescribeClusterRequest(Message):
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


def _d_DescribeClusterRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeClusterRequest, int]:
    f_include_cluster_authorized_operations = _S0(buf, pos)[0]
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
    return DescribeClusterRequest(f_include_cluster_authorized_operations, 1, False, u), pos


def _d_DescribeClusterRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeClusterRequest, int]:
    f_include_cluster_authorized_operations, f_endpoint_type = _S1(buf, pos)
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
    return DescribeClusterRequest(f_include_cluster_authorized_operations, f_endpoint_type, False, u), pos


def _d_DescribeClusterRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribeClusterRequest, int]:
    f_include_cluster_authorized_operations, f_endpoint_type, f_include_fenced_brokers = _S2(buf, pos)
    pos += 3
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
    return DescribeClusterRequest(f_include_cluster_authorized_operations, f_endpoint_type, f_include_fenced_brokers, u), pos


def _e_DescribeClusterRequest_v0(o: DescribeClusterRequest, out: bytearray) -> None:
    if o.endpoint_type != 1:
        raise _absent('DescribeClusterRequest', 'endpoint_type', 0)
    if o.include_fenced_brokers != False:
        raise _absent('DescribeClusterRequest', 'include_fenced_brokers', 0)
    out += _P0(o.include_cluster_authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeClusterRequest_v1(o: DescribeClusterRequest, out: bytearray) -> None:
    if o.include_fenced_brokers != False:
        raise _absent('DescribeClusterRequest', 'include_fenced_brokers', 1)
    out += _P1(o.include_cluster_authorized_operations, o.endpoint_type)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeClusterRequest_v2(o: DescribeClusterRequest, out: bytearray) -> None:
    out += _P2(o.include_cluster_authorized_operations, o.endpoint_type, o.include_fenced_brokers)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_DescribeClusterBroker_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeClusterBroker, int]:
    f_broker_id = _S4(buf, pos)[0]
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
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_host = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_port = _S4(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_rack = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_rack = str(buf[pos:e4], 'utf-8')
        pos = e4
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
    return DescribeClusterBroker(f_broker_id, f_host, f_port, f_rack, False, u), pos


def _d_DescribeClusterResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeClusterResponse, int]:
    f_throttle_time_ms, f_error_code = _S3(buf, pos)
    pos += 6
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
        f_cluster_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_controller_id = _S4(buf, pos)[0]
    pos += 4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 11 > end - pos:
            raise _short(pos)
        f_brokers = []
        ap6 = f_brokers.append
        for _ in range(n5):
            x7, pos = _d_DescribeClusterBroker_v0(buf, pos, end)
            ap6(x7)
    f_cluster_authorized_operations = _S4(buf, pos)[0]
    pos += 4
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
    return DescribeClusterResponse(f_throttle_time_ms, f_error_code, f_error_message, 1, f_cluster_id, f_controller_id, f_brokers, f_cluster_authorized_operations, u), pos


def _d_DescribeClusterResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeClusterResponse, int]:
    f_throttle_time_ms, f_error_code = _S3(buf, pos)
    pos += 6
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
    f_endpoint_type = _S5(buf, pos)[0]
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
        f_cluster_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_controller_id = _S4(buf, pos)[0]
    pos += 4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 11 > end - pos:
            raise _short(pos)
        f_brokers = []
        ap6 = f_brokers.append
        for _ in range(n5):
            x7, pos = _d_DescribeClusterBroker_v0(buf, pos, end)
            ap6(x7)
    f_cluster_authorized_operations = _S4(buf, pos)[0]
    pos += 4
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
    return DescribeClusterResponse(f_throttle_time_ms, f_error_code, f_error_message, f_endpoint_type, f_cluster_id, f_controller_id, f_brokers, f_cluster_authorized_operations, u), pos


def _d_DescribeClusterBroker_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribeClusterBroker, int]:
    f_broker_id = _S4(buf, pos)[0]
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
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_host = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_port = _S4(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_rack = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_rack = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_is_fenced = _S0(buf, pos)[0]
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
    return DescribeClusterBroker(f_broker_id, f_host, f_port, f_rack, f_is_fenced, u), pos


def _d_DescribeClusterResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribeClusterResponse, int]:
    f_throttle_time_ms, f_error_code = _S3(buf, pos)
    pos += 6
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
    f_endpoint_type = _S5(buf, pos)[0]
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
        f_cluster_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_controller_id = _S4(buf, pos)[0]
    pos += 4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 12 > end - pos:
            raise _short(pos)
        f_brokers = []
        ap6 = f_brokers.append
        for _ in range(n5):
            x7, pos = _d_DescribeClusterBroker_v2(buf, pos, end)
            ap6(x7)
    f_cluster_authorized_operations = _S4(buf, pos)[0]
    pos += 4
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
    return DescribeClusterResponse(f_throttle_time_ms, f_error_code, f_error_message, f_endpoint_type, f_cluster_id, f_controller_id, f_brokers, f_cluster_authorized_operations, u), pos


def _e_DescribeClusterBroker_v0(o: DescribeClusterBroker, out: bytearray) -> None:
    if o.is_fenced != False:
        raise _absent('DescribeClusterBroker', 'is_fenced', 0)
    out += _P4(o.broker_id)
    b1 = o.host.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P4(o.port)
    if o.rack is None:
        out.append(0)
    else:
        b2 = o.rack.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeClusterResponse_v0(o: DescribeClusterResponse, out: bytearray) -> None:
    if o.endpoint_type != 1:
        raise _absent('DescribeClusterResponse', 'endpoint_type', 0)
    out += _P3(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    b2 = o.cluster_id.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P4(o.controller_id)
    if len(o.brokers) + 1 < 128:
        out.append(len(o.brokers) + 1)
    else:
        out += _encode_uvarint(len(o.brokers) + 1)
    for x3 in o.brokers:
        _e_DescribeClusterBroker_v0(x3, out)
    out += _P4(o.cluster_authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeClusterBroker_v1(o: DescribeClusterBroker, out: bytearray) -> None:
    if o.is_fenced != False:
        raise _absent('DescribeClusterBroker', 'is_fenced', 1)
    out += _P4(o.broker_id)
    b1 = o.host.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P4(o.port)
    if o.rack is None:
        out.append(0)
    else:
        b2 = o.rack.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeClusterResponse_v1(o: DescribeClusterResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P5(o.endpoint_type)
    b2 = o.cluster_id.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P4(o.controller_id)
    if len(o.brokers) + 1 < 128:
        out.append(len(o.brokers) + 1)
    else:
        out += _encode_uvarint(len(o.brokers) + 1)
    for x3 in o.brokers:
        _e_DescribeClusterBroker_v1(x3, out)
    out += _P4(o.cluster_authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeClusterBroker_v2(o: DescribeClusterBroker, out: bytearray) -> None:
    out += _P4(o.broker_id)
    b1 = o.host.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P4(o.port)
    if o.rack is None:
        out.append(0)
    else:
        b2 = o.rack.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P0(o.is_fenced)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeClusterResponse_v2(o: DescribeClusterResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P5(o.endpoint_type)
    b2 = o.cluster_id.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P4(o.controller_id)
    if len(o.brokers) + 1 < 128:
        out.append(len(o.brokers) + 1)
    else:
        out += _encode_uvarint(len(o.brokers) + 1)
    for x3 in o.brokers:
        _e_DescribeClusterBroker_v2(x3, out)
    out += _P4(o.cluster_authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeClusterRequest.DECODERS = (_d_DescribeClusterRequest_v0, _d_DescribeClusterRequest_v1, _d_DescribeClusterRequest_v2,)
DescribeClusterRequest.ENCODERS = (_e_DescribeClusterRequest_v0, _e_DescribeClusterRequest_v1, _e_DescribeClusterRequest_v2,)

DescribeClusterResponse.DECODERS = (_d_DescribeClusterResponse_v0, _d_DescribeClusterResponse_v1, _d_DescribeClusterResponse_v2,)
DescribeClusterResponse.ENCODERS = (_e_DescribeClusterResponse_v0, _e_DescribeClusterResponse_v1, _e_DescribeClusterResponse_v2,)
