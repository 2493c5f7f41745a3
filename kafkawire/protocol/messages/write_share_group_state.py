# generated from defs/085-write-share-group-state.kw; do not edit
"""WriteShareGroupState: API key 85, versions 0..1, flexible from 0."""

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

__all__ = ['PartitionData', 'PartitionResult', 'StateBatch', 'WriteShareGroupStateRequest', 'WriteShareGroupStateResponse', 'WriteStateData', 'WriteStateResult']

_S0 = _Struct('>16s').unpack_from
_P0 = _Struct('>16s').pack
_S1 = _Struct('>iiiq').unpack_from
_P1 = _Struct('>iiiq').pack
_S2 = _Struct('>qqbh').unpack_from
_P2 = _Struct('>qqbh').pack
_S3 = _Struct('>iiiqi').unpack_from
_P3 = _Struct('>iiiqi').pack
_S4 = _Struct('>ih').unpack_from
_P4 = _Struct('>ih').pack


class StateBatch(Struct):
    """Element StateBatch of WriteShareGroupState."""

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


class PartitionData(Struct):
    """Element PartitionData of WriteShareGroupState."""

    __slots__ = ('partition', 'state_epoch', 'leader_epoch', 'start_offset', 'delivery_complete_count', 'state_batches')
    partition: int
    state_epoch: int
    leader_epoch: int
    start_offset: int
    delivery_complete_count: int
    state_batches: list[StateBatch]

    def __init__(
        self,
        partition: int = 0,
        state_epoch: int = 0,
        leader_epoch: int = 0,
        start_offset: int = 0,
        delivery_complete_count: int = -1,
        state_batches: list[StateBatch] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition = partition
        self.state_epoch = state_epoch
        self.leader_epoch = leader_epoch
        self.start_offset = start_offset
        self.delivery_complete_count = delivery_complete_count
        self.state_batches = [] if state_batches is DEFAULT else state_batches
        self.unknown_tags = unknown_tags


class WriteStateData(Struct):
    """Element WriteStateData of WriteShareGroupState."""

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


class WriteShareGroupStateRequest(Message):
    """WriteShareGroupState request (API key 85), versions 0..1."""

    __slots__ = ('group_id', 'topics')
    API_KEY = 85
    API_NAME = 'WriteShareGroupState'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 0
    group_id: str
    topics: list[WriteStateData]

    def __init__(
        self,
        group_id: str = "",
        topics: list[WriteStateData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class PartitionResult(Struct):
    """Element PartitionResult of WriteShareGroupState."""

    __slots__ = ('partition', 'error_code', 'error_message')
    partition: int
    error_code: int
    error_message: str | None

    def __init__(
        self,
        partition: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition = partition
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags


class WriteStateResult(Struct):
    """Element WriteStateResult of WriteShareGroupState."""

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


class WriteShareGroupStateResponse(Message):
    """WriteShareGroupState response (API key 85), versions 0..1."""

    __slots__ = ('results',)
    API_KEY = 85
    API_NAME = 'WriteShareGroupState'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 0
    results: list[WriteStateResult]

    def __init__(
        self,
        results: list[WriteStateResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.results = [] if results is DEFAULT else results
        self.unknown_tags = unknown_tags

StateBatch.FIELDS = (
    FieldSpec('first_offset', 'prim', 'int64', (0, 1), None, 0),
    FieldSpec('last_offset', 'prim', 'int64', (0, 1), None, 0),
    FieldSpec('delivery_state', 'prim', 'int8', (0, 1), None, 0),
    FieldSpec('delivery_count', 'prim', 'int16', (0, 1), None, 0),
)

PartitionData.FIELDS = (
    FieldSpec('partition', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('state_epoch', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('start_offset', 'prim', 'int64', (0, 1), None, 0),
    FieldSpec('delivery_complete_count', 'prim', 'int32', (1, 1), None, -1),
    FieldSpec('state_batches', 'array', 'StateBatch', (0, 1), None, DEFAULT, struct=StateBatch),
)

WriteStateData.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 1), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 1), None, DEFAULT, struct=PartitionData),
)

WriteShareGroupStateRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('topics', 'array', 'WriteStateData', (0, 1), None, DEFAULT, struct=WriteStateData),
)

PartitionResult.FIELDS = (
    FieldSpec('partition', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 1), (0, 1), None),
)

WriteStateResult.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 1), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'PartitionResult', (0, 1), None, DEFAULT, struct=PartitionResult),
)

WriteShareGroupStateResponse.FIELDS = (
    FieldSpec('results', 'array', 'WriteStateResult', (0, 1), None, DEFAULT, struct=WriteStateResult),
)


def _d_WriteShareGroupStateRequest_v0(buf: bytes, pos: int, end: int) -> tuple[WriteShareGroupStateRequest, int]:
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
                if n10 * 22 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap11 = f_partitions_9.append
                for _ in range(n10):
                    f_partition_13, f_state_epoch_14, f_leader_epoch_15, f_start_offset_16 = _S1(buf, pos)
                    pos += 20
                    n19 = buf[pos]
                    if n19 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n19 = (n19 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n19, pos = _uvarint(buf, pos)
                    n19 -= 1
                    if n19 < 0:
                        raise _negative(pos)
                    else:
                        if n19 * 20 > end - pos:
                            raise _short(pos)
                        f_state_batches_18 = []
                        ap20 = f_state_batches_18.append
                        for _ in range(n19):
                            f_first_offset_22, f_last_offset_23, f_delivery_state_24, f_delivery_count_25 = _S2(buf, pos)
                            pos += 19
                            if buf[pos]:
                                u26, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u26 = None
                            x21 = _new(StateBatch)
                            x21.first_offset = f_first_offset_22
                            x21.last_offset = f_last_offset_23
                            x21.delivery_state = f_delivery_state_24
                            x21.delivery_count = f_delivery_count_25
                            x21.unknown_tags = u26
                            ap20(x21)
                    if buf[pos]:
                        u27, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u27 = None
                    x12 = _new(PartitionData)
                    x12.partition = f_partition_13
                    x12.state_epoch = f_state_epoch_14
                    x12.leader_epoch = f_leader_epoch_15
                    x12.start_offset = f_start_offset_16
                    x12.delivery_complete_count = -1
                    x12.state_batches = f_state_batches_18
                    x12.unknown_tags = u27
                    ap11(x12)
            if buf[pos]:
                u28, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u28 = None
            x7 = _new(WriteStateData)
            x7.topic_id = f_topic_id_8
            x7.partitions = f_partitions_9
            x7.unknown_tags = u28
            ap6(x7)
    if buf[pos]:
        u29, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u29 = None
    o = _new(WriteShareGroupStateRequest)
    o.group_id = f_group_id_1
    o.topics = f_topics_2
    o.unknown_tags = u29
    return o, pos


def _d_WriteShareGroupStateRequest_v1(buf: bytes, pos: int, end: int) -> tuple[WriteShareGroupStateRequest, int]:
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
                if n10 * 26 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap11 = f_partitions_9.append
                for _ in range(n10):
                    f_partition_13, f_state_epoch_14, f_leader_epoch_15, f_start_offset_16, f_delivery_complete_count_17 = _S3(buf, pos)
                    pos += 24
                    n19 = buf[pos]
                    if n19 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n19 = (n19 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n19, pos = _uvarint(buf, pos)
                    n19 -= 1
                    if n19 < 0:
                        raise _negative(pos)
                    else:
                        if n19 * 20 > end - pos:
                            raise _short(pos)
                        f_state_batches_18 = []
                        ap20 = f_state_batches_18.append
                        for _ in range(n19):
                            f_first_offset_22, f_last_offset_23, f_delivery_state_24, f_delivery_count_25 = _S2(buf, pos)
                            pos += 19
                            if buf[pos]:
                                u26, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u26 = None
                            x21 = _new(StateBatch)
                            x21.first_offset = f_first_offset_22
                            x21.last_offset = f_last_offset_23
                            x21.delivery_state = f_delivery_state_24
                            x21.delivery_count = f_delivery_count_25
                            x21.unknown_tags = u26
                            ap20(x21)
                    if buf[pos]:
                        u27, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u27 = None
                    x12 = _new(PartitionData)
                    x12.partition = f_partition_13
                    x12.state_epoch = f_state_epoch_14
                    x12.leader_epoch = f_leader_epoch_15
                    x12.start_offset = f_start_offset_16
                    x12.delivery_complete_count = f_delivery_complete_count_17
                    x12.state_batches = f_state_batches_18
                    x12.unknown_tags = u27
                    ap11(x12)
            if buf[pos]:
                u28, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u28 = None
            x7 = _new(WriteStateData)
            x7.topic_id = f_topic_id_8
            x7.partitions = f_partitions_9
            x7.unknown_tags = u28
            ap6(x7)
    if buf[pos]:
        u29, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u29 = None
    o = _new(WriteShareGroupStateRequest)
    o.group_id = f_group_id_1
    o.topics = f_topics_2
    o.unknown_tags = u29
    return o, pos


def _e_WriteShareGroupStateRequest_v0(o: WriteShareGroupStateRequest, out: list[bytes]) -> None:
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
            if x3.delivery_complete_count != -1:
                raise _absent('PartitionData', 'delivery_complete_count', 0)
            out.append(_P1(x3.partition, x3.state_epoch, x3.leader_epoch, x3.start_offset))
            if len(x3.state_batches) + 1 < 128:
                out.append(_B1[len(x3.state_batches) + 1])
            else:
                out.append(_encode_uvarint(len(x3.state_batches) + 1))
            for x4 in x3.state_batches:
                out.append(_P2(x4.first_offset, x4.last_offset, x4.delivery_state, x4.delivery_count))
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(b'\x00')
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


def _e_WriteShareGroupStateRequest_v1(o: WriteShareGroupStateRequest, out: list[bytes]) -> None:
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
            out.append(_P3(x3.partition, x3.state_epoch, x3.leader_epoch, x3.start_offset, x3.delivery_complete_count))
            if len(x3.state_batches) + 1 < 128:
                out.append(_B1[len(x3.state_batches) + 1])
            else:
                out.append(_encode_uvarint(len(x3.state_batches) + 1))
            for x4 in x3.state_batches:
                out.append(_P2(x4.first_offset, x4.last_offset, x4.delivery_state, x4.delivery_count))
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(b'\x00')
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


def _d_WriteShareGroupStateResponse_v0(buf: bytes, pos: int, end: int) -> tuple[WriteShareGroupStateResponse, int]:
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
                if n7 * 8 > end - pos:
                    raise _short(pos)
                f_partitions_6 = []
                ap8 = f_partitions_6.append
                for _ in range(n7):
                    f_partition_10, f_error_code_11 = _S4(buf, pos)
                    pos += 6
                    n13 = buf[pos]
                    if n13 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n13 = (n13 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n13, pos = _uvarint(buf, pos)
                    n13 -= 1
                    if n13 == -1:
                        f_error_message_12 = None
                    elif n13 < 0:
                        raise _negative(pos)
                    else:
                        e14 = pos + n13
                        if e14 > end:
                            raise _short(pos)
                        f_error_message_12 = buf[pos:e14].decode()
                        pos = e14
                    if buf[pos]:
                        u15, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u15 = None
                    x9 = _new(PartitionResult)
                    x9.partition = f_partition_10
                    x9.error_code = f_error_code_11
                    x9.error_message = f_error_message_12
                    x9.unknown_tags = u15
                    ap8(x9)
            if buf[pos]:
                u16, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u16 = None
            x4 = _new(WriteStateResult)
            x4.topic_id = f_topic_id_5
            x4.partitions = f_partitions_6
            x4.unknown_tags = u16
            ap3(x4)
    if buf[pos]:
        u17, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u17 = None
    o = _new(WriteShareGroupStateResponse)
    o.results = f_results_1
    o.unknown_tags = u17
    return o, pos


def _e_WriteShareGroupStateResponse_v0(o: WriteShareGroupStateResponse, out: list[bytes]) -> None:
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
            out.append(_P4(x2.partition, x2.error_code))
            if x2.error_message is None:
                out.append(b'\x00')
            else:
                b3 = x2.error_message.encode()
                if len(b3) + 1 < 128:
                    out.append(_B1[len(b3) + 1])
                else:
                    out.append(_encode_uvarint(len(b3) + 1))
                out.append(b3)
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


WriteShareGroupStateRequest.DECODERS = (_d_WriteShareGroupStateRequest_v0, _d_WriteShareGroupStateRequest_v1,)
WriteShareGroupStateRequest.ENCODERS = (_e_WriteShareGroupStateRequest_v0, _e_WriteShareGroupStateRequest_v1,)

WriteShareGroupStateResponse.DECODERS = (_d_WriteShareGroupStateResponse_v0, _d_WriteShareGroupStateResponse_v0,)
WriteShareGroupStateResponse.ENCODERS = (_e_WriteShareGroupStateResponse_v0, _e_WriteShareGroupStateResponse_v0,)
