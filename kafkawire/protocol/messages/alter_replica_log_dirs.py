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
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    f_path_4 = buf[pos:e7].decode()
                    pos = e7
                n8 = _ui(buf, pos)[0]
                pos += 4
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 6 > end - pos:
                        raise _short(pos)
                    f_topics_5 = []
                    if n8:
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            n12 = _uh(buf, pos)[0]
                            pos += 2
                            if n12 < 0:
                                raise _negative(pos)
                            else:
                                e13 = pos + n12
                                if e13 > end:
                                    raise _short(pos)
                                f_name_10 = buf[pos:e13].decode()
                                pos = e13
                            n14 = _ui(buf, pos)[0]
                            pos += 4
                            if n14 < 0:
                                raise _negative(pos)
                            else:
                                if not n14:
                                    f_partitions_11 = []
                                elif n14 < 33:
                                    f_partitions_11 = [*_i32s[n14](buf, pos)]
                                    pos += n14 * 4
                                elif n14 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_partitions_11 = [*_array('i', n14).unpack_from(buf, pos)]
                                    pos += n14 * 4
                            x9 = _new(AlterReplicaLogDirTopic)
                            x9.name = f_name_10
                            x9.partitions = f_partitions_11
                            x9.unknown_tags = None
                            f_topics_5.append(x9)
                x3 = _new(AlterReplicaLogDir)
                x3.path = f_path_4
                x3.topics = f_topics_5
                x3.unknown_tags = None
                f_dirs_1.append(x3)
    o = _new(AlterReplicaLogDirsRequest)
    o.dirs = f_dirs_1
    o.unknown_tags = None
    return o, pos


def _d_AlterReplicaLogDirsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[AlterReplicaLogDirsRequest, int]:
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
                    f_path_4 = buf[pos:e7].decode()
                    pos = e7
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
                    if n8 * 3 > end - pos:
                        raise _short(pos)
                    f_topics_5 = []
                    if n8:
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            n12 = buf[pos]
                            if n12 < 128:
                                pos += 1
                                n12 -= 1
                            elif buf[pos + 1] < 128:
                                n12 = n12 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n12, pos = _string_uvarint(buf, pos)
                                n12 -= 1
                            if n12 < 0:
                                raise _negative(pos)
                            else:
                                e13 = pos + n12
                                if e13 > end:
                                    raise _short(pos)
                                f_name_10 = buf[pos:e13].decode()
                                pos = e13
                            b14 = buf[pos]
                            pos += 1
                            if 1 < b14 < 34:
                                f_partitions_11 = [*_i32c[b14](buf, pos)]
                                pos += b14 * 4 - 4
                            elif b14 == 1:
                                f_partitions_11 = []
                            else:
                                pos -= 1
                                n15 = buf[pos]
                                if n15 < 128:
                                    pos += 1
                                    n15 -= 1
                                elif buf[pos + 1] < 128:
                                    n15 = n15 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n15, pos = _uvarint(buf, pos)
                                    n15 -= 1
                                if n15 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n15:
                                        f_partitions_11 = []
                                    elif n15 < 33:
                                        f_partitions_11 = [*_i32s[n15](buf, pos)]
                                        pos += n15 * 4
                                    elif n15 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_partitions_11 = [*_array('i', n15).unpack_from(buf, pos)]
                                        pos += n15 * 4
                            if buf[pos]:
                                u16, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u16 = None
                            x9 = _new(AlterReplicaLogDirTopic)
                            x9.name = f_name_10
                            x9.partitions = f_partitions_11
                            x9.unknown_tags = u16
                            f_topics_5.append(x9)
                if buf[pos]:
                    u17, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u17 = None
                x3 = _new(AlterReplicaLogDir)
                x3.path = f_path_4
                x3.topics = f_topics_5
                x3.unknown_tags = u17
                f_dirs_1.append(x3)
    if buf[pos]:
        u18, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u18 = None
    o = _new(AlterReplicaLogDirsRequest)
    o.dirs = f_dirs_1
    o.unknown_tags = u18
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
    f_throttle_time_ms_1 = _S0(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_results_2 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    f_topic_name_5 = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        e14 = pos + n9 * 6
                        for f_partition_index_11, f_error_code_12 in _I0(buf[pos:e14]):
                            x15 = _new(AlterReplicaLogDirPartitionResult)
                            x15.partition_index = f_partition_index_11
                            x15.error_code = f_error_code_12
                            x15.unknown_tags = None
                            f_partitions_6.append(x15)
                        pos = e14
                x4 = _new(AlterReplicaLogDirTopicResult)
                x4.topic_name = f_topic_name_5
                x4.partitions = f_partitions_6
                x4.unknown_tags = None
                f_results_2.append(x4)
    o = _new(AlterReplicaLogDirsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.results = f_results_2
    o.unknown_tags = None
    return o, pos


def _d_AlterReplicaLogDirsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[AlterReplicaLogDirsResponse, int]:
    f_throttle_time_ms_1, pk3 = _S1(buf, pos)
    pos += 5
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 < 0:
        raise _negative(pos)
    else:
        if pk3 * 3 > end - pos:
            raise _short(pos)
        f_results_2 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
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
                    f_topic_name_5 = buf[pos:e8].decode()
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
                    if n9 * 7 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        e14 = pos + n9 * 7
                        for f_partition_index_11, f_error_code_12, tb13 in _I1(buf[pos:e14]):
                            if tb13:
                                break
                            x15 = _new(AlterReplicaLogDirPartitionResult)
                            x15.partition_index = f_partition_index_11
                            x15.error_code = f_error_code_12
                            x15.unknown_tags = None
                            f_partitions_6.append(x15)
                        else:
                            pos = e14
                        if pos != e14:
                            f_partitions_6 = []
                            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                                f_partition_index_16, f_error_code_17, pk18 = _S2(buf, pos)
                                pos += 7
                                if pk18:
                                    u19, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u19 = None
                                x10 = _new(AlterReplicaLogDirPartitionResult)
                                x10.partition_index = f_partition_index_16
                                x10.error_code = f_error_code_17
                                x10.unknown_tags = u19
                                f_partitions_6.append(x10)
                if buf[pos]:
                    u20, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u20 = None
                x4 = _new(AlterReplicaLogDirTopicResult)
                x4.topic_name = f_topic_name_5
                x4.partitions = f_partitions_6
                x4.unknown_tags = u20
                f_results_2.append(x4)
    if buf[pos]:
        u21, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u21 = None
    o = _new(AlterReplicaLogDirsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.results = f_results_2
    o.unknown_tags = u21
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
