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
    _i32s,
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
                if n9 * 4 > end - pos:
                    raise _short(pos)
                if n9 < 33:
                    f_partitions_6 = list(_i32s[n9](buf, pos))
                else:
                    f_partitions_6 = list(_array('i', n9).unpack_from(buf, pos))
                pos += n9 * 4
            x4 = DescribableLogDirTopic(f_topic_5, f_partitions_6, None)
            ap3(x4)
    o = DescribeLogDirsRequest(f_topics_1, None)
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
                if n9 * 4 > end - pos:
                    raise _short(pos)
                if n9 < 33:
                    f_partitions_6 = list(_i32s[n9](buf, pos))
                else:
                    f_partitions_6 = list(_array('i', n9).unpack_from(buf, pos))
                pos += n9 * 4
            nt10 = buf[pos]
            if nt10 < 128:
                pos += 1
            else:
                nt10, pos = _uvarint(buf, pos)
            u11 = None
            if nt10:
                last12 = -1
                for _ in range(nt10):
                    tg13 = buf[pos]
                    if tg13 < 128:
                        pos += 1
                    else:
                        tg13, pos = _uvarint(buf, pos)
                    sz14 = buf[pos]
                    if sz14 < 128:
                        pos += 1
                    else:
                        sz14, pos = _uvarint(buf, pos)
                    te15 = pos + sz14
                    if te15 > end:
                        raise _short(pos)
                    if tg13 <= last12:
                        raise _tag_order(pos)
                    last12 = tg13
                    if u11 is None:
                        u11 = {}
                    u11[tg13] = buf[pos:te15]
                    pos = te15
            x4 = DescribableLogDirTopic(f_topic_5, f_partitions_6, u11)
            ap3(x4)
    nt16 = buf[pos]
    if nt16 < 128:
        pos += 1
    else:
        nt16, pos = _uvarint(buf, pos)
    u17 = None
    if nt16:
        last18 = -1
        for _ in range(nt16):
            tg19 = buf[pos]
            if tg19 < 128:
                pos += 1
            else:
                tg19, pos = _uvarint(buf, pos)
            sz20 = buf[pos]
            if sz20 < 128:
                pos += 1
            else:
                sz20, pos = _uvarint(buf, pos)
            te21 = pos + sz20
            if te21 > end:
                raise _short(pos)
            if tg19 <= last18:
                raise _tag_order(pos)
            last18 = tg19
            if u17 is None:
                u17 = {}
            u17[tg19] = buf[pos:te21]
            pos = te21
    o = DescribeLogDirsRequest(f_topics_1, u17)
    return o, pos


def _e_DescribeLogDirsRequest_v0(o: DescribeLogDirsRequest, out: bytearray) -> None:
    if o.topics is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.topics))
        for x1 in o.topics:
            b2 = x1.topic.encode()
            out += _Ph(len(b2))
            out += b2
            out += _Pi(len(x1.partitions))
            out += _array('i', len(x1.partitions)).pack(*x1.partitions)


def _e_DescribeLogDirsRequest_v2(o: DescribeLogDirsRequest, out: bytearray) -> None:
    if o.topics is None:
        out.append(0)
    else:
        if len(o.topics) + 1 < 128:
            out.append(len(o.topics) + 1)
        else:
            out += _encode_uvarint(len(o.topics) + 1)
        for x1 in o.topics:
            b2 = x1.topic.encode()
            if len(b2) + 1 < 128:
                out.append(len(b2) + 1)
            else:
                out += _encode_uvarint(len(b2) + 1)
            out += b2
            if len(x1.partitions) + 1 < 128:
                out.append(len(x1.partitions) + 1)
            else:
                out += _encode_uvarint(len(x1.partitions) + 1)
            out += _array('i', len(x1.partitions)).pack(*x1.partitions)
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
                            x24 = DescribeLogDirsPartition(f_partition_index_25, f_partition_size_26, f_offset_lag_27, f_is_future_key_28, None)
                            ap23(x24)
                    x17 = DescribeLogDirsTopic(f_name_18, f_partitions_19, None)
                    ap16(x17)
            x6 = DescribeLogDirsResult(f_error_code_7, f_log_dir_8, f_topics_9, -1, -1, False, None)
            ap5(x6)
    o = DescribeLogDirsResponse(f_throttle_time_ms_1, 0, f_results_3, None)
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
                            x24 = DescribeLogDirsPartition(f_partition_index_25, f_partition_size_26, f_offset_lag_27, f_is_future_key_28, u30)
                            ap23(x24)
                    nt35 = buf[pos]
                    if nt35 < 128:
                        pos += 1
                    else:
                        nt35, pos = _uvarint(buf, pos)
                    u36 = None
                    if nt35:
                        last37 = -1
                        for _ in range(nt35):
                            tg38 = buf[pos]
                            if tg38 < 128:
                                pos += 1
                            else:
                                tg38, pos = _uvarint(buf, pos)
                            sz39 = buf[pos]
                            if sz39 < 128:
                                pos += 1
                            else:
                                sz39, pos = _uvarint(buf, pos)
                            te40 = pos + sz39
                            if te40 > end:
                                raise _short(pos)
                            if tg38 <= last37:
                                raise _tag_order(pos)
                            last37 = tg38
                            if u36 is None:
                                u36 = {}
                            u36[tg38] = buf[pos:te40]
                            pos = te40
                    x17 = DescribeLogDirsTopic(f_name_18, f_partitions_19, u36)
                    ap16(x17)
            nt41 = buf[pos]
            if nt41 < 128:
                pos += 1
            else:
                nt41, pos = _uvarint(buf, pos)
            u42 = None
            if nt41:
                last43 = -1
                for _ in range(nt41):
                    tg44 = buf[pos]
                    if tg44 < 128:
                        pos += 1
                    else:
                        tg44, pos = _uvarint(buf, pos)
                    sz45 = buf[pos]
                    if sz45 < 128:
                        pos += 1
                    else:
                        sz45, pos = _uvarint(buf, pos)
                    te46 = pos + sz45
                    if te46 > end:
                        raise _short(pos)
                    if tg44 <= last43:
                        raise _tag_order(pos)
                    last43 = tg44
                    if u42 is None:
                        u42 = {}
                    u42[tg44] = buf[pos:te46]
                    pos = te46
            x6 = DescribeLogDirsResult(f_error_code_7, f_log_dir_8, f_topics_9, -1, -1, False, u42)
            ap5(x6)
    nt47 = buf[pos]
    if nt47 < 128:
        pos += 1
    else:
        nt47, pos = _uvarint(buf, pos)
    u48 = None
    if nt47:
        last49 = -1
        for _ in range(nt47):
            tg50 = buf[pos]
            if tg50 < 128:
                pos += 1
            else:
                tg50, pos = _uvarint(buf, pos)
            sz51 = buf[pos]
            if sz51 < 128:
                pos += 1
            else:
                sz51, pos = _uvarint(buf, pos)
            te52 = pos + sz51
            if te52 > end:
                raise _short(pos)
            if tg50 <= last49:
                raise _tag_order(pos)
            last49 = tg50
            if u48 is None:
                u48 = {}
            u48[tg50] = buf[pos:te52]
            pos = te52
    o = DescribeLogDirsResponse(f_throttle_time_ms_1, 0, f_results_3, u48)
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
                            x24 = DescribeLogDirsPartition(f_partition_index_25, f_partition_size_26, f_offset_lag_27, f_is_future_key_28, u30)
                            ap23(x24)
                    nt35 = buf[pos]
                    if nt35 < 128:
                        pos += 1
                    else:
                        nt35, pos = _uvarint(buf, pos)
                    u36 = None
                    if nt35:
                        last37 = -1
                        for _ in range(nt35):
                            tg38 = buf[pos]
                            if tg38 < 128:
                                pos += 1
                            else:
                                tg38, pos = _uvarint(buf, pos)
                            sz39 = buf[pos]
                            if sz39 < 128:
                                pos += 1
                            else:
                                sz39, pos = _uvarint(buf, pos)
                            te40 = pos + sz39
                            if te40 > end:
                                raise _short(pos)
                            if tg38 <= last37:
                                raise _tag_order(pos)
                            last37 = tg38
                            if u36 is None:
                                u36 = {}
                            u36[tg38] = buf[pos:te40]
                            pos = te40
                    x17 = DescribeLogDirsTopic(f_name_18, f_partitions_19, u36)
                    ap16(x17)
            nt41 = buf[pos]
            if nt41 < 128:
                pos += 1
            else:
                nt41, pos = _uvarint(buf, pos)
            u42 = None
            if nt41:
                last43 = -1
                for _ in range(nt41):
                    tg44 = buf[pos]
                    if tg44 < 128:
                        pos += 1
                    else:
                        tg44, pos = _uvarint(buf, pos)
                    sz45 = buf[pos]
                    if sz45 < 128:
                        pos += 1
                    else:
                        sz45, pos = _uvarint(buf, pos)
                    te46 = pos + sz45
                    if te46 > end:
                        raise _short(pos)
                    if tg44 <= last43:
                        raise _tag_order(pos)
                    last43 = tg44
                    if u42 is None:
                        u42 = {}
                    u42[tg44] = buf[pos:te46]
                    pos = te46
            x6 = DescribeLogDirsResult(f_error_code_7, f_log_dir_8, f_topics_9, -1, -1, False, u42)
            ap5(x6)
    nt47 = buf[pos]
    if nt47 < 128:
        pos += 1
    else:
        nt47, pos = _uvarint(buf, pos)
    u48 = None
    if nt47:
        last49 = -1
        for _ in range(nt47):
            tg50 = buf[pos]
            if tg50 < 128:
                pos += 1
            else:
                tg50, pos = _uvarint(buf, pos)
            sz51 = buf[pos]
            if sz51 < 128:
                pos += 1
            else:
                sz51, pos = _uvarint(buf, pos)
            te52 = pos + sz51
            if te52 > end:
                raise _short(pos)
            if tg50 <= last49:
                raise _tag_order(pos)
            last49 = tg50
            if u48 is None:
                u48 = {}
            u48[tg50] = buf[pos:te52]
            pos = te52
    o = DescribeLogDirsResponse(f_throttle_time_ms_1, f_error_code_2, f_results_3, u48)
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
                            x24 = DescribeLogDirsPartition(f_partition_index_25, f_partition_size_26, f_offset_lag_27, f_is_future_key_28, u30)
                            ap23(x24)
                    nt35 = buf[pos]
                    if nt35 < 128:
                        pos += 1
                    else:
                        nt35, pos = _uvarint(buf, pos)
                    u36 = None
                    if nt35:
                        last37 = -1
                        for _ in range(nt35):
                            tg38 = buf[pos]
                            if tg38 < 128:
                                pos += 1
                            else:
                                tg38, pos = _uvarint(buf, pos)
                            sz39 = buf[pos]
                            if sz39 < 128:
                                pos += 1
                            else:
                                sz39, pos = _uvarint(buf, pos)
                            te40 = pos + sz39
                            if te40 > end:
                                raise _short(pos)
                            if tg38 <= last37:
                                raise _tag_order(pos)
                            last37 = tg38
                            if u36 is None:
                                u36 = {}
                            u36[tg38] = buf[pos:te40]
                            pos = te40
                    x17 = DescribeLogDirsTopic(f_name_18, f_partitions_19, u36)
                    ap16(x17)
            f_total_bytes_10, f_usable_bytes_11 = _S4(buf, pos)
            pos += 16
            nt41 = buf[pos]
            if nt41 < 128:
                pos += 1
            else:
                nt41, pos = _uvarint(buf, pos)
            u42 = None
            if nt41:
                last43 = -1
                for _ in range(nt41):
                    tg44 = buf[pos]
                    if tg44 < 128:
                        pos += 1
                    else:
                        tg44, pos = _uvarint(buf, pos)
                    sz45 = buf[pos]
                    if sz45 < 128:
                        pos += 1
                    else:
                        sz45, pos = _uvarint(buf, pos)
                    te46 = pos + sz45
                    if te46 > end:
                        raise _short(pos)
                    if tg44 <= last43:
                        raise _tag_order(pos)
                    last43 = tg44
                    if u42 is None:
                        u42 = {}
                    u42[tg44] = buf[pos:te46]
                    pos = te46
            x6 = DescribeLogDirsResult(f_error_code_7, f_log_dir_8, f_topics_9, f_total_bytes_10, f_usable_bytes_11, False, u42)
            ap5(x6)
    nt47 = buf[pos]
    if nt47 < 128:
        pos += 1
    else:
        nt47, pos = _uvarint(buf, pos)
    u48 = None
    if nt47:
        last49 = -1
        for _ in range(nt47):
            tg50 = buf[pos]
            if tg50 < 128:
                pos += 1
            else:
                tg50, pos = _uvarint(buf, pos)
            sz51 = buf[pos]
            if sz51 < 128:
                pos += 1
            else:
                sz51, pos = _uvarint(buf, pos)
            te52 = pos + sz51
            if te52 > end:
                raise _short(pos)
            if tg50 <= last49:
                raise _tag_order(pos)
            last49 = tg50
            if u48 is None:
                u48 = {}
            u48[tg50] = buf[pos:te52]
            pos = te52
    o = DescribeLogDirsResponse(f_throttle_time_ms_1, f_error_code_2, f_results_3, u48)
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
                            x24 = DescribeLogDirsPartition(f_partition_index_25, f_partition_size_26, f_offset_lag_27, f_is_future_key_28, u30)
                            ap23(x24)
                    nt35 = buf[pos]
                    if nt35 < 128:
                        pos += 1
                    else:
                        nt35, pos = _uvarint(buf, pos)
                    u36 = None
                    if nt35:
                        last37 = -1
                        for _ in range(nt35):
                            tg38 = buf[pos]
                            if tg38 < 128:
                                pos += 1
                            else:
                                tg38, pos = _uvarint(buf, pos)
                            sz39 = buf[pos]
                            if sz39 < 128:
                                pos += 1
                            else:
                                sz39, pos = _uvarint(buf, pos)
                            te40 = pos + sz39
                            if te40 > end:
                                raise _short(pos)
                            if tg38 <= last37:
                                raise _tag_order(pos)
                            last37 = tg38
                            if u36 is None:
                                u36 = {}
                            u36[tg38] = buf[pos:te40]
                            pos = te40
                    x17 = DescribeLogDirsTopic(f_name_18, f_partitions_19, u36)
                    ap16(x17)
            f_total_bytes_10, f_usable_bytes_11, f_is_cordoned_12 = _S5(buf, pos)
            pos += 17
            nt41 = buf[pos]
            if nt41 < 128:
                pos += 1
            else:
                nt41, pos = _uvarint(buf, pos)
            u42 = None
            if nt41:
                last43 = -1
                for _ in range(nt41):
                    tg44 = buf[pos]
                    if tg44 < 128:
                        pos += 1
                    else:
                        tg44, pos = _uvarint(buf, pos)
                    sz45 = buf[pos]
                    if sz45 < 128:
                        pos += 1
                    else:
                        sz45, pos = _uvarint(buf, pos)
                    te46 = pos + sz45
                    if te46 > end:
                        raise _short(pos)
                    if tg44 <= last43:
                        raise _tag_order(pos)
                    last43 = tg44
                    if u42 is None:
                        u42 = {}
                    u42[tg44] = buf[pos:te46]
                    pos = te46
            x6 = DescribeLogDirsResult(f_error_code_7, f_log_dir_8, f_topics_9, f_total_bytes_10, f_usable_bytes_11, f_is_cordoned_12, u42)
            ap5(x6)
    nt47 = buf[pos]
    if nt47 < 128:
        pos += 1
    else:
        nt47, pos = _uvarint(buf, pos)
    u48 = None
    if nt47:
        last49 = -1
        for _ in range(nt47):
            tg50 = buf[pos]
            if tg50 < 128:
                pos += 1
            else:
                tg50, pos = _uvarint(buf, pos)
            sz51 = buf[pos]
            if sz51 < 128:
                pos += 1
            else:
                sz51, pos = _uvarint(buf, pos)
            te52 = pos + sz51
            if te52 > end:
                raise _short(pos)
            if tg50 <= last49:
                raise _tag_order(pos)
            last49 = tg50
            if u48 is None:
                u48 = {}
            u48[tg50] = buf[pos:te52]
            pos = te52
    o = DescribeLogDirsResponse(f_throttle_time_ms_1, f_error_code_2, f_results_3, u48)
    return o, pos


def _e_DescribeLogDirsResponse_v0(o: DescribeLogDirsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    out += _Pi(len(o.results))
    for x1 in o.results:
        out += _P1(x1.error_code)
        b2 = x1.log_dir.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.topics))
        for x3 in x1.topics:
            b4 = x3.name.encode()
            out += _Ph(len(b4))
            out += b4
            out += _Pi(len(x3.partitions))
            for x5 in x3.partitions:
                out += _P2(x5.partition_index, x5.partition_size, x5.offset_lag, x5.is_future_key)


def _e_DescribeLogDirsResponse_v2(o: DescribeLogDirsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        out += _P1(x1.error_code)
        b2 = x1.log_dir.encode()
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
            for x5 in x3.partitions:
                out += _P2(x5.partition_index, x5.partition_size, x5.offset_lag, x5.is_future_key)
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(0)
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


def _e_DescribeLogDirsResponse_v3(o: DescribeLogDirsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms, o.error_code)
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        out += _P1(x1.error_code)
        b2 = x1.log_dir.encode()
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
            for x5 in x3.partitions:
                out += _P2(x5.partition_index, x5.partition_size, x5.offset_lag, x5.is_future_key)
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(0)
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


def _e_DescribeLogDirsResponse_v4(o: DescribeLogDirsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms, o.error_code)
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        out += _P1(x1.error_code)
        b2 = x1.log_dir.encode()
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
            for x5 in x3.partitions:
                out += _P2(x5.partition_index, x5.partition_size, x5.offset_lag, x5.is_future_key)
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(0)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        out += _P4(x1.total_bytes, x1.usable_bytes)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
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
        out += _P1(x1.error_code)
        b2 = x1.log_dir.encode()
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
            for x5 in x3.partitions:
                out += _P2(x5.partition_index, x5.partition_size, x5.offset_lag, x5.is_future_key)
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(0)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        out += _P5(x1.total_bytes, x1.usable_bytes, x1.is_cordoned)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeLogDirsRequest.DECODERS = (_d_DescribeLogDirsRequest_v0, _d_DescribeLogDirsRequest_v0, _d_DescribeLogDirsRequest_v2, _d_DescribeLogDirsRequest_v2, _d_DescribeLogDirsRequest_v2, _d_DescribeLogDirsRequest_v2,)
DescribeLogDirsRequest.ENCODERS = (_e_DescribeLogDirsRequest_v0, _e_DescribeLogDirsRequest_v0, _e_DescribeLogDirsRequest_v2, _e_DescribeLogDirsRequest_v2, _e_DescribeLogDirsRequest_v2, _e_DescribeLogDirsRequest_v2,)

DescribeLogDirsResponse.DECODERS = (_d_DescribeLogDirsResponse_v0, _d_DescribeLogDirsResponse_v0, _d_DescribeLogDirsResponse_v2, _d_DescribeLogDirsResponse_v3, _d_DescribeLogDirsResponse_v4, _d_DescribeLogDirsResponse_v5,)
DescribeLogDirsResponse.ENCODERS = (_e_DescribeLogDirsResponse_v0, _e_DescribeLogDirsResponse_v0, _e_DescribeLogDirsResponse_v2, _e_DescribeLogDirsResponse_v3, _e_DescribeLogDirsResponse_v4, _e_DescribeLogDirsResponse_v5,)
