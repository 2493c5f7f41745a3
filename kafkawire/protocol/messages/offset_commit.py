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
    o = _new(OffsetCommitRequest)
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.group_id = buf[pos:e3].decode()
        pos = e3
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(OffsetCommitRequestTopic)
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x5.name = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 14 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if n10:
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            x11 = _new(OffsetCommitRequestPartition)
                            x11.partition_index, x11.committed_offset = _S0(buf, pos)
                            pos += 12
                            n12 = _uh(buf, pos)[0]
                            pos += 2
                            if n12 == -1:
                                x11.committed_metadata = None
                            elif n12 < 0:
                                raise _negative(pos)
                            else:
                                e13 = pos + n12
                                if e13 > end:
                                    raise _short(pos)
                                x11.committed_metadata = buf[pos:e13].decode()
                                pos = e13
                            x11.committed_leader_epoch = -1
                            x11.commit_timestamp = -1
                            x11.unknown_tags = None
                            f_partitions_7.append(x11)
                x5.topic_id = ZERO_UUID
                x5.partitions = f_partitions_7
                x5.unknown_tags = None
                f_topics_1.append(x5)
    o.generation_id_or_member_epoch = -1
    o.member_id = ""
    o.group_instance_id = None
    o.retention_time_ms = -1
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_OffsetCommitRequest_v1(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
    o = _new(OffsetCommitRequest)
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.group_id = buf[pos:e3].decode()
        pos = e3
    o.generation_id_or_member_epoch = _S1(buf, pos)[0]
    pos += 4
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.member_id = buf[pos:e5].decode()
        pos = e5
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n6:
            for _ in (_ranges[n6] if n6 < 256 else range(n6)):
                x7 = _new(OffsetCommitRequestTopic)
                n10 = _uh(buf, pos)[0]
                pos += 2
                if n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    x7.name = buf[pos:e11].decode()
                    pos = e11
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if n12 * 22 > end - pos:
                        raise _short(pos)
                    f_partitions_9 = []
                    if n12:
                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                            x13 = _new(OffsetCommitRequestPartition)
                            x13.partition_index, x13.committed_offset, x13.commit_timestamp = _S2(buf, pos)
                            pos += 20
                            n14 = _uh(buf, pos)[0]
                            pos += 2
                            if n14 == -1:
                                x13.committed_metadata = None
                            elif n14 < 0:
                                raise _negative(pos)
                            else:
                                e15 = pos + n14
                                if e15 > end:
                                    raise _short(pos)
                                x13.committed_metadata = buf[pos:e15].decode()
                                pos = e15
                            x13.committed_leader_epoch = -1
                            x13.unknown_tags = None
                            f_partitions_9.append(x13)
                x7.topic_id = ZERO_UUID
                x7.partitions = f_partitions_9
                x7.unknown_tags = None
                f_topics_1.append(x7)
    o.group_instance_id = None
    o.retention_time_ms = -1
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_OffsetCommitRequest_v2(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
    o = _new(OffsetCommitRequest)
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.group_id = buf[pos:e3].decode()
        pos = e3
    o.generation_id_or_member_epoch = _S1(buf, pos)[0]
    pos += 4
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.member_id = buf[pos:e5].decode()
        pos = e5
    o.retention_time_ms = _S3(buf, pos)[0]
    pos += 8
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n6:
            for _ in (_ranges[n6] if n6 < 256 else range(n6)):
                x7 = _new(OffsetCommitRequestTopic)
                n10 = _uh(buf, pos)[0]
                pos += 2
                if n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    x7.name = buf[pos:e11].decode()
                    pos = e11
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if n12 * 14 > end - pos:
                        raise _short(pos)
                    f_partitions_9 = []
                    if n12:
                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                            x13 = _new(OffsetCommitRequestPartition)
                            x13.partition_index, x13.committed_offset = _S0(buf, pos)
                            pos += 12
                            n14 = _uh(buf, pos)[0]
                            pos += 2
                            if n14 == -1:
                                x13.committed_metadata = None
                            elif n14 < 0:
                                raise _negative(pos)
                            else:
                                e15 = pos + n14
                                if e15 > end:
                                    raise _short(pos)
                                x13.committed_metadata = buf[pos:e15].decode()
                                pos = e15
                            x13.committed_leader_epoch = -1
                            x13.commit_timestamp = -1
                            x13.unknown_tags = None
                            f_partitions_9.append(x13)
                x7.topic_id = ZERO_UUID
                x7.partitions = f_partitions_9
                x7.unknown_tags = None
                f_topics_1.append(x7)
    o.group_instance_id = None
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_OffsetCommitRequest_v5(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
    o = _new(OffsetCommitRequest)
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.group_id = buf[pos:e3].decode()
        pos = e3
    o.generation_id_or_member_epoch = _S1(buf, pos)[0]
    pos += 4
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.member_id = buf[pos:e5].decode()
        pos = e5
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n6:
            for _ in (_ranges[n6] if n6 < 256 else range(n6)):
                x7 = _new(OffsetCommitRequestTopic)
                n10 = _uh(buf, pos)[0]
                pos += 2
                if n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    x7.name = buf[pos:e11].decode()
                    pos = e11
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if n12 * 14 > end - pos:
                        raise _short(pos)
                    f_partitions_9 = []
                    if n12:
                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                            x13 = _new(OffsetCommitRequestPartition)
                            x13.partition_index, x13.committed_offset = _S0(buf, pos)
                            pos += 12
                            n14 = _uh(buf, pos)[0]
                            pos += 2
                            if n14 == -1:
                                x13.committed_metadata = None
                            elif n14 < 0:
                                raise _negative(pos)
                            else:
                                e15 = pos + n14
                                if e15 > end:
                                    raise _short(pos)
                                x13.committed_metadata = buf[pos:e15].decode()
                                pos = e15
                            x13.committed_leader_epoch = -1
                            x13.commit_timestamp = -1
                            x13.unknown_tags = None
                            f_partitions_9.append(x13)
                x7.topic_id = ZERO_UUID
                x7.partitions = f_partitions_9
                x7.unknown_tags = None
                f_topics_1.append(x7)
    o.group_instance_id = None
    o.retention_time_ms = -1
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_OffsetCommitRequest_v6(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
    o = _new(OffsetCommitRequest)
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.group_id = buf[pos:e3].decode()
        pos = e3
    o.generation_id_or_member_epoch = _S1(buf, pos)[0]
    pos += 4
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.member_id = buf[pos:e5].decode()
        pos = e5
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n6:
            for _ in (_ranges[n6] if n6 < 256 else range(n6)):
                x7 = _new(OffsetCommitRequestTopic)
                n10 = _uh(buf, pos)[0]
                pos += 2
                if n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    x7.name = buf[pos:e11].decode()
                    pos = e11
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if n12 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_9 = []
                    if n12:
                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                            x13 = _new(OffsetCommitRequestPartition)
                            x13.partition_index, x13.committed_offset, x13.committed_leader_epoch = _S4(buf, pos)
                            pos += 16
                            n14 = _uh(buf, pos)[0]
                            pos += 2
                            if n14 == -1:
                                x13.committed_metadata = None
                            elif n14 < 0:
                                raise _negative(pos)
                            else:
                                e15 = pos + n14
                                if e15 > end:
                                    raise _short(pos)
                                x13.committed_metadata = buf[pos:e15].decode()
                                pos = e15
                            x13.commit_timestamp = -1
                            x13.unknown_tags = None
                            f_partitions_9.append(x13)
                x7.topic_id = ZERO_UUID
                x7.partitions = f_partitions_9
                x7.unknown_tags = None
                f_topics_1.append(x7)
    o.group_instance_id = None
    o.retention_time_ms = -1
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_OffsetCommitRequest_v7(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
    o = _new(OffsetCommitRequest)
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.group_id = buf[pos:e3].decode()
        pos = e3
    o.generation_id_or_member_epoch = _S1(buf, pos)[0]
    pos += 4
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.member_id = buf[pos:e5].decode()
        pos = e5
    n6 = _uh(buf, pos)[0]
    pos += 2
    if n6 == -1:
        o.group_instance_id = None
    elif n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        o.group_instance_id = buf[pos:e7].decode()
        pos = e7
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                x9 = _new(OffsetCommitRequestTopic)
                n12 = _uh(buf, pos)[0]
                pos += 2
                if n12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + n12
                    if e13 > end:
                        raise _short(pos)
                    x9.name = buf[pos:e13].decode()
                    pos = e13
                n14 = _ui(buf, pos)[0]
                pos += 4
                if n14 < 0:
                    raise _negative(pos)
                else:
                    if n14 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_11 = []
                    if n14:
                        for _ in (_ranges[n14] if n14 < 256 else range(n14)):
                            x15 = _new(OffsetCommitRequestPartition)
                            x15.partition_index, x15.committed_offset, x15.committed_leader_epoch = _S4(buf, pos)
                            pos += 16
                            n16 = _uh(buf, pos)[0]
                            pos += 2
                            if n16 == -1:
                                x15.committed_metadata = None
                            elif n16 < 0:
                                raise _negative(pos)
                            else:
                                e17 = pos + n16
                                if e17 > end:
                                    raise _short(pos)
                                x15.committed_metadata = buf[pos:e17].decode()
                                pos = e17
                            x15.commit_timestamp = -1
                            x15.unknown_tags = None
                            f_partitions_11.append(x15)
                x9.topic_id = ZERO_UUID
                x9.partitions = f_partitions_11
                x9.unknown_tags = None
                f_topics_1.append(x9)
    o.retention_time_ms = -1
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_OffsetCommitRequest_v8(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
    o = _new(OffsetCommitRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _string_uvarint(buf, pos)
        n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.group_id = buf[pos:e3].decode()
        pos = e3
    o.generation_id_or_member_epoch, pk4 = _S5(buf, pos)
    pos += 5
    if pk4 < 128:
        pk4 -= 1
    elif buf[pos] < 128:
        pk4 = pk4 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk4, pos = _string_uvarint(buf, pos - 1)
        pk4 -= 1
    if pk4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + pk4
        if e5 > end:
            raise _short(pos)
        o.member_id = buf[pos:e5].decode()
        pos = e5
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
    if n6 == -1:
        o.group_instance_id = None
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        o.group_instance_id = buf[pos:e7].decode()
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
        f_topics_1 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                x9 = _new(OffsetCommitRequestTopic)
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
                    if n14 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_11 = []
                    if n14:
                        for _ in (_ranges[n14] if n14 < 256 else range(n14)):
                            x15 = _new(OffsetCommitRequestPartition)
                            x15.partition_index, x15.committed_offset, x15.committed_leader_epoch, pk16 = _S6(buf, pos)
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
                                x15.committed_metadata = None
                            else:
                                e17 = pos + pk16
                                if e17 > end:
                                    raise _short(pos)
                                x15.committed_metadata = buf[pos:e17].decode()
                                pos = e17
                            if buf[pos]:
                                u18, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u18 = None
                            x15.commit_timestamp = -1
                            x15.unknown_tags = u18
                            f_partitions_11.append(x15)
                if buf[pos]:
                    u19, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u19 = None
                x9.topic_id = ZERO_UUID
                x9.partitions = f_partitions_11
                x9.unknown_tags = u19
                f_topics_1.append(x9)
    if buf[pos]:
        u20, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u20 = None
    o.retention_time_ms = -1
    o.topics = f_topics_1
    o.unknown_tags = u20
    return o, pos


def _d_OffsetCommitRequest_v10(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitRequest, int]:
    o = _new(OffsetCommitRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _string_uvarint(buf, pos)
        n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.group_id = buf[pos:e3].decode()
        pos = e3
    o.generation_id_or_member_epoch, pk4 = _S5(buf, pos)
    pos += 5
    if pk4 < 128:
        pk4 -= 1
    elif buf[pos] < 128:
        pk4 = pk4 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk4, pos = _string_uvarint(buf, pos - 1)
        pk4 -= 1
    if pk4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + pk4
        if e5 > end:
            raise _short(pos)
        o.member_id = buf[pos:e5].decode()
        pos = e5
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
    if n6 == -1:
        o.group_instance_id = None
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        o.group_instance_id = buf[pos:e7].decode()
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
        f_topics_1 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                x9 = _new(OffsetCommitRequestTopic)
                f_topic_id_10, pk12 = _S7(buf, pos)
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
                    if pk12 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_11 = []
                    if pk12:
                        for _ in (_ranges[pk12] if pk12 < 256 else range(pk12)):
                            x13 = _new(OffsetCommitRequestPartition)
                            x13.partition_index, x13.committed_offset, x13.committed_leader_epoch, pk14 = _S6(buf, pos)
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
                                x13.committed_metadata = None
                            else:
                                e15 = pos + pk14
                                if e15 > end:
                                    raise _short(pos)
                                x13.committed_metadata = buf[pos:e15].decode()
                                pos = e15
                            if buf[pos]:
                                u16, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u16 = None
                            x13.commit_timestamp = -1
                            x13.unknown_tags = u16
                            f_partitions_11.append(x13)
                if buf[pos]:
                    u17, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u17 = None
                x9.topic_id = f_topic_id_10
                x9.name = ""
                x9.partitions = f_partitions_11
                x9.unknown_tags = u17
                f_topics_1.append(x9)
    if buf[pos]:
        u18, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u18 = None
    o.retention_time_ms = -1
    o.topics = f_topics_1
    o.unknown_tags = u18
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
    o = _new(OffsetCommitResponse)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(OffsetCommitResponseTopic)
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e7].decode()
                    pos = e7
                n8 = _ui(buf, pos)[0]
                pos += 4
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        e10 = pos + n8 * 6
                        for t12 in _I0(buf[pos:e10]):
                            x11 = _new(OffsetCommitResponsePartition)
                            x11.partition_index, x11.error_code = t12
                            x11.unknown_tags = None
                            f_partitions_5.append(x11)
                        pos = e10
                x3.topic_id = ZERO_UUID
                x3.partitions = f_partitions_5
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.throttle_time_ms = 0
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_OffsetCommitResponse_v3(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitResponse, int]:
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms = _S1(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(OffsetCommitResponseTopic)
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e7].decode()
                    pos = e7
                n8 = _ui(buf, pos)[0]
                pos += 4
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        e10 = pos + n8 * 6
                        for t12 in _I0(buf[pos:e10]):
                            x11 = _new(OffsetCommitResponsePartition)
                            x11.partition_index, x11.error_code = t12
                            x11.unknown_tags = None
                            f_partitions_5.append(x11)
                        pos = e10
                x3.topic_id = ZERO_UUID
                x3.partitions = f_partitions_5
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_OffsetCommitResponse_v8(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitResponse, int]:
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, pk2 = _S5(buf, pos)
    pos += 5
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 < 0:
        raise _negative(pos)
    else:
        if pk2 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(OffsetCommitResponseTopic)
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
                    x3.name = buf[pos:e7].decode()
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
                    if n8 * 7 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        e10 = pos + n8 * 7
                        for t12 in _I1(buf[pos:e10]):
                            x11 = _new(OffsetCommitResponsePartition)
                            x11.partition_index, x11.error_code, tb13 = t12
                            if tb13:
                                break
                            x11.unknown_tags = None
                            f_partitions_5.append(x11)
                        else:
                            pos = e10
                        if pos != e10:
                            f_partitions_5 = []
                            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                                x9 = _new(OffsetCommitResponsePartition)
                                x9.partition_index, x9.error_code, pk14 = _S9(buf, pos)
                                pos += 7
                                if pk14:
                                    u15, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u15 = None
                                x9.unknown_tags = u15
                                f_partitions_5.append(x9)
                if buf[pos]:
                    u16, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u16 = None
                x3.topic_id = ZERO_UUID
                x3.partitions = f_partitions_5
                x3.unknown_tags = u16
                f_topics_1.append(x3)
    if buf[pos]:
        u17, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u17 = None
    o.topics = f_topics_1
    o.unknown_tags = u17
    return o, pos


def _d_OffsetCommitResponse_v10(buf: bytes, pos: int, end: int) -> tuple[OffsetCommitResponse, int]:
    o = _new(OffsetCommitResponse)
    o.throttle_time_ms, pk2 = _S5(buf, pos)
    pos += 5
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 < 0:
        raise _negative(pos)
    else:
        if pk2 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(OffsetCommitResponseTopic)
                f_topic_id_4, pk6 = _S7(buf, pos)
                pos += 17
                f_topic_id_4 = _cached_uuid(f_topic_id_4) or _make_uuid(f_topic_id_4)
                if pk6 < 128:
                    pk6 -= 1
                elif buf[pos] < 128:
                    pk6 = pk6 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk6, pos = _uvarint(buf, pos - 1)
                    pk6 -= 1
                if pk6 < 0:
                    raise _negative(pos)
                else:
                    if pk6 * 7 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if pk6:
                        e8 = pos + pk6 * 7
                        for t10 in _I1(buf[pos:e8]):
                            x9 = _new(OffsetCommitResponsePartition)
                            x9.partition_index, x9.error_code, tb11 = t10
                            if tb11:
                                break
                            x9.unknown_tags = None
                            f_partitions_5.append(x9)
                        else:
                            pos = e8
                        if pos != e8:
                            f_partitions_5 = []
                            for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
                                x7 = _new(OffsetCommitResponsePartition)
                                x7.partition_index, x7.error_code, pk12 = _S9(buf, pos)
                                pos += 7
                                if pk12:
                                    u13, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u13 = None
                                x7.unknown_tags = u13
                                f_partitions_5.append(x7)
                if buf[pos]:
                    u14, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u14 = None
                x3.topic_id = f_topic_id_4
                x3.name = ""
                x3.partitions = f_partitions_5
                x3.unknown_tags = u14
                f_topics_1.append(x3)
    if buf[pos]:
        u15, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u15 = None
    o.topics = f_topics_1
    o.unknown_tags = u15
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
