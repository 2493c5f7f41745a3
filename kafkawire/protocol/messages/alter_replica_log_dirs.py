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

__all__ = ['AlterReplicaLogDir', 'AlterReplicaLogDirPartitionResult', 'AlterReplicaLogDirTopic', 'AlterReplicaLogDirTopicResult', 'AlterReplicaLogDirsRequest', 'AlterReplicaLogDirsResponse']

_I0 = _Struct('>ih').iter_unpack
_I1 = _Struct('>ihB').iter_unpack
_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>iB').unpack_from
_P1 = _Struct('>iB').pack
_S2 = _Struct('>ihB').unpack_from
_P2 = _Struct('>ihB').pack
_S3 = _Struct('>ih').unpack_from
_P3 = _Struct('>ih').pack


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


class AlterReplicaLogDirsRequest(Request["AlterReplicaLogDirsResponse"]):
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


def _d_AlterReplicaLogDirsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[AlterReplicaLogDirsRequest, int]:
    o = _new(AlterReplicaLogDirsRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_dirs_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(AlterReplicaLogDir)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.path = buf[pos:e6].decode()
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
                            x8 = _new(AlterReplicaLogDirTopic)
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
                                if not n12:
                                    f_partitions_9 = []
                                elif n12 < 33:
                                    f_partitions_9 = [*_i32s[n12](buf, pos)]
                                    pos += n12 * 4
                                elif n12 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_partitions_9 = [*_array('i', n12).unpack_from(buf, pos)]
                                    pos += n12 * 4
                            x8.partitions = f_partitions_9
                            x8.unknown_tags = None
                            f_topics_4.append(x8)
                x3.topics = f_topics_4
                x3.unknown_tags = None
                f_dirs_1.append(x3)
    o.dirs = f_dirs_1
    o.unknown_tags = None
    return o, pos


def _d_AlterReplicaLogDirsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[AlterReplicaLogDirsRequest, int]:
    o = _new(AlterReplicaLogDirsRequest)
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
        if n2 * 3 > end - pos:
            raise _short(pos)
        f_dirs_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(AlterReplicaLogDir)
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
                    x3.path = buf[pos:e6].decode()
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
                            x8 = _new(AlterReplicaLogDirTopic)
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
                            b12 = buf[pos]
                            pos += 1
                            if 1 < b12 < 34:
                                f_partitions_9 = [*_i32c[b12](buf, pos)]
                                pos += b12 * 4 - 4
                            elif b12 == 1:
                                f_partitions_9 = []
                            else:
                                pos -= 1
                                n13 = buf[pos]
                                if n13 < 128:
                                    pos += 1
                                    n13 -= 1
                                elif buf[pos + 1] < 128:
                                    n13 = n13 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n13, pos = _uvarint(buf, pos)
                                    n13 -= 1
                                if n13 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n13:
                                        f_partitions_9 = []
                                    elif n13 < 33:
                                        f_partitions_9 = [*_i32s[n13](buf, pos)]
                                        pos += n13 * 4
                                    elif n13 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_partitions_9 = [*_array('i', n13).unpack_from(buf, pos)]
                                        pos += n13 * 4
                            if buf[pos]:
                                u14, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u14 = None
                            x8.partitions = f_partitions_9
                            x8.unknown_tags = u14
                            f_topics_4.append(x8)
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x3.topics = f_topics_4
                x3.unknown_tags = u15
                f_dirs_1.append(x3)
    if buf[pos]:
        u16, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u16 = None
    o.dirs = f_dirs_1
    o.unknown_tags = u16
    return o, pos


def _e_AlterReplicaLogDirsRequest_v0(o: AlterReplicaLogDirsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('AlterReplicaLogDirsRequest', 0)
    if type(o.dirs) is not list:
        _check_list(o.dirs)
    out.append(_Pi(len(o.dirs)))
    for x1 in o.dirs:
        if x1.unknown_tags:
            raise _untagged('AlterReplicaLogDir', 0)
        b2 = x1.path.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        out.append(_Pi(len(x1.topics)))
        for x3 in x1.topics:
            if x3.unknown_tags:
                raise _untagged('AlterReplicaLogDirTopic', 0)
            b4 = x3.name.encode()
            out.append(_Ph(len(b4)))
            out.append(b4)
            if type(x3.partitions) is not list:
                _check_list(x3.partitions)
            out.append(_Pi(len(x3.partitions)))
            out.append(_array('i', len(x3.partitions)).pack(*x3.partitions))


def _e_AlterReplicaLogDirsRequest_v1(o: AlterReplicaLogDirsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('AlterReplicaLogDirsRequest', 1)
    if type(o.dirs) is not list:
        _check_list(o.dirs)
    out.append(_Pi(len(o.dirs)))
    for x1 in o.dirs:
        if x1.unknown_tags:
            raise _untagged('AlterReplicaLogDir', 1)
        b2 = x1.path.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        out.append(_Pi(len(x1.topics)))
        for x3 in x1.topics:
            if x3.unknown_tags:
                raise _untagged('AlterReplicaLogDirTopic', 1)
            b4 = x3.name.encode()
            out.append(_Ph(len(b4)))
            out.append(b4)
            if type(x3.partitions) is not list:
                _check_list(x3.partitions)
            out.append(_Pi(len(x3.partitions)))
            out.append(_array('i', len(x3.partitions)).pack(*x3.partitions))


def _e_AlterReplicaLogDirsRequest_v2(o: AlterReplicaLogDirsRequest, out: list[bytes]) -> None:
    if type(o.dirs) is not list:
        _check_list(o.dirs)
    if len(o.dirs) + 1 < 128:
        out.append(_B1[len(o.dirs) + 1])
    else:
        out.append(_encode_uvarint(len(o.dirs) + 1))
    for x1 in o.dirs:
        b2 = x1.path.encode()
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
            out.append(_array('i', len(x3.partitions)).pack(*x3.partitions))
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


def _d_AlterReplicaLogDirsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[AlterReplicaLogDirsResponse, int]:
    o = _new(AlterReplicaLogDirsResponse)
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
                x3 = _new(AlterReplicaLogDirTopicResult)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.topic_name = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 6
                        for t11 in _I0(buf[pos:e9]):
                            x10 = _new(AlterReplicaLogDirPartitionResult)
                            x10.partition_index, x10.error_code = t11
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_results_1.append(x3)
    o.results = f_results_1
    o.unknown_tags = None
    return o, pos


def _d_AlterReplicaLogDirsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[AlterReplicaLogDirsResponse, int]:
    o = _new(AlterReplicaLogDirsResponse)
    o.throttle_time_ms, pk2 = _S1(buf, pos)
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
        f_results_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(AlterReplicaLogDirTopicResult)
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
                    x3.topic_name = buf[pos:e6].decode()
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
                    if n7 * 7 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 7
                        for t11 in _I1(buf[pos:e9]):
                            x10 = _new(AlterReplicaLogDirPartitionResult)
                            x10.partition_index, x10.error_code, tb12 = t11
                            if tb12:
                                break
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        else:
                            pos = e9
                        if pos != e9:
                            f_partitions_4 = []
                            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                                x8 = _new(AlterReplicaLogDirPartitionResult)
                                x8.partition_index, x8.error_code, pk13 = _S2(buf, pos)
                                pos += 7
                                if pk13:
                                    u14, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u14 = None
                                x8.unknown_tags = u14
                                f_partitions_4.append(x8)
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x3.partitions = f_partitions_4
                x3.unknown_tags = u15
                f_results_1.append(x3)
    if buf[pos]:
        u16, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u16 = None
    o.results = f_results_1
    o.unknown_tags = u16
    return o, pos


def _e_AlterReplicaLogDirsResponse_v0(o: AlterReplicaLogDirsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('AlterReplicaLogDirsResponse', 0)
    out.append(_P0(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    out.append(_Pi(len(o.results)))
    for x1 in o.results:
        if x1.unknown_tags:
            raise _untagged('AlterReplicaLogDirTopicResult', 0)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('AlterReplicaLogDirPartitionResult', 0)
            out.append(_P3(x3.partition_index, x3.error_code))


def _e_AlterReplicaLogDirsResponse_v1(o: AlterReplicaLogDirsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('AlterReplicaLogDirsResponse', 1)
    out.append(_P0(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    out.append(_Pi(len(o.results)))
    for x1 in o.results:
        if x1.unknown_tags:
            raise _untagged('AlterReplicaLogDirTopicResult', 1)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('AlterReplicaLogDirPartitionResult', 1)
            out.append(_P3(x3.partition_index, x3.error_code))


def _e_AlterReplicaLogDirsResponse_v2(o: AlterReplicaLogDirsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    if len(o.results) + 1 < 128:
        out.append(_B1[len(o.results) + 1])
    else:
        out.append(_encode_uvarint(len(o.results) + 1))
    for x1 in o.results:
        b2 = x1.topic_name.encode()
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
            out.append(_P3(x3.partition_index, x3.error_code))
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


AlterReplicaLogDirsRequest.DECODERS = {0: _d_AlterReplicaLogDirsRequest_v0, 1: _d_AlterReplicaLogDirsRequest_v0, 2: _d_AlterReplicaLogDirsRequest_v2}
AlterReplicaLogDirsRequest.ENCODERS = {0: _e_AlterReplicaLogDirsRequest_v0, 1: _e_AlterReplicaLogDirsRequest_v1, 2: _e_AlterReplicaLogDirsRequest_v2}
_bind_decode(AlterReplicaLogDirsRequest)

AlterReplicaLogDirsResponse.DECODERS = {0: _d_AlterReplicaLogDirsResponse_v0, 1: _d_AlterReplicaLogDirsResponse_v0, 2: _d_AlterReplicaLogDirsResponse_v2}
AlterReplicaLogDirsResponse.ENCODERS = {0: _e_AlterReplicaLogDirsResponse_v0, 1: _e_AlterReplicaLogDirsResponse_v1, 2: _e_AlterReplicaLogDirsResponse_v2}
_bind_decode(AlterReplicaLogDirsResponse)
