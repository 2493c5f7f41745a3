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

__all__ = ['DescribeProducersRequest', 'DescribeProducersResponse', 'PartitionResponse', 'ProducerState', 'TopicRequest', 'TopicResponse']

_I0 = _Struct('>qiiqiqB').iter_unpack
_S0 = _Struct('>iB').unpack_from
_P0 = _Struct('>iB').pack
_S1 = _Struct('>ihB').unpack_from
_P1 = _Struct('>ihB').pack
_S2 = _Struct('>qiiqiqB').unpack_from
_P2 = _Struct('>qiiqiqB').pack
_S3 = _Struct('>i').unpack_from
_P3 = _Struct('>i').pack
_S4 = _Struct('>ih').unpack_from
_P4 = _Struct('>ih').pack
_S5 = _Struct('>qiiqiq').unpack_from
_P5 = _Struct('>qiiqiq').pack


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


class DescribeProducersRequest(Request["DescribeProducersResponse"]):
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


def _d_DescribeProducersRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeProducersRequest, int]:
    o = _new(DescribeProducersRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _uvarint(buf, pos)
        n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(TopicRequest)
                n5 = buf[pos]
                if n5 < 128:
                    pos += 1
                    n5 -= 1
                elif buf[pos + 1] < 128:
                    n5 = n5 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n5, pos = _string_uvarint(buf, pos)
                    n5 -= 1
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                b7 = buf[pos]
                pos += 1
                if 1 < b7 < 34:
                    f_partition_indexes_4 = [*_i32c[b7](buf, pos)]
                    pos += b7 * 4 - 4
                elif b7 == 1:
                    f_partition_indexes_4 = []
                else:
                    pos -= 1
                    n8 = buf[pos]
                    if n8 < 128:
                        pos += 1
                        n8 -= 1
                    elif buf[pos + 1] < 128:
                        n8 = n8 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n8, pos = _uvarint(buf, pos)
                        n8 -= 1
                    if n8 < 0:
                        raise _negative(pos)
                    else:
                        if not n8:
                            f_partition_indexes_4 = []
                        elif n8 < 33:
                            f_partition_indexes_4 = [*_i32s[n8](buf, pos)]
                            pos += n8 * 4
                        elif n8 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partition_indexes_4 = [*_array('i', n8).unpack_from(buf, pos)]
                            pos += n8 * 4
                if buf[pos]:
                    u9, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u9 = None
                x3.partition_indexes = f_partition_indexes_4
                x3.unknown_tags = u9
                f_topics_1.append(x3)
    if buf[pos]:
        u10, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u10 = None
    o.topics = f_topics_1
    o.unknown_tags = u10
    return o, pos


def _e_DescribeProducersRequest_v0(o: DescribeProducersRequest, out: list[bytes]) -> None:
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partition_indexes) is not list:
            _check_list(x1.partition_indexes)
        if len(x1.partition_indexes) + 1 < 128:
            out.append(_B1[len(x1.partition_indexes) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_indexes) + 1))
        out.append(_array('i', len(x1.partition_indexes)).pack(*x1.partition_indexes))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_DescribeProducersResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeProducersResponse, int]:
    o = _new(DescribeProducersResponse)
    o.throttle_time_ms, pk2 = _S0(buf, pos)
    pos += 5
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
        if pk2 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(TopicResponse)
                n5 = buf[pos]
                if n5 < 128:
                    pos += 1
                    n5 -= 1
                elif buf[pos + 1] < 128:
                    n5 = n5 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n5, pos = _string_uvarint(buf, pos)
                    n5 -= 1
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                    n7 -= 1
                elif buf[pos + 1] < 128:
                    n7 = n7 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n7, pos = _uvarint(buf, pos)
                    n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 9 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(PartitionResponse)
                            x8.partition_index, x8.error_code, pk10 = _S1(buf, pos)
                            pos += 7
                            if pk10 < 128:
                                pk10 -= 1
                            elif buf[pos] < 128:
                                pk10 = pk10 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk10, pos = _string_uvarint(buf, pos - 1)
                                pk10 -= 1
                            if pk10 == -1:
                                x8.error_message = None
                            else:
                                e11 = pos + pk10
                                if e11 > end:
                                    raise _short(pos)
                                x8.error_message = buf[pos:e11].decode()
                                pos = e11
                            n12 = buf[pos]
                            if n12 < 128:
                                pos += 1
                                n12 -= 1
                            elif buf[pos + 1] < 128:
                                n12 = n12 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n12, pos = _uvarint(buf, pos)
                                n12 -= 1
                            if n12 < 0:
                                raise _negative(pos)
                            else:
                                if n12 * 37 > end - pos:
                                    raise _short(pos)
                                f_active_producers_9 = []
                                if n12:
                                    e14 = pos + n12 * 37
                                    for t16 in _I0(buf[pos:e14]):
                                        x15 = _new(ProducerState)
                                        x15.producer_id, x15.producer_epoch, x15.last_sequence, x15.last_timestamp, x15.coordinator_epoch, x15.current_txn_start_offset, tb17 = t16
                                        if tb17:
                                            break
                                        x15.unknown_tags = None
                                        f_active_producers_9.append(x15)
                                    else:
                                        pos = e14
                                    if pos != e14:
                                        f_active_producers_9 = []
                                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                                            x13 = _new(ProducerState)
                                            x13.producer_id, x13.producer_epoch, x13.last_sequence, x13.last_timestamp, x13.coordinator_epoch, x13.current_txn_start_offset, pk18 = _S2(buf, pos)
                                            pos += 37
                                            if pk18:
                                                u19, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u19 = None
                                            x13.unknown_tags = u19
                                            f_active_producers_9.append(x13)
                            if buf[pos]:
                                u20, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u20 = None
                            x8.active_producers = f_active_producers_9
                            x8.unknown_tags = u20
                            f_partitions_4.append(x8)
                if buf[pos]:
                    u21, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u21 = None
                x3.partitions = f_partitions_4
                x3.unknown_tags = u21
                f_topics_1.append(x3)
    if buf[pos]:
        u22, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u22 = None
    o.topics = f_topics_1
    o.unknown_tags = u22
    return o, pos


def _e_DescribeProducersResponse_v0(o: DescribeProducersResponse, out: list[bytes]) -> None:
    out.append(_P3(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x3 in x1.partitions:
            out.append(_P4(x3.partition_index, x3.error_code))
            if x3.error_message is None:
                out.append(b'\x00')
            else:
                b4 = x3.error_message.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_string_length(len(b4) + 1))
                out.append(b4)
            if type(x3.active_producers) is not list:
                _check_list(x3.active_producers)
            if len(x3.active_producers) + 1 < 128:
                out.append(_B1[len(x3.active_producers) + 1])
            else:
                out.append(_encode_uvarint(len(x3.active_producers) + 1))
            for x5 in x3.active_producers:
                out.append(_P5(x5.producer_id, x5.producer_epoch, x5.last_sequence, x5.last_timestamp, x5.coordinator_epoch, x5.current_txn_start_offset))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DescribeProducersRequest.DECODERS = {0: _d_DescribeProducersRequest_v0}
DescribeProducersRequest.ENCODERS = {0: _e_DescribeProducersRequest_v0}
_bind_decode(DescribeProducersRequest)

DescribeProducersResponse.DECODERS = {0: _d_DescribeProducersResponse_v0}
DescribeProducersResponse.ENCODERS = {0: _e_DescribeProducersResponse_v0}
_bind_decode(DescribeProducersResponse)
