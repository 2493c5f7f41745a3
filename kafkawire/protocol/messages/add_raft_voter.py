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
    o = _new(AddRaftVoterRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _string_uvarint(buf, pos)
        n3 -= 1
    if n3 == -1:
        o.cluster_id = None
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e4].decode()
        pos = e4
    o.timeout_ms, o.voter_id, f_voter_directory_id_1, pk5 = _S0(buf, pos)
    pos += 25
    f_voter_directory_id_1 = _cached_uuid(f_voter_directory_id_1) or _make_uuid(f_voter_directory_id_1)
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 < 0:
        raise _negative(pos)
    else:
        if pk5 * 5 > end - pos:
            raise _short(pos)
        f_listeners_2 = []
        if pk5:
            for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
                x6 = _new(Listener)
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
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x6.name = buf[pos:e8].decode()
                    pos = e8
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _string_uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x6.host = buf[pos:e10].decode()
                    pos = e10
                x6.port, pk11 = _S1(buf, pos)
                pos += 3
                if pk11:
                    u12, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u12 = None
                x6.unknown_tags = u12
                f_listeners_2.append(x6)
    if buf[pos]:
        u13, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u13 = None
    o.voter_directory_id = f_voter_directory_id_1
    o.listeners = f_listeners_2
    o.ack_when_committed = True
    o.unknown_tags = u13
    return o, pos


def _d_AddRaftVoterRequest_v1(buf: bytes, pos: int, end: int) -> tuple[AddRaftVoterRequest, int]:
    o = _new(AddRaftVoterRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _string_uvarint(buf, pos)
        n3 -= 1
    if n3 == -1:
        o.cluster_id = None
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e4].decode()
        pos = e4
    o.timeout_ms, o.voter_id, f_voter_directory_id_1, pk5, o.ack_when_committed, pk6 = _S2(buf, pos)
    f_voter_directory_id_1 = _cached_uuid(f_voter_directory_id_1) or _make_uuid(f_voter_directory_id_1)
    if pk5 == 1:
        pos += 27
        f_listeners_2 = []
    else:
        pos += 25
        if pk5 < 128:
            pk5 -= 1
        elif buf[pos] < 128:
            pk5 = pk5 + buf[pos] * 128 - 129
            pos += 1
        else:
            pk5, pos = _uvarint(buf, pos - 1)
            pk5 -= 1
        if pk5 < 0:
            raise _negative(pos)
        else:
            if pk5 * 5 > end - pos:
                raise _short(pos)
            f_listeners_2 = []
            if pk5:
                for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
                    x7 = _new(Listener)
                    n8 = buf[pos]
                    if n8 < 128:
                        pos += 1
                        n8 -= 1
                    elif buf[pos + 1] < 128:
                        n8 = n8 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n8, pos = _string_uvarint(buf, pos)
                        n8 -= 1
                    if n8 < 0:
                        raise _negative(pos)
                    else:
                        e9 = pos + n8
                        if e9 > end:
                            raise _short(pos)
                        x7.name = buf[pos:e9].decode()
                        pos = e9
                    n10 = buf[pos]
                    if n10 < 128:
                        pos += 1
                        n10 -= 1
                    elif buf[pos + 1] < 128:
                        n10 = n10 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n10, pos = _string_uvarint(buf, pos)
                        n10 -= 1
                    if n10 < 0:
                        raise _negative(pos)
                    else:
                        e11 = pos + n10
                        if e11 > end:
                            raise _short(pos)
                        x7.host = buf[pos:e11].decode()
                        pos = e11
                    x7.port, pk12 = _S1(buf, pos)
                    pos += 3
                    if pk12:
                        u13, pos = _unknown_tags(buf, pos - 1, end)
                    else:
                        u13 = None
                    x7.unknown_tags = u13
                    f_listeners_2.append(x7)
        o.ack_when_committed, pk6 = _S3(buf, pos)
        pos += 2
    if pk6:
        u14, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u14 = None
    o.voter_directory_id = f_voter_directory_id_1
    o.listeners = f_listeners_2
    o.unknown_tags = u14
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
    o = _new(AddRaftVoterResponse)
    o.throttle_time_ms, o.error_code, pk1 = _S7(buf, pos)
    pos += 7
    if pk1 < 128:
        pk1 -= 1
    elif buf[pos] < 128:
        pk1 = pk1 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk1, pos = _string_uvarint(buf, pos - 1)
        pk1 -= 1
    if pk1 == -1:
        o.error_message = None
    else:
        e2 = pos + pk1
        if e2 > end:
            raise _short(pos)
        o.error_message = buf[pos:e2].decode()
        pos = e2
    if buf[pos]:
        u3, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u3 = None
    o.unknown_tags = u3
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
