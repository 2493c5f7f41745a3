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
    o = _new(DescribeShareGroupOffsetsRequest)
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
                x3 = _new(DescribeShareGroupOffsetsRequestGroup)
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
                    x3.group_id = buf[pos:e6].decode()
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
                    f_topics_4 = None
                else:
                    if n7 * 3 > end - pos:
                        raise _short(pos)
                    f_topics_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(DescribeShareGroupOffsetsRequestTopic)
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
                                x8.topic_name = buf[pos:e11].decode()
                                pos = e11
                            b12 = buf[pos]
                            pos += 1
                            if 1 < b12 < 34:
                                f_partitions_9 = [*_i32c[b12](buf, pos)]
                                pos += b12 * 4 - 4
                            elif b12 == 1:
                                f_partitions_9 = []
                            else:
                                pos -= 1
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
                                    if not n13:
                                        f_partitions_9 = []
                                    elif n13 < 33:
                                        f_partitions_9 = [*_i32s[n13](buf, pos)]
                                        pos += n13 * 4
                                    elif n13 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_partitions_9 = [*_array('i', n13).unpack_from(buf, pos)]
                                        pos += n13 * 4
                            if buf[pos]:
                                u14, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u14 = None
                            x8.partitions = f_partitions_9
                            x8.unknown_tags = u14
                            f_topics_4.append(x8)
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x3.topics = f_topics_4
                x3.unknown_tags = u15
                f_groups_1.append(x3)
    if buf[pos]:
        u16, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u16 = None
    o.groups = f_groups_1
    o.unknown_tags = u16
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
    o = _new(DescribeShareGroupOffsetsResponse)
    o.throttle_time_ms, pk2 = _S0(buf, pos)
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
        if pk2 * 6 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(DescribeShareGroupOffsetsResponseGroup)
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
                    x3.group_id = buf[pos:e6].decode()
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
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 19 > end - pos:
                        raise _short(pos)
                    f_topics_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(DescribeShareGroupOffsetsResponseTopic)
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
                                x8.topic_name = buf[pos:e12].decode()
                                pos = e12
                            f_topic_id_9, pk13 = _S1(buf, pos)
                            pos += 17
                            f_topic_id_9 = _cached_uuid(f_topic_id_9) or _make_uuid(f_topic_id_9)
                            if pk13 < 128:
                                pk13 -= 1
                            elif buf[pos] < 128:
                                pk13 = pk13 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk13, pos = _uvarint(buf, pos - 1)
                                pk13 -= 1
                            if pk13 < 0:
                                raise _negative(pos)
                            else:
                                if pk13 * 20 > end - pos:
                                    raise _short(pos)
                                f_partitions_10 = []
                                if pk13:
                                    for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                                        x14 = _new(DescribeShareGroupOffsetsResponsePartition)
                                        x14.partition_index, x14.start_offset, x14.leader_epoch, x14.error_code, pk15 = _S2(buf, pos)
                                        pos += 19
                                        if pk15 < 128:
                                            pk15 -= 1
                                        elif buf[pos] < 128:
                                            pk15 = pk15 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk15, pos = _string_uvarint(buf, pos - 1)
                                            pk15 -= 1
                                        if pk15 == -1:
                                            x14.error_message = None
                                        else:
                                            e16 = pos + pk15
                                            if e16 > end:
                                                raise _short(pos)
                                            x14.error_message = buf[pos:e16].decode()
                                            pos = e16
                                        if buf[pos]:
                                            u17, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u17 = None
                                        x14.lag = -1
                                        x14.unknown_tags = u17
                                        f_partitions_10.append(x14)
                            if buf[pos]:
                                u18, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u18 = None
                            x8.topic_id = f_topic_id_9
                            x8.partitions = f_partitions_10
                            x8.unknown_tags = u18
                            f_topics_4.append(x8)
                x3.error_code, pk19 = _S3(buf, pos)
                pos += 3
                if pk19 < 128:
                    pk19 -= 1
                elif buf[pos] < 128:
                    pk19 = pk19 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk19, pos = _string_uvarint(buf, pos - 1)
                    pk19 -= 1
                if pk19 == -1:
                    x3.error_message = None
                else:
                    e20 = pos + pk19
                    if e20 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e20].decode()
                    pos = e20
                if buf[pos]:
                    u21, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u21 = None
                x3.topics = f_topics_4
                x3.unknown_tags = u21
                f_groups_1.append(x3)
    if buf[pos]:
        u22, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u22 = None
    o.groups = f_groups_1
    o.unknown_tags = u22
    return o, pos


def _d_DescribeShareGroupOffsetsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeShareGroupOffsetsResponse, int]:
    o = _new(DescribeShareGroupOffsetsResponse)
    o.throttle_time_ms, pk2 = _S0(buf, pos)
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
        if pk2 * 6 > end - pos:
            raise _short(pos)
        f_groups_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(DescribeShareGroupOffsetsResponseGroup)
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
                    x3.group_id = buf[pos:e6].decode()
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
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 19 > end - pos:
                        raise _short(pos)
                    f_topics_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(DescribeShareGroupOffsetsResponseTopic)
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
                                x8.topic_name = buf[pos:e12].decode()
                                pos = e12
                            f_topic_id_9, pk13 = _S1(buf, pos)
                            pos += 17
                            f_topic_id_9 = _cached_uuid(f_topic_id_9) or _make_uuid(f_topic_id_9)
                            if pk13 < 128:
                                pk13 -= 1
                            elif buf[pos] < 128:
                                pk13 = pk13 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk13, pos = _uvarint(buf, pos - 1)
                                pk13 -= 1
                            if pk13 < 0:
                                raise _negative(pos)
                            else:
                                if pk13 * 28 > end - pos:
                                    raise _short(pos)
                                f_partitions_10 = []
                                if pk13:
                                    for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                                        x14 = _new(DescribeShareGroupOffsetsResponsePartition)
                                        x14.partition_index, x14.start_offset, x14.leader_epoch, x14.lag, x14.error_code, pk15 = _S4(buf, pos)
                                        pos += 27
                                        if pk15 < 128:
                                            pk15 -= 1
                                        elif buf[pos] < 128:
                                            pk15 = pk15 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk15, pos = _string_uvarint(buf, pos - 1)
                                            pk15 -= 1
                                        if pk15 == -1:
                                            x14.error_message = None
                                        else:
                                            e16 = pos + pk15
                                            if e16 > end:
                                                raise _short(pos)
                                            x14.error_message = buf[pos:e16].decode()
                                            pos = e16
                                        if buf[pos]:
                                            u17, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u17 = None
                                        x14.unknown_tags = u17
                                        f_partitions_10.append(x14)
                            if buf[pos]:
                                u18, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u18 = None
                            x8.topic_id = f_topic_id_9
                            x8.partitions = f_partitions_10
                            x8.unknown_tags = u18
                            f_topics_4.append(x8)
                x3.error_code, pk19 = _S3(buf, pos)
                pos += 3
                if pk19 < 128:
                    pk19 -= 1
                elif buf[pos] < 128:
                    pk19 = pk19 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk19, pos = _string_uvarint(buf, pos - 1)
                    pk19 -= 1
                if pk19 == -1:
                    x3.error_message = None
                else:
                    e20 = pos + pk19
                    if e20 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e20].decode()
                    pos = e20
                if buf[pos]:
                    u21, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u21 = None
                x3.topics = f_topics_4
                x3.unknown_tags = u21
                f_groups_1.append(x3)
    if buf[pos]:
        u22, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u22 = None
    o.groups = f_groups_1
    o.unknown_tags = u22
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
