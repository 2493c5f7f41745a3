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
from kafkawire.protocol.codec_support import ShapedArray as _ShapedArray
from kafkawire.protocol.codec_support import read_shaped as _read_shaped

__all__ = ['CreatePartitionsAssignment', 'CreatePartitionsRequest', 'CreatePartitionsResponse', 'CreatePartitionsTopic', 'CreatePartitionsTopicResult']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>i?').unpack_from
_P1 = _Struct('>i?').pack
_S2 = _Struct('>iB').unpack_from
_P2 = _Struct('>iB').pack
_S3 = _Struct('>i?B').unpack_from
_P3 = _Struct('>i?B').pack
_S4 = _Struct('>h').unpack_from
_P4 = _Struct('>h').pack
_S5 = _Struct('>hB').unpack_from
_P5 = _Struct('>hB').pack
_H0 = _ShapedArray(('[i',), False, 'x = _new(CreatePartitionsAssignment)\nx.unknown_tags = None', globals(), ('x.broker_ids',))
_H1 = _ShapedArray(('[i',), True, 'x = _new(CreatePartitionsAssignment)\nx.unknown_tags = None', globals(), ('x.broker_ids',))


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


class CreatePartitionsRequest(Request["CreatePartitionsResponse"]):
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


def _d_CreatePartitionsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[CreatePartitionsRequest, int]:
    o = _new(CreatePartitionsRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 10 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(CreatePartitionsTopic)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                x3.count = _S0(buf, pos)[0]
                pos += 4
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 == -1:
                    f_assignments_4 = None
                elif n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 4 > end - pos:
                        raise _short(pos)
                    f_assignments_4 = []
                    if n7:
                        pos, n7 = _read_shaped(_H0, buf, pos, end, n7, f_assignments_4)
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(CreatePartitionsAssignment)
                            n10 = _ui(buf, pos)[0]
                            pos += 4
                            if n10 < 0:
                                raise _negative(pos)
                            else:
                                if not n10:
                                    f_broker_ids_9 = []
                                elif n10 < 33:
                                    f_broker_ids_9 = [*_i32s[n10](buf, pos)]
                                    pos += n10 * 4
                                elif n10 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_broker_ids_9 = [*_array('i', n10).unpack_from(buf, pos)]
                                    pos += n10 * 4
                            x8.broker_ids = f_broker_ids_9
                            x8.unknown_tags = None
                            f_assignments_4.append(x8)
                x3.assignments = f_assignments_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.timeout_ms, o.validate_only = _S1(buf, pos)
    pos += 5
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_CreatePartitionsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[CreatePartitionsRequest, int]:
    o = _new(CreatePartitionsRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _uvarint(buf, pos)
        n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 7 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(CreatePartitionsTopic)
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
                x3.count, pk7 = _S2(buf, pos)
                pos += 5
                if pk7 < 128:
                    pk7 -= 1
                elif buf[pos] < 128:
                    pk7 = pk7 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk7, pos = _uvarint(buf, pos - 1)
                    pk7 -= 1
                if pk7 == -1:
                    f_assignments_4 = None
                else:
                    if pk7 * 2 > end - pos:
                        raise _short(pos)
                    f_assignments_4 = []
                    if pk7:
                        pos, pk7 = _read_shaped(_H1, buf, pos, end, pk7, f_assignments_4)
                        for _ in (_ranges[pk7] if pk7 < 256 else range(pk7)):
                            x8 = _new(CreatePartitionsAssignment)
                            b10 = buf[pos]
                            pos += 1
                            if 1 < b10 < 34:
                                f_broker_ids_9 = [*_i32c[b10](buf, pos)]
                                pos += b10 * 4 - 4
                            elif b10 == 1:
                                f_broker_ids_9 = []
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
                                if n11 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n11:
                                        f_broker_ids_9 = []
                                    elif n11 < 33:
                                        f_broker_ids_9 = [*_i32s[n11](buf, pos)]
                                        pos += n11 * 4
                                    elif n11 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_broker_ids_9 = [*_array('i', n11).unpack_from(buf, pos)]
                                        pos += n11 * 4
                            if buf[pos]:
                                u12, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u12 = None
                            x8.broker_ids = f_broker_ids_9
                            x8.unknown_tags = u12
                            f_assignments_4.append(x8)
                if buf[pos]:
                    u13, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u13 = None
                x3.assignments = f_assignments_4
                x3.unknown_tags = u13
                f_topics_1.append(x3)
    o.timeout_ms, o.validate_only, pk14 = _S3(buf, pos)
    pos += 6
    if pk14:
        u15, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u15 = None
    o.topics = f_topics_1
    o.unknown_tags = u15
    return o, pos


def _e_CreatePartitionsRequest_v0(o: CreatePartitionsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('CreatePartitionsRequest', 0)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('CreatePartitionsTopic', 0)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P0(x1.count))
        if x1.assignments is None:
            out.append(b'\xff\xff\xff\xff')
        else:
            if type(x1.assignments) is not list:
                _check_list(x1.assignments)
            out.append(_Pi(len(x1.assignments)))
            for x3 in x1.assignments:
                if x3.unknown_tags:
                    raise _untagged('CreatePartitionsAssignment', 0)
                if type(x3.broker_ids) is not list:
                    _check_list(x3.broker_ids)
                out.append(_Pi(len(x3.broker_ids)))
                out.append(_array('i', len(x3.broker_ids)).pack(*x3.broker_ids))
    out.append(_P2(o.timeout_ms, _BOOL[o.validate_only]))


def _e_CreatePartitionsRequest_v1(o: CreatePartitionsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('CreatePartitionsRequest', 1)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('CreatePartitionsTopic', 1)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P0(x1.count))
        if x1.assignments is None:
            out.append(b'\xff\xff\xff\xff')
        else:
            if type(x1.assignments) is not list:
                _check_list(x1.assignments)
            out.append(_Pi(len(x1.assignments)))
            for x3 in x1.assignments:
                if x3.unknown_tags:
                    raise _untagged('CreatePartitionsAssignment', 1)
                if type(x3.broker_ids) is not list:
                    _check_list(x3.broker_ids)
                out.append(_Pi(len(x3.broker_ids)))
                out.append(_array('i', len(x3.broker_ids)).pack(*x3.broker_ids))
    out.append(_P2(o.timeout_ms, _BOOL[o.validate_only]))


def _e_CreatePartitionsRequest_v2(o: CreatePartitionsRequest, out: list[bytes]) -> None:
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
        out.append(_P0(x1.count))
        if x1.assignments is None:
            out.append(b'\x00')
        else:
            if type(x1.assignments) is not list:
                _check_list(x1.assignments)
            if len(x1.assignments) + 1 < 128:
                out.append(_B1[len(x1.assignments) + 1])
            else:
                out.append(_encode_uvarint(len(x1.assignments) + 1))
            for x3 in x1.assignments:
                if type(x3.broker_ids) is not list:
                    _check_list(x3.broker_ids)
                if len(x3.broker_ids) + 1 < 128:
                    out.append(_B1[len(x3.broker_ids) + 1])
                else:
                    out.append(_encode_uvarint(len(x3.broker_ids) + 1))
                out.append(_array('i', len(x3.broker_ids)).pack(*x3.broker_ids))
                if x3.unknown_tags:
                    _write_tags(out, [], x3.unknown_tags)
                else:
                    out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P2(o.timeout_ms, _BOOL[o.validate_only]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_CreatePartitionsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[CreatePartitionsResponse, int]:
    o = _new(CreatePartitionsResponse)
    o.throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_results_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(CreatePartitionsTopicResult)
                n4 = _uh(buf, pos)[0]
                pos += 2
                if n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e5].decode()
                    pos = e5
                x3.error_code = _S4(buf, pos)[0]
                pos += 2
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 == -1:
                    x3.error_message = None
                elif n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e7].decode()
                    pos = e7
                x3.unknown_tags = None
                f_results_1.append(x3)
    o.results = f_results_1
    o.unknown_tags = None
    return o, pos


def _d_CreatePartitionsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[CreatePartitionsResponse, int]:
    o = _new(CreatePartitionsResponse)
    o.throttle_time_ms, pk2 = _S2(buf, pos)
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
        if pk2 * 5 > end - pos:
            raise _short(pos)
        f_results_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(CreatePartitionsTopicResult)
                n4 = buf[pos]
                if n4 < 128:
                    pos += 1
                    n4 -= 1
                elif buf[pos + 1] < 128:
                    n4 = n4 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n4, pos = _string_uvarint(buf, pos)
                    n4 -= 1
                if n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e5].decode()
                    pos = e5
                x3.error_code, pk6 = _S5(buf, pos)
                pos += 3
                if pk6 < 128:
                    pk6 -= 1
                elif buf[pos] < 128:
                    pk6 = pk6 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk6, pos = _string_uvarint(buf, pos - 1)
                    pk6 -= 1
                if pk6 == -1:
                    x3.error_message = None
                else:
                    e7 = pos + pk6
                    if e7 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e7].decode()
                    pos = e7
                if buf[pos]:
                    u8, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u8 = None
                x3.unknown_tags = u8
                f_results_1.append(x3)
    if buf[pos]:
        u9, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u9 = None
    o.results = f_results_1
    o.unknown_tags = u9
    return o, pos


def _e_CreatePartitionsResponse_v0(o: CreatePartitionsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('CreatePartitionsResponse', 0)
    out.append(_P0(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    out.append(_Pi(len(o.results)))
    for x1 in o.results:
        if x1.unknown_tags:
            raise _untagged('CreatePartitionsTopicResult', 0)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P4(x1.error_code))
        if x1.error_message is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.error_message.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)


def _e_CreatePartitionsResponse_v1(o: CreatePartitionsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('CreatePartitionsResponse', 1)
    out.append(_P0(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    out.append(_Pi(len(o.results)))
    for x1 in o.results:
        if x1.unknown_tags:
            raise _untagged('CreatePartitionsTopicResult', 1)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P4(x1.error_code))
        if x1.error_message is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.error_message.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)


def _e_CreatePartitionsResponse_v2(o: CreatePartitionsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    if len(o.results) + 1 < 128:
        out.append(_B1[len(o.results) + 1])
    else:
        out.append(_encode_uvarint(len(o.results) + 1))
    for x1 in o.results:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P4(x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b3 = x1.error_message.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


CreatePartitionsRequest.DECODERS = {0: _d_CreatePartitionsRequest_v0, 1: _d_CreatePartitionsRequest_v0, 2: _d_CreatePartitionsRequest_v2, 3: _d_CreatePartitionsRequest_v2}
CreatePartitionsRequest.ENCODERS = {0: _e_CreatePartitionsRequest_v0, 1: _e_CreatePartitionsRequest_v1, 2: _e_CreatePartitionsRequest_v2, 3: _e_CreatePartitionsRequest_v2}
_bind_decode(CreatePartitionsRequest)

CreatePartitionsResponse.DECODERS = {0: _d_CreatePartitionsResponse_v0, 1: _d_CreatePartitionsResponse_v0, 2: _d_CreatePartitionsResponse_v2, 3: _d_CreatePartitionsResponse_v2}
CreatePartitionsResponse.ENCODERS = {0: _e_CreatePartitionsResponse_v0, 1: _e_CreatePartitionsResponse_v1, 2: _e_CreatePartitionsResponse_v2, 3: _e_CreatePartitionsResponse_v2}
_bind_decode(CreatePartitionsResponse)
