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

__all__ = ['OffsetFetchRequest', 'OffsetFetchRequestGroup', 'OffsetFetchRequestTopic', 'OffsetFetchRequestTopics', 'OffsetFetchResponse', 'OffsetFetchResponseGroup', 'OffsetFetchResponsePartition', 'OffsetFetchResponsePartitions', 'OffsetFetchResponseTopic', 'OffsetFetchResponseTopics']

_S0 = _Struct('>?B').unpack_from
_P0 = _Struct('>?B').pack
_S1 = _Struct('>iB').unpack_from
_P1 = _Struct('>iB').pack
_S2 = _Struct('>16sB').unpack_from
_P2 = _Struct('>16sB').pack
_S3 = _Struct('>B').unpack_from
_P3 = _Struct('>B').pack
_S4 = _Struct('>i').unpack_from
_P4 = _Struct('>i').pack
_S5 = _Struct('>16s').unpack_from
_P5 = _Struct('>16s').pack
_S6 = _Struct('>iq').unpack_from
_P6 = _Struct('>iq').pack
_S7 = _Struct('>h').unpack_from
_P7 = _Struct('>h').pack
_S8 = _Struct('>iqi').unpack_from
_P8 = _Struct('>iqi').pack
_S9 = _Struct('>iBhB').unpack_from
_P9 = _Struct('>iBhB').pack
_S10 = _Struct('>iqiB').unpack_from
_P10 = _Struct('>iqiB').pack
_S11 = _Struct('>hB').unpack_from
_P11 = _Struct('>hB').pack


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


class OffsetFetchRequest(Request["OffsetFetchResponse"]):
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
    o = _new(OffsetFetchRequest)
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.group_id = buf[pos:e4].decode()
        pos = e4
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                x6 = _new(OffsetFetchRequestTopic)
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x6.name = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if not n10:
                        f_partition_indexes_7 = []
                    elif n10 < 33:
                        f_partition_indexes_7 = [*_i32s[n10](buf, pos)]
                        pos += n10 * 4
                    elif n10 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partition_indexes_7 = [*_array('i', n10).unpack_from(buf, pos)]
                        pos += n10 * 4
                x6.partition_indexes = f_partition_indexes_7
                x6.unknown_tags = None
                f_topics_2.append(x6)
    o.groups = []
    o.topics = f_topics_2
    o.require_stable = False
    o.unknown_tags = None
    return o, pos


def _d_OffsetFetchRequest_v2(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
    o = _new(OffsetFetchRequest)
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.group_id = buf[pos:e4].decode()
        pos = e4
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 == -1:
        f_topics_2 = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                x6 = _new(OffsetFetchRequestTopic)
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x6.name = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if not n10:
                        f_partition_indexes_7 = []
                    elif n10 < 33:
                        f_partition_indexes_7 = [*_i32s[n10](buf, pos)]
                        pos += n10 * 4
                    elif n10 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partition_indexes_7 = [*_array('i', n10).unpack_from(buf, pos)]
                        pos += n10 * 4
                x6.partition_indexes = f_partition_indexes_7
                x6.unknown_tags = None
                f_topics_2.append(x6)
    o.groups = []
    o.topics = f_topics_2
    o.require_stable = False
    o.unknown_tags = None
    return o, pos


def _d_OffsetFetchRequest_v6(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
    o = _new(OffsetFetchRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _string_uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.group_id = buf[pos:e4].decode()
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
        n5 -= 1
    elif buf[pos + 1] < 128:
        n5 = n5 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
        n5 -= 1
    if n5 == -1:
        f_topics_2 = None
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                x6 = _new(OffsetFetchRequestTopic)
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _string_uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x6.name = buf[pos:e9].decode()
                    pos = e9
                b10 = buf[pos]
                pos += 1
                if 1 < b10 < 34:
                    f_partition_indexes_7 = [*_i32c[b10](buf, pos)]
                    pos += b10 * 4 - 4
                elif b10 == 1:
                    f_partition_indexes_7 = []
                else:
                    pos -= 1
                    n11 = buf[pos]
                    if n11 < 128:
                        pos += 1
                        n11 -= 1
                    elif buf[pos + 1] < 128:
                        n11 = n11 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n11, pos = _uvarint(buf, pos)
                        n11 -= 1
                    if n11 < 0:
                        raise _negative(pos)
                    else:
                        if not n11:
                            f_partition_indexes_7 = []
                        elif n11 < 33:
                            f_partition_indexes_7 = [*_i32s[n11](buf, pos)]
                            pos += n11 * 4
                        elif n11 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partition_indexes_7 = [*_array('i', n11).unpack_from(buf, pos)]
                            pos += n11 * 4
                if buf[pos]:
                    u12, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u12 = None
                x6.partition_indexes = f_partition_indexes_7
                x6.unknown_tags = u12
                f_topics_2.append(x6)
    if buf[pos]:
        u13, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u13 = None
    o.groups = []
    o.topics = f_topics_2
    o.require_stable = False
    o.unknown_tags = u13
    return o, pos


def _d_OffsetFetchRequest_v7(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
    o = _new(OffsetFetchRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _string_uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.group_id = buf[pos:e4].decode()
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
        n5 -= 1
    elif buf[pos + 1] < 128:
        n5 = n5 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
        n5 -= 1
    if n5 == -1:
        f_topics_2 = None
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                x6 = _new(OffsetFetchRequestTopic)
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _string_uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x6.name = buf[pos:e9].decode()
                    pos = e9
                b10 = buf[pos]
                pos += 1
                if 1 < b10 < 34:
                    f_partition_indexes_7 = [*_i32c[b10](buf, pos)]
                    pos += b10 * 4 - 4
                elif b10 == 1:
                    f_partition_indexes_7 = []
                else:
                    pos -= 1
                    n11 = buf[pos]
                    if n11 < 128:
                        pos += 1
                        n11 -= 1
                    elif buf[pos + 1] < 128:
                        n11 = n11 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n11, pos = _uvarint(buf, pos)
                        n11 -= 1
                    if n11 < 0:
                        raise _negative(pos)
                    else:
                        if not n11:
                            f_partition_indexes_7 = []
                        elif n11 < 33:
                            f_partition_indexes_7 = [*_i32s[n11](buf, pos)]
                            pos += n11 * 4
                        elif n11 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partition_indexes_7 = [*_array('i', n11).unpack_from(buf, pos)]
                            pos += n11 * 4
                if buf[pos]:
                    u12, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u12 = None
                x6.partition_indexes = f_partition_indexes_7
                x6.unknown_tags = u12
                f_topics_2.append(x6)
    o.require_stable, pk13 = _S0(buf, pos)
    pos += 2
    if pk13:
        u14, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u14 = None
    o.groups = []
    o.topics = f_topics_2
    o.unknown_tags = u14
    return o, pos


def _d_OffsetFetchRequest_v8(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
    o = _new(OffsetFetchRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(OffsetFetchRequestGroup)
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
                    x4.group_id = buf[pos:e7].decode()
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
                if n8 == -1:
                    f_topics_5 = None
                else:
                    if n8 * 3 > end - pos:
                        raise _short(pos)
                    f_topics_5 = []
                    if n8:
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(OffsetFetchRequestTopics)
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
                                x9.name = buf[pos:e13].decode()
                                pos = e13
                            b14 = buf[pos]
                            pos += 1
                            if 1 < b14 < 34:
                                f_partition_indexes_11 = [*_i32c[b14](buf, pos)]
                                pos += b14 * 4 - 4
                            elif b14 == 1:
                                f_partition_indexes_11 = []
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
                                        f_partition_indexes_11 = []
                                    elif n15 < 33:
                                        f_partition_indexes_11 = [*_i32s[n15](buf, pos)]
                                        pos += n15 * 4
                                    elif n15 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_partition_indexes_11 = [*_array('i', n15).unpack_from(buf, pos)]
                                        pos += n15 * 4
                            if buf[pos]:
                                u16, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u16 = None
                            x9.topic_id = ZERO_UUID
                            x9.partition_indexes = f_partition_indexes_11
                            x9.unknown_tags = u16
                            f_topics_5.append(x9)
                if buf[pos]:
                    u17, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u17 = None
                x4.member_id = None
                x4.member_epoch = -1
                x4.topics = f_topics_5
                x4.unknown_tags = u17
                f_groups_1.append(x4)
    o.require_stable, pk18 = _S0(buf, pos)
    pos += 2
    if pk18:
        u19, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u19 = None
    o.groups = f_groups_1
    o.group_id = ""
    o.topics = []
    o.unknown_tags = u19
    return o, pos


def _d_OffsetFetchRequest_v9(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
    o = _new(OffsetFetchRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 8 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(OffsetFetchRequestGroup)
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
                    x4.group_id = buf[pos:e7].decode()
                    pos = e7
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _string_uvarint(buf, pos)
                    n8 -= 1
                if n8 == -1:
                    x4.member_id = None
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x4.member_id = buf[pos:e9].decode()
                    pos = e9
                x4.member_epoch, pk10 = _S1(buf, pos)
                pos += 5
                if pk10 < 128:
                    pk10 -= 1
                elif buf[pos] < 128:
                    pk10 = pk10 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk10, pos = _uvarint(buf, pos - 1)
                    pk10 -= 1
                if pk10 == -1:
                    f_topics_5 = None
                else:
                    if pk10 * 3 > end - pos:
                        raise _short(pos)
                    f_topics_5 = []
                    if pk10:
                        for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                            x11 = _new(OffsetFetchRequestTopics)
                            n14 = buf[pos]
                            if n14 < 128:
                                pos += 1
                                n14 -= 1
                            elif buf[pos + 1] < 128:
                                n14 = n14 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n14, pos = _string_uvarint(buf, pos)
                                n14 -= 1
                            if n14 < 0:
                                raise _negative(pos)
                            else:
                                e15 = pos + n14
                                if e15 > end:
                                    raise _short(pos)
                                x11.name = buf[pos:e15].decode()
                                pos = e15
                            b16 = buf[pos]
                            pos += 1
                            if 1 < b16 < 34:
                                f_partition_indexes_13 = [*_i32c[b16](buf, pos)]
                                pos += b16 * 4 - 4
                            elif b16 == 1:
                                f_partition_indexes_13 = []
                            else:
                                pos -= 1
                                n17 = buf[pos]
                                if n17 < 128:
                                    pos += 1
                                    n17 -= 1
                                elif buf[pos + 1] < 128:
                                    n17 = n17 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n17, pos = _uvarint(buf, pos)
                                    n17 -= 1
                                if n17 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n17:
                                        f_partition_indexes_13 = []
                                    elif n17 < 33:
                                        f_partition_indexes_13 = [*_i32s[n17](buf, pos)]
                                        pos += n17 * 4
                                    elif n17 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_partition_indexes_13 = [*_array('i', n17).unpack_from(buf, pos)]
                                        pos += n17 * 4
                            if buf[pos]:
                                u18, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u18 = None
                            x11.topic_id = ZERO_UUID
                            x11.partition_indexes = f_partition_indexes_13
                            x11.unknown_tags = u18
                            f_topics_5.append(x11)
                if buf[pos]:
                    u19, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u19 = None
                x4.topics = f_topics_5
                x4.unknown_tags = u19
                f_groups_1.append(x4)
    o.require_stable, pk20 = _S0(buf, pos)
    pos += 2
    if pk20:
        u21, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u21 = None
    o.groups = f_groups_1
    o.group_id = ""
    o.topics = []
    o.unknown_tags = u21
    return o, pos


def _d_OffsetFetchRequest_v10(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
    o = _new(OffsetFetchRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 8 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(OffsetFetchRequestGroup)
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
                    x4.group_id = buf[pos:e7].decode()
                    pos = e7
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _string_uvarint(buf, pos)
                    n8 -= 1
                if n8 == -1:
                    x4.member_id = None
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x4.member_id = buf[pos:e9].decode()
                    pos = e9
                x4.member_epoch, pk10 = _S1(buf, pos)
                pos += 5
                if pk10 < 128:
                    pk10 -= 1
                elif buf[pos] < 128:
                    pk10 = pk10 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk10, pos = _uvarint(buf, pos - 1)
                    pk10 -= 1
                if pk10 == -1:
                    f_topics_5 = None
                else:
                    if pk10 * 18 > end - pos:
                        raise _short(pos)
                    f_topics_5 = []
                    if pk10:
                        for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                            x11 = _new(OffsetFetchRequestTopics)
                            f_topic_id_12, pk14 = _S2(buf, pos)
                            pos += 17
                            f_topic_id_12 = _cached_uuid(f_topic_id_12) or _make_uuid(f_topic_id_12)
                            if 1 < pk14 < 34:
                                f_partition_indexes_13 = [*_i32c[pk14](buf, pos)]
                                pos += pk14 * 4 - 4
                            elif pk14 == 1:
                                f_partition_indexes_13 = []
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
                                        f_partition_indexes_13 = []
                                    elif n15 < 33:
                                        f_partition_indexes_13 = [*_i32s[n15](buf, pos)]
                                        pos += n15 * 4
                                    elif n15 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_partition_indexes_13 = [*_array('i', n15).unpack_from(buf, pos)]
                                        pos += n15 * 4
                            if buf[pos]:
                                u16, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u16 = None
                            x11.topic_id = f_topic_id_12
                            x11.name = ""
                            x11.partition_indexes = f_partition_indexes_13
                            x11.unknown_tags = u16
                            f_topics_5.append(x11)
                if buf[pos]:
                    u17, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u17 = None
                x4.topics = f_topics_5
                x4.unknown_tags = u17
                f_groups_1.append(x4)
    o.require_stable, pk18 = _S0(buf, pos)
    pos += 2
    if pk18:
        u19, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u19 = None
    o.groups = f_groups_1
    o.group_id = ""
    o.topics = []
    o.unknown_tags = u19
    return o, pos


def _e_OffsetFetchRequest_v0(o: OffsetFetchRequest, out: list[bytes]) -> None:
    if (o.groups is None or len(o.groups)):
        raise _absent('OffsetFetchRequest', 'groups', 0)
    if o.require_stable != False:
        raise _absent('OffsetFetchRequest', 'require_stable', 0)
    if o.unknown_tags:
        raise _untagged('OffsetFetchRequest', 0)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x2 in o.topics:
        if x2.unknown_tags:
            raise _untagged('OffsetFetchRequestTopic', 0)
        b3 = x2.name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        if type(x2.partition_indexes) is not list:
            _check_list(x2.partition_indexes)
        out.append(_Pi(len(x2.partition_indexes)))
        out.append(_array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes))


def _e_OffsetFetchRequest_v1(o: OffsetFetchRequest, out: list[bytes]) -> None:
    if (o.groups is None or len(o.groups)):
        raise _absent('OffsetFetchRequest', 'groups', 1)
    if o.require_stable != False:
        raise _absent('OffsetFetchRequest', 'require_stable', 1)
    if o.unknown_tags:
        raise _untagged('OffsetFetchRequest', 1)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x2 in o.topics:
        if x2.unknown_tags:
            raise _untagged('OffsetFetchRequestTopic', 1)
        b3 = x2.name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        if type(x2.partition_indexes) is not list:
            _check_list(x2.partition_indexes)
        out.append(_Pi(len(x2.partition_indexes)))
        out.append(_array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes))


def _e_OffsetFetchRequest_v2(o: OffsetFetchRequest, out: list[bytes]) -> None:
    if (o.groups is None or len(o.groups)):
        raise _absent('OffsetFetchRequest', 'groups', 2)
    if o.require_stable != False:
        raise _absent('OffsetFetchRequest', 'require_stable', 2)
    if o.unknown_tags:
        raise _untagged('OffsetFetchRequest', 2)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        out.append(_Pi(len(o.topics)))
        for x2 in o.topics:
            if x2.unknown_tags:
                raise _untagged('OffsetFetchRequestTopic', 2)
            b3 = x2.name.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
            if type(x2.partition_indexes) is not list:
                _check_list(x2.partition_indexes)
            out.append(_Pi(len(x2.partition_indexes)))
            out.append(_array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes))


def _e_OffsetFetchRequest_v3(o: OffsetFetchRequest, out: list[bytes]) -> None:
    if (o.groups is None or len(o.groups)):
        raise _absent('OffsetFetchRequest', 'groups', 3)
    if o.require_stable != False:
        raise _absent('OffsetFetchRequest', 'require_stable', 3)
    if o.unknown_tags:
        raise _untagged('OffsetFetchRequest', 3)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        out.append(_Pi(len(o.topics)))
        for x2 in o.topics:
            if x2.unknown_tags:
                raise _untagged('OffsetFetchRequestTopic', 3)
            b3 = x2.name.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
            if type(x2.partition_indexes) is not list:
                _check_list(x2.partition_indexes)
            out.append(_Pi(len(x2.partition_indexes)))
            out.append(_array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes))


def _e_OffsetFetchRequest_v4(o: OffsetFetchRequest, out: list[bytes]) -> None:
    if (o.groups is None or len(o.groups)):
        raise _absent('OffsetFetchRequest', 'groups', 4)
    if o.require_stable != False:
        raise _absent('OffsetFetchRequest', 'require_stable', 4)
    if o.unknown_tags:
        raise _untagged('OffsetFetchRequest', 4)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        out.append(_Pi(len(o.topics)))
        for x2 in o.topics:
            if x2.unknown_tags:
                raise _untagged('OffsetFetchRequestTopic', 4)
            b3 = x2.name.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
            if type(x2.partition_indexes) is not list:
                _check_list(x2.partition_indexes)
            out.append(_Pi(len(x2.partition_indexes)))
            out.append(_array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes))


def _e_OffsetFetchRequest_v5(o: OffsetFetchRequest, out: list[bytes]) -> None:
    if (o.groups is None or len(o.groups)):
        raise _absent('OffsetFetchRequest', 'groups', 5)
    if o.require_stable != False:
        raise _absent('OffsetFetchRequest', 'require_stable', 5)
    if o.unknown_tags:
        raise _untagged('OffsetFetchRequest', 5)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        out.append(_Pi(len(o.topics)))
        for x2 in o.topics:
            if x2.unknown_tags:
                raise _untagged('OffsetFetchRequestTopic', 5)
            b3 = x2.name.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
            if type(x2.partition_indexes) is not list:
                _check_list(x2.partition_indexes)
            out.append(_Pi(len(x2.partition_indexes)))
            out.append(_array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes))


def _e_OffsetFetchRequest_v6(o: OffsetFetchRequest, out: list[bytes]) -> None:
    if (o.groups is None or len(o.groups)):
        raise _absent('OffsetFetchRequest', 'groups', 6)
    if o.require_stable != False:
        raise _absent('OffsetFetchRequest', 'require_stable', 6)
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    if o.topics is None:
        out.append(b'\x00')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        if len(o.topics) + 1 < 128:
            out.append(_B1[len(o.topics) + 1])
        else:
            out.append(_encode_uvarint(len(o.topics) + 1))
        for x2 in o.topics:
            b3 = x2.name.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
            if type(x2.partition_indexes) is not list:
                _check_list(x2.partition_indexes)
            if len(x2.partition_indexes) + 1 < 128:
                out.append(_B1[len(x2.partition_indexes) + 1])
            else:
                out.append(_encode_uvarint(len(x2.partition_indexes) + 1))
            out.append(_array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes))
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_OffsetFetchRequest_v7(o: OffsetFetchRequest, out: list[bytes]) -> None:
    if (o.groups is None or len(o.groups)):
        raise _absent('OffsetFetchRequest', 'groups', 7)
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    if o.topics is None:
        out.append(b'\x00')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        if len(o.topics) + 1 < 128:
            out.append(_B1[len(o.topics) + 1])
        else:
            out.append(_encode_uvarint(len(o.topics) + 1))
        for x2 in o.topics:
            b3 = x2.name.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
            if type(x2.partition_indexes) is not list:
                _check_list(x2.partition_indexes)
            if len(x2.partition_indexes) + 1 < 128:
                out.append(_B1[len(x2.partition_indexes) + 1])
            else:
                out.append(_encode_uvarint(len(x2.partition_indexes) + 1))
            out.append(_array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes))
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(b'\x00')
    out.append(_P3(_BOOL[o.require_stable]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_OffsetFetchRequest_v8(o: OffsetFetchRequest, out: list[bytes]) -> None:
    if o.group_id != "":
        raise _absent('OffsetFetchRequest', 'group_id', 8)
    if (o.topics is None or len(o.topics)):
        raise _absent('OffsetFetchRequest', 'topics', 8)
    if type(o.groups) is not list:
        _check_list(o.groups)
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if x1.topics is None:
            out.append(b'\x00')
        else:
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
                if type(x3.partition_indexes) is not list:
                    _check_list(x3.partition_indexes)
                if len(x3.partition_indexes) + 1 < 128:
                    out.append(_B1[len(x3.partition_indexes) + 1])
                else:
                    out.append(_encode_uvarint(len(x3.partition_indexes) + 1))
                out.append(_array('i', len(x3.partition_indexes)).pack(*x3.partition_indexes))
                if x3.unknown_tags:
                    _write_tags(out, [], x3.unknown_tags)
                else:
                    out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P3(_BOOL[o.require_stable]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_OffsetFetchRequest_v9(o: OffsetFetchRequest, out: list[bytes]) -> None:
    if o.group_id != "":
        raise _absent('OffsetFetchRequest', 'group_id', 9)
    if (o.topics is None or len(o.topics)):
        raise _absent('OffsetFetchRequest', 'topics', 9)
    if type(o.groups) is not list:
        _check_list(o.groups)
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if x1.member_id is None:
            out.append(b'\x00')
        else:
            b3 = x1.member_id.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
        out.append(_P4(x1.member_epoch))
        if x1.topics is None:
            out.append(b'\x00')
        else:
            if type(x1.topics) is not list:
                _check_list(x1.topics)
            if len(x1.topics) + 1 < 128:
                out.append(_B1[len(x1.topics) + 1])
            else:
                out.append(_encode_uvarint(len(x1.topics) + 1))
            for x4 in x1.topics:
                b5 = x4.name.encode()
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_string_length(len(b5) + 1))
                out.append(b5)
                if type(x4.partition_indexes) is not list:
                    _check_list(x4.partition_indexes)
                if len(x4.partition_indexes) + 1 < 128:
                    out.append(_B1[len(x4.partition_indexes) + 1])
                else:
                    out.append(_encode_uvarint(len(x4.partition_indexes) + 1))
                out.append(_array('i', len(x4.partition_indexes)).pack(*x4.partition_indexes))
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P3(_BOOL[o.require_stable]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_OffsetFetchRequest_v10(o: OffsetFetchRequest, out: list[bytes]) -> None:
    if o.group_id != "":
        raise _absent('OffsetFetchRequest', 'group_id', 10)
    if (o.topics is None or len(o.topics)):
        raise _absent('OffsetFetchRequest', 'topics', 10)
    if type(o.groups) is not list:
        _check_list(o.groups)
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if x1.member_id is None:
            out.append(b'\x00')
        else:
            b3 = x1.member_id.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
        out.append(_P4(x1.member_epoch))
        if x1.topics is None:
            out.append(b'\x00')
        else:
            if type(x1.topics) is not list:
                _check_list(x1.topics)
            if len(x1.topics) + 1 < 128:
                out.append(_B1[len(x1.topics) + 1])
            else:
                out.append(_encode_uvarint(len(x1.topics) + 1))
            for x4 in x1.topics:
                out.append(_P5(_uuid_bytes(x4.topic_id)))
                if type(x4.partition_indexes) is not list:
                    _check_list(x4.partition_indexes)
                if len(x4.partition_indexes) + 1 < 128:
                    out.append(_B1[len(x4.partition_indexes) + 1])
                else:
                    out.append(_encode_uvarint(len(x4.partition_indexes) + 1))
                out.append(_array('i', len(x4.partition_indexes)).pack(*x4.partition_indexes))
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P3(_BOOL[o.require_stable]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_OffsetFetchResponse_v0(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    o = _new(OffsetFetchResponse)
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(OffsetFetchResponseTopic)
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x4.name = buf[pos:e7].decode()
                    pos = e7
                n8 = _ui(buf, pos)[0]
                pos += 4
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 16 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(OffsetFetchResponsePartition)
                            x9.partition_index, x9.committed_offset = _S6(buf, pos)
                            pos += 12
                            n10 = _uh(buf, pos)[0]
                            pos += 2
                            if n10 == -1:
                                x9.metadata = None
                            elif n10 < 0:
                                raise _negative(pos)
                            else:
                                e11 = pos + n10
                                if e11 > end:
                                    raise _short(pos)
                                x9.metadata = buf[pos:e11].decode()
                                pos = e11
                            x9.error_code = _S7(buf, pos)[0]
                            pos += 2
                            x9.committed_leader_epoch = -1
                            x9.unknown_tags = None
                            f_partitions_5.append(x9)
                x4.partitions = f_partitions_5
                x4.unknown_tags = None
                f_topics_2.append(x4)
    o.throttle_time_ms = 0
    o.groups = []
    o.topics = f_topics_2
    o.error_code = 0
    o.unknown_tags = None
    return o, pos


def _d_OffsetFetchResponse_v2(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    o = _new(OffsetFetchResponse)
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(OffsetFetchResponseTopic)
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x4.name = buf[pos:e7].decode()
                    pos = e7
                n8 = _ui(buf, pos)[0]
                pos += 4
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 16 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(OffsetFetchResponsePartition)
                            x9.partition_index, x9.committed_offset = _S6(buf, pos)
                            pos += 12
                            n10 = _uh(buf, pos)[0]
                            pos += 2
                            if n10 == -1:
                                x9.metadata = None
                            elif n10 < 0:
                                raise _negative(pos)
                            else:
                                e11 = pos + n10
                                if e11 > end:
                                    raise _short(pos)
                                x9.metadata = buf[pos:e11].decode()
                                pos = e11
                            x9.error_code = _S7(buf, pos)[0]
                            pos += 2
                            x9.committed_leader_epoch = -1
                            x9.unknown_tags = None
                            f_partitions_5.append(x9)
                x4.partitions = f_partitions_5
                x4.unknown_tags = None
                f_topics_2.append(x4)
    o.error_code = _S7(buf, pos)[0]
    pos += 2
    o.throttle_time_ms = 0
    o.groups = []
    o.topics = f_topics_2
    o.unknown_tags = None
    return o, pos


def _d_OffsetFetchResponse_v3(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms = _S4(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(OffsetFetchResponseTopic)
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x4.name = buf[pos:e7].decode()
                    pos = e7
                n8 = _ui(buf, pos)[0]
                pos += 4
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 16 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(OffsetFetchResponsePartition)
                            x9.partition_index, x9.committed_offset = _S6(buf, pos)
                            pos += 12
                            n10 = _uh(buf, pos)[0]
                            pos += 2
                            if n10 == -1:
                                x9.metadata = None
                            elif n10 < 0:
                                raise _negative(pos)
                            else:
                                e11 = pos + n10
                                if e11 > end:
                                    raise _short(pos)
                                x9.metadata = buf[pos:e11].decode()
                                pos = e11
                            x9.error_code = _S7(buf, pos)[0]
                            pos += 2
                            x9.committed_leader_epoch = -1
                            x9.unknown_tags = None
                            f_partitions_5.append(x9)
                x4.partitions = f_partitions_5
                x4.unknown_tags = None
                f_topics_2.append(x4)
    o.error_code = _S7(buf, pos)[0]
    pos += 2
    o.groups = []
    o.topics = f_topics_2
    o.unknown_tags = None
    return o, pos


def _d_OffsetFetchResponse_v5(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms = _S4(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(OffsetFetchResponseTopic)
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x4.name = buf[pos:e7].decode()
                    pos = e7
                n8 = _ui(buf, pos)[0]
                pos += 4
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 20 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(OffsetFetchResponsePartition)
                            x9.partition_index, x9.committed_offset, x9.committed_leader_epoch = _S8(buf, pos)
                            pos += 16
                            n10 = _uh(buf, pos)[0]
                            pos += 2
                            if n10 == -1:
                                x9.metadata = None
                            elif n10 < 0:
                                raise _negative(pos)
                            else:
                                e11 = pos + n10
                                if e11 > end:
                                    raise _short(pos)
                                x9.metadata = buf[pos:e11].decode()
                                pos = e11
                            x9.error_code = _S7(buf, pos)[0]
                            pos += 2
                            x9.unknown_tags = None
                            f_partitions_5.append(x9)
                x4.partitions = f_partitions_5
                x4.unknown_tags = None
                f_topics_2.append(x4)
    o.error_code = _S7(buf, pos)[0]
    pos += 2
    o.groups = []
    o.topics = f_topics_2
    o.unknown_tags = None
    return o, pos


def _d_OffsetFetchResponse_v6(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, pk3, o.error_code, pk4 = _S9(buf, pos)
    if pk3 == 1:
        pos += 8
        f_topics_2 = []
    else:
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
            f_topics_2 = []
            if pk3:
                for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                    x5 = _new(OffsetFetchResponseTopic)
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
                        x5.name = buf[pos:e8].decode()
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
                        if n9 * 20 > end - pos:
                            raise _short(pos)
                        f_partitions_6 = []
                        if n9:
                            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                                x10 = _new(OffsetFetchResponsePartition)
                                x10.partition_index, x10.committed_offset, x10.committed_leader_epoch, pk11 = _S10(buf, pos)
                                pos += 17
                                if pk11 < 128:
                                    pk11 -= 1
                                elif buf[pos] < 128:
                                    pk11 = pk11 + buf[pos] * 128 - 129
                                    pos += 1
                                else:
                                    pk11, pos = _string_uvarint(buf, pos - 1)
                                    pk11 -= 1
                                if pk11 == -1:
                                    x10.metadata = None
                                else:
                                    e12 = pos + pk11
                                    if e12 > end:
                                        raise _short(pos)
                                    x10.metadata = buf[pos:e12].decode()
                                    pos = e12
                                x10.error_code, pk13 = _S11(buf, pos)
                                pos += 3
                                if pk13:
                                    u14, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u14 = None
                                x10.unknown_tags = u14
                                f_partitions_6.append(x10)
                    if buf[pos]:
                        u15, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u15 = None
                    x5.partitions = f_partitions_6
                    x5.unknown_tags = u15
                    f_topics_2.append(x5)
        o.error_code, pk4 = _S11(buf, pos)
        pos += 3
    if pk4:
        u16, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u16 = None
    o.groups = []
    o.topics = f_topics_2
    o.unknown_tags = u16
    return o, pos


def _d_OffsetFetchResponse_v8(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, pk3 = _S1(buf, pos)
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
        if pk3 * 5 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(OffsetFetchResponseGroup)
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
                    x4.group_id = buf[pos:e7].decode()
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
                            x9 = _new(OffsetFetchResponseTopics)
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
                                x9.name = buf[pos:e13].decode()
                                pos = e13
                            n14 = buf[pos]
                            if n14 < 128:
                                pos += 1
                                n14 -= 1
                            elif buf[pos + 1] < 128:
                                n14 = n14 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n14, pos = _uvarint(buf, pos)
                                n14 -= 1
                            if n14 < 0:
                                raise _negative(pos)
                            else:
                                if n14 * 20 > end - pos:
                                    raise _short(pos)
                                f_partitions_11 = []
                                if n14:
                                    for _ in (_ranges[n14] if n14 < 256 else range(n14)):
                                        x15 = _new(OffsetFetchResponsePartitions)
                                        x15.partition_index, x15.committed_offset, x15.committed_leader_epoch, pk16 = _S10(buf, pos)
                                        pos += 17
                                        if pk16 < 128:
                                            pk16 -= 1
                                        elif buf[pos] < 128:
                                            pk16 = pk16 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk16, pos = _string_uvarint(buf, pos - 1)
                                            pk16 -= 1
                                        if pk16 == -1:
                                            x15.metadata = None
                                        else:
                                            e17 = pos + pk16
                                            if e17 > end:
                                                raise _short(pos)
                                            x15.metadata = buf[pos:e17].decode()
                                            pos = e17
                                        x15.error_code, pk18 = _S11(buf, pos)
                                        pos += 3
                                        if pk18:
                                            u19, pos = _unknown_tags(buf, pos - 1, end)
                                        else:
                                            u19 = None
                                        x15.unknown_tags = u19
                                        f_partitions_11.append(x15)
                            if buf[pos]:
                                u20, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u20 = None
                            x9.topic_id = ZERO_UUID
                            x9.partitions = f_partitions_11
                            x9.unknown_tags = u20
                            f_topics_5.append(x9)
                x4.error_code, pk21 = _S11(buf, pos)
                pos += 3
                if pk21:
                    u22, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u22 = None
                x4.topics = f_topics_5
                x4.unknown_tags = u22
                f_groups_1.append(x4)
    if buf[pos]:
        u23, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u23 = None
    o.groups = f_groups_1
    o.topics = []
    o.error_code = 0
    o.unknown_tags = u23
    return o, pos


def _d_OffsetFetchResponse_v10(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms, pk3 = _S1(buf, pos)
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
        if pk3 * 5 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(OffsetFetchResponseGroup)
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
                    x4.group_id = buf[pos:e7].decode()
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
                    if n8 * 18 > end - pos:
                        raise _short(pos)
                    f_topics_5 = []
                    if n8:
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(OffsetFetchResponseTopics)
                            f_topic_id_10, pk12 = _S2(buf, pos)
                            pos += 17
                            f_topic_id_10 = _cached_uuid(f_topic_id_10) or _make_uuid(f_topic_id_10)
                            if pk12 < 128:
                                pk12 -= 1
                            elif buf[pos] < 128:
                                pk12 = pk12 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk12, pos = _uvarint(buf, pos - 1)
                                pk12 -= 1
                            if pk12 < 0:
                                raise _negative(pos)
                            else:
                                if pk12 * 20 > end - pos:
                                    raise _short(pos)
                                f_partitions_11 = []
                                if pk12:
                                    for _ in (_ranges[pk12] if pk12 < 256 else range(pk12)):
                                        x13 = _new(OffsetFetchResponsePartitions)
                                        x13.partition_index, x13.committed_offset, x13.committed_leader_epoch, pk14 = _S10(buf, pos)
                                        pos += 17
                                        if pk14 < 128:
                                            pk14 -= 1
                                        elif buf[pos] < 128:
                                            pk14 = pk14 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk14, pos = _string_uvarint(buf, pos - 1)
                                            pk14 -= 1
                                        if pk14 == -1:
                                            x13.metadata = None
                                        else:
                                            e15 = pos + pk14
                                            if e15 > end:
                                                raise _short(pos)
                                            x13.metadata = buf[pos:e15].decode()
                                            pos = e15
                                        x13.error_code, pk16 = _S11(buf, pos)
                                        pos += 3
                                        if pk16:
                                            u17, pos = _unknown_tags(buf, pos - 1, end)
                                        else:
                                            u17 = None
                                        x13.unknown_tags = u17
                                        f_partitions_11.append(x13)
                            if buf[pos]:
                                u18, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u18 = None
                            x9.topic_id = f_topic_id_10
                            x9.name = ""
                            x9.partitions = f_partitions_11
                            x9.unknown_tags = u18
                            f_topics_5.append(x9)
                x4.error_code, pk19 = _S11(buf, pos)
                pos += 3
                if pk19:
                    u20, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u20 = None
                x4.topics = f_topics_5
                x4.unknown_tags = u20
                f_groups_1.append(x4)
    if buf[pos]:
        u21, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u21 = None
    o.groups = f_groups_1
    o.topics = []
    o.error_code = 0
    o.unknown_tags = u21
    return o, pos


def _e_OffsetFetchResponse_v0(o: OffsetFetchResponse, out: list[bytes]) -> None:
    if (o.groups is None or len(o.groups)):
        raise _absent('OffsetFetchResponse', 'groups', 0)
    if o.unknown_tags:
        raise _untagged('OffsetFetchResponse', 0)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetFetchResponseTopic', 0)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetFetchResponsePartition', 0)
            out.append(_P6(x3.partition_index, x3.committed_offset))
            if x3.metadata is None:
                out.append(b'\xff\xff')
            else:
                b4 = x3.metadata.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)
            out.append(_P7(x3.error_code))


def _e_OffsetFetchResponse_v1(o: OffsetFetchResponse, out: list[bytes]) -> None:
    if (o.groups is None or len(o.groups)):
        raise _absent('OffsetFetchResponse', 'groups', 1)
    if o.unknown_tags:
        raise _untagged('OffsetFetchResponse', 1)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetFetchResponseTopic', 1)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetFetchResponsePartition', 1)
            out.append(_P6(x3.partition_index, x3.committed_offset))
            if x3.metadata is None:
                out.append(b'\xff\xff')
            else:
                b4 = x3.metadata.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)
            out.append(_P7(x3.error_code))


def _e_OffsetFetchResponse_v2(o: OffsetFetchResponse, out: list[bytes]) -> None:
    if (o.groups is None or len(o.groups)):
        raise _absent('OffsetFetchResponse', 'groups', 2)
    if o.unknown_tags:
        raise _untagged('OffsetFetchResponse', 2)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetFetchResponseTopic', 2)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetFetchResponsePartition', 2)
            out.append(_P6(x3.partition_index, x3.committed_offset))
            if x3.metadata is None:
                out.append(b'\xff\xff')
            else:
                b4 = x3.metadata.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)
            out.append(_P7(x3.error_code))
    out.append(_P7(o.error_code))


def _e_OffsetFetchResponse_v3(o: OffsetFetchResponse, out: list[bytes]) -> None:
    if (o.groups is None or len(o.groups)):
        raise _absent('OffsetFetchResponse', 'groups', 3)
    if o.unknown_tags:
        raise _untagged('OffsetFetchResponse', 3)
    out.append(_P4(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetFetchResponseTopic', 3)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetFetchResponsePartition', 3)
            out.append(_P6(x3.partition_index, x3.committed_offset))
            if x3.metadata is None:
                out.append(b'\xff\xff')
            else:
                b4 = x3.metadata.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)
            out.append(_P7(x3.error_code))
    out.append(_P7(o.error_code))


def _e_OffsetFetchResponse_v4(o: OffsetFetchResponse, out: list[bytes]) -> None:
    if (o.groups is None or len(o.groups)):
        raise _absent('OffsetFetchResponse', 'groups', 4)
    if o.unknown_tags:
        raise _untagged('OffsetFetchResponse', 4)
    out.append(_P4(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetFetchResponseTopic', 4)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetFetchResponsePartition', 4)
            out.append(_P6(x3.partition_index, x3.committed_offset))
            if x3.metadata is None:
                out.append(b'\xff\xff')
            else:
                b4 = x3.metadata.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)
            out.append(_P7(x3.error_code))
    out.append(_P7(o.error_code))


def _e_OffsetFetchResponse_v5(o: OffsetFetchResponse, out: list[bytes]) -> None:
    if (o.groups is None or len(o.groups)):
        raise _absent('OffsetFetchResponse', 'groups', 5)
    if o.unknown_tags:
        raise _untagged('OffsetFetchResponse', 5)
    out.append(_P4(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetFetchResponseTopic', 5)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetFetchResponsePartition', 5)
            out.append(_P8(x3.partition_index, x3.committed_offset, x3.committed_leader_epoch))
            if x3.metadata is None:
                out.append(b'\xff\xff')
            else:
                b4 = x3.metadata.encode()
                out.append(_Ph(len(b4)))
                out.append(b4)
            out.append(_P7(x3.error_code))
    out.append(_P7(o.error_code))


def _e_OffsetFetchResponse_v6(o: OffsetFetchResponse, out: list[bytes]) -> None:
    if (o.groups is None or len(o.groups)):
        raise _absent('OffsetFetchResponse', 'groups', 6)
    out.append(_P4(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.name.encode()
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
            out.append(_P8(x3.partition_index, x3.committed_offset, x3.committed_leader_epoch))
            if x3.metadata is None:
                out.append(b'\x00')
            else:
                b4 = x3.metadata.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_string_length(len(b4) + 1))
                out.append(b4)
            out.append(_P7(x3.error_code))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P7(o.error_code))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_OffsetFetchResponse_v7(o: OffsetFetchResponse, out: list[bytes]) -> None:
    if (o.groups is None or len(o.groups)):
        raise _absent('OffsetFetchResponse', 'groups', 7)
    out.append(_P4(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.name.encode()
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
            out.append(_P8(x3.partition_index, x3.committed_offset, x3.committed_leader_epoch))
            if x3.metadata is None:
                out.append(b'\x00')
            else:
                b4 = x3.metadata.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_string_length(len(b4) + 1))
                out.append(b4)
            out.append(_P7(x3.error_code))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P7(o.error_code))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_OffsetFetchResponse_v8(o: OffsetFetchResponse, out: list[bytes]) -> None:
    if (o.topics is None or len(o.topics)):
        raise _absent('OffsetFetchResponse', 'topics', 8)
    out.append(_P4(o.throttle_time_ms))
    if type(o.groups) is not list:
        _check_list(o.groups)
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        b2 = x1.group_id.encode()
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
            for x5 in x3.partitions:
                out.append(_P8(x5.partition_index, x5.committed_offset, x5.committed_leader_epoch))
                if x5.metadata is None:
                    out.append(b'\x00')
                else:
                    b6 = x5.metadata.encode()
                    if len(b6) + 1 < 128:
                        out.append(_B1[len(b6) + 1])
                    else:
                        out.append(_string_length(len(b6) + 1))
                    out.append(b6)
                out.append(_P7(x5.error_code))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P7(x1.error_code))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_OffsetFetchResponse_v9(o: OffsetFetchResponse, out: list[bytes]) -> None:
    if (o.topics is None or len(o.topics)):
        raise _absent('OffsetFetchResponse', 'topics', 9)
    out.append(_P4(o.throttle_time_ms))
    if type(o.groups) is not list:
        _check_list(o.groups)
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        b2 = x1.group_id.encode()
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
            for x5 in x3.partitions:
                out.append(_P8(x5.partition_index, x5.committed_offset, x5.committed_leader_epoch))
                if x5.metadata is None:
                    out.append(b'\x00')
                else:
                    b6 = x5.metadata.encode()
                    if len(b6) + 1 < 128:
                        out.append(_B1[len(b6) + 1])
                    else:
                        out.append(_string_length(len(b6) + 1))
                    out.append(b6)
                out.append(_P7(x5.error_code))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P7(x1.error_code))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_OffsetFetchResponse_v10(o: OffsetFetchResponse, out: list[bytes]) -> None:
    if (o.topics is None or len(o.topics)):
        raise _absent('OffsetFetchResponse', 'topics', 10)
    out.append(_P4(o.throttle_time_ms))
    if type(o.groups) is not list:
        _check_list(o.groups)
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        b2 = x1.group_id.encode()
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
            out.append(_P5(_uuid_bytes(x3.topic_id)))
            if type(x3.partitions) is not list:
                _check_list(x3.partitions)
            if len(x3.partitions) + 1 < 128:
                out.append(_B1[len(x3.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x3.partitions) + 1))
            for x4 in x3.partitions:
                out.append(_P8(x4.partition_index, x4.committed_offset, x4.committed_leader_epoch))
                if x4.metadata is None:
                    out.append(b'\x00')
                else:
                    b5 = x4.metadata.encode()
                    if len(b5) + 1 < 128:
                        out.append(_B1[len(b5) + 1])
                    else:
                        out.append(_string_length(len(b5) + 1))
                    out.append(b5)
                out.append(_P7(x4.error_code))
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P7(x1.error_code))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


OffsetFetchRequest.DECODERS = {0: _d_OffsetFetchRequest_v0, 1: _d_OffsetFetchRequest_v0, 2: _d_OffsetFetchRequest_v2, 3: _d_OffsetFetchRequest_v2, 4: _d_OffsetFetchRequest_v2, 5: _d_OffsetFetchRequest_v2, 6: _d_OffsetFetchRequest_v6, 7: _d_OffsetFetchRequest_v7, 8: _d_OffsetFetchRequest_v8, 9: _d_OffsetFetchRequest_v9, 10: _d_OffsetFetchRequest_v10}
OffsetFetchRequest.ENCODERS = {0: _e_OffsetFetchRequest_v0, 1: _e_OffsetFetchRequest_v1, 2: _e_OffsetFetchRequest_v2, 3: _e_OffsetFetchRequest_v3, 4: _e_OffsetFetchRequest_v4, 5: _e_OffsetFetchRequest_v5, 6: _e_OffsetFetchRequest_v6, 7: _e_OffsetFetchRequest_v7, 8: _e_OffsetFetchRequest_v8, 9: _e_OffsetFetchRequest_v9, 10: _e_OffsetFetchRequest_v10}
_bind_decode(OffsetFetchRequest)

OffsetFetchResponse.DECODERS = {0: _d_OffsetFetchResponse_v0, 1: _d_OffsetFetchResponse_v0, 2: _d_OffsetFetchResponse_v2, 3: _d_OffsetFetchResponse_v3, 4: _d_OffsetFetchResponse_v3, 5: _d_OffsetFetchResponse_v5, 6: _d_OffsetFetchResponse_v6, 7: _d_OffsetFetchResponse_v6, 8: _d_OffsetFetchResponse_v8, 9: _d_OffsetFetchResponse_v8, 10: _d_OffsetFetchResponse_v10}
OffsetFetchResponse.ENCODERS = {0: _e_OffsetFetchResponse_v0, 1: _e_OffsetFetchResponse_v1, 2: _e_OffsetFetchResponse_v2, 3: _e_OffsetFetchResponse_v3, 4: _e_OffsetFetchResponse_v4, 5: _e_OffsetFetchResponse_v5, 6: _e_OffsetFetchResponse_v6, 7: _e_OffsetFetchResponse_v7, 8: _e_OffsetFetchResponse_v8, 9: _e_OffsetFetchResponse_v9, 10: _e_OffsetFetchResponse_v10}
_bind_decode(OffsetFetchResponse)
