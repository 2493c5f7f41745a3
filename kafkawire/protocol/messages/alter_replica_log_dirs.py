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
    _i32s,
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


def _d_AlterReplicaLogDirsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[AlterReplicaLogDirsRequest, int]:
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_dirs_1 = []
        ap3 = f_dirs_1.append
        for _ in range(n2):
            n7 = _uh(buf, pos)[0]
            pos += 2
            if n7 < 0:
                raise _negative(pos)
            else:
                e8 = pos + n7
                if e8 > end:
                    raise _short(pos)
                f_path_5 = buf[pos:e8].decode()
                pos = e8
            n9 = _ui(buf, pos)[0]
            pos += 4
            if n9 < 0:
                raise _negative(pos)
            else:
                if n9 * 6 > end - pos:
                    raise _short(pos)
                f_topics_6 = []
                ap10 = f_topics_6.append
                for _ in range(n9):
                    n14 = _uh(buf, pos)[0]
                    pos += 2
                    if n14 < 0:
                        raise _negative(pos)
                    else:
                        e15 = pos + n14
                        if e15 > end:
                            raise _short(pos)
                        f_name_12 = buf[pos:e15].decode()
                        pos = e15
                    n16 = _ui(buf, pos)[0]
                    pos += 4
                    if n16 < 0:
                        raise _negative(pos)
                    else:
                        if n16 * 4 > end - pos:
                            raise _short(pos)
                        if n16 < 33:
                            f_partitions_13 = list(_i32s[n16](buf, pos))
                        else:
                            f_partitions_13 = list(_array('i', n16).unpack_from(buf, pos))
                        pos += n16 * 4
                    x11 = AlterReplicaLogDirTopic(f_name_12, f_partitions_13, None)
                    ap10(x11)
            x4 = AlterReplicaLogDir(f_path_5, f_topics_6, None)
            ap3(x4)
    o = AlterReplicaLogDirsRequest(f_dirs_1, None)
    return o, pos


def _d_AlterReplicaLogDirsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[AlterReplicaLogDirsRequest, int]:
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n2 = (n2 & 127) | (buf[pos + 1] << 7)
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
        ap3 = f_dirs_1.append
        for _ in range(n2):
            n7 = buf[pos]
            if n7 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n7 = (n7 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n7, pos = _uvarint(buf, pos)
            n7 -= 1
            if n7 < 0:
                raise _negative(pos)
            else:
                e8 = pos + n7
                if e8 > end:
                    raise _short(pos)
                f_path_5 = buf[pos:e8].decode()
                pos = e8
            n9 = buf[pos]
            if n9 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n9 = (n9 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n9, pos = _uvarint(buf, pos)
            n9 -= 1
            if n9 < 0:
                raise _negative(pos)
            else:
                if n9 * 3 > end - pos:
                    raise _short(pos)
                f_topics_6 = []
                ap10 = f_topics_6.append
                for _ in range(n9):
                    n14 = buf[pos]
                    if n14 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n14 = (n14 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n14, pos = _uvarint(buf, pos)
                    n14 -= 1
                    if n14 < 0:
                        raise _negative(pos)
                    else:
                        e15 = pos + n14
                        if e15 > end:
                            raise _short(pos)
                        f_name_12 = buf[pos:e15].decode()
                        pos = e15
                    n16 = buf[pos]
                    if n16 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n16 = (n16 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n16, pos = _uvarint(buf, pos)
                    n16 -= 1
                    if n16 < 0:
                        raise _negative(pos)
                    else:
                        if n16 * 4 > end - pos:
                            raise _short(pos)
                        if n16 < 33:
                            f_partitions_13 = list(_i32s[n16](buf, pos))
                        else:
                            f_partitions_13 = list(_array('i', n16).unpack_from(buf, pos))
                        pos += n16 * 4
                    nt17 = buf[pos]
                    if nt17 < 128:
                        pos += 1
                    else:
                        nt17, pos = _uvarint(buf, pos)
                    u18 = None
                    if nt17:
                        last19 = -1
                        for _ in range(nt17):
                            tg20 = buf[pos]
                            if tg20 < 128:
                                pos += 1
                            else:
                                tg20, pos = _uvarint(buf, pos)
                            sz21 = buf[pos]
                            if sz21 < 128:
                                pos += 1
                            else:
                                sz21, pos = _uvarint(buf, pos)
                            te22 = pos + sz21
                            if te22 > end:
                                raise _short(pos)
                            if tg20 <= last19:
                                raise _tag_order(pos)
                            last19 = tg20
                            if u18 is None:
                                u18 = {}
                            u18[tg20] = buf[pos:te22]
                            pos = te22
                    x11 = AlterReplicaLogDirTopic(f_name_12, f_partitions_13, u18)
                    ap10(x11)
            nt23 = buf[pos]
            if nt23 < 128:
                pos += 1
            else:
                nt23, pos = _uvarint(buf, pos)
            u24 = None
            if nt23:
                last25 = -1
                for _ in range(nt23):
                    tg26 = buf[pos]
                    if tg26 < 128:
                        pos += 1
                    else:
                        tg26, pos = _uvarint(buf, pos)
                    sz27 = buf[pos]
                    if sz27 < 128:
                        pos += 1
                    else:
                        sz27, pos = _uvarint(buf, pos)
                    te28 = pos + sz27
                    if te28 > end:
                        raise _short(pos)
                    if tg26 <= last25:
                        raise _tag_order(pos)
                    last25 = tg26
                    if u24 is None:
                        u24 = {}
                    u24[tg26] = buf[pos:te28]
                    pos = te28
            x4 = AlterReplicaLogDir(f_path_5, f_topics_6, u24)
            ap3(x4)
    nt29 = buf[pos]
    if nt29 < 128:
        pos += 1
    else:
        nt29, pos = _uvarint(buf, pos)
    u30 = None
    if nt29:
        last31 = -1
        for _ in range(nt29):
            tg32 = buf[pos]
            if tg32 < 128:
                pos += 1
            else:
                tg32, pos = _uvarint(buf, pos)
            sz33 = buf[pos]
            if sz33 < 128:
                pos += 1
            else:
                sz33, pos = _uvarint(buf, pos)
            te34 = pos + sz33
            if te34 > end:
                raise _short(pos)
            if tg32 <= last31:
                raise _tag_order(pos)
            last31 = tg32
            if u30 is None:
                u30 = {}
            u30[tg32] = buf[pos:te34]
            pos = te34
    o = AlterReplicaLogDirsRequest(f_dirs_1, u30)
    return o, pos


def _e_AlterReplicaLogDirsRequest_v0(o: AlterReplicaLogDirsRequest, out: bytearray) -> None:
    out += _Pi(len(o.dirs))
    for x1 in o.dirs:
        b2 = x1.path.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.topics))
        for x3 in x1.topics:
            b4 = x3.name.encode()
            out += _Ph(len(b4))
            out += b4
            out += _Pi(len(x3.partitions))
            out += _array('i', len(x3.partitions)).pack(*x3.partitions)


def _e_AlterReplicaLogDirsRequest_v2(o: AlterReplicaLogDirsRequest, out: bytearray) -> None:
    if len(o.dirs) + 1 < 128:
        out.append(len(o.dirs) + 1)
    else:
        out += _encode_uvarint(len(o.dirs) + 1)
    for x1 in o.dirs:
        b2 = x1.path.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.topics) + 1 < 128:
            out.append(len(x1.topics) + 1)
        else:
            out += _encode_uvarint(len(x1.topics) + 1)
        for x3 in x1.topics:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(len(b4) + 1)
            else:
                out += _encode_uvarint(len(b4) + 1)
            out += b4
            if len(x3.partitions) + 1 < 128:
                out.append(len(x3.partitions) + 1)
            else:
                out += _encode_uvarint(len(x3.partitions) + 1)
            out += _array('i', len(x3.partitions)).pack(*x3.partitions)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
        ap4 = f_results_2.append
        for _ in range(n3):
            n8 = _uh(buf, pos)[0]
            pos += 2
            if n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_topic_name_6 = buf[pos:e9].decode()
                pos = e9
            n10 = _ui(buf, pos)[0]
            pos += 4
            if n10 < 0:
                raise _negative(pos)
            else:
                if n10 * 6 > end - pos:
                    raise _short(pos)
                f_partitions_7 = []
                ap11 = f_partitions_7.append
                for _ in range(n10):
                    f_partition_index_13, f_error_code_14 = _S1(buf, pos)
                    pos += 6
                    x12 = AlterReplicaLogDirPartitionResult(f_partition_index_13, f_error_code_14, None)
                    ap11(x12)
            x5 = AlterReplicaLogDirTopicResult(f_topic_name_6, f_partitions_7, None)
            ap4(x5)
    o = AlterReplicaLogDirsResponse(f_throttle_time_ms_1, f_results_2, None)
    return o, pos


def _d_AlterReplicaLogDirsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[AlterReplicaLogDirsResponse, int]:
    f_throttle_time_ms_1 = _S0(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n3 = (n3 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_results_2 = []
        ap4 = f_results_2.append
        for _ in range(n3):
            n8 = buf[pos]
            if n8 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n8 = (n8 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n8, pos = _uvarint(buf, pos)
            n8 -= 1
            if n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_topic_name_6 = buf[pos:e9].decode()
                pos = e9
            n10 = buf[pos]
            if n10 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n10 = (n10 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n10, pos = _uvarint(buf, pos)
            n10 -= 1
            if n10 < 0:
                raise _negative(pos)
            else:
                if n10 * 7 > end - pos:
                    raise _short(pos)
                f_partitions_7 = []
                ap11 = f_partitions_7.append
                for _ in range(n10):
                    f_partition_index_13, f_error_code_14 = _S1(buf, pos)
                    pos += 6
                    nt15 = buf[pos]
                    if nt15 < 128:
                        pos += 1
                    else:
                        nt15, pos = _uvarint(buf, pos)
                    u16 = None
                    if nt15:
                        last17 = -1
                        for _ in range(nt15):
                            tg18 = buf[pos]
                            if tg18 < 128:
                                pos += 1
                            else:
                                tg18, pos = _uvarint(buf, pos)
                            sz19 = buf[pos]
                            if sz19 < 128:
                                pos += 1
                            else:
                                sz19, pos = _uvarint(buf, pos)
                            te20 = pos + sz19
                            if te20 > end:
                                raise _short(pos)
                            if tg18 <= last17:
                                raise _tag_order(pos)
                            last17 = tg18
                            if u16 is None:
                                u16 = {}
                            u16[tg18] = buf[pos:te20]
                            pos = te20
                    x12 = AlterReplicaLogDirPartitionResult(f_partition_index_13, f_error_code_14, u16)
                    ap11(x12)
            nt21 = buf[pos]
            if nt21 < 128:
                pos += 1
            else:
                nt21, pos = _uvarint(buf, pos)
            u22 = None
            if nt21:
                last23 = -1
                for _ in range(nt21):
                    tg24 = buf[pos]
                    if tg24 < 128:
                        pos += 1
                    else:
                        tg24, pos = _uvarint(buf, pos)
                    sz25 = buf[pos]
                    if sz25 < 128:
                        pos += 1
                    else:
                        sz25, pos = _uvarint(buf, pos)
                    te26 = pos + sz25
                    if te26 > end:
                        raise _short(pos)
                    if tg24 <= last23:
                        raise _tag_order(pos)
                    last23 = tg24
                    if u22 is None:
                        u22 = {}
                    u22[tg24] = buf[pos:te26]
                    pos = te26
            x5 = AlterReplicaLogDirTopicResult(f_topic_name_6, f_partitions_7, u22)
            ap4(x5)
    nt27 = buf[pos]
    if nt27 < 128:
        pos += 1
    else:
        nt27, pos = _uvarint(buf, pos)
    u28 = None
    if nt27:
        last29 = -1
        for _ in range(nt27):
            tg30 = buf[pos]
            if tg30 < 128:
                pos += 1
            else:
                tg30, pos = _uvarint(buf, pos)
            sz31 = buf[pos]
            if sz31 < 128:
                pos += 1
            else:
                sz31, pos = _uvarint(buf, pos)
            te32 = pos + sz31
            if te32 > end:
                raise _short(pos)
            if tg30 <= last29:
                raise _tag_order(pos)
            last29 = tg30
            if u28 is None:
                u28 = {}
            u28[tg30] = buf[pos:te32]
            pos = te32
    o = AlterReplicaLogDirsResponse(f_throttle_time_ms_1, f_results_2, u28)
    return o, pos


def _e_AlterReplicaLogDirsResponse_v0(o: AlterReplicaLogDirsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    out += _Pi(len(o.results))
    for x1 in o.results:
        b2 = x1.topic_name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P1(x3.partition_index, x3.error_code)


def _e_AlterReplicaLogDirsResponse_v2(o: AlterReplicaLogDirsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x3 in x1.partitions:
            out += _P1(x3.partition_index, x3.error_code)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


AlterReplicaLogDirsRequest.DECODERS = (_d_AlterReplicaLogDirsRequest_v0, _d_AlterReplicaLogDirsRequest_v0, _d_AlterReplicaLogDirsRequest_v2,)
AlterReplicaLogDirsRequest.ENCODERS = (_e_AlterReplicaLogDirsRequest_v0, _e_AlterReplicaLogDirsRequest_v0, _e_AlterReplicaLogDirsRequest_v2,)

AlterReplicaLogDirsResponse.DECODERS = (_d_AlterReplicaLogDirsResponse_v0, _d_AlterReplicaLogDirsResponse_v0, _d_AlterReplicaLogDirsResponse_v2,)
AlterReplicaLogDirsResponse.ENCODERS = (_e_AlterReplicaLogDirsResponse_v0, _e_AlterReplicaLogDirsResponse_v0, _e_AlterReplicaLogDirsResponse_v2,)
