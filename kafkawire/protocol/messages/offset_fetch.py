# generated from defs/009-offset-fetch.kw; do not edit
"""OffsetFetch: API key 9, versions 0..10, flexible from 6."""

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

__all__ = ['OffsetFetchRequest', 'OffsetFetchRequestGroup', 'OffsetFetchRequestTopic', 'OffsetFetchRequestTopics', 'OffsetFetchResponse', 'OffsetFetchResponseGroup', 'OffsetFetchResponsePartition', 'OffsetFetchResponsePartitions', 'OffsetFetchResponseTopic', 'OffsetFetchResponseTopics']

_S0 = _Struct('>?').unpack_from
_P0 = _Struct('>?').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>16s').unpack_from
_P2 = _Struct('>16s').pack
_S3 = _Struct('>iq').unpack_from
_P3 = _Struct('>iq').pack
_S4 = _Struct('>h').unpack_from
_P4 = _Struct('>h').pack
_S5 = _Struct('>iqi').unpack_from
_P5 = _Struct('>iqi').pack


class OffsetFetchRequestTopics(Struct):
    """Element OffsetFetchRequestTopics of OffsetFetch."""

    __slots__ = ('topic_id', 'name', 'partition_indexes')
    topic_id: UUID
    name: str
    partition_indexes: list[int]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        name: str = "",
        partition_indexes: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.name = name
        self.partition_indexes = [] if partition_indexes is DEFAULT else partition_indexes
        self.unknown_tags = unknown_tags


class OffsetFetchRequestGroup(Struct):
    """Element OffsetFetchRequestGroup of OffsetFetch."""

    __slots__ = ('group_id', 'member_id', 'member_epoch', 'topics')
    group_id: str
    member_id: str | None
    member_epoch: int
    topics: list[OffsetFetchRequestTopics] | None

    def __init__(
        self,
        group_id: str = "",
        member_id: str | None = None,
        member_epoch: int = -1,
        topics: list[OffsetFetchRequestTopics] | None = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.member_id = member_id
        self.member_epoch = member_epoch
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class OffsetFetchRequestTopic(Struct):
    """Element OffsetFetchRequestTopic of OffsetFetch."""

    __slots__ = ('name', 'partition_indexes')
    name: str
    partition_indexes: list[int]

    def __init__(
        self,
        name: str = "",
        partition_indexes: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partition_indexes = [] if partition_indexes is DEFAULT else partition_indexes
        self.unknown_tags = unknown_tags


class OffsetFetchRequest(Message):
    """OffsetFetch request (API key 9), versions 0..10."""

    __slots__ = ('groups', 'group_id', 'topics', 'require_stable')
    API_KEY = 9
    API_NAME = 'OffsetFetch'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 10
    FLEXIBLE_FROM = 6
    groups: list[OffsetFetchRequestGroup]
    group_id: str
    topics: list[OffsetFetchRequestTopic] | None
    require_stable: bool

    def __init__(
        self,
        groups: list[OffsetFetchRequestGroup] = DEFAULT,
        group_id: str = "",
        topics: list[OffsetFetchRequestTopic] | None = DEFAULT,
        require_stable: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.groups = [] if groups is DEFAULT else groups
        self.group_id = group_id
        self.topics = [] if topics is DEFAULT else topics
        self.require_stable = require_stable
        self.unknown_tags = unknown_tags


class OffsetFetchResponsePartitions(Struct):
    """Element OffsetFetchResponsePartitions of OffsetFetch."""

    __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'metadata', 'error_code')
    partition_index: int
    committed_offset: int
    committed_leader_epoch: int
    metadata: str | None
    error_code: int

    def __init__(
        self,
        partition_index: int = 0,
        committed_offset: int = 0,
        committed_leader_epoch: int = -1,
        metadata: str | None = "",
        error_code: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.committed_offset = committed_offset
        self.committed_leader_epoch = committed_leader_epoch
        self.metadata = metadata
        self.error_code = error_code
        self.unknown_tags = unknown_tags


class OffsetFetchResponseTopics(Struct):
    """Element OffsetFetchResponseTopics of OffsetFetch."""

    __slots__ = ('topic_id', 'name', 'partitions')
    topic_id: UUID
    name: str
    partitions: list[OffsetFetchResponsePartitions]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        name: str = "",
        partitions: list[OffsetFetchResponsePartitions] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class OffsetFetchResponseGroup(Struct):
    """Element OffsetFetchResponseGroup of OffsetFetch."""

    __slots__ = ('group_id', 'topics', 'error_code')
    group_id: str
    topics: list[OffsetFetchResponseTopics]
    error_code: int

    def __init__(
        self,
        group_id: str = "",
        topics: list[OffsetFetchResponseTopics] = DEFAULT,
        error_code: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.topics = [] if topics is DEFAULT else topics
        self.error_code = error_code
        self.unknown_tags = unknown_tags


class OffsetFetchResponsePartition(Struct):
    """Element OffsetFetchResponsePartition of OffsetFetch."""

    __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'metadata', 'error_code')
    partition_index: int
    committed_offset: int
    committed_leader_epoch: int
    metadata: str | None
    error_code: int

    def __init__(
        self,
        partition_index: int = 0,
        committed_offset: int = 0,
        committed_leader_epoch: int = -1,
        metadata: str | None = "",
        error_code: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.committed_offset = committed_offset
        self.committed_leader_epoch = committed_leader_epoch
        self.metadata = metadata
        self.error_code = error_code
        self.unknown_tags = unknown_tags


class OffsetFetchResponseTopic(Struct):
    """Element OffsetFetchResponseTopic of OffsetFetch."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[OffsetFetchResponsePartition]

    def __init__(
        self,
        name: str = "",
        partitions: list[OffsetFetchResponsePartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class OffsetFetchResponse(Message):
    """OffsetFetch response (API key 9), versions 0..10."""

    __slots__ = ('throttle_time_ms', 'groups', 'topics', 'error_code')
    API_KEY = 9
    API_NAME = 'OffsetFetch'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 10
    FLEXIBLE_FROM = 6
    throttle_time_ms: int
    groups: list[OffsetFetchResponseGroup]
    topics: list[OffsetFetchResponseTopic]
    error_code: int

    def __init__(
        self,
        throttle_time_ms: int = 0,
        groups: list[OffsetFetchResponseGroup] = DEFAULT,
        topics: list[OffsetFetchResponseTopic] = DEFAULT,
        error_code: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.groups = [] if groups is DEFAULT else groups
        self.topics = [] if topics is DEFAULT else topics
        self.error_code = error_code
        self.unknown_tags = unknown_tags

OffsetFetchRequestTopics.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (10, 10), None, ZERO_UUID, ignorable=True),
    FieldSpec('name', 'prim', 'string', (8, 9), None, "", ignorable=True),
    FieldSpec('partition_indexes', 'array', 'int32', (0, 10), None, DEFAULT),
)

OffsetFetchRequestGroup.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 10), None, ""),
    FieldSpec('member_id', 'prim', 'string', (9, 10), (9, 10), None, ignorable=True),
    FieldSpec('member_epoch', 'prim', 'int32', (9, 10), None, -1, ignorable=True),
    FieldSpec('topics', 'array', 'OffsetFetchRequestTopics', (0, 10), (0, 10), DEFAULT, struct=OffsetFetchRequestTopics),
)

OffsetFetchRequestTopic.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 10), None, ""),
    FieldSpec('partition_indexes', 'array', 'int32', (0, 10), None, DEFAULT),
)

OffsetFetchRequest.FIELDS = (
    FieldSpec('groups', 'array', 'OffsetFetchRequestGroup', (8, 10), None, DEFAULT, struct=OffsetFetchRequestGroup),
    FieldSpec('group_id', 'prim', 'string', (0, 7), None, ""),
    FieldSpec('topics', 'array', 'OffsetFetchRequestTopic', (0, 7), (2, 7), DEFAULT, struct=OffsetFetchRequestTopic),
    FieldSpec('require_stable', 'prim', 'bool', (7, 10), None, False),
)

OffsetFetchResponsePartitions.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 10), None, 0),
    FieldSpec('committed_offset', 'prim', 'int64', (0, 10), None, 0),
    FieldSpec('committed_leader_epoch', 'prim', 'int32', (0, 10), None, -1, ignorable=True),
    FieldSpec('metadata', 'prim', 'string', (0, 10), (0, 10), ""),
    FieldSpec('error_code', 'prim', 'error', (0, 10), None, 0),
)

OffsetFetchResponseTopics.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (10, 10), None, ZERO_UUID, ignorable=True),
    FieldSpec('name', 'prim', 'string', (8, 9), None, "", ignorable=True),
    FieldSpec('partitions', 'array', 'OffsetFetchResponsePartitions', (0, 10), None, DEFAULT, struct=OffsetFetchResponsePartitions),
)

OffsetFetchResponseGroup.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 10), None, ""),
    FieldSpec('topics', 'array', 'OffsetFetchResponseTopics', (0, 10), None, DEFAULT, struct=OffsetFetchResponseTopics),
    FieldSpec('error_code', 'prim', 'error', (0, 10), None, 0),
)

OffsetFetchResponsePartition.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 10), None, 0),
    FieldSpec('committed_offset', 'prim', 'int64', (0, 10), None, 0),
    FieldSpec('committed_leader_epoch', 'prim', 'int32', (5, 7), None, -1, ignorable=True),
    FieldSpec('metadata', 'prim', 'string', (0, 10), (0, 10), ""),
    FieldSpec('error_code', 'prim', 'error', (0, 10), None, 0),
)

OffsetFetchResponseTopic.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 10), None, ""),
    FieldSpec('partitions', 'array', 'OffsetFetchResponsePartition', (0, 10), None, DEFAULT, struct=OffsetFetchResponsePartition),
)

OffsetFetchResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (3, 10), None, 0, ignorable=True),
    FieldSpec('groups', 'array', 'OffsetFetchResponseGroup', (8, 10), None, DEFAULT, struct=OffsetFetchResponseGroup),
    FieldSpec('topics', 'array', 'OffsetFetchResponseTopic', (0, 7), None, DEFAULT, struct=OffsetFetchResponseTopic),
    FieldSpec('error_code', 'prim', 'error', (2, 7), None, 0, ignorable=True),
)


def _d_OffsetFetchRequestTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchRequestTopic, int]:
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
        f_partition_indexes = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
    return OffsetFetchRequestTopic(f_name, f_partition_indexes, None), pos


def _d_OffsetFetchRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_group_id = str(buf[pos:e2], 'utf-8')
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
            x5, pos = _d_OffsetFetchRequestTopic_v0(buf, pos, end)
            ap4(x5)
    return OffsetFetchRequest([], f_group_id, f_topics, False, None), pos


def _d_OffsetFetchRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_group_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 == -1:
        f_topics = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap4 = f_topics.append
        for _ in range(n3):
            x5, pos = _d_OffsetFetchRequestTopic_v0(buf, pos, end)
            ap4(x5)
    return OffsetFetchRequest([], f_group_id, f_topics, False, None), pos


def _d_OffsetFetchRequestTopic_v6(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchRequestTopic, int]:
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
        f_partition_indexes = list(_array('i', n3).unpack_from(buf, pos))
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
    return OffsetFetchRequestTopic(f_name, f_partition_indexes, u), pos


def _d_OffsetFetchRequest_v6(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
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
            x5, pos = _d_OffsetFetchRequestTopic_v6(buf, pos, end)
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
    return OffsetFetchRequest([], f_group_id, f_topics, False, u), pos


def _d_OffsetFetchRequest_v7(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
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
            x5, pos = _d_OffsetFetchRequestTopic_v6(buf, pos, end)
            ap4(x5)
    f_require_stable = _S0(buf, pos)[0]
    pos += 1
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
    return OffsetFetchRequest([], f_group_id, f_topics, f_require_stable, u), pos


def _d_OffsetFetchRequestTopics_v8(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchRequestTopics, int]:
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
        f_partition_indexes = list(_array('i', n3).unpack_from(buf, pos))
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
    return OffsetFetchRequestTopics(ZERO_UUID, f_name, f_partition_indexes, u), pos


def _d_OffsetFetchRequestGroup_v8(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchRequestGroup, int]:
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
            x5, pos = _d_OffsetFetchRequestTopics_v8(buf, pos, end)
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
    return OffsetFetchRequestGroup(f_group_id, None, -1, f_topics, u), pos


def _d_OffsetFetchRequest_v8(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
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
            x3, pos = _d_OffsetFetchRequestGroup_v8(buf, pos, end)
            ap2(x3)
    f_require_stable = _S0(buf, pos)[0]
    pos += 1
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
    return OffsetFetchRequest(f_groups, "", [], f_require_stable, u), pos


def _d_OffsetFetchRequestGroup_v9(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchRequestGroup, int]:
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
        f_member_id = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_member_epoch = _S1(buf, pos)[0]
    pos += 4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_topics = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_topics = []
        ap6 = f_topics.append
        for _ in range(n5):
            x7, pos = _d_OffsetFetchRequestTopics_v8(buf, pos, end)
            ap6(x7)
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
    return OffsetFetchRequestGroup(f_group_id, f_member_id, f_member_epoch, f_topics, u), pos


def _d_OffsetFetchRequest_v9(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 8 > end - pos:
            raise _short(pos)
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_OffsetFetchRequestGroup_v9(buf, pos, end)
            ap2(x3)
    f_require_stable = _S0(buf, pos)[0]
    pos += 1
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
    return OffsetFetchRequest(f_groups, "", [], f_require_stable, u), pos


def _d_OffsetFetchRequestTopics_v10(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchRequestTopics, int]:
    f_topic_id = _S2(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_partition_indexes = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
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
    return OffsetFetchRequestTopics(f_topic_id, "", f_partition_indexes, u), pos


def _d_OffsetFetchRequestGroup_v10(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchRequestGroup, int]:
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
        f_member_id = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_member_epoch = _S1(buf, pos)[0]
    pos += 4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_topics = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 18 > end - pos:
            raise _short(pos)
        f_topics = []
        ap6 = f_topics.append
        for _ in range(n5):
            x7, pos = _d_OffsetFetchRequestTopics_v10(buf, pos, end)
            ap6(x7)
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
    return OffsetFetchRequestGroup(f_group_id, f_member_id, f_member_epoch, f_topics, u), pos


def _d_OffsetFetchRequest_v10(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 8 > end - pos:
            raise _short(pos)
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_OffsetFetchRequestGroup_v10(buf, pos, end)
            ap2(x3)
    f_require_stable = _S0(buf, pos)[0]
    pos += 1
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
    return OffsetFetchRequest(f_groups, "", [], f_require_stable, u), pos


def _e_OffsetFetchRequestTopic_v0(o: OffsetFetchRequestTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partition_indexes))
    out += _array('i', len(o.partition_indexes)).pack(*o.partition_indexes)


def _e_OffsetFetchRequest_v0(o: OffsetFetchRequest, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchRequest', 'groups', 0)
    if o.require_stable != False:
        raise _absent('OffsetFetchRequest', 'require_stable', 0)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.topics))
    for x2 in o.topics:
        _e_OffsetFetchRequestTopic_v0(x2, out)


def _e_OffsetFetchRequest_v1(o: OffsetFetchRequest, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchRequest', 'groups', 1)
    if o.require_stable != False:
        raise _absent('OffsetFetchRequest', 'require_stable', 1)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.topics))
    for x2 in o.topics:
        _e_OffsetFetchRequestTopic_v0(x2, out)


def _e_OffsetFetchRequest_v2(o: OffsetFetchRequest, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchRequest', 'groups', 2)
    if o.require_stable != False:
        raise _absent('OffsetFetchRequest', 'require_stable', 2)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    if o.topics is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.topics))
        for x2 in o.topics:
            _e_OffsetFetchRequestTopic_v0(x2, out)


def _e_OffsetFetchRequest_v3(o: OffsetFetchRequest, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchRequest', 'groups', 3)
    if o.require_stable != False:
        raise _absent('OffsetFetchRequest', 'require_stable', 3)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    if o.topics is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.topics))
        for x2 in o.topics:
            _e_OffsetFetchRequestTopic_v0(x2, out)


def _e_OffsetFetchRequest_v4(o: OffsetFetchRequest, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchRequest', 'groups', 4)
    if o.require_stable != False:
        raise _absent('OffsetFetchRequest', 'require_stable', 4)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    if o.topics is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.topics))
        for x2 in o.topics:
            _e_OffsetFetchRequestTopic_v0(x2, out)


def _e_OffsetFetchRequest_v5(o: OffsetFetchRequest, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchRequest', 'groups', 5)
    if o.require_stable != False:
        raise _absent('OffsetFetchRequest', 'require_stable', 5)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    if o.topics is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.topics))
        for x2 in o.topics:
            _e_OffsetFetchRequestTopic_v0(x2, out)


def _e_OffsetFetchRequestTopic_v6(o: OffsetFetchRequestTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partition_indexes) + 1 < 128:
        out.append(len(o.partition_indexes) + 1)
    else:
        out += _encode_uvarint(len(o.partition_indexes) + 1)
    out += _array('i', len(o.partition_indexes)).pack(*o.partition_indexes)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchRequest_v6(o: OffsetFetchRequest, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchRequest', 'groups', 6)
    if o.require_stable != False:
        raise _absent('OffsetFetchRequest', 'require_stable', 6)
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
            _e_OffsetFetchRequestTopic_v6(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchRequest_v7(o: OffsetFetchRequest, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchRequest', 'groups', 7)
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
            _e_OffsetFetchRequestTopic_v6(x2, out)
    out += _P0(o.require_stable)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchRequestTopics_v8(o: OffsetFetchRequestTopics, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partition_indexes) + 1 < 128:
        out.append(len(o.partition_indexes) + 1)
    else:
        out += _encode_uvarint(len(o.partition_indexes) + 1)
    out += _array('i', len(o.partition_indexes)).pack(*o.partition_indexes)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchRequestGroup_v8(o: OffsetFetchRequestGroup, out: bytearray) -> None:
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
            _e_OffsetFetchRequestTopics_v8(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchRequest_v8(o: OffsetFetchRequest, out: bytearray) -> None:
    if o.group_id != "":
        raise _absent('OffsetFetchRequest', 'group_id', 8)
    if o.topics:
        raise _absent('OffsetFetchRequest', 'topics', 8)
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
        _e_OffsetFetchRequestGroup_v8(x1, out)
    out += _P0(o.require_stable)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchRequestGroup_v9(o: OffsetFetchRequestGroup, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.member_id is None:
        out.append(0)
    else:
        b2 = o.member_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P1(o.member_epoch)
    if o.topics is None:
        out.append(0)
    else:
        if len(o.topics) + 1 < 128:
            out.append(len(o.topics) + 1)
        else:
            out += _encode_uvarint(len(o.topics) + 1)
        for x3 in o.topics:
            _e_OffsetFetchRequestTopics_v8(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchRequest_v9(o: OffsetFetchRequest, out: bytearray) -> None:
    if o.group_id != "":
        raise _absent('OffsetFetchRequest', 'group_id', 9)
    if o.topics:
        raise _absent('OffsetFetchRequest', 'topics', 9)
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
        _e_OffsetFetchRequestGroup_v9(x1, out)
    out += _P0(o.require_stable)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchRequestTopics_v10(o: OffsetFetchRequestTopics, out: bytearray) -> None:
    out += _P2(_uuid_bytes(o.topic_id))
    if len(o.partition_indexes) + 1 < 128:
        out.append(len(o.partition_indexes) + 1)
    else:
        out += _encode_uvarint(len(o.partition_indexes) + 1)
    out += _array('i', len(o.partition_indexes)).pack(*o.partition_indexes)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchRequestGroup_v10(o: OffsetFetchRequestGroup, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.member_id is None:
        out.append(0)
    else:
        b2 = o.member_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P1(o.member_epoch)
    if o.topics is None:
        out.append(0)
    else:
        if len(o.topics) + 1 < 128:
            out.append(len(o.topics) + 1)
        else:
            out += _encode_uvarint(len(o.topics) + 1)
        for x3 in o.topics:
            _e_OffsetFetchRequestTopics_v10(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchRequest_v10(o: OffsetFetchRequest, out: bytearray) -> None:
    if o.group_id != "":
        raise _absent('OffsetFetchRequest', 'group_id', 10)
    if o.topics:
        raise _absent('OffsetFetchRequest', 'topics', 10)
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
        _e_OffsetFetchRequestGroup_v10(x1, out)
    out += _P0(o.require_stable)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_OffsetFetchResponsePartition_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponsePartition, int]:
    f_partition_index, f_committed_offset = _S3(buf, pos)
    pos += 12
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        f_metadata = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_metadata = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_error_code = _S4(buf, pos)[0]
    pos += 2
    return OffsetFetchResponsePartition(f_partition_index, f_committed_offset, -1, f_metadata, f_error_code, None), pos


def _d_OffsetFetchResponseTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponseTopic, int]:
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
            x5, pos = _d_OffsetFetchResponsePartition_v0(buf, pos, end)
            ap4(x5)
    return OffsetFetchResponseTopic(f_name, f_partitions, None), pos


def _d_OffsetFetchResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
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
            x3, pos = _d_OffsetFetchResponseTopic_v0(buf, pos, end)
            ap2(x3)
    return OffsetFetchResponse(0, [], f_topics, 0, None), pos


def _d_OffsetFetchResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
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
            x3, pos = _d_OffsetFetchResponseTopic_v0(buf, pos, end)
            ap2(x3)
    f_error_code = _S4(buf, pos)[0]
    pos += 2
    return OffsetFetchResponse(0, [], f_topics, f_error_code, None), pos


def _d_OffsetFetchResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms = _S1(buf, pos)[0]
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
            x3, pos = _d_OffsetFetchResponseTopic_v0(buf, pos, end)
            ap2(x3)
    f_error_code = _S4(buf, pos)[0]
    pos += 2
    return OffsetFetchResponse(f_throttle_time_ms, [], f_topics, f_error_code, None), pos


def _d_OffsetFetchResponsePartition_v5(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponsePartition, int]:
    f_partition_index, f_committed_offset, f_committed_leader_epoch = _S5(buf, pos)
    pos += 16
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        f_metadata = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_metadata = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_error_code = _S4(buf, pos)[0]
    pos += 2
    return OffsetFetchResponsePartition(f_partition_index, f_committed_offset, f_committed_leader_epoch, f_metadata, f_error_code, None), pos


def _d_OffsetFetchResponseTopic_v5(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponseTopic, int]:
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
        if n3 * 20 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_OffsetFetchResponsePartition_v5(buf, pos, end)
            ap4(x5)
    return OffsetFetchResponseTopic(f_name, f_partitions, None), pos


def _d_OffsetFetchResponse_v5(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms = _S1(buf, pos)[0]
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
            x3, pos = _d_OffsetFetchResponseTopic_v5(buf, pos, end)
            ap2(x3)
    f_error_code = _S4(buf, pos)[0]
    pos += 2
    return OffsetFetchResponse(f_throttle_time_ms, [], f_topics, f_error_code, None), pos


def _d_OffsetFetchResponsePartition_v6(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponsePartition, int]:
    f_partition_index, f_committed_offset, f_committed_leader_epoch = _S5(buf, pos)
    pos += 16
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_metadata = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_metadata = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_error_code = _S4(buf, pos)[0]
    pos += 2
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
    return OffsetFetchResponsePartition(f_partition_index, f_committed_offset, f_committed_leader_epoch, f_metadata, f_error_code, u), pos


def _d_OffsetFetchResponseTopic_v6(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponseTopic, int]:
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
        if n3 * 20 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_OffsetFetchResponsePartition_v6(buf, pos, end)
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
    return OffsetFetchResponseTopic(f_name, f_partitions, u), pos


def _d_OffsetFetchResponse_v6(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms = _S1(buf, pos)[0]
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
            x3, pos = _d_OffsetFetchResponseTopic_v6(buf, pos, end)
            ap2(x3)
    f_error_code = _S4(buf, pos)[0]
    pos += 2
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
    return OffsetFetchResponse(f_throttle_time_ms, [], f_topics, f_error_code, u), pos


def _d_OffsetFetchResponsePartitions_v8(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponsePartitions, int]:
    f_partition_index, f_committed_offset, f_committed_leader_epoch = _S5(buf, pos)
    pos += 16
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_metadata = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_metadata = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_error_code = _S4(buf, pos)[0]
    pos += 2
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
    return OffsetFetchResponsePartitions(f_partition_index, f_committed_offset, f_committed_leader_epoch, f_metadata, f_error_code, u), pos


def _d_OffsetFetchResponseTopics_v8(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponseTopics, int]:
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
        if n3 * 20 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_OffsetFetchResponsePartitions_v8(buf, pos, end)
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
    return OffsetFetchResponseTopics(ZERO_UUID, f_name, f_partitions, u), pos


def _d_OffsetFetchResponseGroup_v8(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponseGroup, int]:
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
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_topics = []
        ap4 = f_topics.append
        for _ in range(n3):
            x5, pos = _d_OffsetFetchResponseTopics_v8(buf, pos, end)
            ap4(x5)
    f_error_code = _S4(buf, pos)[0]
    pos += 2
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
    return OffsetFetchResponseGroup(f_group_id, f_topics, f_error_code, u), pos


def _d_OffsetFetchResponse_v8(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms = _S1(buf, pos)[0]
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
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_OffsetFetchResponseGroup_v8(buf, pos, end)
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
    return OffsetFetchResponse(f_throttle_time_ms, f_groups, [], 0, u), pos


def _d_OffsetFetchResponseTopics_v10(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponseTopics, int]:
    f_topic_id = _S2(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 20 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap2 = f_partitions.append
        for _ in range(n1):
            x3, pos = _d_OffsetFetchResponsePartitions_v8(buf, pos, end)
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
    return OffsetFetchResponseTopics(f_topic_id, "", f_partitions, u), pos


def _d_OffsetFetchResponseGroup_v10(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponseGroup, int]:
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
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_topics = []
        ap4 = f_topics.append
        for _ in range(n3):
            x5, pos = _d_OffsetFetchResponseTopics_v10(buf, pos, end)
            ap4(x5)
    f_error_code = _S4(buf, pos)[0]
    pos += 2
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
    return OffsetFetchResponseGroup(f_group_id, f_topics, f_error_code, u), pos


def _d_OffsetFetchResponse_v10(buf: memoryview, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms = _S1(buf, pos)[0]
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
        f_groups = []
        ap2 = f_groups.append
        for _ in range(n1):
            x3, pos = _d_OffsetFetchResponseGroup_v10(buf, pos, end)
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
    return OffsetFetchResponse(f_throttle_time_ms, f_groups, [], 0, u), pos


def _e_OffsetFetchResponsePartition_v0(o: OffsetFetchResponsePartition, out: bytearray) -> None:
    out += _P3(o.partition_index, o.committed_offset)
    if o.metadata is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.metadata.encode()
        out += _Ph(len(b1))
        out += b1
    out += _P4(o.error_code)


def _e_OffsetFetchResponseTopic_v0(o: OffsetFetchResponseTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_OffsetFetchResponsePartition_v0(x2, out)


def _e_OffsetFetchResponse_v0(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchResponse', 'groups', 0)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_OffsetFetchResponseTopic_v0(x1, out)


def _e_OffsetFetchResponse_v1(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchResponse', 'groups', 1)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_OffsetFetchResponseTopic_v0(x1, out)


def _e_OffsetFetchResponse_v2(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchResponse', 'groups', 2)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_OffsetFetchResponseTopic_v0(x1, out)
    out += _P4(o.error_code)


def _e_OffsetFetchResponse_v3(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchResponse', 'groups', 3)
    out += _P1(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_OffsetFetchResponseTopic_v0(x1, out)
    out += _P4(o.error_code)


def _e_OffsetFetchResponse_v4(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchResponse', 'groups', 4)
    out += _P1(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_OffsetFetchResponseTopic_v0(x1, out)
    out += _P4(o.error_code)


def _e_OffsetFetchResponsePartition_v5(o: OffsetFetchResponsePartition, out: bytearray) -> None:
    out += _P5(o.partition_index, o.committed_offset, o.committed_leader_epoch)
    if o.metadata is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.metadata.encode()
        out += _Ph(len(b1))
        out += b1
    out += _P4(o.error_code)


def _e_OffsetFetchResponseTopic_v5(o: OffsetFetchResponseTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_OffsetFetchResponsePartition_v5(x2, out)


def _e_OffsetFetchResponse_v5(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchResponse', 'groups', 5)
    out += _P1(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_OffsetFetchResponseTopic_v5(x1, out)
    out += _P4(o.error_code)


def _e_OffsetFetchResponsePartition_v6(o: OffsetFetchResponsePartition, out: bytearray) -> None:
    out += _P5(o.partition_index, o.committed_offset, o.committed_leader_epoch)
    if o.metadata is None:
        out.append(0)
    else:
        b1 = o.metadata.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P4(o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchResponseTopic_v6(o: OffsetFetchResponseTopic, out: bytearray) -> None:
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
        _e_OffsetFetchResponsePartition_v6(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchResponse_v6(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchResponse', 'groups', 6)
    out += _P1(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_OffsetFetchResponseTopic_v6(x1, out)
    out += _P4(o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchResponse_v7(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchResponse', 'groups', 7)
    out += _P1(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_OffsetFetchResponseTopic_v6(x1, out)
    out += _P4(o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchResponsePartitions_v8(o: OffsetFetchResponsePartitions, out: bytearray) -> None:
    out += _P5(o.partition_index, o.committed_offset, o.committed_leader_epoch)
    if o.metadata is None:
        out.append(0)
    else:
        b1 = o.metadata.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P4(o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchResponseTopics_v8(o: OffsetFetchResponseTopics, out: bytearray) -> None:
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
        _e_OffsetFetchResponsePartitions_v8(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchResponseGroup_v8(o: OffsetFetchResponseGroup, out: bytearray) -> None:
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
        _e_OffsetFetchResponseTopics_v8(x2, out)
    out += _P4(o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchResponse_v8(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.topics:
        raise _absent('OffsetFetchResponse', 'topics', 8)
    out += _P1(o.throttle_time_ms)
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
        _e_OffsetFetchResponseGroup_v8(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchResponse_v9(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.topics:
        raise _absent('OffsetFetchResponse', 'topics', 9)
    out += _P1(o.throttle_time_ms)
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
        _e_OffsetFetchResponseGroup_v8(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchResponseTopics_v10(o: OffsetFetchResponseTopics, out: bytearray) -> None:
    out += _P2(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x1 in o.partitions:
        _e_OffsetFetchResponsePartitions_v8(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchResponseGroup_v10(o: OffsetFetchResponseGroup, out: bytearray) -> None:
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
        _e_OffsetFetchResponseTopics_v10(x2, out)
    out += _P4(o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetFetchResponse_v10(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.topics:
        raise _absent('OffsetFetchResponse', 'topics', 10)
    out += _P1(o.throttle_time_ms)
    if len(o.groups) + 1 < 128:
        out.append(len(o.groups) + 1)
    else:
        out += _encode_uvarint(len(o.groups) + 1)
    for x1 in o.groups:
        _e_OffsetFetchResponseGroup_v10(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


OffsetFetchRequest.DECODERS = (_d_OffsetFetchRequest_v0, _d_OffsetFetchRequest_v0, _d_OffsetFetchRequest_v2, _d_OffsetFetchRequest_v2, _d_OffsetFetchRequest_v2, _d_OffsetFetchRequest_v2, _d_OffsetFetchRequest_v6, _d_OffsetFetchRequest_v7, _d_OffsetFetchRequest_v8, _d_OffsetFetchRequest_v9, _d_OffsetFetchRequest_v10,)
OffsetFetchRequest.ENCODERS = (_e_OffsetFetchRequest_v0, _e_OffsetFetchRequest_v1, _e_OffsetFetchRequest_v2, _e_OffsetFetchRequest_v3, _e_OffsetFetchRequest_v4, _e_OffsetFetchRequest_v5, _e_OffsetFetchRequest_v6, _e_OffsetFetchRequest_v7, _e_OffsetFetchRequest_v8, _e_OffsetFetchRequest_v9, _e_OffsetFetchRequest_v10,)

OffsetFetchResponse.DECODERS = (_d_OffsetFetchResponse_v0, _d_OffsetFetchResponse_v0, _d_OffsetFetchResponse_v2, _d_OffsetFetchResponse_v3, _d_OffsetFetchResponse_v3, _d_OffsetFetchResponse_v5, _d_OffsetFetchResponse_v6, _d_OffsetFetchResponse_v6, _d_OffsetFetchResponse_v8, _d_OffsetFetchResponse_v8, _d_OffsetFetchResponse_v10,)
OffsetFetchResponse.ENCODERS = (_e_OffsetFetchResponse_v0, _e_OffsetFetchResponse_v1, _e_OffsetFetchResponse_v2, _e_OffsetFetchResponse_v3, _e_OffsetFetchResponse_v4, _e_OffsetFetchResponse_v5, _e_OffsetFetchResponse_v6, _e_OffsetFetchResponse_v7, _e_OffsetFetchResponse_v8, _e_OffsetFetchResponse_v9, _e_OffsetFetchResponse_v10,)
