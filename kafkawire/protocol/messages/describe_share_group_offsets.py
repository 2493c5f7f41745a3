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
    _B1,
    _encode_uvarint,
    _make_uuid,
    _negative,
    _new,
    _Ph,
    _Pi,
    _short,
    _tag_order,
    _tag_size,
    _i32s,
    _uh,
    _unknown_tags,
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


def _d_DescribeShareGroupOffsetsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeShareGroupOffsetsRequest, int]:
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n2 = (n2 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n2, pos = _uvarint(buf, pos)
    n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 3 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        ap3 = f_groups_1.append
        for _ in range(n2):
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
                f_group_id_5 = buf[pos:e8].decode()
                pos = e8
            n9 = buf[pos]
            if n9 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n9 = (n9 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n9, pos = _uvarint(buf, pos)
            n9 -= 1
            if n9 == -1:
                f_topics_6 = None
            elif n9 < 0:
                raise _negative(pos)
            else:
                if n9 * 3 > end - pos:
                    raise _short(pos)
                f_topics_6 = []
                ap10 = f_topics_6.append
                for _ in range(n9):
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
                        e15 = pos + n14
                        if e15 > end:
                            raise _short(pos)
                        f_topic_name_12 = buf[pos:e15].decode()
                        pos = e15
                    n16 = buf[pos]
                    if n16 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n16 = (n16 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n16, pos = _uvarint(buf, pos)
                    n16 -= 1
                    if n16 < 0:
                        raise _negative(pos)
                    else:
                        if n16 < 33:
                            f_partitions_13 = [*_i32s[n16](buf, pos)]
                        elif n16 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_13 = [*_array('i', n16).unpack_from(buf, pos)]
                        pos += n16 * 4
                    if buf[pos]:
                        u17, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u17 = None
                    x11 = _new(DescribeShareGroupOffsetsRequestTopic)
                    x11.topic_name = f_topic_name_12
                    x11.partitions = f_partitions_13
                    x11.unknown_tags = u17
                    ap10(x11)
            if buf[pos]:
                u18, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u18 = None
            x4 = _new(DescribeShareGroupOffsetsRequestGroup)
            x4.group_id = f_group_id_5
            x4.topics = f_topics_6
            x4.unknown_tags = u18
            ap3(x4)
    if buf[pos]:
        u19, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u19 = None
    o = _new(DescribeShareGroupOffsetsRequest)
    o.groups = f_groups_1
    o.unknown_tags = u19
    return o, pos


def _e_DescribeShareGroupOffsetsRequest_v0(o: DescribeShareGroupOffsetsRequest, out: list[bytes]) -> None:
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if x1.topics is None:
            out.append(b'\x00')
        else:
            if len(x1.topics) + 1 < 128:
                out.append(_B1[len(x1.topics) + 1])
            else:
                out.append(_encode_uvarint(len(x1.topics) + 1))
            for x3 in x1.topics:
                b4 = x3.topic_name.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_encode_uvarint(len(b4) + 1))
                out.append(b4)
                if len(x3.partitions) + 1 < 128:
                    out.append(_B1[len(x3.partitions) + 1])
                else:
                    out.append(_encode_uvarint(len(x3.partitions) + 1))
                out.append(_array('i', len(x3.partitions)).pack(*x3.partitions))
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


def _d_DescribeShareGroupOffsetsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeShareGroupOffsetsResponse, int]:
    f_throttle_time_ms_1 = _S0(buf, pos)[0]
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
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_groups_2 = []
        ap4 = f_groups_2.append
        for _ in range(n3):
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
                f_group_id_6 = buf[pos:e11].decode()
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
                if n12 * 19 > end - pos:
                    raise _short(pos)
                f_topics_7 = []
                ap13 = f_topics_7.append
                for _ in range(n12):
                    n18 = buf[pos]
                    if n18 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n18 = (n18 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n18, pos = _uvarint(buf, pos)
                    n18 -= 1
                    if n18 < 0:
                        raise _negative(pos)
                    else:
                        e19 = pos + n18
                        if e19 > end:
                            raise _short(pos)
                        f_topic_name_15 = buf[pos:e19].decode()
                        pos = e19
                    f_topic_id_16 = _S1(buf, pos)[0]
                    pos += 16
                    f_topic_id_16 = _make_uuid(f_topic_id_16)
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
                        if n20 * 20 > end - pos:
                            raise _short(pos)
                        f_partitions_17 = []
                        ap21 = f_partitions_17.append
                        for _ in range(n20):
                            f_partition_index_23, f_start_offset_24, f_leader_epoch_25, f_error_code_27 = _S2(buf, pos)
                            pos += 18
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
                                f_error_message_28 = None
                            elif n29 < 0:
                                raise _negative(pos)
                            else:
                                e30 = pos + n29
                                if e30 > end:
                                    raise _short(pos)
                                f_error_message_28 = buf[pos:e30].decode()
                                pos = e30
                            if buf[pos]:
                                u31, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u31 = None
                            x22 = _new(DescribeShareGroupOffsetsResponsePartition)
                            x22.partition_index = f_partition_index_23
                            x22.start_offset = f_start_offset_24
                            x22.leader_epoch = f_leader_epoch_25
                            x22.lag = -1
                            x22.error_code = f_error_code_27
                            x22.error_message = f_error_message_28
                            x22.unknown_tags = u31
                            ap21(x22)
                    if buf[pos]:
                        u32, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u32 = None
                    x14 = _new(DescribeShareGroupOffsetsResponseTopic)
                    x14.topic_name = f_topic_name_15
                    x14.topic_id = f_topic_id_16
                    x14.partitions = f_partitions_17
                    x14.unknown_tags = u32
                    ap13(x14)
            f_error_code_8 = _S3(buf, pos)[0]
            pos += 2
            n33 = buf[pos]
            if n33 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n33 = (n33 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n33, pos = _uvarint(buf, pos)
            n33 -= 1
            if n33 == -1:
                f_error_message_9 = None
            elif n33 < 0:
                raise _negative(pos)
            else:
                e34 = pos + n33
                if e34 > end:
                    raise _short(pos)
                f_error_message_9 = buf[pos:e34].decode()
                pos = e34
            if buf[pos]:
                u35, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u35 = None
            x5 = _new(DescribeShareGroupOffsetsResponseGroup)
            x5.group_id = f_group_id_6
            x5.topics = f_topics_7
            x5.error_code = f_error_code_8
            x5.error_message = f_error_message_9
            x5.unknown_tags = u35
            ap4(x5)
    if buf[pos]:
        u36, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u36 = None
    o = _new(DescribeShareGroupOffsetsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = f_groups_2
    o.unknown_tags = u36
    return o, pos


def _d_DescribeShareGroupOffsetsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeShareGroupOffsetsResponse, int]:
    f_throttle_time_ms_1 = _S0(buf, pos)[0]
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
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_groups_2 = []
        ap4 = f_groups_2.append
        for _ in range(n3):
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
                f_group_id_6 = buf[pos:e11].decode()
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
                if n12 * 19 > end - pos:
                    raise _short(pos)
                f_topics_7 = []
                ap13 = f_topics_7.append
                for _ in range(n12):
                    n18 = buf[pos]
                    if n18 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n18 = (n18 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n18, pos = _uvarint(buf, pos)
                    n18 -= 1
                    if n18 < 0:
                        raise _negative(pos)
                    else:
                        e19 = pos + n18
                        if e19 > end:
                            raise _short(pos)
                        f_topic_name_15 = buf[pos:e19].decode()
                        pos = e19
                    f_topic_id_16 = _S1(buf, pos)[0]
                    pos += 16
                    f_topic_id_16 = _make_uuid(f_topic_id_16)
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
                        if n20 * 28 > end - pos:
                            raise _short(pos)
                        f_partitions_17 = []
                        ap21 = f_partitions_17.append
                        for _ in range(n20):
                            f_partition_index_23, f_start_offset_24, f_leader_epoch_25, f_lag_26, f_error_code_27 = _S4(buf, pos)
                            pos += 26
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
                                f_error_message_28 = None
                            elif n29 < 0:
                                raise _negative(pos)
                            else:
                                e30 = pos + n29
                                if e30 > end:
                                    raise _short(pos)
                                f_error_message_28 = buf[pos:e30].decode()
                                pos = e30
                            if buf[pos]:
                                u31, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u31 = None
                            x22 = _new(DescribeShareGroupOffsetsResponsePartition)
                            x22.partition_index = f_partition_index_23
                            x22.start_offset = f_start_offset_24
                            x22.leader_epoch = f_leader_epoch_25
                            x22.lag = f_lag_26
                            x22.error_code = f_error_code_27
                            x22.error_message = f_error_message_28
                            x22.unknown_tags = u31
                            ap21(x22)
                    if buf[pos]:
                        u32, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u32 = None
                    x14 = _new(DescribeShareGroupOffsetsResponseTopic)
                    x14.topic_name = f_topic_name_15
                    x14.topic_id = f_topic_id_16
                    x14.partitions = f_partitions_17
                    x14.unknown_tags = u32
                    ap13(x14)
            f_error_code_8 = _S3(buf, pos)[0]
            pos += 2
            n33 = buf[pos]
            if n33 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n33 = (n33 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n33, pos = _uvarint(buf, pos)
            n33 -= 1
            if n33 == -1:
                f_error_message_9 = None
            elif n33 < 0:
                raise _negative(pos)
            else:
                e34 = pos + n33
                if e34 > end:
                    raise _short(pos)
                f_error_message_9 = buf[pos:e34].decode()
                pos = e34
            if buf[pos]:
                u35, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u35 = None
            x5 = _new(DescribeShareGroupOffsetsResponseGroup)
            x5.group_id = f_group_id_6
            x5.topics = f_topics_7
            x5.error_code = f_error_code_8
            x5.error_message = f_error_message_9
            x5.unknown_tags = u35
            ap4(x5)
    if buf[pos]:
        u36, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u36 = None
    o = _new(DescribeShareGroupOffsetsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = f_groups_2
    o.unknown_tags = u36
    return o, pos


def _e_DescribeShareGroupOffsetsResponse_v0(o: DescribeShareGroupOffsetsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x3 in x1.topics:
            b4 = x3.topic_name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_encode_uvarint(len(b4) + 1))
            out.append(b4)
            out.append(_P1(_uuid_bytes(x3.topic_id)))
            if len(x3.partitions) + 1 < 128:
                out.append(_B1[len(x3.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x3.partitions) + 1))
            for x5 in x3.partitions:
                if x5.lag != -1:
                    raise _absent('DescribeShareGroupOffsetsResponsePartition', 'lag', 0)
                out.append(_P2(x5.partition_index, x5.start_offset, x5.leader_epoch, x5.error_code))
                if x5.error_message is None:
                    out.append(b'\x00')
                else:
                    b6 = x5.error_message.encode()
                    if len(b6) + 1 < 128:
                        out.append(_B1[len(b6) + 1])
                    else:
                        out.append(_encode_uvarint(len(b6) + 1))
                    out.append(b6)
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P3(x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b7 = x1.error_message.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_encode_uvarint(len(b7) + 1))
            out.append(b7)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_DescribeShareGroupOffsetsResponse_v1(o: DescribeShareGroupOffsetsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
    if len(o.groups) + 1 < 128:
        out.append(_B1[len(o.groups) + 1])
    else:
        out.append(_encode_uvarint(len(o.groups) + 1))
    for x1 in o.groups:
        b2 = x1.group_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x3 in x1.topics:
            b4 = x3.topic_name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_encode_uvarint(len(b4) + 1))
            out.append(b4)
            out.append(_P1(_uuid_bytes(x3.topic_id)))
            if len(x3.partitions) + 1 < 128:
                out.append(_B1[len(x3.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x3.partitions) + 1))
            for x5 in x3.partitions:
                out.append(_P4(x5.partition_index, x5.start_offset, x5.leader_epoch, x5.lag, x5.error_code))
                if x5.error_message is None:
                    out.append(b'\x00')
                else:
                    b6 = x5.error_message.encode()
                    if len(b6) + 1 < 128:
                        out.append(_B1[len(b6) + 1])
                    else:
                        out.append(_encode_uvarint(len(b6) + 1))
                    out.append(b6)
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P3(x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b7 = x1.error_message.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_encode_uvarint(len(b7) + 1))
            out.append(b7)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DescribeShareGroupOffsetsRequest.DECODERS = (_d_DescribeShareGroupOffsetsRequest_v0, _d_DescribeShareGroupOffsetsRequest_v0,)
DescribeShareGroupOffsetsRequest.ENCODERS = (_e_DescribeShareGroupOffsetsRequest_v0, _e_DescribeShareGroupOffsetsRequest_v0,)

DescribeShareGroupOffsetsResponse.DECODERS = (_d_DescribeShareGroupOffsetsResponse_v0, _d_DescribeShareGroupOffsetsResponse_v1,)
DescribeShareGroupOffsetsResponse.ENCODERS = (_e_DescribeShareGroupOffsetsResponse_v0, _e_DescribeShareGroupOffsetsResponse_v1,)
