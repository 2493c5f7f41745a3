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
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 == -1:
        f_topic_partitions_2 = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_topic_partitions_2 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
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
                    if not n10:
                        f_partitions_7 = []
                    elif n10 < 33:
                        f_partitions_7 = [*_i32s[n10](buf, pos)]
                        pos += n10 * 4
                    elif n10 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partitions_7 = [*_array('i', n10).unpack_from(buf, pos)]
                        pos += n10 * 4
                x5 = _new(TopicPartitions)
                x5.topic = f_topic_6
                x5.partitions = f_partitions_7
                x5.unknown_tags = None
                f_topic_partitions_2.append(x5)
    f_timeout_ms_3 = _S0(buf, pos)[0]
    pos += 4
    o = _new(ElectLeadersRequest)
    o.election_type = 0
    o.topic_partitions = f_topic_partitions_2
    o.timeout_ms = f_timeout_ms_3
    o.unknown_tags = None
    return o, pos


def _d_ElectLeadersRequest_v1(buf: bytes, pos: int, end: int) -> tuple[ElectLeadersRequest, int]:
    f_election_type_1 = _S1(buf, pos)[0]
    pos += 1
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 == -1:
        f_topic_partitions_2 = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_topic_partitions_2 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
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
                    if not n10:
                        f_partitions_7 = []
                    elif n10 < 33:
                        f_partitions_7 = [*_i32s[n10](buf, pos)]
                        pos += n10 * 4
                    elif n10 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partitions_7 = [*_array('i', n10).unpack_from(buf, pos)]
                        pos += n10 * 4
                x5 = _new(TopicPartitions)
                x5.topic = f_topic_6
                x5.partitions = f_partitions_7
                x5.unknown_tags = None
                f_topic_partitions_2.append(x5)
    f_timeout_ms_3 = _S0(buf, pos)[0]
    pos += 4
    o = _new(ElectLeadersRequest)
    o.election_type = f_election_type_1
    o.topic_partitions = f_topic_partitions_2
    o.timeout_ms = f_timeout_ms_3
    o.unknown_tags = None
    return o, pos


def _d_ElectLeadersRequest_v2(buf: bytes, pos: int, end: int) -> tuple[ElectLeadersRequest, int]:
    f_election_type_1, pk4, f_timeout_ms_3, pk5 = _S2(buf, pos)
    if pk4 < 2:
        pos += 7
        f_topic_partitions_2 = None if pk4 == 0 else []
    else:
        pos += 2
        if pk4 < 128:
            pk4 -= 1
        elif buf[pos] < 128:
            pk4 = pk4 + buf[pos] * 128 - 129
            pos += 1
        else:
            pk4, pos = _uvarint(buf, pos - 1)
            pk4 -= 1
        if pk4 == -1:
            f_topic_partitions_2 = None
        else:
            if pk4 * 3 > end - pos:
                raise _short(pos)
            f_topic_partitions_2 = []
            if pk4:
                for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                    n9 = buf[pos]
                    if n9 < 128:
                        pos += 1
                        n9 -= 1
                    elif buf[pos + 1] < 128:
                        n9 = n9 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n9, pos = _string_uvarint(buf, pos)
                        n9 -= 1
                    if n9 < 0:
                        raise _negative(pos)
                    else:
                        e10 = pos + n9
                        if e10 > end:
                            raise _short(pos)
                        f_topic_7 = buf[pos:e10].decode()
                        pos = e10
                    b11 = buf[pos]
                    pos += 1
                    if 1 < b11 < 34:
                        f_partitions_8 = [*_i32c[b11](buf, pos)]
                        pos += b11 * 4 - 4
                    elif b11 == 1:
                        f_partitions_8 = []
                    else:
                        pos -= 1
                        n12 = buf[pos]
                        if n12 < 128:
                            pos += 1
                            n12 -= 1
                        elif buf[pos + 1] < 128:
                            n12 = n12 + buf[pos + 1] * 128 - 129
                            pos += 2
                        else:
                            n12, pos = _uvarint(buf, pos)
                            n12 -= 1
                        if n12 < 0:
                            raise _negative(pos)
                        else:
                            if not n12:
                                f_partitions_8 = []
                            elif n12 < 33:
                                f_partitions_8 = [*_i32s[n12](buf, pos)]
                                pos += n12 * 4
                            elif n12 * 4 > end - pos:
                                raise _short(pos)
                            else:
                                f_partitions_8 = [*_array('i', n12).unpack_from(buf, pos)]
                                pos += n12 * 4
                    if buf[pos]:
                        u13, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u13 = None
                    x6 = _new(TopicPartitions)
                    x6.topic = f_topic_7
                    x6.partitions = f_partitions_8
                    x6.unknown_tags = u13
                    f_topic_partitions_2.append(x6)
        f_timeout_ms_3, pk5 = _S3(buf, pos)
        pos += 5
    if pk5:
        u14, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u14 = None
    o = _new(ElectLeadersRequest)
    o.election_type = f_election_type_1
    o.topic_partitions = f_topic_partitions_2
    o.timeout_ms = f_timeout_ms_3
    o.unknown_tags = u14
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
    f_throttle_time_ms_1 = _S0(buf, pos)[0]
    pos += 4
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_replica_election_results_3 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
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
                    f_partition_result_7 = []
                    if n10:
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            f_partition_id_12, f_error_code_13 = _S4(buf, pos)
                            pos += 6
                            n15 = _uh(buf, pos)[0]
                            pos += 2
                            if n15 == -1:
                                f_error_message_14 = None
                            elif n15 < 0:
                                raise _negative(pos)
                            else:
                                e16 = pos + n15
                                if e16 > end:
                                    raise _short(pos)
                                f_error_message_14 = buf[pos:e16].decode()
                                pos = e16
                            x11 = _new(PartitionResult)
                            x11.partition_id = f_partition_id_12
                            x11.error_code = f_error_code_13
                            x11.error_message = f_error_message_14
                            x11.unknown_tags = None
                            f_partition_result_7.append(x11)
                x5 = _new(ReplicaElectionResult)
                x5.topic = f_topic_6
                x5.partition_result = f_partition_result_7
                x5.unknown_tags = None
                f_replica_election_results_3.append(x5)
    o = _new(ElectLeadersResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = 0
    o.replica_election_results = f_replica_election_results_3
    o.unknown_tags = None
    return o, pos


def _d_ElectLeadersResponse_v1(buf: bytes, pos: int, end: int) -> tuple[ElectLeadersResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S4(buf, pos)
    pos += 6
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_replica_election_results_3 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
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
                    f_partition_result_7 = []
                    if n10:
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            f_partition_id_12, f_error_code_13 = _S4(buf, pos)
                            pos += 6
                            n15 = _uh(buf, pos)[0]
                            pos += 2
                            if n15 == -1:
                                f_error_message_14 = None
                            elif n15 < 0:
                                raise _negative(pos)
                            else:
                                e16 = pos + n15
                                if e16 > end:
                                    raise _short(pos)
                                f_error_message_14 = buf[pos:e16].decode()
                                pos = e16
                            x11 = _new(PartitionResult)
                            x11.partition_id = f_partition_id_12
                            x11.error_code = f_error_code_13
                            x11.error_message = f_error_message_14
                            x11.unknown_tags = None
                            f_partition_result_7.append(x11)
                x5 = _new(ReplicaElectionResult)
                x5.topic = f_topic_6
                x5.partition_result = f_partition_result_7
                x5.unknown_tags = None
                f_replica_election_results_3.append(x5)
    o = _new(ElectLeadersResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.replica_election_results = f_replica_election_results_3
    o.unknown_tags = None
    return o, pos


def _d_ElectLeadersResponse_v2(buf: bytes, pos: int, end: int) -> tuple[ElectLeadersResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, pk4 = _S5(buf, pos)
    pos += 7
    if pk4 < 128:
        pk4 -= 1
    elif buf[pos] < 128:
        pk4 = pk4 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk4, pos = _uvarint(buf, pos - 1)
        pk4 -= 1
    if pk4 < 0:
        raise _negative(pos)
    else:
        if pk4 * 3 > end - pos:
            raise _short(pos)
        f_replica_election_results_3 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _string_uvarint(buf, pos)
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
                    n10 -= 1
                elif buf[pos + 1] < 128:
                    n10 = n10 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n10, pos = _uvarint(buf, pos)
                    n10 -= 1
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 8 > end - pos:
                        raise _short(pos)
                    f_partition_result_7 = []
                    if n10:
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            f_partition_id_12, f_error_code_13, pk15 = _S5(buf, pos)
                            pos += 7
                            if pk15 < 128:
                                pk15 -= 1
                            elif buf[pos] < 128:
                                pk15 = pk15 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk15, pos = _string_uvarint(buf, pos - 1)
                                pk15 -= 1
                            if pk15 == -1:
                                f_error_message_14 = None
                            else:
                                e16 = pos + pk15
                                if e16 > end:
                                    raise _short(pos)
                                f_error_message_14 = buf[pos:e16].decode()
                                pos = e16
                            if buf[pos]:
                                u17, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u17 = None
                            x11 = _new(PartitionResult)
                            x11.partition_id = f_partition_id_12
                            x11.error_code = f_error_code_13
                            x11.error_message = f_error_message_14
                            x11.unknown_tags = u17
                            f_partition_result_7.append(x11)
                if buf[pos]:
                    u18, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u18 = None
                x5 = _new(ReplicaElectionResult)
                x5.topic = f_topic_6
                x5.partition_result = f_partition_result_7
                x5.unknown_tags = u18
                f_replica_election_results_3.append(x5)
    if buf[pos]:
        u19, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u19 = None
    o = _new(ElectLeadersResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.replica_election_results = f_replica_election_results_3
    o.unknown_tags = u19
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
