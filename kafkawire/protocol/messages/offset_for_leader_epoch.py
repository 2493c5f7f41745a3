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


def _d_OffsetForLeaderPartition_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetForLeaderPartition, int]:
    f_partition, f_leader_epoch = _S0(buf, pos)
    pos += 8
    return OffsetForLeaderPartition(f_partition, -1, f_leader_epoch, None), pos


def _d_OffsetForLeaderTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetForLeaderTopic, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 8 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_OffsetForLeaderPartition_v0(buf, pos, end)
            ap4(x5)
    return OffsetForLeaderTopic(f_topic, f_partitions, None), pos


def _d_OffsetForLeaderEpochRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetForLeaderEpochRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_OffsetForLeaderTopic_v0(buf, pos, end)
            ap2(x3)
    return OffsetForLeaderEpochRequest(-2, f_topics, None), pos


def _d_OffsetForLeaderPartition_v2(buf: memoryview, pos: int, end: int) -> tuple[OffsetForLeaderPartition, int]:
    f_partition, f_current_leader_epoch, f_leader_epoch = _S1(buf, pos)
    pos += 12
    return OffsetForLeaderPartition(f_partition, f_current_leader_epoch, f_leader_epoch, None), pos


def _d_OffsetForLeaderTopic_v2(buf: memoryview, pos: int, end: int) -> tuple[OffsetForLeaderTopic, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 12 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_OffsetForLeaderPartition_v2(buf, pos, end)
            ap4(x5)
    return OffsetForLeaderTopic(f_topic, f_partitions, None), pos


def _d_OffsetForLeaderEpochRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[OffsetForLeaderEpochRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_OffsetForLeaderTopic_v2(buf, pos, end)
            ap2(x3)
    return OffsetForLeaderEpochRequest(-2, f_topics, None), pos


def _d_OffsetForLeaderEpochRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[OffsetForLeaderEpochRequest, int]:
    f_replica_id = _S2(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_OffsetForLeaderTopic_v2(buf, pos, end)
            ap2(x3)
    return OffsetForLeaderEpochRequest(f_replica_id, f_topics, None), pos


def _d_OffsetForLeaderPartition_v4(buf: memoryview, pos: int, end: int) -> tuple[OffsetForLeaderPartition, int]:
    f_partition, f_current_leader_epoch, f_leader_epoch = _S1(buf, pos)
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
    return OffsetForLeaderPartition(f_partition, f_current_leader_epoch, f_leader_epoch, u), pos


def _d_OffsetForLeaderTopic_v4(buf: memoryview, pos: int, end: int) -> tuple[OffsetForLeaderTopic, int]:
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
        f_topic = str(buf[pos:e2], 'utf-8')
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
        if n3 * 13 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_OffsetForLeaderPartition_v4(buf, pos, end)
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
    return OffsetForLeaderTopic(f_topic, f_partitions, u), pos


def _d_OffsetForLeaderEpochRequest_v4(buf: memoryview, pos: int, end: int) -> tuple[OffsetForLeaderEpochRequest, int]:
    f_replica_id = _S2(buf, pos)[0]
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
            x3, pos = _d_OffsetForLeaderTopic_v4(buf, pos, end)
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
    return OffsetForLeaderEpochRequest(f_replica_id, f_topics, u), pos


def _e_OffsetForLeaderPartition_v0(o: OffsetForLeaderPartition, out: bytearray) -> None:
    out += _P0(o.partition, o.leader_epoch)


def _e_OffsetForLeaderTopic_v0(o: OffsetForLeaderTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_OffsetForLeaderPartition_v0(x2, out)


def _e_OffsetForLeaderEpochRequest_v0(o: OffsetForLeaderEpochRequest, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_OffsetForLeaderTopic_v0(x1, out)


def _e_OffsetForLeaderPartition_v2(o: OffsetForLeaderPartition, out: bytearray) -> None:
    out += _P1(o.partition, o.current_leader_epoch, o.leader_epoch)


def _e_OffsetForLeaderTopic_v2(o: OffsetForLeaderTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_OffsetForLeaderPartition_v2(x2, out)


def _e_OffsetForLeaderEpochRequest_v2(o: OffsetForLeaderEpochRequest, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_OffsetForLeaderTopic_v2(x1, out)


def _e_OffsetForLeaderEpochRequest_v3(o: OffsetForLeaderEpochRequest, out: bytearray) -> None:
    out += _P2(o.replica_id)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_OffsetForLeaderTopic_v2(x1, out)


def _e_OffsetForLeaderPartition_v4(o: OffsetForLeaderPartition, out: bytearray) -> None:
    out += _P1(o.partition, o.current_leader_epoch, o.leader_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetForLeaderTopic_v4(o: OffsetForLeaderTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
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
        _e_OffsetForLeaderPartition_v4(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetForLeaderEpochRequest_v4(o: OffsetForLeaderEpochRequest, out: bytearray) -> None:
    out += _P2(o.replica_id)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_OffsetForLeaderTopic_v4(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_EpochEndOffset_v0(buf: memoryview, pos: int, end: int) -> tuple[EpochEndOffset, int]:
    f_error_code, f_partition, f_end_offset = _S3(buf, pos)
    pos += 14
    return EpochEndOffset(f_error_code, f_partition, -1, f_end_offset, None), pos


def _d_OffsetForLeaderTopicResult_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetForLeaderTopicResult, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 14 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_EpochEndOffset_v0(buf, pos, end)
            ap4(x5)
    return OffsetForLeaderTopicResult(f_topic, f_partitions, None), pos


def _d_OffsetForLeaderEpochResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetForLeaderEpochResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_OffsetForLeaderTopicResult_v0(buf, pos, end)
            ap2(x3)
    return OffsetForLeaderEpochResponse(0, f_topics, None), pos


def _d_EpochEndOffset_v1(buf: memoryview, pos: int, end: int) -> tuple[EpochEndOffset, int]:
    f_error_code, f_partition, f_leader_epoch, f_end_offset = _S4(buf, pos)
    pos += 18
    return EpochEndOffset(f_error_code, f_partition, f_leader_epoch, f_end_offset, None), pos


def _d_OffsetForLeaderTopicResult_v1(buf: memoryview, pos: int, end: int) -> tuple[OffsetForLeaderTopicResult, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_EpochEndOffset_v1(buf, pos, end)
            ap4(x5)
    return OffsetForLeaderTopicResult(f_topic, f_partitions, None), pos


def _d_OffsetForLeaderEpochResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[OffsetForLeaderEpochResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_OffsetForLeaderTopicResult_v1(buf, pos, end)
            ap2(x3)
    return OffsetForLeaderEpochResponse(0, f_topics, None), pos


def _d_OffsetForLeaderEpochResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[OffsetForLeaderEpochResponse, int]:
    f_throttle_time_ms = _S2(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_OffsetForLeaderTopicResult_v1(buf, pos, end)
            ap2(x3)
    return OffsetForLeaderEpochResponse(f_throttle_time_ms, f_topics, None), pos


def _d_EpochEndOffset_v4(buf: memoryview, pos: int, end: int) -> tuple[EpochEndOffset, int]:
    f_error_code, f_partition, f_leader_epoch, f_end_offset = _S4(buf, pos)
    pos += 18
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
    return EpochEndOffset(f_error_code, f_partition, f_leader_epoch, f_end_offset, u), pos


def _d_OffsetForLeaderTopicResult_v4(buf: memoryview, pos: int, end: int) -> tuple[OffsetForLeaderTopicResult, int]:
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
        f_topic = str(buf[pos:e2], 'utf-8')
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
        if n3 * 19 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_EpochEndOffset_v4(buf, pos, end)
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
    return OffsetForLeaderTopicResult(f_topic, f_partitions, u), pos


def _d_OffsetForLeaderEpochResponse_v4(buf: memoryview, pos: int, end: int) -> tuple[OffsetForLeaderEpochResponse, int]:
    f_throttle_time_ms = _S2(buf, pos)[0]
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
            x3, pos = _d_OffsetForLeaderTopicResult_v4(buf, pos, end)
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
    return OffsetForLeaderEpochResponse(f_throttle_time_ms, f_topics, u), pos


def _e_EpochEndOffset_v0(o: EpochEndOffset, out: bytearray) -> None:
    out += _P3(o.error_code, o.partition, o.end_offset)


def _e_OffsetForLeaderTopicResult_v0(o: OffsetForLeaderTopicResult, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_EpochEndOffset_v0(x2, out)


def _e_OffsetForLeaderEpochResponse_v0(o: OffsetForLeaderEpochResponse, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_OffsetForLeaderTopicResult_v0(x1, out)


def _e_EpochEndOffset_v1(o: EpochEndOffset, out: bytearray) -> None:
    out += _P4(o.error_code, o.partition, o.leader_epoch, o.end_offset)


def _e_OffsetForLeaderTopicResult_v1(o: OffsetForLeaderTopicResult, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_EpochEndOffset_v1(x2, out)


def _e_OffsetForLeaderEpochResponse_v1(o: OffsetForLeaderEpochResponse, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_OffsetForLeaderTopicResult_v1(x1, out)


def _e_OffsetForLeaderEpochResponse_v2(o: OffsetForLeaderEpochResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_OffsetForLeaderTopicResult_v1(x1, out)


def _e_EpochEndOffset_v4(o: EpochEndOffset, out: bytearray) -> None:
    out += _P4(o.error_code, o.partition, o.leader_epoch, o.end_offset)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetForLeaderTopicResult_v4(o: OffsetForLeaderTopicResult, out: bytearray) -> None:
    b1 = o.topic.encode()
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
        _e_EpochEndOffset_v4(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetForLeaderEpochResponse_v4(o: OffsetForLeaderEpochResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_OffsetForLeaderTopicResult_v4(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


OffsetForLeaderEpochRequest.DECODERS = (_d_OffsetForLeaderEpochRequest_v0, _d_OffsetForLeaderEpochRequest_v0, _d_OffsetForLeaderEpochRequest_v2, _d_OffsetForLeaderEpochRequest_v3, _d_OffsetForLeaderEpochRequest_v4,)
OffsetForLeaderEpochRequest.ENCODERS = (_e_OffsetForLeaderEpochRequest_v0, _e_OffsetForLeaderEpochRequest_v0, _e_OffsetForLeaderEpochRequest_v2, _e_OffsetForLeaderEpochRequest_v3, _e_OffsetForLeaderEpochRequest_v4,)

OffsetForLeaderEpochResponse.DECODERS = (_d_OffsetForLeaderEpochResponse_v0, _d_OffsetForLeaderEpochResponse_v1, _d_OffsetForLeaderEpochResponse_v2, _d_OffsetForLeaderEpochResponse_v2, _d_OffsetForLeaderEpochResponse_v4,)
OffsetForLeaderEpochResponse.ENCODERS = (_e_OffsetForLeaderEpochResponse_v0, _e_OffsetForLeaderEpochResponse_v1, _e_OffsetForLeaderEpochResponse_v2, _e_OffsetForLeaderEpochResponse_v2, _e_OffsetForLeaderEpochResponse_v4,)
