# generated from defs/037-create-partitions.kw; do not edit
"""CreatePartitions: API key 37, versions 0..3, flexible from 2."""

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

__all__ = ['CreatePartitionsAssignment', 'CreatePartitionsRequest', 'CreatePartitionsResponse', 'CreatePartitionsTopic', 'CreatePartitionsTopicResult']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>i?').unpack_from
_P1 = _Struct('>i?').pack
_S2 = _Struct('>h').unpack_from
_P2 = _Struct('>h').pack


class CreatePartitionsAssignment(Struct):
    """Element CreatePartitionsAssignment of CreatePartitions."""

    __slots__ = ('broker_ids',)
    broker_ids: list[int]

    def __init__(
        self,
        broker_ids: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.broker_ids = [] if broker_ids is DEFAULT else broker_ids
        self.unknown_tags = unknown_tags


class CreatePartitionsTopic(Struct):
    """Element CreatePartitionsTopic of CreatePartitions."""

    __slots__ = ('name', 'count', 'assignments')
    name: str
    count: int
    assignments: list[CreatePartitionsAssignment] | None

    def __init__(
        self,
        name: str = "",
        count: int = 0,
        assignments: list[CreatePartitionsAssignment] | None = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.count = count
        self.assignments = [] if assignments is DEFAULT else assignments
        self.unknown_tags = unknown_tags


class CreatePartitionsRequest(Message):
    """CreatePartitions request (API key 37), versions 0..3."""

    __slots__ = ('topics', 'timeout_ms', 'validate_only')
    API_KEY = 37
    API_NAME = 'CreatePartitions'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_FROM = 2
    topics: list[CreatePartitionsTopic]
    timeout_ms: int
    validate_only: bool

    def __init__(
        self,
        topics: list[CreatePartitionsTopic] = DEFAULT,
        timeout_ms: int = 0,
        validate_only: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topics = [] if topics is DEFAULT else topics
        self.timeout_ms = timeout_ms
        self.validate_only = validate_only
        self.unknown_tags = unknown_tags


class CreatePartitionsTopicResult(Struct):
    """Element CreatePartitionsTopicResult of CreatePartitions."""

    __slots__ = ('name', 'error_code', 'error_message')
    name: str
    error_code: int
    error_message: str | None

    def __init__(
        self,
        name: str = "",
        error_code: int = 0,
        error_message: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags


class CreatePartitionsResponse(Message):
    """CreatePartitions response (API key 37), versions 0..3."""

    __slots__ = ('throttle_time_ms', 'results')
    API_KEY = 37
    API_NAME = 'CreatePartitions'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_FROM = 2
    throttle_time_ms: int
    results: list[CreatePartitionsTopicResult]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        results: list[CreatePartitionsTopicResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is DEFAULT else results
        self.unknown_tags = unknown_tags

CreatePartitionsAssignment.FIELDS = (
    FieldSpec('broker_ids', 'array', 'int32', (0, 3), None, DEFAULT),
)

CreatePartitionsTopic.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('count', 'prim', 'int32', (0, 3), None, 0),
    FieldSpec('assignments', 'array', 'CreatePartitionsAssignment', (0, 3), (0, 3), DEFAULT, struct=CreatePartitionsAssignment),
)

CreatePartitionsRequest.FIELDS = (
    FieldSpec('topics', 'array', 'CreatePartitionsTopic', (0, 3), None, DEFAULT, struct=CreatePartitionsTopic),
    FieldSpec('timeout_ms', 'prim', 'int32', (0, 3), None, 0),
    FieldSpec('validate_only', 'prim', 'bool', (0, 3), None, False),
)

CreatePartitionsTopicResult.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('error_code', 'prim', 'error', (0, 3), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 3), (0, 3), None),
)

CreatePartitionsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 3), None, 0),
    FieldSpec('results', 'array', 'CreatePartitionsTopicResult', (0, 3), None, DEFAULT, struct=CreatePartitionsTopicResult),
)


def _d_CreatePartitionsAssignment_v0(buf: memoryview, pos: int, end: int) -> tuple[CreatePartitionsAssignment, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_broker_ids = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
    return CreatePartitionsAssignment(f_broker_ids, None), pos


def _d_CreatePartitionsTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[CreatePartitionsTopic, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_count = _S0(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 == -1:
        f_assignments = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_assignments = []
        ap4 = f_assignments.append
        for _ in range(n3):
            x5, pos = _d_CreatePartitionsAssignment_v0(buf, pos, end)
            ap4(x5)
    return CreatePartitionsTopic(f_name, f_count, f_assignments, None), pos


def _d_CreatePartitionsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[CreatePartitionsRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 10 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_CreatePartitionsTopic_v0(buf, pos, end)
            ap2(x3)
    f_timeout_ms, f_validate_only = _S1(buf, pos)
    pos += 5
    return CreatePartitionsRequest(f_topics, f_timeout_ms, f_validate_only, None), pos


def _d_CreatePartitionsAssignment_v2(buf: memoryview, pos: int, end: int) -> tuple[CreatePartitionsAssignment, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_broker_ids = list(_array('i', n1).unpack_from(buf, pos))
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
    return CreatePartitionsAssignment(f_broker_ids, u), pos


def _d_CreatePartitionsTopic_v2(buf: memoryview, pos: int, end: int) -> tuple[CreatePartitionsTopic, int]:
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
    f_count = _S0(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_assignments = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 2 > end - pos:
            raise _short(pos)
        f_assignments = []
        ap4 = f_assignments.append
        for _ in range(n3):
            x5, pos = _d_CreatePartitionsAssignment_v2(buf, pos, end)
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
    return CreatePartitionsTopic(f_name, f_count, f_assignments, u), pos


def _d_CreatePartitionsRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[CreatePartitionsRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 7 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_CreatePartitionsTopic_v2(buf, pos, end)
            ap2(x3)
    f_timeout_ms, f_validate_only = _S1(buf, pos)
    pos += 5
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
    return CreatePartitionsRequest(f_topics, f_timeout_ms, f_validate_only, u), pos


def _e_CreatePartitionsAssignment_v0(o: CreatePartitionsAssignment, out: bytearray) -> None:
    out += _Pi(len(o.broker_ids))
    out += _array('i', len(o.broker_ids)).pack(*o.broker_ids)


def _e_CreatePartitionsTopic_v0(o: CreatePartitionsTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.count)
    if o.assignments is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.assignments))
        for x2 in o.assignments:
            _e_CreatePartitionsAssignment_v0(x2, out)


def _e_CreatePartitionsRequest_v0(o: CreatePartitionsRequest, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_CreatePartitionsTopic_v0(x1, out)
    out += _P1(o.timeout_ms, o.validate_only)


def _e_CreatePartitionsAssignment_v2(o: CreatePartitionsAssignment, out: bytearray) -> None:
    if len(o.broker_ids) + 1 < 128:
        out.append(len(o.broker_ids) + 1)
    else:
        out += _encode_uvarint(len(o.broker_ids) + 1)
    out += _array('i', len(o.broker_ids)).pack(*o.broker_ids)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_CreatePartitionsTopic_v2(o: CreatePartitionsTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.count)
    if o.assignments is None:
        out.append(0)
    else:
        if len(o.assignments) + 1 < 128:
            out.append(len(o.assignments) + 1)
        else:
            out += _encode_uvarint(len(o.assignments) + 1)
        for x2 in o.assignments:
            _e_CreatePartitionsAssignment_v2(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_CreatePartitionsRequest_v2(o: CreatePartitionsRequest, out: bytearray) -> None:
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_CreatePartitionsTopic_v2(x1, out)
    out += _P1(o.timeout_ms, o.validate_only)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_CreatePartitionsTopicResult_v0(buf: memoryview, pos: int, end: int) -> tuple[CreatePartitionsTopicResult, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_error_code = _S2(buf, pos)[0]
    pos += 2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 == -1:
        f_error_message = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e4], 'utf-8')
        pos = e4
    return CreatePartitionsTopicResult(f_name, f_error_code, f_error_message, None), pos


def _d_CreatePartitionsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[CreatePartitionsResponse, int]:
    f_throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_results = []
        ap2 = f_results.append
        for _ in range(n1):
            x3, pos = _d_CreatePartitionsTopicResult_v0(buf, pos, end)
            ap2(x3)
    return CreatePartitionsResponse(f_throttle_time_ms, f_results, None), pos


def _d_CreatePartitionsTopicResult_v2(buf: memoryview, pos: int, end: int) -> tuple[CreatePartitionsTopicResult, int]:
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
    f_error_code = _S2(buf, pos)[0]
    pos += 2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_error_message = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e4], 'utf-8')
        pos = e4
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
    return CreatePartitionsTopicResult(f_name, f_error_code, f_error_message, u), pos


def _d_CreatePartitionsResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[CreatePartitionsResponse, int]:
    f_throttle_time_ms = _S0(buf, pos)[0]
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
        if n1 * 5 > end - pos:
            raise _short(pos)
        f_results = []
        ap2 = f_results.append
        for _ in range(n1):
            x3, pos = _d_CreatePartitionsTopicResult_v2(buf, pos, end)
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
    return CreatePartitionsResponse(f_throttle_time_ms, f_results, u), pos


def _e_CreatePartitionsTopicResult_v0(o: CreatePartitionsTopicResult, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P2(o.error_code)
    if o.error_message is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.error_message.encode()
        out += _Ph(len(b2))
        out += b2


def _e_CreatePartitionsResponse_v0(o: CreatePartitionsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    out += _Pi(len(o.results))
    for x1 in o.results:
        _e_CreatePartitionsTopicResult_v0(x1, out)


def _e_CreatePartitionsTopicResult_v2(o: CreatePartitionsTopicResult, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P2(o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b2 = o.error_message.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_CreatePartitionsResponse_v2(o: CreatePartitionsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        _e_CreatePartitionsTopicResult_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


CreatePartitionsRequest.DECODERS = (_d_CreatePartitionsRequest_v0, _d_CreatePartitionsRequest_v0, _d_CreatePartitionsRequest_v2, _d_CreatePartitionsRequest_v2,)
CreatePartitionsRequest.ENCODERS = (_e_CreatePartitionsRequest_v0, _e_CreatePartitionsRequest_v0, _e_CreatePartitionsRequest_v2, _e_CreatePartitionsRequest_v2,)

CreatePartitionsResponse.DECODERS = (_d_CreatePartitionsResponse_v0, _d_CreatePartitionsResponse_v0, _d_CreatePartitionsResponse_v2, _d_CreatePartitionsResponse_v2,)
CreatePartitionsResponse.ENCODERS = (_e_CreatePartitionsResponse_v0, _e_CreatePartitionsResponse_v0, _e_CreatePartitionsResponse_v2, _e_CreatePartitionsResponse_v2,)
