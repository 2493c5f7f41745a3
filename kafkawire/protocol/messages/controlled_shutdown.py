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

__all__ = ['ControlledShutdownRequest', 'ControlledShutdownResponse', 'RemainingPartition']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>iq').unpack_from
_P1 = _Struct('>iq').pack
_S2 = _Struct('>h').unpack_from
_P2 = _Struct('>h').pack


class ControlledShutdownRequest(Message):
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


def _d_ControlledShutdownRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[ControlledShutdownRequest, int]:
    f_broker_id = _S0(buf, pos)[0]
    pos += 4
    return ControlledShutdownRequest(f_broker_id, -1, None), pos


def _d_ControlledShutdownRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[ControlledShutdownRequest, int]:
    f_broker_id, f_broker_epoch = _S1(buf, pos)
    pos += 12
    return ControlledShutdownRequest(f_broker_id, f_broker_epoch, None), pos


def _d_ControlledShutdownRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[ControlledShutdownRequest, int]:
    f_broker_id, f_broker_epoch = _S1(buf, pos)
    pos += 12
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
    return ControlledShutdownRequest(f_broker_id, f_broker_epoch, u), pos


def _e_ControlledShutdownRequest_v0(o: ControlledShutdownRequest, out: bytearray) -> None:
    out += _P0(o.broker_id)


def _e_ControlledShutdownRequest_v2(o: ControlledShutdownRequest, out: bytearray) -> None:
    out += _P1(o.broker_id, o.broker_epoch)


def _e_ControlledShutdownRequest_v3(o: ControlledShutdownRequest, out: bytearray) -> None:
    out += _P1(o.broker_id, o.broker_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_RemainingPartition_v0(buf: memoryview, pos: int, end: int) -> tuple[RemainingPartition, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_partition_index = _S0(buf, pos)[0]
    pos += 4
    return RemainingPartition(f_topic_name, f_partition_index, None), pos


def _d_ControlledShutdownResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ControlledShutdownResponse, int]:
    f_error_code = _S2(buf, pos)[0]
    pos += 2
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_remaining_partitions = []
        ap2 = f_remaining_partitions.append
        for _ in range(n1):
            x3, pos = _d_RemainingPartition_v0(buf, pos, end)
            ap2(x3)
    return ControlledShutdownResponse(f_error_code, f_remaining_partitions, None), pos


def _d_RemainingPartition_v3(buf: memoryview, pos: int, end: int) -> tuple[RemainingPartition, int]:
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
        f_topic_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_partition_index = _S0(buf, pos)[0]
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
    return RemainingPartition(f_topic_name, f_partition_index, u), pos


def _d_ControlledShutdownResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[ControlledShutdownResponse, int]:
    f_error_code = _S2(buf, pos)[0]
    pos += 2
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_remaining_partitions = []
        ap2 = f_remaining_partitions.append
        for _ in range(n1):
            x3, pos = _d_RemainingPartition_v3(buf, pos, end)
            ap2(x3)
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
    return ControlledShutdownResponse(f_error_code, f_remaining_partitions, u), pos


def _e_RemainingPartition_v0(o: RemainingPartition, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.partition_index)


def _e_ControlledShutdownResponse_v0(o: ControlledShutdownResponse, out: bytearray) -> None:
    out += _P2(o.error_code)
    out += _Pi(len(o.remaining_partitions))
    for x1 in o.remaining_partitions:
        _e_RemainingPartition_v0(x1, out)


def _e_RemainingPartition_v3(o: RemainingPartition, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.partition_index)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ControlledShutdownResponse_v3(o: ControlledShutdownResponse, out: bytearray) -> None:
    out += _P2(o.error_code)
    if len(o.remaining_partitions) + 1 < 128:
        out.append(len(o.remaining_partitions) + 1)
    else:
        out += _encode_uvarint(len(o.remaining_partitions) + 1)
    for x1 in o.remaining_partitions:
        _e_RemainingPartition_v3(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


ControlledShutdownRequest.DECODERS = (_d_ControlledShutdownRequest_v0, _d_ControlledShutdownRequest_v0, _d_ControlledShutdownRequest_v2, _d_ControlledShutdownRequest_v3,)
ControlledShutdownRequest.ENCODERS = (_e_ControlledShutdownRequest_v0, _e_ControlledShutdownRequest_v0, _e_ControlledShutdownRequest_v2, _e_ControlledShutdownRequest_v3,)

ControlledShutdownResponse.DECODERS = (_d_ControlledShutdownResponse_v0, _d_ControlledShutdownResponse_v0, _d_ControlledShutdownResponse_v0, _d_ControlledShutdownResponse_v3,)
ControlledShutdownResponse.ENCODERS = (_e_ControlledShutdownResponse_v0, _e_ControlledShutdownResponse_v0, _e_ControlledShutdownResponse_v0, _e_ControlledShutdownResponse_v3,)
