# generated from defs/002-list-offsets.kw; do not edit
"""ListOffsets: API key 2, versions 0..11, flexible from 6."""

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

__all__ = ['ListOffsetsPartition', 'ListOffsetsPartitionResponse', 'ListOffsetsRequest', 'ListOffsetsResponse', 'ListOffsetsTopic', 'ListOffsetsTopicResponse']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>iqi').unpack_from
_P1 = _Struct('>iqi').pack
_S2 = _Struct('>iq').unpack_from
_P2 = _Struct('>iq').pack
_S3 = _Struct('>ib').unpack_from
_P3 = _Struct('>ib').pack
_S4 = _Struct('>iiq').unpack_from
_P4 = _Struct('>iiq').pack
_S5 = _Struct('>ih').unpack_from
_P5 = _Struct('>ih').pack
_S6 = _Struct('>ihqq').unpack_from
_P6 = _Struct('>ihqq').pack
_S7 = _Struct('>ihqqi').unpack_from
_P7 = _Struct('>ihqqi').pack


class ListOffsetsPartition(Struct):
    """Element ListOffsetsPartition of ListOffsets."""

    __slots__ = ('partition_index', 'current_leader_epoch', 'timestamp', 'max_num_offsets')
    partition_index: int
    current_leader_epoch: int
    timestamp: int
    max_num_offsets: int

    def __init__(
        self,
        partition_index: int = 0,
        current_leader_epoch: int = -1,
        timestamp: int = 0,
        max_num_offsets: int = 1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.current_leader_epoch = current_leader_epoch
        self.timestamp = timestamp
        self.max_num_offsets = max_num_offsets
        self.unknown_tags = unknown_tags


class ListOffsetsTopic(Struct):
    """Element ListOffsetsTopic of ListOffsets."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[ListOffsetsPartition]

    def __init__(
        self,
        name: str = "",
        partitions: list[ListOffsetsPartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class ListOffsetsRequest(Message):
    """ListOffsets request (API key 2), versions 0..11."""

    __slots__ = ('replica_id', 'isolation_level', 'topics', 'timeout_ms')
    API_KEY = 2
    API_NAME = 'ListOffsets'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 11
    FLEXIBLE_FROM = 6
    replica_id: int
    isolation_level: int
    topics: list[ListOffsetsTopic]
    timeout_ms: int

    def __init__(
        self,
        replica_id: int = 0,
        isolation_level: int = 0,
        topics: list[ListOffsetsTopic] = DEFAULT,
        timeout_ms: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.replica_id = replica_id
        self.isolation_level = isolation_level
        self.topics = [] if topics is DEFAULT else topics
        self.timeout_ms = timeout_ms
        self.unknown_tags = unknown_tags


class ListOffsetsPartitionResponse(Struct):
    """Element ListOffsetsPartitionResponse of ListOffsets."""

    __slots__ = ('partition_index', 'error_code', 'timestamp', 'offset', 'leader_epoch', 'old_style_offsets')
    partition_index: int
    error_code: int
    timestamp: int
    offset: int
    leader_epoch: int
    old_style_offsets: list[int]

    def __init__(
        self,
        partition_index: int = 0,
        error_code: int = 0,
        timestamp: int = -1,
        offset: int = -1,
        leader_epoch: int = -1,
        old_style_offsets: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.error_code = error_code
        self.timestamp = timestamp
        self.offset = offset
        self.leader_epoch = leader_epoch
        self.old_style_offsets = [] if old_style_offsets is DEFAULT else old_style_offsets
        self.unknown_tags = unknown_tags


class ListOffsetsTopicResponse(Struct):
    """Element ListOffsetsTopicResponse of ListOffsets."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[ListOffsetsPartitionResponse]

    def __init__(
        self,
        name: str = "",
        partitions: list[ListOffsetsPartitionResponse] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class ListOffsetsResponse(Message):
    """ListOffsets response (API key 2), versions 0..11."""

    __slots__ = ('throttle_time_ms', 'topics')
    API_KEY = 2
    API_NAME = 'ListOffsets'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 11
    FLEXIBLE_FROM = 6
    throttle_time_ms: int
    topics: list[ListOffsetsTopicResponse]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        topics: list[ListOffsetsTopicResponse] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags

ListOffsetsPartition.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 11), None, 0),
    FieldSpec('current_leader_epoch', 'prim', 'int32', (4, 11), None, -1, ignorable=True),
    FieldSpec('timestamp', 'prim', 'int64', (0, 11), None, 0),
    FieldSpec('max_num_offsets', 'prim', 'int32', (0, 0), None, 1),
)

ListOffsetsTopic.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 11), None, ""),
    FieldSpec('partitions', 'array', 'ListOffsetsPartition', (0, 11), None, DEFAULT, struct=ListOffsetsPartition),
)

ListOffsetsRequest.FIELDS = (
    FieldSpec('replica_id', 'prim', 'int32', (0, 11), None, 0),
    FieldSpec('isolation_level', 'prim', 'int8', (2, 11), None, 0),
    FieldSpec('topics', 'array', 'ListOffsetsTopic', (0, 11), None, DEFAULT, struct=ListOffsetsTopic),
    FieldSpec('timeout_ms', 'prim', 'int32', (10, 11), None, 0, ignorable=True),
)

ListOffsetsPartitionResponse.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 11), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 11), None, 0),
    FieldSpec('timestamp', 'prim', 'int64', (1, 11), None, -1),
    FieldSpec('offset', 'prim', 'int64', (1, 11), None, -1),
    FieldSpec('leader_epoch', 'prim', 'int32', (4, 11), None, -1),
    FieldSpec('old_style_offsets', 'array', 'int64', (0, 0), None, DEFAULT),
)

ListOffsetsTopicResponse.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 11), None, ""),
    FieldSpec('partitions', 'array', 'ListOffsetsPartitionResponse', (0, 11), None, DEFAULT, struct=ListOffsetsPartitionResponse),
)

ListOffsetsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (2, 11), None, 0, ignorable=True),
    FieldSpec('topics', 'array', 'ListOffsetsTopicResponse', (0, 11), None, DEFAULT, struct=ListOffsetsTopicResponse),
)


def _d_ListOffsetsPartition_v0(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsPartition, int]:
    f_partition_index, f_timestamp, f_max_num_offsets = _S1(buf, pos)
    pos += 16
    return ListOffsetsPartition(f_partition_index, -1, f_timestamp, f_max_num_offsets, None), pos


def _d_ListOffsetsTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsTopic, int]:
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
        if n3 * 16 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_ListOffsetsPartition_v0(buf, pos, end)
            ap4(x5)
    return ListOffsetsTopic(f_name, f_partitions, None), pos


def _d_ListOffsetsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsRequest, int]:
    f_replica_id = _S0(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_ListOffsetsTopic_v0(buf, pos, end)
            ap2(x3)
    return ListOffsetsRequest(f_replica_id, 0, f_topics, 0, None), pos


def _d_ListOffsetsPartition_v1(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsPartition, int]:
    f_partition_index, f_timestamp = _S2(buf, pos)
    pos += 12
    return ListOffsetsPartition(f_partition_index, -1, f_timestamp, 1, None), pos


def _d_ListOffsetsTopic_v1(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsTopic, int]:
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
        if n3 * 12 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_ListOffsetsPartition_v1(buf, pos, end)
            ap4(x5)
    return ListOffsetsTopic(f_name, f_partitions, None), pos


def _d_ListOffsetsRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsRequest, int]:
    f_replica_id = _S0(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_ListOffsetsTopic_v1(buf, pos, end)
            ap2(x3)
    return ListOffsetsRequest(f_replica_id, 0, f_topics, 0, None), pos


def _d_ListOffsetsRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsRequest, int]:
    f_replica_id, f_isolation_level = _S3(buf, pos)
    pos += 5
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_ListOffsetsTopic_v1(buf, pos, end)
            ap2(x3)
    return ListOffsetsRequest(f_replica_id, f_isolation_level, f_topics, 0, None), pos


def _d_ListOffsetsPartition_v4(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsPartition, int]:
    f_partition_index, f_current_leader_epoch, f_timestamp = _S4(buf, pos)
    pos += 16
    return ListOffsetsPartition(f_partition_index, f_current_leader_epoch, f_timestamp, 1, None), pos


def _d_ListOffsetsTopic_v4(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsTopic, int]:
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
        if n3 * 16 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_ListOffsetsPartition_v4(buf, pos, end)
            ap4(x5)
    return ListOffsetsTopic(f_name, f_partitions, None), pos


def _d_ListOffsetsRequest_v4(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsRequest, int]:
    f_replica_id, f_isolation_level = _S3(buf, pos)
    pos += 5
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_ListOffsetsTopic_v4(buf, pos, end)
            ap2(x3)
    return ListOffsetsRequest(f_replica_id, f_isolation_level, f_topics, 0, None), pos


def _d_ListOffsetsPartition_v6(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsPartition, int]:
    f_partition_index, f_current_leader_epoch, f_timestamp = _S4(buf, pos)
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
    return ListOffsetsPartition(f_partition_index, f_current_leader_epoch, f_timestamp, 1, u), pos


def _d_ListOffsetsTopic_v6(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsTopic, int]:
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
        if n3 * 17 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_ListOffsetsPartition_v6(buf, pos, end)
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
    return ListOffsetsTopic(f_name, f_partitions, u), pos


def _d_ListOffsetsRequest_v6(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsRequest, int]:
    f_replica_id, f_isolation_level = _S3(buf, pos)
    pos += 5
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
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_ListOffsetsTopic_v6(buf, pos, end)
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
    return ListOffsetsRequest(f_replica_id, f_isolation_level, f_topics, 0, u), pos


def _d_ListOffsetsRequest_v10(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsRequest, int]:
    f_replica_id, f_isolation_level = _S3(buf, pos)
    pos += 5
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
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_ListOffsetsTopic_v6(buf, pos, end)
            ap2(x3)
    f_timeout_ms = _S0(buf, pos)[0]
    pos += 4
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
    return ListOffsetsRequest(f_replica_id, f_isolation_level, f_topics, f_timeout_ms, u), pos


def _e_ListOffsetsPartition_v0(o: ListOffsetsPartition, out: bytearray) -> None:
    out += _P1(o.partition_index, o.timestamp, o.max_num_offsets)


def _e_ListOffsetsTopic_v0(o: ListOffsetsTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_ListOffsetsPartition_v0(x2, out)


def _e_ListOffsetsRequest_v0(o: ListOffsetsRequest, out: bytearray) -> None:
    if o.isolation_level != 0:
        raise _absent('ListOffsetsRequest', 'isolation_level', 0)
    out += _P0(o.replica_id)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_ListOffsetsTopic_v0(x1, out)


def _e_ListOffsetsPartition_v1(o: ListOffsetsPartition, out: bytearray) -> None:
    if o.max_num_offsets != 1:
        raise _absent('ListOffsetsPartition', 'max_num_offsets', 1)
    out += _P2(o.partition_index, o.timestamp)


def _e_ListOffsetsTopic_v1(o: ListOffsetsTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_ListOffsetsPartition_v1(x2, out)


def _e_ListOffsetsRequest_v1(o: ListOffsetsRequest, out: bytearray) -> None:
    if o.isolation_level != 0:
        raise _absent('ListOffsetsRequest', 'isolation_level', 1)
    out += _P0(o.replica_id)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_ListOffsetsTopic_v1(x1, out)


def _e_ListOffsetsPartition_v2(o: ListOffsetsPartition, out: bytearray) -> None:
    if o.max_num_offsets != 1:
        raise _absent('ListOffsetsPartition', 'max_num_offsets', 2)
    out += _P2(o.partition_index, o.timestamp)


def _e_ListOffsetsTopic_v2(o: ListOffsetsTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_ListOffsetsPartition_v2(x2, out)


def _e_ListOffsetsRequest_v2(o: ListOffsetsRequest, out: bytearray) -> None:
    out += _P3(o.replica_id, o.isolation_level)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_ListOffsetsTopic_v2(x1, out)


def _e_ListOffsetsPartition_v3(o: ListOffsetsPartition, out: bytearray) -> None:
    if o.max_num_offsets != 1:
        raise _absent('ListOffsetsPartition', 'max_num_offsets', 3)
    out += _P2(o.partition_index, o.timestamp)


def _e_ListOffsetsTopic_v3(o: ListOffsetsTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_ListOffsetsPartition_v3(x2, out)


def _e_ListOffsetsRequest_v3(o: ListOffsetsRequest, out: bytearray) -> None:
    out += _P3(o.replica_id, o.isolation_level)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_ListOffsetsTopic_v3(x1, out)


def _e_ListOffsetsPartition_v4(o: ListOffsetsPartition, out: bytearray) -> None:
    if o.max_num_offsets != 1:
        raise _absent('ListOffsetsPartition', 'max_num_offsets', 4)
    out += _P4(o.partition_index, o.current_leader_epoch, o.timestamp)


def _e_ListOffsetsTopic_v4(o: ListOffsetsTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_ListOffsetsPartition_v4(x2, out)


def _e_ListOffsetsRequest_v4(o: ListOffsetsRequest, out: bytearray) -> None:
    out += _P3(o.replica_id, o.isolation_level)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_ListOffsetsTopic_v4(x1, out)


def _e_ListOffsetsPartition_v5(o: ListOffsetsPartition, out: bytearray) -> None:
    if o.max_num_offsets != 1:
        raise _absent('ListOffsetsPartition', 'max_num_offsets', 5)
    out += _P4(o.partition_index, o.current_leader_epoch, o.timestamp)


def _e_ListOffsetsTopic_v5(o: ListOffsetsTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_ListOffsetsPartition_v5(x2, out)


def _e_ListOffsetsRequest_v5(o: ListOffsetsRequest, out: bytearray) -> None:
    out += _P3(o.replica_id, o.isolation_level)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_ListOffsetsTopic_v5(x1, out)


def _e_ListOffsetsPartition_v6(o: ListOffsetsPartition, out: bytearray) -> None:
    if o.max_num_offsets != 1:
        raise _absent('ListOffsetsPartition', 'max_num_offsets', 6)
    out += _P4(o.partition_index, o.current_leader_epoch, o.timestamp)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsTopic_v6(o: ListOffsetsTopic, out: bytearray) -> None:
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
        _e_ListOffsetsPartition_v6(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsRequest_v6(o: ListOffsetsRequest, out: bytearray) -> None:
    out += _P3(o.replica_id, o.isolation_level)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_ListOffsetsTopic_v6(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsPartition_v7(o: ListOffsetsPartition, out: bytearray) -> None:
    if o.max_num_offsets != 1:
        raise _absent('ListOffsetsPartition', 'max_num_offsets', 7)
    out += _P4(o.partition_index, o.current_leader_epoch, o.timestamp)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsTopic_v7(o: ListOffsetsTopic, out: bytearray) -> None:
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
        _e_ListOffsetsPartition_v7(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsRequest_v7(o: ListOffsetsRequest, out: bytearray) -> None:
    out += _P3(o.replica_id, o.isolation_level)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_ListOffsetsTopic_v7(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsPartition_v8(o: ListOffsetsPartition, out: bytearray) -> None:
    if o.max_num_offsets != 1:
        raise _absent('ListOffsetsPartition', 'max_num_offsets', 8)
    out += _P4(o.partition_index, o.current_leader_epoch, o.timestamp)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsTopic_v8(o: ListOffsetsTopic, out: bytearray) -> None:
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
        _e_ListOffsetsPartition_v8(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsRequest_v8(o: ListOffsetsRequest, out: bytearray) -> None:
    out += _P3(o.replica_id, o.isolation_level)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_ListOffsetsTopic_v8(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsPartition_v9(o: ListOffsetsPartition, out: bytearray) -> None:
    if o.max_num_offsets != 1:
        raise _absent('ListOffsetsPartition', 'max_num_offsets', 9)
    out += _P4(o.partition_index, o.current_leader_epoch, o.timestamp)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsTopic_v9(o: ListOffsetsTopic, out: bytearray) -> None:
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
        _e_ListOffsetsPartition_v9(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsRequest_v9(o: ListOffsetsRequest, out: bytearray) -> None:
    out += _P3(o.replica_id, o.isolation_level)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_ListOffsetsTopic_v9(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsPartition_v10(o: ListOffsetsPartition, out: bytearray) -> None:
    if o.max_num_offsets != 1:
        raise _absent('ListOffsetsPartition', 'max_num_offsets', 10)
    out += _P4(o.partition_index, o.current_leader_epoch, o.timestamp)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsTopic_v10(o: ListOffsetsTopic, out: bytearray) -> None:
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
        _e_ListOffsetsPartition_v10(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsRequest_v10(o: ListOffsetsRequest, out: bytearray) -> None:
    out += _P3(o.replica_id, o.isolation_level)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_ListOffsetsTopic_v10(x1, out)
    out += _P0(o.timeout_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsPartition_v11(o: ListOffsetsPartition, out: bytearray) -> None:
    if o.max_num_offsets != 1:
        raise _absent('ListOffsetsPartition', 'max_num_offsets', 11)
    out += _P4(o.partition_index, o.current_leader_epoch, o.timestamp)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsTopic_v11(o: ListOffsetsTopic, out: bytearray) -> None:
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
        _e_ListOffsetsPartition_v11(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsRequest_v11(o: ListOffsetsRequest, out: bytearray) -> None:
    out += _P3(o.replica_id, o.isolation_level)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_ListOffsetsTopic_v11(x1, out)
    out += _P0(o.timeout_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_ListOffsetsPartitionResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsPartitionResponse, int]:
    f_partition_index, f_error_code = _S5(buf, pos)
    pos += 6
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 8 > end - pos:
            raise _short(pos)
        f_old_style_offsets = list(_array('q', n1).unpack_from(buf, pos))
        pos += n1 * 8
    return ListOffsetsPartitionResponse(f_partition_index, f_error_code, -1, -1, -1, f_old_style_offsets, None), pos


def _d_ListOffsetsTopicResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsTopicResponse, int]:
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
        if n3 * 10 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_ListOffsetsPartitionResponse_v0(buf, pos, end)
            ap4(x5)
    return ListOffsetsTopicResponse(f_name, f_partitions, None), pos


def _d_ListOffsetsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_ListOffsetsTopicResponse_v0(buf, pos, end)
            ap2(x3)
    return ListOffsetsResponse(0, f_topics, None), pos


def _d_ListOffsetsPartitionResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsPartitionResponse, int]:
    f_partition_index, f_error_code, f_timestamp, f_offset = _S6(buf, pos)
    pos += 22
    return ListOffsetsPartitionResponse(f_partition_index, f_error_code, f_timestamp, f_offset, -1, [], None), pos


def _d_ListOffsetsTopicResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsTopicResponse, int]:
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
        if n3 * 22 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_ListOffsetsPartitionResponse_v1(buf, pos, end)
            ap4(x5)
    return ListOffsetsTopicResponse(f_name, f_partitions, None), pos


def _d_ListOffsetsResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_ListOffsetsTopicResponse_v1(buf, pos, end)
            ap2(x3)
    return ListOffsetsResponse(0, f_topics, None), pos


def _d_ListOffsetsResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsResponse, int]:
    f_throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_ListOffsetsTopicResponse_v1(buf, pos, end)
            ap2(x3)
    return ListOffsetsResponse(f_throttle_time_ms, f_topics, None), pos


def _d_ListOffsetsPartitionResponse_v4(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsPartitionResponse, int]:
    f_partition_index, f_error_code, f_timestamp, f_offset, f_leader_epoch = _S7(buf, pos)
    pos += 26
    return ListOffsetsPartitionResponse(f_partition_index, f_error_code, f_timestamp, f_offset, f_leader_epoch, [], None), pos


def _d_ListOffsetsTopicResponse_v4(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsTopicResponse, int]:
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
        if n3 * 26 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_ListOffsetsPartitionResponse_v4(buf, pos, end)
            ap4(x5)
    return ListOffsetsTopicResponse(f_name, f_partitions, None), pos


def _d_ListOffsetsResponse_v4(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsResponse, int]:
    f_throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_ListOffsetsTopicResponse_v4(buf, pos, end)
            ap2(x3)
    return ListOffsetsResponse(f_throttle_time_ms, f_topics, None), pos


def _d_ListOffsetsPartitionResponse_v6(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsPartitionResponse, int]:
    f_partition_index, f_error_code, f_timestamp, f_offset, f_leader_epoch = _S7(buf, pos)
    pos += 26
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
    return ListOffsetsPartitionResponse(f_partition_index, f_error_code, f_timestamp, f_offset, f_leader_epoch, [], u), pos


def _d_ListOffsetsTopicResponse_v6(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsTopicResponse, int]:
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
        if n3 * 27 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_ListOffsetsPartitionResponse_v6(buf, pos, end)
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
    return ListOffsetsTopicResponse(f_name, f_partitions, u), pos


def _d_ListOffsetsResponse_v6(buf: memoryview, pos: int, end: int) -> tuple[ListOffsetsResponse, int]:
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
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_ListOffsetsTopicResponse_v6(buf, pos, end)
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
    return ListOffsetsResponse(f_throttle_time_ms, f_topics, u), pos


def _e_ListOffsetsPartitionResponse_v0(o: ListOffsetsPartitionResponse, out: bytearray) -> None:
    if o.timestamp != -1:
        raise _absent('ListOffsetsPartitionResponse', 'timestamp', 0)
    if o.offset != -1:
        raise _absent('ListOffsetsPartitionResponse', 'offset', 0)
    if o.leader_epoch != -1:
        raise _absent('ListOffsetsPartitionResponse', 'leader_epoch', 0)
    out += _P5(o.partition_index, o.error_code)
    out += _Pi(len(o.old_style_offsets))
    out += _array('q', len(o.old_style_offsets)).pack(*o.old_style_offsets)


def _e_ListOffsetsTopicResponse_v0(o: ListOffsetsTopicResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_ListOffsetsPartitionResponse_v0(x2, out)


def _e_ListOffsetsResponse_v0(o: ListOffsetsResponse, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_ListOffsetsTopicResponse_v0(x1, out)


def _e_ListOffsetsPartitionResponse_v1(o: ListOffsetsPartitionResponse, out: bytearray) -> None:
    if o.leader_epoch != -1:
        raise _absent('ListOffsetsPartitionResponse', 'leader_epoch', 1)
    if o.old_style_offsets:
        raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 1)
    out += _P6(o.partition_index, o.error_code, o.timestamp, o.offset)


def _e_ListOffsetsTopicResponse_v1(o: ListOffsetsTopicResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_ListOffsetsPartitionResponse_v1(x2, out)


def _e_ListOffsetsResponse_v1(o: ListOffsetsResponse, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_ListOffsetsTopicResponse_v1(x1, out)


def _e_ListOffsetsPartitionResponse_v2(o: ListOffsetsPartitionResponse, out: bytearray) -> None:
    if o.leader_epoch != -1:
        raise _absent('ListOffsetsPartitionResponse', 'leader_epoch', 2)
    if o.old_style_offsets:
        raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 2)
    out += _P6(o.partition_index, o.error_code, o.timestamp, o.offset)


def _e_ListOffsetsTopicResponse_v2(o: ListOffsetsTopicResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_ListOffsetsPartitionResponse_v2(x2, out)


def _e_ListOffsetsResponse_v2(o: ListOffsetsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_ListOffsetsTopicResponse_v2(x1, out)


def _e_ListOffsetsPartitionResponse_v3(o: ListOffsetsPartitionResponse, out: bytearray) -> None:
    if o.leader_epoch != -1:
        raise _absent('ListOffsetsPartitionResponse', 'leader_epoch', 3)
    if o.old_style_offsets:
        raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 3)
    out += _P6(o.partition_index, o.error_code, o.timestamp, o.offset)


def _e_ListOffsetsTopicResponse_v3(o: ListOffsetsTopicResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_ListOffsetsPartitionResponse_v3(x2, out)


def _e_ListOffsetsResponse_v3(o: ListOffsetsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_ListOffsetsTopicResponse_v3(x1, out)


def _e_ListOffsetsPartitionResponse_v4(o: ListOffsetsPartitionResponse, out: bytearray) -> None:
    if o.old_style_offsets:
        raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 4)
    out += _P7(o.partition_index, o.error_code, o.timestamp, o.offset, o.leader_epoch)


def _e_ListOffsetsTopicResponse_v4(o: ListOffsetsTopicResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_ListOffsetsPartitionResponse_v4(x2, out)


def _e_ListOffsetsResponse_v4(o: ListOffsetsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_ListOffsetsTopicResponse_v4(x1, out)


def _e_ListOffsetsPartitionResponse_v5(o: ListOffsetsPartitionResponse, out: bytearray) -> None:
    if o.old_style_offsets:
        raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 5)
    out += _P7(o.partition_index, o.error_code, o.timestamp, o.offset, o.leader_epoch)


def _e_ListOffsetsTopicResponse_v5(o: ListOffsetsTopicResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_ListOffsetsPartitionResponse_v5(x2, out)


def _e_ListOffsetsResponse_v5(o: ListOffsetsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_ListOffsetsTopicResponse_v5(x1, out)


def _e_ListOffsetsPartitionResponse_v6(o: ListOffsetsPartitionResponse, out: bytearray) -> None:
    if o.old_style_offsets:
        raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 6)
    out += _P7(o.partition_index, o.error_code, o.timestamp, o.offset, o.leader_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsTopicResponse_v6(o: ListOffsetsTopicResponse, out: bytearray) -> None:
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
        _e_ListOffsetsPartitionResponse_v6(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsResponse_v6(o: ListOffsetsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_ListOffsetsTopicResponse_v6(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsPartitionResponse_v7(o: ListOffsetsPartitionResponse, out: bytearray) -> None:
    if o.old_style_offsets:
        raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 7)
    out += _P7(o.partition_index, o.error_code, o.timestamp, o.offset, o.leader_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsTopicResponse_v7(o: ListOffsetsTopicResponse, out: bytearray) -> None:
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
        _e_ListOffsetsPartitionResponse_v7(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsResponse_v7(o: ListOffsetsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_ListOffsetsTopicResponse_v7(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsPartitionResponse_v8(o: ListOffsetsPartitionResponse, out: bytearray) -> None:
    if o.old_style_offsets:
        raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 8)
    out += _P7(o.partition_index, o.error_code, o.timestamp, o.offset, o.leader_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsTopicResponse_v8(o: ListOffsetsTopicResponse, out: bytearray) -> None:
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
        _e_ListOffsetsPartitionResponse_v8(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsResponse_v8(o: ListOffsetsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_ListOffsetsTopicResponse_v8(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsPartitionResponse_v9(o: ListOffsetsPartitionResponse, out: bytearray) -> None:
    if o.old_style_offsets:
        raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 9)
    out += _P7(o.partition_index, o.error_code, o.timestamp, o.offset, o.leader_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsTopicResponse_v9(o: ListOffsetsTopicResponse, out: bytearray) -> None:
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
        _e_ListOffsetsPartitionResponse_v9(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsResponse_v9(o: ListOffsetsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_ListOffsetsTopicResponse_v9(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsPartitionResponse_v10(o: ListOffsetsPartitionResponse, out: bytearray) -> None:
    if o.old_style_offsets:
        raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 10)
    out += _P7(o.partition_index, o.error_code, o.timestamp, o.offset, o.leader_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsTopicResponse_v10(o: ListOffsetsTopicResponse, out: bytearray) -> None:
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
        _e_ListOffsetsPartitionResponse_v10(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsResponse_v10(o: ListOffsetsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_ListOffsetsTopicResponse_v10(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsPartitionResponse_v11(o: ListOffsetsPartitionResponse, out: bytearray) -> None:
    if o.old_style_offsets:
        raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 11)
    out += _P7(o.partition_index, o.error_code, o.timestamp, o.offset, o.leader_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsTopicResponse_v11(o: ListOffsetsTopicResponse, out: bytearray) -> None:
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
        _e_ListOffsetsPartitionResponse_v11(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListOffsetsResponse_v11(o: ListOffsetsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_ListOffsetsTopicResponse_v11(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


ListOffsetsRequest.DECODERS = (_d_ListOffsetsRequest_v0, _d_ListOffsetsRequest_v1, _d_ListOffsetsRequest_v2, _d_ListOffsetsRequest_v2, _d_ListOffsetsRequest_v4, _d_ListOffsetsRequest_v4, _d_ListOffsetsRequest_v6, _d_ListOffsetsRequest_v6, _d_ListOffsetsRequest_v6, _d_ListOffsetsRequest_v6, _d_ListOffsetsRequest_v10, _d_ListOffsetsRequest_v10,)
ListOffsetsRequest.ENCODERS = (_e_ListOffsetsRequest_v0, _e_ListOffsetsRequest_v1, _e_ListOffsetsRequest_v2, _e_ListOffsetsRequest_v3, _e_ListOffsetsRequest_v4, _e_ListOffsetsRequest_v5, _e_ListOffsetsRequest_v6, _e_ListOffsetsRequest_v7, _e_ListOffsetsRequest_v8, _e_ListOffsetsRequest_v9, _e_ListOffsetsRequest_v10, _e_ListOffsetsRequest_v11,)

ListOffsetsResponse.DECODERS = (_d_ListOffsetsResponse_v0, _d_ListOffsetsResponse_v1, _d_ListOffsetsResponse_v2, _d_ListOffsetsResponse_v2, _d_ListOffsetsResponse_v4, _d_ListOffsetsResponse_v4, _d_ListOffsetsResponse_v6, _d_ListOffsetsResponse_v6, _d_ListOffsetsResponse_v6, _d_ListOffsetsResponse_v6, _d_ListOffsetsResponse_v6, _d_ListOffsetsResponse_v6,)
ListOffsetsResponse.ENCODERS = (_e_ListOffsetsResponse_v0, _e_ListOffsetsResponse_v1, _e_ListOffsetsResponse_v2, _e_ListOffsetsResponse_v3, _e_ListOffsetsResponse_v4, _e_ListOffsetsResponse_v5, _e_ListOffsetsResponse_v6, _e_ListOffsetsResponse_v7, _e_ListOffsetsResponse_v8, _e_ListOffsetsResponse_v9, _e_ListOffsetsResponse_v10, _e_ListOffsetsResponse_v11,)
