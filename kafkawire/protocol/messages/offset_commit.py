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
    _i32s,
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


def _d_OffsetCommitRequest_v0(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
    n7 = _uh(buf, pos)[0]
    pos += 2
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e8].decode()
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
            n15 = _uh(buf, pos)[0]
            pos += 2
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_name_13 = buf[pos:e16].decode()
                pos = e16
            n17 = _ui(buf, pos)[0]
            pos += 4
            if n17 < 0:
                raise _negative(pos)
            else:
                if n17 * 14 > end - pos:
                    raise _short(pos)
                f_partitions_14 = []
                ap18 = f_partitions_14.append
                for _ in range(n17):
                    f_partition_index_20, f_committed_offset_21 = _S0(buf, pos)
                    pos += 12
                    n25 = _uh(buf, pos)[0]
                    pos += 2
                    if n25 == -1:
                        f_committed_metadata_24 = None
                    elif n25 < 0:
                        raise _negative(pos)
                    else:
                        e26 = pos + n25
                        if e26 > end:
                            raise _short(pos)
                        f_committed_metadata_24 = buf[pos:e26].decode()
                        pos = e26
                    x19 = OffsetCommitRequestPartition(f_partition_index_20, f_committed_offset_21, -1, -1, f_committed_metadata_24, None)
                    ap18(x19)
            x11 = OffsetCommitRequestTopic(ZERO_UUID, f_name_13, f_partitions_14, None)
            ap10(x11)
    o = OffsetCommitRequest(f_group_id_1, -1, "", None, -1, f_topics_6, None)
    return o, pos


def _d_OffsetCommitRequest_v1(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
    n7 = _uh(buf, pos)[0]
    pos += 2
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e8].decode()
        pos = e8
    f_generation_id_or_member_epoch_2 = _S1(buf, pos)[0]
    pos += 4
    n9 = _uh(buf, pos)[0]
    pos += 2
    if n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_member_id_3 = buf[pos:e10].decode()
        pos = e10
    n11 = _ui(buf, pos)[0]
    pos += 4
    if n11 < 0:
        raise _negative(pos)
    else:
        if n11 * 6 > end - pos:
            raise _short(pos)
        f_topics_6 = []
        ap12 = f_topics_6.append
        for _ in range(n11):
            n17 = _uh(buf, pos)[0]
            pos += 2
            if n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_name_15 = buf[pos:e18].decode()
                pos = e18
            n19 = _ui(buf, pos)[0]
            pos += 4
            if n19 < 0:
                raise _negative(pos)
            else:
                if n19 * 22 > end - pos:
                    raise _short(pos)
                f_partitions_16 = []
                ap20 = f_partitions_16.append
                for _ in range(n19):
                    f_partition_index_22, f_committed_offset_23, f_commit_timestamp_25 = _S2(buf, pos)
                    pos += 20
                    n27 = _uh(buf, pos)[0]
                    pos += 2
                    if n27 == -1:
                        f_committed_metadata_26 = None
                    elif n27 < 0:
                        raise _negative(pos)
                    else:
                        e28 = pos + n27
                        if e28 > end:
                            raise _short(pos)
                        f_committed_metadata_26 = buf[pos:e28].decode()
                        pos = e28
                    x21 = OffsetCommitRequestPartition(f_partition_index_22, f_committed_offset_23, -1, f_commit_timestamp_25, f_committed_metadata_26, None)
                    ap20(x21)
            x13 = OffsetCommitRequestTopic(ZERO_UUID, f_name_15, f_partitions_16, None)
            ap12(x13)
    o = OffsetCommitRequest(f_group_id_1, f_generation_id_or_member_epoch_2, f_member_id_3, None, -1, f_topics_6, None)
    return o, pos


def _d_OffsetCommitRequest_v2(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
    n7 = _uh(buf, pos)[0]
    pos += 2
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e8].decode()
        pos = e8
    f_generation_id_or_member_epoch_2 = _S1(buf, pos)[0]
    pos += 4
    n9 = _uh(buf, pos)[0]
    pos += 2
    if n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_member_id_3 = buf[pos:e10].decode()
        pos = e10
    f_retention_time_ms_5 = _S3(buf, pos)[0]
    pos += 8
    n11 = _ui(buf, pos)[0]
    pos += 4
    if n11 < 0:
        raise _negative(pos)
    else:
        if n11 * 6 > end - pos:
            raise _short(pos)
        f_topics_6 = []
        ap12 = f_topics_6.append
        for _ in range(n11):
            n17 = _uh(buf, pos)[0]
            pos += 2
            if n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_name_15 = buf[pos:e18].decode()
                pos = e18
            n19 = _ui(buf, pos)[0]
            pos += 4
            if n19 < 0:
                raise _negative(pos)
            else:
                if n19 * 14 > end - pos:
                    raise _short(pos)
                f_partitions_16 = []
                ap20 = f_partitions_16.append
                for _ in range(n19):
                    f_partition_index_22, f_committed_offset_23 = _S0(buf, pos)
                    pos += 12
                    n27 = _uh(buf, pos)[0]
                    pos += 2
                    if n27 == -1:
                        f_committed_metadata_26 = None
                    elif n27 < 0:
                        raise _negative(pos)
                    else:
                        e28 = pos + n27
                        if e28 > end:
                            raise _short(pos)
                        f_committed_metadata_26 = buf[pos:e28].decode()
                        pos = e28
                    x21 = OffsetCommitRequestPartition(f_partition_index_22, f_committed_offset_23, -1, -1, f_committed_metadata_26, None)
                    ap20(x21)
            x13 = OffsetCommitRequestTopic(ZERO_UUID, f_name_15, f_partitions_16, None)
            ap12(x13)
    o = OffsetCommitRequest(f_group_id_1, f_generation_id_or_member_epoch_2, f_member_id_3, None, f_retention_time_ms_5, f_topics_6, None)
    return o, pos


def _d_OffsetCommitRequest_v5(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
    n7 = _uh(buf, pos)[0]
    pos += 2
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e8].decode()
        pos = e8
    f_generation_id_or_member_epoch_2 = _S1(buf, pos)[0]
    pos += 4
    n9 = _uh(buf, pos)[0]
    pos += 2
    if n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_member_id_3 = buf[pos:e10].decode()
        pos = e10
    n11 = _ui(buf, pos)[0]
    pos += 4
    if n11 < 0:
        raise _negative(pos)
    else:
        if n11 * 6 > end - pos:
            raise _short(pos)
        f_topics_6 = []
        ap12 = f_topics_6.append
        for _ in range(n11):
            n17 = _uh(buf, pos)[0]
            pos += 2
            if n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_name_15 = buf[pos:e18].decode()
                pos = e18
            n19 = _ui(buf, pos)[0]
            pos += 4
            if n19 < 0:
                raise _negative(pos)
            else:
                if n19 * 14 > end - pos:
                    raise _short(pos)
                f_partitions_16 = []
                ap20 = f_partitions_16.append
                for _ in range(n19):
                    f_partition_index_22, f_committed_offset_23 = _S0(buf, pos)
                    pos += 12
                    n27 = _uh(buf, pos)[0]
                    pos += 2
                    if n27 == -1:
                        f_committed_metadata_26 = None
                    elif n27 < 0:
                        raise _negative(pos)
                    else:
                        e28 = pos + n27
                        if e28 > end:
                            raise _short(pos)
                        f_committed_metadata_26 = buf[pos:e28].decode()
                        pos = e28
                    x21 = OffsetCommitRequestPartition(f_partition_index_22, f_committed_offset_23, -1, -1, f_committed_metadata_26, None)
                    ap20(x21)
            x13 = OffsetCommitRequestTopic(ZERO_UUID, f_name_15, f_partitions_16, None)
            ap12(x13)
    o = OffsetCommitRequest(f_group_id_1, f_generation_id_or_member_epoch_2, f_member_id_3, None, -1, f_topics_6, None)
    return o, pos


def _d_OffsetCommitRequest_v6(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
    n7 = _uh(buf, pos)[0]
    pos += 2
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e8].decode()
        pos = e8
    f_generation_id_or_member_epoch_2 = _S1(buf, pos)[0]
    pos += 4
    n9 = _uh(buf, pos)[0]
    pos += 2
    if n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_member_id_3 = buf[pos:e10].decode()
        pos = e10
    n11 = _ui(buf, pos)[0]
    pos += 4
    if n11 < 0:
        raise _negative(pos)
    else:
        if n11 * 6 > end - pos:
            raise _short(pos)
        f_topics_6 = []
        ap12 = f_topics_6.append
        for _ in range(n11):
            n17 = _uh(buf, pos)[0]
            pos += 2
            if n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_name_15 = buf[pos:e18].decode()
                pos = e18
            n19 = _ui(buf, pos)[0]
            pos += 4
            if n19 < 0:
                raise _negative(pos)
            else:
                if n19 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_16 = []
                ap20 = f_partitions_16.append
                for _ in range(n19):
                    f_partition_index_22, f_committed_offset_23, f_committed_leader_epoch_24 = _S4(buf, pos)
                    pos += 16
                    n27 = _uh(buf, pos)[0]
                    pos += 2
                    if n27 == -1:
                        f_committed_metadata_26 = None
                    elif n27 < 0:
                        raise _negative(pos)
                    else:
                        e28 = pos + n27
                        if e28 > end:
                            raise _short(pos)
                        f_committed_metadata_26 = buf[pos:e28].decode()
                        pos = e28
                    x21 = OffsetCommitRequestPartition(f_partition_index_22, f_committed_offset_23, f_committed_leader_epoch_24, -1, f_committed_metadata_26, None)
                    ap20(x21)
            x13 = OffsetCommitRequestTopic(ZERO_UUID, f_name_15, f_partitions_16, None)
            ap12(x13)
    o = OffsetCommitRequest(f_group_id_1, f_generation_id_or_member_epoch_2, f_member_id_3, None, -1, f_topics_6, None)
    return o, pos


def _d_OffsetCommitRequest_v7(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
    n7 = _uh(buf, pos)[0]
    pos += 2
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e8].decode()
        pos = e8
    f_generation_id_or_member_epoch_2 = _S1(buf, pos)[0]
    pos += 4
    n9 = _uh(buf, pos)[0]
    pos += 2
    if n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_member_id_3 = buf[pos:e10].decode()
        pos = e10
    n11 = _uh(buf, pos)[0]
    pos += 2
    if n11 == -1:
        f_group_instance_id_4 = None
    elif n11 < 0:
        raise _negative(pos)
    else:
        e12 = pos + n11
        if e12 > end:
            raise _short(pos)
        f_group_instance_id_4 = buf[pos:e12].decode()
        pos = e12
    n13 = _ui(buf, pos)[0]
    pos += 4
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 6 > end - pos:
            raise _short(pos)
        f_topics_6 = []
        ap14 = f_topics_6.append
        for _ in range(n13):
            n19 = _uh(buf, pos)[0]
            pos += 2
            if n19 < 0:
                raise _negative(pos)
            else:
                e20 = pos + n19
                if e20 > end:
                    raise _short(pos)
                f_name_17 = buf[pos:e20].decode()
                pos = e20
            n21 = _ui(buf, pos)[0]
            pos += 4
            if n21 < 0:
                raise _negative(pos)
            else:
                if n21 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_18 = []
                ap22 = f_partitions_18.append
                for _ in range(n21):
                    f_partition_index_24, f_committed_offset_25, f_committed_leader_epoch_26 = _S4(buf, pos)
                    pos += 16
                    n29 = _uh(buf, pos)[0]
                    pos += 2
                    if n29 == -1:
                        f_committed_metadata_28 = None
                    elif n29 < 0:
                        raise _negative(pos)
                    else:
                        e30 = pos + n29
                        if e30 > end:
                            raise _short(pos)
                        f_committed_metadata_28 = buf[pos:e30].decode()
                        pos = e30
                    x23 = OffsetCommitRequestPartition(f_partition_index_24, f_committed_offset_25, f_committed_leader_epoch_26, -1, f_committed_metadata_28, None)
                    ap22(x23)
            x15 = OffsetCommitRequestTopic(ZERO_UUID, f_name_17, f_partitions_18, None)
            ap14(x15)
    o = OffsetCommitRequest(f_group_id_1, f_generation_id_or_member_epoch_2, f_member_id_3, f_group_instance_id_4, -1, f_topics_6, None)
    return o, pos


def _d_OffsetCommitRequest_v8(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
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
        f_group_id_1 = buf[pos:e8].decode()
        pos = e8
    f_generation_id_or_member_epoch_2 = _S1(buf, pos)[0]
    pos += 4
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
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_member_id_3 = buf[pos:e10].decode()
        pos = e10
    n11 = buf[pos]
    if n11 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n11 = (n11 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n11, pos = _uvarint(buf, pos)
    n11 -= 1
    if n11 == -1:
        f_group_instance_id_4 = None
    elif n11 < 0:
        raise _negative(pos)
    else:
        e12 = pos + n11
        if e12 > end:
            raise _short(pos)
        f_group_instance_id_4 = buf[pos:e12].decode()
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
        f_topics_6 = []
        ap14 = f_topics_6.append
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
                if n21 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_18 = []
                ap22 = f_partitions_18.append
                for _ in range(n21):
                    f_partition_index_24, f_committed_offset_25, f_committed_leader_epoch_26 = _S4(buf, pos)
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
                        f_committed_metadata_28 = None
                    elif n29 < 0:
                        raise _negative(pos)
                    else:
                        e30 = pos + n29
                        if e30 > end:
                            raise _short(pos)
                        f_committed_metadata_28 = buf[pos:e30].decode()
                        pos = e30
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
                    x23 = OffsetCommitRequestPartition(f_partition_index_24, f_committed_offset_25, f_committed_leader_epoch_26, -1, f_committed_metadata_28, u32)
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
            x15 = OffsetCommitRequestTopic(ZERO_UUID, f_name_17, f_partitions_18, u38)
            ap14(x15)
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
    o = OffsetCommitRequest(f_group_id_1, f_generation_id_or_member_epoch_2, f_member_id_3, f_group_instance_id_4, -1, f_topics_6, u44)
    return o, pos


def _d_OffsetCommitRequest_v10(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
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
        f_group_id_1 = buf[pos:e8].decode()
        pos = e8
    f_generation_id_or_member_epoch_2 = _S1(buf, pos)[0]
    pos += 4
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
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_member_id_3 = buf[pos:e10].decode()
        pos = e10
    n11 = buf[pos]
    if n11 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n11 = (n11 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n11, pos = _uvarint(buf, pos)
    n11 -= 1
    if n11 == -1:
        f_group_instance_id_4 = None
    elif n11 < 0:
        raise _negative(pos)
    else:
        e12 = pos + n11
        if e12 > end:
            raise _short(pos)
        f_group_instance_id_4 = buf[pos:e12].decode()
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
        f_topics_6 = []
        ap14 = f_topics_6.append
        for _ in range(n13):
            f_topic_id_16 = _S5(buf, pos)[0]
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
                if n19 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_18 = []
                ap20 = f_partitions_18.append
                for _ in range(n19):
                    f_partition_index_22, f_committed_offset_23, f_committed_leader_epoch_24 = _S4(buf, pos)
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
                        f_committed_metadata_26 = None
                    elif n27 < 0:
                        raise _negative(pos)
                    else:
                        e28 = pos + n27
                        if e28 > end:
                            raise _short(pos)
                        f_committed_metadata_26 = buf[pos:e28].decode()
                        pos = e28
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
                    x21 = OffsetCommitRequestPartition(f_partition_index_22, f_committed_offset_23, f_committed_leader_epoch_24, -1, f_committed_metadata_26, u30)
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
            x15 = OffsetCommitRequestTopic(f_topic_id_16, "", f_partitions_18, u36)
            ap14(x15)
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
    o = OffsetCommitRequest(f_group_id_1, f_generation_id_or_member_epoch_2, f_member_id_3, f_group_instance_id_4, -1, f_topics_6, u42)
    return o, pos


def _e_OffsetCommitRequest_v0(o: OffsetCommitRequest, out: bytearray) -> None:
    if o.group_instance_id is not None:
        raise _absent('OffsetCommitRequest', 'group_instance_id', 0)
    b1 = o.group_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.topics))
    for x2 in o.topics:
        b3 = x2.name.encode()
        out += _Ph(len(b3))
        out += b3
        out += _Pi(len(x2.partitions))
        for x4 in x2.partitions:
            if x4.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 0)
            out += _P0(x4.partition_index, x4.committed_offset)
            if x4.committed_metadata is None:
                out.extend(b'\xff\xff')
            else:
                b5 = x4.committed_metadata.encode()
                out += _Ph(len(b5))
                out += b5


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
        b4 = x3.name.encode()
        out += _Ph(len(b4))
        out += b4
        out += _Pi(len(x3.partitions))
        for x5 in x3.partitions:
            out += _P2(x5.partition_index, x5.committed_offset, x5.commit_timestamp)
            if x5.committed_metadata is None:
                out.extend(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out += _Ph(len(b6))
                out += b6


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
        b4 = x3.name.encode()
        out += _Ph(len(b4))
        out += b4
        out += _Pi(len(x3.partitions))
        for x5 in x3.partitions:
            if x5.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 2)
            out += _P0(x5.partition_index, x5.committed_offset)
            if x5.committed_metadata is None:
                out.extend(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out += _Ph(len(b6))
                out += b6


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
        b4 = x3.name.encode()
        out += _Ph(len(b4))
        out += b4
        out += _Pi(len(x3.partitions))
        for x5 in x3.partitions:
            if x5.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 3)
            out += _P0(x5.partition_index, x5.committed_offset)
            if x5.committed_metadata is None:
                out.extend(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out += _Ph(len(b6))
                out += b6


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
        b4 = x3.name.encode()
        out += _Ph(len(b4))
        out += b4
        out += _Pi(len(x3.partitions))
        for x5 in x3.partitions:
            if x5.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 4)
            out += _P0(x5.partition_index, x5.committed_offset)
            if x5.committed_metadata is None:
                out.extend(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out += _Ph(len(b6))
                out += b6


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
        b4 = x3.name.encode()
        out += _Ph(len(b4))
        out += b4
        out += _Pi(len(x3.partitions))
        for x5 in x3.partitions:
            if x5.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 5)
            out += _P0(x5.partition_index, x5.committed_offset)
            if x5.committed_metadata is None:
                out.extend(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out += _Ph(len(b6))
                out += b6


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
        b4 = x3.name.encode()
        out += _Ph(len(b4))
        out += b4
        out += _Pi(len(x3.partitions))
        for x5 in x3.partitions:
            if x5.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 6)
            out += _P4(x5.partition_index, x5.committed_offset, x5.committed_leader_epoch)
            if x5.committed_metadata is None:
                out.extend(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out += _Ph(len(b6))
                out += b6


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
        b5 = x4.name.encode()
        out += _Ph(len(b5))
        out += b5
        out += _Pi(len(x4.partitions))
        for x6 in x4.partitions:
            if x6.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 7)
            out += _P4(x6.partition_index, x6.committed_offset, x6.committed_leader_epoch)
            if x6.committed_metadata is None:
                out.extend(b'\xff\xff')
            else:
                b7 = x6.committed_metadata.encode()
                out += _Ph(len(b7))
                out += b7


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
        b5 = x4.name.encode()
        if len(b5) + 1 < 128:
            out.append(len(b5) + 1)
        else:
            out += _encode_uvarint(len(b5) + 1)
        out += b5
        if len(x4.partitions) + 1 < 128:
            out.append(len(x4.partitions) + 1)
        else:
            out += _encode_uvarint(len(x4.partitions) + 1)
        for x6 in x4.partitions:
            if x6.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 8)
            out += _P4(x6.partition_index, x6.committed_offset, x6.committed_leader_epoch)
            if x6.committed_metadata is None:
                out.append(0)
            else:
                b7 = x6.committed_metadata.encode()
                if len(b7) + 1 < 128:
                    out.append(len(b7) + 1)
                else:
                    out += _encode_uvarint(len(b7) + 1)
                out += b7
            if x6.unknown_tags:
                _write_tags(out, [], x6.unknown_tags)
            else:
                out.append(0)
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(0)
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
        b5 = x4.name.encode()
        if len(b5) + 1 < 128:
            out.append(len(b5) + 1)
        else:
            out += _encode_uvarint(len(b5) + 1)
        out += b5
        if len(x4.partitions) + 1 < 128:
            out.append(len(x4.partitions) + 1)
        else:
            out += _encode_uvarint(len(x4.partitions) + 1)
        for x6 in x4.partitions:
            if x6.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 9)
            out += _P4(x6.partition_index, x6.committed_offset, x6.committed_leader_epoch)
            if x6.committed_metadata is None:
                out.append(0)
            else:
                b7 = x6.committed_metadata.encode()
                if len(b7) + 1 < 128:
                    out.append(len(b7) + 1)
                else:
                    out += _encode_uvarint(len(b7) + 1)
                out += b7
            if x6.unknown_tags:
                _write_tags(out, [], x6.unknown_tags)
            else:
                out.append(0)
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(0)
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
        out += _P5(_uuid_bytes(x4.topic_id))
        if len(x4.partitions) + 1 < 128:
            out.append(len(x4.partitions) + 1)
        else:
            out += _encode_uvarint(len(x4.partitions) + 1)
        for x5 in x4.partitions:
            if x5.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 10)
            out += _P4(x5.partition_index, x5.committed_offset, x5.committed_leader_epoch)
            if x5.committed_metadata is None:
                out.append(0)
            else:
                b6 = x5.committed_metadata.encode()
                if len(b6) + 1 < 128:
                    out.append(len(b6) + 1)
                else:
                    out += _encode_uvarint(len(b6) + 1)
                out += b6
            if x5.unknown_tags:
                _write_tags(out, [], x5.unknown_tags)
            else:
                out.append(0)
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_OffsetCommitResponse_v0(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitResponse, int]:
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
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
                if n11 * 6 > end - pos:
                    raise _short(pos)
                f_partitions_8 = []
                ap12 = f_partitions_8.append
                for _ in range(n11):
                    f_partition_index_14, f_error_code_15 = _S6(buf, pos)
                    pos += 6
                    x13 = OffsetCommitResponsePartition(f_partition_index_14, f_error_code_15, None)
                    ap12(x13)
            x5 = OffsetCommitResponseTopic(ZERO_UUID, f_name_7, f_partitions_8, None)
            ap4(x5)
    o = OffsetCommitResponse(0, f_topics_2, None)
    return o, pos


def _d_OffsetCommitResponse_v3(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitResponse, int]:
    f_throttle_time_ms_1 = _S1(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
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
                if n11 * 6 > end - pos:
                    raise _short(pos)
                f_partitions_8 = []
                ap12 = f_partitions_8.append
                for _ in range(n11):
                    f_partition_index_14, f_error_code_15 = _S6(buf, pos)
                    pos += 6
                    x13 = OffsetCommitResponsePartition(f_partition_index_14, f_error_code_15, None)
                    ap12(x13)
            x5 = OffsetCommitResponseTopic(ZERO_UUID, f_name_7, f_partitions_8, None)
            ap4(x5)
    o = OffsetCommitResponse(f_throttle_time_ms_1, f_topics_2, None)
    return o, pos


def _d_OffsetCommitResponse_v8(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitResponse, int]:
    f_throttle_time_ms_1 = _S1(buf, pos)[0]
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
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
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
                e10 = pos + n9
                if e10 > end:
                    raise _short(pos)
                f_name_7 = buf[pos:e10].decode()
                pos = e10
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
                if n11 * 7 > end - pos:
                    raise _short(pos)
                f_partitions_8 = []
                ap12 = f_partitions_8.append
                for _ in range(n11):
                    f_partition_index_14, f_error_code_15 = _S6(buf, pos)
                    pos += 6
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
                    x13 = OffsetCommitResponsePartition(f_partition_index_14, f_error_code_15, u17)
                    ap12(x13)
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
            x5 = OffsetCommitResponseTopic(ZERO_UUID, f_name_7, f_partitions_8, u23)
            ap4(x5)
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
    o = OffsetCommitResponse(f_throttle_time_ms_1, f_topics_2, u29)
    return o, pos


def _d_OffsetCommitResponse_v10(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitResponse, int]:
    f_throttle_time_ms_1 = _S1(buf, pos)[0]
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
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            f_topic_id_6 = _S5(buf, pos)[0]
            pos += 16
            f_topic_id_6 = _make_uuid(f_topic_id_6)
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
                if n9 * 7 > end - pos:
                    raise _short(pos)
                f_partitions_8 = []
                ap10 = f_partitions_8.append
                for _ in range(n9):
                    f_partition_index_12, f_error_code_13 = _S6(buf, pos)
                    pos += 6
                    nt14 = buf[pos]
                    if nt14 < 128:
                        pos += 1
                    else:
                        nt14, pos = _uvarint(buf, pos)
                    u15 = None
                    if nt14:
                        last16 = -1
                        for _ in range(nt14):
                            tg17 = buf[pos]
                            if tg17 < 128:
                                pos += 1
                            else:
                                tg17, pos = _uvarint(buf, pos)
                            sz18 = buf[pos]
                            if sz18 < 128:
                                pos += 1
                            else:
                                sz18, pos = _uvarint(buf, pos)
                            te19 = pos + sz18
                            if te19 > end:
                                raise _short(pos)
                            if tg17 <= last16:
                                raise _tag_order(pos)
                            last16 = tg17
                            if u15 is None:
                                u15 = {}
                            u15[tg17] = buf[pos:te19]
                            pos = te19
                    x11 = OffsetCommitResponsePartition(f_partition_index_12, f_error_code_13, u15)
                    ap10(x11)
            nt20 = buf[pos]
            if nt20 < 128:
                pos += 1
            else:
                nt20, pos = _uvarint(buf, pos)
            u21 = None
            if nt20:
                last22 = -1
                for _ in range(nt20):
                    tg23 = buf[pos]
                    if tg23 < 128:
                        pos += 1
                    else:
                        tg23, pos = _uvarint(buf, pos)
                    sz24 = buf[pos]
                    if sz24 < 128:
                        pos += 1
                    else:
                        sz24, pos = _uvarint(buf, pos)
                    te25 = pos + sz24
                    if te25 > end:
                        raise _short(pos)
                    if tg23 <= last22:
                        raise _tag_order(pos)
                    last22 = tg23
                    if u21 is None:
                        u21 = {}
                    u21[tg23] = buf[pos:te25]
                    pos = te25
            x5 = OffsetCommitResponseTopic(f_topic_id_6, "", f_partitions_8, u21)
            ap4(x5)
    nt26 = buf[pos]
    if nt26 < 128:
        pos += 1
    else:
        nt26, pos = _uvarint(buf, pos)
    u27 = None
    if nt26:
        last28 = -1
        for _ in range(nt26):
            tg29 = buf[pos]
            if tg29 < 128:
                pos += 1
            else:
                tg29, pos = _uvarint(buf, pos)
            sz30 = buf[pos]
            if sz30 < 128:
                pos += 1
            else:
                sz30, pos = _uvarint(buf, pos)
            te31 = pos + sz30
            if te31 > end:
                raise _short(pos)
            if tg29 <= last28:
                raise _tag_order(pos)
            last28 = tg29
            if u27 is None:
                u27 = {}
            u27[tg29] = buf[pos:te31]
            pos = te31
    o = OffsetCommitResponse(f_throttle_time_ms_1, f_topics_2, u27)
    return o, pos


def _e_OffsetCommitResponse_v0(o: OffsetCommitResponse, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P6(x3.partition_index, x3.error_code)


def _e_OffsetCommitResponse_v3(o: OffsetCommitResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P6(x3.partition_index, x3.error_code)


def _e_OffsetCommitResponse_v8(o: OffsetCommitResponse, out: bytearray) -> None:
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
            out += _P6(x3.partition_index, x3.error_code)
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


def _e_OffsetCommitResponse_v10(o: OffsetCommitResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        out += _P5(_uuid_bytes(x1.topic_id))
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x2 in x1.partitions:
            out += _P6(x2.partition_index, x2.error_code)
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
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


OffsetCommitRequest.DECODERS = (_d_OffsetCommitRequest_v0, _d_OffsetCommitRequest_v1, _d_OffsetCommitRequest_v2, _d_OffsetCommitRequest_v2, _d_OffsetCommitRequest_v2, _d_OffsetCommitRequest_v5, _d_OffsetCommitRequest_v6, _d_OffsetCommitRequest_v7, _d_OffsetCommitRequest_v8, _d_OffsetCommitRequest_v8, _d_OffsetCommitRequest_v10,)
OffsetCommitRequest.ENCODERS = (_e_OffsetCommitRequest_v0, _e_OffsetCommitRequest_v1, _e_OffsetCommitRequest_v2, _e_OffsetCommitRequest_v3, _e_OffsetCommitRequest_v4, _e_OffsetCommitRequest_v5, _e_OffsetCommitRequest_v6, _e_OffsetCommitRequest_v7, _e_OffsetCommitRequest_v8, _e_OffsetCommitRequest_v9, _e_OffsetCommitRequest_v10,)

OffsetCommitResponse.DECODERS = (_d_OffsetCommitResponse_v0, _d_OffsetCommitResponse_v0, _d_OffsetCommitResponse_v0, _d_OffsetCommitResponse_v3, _d_OffsetCommitResponse_v3, _d_OffsetCommitResponse_v3, _d_OffsetCommitResponse_v3, _d_OffsetCommitResponse_v3, _d_OffsetCommitResponse_v8, _d_OffsetCommitResponse_v8, _d_OffsetCommitResponse_v10,)
OffsetCommitResponse.ENCODERS = (_e_OffsetCommitResponse_v0, _e_OffsetCommitResponse_v0, _e_OffsetCommitResponse_v0, _e_OffsetCommitResponse_v3, _e_OffsetCommitResponse_v3, _e_OffsetCommitResponse_v3, _e_OffsetCommitResponse_v3, _e_OffsetCommitResponse_v3, _e_OffsetCommitResponse_v8, _e_OffsetCommitResponse_v8, _e_OffsetCommitResponse_v10,)
