# generated from defs/043-elect-leaders.kw; do not edit
"""ElectLeaders: API key 43, versions 0..2, flexible from 2."""

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

__all__ = ['ElectLeadersRequest', 'ElectLeadersResponse', 'PartitionResult', 'ReplicaElectionResult', 'TopicPartitions']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>b').unpack_from
_P1 = _Struct('>b').pack
_S2 = _Struct('>ih').unpack_from
_P2 = _Struct('>ih').pack


class TopicPartitions(Struct):
    """Element TopicPartitions of ElectLeaders."""

    __slots__ = ('topic', 'partitions')
    topic: str
    partitions: list[int]

    def __init__(
        self,
        topic: str = "",
        partitions: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic = topic
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class ElectLeadersRequest(Message):
    """ElectLeaders request (API key 43), versions 0..2."""

    __slots__ = ('election_type', 'topic_partitions', 'timeout_ms')
    API_KEY = 43
    API_NAME = 'ElectLeaders'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 2
    election_type: int
    topic_partitions: list[TopicPartitions] | None
    timeout_ms: int

    def __init__(
        self,
        election_type: int = 0,
        topic_partitions: list[TopicPartitions] | None = DEFAULT,
        timeout_ms: int = 60000,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.election_type = election_type
        self.topic_partitions = [] if topic_partitions is DEFAULT else topic_partitions
        self.timeout_ms = timeout_ms
        self.unknown_tags = unknown_tags


class PartitionResult(Struct):
    """Element PartitionResult of ElectLeaders."""

    __slots__ = ('partition_id', 'error_code', 'error_message')
    partition_id: int
    error_code: int
    error_message: str | None

    def __init__(
        self,
        partition_id: int = 0,
        error_code: int = 0,
        error_message: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_id = partition_id
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags


class ReplicaElectionResult(Struct):
    """Element ReplicaElectionResult of ElectLeaders."""

    __slots__ = ('topic', 'partition_result')
    topic: str
    partition_result: list[PartitionResult]

    def __init__(
        self,
        topic: str = "",
        partition_result: list[PartitionResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic = topic
        self.partition_result = [] if partition_result is DEFAULT else partition_result
        self.unknown_tags = unknown_tags


class ElectLeadersResponse(Message):
    """ElectLeaders response (API key 43), versions 0..2."""

    __slots__ = ('throttle_time_ms', 'error_code', 'replica_election_results')
    API_KEY = 43
    API_NAME = 'ElectLeaders'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 2
    throttle_time_ms: int
    error_code: int
    replica_election_results: list[ReplicaElectionResult]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        replica_election_results: list[ReplicaElectionResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.replica_election_results = [] if replica_election_results is DEFAULT else replica_election_results
        self.unknown_tags = unknown_tags

TopicPartitions.FIELDS = (
    FieldSpec('topic', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('partitions', 'array', 'int32', (0, 2), None, DEFAULT),
)

ElectLeadersRequest.FIELDS = (
    FieldSpec('election_type', 'prim', 'int8', (1, 2), None, 0),
    FieldSpec('topic_partitions', 'array', 'TopicPartitions', (0, 2), (0, 2), DEFAULT, struct=TopicPartitions),
    FieldSpec('timeout_ms', 'prim', 'int32', (0, 2), None, 60000),
)

PartitionResult.FIELDS = (
    FieldSpec('partition_id', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 2), (0, 2), ""),
)

ReplicaElectionResult.FIELDS = (
    FieldSpec('topic', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('partition_result', 'array', 'PartitionResult', (0, 2), None, DEFAULT, struct=PartitionResult),
)

ElectLeadersResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('error_code', 'prim', 'error', (1, 2), None, 0),
    FieldSpec('replica_election_results', 'array', 'ReplicaElectionResult', (0, 2), None, DEFAULT, struct=ReplicaElectionResult),
)


def _d_TopicPartitions_v0(buf: memoryview, pos: int, end: int) -> tuple[TopicPartitions, int]:
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
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_partitions = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
    return TopicPartitions(f_topic, f_partitions, None), pos


def _d_ElectLeadersRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[ElectLeadersRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 == -1:
        f_topic_partitions = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topic_partitions = []
        ap2 = f_topic_partitions.append
        for _ in range(n1):
            x3, pos = _d_TopicPartitions_v0(buf, pos, end)
            ap2(x3)
    f_timeout_ms = _S0(buf, pos)[0]
    pos += 4
    return ElectLeadersRequest(0, f_topic_partitions, f_timeout_ms, None), pos


def _d_ElectLeadersRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[ElectLeadersRequest, int]:
    f_election_type = _S1(buf, pos)[0]
    pos += 1
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 == -1:
        f_topic_partitions = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topic_partitions = []
        ap2 = f_topic_partitions.append
        for _ in range(n1):
            x3, pos = _d_TopicPartitions_v0(buf, pos, end)
            ap2(x3)
    f_timeout_ms = _S0(buf, pos)[0]
    pos += 4
    return ElectLeadersRequest(f_election_type, f_topic_partitions, f_timeout_ms, None), pos


def _d_TopicPartitions_v2(buf: memoryview, pos: int, end: int) -> tuple[TopicPartitions, int]:
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
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_partitions = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
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
    return TopicPartitions(f_topic, f_partitions, u), pos


def _d_ElectLeadersRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[ElectLeadersRequest, int]:
    f_election_type = _S1(buf, pos)[0]
    pos += 1
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_topic_partitions = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_topic_partitions = []
        ap2 = f_topic_partitions.append
        for _ in range(n1):
            x3, pos = _d_TopicPartitions_v2(buf, pos, end)
            ap2(x3)
    f_timeout_ms = _S0(buf, pos)[0]
    pos += 4
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
    return ElectLeadersRequest(f_election_type, f_topic_partitions, f_timeout_ms, u), pos


def _e_TopicPartitions_v0(o: TopicPartitions, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    out += _array('i', len(o.partitions)).pack(*o.partitions)


def _e_ElectLeadersRequest_v0(o: ElectLeadersRequest, out: bytearray) -> None:
    if o.election_type != 0:
        raise _absent('ElectLeadersRequest', 'election_type', 0)
    if o.topic_partitions is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.topic_partitions))
        for x1 in o.topic_partitions:
            _e_TopicPartitions_v0(x1, out)
    out += _P0(o.timeout_ms)


def _e_ElectLeadersRequest_v1(o: ElectLeadersRequest, out: bytearray) -> None:
    out += _P1(o.election_type)
    if o.topic_partitions is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.topic_partitions))
        for x1 in o.topic_partitions:
            _e_TopicPartitions_v0(x1, out)
    out += _P0(o.timeout_ms)


def _e_TopicPartitions_v2(o: TopicPartitions, out: bytearray) -> None:
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
    out += _array('i', len(o.partitions)).pack(*o.partitions)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ElectLeadersRequest_v2(o: ElectLeadersRequest, out: bytearray) -> None:
    out += _P1(o.election_type)
    if o.topic_partitions is None:
        out.append(0)
    else:
        if len(o.topic_partitions) + 1 < 128:
            out.append(len(o.topic_partitions) + 1)
        else:
            out += _encode_uvarint(len(o.topic_partitions) + 1)
        for x1 in o.topic_partitions:
            _e_TopicPartitions_v2(x1, out)
    out += _P0(o.timeout_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_PartitionResult_v0(buf: memoryview, pos: int, end: int) -> tuple[PartitionResult, int]:
    f_partition_id, f_error_code = _S2(buf, pos)
    pos += 6
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        f_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e2], 'utf-8')
        pos = e2
    return PartitionResult(f_partition_id, f_error_code, f_error_message, None), pos


def _d_ReplicaElectionResult_v0(buf: memoryview, pos: int, end: int) -> tuple[ReplicaElectionResult, int]:
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
        f_partition_result = []
        ap4 = f_partition_result.append
        for _ in range(n3):
            x5, pos = _d_PartitionResult_v0(buf, pos, end)
            ap4(x5)
    return ReplicaElectionResult(f_topic, f_partition_result, None), pos


def _d_ElectLeadersResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ElectLeadersResponse, int]:
    f_throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_replica_election_results = []
        ap2 = f_replica_election_results.append
        for _ in range(n1):
            x3, pos = _d_ReplicaElectionResult_v0(buf, pos, end)
            ap2(x3)
    return ElectLeadersResponse(f_throttle_time_ms, 0, f_replica_election_results, None), pos


def _d_ElectLeadersResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[ElectLeadersResponse, int]:
    f_throttle_time_ms, f_error_code = _S2(buf, pos)
    pos += 6
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_replica_election_results = []
        ap2 = f_replica_election_results.append
        for _ in range(n1):
            x3, pos = _d_ReplicaElectionResult_v0(buf, pos, end)
            ap2(x3)
    return ElectLeadersResponse(f_throttle_time_ms, f_error_code, f_replica_election_results, None), pos


def _d_PartitionResult_v2(buf: memoryview, pos: int, end: int) -> tuple[PartitionResult, int]:
    f_partition_id, f_error_code = _S2(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e2], 'utf-8')
        pos = e2
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
    return PartitionResult(f_partition_id, f_error_code, f_error_message, u), pos


def _d_ReplicaElectionResult_v2(buf: memoryview, pos: int, end: int) -> tuple[ReplicaElectionResult, int]:
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
        if n3 * 8 > end - pos:
            raise _short(pos)
        f_partition_result = []
        ap4 = f_partition_result.append
        for _ in range(n3):
            x5, pos = _d_PartitionResult_v2(buf, pos, end)
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
    return ReplicaElectionResult(f_topic, f_partition_result, u), pos


def _d_ElectLeadersResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[ElectLeadersResponse, int]:
    f_throttle_time_ms, f_error_code = _S2(buf, pos)
    pos += 6
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
        f_replica_election_results = []
        ap2 = f_replica_election_results.append
        for _ in range(n1):
            x3, pos = _d_ReplicaElectionResult_v2(buf, pos, end)
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
    return ElectLeadersResponse(f_throttle_time_ms, f_error_code, f_replica_election_results, u), pos


def _e_PartitionResult_v0(o: PartitionResult, out: bytearray) -> None:
    out += _P2(o.partition_id, o.error_code)
    if o.error_message is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.error_message.encode()
        out += _Ph(len(b1))
        out += b1


def _e_ReplicaElectionResult_v0(o: ReplicaElectionResult, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partition_result))
    for x2 in o.partition_result:
        _e_PartitionResult_v0(x2, out)


def _e_ElectLeadersResponse_v0(o: ElectLeadersResponse, out: bytearray) -> None:
    if o.error_code != 0:
        raise _absent('ElectLeadersResponse', 'error_code', 0)
    out += _P0(o.throttle_time_ms)
    out += _Pi(len(o.replica_election_results))
    for x1 in o.replica_election_results:
        _e_ReplicaElectionResult_v0(x1, out)


def _e_ElectLeadersResponse_v1(o: ElectLeadersResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms, o.error_code)
    out += _Pi(len(o.replica_election_results))
    for x1 in o.replica_election_results:
        _e_ReplicaElectionResult_v0(x1, out)


def _e_PartitionResult_v2(o: PartitionResult, out: bytearray) -> None:
    out += _P2(o.partition_id, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ReplicaElectionResult_v2(o: ReplicaElectionResult, out: bytearray) -> None:
    b1 = o.topic.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partition_result) + 1 < 128:
        out.append(len(o.partition_result) + 1)
    else:
        out += _encode_uvarint(len(o.partition_result) + 1)
    for x2 in o.partition_result:
        _e_PartitionResult_v2(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ElectLeadersResponse_v2(o: ElectLeadersResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms, o.error_code)
    if len(o.replica_election_results) + 1 < 128:
        out.append(len(o.replica_election_results) + 1)
    else:
        out += _encode_uvarint(len(o.replica_election_results) + 1)
    for x1 in o.replica_election_results:
        _e_ReplicaElectionResult_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


ElectLeadersRequest.DECODERS = (_d_ElectLeadersRequest_v0, _d_ElectLeadersRequest_v1, _d_ElectLeadersRequest_v2,)
ElectLeadersRequest.ENCODERS = (_e_ElectLeadersRequest_v0, _e_ElectLeadersRequest_v1, _e_ElectLeadersRequest_v2,)

ElectLeadersResponse.DECODERS = (_d_ElectLeadersResponse_v0, _d_ElectLeadersResponse_v1, _d_ElectLeadersResponse_v2,)
ElectLeadersResponse.ENCODERS = (_e_ElectLeadersResponse_v0, _e_ElectLeadersResponse_v1, _e_ElectLeadersResponse_v2,)
