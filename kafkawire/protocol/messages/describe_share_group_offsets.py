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

__all__ = ['DescribeShareGroupOffsetsRequest', 'DescribeShareGroupOffsetsRequestGroup', 'DescribeShareGroupOffsetsRequestTopic', 'DescribeShareGroupOffsetsResponse', 'DescribeShareGroupOffsetsResponseGroup', 'DescribeShareGroupOffsetsResponsePartition', 'DescribeShareGroupOffsetsResponseTopic']

_S0 = _Struct('>iB').unpack_from
_P0 = _Struct('>iB').pack
_S1 = _Struct('>16sB').unpack_from
_P1 = _Struct('>16sB').pack
_S2 = _Struct('>iqihB').unpack_from
_P2 = _Struct('>iqihB').pack
_S3 = _Struct('>hB').unpack_from
_P3 = _Struct('>hB').pack
_S4 = _Struct('>iqiqhB').unpack_from
_P4 = _Struct('>iqiqhB').pack
_S5 = _Struct('>i').unpack_from
_P5 = _Struct('>i').pack
_S6 = _Struct('>16s').unpack_from
_P6 = _Struct('>16s').pack
_S7 = _Struct('>iqih').unpack_from
_P7 = _Struct('>iqih').pack
_S8 = _Struct('>h').unpack_from
_P8 = _Struct('>h').pack
_S9 = _Struct('>iqiqh').unpack_from
_P9 = _Struct('>iqiqh').pack


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


class DescribeShareGroupOffsetsRequest(Request["DescribeShareGroupOffsetsResponse"]):
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
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
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
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
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
                    f_group_id_4 = buf[pos:e7].decode()
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
                                f_topic_name_10 = buf[pos:e13].decode()
                                pos = e13
                            b14 = buf[pos]
                            pos += 1
                            if 1 < b14 < 34:
                                f_partitions_11 = [*_i32c[b14](buf, pos)]
                                pos += b14 * 4 - 4
                            elif b14 == 1:
                                f_partitions_11 = []
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
                                        f_partitions_11 = []
                                    elif n15 < 33:
                                        f_partitions_11 = [*_i32s[n15](buf, pos)]
                                        pos += n15 * 4
                                    elif n15 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_partitions_11 = [*_array('i', n15).unpack_from(buf, pos)]
                                        pos += n15 * 4
                            if buf[pos]:
                                u16, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u16 = None
                            x9 = _new(DescribeShareGroupOffsetsRequestTopic)
                            x9.topic_name = f_topic_name_10
                            x9.partitions = f_partitions_11
                            x9.unknown_tags = u16
                            f_topics_5.append(x9)
                if buf[pos]:
                    u17, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u17 = None
                x3 = _new(DescribeShareGroupOffsetsRequestGroup)
                x3.group_id = f_group_id_4
                x3.topics = f_topics_5
                x3.unknown_tags = u17
                f_groups_1.append(x3)
    if buf[pos]:
        u18, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u18 = None
    o = _new(DescribeShareGroupOffsetsRequest)
    o.groups = f_groups_1
    o.unknown_tags = u18
    return o, pos


def _e_DescribeShareGroupOffsetsRequest_v0(o: DescribeShareGroupOffsetsRequest, out: list[bytes]) -> None:
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
                b4 = x3.topic_name.encode()
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
    f_throttle_time_ms_1, pk3 = _S0(buf, pos)
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
        if pk3 * 6 > end - pos:
            raise _short(pos)
        f_groups_2 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _string_uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_group_id_5 = buf[pos:e10].decode()
                    pos = e10
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
                    if n11 * 19 > end - pos:
                        raise _short(pos)
                    f_topics_6 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            n16 = buf[pos]
                            if n16 < 128:
                                pos += 1
                                n16 -= 1
                            elif buf[pos + 1] < 128:
                                n16 = n16 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n16, pos = _string_uvarint(buf, pos)
                                n16 -= 1
                            if n16 < 0:
                                raise _negative(pos)
                            else:
                                e17 = pos + n16
                                if e17 > end:
                                    raise _short(pos)
                                f_topic_name_13 = buf[pos:e17].decode()
                                pos = e17
                            f_topic_id_14, pk18 = _S1(buf, pos)
                            pos += 17
                            f_topic_id_14 = _cached_uuid(f_topic_id_14) or _make_uuid(f_topic_id_14)
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
                                if pk18 * 20 > end - pos:
                                    raise _short(pos)
                                f_partitions_15 = []
                                if pk18:
                                    for _ in (_ranges[pk18] if pk18 < 256 else range(pk18)):
                                        f_partition_index_20, f_start_offset_21, f_leader_epoch_22, f_error_code_24, pk26 = _S2(buf, pos)
                                        pos += 19
                                        if pk26 < 128:
                                            pk26 -= 1
                                        elif buf[pos] < 128:
                                            pk26 = pk26 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk26, pos = _string_uvarint(buf, pos - 1)
                                            pk26 -= 1
                                        if pk26 == -1:
                                            f_error_message_25 = None
                                        else:
                                            e27 = pos + pk26
                                            if e27 > end:
                                                raise _short(pos)
                                            f_error_message_25 = buf[pos:e27].decode()
                                            pos = e27
                                        if buf[pos]:
                                            u28, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u28 = None
                                        x19 = _new(DescribeShareGroupOffsetsResponsePartition)
                                        x19.partition_index = f_partition_index_20
                                        x19.start_offset = f_start_offset_21
                                        x19.leader_epoch = f_leader_epoch_22
                                        x19.lag = -1
                                        x19.error_code = f_error_code_24
                                        x19.error_message = f_error_message_25
                                        x19.unknown_tags = u28
                                        f_partitions_15.append(x19)
                            if buf[pos]:
                                u29, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u29 = None
                            x12 = _new(DescribeShareGroupOffsetsResponseTopic)
                            x12.topic_name = f_topic_name_13
                            x12.topic_id = f_topic_id_14
                            x12.partitions = f_partitions_15
                            x12.unknown_tags = u29
                            f_topics_6.append(x12)
                f_error_code_7, pk30 = _S3(buf, pos)
                pos += 3
                if pk30 < 128:
                    pk30 -= 1
                elif buf[pos] < 128:
                    pk30 = pk30 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk30, pos = _string_uvarint(buf, pos - 1)
                    pk30 -= 1
                if pk30 == -1:
                    f_error_message_8 = None
                else:
                    e31 = pos + pk30
                    if e31 > end:
                        raise _short(pos)
                    f_error_message_8 = buf[pos:e31].decode()
                    pos = e31
                if buf[pos]:
                    u32, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u32 = None
                x4 = _new(DescribeShareGroupOffsetsResponseGroup)
                x4.group_id = f_group_id_5
                x4.topics = f_topics_6
                x4.error_code = f_error_code_7
                x4.error_message = f_error_message_8
                x4.unknown_tags = u32
                f_groups_2.append(x4)
    if buf[pos]:
        u33, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u33 = None
    o = _new(DescribeShareGroupOffsetsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = f_groups_2
    o.unknown_tags = u33
    return o, pos


def _d_DescribeShareGroupOffsetsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeShareGroupOffsetsResponse, int]:
    f_throttle_time_ms_1, pk3 = _S0(buf, pos)
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
        if pk3 * 6 > end - pos:
            raise _short(pos)
        f_groups_2 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _string_uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_group_id_5 = buf[pos:e10].decode()
                    pos = e10
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
                    if n11 * 19 > end - pos:
                        raise _short(pos)
                    f_topics_6 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            n16 = buf[pos]
                            if n16 < 128:
                                pos += 1
                                n16 -= 1
                            elif buf[pos + 1] < 128:
                                n16 = n16 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n16, pos = _string_uvarint(buf, pos)
                                n16 -= 1
                            if n16 < 0:
                                raise _negative(pos)
                            else:
                                e17 = pos + n16
                                if e17 > end:
                                    raise _short(pos)
                                f_topic_name_13 = buf[pos:e17].decode()
                                pos = e17
                            f_topic_id_14, pk18 = _S1(buf, pos)
                            pos += 17
                            f_topic_id_14 = _cached_uuid(f_topic_id_14) or _make_uuid(f_topic_id_14)
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
                                if pk18 * 28 > end - pos:
                                    raise _short(pos)
                                f_partitions_15 = []
                                if pk18:
                                    for _ in (_ranges[pk18] if pk18 < 256 else range(pk18)):
                                        f_partition_index_20, f_start_offset_21, f_leader_epoch_22, f_lag_23, f_error_code_24, pk26 = _S4(buf, pos)
                                        pos += 27
                                        if pk26 < 128:
                                            pk26 -= 1
                                        elif buf[pos] < 128:
                                            pk26 = pk26 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk26, pos = _string_uvarint(buf, pos - 1)
                                            pk26 -= 1
                                        if pk26 == -1:
                                            f_error_message_25 = None
                                        else:
                                            e27 = pos + pk26
                                            if e27 > end:
                                                raise _short(pos)
                                            f_error_message_25 = buf[pos:e27].decode()
                                            pos = e27
                                        if buf[pos]:
                                            u28, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u28 = None
                                        x19 = _new(DescribeShareGroupOffsetsResponsePartition)
                                        x19.partition_index = f_partition_index_20
                                        x19.start_offset = f_start_offset_21
                                        x19.leader_epoch = f_leader_epoch_22
                                        x19.lag = f_lag_23
                                        x19.error_code = f_error_code_24
                                        x19.error_message = f_error_message_25
                                        x19.unknown_tags = u28
                                        f_partitions_15.append(x19)
                            if buf[pos]:
                                u29, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u29 = None
                            x12 = _new(DescribeShareGroupOffsetsResponseTopic)
                            x12.topic_name = f_topic_name_13
                            x12.topic_id = f_topic_id_14
                            x12.partitions = f_partitions_15
                            x12.unknown_tags = u29
                            f_topics_6.append(x12)
                f_error_code_7, pk30 = _S3(buf, pos)
                pos += 3
                if pk30 < 128:
                    pk30 -= 1
                elif buf[pos] < 128:
                    pk30 = pk30 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk30, pos = _string_uvarint(buf, pos - 1)
                    pk30 -= 1
                if pk30 == -1:
                    f_error_message_8 = None
                else:
                    e31 = pos + pk30
                    if e31 > end:
                        raise _short(pos)
                    f_error_message_8 = buf[pos:e31].decode()
                    pos = e31
                if buf[pos]:
                    u32, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u32 = None
                x4 = _new(DescribeShareGroupOffsetsResponseGroup)
                x4.group_id = f_group_id_5
                x4.topics = f_topics_6
                x4.error_code = f_error_code_7
                x4.error_message = f_error_message_8
                x4.unknown_tags = u32
                f_groups_2.append(x4)
    if buf[pos]:
        u33, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u33 = None
    o = _new(DescribeShareGroupOffsetsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.groups = f_groups_2
    o.unknown_tags = u33
    return o, pos


def _e_DescribeShareGroupOffsetsResponse_v0(o: DescribeShareGroupOffsetsResponse, out: list[bytes]) -> None:
    out.append(_P5(o.throttle_time_ms))
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
            b4 = x3.topic_name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
            out.append(_P6(_uuid_bytes(x3.topic_id)))
            if type(x3.partitions) is not list:
                _check_list(x3.partitions)
            if len(x3.partitions) + 1 < 128:
                out.append(_B1[len(x3.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x3.partitions) + 1))
            for x5 in x3.partitions:
                if x5.lag != -1:
                    raise _absent('DescribeShareGroupOffsetsResponsePartition', 'lag', 0)
                out.append(_P7(x5.partition_index, x5.start_offset, x5.leader_epoch, x5.error_code))
                if x5.error_message is None:
                    out.append(b'\x00')
                else:
                    b6 = x5.error_message.encode()
                    if len(b6) + 1 < 128:
                        out.append(_B1[len(b6) + 1])
                    else:
                        out.append(_string_length(len(b6) + 1))
                    out.append(b6)
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P8(x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b7 = x1.error_message.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_string_length(len(b7) + 1))
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
    out.append(_P5(o.throttle_time_ms))
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
            b4 = x3.topic_name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
            out.append(_P6(_uuid_bytes(x3.topic_id)))
            if type(x3.partitions) is not list:
                _check_list(x3.partitions)
            if len(x3.partitions) + 1 < 128:
                out.append(_B1[len(x3.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x3.partitions) + 1))
            for x5 in x3.partitions:
                out.append(_P9(x5.partition_index, x5.start_offset, x5.leader_epoch, x5.lag, x5.error_code))
                if x5.error_message is None:
                    out.append(b'\x00')
                else:
                    b6 = x5.error_message.encode()
                    if len(b6) + 1 < 128:
                        out.append(_B1[len(b6) + 1])
                    else:
                        out.append(_string_length(len(b6) + 1))
                    out.append(b6)
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P8(x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b7 = x1.error_message.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_string_length(len(b7) + 1))
            out.append(b7)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DescribeShareGroupOffsetsRequest.DECODERS = {0: _d_DescribeShareGroupOffsetsRequest_v0, 1: _d_DescribeShareGroupOffsetsRequest_v0}
DescribeShareGroupOffsetsRequest.ENCODERS = {0: _e_DescribeShareGroupOffsetsRequest_v0, 1: _e_DescribeShareGroupOffsetsRequest_v0}
_bind_decode(DescribeShareGroupOffsetsRequest)

DescribeShareGroupOffsetsResponse.DECODERS = {0: _d_DescribeShareGroupOffsetsResponse_v0, 1: _d_DescribeShareGroupOffsetsResponse_v1}
DescribeShareGroupOffsetsResponse.ENCODERS = {0: _e_DescribeShareGroupOffsetsResponse_v0, 1: _e_DescribeShareGroupOffsetsResponse_v1}
_bind_decode(DescribeShareGroupOffsetsResponse)
