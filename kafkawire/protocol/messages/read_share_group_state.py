# generated from defs/084-read-share-group-state.kw; do not edit
"""ReadShareGroupState: API key 84, versions 0..0, flexible from 0."""

# mypy: disable-error-code="assignment,arg-type,operator,index,union-attr,misc,var-annotated"

from __future__ import annotations

from struct import Struct as _Struct
from uuid import UUID

from kafkawire.protocol.codec_support import (
    Records,
    _absent,
    _array,
    _B1,
    _encode_uvarint,
    _make_uuid,
    _negative,
    _new,
    _Ph,
    _Pi,
    _short,
    _tag_order,
    _tag_size,
    _i32s,
    _uh,
    _unknown_tags,
    _ui,
    _uuid_bytes,
    _uvarint,
    _write_tags,
)
from kafkawire.protocol.message import DEFAULT, ZERO_UUID, FieldSpec, Message, Struct

__all__ = ['PartitionData', 'PartitionResult', 'ReadShareGroupStateRequest', 'ReadShareGroupStateResponse', 'ReadStateData', 'ReadStateResult', 'StateBatch']

_S0 = _Struct('>16s').unpack_from
_P0 = _Struct('>16s').pack
_S1 = _Struct('>ii').unpack_from
_P1 = _Struct('>ii').pack
_S2 = _Struct('>ih').unpack_from
_P2 = _Struct('>ih').pack
_S3 = _Struct('>iq').unpack_from
_P3 = _Struct('>iq').pack
_S4 = _Struct('>qqbh').unpack_from
_P4 = _Struct('>qqbh').pack


class PartitionData(Struct):
    """Element PartitionData of ReadShareGroupState."""

    __slots__ = ('partition', 'leader_epoch')
    partition: int
    leader_epoch: int

    def __init__(
        self,
        partition: int = 0,
        leader_epoch: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition = partition
        self.leader_epoch = leader_epoch
        self.unknown_tags = unknown_tags


class ReadStateData(Struct):
    """Element ReadStateData of ReadShareGroupState."""

    __slots__ = ('topic_id', 'partitions')
    topic_id: UUID
    partitions: list[PartitionData]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        partitions: list[PartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class ReadShareGroupStateRequest(Message):
    """ReadShareGroupState request (API key 84), versions 0..0."""

    __slots__ = ('group_id', 'topics')
    API_KEY = 84
    API_NAME = 'ReadShareGroupState'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    group_id: str
    topics: list[ReadStateData]

    def __init__(
        self,
        group_id: str = "",
        topics: list[ReadStateData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class StateBatch(Struct):
    """Element StateBatch of ReadShareGroupState."""

    __slots__ = ('first_offset', 'last_offset', 'delivery_state', 'delivery_count')
    first_offset: int
    last_offset: int
    delivery_state: int
    delivery_count: int

    def __init__(
        self,
        first_offset: int = 0,
        last_offset: int = 0,
        delivery_state: int = 0,
        delivery_count: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.first_offset = first_offset
        self.last_offset = last_offset
        self.delivery_state = delivery_state
        self.delivery_count = delivery_count
        self.unknown_tags = unknown_tags


class PartitionResult(Struct):
    """Element PartitionResult of ReadShareGroupState."""

    __slots__ = ('partition', 'error_code', 'error_message', 'state_epoch', 'start_offset', 'state_batches')
    partition: int
    error_code: int
    error_message: str | None
    state_epoch: int
    start_offset: int
    state_batches: list[StateBatch]

    def __init__(
        self,
        partition: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        state_epoch: int = 0,
        start_offset: int = 0,
        state_batches: list[StateBatch] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition = partition
        self.error_code = error_code
        self.error_message = error_message
        self.state_epoch = state_epoch
        self.start_offset = start_offset
        self.state_batches = [] if state_batches is DEFAULT else state_batches
        self.unknown_tags = unknown_tags


class ReadStateResult(Struct):
    """Element ReadStateResult of ReadShareGroupState."""

    __slots__ = ('topic_id', 'partitions')
    topic_id: UUID
    partitions: list[PartitionResult]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        partitions: list[PartitionResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class ReadShareGroupStateResponse(Message):
    """ReadShareGroupState response (API key 84), versions 0..0."""

    __slots__ = ('results',)
    API_KEY = 84
    API_NAME = 'ReadShareGroupState'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    results: list[ReadStateResult]

    def __init__(
        self,
        results: list[ReadStateResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.results = [] if results is DEFAULT else results
        self.unknown_tags = unknown_tags

PartitionData.FIELDS = (
    FieldSpec('partition', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 0), None, 0),
)

ReadStateData.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 0), None, DEFAULT, struct=PartitionData),
)

ReadShareGroupStateRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('topics', 'array', 'ReadStateData', (0, 0), None, DEFAULT, struct=ReadStateData),
)

StateBatch.FIELDS = (
    FieldSpec('first_offset', 'prim', 'int64', (0, 0), None, 0),
    FieldSpec('last_offset', 'prim', 'int64', (0, 0), None, 0),
    FieldSpec('delivery_state', 'prim', 'int8', (0, 0), None, 0),
    FieldSpec('delivery_count', 'prim', 'int16', (0, 0), None, 0),
)

PartitionResult.FIELDS = (
    FieldSpec('partition', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), None),
    FieldSpec('state_epoch', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('start_offset', 'prim', 'int64', (0, 0), None, 0),
    FieldSpec('state_batches', 'array', 'StateBatch', (0, 0), None, DEFAULT, struct=StateBatch),
)

ReadStateResult.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'PartitionResult', (0, 0), None, DEFAULT, struct=PartitionResult),
)

ReadShareGroupStateResponse.FIELDS = (
    FieldSpec('results', 'array', 'ReadStateResult', (0, 0), None, DEFAULT, struct=ReadStateResult),
)


def _d_ReadShareGroupStateRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ReadShareGroupStateRequest, int]:
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n3 = (n3 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e4].decode()
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 18 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap6 = f_topics_2.append
        for _ in range(n5):
            f_topic_id_8 = _S0(buf, pos)[0]
            pos += 16
            f_topic_id_8 = _make_uuid(f_topic_id_8)
            n10 = buf[pos]
            if n10 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n10 = (n10 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n10, pos = _uvarint(buf, pos)
            n10 -= 1
            if n10 < 0:
                raise _negative(pos)
            else:
                if n10 * 9 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap11 = f_partitions_9.append
                for _ in range(n10):
                    f_partition_13, f_leader_epoch_14 = _S1(buf, pos)
                    pos += 8
                    if buf[pos]:
                        u15, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u15 = None
                    x12 = _new(PartitionData)
                    x12.partition = f_partition_13
                    x12.leader_epoch = f_leader_epoch_14
                    x12.unknown_tags = u15
                    ap11(x12)
            if buf[pos]:
                u16, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u16 = None
            x7 = _new(ReadStateData)
            x7.topic_id = f_topic_id_8
            x7.partitions = f_partitions_9
            x7.unknown_tags = u16
            ap6(x7)
    if buf[pos]:
        u17, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u17 = None
    o = _new(ReadShareGroupStateRequest)
    o.group_id = f_group_id_1
    o.topics = f_topics_2
    o.unknown_tags = u17
    return o, pos


def _e_ReadShareGroupStateRequest_v0(o: ReadShareGroupStateRequest, out: list[bytes]) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_encode_uvarint(len(b1) + 1))
    out.append(b1)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x2 in o.topics:
        out.append(_P0(_uuid_bytes(x2.topic_id)))
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        for x3 in x2.partitions:
            out.append(_P1(x3.partition, x3.leader_epoch))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_ReadShareGroupStateResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ReadShareGroupStateResponse, int]:
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n2 = (n2 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n2, pos = _uvarint(buf, pos)
    n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 18 > end - pos:
            raise _short(pos)
        f_results_1 = []
        ap3 = f_results_1.append
        for _ in range(n2):
            f_topic_id_5 = _S0(buf, pos)[0]
            pos += 16
            f_topic_id_5 = _make_uuid(f_topic_id_5)
            n7 = buf[pos]
            if n7 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n7 = (n7 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n7, pos = _uvarint(buf, pos)
            n7 -= 1
            if n7 < 0:
                raise _negative(pos)
            else:
                if n7 * 21 > end - pos:
                    raise _short(pos)
                f_partitions_6 = []
                ap8 = f_partitions_6.append
                for _ in range(n7):
                    f_partition_10, f_error_code_11 = _S2(buf, pos)
                    pos += 6
                    n16 = buf[pos]
                    if n16 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n16 = (n16 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n16, pos = _uvarint(buf, pos)
                    n16 -= 1
                    if n16 == -1:
                        f_error_message_12 = None
                    elif n16 < 0:
                        raise _negative(pos)
                    else:
                        e17 = pos + n16
                        if e17 > end:
                            raise _short(pos)
                        f_error_message_12 = buf[pos:e17].decode()
                        pos = e17
                    f_state_epoch_13, f_start_offset_14 = _S3(buf, pos)
                    pos += 12
                    n18 = buf[pos]
                    if n18 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n18 = (n18 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n18, pos = _uvarint(buf, pos)
                    n18 -= 1
                    if n18 < 0:
                        raise _negative(pos)
                    else:
                        if n18 * 20 > end - pos:
                            raise _short(pos)
                        f_state_batches_15 = []
                        ap19 = f_state_batches_15.append
                        for _ in range(n18):
                            f_first_offset_21, f_last_offset_22, f_delivery_state_23, f_delivery_count_24 = _S4(buf, pos)
                            pos += 19
                            if buf[pos]:
                                u25, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u25 = None
                            x20 = _new(StateBatch)
                            x20.first_offset = f_first_offset_21
                            x20.last_offset = f_last_offset_22
                            x20.delivery_state = f_delivery_state_23
                            x20.delivery_count = f_delivery_count_24
                            x20.unknown_tags = u25
                            ap19(x20)
                    if buf[pos]:
                        u26, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u26 = None
                    x9 = _new(PartitionResult)
                    x9.partition = f_partition_10
                    x9.error_code = f_error_code_11
                    x9.error_message = f_error_message_12
                    x9.state_epoch = f_state_epoch_13
                    x9.start_offset = f_start_offset_14
                    x9.state_batches = f_state_batches_15
                    x9.unknown_tags = u26
                    ap8(x9)
            if buf[pos]:
                u27, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u27 = None
            x4 = _new(ReadStateResult)
            x4.topic_id = f_topic_id_5
            x4.partitions = f_partitions_6
            x4.unknown_tags = u27
            ap3(x4)
    if buf[pos]:
        u28, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u28 = None
    o = _new(ReadShareGroupStateResponse)
    o.results = f_results_1
    o.unknown_tags = u28
    return o, pos


def _e_ReadShareGroupStateResponse_v0(o: ReadShareGroupStateResponse, out: list[bytes]) -> None:
    if len(o.results) + 1 < 128:
        out.append(_B1[len(o.results) + 1])
    else:
        out.append(_encode_uvarint(len(o.results) + 1))
    for x1 in o.results:
        out.append(_P0(_uuid_bytes(x1.topic_id)))
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P2(x2.partition, x2.error_code))
            if x2.error_message is None:
                out.append(b'\x00')
            else:
                b3 = x2.error_message.encode()
                if len(b3) + 1 < 128:
                    out.append(_B1[len(b3) + 1])
                else:
                    out.append(_encode_uvarint(len(b3) + 1))
                out.append(b3)
            out.append(_P3(x2.state_epoch, x2.start_offset))
            if len(x2.state_batches) + 1 < 128:
                out.append(_B1[len(x2.state_batches) + 1])
            else:
                out.append(_encode_uvarint(len(x2.state_batches) + 1))
            for x4 in x2.state_batches:
                out.append(_P4(x4.first_offset, x4.last_offset, x4.delivery_state, x4.delivery_count))
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(b'\x00')
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
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


ReadShareGroupStateRequest.DECODERS = (_d_ReadShareGroupStateRequest_v0,)
ReadShareGroupStateRequest.ENCODERS = (_e_ReadShareGroupStateRequest_v0,)

ReadShareGroupStateResponse.DECODERS = (_d_ReadShareGroupStateResponse_v0,)
ReadShareGroupStateResponse.ENCODERS = (_e_ReadShareGroupStateResponse_v0,)
