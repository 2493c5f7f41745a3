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
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    f_name_4 = buf[pos:e7].decode()
                    pos = e7
                b8 = buf[pos]
                pos += 1
                if 1 < b8 < 34:
                    f_partition_indexes_5 = [*_i32c[b8](buf, pos)]
                    pos += b8 * 4 - 4
                elif b8 == 1:
                    f_partition_indexes_5 = []
                else:
                    pos -= 1
                    n9 = buf[pos]
                    if n9 < 128:
                        pos += 1
                        n9 -= 1
                    elif buf[pos + 1] < 128:
                        n9 = n9 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n9, pos = _uvarint(buf, pos)
                        n9 -= 1
                    if n9 < 0:
                        raise _negative(pos)
                    else:
                        if not n9:
                            f_partition_indexes_5 = []
                        elif n9 < 33:
                            f_partition_indexes_5 = [*_i32s[n9](buf, pos)]
                            pos += n9 * 4
                        elif n9 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partition_indexes_5 = [*_array('i', n9).unpack_from(buf, pos)]
                            pos += n9 * 4
                if buf[pos]:
                    u10, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u10 = None
                x3 = _new(TopicRequest)
                x3.name = f_name_4
                x3.partition_indexes = f_partition_indexes_5
                x3.unknown_tags = u10
                f_topics_1.append(x3)
    if buf[pos]:
        u11, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u11 = None
    o = _new(DescribeProducersRequest)
    o.topics = f_topics_1
    o.unknown_tags = u11
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
    f_throttle_time_ms_1, pk3 = _S0(buf, pos)
    pos += 5
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
        if pk3 * 3 > end - pos:
            raise _short(pos)
        f_topics_2 = []
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
                    f_name_5 = buf[pos:e8].decode()
                    pos = e8
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 9 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            f_partition_index_11, f_error_code_12, pk15 = _S1(buf, pos)
                            pos += 7
                            if pk15 < 128:
                                pk15 -= 1
                            elif buf[pos] < 128:
                                pk15 = pk15 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk15, pos = _string_uvarint(buf, pos - 1)
                                pk15 -= 1
                            if pk15 == -1:
                                f_error_message_13 = None
                            else:
                                e16 = pos + pk15
                                if e16 > end:
                                    raise _short(pos)
                                f_error_message_13 = buf[pos:e16].decode()
                                pos = e16
                            n17 = buf[pos]
                            if n17 < 128:
                                pos += 1
                                n17 -= 1
                            elif buf[pos + 1] < 128:
                                n17 = n17 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n17, pos = _uvarint(buf, pos)
                                n17 -= 1
                            if n17 < 0:
                                raise _negative(pos)
                            else:
                                if n17 * 37 > end - pos:
                                    raise _short(pos)
                                f_active_producers_14 = []
                                if n17:
                                    e26 = pos + n17 * 37
                                    for f_producer_id_19, f_producer_epoch_20, f_last_sequence_21, f_last_timestamp_22, f_coordinator_epoch_23, f_current_txn_start_offset_24, tb25 in _I0(buf[pos:e26]):
                                        if tb25:
                                            break
                                        x27 = _new(ProducerState)
                                        x27.producer_id = f_producer_id_19
                                        x27.producer_epoch = f_producer_epoch_20
                                        x27.last_sequence = f_last_sequence_21
                                        x27.last_timestamp = f_last_timestamp_22
                                        x27.coordinator_epoch = f_coordinator_epoch_23
                                        x27.current_txn_start_offset = f_current_txn_start_offset_24
                                        x27.unknown_tags = None
                                        f_active_producers_14.append(x27)
                                    else:
                                        pos = e26
                                    if pos != e26:
                                        f_active_producers_14 = []
                                        for _ in (_ranges[n17] if n17 < 256 else range(n17)):
                                            f_producer_id_28, f_producer_epoch_29, f_last_sequence_30, f_last_timestamp_31, f_coordinator_epoch_32, f_current_txn_start_offset_33, pk34 = _S2(buf, pos)
                                            pos += 37
                                            if pk34:
                                                u35, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u35 = None
                                            x18 = _new(ProducerState)
                                            x18.producer_id = f_producer_id_28
                                            x18.producer_epoch = f_producer_epoch_29
                                            x18.last_sequence = f_last_sequence_30
                                            x18.last_timestamp = f_last_timestamp_31
                                            x18.coordinator_epoch = f_coordinator_epoch_32
                                            x18.current_txn_start_offset = f_current_txn_start_offset_33
                                            x18.unknown_tags = u35
                                            f_active_producers_14.append(x18)
                            if buf[pos]:
                                u36, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u36 = None
                            x10 = _new(PartitionResponse)
                            x10.partition_index = f_partition_index_11
                            x10.error_code = f_error_code_12
                            x10.error_message = f_error_message_13
                            x10.active_producers = f_active_producers_14
                            x10.unknown_tags = u36
                            f_partitions_6.append(x10)
                if buf[pos]:
                    u37, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u37 = None
                x4 = _new(TopicResponse)
                x4.name = f_name_5
                x4.partitions = f_partitions_6
                x4.unknown_tags = u37
                f_topics_2.append(x4)
    if buf[pos]:
        u38, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u38 = None
    o = _new(DescribeProducersResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.topics = f_topics_2
    o.unknown_tags = u38
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
