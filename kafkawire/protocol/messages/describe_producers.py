# generated from defs/061-describe-producers.kw; do not edit
"""DescribeProducers: API key 61, versions 0..0, flexible from 0."""

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

__all__ = ['DescribeProducersRequest', 'DescribeProducersResponse', 'PartitionResponse', 'ProducerState', 'TopicRequest', 'TopicResponse']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>ih').unpack_from
_P1 = _Struct('>ih').pack
_S2 = _Struct('>qiiqiq').unpack_from
_P2 = _Struct('>qiiqiq').pack


class TopicRequest(Struct):
    """Element TopicRequest of DescribeProducers."""

    __slots__ = ('name', 'partition_indexes')
    name: str
    partition_indexes: list[int]

    def __init__(
        self,
        name: str = "",
        partition_indexes: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partition_indexes = [] if partition_indexes is DEFAULT else partition_indexes
        self.unknown_tags = unknown_tags


class DescribeProducersRequest(Message):
    """DescribeProducers request (API key 61), versions 0..0."""

    __slots__ = ('topics',)
    API_KEY = 61
    API_NAME = 'DescribeProducers'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    topics: list[TopicRequest]

    def __init__(
        self,
        topics: list[TopicRequest] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class ProducerState(Struct):
    """Element ProducerState of DescribeProducers."""

    __slots__ = ('producer_id', 'producer_epoch', 'last_sequence', 'last_timestamp', 'coordinator_epoch', 'current_txn_start_offset')
    producer_id: int
    producer_epoch: int
    last_sequence: int
    last_timestamp: int
    coordinator_epoch: int
    current_txn_start_offset: int

    def __init__(
        self,
        producer_id: int = 0,
        producer_epoch: int = 0,
        last_sequence: int = -1,
        last_timestamp: int = -1,
        coordinator_epoch: int = 0,
        current_txn_start_offset: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.last_sequence = last_sequence
        self.last_timestamp = last_timestamp
        self.coordinator_epoch = coordinator_epoch
        self.current_txn_start_offset = current_txn_start_offset
        self.unknown_tags = unknown_tags


class PartitionResponse(Struct):
    """Element PartitionResponse of DescribeProducers."""

    __slots__ = ('partition_index', 'error_code', 'error_message', 'active_producers')
    partition_index: int
    error_code: int
    error_message: str | None
    active_producers: list[ProducerState]

    def __init__(
        self,
        partition_index: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        active_producers: list[ProducerState] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.error_code = error_code
        self.error_message = error_message
        self.active_producers = [] if active_producers is DEFAULT else active_producers
        self.unknown_tags = unknown_tags


class TopicResponse(Struct):
    """Element TopicResponse of DescribeProducers."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[PartitionResponse]

    def __init__(
        self,
        name: str = "",
        partitions: list[PartitionResponse] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class DescribeProducersResponse(Message):
    """DescribeProducers response (API key 61), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'topics')
    API_KEY = 61
    API_NAME = 'DescribeProducers'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    topics: list[TopicResponse]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        topics: list[TopicResponse] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags

TopicRequest.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partition_indexes', 'array', 'int32', (0, 0), None, DEFAULT),
)

DescribeProducersRequest.FIELDS = (
    FieldSpec('topics', 'array', 'TopicRequest', (0, 0), None, DEFAULT, struct=TopicRequest),
)

ProducerState.FIELDS = (
    FieldSpec('producer_id', 'prim', 'int64', (0, 0), None, 0),
    FieldSpec('producer_epoch', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('last_sequence', 'prim', 'int32', (0, 0), None, -1),
    FieldSpec('last_timestamp', 'prim', 'int64', (0, 0), None, -1),
    FieldSpec('coordinator_epoch', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('current_txn_start_offset', 'prim', 'int64', (0, 0), None, -1),
)

PartitionResponse.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), None),
    FieldSpec('active_producers', 'array', 'ProducerState', (0, 0), None, DEFAULT, struct=ProducerState),
)

TopicResponse.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partitions', 'array', 'PartitionResponse', (0, 0), None, DEFAULT, struct=PartitionResponse),
)

DescribeProducersResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('topics', 'array', 'TopicResponse', (0, 0), None, DEFAULT, struct=TopicResponse),
)


def _d_TopicRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[TopicRequest, int]:
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
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_partition_indexes = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
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
    return TopicRequest(f_name, f_partition_indexes, u), pos


def _d_DescribeProducersRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeProducersRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_TopicRequest_v0(buf, pos, end)
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
    return DescribeProducersRequest(f_topics, u), pos


def _e_TopicRequest_v0(o: TopicRequest, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partition_indexes) + 1 < 128:
        out.append(len(o.partition_indexes) + 1)
    else:
        out += _encode_uvarint(len(o.partition_indexes) + 1)
    out += _array('i', len(o.partition_indexes)).pack(*o.partition_indexes)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeProducersRequest_v0(o: DescribeProducersRequest, out: bytearray) -> None:
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_TopicRequest_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_ProducerState_v0(buf: memoryview, pos: int, end: int) -> tuple[ProducerState, int]:
    f_producer_id, f_producer_epoch, f_last_sequence, f_last_timestamp, f_coordinator_epoch, f_current_txn_start_offset = _S2(buf, pos)
    pos += 36
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
    return ProducerState(f_producer_id, f_producer_epoch, f_last_sequence, f_last_timestamp, f_coordinator_epoch, f_current_txn_start_offset, u), pos


def _d_PartitionResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[PartitionResponse, int]:
    f_partition_index, f_error_code = _S1(buf, pos)
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
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 37 > end - pos:
            raise _short(pos)
        f_active_producers = []
        ap4 = f_active_producers.append
        for _ in range(n3):
            x5, pos = _d_ProducerState_v0(buf, pos, end)
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
    return PartitionResponse(f_partition_index, f_error_code, f_error_message, f_active_producers, u), pos


def _d_TopicResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[TopicResponse, int]:
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
        if n3 * 9 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_PartitionResponse_v0(buf, pos, end)
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
    return TopicResponse(f_name, f_partitions, u), pos


def _d_DescribeProducersResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeProducersResponse, int]:
    f_throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_TopicResponse_v0(buf, pos, end)
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
    return DescribeProducersResponse(f_throttle_time_ms, f_topics, u), pos


def _e_ProducerState_v0(o: ProducerState, out: bytearray) -> None:
    out += _P2(o.producer_id, o.producer_epoch, o.last_sequence, o.last_timestamp, o.coordinator_epoch, o.current_txn_start_offset)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_PartitionResponse_v0(o: PartitionResponse, out: bytearray) -> None:
    out += _P1(o.partition_index, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if len(o.active_producers) + 1 < 128:
        out.append(len(o.active_producers) + 1)
    else:
        out += _encode_uvarint(len(o.active_producers) + 1)
    for x2 in o.active_producers:
        _e_ProducerState_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_TopicResponse_v0(o: TopicResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x2 in o.partitions:
        _e_PartitionResponse_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeProducersResponse_v0(o: DescribeProducersResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_TopicResponse_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeProducersRequest.DECODERS = (_d_DescribeProducersRequest_v0,)
DescribeProducersRequest.ENCODERS = (_e_DescribeProducersRequest_v0,)

DescribeProducersResponse.DECODERS = (_d_DescribeProducersResponse_v0,)
DescribeProducersResponse.ENCODERS = (_e_DescribeProducersResponse_v0,)
