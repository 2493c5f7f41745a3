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

__all__ = ['DescribableLogDirTopic', 'DescribeLogDirsPartition', 'DescribeLogDirsRequest', 'DescribeLogDirsResponse', 'DescribeLogDirsResult', 'DescribeLogDirsTopic']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>h').unpack_from
_P1 = _Struct('>h').pack
_S2 = _Struct('>iqq?').unpack_from
_P2 = _Struct('>iqq?').pack
_S3 = _Struct('>ih').unpack_from
_P3 = _Struct('>ih').pack
_S4 = _Struct('>qq').unpack_from
_P4 = _Struct('>qq').pack
_S5 = _Struct('>qq?').unpack_from
_P5 = _Struct('>qq?').pack


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


class DescribeLogDirsRequest(Message):
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


def _d_DescribableLogDirTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribableLogDirTopic, int]:
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
    return DescribableLogDirTopic(f_topic, f_partitions, None), pos


def _d_DescribeLogDirsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeLogDirsRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 == -1:
        f_topics = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_DescribableLogDirTopic_v0(buf, pos, end)
            ap2(x3)
    return DescribeLogDirsRequest(f_topics, None), pos


def _d_DescribableLogDirTopic_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribableLogDirTopic, int]:
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
    return DescribableLogDirTopic(f_topic, f_partitions, u), pos


def _d_DescribeLogDirsRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribeLogDirsRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_topics = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_DescribableLogDirTopic_v2(buf, pos, end)
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
    return DescribeLogDirsRequest(f_topics, u), pos


def _e_DescribableLogDirTopic_v0(o: DescribableLogDirTopic, out: bytearray) -> None:
    b1 = o.topic.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    out += _array('i', len(o.partitions)).pack(*o.partitions)


def _e_DescribeLogDirsRequest_v0(o: DescribeLogDirsRequest, out: bytearray) -> None:
    if o.topics is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.topics))
        for x1 in o.topics:
            _e_DescribableLogDirTopic_v0(x1, out)


def _e_DescribableLogDirTopic_v2(o: DescribableLogDirTopic, out: bytearray) -> None:
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


def _e_DescribeLogDirsRequest_v2(o: DescribeLogDirsRequest, out: bytearray) -> None:
    if o.topics is None:
        out.append(0)
    else:
        if len(o.topics) + 1 < 128:
            out.append(len(o.topics) + 1)
        else:
            out += _encode_uvarint(len(o.topics) + 1)
        for x1 in o.topics:
            _e_DescribableLogDirTopic_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_DescribeLogDirsPartition_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeLogDirsPartition, int]:
    f_partition_index, f_partition_size, f_offset_lag, f_is_future_key = _S2(buf, pos)
    pos += 21
    return DescribeLogDirsPartition(f_partition_index, f_partition_size, f_offset_lag, f_is_future_key, None), pos


def _d_DescribeLogDirsTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeLogDirsTopic, int]:
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
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 21 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_DescribeLogDirsPartition_v0(buf, pos, end)
            ap4(x5)
    return DescribeLogDirsTopic(f_name, f_partitions, None), pos


def _d_DescribeLogDirsResult_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeLogDirsResult, int]:
    f_error_code = _S1(buf, pos)[0]
    pos += 2
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_log_dir = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap4 = f_topics.append
        for _ in range(n3):
            x5, pos = _d_DescribeLogDirsTopic_v0(buf, pos, end)
            ap4(x5)
    return DescribeLogDirsResult(f_error_code, f_log_dir, f_topics, -1, -1, False, None), pos


def _d_DescribeLogDirsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeLogDirsResponse, int]:
    f_throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 8 > end - pos:
            raise _short(pos)
        f_results = []
        ap2 = f_results.append
        for _ in range(n1):
            x3, pos = _d_DescribeLogDirsResult_v0(buf, pos, end)
            ap2(x3)
    return DescribeLogDirsResponse(f_throttle_time_ms, 0, f_results, None), pos


def _d_DescribeLogDirsPartition_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribeLogDirsPartition, int]:
    f_partition_index, f_partition_size, f_offset_lag, f_is_future_key = _S2(buf, pos)
    pos += 21
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
    return DescribeLogDirsPartition(f_partition_index, f_partition_size, f_offset_lag, f_is_future_key, u), pos


def _d_DescribeLogDirsTopic_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribeLogDirsTopic, int]:
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
        if n3 * 22 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_DescribeLogDirsPartition_v2(buf, pos, end)
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
    return DescribeLogDirsTopic(f_name, f_partitions, u), pos


def _d_DescribeLogDirsResult_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribeLogDirsResult, int]:
    f_error_code = _S1(buf, pos)[0]
    pos += 2
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
        f_log_dir = str(buf[pos:e2], 'utf-8')
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
        f_topics = []
        ap4 = f_topics.append
        for _ in range(n3):
            x5, pos = _d_DescribeLogDirsTopic_v2(buf, pos, end)
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
    return DescribeLogDirsResult(f_error_code, f_log_dir, f_topics, -1, -1, False, u), pos


def _d_DescribeLogDirsResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribeLogDirsResponse, int]:
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
            x3, pos = _d_DescribeLogDirsResult_v2(buf, pos, end)
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
    return DescribeLogDirsResponse(f_throttle_time_ms, 0, f_results, u), pos


def _d_DescribeLogDirsResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[DescribeLogDirsResponse, int]:
    f_throttle_time_ms, f_error_code = _S3(buf, pos)
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
        if n1 * 5 > end - pos:
            raise _short(pos)
        f_results = []
        ap2 = f_results.append
        for _ in range(n1):
            x3, pos = _d_DescribeLogDirsResult_v2(buf, pos, end)
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
    return DescribeLogDirsResponse(f_throttle_time_ms, f_error_code, f_results, u), pos


def _d_DescribeLogDirsResult_v4(buf: memoryview, pos: int, end: int) -> tuple[DescribeLogDirsResult, int]:
    f_error_code = _S1(buf, pos)[0]
    pos += 2
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
        f_log_dir = str(buf[pos:e2], 'utf-8')
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
        f_topics = []
        ap4 = f_topics.append
        for _ in range(n3):
            x5, pos = _d_DescribeLogDirsTopic_v2(buf, pos, end)
            ap4(x5)
    f_total_bytes, f_usable_bytes = _S4(buf, pos)
    pos += 16
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
    return DescribeLogDirsResult(f_error_code, f_log_dir, f_topics, f_total_bytes, f_usable_bytes, False, u), pos


def _d_DescribeLogDirsResponse_v4(buf: memoryview, pos: int, end: int) -> tuple[DescribeLogDirsResponse, int]:
    f_throttle_time_ms, f_error_code = _S3(buf, pos)
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
        if n1 * 21 > end - pos:
            raise _short(pos)
        f_results = []
        ap2 = f_results.append
        for _ in range(n1):
            x3, pos = _d_DescribeLogDirsResult_v4(buf, pos, end)
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
    return DescribeLogDirsResponse(f_throttle_time_ms, f_error_code, f_results, u), pos


def _d_DescribeLogDirsResult_v5(buf: memoryview, pos: int, end: int) -> tuple[DescribeLogDirsResult, int]:
    f_error_code = _S1(buf, pos)[0]
    pos += 2
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
        f_log_dir = str(buf[pos:e2], 'utf-8')
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
        f_topics = []
        ap4 = f_topics.append
        for _ in range(n3):
            x5, pos = _d_DescribeLogDirsTopic_v2(buf, pos, end)
            ap4(x5)
    f_total_bytes, f_usable_bytes, f_is_cordoned = _S5(buf, pos)
    pos += 17
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
    return DescribeLogDirsResult(f_error_code, f_log_dir, f_topics, f_total_bytes, f_usable_bytes, f_is_cordoned, u), pos


def _d_DescribeLogDirsResponse_v5(buf: memoryview, pos: int, end: int) -> tuple[DescribeLogDirsResponse, int]:
    f_throttle_time_ms, f_error_code = _S3(buf, pos)
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
        if n1 * 22 > end - pos:
            raise _short(pos)
        f_results = []
        ap2 = f_results.append
        for _ in range(n1):
            x3, pos = _d_DescribeLogDirsResult_v5(buf, pos, end)
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
    return DescribeLogDirsResponse(f_throttle_time_ms, f_error_code, f_results, u), pos


def _e_DescribeLogDirsPartition_v0(o: DescribeLogDirsPartition, out: bytearray) -> None:
    out += _P2(o.partition_index, o.partition_size, o.offset_lag, o.is_future_key)


def _e_DescribeLogDirsTopic_v0(o: DescribeLogDirsTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_DescribeLogDirsPartition_v0(x2, out)


def _e_DescribeLogDirsResult_v0(o: DescribeLogDirsResult, out: bytearray) -> None:
    out += _P1(o.error_code)
    b1 = o.log_dir.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.topics))
    for x2 in o.topics:
        _e_DescribeLogDirsTopic_v0(x2, out)


def _e_DescribeLogDirsResponse_v0(o: DescribeLogDirsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    out += _Pi(len(o.results))
    for x1 in o.results:
        _e_DescribeLogDirsResult_v0(x1, out)


def _e_DescribeLogDirsPartition_v2(o: DescribeLogDirsPartition, out: bytearray) -> None:
    out += _P2(o.partition_index, o.partition_size, o.offset_lag, o.is_future_key)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeLogDirsTopic_v2(o: DescribeLogDirsTopic, out: bytearray) -> None:
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
        _e_DescribeLogDirsPartition_v2(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeLogDirsResult_v2(o: DescribeLogDirsResult, out: bytearray) -> None:
    out += _P1(o.error_code)
    b1 = o.log_dir.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x2 in o.topics:
        _e_DescribeLogDirsTopic_v2(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeLogDirsResponse_v2(o: DescribeLogDirsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        _e_DescribeLogDirsResult_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeLogDirsResponse_v3(o: DescribeLogDirsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms, o.error_code)
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        _e_DescribeLogDirsResult_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeLogDirsResult_v4(o: DescribeLogDirsResult, out: bytearray) -> None:
    out += _P1(o.error_code)
    b1 = o.log_dir.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x2 in o.topics:
        _e_DescribeLogDirsTopic_v2(x2, out)
    out += _P4(o.total_bytes, o.usable_bytes)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeLogDirsResponse_v4(o: DescribeLogDirsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms, o.error_code)
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        _e_DescribeLogDirsResult_v4(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeLogDirsResult_v5(o: DescribeLogDirsResult, out: bytearray) -> None:
    out += _P1(o.error_code)
    b1 = o.log_dir.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x2 in o.topics:
        _e_DescribeLogDirsTopic_v2(x2, out)
    out += _P5(o.total_bytes, o.usable_bytes, o.is_cordoned)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeLogDirsResponse_v5(o: DescribeLogDirsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms, o.error_code)
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        _e_DescribeLogDirsResult_v5(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeLogDirsRequest.DECODERS = (_d_DescribeLogDirsRequest_v0, _d_DescribeLogDirsRequest_v0, _d_DescribeLogDirsRequest_v2, _d_DescribeLogDirsRequest_v2, _d_DescribeLogDirsRequest_v2, _d_DescribeLogDirsRequest_v2,)
DescribeLogDirsRequest.ENCODERS = (_e_DescribeLogDirsRequest_v0, _e_DescribeLogDirsRequest_v0, _e_DescribeLogDirsRequest_v2, _e_DescribeLogDirsRequest_v2, _e_DescribeLogDirsRequest_v2, _e_DescribeLogDirsRequest_v2,)

DescribeLogDirsResponse.DECODERS = (_d_DescribeLogDirsResponse_v0, _d_DescribeLogDirsResponse_v0, _d_DescribeLogDirsResponse_v2, _d_DescribeLogDirsResponse_v3, _d_DescribeLogDirsResponse_v4, _d_DescribeLogDirsResponse_v5,)
DescribeLogDirsResponse.ENCODERS = (_e_DescribeLogDirsResponse_v0, _e_DescribeLogDirsResponse_v0, _e_DescribeLogDirsResponse_v2, _e_DescribeLogDirsResponse_v3, _e_DescribeLogDirsResponse_v4, _e_DescribeLogDirsResponse_v5,)
