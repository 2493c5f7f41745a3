# generated from defs/008-offset-commit.kw; do not edit
"""OffsetCommit: API key 8, versions 0..10, flexible from 8."""

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

__all__ = ['OffsetCommitRequest', 'OffsetCommitRequestPartition', 'OffsetCommitRequestTopic', 'OffsetCommitResponse', 'OffsetCommitResponsePartition', 'OffsetCommitResponseTopic']

_S0 = _Struct('>iq').unpack_from
_P0 = _Struct('>iq').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>iqq').unpack_from
_P2 = _Struct('>iqq').pack
_S3 = _Struct('>q').unpack_from
_P3 = _Struct('>q').pack
_S4 = _Struct('>iqi').unpack_from
_P4 = _Struct('>iqi').pack
_S5 = _Struct('>16s').unpack_from
_P5 = _Struct('>16s').pack
_S6 = _Struct('>ih').unpack_from
_P6 = _Struct('>ih').pack


class OffsetCommitRequestPartition(Struct):
    """Element OffsetCommitRequestPartition of OffsetCommit."""

    __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'commit_timestamp', 'committed_metadata')
    partition_index: int
    committed_offset: int
    committed_leader_epoch: int
    commit_timestamp: int
    committed_metadata: str | None

    def __init__(
        self,
        partition_index: int = 0,
        committed_offset: int = 0,
        committed_leader_epoch: int = -1,
        commit_timestamp: int = -1,
        committed_metadata: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.committed_offset = committed_offset
        self.committed_leader_epoch = committed_leader_epoch
        self.commit_timestamp = commit_timestamp
        self.committed_metadata = committed_metadata
        self.unknown_tags = unknown_tags


class OffsetCommitRequestTopic(Struct):
    """Element OffsetCommitRequestTopic of OffsetCommit."""

    __slots__ = ('topic_id', 'name', 'partitions')
    topic_id: UUID
    name: str
    partitions: list[OffsetCommitRequestPartition]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        name: str = "",
        partitions: list[OffsetCommitRequestPartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class OffsetCommitRequest(Message):
    """OffsetCommit request (API key 8), versions 0..10."""

    __slots__ = ('group_id', 'generation_id_or_member_epoch', 'member_id', 'group_instance_id', 'retention_time_ms', 'topics')
    API_KEY = 8
    API_NAME = 'OffsetCommit'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 10
    FLEXIBLE_FROM = 8
    group_id: str
    generation_id_or_member_epoch: int
    member_id: str
    group_instance_id: str | None
    retention_time_ms: int
    topics: list[OffsetCommitRequestTopic]

    def __init__(
        self,
        group_id: str = "",
        generation_id_or_member_epoch: int = -1,
        member_id: str = "",
        group_instance_id: str | None = None,
        retention_time_ms: int = -1,
        topics: list[OffsetCommitRequestTopic] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.generation_id_or_member_epoch = generation_id_or_member_epoch
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.retention_time_ms = retention_time_ms
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class OffsetCommitResponsePartition(Struct):
    """Element OffsetCommitResponsePartition of OffsetCommit."""

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


class OffsetCommitResponseTopic(Struct):
    """Element OffsetCommitResponseTopic of OffsetCommit."""

    __slots__ = ('topic_id', 'name', 'partitions')
    topic_id: UUID
    name: str
    partitions: list[OffsetCommitResponsePartition]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        name: str = "",
        partitions: list[OffsetCommitResponsePartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class OffsetCommitResponse(Message):
    """OffsetCommit response (API key 8), versions 0..10."""

    __slots__ = ('throttle_time_ms', 'topics')
    API_KEY = 8
    API_NAME = 'OffsetCommit'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 10
    FLEXIBLE_FROM = 8
    throttle_time_ms: int
    topics: list[OffsetCommitResponseTopic]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        topics: list[OffsetCommitResponseTopic] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags

OffsetCommitRequestPartition.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 10), None, 0),
    FieldSpec('committed_offset', 'prim', 'int64', (0, 10), None, 0),
    FieldSpec('committed_leader_epoch', 'prim', 'int32', (6, 10), None, -1, ignorable=True),
    FieldSpec('commit_timestamp', 'prim', 'int64', (1, 1), None, -1),
    FieldSpec('committed_metadata', 'prim', 'string', (0, 10), (0, 10), ""),
)

OffsetCommitRequestTopic.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (10, 10), None, ZERO_UUID, ignorable=True),
    FieldSpec('name', 'prim', 'string', (0, 9), None, "", ignorable=True),
    FieldSpec('partitions', 'array', 'OffsetCommitRequestPartition', (0, 10), None, DEFAULT, struct=OffsetCommitRequestPartition),
)

OffsetCommitRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 10), None, ""),
    FieldSpec('generation_id_or_member_epoch', 'prim', 'int32', (1, 10), None, -1, ignorable=True),
    FieldSpec('member_id', 'prim', 'string', (1, 10), None, "", ignorable=True),
    FieldSpec('group_instance_id', 'prim', 'string', (7, 10), (7, 10), None),
    FieldSpec('retention_time_ms', 'prim', 'int64', (2, 4), None, -1, ignorable=True),
    FieldSpec('topics', 'array', 'OffsetCommitRequestTopic', (0, 10), None, DEFAULT, struct=OffsetCommitRequestTopic),
)

OffsetCommitResponsePartition.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 10), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 10), None, 0),
)

OffsetCommitResponseTopic.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (10, 10), None, ZERO_UUID, ignorable=True),
    FieldSpec('name', 'prim', 'string', (0, 9), None, "", ignorable=True),
    FieldSpec('partitions', 'array', 'OffsetCommitResponsePartition', (0, 10), None, DEFAULT, struct=OffsetCommitResponsePartition),
)

OffsetCommitResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (3, 10), None, 0, ignorable=True),
    FieldSpec('topics', 'array', 'OffsetCommitResponseTopic', (0, 10), None, DEFAULT, struct=OffsetCommitResponseTopic),
)


def _d_OffsetCommitRequestPartition_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitRequestPartition, int]:
    f_partition_index, f_committed_offset = _S0(buf, pos)
    pos += 12
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        f_committed_metadata = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_committed_metadata = str(buf[pos:e2], 'utf-8')
        pos = e2
    return OffsetCommitRequestPartition(f_partition_index, f_committed_offset, -1, -1, f_committed_metadata, None), pos


def _d_OffsetCommitRequestTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitRequestTopic, int]:
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
        if n3 * 14 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_OffsetCommitRequestPartition_v0(buf, pos, end)
            ap4(x5)
    return OffsetCommitRequestTopic(ZERO_UUID, f_name, f_partitions, None), pos


def _d_OffsetCommitRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
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
            x5, pos = _d_OffsetCommitRequestTopic_v0(buf, pos, end)
            ap4(x5)
    return OffsetCommitRequest(f_group_id, -1, "", None, -1, f_topics, None), pos


def _d_OffsetCommitRequestPartition_v1(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitRequestPartition, int]:
    f_partition_index, f_committed_offset, f_commit_timestamp = _S2(buf, pos)
    pos += 20
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        f_committed_metadata = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_committed_metadata = str(buf[pos:e2], 'utf-8')
        pos = e2
    return OffsetCommitRequestPartition(f_partition_index, f_committed_offset, -1, f_commit_timestamp, f_committed_metadata, None), pos


def _d_OffsetCommitRequestTopic_v1(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitRequestTopic, int]:
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
            x5, pos = _d_OffsetCommitRequestPartition_v1(buf, pos, end)
            ap4(x5)
    return OffsetCommitRequestTopic(ZERO_UUID, f_name, f_partitions, None), pos


def _d_OffsetCommitRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
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
    f_generation_id_or_member_epoch = _S1(buf, pos)[0]
    pos += 4
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap6 = f_topics.append
        for _ in range(n5):
            x7, pos = _d_OffsetCommitRequestTopic_v1(buf, pos, end)
            ap6(x7)
    return OffsetCommitRequest(f_group_id, f_generation_id_or_member_epoch, f_member_id, None, -1, f_topics, None), pos


def _d_OffsetCommitRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
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
    f_generation_id_or_member_epoch = _S1(buf, pos)[0]
    pos += 4
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_retention_time_ms = _S3(buf, pos)[0]
    pos += 8
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap6 = f_topics.append
        for _ in range(n5):
            x7, pos = _d_OffsetCommitRequestTopic_v0(buf, pos, end)
            ap6(x7)
    return OffsetCommitRequest(f_group_id, f_generation_id_or_member_epoch, f_member_id, None, f_retention_time_ms, f_topics, None), pos


def _d_OffsetCommitRequest_v5(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
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
    f_generation_id_or_member_epoch = _S1(buf, pos)[0]
    pos += 4
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap6 = f_topics.append
        for _ in range(n5):
            x7, pos = _d_OffsetCommitRequestTopic_v0(buf, pos, end)
            ap6(x7)
    return OffsetCommitRequest(f_group_id, f_generation_id_or_member_epoch, f_member_id, None, -1, f_topics, None), pos


def _d_OffsetCommitRequestPartition_v6(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitRequestPartition, int]:
    f_partition_index, f_committed_offset, f_committed_leader_epoch = _S4(buf, pos)
    pos += 16
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        f_committed_metadata = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_committed_metadata = str(buf[pos:e2], 'utf-8')
        pos = e2
    return OffsetCommitRequestPartition(f_partition_index, f_committed_offset, f_committed_leader_epoch, -1, f_committed_metadata, None), pos


def _d_OffsetCommitRequestTopic_v6(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitRequestTopic, int]:
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
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_OffsetCommitRequestPartition_v6(buf, pos, end)
            ap4(x5)
    return OffsetCommitRequestTopic(ZERO_UUID, f_name, f_partitions, None), pos


def _d_OffsetCommitRequest_v6(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
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
    f_generation_id_or_member_epoch = _S1(buf, pos)[0]
    pos += 4
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap6 = f_topics.append
        for _ in range(n5):
            x7, pos = _d_OffsetCommitRequestTopic_v6(buf, pos, end)
            ap6(x7)
    return OffsetCommitRequest(f_group_id, f_generation_id_or_member_epoch, f_member_id, None, -1, f_topics, None), pos


def _d_OffsetCommitRequest_v7(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
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
    f_generation_id_or_member_epoch = _S1(buf, pos)[0]
    pos += 4
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 == -1:
        f_group_instance_id = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_group_instance_id = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap8 = f_topics.append
        for _ in range(n7):
            x9, pos = _d_OffsetCommitRequestTopic_v6(buf, pos, end)
            ap8(x9)
    return OffsetCommitRequest(f_group_id, f_generation_id_or_member_epoch, f_member_id, f_group_instance_id, -1, f_topics, None), pos


def _d_OffsetCommitRequestPartition_v8(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitRequestPartition, int]:
    f_partition_index, f_committed_offset, f_committed_leader_epoch = _S4(buf, pos)
    pos += 16
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_committed_metadata = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_committed_metadata = str(buf[pos:e2], 'utf-8')
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
    return OffsetCommitRequestPartition(f_partition_index, f_committed_offset, f_committed_leader_epoch, -1, f_committed_metadata, u), pos


def _d_OffsetCommitRequestTopic_v8(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitRequestTopic, int]:
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
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_OffsetCommitRequestPartition_v8(buf, pos, end)
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
    return OffsetCommitRequestTopic(ZERO_UUID, f_name, f_partitions, u), pos


def _d_OffsetCommitRequest_v8(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
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
    f_generation_id_or_member_epoch = _S1(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_group_instance_id = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_group_instance_id = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 3 > end - pos:
            raise _short(pos)
        f_topics = []
        ap8 = f_topics.append
        for _ in range(n7):
            x9, pos = _d_OffsetCommitRequestTopic_v8(buf, pos, end)
            ap8(x9)
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
    return OffsetCommitRequest(f_group_id, f_generation_id_or_member_epoch, f_member_id, f_group_instance_id, -1, f_topics, u), pos


def _d_OffsetCommitRequestTopic_v10(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitRequestTopic, int]:
    f_topic_id = _S5(buf, pos)[0]
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
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap2 = f_partitions.append
        for _ in range(n1):
            x3, pos = _d_OffsetCommitRequestPartition_v8(buf, pos, end)
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
    return OffsetCommitRequestTopic(f_topic_id, "", f_partitions, u), pos


def _d_OffsetCommitRequest_v10(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
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
    f_generation_id_or_member_epoch = _S1(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_group_instance_id = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_group_instance_id = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 18 > end - pos:
            raise _short(pos)
        f_topics = []
        ap8 = f_topics.append
        for _ in range(n7):
            x9, pos = _d_OffsetCommitRequestTopic_v10(buf, pos, end)
            ap8(x9)
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
    return OffsetCommitRequest(f_group_id, f_generation_id_or_member_epoch, f_member_id, f_group_instance_id, -1, f_topics, u), pos


def _e_OffsetCommitRequestPartition_v0(o: OffsetCommitRequestPartition, out: bytearray) -> None:
    if o.commit_timestamp != -1:
        raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 0)
    out += _P0(o.partition_index, o.committed_offset)
    if o.committed_metadata is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.committed_metadata.encode()
        out += _Ph(len(b1))
        out += b1


def _e_OffsetCommitRequestTopic_v0(o: OffsetCommitRequestTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_OffsetCommitRequestPartition_v0(x2, out)


def _e_OffsetCommitRequest_v0(o: OffsetCommitRequest, out: bytearray) -> None:
    if o.group_instance_id is not None:
        raise _absent('OffsetCommitRequest', 'group_instance_id', 0)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.topics))
    for x2 in o.topics:
        _e_OffsetCommitRequestTopic_v0(x2, out)


def _e_OffsetCommitRequestPartition_v1(o: OffsetCommitRequestPartition, out: bytearray) -> None:
    out += _P2(o.partition_index, o.committed_offset, o.commit_timestamp)
    if o.committed_metadata is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.committed_metadata.encode()
        out += _Ph(len(b1))
        out += b1


def _e_OffsetCommitRequestTopic_v1(o: OffsetCommitRequestTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_OffsetCommitRequestPartition_v1(x2, out)


def _e_OffsetCommitRequest_v1(o: OffsetCommitRequest, out: bytearray) -> None:
    if o.group_instance_id is not None:
        raise _absent('OffsetCommitRequest', 'group_instance_id', 1)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.generation_id_or_member_epoch)
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2
    out += _Pi(len(o.topics))
    for x3 in o.topics:
        _e_OffsetCommitRequestTopic_v1(x3, out)


def _e_OffsetCommitRequestPartition_v2(o: OffsetCommitRequestPartition, out: bytearray) -> None:
    if o.commit_timestamp != -1:
        raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 2)
    out += _P0(o.partition_index, o.committed_offset)
    if o.committed_metadata is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.committed_metadata.encode()
        out += _Ph(len(b1))
        out += b1


def _e_OffsetCommitRequestTopic_v2(o: OffsetCommitRequestTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_OffsetCommitRequestPartition_v2(x2, out)


def _e_OffsetCommitRequest_v2(o: OffsetCommitRequest, out: bytearray) -> None:
    if o.group_instance_id is not None:
        raise _absent('OffsetCommitRequest', 'group_instance_id', 2)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.generation_id_or_member_epoch)
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2
    out += _P3(o.retention_time_ms)
    out += _Pi(len(o.topics))
    for x3 in o.topics:
        _e_OffsetCommitRequestTopic_v2(x3, out)


def _e_OffsetCommitRequestPartition_v3(o: OffsetCommitRequestPartition, out: bytearray) -> None:
    if o.commit_timestamp != -1:
        raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 3)
    out += _P0(o.partition_index, o.committed_offset)
    if o.committed_metadata is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.committed_metadata.encode()
        out += _Ph(len(b1))
        out += b1


def _e_OffsetCommitRequestTopic_v3(o: OffsetCommitRequestTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_OffsetCommitRequestPartition_v3(x2, out)


def _e_OffsetCommitRequest_v3(o: OffsetCommitRequest, out: bytearray) -> None:
    if o.group_instance_id is not None:
        raise _absent('OffsetCommitRequest', 'group_instance_id', 3)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.generation_id_or_member_epoch)
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2
    out += _P3(o.retention_time_ms)
    out += _Pi(len(o.topics))
    for x3 in o.topics:
        _e_OffsetCommitRequestTopic_v3(x3, out)


def _e_OffsetCommitRequestPartition_v4(o: OffsetCommitRequestPartition, out: bytearray) -> None:
    if o.commit_timestamp != -1:
        raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 4)
    out += _P0(o.partition_index, o.committed_offset)
    if o.committed_metadata is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.committed_metadata.encode()
        out += _Ph(len(b1))
        out += b1


def _e_OffsetCommitRequestTopic_v4(o: OffsetCommitRequestTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_OffsetCommitRequestPartition_v4(x2, out)


def _e_OffsetCommitRequest_v4(o: OffsetCommitRequest, out: bytearray) -> None:
    if o.group_instance_id is not None:
        raise _absent('OffsetCommitRequest', 'group_instance_id', 4)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.generation_id_or_member_epoch)
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2
    out += _P3(o.retention_time_ms)
    out += _Pi(len(o.topics))
    for x3 in o.topics:
        _e_OffsetCommitRequestTopic_v4(x3, out)


def _e_OffsetCommitRequestPartition_v5(o: OffsetCommitRequestPartition, out: bytearray) -> None:
    if o.commit_timestamp != -1:
        raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 5)
    out += _P0(o.partition_index, o.committed_offset)
    if o.committed_metadata is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.committed_metadata.encode()
        out += _Ph(len(b1))
        out += b1


def _e_OffsetCommitRequestTopic_v5(o: OffsetCommitRequestTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_OffsetCommitRequestPartition_v5(x2, out)


def _e_OffsetCommitRequest_v5(o: OffsetCommitRequest, out: bytearray) -> None:
    if o.group_instance_id is not None:
        raise _absent('OffsetCommitRequest', 'group_instance_id', 5)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.generation_id_or_member_epoch)
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2
    out += _Pi(len(o.topics))
    for x3 in o.topics:
        _e_OffsetCommitRequestTopic_v5(x3, out)


def _e_OffsetCommitRequestPartition_v6(o: OffsetCommitRequestPartition, out: bytearray) -> None:
    if o.commit_timestamp != -1:
        raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 6)
    out += _P4(o.partition_index, o.committed_offset, o.committed_leader_epoch)
    if o.committed_metadata is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.committed_metadata.encode()
        out += _Ph(len(b1))
        out += b1


def _e_OffsetCommitRequestTopic_v6(o: OffsetCommitRequestTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_OffsetCommitRequestPartition_v6(x2, out)


def _e_OffsetCommitRequest_v6(o: OffsetCommitRequest, out: bytearray) -> None:
    if o.group_instance_id is not None:
        raise _absent('OffsetCommitRequest', 'group_instance_id', 6)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.generation_id_or_member_epoch)
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2
    out += _Pi(len(o.topics))
    for x3 in o.topics:
        _e_OffsetCommitRequestTopic_v6(x3, out)


def _e_OffsetCommitRequestPartition_v7(o: OffsetCommitRequestPartition, out: bytearray) -> None:
    if o.commit_timestamp != -1:
        raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 7)
    out += _P4(o.partition_index, o.committed_offset, o.committed_leader_epoch)
    if o.committed_metadata is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.committed_metadata.encode()
        out += _Ph(len(b1))
        out += b1


def _e_OffsetCommitRequestTopic_v7(o: OffsetCommitRequestTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_OffsetCommitRequestPartition_v7(x2, out)


def _e_OffsetCommitRequest_v7(o: OffsetCommitRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.generation_id_or_member_epoch)
    b2 = o.member_id.encode()
    out += _Ph(len(b2))
    out += b2
    if o.group_instance_id is None:
        out.extend(b'\xff\xff')
    else:
        b3 = o.group_instance_id.encode()
        out += _Ph(len(b3))
        out += b3
    out += _Pi(len(o.topics))
    for x4 in o.topics:
        _e_OffsetCommitRequestTopic_v7(x4, out)


def _e_OffsetCommitRequestPartition_v8(o: OffsetCommitRequestPartition, out: bytearray) -> None:
    if o.commit_timestamp != -1:
        raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 8)
    out += _P4(o.partition_index, o.committed_offset, o.committed_leader_epoch)
    if o.committed_metadata is None:
        out.append(0)
    else:
        b1 = o.committed_metadata.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetCommitRequestTopic_v8(o: OffsetCommitRequestTopic, out: bytearray) -> None:
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
        _e_OffsetCommitRequestPartition_v8(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetCommitRequest_v8(o: OffsetCommitRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(o.generation_id_or_member_epoch)
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    if o.group_instance_id is None:
        out.append(0)
    else:
        b3 = o.group_instance_id.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x4 in o.topics:
        _e_OffsetCommitRequestTopic_v8(x4, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetCommitRequestPartition_v9(o: OffsetCommitRequestPartition, out: bytearray) -> None:
    if o.commit_timestamp != -1:
        raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 9)
    out += _P4(o.partition_index, o.committed_offset, o.committed_leader_epoch)
    if o.committed_metadata is None:
        out.append(0)
    else:
        b1 = o.committed_metadata.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetCommitRequestTopic_v9(o: OffsetCommitRequestTopic, out: bytearray) -> None:
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
        _e_OffsetCommitRequestPartition_v9(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetCommitRequest_v9(o: OffsetCommitRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(o.generation_id_or_member_epoch)
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    if o.group_instance_id is None:
        out.append(0)
    else:
        b3 = o.group_instance_id.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x4 in o.topics:
        _e_OffsetCommitRequestTopic_v9(x4, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetCommitRequestPartition_v10(o: OffsetCommitRequestPartition, out: bytearray) -> None:
    if o.commit_timestamp != -1:
        raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 10)
    out += _P4(o.partition_index, o.committed_offset, o.committed_leader_epoch)
    if o.committed_metadata is None:
        out.append(0)
    else:
        b1 = o.committed_metadata.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetCommitRequestTopic_v10(o: OffsetCommitRequestTopic, out: bytearray) -> None:
    out += _P5(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x1 in o.partitions:
        _e_OffsetCommitRequestPartition_v10(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetCommitRequest_v10(o: OffsetCommitRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(o.generation_id_or_member_epoch)
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    if o.group_instance_id is None:
        out.append(0)
    else:
        b3 = o.group_instance_id.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x4 in o.topics:
        _e_OffsetCommitRequestTopic_v10(x4, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_OffsetCommitResponsePartition_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitResponsePartition, int]:
    f_partition_index, f_error_code = _S6(buf, pos)
    pos += 6
    return OffsetCommitResponsePartition(f_partition_index, f_error_code, None), pos


def _d_OffsetCommitResponseTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitResponseTopic, int]:
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
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_OffsetCommitResponsePartition_v0(buf, pos, end)
            ap4(x5)
    return OffsetCommitResponseTopic(ZERO_UUID, f_name, f_partitions, None), pos


def _d_OffsetCommitResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitResponse, int]:
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
            x3, pos = _d_OffsetCommitResponseTopic_v0(buf, pos, end)
            ap2(x3)
    return OffsetCommitResponse(0, f_topics, None), pos


def _d_OffsetCommitResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitResponse, int]:
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
            x3, pos = _d_OffsetCommitResponseTopic_v0(buf, pos, end)
            ap2(x3)
    return OffsetCommitResponse(f_throttle_time_ms, f_topics, None), pos


def _d_OffsetCommitResponsePartition_v8(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitResponsePartition, int]:
    f_partition_index, f_error_code = _S6(buf, pos)
    pos += 6
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
    return OffsetCommitResponsePartition(f_partition_index, f_error_code, u), pos


def _d_OffsetCommitResponseTopic_v8(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitResponseTopic, int]:
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
        if n3 * 7 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_OffsetCommitResponsePartition_v8(buf, pos, end)
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
    return OffsetCommitResponseTopic(ZERO_UUID, f_name, f_partitions, u), pos


def _d_OffsetCommitResponse_v8(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitResponse, int]:
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
            x3, pos = _d_OffsetCommitResponseTopic_v8(buf, pos, end)
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
    return OffsetCommitResponse(f_throttle_time_ms, f_topics, u), pos


def _d_OffsetCommitResponseTopic_v10(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitResponseTopic, int]:
    f_topic_id = _S5(buf, pos)[0]
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
        if n1 * 7 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap2 = f_partitions.append
        for _ in range(n1):
            x3, pos = _d_OffsetCommitResponsePartition_v8(buf, pos, end)
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
    return OffsetCommitResponseTopic(f_topic_id, "", f_partitions, u), pos


def _d_OffsetCommitResponse_v10(buf: memoryview, pos: int, end: int) -> tuple[OffsetCommitResponse, int]:
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
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_OffsetCommitResponseTopic_v10(buf, pos, end)
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
    return OffsetCommitResponse(f_throttle_time_ms, f_topics, u), pos


def _e_OffsetCommitResponsePartition_v0(o: OffsetCommitResponsePartition, out: bytearray) -> None:
    out += _P6(o.partition_index, o.error_code)


def _e_OffsetCommitResponseTopic_v0(o: OffsetCommitResponseTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_OffsetCommitResponsePartition_v0(x2, out)


def _e_OffsetCommitResponse_v0(o: OffsetCommitResponse, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_OffsetCommitResponseTopic_v0(x1, out)


def _e_OffsetCommitResponse_v3(o: OffsetCommitResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_OffsetCommitResponseTopic_v0(x1, out)


def _e_OffsetCommitResponsePartition_v8(o: OffsetCommitResponsePartition, out: bytearray) -> None:
    out += _P6(o.partition_index, o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetCommitResponseTopic_v8(o: OffsetCommitResponseTopic, out: bytearray) -> None:
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
        _e_OffsetCommitResponsePartition_v8(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetCommitResponse_v8(o: OffsetCommitResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_OffsetCommitResponseTopic_v8(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetCommitResponseTopic_v10(o: OffsetCommitResponseTopic, out: bytearray) -> None:
    out += _P5(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x1 in o.partitions:
        _e_OffsetCommitResponsePartition_v8(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_OffsetCommitResponse_v10(o: OffsetCommitResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_OffsetCommitResponseTopic_v10(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


OffsetCommitRequest.DECODERS = (_d_OffsetCommitRequest_v0, _d_OffsetCommitRequest_v1, _d_OffsetCommitRequest_v2, _d_OffsetCommitRequest_v2, _d_OffsetCommitRequest_v2, _d_OffsetCommitRequest_v5, _d_OffsetCommitRequest_v6, _d_OffsetCommitRequest_v7, _d_OffsetCommitRequest_v8, _d_OffsetCommitRequest_v8, _d_OffsetCommitRequest_v10,)
OffsetCommitRequest.ENCODERS = (_e_OffsetCommitRequest_v0, _e_OffsetCommitRequest_v1, _e_OffsetCommitRequest_v2, _e_OffsetCommitRequest_v3, _e_OffsetCommitRequest_v4, _e_OffsetCommitRequest_v5, _e_OffsetCommitRequest_v6, _e_OffsetCommitRequest_v7, _e_OffsetCommitRequest_v8, _e_OffsetCommitRequest_v9, _e_OffsetCommitRequest_v10,)

OffsetCommitResponse.DECODERS = (_d_OffsetCommitResponse_v0, _d_OffsetCommitResponse_v0, _d_OffsetCommitResponse_v0, _d_OffsetCommitResponse_v3, _d_OffsetCommitResponse_v3, _d_OffsetCommitResponse_v3, _d_OffsetCommitResponse_v3, _d_OffsetCommitResponse_v3, _d_OffsetCommitResponse_v8, _d_OffsetCommitResponse_v8, _d_OffsetCommitResponse_v10,)
OffsetCommitResponse.ENCODERS = (_e_OffsetCommitResponse_v0, _e_OffsetCommitResponse_v0, _e_OffsetCommitResponse_v0, _e_OffsetCommitResponse_v3, _e_OffsetCommitResponse_v3, _e_OffsetCommitResponse_v3, _e_OffsetCommitResponse_v3, _e_OffsetCommitResponse_v3, _e_OffsetCommitResponse_v8, _e_OffsetCommitResponse_v8, _e_OffsetCommitResponse_v10,)
