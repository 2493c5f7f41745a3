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

__all__ = ['Coordinator', 'FindCoordinatorRequest', 'FindCoordinatorResponse']

_S0 = _Struct('>b').unpack_from
_P0 = _Struct('>b').pack
_S1 = _Struct('>bB').unpack_from
_P1 = _Struct('>bB').pack
_S2 = _Struct('>hi').unpack_from
_P2 = _Struct('>hi').pack
_S3 = _Struct('>i').unpack_from
_P3 = _Struct('>i').pack
_S4 = _Struct('>ih').unpack_from
_P4 = _Struct('>ih').pack
_S5 = _Struct('>ihB').unpack_from
_P5 = _Struct('>ihB').pack
_S6 = _Struct('>iB').unpack_from
_P6 = _Struct('>iB').pack


class FindCoordinatorRequest(Request["FindCoordinatorResponse"]):
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


def _d_FindCoordinatorRequest_v0(buf: bytes, pos: int, end: int) -> tuple[FindCoordinatorRequest, int]:
    o = _new(FindCoordinatorRequest)
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.key = buf[pos:e3].decode()
        pos = e3
    o.key_type = 0
    o.coordinator_keys = []
    o.unknown_tags = None
    return o, pos


def _d_FindCoordinatorRequest_v1(buf: bytes, pos: int, end: int) -> tuple[FindCoordinatorRequest, int]:
    o = _new(FindCoordinatorRequest)
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.key = buf[pos:e3].decode()
        pos = e3
    o.key_type = _S0(buf, pos)[0]
    pos += 1
    o.coordinator_keys = []
    o.unknown_tags = None
    return o, pos


def _d_FindCoordinatorRequest_v3(buf: bytes, pos: int, end: int) -> tuple[FindCoordinatorRequest, int]:
    o = _new(FindCoordinatorRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _string_uvarint(buf, pos)
        n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.key = buf[pos:e3].decode()
        pos = e3
    o.key_type, pk4 = _S1(buf, pos)
    pos += 2
    if pk4:
        u5, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u5 = None
    o.coordinator_keys = []
    o.unknown_tags = u5
    return o, pos


def _d_FindCoordinatorRequest_v4(buf: bytes, pos: int, end: int) -> tuple[FindCoordinatorRequest, int]:
    o = _new(FindCoordinatorRequest)
    o.key_type, pk2 = _S1(buf, pos)
    pos += 2
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
        if pk2 > end - pos:
            raise _short(pos)
        f_coordinator_keys_1 = []
        for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
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
                x3 = buf[pos:e5].decode()
                pos = e5
            f_coordinator_keys_1.append(x3)
    if buf[pos]:
        u6, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u6 = None
    o.key = ""
    o.coordinator_keys = f_coordinator_keys_1
    o.unknown_tags = u6
    return o, pos


def _e_FindCoordinatorRequest_v0(o: FindCoordinatorRequest, out: list[bytes]) -> None:
    if o.key_type != 0:
        raise _absent('FindCoordinatorRequest', 'key_type', 0)
    if (o.coordinator_keys is None or len(o.coordinator_keys)):
        raise _absent('FindCoordinatorRequest', 'coordinator_keys', 0)
    if o.unknown_tags:
        raise _untagged('FindCoordinatorRequest', 0)
    b1 = o.key.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)


def _e_FindCoordinatorRequest_v1(o: FindCoordinatorRequest, out: list[bytes]) -> None:
    if (o.coordinator_keys is None or len(o.coordinator_keys)):
        raise _absent('FindCoordinatorRequest', 'coordinator_keys', 1)
    if o.unknown_tags:
        raise _untagged('FindCoordinatorRequest', 1)
    b1 = o.key.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.key_type))


def _e_FindCoordinatorRequest_v2(o: FindCoordinatorRequest, out: list[bytes]) -> None:
    if (o.coordinator_keys is None or len(o.coordinator_keys)):
        raise _absent('FindCoordinatorRequest', 'coordinator_keys', 2)
    if o.unknown_tags:
        raise _untagged('FindCoordinatorRequest', 2)
    b1 = o.key.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.key_type))


def _e_FindCoordinatorRequest_v3(o: FindCoordinatorRequest, out: list[bytes]) -> None:
    if (o.coordinator_keys is None or len(o.coordinator_keys)):
        raise _absent('FindCoordinatorRequest', 'coordinator_keys', 3)
    b1 = o.key.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    out.append(_P0(o.key_type))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_FindCoordinatorRequest_v4(o: FindCoordinatorRequest, out: list[bytes]) -> None:
    if o.key != "":
        raise _absent('FindCoordinatorRequest', 'key', 4)
    out.append(_P0(o.key_type))
    if type(o.coordinator_keys) is not list:
        _check_list(o.coordinator_keys)
    if len(o.coordinator_keys) + 1 < 128:
        out.append(_B1[len(o.coordinator_keys) + 1])
    else:
        out.append(_encode_uvarint(len(o.coordinator_keys) + 1))
    for x1 in o.coordinator_keys:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_FindCoordinatorRequest_v5(o: FindCoordinatorRequest, out: list[bytes]) -> None:
    if o.key != "":
        raise _absent('FindCoordinatorRequest', 'key', 5)
    out.append(_P0(o.key_type))
    if type(o.coordinator_keys) is not list:
        _check_list(o.coordinator_keys)
    if len(o.coordinator_keys) + 1 < 128:
        out.append(_B1[len(o.coordinator_keys) + 1])
    else:
        out.append(_encode_uvarint(len(o.coordinator_keys) + 1))
    for x1 in o.coordinator_keys:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_FindCoordinatorRequest_v6(o: FindCoordinatorRequest, out: list[bytes]) -> None:
    if o.key != "":
        raise _absent('FindCoordinatorRequest', 'key', 6)
    out.append(_P0(o.key_type))
    if type(o.coordinator_keys) is not list:
        _check_list(o.coordinator_keys)
    if len(o.coordinator_keys) + 1 < 128:
        out.append(_B1[len(o.coordinator_keys) + 1])
    else:
        out.append(_encode_uvarint(len(o.coordinator_keys) + 1))
    for x1 in o.coordinator_keys:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_FindCoordinatorResponse_v0(buf: bytes, pos: int, end: int) -> tuple[FindCoordinatorResponse, int]:
    o = _new(FindCoordinatorResponse)
    o.error_code, o.node_id = _S2(buf, pos)
    pos += 6
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.host = buf[pos:e3].decode()
        pos = e3
    o.port = _S3(buf, pos)[0]
    pos += 4
    o.throttle_time_ms = 0
    o.coordinators = []
    o.error_message = ""
    o.unknown_tags = None
    return o, pos


def _d_FindCoordinatorResponse_v1(buf: bytes, pos: int, end: int) -> tuple[FindCoordinatorResponse, int]:
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms, o.error_code = _S4(buf, pos)
    pos += 6
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 == -1:
        o.error_message = None
    elif n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.error_message = buf[pos:e3].decode()
        pos = e3
    o.node_id = _S3(buf, pos)[0]
    pos += 4
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.host = buf[pos:e5].decode()
        pos = e5
    o.port = _S3(buf, pos)[0]
    pos += 4
    o.coordinators = []
    o.unknown_tags = None
    return o, pos


def _d_FindCoordinatorResponse_v3(buf: bytes, pos: int, end: int) -> tuple[FindCoordinatorResponse, int]:
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S5(buf, pos)
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
    o.node_id, pk4 = _S6(buf, pos)
    pos += 5
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
        o.host = buf[pos:e5].decode()
        pos = e5
    o.port, pk6 = _S6(buf, pos)
    pos += 5
    if pk6:
        u7, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u7 = None
    o.coordinators = []
    o.unknown_tags = u7
    return o, pos


def _d_FindCoordinatorResponse_v4(buf: bytes, pos: int, end: int) -> tuple[FindCoordinatorResponse, int]:
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms, pk2 = _S6(buf, pos)
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
        if pk2 * 14 > end - pos:
            raise _short(pos)
        f_coordinators_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(Coordinator)
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
                    x3.key = buf[pos:e5].decode()
                    pos = e5
                x3.node_id, pk6 = _S6(buf, pos)
                pos += 5
                if pk6 < 128:
                    pk6 -= 1
                elif buf[pos] < 128:
                    pk6 = pk6 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk6, pos = _string_uvarint(buf, pos - 1)
                    pk6 -= 1
                if pk6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + pk6
                    if e7 > end:
                        raise _short(pos)
                    x3.host = buf[pos:e7].decode()
                    pos = e7
                x3.port, x3.error_code, pk8 = _S5(buf, pos)
                pos += 7
                if pk8 < 128:
                    pk8 -= 1
                elif buf[pos] < 128:
                    pk8 = pk8 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk8, pos = _string_uvarint(buf, pos - 1)
                    pk8 -= 1
                if pk8 == -1:
                    x3.error_message = None
                else:
                    e9 = pos + pk8
                    if e9 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e9].decode()
                    pos = e9
                if buf[pos]:
                    u10, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u10 = None
                x3.unknown_tags = u10
                f_coordinators_1.append(x3)
    if buf[pos]:
        u11, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u11 = None
    o.coordinators = f_coordinators_1
    o.error_code = 0
    o.error_message = ""
    o.node_id = 0
    o.host = ""
    o.port = 0
    o.unknown_tags = u11
    return o, pos


def _e_FindCoordinatorResponse_v0(o: FindCoordinatorResponse, out: list[bytes]) -> None:
    if (o.coordinators is None or len(o.coordinators)):
        raise _absent('FindCoordinatorResponse', 'coordinators', 0)
    if o.unknown_tags:
        raise _untagged('FindCoordinatorResponse', 0)
    out.append(_P2(o.error_code, o.node_id))
    b1 = o.host.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P3(o.port))


def _e_FindCoordinatorResponse_v1(o: FindCoordinatorResponse, out: list[bytes]) -> None:
    if (o.coordinators is None or len(o.coordinators)):
        raise _absent('FindCoordinatorResponse', 'coordinators', 1)
    if o.unknown_tags:
        raise _untagged('FindCoordinatorResponse', 1)
    out.append(_P4(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    out.append(_P3(o.node_id))
    b2 = o.host.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    out.append(_P3(o.port))


def _e_FindCoordinatorResponse_v2(o: FindCoordinatorResponse, out: list[bytes]) -> None:
    if (o.coordinators is None or len(o.coordinators)):
        raise _absent('FindCoordinatorResponse', 'coordinators', 2)
    if o.unknown_tags:
        raise _untagged('FindCoordinatorResponse', 2)
    out.append(_P4(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    out.append(_P3(o.node_id))
    b2 = o.host.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    out.append(_P3(o.port))


def _e_FindCoordinatorResponse_v3(o: FindCoordinatorResponse, out: list[bytes]) -> None:
    if (o.coordinators is None or len(o.coordinators)):
        raise _absent('FindCoordinatorResponse', 'coordinators', 3)
    out.append(_P4(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P3(o.node_id))
    b2 = o.host.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    out.append(_P3(o.port))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_FindCoordinatorResponse_v4(o: FindCoordinatorResponse, out: list[bytes]) -> None:
    if o.error_code != 0:
        raise _absent('FindCoordinatorResponse', 'error_code', 4)
    if o.node_id != 0:
        raise _absent('FindCoordinatorResponse', 'node_id', 4)
    if o.host != "":
        raise _absent('FindCoordinatorResponse', 'host', 4)
    if o.port != 0:
        raise _absent('FindCoordinatorResponse', 'port', 4)
    out.append(_P3(o.throttle_time_ms))
    if type(o.coordinators) is not list:
        _check_list(o.coordinators)
    if len(o.coordinators) + 1 < 128:
        out.append(_B1[len(o.coordinators) + 1])
    else:
        out.append(_encode_uvarint(len(o.coordinators) + 1))
    for x1 in o.coordinators:
        b2 = x1.key.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P3(x1.node_id))
        b3 = x1.host.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        out.append(_P4(x1.port, x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b4 = x1.error_message.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_FindCoordinatorResponse_v5(o: FindCoordinatorResponse, out: list[bytes]) -> None:
    if o.error_code != 0:
        raise _absent('FindCoordinatorResponse', 'error_code', 5)
    if o.node_id != 0:
        raise _absent('FindCoordinatorResponse', 'node_id', 5)
    if o.host != "":
        raise _absent('FindCoordinatorResponse', 'host', 5)
    if o.port != 0:
        raise _absent('FindCoordinatorResponse', 'port', 5)
    out.append(_P3(o.throttle_time_ms))
    if type(o.coordinators) is not list:
        _check_list(o.coordinators)
    if len(o.coordinators) + 1 < 128:
        out.append(_B1[len(o.coordinators) + 1])
    else:
        out.append(_encode_uvarint(len(o.coordinators) + 1))
    for x1 in o.coordinators:
        b2 = x1.key.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P3(x1.node_id))
        b3 = x1.host.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        out.append(_P4(x1.port, x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b4 = x1.error_message.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_FindCoordinatorResponse_v6(o: FindCoordinatorResponse, out: list[bytes]) -> None:
    if o.error_code != 0:
        raise _absent('FindCoordinatorResponse', 'error_code', 6)
    if o.node_id != 0:
        raise _absent('FindCoordinatorResponse', 'node_id', 6)
    if o.host != "":
        raise _absent('FindCoordinatorResponse', 'host', 6)
    if o.port != 0:
        raise _absent('FindCoordinatorResponse', 'port', 6)
    out.append(_P3(o.throttle_time_ms))
    if type(o.coordinators) is not list:
        _check_list(o.coordinators)
    if len(o.coordinators) + 1 < 128:
        out.append(_B1[len(o.coordinators) + 1])
    else:
        out.append(_encode_uvarint(len(o.coordinators) + 1))
    for x1 in o.coordinators:
        b2 = x1.key.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P3(x1.node_id))
        b3 = x1.host.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        out.append(_P4(x1.port, x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b4 = x1.error_message.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


FindCoordinatorRequest.DECODERS = {0: _d_FindCoordinatorRequest_v0, 1: _d_FindCoordinatorRequest_v1, 2: _d_FindCoordinatorRequest_v1, 3: _d_FindCoordinatorRequest_v3, 4: _d_FindCoordinatorRequest_v4, 5: _d_FindCoordinatorRequest_v4, 6: _d_FindCoordinatorRequest_v4}
FindCoordinatorRequest.ENCODERS = {0: _e_FindCoordinatorRequest_v0, 1: _e_FindCoordinatorRequest_v1, 2: _e_FindCoordinatorRequest_v2, 3: _e_FindCoordinatorRequest_v3, 4: _e_FindCoordinatorRequest_v4, 5: _e_FindCoordinatorRequest_v5, 6: _e_FindCoordinatorRequest_v6}
_bind_decode(FindCoordinatorRequest)

FindCoordinatorResponse.DECODERS = {0: _d_FindCoordinatorResponse_v0, 1: _d_FindCoordinatorResponse_v1, 2: _d_FindCoordinatorResponse_v1, 3: _d_FindCoordinatorResponse_v3, 4: _d_FindCoordinatorResponse_v4, 5: _d_FindCoordinatorResponse_v4, 6: _d_FindCoordinatorResponse_v4}
FindCoordinatorResponse.ENCODERS = {0: _e_FindCoordinatorResponse_v0, 1: _e_FindCoordinatorResponse_v1, 2: _e_FindCoordinatorResponse_v2, 3: _e_FindCoordinatorResponse_v3, 4: _e_FindCoordinatorResponse_v4, 5: _e_FindCoordinatorResponse_v5, 6: _e_FindCoordinatorResponse_v6}
_bind_decode(FindCoordinatorResponse)
