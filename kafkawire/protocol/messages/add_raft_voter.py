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

__all__ = ['AddRaftVoterRequest', 'AddRaftVoterResponse', 'Listener']

_S0 = _Struct('>ii16s').unpack_from
_P0 = _Struct('>ii16s').pack
_S1 = _Struct('>H').unpack_from
_P1 = _Struct('>H').pack
_S2 = _Struct('>?').unpack_from
_P2 = _Struct('>?').pack
_S3 = _Struct('>ih').unpack_from
_P3 = _Struct('>ih').pack


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


class AddRaftVoterRequest(Message):
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


def _d_Listener_v0(buf: memoryview, pos: int, end: int) -> tuple[Listener, int]:
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
        f_name = str(buf[pos:e2], 'utf-8')
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
        f_host = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_port = _S1(buf, pos)[0]
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
    return Listener(f_name, f_host, f_port, u), pos


def _d_AddRaftVoterRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[AddRaftVoterRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_cluster_id = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_cluster_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_timeout_ms, f_voter_id, f_voter_directory_id = _S0(buf, pos)
    pos += 24
    f_voter_directory_id = _make_uuid(f_voter_directory_id)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 5 > end - pos:
            raise _short(pos)
        f_listeners = []
        ap4 = f_listeners.append
        for _ in range(n3):
            x5, pos = _d_Listener_v0(buf, pos, end)
            ap4(x5)
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
    return AddRaftVoterRequest(f_cluster_id, f_timeout_ms, f_voter_id, f_voter_directory_id, f_listeners, True, u), pos


def _d_AddRaftVoterRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[AddRaftVoterRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_cluster_id = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_cluster_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_timeout_ms, f_voter_id, f_voter_directory_id = _S0(buf, pos)
    pos += 24
    f_voter_directory_id = _make_uuid(f_voter_directory_id)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 5 > end - pos:
            raise _short(pos)
        f_listeners = []
        ap4 = f_listeners.append
        for _ in range(n3):
            x5, pos = _d_Listener_v0(buf, pos, end)
            ap4(x5)
    f_ack_when_committed = _S2(buf, pos)[0]
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
    return AddRaftVoterRequest(f_cluster_id, f_timeout_ms, f_voter_id, f_voter_directory_id, f_listeners, f_ack_when_committed, u), pos


def _e_Listener_v0(o: Listener, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.host.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P1(o.port)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AddRaftVoterRequest_v0(o: AddRaftVoterRequest, out: bytearray) -> None:
    if o.ack_when_committed != True:
        raise _absent('AddRaftVoterRequest', 'ack_when_committed', 0)
    if o.cluster_id is None:
        out.append(0)
    else:
        b1 = o.cluster_id.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P0(o.timeout_ms, o.voter_id, _uuid_bytes(o.voter_directory_id))
    if len(o.listeners) + 1 < 128:
        out.append(len(o.listeners) + 1)
    else:
        out += _encode_uvarint(len(o.listeners) + 1)
    for x2 in o.listeners:
        _e_Listener_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AddRaftVoterRequest_v1(o: AddRaftVoterRequest, out: bytearray) -> None:
    if o.cluster_id is None:
        out.append(0)
    else:
        b1 = o.cluster_id.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P0(o.timeout_ms, o.voter_id, _uuid_bytes(o.voter_directory_id))
    if len(o.listeners) + 1 < 128:
        out.append(len(o.listeners) + 1)
    else:
        out += _encode_uvarint(len(o.listeners) + 1)
    for x2 in o.listeners:
        _e_Listener_v0(x2, out)
    out += _P2(o.ack_when_committed)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_AddRaftVoterResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[AddRaftVoterResponse, int]:
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
    return AddRaftVoterResponse(f_throttle_time_ms, f_error_code, f_error_message, u), pos


def _e_AddRaftVoterResponse_v0(o: AddRaftVoterResponse, out: bytearray) -> None:
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
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


AddRaftVoterRequest.DECODERS = (_d_AddRaftVoterRequest_v0, _d_AddRaftVoterRequest_v1,)
AddRaftVoterRequest.ENCODERS = (_e_AddRaftVoterRequest_v0, _e_AddRaftVoterRequest_v1,)

AddRaftVoterResponse.DECODERS = (_d_AddRaftVoterResponse_v0, _d_AddRaftVoterResponse_v0,)
AddRaftVoterResponse.ENCODERS = (_e_AddRaftVoterResponse_v0, _e_AddRaftVoterResponse_v0,)
