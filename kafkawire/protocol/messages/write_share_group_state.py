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
    _encode_uvarint,
    _make_uuid,
    _negative,
    _Pb,
    _Ph,
    _Pi,
    _short,
    _tag_order,
    _tag_size,
    _i32s,
    _uh,
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
                            nt26 = buf[pos]
                            if nt26 < 128:
                                pos += 1
                            else:
                                nt26, pos = _uvarint(buf, pos)
                            u27 = None
                            if nt26:
                                last28 = -1
                                for _ in range(nt26):
                                    tg29 = buf[pos]
                                    if tg29 < 128:
                                        pos += 1
                                    else:
                                        tg29, pos = _uvarint(buf, pos)
                                    sz30 = buf[pos]
                                    if sz30 < 128:
                                        pos += 1
                                    else:
                                        sz30, pos = _uvarint(buf, pos)
                                    te31 = pos + sz30
                                    if te31 > end:
                                        raise _short(pos)
                                    if tg29 <= last28:
                                        raise _tag_order(pos)
                                    last28 = tg29
                                    if u27 is None:
                                        u27 = {}
                                    u27[tg29] = buf[pos:te31]
                                    pos = te31
                            x21 = StateBatch(f_first_offset_22, f_last_offset_23, f_delivery_state_24, f_delivery_count_25, u27)
                            ap20(x21)
                    nt32 = buf[pos]
                    if nt32 < 128:
                        pos += 1
                    else:
                        nt32, pos = _uvarint(buf, pos)
                    u33 = None
                    if nt32:
                        last34 = -1
                        for _ in range(nt32):
                            tg35 = buf[pos]
                            if tg35 < 128:
                                pos += 1
                            else:
                                tg35, pos = _uvarint(buf, pos)
                            sz36 = buf[pos]
                            if sz36 < 128:
                                pos += 1
                            else:
                                sz36, pos = _uvarint(buf, pos)
                            te37 = pos + sz36
                            if te37 > end:
                                raise _short(pos)
                            if tg35 <= last34:
                                raise _tag_order(pos)
                            last34 = tg35
                            if u33 is None:
                                u33 = {}
                            u33[tg35] = buf[pos:te37]
                            pos = te37
                    x12 = PartitionData(f_partition_13, f_state_epoch_14, f_leader_epoch_15, f_start_offset_16, -1, f_state_batches_18, u33)
                    ap11(x12)
            nt38 = buf[pos]
            if nt38 < 128:
                pos += 1
            else:
                nt38, pos = _uvarint(buf, pos)
            u39 = None
            if nt38:
                last40 = -1
                for _ in range(nt38):
                    tg41 = buf[pos]
                    if tg41 < 128:
                        pos += 1
                    else:
                        tg41, pos = _uvarint(buf, pos)
                    sz42 = buf[pos]
                    if sz42 < 128:
                        pos += 1
                    else:
                        sz42, pos = _uvarint(buf, pos)
                    te43 = pos + sz42
                    if te43 > end:
                        raise _short(pos)
                    if tg41 <= last40:
                        raise _tag_order(pos)
                    last40 = tg41
                    if u39 is None:
                        u39 = {}
                    u39[tg41] = buf[pos:te43]
                    pos = te43
            x7 = WriteStateData(f_topic_id_8, f_partitions_9, u39)
            ap6(x7)
    nt44 = buf[pos]
    if nt44 < 128:
        pos += 1
    else:
        nt44, pos = _uvarint(buf, pos)
    u45 = None
    if nt44:
        last46 = -1
        for _ in range(nt44):
            tg47 = buf[pos]
            if tg47 < 128:
                pos += 1
            else:
                tg47, pos = _uvarint(buf, pos)
            sz48 = buf[pos]
            if sz48 < 128:
                pos += 1
            else:
                sz48, pos = _uvarint(buf, pos)
            te49 = pos + sz48
            if te49 > end:
                raise _short(pos)
            if tg47 <= last46:
                raise _tag_order(pos)
            last46 = tg47
            if u45 is None:
                u45 = {}
            u45[tg47] = buf[pos:te49]
            pos = te49
    o = WriteShareGroupStateRequest(f_group_id_1, f_topics_2, u45)
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
                            nt26 = buf[pos]
                            if nt26 < 128:
                                pos += 1
                            else:
                                nt26, pos = _uvarint(buf, pos)
                            u27 = None
                            if nt26:
                                last28 = -1
                                for _ in range(nt26):
                                    tg29 = buf[pos]
                                    if tg29 < 128:
                                        pos += 1
                                    else:
                                        tg29, pos = _uvarint(buf, pos)
                                    sz30 = buf[pos]
                                    if sz30 < 128:
                                        pos += 1
                                    else:
                                        sz30, pos = _uvarint(buf, pos)
                                    te31 = pos + sz30
                                    if te31 > end:
                                        raise _short(pos)
                                    if tg29 <= last28:
                                        raise _tag_order(pos)
                                    last28 = tg29
                                    if u27 is None:
                                        u27 = {}
                                    u27[tg29] = buf[pos:te31]
                                    pos = te31
                            x21 = StateBatch(f_first_offset_22, f_last_offset_23, f_delivery_state_24, f_delivery_count_25, u27)
                            ap20(x21)
                    nt32 = buf[pos]
                    if nt32 < 128:
                        pos += 1
                    else:
                        nt32, pos = _uvarint(buf, pos)
                    u33 = None
                    if nt32:
                        last34 = -1
                        for _ in range(nt32):
                            tg35 = buf[pos]
                            if tg35 < 128:
                                pos += 1
                            else:
                                tg35, pos = _uvarint(buf, pos)
                            sz36 = buf[pos]
                            if sz36 < 128:
                                pos += 1
                            else:
                                sz36, pos = _uvarint(buf, pos)
                            te37 = pos + sz36
                            if te37 > end:
                                raise _short(pos)
                            if tg35 <= last34:
                                raise _tag_order(pos)
                            last34 = tg35
                            if u33 is None:
                                u33 = {}
                            u33[tg35] = buf[pos:te37]
                            pos = te37
                    x12 = PartitionData(f_partition_13, f_state_epoch_14, f_leader_epoch_15, f_start_offset_16, f_delivery_complete_count_17, f_state_batches_18, u33)
                    ap11(x12)
            nt38 = buf[pos]
            if nt38 < 128:
                pos += 1
            else:
                nt38, pos = _uvarint(buf, pos)
            u39 = None
            if nt38:
                last40 = -1
                for _ in range(nt38):
                    tg41 = buf[pos]
                    if tg41 < 128:
                        pos += 1
                    else:
                        tg41, pos = _uvarint(buf, pos)
                    sz42 = buf[pos]
                    if sz42 < 128:
                        pos += 1
                    else:
                        sz42, pos = _uvarint(buf, pos)
                    te43 = pos + sz42
                    if te43 > end:
                        raise _short(pos)
                    if tg41 <= last40:
                        raise _tag_order(pos)
                    last40 = tg41
                    if u39 is None:
                        u39 = {}
                    u39[tg41] = buf[pos:te43]
                    pos = te43
            x7 = WriteStateData(f_topic_id_8, f_partitions_9, u39)
            ap6(x7)
    nt44 = buf[pos]
    if nt44 < 128:
        pos += 1
    else:
        nt44, pos = _uvarint(buf, pos)
    u45 = None
    if nt44:
        last46 = -1
        for _ in range(nt44):
            tg47 = buf[pos]
            if tg47 < 128:
                pos += 1
            else:
                tg47, pos = _uvarint(buf, pos)
            sz48 = buf[pos]
            if sz48 < 128:
                pos += 1
            else:
                sz48, pos = _uvarint(buf, pos)
            te49 = pos + sz48
            if te49 > end:
                raise _short(pos)
            if tg47 <= last46:
                raise _tag_order(pos)
            last46 = tg47
            if u45 is None:
                u45 = {}
            u45[tg47] = buf[pos:te49]
            pos = te49
    o = WriteShareGroupStateRequest(f_group_id_1, f_topics_2, u45)
    return o, pos


def _e_WriteShareGroupStateRequest_v0(o: WriteShareGroupStateRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x2 in o.topics:
        out += _P0(_uuid_bytes(x2.topic_id))
        if len(x2.partitions) + 1 < 128:
            out.append(len(x2.partitions) + 1)
        else:
            out += _encode_uvarint(len(x2.partitions) + 1)
        for x3 in x2.partitions:
            if x3.delivery_complete_count != -1:
                raise _absent('PartitionData', 'delivery_complete_count', 0)
            out += _P1(x3.partition, x3.state_epoch, x3.leader_epoch, x3.start_offset)
            if len(x3.state_batches) + 1 < 128:
                out.append(len(x3.state_batches) + 1)
            else:
                out += _encode_uvarint(len(x3.state_batches) + 1)
            for x4 in x3.state_batches:
                out += _P2(x4.first_offset, x4.last_offset, x4.delivery_state, x4.delivery_count)
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(0)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_WriteShareGroupStateRequest_v1(o: WriteShareGroupStateRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x2 in o.topics:
        out += _P0(_uuid_bytes(x2.topic_id))
        if len(x2.partitions) + 1 < 128:
            out.append(len(x2.partitions) + 1)
        else:
            out += _encode_uvarint(len(x2.partitions) + 1)
        for x3 in x2.partitions:
            out += _P3(x3.partition, x3.state_epoch, x3.leader_epoch, x3.start_offset, x3.delivery_complete_count)
            if len(x3.state_batches) + 1 < 128:
                out.append(len(x3.state_batches) + 1)
            else:
                out += _encode_uvarint(len(x3.state_batches) + 1)
            for x4 in x3.state_batches:
                out += _P2(x4.first_offset, x4.last_offset, x4.delivery_state, x4.delivery_count)
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(0)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
                    nt15 = buf[pos]
                    if nt15 < 128:
                        pos += 1
                    else:
                        nt15, pos = _uvarint(buf, pos)
                    u16 = None
                    if nt15:
                        last17 = -1
                        for _ in range(nt15):
                            tg18 = buf[pos]
                            if tg18 < 128:
                                pos += 1
                            else:
                                tg18, pos = _uvarint(buf, pos)
                            sz19 = buf[pos]
                            if sz19 < 128:
                                pos += 1
                            else:
                                sz19, pos = _uvarint(buf, pos)
                            te20 = pos + sz19
                            if te20 > end:
                                raise _short(pos)
                            if tg18 <= last17:
                                raise _tag_order(pos)
                            last17 = tg18
                            if u16 is None:
                                u16 = {}
                            u16[tg18] = buf[pos:te20]
                            pos = te20
                    x9 = PartitionResult(f_partition_10, f_error_code_11, f_error_message_12, u16)
                    ap8(x9)
            nt21 = buf[pos]
            if nt21 < 128:
                pos += 1
            else:
                nt21, pos = _uvarint(buf, pos)
            u22 = None
            if nt21:
                last23 = -1
                for _ in range(nt21):
                    tg24 = buf[pos]
                    if tg24 < 128:
                        pos += 1
                    else:
                        tg24, pos = _uvarint(buf, pos)
                    sz25 = buf[pos]
                    if sz25 < 128:
                        pos += 1
                    else:
                        sz25, pos = _uvarint(buf, pos)
                    te26 = pos + sz25
                    if te26 > end:
                        raise _short(pos)
                    if tg24 <= last23:
                        raise _tag_order(pos)
                    last23 = tg24
                    if u22 is None:
                        u22 = {}
                    u22[tg24] = buf[pos:te26]
                    pos = te26
            x4 = WriteStateResult(f_topic_id_5, f_partitions_6, u22)
            ap3(x4)
    nt27 = buf[pos]
    if nt27 < 128:
        pos += 1
    else:
        nt27, pos = _uvarint(buf, pos)
    u28 = None
    if nt27:
        last29 = -1
        for _ in range(nt27):
            tg30 = buf[pos]
            if tg30 < 128:
                pos += 1
            else:
                tg30, pos = _uvarint(buf, pos)
            sz31 = buf[pos]
            if sz31 < 128:
                pos += 1
            else:
                sz31, pos = _uvarint(buf, pos)
            te32 = pos + sz31
            if te32 > end:
                raise _short(pos)
            if tg30 <= last29:
                raise _tag_order(pos)
            last29 = tg30
            if u28 is None:
                u28 = {}
            u28[tg30] = buf[pos:te32]
            pos = te32
    o = WriteShareGroupStateResponse(f_results_1, u28)
    return o, pos


def _e_WriteShareGroupStateResponse_v0(o: WriteShareGroupStateResponse, out: bytearray) -> None:
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        out += _P0(_uuid_bytes(x1.topic_id))
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x2 in x1.partitions:
            out += _P4(x2.partition, x2.error_code)
            if x2.error_message is None:
                out.append(0)
            else:
                b3 = x2.error_message.encode()
                if len(b3) + 1 < 128:
                    out.append(len(b3) + 1)
                else:
                    out += _encode_uvarint(len(b3) + 1)
                out += b3
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


WriteShareGroupStateRequest.DECODERS = (_d_WriteShareGroupStateRequest_v0, _d_WriteShareGroupStateRequest_v1,)
WriteShareGroupStateRequest.ENCODERS = (_e_WriteShareGroupStateRequest_v0, _e_WriteShareGroupStateRequest_v1,)

WriteShareGroupStateResponse.DECODERS = (_d_WriteShareGroupStateResponse_v0, _d_WriteShareGroupStateResponse_v0,)
WriteShareGroupStateResponse.ENCODERS = (_e_WriteShareGroupStateResponse_v0, _e_WriteShareGroupStateResponse_v0,)
