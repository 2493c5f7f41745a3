# generated from defs/080-add-raft-voter.kw; do not edit
"""AddRaftVoter: API key 80, versions 0..1, flexible from 0."""

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

__all__ = ['AddRaftVoterRequest', 'AddRaftVoterResponse', 'Listener']

_S0 = _Struct('>ii16sB').unpack_from
_P0 = _Struct('>ii16sB').pack
_S1 = _Struct('>HB').unpack_from
_P1 = _Struct('>HB').pack
_S2 = _Struct('>ii16sB?B').unpack_from
_P2 = _Struct('>ii16sB?B').pack
_S3 = _Struct('>?B').unpack_from
_P3 = _Struct('>?B').pack
_S4 = _Struct('>ii16s').unpack_from
_P4 = _Struct('>ii16s').pack
_S5 = _Struct('>H').unpack_from
_P5 = _Struct('>H').pack
_S6 = _Struct('>B').unpack_from
_P6 = _Struct('>B').pack
_S7 = _Struct('>ihB').unpack_from
_P7 = _Struct('>ihB').pack
_S8 = _Struct('>ih').unpack_from
_P8 = _Struct('>ih').pack


class Listener(Struct):
    """Element Listener of AddRaftVoter."""

    __slots__ = ('name', 'host', 'port')
    name: str
    host: str
    port: int

    def __init__(
        self,
        name: str = "",
        host: str = "",
        port: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.host = host
        self.port = port
        self.unknown_tags = unknown_tags


class AddRaftVoterRequest(Request["AddRaftVoterResponse"]):
    """AddRaftVoter request (API key 80), versions 0..1."""

    __slots__ = ('cluster_id', 'timeout_ms', 'voter_id', 'voter_directory_id', 'listeners', 'ack_when_committed')
    API_KEY = 80
    API_NAME = 'AddRaftVoter'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 0
    cluster_id: str | None
    timeout_ms: int
    voter_id: int
    voter_directory_id: UUID
    listeners: list[Listener]
    ack_when_committed: bool

    def __init__(
        self,
        cluster_id: str | None = "",
        timeout_ms: int = 0,
        voter_id: int = 0,
        voter_directory_id: UUID = ZERO_UUID,
        listeners: list[Listener] = DEFAULT,
        ack_when_committed: bool = True,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.cluster_id = cluster_id
        self.timeout_ms = timeout_ms
        self.voter_id = voter_id
        self.voter_directory_id = voter_directory_id
        self.listeners = [] if listeners is DEFAULT else listeners
        self.ack_when_committed = ack_when_committed
        self.unknown_tags = unknown_tags


class AddRaftVoterResponse(Message):
    """AddRaftVoter response (API key 80), versions 0..1."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message')
    API_KEY = 80
    API_NAME = 'AddRaftVoter'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    error_message: str | None

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags

Listener.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('host', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('port', 'prim', 'uint16', (0, 1), None, 0),
)

AddRaftVoterRequest.FIELDS = (
    FieldSpec('cluster_id', 'prim', 'string', (0, 1), (0, 1), ""),
    FieldSpec('timeout_ms', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('voter_id', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('voter_directory_id', 'prim', 'uuid', (0, 1), None, ZERO_UUID),
    FieldSpec('listeners', 'array', 'Listener', (0, 1), None, DEFAULT, struct=Listener),
    FieldSpec('ack_when_committed', 'prim', 'bool', (1, 1), None, True),
)

AddRaftVoterResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 1), (0, 1), "", ignorable=True),
)


def _d_AddRaftVoterRequest_v0(buf: bytes, pos: int, end: int) -> tuple[AddRaftVoterRequest, int]:
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
        n7 -= 1
    elif buf[pos + 1] < 128:
        n7 = n7 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n7, pos = _string_uvarint(buf, pos)
        n7 -= 1
    if n7 == -1:
        f_cluster_id_1 = None
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_cluster_id_1 = buf[pos:e8].decode()
        pos = e8
    f_timeout_ms_2, f_voter_id_3, f_voter_directory_id_4, pk9 = _S0(buf, pos)
    pos += 25
    f_voter_directory_id_4 = _cached_uuid(f_voter_directory_id_4) or _make_uuid(f_voter_directory_id_4)
    if pk9 < 128:
        pk9 -= 1
    elif buf[pos] < 128:
        pk9 = pk9 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk9, pos = _uvarint(buf, pos - 1)
        pk9 -= 1
    if pk9 < 0:
        raise _negative(pos)
    else:
        if pk9 * 5 > end - pos:
            raise _short(pos)
        f_listeners_5 = []
        if pk9:
            for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                n14 = buf[pos]
                if n14 < 128:
                    pos += 1
                    n14 -= 1
                elif buf[pos + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n14, pos = _string_uvarint(buf, pos)
                    n14 -= 1
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_name_11 = buf[pos:e15].decode()
                    pos = e15
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
                    f_host_12 = buf[pos:e17].decode()
                    pos = e17
                f_port_13, pk18 = _S1(buf, pos)
                pos += 3
                if pk18:
                    u19, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u19 = None
                x10 = _new(Listener)
                x10.name = f_name_11
                x10.host = f_host_12
                x10.port = f_port_13
                x10.unknown_tags = u19
                f_listeners_5.append(x10)
    if buf[pos]:
        u20, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u20 = None
    o = _new(AddRaftVoterRequest)
    o.cluster_id = f_cluster_id_1
    o.timeout_ms = f_timeout_ms_2
    o.voter_id = f_voter_id_3
    o.voter_directory_id = f_voter_directory_id_4
    o.listeners = f_listeners_5
    o.ack_when_committed = True
    o.unknown_tags = u20
    return o, pos


def _d_AddRaftVoterRequest_v1(buf: bytes, pos: int, end: int) -> tuple[AddRaftVoterRequest, int]:
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
        n7 -= 1
    elif buf[pos + 1] < 128:
        n7 = n7 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n7, pos = _string_uvarint(buf, pos)
        n7 -= 1
    if n7 == -1:
        f_cluster_id_1 = None
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_cluster_id_1 = buf[pos:e8].decode()
        pos = e8
    f_timeout_ms_2, f_voter_id_3, f_voter_directory_id_4, pk9, f_ack_when_committed_6, pk10 = _S2(buf, pos)
    f_voter_directory_id_4 = _cached_uuid(f_voter_directory_id_4) or _make_uuid(f_voter_directory_id_4)
    if pk9 == 1:
        pos += 27
        f_listeners_5 = []
    else:
        pos += 25
        if pk9 < 128:
            pk9 -= 1
        elif buf[pos] < 128:
            pk9 = pk9 + buf[pos] * 128 - 129
            pos += 1
        else:
            pk9, pos = _uvarint(buf, pos - 1)
            pk9 -= 1
        if pk9 < 0:
            raise _negative(pos)
        else:
            if pk9 * 5 > end - pos:
                raise _short(pos)
            f_listeners_5 = []
            if pk9:
                for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                    n15 = buf[pos]
                    if n15 < 128:
                        pos += 1
                        n15 -= 1
                    elif buf[pos + 1] < 128:
                        n15 = n15 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n15, pos = _string_uvarint(buf, pos)
                        n15 -= 1
                    if n15 < 0:
                        raise _negative(pos)
                    else:
                        e16 = pos + n15
                        if e16 > end:
                            raise _short(pos)
                        f_name_12 = buf[pos:e16].decode()
                        pos = e16
                    n17 = buf[pos]
                    if n17 < 128:
                        pos += 1
                        n17 -= 1
                    elif buf[pos + 1] < 128:
                        n17 = n17 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n17, pos = _string_uvarint(buf, pos)
                        n17 -= 1
                    if n17 < 0:
                        raise _negative(pos)
                    else:
                        e18 = pos + n17
                        if e18 > end:
                            raise _short(pos)
                        f_host_13 = buf[pos:e18].decode()
                        pos = e18
                    f_port_14, pk19 = _S1(buf, pos)
                    pos += 3
                    if pk19:
                        u20, pos = _unknown_tags(buf, pos - 1, end)
                    else:
                        u20 = None
                    x11 = _new(Listener)
                    x11.name = f_name_12
                    x11.host = f_host_13
                    x11.port = f_port_14
                    x11.unknown_tags = u20
                    f_listeners_5.append(x11)
        f_ack_when_committed_6, pk10 = _S3(buf, pos)
        pos += 2
    if pk10:
        u21, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u21 = None
    o = _new(AddRaftVoterRequest)
    o.cluster_id = f_cluster_id_1
    o.timeout_ms = f_timeout_ms_2
    o.voter_id = f_voter_id_3
    o.voter_directory_id = f_voter_directory_id_4
    o.listeners = f_listeners_5
    o.ack_when_committed = f_ack_when_committed_6
    o.unknown_tags = u21
    return o, pos


def _e_AddRaftVoterRequest_v0(o: AddRaftVoterRequest, out: list[bytes]) -> None:
    if o.ack_when_committed != True:
        raise _absent('AddRaftVoterRequest', 'ack_when_committed', 0)
    if o.cluster_id is None:
        out.append(b'\x00')
    else:
        b1 = o.cluster_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P4(o.timeout_ms, o.voter_id, _uuid_bytes(o.voter_directory_id)))
    if type(o.listeners) is not list:
        _check_list(o.listeners)
    if len(o.listeners) + 1 < 128:
        out.append(_B1[len(o.listeners) + 1])
    else:
        out.append(_encode_uvarint(len(o.listeners) + 1))
    for x2 in o.listeners:
        b3 = x2.name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        b4 = x2.host.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        out.append(_P5(x2.port))
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_AddRaftVoterRequest_v1(o: AddRaftVoterRequest, out: list[bytes]) -> None:
    if o.cluster_id is None:
        out.append(b'\x00')
    else:
        b1 = o.cluster_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P4(o.timeout_ms, o.voter_id, _uuid_bytes(o.voter_directory_id)))
    if type(o.listeners) is not list:
        _check_list(o.listeners)
    if len(o.listeners) + 1 < 128:
        out.append(_B1[len(o.listeners) + 1])
    else:
        out.append(_encode_uvarint(len(o.listeners) + 1))
    for x2 in o.listeners:
        b3 = x2.name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        b4 = x2.host.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        out.append(_P5(x2.port))
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P6(_BOOL[o.ack_when_committed]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_AddRaftVoterResponse_v0(buf: bytes, pos: int, end: int) -> tuple[AddRaftVoterResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, pk4 = _S7(buf, pos)
    pos += 7
    if pk4 < 128:
        pk4 -= 1
    elif buf[pos] < 128:
        pk4 = pk4 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk4, pos = _string_uvarint(buf, pos - 1)
        pk4 -= 1
    if pk4 == -1:
        f_error_message_3 = None
    else:
        e5 = pos + pk4
        if e5 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e5].decode()
        pos = e5
    if buf[pos]:
        u6, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u6 = None
    o = _new(AddRaftVoterResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.unknown_tags = u6
    return o, pos


def _e_AddRaftVoterResponse_v0(o: AddRaftVoterResponse, out: list[bytes]) -> None:
    out.append(_P8(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


AddRaftVoterRequest.DECODERS = {0: _d_AddRaftVoterRequest_v0, 1: _d_AddRaftVoterRequest_v1}
AddRaftVoterRequest.ENCODERS = {0: _e_AddRaftVoterRequest_v0, 1: _e_AddRaftVoterRequest_v1}
_bind_decode(AddRaftVoterRequest)

AddRaftVoterResponse.DECODERS = {0: _d_AddRaftVoterResponse_v0, 1: _d_AddRaftVoterResponse_v0}
AddRaftVoterResponse.ENCODERS = {0: _e_AddRaftVoterResponse_v0, 1: _e_AddRaftVoterResponse_v0}
_bind_decode(AddRaftVoterResponse)
