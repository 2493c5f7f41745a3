# generated from defs/035-describe-log-dirs.kw; do not edit
"""DescribeLogDirs: API key 35, versions 0..5, flexible from 2."""

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

__all__ = ['DescribableLogDirTopic', 'DescribeLogDirsPartition', 'DescribeLogDirsRequest', 'DescribeLogDirsResponse', 'DescribeLogDirsResult', 'DescribeLogDirsTopic']

_I0 = _Struct('>iqq?').iter_unpack
_I1 = _Struct('>iqq?B').iter_unpack
_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>h').unpack_from
_P1 = _Struct('>h').pack
_S2 = _Struct('>iB').unpack_from
_P2 = _Struct('>iB').pack
_S3 = _Struct('>hB').unpack_from
_P3 = _Struct('>hB').pack
_S4 = _Struct('>iqq?B').unpack_from
_P4 = _Struct('>iqq?B').pack
_S5 = _Struct('>ihB').unpack_from
_P5 = _Struct('>ihB').pack
_S6 = _Struct('>qqB').unpack_from
_P6 = _Struct('>qqB').pack
_S7 = _Struct('>qq?B').unpack_from
_P7 = _Struct('>qq?B').pack
_S8 = _Struct('>iqqB').unpack_from
_P8 = _Struct('>iqqB').pack
_S9 = _Struct('>ih').unpack_from
_P9 = _Struct('>ih').pack
_S10 = _Struct('>qq').unpack_from
_P10 = _Struct('>qq').pack


class DescribableLogDirTopic(Struct):
    """Element DescribableLogDirTopic of DescribeLogDirs."""

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


class DescribeLogDirsRequest(Request["DescribeLogDirsResponse"]):
    """DescribeLogDirs request (API key 35), versions 0..5."""

    __slots__ = ('topics',)
    API_KEY = 35
    API_NAME = 'DescribeLogDirs'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_FROM = 2
    topics: list[DescribableLogDirTopic] | None

    def __init__(
        self,
        topics: list[DescribableLogDirTopic] | None = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class DescribeLogDirsPartition(Struct):
    """Element DescribeLogDirsPartition of DescribeLogDirs."""

    __slots__ = ('partition_index', 'partition_size', 'offset_lag', 'is_future_key')
    partition_index: int
    partition_size: int
    offset_lag: int
    is_future_key: bool

    def __init__(
        self,
        partition_index: int = 0,
        partition_size: int = 0,
        offset_lag: int = 0,
        is_future_key: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.partition_size = partition_size
        self.offset_lag = offset_lag
        self.is_future_key = is_future_key
        self.unknown_tags = unknown_tags


class DescribeLogDirsTopic(Struct):
    """Element DescribeLogDirsTopic of DescribeLogDirs."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[DescribeLogDirsPartition]

    def __init__(
        self,
        name: str = "",
        partitions: list[DescribeLogDirsPartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class DescribeLogDirsResult(Struct):
    """Element DescribeLogDirsResult of DescribeLogDirs."""

    __slots__ = ('error_code', 'log_dir', 'topics', 'total_bytes', 'usable_bytes', 'is_cordoned')
    error_code: int
    log_dir: str
    topics: list[DescribeLogDirsTopic]
    total_bytes: int
    usable_bytes: int
    is_cordoned: bool

    def __init__(
        self,
        error_code: int = 0,
        log_dir: str = "",
        topics: list[DescribeLogDirsTopic] = DEFAULT,
        total_bytes: int = -1,
        usable_bytes: int = -1,
        is_cordoned: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.log_dir = log_dir
        self.topics = [] if topics is DEFAULT else topics
        self.total_bytes = total_bytes
        self.usable_bytes = usable_bytes
        self.is_cordoned = is_cordoned
        self.unknown_tags = unknown_tags


class DescribeLogDirsResponse(Message):
    """DescribeLogDirs response (API key 35), versions 0..5."""

    __slots__ = ('throttle_time_ms', 'error_code', 'results')
    API_KEY = 35
    API_NAME = 'DescribeLogDirs'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_FROM = 2
    throttle_time_ms: int
    error_code: int
    results: list[DescribeLogDirsResult]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        results: list[DescribeLogDirsResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.results = [] if results is DEFAULT else results
        self.unknown_tags = unknown_tags

DescribableLogDirTopic.FIELDS = (
    FieldSpec('topic', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('partitions', 'array', 'int32', (0, 5), None, DEFAULT),
)

DescribeLogDirsRequest.FIELDS = (
    FieldSpec('topics', 'array', 'DescribableLogDirTopic', (0, 5), (0, 5), DEFAULT, struct=DescribableLogDirTopic),
)

DescribeLogDirsPartition.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 5), None, 0),
    FieldSpec('partition_size', 'prim', 'int64', (0, 5), None, 0),
    FieldSpec('offset_lag', 'prim', 'int64', (0, 5), None, 0),
    FieldSpec('is_future_key', 'prim', 'bool', (0, 5), None, False),
)

DescribeLogDirsTopic.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('partitions', 'array', 'DescribeLogDirsPartition', (0, 5), None, DEFAULT, struct=DescribeLogDirsPartition),
)

DescribeLogDirsResult.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 5), None, 0),
    FieldSpec('log_dir', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('topics', 'array', 'DescribeLogDirsTopic', (0, 5), None, DEFAULT, struct=DescribeLogDirsTopic),
    FieldSpec('total_bytes', 'prim', 'int64', (4, 5), None, -1, ignorable=True),
    FieldSpec('usable_bytes', 'prim', 'int64', (4, 5), None, -1, ignorable=True),
    FieldSpec('is_cordoned', 'prim', 'bool', (5, 5), None, False, ignorable=True),
)

DescribeLogDirsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 5), None, 0),
    FieldSpec('error_code', 'prim', 'error', (3, 5), None, 0, ignorable=True),
    FieldSpec('results', 'array', 'DescribeLogDirsResult', (0, 5), None, DEFAULT, struct=DescribeLogDirsResult),
)


def _d_DescribeLogDirsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeLogDirsRequest, int]:
    o = _new(DescribeLogDirsRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 == -1:
        f_topics_1 = None
    elif n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DescribableLogDirTopic)
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
                f_topics_1.append(x3)
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeLogDirsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeLogDirsRequest, int]:
    o = _new(DescribeLogDirsRequest)
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
    if n2 == -1:
        f_topics_1 = None
    else:
        if n2 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DescribableLogDirTopic)
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
                b7 = buf[pos]
                pos += 1
                if 1 < b7 < 34:
                    f_partitions_4 = [*_i32c[b7](buf, pos)]
                    pos += b7 * 4 - 4
                elif b7 == 1:
                    f_partitions_4 = []
                else:
                    pos -= 1
                    n8 = buf[pos]
                    if n8 < 128:
                        pos += 1
                        n8 -= 1
                    elif buf[pos + 1] < 128:
                        n8 = n8 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n8, pos = _uvarint(buf, pos)
                        n8 -= 1
                    if n8 < 0:
                        raise _negative(pos)
                    else:
                        if not n8:
                            f_partitions_4 = []
                        elif n8 < 33:
                            f_partitions_4 = [*_i32s[n8](buf, pos)]
                            pos += n8 * 4
                        elif n8 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_4 = [*_array('i', n8).unpack_from(buf, pos)]
                            pos += n8 * 4
                if buf[pos]:
                    u9, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u9 = None
                x3.partitions = f_partitions_4
                x3.unknown_tags = u9
                f_topics_1.append(x3)
    if buf[pos]:
        u10, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u10 = None
    o.topics = f_topics_1
    o.unknown_tags = u10
    return o, pos


def _e_DescribeLogDirsRequest_v0(o: DescribeLogDirsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeLogDirsRequest', 0)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
            if x1.unknown_tags:
                raise _untagged('DescribableLogDirTopic', 0)
            b2 = x1.topic.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
            if type(x1.partitions) is not list:
                _check_list(x1.partitions)
            out.append(_Pi(len(x1.partitions)))
            out.append(_array('i', len(x1.partitions)).pack(*x1.partitions))


def _e_DescribeLogDirsRequest_v1(o: DescribeLogDirsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeLogDirsRequest', 1)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
            if x1.unknown_tags:
                raise _untagged('DescribableLogDirTopic', 1)
            b2 = x1.topic.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
            if type(x1.partitions) is not list:
                _check_list(x1.partitions)
            out.append(_Pi(len(x1.partitions)))
            out.append(_array('i', len(x1.partitions)).pack(*x1.partitions))


def _e_DescribeLogDirsRequest_v2(o: DescribeLogDirsRequest, out: list[bytes]) -> None:
    if o.topics is None:
        out.append(b'\x00')
    else:
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
            out.append(_array('i', len(x1.partitions)).pack(*x1.partitions))
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_DescribeLogDirsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeLogDirsResponse, int]:
    o = _new(DescribeLogDirsResponse)
    o.throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 8 > end - pos:
            raise _short(pos)
        f_results_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DescribeLogDirsResult)
                x3.error_code = _S1(buf, pos)[0]
                pos += 2
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.log_dir = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 6 > end - pos:
                        raise _short(pos)
                    f_topics_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(DescribeLogDirsTopic)
                            n10 = _uh(buf, pos)[0]
                            pos += 2
                            if n10 < 0:
                                raise _negative(pos)
                            else:
                                e11 = pos + n10
                                if e11 > end:
                                    raise _short(pos)
                                x8.name = buf[pos:e11].decode()
                                pos = e11
                            n12 = _ui(buf, pos)[0]
                            pos += 4
                            if n12 < 0:
                                raise _negative(pos)
                            else:
                                if n12 * 21 > end - pos:
                                    raise _short(pos)
                                f_partitions_9 = []
                                if n12:
                                    e14 = pos + n12 * 21
                                    for t16 in _I0(buf[pos:e14]):
                                        x15 = _new(DescribeLogDirsPartition)
                                        x15.partition_index, x15.partition_size, x15.offset_lag, x15.is_future_key = t16
                                        x15.unknown_tags = None
                                        f_partitions_9.append(x15)
                                    pos = e14
                            x8.partitions = f_partitions_9
                            x8.unknown_tags = None
                            f_topics_4.append(x8)
                x3.topics = f_topics_4
                x3.total_bytes = -1
                x3.usable_bytes = -1
                x3.is_cordoned = False
                x3.unknown_tags = None
                f_results_1.append(x3)
    o.error_code = 0
    o.results = f_results_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeLogDirsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeLogDirsResponse, int]:
    o = _new(DescribeLogDirsResponse)
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
                x3 = _new(DescribeLogDirsResult)
                x3.error_code, pk5 = _S3(buf, pos)
                pos += 3
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x3.log_dir = buf[pos:e6].decode()
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
                    if n7 * 3 > end - pos:
                        raise _short(pos)
                    f_topics_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(DescribeLogDirsTopic)
                            n10 = buf[pos]
                            if n10 < 128:
                                pos += 1
                                n10 -= 1
                            elif buf[pos + 1] < 128:
                                n10 = n10 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n10, pos = _string_uvarint(buf, pos)
                                n10 -= 1
                            if n10 < 0:
                                raise _negative(pos)
                            else:
                                e11 = pos + n10
                                if e11 > end:
                                    raise _short(pos)
                                x8.name = buf[pos:e11].decode()
                                pos = e11
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
                                if n12 * 22 > end - pos:
                                    raise _short(pos)
                                f_partitions_9 = []
                                if n12:
                                    e14 = pos + n12 * 22
                                    for t16 in _I1(buf[pos:e14]):
                                        x15 = _new(DescribeLogDirsPartition)
                                        x15.partition_index, x15.partition_size, x15.offset_lag, x15.is_future_key, tb17 = t16
                                        if tb17:
                                            break
                                        x15.unknown_tags = None
                                        f_partitions_9.append(x15)
                                    else:
                                        pos = e14
                                    if pos != e14:
                                        f_partitions_9 = []
                                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                                            x13 = _new(DescribeLogDirsPartition)
                                            x13.partition_index, x13.partition_size, x13.offset_lag, x13.is_future_key, pk18 = _S4(buf, pos)
                                            pos += 22
                                            if pk18:
                                                u19, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u19 = None
                                            x13.unknown_tags = u19
                                            f_partitions_9.append(x13)
                            if buf[pos]:
                                u20, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u20 = None
                            x8.partitions = f_partitions_9
                            x8.unknown_tags = u20
                            f_topics_4.append(x8)
                if buf[pos]:
                    u21, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u21 = None
                x3.topics = f_topics_4
                x3.total_bytes = -1
                x3.usable_bytes = -1
                x3.is_cordoned = False
                x3.unknown_tags = u21
                f_results_1.append(x3)
    if buf[pos]:
        u22, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u22 = None
    o.error_code = 0
    o.results = f_results_1
    o.unknown_tags = u22
    return o, pos


def _d_DescribeLogDirsResponse_v3(buf: bytes, pos: int, end: int) -> tuple[DescribeLogDirsResponse, int]:
    o = _new(DescribeLogDirsResponse)
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
        if pk2 * 5 > end - pos:
            raise _short(pos)
        f_results_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(DescribeLogDirsResult)
                x3.error_code, pk5 = _S3(buf, pos)
                pos += 3
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x3.log_dir = buf[pos:e6].decode()
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
                    if n7 * 3 > end - pos:
                        raise _short(pos)
                    f_topics_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(DescribeLogDirsTopic)
                            n10 = buf[pos]
                            if n10 < 128:
                                pos += 1
                                n10 -= 1
                            elif buf[pos + 1] < 128:
                                n10 = n10 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n10, pos = _string_uvarint(buf, pos)
                                n10 -= 1
                            if n10 < 0:
                                raise _negative(pos)
                            else:
                                e11 = pos + n10
                                if e11 > end:
                                    raise _short(pos)
                                x8.name = buf[pos:e11].decode()
                                pos = e11
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
                                if n12 * 22 > end - pos:
                                    raise _short(pos)
                                f_partitions_9 = []
                                if n12:
                                    e14 = pos + n12 * 22
                                    for t16 in _I1(buf[pos:e14]):
                                        x15 = _new(DescribeLogDirsPartition)
                                        x15.partition_index, x15.partition_size, x15.offset_lag, x15.is_future_key, tb17 = t16
                                        if tb17:
                                            break
                                        x15.unknown_tags = None
                                        f_partitions_9.append(x15)
                                    else:
                                        pos = e14
                                    if pos != e14:
                                        f_partitions_9 = []
                                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                                            x13 = _new(DescribeLogDirsPartition)
                                            x13.partition_index, x13.partition_size, x13.offset_lag, x13.is_future_key, pk18 = _S4(buf, pos)
                                            pos += 22
                                            if pk18:
                                                u19, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u19 = None
                                            x13.unknown_tags = u19
                                            f_partitions_9.append(x13)
                            if buf[pos]:
                                u20, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u20 = None
                            x8.partitions = f_partitions_9
                            x8.unknown_tags = u20
                            f_topics_4.append(x8)
                if buf[pos]:
                    u21, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u21 = None
                x3.topics = f_topics_4
                x3.total_bytes = -1
                x3.usable_bytes = -1
                x3.is_cordoned = False
                x3.unknown_tags = u21
                f_results_1.append(x3)
    if buf[pos]:
        u22, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u22 = None
    o.results = f_results_1
    o.unknown_tags = u22
    return o, pos


def _d_DescribeLogDirsResponse_v4(buf: bytes, pos: int, end: int) -> tuple[DescribeLogDirsResponse, int]:
    o = _new(DescribeLogDirsResponse)
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
        if pk2 * 21 > end - pos:
            raise _short(pos)
        f_results_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(DescribeLogDirsResult)
                x3.error_code, pk5 = _S3(buf, pos)
                pos += 3
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x3.log_dir = buf[pos:e6].decode()
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
                    if n7 * 3 > end - pos:
                        raise _short(pos)
                    f_topics_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(DescribeLogDirsTopic)
                            n10 = buf[pos]
                            if n10 < 128:
                                pos += 1
                                n10 -= 1
                            elif buf[pos + 1] < 128:
                                n10 = n10 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n10, pos = _string_uvarint(buf, pos)
                                n10 -= 1
                            if n10 < 0:
                                raise _negative(pos)
                            else:
                                e11 = pos + n10
                                if e11 > end:
                                    raise _short(pos)
                                x8.name = buf[pos:e11].decode()
                                pos = e11
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
                                if n12 * 22 > end - pos:
                                    raise _short(pos)
                                f_partitions_9 = []
                                if n12:
                                    e14 = pos + n12 * 22
                                    for t16 in _I1(buf[pos:e14]):
                                        x15 = _new(DescribeLogDirsPartition)
                                        x15.partition_index, x15.partition_size, x15.offset_lag, x15.is_future_key, tb17 = t16
                                        if tb17:
                                            break
                                        x15.unknown_tags = None
                                        f_partitions_9.append(x15)
                                    else:
                                        pos = e14
                                    if pos != e14:
                                        f_partitions_9 = []
                                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                                            x13 = _new(DescribeLogDirsPartition)
                                            x13.partition_index, x13.partition_size, x13.offset_lag, x13.is_future_key, pk18 = _S4(buf, pos)
                                            pos += 22
                                            if pk18:
                                                u19, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u19 = None
                                            x13.unknown_tags = u19
                                            f_partitions_9.append(x13)
                            if buf[pos]:
                                u20, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u20 = None
                            x8.partitions = f_partitions_9
                            x8.unknown_tags = u20
                            f_topics_4.append(x8)
                x3.total_bytes, x3.usable_bytes, pk21 = _S6(buf, pos)
                pos += 17
                if pk21:
                    u22, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u22 = None
                x3.topics = f_topics_4
                x3.is_cordoned = False
                x3.unknown_tags = u22
                f_results_1.append(x3)
    if buf[pos]:
        u23, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u23 = None
    o.results = f_results_1
    o.unknown_tags = u23
    return o, pos


def _d_DescribeLogDirsResponse_v5(buf: bytes, pos: int, end: int) -> tuple[DescribeLogDirsResponse, int]:
    o = _new(DescribeLogDirsResponse)
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
        if pk2 * 22 > end - pos:
            raise _short(pos)
        f_results_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(DescribeLogDirsResult)
                x3.error_code, pk5 = _S3(buf, pos)
                pos += 3
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x3.log_dir = buf[pos:e6].decode()
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
                    if n7 * 3 > end - pos:
                        raise _short(pos)
                    f_topics_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(DescribeLogDirsTopic)
                            n10 = buf[pos]
                            if n10 < 128:
                                pos += 1
                                n10 -= 1
                            elif buf[pos + 1] < 128:
                                n10 = n10 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n10, pos = _string_uvarint(buf, pos)
                                n10 -= 1
                            if n10 < 0:
                                raise _negative(pos)
                            else:
                                e11 = pos + n10
                                if e11 > end:
                                    raise _short(pos)
                                x8.name = buf[pos:e11].decode()
                                pos = e11
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
                                if n12 * 22 > end - pos:
                                    raise _short(pos)
                                f_partitions_9 = []
                                if n12:
                                    e14 = pos + n12 * 22
                                    for t16 in _I1(buf[pos:e14]):
                                        x15 = _new(DescribeLogDirsPartition)
                                        x15.partition_index, x15.partition_size, x15.offset_lag, x15.is_future_key, tb17 = t16
                                        if tb17:
                                            break
                                        x15.unknown_tags = None
                                        f_partitions_9.append(x15)
                                    else:
                                        pos = e14
                                    if pos != e14:
                                        f_partitions_9 = []
                                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                                            x13 = _new(DescribeLogDirsPartition)
                                            x13.partition_index, x13.partition_size, x13.offset_lag, x13.is_future_key, pk18 = _S4(buf, pos)
                                            pos += 22
                                            if pk18:
                                                u19, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u19 = None
                                            x13.unknown_tags = u19
                                            f_partitions_9.append(x13)
                            if buf[pos]:
                                u20, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u20 = None
                            x8.partitions = f_partitions_9
                            x8.unknown_tags = u20
                            f_topics_4.append(x8)
                x3.total_bytes, x3.usable_bytes, x3.is_cordoned, pk21 = _S7(buf, pos)
                pos += 18
                if pk21:
                    u22, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u22 = None
                x3.topics = f_topics_4
                x3.unknown_tags = u22
                f_results_1.append(x3)
    if buf[pos]:
        u23, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u23 = None
    o.results = f_results_1
    o.unknown_tags = u23
    return o, pos


def _e_DescribeLogDirsResponse_v0(o: DescribeLogDirsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeLogDirsResponse', 0)
    out.append(_P0(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    out.append(_Pi(len(o.results)))
    for x1 in o.results:
        if x1.unknown_tags:
            raise _untagged('DescribeLogDirsResult', 0)
        out.append(_P1(x1.error_code))
        b2 = x1.log_dir.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        out.append(_Pi(len(x1.topics)))
        for x3 in x1.topics:
            if x3.unknown_tags:
                raise _untagged('DescribeLogDirsTopic', 0)
            b4 = x3.name.encode()
            out.append(_Ph(len(b4)))
            out.append(b4)
            if type(x3.partitions) is not list:
                _check_list(x3.partitions)
            out.append(_Pi(len(x3.partitions)))
            for x5 in x3.partitions:
                if x5.unknown_tags:
                    raise _untagged('DescribeLogDirsPartition', 0)
                out.append(_P8(x5.partition_index, x5.partition_size, x5.offset_lag, _BOOL[x5.is_future_key]))


def _e_DescribeLogDirsResponse_v1(o: DescribeLogDirsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeLogDirsResponse', 1)
    out.append(_P0(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    out.append(_Pi(len(o.results)))
    for x1 in o.results:
        if x1.unknown_tags:
            raise _untagged('DescribeLogDirsResult', 1)
        out.append(_P1(x1.error_code))
        b2 = x1.log_dir.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        out.append(_Pi(len(x1.topics)))
        for x3 in x1.topics:
            if x3.unknown_tags:
                raise _untagged('DescribeLogDirsTopic', 1)
            b4 = x3.name.encode()
            out.append(_Ph(len(b4)))
            out.append(b4)
            if type(x3.partitions) is not list:
                _check_list(x3.partitions)
            out.append(_Pi(len(x3.partitions)))
            for x5 in x3.partitions:
                if x5.unknown_tags:
                    raise _untagged('DescribeLogDirsPartition', 1)
                out.append(_P8(x5.partition_index, x5.partition_size, x5.offset_lag, _BOOL[x5.is_future_key]))


def _e_DescribeLogDirsResponse_v2(o: DescribeLogDirsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    if len(o.results) + 1 < 128:
        out.append(_B1[len(o.results) + 1])
    else:
        out.append(_encode_uvarint(len(o.results) + 1))
    for x1 in o.results:
        out.append(_P1(x1.error_code))
        b2 = x1.log_dir.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x3 in x1.topics:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
            if type(x3.partitions) is not list:
                _check_list(x3.partitions)
            if len(x3.partitions) + 1 < 128:
                out.append(_B1[len(x3.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x3.partitions) + 1))
            for x5 in x3.partitions:
                out.append(_P8(x5.partition_index, x5.partition_size, x5.offset_lag, _BOOL[x5.is_future_key]))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
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


def _e_DescribeLogDirsResponse_v3(o: DescribeLogDirsResponse, out: list[bytes]) -> None:
    out.append(_P9(o.throttle_time_ms, o.error_code))
    if type(o.results) is not list:
        _check_list(o.results)
    if len(o.results) + 1 < 128:
        out.append(_B1[len(o.results) + 1])
    else:
        out.append(_encode_uvarint(len(o.results) + 1))
    for x1 in o.results:
        out.append(_P1(x1.error_code))
        b2 = x1.log_dir.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x3 in x1.topics:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
            if type(x3.partitions) is not list:
                _check_list(x3.partitions)
            if len(x3.partitions) + 1 < 128:
                out.append(_B1[len(x3.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x3.partitions) + 1))
            for x5 in x3.partitions:
                out.append(_P8(x5.partition_index, x5.partition_size, x5.offset_lag, _BOOL[x5.is_future_key]))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
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


def _e_DescribeLogDirsResponse_v4(o: DescribeLogDirsResponse, out: list[bytes]) -> None:
    out.append(_P9(o.throttle_time_ms, o.error_code))
    if type(o.results) is not list:
        _check_list(o.results)
    if len(o.results) + 1 < 128:
        out.append(_B1[len(o.results) + 1])
    else:
        out.append(_encode_uvarint(len(o.results) + 1))
    for x1 in o.results:
        out.append(_P1(x1.error_code))
        b2 = x1.log_dir.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x3 in x1.topics:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
            if type(x3.partitions) is not list:
                _check_list(x3.partitions)
            if len(x3.partitions) + 1 < 128:
                out.append(_B1[len(x3.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x3.partitions) + 1))
            for x5 in x3.partitions:
                out.append(_P8(x5.partition_index, x5.partition_size, x5.offset_lag, _BOOL[x5.is_future_key]))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P10(x1.total_bytes, x1.usable_bytes))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_DescribeLogDirsResponse_v5(o: DescribeLogDirsResponse, out: list[bytes]) -> None:
    out.append(_P9(o.throttle_time_ms, o.error_code))
    if type(o.results) is not list:
        _check_list(o.results)
    if len(o.results) + 1 < 128:
        out.append(_B1[len(o.results) + 1])
    else:
        out.append(_encode_uvarint(len(o.results) + 1))
    for x1 in o.results:
        out.append(_P1(x1.error_code))
        b2 = x1.log_dir.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x3 in x1.topics:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
            if type(x3.partitions) is not list:
                _check_list(x3.partitions)
            if len(x3.partitions) + 1 < 128:
                out.append(_B1[len(x3.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x3.partitions) + 1))
            for x5 in x3.partitions:
                out.append(_P8(x5.partition_index, x5.partition_size, x5.offset_lag, _BOOL[x5.is_future_key]))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P6(x1.total_bytes, x1.usable_bytes, _BOOL[x1.is_cordoned]))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DescribeLogDirsRequest.DECODERS = {0: _d_DescribeLogDirsRequest_v0, 1: _d_DescribeLogDirsRequest_v0, 2: _d_DescribeLogDirsRequest_v2, 3: _d_DescribeLogDirsRequest_v2, 4: _d_DescribeLogDirsRequest_v2, 5: _d_DescribeLogDirsRequest_v2}
DescribeLogDirsRequest.ENCODERS = {0: _e_DescribeLogDirsRequest_v0, 1: _e_DescribeLogDirsRequest_v1, 2: _e_DescribeLogDirsRequest_v2, 3: _e_DescribeLogDirsRequest_v2, 4: _e_DescribeLogDirsRequest_v2, 5: _e_DescribeLogDirsRequest_v2}
_bind_decode(DescribeLogDirsRequest)

DescribeLogDirsResponse.DECODERS = {0: _d_DescribeLogDirsResponse_v0, 1: _d_DescribeLogDirsResponse_v0, 2: _d_DescribeLogDirsResponse_v2, 3: _d_DescribeLogDirsResponse_v3, 4: _d_DescribeLogDirsResponse_v4, 5: _d_DescribeLogDirsResponse_v5}
DescribeLogDirsResponse.ENCODERS = {0: _e_DescribeLogDirsResponse_v0, 1: _e_DescribeLogDirsResponse_v1, 2: _e_DescribeLogDirsResponse_v2, 3: _e_DescribeLogDirsResponse_v3, 4: _e_DescribeLogDirsResponse_v4, 5: _e_DescribeLogDirsResponse_v5}
_bind_decode(DescribeLogDirsResponse)
