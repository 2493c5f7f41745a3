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

__all__ = ['EpochEndOffset', 'OffsetForLeaderEpochRequest', 'OffsetForLeaderEpochResponse', 'OffsetForLeaderPartition', 'OffsetForLeaderTopic', 'OffsetForLeaderTopicResult']

_I0 = _Struct('>ii').iter_unpack
_I1 = _Struct('>iii').iter_unpack
_I2 = _Struct('>iiiB').iter_unpack
_I3 = _Struct('>hiq').iter_unpack
_I4 = _Struct('>hiiq').iter_unpack
_I5 = _Struct('>hiiqB').iter_unpack
_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>iB').unpack_from
_P1 = _Struct('>iB').pack
_S2 = _Struct('>iiiB').unpack_from
_P2 = _Struct('>iiiB').pack
_S3 = _Struct('>ii').unpack_from
_P3 = _Struct('>ii').pack
_S4 = _Struct('>iii').unpack_from
_P4 = _Struct('>iii').pack
_S5 = _Struct('>hiiqB').unpack_from
_P5 = _Struct('>hiiqB').pack
_S6 = _Struct('>hiq').unpack_from
_P6 = _Struct('>hiq').pack
_S7 = _Struct('>hiiq').unpack_from
_P7 = _Struct('>hiiq').pack


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


class OffsetForLeaderEpochRequest(Request["OffsetForLeaderEpochResponse"]):
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
    o = _new(OffsetForLeaderEpochRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(OffsetForLeaderTopic)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.topic = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 8 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 8
                        for t11 in _I0(buf[pos:e9]):
                            x10 = _new(OffsetForLeaderPartition)
                            x10.partition, x10.leader_epoch = t11
                            x10.current_leader_epoch = -1
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.replica_id = -2
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_OffsetForLeaderEpochRequest_v2(buf: bytes, pos: int, end: int) -> tuple[OffsetForLeaderEpochRequest, int]:
    o = _new(OffsetForLeaderEpochRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(OffsetForLeaderTopic)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.topic = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 12 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 12
                        for t11 in _I1(buf[pos:e9]):
                            x10 = _new(OffsetForLeaderPartition)
                            x10.partition, x10.current_leader_epoch, x10.leader_epoch = t11
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.replica_id = -2
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_OffsetForLeaderEpochRequest_v3(buf: bytes, pos: int, end: int) -> tuple[OffsetForLeaderEpochRequest, int]:
    o = _new(OffsetForLeaderEpochRequest)
    o.replica_id = _S0(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(OffsetForLeaderTopic)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.topic = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 12 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 12
                        for t11 in _I1(buf[pos:e9]):
                            x10 = _new(OffsetForLeaderPartition)
                            x10.partition, x10.current_leader_epoch, x10.leader_epoch = t11
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_OffsetForLeaderEpochRequest_v4(buf: bytes, pos: int, end: int) -> tuple[OffsetForLeaderEpochRequest, int]:
    o = _new(OffsetForLeaderEpochRequest)
    o.replica_id, pk2 = _S1(buf, pos)
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
                x3 = _new(OffsetForLeaderTopic)
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
                    x3.topic = buf[pos:e6].decode()
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
                    if n7 * 13 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 13
                        for t11 in _I2(buf[pos:e9]):
                            x10 = _new(OffsetForLeaderPartition)
                            x10.partition, x10.current_leader_epoch, x10.leader_epoch, tb12 = t11
                            if tb12:
                                break
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        else:
                            pos = e9
                        if pos != e9:
                            f_partitions_4 = []
                            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                                x8 = _new(OffsetForLeaderPartition)
                                x8.partition, x8.current_leader_epoch, x8.leader_epoch, pk13 = _S2(buf, pos)
                                pos += 13
                                if pk13:
                                    u14, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u14 = None
                                x8.unknown_tags = u14
                                f_partitions_4.append(x8)
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x3.partitions = f_partitions_4
                x3.unknown_tags = u15
                f_topics_1.append(x3)
    if buf[pos]:
        u16, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u16 = None
    o.topics = f_topics_1
    o.unknown_tags = u16
    return o, pos


def _e_OffsetForLeaderEpochRequest_v0(o: OffsetForLeaderEpochRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetForLeaderEpochRequest', 0)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetForLeaderTopic', 0)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetForLeaderPartition', 0)
            out.append(_P3(x3.partition, x3.leader_epoch))


def _e_OffsetForLeaderEpochRequest_v1(o: OffsetForLeaderEpochRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetForLeaderEpochRequest', 1)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetForLeaderTopic', 1)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetForLeaderPartition', 1)
            out.append(_P3(x3.partition, x3.leader_epoch))


def _e_OffsetForLeaderEpochRequest_v2(o: OffsetForLeaderEpochRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetForLeaderEpochRequest', 2)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetForLeaderTopic', 2)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetForLeaderPartition', 2)
            out.append(_P4(x3.partition, x3.current_leader_epoch, x3.leader_epoch))


def _e_OffsetForLeaderEpochRequest_v3(o: OffsetForLeaderEpochRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetForLeaderEpochRequest', 3)
    out.append(_P0(o.replica_id))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetForLeaderTopic', 3)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetForLeaderPartition', 3)
            out.append(_P4(x3.partition, x3.current_leader_epoch, x3.leader_epoch))


def _e_OffsetForLeaderEpochRequest_v4(o: OffsetForLeaderEpochRequest, out: list[bytes]) -> None:
    out.append(_P0(o.replica_id))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.topic.encode()
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
            out.append(_P4(x3.partition, x3.current_leader_epoch, x3.leader_epoch))
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


def _d_OffsetForLeaderEpochResponse_v0(buf: bytes, pos: int, end: int) -> tuple[OffsetForLeaderEpochResponse, int]:
    o = _new(OffsetForLeaderEpochResponse)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(OffsetForLeaderTopicResult)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.topic = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 14 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 14
                        for t11 in _I3(buf[pos:e9]):
                            x10 = _new(EpochEndOffset)
                            x10.error_code, x10.partition, x10.end_offset = t11
                            x10.leader_epoch = -1
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.throttle_time_ms = 0
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_OffsetForLeaderEpochResponse_v1(buf: bytes, pos: int, end: int) -> tuple[OffsetForLeaderEpochResponse, int]:
    o = _new(OffsetForLeaderEpochResponse)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(OffsetForLeaderTopicResult)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.topic = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 18
                        for t11 in _I4(buf[pos:e9]):
                            x10 = _new(EpochEndOffset)
                            x10.error_code, x10.partition, x10.leader_epoch, x10.end_offset = t11
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.throttle_time_ms = 0
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_OffsetForLeaderEpochResponse_v2(buf: bytes, pos: int, end: int) -> tuple[OffsetForLeaderEpochResponse, int]:
    o = _new(OffsetForLeaderEpochResponse)
    o.throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(OffsetForLeaderTopicResult)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.topic = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 18
                        for t11 in _I4(buf[pos:e9]):
                            x10 = _new(EpochEndOffset)
                            x10.error_code, x10.partition, x10.leader_epoch, x10.end_offset = t11
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_OffsetForLeaderEpochResponse_v4(buf: bytes, pos: int, end: int) -> tuple[OffsetForLeaderEpochResponse, int]:
    o = _new(OffsetForLeaderEpochResponse)
    o.throttle_time_ms, pk2 = _S1(buf, pos)
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
                x3 = _new(OffsetForLeaderTopicResult)
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
                    x3.topic = buf[pos:e6].decode()
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
                    if n7 * 19 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 19
                        for t11 in _I5(buf[pos:e9]):
                            x10 = _new(EpochEndOffset)
                            x10.error_code, x10.partition, x10.leader_epoch, x10.end_offset, tb12 = t11
                            if tb12:
                                break
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        else:
                            pos = e9
                        if pos != e9:
                            f_partitions_4 = []
                            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                                x8 = _new(EpochEndOffset)
                                x8.error_code, x8.partition, x8.leader_epoch, x8.end_offset, pk13 = _S5(buf, pos)
                                pos += 19
                                if pk13:
                                    u14, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u14 = None
                                x8.unknown_tags = u14
                                f_partitions_4.append(x8)
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x3.partitions = f_partitions_4
                x3.unknown_tags = u15
                f_topics_1.append(x3)
    if buf[pos]:
        u16, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u16 = None
    o.topics = f_topics_1
    o.unknown_tags = u16
    return o, pos


def _e_OffsetForLeaderEpochResponse_v0(o: OffsetForLeaderEpochResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetForLeaderEpochResponse', 0)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetForLeaderTopicResult', 0)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('EpochEndOffset', 0)
            out.append(_P6(x3.error_code, x3.partition, x3.end_offset))


def _e_OffsetForLeaderEpochResponse_v1(o: OffsetForLeaderEpochResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetForLeaderEpochResponse', 1)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetForLeaderTopicResult', 1)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('EpochEndOffset', 1)
            out.append(_P7(x3.error_code, x3.partition, x3.leader_epoch, x3.end_offset))


def _e_OffsetForLeaderEpochResponse_v2(o: OffsetForLeaderEpochResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetForLeaderEpochResponse', 2)
    out.append(_P0(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetForLeaderTopicResult', 2)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('EpochEndOffset', 2)
            out.append(_P7(x3.error_code, x3.partition, x3.leader_epoch, x3.end_offset))


def _e_OffsetForLeaderEpochResponse_v3(o: OffsetForLeaderEpochResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetForLeaderEpochResponse', 3)
    out.append(_P0(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetForLeaderTopicResult', 3)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('EpochEndOffset', 3)
            out.append(_P7(x3.error_code, x3.partition, x3.leader_epoch, x3.end_offset))


def _e_OffsetForLeaderEpochResponse_v4(o: OffsetForLeaderEpochResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.topic.encode()
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
            out.append(_P7(x3.error_code, x3.partition, x3.leader_epoch, x3.end_offset))
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


OffsetForLeaderEpochRequest.DECODERS = {0: _d_OffsetForLeaderEpochRequest_v0, 1: _d_OffsetForLeaderEpochRequest_v0, 2: _d_OffsetForLeaderEpochRequest_v2, 3: _d_OffsetForLeaderEpochRequest_v3, 4: _d_OffsetForLeaderEpochRequest_v4}
OffsetForLeaderEpochRequest.ENCODERS = {0: _e_OffsetForLeaderEpochRequest_v0, 1: _e_OffsetForLeaderEpochRequest_v1, 2: _e_OffsetForLeaderEpochRequest_v2, 3: _e_OffsetForLeaderEpochRequest_v3, 4: _e_OffsetForLeaderEpochRequest_v4}
_bind_decode(OffsetForLeaderEpochRequest)

OffsetForLeaderEpochResponse.DECODERS = {0: _d_OffsetForLeaderEpochResponse_v0, 1: _d_OffsetForLeaderEpochResponse_v1, 2: _d_OffsetForLeaderEpochResponse_v2, 3: _d_OffsetForLeaderEpochResponse_v2, 4: _d_OffsetForLeaderEpochResponse_v4}
OffsetForLeaderEpochResponse.ENCODERS = {0: _e_OffsetForLeaderEpochResponse_v0, 1: _e_OffsetForLeaderEpochResponse_v1, 2: _e_OffsetForLeaderEpochResponse_v2, 3: _e_OffsetForLeaderEpochResponse_v3, 4: _e_OffsetForLeaderEpochResponse_v4}
_bind_decode(OffsetForLeaderEpochResponse)
