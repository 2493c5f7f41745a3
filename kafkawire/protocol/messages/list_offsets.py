# generated from defs/002-list-offsets.kw; do not edit
"""ListOffsets: API key 2, versions 0..11, flexible from 6."""

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

__all__ = ['ListOffsetsPartition', 'ListOffsetsPartitionResponse', 'ListOffsetsRequest', 'ListOffsetsResponse', 'ListOffsetsTopic', 'ListOffsetsTopicResponse']

_I0 = _Struct('>iqi').iter_unpack
_I1 = _Struct('>iq').iter_unpack
_I2 = _Struct('>iiq').iter_unpack
_I3 = _Struct('>iiqB').iter_unpack
_I4 = _Struct('>ihqq').iter_unpack
_I5 = _Struct('>ihqqi').iter_unpack
_I6 = _Struct('>ihqqiB').iter_unpack
_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>ib').unpack_from
_P1 = _Struct('>ib').pack
_S2 = _Struct('>ibB').unpack_from
_P2 = _Struct('>ibB').pack
_S3 = _Struct('>iiqB').unpack_from
_P3 = _Struct('>iiqB').pack
_S4 = _Struct('>ibBiB').unpack_from
_P4 = _Struct('>ibBiB').pack
_S5 = _Struct('>iB').unpack_from
_P5 = _Struct('>iB').pack
_S6 = _Struct('>iqi').unpack_from
_P6 = _Struct('>iqi').pack
_S7 = _Struct('>iq').unpack_from
_P7 = _Struct('>iq').pack
_S8 = _Struct('>iiq').unpack_from
_P8 = _Struct('>iiq').pack
_S9 = _Struct('>ih').unpack_from
_P9 = _Struct('>ih').pack
_S10 = _Struct('>ihqqiB').unpack_from
_P10 = _Struct('>ihqqiB').pack
_S11 = _Struct('>ihqq').unpack_from
_P11 = _Struct('>ihqq').pack
_S12 = _Struct('>ihqqi').unpack_from
_P12 = _Struct('>ihqqi').pack


class ListOffsetsPartition(Struct):
    """Element ListOffsetsPartition of ListOffsets."""

    __slots__ = ('partition_index', 'current_leader_epoch', 'timestamp', 'max_num_offsets')
    partition_index: int
    current_leader_epoch: int
    timestamp: int
    max_num_offsets: int

    def __init__(
        self,
        partition_index: int = 0,
        current_leader_epoch: int = -1,
        timestamp: int = 0,
        max_num_offsets: int = 1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.current_leader_epoch = current_leader_epoch
        self.timestamp = timestamp
        self.max_num_offsets = max_num_offsets
        self.unknown_tags = unknown_tags


class ListOffsetsTopic(Struct):
    """Element ListOffsetsTopic of ListOffsets."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[ListOffsetsPartition]

    def __init__(
        self,
        name: str = "",
        partitions: list[ListOffsetsPartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class ListOffsetsRequest(Request["ListOffsetsResponse"]):
    """ListOffsets request (API key 2), versions 0..11."""

    __slots__ = ('replica_id', 'isolation_level', 'topics', 'timeout_ms')
    API_KEY = 2
    API_NAME = 'ListOffsets'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 11
    FLEXIBLE_FROM = 6
    replica_id: int
    isolation_level: int
    topics: list[ListOffsetsTopic]
    timeout_ms: int

    def __init__(
        self,
        replica_id: int = 0,
        isolation_level: int = 0,
        topics: list[ListOffsetsTopic] = DEFAULT,
        timeout_ms: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.replica_id = replica_id
        self.isolation_level = isolation_level
        self.topics = [] if topics is DEFAULT else topics
        self.timeout_ms = timeout_ms
        self.unknown_tags = unknown_tags


class ListOffsetsPartitionResponse(Struct):
    """Element ListOffsetsPartitionResponse of ListOffsets."""

    __slots__ = ('partition_index', 'error_code', 'timestamp', 'offset', 'leader_epoch', 'old_style_offsets')
    partition_index: int
    error_code: int
    timestamp: int
    offset: int
    leader_epoch: int
    old_style_offsets: list[int]

    def __init__(
        self,
        partition_index: int = 0,
        error_code: int = 0,
        timestamp: int = -1,
        offset: int = -1,
        leader_epoch: int = -1,
        old_style_offsets: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.error_code = error_code
        self.timestamp = timestamp
        self.offset = offset
        self.leader_epoch = leader_epoch
        self.old_style_offsets = [] if old_style_offsets is DEFAULT else old_style_offsets
        self.unknown_tags = unknown_tags


class ListOffsetsTopicResponse(Struct):
    """Element ListOffsetsTopicResponse of ListOffsets."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[ListOffsetsPartitionResponse]

    def __init__(
        self,
        name: str = "",
        partitions: list[ListOffsetsPartitionResponse] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class ListOffsetsResponse(Message):
    """ListOffsets response (API key 2), versions 0..11."""

    __slots__ = ('throttle_time_ms', 'topics')
    API_KEY = 2
    API_NAME = 'ListOffsets'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 11
    FLEXIBLE_FROM = 6
    throttle_time_ms: int
    topics: list[ListOffsetsTopicResponse]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        topics: list[ListOffsetsTopicResponse] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags

ListOffsetsPartition.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 11), None, 0),
    FieldSpec('current_leader_epoch', 'prim', 'int32', (4, 11), None, -1, ignorable=True),
    FieldSpec('timestamp', 'prim', 'int64', (0, 11), None, 0),
    FieldSpec('max_num_offsets', 'prim', 'int32', (0, 0), None, 1),
)

ListOffsetsTopic.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 11), None, ""),
    FieldSpec('partitions', 'array', 'ListOffsetsPartition', (0, 11), None, DEFAULT, struct=ListOffsetsPartition),
)

ListOffsetsRequest.FIELDS = (
    FieldSpec('replica_id', 'prim', 'int32', (0, 11), None, 0),
    FieldSpec('isolation_level', 'prim', 'int8', (2, 11), None, 0),
    FieldSpec('topics', 'array', 'ListOffsetsTopic', (0, 11), None, DEFAULT, struct=ListOffsetsTopic),
    FieldSpec('timeout_ms', 'prim', 'int32', (10, 11), None, 0, ignorable=True),
)

ListOffsetsPartitionResponse.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 11), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 11), None, 0),
    FieldSpec('timestamp', 'prim', 'int64', (1, 11), None, -1),
    FieldSpec('offset', 'prim', 'int64', (1, 11), None, -1),
    FieldSpec('leader_epoch', 'prim', 'int32', (4, 11), None, -1),
    FieldSpec('old_style_offsets', 'array', 'int64', (0, 0), None, DEFAULT),
)

ListOffsetsTopicResponse.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 11), None, ""),
    FieldSpec('partitions', 'array', 'ListOffsetsPartitionResponse', (0, 11), None, DEFAULT, struct=ListOffsetsPartitionResponse),
)

ListOffsetsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (2, 11), None, 0, ignorable=True),
    FieldSpec('topics', 'array', 'ListOffsetsTopicResponse', (0, 11), None, DEFAULT, struct=ListOffsetsTopicResponse),
)


def _d_ListOffsetsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ListOffsetsRequest, int]:
    o = _new(ListOffsetsRequest)
    o.replica_id = _S0(buf, pos)[0]
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
                x3 = _new(ListOffsetsTopic)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 16 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 16
                        for t11 in _I0(buf[pos:e9]):
                            x10 = _new(ListOffsetsPartition)
                            x10.partition_index, x10.timestamp, x10.max_num_offsets = t11
                            x10.current_leader_epoch = -1
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.isolation_level = 0
    o.topics = f_topics_1
    o.timeout_ms = 0
    o.unknown_tags = None
    return o, pos


def _d_ListOffsetsRequest_v1(buf: bytes, pos: int, end: int) -> tuple[ListOffsetsRequest, int]:
    o = _new(ListOffsetsRequest)
    o.replica_id = _S0(buf, pos)[0]
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
                x3 = _new(ListOffsetsTopic)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 12 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 12
                        for t11 in _I1(buf[pos:e9]):
                            x10 = _new(ListOffsetsPartition)
                            x10.partition_index, x10.timestamp = t11
                            x10.current_leader_epoch = -1
                            x10.max_num_offsets = 1
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.isolation_level = 0
    o.topics = f_topics_1
    o.timeout_ms = 0
    o.unknown_tags = None
    return o, pos


def _d_ListOffsetsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[ListOffsetsRequest, int]:
    o = _new(ListOffsetsRequest)
    o.replica_id, o.isolation_level = _S1(buf, pos)
    pos += 5
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
                x3 = _new(ListOffsetsTopic)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 12 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 12
                        for t11 in _I1(buf[pos:e9]):
                            x10 = _new(ListOffsetsPartition)
                            x10.partition_index, x10.timestamp = t11
                            x10.current_leader_epoch = -1
                            x10.max_num_offsets = 1
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.topics = f_topics_1
    o.timeout_ms = 0
    o.unknown_tags = None
    return o, pos


def _d_ListOffsetsRequest_v4(buf: bytes, pos: int, end: int) -> tuple[ListOffsetsRequest, int]:
    o = _new(ListOffsetsRequest)
    o.replica_id, o.isolation_level = _S1(buf, pos)
    pos += 5
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
                x3 = _new(ListOffsetsTopic)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 16 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 16
                        for t11 in _I2(buf[pos:e9]):
                            x10 = _new(ListOffsetsPartition)
                            x10.partition_index, x10.current_leader_epoch, x10.timestamp = t11
                            x10.max_num_offsets = 1
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.topics = f_topics_1
    o.timeout_ms = 0
    o.unknown_tags = None
    return o, pos


def _d_ListOffsetsRequest_v6(buf: bytes, pos: int, end: int) -> tuple[ListOffsetsRequest, int]:
    o = _new(ListOffsetsRequest)
    o.replica_id, o.isolation_level, pk2 = _S2(buf, pos)
    pos += 6
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
                x3 = _new(ListOffsetsTopic)
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
                    x3.name = buf[pos:e6].decode()
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
                    if n7 * 17 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 17
                        for t11 in _I3(buf[pos:e9]):
                            x10 = _new(ListOffsetsPartition)
                            x10.partition_index, x10.current_leader_epoch, x10.timestamp, tb12 = t11
                            if tb12:
                                break
                            x10.max_num_offsets = 1
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        else:
                            pos = e9
                        if pos != e9:
                            f_partitions_4 = []
                            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                                x8 = _new(ListOffsetsPartition)
                                x8.partition_index, x8.current_leader_epoch, x8.timestamp, pk13 = _S3(buf, pos)
                                pos += 17
                                if pk13:
                                    u14, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u14 = None
                                x8.max_num_offsets = 1
                                x8.unknown_tags = u14
                                f_partitions_4.append(x8)
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x3.partitions = f_partitions_4
                x3.unknown_tags = u15
                f_topics_1.append(x3)
    if buf[pos]:
        u16, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u16 = None
    o.topics = f_topics_1
    o.timeout_ms = 0
    o.unknown_tags = u16
    return o, pos


def _d_ListOffsetsRequest_v10(buf: bytes, pos: int, end: int) -> tuple[ListOffsetsRequest, int]:
    o = _new(ListOffsetsRequest)
    o.replica_id, o.isolation_level, pk2, o.timeout_ms, pk3 = _S4(buf, pos)
    if pk2 == 1:
        pos += 11
        f_topics_1 = []
    else:
        pos += 6
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
                    x4 = _new(ListOffsetsTopic)
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
                        x4.name = buf[pos:e7].decode()
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
                        if n8 * 17 > end - pos:
                            raise _short(pos)
                        f_partitions_5 = []
                        if n8:
                            e10 = pos + n8 * 17
                            for t12 in _I3(buf[pos:e10]):
                                x11 = _new(ListOffsetsPartition)
                                x11.partition_index, x11.current_leader_epoch, x11.timestamp, tb13 = t12
                                if tb13:
                                    break
                                x11.max_num_offsets = 1
                                x11.unknown_tags = None
                                f_partitions_5.append(x11)
                            else:
                                pos = e10
                            if pos != e10:
                                f_partitions_5 = []
                                for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                                    x9 = _new(ListOffsetsPartition)
                                    x9.partition_index, x9.current_leader_epoch, x9.timestamp, pk14 = _S3(buf, pos)
                                    pos += 17
                                    if pk14:
                                        u15, pos = _unknown_tags(buf, pos - 1, end)
                                    else:
                                        u15 = None
                                    x9.max_num_offsets = 1
                                    x9.unknown_tags = u15
                                    f_partitions_5.append(x9)
                    if buf[pos]:
                        u16, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u16 = None
                    x4.partitions = f_partitions_5
                    x4.unknown_tags = u16
                    f_topics_1.append(x4)
        o.timeout_ms, pk3 = _S5(buf, pos)
        pos += 5
    if pk3:
        u17, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u17 = None
    o.topics = f_topics_1
    o.unknown_tags = u17
    return o, pos


def _e_ListOffsetsRequest_v0(o: ListOffsetsRequest, out: list[bytes]) -> None:
    if o.isolation_level != 0:
        raise _absent('ListOffsetsRequest', 'isolation_level', 0)
    if o.unknown_tags:
        raise _untagged('ListOffsetsRequest', 0)
    out.append(_P0(o.replica_id))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('ListOffsetsTopic', 0)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('ListOffsetsPartition', 0)
            out.append(_P6(x3.partition_index, x3.timestamp, x3.max_num_offsets))


def _e_ListOffsetsRequest_v1(o: ListOffsetsRequest, out: list[bytes]) -> None:
    if o.isolation_level != 0:
        raise _absent('ListOffsetsRequest', 'isolation_level', 1)
    if o.unknown_tags:
        raise _untagged('ListOffsetsRequest', 1)
    out.append(_P0(o.replica_id))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('ListOffsetsTopic', 1)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.max_num_offsets != 1:
                raise _absent('ListOffsetsPartition', 'max_num_offsets', 1)
            if x3.unknown_tags:
                raise _untagged('ListOffsetsPartition', 1)
            out.append(_P7(x3.partition_index, x3.timestamp))


def _e_ListOffsetsRequest_v2(o: ListOffsetsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ListOffsetsRequest', 2)
    out.append(_P1(o.replica_id, o.isolation_level))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('ListOffsetsTopic', 2)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.max_num_offsets != 1:
                raise _absent('ListOffsetsPartition', 'max_num_offsets', 2)
            if x3.unknown_tags:
                raise _untagged('ListOffsetsPartition', 2)
            out.append(_P7(x3.partition_index, x3.timestamp))


def _e_ListOffsetsRequest_v3(o: ListOffsetsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ListOffsetsRequest', 3)
    out.append(_P1(o.replica_id, o.isolation_level))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('ListOffsetsTopic', 3)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.max_num_offsets != 1:
                raise _absent('ListOffsetsPartition', 'max_num_offsets', 3)
            if x3.unknown_tags:
                raise _untagged('ListOffsetsPartition', 3)
            out.append(_P7(x3.partition_index, x3.timestamp))


def _e_ListOffsetsRequest_v4(o: ListOffsetsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ListOffsetsRequest', 4)
    out.append(_P1(o.replica_id, o.isolation_level))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('ListOffsetsTopic', 4)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.max_num_offsets != 1:
                raise _absent('ListOffsetsPartition', 'max_num_offsets', 4)
            if x3.unknown_tags:
                raise _untagged('ListOffsetsPartition', 4)
            out.append(_P8(x3.partition_index, x3.current_leader_epoch, x3.timestamp))


def _e_ListOffsetsRequest_v5(o: ListOffsetsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ListOffsetsRequest', 5)
    out.append(_P1(o.replica_id, o.isolation_level))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('ListOffsetsTopic', 5)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.max_num_offsets != 1:
                raise _absent('ListOffsetsPartition', 'max_num_offsets', 5)
            if x3.unknown_tags:
                raise _untagged('ListOffsetsPartition', 5)
            out.append(_P8(x3.partition_index, x3.current_leader_epoch, x3.timestamp))


def _e_ListOffsetsRequest_v6(o: ListOffsetsRequest, out: list[bytes]) -> None:
    out.append(_P1(o.replica_id, o.isolation_level))
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
            if x3.max_num_offsets != 1:
                raise _absent('ListOffsetsPartition', 'max_num_offsets', 6)
            out.append(_P8(x3.partition_index, x3.current_leader_epoch, x3.timestamp))
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


def _e_ListOffsetsRequest_v7(o: ListOffsetsRequest, out: list[bytes]) -> None:
    out.append(_P1(o.replica_id, o.isolation_level))
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
            if x3.max_num_offsets != 1:
                raise _absent('ListOffsetsPartition', 'max_num_offsets', 7)
            out.append(_P8(x3.partition_index, x3.current_leader_epoch, x3.timestamp))
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


def _e_ListOffsetsRequest_v8(o: ListOffsetsRequest, out: list[bytes]) -> None:
    out.append(_P1(o.replica_id, o.isolation_level))
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
            if x3.max_num_offsets != 1:
                raise _absent('ListOffsetsPartition', 'max_num_offsets', 8)
            out.append(_P8(x3.partition_index, x3.current_leader_epoch, x3.timestamp))
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


def _e_ListOffsetsRequest_v9(o: ListOffsetsRequest, out: list[bytes]) -> None:
    out.append(_P1(o.replica_id, o.isolation_level))
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
            if x3.max_num_offsets != 1:
                raise _absent('ListOffsetsPartition', 'max_num_offsets', 9)
            out.append(_P8(x3.partition_index, x3.current_leader_epoch, x3.timestamp))
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


def _e_ListOffsetsRequest_v10(o: ListOffsetsRequest, out: list[bytes]) -> None:
    out.append(_P1(o.replica_id, o.isolation_level))
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
            if x3.max_num_offsets != 1:
                raise _absent('ListOffsetsPartition', 'max_num_offsets', 10)
            out.append(_P8(x3.partition_index, x3.current_leader_epoch, x3.timestamp))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P0(o.timeout_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ListOffsetsRequest_v11(o: ListOffsetsRequest, out: list[bytes]) -> None:
    out.append(_P1(o.replica_id, o.isolation_level))
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
            if x3.max_num_offsets != 1:
                raise _absent('ListOffsetsPartition', 'max_num_offsets', 11)
            out.append(_P8(x3.partition_index, x3.current_leader_epoch, x3.timestamp))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P0(o.timeout_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_ListOffsetsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ListOffsetsResponse, int]:
    o = _new(ListOffsetsResponse)
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
                x3 = _new(ListOffsetsTopicResponse)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 10 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(ListOffsetsPartitionResponse)
                            x8.partition_index, x8.error_code = _S9(buf, pos)
                            pos += 6
                            n10 = _ui(buf, pos)[0]
                            pos += 4
                            if n10 < 0:
                                raise _negative(pos)
                            else:
                                if n10 * 8 > end - pos:
                                    raise _short(pos)
                                f_old_style_offsets_9 = [*_array('q', n10).unpack_from(buf, pos)]
                                pos += n10 * 8
                            x8.timestamp = -1
                            x8.offset = -1
                            x8.leader_epoch = -1
                            x8.old_style_offsets = f_old_style_offsets_9
                            x8.unknown_tags = None
                            f_partitions_4.append(x8)
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.throttle_time_ms = 0
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_ListOffsetsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[ListOffsetsResponse, int]:
    o = _new(ListOffsetsResponse)
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
                x3 = _new(ListOffsetsTopicResponse)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 22 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 22
                        for t11 in _I4(buf[pos:e9]):
                            x10 = _new(ListOffsetsPartitionResponse)
                            x10.partition_index, x10.error_code, x10.timestamp, x10.offset = t11
                            x10.leader_epoch = -1
                            x10.old_style_offsets = []
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.throttle_time_ms = 0
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_ListOffsetsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[ListOffsetsResponse, int]:
    o = _new(ListOffsetsResponse)
    o.throttle_time_ms = _S0(buf, pos)[0]
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
                x3 = _new(ListOffsetsTopicResponse)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 22 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 22
                        for t11 in _I4(buf[pos:e9]):
                            x10 = _new(ListOffsetsPartitionResponse)
                            x10.partition_index, x10.error_code, x10.timestamp, x10.offset = t11
                            x10.leader_epoch = -1
                            x10.old_style_offsets = []
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_ListOffsetsResponse_v4(buf: bytes, pos: int, end: int) -> tuple[ListOffsetsResponse, int]:
    o = _new(ListOffsetsResponse)
    o.throttle_time_ms = _S0(buf, pos)[0]
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
                x3 = _new(ListOffsetsTopicResponse)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 26 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 26
                        for t11 in _I5(buf[pos:e9]):
                            x10 = _new(ListOffsetsPartitionResponse)
                            x10.partition_index, x10.error_code, x10.timestamp, x10.offset, x10.leader_epoch = t11
                            x10.old_style_offsets = []
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_ListOffsetsResponse_v6(buf: bytes, pos: int, end: int) -> tuple[ListOffsetsResponse, int]:
    o = _new(ListOffsetsResponse)
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
                x3 = _new(ListOffsetsTopicResponse)
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
                    x3.name = buf[pos:e6].decode()
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
                    if n7 * 27 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 27
                        for t11 in _I6(buf[pos:e9]):
                            x10 = _new(ListOffsetsPartitionResponse)
                            x10.partition_index, x10.error_code, x10.timestamp, x10.offset, x10.leader_epoch, tb12 = t11
                            if tb12:
                                break
                            x10.old_style_offsets = []
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        else:
                            pos = e9
                        if pos != e9:
                            f_partitions_4 = []
                            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                                x8 = _new(ListOffsetsPartitionResponse)
                                x8.partition_index, x8.error_code, x8.timestamp, x8.offset, x8.leader_epoch, pk14 = _S10(buf, pos)
                                pos += 27
                                if pk14:
                                    u15, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u15 = None
                                x8.old_style_offsets = []
                                x8.unknown_tags = u15
                                f_partitions_4.append(x8)
                if buf[pos]:
                    u16, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u16 = None
                x3.partitions = f_partitions_4
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


def _e_ListOffsetsResponse_v0(o: ListOffsetsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ListOffsetsResponse', 0)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('ListOffsetsTopicResponse', 0)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.timestamp != -1:
                raise _absent('ListOffsetsPartitionResponse', 'timestamp', 0)
            if x3.offset != -1:
                raise _absent('ListOffsetsPartitionResponse', 'offset', 0)
            if x3.leader_epoch != -1:
                raise _absent('ListOffsetsPartitionResponse', 'leader_epoch', 0)
            if x3.unknown_tags:
                raise _untagged('ListOffsetsPartitionResponse', 0)
            out.append(_P9(x3.partition_index, x3.error_code))
            if type(x3.old_style_offsets) is not list:
                _check_list(x3.old_style_offsets)
            out.append(_Pi(len(x3.old_style_offsets)))
            out.append(_array('q', len(x3.old_style_offsets)).pack(*x3.old_style_offsets))


def _e_ListOffsetsResponse_v1(o: ListOffsetsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ListOffsetsResponse', 1)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('ListOffsetsTopicResponse', 1)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.leader_epoch != -1:
                raise _absent('ListOffsetsPartitionResponse', 'leader_epoch', 1)
            if (x3.old_style_offsets is None or len(x3.old_style_offsets)):
                raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 1)
            if x3.unknown_tags:
                raise _untagged('ListOffsetsPartitionResponse', 1)
            out.append(_P11(x3.partition_index, x3.error_code, x3.timestamp, x3.offset))


def _e_ListOffsetsResponse_v2(o: ListOffsetsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ListOffsetsResponse', 2)
    out.append(_P0(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('ListOffsetsTopicResponse', 2)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.leader_epoch != -1:
                raise _absent('ListOffsetsPartitionResponse', 'leader_epoch', 2)
            if (x3.old_style_offsets is None or len(x3.old_style_offsets)):
                raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 2)
            if x3.unknown_tags:
                raise _untagged('ListOffsetsPartitionResponse', 2)
            out.append(_P11(x3.partition_index, x3.error_code, x3.timestamp, x3.offset))


def _e_ListOffsetsResponse_v3(o: ListOffsetsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ListOffsetsResponse', 3)
    out.append(_P0(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('ListOffsetsTopicResponse', 3)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.leader_epoch != -1:
                raise _absent('ListOffsetsPartitionResponse', 'leader_epoch', 3)
            if (x3.old_style_offsets is None or len(x3.old_style_offsets)):
                raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 3)
            if x3.unknown_tags:
                raise _untagged('ListOffsetsPartitionResponse', 3)
            out.append(_P11(x3.partition_index, x3.error_code, x3.timestamp, x3.offset))


def _e_ListOffsetsResponse_v4(o: ListOffsetsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ListOffsetsResponse', 4)
    out.append(_P0(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('ListOffsetsTopicResponse', 4)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if (x3.old_style_offsets is None or len(x3.old_style_offsets)):
                raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 4)
            if x3.unknown_tags:
                raise _untagged('ListOffsetsPartitionResponse', 4)
            out.append(_P12(x3.partition_index, x3.error_code, x3.timestamp, x3.offset, x3.leader_epoch))


def _e_ListOffsetsResponse_v5(o: ListOffsetsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ListOffsetsResponse', 5)
    out.append(_P0(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('ListOffsetsTopicResponse', 5)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if (x3.old_style_offsets is None or len(x3.old_style_offsets)):
                raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 5)
            if x3.unknown_tags:
                raise _untagged('ListOffsetsPartitionResponse', 5)
            out.append(_P12(x3.partition_index, x3.error_code, x3.timestamp, x3.offset, x3.leader_epoch))


def _e_ListOffsetsResponse_v6(o: ListOffsetsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
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
            if (x3.old_style_offsets is None or len(x3.old_style_offsets)):
                raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 6)
            out.append(_P12(x3.partition_index, x3.error_code, x3.timestamp, x3.offset, x3.leader_epoch))
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


def _e_ListOffsetsResponse_v7(o: ListOffsetsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
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
            if (x3.old_style_offsets is None or len(x3.old_style_offsets)):
                raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 7)
            out.append(_P12(x3.partition_index, x3.error_code, x3.timestamp, x3.offset, x3.leader_epoch))
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


def _e_ListOffsetsResponse_v8(o: ListOffsetsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
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
            if (x3.old_style_offsets is None or len(x3.old_style_offsets)):
                raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 8)
            out.append(_P12(x3.partition_index, x3.error_code, x3.timestamp, x3.offset, x3.leader_epoch))
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


def _e_ListOffsetsResponse_v9(o: ListOffsetsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
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
            if (x3.old_style_offsets is None or len(x3.old_style_offsets)):
                raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 9)
            out.append(_P12(x3.partition_index, x3.error_code, x3.timestamp, x3.offset, x3.leader_epoch))
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


def _e_ListOffsetsResponse_v10(o: ListOffsetsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
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
            if (x3.old_style_offsets is None or len(x3.old_style_offsets)):
                raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 10)
            out.append(_P12(x3.partition_index, x3.error_code, x3.timestamp, x3.offset, x3.leader_epoch))
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


def _e_ListOffsetsResponse_v11(o: ListOffsetsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
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
            if (x3.old_style_offsets is None or len(x3.old_style_offsets)):
                raise _absent('ListOffsetsPartitionResponse', 'old_style_offsets', 11)
            out.append(_P12(x3.partition_index, x3.error_code, x3.timestamp, x3.offset, x3.leader_epoch))
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


ListOffsetsRequest.DECODERS = {0: _d_ListOffsetsRequest_v0, 1: _d_ListOffsetsRequest_v1, 2: _d_ListOffsetsRequest_v2, 3: _d_ListOffsetsRequest_v2, 4: _d_ListOffsetsRequest_v4, 5: _d_ListOffsetsRequest_v4, 6: _d_ListOffsetsRequest_v6, 7: _d_ListOffsetsRequest_v6, 8: _d_ListOffsetsRequest_v6, 9: _d_ListOffsetsRequest_v6, 10: _d_ListOffsetsRequest_v10, 11: _d_ListOffsetsRequest_v10}
ListOffsetsRequest.ENCODERS = {0: _e_ListOffsetsRequest_v0, 1: _e_ListOffsetsRequest_v1, 2: _e_ListOffsetsRequest_v2, 3: _e_ListOffsetsRequest_v3, 4: _e_ListOffsetsRequest_v4, 5: _e_ListOffsetsRequest_v5, 6: _e_ListOffsetsRequest_v6, 7: _e_ListOffsetsRequest_v7, 8: _e_ListOffsetsRequest_v8, 9: _e_ListOffsetsRequest_v9, 10: _e_ListOffsetsRequest_v10, 11: _e_ListOffsetsRequest_v11}
_bind_decode(ListOffsetsRequest)

ListOffsetsResponse.DECODERS = {0: _d_ListOffsetsResponse_v0, 1: _d_ListOffsetsResponse_v1, 2: _d_ListOffsetsResponse_v2, 3: _d_ListOffsetsResponse_v2, 4: _d_ListOffsetsResponse_v4, 5: _d_ListOffsetsResponse_v4, 6: _d_ListOffsetsResponse_v6, 7: _d_ListOffsetsResponse_v6, 8: _d_ListOffsetsResponse_v6, 9: _d_ListOffsetsResponse_v6, 10: _d_ListOffsetsResponse_v6, 11: _d_ListOffsetsResponse_v6}
ListOffsetsResponse.ENCODERS = {0: _e_ListOffsetsResponse_v0, 1: _e_ListOffsetsResponse_v1, 2: _e_ListOffsetsResponse_v2, 3: _e_ListOffsetsResponse_v3, 4: _e_ListOffsetsResponse_v4, 5: _e_ListOffsetsResponse_v5, 6: _e_ListOffsetsResponse_v6, 7: _e_ListOffsetsResponse_v7, 8: _e_ListOffsetsResponse_v8, 9: _e_ListOffsetsResponse_v9, 10: _e_ListOffsetsResponse_v10, 11: _e_ListOffsetsResponse_v11}
_bind_decode(ListOffsetsResponse)
