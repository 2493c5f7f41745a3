# generated from defs/007-controlled-shutdown.kw; do not edit
"""ControlledShutdown: API key 7, versions 0..3, flexible from 3."""

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

__all__ = ['ControlledShutdownRequest', 'ControlledShutdownResponse', 'RemainingPartition']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>iq').unpack_from
_P1 = _Struct('>iq').pack
_S2 = _Struct('>iqB').unpack_from
_P2 = _Struct('>iqB').pack
_S3 = _Struct('>h').unpack_from
_P3 = _Struct('>h').pack
_S4 = _Struct('>hB').unpack_from
_P4 = _Struct('>hB').pack
_S5 = _Struct('>iB').unpack_from
_P5 = _Struct('>iB').pack


class ControlledShutdownRequest(Request["ControlledShutdownResponse"]):
    """ControlledShutdown request (API key 7), versions 0..3."""

    __slots__ = ('broker_id', 'broker_epoch')
    API_KEY = 7
    API_NAME = 'ControlledShutdown'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_FROM = 3
    broker_id: int
    broker_epoch: int

    def __init__(
        self,
        broker_id: int = 0,
        broker_epoch: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self.unknown_tags = unknown_tags


class RemainingPartition(Struct):
    """Element RemainingPartition of ControlledShutdown."""

    __slots__ = ('topic_name', 'partition_index')
    topic_name: str
    partition_index: int

    def __init__(
        self,
        topic_name: str = "",
        partition_index: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partition_index = partition_index
        self.unknown_tags = unknown_tags


class ControlledShutdownResponse(Message):
    """ControlledShutdown response (API key 7), versions 0..3."""

    __slots__ = ('error_code', 'remaining_partitions')
    API_KEY = 7
    API_NAME = 'ControlledShutdown'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_FROM = 3
    error_code: int
    remaining_partitions: list[RemainingPartition]

    def __init__(
        self,
        error_code: int = 0,
        remaining_partitions: list[RemainingPartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.remaining_partitions = [] if remaining_partitions is DEFAULT else remaining_partitions
        self.unknown_tags = unknown_tags

ControlledShutdownRequest.FIELDS = (
    FieldSpec('broker_id', 'prim', 'int32', (0, 3), None, 0),
    FieldSpec('broker_epoch', 'prim', 'int64', (2, 3), None, -1, ignorable=True),
)

RemainingPartition.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('partition_index', 'prim', 'int32', (0, 3), None, 0),
)

ControlledShutdownResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 3), None, 0),
    FieldSpec('remaining_partitions', 'array', 'RemainingPartition', (0, 3), None, DEFAULT, struct=RemainingPartition),
)


def _d_ControlledShutdownRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ControlledShutdownRequest, int]:
    o = _new(ControlledShutdownRequest)
    o.broker_id = _S0(buf, pos)[0]
    pos += 4
    o.broker_epoch = -1
    o.unknown_tags = None
    return o, pos


def _d_ControlledShutdownRequest_v2(buf: bytes, pos: int, end: int) -> tuple[ControlledShutdownRequest, int]:
    o = _new(ControlledShutdownRequest)
    o.broker_id, o.broker_epoch = _S1(buf, pos)
    pos += 12
    o.unknown_tags = None
    return o, pos


def _d_ControlledShutdownRequest_v3(buf: bytes, pos: int, end: int) -> tuple[ControlledShutdownRequest, int]:
    o = _new(ControlledShutdownRequest)
    o.broker_id, o.broker_epoch, pk1 = _S2(buf, pos)
    pos += 13
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.unknown_tags = u2
    return o, pos


def _e_ControlledShutdownRequest_v0(o: ControlledShutdownRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ControlledShutdownRequest', 0)
    out.append(_P0(o.broker_id))


def _e_ControlledShutdownRequest_v1(o: ControlledShutdownRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ControlledShutdownRequest', 1)
    out.append(_P0(o.broker_id))


def _e_ControlledShutdownRequest_v2(o: ControlledShutdownRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ControlledShutdownRequest', 2)
    out.append(_P1(o.broker_id, o.broker_epoch))


def _e_ControlledShutdownRequest_v3(o: ControlledShutdownRequest, out: list[bytes]) -> None:
    out.append(_P1(o.broker_id, o.broker_epoch))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_ControlledShutdownResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ControlledShutdownResponse, int]:
    o = _new(ControlledShutdownResponse)
    o.error_code = _S3(buf, pos)[0]
    pos += 2
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_remaining_partitions_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(RemainingPartition)
                n4 = _uh(buf, pos)[0]
                pos += 2
                if n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.topic_name = buf[pos:e5].decode()
                    pos = e5
                x3.partition_index = _S0(buf, pos)[0]
                pos += 4
                x3.unknown_tags = None
                f_remaining_partitions_1.append(x3)
    o.remaining_partitions = f_remaining_partitions_1
    o.unknown_tags = None
    return o, pos


def _d_ControlledShutdownResponse_v3(buf: bytes, pos: int, end: int) -> tuple[ControlledShutdownResponse, int]:
    o = _new(ControlledShutdownResponse)
    o.error_code, pk2 = _S4(buf, pos)
    pos += 3
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
        if pk2 * 6 > end - pos:
            raise _short(pos)
        f_remaining_partitions_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(RemainingPartition)
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
                    x3.topic_name = buf[pos:e5].decode()
                    pos = e5
                x3.partition_index, pk6 = _S5(buf, pos)
                pos += 5
                if pk6:
                    u7, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u7 = None
                x3.unknown_tags = u7
                f_remaining_partitions_1.append(x3)
    if buf[pos]:
        u8, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u8 = None
    o.remaining_partitions = f_remaining_partitions_1
    o.unknown_tags = u8
    return o, pos


def _e_ControlledShutdownResponse_v0(o: ControlledShutdownResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ControlledShutdownResponse', 0)
    out.append(_P3(o.error_code))
    if type(o.remaining_partitions) is not list:
        _check_list(o.remaining_partitions)
    out.append(_Pi(len(o.remaining_partitions)))
    for x1 in o.remaining_partitions:
        if x1.unknown_tags:
            raise _untagged('RemainingPartition', 0)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P0(x1.partition_index))


def _e_ControlledShutdownResponse_v1(o: ControlledShutdownResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ControlledShutdownResponse', 1)
    out.append(_P3(o.error_code))
    if type(o.remaining_partitions) is not list:
        _check_list(o.remaining_partitions)
    out.append(_Pi(len(o.remaining_partitions)))
    for x1 in o.remaining_partitions:
        if x1.unknown_tags:
            raise _untagged('RemainingPartition', 1)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P0(x1.partition_index))


def _e_ControlledShutdownResponse_v2(o: ControlledShutdownResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ControlledShutdownResponse', 2)
    out.append(_P3(o.error_code))
    if type(o.remaining_partitions) is not list:
        _check_list(o.remaining_partitions)
    out.append(_Pi(len(o.remaining_partitions)))
    for x1 in o.remaining_partitions:
        if x1.unknown_tags:
            raise _untagged('RemainingPartition', 2)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P0(x1.partition_index))


def _e_ControlledShutdownResponse_v3(o: ControlledShutdownResponse, out: list[bytes]) -> None:
    out.append(_P3(o.error_code))
    if type(o.remaining_partitions) is not list:
        _check_list(o.remaining_partitions)
    if len(o.remaining_partitions) + 1 < 128:
        out.append(_B1[len(o.remaining_partitions) + 1])
    else:
        out.append(_encode_uvarint(len(o.remaining_partitions) + 1))
    for x1 in o.remaining_partitions:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P0(x1.partition_index))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


ControlledShutdownRequest.DECODERS = {0: _d_ControlledShutdownRequest_v0, 1: _d_ControlledShutdownRequest_v0, 2: _d_ControlledShutdownRequest_v2, 3: _d_ControlledShutdownRequest_v3}
ControlledShutdownRequest.ENCODERS = {0: _e_ControlledShutdownRequest_v0, 1: _e_ControlledShutdownRequest_v1, 2: _e_ControlledShutdownRequest_v2, 3: _e_ControlledShutdownRequest_v3}
_bind_decode(ControlledShutdownRequest)

ControlledShutdownResponse.DECODERS = {0: _d_ControlledShutdownResponse_v0, 1: _d_ControlledShutdownResponse_v0, 2: _d_ControlledShutdownResponse_v0, 3: _d_ControlledShutdownResponse_v3}
ControlledShutdownResponse.ENCODERS = {0: _e_ControlledShutdownResponse_v0, 1: _e_ControlledShutdownResponse_v1, 2: _e_ControlledShutdownResponse_v2, 3: _e_ControlledShutdownResponse_v3}
_bind_decode(ControlledShutdownResponse)
