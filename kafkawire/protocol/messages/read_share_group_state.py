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
                    x12 = PartitionData(f_partition_13, f_leader_epoch_14, u16)
                    ap11(x12)
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
            x7 = ReadStateData(f_topic_id_8, f_partitions_9, u22)
            ap6(x7)
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
    o = ReadShareGroupStateRequest(f_group_id_1, f_topics_2, u28)
    return o, pos


def _e_ReadShareGroupStateRequest_v0(o: ReadShareGroupStateRequest, out: bytearray) -> None:
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
            out += _P1(x3.partition, x3.leader_epoch)
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
                            nt25 = buf[pos]
                            if nt25 < 128:
                                pos += 1
                            else:
                                nt25, pos = _uvarint(buf, pos)
                            u26 = None
                            if nt25:
                                last27 = -1
                                for _ in range(nt25):
                                    tg28 = buf[pos]
                                    if tg28 < 128:
                                        pos += 1
                                    else:
                                        tg28, pos = _uvarint(buf, pos)
                                    sz29 = buf[pos]
                                    if sz29 < 128:
                                        pos += 1
                                    else:
                                        sz29, pos = _uvarint(buf, pos)
                                    te30 = pos + sz29
                                    if te30 > end:
                                        raise _short(pos)
                                    if tg28 <= last27:
                                        raise _tag_order(pos)
                                    last27 = tg28
                                    if u26 is None:
                                        u26 = {}
                                    u26[tg28] = buf[pos:te30]
                                    pos = te30
                            x20 = StateBatch(f_first_offset_21, f_last_offset_22, f_delivery_state_23, f_delivery_count_24, u26)
                            ap19(x20)
                    nt31 = buf[pos]
                    if nt31 < 128:
                        pos += 1
                    else:
                        nt31, pos = _uvarint(buf, pos)
                    u32 = None
                    if nt31:
                        last33 = -1
                        for _ in range(nt31):
                            tg34 = buf[pos]
                            if tg34 < 128:
                                pos += 1
                            else:
                                tg34, pos = _uvarint(buf, pos)
                            sz35 = buf[pos]
                            if sz35 < 128:
                                pos += 1
                            else:
                                sz35, pos = _uvarint(buf, pos)
                            te36 = pos + sz35
                            if te36 > end:
                                raise _short(pos)
                            if tg34 <= last33:
                                raise _tag_order(pos)
                            last33 = tg34
                            if u32 is None:
                                u32 = {}
                            u32[tg34] = buf[pos:te36]
                            pos = te36
                    x9 = PartitionResult(f_partition_10, f_error_code_11, f_error_message_12, f_state_epoch_13, f_start_offset_14, f_state_batches_15, u32)
                    ap8(x9)
            nt37 = buf[pos]
            if nt37 < 128:
                pos += 1
            else:
                nt37, pos = _uvarint(buf, pos)
            u38 = None
            if nt37:
                last39 = -1
                for _ in range(nt37):
                    tg40 = buf[pos]
                    if tg40 < 128:
                        pos += 1
                    else:
                        tg40, pos = _uvarint(buf, pos)
                    sz41 = buf[pos]
                    if sz41 < 128:
                        pos += 1
                    else:
                        sz41, pos = _uvarint(buf, pos)
                    te42 = pos + sz41
                    if te42 > end:
                        raise _short(pos)
                    if tg40 <= last39:
                        raise _tag_order(pos)
                    last39 = tg40
                    if u38 is None:
                        u38 = {}
                    u38[tg40] = buf[pos:te42]
                    pos = te42
            x4 = ReadStateResult(f_topic_id_5, f_partitions_6, u38)
            ap3(x4)
    nt43 = buf[pos]
    if nt43 < 128:
        pos += 1
    else:
        nt43, pos = _uvarint(buf, pos)
    u44 = None
    if nt43:
        last45 = -1
        for _ in range(nt43):
            tg46 = buf[pos]
            if tg46 < 128:
                pos += 1
            else:
                tg46, pos = _uvarint(buf, pos)
            sz47 = buf[pos]
            if sz47 < 128:
                pos += 1
            else:
                sz47, pos = _uvarint(buf, pos)
            te48 = pos + sz47
            if te48 > end:
                raise _short(pos)
            if tg46 <= last45:
                raise _tag_order(pos)
            last45 = tg46
            if u44 is None:
                u44 = {}
            u44[tg46] = buf[pos:te48]
            pos = te48
    o = ReadShareGroupStateResponse(f_results_1, u44)
    return o, pos


def _e_ReadShareGroupStateResponse_v0(o: ReadShareGroupStateResponse, out: bytearray) -> None:
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
            out += _P2(x2.partition, x2.error_code)
            if x2.error_message is None:
                out.append(0)
            else:
                b3 = x2.error_message.encode()
                if len(b3) + 1 < 128:
                    out.append(len(b3) + 1)
                else:
                    out += _encode_uvarint(len(b3) + 1)
                out += b3
            out += _P3(x2.state_epoch, x2.start_offset)
            if len(x2.state_batches) + 1 < 128:
                out.append(len(x2.state_batches) + 1)
            else:
                out += _encode_uvarint(len(x2.state_batches) + 1)
            for x4 in x2.state_batches:
                out += _P4(x4.first_offset, x4.last_offset, x4.delivery_state, x4.delivery_count)
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(0)
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


ReadShareGroupStateRequest.DECODERS = (_d_ReadShareGroupStateRequest_v0,)
ReadShareGroupStateRequest.ENCODERS = (_e_ReadShareGroupStateRequest_v0,)

ReadShareGroupStateResponse.DECODERS = (_d_ReadShareGroupStateResponse_v0,)
ReadShareGroupStateResponse.ENCODERS = (_e_ReadShareGroupStateResponse_v0,)
