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
    f_broker_id_1 = _S0(buf, pos)[0]
    pos += 4
    o = _new(ControlledShutdownRequest)
    o.broker_id = f_broker_id_1
    o.broker_epoch = -1
    o.unknown_tags = None
    return o, pos


def _d_ControlledShutdownRequest_v2(buf: bytes, pos: int, end: int) -> tuple[ControlledShutdownRequest, int]:
    f_broker_id_1, f_broker_epoch_2 = _S1(buf, pos)
    pos += 12
    o = _new(ControlledShutdownRequest)
    o.broker_id = f_broker_id_1
    o.broker_epoch = f_broker_epoch_2
    o.unknown_tags = None
    return o, pos


def _d_ControlledShutdownRequest_v3(buf: bytes, pos: int, end: int) -> tuple[ControlledShutdownRequest, int]:
    f_broker_id_1, f_broker_epoch_2, pk3 = _S2(buf, pos)
    pos += 13
    if pk3:
        u4, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u4 = None
    o = _new(ControlledShutdownRequest)
    o.broker_id = f_broker_id_1
    o.broker_epoch = f_broker_epoch_2
    o.unknown_tags = u4
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
    f_error_code_1 = _S3(buf, pos)[0]
    pos += 2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_remaining_partitions_2 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    f_topic_name_5 = buf[pos:e8].decode()
                    pos = e8
                f_partition_index_6 = _S0(buf, pos)[0]
                pos += 4
                x4 = _new(RemainingPartition)
                x4.topic_name = f_topic_name_5
                x4.partition_index = f_partition_index_6
                x4.unknown_tags = None
                f_remaining_partitions_2.append(x4)
    o = _new(ControlledShutdownResponse)
    o.error_code = f_error_code_1
    o.remaining_partitions = f_remaining_partitions_2
    o.unknown_tags = None
    return o, pos


def _d_ControlledShutdownResponse_v3(buf: bytes, pos: int, end: int) -> tuple[ControlledShutdownResponse, int]:
    f_error_code_1, pk3 = _S4(buf, pos)
    pos += 3
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 < 0:
        raise _negative(pos)
    else:
        if pk3 * 6 > end - pos:
            raise _short(pos)
        f_remaining_partitions_2 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
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
                    f_topic_name_5 = buf[pos:e8].decode()
                    pos = e8
                f_partition_index_6, pk9 = _S5(buf, pos)
                pos += 5
                if pk9:
                    u10, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u10 = None
                x4 = _new(RemainingPartition)
                x4.topic_name = f_topic_name_5
                x4.partition_index = f_partition_index_6
                x4.unknown_tags = u10
                f_remaining_partitions_2.append(x4)
    if buf[pos]:
        u11, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u11 = None
    o = _new(ControlledShutdownResponse)
    o.error_code = f_error_code_1
    o.remaining_partitions = f_remaining_partitions_2
    o.unknown_tags = u11
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
