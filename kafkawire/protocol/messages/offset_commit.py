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

__all__ = ['OffsetCommitRequest', 'OffsetCommitRequestPartition', 'OffsetCommitRequestTopic', 'OffsetCommitResponse', 'OffsetCommitResponsePartition', 'OffsetCommitResponseTopic']

_I0 = _Struct('>ih').iter_unpack
_I1 = _Struct('>ihB').iter_unpack
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
_S5 = _Struct('>iB').unpack_from
_P5 = _Struct('>iB').pack
_S6 = _Struct('>iqiB').unpack_from
_P6 = _Struct('>iqiB').pack
_S7 = _Struct('>16sB').unpack_from
_P7 = _Struct('>16sB').pack
_S8 = _Struct('>16s').unpack_from
_P8 = _Struct('>16s').pack
_S9 = _Struct('>ihB').unpack_from
_P9 = _Struct('>ihB').pack
_S10 = _Struct('>ih').unpack_from
_P10 = _Struct('>ih').pack


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


class OffsetCommitRequest(Request["OffsetCommitResponse"]):
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
        if n9:
            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                n14 = _uh(buf, pos)[0]
                pos += 2
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_name_12 = buf[pos:e15].decode()
                    pos = e15
                n16 = _ui(buf, pos)[0]
                pos += 4
                if n16 < 0:
                    raise _negative(pos)
                else:
                    if n16 * 14 > end - pos:
                        raise _short(pos)
                    f_partitions_13 = []
                    if n16:
                        for _ in (_ranges[n16] if n16 < 256 else range(n16)):
                            f_partition_index_18, f_committed_offset_19 = _S0(buf, pos)
                            pos += 12
                            n23 = _uh(buf, pos)[0]
                            pos += 2
                            if n23 == -1:
                                f_committed_metadata_22 = None
                            elif n23 < 0:
                                raise _negative(pos)
                            else:
                                e24 = pos + n23
                                if e24 > end:
                                    raise _short(pos)
                                f_committed_metadata_22 = buf[pos:e24].decode()
                                pos = e24
                            x17 = _new(OffsetCommitRequestPartition)
                            x17.partition_index = f_partition_index_18
                            x17.committed_offset = f_committed_offset_19
                            x17.committed_leader_epoch = -1
                            x17.commit_timestamp = -1
                            x17.committed_metadata = f_committed_metadata_22
                            x17.unknown_tags = None
                            f_partitions_13.append(x17)
                x10 = _new(OffsetCommitRequestTopic)
                x10.topic_id = ZERO_UUID
                x10.name = f_name_12
                x10.partitions = f_partitions_13
                x10.unknown_tags = None
                f_topics_6.append(x10)
    o = _new(OffsetCommitRequest)
    o.group_id = f_group_id_1
    o.generation_id_or_member_epoch = -1
    o.member_id = ""
    o.group_instance_id = None
    o.retention_time_ms = -1
    o.topics = f_topics_6
    o.unknown_tags = None
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
        if n11:
            for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                n16 = _uh(buf, pos)[0]
                pos += 2
                if n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    f_name_14 = buf[pos:e17].decode()
                    pos = e17
                n18 = _ui(buf, pos)[0]
                pos += 4
                if n18 < 0:
                    raise _negative(pos)
                else:
                    if n18 * 22 > end - pos:
                        raise _short(pos)
                    f_partitions_15 = []
                    if n18:
                        for _ in (_ranges[n18] if n18 < 256 else range(n18)):
                            f_partition_index_20, f_committed_offset_21, f_commit_timestamp_23 = _S2(buf, pos)
                            pos += 20
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
                            x19 = _new(OffsetCommitRequestPartition)
                            x19.partition_index = f_partition_index_20
                            x19.committed_offset = f_committed_offset_21
                            x19.committed_leader_epoch = -1
                            x19.commit_timestamp = f_commit_timestamp_23
                            x19.committed_metadata = f_committed_metadata_24
                            x19.unknown_tags = None
                            f_partitions_15.append(x19)
                x12 = _new(OffsetCommitRequestTopic)
                x12.topic_id = ZERO_UUID
                x12.name = f_name_14
                x12.partitions = f_partitions_15
                x12.unknown_tags = None
                f_topics_6.append(x12)
    o = _new(OffsetCommitRequest)
    o.group_id = f_group_id_1
    o.generation_id_or_member_epoch = f_generation_id_or_member_epoch_2
    o.member_id = f_member_id_3
    o.group_instance_id = None
    o.retention_time_ms = -1
    o.topics = f_topics_6
    o.unknown_tags = None
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
        if n11:
            for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                n16 = _uh(buf, pos)[0]
                pos += 2
                if n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    f_name_14 = buf[pos:e17].decode()
                    pos = e17
                n18 = _ui(buf, pos)[0]
                pos += 4
                if n18 < 0:
                    raise _negative(pos)
                else:
                    if n18 * 14 > end - pos:
                        raise _short(pos)
                    f_partitions_15 = []
                    if n18:
                        for _ in (_ranges[n18] if n18 < 256 else range(n18)):
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
                            x19 = _new(OffsetCommitRequestPartition)
                            x19.partition_index = f_partition_index_20
                            x19.committed_offset = f_committed_offset_21
                            x19.committed_leader_epoch = -1
                            x19.commit_timestamp = -1
                            x19.committed_metadata = f_committed_metadata_24
                            x19.unknown_tags = None
                            f_partitions_15.append(x19)
                x12 = _new(OffsetCommitRequestTopic)
                x12.topic_id = ZERO_UUID
                x12.name = f_name_14
                x12.partitions = f_partitions_15
                x12.unknown_tags = None
                f_topics_6.append(x12)
    o = _new(OffsetCommitRequest)
    o.group_id = f_group_id_1
    o.generation_id_or_member_epoch = f_generation_id_or_member_epoch_2
    o.member_id = f_member_id_3
    o.group_instance_id = None
    o.retention_time_ms = f_retention_time_ms_5
    o.topics = f_topics_6
    o.unknown_tags = None
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
        if n11:
            for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                n16 = _uh(buf, pos)[0]
                pos += 2
                if n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    f_name_14 = buf[pos:e17].decode()
                    pos = e17
                n18 = _ui(buf, pos)[0]
                pos += 4
                if n18 < 0:
                    raise _negative(pos)
                else:
                    if n18 * 14 > end - pos:
                        raise _short(pos)
                    f_partitions_15 = []
                    if n18:
                        for _ in (_ranges[n18] if n18 < 256 else range(n18)):
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
                            x19 = _new(OffsetCommitRequestPartition)
                            x19.partition_index = f_partition_index_20
                            x19.committed_offset = f_committed_offset_21
                            x19.committed_leader_epoch = -1
                            x19.commit_timestamp = -1
                            x19.committed_metadata = f_committed_metadata_24
                            x19.unknown_tags = None
                            f_partitions_15.append(x19)
                x12 = _new(OffsetCommitRequestTopic)
                x12.topic_id = ZERO_UUID
                x12.name = f_name_14
                x12.partitions = f_partitions_15
                x12.unknown_tags = None
                f_topics_6.append(x12)
    o = _new(OffsetCommitRequest)
    o.group_id = f_group_id_1
    o.generation_id_or_member_epoch = f_generation_id_or_member_epoch_2
    o.member_id = f_member_id_3
    o.group_instance_id = None
    o.retention_time_ms = -1
    o.topics = f_topics_6
    o.unknown_tags = None
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
        if n11:
            for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                n16 = _uh(buf, pos)[0]
                pos += 2
                if n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    f_name_14 = buf[pos:e17].decode()
                    pos = e17
                n18 = _ui(buf, pos)[0]
                pos += 4
                if n18 < 0:
                    raise _negative(pos)
                else:
                    if n18 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_15 = []
                    if n18:
                        for _ in (_ranges[n18] if n18 < 256 else range(n18)):
                            f_partition_index_20, f_committed_offset_21, f_committed_leader_epoch_22 = _S4(buf, pos)
                            pos += 16
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
                            x19 = _new(OffsetCommitRequestPartition)
                            x19.partition_index = f_partition_index_20
                            x19.committed_offset = f_committed_offset_21
                            x19.committed_leader_epoch = f_committed_leader_epoch_22
                            x19.commit_timestamp = -1
                            x19.committed_metadata = f_committed_metadata_24
                            x19.unknown_tags = None
                            f_partitions_15.append(x19)
                x12 = _new(OffsetCommitRequestTopic)
                x12.topic_id = ZERO_UUID
                x12.name = f_name_14
                x12.partitions = f_partitions_15
                x12.unknown_tags = None
                f_topics_6.append(x12)
    o = _new(OffsetCommitRequest)
    o.group_id = f_group_id_1
    o.generation_id_or_member_epoch = f_generation_id_or_member_epoch_2
    o.member_id = f_member_id_3
    o.group_instance_id = None
    o.retention_time_ms = -1
    o.topics = f_topics_6
    o.unknown_tags = None
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
        if n13:
            for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                n18 = _uh(buf, pos)[0]
                pos += 2
                if n18 < 0:
                    raise _negative(pos)
                else:
                    e19 = pos + n18
                    if e19 > end:
                        raise _short(pos)
                    f_name_16 = buf[pos:e19].decode()
                    pos = e19
                n20 = _ui(buf, pos)[0]
                pos += 4
                if n20 < 0:
                    raise _negative(pos)
                else:
                    if n20 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_17 = []
                    if n20:
                        for _ in (_ranges[n20] if n20 < 256 else range(n20)):
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
                            x21 = _new(OffsetCommitRequestPartition)
                            x21.partition_index = f_partition_index_22
                            x21.committed_offset = f_committed_offset_23
                            x21.committed_leader_epoch = f_committed_leader_epoch_24
                            x21.commit_timestamp = -1
                            x21.committed_metadata = f_committed_metadata_26
                            x21.unknown_tags = None
                            f_partitions_17.append(x21)
                x14 = _new(OffsetCommitRequestTopic)
                x14.topic_id = ZERO_UUID
                x14.name = f_name_16
                x14.partitions = f_partitions_17
                x14.unknown_tags = None
                f_topics_6.append(x14)
    o = _new(OffsetCommitRequest)
    o.group_id = f_group_id_1
    o.generation_id_or_member_epoch = f_generation_id_or_member_epoch_2
    o.member_id = f_member_id_3
    o.group_instance_id = f_group_instance_id_4
    o.retention_time_ms = -1
    o.topics = f_topics_6
    o.unknown_tags = None
    return o, pos


def _d_OffsetCommitRequest_v8(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
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
        f_group_id_1 = buf[pos:e8].decode()
        pos = e8
    f_generation_id_or_member_epoch_2, pk9 = _S5(buf, pos)
    pos += 5
    if pk9 < 128:
        pk9 -= 1
    elif buf[pos] < 128:
        pk9 = pk9 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk9, pos = _string_uvarint(buf, pos - 1)
        pk9 -= 1
    if pk9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + pk9
        if e10 > end:
            raise _short(pos)
        f_member_id_3 = buf[pos:e10].decode()
        pos = e10
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
    if n11 == -1:
        f_group_instance_id_4 = None
    else:
        e12 = pos + n11
        if e12 > end:
            raise _short(pos)
        f_group_instance_id_4 = buf[pos:e12].decode()
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
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 3 > end - pos:
            raise _short(pos)
        f_topics_6 = []
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
                n20 = buf[pos]
                if n20 < 128:
                    pos += 1
                    n20 -= 1
                elif buf[pos + 1] < 128:
                    n20 = n20 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n20, pos = _uvarint(buf, pos)
                    n20 -= 1
                if n20 < 0:
                    raise _negative(pos)
                else:
                    if n20 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_17 = []
                    if n20:
                        for _ in (_ranges[n20] if n20 < 256 else range(n20)):
                            f_partition_index_22, f_committed_offset_23, f_committed_leader_epoch_24, pk27 = _S6(buf, pos)
                            pos += 17
                            if pk27 < 128:
                                pk27 -= 1
                            elif buf[pos] < 128:
                                pk27 = pk27 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk27, pos = _string_uvarint(buf, pos - 1)
                                pk27 -= 1
                            if pk27 == -1:
                                f_committed_metadata_26 = None
                            else:
                                e28 = pos + pk27
                                if e28 > end:
                                    raise _short(pos)
                                f_committed_metadata_26 = buf[pos:e28].decode()
                                pos = e28
                            if buf[pos]:
                                u29, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u29 = None
                            x21 = _new(OffsetCommitRequestPartition)
                            x21.partition_index = f_partition_index_22
                            x21.committed_offset = f_committed_offset_23
                            x21.committed_leader_epoch = f_committed_leader_epoch_24
                            x21.commit_timestamp = -1
                            x21.committed_metadata = f_committed_metadata_26
                            x21.unknown_tags = u29
                            f_partitions_17.append(x21)
                if buf[pos]:
                    u30, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u30 = None
                x14 = _new(OffsetCommitRequestTopic)
                x14.topic_id = ZERO_UUID
                x14.name = f_name_16
                x14.partitions = f_partitions_17
                x14.unknown_tags = u30
                f_topics_6.append(x14)
    if buf[pos]:
        u31, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u31 = None
    o = _new(OffsetCommitRequest)
    o.group_id = f_group_id_1
    o.generation_id_or_member_epoch = f_generation_id_or_member_epoch_2
    o.member_id = f_member_id_3
    o.group_instance_id = f_group_instance_id_4
    o.retention_time_ms = -1
    o.topics = f_topics_6
    o.unknown_tags = u31
    return o, pos


def _d_OffsetCommitRequest_v10(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
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
        f_group_id_1 = buf[pos:e8].decode()
        pos = e8
    f_generation_id_or_member_epoch_2, pk9 = _S5(buf, pos)
    pos += 5
    if pk9 < 128:
        pk9 -= 1
    elif buf[pos] < 128:
        pk9 = pk9 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk9, pos = _string_uvarint(buf, pos - 1)
        pk9 -= 1
    if pk9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + pk9
        if e10 > end:
            raise _short(pos)
        f_member_id_3 = buf[pos:e10].decode()
        pos = e10
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
    if n11 == -1:
        f_group_instance_id_4 = None
    else:
        e12 = pos + n11
        if e12 > end:
            raise _short(pos)
        f_group_instance_id_4 = buf[pos:e12].decode()
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
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 18 > end - pos:
            raise _short(pos)
        f_topics_6 = []
        if n13:
            for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                f_topic_id_15, pk18 = _S7(buf, pos)
                pos += 17
                f_topic_id_15 = _cached_uuid(f_topic_id_15) or _make_uuid(f_topic_id_15)
                if pk18 < 128:
                    pk18 -= 1
                elif buf[pos] < 128:
                    pk18 = pk18 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk18, pos = _uvarint(buf, pos - 1)
                    pk18 -= 1
                if pk18 < 0:
                    raise _negative(pos)
                else:
                    if pk18 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_17 = []
                    if pk18:
                        for _ in (_ranges[pk18] if pk18 < 256 else range(pk18)):
                            f_partition_index_20, f_committed_offset_21, f_committed_leader_epoch_22, pk25 = _S6(buf, pos)
                            pos += 17
                            if pk25 < 128:
                                pk25 -= 1
                            elif buf[pos] < 128:
                                pk25 = pk25 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk25, pos = _string_uvarint(buf, pos - 1)
                                pk25 -= 1
                            if pk25 == -1:
                                f_committed_metadata_24 = None
                            else:
                                e26 = pos + pk25
                                if e26 > end:
                                    raise _short(pos)
                                f_committed_metadata_24 = buf[pos:e26].decode()
                                pos = e26
                            if buf[pos]:
                                u27, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u27 = None
                            x19 = _new(OffsetCommitRequestPartition)
                            x19.partition_index = f_partition_index_20
                            x19.committed_offset = f_committed_offset_21
                            x19.committed_leader_epoch = f_committed_leader_epoch_22
                            x19.commit_timestamp = -1
                            x19.committed_metadata = f_committed_metadata_24
                            x19.unknown_tags = u27
                            f_partitions_17.append(x19)
                if buf[pos]:
                    u28, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u28 = None
                x14 = _new(OffsetCommitRequestTopic)
                x14.topic_id = f_topic_id_15
                x14.name = ""
                x14.partitions = f_partitions_17
                x14.unknown_tags = u28
                f_topics_6.append(x14)
    if buf[pos]:
        u29, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u29 = None
    o = _new(OffsetCommitRequest)
    o.group_id = f_group_id_1
    o.generation_id_or_member_epoch = f_generation_id_or_member_epoch_2
    o.member_id = f_member_id_3
    o.group_instance_id = f_group_instance_id_4
    o.retention_time_ms = -1
    o.topics = f_topics_6
    o.unknown_tags = u29
    return o, pos


def _e_OffsetCommitRequest_v0(o: OffsetCommitRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('OffsetCommitRequest', 'group_instance_id', 0)
    if o.unknown_tags:
        raise _untagged('OffsetCommitRequest', 0)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x2 in o.topics:
        if x2.unknown_tags:
            raise _untagged('OffsetCommitRequestTopic', 0)
        b3 = x2.name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        out.append(_Pi(len(x2.partitions)))
        for x4 in x2.partitions:
            if x4.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 0)
            if x4.unknown_tags:
                raise _untagged('OffsetCommitRequestPartition', 0)
            out.append(_P0(x4.partition_index, x4.committed_offset))
            if x4.committed_metadata is None:
                out.append(b'\xff\xff')
            else:
                b5 = x4.committed_metadata.encode()
                out.append(_Ph(len(b5)))
                out.append(b5)


def _e_OffsetCommitRequest_v1(o: OffsetCommitRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('OffsetCommitRequest', 'group_instance_id', 1)
    if o.unknown_tags:
        raise _untagged('OffsetCommitRequest', 1)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P1(o.generation_id_or_member_epoch))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x3 in o.topics:
        if x3.unknown_tags:
            raise _untagged('OffsetCommitRequestTopic', 1)
        b4 = x3.name.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
        out.append(_Pi(len(x3.partitions)))
        for x5 in x3.partitions:
            if x5.unknown_tags:
                raise _untagged('OffsetCommitRequestPartition', 1)
            out.append(_P2(x5.partition_index, x5.committed_offset, x5.commit_timestamp))
            if x5.committed_metadata is None:
                out.append(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)


def _e_OffsetCommitRequest_v2(o: OffsetCommitRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('OffsetCommitRequest', 'group_instance_id', 2)
    if o.unknown_tags:
        raise _untagged('OffsetCommitRequest', 2)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P1(o.generation_id_or_member_epoch))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    out.append(_P3(o.retention_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x3 in o.topics:
        if x3.unknown_tags:
            raise _untagged('OffsetCommitRequestTopic', 2)
        b4 = x3.name.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
        out.append(_Pi(len(x3.partitions)))
        for x5 in x3.partitions:
            if x5.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 2)
            if x5.unknown_tags:
                raise _untagged('OffsetCommitRequestPartition', 2)
            out.append(_P0(x5.partition_index, x5.committed_offset))
            if x5.committed_metadata is None:
                out.append(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)


def _e_OffsetCommitRequest_v3(o: OffsetCommitRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('OffsetCommitRequest', 'group_instance_id', 3)
    if o.unknown_tags:
        raise _untagged('OffsetCommitRequest', 3)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P1(o.generation_id_or_member_epoch))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    out.append(_P3(o.retention_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x3 in o.topics:
        if x3.unknown_tags:
            raise _untagged('OffsetCommitRequestTopic', 3)
        b4 = x3.name.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
        out.append(_Pi(len(x3.partitions)))
        for x5 in x3.partitions:
            if x5.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 3)
            if x5.unknown_tags:
                raise _untagged('OffsetCommitRequestPartition', 3)
            out.append(_P0(x5.partition_index, x5.committed_offset))
            if x5.committed_metadata is None:
                out.append(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)


def _e_OffsetCommitRequest_v4(o: OffsetCommitRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('OffsetCommitRequest', 'group_instance_id', 4)
    if o.unknown_tags:
        raise _untagged('OffsetCommitRequest', 4)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P1(o.generation_id_or_member_epoch))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    out.append(_P3(o.retention_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x3 in o.topics:
        if x3.unknown_tags:
            raise _untagged('OffsetCommitRequestTopic', 4)
        b4 = x3.name.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
        out.append(_Pi(len(x3.partitions)))
        for x5 in x3.partitions:
            if x5.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 4)
            if x5.unknown_tags:
                raise _untagged('OffsetCommitRequestPartition', 4)
            out.append(_P0(x5.partition_index, x5.committed_offset))
            if x5.committed_metadata is None:
                out.append(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)


def _e_OffsetCommitRequest_v5(o: OffsetCommitRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('OffsetCommitRequest', 'group_instance_id', 5)
    if o.unknown_tags:
        raise _untagged('OffsetCommitRequest', 5)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P1(o.generation_id_or_member_epoch))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x3 in o.topics:
        if x3.unknown_tags:
            raise _untagged('OffsetCommitRequestTopic', 5)
        b4 = x3.name.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
        out.append(_Pi(len(x3.partitions)))
        for x5 in x3.partitions:
            if x5.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 5)
            if x5.unknown_tags:
                raise _untagged('OffsetCommitRequestPartition', 5)
            out.append(_P0(x5.partition_index, x5.committed_offset))
            if x5.committed_metadata is None:
                out.append(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)


def _e_OffsetCommitRequest_v6(o: OffsetCommitRequest, out: list[bytes]) -> None:
    if o.group_instance_id is not None:
        raise _absent('OffsetCommitRequest', 'group_instance_id', 6)
    if o.unknown_tags:
        raise _untagged('OffsetCommitRequest', 6)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P1(o.generation_id_or_member_epoch))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x3 in o.topics:
        if x3.unknown_tags:
            raise _untagged('OffsetCommitRequestTopic', 6)
        b4 = x3.name.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
        out.append(_Pi(len(x3.partitions)))
        for x5 in x3.partitions:
            if x5.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 6)
            if x5.unknown_tags:
                raise _untagged('OffsetCommitRequestPartition', 6)
            out.append(_P4(x5.partition_index, x5.committed_offset, x5.committed_leader_epoch))
            if x5.committed_metadata is None:
                out.append(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)


def _e_OffsetCommitRequest_v7(o: OffsetCommitRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetCommitRequest', 7)
    b1 = o.group_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P1(o.generation_id_or_member_epoch))
    b2 = o.member_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    if o.group_instance_id is None:
        out.append(b'\xff\xff')
    else:
        b3 = o.group_instance_id.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x4 in o.topics:
        if x4.unknown_tags:
            raise _untagged('OffsetCommitRequestTopic', 7)
        b5 = x4.name.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        if type(x4.partitions) is not list:
            _check_list(x4.partitions)
        out.append(_Pi(len(x4.partitions)))
        for x6 in x4.partitions:
            if x6.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 7)
            if x6.unknown_tags:
                raise _untagged('OffsetCommitRequestPartition', 7)
            out.append(_P4(x6.partition_index, x6.committed_offset, x6.committed_leader_epoch))
            if x6.committed_metadata is None:
                out.append(b'\xff\xff')
            else:
                b7 = x6.committed_metadata.encode()
                out.append(_Ph(len(b7)))
                out.append(b7)


def _e_OffsetCommitRequest_v8(o: OffsetCommitRequest, out: list[bytes]) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    out.append(_P1(o.generation_id_or_member_epoch))
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    if o.group_instance_id is None:
        out.append(b'\x00')
    else:
        b3 = o.group_instance_id.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x4 in o.topics:
        b5 = x4.name.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
        if type(x4.partitions) is not list:
            _check_list(x4.partitions)
        if len(x4.partitions) + 1 < 128:
            out.append(_B1[len(x4.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x4.partitions) + 1))
        for x6 in x4.partitions:
            if x6.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 8)
            out.append(_P4(x6.partition_index, x6.committed_offset, x6.committed_leader_epoch))
            if x6.committed_metadata is None:
                out.append(b'\x00')
            else:
                b7 = x6.committed_metadata.encode()
                if len(b7) + 1 < 128:
                    out.append(_B1[len(b7) + 1])
                else:
                    out.append(_string_length(len(b7) + 1))
                out.append(b7)
            if x6.unknown_tags:
                _write_tags(out, [], x6.unknown_tags)
            else:
                out.append(b'\x00')
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_OffsetCommitRequest_v9(o: OffsetCommitRequest, out: list[bytes]) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    out.append(_P1(o.generation_id_or_member_epoch))
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    if o.group_instance_id is None:
        out.append(b'\x00')
    else:
        b3 = o.group_instance_id.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x4 in o.topics:
        b5 = x4.name.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
        if type(x4.partitions) is not list:
            _check_list(x4.partitions)
        if len(x4.partitions) + 1 < 128:
            out.append(_B1[len(x4.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x4.partitions) + 1))
        for x6 in x4.partitions:
            if x6.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 9)
            out.append(_P4(x6.partition_index, x6.committed_offset, x6.committed_leader_epoch))
            if x6.committed_metadata is None:
                out.append(b'\x00')
            else:
                b7 = x6.committed_metadata.encode()
                if len(b7) + 1 < 128:
                    out.append(_B1[len(b7) + 1])
                else:
                    out.append(_string_length(len(b7) + 1))
                out.append(b7)
            if x6.unknown_tags:
                _write_tags(out, [], x6.unknown_tags)
            else:
                out.append(b'\x00')
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_OffsetCommitRequest_v10(o: OffsetCommitRequest, out: list[bytes]) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    out.append(_P1(o.generation_id_or_member_epoch))
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    if o.group_instance_id is None:
        out.append(b'\x00')
    else:
        b3 = o.group_instance_id.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x4 in o.topics:
        out.append(_P8(_uuid_bytes(x4.topic_id)))
        if type(x4.partitions) is not list:
            _check_list(x4.partitions)
        if len(x4.partitions) + 1 < 128:
            out.append(_B1[len(x4.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x4.partitions) + 1))
        for x5 in x4.partitions:
            if x5.commit_timestamp != -1:
                raise _absent('OffsetCommitRequestPartition', 'commit_timestamp', 10)
            out.append(_P4(x5.partition_index, x5.committed_offset, x5.committed_leader_epoch))
            if x5.committed_metadata is None:
                out.append(b'\x00')
            else:
                b6 = x5.committed_metadata.encode()
                if len(b6) + 1 < 128:
                    out.append(_B1[len(b6) + 1])
                else:
                    out.append(_string_length(len(b6) + 1))
                out.append(b6)
            if x5.unknown_tags:
                _write_tags(out, [], x5.unknown_tags)
            else:
                out.append(b'\x00')
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_OffsetCommitResponse_v0(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitResponse, int]:
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
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    f_name_6 = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if n10:
                        e15 = pos + n10 * 6
                        for f_partition_index_12, f_error_code_13 in _I0(buf[pos:e15]):
                            x16 = _new(OffsetCommitResponsePartition)
                            x16.partition_index = f_partition_index_12
                            x16.error_code = f_error_code_13
                            x16.unknown_tags = None
                            f_partitions_7.append(x16)
                        pos = e15
                x4 = _new(OffsetCommitResponseTopic)
                x4.topic_id = ZERO_UUID
                x4.name = f_name_6
                x4.partitions = f_partitions_7
                x4.unknown_tags = None
                f_topics_2.append(x4)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms = 0
    o.topics = f_topics_2
    o.unknown_tags = None
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
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    f_name_6 = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if n10:
                        e15 = pos + n10 * 6
                        for f_partition_index_12, f_error_code_13 in _I0(buf[pos:e15]):
                            x16 = _new(OffsetCommitResponsePartition)
                            x16.partition_index = f_partition_index_12
                            x16.error_code = f_error_code_13
                            x16.unknown_tags = None
                            f_partitions_7.append(x16)
                        pos = e15
                x4 = _new(OffsetCommitResponseTopic)
                x4.topic_id = ZERO_UUID
                x4.name = f_name_6
                x4.partitions = f_partitions_7
                x4.unknown_tags = None
                f_topics_2.append(x4)
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.topics = f_topics_2
    o.unknown_tags = None
    return o, pos


def _d_OffsetCommitResponse_v8(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitResponse, int]:
    f_throttle_time_ms_1, pk3 = _S5(buf, pos)
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
                    f_name_6 = buf[pos:e9].decode()
                    pos = e9
                n10 = buf[pos]
                if n10 < 128:
                    pos += 1
                    n10 -= 1
                elif buf[pos + 1] < 128:
                    n10 = n10 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n10, pos = _uvarint(buf, pos)
                    n10 -= 1
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 7 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if n10:
                        e15 = pos + n10 * 7
                        for f_partition_index_12, f_error_code_13, tb14 in _I1(buf[pos:e15]):
                            if tb14:
                                break
                            x16 = _new(OffsetCommitResponsePartition)
                            x16.partition_index = f_partition_index_12
                            x16.error_code = f_error_code_13
                            x16.unknown_tags = None
                            f_partitions_7.append(x16)
                        else:
                            pos = e15
                        if pos != e15:
                            f_partitions_7 = []
                            for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                                f_partition_index_17, f_error_code_18, pk19 = _S9(buf, pos)
                                pos += 7
                                if pk19:
                                    u20, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u20 = None
                                x11 = _new(OffsetCommitResponsePartition)
                                x11.partition_index = f_partition_index_17
                                x11.error_code = f_error_code_18
                                x11.unknown_tags = u20
                                f_partitions_7.append(x11)
                if buf[pos]:
                    u21, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u21 = None
                x4 = _new(OffsetCommitResponseTopic)
                x4.topic_id = ZERO_UUID
                x4.name = f_name_6
                x4.partitions = f_partitions_7
                x4.unknown_tags = u21
                f_topics_2.append(x4)
    if buf[pos]:
        u22, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u22 = None
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.topics = f_topics_2
    o.unknown_tags = u22
    return o, pos


def _d_OffsetCommitResponse_v10(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitResponse, int]:
    f_throttle_time_ms_1, pk3 = _S5(buf, pos)
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
        if pk3 * 18 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                f_topic_id_5, pk8 = _S7(buf, pos)
                pos += 17
                f_topic_id_5 = _cached_uuid(f_topic_id_5) or _make_uuid(f_topic_id_5)
                if pk8 < 128:
                    pk8 -= 1
                elif buf[pos] < 128:
                    pk8 = pk8 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk8, pos = _uvarint(buf, pos - 1)
                    pk8 -= 1
                if pk8 < 0:
                    raise _negative(pos)
                else:
                    if pk8 * 7 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if pk8:
                        e13 = pos + pk8 * 7
                        for f_partition_index_10, f_error_code_11, tb12 in _I1(buf[pos:e13]):
                            if tb12:
                                break
                            x14 = _new(OffsetCommitResponsePartition)
                            x14.partition_index = f_partition_index_10
                            x14.error_code = f_error_code_11
                            x14.unknown_tags = None
                            f_partitions_7.append(x14)
                        else:
                            pos = e13
                        if pos != e13:
                            f_partitions_7 = []
                            for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
                                f_partition_index_15, f_error_code_16, pk17 = _S9(buf, pos)
                                pos += 7
                                if pk17:
                                    u18, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u18 = None
                                x9 = _new(OffsetCommitResponsePartition)
                                x9.partition_index = f_partition_index_15
                                x9.error_code = f_error_code_16
                                x9.unknown_tags = u18
                                f_partitions_7.append(x9)
                if buf[pos]:
                    u19, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u19 = None
                x4 = _new(OffsetCommitResponseTopic)
                x4.topic_id = f_topic_id_5
                x4.name = ""
                x4.partitions = f_partitions_7
                x4.unknown_tags = u19
                f_topics_2.append(x4)
    if buf[pos]:
        u20, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u20 = None
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.topics = f_topics_2
    o.unknown_tags = u20
    return o, pos


def _e_OffsetCommitResponse_v0(o: OffsetCommitResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetCommitResponse', 0)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetCommitResponseTopic', 0)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetCommitResponsePartition', 0)
            out.append(_P10(x3.partition_index, x3.error_code))


def _e_OffsetCommitResponse_v1(o: OffsetCommitResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetCommitResponse', 1)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetCommitResponseTopic', 1)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetCommitResponsePartition', 1)
            out.append(_P10(x3.partition_index, x3.error_code))


def _e_OffsetCommitResponse_v2(o: OffsetCommitResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetCommitResponse', 2)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetCommitResponseTopic', 2)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetCommitResponsePartition', 2)
            out.append(_P10(x3.partition_index, x3.error_code))


def _e_OffsetCommitResponse_v3(o: OffsetCommitResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetCommitResponse', 3)
    out.append(_P1(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetCommitResponseTopic', 3)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetCommitResponsePartition', 3)
            out.append(_P10(x3.partition_index, x3.error_code))


def _e_OffsetCommitResponse_v4(o: OffsetCommitResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetCommitResponse', 4)
    out.append(_P1(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetCommitResponseTopic', 4)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetCommitResponsePartition', 4)
            out.append(_P10(x3.partition_index, x3.error_code))


def _e_OffsetCommitResponse_v5(o: OffsetCommitResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetCommitResponse', 5)
    out.append(_P1(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetCommitResponseTopic', 5)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetCommitResponsePartition', 5)
            out.append(_P10(x3.partition_index, x3.error_code))


def _e_OffsetCommitResponse_v6(o: OffsetCommitResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetCommitResponse', 6)
    out.append(_P1(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetCommitResponseTopic', 6)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetCommitResponsePartition', 6)
            out.append(_P10(x3.partition_index, x3.error_code))


def _e_OffsetCommitResponse_v7(o: OffsetCommitResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('OffsetCommitResponse', 7)
    out.append(_P1(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('OffsetCommitResponseTopic', 7)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('OffsetCommitResponsePartition', 7)
            out.append(_P10(x3.partition_index, x3.error_code))


def _e_OffsetCommitResponse_v8(o: OffsetCommitResponse, out: list[bytes]) -> None:
    out.append(_P1(o.throttle_time_ms))
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
            out.append(_P10(x3.partition_index, x3.error_code))
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


def _e_OffsetCommitResponse_v10(o: OffsetCommitResponse, out: list[bytes]) -> None:
    out.append(_P1(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P8(_uuid_bytes(x1.topic_id)))
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P10(x2.partition_index, x2.error_code))
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
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


OffsetCommitRequest.DECODERS = {0: _d_OffsetCommitRequest_v0, 1: _d_OffsetCommitRequest_v1, 2: _d_OffsetCommitRequest_v2, 3: _d_OffsetCommitRequest_v2, 4: _d_OffsetCommitRequest_v2, 5: _d_OffsetCommitRequest_v5, 6: _d_OffsetCommitRequest_v6, 7: _d_OffsetCommitRequest_v7, 8: _d_OffsetCommitRequest_v8, 9: _d_OffsetCommitRequest_v8, 10: _d_OffsetCommitRequest_v10}
OffsetCommitRequest.ENCODERS = {0: _e_OffsetCommitRequest_v0, 1: _e_OffsetCommitRequest_v1, 2: _e_OffsetCommitRequest_v2, 3: _e_OffsetCommitRequest_v3, 4: _e_OffsetCommitRequest_v4, 5: _e_OffsetCommitRequest_v5, 6: _e_OffsetCommitRequest_v6, 7: _e_OffsetCommitRequest_v7, 8: _e_OffsetCommitRequest_v8, 9: _e_OffsetCommitRequest_v9, 10: _e_OffsetCommitRequest_v10}
_bind_decode(OffsetCommitRequest)

OffsetCommitResponse.DECODERS = {0: _d_OffsetCommitResponse_v0, 1: _d_OffsetCommitResponse_v0, 2: _d_OffsetCommitResponse_v0, 3: _d_OffsetCommitResponse_v3, 4: _d_OffsetCommitResponse_v3, 5: _d_OffsetCommitResponse_v3, 6: _d_OffsetCommitResponse_v3, 7: _d_OffsetCommitResponse_v3, 8: _d_OffsetCommitResponse_v8, 9: _d_OffsetCommitResponse_v8, 10: _d_OffsetCommitResponse_v10}
OffsetCommitResponse.ENCODERS = {0: _e_OffsetCommitResponse_v0, 1: _e_OffsetCommitResponse_v1, 2: _e_OffsetCommitResponse_v2, 3: _e_OffsetCommitResponse_v3, 4: _e_OffsetCommitResponse_v4, 5: _e_OffsetCommitResponse_v5, 6: _e_OffsetCommitResponse_v6, 7: _e_OffsetCommitResponse_v7, 8: _e_OffsetCommitResponse_v8, 9: _e_OffsetCommitResponse_v8, 10: _e_OffsetCommitResponse_v10}
_bind_decode(OffsetCommitResponse)
