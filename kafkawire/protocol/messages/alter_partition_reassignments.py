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

__all__ = ['AlterPartitionReassignmentsRequest', 'AlterPartitionReassignmentsResponse', 'ReassignablePartition', 'ReassignablePartitionResponse', 'ReassignableTopic', 'ReassignableTopicResponse']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>i?').unpack_from
_P1 = _Struct('>i?').pack
_S2 = _Struct('>ih').unpack_from
_P2 = _Struct('>ih').pack
_S3 = _Struct('>i?h').unpack_from
_P3 = _Struct('>i?h').pack


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


class AlterPartitionReassignmentsRequest(Message):
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


def _d_ReassignablePartition_v0(buf: memoryview, pos: int, end: int) -> tuple[ReassignablePartition, int]:
    f_partition_index = _S0(buf, pos)[0]
    pos += 4
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_replicas = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_replicas = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
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
    return ReassignablePartition(f_partition_index, f_replicas, u), pos


def _d_ReassignableTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[ReassignableTopic, int]:
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
        f_name = str(buf[pos:e2], 'utf-8')
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
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_ReassignablePartition_v0(buf, pos, end)
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
    return ReassignableTopic(f_name, f_partitions, u), pos


def _d_AlterPartitionReassignmentsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionReassignmentsRequest, int]:
    f_timeout_ms = _S0(buf, pos)[0]
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
            x3, pos = _d_ReassignableTopic_v0(buf, pos, end)
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
    return AlterPartitionReassignmentsRequest(f_timeout_ms, True, f_topics, u), pos


def _d_AlterPartitionReassignmentsRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionReassignmentsRequest, int]:
    f_timeout_ms, f_allow_replication_factor_change = _S1(buf, pos)
    pos += 5
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
            x3, pos = _d_ReassignableTopic_v0(buf, pos, end)
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
    return AlterPartitionReassignmentsRequest(f_timeout_ms, f_allow_replication_factor_change, f_topics, u), pos


def _e_ReassignablePartition_v0(o: ReassignablePartition, out: bytearray) -> None:
    out += _P0(o.partition_index)
    if o.replicas is None:
        out.append(0)
    else:
        if len(o.replicas) + 1 < 128:
            out.append(len(o.replicas) + 1)
        else:
            out += _encode_uvarint(len(o.replicas) + 1)
        out += _array('i', len(o.replicas)).pack(*o.replicas)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ReassignableTopic_v0(o: ReassignableTopic, out: bytearray) -> None:
    b1 = o.name.encode()
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
        _e_ReassignablePartition_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionReassignmentsRequest_v0(o: AlterPartitionReassignmentsRequest, out: bytearray) -> None:
    if o.allow_replication_factor_change != True:
        raise _absent('AlterPartitionReassignmentsRequest', 'allow_replication_factor_change', 0)
    out += _P0(o.timeout_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_ReassignableTopic_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionReassignmentsRequest_v1(o: AlterPartitionReassignmentsRequest, out: bytearray) -> None:
    out += _P1(o.timeout_ms, o.allow_replication_factor_change)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_ReassignableTopic_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_ReassignablePartitionResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ReassignablePartitionResponse, int]:
    f_partition_index, f_error_code = _S2(buf, pos)
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
    return ReassignablePartitionResponse(f_partition_index, f_error_code, f_error_message, u), pos


def _d_ReassignableTopicResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ReassignableTopicResponse, int]:
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
        f_name = str(buf[pos:e2], 'utf-8')
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
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_ReassignablePartitionResponse_v0(buf, pos, end)
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
    return ReassignableTopicResponse(f_name, f_partitions, u), pos


def _d_AlterPartitionReassignmentsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionReassignmentsResponse, int]:
    f_throttle_time_ms, f_error_code = _S2(buf, pos)
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
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_responses = []
        ap4 = f_responses.append
        for _ in range(n3):
            x5, pos = _d_ReassignableTopicResponse_v0(buf, pos, end)
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
    return AlterPartitionReassignmentsResponse(f_throttle_time_ms, True, f_error_code, f_error_message, f_responses, u), pos


def _d_AlterPartitionReassignmentsResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionReassignmentsResponse, int]:
    f_throttle_time_ms, f_allow_replication_factor_change, f_error_code = _S3(buf, pos)
    pos += 7
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
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_responses = []
        ap4 = f_responses.append
        for _ in range(n3):
            x5, pos = _d_ReassignableTopicResponse_v0(buf, pos, end)
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
    return AlterPartitionReassignmentsResponse(f_throttle_time_ms, f_allow_replication_factor_change, f_error_code, f_error_message, f_responses, u), pos


def _e_ReassignablePartitionResponse_v0(o: ReassignablePartitionResponse, out: bytearray) -> None:
    out += _P2(o.partition_index, o.error_code)
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


def _e_ReassignableTopicResponse_v0(o: ReassignableTopicResponse, out: bytearray) -> None:
    b1 = o.name.encode()
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
        _e_ReassignablePartitionResponse_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionReassignmentsResponse_v0(o: AlterPartitionReassignmentsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x2 in o.responses:
        _e_ReassignableTopicResponse_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionReassignmentsResponse_v1(o: AlterPartitionReassignmentsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms, o.allow_replication_factor_change, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x2 in o.responses:
        _e_ReassignableTopicResponse_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


AlterPartitionReassignmentsRequest.DECODERS = (_d_AlterPartitionReassignmentsRequest_v0, _d_AlterPartitionReassignmentsRequest_v1,)
AlterPartitionReassignmentsRequest.ENCODERS = (_e_AlterPartitionReassignmentsRequest_v0, _e_AlterPartitionReassignmentsRequest_v1,)

AlterPartitionReassignmentsResponse.DECODERS = (_d_AlterPartitionReassignmentsResponse_v0, _d_AlterPartitionReassignmentsResponse_v1,)
AlterPartitionReassignmentsResponse.ENCODERS = (_e_AlterPartitionReassignmentsResponse_v0, _e_AlterPartitionReassignmentsResponse_v1,)
