# generated from defs/034-alter-replica-log-dirs.kw; do not edit
"""AlterReplicaLogDirs: API key 34, versions 0..2, flexible from 2."""

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

__all__ = ['AlterReplicaLogDir', 'AlterReplicaLogDirPartitionResult', 'AlterReplicaLogDirTopic', 'AlterReplicaLogDirTopicResult', 'AlterReplicaLogDirsRequest', 'AlterReplicaLogDirsResponse']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>ih').unpack_from
_P1 = _Struct('>ih').pack


class AlterReplicaLogDirTopic(Struct):
    """Element AlterReplicaLogDirTopic of AlterReplicaLogDirs."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[int]

    def __init__(
        self,
        name: str = "",
        partitions: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class AlterReplicaLogDir(Struct):
    """Element AlterReplicaLogDir of AlterReplicaLogDirs."""

    __slots__ = ('path', 'topics')
    path: str
    topics: list[AlterReplicaLogDirTopic]

    def __init__(
        self,
        path: str = "",
        topics: list[AlterReplicaLogDirTopic] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.path = path
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class AlterReplicaLogDirsRequest(Message):
    """AlterReplicaLogDirs request (API key 34), versions 0..2."""

    __slots__ = ('dirs',)
    API_KEY = 34
    API_NAME = 'AlterReplicaLogDirs'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 2
    dirs: list[AlterReplicaLogDir]

    def __init__(
        self,
        dirs: list[AlterReplicaLogDir] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.dirs = [] if dirs is DEFAULT else dirs
        self.unknown_tags = unknown_tags


class AlterReplicaLogDirPartitionResult(Struct):
    """Element AlterReplicaLogDirPartitionResult of AlterReplicaLogDirs."""

    __slots__ = ('partition_index', 'error_code')
    partition_index: int
    error_code: int

    def __init__(
        self,
        partition_index: int = 0,
        error_code: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.error_code = error_code
        self.unknown_tags = unknown_tags


class AlterReplicaLogDirTopicResult(Struct):
    """Element AlterReplicaLogDirTopicResult of AlterReplicaLogDirs."""

    __slots__ = ('topic_name', 'partitions')
    topic_name: str
    partitions: list[AlterReplicaLogDirPartitionResult]

    def __init__(
        self,
        topic_name: str = "",
        partitions: list[AlterReplicaLogDirPartitionResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class AlterReplicaLogDirsResponse(Message):
    """AlterReplicaLogDirs response (API key 34), versions 0..2."""

    __slots__ = ('throttle_time_ms', 'results')
    API_KEY = 34
    API_NAME = 'AlterReplicaLogDirs'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 2
    throttle_time_ms: int
    results: list[AlterReplicaLogDirTopicResult]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        results: list[AlterReplicaLogDirTopicResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is DEFAULT else results
        self.unknown_tags = unknown_tags

AlterReplicaLogDirTopic.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('partitions', 'array', 'int32', (0, 2), None, DEFAULT),
)

AlterReplicaLogDir.FIELDS = (
    FieldSpec('path', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('topics', 'array', 'AlterReplicaLogDirTopic', (0, 2), None, DEFAULT, struct=AlterReplicaLogDirTopic),
)

AlterReplicaLogDirsRequest.FIELDS = (
    FieldSpec('dirs', 'array', 'AlterReplicaLogDir', (0, 2), None, DEFAULT, struct=AlterReplicaLogDir),
)

AlterReplicaLogDirPartitionResult.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
)

AlterReplicaLogDirTopicResult.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('partitions', 'array', 'AlterReplicaLogDirPartitionResult', (0, 2), None, DEFAULT, struct=AlterReplicaLogDirPartitionResult),
)

AlterReplicaLogDirsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('results', 'array', 'AlterReplicaLogDirTopicResult', (0, 2), None, DEFAULT, struct=AlterReplicaLogDirTopicResult),
)


def _d_AlterReplicaLogDirTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterReplicaLogDirTopic, int]:
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
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_partitions = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
    return AlterReplicaLogDirTopic(f_name, f_partitions, None), pos


def _d_AlterReplicaLogDir_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterReplicaLogDir, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_path = str(buf[pos:e2], 'utf-8')
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
            x5, pos = _d_AlterReplicaLogDirTopic_v0(buf, pos, end)
            ap4(x5)
    return AlterReplicaLogDir(f_path, f_topics, None), pos


def _d_AlterReplicaLogDirsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterReplicaLogDirsRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_dirs = []
        ap2 = f_dirs.append
        for _ in range(n1):
            x3, pos = _d_AlterReplicaLogDir_v0(buf, pos, end)
            ap2(x3)
    return AlterReplicaLogDirsRequest(f_dirs, None), pos


def _d_AlterReplicaLogDirTopic_v2(buf: memoryview, pos: int, end: int) -> tuple[AlterReplicaLogDirTopic, int]:
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
    return AlterReplicaLogDirTopic(f_name, f_partitions, u), pos


def _d_AlterReplicaLogDir_v2(buf: memoryview, pos: int, end: int) -> tuple[AlterReplicaLogDir, int]:
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
        f_path = str(buf[pos:e2], 'utf-8')
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
            x5, pos = _d_AlterReplicaLogDirTopic_v2(buf, pos, end)
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
    return AlterReplicaLogDir(f_path, f_topics, u), pos


def _d_AlterReplicaLogDirsRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[AlterReplicaLogDirsRequest, int]:
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
        f_dirs = []
        ap2 = f_dirs.append
        for _ in range(n1):
            x3, pos = _d_AlterReplicaLogDir_v2(buf, pos, end)
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
    return AlterReplicaLogDirsRequest(f_dirs, u), pos


def _e_AlterReplicaLogDirTopic_v0(o: AlterReplicaLogDirTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    out += _array('i', len(o.partitions)).pack(*o.partitions)


def _e_AlterReplicaLogDir_v0(o: AlterReplicaLogDir, out: bytearray) -> None:
    b1 = o.path.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.topics))
    for x2 in o.topics:
        _e_AlterReplicaLogDirTopic_v0(x2, out)


def _e_AlterReplicaLogDirsRequest_v0(o: AlterReplicaLogDirsRequest, out: bytearray) -> None:
    out += _Pi(len(o.dirs))
    for x1 in o.dirs:
        _e_AlterReplicaLogDir_v0(x1, out)


def _e_AlterReplicaLogDirTopic_v2(o: AlterReplicaLogDirTopic, out: bytearray) -> None:
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
    out += _array('i', len(o.partitions)).pack(*o.partitions)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterReplicaLogDir_v2(o: AlterReplicaLogDir, out: bytearray) -> None:
    b1 = o.path.encode()
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
        _e_AlterReplicaLogDirTopic_v2(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterReplicaLogDirsRequest_v2(o: AlterReplicaLogDirsRequest, out: bytearray) -> None:
    if len(o.dirs) + 1 < 128:
        out.append(len(o.dirs) + 1)
    else:
        out += _encode_uvarint(len(o.dirs) + 1)
    for x1 in o.dirs:
        _e_AlterReplicaLogDir_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_AlterReplicaLogDirPartitionResult_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterReplicaLogDirPartitionResult, int]:
    f_partition_index, f_error_code = _S1(buf, pos)
    pos += 6
    return AlterReplicaLogDirPartitionResult(f_partition_index, f_error_code, None), pos


def _d_AlterReplicaLogDirTopicResult_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterReplicaLogDirTopicResult, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_AlterReplicaLogDirPartitionResult_v0(buf, pos, end)
            ap4(x5)
    return AlterReplicaLogDirTopicResult(f_topic_name, f_partitions, None), pos


def _d_AlterReplicaLogDirsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterReplicaLogDirsResponse, int]:
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
            x3, pos = _d_AlterReplicaLogDirTopicResult_v0(buf, pos, end)
            ap2(x3)
    return AlterReplicaLogDirsResponse(f_throttle_time_ms, f_results, None), pos


def _d_AlterReplicaLogDirPartitionResult_v2(buf: memoryview, pos: int, end: int) -> tuple[AlterReplicaLogDirPartitionResult, int]:
    f_partition_index, f_error_code = _S1(buf, pos)
    pos += 6
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
    return AlterReplicaLogDirPartitionResult(f_partition_index, f_error_code, u), pos


def _d_AlterReplicaLogDirTopicResult_v2(buf: memoryview, pos: int, end: int) -> tuple[AlterReplicaLogDirTopicResult, int]:
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
        f_topic_name = str(buf[pos:e2], 'utf-8')
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
        if n3 * 7 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_AlterReplicaLogDirPartitionResult_v2(buf, pos, end)
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
    return AlterReplicaLogDirTopicResult(f_topic_name, f_partitions, u), pos


def _d_AlterReplicaLogDirsResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[AlterReplicaLogDirsResponse, int]:
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
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_results = []
        ap2 = f_results.append
        for _ in range(n1):
            x3, pos = _d_AlterReplicaLogDirTopicResult_v2(buf, pos, end)
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
    return AlterReplicaLogDirsResponse(f_throttle_time_ms, f_results, u), pos


def _e_AlterReplicaLogDirPartitionResult_v0(o: AlterReplicaLogDirPartitionResult, out: bytearray) -> None:
    out += _P1(o.partition_index, o.error_code)


def _e_AlterReplicaLogDirTopicResult_v0(o: AlterReplicaLogDirTopicResult, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_AlterReplicaLogDirPartitionResult_v0(x2, out)


def _e_AlterReplicaLogDirsResponse_v0(o: AlterReplicaLogDirsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    out += _Pi(len(o.results))
    for x1 in o.results:
        _e_AlterReplicaLogDirTopicResult_v0(x1, out)


def _e_AlterReplicaLogDirPartitionResult_v2(o: AlterReplicaLogDirPartitionResult, out: bytearray) -> None:
    out += _P1(o.partition_index, o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterReplicaLogDirTopicResult_v2(o: AlterReplicaLogDirTopicResult, out: bytearray) -> None:
    b1 = o.topic_name.encode()
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
        _e_AlterReplicaLogDirPartitionResult_v2(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterReplicaLogDirsResponse_v2(o: AlterReplicaLogDirsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        _e_AlterReplicaLogDirTopicResult_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


AlterReplicaLogDirsRequest.DECODERS = (_d_AlterReplicaLogDirsRequest_v0, _d_AlterReplicaLogDirsRequest_v0, _d_AlterReplicaLogDirsRequest_v2,)
AlterReplicaLogDirsRequest.ENCODERS = (_e_AlterReplicaLogDirsRequest_v0, _e_AlterReplicaLogDirsRequest_v0, _e_AlterReplicaLogDirsRequest_v2,)

AlterReplicaLogDirsResponse.DECODERS = (_d_AlterReplicaLogDirsResponse_v0, _d_AlterReplicaLogDirsResponse_v0, _d_AlterReplicaLogDirsResponse_v2,)
AlterReplicaLogDirsResponse.ENCODERS = (_e_AlterReplicaLogDirsResponse_v0, _e_AlterReplicaLogDirsResponse_v0, _e_AlterReplicaLogDirsResponse_v2,)
