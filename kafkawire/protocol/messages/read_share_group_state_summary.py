# generated from defs/087-read-share-group-state-summary.kw; do not edit
"""ReadShareGroupStateSummary: API key 87, versions 0..1, flexible from 0."""

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

__all__ = ['PartitionData', 'PartitionResult', 'ReadShareGroupStateSummaryRequest', 'ReadShareGroupStateSummaryResponse', 'ReadStateSummaryData', 'ReadStateSummaryResult']

_S0 = _Struct('>16s').unpack_from
_P0 = _Struct('>16s').pack
_S1 = _Struct('>ii').unpack_from
_P1 = _Struct('>ii').pack
_S2 = _Struct('>ih').unpack_from
_P2 = _Struct('>ih').pack
_S3 = _Struct('>iiq').unpack_from
_P3 = _Struct('>iiq').pack
_S4 = _Struct('>iiqi').unpack_from
_P4 = _Struct('>iiqi').pack


class PartitionData(Struct):
    """Element PartitionData of ReadShareGroupStateSummary."""

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


class ReadStateSummaryData(Struct):
    """Element ReadStateSummaryData of ReadShareGroupStateSummary."""

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


class ReadShareGroupStateSummaryRequest(Message):
    """ReadShareGroupStateSummary request (API key 87), versions 0..1."""

    __slots__ = ('group_id', 'topics')
    API_KEY = 87
    API_NAME = 'ReadShareGroupStateSummary'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 0
    group_id: str
    topics: list[ReadStateSummaryData]

    def __init__(
        self,
        group_id: str = "",
        topics: list[ReadStateSummaryData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class PartitionResult(Struct):
    """Element PartitionResult of ReadShareGroupStateSummary."""

    __slots__ = ('partition', 'error_code', 'error_message', 'state_epoch', 'leader_epoch', 'start_offset', 'delivery_complete_count')
    partition: int
    error_code: int
    error_message: str | None
    state_epoch: int
    leader_epoch: int
    start_offset: int
    delivery_complete_count: int

    def __init__(
        self,
        partition: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        state_epoch: int = 0,
        leader_epoch: int = 0,
        start_offset: int = 0,
        delivery_complete_count: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition = partition
        self.error_code = error_code
        self.error_message = error_message
        self.state_epoch = state_epoch
        self.leader_epoch = leader_epoch
        self.start_offset = start_offset
        self.delivery_complete_count = delivery_complete_count
        self.unknown_tags = unknown_tags


class ReadStateSummaryResult(Struct):
    """Element ReadStateSummaryResult of ReadShareGroupStateSummary."""

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


class ReadShareGroupStateSummaryResponse(Message):
    """ReadShareGroupStateSummary response (API key 87), versions 0..1."""

    __slots__ = ('results',)
    API_KEY = 87
    API_NAME = 'ReadShareGroupStateSummary'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 0
    results: list[ReadStateSummaryResult]

    def __init__(
        self,
        results: list[ReadStateSummaryResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.results = [] if results is DEFAULT else results
        self.unknown_tags = unknown_tags

PartitionData.FIELDS = (
    FieldSpec('partition', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 1), None, 0),
)

ReadStateSummaryData.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 1), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 1), None, DEFAULT, struct=PartitionData),
)

ReadShareGroupStateSummaryRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('topics', 'array', 'ReadStateSummaryData', (0, 1), None, DEFAULT, struct=ReadStateSummaryData),
)

PartitionResult.FIELDS = (
    FieldSpec('partition', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 1), (0, 1), None),
    FieldSpec('state_epoch', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('start_offset', 'prim', 'int64', (0, 1), None, 0),
    FieldSpec('delivery_complete_count', 'prim', 'int32', (1, 1), None, -1),
)

ReadStateSummaryResult.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 1), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'PartitionResult', (0, 1), None, DEFAULT, struct=PartitionResult),
)

ReadShareGroupStateSummaryResponse.FIELDS = (
    FieldSpec('results', 'array', 'ReadStateSummaryResult', (0, 1), None, DEFAULT, struct=ReadStateSummaryResult),
)


def _d_ReadShareGroupStateSummaryRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ReadShareGroupStateSummaryRequest, int]:
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
            x7 = ReadStateSummaryData(f_topic_id_8, f_partitions_9, u22)
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
    o = ReadShareGroupStateSummaryRequest(f_group_id_1, f_topics_2, u28)
    return o, pos


def _e_ReadShareGroupStateSummaryRequest_v0(o: ReadShareGroupStateSummaryRequest, out: bytearray) -> None:
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


def _d_ReadShareGroupStateSummaryResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ReadShareGroupStateSummaryResponse, int]:
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
                if n7 * 24 > end - pos:
                    raise _short(pos)
                f_partitions_6 = []
                ap8 = f_partitions_6.append
                for _ in range(n7):
                    f_partition_10, f_error_code_11 = _S2(buf, pos)
                    pos += 6
                    n17 = buf[pos]
                    if n17 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n17 = (n17 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n17, pos = _uvarint(buf, pos)
                    n17 -= 1
                    if n17 == -1:
                        f_error_message_12 = None
                    elif n17 < 0:
                        raise _negative(pos)
                    else:
                        e18 = pos + n17
                        if e18 > end:
                            raise _short(pos)
                        f_error_message_12 = buf[pos:e18].decode()
                        pos = e18
                    f_state_epoch_13, f_leader_epoch_14, f_start_offset_15 = _S3(buf, pos)
                    pos += 16
                    nt19 = buf[pos]
                    if nt19 < 128:
                        pos += 1
                    else:
                        nt19, pos = _uvarint(buf, pos)
                    u20 = None
                    if nt19:
                        last21 = -1
                        for _ in range(nt19):
                            tg22 = buf[pos]
                            if tg22 < 128:
                                pos += 1
                            else:
                                tg22, pos = _uvarint(buf, pos)
                            sz23 = buf[pos]
                            if sz23 < 128:
                                pos += 1
                            else:
                                sz23, pos = _uvarint(buf, pos)
                            te24 = pos + sz23
                            if te24 > end:
                                raise _short(pos)
                            if tg22 <= last21:
                                raise _tag_order(pos)
                            last21 = tg22
                            if u20 is None:
                                u20 = {}
                            u20[tg22] = buf[pos:te24]
                            pos = te24
                    x9 = PartitionResult(f_partition_10, f_error_code_11, f_error_message_12, f_state_epoch_13, f_leader_epoch_14, f_start_offset_15, -1, u20)
                    ap8(x9)
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
            x4 = ReadStateSummaryResult(f_topic_id_5, f_partitions_6, u26)
            ap3(x4)
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
    o = ReadShareGroupStateSummaryResponse(f_results_1, u32)
    return o, pos


def _d_ReadShareGroupStateSummaryResponse_v1(buf: bytes, pos: int, end: int) -> tuple[ReadShareGroupStateSummaryResponse, int]:
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
                if n7 * 28 > end - pos:
                    raise _short(pos)
                f_partitions_6 = []
                ap8 = f_partitions_6.append
                for _ in range(n7):
                    f_partition_10, f_error_code_11 = _S2(buf, pos)
                    pos += 6
                    n17 = buf[pos]
                    if n17 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n17 = (n17 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n17, pos = _uvarint(buf, pos)
                    n17 -= 1
                    if n17 == -1:
                        f_error_message_12 = None
                    elif n17 < 0:
                        raise _negative(pos)
                    else:
                        e18 = pos + n17
                        if e18 > end:
                            raise _short(pos)
                        f_error_message_12 = buf[pos:e18].decode()
                        pos = e18
                    f_state_epoch_13, f_leader_epoch_14, f_start_offset_15, f_delivery_complete_count_16 = _S4(buf, pos)
                    pos += 20
                    nt19 = buf[pos]
                    if nt19 < 128:
                        pos += 1
                    else:
                        nt19, pos = _uvarint(buf, pos)
                    u20 = None
                    if nt19:
                        last21 = -1
                        for _ in range(nt19):
                            tg22 = buf[pos]
                            if tg22 < 128:
                                pos += 1
                            else:
                                tg22, pos = _uvarint(buf, pos)
                            sz23 = buf[pos]
                            if sz23 < 128:
                                pos += 1
                            else:
                                sz23, pos = _uvarint(buf, pos)
                            te24 = pos + sz23
                            if te24 > end:
                                raise _short(pos)
                            if tg22 <= last21:
                                raise _tag_order(pos)
                            last21 = tg22
                            if u20 is None:
                                u20 = {}
                            u20[tg22] = buf[pos:te24]
                            pos = te24
                    x9 = PartitionResult(f_partition_10, f_error_code_11, f_error_message_12, f_state_epoch_13, f_leader_epoch_14, f_start_offset_15, f_delivery_complete_count_16, u20)
                    ap8(x9)
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
            x4 = ReadStateSummaryResult(f_topic_id_5, f_partitions_6, u26)
            ap3(x4)
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
    o = ReadShareGroupStateSummaryResponse(f_results_1, u32)
    return o, pos


def _e_ReadShareGroupStateSummaryResponse_v0(o: ReadShareGroupStateSummaryResponse, out: bytearray) -> None:
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
            if x2.delivery_complete_count != -1:
                raise _absent('PartitionResult', 'delivery_complete_count', 0)
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
            out += _P3(x2.state_epoch, x2.leader_epoch, x2.start_offset)
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


def _e_ReadShareGroupStateSummaryResponse_v1(o: ReadShareGroupStateSummaryResponse, out: bytearray) -> None:
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
            out += _P4(x2.state_epoch, x2.leader_epoch, x2.start_offset, x2.delivery_complete_count)
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


ReadShareGroupStateSummaryRequest.DECODERS = (_d_ReadShareGroupStateSummaryRequest_v0, _d_ReadShareGroupStateSummaryRequest_v0,)
ReadShareGroupStateSummaryRequest.ENCODERS = (_e_ReadShareGroupStateSummaryRequest_v0, _e_ReadShareGroupStateSummaryRequest_v0,)

ReadShareGroupStateSummaryResponse.DECODERS = (_d_ReadShareGroupStateSummaryResponse_v0, _d_ReadShareGroupStateSummaryResponse_v1,)
ReadShareGroupStateSummaryResponse.ENCODERS = (_e_ReadShareGroupStateSummaryResponse_v0, _e_ReadShareGroupStateSummaryResponse_v1,)
