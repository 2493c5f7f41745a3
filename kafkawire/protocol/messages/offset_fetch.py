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
        if n7:
            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_name_9 = buf[pos:e12].decode()
                    pos = e12
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if not n13:
                        f_partition_indexes_10 = []
                    elif n13 < 33:
                        f_partition_indexes_10 = [*_i32s[n13](buf, pos)]
                        pos += n13 * 4
                    elif n13 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partition_indexes_10 = [*_array('i', n13).unpack_from(buf, pos)]
                        pos += n13 * 4
                x8 = _new(OffsetFetchRequestTopic)
                x8.name = f_name_9
                x8.partition_indexes = f_partition_indexes_10
                x8.unknown_tags = None
                f_topics_3.append(x8)
    o = _new(OffsetFetchRequest)
    o.groups = []
    o.group_id = f_group_id_2
    o.topics = f_topics_3
    o.require_stable = False
    o.unknown_tags = None
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
        if n7:
            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_name_9 = buf[pos:e12].decode()
                    pos = e12
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if not n13:
                        f_partition_indexes_10 = []
                    elif n13 < 33:
                        f_partition_indexes_10 = [*_i32s[n13](buf, pos)]
                        pos += n13 * 4
                    elif n13 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partition_indexes_10 = [*_array('i', n13).unpack_from(buf, pos)]
                        pos += n13 * 4
                x8 = _new(OffsetFetchRequestTopic)
                x8.name = f_name_9
                x8.partition_indexes = f_partition_indexes_10
                x8.unknown_tags = None
                f_topics_3.append(x8)
    o = _new(OffsetFetchRequest)
    o.groups = []
    o.group_id = f_group_id_2
    o.topics = f_topics_3
    o.require_stable = False
    o.unknown_tags = None
    return o, pos


def _d_OffsetFetchRequest_v6(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
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
        f_group_id_2 = buf[pos:e6].decode()
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
    if n7 == -1:
        f_topics_3 = None
    else:
        if n7 * 3 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        if n7:
            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _string_uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_name_9 = buf[pos:e12].decode()
                    pos = e12
                b13 = buf[pos]
                pos += 1
                if 1 < b13 < 34:
                    f_partition_indexes_10 = [*_i32c[b13](buf, pos)]
                    pos += b13 * 4 - 4
                elif b13 == 1:
                    f_partition_indexes_10 = []
                else:
                    pos -= 1
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
                        if not n14:
                            f_partition_indexes_10 = []
                        elif n14 < 33:
                            f_partition_indexes_10 = [*_i32s[n14](buf, pos)]
                            pos += n14 * 4
                        elif n14 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partition_indexes_10 = [*_array('i', n14).unpack_from(buf, pos)]
                            pos += n14 * 4
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x8 = _new(OffsetFetchRequestTopic)
                x8.name = f_name_9
                x8.partition_indexes = f_partition_indexes_10
                x8.unknown_tags = u15
                f_topics_3.append(x8)
    if buf[pos]:
        u16, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u16 = None
    o = _new(OffsetFetchRequest)
    o.groups = []
    o.group_id = f_group_id_2
    o.topics = f_topics_3
    o.require_stable = False
    o.unknown_tags = u16
    return o, pos


def _d_OffsetFetchRequest_v7(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
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
        f_group_id_2 = buf[pos:e6].decode()
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
    if n7 == -1:
        f_topics_3 = None
    else:
        if n7 * 3 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        if n7:
            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _string_uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_name_9 = buf[pos:e12].decode()
                    pos = e12
                b13 = buf[pos]
                pos += 1
                if 1 < b13 < 34:
                    f_partition_indexes_10 = [*_i32c[b13](buf, pos)]
                    pos += b13 * 4 - 4
                elif b13 == 1:
                    f_partition_indexes_10 = []
                else:
                    pos -= 1
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
                        if not n14:
                            f_partition_indexes_10 = []
                        elif n14 < 33:
                            f_partition_indexes_10 = [*_i32s[n14](buf, pos)]
                            pos += n14 * 4
                        elif n14 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partition_indexes_10 = [*_array('i', n14).unpack_from(buf, pos)]
                            pos += n14 * 4
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x8 = _new(OffsetFetchRequestTopic)
                x8.name = f_name_9
                x8.partition_indexes = f_partition_indexes_10
                x8.unknown_tags = u15
                f_topics_3.append(x8)
    f_require_stable_4, pk16 = _S0(buf, pos)
    pos += 2
    if pk16:
        u17, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u17 = None
    o = _new(OffsetFetchRequest)
    o.groups = []
    o.group_id = f_group_id_2
    o.topics = f_topics_3
    o.require_stable = f_require_stable_4
    o.unknown_tags = u17
    return o, pos


def _d_OffsetFetchRequest_v8(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
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
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _string_uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_group_id_7 = buf[pos:e12].decode()
                    pos = e12
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
                if n13 == -1:
                    f_topics_10 = None
                else:
                    if n13 * 3 > end - pos:
                        raise _short(pos)
                    f_topics_10 = []
                    if n13:
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            n18 = buf[pos]
                            if n18 < 128:
                                pos += 1
                                n18 -= 1
                            elif buf[pos + 1] < 128:
                                n18 = n18 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n18, pos = _string_uvarint(buf, pos)
                                n18 -= 1
                            if n18 < 0:
                                raise _negative(pos)
                            else:
                                e19 = pos + n18
                                if e19 > end:
                                    raise _short(pos)
                                f_name_16 = buf[pos:e19].decode()
                                pos = e19
                            b20 = buf[pos]
                            pos += 1
                            if 1 < b20 < 34:
                                f_partition_indexes_17 = [*_i32c[b20](buf, pos)]
                                pos += b20 * 4 - 4
                            elif b20 == 1:
                                f_partition_indexes_17 = []
                            else:
                                pos -= 1
                                n21 = buf[pos]
                                if n21 < 128:
                                    pos += 1
                                    n21 -= 1
                                elif buf[pos + 1] < 128:
                                    n21 = n21 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n21, pos = _uvarint(buf, pos)
                                    n21 -= 1
                                if n21 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n21:
                                        f_partition_indexes_17 = []
                                    elif n21 < 33:
                                        f_partition_indexes_17 = [*_i32s[n21](buf, pos)]
                                        pos += n21 * 4
                                    elif n21 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_partition_indexes_17 = [*_array('i', n21).unpack_from(buf, pos)]
                                        pos += n21 * 4
                            if buf[pos]:
                                u22, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u22 = None
                            x14 = _new(OffsetFetchRequestTopics)
                            x14.topic_id = ZERO_UUID
                            x14.name = f_name_16
                            x14.partition_indexes = f_partition_indexes_17
                            x14.unknown_tags = u22
                            f_topics_10.append(x14)
                if buf[pos]:
                    u23, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u23 = None
                x6 = _new(OffsetFetchRequestGroup)
                x6.group_id = f_group_id_7
                x6.member_id = None
                x6.member_epoch = -1
                x6.topics = f_topics_10
                x6.unknown_tags = u23
                f_groups_1.append(x6)
    f_require_stable_4, pk24 = _S0(buf, pos)
    pos += 2
    if pk24:
        u25, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u25 = None
    o = _new(OffsetFetchRequest)
    o.groups = f_groups_1
    o.group_id = ""
    o.topics = []
    o.require_stable = f_require_stable_4
    o.unknown_tags = u25
    return o, pos


def _d_OffsetFetchRequest_v9(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
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
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 8 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _string_uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_group_id_7 = buf[pos:e12].decode()
                    pos = e12
                n13 = buf[pos]
                if n13 < 128:
                    pos += 1
                    n13 -= 1
                elif buf[pos + 1] < 128:
                    n13 = n13 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n13, pos = _string_uvarint(buf, pos)
                    n13 -= 1
                if n13 == -1:
                    f_member_id_8 = None
                else:
                    e14 = pos + n13
                    if e14 > end:
                        raise _short(pos)
                    f_member_id_8 = buf[pos:e14].decode()
                    pos = e14
                f_member_epoch_9, pk15 = _S1(buf, pos)
                pos += 5
                if pk15 < 128:
                    pk15 -= 1
                elif buf[pos] < 128:
                    pk15 = pk15 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk15, pos = _uvarint(buf, pos - 1)
                    pk15 -= 1
                if pk15 == -1:
                    f_topics_10 = None
                else:
                    if pk15 * 3 > end - pos:
                        raise _short(pos)
                    f_topics_10 = []
                    if pk15:
                        for _ in (_ranges[pk15] if pk15 < 256 else range(pk15)):
                            n20 = buf[pos]
                            if n20 < 128:
                                pos += 1
                                n20 -= 1
                            elif buf[pos + 1] < 128:
                                n20 = n20 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n20, pos = _string_uvarint(buf, pos)
                                n20 -= 1
                            if n20 < 0:
                                raise _negative(pos)
                            else:
                                e21 = pos + n20
                                if e21 > end:
                                    raise _short(pos)
                                f_name_18 = buf[pos:e21].decode()
                                pos = e21
                            b22 = buf[pos]
                            pos += 1
                            if 1 < b22 < 34:
                                f_partition_indexes_19 = [*_i32c[b22](buf, pos)]
                                pos += b22 * 4 - 4
                            elif b22 == 1:
                                f_partition_indexes_19 = []
                            else:
                                pos -= 1
                                n23 = buf[pos]
                                if n23 < 128:
                                    pos += 1
                                    n23 -= 1
                                elif buf[pos + 1] < 128:
                                    n23 = n23 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n23, pos = _uvarint(buf, pos)
                                    n23 -= 1
                                if n23 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n23:
                                        f_partition_indexes_19 = []
                                    elif n23 < 33:
                                        f_partition_indexes_19 = [*_i32s[n23](buf, pos)]
                                        pos += n23 * 4
                                    elif n23 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_partition_indexes_19 = [*_array('i', n23).unpack_from(buf, pos)]
                                        pos += n23 * 4
                            if buf[pos]:
                                u24, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u24 = None
                            x16 = _new(OffsetFetchRequestTopics)
                            x16.topic_id = ZERO_UUID
                            x16.name = f_name_18
                            x16.partition_indexes = f_partition_indexes_19
                            x16.unknown_tags = u24
                            f_topics_10.append(x16)
                if buf[pos]:
                    u25, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u25 = None
                x6 = _new(OffsetFetchRequestGroup)
                x6.group_id = f_group_id_7
                x6.member_id = f_member_id_8
                x6.member_epoch = f_member_epoch_9
                x6.topics = f_topics_10
                x6.unknown_tags = u25
                f_groups_1.append(x6)
    f_require_stable_4, pk26 = _S0(buf, pos)
    pos += 2
    if pk26:
        u27, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u27 = None
    o = _new(OffsetFetchRequest)
    o.groups = f_groups_1
    o.group_id = ""
    o.topics = []
    o.require_stable = f_require_stable_4
    o.unknown_tags = u27
    return o, pos


def _d_OffsetFetchRequest_v10(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchRequest, int]:
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
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 8 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _string_uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_group_id_7 = buf[pos:e12].decode()
                    pos = e12
                n13 = buf[pos]
                if n13 < 128:
                    pos += 1
                    n13 -= 1
                elif buf[pos + 1] < 128:
                    n13 = n13 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n13, pos = _string_uvarint(buf, pos)
                    n13 -= 1
                if n13 == -1:
                    f_member_id_8 = None
                else:
                    e14 = pos + n13
                    if e14 > end:
                        raise _short(pos)
                    f_member_id_8 = buf[pos:e14].decode()
                    pos = e14
                f_member_epoch_9, pk15 = _S1(buf, pos)
                pos += 5
                if pk15 < 128:
                    pk15 -= 1
                elif buf[pos] < 128:
                    pk15 = pk15 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk15, pos = _uvarint(buf, pos - 1)
                    pk15 -= 1
                if pk15 == -1:
                    f_topics_10 = None
                else:
                    if pk15 * 18 > end - pos:
                        raise _short(pos)
                    f_topics_10 = []
                    if pk15:
                        for _ in (_ranges[pk15] if pk15 < 256 else range(pk15)):
                            f_topic_id_17, pk20 = _S2(buf, pos)
                            pos += 17
                            f_topic_id_17 = _cached_uuid(f_topic_id_17) or _make_uuid(f_topic_id_17)
                            if 1 < pk20 < 34:
                                f_partition_indexes_19 = [*_i32c[pk20](buf, pos)]
                                pos += pk20 * 4 - 4
                            elif pk20 == 1:
                                f_partition_indexes_19 = []
                            else:
                                pos -= 1
                                n21 = buf[pos]
                                if n21 < 128:
                                    pos += 1
                                    n21 -= 1
                                elif buf[pos + 1] < 128:
                                    n21 = n21 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n21, pos = _uvarint(buf, pos)
                                    n21 -= 1
                                if n21 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n21:
                                        f_partition_indexes_19 = []
                                    elif n21 < 33:
                                        f_partition_indexes_19 = [*_i32s[n21](buf, pos)]
                                        pos += n21 * 4
                                    elif n21 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_partition_indexes_19 = [*_array('i', n21).unpack_from(buf, pos)]
                                        pos += n21 * 4
                            if buf[pos]:
                                u22, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u22 = None
                            x16 = _new(OffsetFetchRequestTopics)
                            x16.topic_id = f_topic_id_17
                            x16.name = ""
                            x16.partition_indexes = f_partition_indexes_19
                            x16.unknown_tags = u22
                            f_topics_10.append(x16)
                if buf[pos]:
                    u23, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u23 = None
                x6 = _new(OffsetFetchRequestGroup)
                x6.group_id = f_group_id_7
                x6.member_id = f_member_id_8
                x6.member_epoch = f_member_epoch_9
                x6.topics = f_topics_10
                x6.unknown_tags = u23
                f_groups_1.append(x6)
    f_require_stable_4, pk24 = _S0(buf, pos)
    pos += 2
    if pk24:
        u25, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u25 = None
    o = _new(OffsetFetchRequest)
    o.groups = f_groups_1
    o.group_id = ""
    o.topics = []
    o.require_stable = f_require_stable_4
    o.unknown_tags = u25
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
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_name_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = _ui(buf, pos)[0]
                pos += 4
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 16 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            f_partition_index_13, f_committed_offset_14 = _S6(buf, pos)
                            pos += 12
                            n18 = _uh(buf, pos)[0]
                            pos += 2
                            if n18 == -1:
                                f_metadata_16 = None
                            elif n18 < 0:
                                raise _negative(pos)
                            else:
                                e19 = pos + n18
                                if e19 > end:
                                    raise _short(pos)
                                f_metadata_16 = buf[pos:e19].decode()
                                pos = e19
                            f_error_code_17 = _S7(buf, pos)[0]
                            pos += 2
                            x12 = _new(OffsetFetchResponsePartition)
                            x12.partition_index = f_partition_index_13
                            x12.committed_offset = f_committed_offset_14
                            x12.committed_leader_epoch = -1
                            x12.metadata = f_metadata_16
                            x12.error_code = f_error_code_17
                            x12.unknown_tags = None
                            f_partitions_8.append(x12)
                x6 = _new(OffsetFetchResponseTopic)
                x6.name = f_name_7
                x6.partitions = f_partitions_8
                x6.unknown_tags = None
                f_topics_3.append(x6)
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms = 0
    o.groups = []
    o.topics = f_topics_3
    o.error_code = 0
    o.unknown_tags = None
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
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_name_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = _ui(buf, pos)[0]
                pos += 4
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 16 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            f_partition_index_13, f_committed_offset_14 = _S6(buf, pos)
                            pos += 12
                            n18 = _uh(buf, pos)[0]
                            pos += 2
                            if n18 == -1:
                                f_metadata_16 = None
                            elif n18 < 0:
                                raise _negative(pos)
                            else:
                                e19 = pos + n18
                                if e19 > end:
                                    raise _short(pos)
                                f_metadata_16 = buf[pos:e19].decode()
                                pos = e19
                            f_error_code_17 = _S7(buf, pos)[0]
                            pos += 2
                            x12 = _new(OffsetFetchResponsePartition)
                            x12.partition_index = f_partition_index_13
                            x12.committed_offset = f_committed_offset_14
                            x12.committed_leader_epoch = -1
                            x12.metadata = f_metadata_16
                            x12.error_code = f_error_code_17
                            x12.unknown_tags = None
                            f_partitions_8.append(x12)
                x6 = _new(OffsetFetchResponseTopic)
                x6.name = f_name_7
                x6.partitions = f_partitions_8
                x6.unknown_tags = None
                f_topics_3.append(x6)
    f_error_code_4 = _S7(buf, pos)[0]
    pos += 2
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms = 0
    o.groups = []
    o.topics = f_topics_3
    o.error_code = f_error_code_4
    o.unknown_tags = None
    return o, pos


def _d_OffsetFetchResponse_v3(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms_1 = _S4(buf, pos)[0]
    pos += 4
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_name_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = _ui(buf, pos)[0]
                pos += 4
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 16 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            f_partition_index_13, f_committed_offset_14 = _S6(buf, pos)
                            pos += 12
                            n18 = _uh(buf, pos)[0]
                            pos += 2
                            if n18 == -1:
                                f_metadata_16 = None
                            elif n18 < 0:
                                raise _negative(pos)
                            else:
                                e19 = pos + n18
                                if e19 > end:
                                    raise _short(pos)
                                f_metadata_16 = buf[pos:e19].decode()
                                pos = e19
                            f_error_code_17 = _S7(buf, pos)[0]
                            pos += 2
                            x12 = _new(OffsetFetchResponsePartition)
                            x12.partition_index = f_partition_index_13
                            x12.committed_offset = f_committed_offset_14
                            x12.committed_leader_epoch = -1
                            x12.metadata = f_metadata_16
                            x12.error_code = f_error_code_17
                            x12.unknown_tags = None
                            f_partitions_8.append(x12)
                x6 = _new(OffsetFetchResponseTopic)
                x6.name = f_name_7
                x6.partitions = f_partitions_8
                x6.unknown_tags = None
                f_topics_3.append(x6)
    f_error_code_4 = _S7(buf, pos)[0]
    pos += 2
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = []
    o.topics = f_topics_3
    o.error_code = f_error_code_4
    o.unknown_tags = None
    return o, pos


def _d_OffsetFetchResponse_v5(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms_1 = _S4(buf, pos)[0]
    pos += 4
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_name_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = _ui(buf, pos)[0]
                pos += 4
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 20 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            f_partition_index_13, f_committed_offset_14, f_committed_leader_epoch_15 = _S8(buf, pos)
                            pos += 16
                            n18 = _uh(buf, pos)[0]
                            pos += 2
                            if n18 == -1:
                                f_metadata_16 = None
                            elif n18 < 0:
                                raise _negative(pos)
                            else:
                                e19 = pos + n18
                                if e19 > end:
                                    raise _short(pos)
                                f_metadata_16 = buf[pos:e19].decode()
                                pos = e19
                            f_error_code_17 = _S7(buf, pos)[0]
                            pos += 2
                            x12 = _new(OffsetFetchResponsePartition)
                            x12.partition_index = f_partition_index_13
                            x12.committed_offset = f_committed_offset_14
                            x12.committed_leader_epoch = f_committed_leader_epoch_15
                            x12.metadata = f_metadata_16
                            x12.error_code = f_error_code_17
                            x12.unknown_tags = None
                            f_partitions_8.append(x12)
                x6 = _new(OffsetFetchResponseTopic)
                x6.name = f_name_7
                x6.partitions = f_partitions_8
                x6.unknown_tags = None
                f_topics_3.append(x6)
    f_error_code_4 = _S7(buf, pos)[0]
    pos += 2
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = []
    o.topics = f_topics_3
    o.error_code = f_error_code_4
    o.unknown_tags = None
    return o, pos


def _d_OffsetFetchResponse_v6(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms_1, pk5, f_error_code_4, pk6 = _S9(buf, pos)
    if pk5 == 1:
        pos += 8
        f_topics_3 = []
    else:
        pos += 5
        if pk5 < 128:
            pk5 -= 1
        elif buf[pos] < 128:
            pk5 = pk5 + buf[pos] * 128 - 129
            pos += 1
        else:
            pk5, pos = _uvarint(buf, pos - 1)
            pk5 -= 1
        if pk5 < 0:
            raise _negative(pos)
        else:
            if pk5 * 3 > end - pos:
                raise _short(pos)
            f_topics_3 = []
            if pk5:
                for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
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
                        f_name_8 = buf[pos:e11].decode()
                        pos = e11
                    n12 = buf[pos]
                    if n12 < 128:
                        pos += 1
                        n12 -= 1
                    elif buf[pos + 1] < 128:
                        n12 = n12 + buf[pos + 1] * 128 - 129
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
                        if n12:
                            for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                                f_partition_index_14, f_committed_offset_15, f_committed_leader_epoch_16, pk19 = _S10(buf, pos)
                                pos += 17
                                if pk19 < 128:
                                    pk19 -= 1
                                elif buf[pos] < 128:
                                    pk19 = pk19 + buf[pos] * 128 - 129
                                    pos += 1
                                else:
                                    pk19, pos = _string_uvarint(buf, pos - 1)
                                    pk19 -= 1
                                if pk19 == -1:
                                    f_metadata_17 = None
                                else:
                                    e20 = pos + pk19
                                    if e20 > end:
                                        raise _short(pos)
                                    f_metadata_17 = buf[pos:e20].decode()
                                    pos = e20
                                f_error_code_18, pk21 = _S11(buf, pos)
                                pos += 3
                                if pk21:
                                    u22, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u22 = None
                                x13 = _new(OffsetFetchResponsePartition)
                                x13.partition_index = f_partition_index_14
                                x13.committed_offset = f_committed_offset_15
                                x13.committed_leader_epoch = f_committed_leader_epoch_16
                                x13.metadata = f_metadata_17
                                x13.error_code = f_error_code_18
                                x13.unknown_tags = u22
                                f_partitions_9.append(x13)
                    if buf[pos]:
                        u23, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u23 = None
                    x7 = _new(OffsetFetchResponseTopic)
                    x7.name = f_name_8
                    x7.partitions = f_partitions_9
                    x7.unknown_tags = u23
                    f_topics_3.append(x7)
        f_error_code_4, pk6 = _S11(buf, pos)
        pos += 3
    if pk6:
        u24, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u24 = None
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = []
    o.topics = f_topics_3
    o.error_code = f_error_code_4
    o.unknown_tags = u24
    return o, pos


def _d_OffsetFetchResponse_v8(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms_1, pk5 = _S1(buf, pos)
    pos += 5
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 < 0:
        raise _negative(pos)
    else:
        if pk5 * 5 > end - pos:
            raise _short(pos)
        f_groups_2 = []
        if pk5:
            for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
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
                    f_group_id_7 = buf[pos:e11].decode()
                    pos = e11
                n12 = buf[pos]
                if n12 < 128:
                    pos += 1
                    n12 -= 1
                elif buf[pos + 1] < 128:
                    n12 = n12 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n12, pos = _uvarint(buf, pos)
                    n12 -= 1
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if n12 * 3 > end - pos:
                        raise _short(pos)
                    f_topics_8 = []
                    if n12:
                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                            n17 = buf[pos]
                            if n17 < 128:
                                pos += 1
                                n17 -= 1
                            elif buf[pos + 1] < 128:
                                n17 = n17 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n17, pos = _string_uvarint(buf, pos)
                                n17 -= 1
                            if n17 < 0:
                                raise _negative(pos)
                            else:
                                e18 = pos + n17
                                if e18 > end:
                                    raise _short(pos)
                                f_name_15 = buf[pos:e18].decode()
                                pos = e18
                            n19 = buf[pos]
                            if n19 < 128:
                                pos += 1
                                n19 -= 1
                            elif buf[pos + 1] < 128:
                                n19 = n19 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n19, pos = _uvarint(buf, pos)
                                n19 -= 1
                            if n19 < 0:
                                raise _negative(pos)
                            else:
                                if n19 * 20 > end - pos:
                                    raise _short(pos)
                                f_partitions_16 = []
                                if n19:
                                    for _ in (_ranges[n19] if n19 < 256 else range(n19)):
                                        f_partition_index_21, f_committed_offset_22, f_committed_leader_epoch_23, pk26 = _S10(buf, pos)
                                        pos += 17
                                        if pk26 < 128:
                                            pk26 -= 1
                                        elif buf[pos] < 128:
                                            pk26 = pk26 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk26, pos = _string_uvarint(buf, pos - 1)
                                            pk26 -= 1
                                        if pk26 == -1:
                                            f_metadata_24 = None
                                        else:
                                            e27 = pos + pk26
                                            if e27 > end:
                                                raise _short(pos)
                                            f_metadata_24 = buf[pos:e27].decode()
                                            pos = e27
                                        f_error_code_25, pk28 = _S11(buf, pos)
                                        pos += 3
                                        if pk28:
                                            u29, pos = _unknown_tags(buf, pos - 1, end)
                                        else:
                                            u29 = None
                                        x20 = _new(OffsetFetchResponsePartitions)
                                        x20.partition_index = f_partition_index_21
                                        x20.committed_offset = f_committed_offset_22
                                        x20.committed_leader_epoch = f_committed_leader_epoch_23
                                        x20.metadata = f_metadata_24
                                        x20.error_code = f_error_code_25
                                        x20.unknown_tags = u29
                                        f_partitions_16.append(x20)
                            if buf[pos]:
                                u30, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u30 = None
                            x13 = _new(OffsetFetchResponseTopics)
                            x13.topic_id = ZERO_UUID
                            x13.name = f_name_15
                            x13.partitions = f_partitions_16
                            x13.unknown_tags = u30
                            f_topics_8.append(x13)
                f_error_code_9, pk31 = _S11(buf, pos)
                pos += 3
                if pk31:
                    u32, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u32 = None
                x6 = _new(OffsetFetchResponseGroup)
                x6.group_id = f_group_id_7
                x6.topics = f_topics_8
                x6.error_code = f_error_code_9
                x6.unknown_tags = u32
                f_groups_2.append(x6)
    if buf[pos]:
        u33, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u33 = None
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = f_groups_2
    o.topics = []
    o.error_code = 0
    o.unknown_tags = u33
    return o, pos


def _d_OffsetFetchResponse_v10(buf: bytes, pos: int, end: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms_1, pk5 = _S1(buf, pos)
    pos += 5
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 < 0:
        raise _negative(pos)
    else:
        if pk5 * 5 > end - pos:
            raise _short(pos)
        f_groups_2 = []
        if pk5:
            for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
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
                    f_group_id_7 = buf[pos:e11].decode()
                    pos = e11
                n12 = buf[pos]
                if n12 < 128:
                    pos += 1
                    n12 -= 1
                elif buf[pos + 1] < 128:
                    n12 = n12 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n12, pos = _uvarint(buf, pos)
                    n12 -= 1
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if n12 * 18 > end - pos:
                        raise _short(pos)
                    f_topics_8 = []
                    if n12:
                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                            f_topic_id_14, pk17 = _S2(buf, pos)
                            pos += 17
                            f_topic_id_14 = _cached_uuid(f_topic_id_14) or _make_uuid(f_topic_id_14)
                            if pk17 < 128:
                                pk17 -= 1
                            elif buf[pos] < 128:
                                pk17 = pk17 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk17, pos = _uvarint(buf, pos - 1)
                                pk17 -= 1
                            if pk17 < 0:
                                raise _negative(pos)
                            else:
                                if pk17 * 20 > end - pos:
                                    raise _short(pos)
                                f_partitions_16 = []
                                if pk17:
                                    for _ in (_ranges[pk17] if pk17 < 256 else range(pk17)):
                                        f_partition_index_19, f_committed_offset_20, f_committed_leader_epoch_21, pk24 = _S10(buf, pos)
                                        pos += 17
                                        if pk24 < 128:
                                            pk24 -= 1
                                        elif buf[pos] < 128:
                                            pk24 = pk24 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk24, pos = _string_uvarint(buf, pos - 1)
                                            pk24 -= 1
                                        if pk24 == -1:
                                            f_metadata_22 = None
                                        else:
                                            e25 = pos + pk24
                                            if e25 > end:
                                                raise _short(pos)
                                            f_metadata_22 = buf[pos:e25].decode()
                                            pos = e25
                                        f_error_code_23, pk26 = _S11(buf, pos)
                                        pos += 3
                                        if pk26:
                                            u27, pos = _unknown_tags(buf, pos - 1, end)
                                        else:
                                            u27 = None
                                        x18 = _new(OffsetFetchResponsePartitions)
                                        x18.partition_index = f_partition_index_19
                                        x18.committed_offset = f_committed_offset_20
                                        x18.committed_leader_epoch = f_committed_leader_epoch_21
                                        x18.metadata = f_metadata_22
                                        x18.error_code = f_error_code_23
                                        x18.unknown_tags = u27
                                        f_partitions_16.append(x18)
                            if buf[pos]:
                                u28, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u28 = None
                            x13 = _new(OffsetFetchResponseTopics)
                            x13.topic_id = f_topic_id_14
                            x13.name = ""
                            x13.partitions = f_partitions_16
                            x13.unknown_tags = u28
                            f_topics_8.append(x13)
                f_error_code_9, pk29 = _S11(buf, pos)
                pos += 3
                if pk29:
                    u30, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u30 = None
                x6 = _new(OffsetFetchResponseGroup)
                x6.group_id = f_group_id_7
                x6.topics = f_topics_8
                x6.error_code = f_error_code_9
                x6.unknown_tags = u30
                f_groups_2.append(x6)
    if buf[pos]:
        u31, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u31 = None
    o = _new(OffsetFetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = f_groups_2
    o.topics = []
    o.error_code = 0
    o.unknown_tags = u31
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
