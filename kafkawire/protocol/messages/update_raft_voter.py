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

__all__ = ['CurrentLeader', 'KRaftVersionFeature', 'Listener', 'UpdateRaftVoterRequest', 'UpdateRaftVoterResponse']

_S0 = _Struct('>ii16sB').unpack_from
_P0 = _Struct('>ii16sB').pack
_S1 = _Struct('>HB').unpack_from
_P1 = _Struct('>HB').pack
_S2 = _Struct('>hhB').unpack_from
_P2 = _Struct('>hhB').pack
_S3 = _Struct('>ii16s').unpack_from
_P3 = _Struct('>ii16s').pack
_S4 = _Struct('>H').unpack_from
_P4 = _Struct('>H').pack
_S5 = _Struct('>hh').unpack_from
_P5 = _Struct('>hh').pack
_S6 = _Struct('>ihB').unpack_from
_P6 = _Struct('>ihB').pack
_S7 = _Struct('>iiB').unpack_from
_P7 = _Struct('>iiB').pack
_S8 = _Struct('>iB').unpack_from
_P8 = _Struct('>iB').pack
_S9 = _Struct('>ih').unpack_from
_P9 = _Struct('>ih').pack
_S10 = _Struct('>ii').unpack_from
_P10 = _Struct('>ii').pack
_S11 = _Struct('>i').unpack_from
_P11 = _Struct('>i').pack


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


class UpdateRaftVoterRequest(Request["UpdateRaftVoterResponse"]):
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
        self._current_leader = None if current_leader is DEFAULT else _struct_value(current_leader, 'UpdateRaftVoterResponse.current_leader')
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
        self._current_leader = _struct_value(value, 'UpdateRaftVoterResponse.current_leader')

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
    o = _new(UpdateRaftVoterRequest)
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
    if n4 == -1:
        o.cluster_id = None
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e5].decode()
        pos = e5
    o.current_leader_epoch, o.voter_id, f_voter_directory_id_1, pk6 = _S0(buf, pos)
    pos += 25
    f_voter_directory_id_1 = _cached_uuid(f_voter_directory_id_1) or _make_uuid(f_voter_directory_id_1)
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
        if pk6 * 5 > end - pos:
            raise _short(pos)
        f_listeners_2 = []
        if pk6:
            for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
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
    f_k_raft_version_feature_3 = _new(KRaftVersionFeature)
    f_k_raft_version_feature_3.min_supported_version, f_k_raft_version_feature_3.max_supported_version, pk14 = _S2(buf, pos)
    pos += 5
    if pk14:
        u15, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u15 = None
    f_k_raft_version_feature_3.unknown_tags = u15
    if buf[pos]:
        u16, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u16 = None
    o.voter_directory_id = f_voter_directory_id_1
    o.listeners = f_listeners_2
    o.k_raft_version_feature = f_k_raft_version_feature_3
    o.unknown_tags = u16
    return o, pos


def _e_UpdateRaftVoterRequest_v0(o: UpdateRaftVoterRequest, out: list[bytes]) -> None:
    if o.cluster_id is None:
        out.append(b'\x00')
    else:
        b1 = o.cluster_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P3(o.current_leader_epoch, o.voter_id, _uuid_bytes(o.voter_directory_id)))
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
        out.append(_P4(x2.port))
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P5(o.k_raft_version_feature.min_supported_version, o.k_raft_version_feature.max_supported_version))
    if o.k_raft_version_feature.unknown_tags:
        _write_tags(out, [], o.k_raft_version_feature.unknown_tags)
    else:
        out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_UpdateRaftVoterResponse_v0(buf: bytes, pos: int, end: int) -> tuple[UpdateRaftVoterResponse, int]:
    o = _new(UpdateRaftVoterResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S6(buf, pos)
    pos += 7
    if not pk2:
        o._current_leader = None
        o.unknown_tags = None
        o.tags_present = 0
    else:
        pos -= 1
        f_current_leader_1 = None
        nt3 = buf[pos]
        if nt3 < 128:
            pos += 1
        else:
            nt3, pos = _uvarint(buf, pos)
        u4 = None
        kp9 = 0
        last5 = -1
        for _ in range(nt3):
            tg6 = buf[pos]
            if tg6 < 128:
                pos += 1
            else:
                tg6, pos = _uvarint(buf, pos)
            sz7 = buf[pos]
            if sz7 < 128:
                pos += 1
            else:
                sz7, pos = _uvarint(buf, pos)
            te8 = pos + sz7
            if te8 > end:
                raise _short(pos)
            if tg6 <= last5:
                raise _tag_order(pos)
            last5 = tg6
            if tg6 == 0:
                f_current_leader_1 = _new(CurrentLeader)
                f_current_leader_1.leader_id, f_current_leader_1.leader_epoch, pk10 = _S7(buf, pos)
                pos += 9
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
                    if e11 > te8:
                        raise _short(pos)
                    f_current_leader_1.host = buf[pos:e11].decode()
                    pos = e11
                f_current_leader_1.port, pk12 = _S8(buf, pos)
                pos += 5
                if pk12:
                    u13, pos = _unknown_tags(buf, pos - 1, te8)
                else:
                    u13 = None
                f_current_leader_1.unknown_tags = u13
                if pos != te8:
                    raise _tag_size(pos)
                kp9 |= 1
            else:
                if u4 is None:
                    u4 = {}
                u4[tg6] = buf[pos:te8]
                pos = te8
        o._current_leader = f_current_leader_1
        o.unknown_tags = u4
        o.tags_present = kp9
    return o, pos


def _e_UpdateRaftVoterResponse_v0(o: UpdateRaftVoterResponse, out: list[bytes]) -> None:
    out.append(_P9(o.throttle_time_ms, o.error_code))
    t1 = []
    kp2 = o.tags_present
    if (o._current_leader is not None and o._current_leader != CurrentLeader()) or kp2 & 1:
        tb3: list[bytes] = []
        tb3.append(_P10(o.current_leader.leader_id, o.current_leader.leader_epoch))
        b4 = o.current_leader.host.encode()
        if len(b4) + 1 < 128:
            tb3.append(_B1[len(b4) + 1])
        else:
            tb3.append(_string_length(len(b4) + 1))
        tb3.append(b4)
        tb3.append(_P11(o.current_leader.port))
        if o.current_leader.unknown_tags:
            _write_tags(tb3, [], o.current_leader.unknown_tags)
        else:
            tb3.append(b'\x00')
        t1.append((0, tb3))
    if t1 or o.unknown_tags:
        _write_tags(out, t1, o.unknown_tags, (0,))
    else:
        out.append(b'\x00')


UpdateRaftVoterRequest.DECODERS = {0: _d_UpdateRaftVoterRequest_v0}
UpdateRaftVoterRequest.ENCODERS = {0: _e_UpdateRaftVoterRequest_v0}
_bind_decode(UpdateRaftVoterRequest)

UpdateRaftVoterResponse.DECODERS = {0: _d_UpdateRaftVoterResponse_v0}
UpdateRaftVoterResponse.ENCODERS = {0: _e_UpdateRaftVoterResponse_v0}
_bind_decode(UpdateRaftVoterResponse)
