# generated from defs/082-update-raft-voter.kw; do not edit
"""UpdateRaftVoter: API key 82, versions 0..0, flexible from 0."""

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

__all__ = ['CurrentLeader', 'KRaftVersionFeature', 'Listener', 'UpdateRaftVoterRequest', 'UpdateRaftVoterResponse']

_S0 = _Struct('>ii16s').unpack_from
_P0 = _Struct('>ii16s').pack
_S1 = _Struct('>H').unpack_from
_P1 = _Struct('>H').pack
_S2 = _Struct('>hh').unpack_from
_P2 = _Struct('>hh').pack
_S3 = _Struct('>ih').unpack_from
_P3 = _Struct('>ih').pack
_S4 = _Struct('>ii').unpack_from
_P4 = _Struct('>ii').pack
_S5 = _Struct('>i').unpack_from
_P5 = _Struct('>i').pack


class Listener(Struct):
    """Element Listener of UpdateRaftVoter."""

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


class KRaftVersionFeature(Struct):
    """Element KRaftVersionFeature of UpdateRaftVoter."""

    __slots__ = ('min_supported_version', 'max_supported_version')
    min_supported_version: int
    max_supported_version: int

    def __init__(
        self,
        min_supported_version: int = 0,
        max_supported_version: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.min_supported_version = min_supported_version
        self.max_supported_version = max_supported_version
        self.unknown_tags = unknown_tags


class UpdateRaftVoterRequest(Message):
    """UpdateRaftVoter request (API key 82), versions 0..0."""

    __slots__ = ('cluster_id', 'current_leader_epoch', 'voter_id', 'voter_directory_id', 'listeners', 'k_raft_version_feature')
    API_KEY = 82
    API_NAME = 'UpdateRaftVoter'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    cluster_id: str | None
    current_leader_epoch: int
    voter_id: int
    voter_directory_id: UUID
    listeners: list[Listener]
    k_raft_version_feature: KRaftVersionFeature

    def __init__(
        self,
        cluster_id: str | None = "",
        current_leader_epoch: int = 0,
        voter_id: int = 0,
        voter_directory_id: UUID = ZERO_UUID,
        listeners: list[Listener] = DEFAULT,
        k_raft_version_feature: KRaftVersionFeature = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.cluster_id = cluster_id
        self.current_leader_epoch = current_leader_epoch
        self.voter_id = voter_id
        self.voter_directory_id = voter_directory_id
        self.listeners = [] if listeners is DEFAULT else listeners
        self.k_raft_version_feature = KRaftVersionFeature() if k_raft_version_feature is DEFAULT else k_raft_version_feature
        self.unknown_tags = unknown_tags


class CurrentLeader(Struct):
    """Element CurrentLeader of UpdateRaftVoter."""

    __slots__ = ('leader_id', 'leader_epoch', 'host', 'port')
    leader_id: int
    leader_epoch: int
    host: str
    port: int

    def __init__(
        self,
        leader_id: int = -1,
        leader_epoch: int = -1,
        host: str = "",
        port: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.host = host
        self.port = port
        self.unknown_tags = unknown_tags


class UpdateRaftVoterResponse(Message):
    """UpdateRaftVoter response (API key 82), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'current_leader')
    API_KEY = 82
    API_NAME = 'UpdateRaftVoter'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    current_leader: CurrentLeader

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        current_leader: CurrentLeader = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.current_leader = CurrentLeader() if current_leader is DEFAULT else current_leader
        self.unknown_tags = unknown_tags
        self.tags_present = 0

Listener.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('host', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('port', 'prim', 'uint16', (0, 0), None, 0),
)

KRaftVersionFeature.FIELDS = (
    FieldSpec('min_supported_version', 'prim', 'int16', (0, 0), None, 0),
    FieldSpec('max_supported_version', 'prim', 'int16', (0, 0), None, 0),
)

UpdateRaftVoterRequest.FIELDS = (
    FieldSpec('cluster_id', 'prim', 'string', (0, 0), (0, 0), ""),
    FieldSpec('current_leader_epoch', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('voter_id', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('voter_directory_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('listeners', 'array', 'Listener', (0, 0), None, DEFAULT, struct=Listener),
    FieldSpec('k_raft_version_feature', 'struct', 'KRaftVersionFeature', (0, 0), None, DEFAULT, struct=KRaftVersionFeature),
)

CurrentLeader.FIELDS = (
    FieldSpec('leader_id', 'prim', 'int32', (0, 0), None, -1),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 0), None, -1),
    FieldSpec('host', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('port', 'prim', 'int32', (0, 0), None, 0),
)

UpdateRaftVoterResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('current_leader', 'struct', 'CurrentLeader', (0, 0), None, DEFAULT, tag=0, tag_versions=(0, 0), struct=CurrentLeader),
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


def _d_KRaftVersionFeature_v0(buf: memoryview, pos: int, end: int) -> tuple[KRaftVersionFeature, int]:
    f_min_supported_version, f_max_supported_version = _S2(buf, pos)
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
    return KRaftVersionFeature(f_min_supported_version, f_max_supported_version, u), pos


def _d_UpdateRaftVoterRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[UpdateRaftVoterRequest, int]:
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
    f_current_leader_epoch, f_voter_id, f_voter_directory_id = _S0(buf, pos)
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
    f_k_raft_version_feature, pos = _d_KRaftVersionFeature_v0(buf, pos, end)
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
    return UpdateRaftVoterRequest(f_cluster_id, f_current_leader_epoch, f_voter_id, f_voter_directory_id, f_listeners, f_k_raft_version_feature, u), pos


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


def _e_KRaftVersionFeature_v0(o: KRaftVersionFeature, out: bytearray) -> None:
    out += _P2(o.min_supported_version, o.max_supported_version)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_UpdateRaftVoterRequest_v0(o: UpdateRaftVoterRequest, out: bytearray) -> None:
    if o.cluster_id is None:
        out.append(0)
    else:
        b1 = o.cluster_id.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P0(o.current_leader_epoch, o.voter_id, _uuid_bytes(o.voter_directory_id))
    if len(o.listeners) + 1 < 128:
        out.append(len(o.listeners) + 1)
    else:
        out += _encode_uvarint(len(o.listeners) + 1)
    for x2 in o.listeners:
        _e_Listener_v0(x2, out)
    _e_KRaftVersionFeature_v0(o.k_raft_version_feature, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_CurrentLeader_v0(buf: memoryview, pos: int, end: int) -> tuple[CurrentLeader, int]:
    f_leader_id, f_leader_epoch = _S4(buf, pos)
    pos += 8
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
    f_port = _S5(buf, pos)[0]
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
    return CurrentLeader(f_leader_id, f_leader_epoch, f_host, f_port, u), pos


def _d_UpdateRaftVoterResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[UpdateRaftVoterResponse, int]:
    f_throttle_time_ms, f_error_code = _S3(buf, pos)
    pos += 6
    f_current_leader = CurrentLeader()
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    kp = 0
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
            if tg == 0:
                f_current_leader, pos = _d_CurrentLeader_v0(buf, pos, te)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = UpdateRaftVoterResponse(f_throttle_time_ms, f_error_code, f_current_leader, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _e_CurrentLeader_v0(o: CurrentLeader, out: bytearray) -> None:
    out += _P4(o.leader_id, o.leader_epoch)
    b1 = o.host.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P5(o.port)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_UpdateRaftVoterResponse_v0(o: UpdateRaftVoterResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms, o.error_code)
    t = []
    kp = o.tags_present
    if o.current_leader != CurrentLeader() or kp & 1:
        tb = bytearray()
        _e_CurrentLeader_v0(o.current_leader, tb)
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


UpdateRaftVoterRequest.DECODERS = (_d_UpdateRaftVoterRequest_v0,)
UpdateRaftVoterRequest.ENCODERS = (_e_UpdateRaftVoterRequest_v0,)

UpdateRaftVoterResponse.DECODERS = (_d_UpdateRaftVoterResponse_v0,)
UpdateRaftVoterResponse.ENCODERS = (_e_UpdateRaftVoterResponse_v0,)
