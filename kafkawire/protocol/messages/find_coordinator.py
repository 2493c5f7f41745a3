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
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_key_1 = buf[pos:e5].decode()
        pos = e5
    o = _new(FindCoordinatorRequest)
    o.key = f_key_1
    o.key_type = 0
    o.coordinator_keys = []
    o.unknown_tags = None
    return o, pos


def _d_FindCoordinatorRequest_v1(buf: bytes, pos: int, end: int) -> tuple[FindCoordinatorRequest, int]:
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_key_1 = buf[pos:e5].decode()
        pos = e5
    f_key_type_2 = _S0(buf, pos)[0]
    pos += 1
    o = _new(FindCoordinatorRequest)
    o.key = f_key_1
    o.key_type = f_key_type_2
    o.coordinator_keys = []
    o.unknown_tags = None
    return o, pos


def _d_FindCoordinatorRequest_v3(buf: bytes, pos: int, end: int) -> tuple[FindCoordinatorRequest, int]:
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
        f_key_1 = buf[pos:e5].decode()
        pos = e5
    f_key_type_2, pk6 = _S1(buf, pos)
    pos += 2
    if pk6:
        u7, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u7 = None
    o = _new(FindCoordinatorRequest)
    o.key = f_key_1
    o.key_type = f_key_type_2
    o.coordinator_keys = []
    o.unknown_tags = u7
    return o, pos


def _d_FindCoordinatorRequest_v4(buf: bytes, pos: int, end: int) -> tuple[FindCoordinatorRequest, int]:
    f_key_type_2, pk4 = _S1(buf, pos)
    pos += 2
    if pk4 < 128:
        pk4 -= 1
    elif buf[pos] < 128:
        pk4 = pk4 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk4, pos = _uvarint(buf, pos - 1)
        pk4 -= 1
    if pk4 < 0:
        raise _negative(pos)
    else:
        if pk4 > end - pos:
            raise _short(pos)
        f_coordinator_keys_3 = []
        for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
            n6 = buf[pos]
            if n6 < 128:
                pos += 1
                n6 -= 1
            elif buf[pos + 1] < 128:
                n6 = n6 + buf[pos + 1] * 128 - 129
                pos += 2
            else:
                n6, pos = _string_uvarint(buf, pos)
                n6 -= 1
            if n6 < 0:
                raise _negative(pos)
            else:
                e7 = pos + n6
                if e7 > end:
                    raise _short(pos)
                x5 = buf[pos:e7].decode()
                pos = e7
            f_coordinator_keys_3.append(x5)
    if buf[pos]:
        u8, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u8 = None
    o = _new(FindCoordinatorRequest)
    o.key = ""
    o.key_type = f_key_type_2
    o.coordinator_keys = f_coordinator_keys_3
    o.unknown_tags = u8
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
    f_error_code_3, f_node_id_5 = _S2(buf, pos)
    pos += 6
    n8 = _uh(buf, pos)[0]
    pos += 2
    if n8 < 0:
        raise _negative(pos)
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        f_host_6 = buf[pos:e9].decode()
        pos = e9
    f_port_7 = _S3(buf, pos)[0]
    pos += 4
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms = 0
    o.coordinators = []
    o.error_code = f_error_code_3
    o.error_message = ""
    o.node_id = f_node_id_5
    o.host = f_host_6
    o.port = f_port_7
    o.unknown_tags = None
    return o, pos


def _d_FindCoordinatorResponse_v1(buf: bytes, pos: int, end: int) -> tuple[FindCoordinatorResponse, int]:
    f_throttle_time_ms_1, f_error_code_3 = _S4(buf, pos)
    pos += 6
    n8 = _uh(buf, pos)[0]
    pos += 2
    if n8 == -1:
        f_error_message_4 = None
    elif n8 < 0:
        raise _negative(pos)
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        f_error_message_4 = buf[pos:e9].decode()
        pos = e9
    f_node_id_5 = _S3(buf, pos)[0]
    pos += 4
    n10 = _uh(buf, pos)[0]
    pos += 2
    if n10 < 0:
        raise _negative(pos)
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        f_host_6 = buf[pos:e11].decode()
        pos = e11
    f_port_7 = _S3(buf, pos)[0]
    pos += 4
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.coordinators = []
    o.error_code = f_error_code_3
    o.error_message = f_error_message_4
    o.node_id = f_node_id_5
    o.host = f_host_6
    o.port = f_port_7
    o.unknown_tags = None
    return o, pos


def _d_FindCoordinatorResponse_v3(buf: bytes, pos: int, end: int) -> tuple[FindCoordinatorResponse, int]:
    f_throttle_time_ms_1, f_error_code_3, pk8 = _S5(buf, pos)
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
        f_error_message_4 = None
    else:
        e9 = pos + pk8
        if e9 > end:
            raise _short(pos)
        f_error_message_4 = buf[pos:e9].decode()
        pos = e9
    f_node_id_5, pk10 = _S6(buf, pos)
    pos += 5
    if pk10 < 128:
        pk10 -= 1
    elif buf[pos] < 128:
        pk10 = pk10 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk10, pos = _string_uvarint(buf, pos - 1)
        pk10 -= 1
    if pk10 < 0:
        raise _negative(pos)
    else:
        e11 = pos + pk10
        if e11 > end:
            raise _short(pos)
        f_host_6 = buf[pos:e11].decode()
        pos = e11
    f_port_7, pk12 = _S6(buf, pos)
    pos += 5
    if pk12:
        u13, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u13 = None
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.coordinators = []
    o.error_code = f_error_code_3
    o.error_message = f_error_message_4
    o.node_id = f_node_id_5
    o.host = f_host_6
    o.port = f_port_7
    o.unknown_tags = u13
    return o, pos


def _d_FindCoordinatorResponse_v4(buf: bytes, pos: int, end: int) -> tuple[FindCoordinatorResponse, int]:
    f_throttle_time_ms_1, pk8 = _S6(buf, pos)
    pos += 5
    if pk8 < 128:
        pk8 -= 1
    elif buf[pos] < 128:
        pk8 = pk8 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk8, pos = _uvarint(buf, pos - 1)
        pk8 -= 1
    if pk8 < 0:
        raise _negative(pos)
    else:
        if pk8 * 14 > end - pos:
            raise _short(pos)
        f_coordinators_2 = []
        if pk8:
            for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
                n16 = buf[pos]
                if n16 < 128:
                    pos += 1
                    n16 -= 1
                elif buf[pos + 1] < 128:
                    n16 = n16 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n16, pos = _string_uvarint(buf, pos)
                    n16 -= 1
                if n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    f_key_10 = buf[pos:e17].decode()
                    pos = e17
                f_node_id_11, pk18 = _S6(buf, pos)
                pos += 5
                if pk18 < 128:
                    pk18 -= 1
                elif buf[pos] < 128:
                    pk18 = pk18 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk18, pos = _string_uvarint(buf, pos - 1)
                    pk18 -= 1
                if pk18 < 0:
                    raise _negative(pos)
                else:
                    e19 = pos + pk18
                    if e19 > end:
                        raise _short(pos)
                    f_host_12 = buf[pos:e19].decode()
                    pos = e19
                f_port_13, f_error_code_14, pk20 = _S5(buf, pos)
                pos += 7
                if pk20 < 128:
                    pk20 -= 1
                elif buf[pos] < 128:
                    pk20 = pk20 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk20, pos = _string_uvarint(buf, pos - 1)
                    pk20 -= 1
                if pk20 == -1:
                    f_error_message_15 = None
                else:
                    e21 = pos + pk20
                    if e21 > end:
                        raise _short(pos)
                    f_error_message_15 = buf[pos:e21].decode()
                    pos = e21
                if buf[pos]:
                    u22, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u22 = None
                x9 = _new(Coordinator)
                x9.key = f_key_10
                x9.node_id = f_node_id_11
                x9.host = f_host_12
                x9.port = f_port_13
                x9.error_code = f_error_code_14
                x9.error_message = f_error_message_15
                x9.unknown_tags = u22
                f_coordinators_2.append(x9)
    if buf[pos]:
        u23, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u23 = None
    o = _new(FindCoordinatorResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.coordinators = f_coordinators_2
    o.error_code = 0
    o.error_message = ""
    o.node_id = 0
    o.host = ""
    o.port = 0
    o.unknown_tags = u23
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
