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
    _i32s,
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

    __slots__ = ('throttle_time_ms', 'error_code', '_current_leader')
    API_KEY = 82
    API_NAME = 'UpdateRaftVoter'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    _current_leader: CurrentLeader | None

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        current_leader: CurrentLeader = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self._current_leader = None if current_leader is DEFAULT else current_leader
        self.unknown_tags = unknown_tags
        self.tags_present = 0

    @property
    def current_leader(self) -> CurrentLeader:
        value = self._current_leader
        if value is None:
            value = self._current_leader = CurrentLeader()
        return value

    @current_leader.setter
    def current_leader(self, value: CurrentLeader) -> None:
        self._current_leader = value

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


def _d_UpdateRaftVoterRequest_v0(buf: bytes, pos: int, end: int) -> tuple[UpdateRaftVoterRequest, int]:
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n7 = (n7 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 == -1:
        f_cluster_id_1 = None
    elif n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_cluster_id_1 = buf[pos:e8].decode()
        pos = e8
    f_current_leader_epoch_2, f_voter_id_3, f_voter_directory_id_4 = _S0(buf, pos)
    pos += 24
    f_voter_directory_id_4 = _make_uuid(f_voter_directory_id_4)
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
        if n9 * 5 > end - pos:
            raise _short(pos)
        f_listeners_5 = []
        ap10 = f_listeners_5.append
        for _ in range(n9):
            n15 = buf[pos]
            if n15 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n15 = (n15 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n15, pos = _uvarint(buf, pos)
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
            elif buf[pos + 1] < 128:
                n17 = (n17 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n17, pos = _uvarint(buf, pos)
            n17 -= 1
            if n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_host_13 = buf[pos:e18].decode()
                pos = e18
            f_port_14 = _S1(buf, pos)[0]
            pos += 2
            nt19 = buf[pos]
            if nt19 < 128:
                pos += 1
            else:
                nt19, pos = _uvarint(buf, pos)
            u20 = None
            if nt19:
                last21 = -1
                for _ in range(nt19):
                    tg22 = buf[pos]
                    if tg22 < 128:
                        pos += 1
                    else:
                        tg22, pos = _uvarint(buf, pos)
                    sz23 = buf[pos]
                    if sz23 < 128:
                        pos += 1
                    else:
                        sz23, pos = _uvarint(buf, pos)
                    te24 = pos + sz23
                    if te24 > end:
                        raise _short(pos)
                    if tg22 <= last21:
                        raise _tag_order(pos)
                    last21 = tg22
                    if u20 is None:
                        u20 = {}
                    u20[tg22] = buf[pos:te24]
                    pos = te24
            x11 = Listener(f_name_12, f_host_13, f_port_14, u20)
            ap10(x11)
    f_min_supported_version_25, f_max_supported_version_26 = _S2(buf, pos)
    pos += 4
    nt27 = buf[pos]
    if nt27 < 128:
        pos += 1
    else:
        nt27, pos = _uvarint(buf, pos)
    u28 = None
    if nt27:
        last29 = -1
        for _ in range(nt27):
            tg30 = buf[pos]
            if tg30 < 128:
                pos += 1
            else:
                tg30, pos = _uvarint(buf, pos)
            sz31 = buf[pos]
            if sz31 < 128:
                pos += 1
            else:
                sz31, pos = _uvarint(buf, pos)
            te32 = pos + sz31
            if te32 > end:
                raise _short(pos)
            if tg30 <= last29:
                raise _tag_order(pos)
            last29 = tg30
            if u28 is None:
                u28 = {}
            u28[tg30] = buf[pos:te32]
            pos = te32
    f_k_raft_version_feature_6 = KRaftVersionFeature(f_min_supported_version_25, f_max_supported_version_26, u28)
    nt33 = buf[pos]
    if nt33 < 128:
        pos += 1
    else:
        nt33, pos = _uvarint(buf, pos)
    u34 = None
    if nt33:
        last35 = -1
        for _ in range(nt33):
            tg36 = buf[pos]
            if tg36 < 128:
                pos += 1
            else:
                tg36, pos = _uvarint(buf, pos)
            sz37 = buf[pos]
            if sz37 < 128:
                pos += 1
            else:
                sz37, pos = _uvarint(buf, pos)
            te38 = pos + sz37
            if te38 > end:
                raise _short(pos)
            if tg36 <= last35:
                raise _tag_order(pos)
            last35 = tg36
            if u34 is None:
                u34 = {}
            u34[tg36] = buf[pos:te38]
            pos = te38
    o = UpdateRaftVoterRequest(f_cluster_id_1, f_current_leader_epoch_2, f_voter_id_3, f_voter_directory_id_4, f_listeners_5, f_k_raft_version_feature_6, u34)
    return o, pos


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
        b3 = x2.name.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
        b4 = x2.host.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
        out += _P1(x2.port)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(0)
    out += _P2(o.k_raft_version_feature.min_supported_version, o.k_raft_version_feature.max_supported_version)
    if o.k_raft_version_feature.unknown_tags:
        _write_tags(out, [], o.k_raft_version_feature.unknown_tags)
    else:
        out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_UpdateRaftVoterResponse_v0(buf: bytes, pos: int, end: int) -> tuple[UpdateRaftVoterResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S3(buf, pos)
    pos += 6
    f_current_leader_3 = None
    nt4 = buf[pos]
    if nt4 < 128:
        pos += 1
    else:
        nt4, pos = _uvarint(buf, pos)
    u5 = None
    kp10 = 0
    if nt4:
        last6 = -1
        for _ in range(nt4):
            tg7 = buf[pos]
            if tg7 < 128:
                pos += 1
            else:
                tg7, pos = _uvarint(buf, pos)
            sz8 = buf[pos]
            if sz8 < 128:
                pos += 1
            else:
                sz8, pos = _uvarint(buf, pos)
            te9 = pos + sz8
            if te9 > end:
                raise _short(pos)
            if tg7 <= last6:
                raise _tag_order(pos)
            last6 = tg7
            if tg7 == 0:
                f_leader_id_11, f_leader_epoch_12 = _S4(buf, pos)
                pos += 8
                n15 = buf[pos]
                if n15 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n15 = (n15 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n15, pos = _uvarint(buf, pos)
                n15 -= 1
                if n15 < 0:
                    raise _negative(pos)
                else:
                    e16 = pos + n15
                    if e16 > te9:
                        raise _short(pos)
                    f_host_13 = buf[pos:e16].decode()
                    pos = e16
                f_port_14 = _S5(buf, pos)[0]
                pos += 4
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
                        if te22 > te9:
                            raise _short(pos)
                        if tg20 <= last19:
                            raise _tag_order(pos)
                        last19 = tg20
                        if u18 is None:
                            u18 = {}
                        u18[tg20] = buf[pos:te22]
                        pos = te22
                f_current_leader_3 = CurrentLeader(f_leader_id_11, f_leader_epoch_12, f_host_13, f_port_14, u18)
                if pos != te9:
                    raise _tag_size(pos)
                kp10 |= 1
            else:
                if u5 is None:
                    u5 = {}
                u5[tg7] = buf[pos:te9]
                pos = te9
    o = UpdateRaftVoterResponse(f_throttle_time_ms_1, f_error_code_2, f_current_leader_3, u5)
    if kp10:
        o.tags_present = kp10
    return o, pos


def _e_UpdateRaftVoterResponse_v0(o: UpdateRaftVoterResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms, o.error_code)
    t1 = []
    kp2 = o.tags_present
    if (o._current_leader is not None and o._current_leader != CurrentLeader()) or kp2 & 1:
        tb3 = bytearray()
        tb3 += _P4(o.current_leader.leader_id, o.current_leader.leader_epoch)
        b4 = o.current_leader.host.encode()
        if len(b4) + 1 < 128:
            tb3.append(len(b4) + 1)
        else:
            tb3 += _encode_uvarint(len(b4) + 1)
        tb3 += b4
        tb3 += _P5(o.current_leader.port)
        if o.current_leader.unknown_tags:
            _write_tags(tb3, [], o.current_leader.unknown_tags)
        else:
            tb3.append(0)
        t1.append((0, tb3))
    if t1 or o.unknown_tags:
        _write_tags(out, t1, o.unknown_tags)
    else:
        out.append(0)


UpdateRaftVoterRequest.DECODERS = (_d_UpdateRaftVoterRequest_v0,)
UpdateRaftVoterRequest.ENCODERS = (_e_UpdateRaftVoterRequest_v0,)

UpdateRaftVoterResponse.DECODERS = (_d_UpdateRaftVoterResponse_v0,)
UpdateRaftVoterResponse.ENCODERS = (_e_UpdateRaftVoterResponse_v0,)
