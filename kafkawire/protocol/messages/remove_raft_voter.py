# generated from defs/081-remove-raft-voter.kw; do not edit
"""RemoveRaftVoter: API key 81, versions 0..0, flexible from 0."""

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

__all__ = ['RemoveRaftVoterRequest', 'RemoveRaftVoterResponse']

_S0 = _Struct('>i16sB').unpack_from
_P0 = _Struct('>i16sB').pack
_S1 = _Struct('>i16s').unpack_from
_P1 = _Struct('>i16s').pack
_S2 = _Struct('>ihB').unpack_from
_P2 = _Struct('>ihB').pack
_S3 = _Struct('>ih').unpack_from
_P3 = _Struct('>ih').pack


class RemoveRaftVoterRequest(Request["RemoveRaftVoterResponse"]):
    """RemoveRaftVoter request (API key 81), versions 0..0."""

    __slots__ = ('cluster_id', 'voter_id', 'voter_directory_id')
    API_KEY = 81
    API_NAME = 'RemoveRaftVoter'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    cluster_id: str | None
    voter_id: int
    voter_directory_id: UUID

    def __init__(
        self,
        cluster_id: str | None = "",
        voter_id: int = 0,
        voter_directory_id: UUID = ZERO_UUID,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.cluster_id = cluster_id
        self.voter_id = voter_id
        self.voter_directory_id = voter_directory_id
        self.unknown_tags = unknown_tags


class RemoveRaftVoterResponse(Message):
    """RemoveRaftVoter response (API key 81), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message')
    API_KEY = 81
    API_NAME = 'RemoveRaftVoter'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
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

RemoveRaftVoterRequest.FIELDS = (
    FieldSpec('cluster_id', 'prim', 'string', (0, 0), (0, 0), ""),
    FieldSpec('voter_id', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('voter_directory_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
)

RemoveRaftVoterResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), "", ignorable=True),
)


def _d_RemoveRaftVoterRequest_v0(buf: bytes, pos: int, end: int) -> tuple[RemoveRaftVoterRequest, int]:
    o = _new(RemoveRaftVoterRequest)
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
    if n2 == -1:
        o.cluster_id = None
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e3].decode()
        pos = e3
    o.voter_id, f_voter_directory_id_1, pk4 = _S0(buf, pos)
    pos += 21
    f_voter_directory_id_1 = _cached_uuid(f_voter_directory_id_1) or _make_uuid(f_voter_directory_id_1)
    if pk4:
        u5, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u5 = None
    o.voter_directory_id = f_voter_directory_id_1
    o.unknown_tags = u5
    return o, pos


def _e_RemoveRaftVoterRequest_v0(o: RemoveRaftVoterRequest, out: list[bytes]) -> None:
    if o.cluster_id is None:
        out.append(b'\x00')
    else:
        b1 = o.cluster_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P1(o.voter_id, _uuid_bytes(o.voter_directory_id)))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_RemoveRaftVoterResponse_v0(buf: bytes, pos: int, end: int) -> tuple[RemoveRaftVoterResponse, int]:
    o = _new(RemoveRaftVoterResponse)
    o.throttle_time_ms, o.error_code, pk1 = _S2(buf, pos)
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


def _e_RemoveRaftVoterResponse_v0(o: RemoveRaftVoterResponse, out: list[bytes]) -> None:
    out.append(_P3(o.throttle_time_ms, o.error_code))
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


RemoveRaftVoterRequest.DECODERS = {0: _d_RemoveRaftVoterRequest_v0}
RemoveRaftVoterRequest.ENCODERS = {0: _e_RemoveRaftVoterRequest_v0}
_bind_decode(RemoveRaftVoterRequest)

RemoveRaftVoterResponse.DECODERS = {0: _d_RemoveRaftVoterResponse_v0}
RemoveRaftVoterResponse.ENCODERS = {0: _e_RemoveRaftVoterResponse_v0}
_bind_decode(RemoveRaftVoterResponse)
