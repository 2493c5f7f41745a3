# generated from defs/010-find-coordinator.kw; do not edit
"""FindCoordinator: API key 10, versions 0..6, flexible from 3."""

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

__all__ = ['Coordinator', 'FindCoordinatorRequest', 'FindCoordinatorResponse']

_S0 = _Struct('>b').unpack_from
_P0 = _Struct('>b').pack
_S1 = _Struct('>hi').unpack_from
_P1 = _Struct('>hi').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack
_S3 = _Struct('>ih').unpack_from
_P3 = _Struct('>ih').pack


class FindCoordinatorRequest(Message):
    """FindCoordinator request (API key 10), versions 0..6."""

    __slots__ = ('key', 'key_type', 'coordinator_keys')
    API_KEY = 10
    API_NAME = 'FindCoordinator'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_FROM = 3
    key: str
    key_type: int
    coordinator_keys: list[str]

    def __init__(
        self,
        key: str = "",
        key_type: int = 0,
        coordinator_keys: list[str] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.key = key
        self.key_type = key_type
        self.coordinator_keys = [] if coordinator_keys is DEFAULT else coordinator_keys
        self.unknown_tags = unknown_tags


class Coordinator(Struct):
    """Element Coordinator of FindCoordinator."""

    __slots__ = ('key', 'node_id', 'host', 'port', 'error_code', 'error_message')
    key: str
    node_id: int
    host: str
    port: int
    error_code: int
    error_message: str | None

    def __init__(
        self,
        key: str = "",
        node_id: int = 0,
        host: str = "",
        port: int = 0,
        error_code: int = 0,
        error_message: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.key = key
        self.node_id = node_id
        self.host = host
        self.port = port
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags


class FindCoordinatorResponse(Message):
    """FindCoordinator response (API key 10), versions 0..6."""

    __slots__ = ('throttle_time_ms', 'coordinators', 'error_code', 'error_message', 'node_id', 'host', 'port')
    API_KEY = 10
    API_NAME = 'FindCoordinator'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_FROM = 3
    throttle_time_ms: int
    coordinators: list[Coordinator]
    error_code: int
    error_message: str | None
    node_id: int
    host: str
    port: int

    def __init__(
        self,
        throttle_time_ms: int = 0,
        coordinators: list[Coordinator] = DEFAULT,
        error_code: int = 0,
        error_message: str | None = "",
        node_id: int = 0,
        host: str = "",
        port: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.coordinators = [] if coordinators is DEFAULT else coordinators
        self.error_code = error_code
        self.error_message = error_message
        self.node_id = node_id
        self.host = host
        self.port = port
        self.unknown_tags = unknown_tags

FindCoordinatorRequest.FIELDS = (
    FieldSpec('key', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('key_type', 'prim', 'int8', (1, 6), None, 0),
    FieldSpec('coordinator_keys', 'array', 'string', (4, 6), None, DEFAULT),
)

Coordinator.FIELDS = (
    FieldSpec('key', 'prim', 'string', (0, 6), None, ""),
    FieldSpec('node_id', 'prim', 'int32', (0, 6), None, 0),
    FieldSpec('host', 'prim', 'string', (0, 6), None, ""),
    FieldSpec('port', 'prim', 'int32', (0, 6), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 6), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 6), (0, 6), "", ignorable=True),
)

FindCoordinatorResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (1, 6), None, 0, ignorable=True),
    FieldSpec('coordinators', 'array', 'Coordinator', (4, 6), None, DEFAULT, struct=Coordinator),
    FieldSpec('error_code', 'prim', 'error', (0, 3), None, 0),
    FieldSpec('error_message', 'prim', 'string', (1, 3), (1, 3), "", ignorable=True),
    FieldSpec('node_id', 'prim', 'int32', (0, 3), None, 0),
    FieldSpec('host', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('port', 'prim', 'int32', (0, 3), None, 0),
)


def _d_FindCoordinatorRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[FindCoordinatorRequest, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_key = str(buf[pos:e2], 'utf-8')
        pos = e2
    return FindCoordinatorRequest(f_key, 0, [], None), pos


def _d_FindCoordinatorRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[FindCoordinatorRequest, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_key = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_key_type = _S0(buf, pos)[0]
    pos += 1
    return FindCoordinatorRequest(f_key, f_key_type, [], None), pos


def _d_FindCoordinatorRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[FindCoordinatorRequest, int]:
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
        f_key = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_key_type = _S0(buf, pos)[0]
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
    return FindCoordinatorRequest(f_key, f_key_type, [], u), pos


def _d_FindCoordinatorRequest_v4(buf: memoryview, pos: int, end: int) -> tuple[FindCoordinatorRequest, int]:
    f_key_type = _S0(buf, pos)[0]
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
        if n1 > end - pos:
            raise _short(pos)
        f_coordinator_keys = []
        for _ in range(n1):
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
                x2 = str(buf[pos:e4], 'utf-8')
                pos = e4
            f_coordinator_keys.append(x2)
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
    return FindCoordinatorRequest("", f_key_type, f_coordinator_keys, u), pos


def _e_FindCoordinatorRequest_v0(o: FindCoordinatorRequest, out: bytearray) -> None:
    if o.key_type != 0:
        raise _absent('FindCoordinatorRequest', 'key_type', 0)
    if o.coordinator_keys:
        raise _absent('FindCoordinatorRequest', 'coordinator_keys', 0)
    b1 = o.key.encode()
    out += _Ph(len(b1))
    out += b1


def _e_FindCoordinatorRequest_v1(o: FindCoordinatorRequest, out: bytearray) -> None:
    if o.coordinator_keys:
        raise _absent('FindCoordinatorRequest', 'coordinator_keys', 1)
    b1 = o.key.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.key_type)


def _e_FindCoordinatorRequest_v2(o: FindCoordinatorRequest, out: bytearray) -> None:
    if o.coordinator_keys:
        raise _absent('FindCoordinatorRequest', 'coordinator_keys', 2)
    b1 = o.key.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.key_type)


def _e_FindCoordinatorRequest_v3(o: FindCoordinatorRequest, out: bytearray) -> None:
    if o.coordinator_keys:
        raise _absent('FindCoordinatorRequest', 'coordinator_keys', 3)
    b1 = o.key.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.key_type)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FindCoordinatorRequest_v4(o: FindCoordinatorRequest, out: bytearray) -> None:
    if o.key != "":
        raise _absent('FindCoordinatorRequest', 'key', 4)
    out += _P0(o.key_type)
    if len(o.coordinator_keys) + 1 < 128:
        out.append(len(o.coordinator_keys) + 1)
    else:
        out += _encode_uvarint(len(o.coordinator_keys) + 1)
    for x1 in o.coordinator_keys:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FindCoordinatorRequest_v5(o: FindCoordinatorRequest, out: bytearray) -> None:
    if o.key != "":
        raise _absent('FindCoordinatorRequest', 'key', 5)
    out += _P0(o.key_type)
    if len(o.coordinator_keys) + 1 < 128:
        out.append(len(o.coordinator_keys) + 1)
    else:
        out += _encode_uvarint(len(o.coordinator_keys) + 1)
    for x1 in o.coordinator_keys:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FindCoordinatorRequest_v6(o: FindCoordinatorRequest, out: bytearray) -> None:
    if o.key != "":
        raise _absent('FindCoordinatorRequest', 'key', 6)
    out += _P0(o.key_type)
    if len(o.coordinator_keys) + 1 < 128:
        out.append(len(o.coordinator_keys) + 1)
    else:
        out += _encode_uvarint(len(o.coordinator_keys) + 1)
    for x1 in o.coordinator_keys:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_FindCoordinatorResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[FindCoordinatorResponse, int]:
    f_error_code, f_node_id = _S1(buf, pos)
    pos += 6
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_host = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_port = _S2(buf, pos)[0]
    pos += 4
    return FindCoordinatorResponse(0, [], f_error_code, "", f_node_id, f_host, f_port, None), pos


def _d_FindCoordinatorResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[FindCoordinatorResponse, int]:
    f_throttle_time_ms, f_error_code = _S3(buf, pos)
    pos += 6
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
    f_node_id = _S2(buf, pos)[0]
    pos += 4
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_host = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_port = _S2(buf, pos)[0]
    pos += 4
    return FindCoordinatorResponse(f_throttle_time_ms, [], f_error_code, f_error_message, f_node_id, f_host, f_port, None), pos


def _d_FindCoordinatorResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[FindCoordinatorResponse, int]:
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
    f_node_id = _S2(buf, pos)[0]
    pos += 4
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
        f_host = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_port = _S2(buf, pos)[0]
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
    return FindCoordinatorResponse(f_throttle_time_ms, [], f_error_code, f_error_message, f_node_id, f_host, f_port, u), pos


def _d_Coordinator_v4(buf: memoryview, pos: int, end: int) -> tuple[Coordinator, int]:
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
        f_key = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_node_id = _S2(buf, pos)[0]
    pos += 4
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
        f_host = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_port, f_error_code = _S3(buf, pos)
    pos += 6
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_error_message = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e6], 'utf-8')
        pos = e6
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
    return Coordinator(f_key, f_node_id, f_host, f_port, f_error_code, f_error_message, u), pos


def _d_FindCoordinatorResponse_v4(buf: memoryview, pos: int, end: int) -> tuple[FindCoordinatorResponse, int]:
    f_throttle_time_ms = _S2(buf, pos)[0]
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
        if n1 * 14 > end - pos:
            raise _short(pos)
        f_coordinators = []
        ap2 = f_coordinators.append
        for _ in range(n1):
            x3, pos = _d_Coordinator_v4(buf, pos, end)
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
    return FindCoordinatorResponse(f_throttle_time_ms, f_coordinators, 0, "", 0, "", 0, u), pos


def _e_FindCoordinatorResponse_v0(o: FindCoordinatorResponse, out: bytearray) -> None:
    if o.coordinators:
        raise _absent('FindCoordinatorResponse', 'coordinators', 0)
    out += _P1(o.error_code, o.node_id)
    b1 = o.host.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P2(o.port)


def _e_FindCoordinatorResponse_v1(o: FindCoordinatorResponse, out: bytearray) -> None:
    if o.coordinators:
        raise _absent('FindCoordinatorResponse', 'coordinators', 1)
    out += _P3(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out += _Ph(len(b1))
        out += b1
    out += _P2(o.node_id)
    b2 = o.host.encode()
    out += _Ph(len(b2))
    out += b2
    out += _P2(o.port)


def _e_FindCoordinatorResponse_v2(o: FindCoordinatorResponse, out: bytearray) -> None:
    if o.coordinators:
        raise _absent('FindCoordinatorResponse', 'coordinators', 2)
    out += _P3(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out += _Ph(len(b1))
        out += b1
    out += _P2(o.node_id)
    b2 = o.host.encode()
    out += _Ph(len(b2))
    out += b2
    out += _P2(o.port)


def _e_FindCoordinatorResponse_v3(o: FindCoordinatorResponse, out: bytearray) -> None:
    if o.coordinators:
        raise _absent('FindCoordinatorResponse', 'coordinators', 3)
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
    out += _P2(o.node_id)
    b2 = o.host.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P2(o.port)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_Coordinator_v4(o: Coordinator, out: bytearray) -> None:
    b1 = o.key.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P2(o.node_id)
    b2 = o.host.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P3(o.port, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b3 = o.error_message.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FindCoordinatorResponse_v4(o: FindCoordinatorResponse, out: bytearray) -> None:
    if o.error_code != 0:
        raise _absent('FindCoordinatorResponse', 'error_code', 4)
    if o.node_id != 0:
        raise _absent('FindCoordinatorResponse', 'node_id', 4)
    if o.host != "":
        raise _absent('FindCoordinatorResponse', 'host', 4)
    if o.port != 0:
        raise _absent('FindCoordinatorResponse', 'port', 4)
    out += _P2(o.throttle_time_ms)
    if len(o.coordinators) + 1 < 128:
        out.append(len(o.coordinators) + 1)
    else:
        out += _encode_uvarint(len(o.coordinators) + 1)
    for x1 in o.coordinators:
        _e_Coordinator_v4(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FindCoordinatorResponse_v5(o: FindCoordinatorResponse, out: bytearray) -> None:
    if o.error_code != 0:
        raise _absent('FindCoordinatorResponse', 'error_code', 5)
    if o.node_id != 0:
        raise _absent('FindCoordinatorResponse', 'node_id', 5)
    if o.host != "":
        raise _absent('FindCoordinatorResponse', 'host', 5)
    if o.port != 0:
        raise _absent('FindCoordinatorResponse', 'port', 5)
    out += _P2(o.throttle_time_ms)
    if len(o.coordinators) + 1 < 128:
        out.append(len(o.coordinators) + 1)
    else:
        out += _encode_uvarint(len(o.coordinators) + 1)
    for x1 in o.coordinators:
        _e_Coordinator_v4(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FindCoordinatorResponse_v6(o: FindCoordinatorResponse, out: bytearray) -> None:
    if o.error_code != 0:
        raise _absent('FindCoordinatorResponse', 'error_code', 6)
    if o.node_id != 0:
        raise _absent('FindCoordinatorResponse', 'node_id', 6)
    if o.host != "":
        raise _absent('FindCoordinatorResponse', 'host', 6)
    if o.port != 0:
        raise _absent('FindCoordinatorResponse', 'port', 6)
    out += _P2(o.throttle_time_ms)
    if len(o.coordinators) + 1 < 128:
        out.append(len(o.coordinators) + 1)
    else:
        out += _encode_uvarint(len(o.coordinators) + 1)
    for x1 in o.coordinators:
        _e_Coordinator_v4(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


FindCoordinatorRequest.DECODERS = (_d_FindCoordinatorRequest_v0, _d_FindCoordinatorRequest_v1, _d_FindCoordinatorRequest_v1, _d_FindCoordinatorRequest_v3, _d_FindCoordinatorRequest_v4, _d_FindCoordinatorRequest_v4, _d_FindCoordinatorRequest_v4,)
FindCoordinatorRequest.ENCODERS = (_e_FindCoordinatorRequest_v0, _e_FindCoordinatorRequest_v1, _e_FindCoordinatorRequest_v2, _e_FindCoordinatorRequest_v3, _e_FindCoordinatorRequest_v4, _e_FindCoordinatorRequest_v5, _e_FindCoordinatorRequest_v6,)

FindCoordinatorResponse.DECODERS = (_d_FindCoordinatorResponse_v0, _d_FindCoordinatorResponse_v1, _d_FindCoordinatorResponse_v1, _d_FindCoordinatorResponse_v3, _d_FindCoordinatorResponse_v4, _d_FindCoordinatorResponse_v4, _d_FindCoordinatorResponse_v4,)
FindCoordinatorResponse.ENCODERS = (_e_FindCoordinatorResponse_v0, _e_FindCoordinatorResponse_v1, _e_FindCoordinatorResponse_v2, _e_FindCoordinatorResponse_v3, _e_FindCoordinatorResponse_v4, _e_FindCoordinatorResponse_v5, _e_FindCoordinatorResponse_v6,)
