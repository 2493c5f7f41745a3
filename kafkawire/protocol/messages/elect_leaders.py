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

__all__ = ['ElectLeadersRequest', 'ElectLeadersResponse', 'PartitionResult', 'ReplicaElectionResult', 'TopicPartitions']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>b').unpack_from
_P1 = _Struct('>b').pack
_S2 = _Struct('>bBiB').unpack_from
_P2 = _Struct('>bBiB').pack
_S3 = _Struct('>iB').unpack_from
_P3 = _Struct('>iB').pack
_S4 = _Struct('>ih').unpack_from
_P4 = _Struct('>ih').pack
_S5 = _Struct('>ihB').unpack_from
_P5 = _Struct('>ihB').pack


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


class ElectLeadersRequest(Request["ElectLeadersResponse"]):
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


def _d_ElectLeadersRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ElectLeadersRequest, int]:
    o = _new(ElectLeadersRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 == -1:
        f_topic_partitions_1 = None
    elif n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_topic_partitions_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(TopicPartitions)
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
                    if not n7:
                        f_partitions_4 = []
                    elif n7 < 33:
                        f_partitions_4 = [*_i32s[n7](buf, pos)]
                        pos += n7 * 4
                    elif n7 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partitions_4 = [*_array('i', n7).unpack_from(buf, pos)]
                        pos += n7 * 4
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topic_partitions_1.append(x3)
    o.timeout_ms = _S0(buf, pos)[0]
    pos += 4
    o.election_type = 0
    o.topic_partitions = f_topic_partitions_1
    o.unknown_tags = None
    return o, pos


def _d_ElectLeadersRequest_v1(buf: bytes, pos: int, end: int) -> tuple[ElectLeadersRequest, int]:
    o = _new(ElectLeadersRequest)
    o.election_type = _S1(buf, pos)[0]
    pos += 1
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 == -1:
        f_topic_partitions_1 = None
    elif n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_topic_partitions_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(TopicPartitions)
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
                    if not n7:
                        f_partitions_4 = []
                    elif n7 < 33:
                        f_partitions_4 = [*_i32s[n7](buf, pos)]
                        pos += n7 * 4
                    elif n7 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partitions_4 = [*_array('i', n7).unpack_from(buf, pos)]
                        pos += n7 * 4
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topic_partitions_1.append(x3)
    o.timeout_ms = _S0(buf, pos)[0]
    pos += 4
    o.topic_partitions = f_topic_partitions_1
    o.unknown_tags = None
    return o, pos


def _d_ElectLeadersRequest_v2(buf: bytes, pos: int, end: int) -> tuple[ElectLeadersRequest, int]:
    o = _new(ElectLeadersRequest)
    o.election_type, pk2, o.timeout_ms, pk3 = _S2(buf, pos)
    if pk2 < 2:
        pos += 7
        f_topic_partitions_1 = None if pk2 == 0 else []
    else:
        pos += 2
        if pk2 < 128:
            pk2 -= 1
        elif buf[pos] < 128:
            pk2 = pk2 + buf[pos] * 128 - 129
            pos += 1
        else:
            pk2, pos = _uvarint(buf, pos - 1)
            pk2 -= 1
        if pk2 == -1:
            f_topic_partitions_1 = None
        else:
            if pk2 * 3 > end - pos:
                raise _short(pos)
            f_topic_partitions_1 = []
            if pk2:
                for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                    x4 = _new(TopicPartitions)
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
                        x4.topic = buf[pos:e7].decode()
                        pos = e7
                    b8 = buf[pos]
                    pos += 1
                    if 1 < b8 < 34:
                        f_partitions_5 = [*_i32c[b8](buf, pos)]
                        pos += b8 * 4 - 4
                    elif b8 == 1:
                        f_partitions_5 = []
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
                                f_partitions_5 = []
                            elif n9 < 33:
                                f_partitions_5 = [*_i32s[n9](buf, pos)]
                                pos += n9 * 4
                            elif n9 * 4 > end - pos:
                                raise _short(pos)
                            else:
                                f_partitions_5 = [*_array('i', n9).unpack_from(buf, pos)]
                                pos += n9 * 4
                    if buf[pos]:
                        u10, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u10 = None
                    x4.partitions = f_partitions_5
                    x4.unknown_tags = u10
                    f_topic_partitions_1.append(x4)
        o.timeout_ms, pk3 = _S3(buf, pos)
        pos += 5
    if pk3:
        u11, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u11 = None
    o.topic_partitions = f_topic_partitions_1
    o.unknown_tags = u11
    return o, pos


def _e_ElectLeadersRequest_v0(o: ElectLeadersRequest, out: list[bytes]) -> None:
    if o.election_type != 0:
        raise _absent('ElectLeadersRequest', 'election_type', 0)
    if o.unknown_tags:
        raise _untagged('ElectLeadersRequest', 0)
    if o.topic_partitions is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.topic_partitions) is not list:
            _check_list(o.topic_partitions)
        out.append(_Pi(len(o.topic_partitions)))
        for x1 in o.topic_partitions:
            if x1.unknown_tags:
                raise _untagged('TopicPartitions', 0)
            b2 = x1.topic.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
            if type(x1.partitions) is not list:
                _check_list(x1.partitions)
            out.append(_Pi(len(x1.partitions)))
            out.append(_array('i', len(x1.partitions)).pack(*x1.partitions))
    out.append(_P0(o.timeout_ms))


def _e_ElectLeadersRequest_v1(o: ElectLeadersRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ElectLeadersRequest', 1)
    out.append(_P1(o.election_type))
    if o.topic_partitions is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.topic_partitions) is not list:
            _check_list(o.topic_partitions)
        out.append(_Pi(len(o.topic_partitions)))
        for x1 in o.topic_partitions:
            if x1.unknown_tags:
                raise _untagged('TopicPartitions', 1)
            b2 = x1.topic.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
            if type(x1.partitions) is not list:
                _check_list(x1.partitions)
            out.append(_Pi(len(x1.partitions)))
            out.append(_array('i', len(x1.partitions)).pack(*x1.partitions))
    out.append(_P0(o.timeout_ms))


def _e_ElectLeadersRequest_v2(o: ElectLeadersRequest, out: list[bytes]) -> None:
    out.append(_P1(o.election_type))
    if o.topic_partitions is None:
        out.append(b'\x00')
    else:
        if type(o.topic_partitions) is not list:
            _check_list(o.topic_partitions)
        if len(o.topic_partitions) + 1 < 128:
            out.append(_B1[len(o.topic_partitions) + 1])
        else:
            out.append(_encode_uvarint(len(o.topic_partitions) + 1))
        for x1 in o.topic_partitions:
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
            out.append(_array('i', len(x1.partitions)).pack(*x1.partitions))
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(b'\x00')
    out.append(_P0(o.timeout_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_ElectLeadersResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ElectLeadersResponse, int]:
    o = _new(ElectLeadersResponse)
    o.throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_replica_election_results_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(ReplicaElectionResult)
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
                    f_partition_result_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(PartitionResult)
                            x8.partition_id, x8.error_code = _S4(buf, pos)
                            pos += 6
                            n9 = _uh(buf, pos)[0]
                            pos += 2
                            if n9 == -1:
                                x8.error_message = None
                            elif n9 < 0:
                                raise _negative(pos)
                            else:
                                e10 = pos + n9
                                if e10 > end:
                                    raise _short(pos)
                                x8.error_message = buf[pos:e10].decode()
                                pos = e10
                            x8.unknown_tags = None
                            f_partition_result_4.append(x8)
                x3.partition_result = f_partition_result_4
                x3.unknown_tags = None
                f_replica_election_results_1.append(x3)
    o.error_code = 0
    o.replica_election_results = f_replica_election_results_1
    o.unknown_tags = None
    return o, pos


def _d_ElectLeadersResponse_v1(buf: bytes, pos: int, end: int) -> tuple[ElectLeadersResponse, int]:
    o = _new(ElectLeadersResponse)
    o.throttle_time_ms, o.error_code = _S4(buf, pos)
    pos += 6
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_replica_election_results_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(ReplicaElectionResult)
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
                    f_partition_result_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(PartitionResult)
                            x8.partition_id, x8.error_code = _S4(buf, pos)
                            pos += 6
                            n9 = _uh(buf, pos)[0]
                            pos += 2
                            if n9 == -1:
                                x8.error_message = None
                            elif n9 < 0:
                                raise _negative(pos)
                            else:
                                e10 = pos + n9
                                if e10 > end:
                                    raise _short(pos)
                                x8.error_message = buf[pos:e10].decode()
                                pos = e10
                            x8.unknown_tags = None
                            f_partition_result_4.append(x8)
                x3.partition_result = f_partition_result_4
                x3.unknown_tags = None
                f_replica_election_results_1.append(x3)
    o.replica_election_results = f_replica_election_results_1
    o.unknown_tags = None
    return o, pos


def _d_ElectLeadersResponse_v2(buf: bytes, pos: int, end: int) -> tuple[ElectLeadersResponse, int]:
    o = _new(ElectLeadersResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S5(buf, pos)
    pos += 7
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
        f_replica_election_results_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(ReplicaElectionResult)
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
                    if n7 * 8 > end - pos:
                        raise _short(pos)
                    f_partition_result_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(PartitionResult)
                            x8.partition_id, x8.error_code, pk9 = _S5(buf, pos)
                            pos += 7
                            if pk9 < 128:
                                pk9 -= 1
                            elif buf[pos] < 128:
                                pk9 = pk9 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk9, pos = _string_uvarint(buf, pos - 1)
                                pk9 -= 1
                            if pk9 == -1:
                                x8.error_message = None
                            else:
                                e10 = pos + pk9
                                if e10 > end:
                                    raise _short(pos)
                                x8.error_message = buf[pos:e10].decode()
                                pos = e10
                            if buf[pos]:
                                u11, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u11 = None
                            x8.unknown_tags = u11
                            f_partition_result_4.append(x8)
                if buf[pos]:
                    u12, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u12 = None
                x3.partition_result = f_partition_result_4
                x3.unknown_tags = u12
                f_replica_election_results_1.append(x3)
    if buf[pos]:
        u13, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u13 = None
    o.replica_election_results = f_replica_election_results_1
    o.unknown_tags = u13
    return o, pos


def _e_ElectLeadersResponse_v0(o: ElectLeadersResponse, out: list[bytes]) -> None:
    if o.error_code != 0:
        raise _absent('ElectLeadersResponse', 'error_code', 0)
    if o.unknown_tags:
        raise _untagged('ElectLeadersResponse', 0)
    out.append(_P0(o.throttle_time_ms))
    if type(o.replica_election_results) is not list:
        _check_list(o.replica_election_results)
    out.append(_Pi(len(o.replica_election_results)))
    for x1 in o.replica_election_results:
        if x1.unknown_tags:
            raise _untagged('ReplicaElectionResult', 0)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_result) is not list:
            _check_list(x1.partition_result)
        out.append(_Pi(len(x1.partition_result)))
        for x3 in x1.partition_result:
            if x3.unknown_tags:
                raise _untagged('PartitionResult', 0)
            out.append(_P4(x3.partition_id, x3.error_code))
            if x3.error_message is None:
                out.append(b'\xff\xff')
            else:
                b4 = x3.error_message.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)


def _e_ElectLeadersResponse_v1(o: ElectLeadersResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ElectLeadersResponse', 1)
    out.append(_P4(o.throttle_time_ms, o.error_code))
    if type(o.replica_election_results) is not list:
        _check_list(o.replica_election_results)
    out.append(_Pi(len(o.replica_election_results)))
    for x1 in o.replica_election_results:
        if x1.unknown_tags:
            raise _untagged('ReplicaElectionResult', 1)
        b2 = x1.topic.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_result) is not list:
            _check_list(x1.partition_result)
        out.append(_Pi(len(x1.partition_result)))
        for x3 in x1.partition_result:
            if x3.unknown_tags:
                raise _untagged('PartitionResult', 1)
            out.append(_P4(x3.partition_id, x3.error_code))
            if x3.error_message is None:
                out.append(b'\xff\xff')
            else:
                b4 = x3.error_message.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)


def _e_ElectLeadersResponse_v2(o: ElectLeadersResponse, out: list[bytes]) -> None:
    out.append(_P4(o.throttle_time_ms, o.error_code))
    if type(o.replica_election_results) is not list:
        _check_list(o.replica_election_results)
    if len(o.replica_election_results) + 1 < 128:
        out.append(_B1[len(o.replica_election_results) + 1])
    else:
        out.append(_encode_uvarint(len(o.replica_election_results) + 1))
    for x1 in o.replica_election_results:
        b2 = x1.topic.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partition_result) is not list:
            _check_list(x1.partition_result)
        if len(x1.partition_result) + 1 < 128:
            out.append(_B1[len(x1.partition_result) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_result) + 1))
        for x3 in x1.partition_result:
            out.append(_P4(x3.partition_id, x3.error_code))
            if x3.error_message is None:
                out.append(b'\x00')
            else:
                b4 = x3.error_message.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_string_length(len(b4) + 1))
                out.append(b4)
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


ElectLeadersRequest.DECODERS = {0: _d_ElectLeadersRequest_v0, 1: _d_ElectLeadersRequest_v1, 2: _d_ElectLeadersRequest_v2}
ElectLeadersRequest.ENCODERS = {0: _e_ElectLeadersRequest_v0, 1: _e_ElectLeadersRequest_v1, 2: _e_ElectLeadersRequest_v2}
_bind_decode(ElectLeadersRequest)

ElectLeadersResponse.DECODERS = {0: _d_ElectLeadersResponse_v0, 1: _d_ElectLeadersResponse_v1, 2: _d_ElectLeadersResponse_v2}
ElectLeadersResponse.ENCODERS = {0: _e_ElectLeadersResponse_v0, 1: _e_ElectLeadersResponse_v1, 2: _e_ElectLeadersResponse_v2}
_bind_decode(ElectLeadersResponse)
