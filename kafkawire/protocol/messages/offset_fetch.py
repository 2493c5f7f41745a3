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
    _i32s,
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


def _d_OffsetFetchRequest_v0(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_group_id_2 = buf[pos:e6].decode()
        pos = e6
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 6 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        ap8 = f_topics_3.append
        for _ in range(n7):
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
                if n14 * 4 > end - pos:
                    raise _short(pos)
                if n14 < 33:
                    f_partition_indexes_11 = list(_i32s[n14](buf, pos))
                else:
                    f_partition_indexes_11 = list(_array('i', n14).unpack_from(buf, pos))
                pos += n14 * 4
            x9 = OffsetFetchRequestTopic(f_name_10, f_partition_indexes_11, None)
            ap8(x9)
    o = OffsetFetchRequest([], f_group_id_2, f_topics_3, False, None)
    return o, pos


def _d_OffsetFetchRequest_v2(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_group_id_2 = buf[pos:e6].decode()
        pos = e6
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 == -1:
        f_topics_3 = None
    elif n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 6 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        ap8 = f_topics_3.append
        for _ in range(n7):
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
                if n14 * 4 > end - pos:
                    raise _short(pos)
                if n14 < 33:
                    f_partition_indexes_11 = list(_i32s[n14](buf, pos))
                else:
                    f_partition_indexes_11 = list(_array('i', n14).unpack_from(buf, pos))
                pos += n14 * 4
            x9 = OffsetFetchRequestTopic(f_name_10, f_partition_indexes_11, None)
            ap8(x9)
    o = OffsetFetchRequest([], f_group_id_2, f_topics_3, False, None)
    return o, pos


def _d_OffsetFetchRequest_v6(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_group_id_2 = buf[pos:e6].decode()
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n7 = (n7 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 == -1:
        f_topics_3 = None
    elif n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 3 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        ap8 = f_topics_3.append
        for _ in range(n7):
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_name_10 = buf[pos:e13].decode()
                pos = e13
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
                if n14 * 4 > end - pos:
                    raise _short(pos)
                if n14 < 33:
                    f_partition_indexes_11 = list(_i32s[n14](buf, pos))
                else:
                    f_partition_indexes_11 = list(_array('i', n14).unpack_from(buf, pos))
                pos += n14 * 4
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
            x9 = OffsetFetchRequestTopic(f_name_10, f_partition_indexes_11, u16)
            ap8(x9)
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
    o = OffsetFetchRequest([], f_group_id_2, f_topics_3, False, u22)
    return o, pos


def _d_OffsetFetchRequest_v7(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_group_id_2 = buf[pos:e6].decode()
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n7 = (n7 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 == -1:
        f_topics_3 = None
    elif n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 3 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        ap8 = f_topics_3.append
        for _ in range(n7):
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_name_10 = buf[pos:e13].decode()
                pos = e13
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
                if n14 * 4 > end - pos:
                    raise _short(pos)
                if n14 < 33:
                    f_partition_indexes_11 = list(_i32s[n14](buf, pos))
                else:
                    f_partition_indexes_11 = list(_array('i', n14).unpack_from(buf, pos))
                pos += n14 * 4
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
            x9 = OffsetFetchRequestTopic(f_name_10, f_partition_indexes_11, u16)
            ap8(x9)
    f_require_stable_4 = _S0(buf, pos)[0]
    pos += 1
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
    o = OffsetFetchRequest([], f_group_id_2, f_topics_3, f_require_stable_4, u22)
    return o, pos


def _d_OffsetFetchRequest_v8(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        ap6 = f_groups_1.append
        for _ in range(n5):
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_group_id_8 = buf[pos:e13].decode()
                pos = e13
            n14 = buf[pos]
            if n14 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n14 = (n14 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n14, pos = _uvarint(buf, pos)
            n14 -= 1
            if n14 == -1:
                f_topics_11 = None
            elif n14 < 0:
                raise _negative(pos)
            else:
                if n14 * 3 > end - pos:
                    raise _short(pos)
                f_topics_11 = []
                ap15 = f_topics_11.append
                for _ in range(n14):
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
                        if n22 * 4 > end - pos:
                            raise _short(pos)
                        if n22 < 33:
                            f_partition_indexes_19 = list(_i32s[n22](buf, pos))
                        else:
                            f_partition_indexes_19 = list(_array('i', n22).unpack_from(buf, pos))
                        pos += n22 * 4
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
                    x16 = OffsetFetchRequestTopics(ZERO_UUID, f_name_18, f_partition_indexes_19, u24)
                    ap15(x16)
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
            x7 = OffsetFetchRequestGroup(f_group_id_8, None, -1, f_topics_11, u30)
            ap6(x7)
    f_require_stable_4 = _S0(buf, pos)[0]
    pos += 1
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
    o = OffsetFetchRequest(f_groups_1, "", [], f_require_stable_4, u36)
    return o, pos


def _d_OffsetFetchRequest_v9(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 8 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        ap6 = f_groups_1.append
        for _ in range(n5):
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_group_id_8 = buf[pos:e13].decode()
                pos = e13
            n14 = buf[pos]
            if n14 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n14 = (n14 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n14, pos = _uvarint(buf, pos)
            n14 -= 1
            if n14 == -1:
                f_member_id_9 = None
            elif n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_member_id_9 = buf[pos:e15].decode()
                pos = e15
            f_member_epoch_10 = _S1(buf, pos)[0]
            pos += 4
            n16 = buf[pos]
            if n16 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n16 = (n16 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n16, pos = _uvarint(buf, pos)
            n16 -= 1
            if n16 == -1:
                f_topics_11 = None
            elif n16 < 0:
                raise _negative(pos)
            else:
                if n16 * 3 > end - pos:
                    raise _short(pos)
                f_topics_11 = []
                ap17 = f_topics_11.append
                for _ in range(n16):
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
                        e23 = pos + n22
                        if e23 > end:
                            raise _short(pos)
                        f_name_20 = buf[pos:e23].decode()
                        pos = e23
                    n24 = buf[pos]
                    if n24 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n24 = (n24 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n24, pos = _uvarint(buf, pos)
                    n24 -= 1
                    if n24 < 0:
                        raise _negative(pos)
                    else:
                        if n24 * 4 > end - pos:
                            raise _short(pos)
                        if n24 < 33:
                            f_partition_indexes_21 = list(_i32s[n24](buf, pos))
                        else:
                            f_partition_indexes_21 = list(_array('i', n24).unpack_from(buf, pos))
                        pos += n24 * 4
                    nt25 = buf[pos]
                    if nt25 < 128:
                        pos += 1
                    else:
                        nt25, pos = _uvarint(buf, pos)
                    u26 = None
                    if nt25:
                        last27 = -1
                        for _ in range(nt25):
                            tg28 = buf[pos]
                            if tg28 < 128:
                                pos += 1
                            else:
                                tg28, pos = _uvarint(buf, pos)
                            sz29 = buf[pos]
                            if sz29 < 128:
                                pos += 1
                            else:
                                sz29, pos = _uvarint(buf, pos)
                            te30 = pos + sz29
                            if te30 > end:
                                raise _short(pos)
                            if tg28 <= last27:
                                raise _tag_order(pos)
                            last27 = tg28
                            if u26 is None:
                                u26 = {}
                            u26[tg28] = buf[pos:te30]
                            pos = te30
                    x18 = OffsetFetchRequestTopics(ZERO_UUID, f_name_20, f_partition_indexes_21, u26)
                    ap17(x18)
            nt31 = buf[pos]
            if nt31 < 128:
                pos += 1
            else:
                nt31, pos = _uvarint(buf, pos)
            u32 = None
            if nt31:
                last33 = -1
                for _ in range(nt31):
                    tg34 = buf[pos]
                    if tg34 < 128:
                        pos += 1
                    else:
                        tg34, pos = _uvarint(buf, pos)
                    sz35 = buf[pos]
                    if sz35 < 128:
                        pos += 1
                    else:
                        sz35, pos = _uvarint(buf, pos)
                    te36 = pos + sz35
                    if te36 > end:
                        raise _short(pos)
                    if tg34 <= last33:
                        raise _tag_order(pos)
                    last33 = tg34
                    if u32 is None:
                        u32 = {}
                    u32[tg34] = buf[pos:te36]
                    pos = te36
            x7 = OffsetFetchRequestGroup(f_group_id_8, f_member_id_9, f_member_epoch_10, f_topics_11, u32)
            ap6(x7)
    f_require_stable_4 = _S0(buf, pos)[0]
    pos += 1
    nt37 = buf[pos]
    if nt37 < 128:
        pos += 1
    else:
        nt37, pos = _uvarint(buf, pos)
    u38 = None
    if nt37:
        last39 = -1
        for _ in range(nt37):
            tg40 = buf[pos]
            if tg40 < 128:
                pos += 1
            else:
                tg40, pos = _uvarint(buf, pos)
            sz41 = buf[pos]
            if sz41 < 128:
                pos += 1
            else:
                sz41, pos = _uvarint(buf, pos)
            te42 = pos + sz41
            if te42 > end:
                raise _short(pos)
            if tg40 <= last39:
                raise _tag_order(pos)
            last39 = tg40
            if u38 is None:
                u38 = {}
            u38[tg40] = buf[pos:te42]
            pos = te42
    o = OffsetFetchRequest(f_groups_1, "", [], f_require_stable_4, u38)
    return o, pos


def _d_OffsetFetchRequest_v10(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 8 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        ap6 = f_groups_1.append
        for _ in range(n5):
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_group_id_8 = buf[pos:e13].decode()
                pos = e13
            n14 = buf[pos]
            if n14 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n14 = (n14 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n14, pos = _uvarint(buf, pos)
            n14 -= 1
            if n14 == -1:
                f_member_id_9 = None
            elif n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_member_id_9 = buf[pos:e15].decode()
                pos = e15
            f_member_epoch_10 = _S1(buf, pos)[0]
            pos += 4
            n16 = buf[pos]
            if n16 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n16 = (n16 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n16, pos = _uvarint(buf, pos)
            n16 -= 1
            if n16 == -1:
                f_topics_11 = None
            elif n16 < 0:
                raise _negative(pos)
            else:
                if n16 * 18 > end - pos:
                    raise _short(pos)
                f_topics_11 = []
                ap17 = f_topics_11.append
                for _ in range(n16):
                    f_topic_id_19 = _S2(buf, pos)[0]
                    pos += 16
                    f_topic_id_19 = _make_uuid(f_topic_id_19)
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
                        if n22 * 4 > end - pos:
                            raise _short(pos)
                        if n22 < 33:
                            f_partition_indexes_21 = list(_i32s[n22](buf, pos))
                        else:
                            f_partition_indexes_21 = list(_array('i', n22).unpack_from(buf, pos))
                        pos += n22 * 4
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
                    x18 = OffsetFetchRequestTopics(f_topic_id_19, "", f_partition_indexes_21, u24)
                    ap17(x18)
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
            x7 = OffsetFetchRequestGroup(f_group_id_8, f_member_id_9, f_member_epoch_10, f_topics_11, u30)
            ap6(x7)
    f_require_stable_4 = _S0(buf, pos)[0]
    pos += 1
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
    o = OffsetFetchRequest(f_groups_1, "", [], f_require_stable_4, u36)
    return o, pos


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
        b3 = x2.name.encode()
        out += _Ph(len(b3))
        out += b3
        out += _Pi(len(x2.partition_indexes))
        out += _array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes)


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
        b3 = x2.name.encode()
        out += _Ph(len(b3))
        out += b3
        out += _Pi(len(x2.partition_indexes))
        out += _array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes)


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
            b3 = x2.name.encode()
            out += _Ph(len(b3))
            out += b3
            out += _Pi(len(x2.partition_indexes))
            out += _array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes)


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
            b3 = x2.name.encode()
            out += _Ph(len(b3))
            out += b3
            out += _Pi(len(x2.partition_indexes))
            out += _array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes)


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
            b3 = x2.name.encode()
            out += _Ph(len(b3))
            out += b3
            out += _Pi(len(x2.partition_indexes))
            out += _array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes)


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
            b3 = x2.name.encode()
            out += _Ph(len(b3))
            out += b3
            out += _Pi(len(x2.partition_indexes))
            out += _array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes)


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
            b3 = x2.name.encode()
            if len(b3) + 1 < 128:
                out.append(len(b3) + 1)
            else:
                out += _encode_uvarint(len(b3) + 1)
            out += b3
            if len(x2.partition_indexes) + 1 < 128:
                out.append(len(x2.partition_indexes) + 1)
            else:
                out += _encode_uvarint(len(x2.partition_indexes) + 1)
            out += _array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes)
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(0)
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
            b3 = x2.name.encode()
            if len(b3) + 1 < 128:
                out.append(len(b3) + 1)
            else:
                out += _encode_uvarint(len(b3) + 1)
            out += b3
            if len(x2.partition_indexes) + 1 < 128:
                out.append(len(x2.partition_indexes) + 1)
            else:
                out += _encode_uvarint(len(x2.partition_indexes) + 1)
            out += _array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes)
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(0)
    out += _P0(o.require_stable)
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
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if x1.topics is None:
            out.append(0)
        else:
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
                if len(x3.partition_indexes) + 1 < 128:
                    out.append(len(x3.partition_indexes) + 1)
                else:
                    out += _encode_uvarint(len(x3.partition_indexes) + 1)
                out += _array('i', len(x3.partition_indexes)).pack(*x3.partition_indexes)
                if x3.unknown_tags:
                    _write_tags(out, [], x3.unknown_tags)
                else:
                    out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    out += _P0(o.require_stable)
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
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if x1.member_id is None:
            out.append(0)
        else:
            b3 = x1.member_id.encode()
            if len(b3) + 1 < 128:
                out.append(len(b3) + 1)
            else:
                out += _encode_uvarint(len(b3) + 1)
            out += b3
        out += _P1(x1.member_epoch)
        if x1.topics is None:
            out.append(0)
        else:
            if len(x1.topics) + 1 < 128:
                out.append(len(x1.topics) + 1)
            else:
                out += _encode_uvarint(len(x1.topics) + 1)
            for x4 in x1.topics:
                b5 = x4.name.encode()
                if len(b5) + 1 < 128:
                    out.append(len(b5) + 1)
                else:
                    out += _encode_uvarint(len(b5) + 1)
                out += b5
                if len(x4.partition_indexes) + 1 < 128:
                    out.append(len(x4.partition_indexes) + 1)
                else:
                    out += _encode_uvarint(len(x4.partition_indexes) + 1)
                out += _array('i', len(x4.partition_indexes)).pack(*x4.partition_indexes)
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    out += _P0(o.require_stable)
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
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if x1.member_id is None:
            out.append(0)
        else:
            b3 = x1.member_id.encode()
            if len(b3) + 1 < 128:
                out.append(len(b3) + 1)
            else:
                out += _encode_uvarint(len(b3) + 1)
            out += b3
        out += _P1(x1.member_epoch)
        if x1.topics is None:
            out.append(0)
        else:
            if len(x1.topics) + 1 < 128:
                out.append(len(x1.topics) + 1)
            else:
                out += _encode_uvarint(len(x1.topics) + 1)
            for x4 in x1.topics:
                out += _P2(_uuid_bytes(x4.topic_id))
                if len(x4.partition_indexes) + 1 < 128:
                    out.append(len(x4.partition_indexes) + 1)
                else:
                    out += _encode_uvarint(len(x4.partition_indexes) + 1)
                out += _array('i', len(x4.partition_indexes)).pack(*x4.partition_indexes)
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    out += _P0(o.require_stable)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_OffsetFetchResponse_v0(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        ap6 = f_topics_3.append
        for _ in range(n5):
            n10 = _uh(buf, pos)[0]
            pos += 2
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_name_8 = buf[pos:e11].decode()
                pos = e11
            n12 = _ui(buf, pos)[0]
            pos += 4
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 16 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap13 = f_partitions_9.append
                for _ in range(n12):
                    f_partition_index_15, f_committed_offset_16 = _S3(buf, pos)
                    pos += 12
                    n20 = _uh(buf, pos)[0]
                    pos += 2
                    if n20 == -1:
                        f_metadata_18 = None
                    elif n20 < 0:
                        raise _negative(pos)
                    else:
                        e21 = pos + n20
                        if e21 > end:
                            raise _short(pos)
                        f_metadata_18 = buf[pos:e21].decode()
                        pos = e21
                    f_error_code_19 = _S4(buf, pos)[0]
                    pos += 2
                    x14 = OffsetFetchResponsePartition(f_partition_index_15, f_committed_offset_16, -1, f_metadata_18, f_error_code_19, None)
                    ap13(x14)
            x7 = OffsetFetchResponseTopic(f_name_8, f_partitions_9, None)
            ap6(x7)
    o = OffsetFetchResponse(0, [], f_topics_3, 0, None)
    return o, pos


def _d_OffsetFetchResponse_v2(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        ap6 = f_topics_3.append
        for _ in range(n5):
            n10 = _uh(buf, pos)[0]
            pos += 2
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_name_8 = buf[pos:e11].decode()
                pos = e11
            n12 = _ui(buf, pos)[0]
            pos += 4
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 16 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap13 = f_partitions_9.append
                for _ in range(n12):
                    f_partition_index_15, f_committed_offset_16 = _S3(buf, pos)
                    pos += 12
                    n20 = _uh(buf, pos)[0]
                    pos += 2
                    if n20 == -1:
                        f_metadata_18 = None
                    elif n20 < 0:
                        raise _negative(pos)
                    else:
                        e21 = pos + n20
                        if e21 > end:
                            raise _short(pos)
                        f_metadata_18 = buf[pos:e21].decode()
                        pos = e21
                    f_error_code_19 = _S4(buf, pos)[0]
                    pos += 2
                    x14 = OffsetFetchResponsePartition(f_partition_index_15, f_committed_offset_16, -1, f_metadata_18, f_error_code_19, None)
                    ap13(x14)
            x7 = OffsetFetchResponseTopic(f_name_8, f_partitions_9, None)
            ap6(x7)
    f_error_code_4 = _S4(buf, pos)[0]
    pos += 2
    o = OffsetFetchResponse(0, [], f_topics_3, f_error_code_4, None)
    return o, pos


def _d_OffsetFetchResponse_v3(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms_1 = _S1(buf, pos)[0]
    pos += 4
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        ap6 = f_topics_3.append
        for _ in range(n5):
            n10 = _uh(buf, pos)[0]
            pos += 2
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_name_8 = buf[pos:e11].decode()
                pos = e11
            n12 = _ui(buf, pos)[0]
            pos += 4
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 16 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap13 = f_partitions_9.append
                for _ in range(n12):
                    f_partition_index_15, f_committed_offset_16 = _S3(buf, pos)
                    pos += 12
                    n20 = _uh(buf, pos)[0]
                    pos += 2
                    if n20 == -1:
                        f_metadata_18 = None
                    elif n20 < 0:
                        raise _negative(pos)
                    else:
                        e21 = pos + n20
                        if e21 > end:
                            raise _short(pos)
                        f_metadata_18 = buf[pos:e21].decode()
                        pos = e21
                    f_error_code_19 = _S4(buf, pos)[0]
                    pos += 2
                    x14 = OffsetFetchResponsePartition(f_partition_index_15, f_committed_offset_16, -1, f_metadata_18, f_error_code_19, None)
                    ap13(x14)
            x7 = OffsetFetchResponseTopic(f_name_8, f_partitions_9, None)
            ap6(x7)
    f_error_code_4 = _S4(buf, pos)[0]
    pos += 2
    o = OffsetFetchResponse(f_throttle_time_ms_1, [], f_topics_3, f_error_code_4, None)
    return o, pos


def _d_OffsetFetchResponse_v5(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms_1 = _S1(buf, pos)[0]
    pos += 4
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        ap6 = f_topics_3.append
        for _ in range(n5):
            n10 = _uh(buf, pos)[0]
            pos += 2
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_name_8 = buf[pos:e11].decode()
                pos = e11
            n12 = _ui(buf, pos)[0]
            pos += 4
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 20 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap13 = f_partitions_9.append
                for _ in range(n12):
                    f_partition_index_15, f_committed_offset_16, f_committed_leader_epoch_17 = _S5(buf, pos)
                    pos += 16
                    n20 = _uh(buf, pos)[0]
                    pos += 2
                    if n20 == -1:
                        f_metadata_18 = None
                    elif n20 < 0:
                        raise _negative(pos)
                    else:
                        e21 = pos + n20
                        if e21 > end:
                            raise _short(pos)
                        f_metadata_18 = buf[pos:e21].decode()
                        pos = e21
                    f_error_code_19 = _S4(buf, pos)[0]
                    pos += 2
                    x14 = OffsetFetchResponsePartition(f_partition_index_15, f_committed_offset_16, f_committed_leader_epoch_17, f_metadata_18, f_error_code_19, None)
                    ap13(x14)
            x7 = OffsetFetchResponseTopic(f_name_8, f_partitions_9, None)
            ap6(x7)
    f_error_code_4 = _S4(buf, pos)[0]
    pos += 2
    o = OffsetFetchResponse(f_throttle_time_ms_1, [], f_topics_3, f_error_code_4, None)
    return o, pos


def _d_OffsetFetchResponse_v6(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms_1 = _S1(buf, pos)[0]
    pos += 4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        ap6 = f_topics_3.append
        for _ in range(n5):
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
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_name_8 = buf[pos:e11].decode()
                pos = e11
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 20 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap13 = f_partitions_9.append
                for _ in range(n12):
                    f_partition_index_15, f_committed_offset_16, f_committed_leader_epoch_17 = _S5(buf, pos)
                    pos += 16
                    n20 = buf[pos]
                    if n20 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n20 = (n20 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n20, pos = _uvarint(buf, pos)
                    n20 -= 1
                    if n20 == -1:
                        f_metadata_18 = None
                    elif n20 < 0:
                        raise _negative(pos)
                    else:
                        e21 = pos + n20
                        if e21 > end:
                            raise _short(pos)
                        f_metadata_18 = buf[pos:e21].decode()
                        pos = e21
                    f_error_code_19 = _S4(buf, pos)[0]
                    pos += 2
                    nt22 = buf[pos]
                    if nt22 < 128:
                        pos += 1
                    else:
                        nt22, pos = _uvarint(buf, pos)
                    u23 = None
                    if nt22:
                        last24 = -1
                        for _ in range(nt22):
                            tg25 = buf[pos]
                            if tg25 < 128:
                                pos += 1
                            else:
                                tg25, pos = _uvarint(buf, pos)
                            sz26 = buf[pos]
                            if sz26 < 128:
                                pos += 1
                            else:
                                sz26, pos = _uvarint(buf, pos)
                            te27 = pos + sz26
                            if te27 > end:
                                raise _short(pos)
                            if tg25 <= last24:
                                raise _tag_order(pos)
                            last24 = tg25
                            if u23 is None:
                                u23 = {}
                            u23[tg25] = buf[pos:te27]
                            pos = te27
                    x14 = OffsetFetchResponsePartition(f_partition_index_15, f_committed_offset_16, f_committed_leader_epoch_17, f_metadata_18, f_error_code_19, u23)
                    ap13(x14)
            nt28 = buf[pos]
            if nt28 < 128:
                pos += 1
            else:
                nt28, pos = _uvarint(buf, pos)
            u29 = None
            if nt28:
                last30 = -1
                for _ in range(nt28):
                    tg31 = buf[pos]
                    if tg31 < 128:
                        pos += 1
                    else:
                        tg31, pos = _uvarint(buf, pos)
                    sz32 = buf[pos]
                    if sz32 < 128:
                        pos += 1
                    else:
                        sz32, pos = _uvarint(buf, pos)
                    te33 = pos + sz32
                    if te33 > end:
                        raise _short(pos)
                    if tg31 <= last30:
                        raise _tag_order(pos)
                    last30 = tg31
                    if u29 is None:
                        u29 = {}
                    u29[tg31] = buf[pos:te33]
                    pos = te33
            x7 = OffsetFetchResponseTopic(f_name_8, f_partitions_9, u29)
            ap6(x7)
    f_error_code_4 = _S4(buf, pos)[0]
    pos += 2
    nt34 = buf[pos]
    if nt34 < 128:
        pos += 1
    else:
        nt34, pos = _uvarint(buf, pos)
    u35 = None
    if nt34:
        last36 = -1
        for _ in range(nt34):
            tg37 = buf[pos]
            if tg37 < 128:
                pos += 1
            else:
                tg37, pos = _uvarint(buf, pos)
            sz38 = buf[pos]
            if sz38 < 128:
                pos += 1
            else:
                sz38, pos = _uvarint(buf, pos)
            te39 = pos + sz38
            if te39 > end:
                raise _short(pos)
            if tg37 <= last36:
                raise _tag_order(pos)
            last36 = tg37
            if u35 is None:
                u35 = {}
            u35[tg37] = buf[pos:te39]
            pos = te39
    o = OffsetFetchResponse(f_throttle_time_ms_1, [], f_topics_3, f_error_code_4, u35)
    return o, pos


def _d_OffsetFetchResponse_v8(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms_1 = _S1(buf, pos)[0]
    pos += 4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 5 > end - pos:
            raise _short(pos)
        f_groups_2 = []
        ap6 = f_groups_2.append
        for _ in range(n5):
            n11 = buf[pos]
            if n11 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n11 = (n11 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n11, pos = _uvarint(buf, pos)
            n11 -= 1
            if n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                f_group_id_8 = buf[pos:e12].decode()
                pos = e12
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
                if n13 * 3 > end - pos:
                    raise _short(pos)
                f_topics_9 = []
                ap14 = f_topics_9.append
                for _ in range(n13):
                    n19 = buf[pos]
                    if n19 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n19 = (n19 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n19, pos = _uvarint(buf, pos)
                    n19 -= 1
                    if n19 < 0:
                        raise _negative(pos)
                    else:
                        e20 = pos + n19
                        if e20 > end:
                            raise _short(pos)
                        f_name_17 = buf[pos:e20].decode()
                        pos = e20
                    n21 = buf[pos]
                    if n21 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n21 = (n21 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n21, pos = _uvarint(buf, pos)
                    n21 -= 1
                    if n21 < 0:
                        raise _negative(pos)
                    else:
                        if n21 * 20 > end - pos:
                            raise _short(pos)
                        f_partitions_18 = []
                        ap22 = f_partitions_18.append
                        for _ in range(n21):
                            f_partition_index_24, f_committed_offset_25, f_committed_leader_epoch_26 = _S5(buf, pos)
                            pos += 16
                            n29 = buf[pos]
                            if n29 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n29 = (n29 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n29, pos = _uvarint(buf, pos)
                            n29 -= 1
                            if n29 == -1:
                                f_metadata_27 = None
                            elif n29 < 0:
                                raise _negative(pos)
                            else:
                                e30 = pos + n29
                                if e30 > end:
                                    raise _short(pos)
                                f_metadata_27 = buf[pos:e30].decode()
                                pos = e30
                            f_error_code_28 = _S4(buf, pos)[0]
                            pos += 2
                            nt31 = buf[pos]
                            if nt31 < 128:
                                pos += 1
                            else:
                                nt31, pos = _uvarint(buf, pos)
                            u32 = None
                            if nt31:
                                last33 = -1
                                for _ in range(nt31):
                                    tg34 = buf[pos]
                                    if tg34 < 128:
                                        pos += 1
                                    else:
                                        tg34, pos = _uvarint(buf, pos)
                                    sz35 = buf[pos]
                                    if sz35 < 128:
                                        pos += 1
                                    else:
                                        sz35, pos = _uvarint(buf, pos)
                                    te36 = pos + sz35
                                    if te36 > end:
                                        raise _short(pos)
                                    if tg34 <= last33:
                                        raise _tag_order(pos)
                                    last33 = tg34
                                    if u32 is None:
                                        u32 = {}
                                    u32[tg34] = buf[pos:te36]
                                    pos = te36
                            x23 = OffsetFetchResponsePartitions(f_partition_index_24, f_committed_offset_25, f_committed_leader_epoch_26, f_metadata_27, f_error_code_28, u32)
                            ap22(x23)
                    nt37 = buf[pos]
                    if nt37 < 128:
                        pos += 1
                    else:
                        nt37, pos = _uvarint(buf, pos)
                    u38 = None
                    if nt37:
                        last39 = -1
                        for _ in range(nt37):
                            tg40 = buf[pos]
                            if tg40 < 128:
                                pos += 1
                            else:
                                tg40, pos = _uvarint(buf, pos)
                            sz41 = buf[pos]
                            if sz41 < 128:
                                pos += 1
                            else:
                                sz41, pos = _uvarint(buf, pos)
                            te42 = pos + sz41
                            if te42 > end:
                                raise _short(pos)
                            if tg40 <= last39:
                                raise _tag_order(pos)
                            last39 = tg40
                            if u38 is None:
                                u38 = {}
                            u38[tg40] = buf[pos:te42]
                            pos = te42
                    x15 = OffsetFetchResponseTopics(ZERO_UUID, f_name_17, f_partitions_18, u38)
                    ap14(x15)
            f_error_code_10 = _S4(buf, pos)[0]
            pos += 2
            nt43 = buf[pos]
            if nt43 < 128:
                pos += 1
            else:
                nt43, pos = _uvarint(buf, pos)
            u44 = None
            if nt43:
                last45 = -1
                for _ in range(nt43):
                    tg46 = buf[pos]
                    if tg46 < 128:
                        pos += 1
                    else:
                        tg46, pos = _uvarint(buf, pos)
                    sz47 = buf[pos]
                    if sz47 < 128:
                        pos += 1
                    else:
                        sz47, pos = _uvarint(buf, pos)
                    te48 = pos + sz47
                    if te48 > end:
                        raise _short(pos)
                    if tg46 <= last45:
                        raise _tag_order(pos)
                    last45 = tg46
                    if u44 is None:
                        u44 = {}
                    u44[tg46] = buf[pos:te48]
                    pos = te48
            x7 = OffsetFetchResponseGroup(f_group_id_8, f_topics_9, f_error_code_10, u44)
            ap6(x7)
    nt49 = buf[pos]
    if nt49 < 128:
        pos += 1
    else:
        nt49, pos = _uvarint(buf, pos)
    u50 = None
    if nt49:
        last51 = -1
        for _ in range(nt49):
            tg52 = buf[pos]
            if tg52 < 128:
                pos += 1
            else:
                tg52, pos = _uvarint(buf, pos)
            sz53 = buf[pos]
            if sz53 < 128:
                pos += 1
            else:
                sz53, pos = _uvarint(buf, pos)
            te54 = pos + sz53
            if te54 > end:
                raise _short(pos)
            if tg52 <= last51:
                raise _tag_order(pos)
            last51 = tg52
            if u50 is None:
                u50 = {}
            u50[tg52] = buf[pos:te54]
            pos = te54
    o = OffsetFetchResponse(f_throttle_time_ms_1, f_groups_2, [], 0, u50)
    return o, pos


def _d_OffsetFetchResponse_v10(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms_1 = _S1(buf, pos)[0]
    pos += 4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 5 > end - pos:
            raise _short(pos)
        f_groups_2 = []
        ap6 = f_groups_2.append
        for _ in range(n5):
            n11 = buf[pos]
            if n11 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n11 = (n11 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n11, pos = _uvarint(buf, pos)
            n11 -= 1
            if n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                f_group_id_8 = buf[pos:e12].decode()
                pos = e12
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
                if n13 * 18 > end - pos:
                    raise _short(pos)
                f_topics_9 = []
                ap14 = f_topics_9.append
                for _ in range(n13):
                    f_topic_id_16 = _S2(buf, pos)[0]
                    pos += 16
                    f_topic_id_16 = _make_uuid(f_topic_id_16)
                    n19 = buf[pos]
                    if n19 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n19 = (n19 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n19, pos = _uvarint(buf, pos)
                    n19 -= 1
                    if n19 < 0:
                        raise _negative(pos)
                    else:
                        if n19 * 20 > end - pos:
                            raise _short(pos)
                        f_partitions_18 = []
                        ap20 = f_partitions_18.append
                        for _ in range(n19):
                            f_partition_index_22, f_committed_offset_23, f_committed_leader_epoch_24 = _S5(buf, pos)
                            pos += 16
                            n27 = buf[pos]
                            if n27 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n27 = (n27 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n27, pos = _uvarint(buf, pos)
                            n27 -= 1
                            if n27 == -1:
                                f_metadata_25 = None
                            elif n27 < 0:
                                raise _negative(pos)
                            else:
                                e28 = pos + n27
                                if e28 > end:
                                    raise _short(pos)
                                f_metadata_25 = buf[pos:e28].decode()
                                pos = e28
                            f_error_code_26 = _S4(buf, pos)[0]
                            pos += 2
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
                            x21 = OffsetFetchResponsePartitions(f_partition_index_22, f_committed_offset_23, f_committed_leader_epoch_24, f_metadata_25, f_error_code_26, u30)
                            ap20(x21)
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
                    x15 = OffsetFetchResponseTopics(f_topic_id_16, "", f_partitions_18, u36)
                    ap14(x15)
            f_error_code_10 = _S4(buf, pos)[0]
            pos += 2
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
            x7 = OffsetFetchResponseGroup(f_group_id_8, f_topics_9, f_error_code_10, u42)
            ap6(x7)
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
    o = OffsetFetchResponse(f_throttle_time_ms_1, f_groups_2, [], 0, u48)
    return o, pos


def _e_OffsetFetchResponse_v0(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchResponse', 'groups', 0)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P3(x3.partition_index, x3.committed_offset)
            if x3.metadata is None:
                out.extend(b'\xff\xff')
            else:
                b4 = x3.metadata.encode()
                out += _Ph(len(b4))
                out += b4
            out += _P4(x3.error_code)


def _e_OffsetFetchResponse_v1(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchResponse', 'groups', 1)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P3(x3.partition_index, x3.committed_offset)
            if x3.metadata is None:
                out.extend(b'\xff\xff')
            else:
                b4 = x3.metadata.encode()
                out += _Ph(len(b4))
                out += b4
            out += _P4(x3.error_code)


def _e_OffsetFetchResponse_v2(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchResponse', 'groups', 2)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P3(x3.partition_index, x3.committed_offset)
            if x3.metadata is None:
                out.extend(b'\xff\xff')
            else:
                b4 = x3.metadata.encode()
                out += _Ph(len(b4))
                out += b4
            out += _P4(x3.error_code)
    out += _P4(o.error_code)


def _e_OffsetFetchResponse_v3(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchResponse', 'groups', 3)
    out += _P1(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P3(x3.partition_index, x3.committed_offset)
            if x3.metadata is None:
                out.extend(b'\xff\xff')
            else:
                b4 = x3.metadata.encode()
                out += _Ph(len(b4))
                out += b4
            out += _P4(x3.error_code)
    out += _P4(o.error_code)


def _e_OffsetFetchResponse_v4(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchResponse', 'groups', 4)
    out += _P1(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P3(x3.partition_index, x3.committed_offset)
            if x3.metadata is None:
                out.extend(b'\xff\xff')
            else:
                b4 = x3.metadata.encode()
                out += _Ph(len(b4))
                out += b4
            out += _P4(x3.error_code)
    out += _P4(o.error_code)


def _e_OffsetFetchResponse_v5(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchResponse', 'groups', 5)
    out += _P1(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P5(x3.partition_index, x3.committed_offset, x3.committed_leader_epoch)
            if x3.metadata is None:
                out.extend(b'\xff\xff')
            else:
                b4 = x3.metadata.encode()
                out += _Ph(len(b4))
                out += b4
            out += _P4(x3.error_code)
    out += _P4(o.error_code)


def _e_OffsetFetchResponse_v6(o: OffsetFetchResponse, out: bytearray) -> None:
    if o.groups:
        raise _absent('OffsetFetchResponse', 'groups', 6)
    out += _P1(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        b2 = x1.name.encode()
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
            out += _P5(x3.partition_index, x3.committed_offset, x3.committed_leader_epoch)
            if x3.metadata is None:
                out.append(0)
            else:
                b4 = x3.metadata.encode()
                if len(b4) + 1 < 128:
                    out.append(len(b4) + 1)
                else:
                    out += _encode_uvarint(len(b4) + 1)
                out += b4
            out += _P4(x3.error_code)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
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
        b2 = x1.name.encode()
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
            out += _P5(x3.partition_index, x3.committed_offset, x3.committed_leader_epoch)
            if x3.metadata is None:
                out.append(0)
            else:
                b4 = x3.metadata.encode()
                if len(b4) + 1 < 128:
                    out.append(len(b4) + 1)
                else:
                    out += _encode_uvarint(len(b4) + 1)
                out += b4
            out += _P4(x3.error_code)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
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
        b2 = x1.group_id.encode()
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
                out += _P5(x5.partition_index, x5.committed_offset, x5.committed_leader_epoch)
                if x5.metadata is None:
                    out.append(0)
                else:
                    b6 = x5.metadata.encode()
                    if len(b6) + 1 < 128:
                        out.append(len(b6) + 1)
                    else:
                        out += _encode_uvarint(len(b6) + 1)
                    out += b6
                out += _P4(x5.error_code)
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(0)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        out += _P4(x1.error_code)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
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
        b2 = x1.group_id.encode()
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
                out += _P5(x5.partition_index, x5.committed_offset, x5.committed_leader_epoch)
                if x5.metadata is None:
                    out.append(0)
                else:
                    b6 = x5.metadata.encode()
                    if len(b6) + 1 < 128:
                        out.append(len(b6) + 1)
                    else:
                        out += _encode_uvarint(len(b6) + 1)
                    out += b6
                out += _P4(x5.error_code)
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(0)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        out += _P4(x1.error_code)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
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
        b2 = x1.group_id.encode()
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
            out += _P2(_uuid_bytes(x3.topic_id))
            if len(x3.partitions) + 1 < 128:
                out.append(len(x3.partitions) + 1)
            else:
                out += _encode_uvarint(len(x3.partitions) + 1)
            for x4 in x3.partitions:
                out += _P5(x4.partition_index, x4.committed_offset, x4.committed_leader_epoch)
                if x4.metadata is None:
                    out.append(0)
                else:
                    b5 = x4.metadata.encode()
                    if len(b5) + 1 < 128:
                        out.append(len(b5) + 1)
                    else:
                        out += _encode_uvarint(len(b5) + 1)
                    out += b5
                out += _P4(x4.error_code)
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(0)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        out += _P4(x1.error_code)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


OffsetFetchRequest.DECODERS = (_d_OffsetFetchRequest_v0, _d_OffsetFetchRequest_v0, _d_OffsetFetchRequest_v2, _d_OffsetFetchRequest_v2, _d_OffsetFetchRequest_v2, _d_OffsetFetchRequest_v2, _d_OffsetFetchRequest_v6, _d_OffsetFetchRequest_v7, _d_OffsetFetchRequest_v8, _d_OffsetFetchRequest_v9, _d_OffsetFetchRequest_v10,)
OffsetFetchRequest.ENCODERS = (_e_OffsetFetchRequest_v0, _e_OffsetFetchRequest_v1, _e_OffsetFetchRequest_v2, _e_OffsetFetchRequest_v3, _e_OffsetFetchRequest_v4, _e_OffsetFetchRequest_v5, _e_OffsetFetchRequest_v6, _e_OffsetFetchRequest_v7, _e_OffsetFetchRequest_v8, _e_OffsetFetchRequest_v9, _e_OffsetFetchRequest_v10,)

OffsetFetchResponse.DECODERS = (_d_OffsetFetchResponse_v0, _d_OffsetFetchResponse_v0, _d_OffsetFetchResponse_v2, _d_OffsetFetchResponse_v3, _d_OffsetFetchResponse_v3, _d_OffsetFetchResponse_v5, _d_OffsetFetchResponse_v6, _d_OffsetFetchResponse_v6, _d_OffsetFetchResponse_v8, _d_OffsetFetchResponse_v8, _d_OffsetFetchResponse_v10,)
OffsetFetchResponse.ENCODERS = (_e_OffsetFetchResponse_v0, _e_OffsetFetchResponse_v1, _e_OffsetFetchResponse_v2, _e_OffsetFetchResponse_v3, _e_OffsetFetchResponse_v4, _e_OffsetFetchResponse_v5, _e_OffsetFetchResponse_v6, _e_OffsetFetchResponse_v7, _e_OffsetFetchResponse_v8, _e_OffsetFetchResponse_v9, _e_OffsetFetchResponse_v10,)
