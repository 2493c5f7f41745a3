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
    _encode_uvarint,
    _make_uuid,
    _negative,
    _new,
    _Ph,
    _Pi,
    _short,
    _tag_order,
    _tag_size,
    _i32s,
    _uh,
    _unknown_tags,
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


def _d_DescribeLogDirsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeLogDirsRequest, int]:
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
        ap3 = f_topics_1.append
        for _ in range(n2):
            n7 = _uh(buf, pos)[0]
            pos += 2
            if n7 < 0:
                raise _negative(pos)
            else:
                e8 = pos + n7
                if e8 > end:
                    raise _short(pos)
                f_topic_5 = buf[pos:e8].decode()
                pos = e8
            n9 = _ui(buf, pos)[0]
            pos += 4
            if n9 < 0:
                raise _negative(pos)
            else:
                if n9 < 33:
                    f_partitions_6 = [*_i32s[n9](buf, pos)]
                elif n9 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_6 = [*_array('i', n9).unpack_from(buf, pos)]
                pos += n9 * 4
            x4 = _new(DescribableLogDirTopic)
            x4.topic = f_topic_5
            x4.partitions = f_partitions_6
            x4.unknown_tags = None
            ap3(x4)
    o = _new(DescribeLogDirsRequest)
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeLogDirsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeLogDirsRequest, int]:
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n2 = (n2 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n2, pos = _uvarint(buf, pos)
    n2 -= 1
    if n2 == -1:
        f_topics_1 = None
    elif n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        ap3 = f_topics_1.append
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
                f_topic_5 = buf[pos:e8].decode()
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
                if n9 < 33:
                    f_partitions_6 = [*_i32s[n9](buf, pos)]
                elif n9 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_6 = [*_array('i', n9).unpack_from(buf, pos)]
                pos += n9 * 4
            if buf[pos]:
                u10, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u10 = None
            x4 = _new(DescribableLogDirTopic)
            x4.topic = f_topic_5
            x4.partitions = f_partitions_6
            x4.unknown_tags = u10
            ap3(x4)
    if buf[pos]:
        u11, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u11 = None
    o = _new(DescribeLogDirsRequest)
    o.topics = f_topics_1
    o.unknown_tags = u11
    return o, pos


def _e_DescribeLogDirsRequest_v0(o: DescribeLogDirsRequest, out: list[bytes]) -> None:
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
            b2 = x1.topic.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
            out.append(_Pi(len(x1.partitions)))
            out.append(_array('i', len(x1.partitions)).pack(*x1.partitions))


def _e_DescribeLogDirsRequest_v2(o: DescribeLogDirsRequest, out: list[bytes]) -> None:
    if o.topics is None:
        out.append(b'\x00')
    else:
        if len(o.topics) + 1 < 128:
            out.append(_B1[len(o.topics) + 1])
        else:
            out.append(_encode_uvarint(len(o.topics) + 1))
        for x1 in o.topics:
            b2 = x1.topic.encode()
            if len(b2) + 1 < 128:
                out.append(_B1[len(b2) + 1])
            else:
                out.append(_encode_uvarint(len(b2) + 1))
            out.append(b2)
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
    f_throttle_time_ms_1 = _S0(buf, pos)[0]
    pos += 4
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 8 > end - pos:
            raise _short(pos)
        f_results_3 = []
        ap5 = f_results_3.append
        for _ in range(n4):
            f_error_code_7 = _S1(buf, pos)[0]
            pos += 2
            n13 = _uh(buf, pos)[0]
            pos += 2
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                f_log_dir_8 = buf[pos:e14].decode()
                pos = e14
            n15 = _ui(buf, pos)[0]
            pos += 4
            if n15 < 0:
                raise _negative(pos)
            else:
                if n15 * 6 > end - pos:
                    raise _short(pos)
                f_topics_9 = []
                ap16 = f_topics_9.append
                for _ in range(n15):
                    n20 = _uh(buf, pos)[0]
                    pos += 2
                    if n20 < 0:
                        raise _negative(pos)
                    else:
                        e21 = pos + n20
                        if e21 > end:
                            raise _short(pos)
                        f_name_18 = buf[pos:e21].decode()
                        pos = e21
                    n22 = _ui(buf, pos)[0]
                    pos += 4
                    if n22 < 0:
                        raise _negative(pos)
                    else:
                        if n22 * 21 > end - pos:
                            raise _short(pos)
                        f_partitions_19 = []
                        ap23 = f_partitions_19.append
                        for _ in range(n22):
                            f_partition_index_25, f_partition_size_26, f_offset_lag_27, f_is_future_key_28 = _S2(buf, pos)
                            pos += 21
                            x24 = _new(DescribeLogDirsPartition)
                            x24.partition_index = f_partition_index_25
                            x24.partition_size = f_partition_size_26
                            x24.offset_lag = f_offset_lag_27
                            x24.is_future_key = f_is_future_key_28
                            x24.unknown_tags = None
                            ap23(x24)
                    x17 = _new(DescribeLogDirsTopic)
                    x17.name = f_name_18
                    x17.partitions = f_partitions_19
                    x17.unknown_tags = None
                    ap16(x17)
            x6 = _new(DescribeLogDirsResult)
            x6.error_code = f_error_code_7
            x6.log_dir = f_log_dir_8
            x6.topics = f_topics_9
            x6.total_bytes = -1
            x6.usable_bytes = -1
            x6.is_cordoned = False
            x6.unknown_tags = None
            ap5(x6)
    o = _new(DescribeLogDirsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = 0
    o.results = f_results_3
    o.unknown_tags = None
    return o, pos


def _d_DescribeLogDirsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeLogDirsResponse, int]:
    f_throttle_time_ms_1 = _S0(buf, pos)[0]
    pos += 4
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 5 > end - pos:
            raise _short(pos)
        f_results_3 = []
        ap5 = f_results_3.append
        for _ in range(n4):
            f_error_code_7 = _S1(buf, pos)[0]
            pos += 2
            n13 = buf[pos]
            if n13 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n13 = (n13 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n13, pos = _uvarint(buf, pos)
            n13 -= 1
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                f_log_dir_8 = buf[pos:e14].decode()
                pos = e14
            n15 = buf[pos]
            if n15 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n15 = (n15 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n15, pos = _uvarint(buf, pos)
            n15 -= 1
            if n15 < 0:
                raise _negative(pos)
            else:
                if n15 * 3 > end - pos:
                    raise _short(pos)
                f_topics_9 = []
                ap16 = f_topics_9.append
                for _ in range(n15):
                    n20 = buf[pos]
                    if n20 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n20 = (n20 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n20, pos = _uvarint(buf, pos)
                    n20 -= 1
                    if n20 < 0:
                        raise _negative(pos)
                    else:
                        e21 = pos + n20
                        if e21 > end:
                            raise _short(pos)
                        f_name_18 = buf[pos:e21].decode()
                        pos = e21
                    n22 = buf[pos]
                    if n22 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n22 = (n22 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n22, pos = _uvarint(buf, pos)
                    n22 -= 1
                    if n22 < 0:
                        raise _negative(pos)
                    else:
                        if n22 * 22 > end - pos:
                            raise _short(pos)
                        f_partitions_19 = []
                        ap23 = f_partitions_19.append
                        for _ in range(n22):
                            f_partition_index_25, f_partition_size_26, f_offset_lag_27, f_is_future_key_28 = _S2(buf, pos)
                            pos += 21
                            if buf[pos]:
                                u29, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u29 = None
                            x24 = _new(DescribeLogDirsPartition)
                            x24.partition_index = f_partition_index_25
                            x24.partition_size = f_partition_size_26
                            x24.offset_lag = f_offset_lag_27
                            x24.is_future_key = f_is_future_key_28
                            x24.unknown_tags = u29
                            ap23(x24)
                    if buf[pos]:
                        u30, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u30 = None
                    x17 = _new(DescribeLogDirsTopic)
                    x17.name = f_name_18
                    x17.partitions = f_partitions_19
                    x17.unknown_tags = u30
                    ap16(x17)
            if buf[pos]:
                u31, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u31 = None
            x6 = _new(DescribeLogDirsResult)
            x6.error_code = f_error_code_7
            x6.log_dir = f_log_dir_8
            x6.topics = f_topics_9
            x6.total_bytes = -1
            x6.usable_bytes = -1
            x6.is_cordoned = False
            x6.unknown_tags = u31
            ap5(x6)
    if buf[pos]:
        u32, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u32 = None
    o = _new(DescribeLogDirsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = 0
    o.results = f_results_3
    o.unknown_tags = u32
    return o, pos


def _d_DescribeLogDirsResponse_v3(buf: bytes, pos: int, end: int) -> tuple[DescribeLogDirsResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S3(buf, pos)
    pos += 6
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 5 > end - pos:
            raise _short(pos)
        f_results_3 = []
        ap5 = f_results_3.append
        for _ in range(n4):
            f_error_code_7 = _S1(buf, pos)[0]
            pos += 2
            n13 = buf[pos]
            if n13 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n13 = (n13 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n13, pos = _uvarint(buf, pos)
            n13 -= 1
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                f_log_dir_8 = buf[pos:e14].decode()
                pos = e14
            n15 = buf[pos]
            if n15 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n15 = (n15 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n15, pos = _uvarint(buf, pos)
            n15 -= 1
            if n15 < 0:
                raise _negative(pos)
            else:
                if n15 * 3 > end - pos:
                    raise _short(pos)
                f_topics_9 = []
                ap16 = f_topics_9.append
                for _ in range(n15):
                    n20 = buf[pos]
                    if n20 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n20 = (n20 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n20, pos = _uvarint(buf, pos)
                    n20 -= 1
                    if n20 < 0:
                        raise _negative(pos)
                    else:
                        e21 = pos + n20
                        if e21 > end:
                            raise _short(pos)
                        f_name_18 = buf[pos:e21].decode()
                        pos = e21
                    n22 = buf[pos]
                    if n22 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n22 = (n22 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n22, pos = _uvarint(buf, pos)
                    n22 -= 1
                    if n22 < 0:
                        raise _negative(pos)
                    else:
                        if n22 * 22 > end - pos:
                            raise _short(pos)
                        f_partitions_19 = []
                        ap23 = f_partitions_19.append
                        for _ in range(n22):
                            f_partition_index_25, f_partition_size_26, f_offset_lag_27, f_is_future_key_28 = _S2(buf, pos)
                            pos += 21
                            if buf[pos]:
                                u29, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u29 = None
                            x24 = _new(DescribeLogDirsPartition)
                            x24.partition_index = f_partition_index_25
                            x24.partition_size = f_partition_size_26
                            x24.offset_lag = f_offset_lag_27
                            x24.is_future_key = f_is_future_key_28
                            x24.unknown_tags = u29
                            ap23(x24)
                    if buf[pos]:
                        u30, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u30 = None
                    x17 = _new(DescribeLogDirsTopic)
                    x17.name = f_name_18
                    x17.partitions = f_partitions_19
                    x17.unknown_tags = u30
                    ap16(x17)
            if buf[pos]:
                u31, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u31 = None
            x6 = _new(DescribeLogDirsResult)
            x6.error_code = f_error_code_7
            x6.log_dir = f_log_dir_8
            x6.topics = f_topics_9
            x6.total_bytes = -1
            x6.usable_bytes = -1
            x6.is_cordoned = False
            x6.unknown_tags = u31
            ap5(x6)
    if buf[pos]:
        u32, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u32 = None
    o = _new(DescribeLogDirsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.results = f_results_3
    o.unknown_tags = u32
    return o, pos


def _d_DescribeLogDirsResponse_v4(buf: bytes, pos: int, end: int) -> tuple[DescribeLogDirsResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S3(buf, pos)
    pos += 6
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 21 > end - pos:
            raise _short(pos)
        f_results_3 = []
        ap5 = f_results_3.append
        for _ in range(n4):
            f_error_code_7 = _S1(buf, pos)[0]
            pos += 2
            n13 = buf[pos]
            if n13 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n13 = (n13 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n13, pos = _uvarint(buf, pos)
            n13 -= 1
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                f_log_dir_8 = buf[pos:e14].decode()
                pos = e14
            n15 = buf[pos]
            if n15 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n15 = (n15 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n15, pos = _uvarint(buf, pos)
            n15 -= 1
            if n15 < 0:
                raise _negative(pos)
            else:
                if n15 * 3 > end - pos:
                    raise _short(pos)
                f_topics_9 = []
                ap16 = f_topics_9.append
                for _ in range(n15):
                    n20 = buf[pos]
                    if n20 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n20 = (n20 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n20, pos = _uvarint(buf, pos)
                    n20 -= 1
                    if n20 < 0:
                        raise _negative(pos)
                    else:
                        e21 = pos + n20
                        if e21 > end:
                            raise _short(pos)
                        f_name_18 = buf[pos:e21].decode()
                        pos = e21
                    n22 = buf[pos]
                    if n22 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n22 = (n22 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n22, pos = _uvarint(buf, pos)
                    n22 -= 1
                    if n22 < 0:
                        raise _negative(pos)
                    else:
                        if n22 * 22 > end - pos:
                            raise _short(pos)
                        f_partitions_19 = []
                        ap23 = f_partitions_19.append
                        for _ in range(n22):
                            f_partition_index_25, f_partition_size_26, f_offset_lag_27, f_is_future_key_28 = _S2(buf, pos)
                            pos += 21
                            if buf[pos]:
                                u29, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u29 = None
                            x24 = _new(DescribeLogDirsPartition)
                            x24.partition_index = f_partition_index_25
                            x24.partition_size = f_partition_size_26
                            x24.offset_lag = f_offset_lag_27
                            x24.is_future_key = f_is_future_key_28
                            x24.unknown_tags = u29
                            ap23(x24)
                    if buf[pos]:
                        u30, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u30 = None
                    x17 = _new(DescribeLogDirsTopic)
                    x17.name = f_name_18
                    x17.partitions = f_partitions_19
                    x17.unknown_tags = u30
                    ap16(x17)
            f_total_bytes_10, f_usable_bytes_11 = _S4(buf, pos)
            pos += 16
            if buf[pos]:
                u31, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u31 = None
            x6 = _new(DescribeLogDirsResult)
            x6.error_code = f_error_code_7
            x6.log_dir = f_log_dir_8
            x6.topics = f_topics_9
            x6.total_bytes = f_total_bytes_10
            x6.usable_bytes = f_usable_bytes_11
            x6.is_cordoned = False
            x6.unknown_tags = u31
            ap5(x6)
    if buf[pos]:
        u32, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u32 = None
    o = _new(DescribeLogDirsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.results = f_results_3
    o.unknown_tags = u32
    return o, pos


def _d_DescribeLogDirsResponse_v5(buf: bytes, pos: int, end: int) -> tuple[DescribeLogDirsResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S3(buf, pos)
    pos += 6
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 22 > end - pos:
            raise _short(pos)
        f_results_3 = []
        ap5 = f_results_3.append
        for _ in range(n4):
            f_error_code_7 = _S1(buf, pos)[0]
            pos += 2
            n13 = buf[pos]
            if n13 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n13 = (n13 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n13, pos = _uvarint(buf, pos)
            n13 -= 1
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                f_log_dir_8 = buf[pos:e14].decode()
                pos = e14
            n15 = buf[pos]
            if n15 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n15 = (n15 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n15, pos = _uvarint(buf, pos)
            n15 -= 1
            if n15 < 0:
                raise _negative(pos)
            else:
                if n15 * 3 > end - pos:
                    raise _short(pos)
                f_topics_9 = []
                ap16 = f_topics_9.append
                for _ in range(n15):
                    n20 = buf[pos]
                    if n20 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n20 = (n20 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n20, pos = _uvarint(buf, pos)
                    n20 -= 1
                    if n20 < 0:
                        raise _negative(pos)
                    else:
                        e21 = pos + n20
                        if e21 > end:
                            raise _short(pos)
                        f_name_18 = buf[pos:e21].decode()
                        pos = e21
                    n22 = buf[pos]
                    if n22 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n22 = (n22 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n22, pos = _uvarint(buf, pos)
                    n22 -= 1
                    if n22 < 0:
                        raise _negative(pos)
                    else:
                        if n22 * 22 > end - pos:
                            raise _short(pos)
                        f_partitions_19 = []
                        ap23 = f_partitions_19.append
                        for _ in range(n22):
                            f_partition_index_25, f_partition_size_26, f_offset_lag_27, f_is_future_key_28 = _S2(buf, pos)
                            pos += 21
                            if buf[pos]:
                                u29, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u29 = None
                            x24 = _new(DescribeLogDirsPartition)
                            x24.partition_index = f_partition_index_25
                            x24.partition_size = f_partition_size_26
                            x24.offset_lag = f_offset_lag_27
                            x24.is_future_key = f_is_future_key_28
                            x24.unknown_tags = u29
                            ap23(x24)
                    if buf[pos]:
                        u30, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u30 = None
                    x17 = _new(DescribeLogDirsTopic)
                    x17.name = f_name_18
                    x17.partitions = f_partitions_19
                    x17.unknown_tags = u30
                    ap16(x17)
            f_total_bytes_10, f_usable_bytes_11, f_is_cordoned_12 = _S5(buf, pos)
            pos += 17
            if buf[pos]:
                u31, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u31 = None
            x6 = _new(DescribeLogDirsResult)
            x6.error_code = f_error_code_7
            x6.log_dir = f_log_dir_8
            x6.topics = f_topics_9
            x6.total_bytes = f_total_bytes_10
            x6.usable_bytes = f_usable_bytes_11
            x6.is_cordoned = f_is_cordoned_12
            x6.unknown_tags = u31
            ap5(x6)
    if buf[pos]:
        u32, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u32 = None
    o = _new(DescribeLogDirsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.results = f_results_3
    o.unknown_tags = u32
    return o, pos


def _e_DescribeLogDirsResponse_v0(o: DescribeLogDirsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
    out.append(_Pi(len(o.results)))
    for x1 in o.results:
        out.append(_P1(x1.error_code))
        b2 = x1.log_dir.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.topics)))
        for x3 in x1.topics:
            b4 = x3.name.encode()
            out.append(_Ph(len(b4)))
            out.append(b4)
            out.append(_Pi(len(x3.partitions)))
            for x5 in x3.partitions:
                out.append(_P2(x5.partition_index, x5.partition_size, x5.offset_lag, x5.is_future_key))


def _e_DescribeLogDirsResponse_v2(o: DescribeLogDirsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
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
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x3 in x1.topics:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_encode_uvarint(len(b4) + 1))
            out.append(b4)
            if len(x3.partitions) + 1 < 128:
                out.append(_B1[len(x3.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x3.partitions) + 1))
            for x5 in x3.partitions:
                out.append(_P2(x5.partition_index, x5.partition_size, x5.offset_lag, x5.is_future_key))
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
    out.append(_P3(o.throttle_time_ms, o.error_code))
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
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x3 in x1.topics:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_encode_uvarint(len(b4) + 1))
            out.append(b4)
            if len(x3.partitions) + 1 < 128:
                out.append(_B1[len(x3.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x3.partitions) + 1))
            for x5 in x3.partitions:
                out.append(_P2(x5.partition_index, x5.partition_size, x5.offset_lag, x5.is_future_key))
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
    out.append(_P3(o.throttle_time_ms, o.error_code))
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
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x3 in x1.topics:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_encode_uvarint(len(b4) + 1))
            out.append(b4)
            if len(x3.partitions) + 1 < 128:
                out.append(_B1[len(x3.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x3.partitions) + 1))
            for x5 in x3.partitions:
                out.append(_P2(x5.partition_index, x5.partition_size, x5.offset_lag, x5.is_future_key))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P4(x1.total_bytes, x1.usable_bytes))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_DescribeLogDirsResponse_v5(o: DescribeLogDirsResponse, out: list[bytes]) -> None:
    out.append(_P3(o.throttle_time_ms, o.error_code))
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
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x3 in x1.topics:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_encode_uvarint(len(b4) + 1))
            out.append(b4)
            if len(x3.partitions) + 1 < 128:
                out.append(_B1[len(x3.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x3.partitions) + 1))
            for x5 in x3.partitions:
                out.append(_P2(x5.partition_index, x5.partition_size, x5.offset_lag, x5.is_future_key))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P5(x1.total_bytes, x1.usable_bytes, x1.is_cordoned))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DescribeLogDirsRequest.DECODERS = (_d_DescribeLogDirsRequest_v0, _d_DescribeLogDirsRequest_v0, _d_DescribeLogDirsRequest_v2, _d_DescribeLogDirsRequest_v2, _d_DescribeLogDirsRequest_v2, _d_DescribeLogDirsRequest_v2,)
DescribeLogDirsRequest.ENCODERS = (_e_DescribeLogDirsRequest_v0, _e_DescribeLogDirsRequest_v0, _e_DescribeLogDirsRequest_v2, _e_DescribeLogDirsRequest_v2, _e_DescribeLogDirsRequest_v2, _e_DescribeLogDirsRequest_v2,)

DescribeLogDirsResponse.DECODERS = (_d_DescribeLogDirsResponse_v0, _d_DescribeLogDirsResponse_v0, _d_DescribeLogDirsResponse_v2, _d_DescribeLogDirsResponse_v3, _d_DescribeLogDirsResponse_v4, _d_DescribeLogDirsResponse_v5,)
DescribeLogDirsResponse.ENCODERS = (_e_DescribeLogDirsResponse_v0, _e_DescribeLogDirsResponse_v0, _e_DescribeLogDirsResponse_v2, _e_DescribeLogDirsResponse_v3, _e_DescribeLogDirsResponse_v4, _e_DescribeLogDirsResponse_v5,)
