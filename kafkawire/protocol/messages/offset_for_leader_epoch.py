# generated from defs/023-offset-for-leader-epoch.kw; do not edit
"""OffsetForLeaderEpoch: API key 23, versions 0..4, flexible from 4."""

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

__all__ = ['EpochEndOffset', 'OffsetForLeaderEpochRequest', 'OffsetForLeaderEpochResponse', 'OffsetForLeaderPartition', 'OffsetForLeaderTopic', 'OffsetForLeaderTopicResult']

_S0 = _Struct('>ii').unpack_from
_P0 = _Struct('>ii').pack
_S1 = _Struct('>iii').unpack_from
_P1 = _Struct('>iii').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack
_S3 = _Struct('>hiq').unpack_from
_P3 = _Struct('>hiq').pack
_S4 = _Struct('>hiiq').unpack_from
_P4 = _Struct('>hiiq').pack


class OffsetForLeaderPartition(Struct):
    """Element OffsetForLeaderPartition of OffsetForLeaderEpoch."""

    __slots__ = ('partition', 'current_leader_epoch', 'leader_epoch')
    partition: int
    current_leader_epoch: int
    leader_epoch: int

    def __init__(
        self,
        partition: int = 0,
        current_leader_epoch: int = -1,
        leader_epoch: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition = partition
        self.current_leader_epoch = current_leader_epoch
        self.leader_epoch = leader_epoch
        self.unknown_tags = unknown_tags


class OffsetForLeaderTopic(Struct):
    """Element OffsetForLeaderTopic of OffsetForLeaderEpoch."""

    __slots__ = ('topic', 'partitions')
    topic: str
    partitions: list[OffsetForLeaderPartition]

    def __init__(
        self,
        topic: str = "",
        partitions: list[OffsetForLeaderPartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic = topic
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class OffsetForLeaderEpochRequest(Message):
    """OffsetForLeaderEpoch request (API key 23), versions 0..4."""

    __slots__ = ('replica_id', 'topics')
    API_KEY = 23
    API_NAME = 'OffsetForLeaderEpoch'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_FROM = 4
    replica_id: int
    topics: list[OffsetForLeaderTopic]

    def __init__(
        self,
        replica_id: int = -2,
        topics: list[OffsetForLeaderTopic] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.replica_id = replica_id
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class EpochEndOffset(Struct):
    """Element EpochEndOffset of OffsetForLeaderEpoch."""

    __slots__ = ('error_code', 'partition', 'leader_epoch', 'end_offset')
    error_code: int
    partition: int
    leader_epoch: int
    end_offset: int

    def __init__(
        self,
        error_code: int = 0,
        partition: int = 0,
        leader_epoch: int = -1,
        end_offset: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.partition = partition
        self.leader_epoch = leader_epoch
        self.end_offset = end_offset
        self.unknown_tags = unknown_tags


class OffsetForLeaderTopicResult(Struct):
    """Element OffsetForLeaderTopicResult of OffsetForLeaderEpoch."""

    __slots__ = ('topic', 'partitions')
    topic: str
    partitions: list[EpochEndOffset]

    def __init__(
        self,
        topic: str = "",
        partitions: list[EpochEndOffset] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic = topic
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class OffsetForLeaderEpochResponse(Message):
    """OffsetForLeaderEpoch response (API key 23), versions 0..4."""

    __slots__ = ('throttle_time_ms', 'topics')
    API_KEY = 23
    API_NAME = 'OffsetForLeaderEpoch'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_FROM = 4
    throttle_time_ms: int
    topics: list[OffsetForLeaderTopicResult]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        topics: list[OffsetForLeaderTopicResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags

OffsetForLeaderPartition.FIELDS = (
    FieldSpec('partition', 'prim', 'int32', (0, 4), None, 0),
    FieldSpec('current_leader_epoch', 'prim', 'int32', (2, 4), None, -1, ignorable=True),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 4), None, 0),
)

OffsetForLeaderTopic.FIELDS = (
    FieldSpec('topic', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('partitions', 'array', 'OffsetForLeaderPartition', (0, 4), None, DEFAULT, struct=OffsetForLeaderPartition),
)

OffsetForLeaderEpochRequest.FIELDS = (
    FieldSpec('replica_id', 'prim', 'int32', (3, 4), None, -2, ignorable=True),
    FieldSpec('topics', 'array', 'OffsetForLeaderTopic', (0, 4), None, DEFAULT, struct=OffsetForLeaderTopic),
)

EpochEndOffset.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 4), None, 0),
    FieldSpec('partition', 'prim', 'int32', (0, 4), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (1, 4), None, -1, ignorable=True),
    FieldSpec('end_offset', 'prim', 'int64', (0, 4), None, -1),
)

OffsetForLeaderTopicResult.FIELDS = (
    FieldSpec('topic', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('partitions', 'array', 'EpochEndOffset', (0, 4), None, DEFAULT, struct=EpochEndOffset),
)

OffsetForLeaderEpochResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (2, 4), None, 0, ignorable=True),
    FieldSpec('topics', 'array', 'OffsetForLeaderTopicResult', (0, 4), None, DEFAULT, struct=OffsetForLeaderTopicResult),
)


def _d_OffsetForLeaderEpochRequest_v0(buf: bytes, pos: int, end: int) -> tuple[OffsetForLeaderEpochRequest, int]:
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            n8 = _uh(buf, pos)[0]
            pos += 2
            if n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_topic_6 = buf[pos:e9].decode()
                pos = e9
            n10 = _ui(buf, pos)[0]
            pos += 4
            if n10 < 0:
                raise _negative(pos)
            else:
                if n10 * 8 > end - pos:
                    raise _short(pos)
                f_partitions_7 = []
                ap11 = f_partitions_7.append
                for _ in range(n10):
                    f_partition_13, f_leader_epoch_15 = _S0(buf, pos)
                    pos += 8
                    x12 = OffsetForLeaderPartition(f_partition_13, -1, f_leader_epoch_15, None)
                    ap11(x12)
            x5 = OffsetForLeaderTopic(f_topic_6, f_partitions_7, None)
            ap4(x5)
    o = OffsetForLeaderEpochRequest(-2, f_topics_2, None)
    return o, pos


def _d_OffsetForLeaderEpochRequest_v2(buf: bytes, pos: int, end: int) -> tuple[OffsetForLeaderEpochRequest, int]:
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            n8 = _uh(buf, pos)[0]
            pos += 2
            if n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_topic_6 = buf[pos:e9].decode()
                pos = e9
            n10 = _ui(buf, pos)[0]
            pos += 4
            if n10 < 0:
                raise _negative(pos)
            else:
                if n10 * 12 > end - pos:
                    raise _short(pos)
                f_partitions_7 = []
                ap11 = f_partitions_7.append
                for _ in range(n10):
                    f_partition_13, f_current_leader_epoch_14, f_leader_epoch_15 = _S1(buf, pos)
                    pos += 12
                    x12 = OffsetForLeaderPartition(f_partition_13, f_current_leader_epoch_14, f_leader_epoch_15, None)
                    ap11(x12)
            x5 = OffsetForLeaderTopic(f_topic_6, f_partitions_7, None)
            ap4(x5)
    o = OffsetForLeaderEpochRequest(-2, f_topics_2, None)
    return o, pos


def _d_OffsetForLeaderEpochRequest_v3(buf: bytes, pos: int, end: int) -> tuple[OffsetForLeaderEpochRequest, int]:
    f_replica_id_1 = _S2(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            n8 = _uh(buf, pos)[0]
            pos += 2
            if n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_topic_6 = buf[pos:e9].decode()
                pos = e9
            n10 = _ui(buf, pos)[0]
            pos += 4
            if n10 < 0:
                raise _negative(pos)
            else:
                if n10 * 12 > end - pos:
                    raise _short(pos)
                f_partitions_7 = []
                ap11 = f_partitions_7.append
                for _ in range(n10):
                    f_partition_13, f_current_leader_epoch_14, f_leader_epoch_15 = _S1(buf, pos)
                    pos += 12
                    x12 = OffsetForLeaderPartition(f_partition_13, f_current_leader_epoch_14, f_leader_epoch_15, None)
                    ap11(x12)
            x5 = OffsetForLeaderTopic(f_topic_6, f_partitions_7, None)
            ap4(x5)
    o = OffsetForLeaderEpochRequest(f_replica_id_1, f_topics_2, None)
    return o, pos


def _d_OffsetForLeaderEpochRequest_v4(buf: bytes, pos: int, end: int) -> tuple[OffsetForLeaderEpochRequest, int]:
    f_replica_id_1 = _S2(buf, pos)[0]
    pos += 4
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
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            n8 = buf[pos]
            if n8 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n8 = (n8 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n8, pos = _uvarint(buf, pos)
            n8 -= 1
            if n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_topic_6 = buf[pos:e9].decode()
                pos = e9
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
                if n10 * 13 > end - pos:
                    raise _short(pos)
                f_partitions_7 = []
                ap11 = f_partitions_7.append
                for _ in range(n10):
                    f_partition_13, f_current_leader_epoch_14, f_leader_epoch_15 = _S1(buf, pos)
                    pos += 12
                    nt16 = buf[pos]
                    if nt16 < 128:
                        pos += 1
                    else:
                        nt16, pos = _uvarint(buf, pos)
                    u17 = None
                    if nt16:
                        last18 = -1
                        for _ in range(nt16):
                            tg19 = buf[pos]
                            if tg19 < 128:
                                pos += 1
                            else:
                                tg19, pos = _uvarint(buf, pos)
                            sz20 = buf[pos]
                            if sz20 < 128:
                                pos += 1
                            else:
                                sz20, pos = _uvarint(buf, pos)
                            te21 = pos + sz20
                            if te21 > end:
                                raise _short(pos)
                            if tg19 <= last18:
                                raise _tag_order(pos)
                            last18 = tg19
                            if u17 is None:
                                u17 = {}
                            u17[tg19] = buf[pos:te21]
                            pos = te21
                    x12 = OffsetForLeaderPartition(f_partition_13, f_current_leader_epoch_14, f_leader_epoch_15, u17)
                    ap11(x12)
            nt22 = buf[pos]
            if nt22 < 128:
                pos += 1
            else:
                nt22, pos = _uvarint(buf, pos)
            u23 = None
            if nt22:
                last24 = -1
                for _ in range(nt22):
                    tg25 = buf[pos]
                    if tg25 < 128:
                        pos += 1
                    else:
                        tg25, pos = _uvarint(buf, pos)
                    sz26 = buf[pos]
                    if sz26 < 128:
                        pos += 1
                    else:
                        sz26, pos = _uvarint(buf, pos)
                    te27 = pos + sz26
                    if te27 > end:
                        raise _short(pos)
                    if tg25 <= last24:
                        raise _tag_order(pos)
                    last24 = tg25
                    if u23 is None:
                        u23 = {}
                    u23[tg25] = buf[pos:te27]
                    pos = te27
            x5 = OffsetForLeaderTopic(f_topic_6, f_partitions_7, u23)
            ap4(x5)
    nt28 = buf[pos]
    if nt28 < 128:
        pos += 1
    else:
        nt28, pos = _uvarint(buf, pos)
    u29 = None
    if nt28:
        last30 = -1
        for _ in range(nt28):
            tg31 = buf[pos]
            if tg31 < 128:
                pos += 1
            else:
                tg31, pos = _uvarint(buf, pos)
            sz32 = buf[pos]
            if sz32 < 128:
                pos += 1
            else:
                sz32, pos = _uvarint(buf, pos)
            te33 = pos + sz32
            if te33 > end:
                raise _short(pos)
            if tg31 <= last30:
                raise _tag_order(pos)
            last30 = tg31
            if u29 is None:
                u29 = {}
            u29[tg31] = buf[pos:te33]
            pos = te33
    o = OffsetForLeaderEpochRequest(f_replica_id_1, f_topics_2, u29)
    return o, pos


def _e_OffsetForLeaderEpochRequest_v0(o: OffsetForLeaderEpochRequest, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P0(x3.partition, x3.leader_epoch)


def _e_OffsetForLeaderEpochRequest_v2(o: OffsetForLeaderEpochRequest, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P1(x3.partition, x3.current_leader_epoch, x3.leader_epoch)


def _e_OffsetForLeaderEpochRequest_v3(o: OffsetForLeaderEpochRequest, out: bytearray) -> None:
    out += _P2(o.replica_id)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P1(x3.partition, x3.current_leader_epoch, x3.leader_epoch)


def _e_OffsetForLeaderEpochRequest_v4(o: OffsetForLeaderEpochRequest, out: bytearray) -> None:
    out += _P2(o.replica_id)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        b2 = x1.topic.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x3 in x1.partitions:
            out += _P1(x3.partition, x3.current_leader_epoch, x3.leader_epoch)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
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


def _d_OffsetForLeaderEpochResponse_v0(buf: bytes, pos: int, end: int) -> tuple[OffsetForLeaderEpochResponse, int]:
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            n8 = _uh(buf, pos)[0]
            pos += 2
            if n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_topic_6 = buf[pos:e9].decode()
                pos = e9
            n10 = _ui(buf, pos)[0]
            pos += 4
            if n10 < 0:
                raise _negative(pos)
            else:
                if n10 * 14 > end - pos:
                    raise _short(pos)
                f_partitions_7 = []
                ap11 = f_partitions_7.append
                for _ in range(n10):
                    f_error_code_13, f_partition_14, f_end_offset_16 = _S3(buf, pos)
                    pos += 14
                    x12 = EpochEndOffset(f_error_code_13, f_partition_14, -1, f_end_offset_16, None)
                    ap11(x12)
            x5 = OffsetForLeaderTopicResult(f_topic_6, f_partitions_7, None)
            ap4(x5)
    o = OffsetForLeaderEpochResponse(0, f_topics_2, None)
    return o, pos


def _d_OffsetForLeaderEpochResponse_v1(buf: bytes, pos: int, end: int) -> tuple[OffsetForLeaderEpochResponse, int]:
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            n8 = _uh(buf, pos)[0]
            pos += 2
            if n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_topic_6 = buf[pos:e9].decode()
                pos = e9
            n10 = _ui(buf, pos)[0]
            pos += 4
            if n10 < 0:
                raise _negative(pos)
            else:
                if n10 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_7 = []
                ap11 = f_partitions_7.append
                for _ in range(n10):
                    f_error_code_13, f_partition_14, f_leader_epoch_15, f_end_offset_16 = _S4(buf, pos)
                    pos += 18
                    x12 = EpochEndOffset(f_error_code_13, f_partition_14, f_leader_epoch_15, f_end_offset_16, None)
                    ap11(x12)
            x5 = OffsetForLeaderTopicResult(f_topic_6, f_partitions_7, None)
            ap4(x5)
    o = OffsetForLeaderEpochResponse(0, f_topics_2, None)
    return o, pos


def _d_OffsetForLeaderEpochResponse_v2(buf: bytes, pos: int, end: int) -> tuple[OffsetForLeaderEpochResponse, int]:
    f_throttle_time_ms_1 = _S2(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            n8 = _uh(buf, pos)[0]
            pos += 2
            if n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_topic_6 = buf[pos:e9].decode()
                pos = e9
            n10 = _ui(buf, pos)[0]
            pos += 4
            if n10 < 0:
                raise _negative(pos)
            else:
                if n10 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_7 = []
                ap11 = f_partitions_7.append
                for _ in range(n10):
                    f_error_code_13, f_partition_14, f_leader_epoch_15, f_end_offset_16 = _S4(buf, pos)
                    pos += 18
                    x12 = EpochEndOffset(f_error_code_13, f_partition_14, f_leader_epoch_15, f_end_offset_16, None)
                    ap11(x12)
            x5 = OffsetForLeaderTopicResult(f_topic_6, f_partitions_7, None)
            ap4(x5)
    o = OffsetForLeaderEpochResponse(f_throttle_time_ms_1, f_topics_2, None)
    return o, pos


def _d_OffsetForLeaderEpochResponse_v4(buf: bytes, pos: int, end: int) -> tuple[OffsetForLeaderEpochResponse, int]:
    f_throttle_time_ms_1 = _S2(buf, pos)[0]
    pos += 4
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
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            n8 = buf[pos]
            if n8 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n8 = (n8 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n8, pos = _uvarint(buf, pos)
            n8 -= 1
            if n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_topic_6 = buf[pos:e9].decode()
                pos = e9
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
                if n10 * 19 > end - pos:
                    raise _short(pos)
                f_partitions_7 = []
                ap11 = f_partitions_7.append
                for _ in range(n10):
                    f_error_code_13, f_partition_14, f_leader_epoch_15, f_end_offset_16 = _S4(buf, pos)
                    pos += 18
                    nt17 = buf[pos]
                    if nt17 < 128:
                        pos += 1
                    else:
                        nt17, pos = _uvarint(buf, pos)
                    u18 = None
                    if nt17:
                        last19 = -1
                        for _ in range(nt17):
                            tg20 = buf[pos]
                            if tg20 < 128:
                                pos += 1
                            else:
                                tg20, pos = _uvarint(buf, pos)
                            sz21 = buf[pos]
                            if sz21 < 128:
                                pos += 1
                            else:
                                sz21, pos = _uvarint(buf, pos)
                            te22 = pos + sz21
                            if te22 > end:
                                raise _short(pos)
                            if tg20 <= last19:
                                raise _tag_order(pos)
                            last19 = tg20
                            if u18 is None:
                                u18 = {}
                            u18[tg20] = buf[pos:te22]
                            pos = te22
                    x12 = EpochEndOffset(f_error_code_13, f_partition_14, f_leader_epoch_15, f_end_offset_16, u18)
                    ap11(x12)
            nt23 = buf[pos]
            if nt23 < 128:
                pos += 1
            else:
                nt23, pos = _uvarint(buf, pos)
            u24 = None
            if nt23:
                last25 = -1
                for _ in range(nt23):
                    tg26 = buf[pos]
                    if tg26 < 128:
                        pos += 1
                    else:
                        tg26, pos = _uvarint(buf, pos)
                    sz27 = buf[pos]
                    if sz27 < 128:
                        pos += 1
                    else:
                        sz27, pos = _uvarint(buf, pos)
                    te28 = pos + sz27
                    if te28 > end:
                        raise _short(pos)
                    if tg26 <= last25:
                        raise _tag_order(pos)
                    last25 = tg26
                    if u24 is None:
                        u24 = {}
                    u24[tg26] = buf[pos:te28]
                    pos = te28
            x5 = OffsetForLeaderTopicResult(f_topic_6, f_partitions_7, u24)
            ap4(x5)
    nt29 = buf[pos]
    if nt29 < 128:
        pos += 1
    else:
        nt29, pos = _uvarint(buf, pos)
    u30 = None
    if nt29:
        last31 = -1
        for _ in range(nt29):
            tg32 = buf[pos]
            if tg32 < 128:
                pos += 1
            else:
                tg32, pos = _uvarint(buf, pos)
            sz33 = buf[pos]
            if sz33 < 128:
                pos += 1
            else:
                sz33, pos = _uvarint(buf, pos)
            te34 = pos + sz33
            if te34 > end:
                raise _short(pos)
            if tg32 <= last31:
                raise _tag_order(pos)
            last31 = tg32
            if u30 is None:
                u30 = {}
            u30[tg32] = buf[pos:te34]
            pos = te34
    o = OffsetForLeaderEpochResponse(f_throttle_time_ms_1, f_topics_2, u30)
    return o, pos


def _e_OffsetForLeaderEpochResponse_v0(o: OffsetForLeaderEpochResponse, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P3(x3.error_code, x3.partition, x3.end_offset)


def _e_OffsetForLeaderEpochResponse_v1(o: OffsetForLeaderEpochResponse, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P4(x3.error_code, x3.partition, x3.leader_epoch, x3.end_offset)


def _e_OffsetForLeaderEpochResponse_v2(o: OffsetForLeaderEpochResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.topic.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P4(x3.error_code, x3.partition, x3.leader_epoch, x3.end_offset)


def _e_OffsetForLeaderEpochResponse_v4(o: OffsetForLeaderEpochResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        b2 = x1.topic.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x3 in x1.partitions:
            out += _P4(x3.error_code, x3.partition, x3.leader_epoch, x3.end_offset)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
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


OffsetForLeaderEpochRequest.DECODERS = (_d_OffsetForLeaderEpochRequest_v0, _d_OffsetForLeaderEpochRequest_v0, _d_OffsetForLeaderEpochRequest_v2, _d_OffsetForLeaderEpochRequest_v3, _d_OffsetForLeaderEpochRequest_v4,)
OffsetForLeaderEpochRequest.ENCODERS = (_e_OffsetForLeaderEpochRequest_v0, _e_OffsetForLeaderEpochRequest_v0, _e_OffsetForLeaderEpochRequest_v2, _e_OffsetForLeaderEpochRequest_v3, _e_OffsetForLeaderEpochRequest_v4,)

OffsetForLeaderEpochResponse.DECODERS = (_d_OffsetForLeaderEpochResponse_v0, _d_OffsetForLeaderEpochResponse_v1, _d_OffsetForLeaderEpochResponse_v2, _d_OffsetForLeaderEpochResponse_v2, _d_OffsetForLeaderEpochResponse_v4,)
OffsetForLeaderEpochResponse.ENCODERS = (_e_OffsetForLeaderEpochResponse_v0, _e_OffsetForLeaderEpochResponse_v1, _e_OffsetForLeaderEpochResponse_v2, _e_OffsetForLeaderEpochResponse_v2, _e_OffsetForLeaderEpochResponse_v4,)
