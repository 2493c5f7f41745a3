# generated from defs/045-alter-partition-reassignments.kw; do not edit
"""AlterPartitionReassignments: API key 45, versions 0..1, flexible from 0."""

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

__all__ = ['AlterPartitionReassignmentsRequest', 'AlterPartitionReassignmentsResponse', 'ReassignablePartition', 'ReassignablePartitionResponse', 'ReassignableTopic', 'ReassignableTopicResponse']

_S0 = _Struct('>iB').unpack_from
_P0 = _Struct('>iB').pack
_S1 = _Struct('>i?B').unpack_from
_P1 = _Struct('>i?B').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack
_S3 = _Struct('>ihB').unpack_from
_P3 = _Struct('>ihB').pack
_S4 = _Struct('>i?hB').unpack_from
_P4 = _Struct('>i?hB').pack
_S5 = _Struct('>ih').unpack_from
_P5 = _Struct('>ih').pack
_S6 = _Struct('>iBh').unpack_from
_P6 = _Struct('>iBh').pack


class ReassignablePartition(Struct):
    """Element ReassignablePartition of AlterPartitionReassignments."""

    __slots__ = ('partition_index', 'replicas')
    partition_index: int
    replicas: list[int] | None

    def __init__(
        self,
        partition_index: int = 0,
        replicas: list[int] | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.replicas = replicas
        self.unknown_tags = unknown_tags


class ReassignableTopic(Struct):
    """Element ReassignableTopic of AlterPartitionReassignments."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[ReassignablePartition]

    def __init__(
        self,
        name: str = "",
        partitions: list[ReassignablePartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class AlterPartitionReassignmentsRequest(Request["AlterPartitionReassignmentsResponse"]):
    """AlterPartitionReassignments request (API key 45), versions 0..1."""

    __slots__ = ('timeout_ms', 'allow_replication_factor_change', 'topics')
    API_KEY = 45
    API_NAME = 'AlterPartitionReassignments'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 0
    timeout_ms: int
    allow_replication_factor_change: bool
    topics: list[ReassignableTopic]

    def __init__(
        self,
        timeout_ms: int = 60000,
        allow_replication_factor_change: bool = True,
        topics: list[ReassignableTopic] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.timeout_ms = timeout_ms
        self.allow_replication_factor_change = allow_replication_factor_change
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class ReassignablePartitionResponse(Struct):
    """Element ReassignablePartitionResponse of AlterPartitionReassignments."""

    __slots__ = ('partition_index', 'error_code', 'error_message')
    partition_index: int
    error_code: int
    error_message: str | None

    def __init__(
        self,
        partition_index: int = 0,
        error_code: int = 0,
        error_message: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags


class ReassignableTopicResponse(Struct):
    """Element ReassignableTopicResponse of AlterPartitionReassignments."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[ReassignablePartitionResponse]

    def __init__(
        self,
        name: str = "",
        partitions: list[ReassignablePartitionResponse] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class AlterPartitionReassignmentsResponse(Message):
    """AlterPartitionReassignments response (API key 45), versions 0..1."""

    __slots__ = ('throttle_time_ms', 'allow_replication_factor_change', 'error_code', 'error_message', 'responses')
    API_KEY = 45
    API_NAME = 'AlterPartitionReassignments'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    allow_replication_factor_change: bool
    error_code: int
    error_message: str | None
    responses: list[ReassignableTopicResponse]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        allow_replication_factor_change: bool = True,
        error_code: int = 0,
        error_message: str | None = "",
        responses: list[ReassignableTopicResponse] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.allow_replication_factor_change = allow_replication_factor_change
        self.error_code = error_code
        self.error_message = error_message
        self.responses = [] if responses is DEFAULT else responses
        self.unknown_tags = unknown_tags

ReassignablePartition.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('replicas', 'array', 'int32', (0, 1), (0, 1), None),
)

ReassignableTopic.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('partitions', 'array', 'ReassignablePartition', (0, 1), None, DEFAULT, struct=ReassignablePartition),
)

AlterPartitionReassignmentsRequest.FIELDS = (
    FieldSpec('timeout_ms', 'prim', 'int32', (0, 1), None, 60000),
    FieldSpec('allow_replication_factor_change', 'prim', 'bool', (1, 1), None, True),
    FieldSpec('topics', 'array', 'ReassignableTopic', (0, 1), None, DEFAULT, struct=ReassignableTopic),
)

ReassignablePartitionResponse.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 1), (0, 1), ""),
)

ReassignableTopicResponse.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('partitions', 'array', 'ReassignablePartitionResponse', (0, 1), None, DEFAULT, struct=ReassignablePartitionResponse),
)

AlterPartitionReassignmentsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('allow_replication_factor_change', 'prim', 'bool', (1, 1), None, True, ignorable=True),
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 1), (0, 1), ""),
    FieldSpec('responses', 'array', 'ReassignableTopicResponse', (0, 1), None, DEFAULT, struct=ReassignableTopicResponse),
)


def _d_AlterPartitionReassignmentsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionReassignmentsRequest, int]:
    o = _new(AlterPartitionReassignmentsRequest)
    o.timeout_ms, pk2 = _S0(buf, pos)
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
                x3 = _new(ReassignableTopic)
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
                    x3.name = buf[pos:e6].decode()
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
                    if n7 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(ReassignablePartition)
                            x8.partition_index, pk10 = _S0(buf, pos)
                            pos += 5
                            if 1 < pk10 < 34:
                                f_replicas_9 = [*_i32c[pk10](buf, pos)]
                                pos += pk10 * 4 - 4
                            elif pk10 == 1:
                                f_replicas_9 = []
                            else:
                                pos -= 1
                                n11 = buf[pos]
                                if n11 < 128:
                                    pos += 1
                                    n11 -= 1
                                elif buf[pos + 1] < 128:
                                    n11 = n11 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n11, pos = _uvarint(buf, pos)
                                    n11 -= 1
                                if n11 == -1:
                                    f_replicas_9 = None
                                else:
                                    if not n11:
                                        f_replicas_9 = []
                                    elif n11 < 33:
                                        f_replicas_9 = [*_i32s[n11](buf, pos)]
                                        pos += n11 * 4
                                    elif n11 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_9 = [*_array('i', n11).unpack_from(buf, pos)]
                                        pos += n11 * 4
                            if buf[pos]:
                                u12, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u12 = None
                            x8.replicas = f_replicas_9
                            x8.unknown_tags = u12
                            f_partitions_4.append(x8)
                if buf[pos]:
                    u13, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u13 = None
                x3.partitions = f_partitions_4
                x3.unknown_tags = u13
                f_topics_1.append(x3)
    if buf[pos]:
        u14, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u14 = None
    o.allow_replication_factor_change = True
    o.topics = f_topics_1
    o.unknown_tags = u14
    return o, pos


def _d_AlterPartitionReassignmentsRequest_v1(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionReassignmentsRequest, int]:
    o = _new(AlterPartitionReassignmentsRequest)
    o.timeout_ms, o.allow_replication_factor_change, pk2 = _S1(buf, pos)
    pos += 6
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
                x3 = _new(ReassignableTopic)
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
                    x3.name = buf[pos:e6].decode()
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
                    if n7 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(ReassignablePartition)
                            x8.partition_index, pk10 = _S0(buf, pos)
                            pos += 5
                            if 1 < pk10 < 34:
                                f_replicas_9 = [*_i32c[pk10](buf, pos)]
                                pos += pk10 * 4 - 4
                            elif pk10 == 1:
                                f_replicas_9 = []
                            else:
                                pos -= 1
                                n11 = buf[pos]
                                if n11 < 128:
                                    pos += 1
                                    n11 -= 1
                                elif buf[pos + 1] < 128:
                                    n11 = n11 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n11, pos = _uvarint(buf, pos)
                                    n11 -= 1
                                if n11 == -1:
                                    f_replicas_9 = None
                                else:
                                    if not n11:
                                        f_replicas_9 = []
                                    elif n11 < 33:
                                        f_replicas_9 = [*_i32s[n11](buf, pos)]
                                        pos += n11 * 4
                                    elif n11 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_9 = [*_array('i', n11).unpack_from(buf, pos)]
                                        pos += n11 * 4
                            if buf[pos]:
                                u12, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u12 = None
                            x8.replicas = f_replicas_9
                            x8.unknown_tags = u12
                            f_partitions_4.append(x8)
                if buf[pos]:
                    u13, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u13 = None
                x3.partitions = f_partitions_4
                x3.unknown_tags = u13
                f_topics_1.append(x3)
    if buf[pos]:
        u14, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u14 = None
    o.topics = f_topics_1
    o.unknown_tags = u14
    return o, pos


def _e_AlterPartitionReassignmentsRequest_v0(o: AlterPartitionReassignmentsRequest, out: list[bytes]) -> None:
    if o.allow_replication_factor_change != True:
        raise _absent('AlterPartitionReassignmentsRequest', 'allow_replication_factor_change', 0)
    out.append(_P2(o.timeout_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.name.encode()
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
            out.append(_P2(x3.partition_index))
            if x3.replicas is None:
                out.append(b'\x00')
            else:
                if type(x3.replicas) is not list:
                    _check_list(x3.replicas)
                if len(x3.replicas) + 1 < 128:
                    out.append(_B1[len(x3.replicas) + 1])
                else:
                    out.append(_encode_uvarint(len(x3.replicas) + 1))
                out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
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


def _e_AlterPartitionReassignmentsRequest_v1(o: AlterPartitionReassignmentsRequest, out: list[bytes]) -> None:
    out.append(_P0(o.timeout_ms, _BOOL[o.allow_replication_factor_change]))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.name.encode()
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
            out.append(_P2(x3.partition_index))
            if x3.replicas is None:
                out.append(b'\x00')
            else:
                if type(x3.replicas) is not list:
                    _check_list(x3.replicas)
                if len(x3.replicas) + 1 < 128:
                    out.append(_B1[len(x3.replicas) + 1])
                else:
                    out.append(_encode_uvarint(len(x3.replicas) + 1))
                out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
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


def _d_AlterPartitionReassignmentsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionReassignmentsResponse, int]:
    o = _new(AlterPartitionReassignmentsResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S3(buf, pos)
    pos += 7
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _string_uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 == -1:
        o.error_message = None
    else:
        e3 = pos + pk2
        if e3 > end:
            raise _short(pos)
        o.error_message = buf[pos:e3].decode()
        pos = e3
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
        n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 3 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(ReassignableTopicResponse)
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                    n7 -= 1
                elif buf[pos + 1] < 128:
                    n7 = n7 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n7, pos = _string_uvarint(buf, pos)
                    n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x5.name = buf[pos:e8].decode()
                    pos = e8
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
                    if n9 * 8 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(ReassignablePartitionResponse)
                            x10.partition_index, x10.error_code, pk11 = _S3(buf, pos)
                            pos += 7
                            if pk11 < 128:
                                pk11 -= 1
                            elif buf[pos] < 128:
                                pk11 = pk11 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk11, pos = _string_uvarint(buf, pos - 1)
                                pk11 -= 1
                            if pk11 == -1:
                                x10.error_message = None
                            else:
                                e12 = pos + pk11
                                if e12 > end:
                                    raise _short(pos)
                                x10.error_message = buf[pos:e12].decode()
                                pos = e12
                            if buf[pos]:
                                u13, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u13 = None
                            x10.unknown_tags = u13
                            f_partitions_6.append(x10)
                if buf[pos]:
                    u14, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u14 = None
                x5.partitions = f_partitions_6
                x5.unknown_tags = u14
                f_responses_1.append(x5)
    if buf[pos]:
        u15, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u15 = None
    o.allow_replication_factor_change = True
    o.responses = f_responses_1
    o.unknown_tags = u15
    return o, pos


def _d_AlterPartitionReassignmentsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionReassignmentsResponse, int]:
    o = _new(AlterPartitionReassignmentsResponse)
    o.throttle_time_ms, o.allow_replication_factor_change, o.error_code, pk2 = _S4(buf, pos)
    pos += 8
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _string_uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 == -1:
        o.error_message = None
    else:
        e3 = pos + pk2
        if e3 > end:
            raise _short(pos)
        o.error_message = buf[pos:e3].decode()
        pos = e3
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
        n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 3 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(ReassignableTopicResponse)
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                    n7 -= 1
                elif buf[pos + 1] < 128:
                    n7 = n7 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n7, pos = _string_uvarint(buf, pos)
                    n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x5.name = buf[pos:e8].decode()
                    pos = e8
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
                    if n9 * 8 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(ReassignablePartitionResponse)
                            x10.partition_index, x10.error_code, pk11 = _S3(buf, pos)
                            pos += 7
                            if pk11 < 128:
                                pk11 -= 1
                            elif buf[pos] < 128:
                                pk11 = pk11 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk11, pos = _string_uvarint(buf, pos - 1)
                                pk11 -= 1
                            if pk11 == -1:
                                x10.error_message = None
                            else:
                                e12 = pos + pk11
                                if e12 > end:
                                    raise _short(pos)
                                x10.error_message = buf[pos:e12].decode()
                                pos = e12
                            if buf[pos]:
                                u13, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u13 = None
                            x10.unknown_tags = u13
                            f_partitions_6.append(x10)
                if buf[pos]:
                    u14, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u14 = None
                x5.partitions = f_partitions_6
                x5.unknown_tags = u14
                f_responses_1.append(x5)
    if buf[pos]:
        u15, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u15 = None
    o.responses = f_responses_1
    o.unknown_tags = u15
    return o, pos


def _e_AlterPartitionReassignmentsResponse_v0(o: AlterPartitionReassignmentsResponse, out: list[bytes]) -> None:
    out.append(_P5(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x2 in o.responses:
        b3 = x2.name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        for x4 in x2.partitions:
            out.append(_P5(x4.partition_index, x4.error_code))
            if x4.error_message is None:
                out.append(b'\x00')
            else:
                b5 = x4.error_message.encode()
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_string_length(len(b5) + 1))
                out.append(b5)
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
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


def _e_AlterPartitionReassignmentsResponse_v1(o: AlterPartitionReassignmentsResponse, out: list[bytes]) -> None:
    out.append(_P6(o.throttle_time_ms, _BOOL[o.allow_replication_factor_change], o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x2 in o.responses:
        b3 = x2.name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        for x4 in x2.partitions:
            out.append(_P5(x4.partition_index, x4.error_code))
            if x4.error_message is None:
                out.append(b'\x00')
            else:
                b5 = x4.error_message.encode()
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_string_length(len(b5) + 1))
                out.append(b5)
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
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


AlterPartitionReassignmentsRequest.DECODERS = {0: _d_AlterPartitionReassignmentsRequest_v0, 1: _d_AlterPartitionReassignmentsRequest_v1}
AlterPartitionReassignmentsRequest.ENCODERS = {0: _e_AlterPartitionReassignmentsRequest_v0, 1: _e_AlterPartitionReassignmentsRequest_v1}
_bind_decode(AlterPartitionReassignmentsRequest)

AlterPartitionReassignmentsResponse.DECODERS = {0: _d_AlterPartitionReassignmentsResponse_v0, 1: _d_AlterPartitionReassignmentsResponse_v1}
AlterPartitionReassignmentsResponse.ENCODERS = {0: _e_AlterPartitionReassignmentsResponse_v0, 1: _e_AlterPartitionReassignmentsResponse_v1}
_bind_decode(AlterPartitionReassignmentsResponse)
