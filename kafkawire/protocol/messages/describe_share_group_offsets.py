# generated from defs/090-describe-share-group-offsets.kw; do not edit
"""DescribeShareGroupOffsets: API key 90, versions 0..1, flexible from 0."""

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

__all__ = ['DescribeShareGroupOffsetsRequest', 'DescribeShareGroupOffsetsRequestGroup', 'DescribeShareGroupOffsetsRequestTopic', 'DescribeShareGroupOffsetsResponse', 'DescribeShareGroupOffsetsResponseGroup', 'DescribeShareGroupOffsetsResponsePartition', 'DescribeShareGroupOffsetsResponseTopic']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>16s').unpack_from
_P1 = _Struct('>16s').pack
_S2 = _Struct('>iqih').unpack_from
_P2 = _Struct('>iqih').pack
_S3 = _Struct('>h').unpack_from
_P3 = _Struct('>h').pack
_S4 = _Struct('>iqiqh').unpack_from
_P4 = _Struct('>iqiqh').pack


class DescribeShareGroupOffsetsRequestTopic(Struct):
    """Element DescribeShareGroupOffsetsRequestTopic of DescribeShareGroupOffsets."""

    __slots__ = ('topic_name', 'partitions')
    topic_name: str
    partitions: list[int]

    def __init__(
        self,
        topic_name: str = "",
        partitions: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class DescribeShareGroupOffsetsRequestGroup(Struct):
    """Element DescribeShareGroupOffsetsRequestGroup of DescribeShareGroupOffsets."""

    __slots__ = ('group_id', 'topics')
    group_id: str
    topics: list[DescribeShareGroupOffsetsRequestTopic] | None

    def __init__(
        self,
        group_id: str = "",
        topics: list[DescribeShareGroupOffsetsRequestTopic] | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.topics = topics
        self.unknown_tags = unknown_tags


class DescribeShareGroupOffsetsRequest(Message):
    """DescribeShareGroupOffsets request (API key 90), versions 0..1."""

    __slots__ = ('groups',)
    API_KEY = 90
    API_NAME = 'DescribeShareGroupOffsets'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 0
    groups: list[DescribeShareGroupOffsetsRequestGroup]

    def __init__(
        self,
        groups: list[DescribeShareGroupOffsetsRequestGroup] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.groups = [] if groups is DEFAULT else groups
        self.unknown_tags = unknown_tags


class DescribeShareGroupOffsetsResponsePartition(Struct):
    """Element DescribeShareGroupOffsetsResponsePartition of DescribeShareGroupOffsets."""

    __slots__ = ('partition_index', 'start_offset', 'leader_epoch', 'lag', 'error_code', 'error_message')
    partition_index: int
    start_offset: int
    leader_epoch: int
    lag: int
    error_code: int
    error_message: str | None

    def __init__(
        self,
        partition_index: int = 0,
        start_offset: int = 0,
        leader_epoch: int = 0,
        lag: int = -1,
        error_code: int = 0,
        error_message: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.start_offset = start_offset
        self.leader_epoch = leader_epoch
        self.lag = lag
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags


class DescribeShareGroupOffsetsResponseTopic(Struct):
    """Element DescribeShareGroupOffsetsResponseTopic of DescribeShareGroupOffsets."""

    __slots__ = ('topic_name', 'topic_id', 'partitions')
    topic_name: str
    topic_id: UUID
    partitions: list[DescribeShareGroupOffsetsResponsePartition]

    def __init__(
        self,
        topic_name: str = "",
        topic_id: UUID = ZERO_UUID,
        partitions: list[DescribeShareGroupOffsetsResponsePartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class DescribeShareGroupOffsetsResponseGroup(Struct):
    """Element DescribeShareGroupOffsetsResponseGroup of DescribeShareGroupOffsets."""

    __slots__ = ('group_id', 'topics', 'error_code', 'error_message')
    group_id: str
    topics: list[DescribeShareGroupOffsetsResponseTopic]
    error_code: int
    error_message: str | None

    def __init__(
        self,
        group_id: str = "",
        topics: list[DescribeShareGroupOffsetsResponseTopic] = DEFAULT,
        error_code: int = 0,
        error_message: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.topics = [] if topics is DEFAULT else topics
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags


class DescribeShareGroupOffsetsResponse(Message):
    """DescribeShareGroupOffsets response (API key 90), versions 0..1."""

    __slots__ = ('throttle_time_ms', 'groups')
    API_KEY = 90
    API_NAME = 'DescribeShareGroupOffsets'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    groups: list[DescribeShareGroupOffsetsResponseGroup]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        groups: list[DescribeShareGroupOffsetsResponseGroup] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.groups = [] if groups is DEFAULT else groups
        self.unknown_tags = unknown_tags

DescribeShareGroupOffsetsRequestTopic.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('partitions', 'array', 'int32', (0, 1), None, DEFAULT),
)

DescribeShareGroupOffsetsRequestGroup.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('topics', 'array', 'DescribeShareGroupOffsetsRequestTopic', (0, 1), (0, 1), None, struct=DescribeShareGroupOffsetsRequestTopic),
)

DescribeShareGroupOffsetsRequest.FIELDS = (
    FieldSpec('groups', 'array', 'DescribeShareGroupOffsetsRequestGroup', (0, 1), None, DEFAULT, struct=DescribeShareGroupOffsetsRequestGroup),
)

DescribeShareGroupOffsetsResponsePartition.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('start_offset', 'prim', 'int64', (0, 1), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('lag', 'prim', 'int64', (1, 1), None, -1),
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 1), (0, 1), None),
)

DescribeShareGroupOffsetsResponseTopic.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('topic_id', 'prim', 'uuid', (0, 1), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'DescribeShareGroupOffsetsResponsePartition', (0, 1), None, DEFAULT, struct=DescribeShareGroupOffsetsResponsePartition),
)

DescribeShareGroupOffsetsResponseGroup.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('topics', 'array', 'DescribeShareGroupOffsetsResponseTopic', (0, 1), None, DEFAULT, struct=DescribeShareGroupOffsetsResponseTopic),
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 1), (0, 1), None),
)

DescribeShareGroupOffsetsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('groups', 'array', 'DescribeShareGroupOffsetsResponseGroup', (0, 1), None, DEFAULT, struct=DescribeShareGroupOffsetsResponseGroup),
)


def _d_DescribeShareGroupOffsetsRequestTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeShareGroupOffsetsRequestTopic, int]:
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
    return DescribeShareGroupOffsetsRequestTopic(f_topic_name, f_partitions, u), pos


def _d_DescribeShareGroupOffsetsRequestGroup_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeShareGroupOffsetsRequestGroup, int]:
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
        f_group_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_topics = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_topics = []
        ap4 = f_topics.append
        for _ in range(n3):
            x5, pos = _d_DescribeShareGroupOffsetsRequestTopic_v0(buf, pos, end)
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
    return DescribeShareGroupOffsetsRequestGroup(f_group_id, f_topics, u), pos


def _d_DescribeShareGroupOffsetsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeShareGroupOffsetsRequest, int]:
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
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_DescribeShareGroupOffsetsRequestGroup_v0(buf, pos, end)
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
    return DescribeShareGroupOffsetsRequest(f_groups, u), pos


def _e_DescribeShareGroupOffsetsRequestTopic_v0(o: DescribeShareGroupOffsetsRequestTopic, out: bytearray) -> None:
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
    out += _array('i', len(o.partitions)).pack(*o.partitions)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeShareGroupOffsetsRequestGroup_v0(o: DescribeShareGroupOffsetsRequestGroup, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.topics is None:
        out.append(0)
    else:
        if len(o.topics) + 1 < 128:
            out.append(len(o.topics) + 1)
        else:
            out += _encode_uvarint(len(o.topics) + 1)
        for x2 in o.topics:
            _e_DescribeShareGroupOffsetsRequestTopic_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeShareGroupOffsetsRequest_v0(o: DescribeShareGroupOffsetsRequest, out: bytearray) -> None:
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
        _e_DescribeShareGroupOffsetsRequestGroup_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_DescribeShareGroupOffsetsResponsePartition_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeShareGroupOffsetsResponsePartition, int]:
    f_partition_index, f_start_offset, f_leader_epoch, f_error_code = _S2(buf, pos)
    pos += 18
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e2], 'utf-8')
        pos = e2
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
    return DescribeShareGroupOffsetsResponsePartition(f_partition_index, f_start_offset, f_leader_epoch, -1, f_error_code, f_error_message, u), pos


def _d_DescribeShareGroupOffsetsResponseTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeShareGroupOffsetsResponseTopic, int]:
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
    f_topic_id = _S1(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 20 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_DescribeShareGroupOffsetsResponsePartition_v0(buf, pos, end)
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
    return DescribeShareGroupOffsetsResponseTopic(f_topic_name, f_topic_id, f_partitions, u), pos


def _d_DescribeShareGroupOffsetsResponseGroup_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeShareGroupOffsetsResponseGroup, int]:
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
        f_group_id = str(buf[pos:e2], 'utf-8')
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
        if n3 * 19 > end - pos:
            raise _short(pos)
        f_topics = []
        ap4 = f_topics.append
        for _ in range(n3):
            x5, pos = _d_DescribeShareGroupOffsetsResponseTopic_v0(buf, pos, end)
            ap4(x5)
    f_error_code = _S3(buf, pos)[0]
    pos += 2
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 == -1:
        f_error_message = None
    elif n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e7], 'utf-8')
        pos = e7
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
    return DescribeShareGroupOffsetsResponseGroup(f_group_id, f_topics, f_error_code, f_error_message, u), pos


def _d_DescribeShareGroupOffsetsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeShareGroupOffsetsResponse, int]:
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
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_DescribeShareGroupOffsetsResponseGroup_v0(buf, pos, end)
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
    return DescribeShareGroupOffsetsResponse(f_throttle_time_ms, f_groups, u), pos


def _d_DescribeShareGroupOffsetsResponsePartition_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeShareGroupOffsetsResponsePartition, int]:
    f_partition_index, f_start_offset, f_leader_epoch, f_lag, f_error_code = _S4(buf, pos)
    pos += 26
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e2], 'utf-8')
        pos = e2
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
    return DescribeShareGroupOffsetsResponsePartition(f_partition_index, f_start_offset, f_leader_epoch, f_lag, f_error_code, f_error_message, u), pos


def _d_DescribeShareGroupOffsetsResponseTopic_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeShareGroupOffsetsResponseTopic, int]:
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
    f_topic_id = _S1(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 28 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_DescribeShareGroupOffsetsResponsePartition_v1(buf, pos, end)
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
    return DescribeShareGroupOffsetsResponseTopic(f_topic_name, f_topic_id, f_partitions, u), pos


def _d_DescribeShareGroupOffsetsResponseGroup_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeShareGroupOffsetsResponseGroup, int]:
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
        f_group_id = str(buf[pos:e2], 'utf-8')
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
        if n3 * 19 > end - pos:
            raise _short(pos)
        f_topics = []
        ap4 = f_topics.append
        for _ in range(n3):
            x5, pos = _d_DescribeShareGroupOffsetsResponseTopic_v1(buf, pos, end)
            ap4(x5)
    f_error_code = _S3(buf, pos)[0]
    pos += 2
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 == -1:
        f_error_message = None
    elif n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e7], 'utf-8')
        pos = e7
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
    return DescribeShareGroupOffsetsResponseGroup(f_group_id, f_topics, f_error_code, f_error_message, u), pos


def _d_DescribeShareGroupOffsetsResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[DescribeShareGroupOffsetsResponse, int]:
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
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_DescribeShareGroupOffsetsResponseGroup_v1(buf, pos, end)
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
    return DescribeShareGroupOffsetsResponse(f_throttle_time_ms, f_groups, u), pos


def _e_DescribeShareGroupOffsetsResponsePartition_v0(o: DescribeShareGroupOffsetsResponsePartition, out: bytearray) -> None:
    if o.lag != -1:
        raise _absent('DescribeShareGroupOffsetsResponsePartition', 'lag', 0)
    out += _P2(o.partition_index, o.start_offset, o.leader_epoch, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeShareGroupOffsetsResponseTopic_v0(o: DescribeShareGroupOffsetsResponseTopic, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x2 in o.partitions:
        _e_DescribeShareGroupOffsetsResponsePartition_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeShareGroupOffsetsResponseGroup_v0(o: DescribeShareGroupOffsetsResponseGroup, out: bytearray) -> None:
    b1 = o.group_id.encode()
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
        _e_DescribeShareGroupOffsetsResponseTopic_v0(x2, out)
    out += _P3(o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b3 = o.error_message.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeShareGroupOffsetsResponse_v0(o: DescribeShareGroupOffsetsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
        _e_DescribeShareGroupOffsetsResponseGroup_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeShareGroupOffsetsResponsePartition_v1(o: DescribeShareGroupOffsetsResponsePartition, out: bytearray) -> None:
    out += _P4(o.partition_index, o.start_offset, o.leader_epoch, o.lag, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeShareGroupOffsetsResponseTopic_v1(o: DescribeShareGroupOffsetsResponseTopic, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x2 in o.partitions:
        _e_DescribeShareGroupOffsetsResponsePartition_v1(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeShareGroupOffsetsResponseGroup_v1(o: DescribeShareGroupOffsetsResponseGroup, out: bytearray) -> None:
    b1 = o.group_id.encode()
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
        _e_DescribeShareGroupOffsetsResponseTopic_v1(x2, out)
    out += _P3(o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b3 = o.error_message.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeShareGroupOffsetsResponse_v1(o: DescribeShareGroupOffsetsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
        _e_DescribeShareGroupOffsetsResponseGroup_v1(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeShareGroupOffsetsRequest.DECODERS = (_d_DescribeShareGroupOffsetsRequest_v0, _d_DescribeShareGroupOffsetsRequest_v0,)
DescribeShareGroupOffsetsRequest.ENCODERS = (_e_DescribeShareGroupOffsetsRequest_v0, _e_DescribeShareGroupOffsetsRequest_v0,)

DescribeShareGroupOffsetsResponse.DECODERS = (_d_DescribeShareGroupOffsetsResponse_v0, _d_DescribeShareGroupOffsetsResponse_v1,)
DescribeShareGroupOffsetsResponse.ENCODERS = (_e_DescribeShareGroupOffsetsResponse_v0, _e_DescribeShareGroupOffsetsResponse_v1,)
