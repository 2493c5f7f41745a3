# generated from defs/046-list-partition-reassignments.kw; do not edit
"""ListPartitionReassignments: API key 46, versions 0..0, flexible from 0."""

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
from kafkawire.protocol.codec_support import ShapedArray as _ShapedArray
from kafkawire.protocol.codec_support import read_shaped as _read_shaped

__all__ = ['ListPartitionReassignmentsRequest', 'ListPartitionReassignmentsResponse', 'ListPartitionReassignmentsTopics', 'OngoingPartitionReassignment', 'OngoingTopicReassignment']

_S0 = _Struct('>iB').unpack_from
_P0 = _Struct('>iB').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>ihB').unpack_from
_P2 = _Struct('>ihB').pack
_S3 = _Struct('>ih').unpack_from
_P3 = _Struct('>ih').pack
_H0 = _ShapedArray(('i', '[i', '[i', '[i'), True, 'x = _new(OngoingPartitionReassignment)\nx.partition_index = f0\nx.replicas = L0\nx.adding_replicas = L1\nx.removing_replicas = L2\nx.unknown_tags = None', globals())


class ListPartitionReassignmentsTopics(Struct):
    """Element ListPartitionReassignmentsTopics of ListPartitionReassignments."""

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


class ListPartitionReassignmentsRequest(Request["ListPartitionReassignmentsResponse"]):
    """ListPartitionReassignments request (API key 46), versions 0..0."""

    __slots__ = ('timeout_ms', 'topics')
    API_KEY = 46
    API_NAME = 'ListPartitionReassignments'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    timeout_ms: int
    topics: list[ListPartitionReassignmentsTopics] | None

    def __init__(
        self,
        timeout_ms: int = 60000,
        topics: list[ListPartitionReassignmentsTopics] | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.timeout_ms = timeout_ms
        self.topics = topics
        self.unknown_tags = unknown_tags


class OngoingPartitionReassignment(Struct):
    """Element OngoingPartitionReassignment of ListPartitionReassignments."""

    __slots__ = ('partition_index', 'replicas', 'adding_replicas', 'removing_replicas')
    partition_index: int
    replicas: list[int]
    adding_replicas: list[int]
    removing_replicas: list[int]

    def __init__(
        self,
        partition_index: int = 0,
        replicas: list[int] = DEFAULT,
        adding_replicas: list[int] = DEFAULT,
        removing_replicas: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.replicas = [] if replicas is DEFAULT else replicas
        self.adding_replicas = [] if adding_replicas is DEFAULT else adding_replicas
        self.removing_replicas = [] if removing_replicas is DEFAULT else removing_replicas
        self.unknown_tags = unknown_tags


class OngoingTopicReassignment(Struct):
    """Element OngoingTopicReassignment of ListPartitionReassignments."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[OngoingPartitionReassignment]

    def __init__(
        self,
        name: str = "",
        partitions: list[OngoingPartitionReassignment] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class ListPartitionReassignmentsResponse(Message):
    """ListPartitionReassignments response (API key 46), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'topics')
    API_KEY = 46
    API_NAME = 'ListPartitionReassignments'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    error_message: str | None
    topics: list[OngoingTopicReassignment]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = "",
        topics: list[OngoingTopicReassignment] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags

ListPartitionReassignmentsTopics.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partition_indexes', 'array', 'int32', (0, 0), None, DEFAULT),
)

ListPartitionReassignmentsRequest.FIELDS = (
    FieldSpec('timeout_ms', 'prim', 'int32', (0, 0), None, 60000),
    FieldSpec('topics', 'array', 'ListPartitionReassignmentsTopics', (0, 0), (0, 0), None, struct=ListPartitionReassignmentsTopics),
)

OngoingPartitionReassignment.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('replicas', 'array', 'int32', (0, 0), None, DEFAULT),
    FieldSpec('adding_replicas', 'array', 'int32', (0, 0), None, DEFAULT),
    FieldSpec('removing_replicas', 'array', 'int32', (0, 0), None, DEFAULT),
)

OngoingTopicReassignment.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partitions', 'array', 'OngoingPartitionReassignment', (0, 0), None, DEFAULT, struct=OngoingPartitionReassignment),
)

ListPartitionReassignmentsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), ""),
    FieldSpec('topics', 'array', 'OngoingTopicReassignment', (0, 0), None, DEFAULT, struct=OngoingTopicReassignment),
)


def _d_ListPartitionReassignmentsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ListPartitionReassignmentsRequest, int]:
    f_timeout_ms_1, pk3 = _S0(buf, pos)
    pos += 5
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 == -1:
        f_topics_2 = None
    else:
        if pk3 * 3 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
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
                    f_name_5 = buf[pos:e8].decode()
                    pos = e8
                b9 = buf[pos]
                pos += 1
                if 1 < b9 < 34:
                    f_partition_indexes_6 = [*_i32c[b9](buf, pos)]
                    pos += b9 * 4 - 4
                elif b9 == 1:
                    f_partition_indexes_6 = []
                else:
                    pos -= 1
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
                        if not n10:
                            f_partition_indexes_6 = []
                        elif n10 < 33:
                            f_partition_indexes_6 = [*_i32s[n10](buf, pos)]
                            pos += n10 * 4
                        elif n10 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partition_indexes_6 = [*_array('i', n10).unpack_from(buf, pos)]
                            pos += n10 * 4
                if buf[pos]:
                    u11, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u11 = None
                x4 = _new(ListPartitionReassignmentsTopics)
                x4.name = f_name_5
                x4.partition_indexes = f_partition_indexes_6
                x4.unknown_tags = u11
                f_topics_2.append(x4)
    if buf[pos]:
        u12, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u12 = None
    o = _new(ListPartitionReassignmentsRequest)
    o.timeout_ms = f_timeout_ms_1
    o.topics = f_topics_2
    o.unknown_tags = u12
    return o, pos


def _e_ListPartitionReassignmentsRequest_v0(o: ListPartitionReassignmentsRequest, out: list[bytes]) -> None:
    out.append(_P1(o.timeout_ms))
    if o.topics is None:
        out.append(b'\x00')
    else:
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
            if type(x1.partition_indexes) is not list:
                _check_list(x1.partition_indexes)
            if len(x1.partition_indexes) + 1 < 128:
                out.append(_B1[len(x1.partition_indexes) + 1])
            else:
                out.append(_encode_uvarint(len(x1.partition_indexes) + 1))
            out.append(_array('i', len(x1.partition_indexes)).pack(*x1.partition_indexes))
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_ListPartitionReassignmentsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ListPartitionReassignmentsResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, pk5 = _S2(buf, pos)
    pos += 7
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _string_uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 == -1:
        f_error_message_3 = None
    else:
        e6 = pos + pk5
        if e6 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e6].decode()
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
        if n7 * 3 > end - pos:
            raise _short(pos)
        f_topics_4 = []
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
                    if n13 * 8 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if n13:
                        pos, n13 = _read_shaped(_H0, buf, pos, end, n13, f_partitions_10)
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            f_partition_index_15, pk19 = _S0(buf, pos)
                            pos += 5
                            if 1 < pk19 < 34:
                                f_replicas_16 = [*_i32c[pk19](buf, pos)]
                                pos += pk19 * 4 - 4
                            elif pk19 == 1:
                                f_replicas_16 = []
                            else:
                                pos -= 1
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
                                    if not n20:
                                        f_replicas_16 = []
                                    elif n20 < 33:
                                        f_replicas_16 = [*_i32s[n20](buf, pos)]
                                        pos += n20 * 4
                                    elif n20 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_16 = [*_array('i', n20).unpack_from(buf, pos)]
                                        pos += n20 * 4
                            b21 = buf[pos]
                            pos += 1
                            if 1 < b21 < 34:
                                f_adding_replicas_17 = [*_i32c[b21](buf, pos)]
                                pos += b21 * 4 - 4
                            elif b21 == 1:
                                f_adding_replicas_17 = []
                            else:
                                pos -= 1
                                n22 = buf[pos]
                                if n22 < 128:
                                    pos += 1
                                    n22 -= 1
                                elif buf[pos + 1] < 128:
                                    n22 = n22 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n22, pos = _uvarint(buf, pos)
                                    n22 -= 1
                                if n22 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n22:
                                        f_adding_replicas_17 = []
                                    elif n22 < 33:
                                        f_adding_replicas_17 = [*_i32s[n22](buf, pos)]
                                        pos += n22 * 4
                                    elif n22 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_adding_replicas_17 = [*_array('i', n22).unpack_from(buf, pos)]
                                        pos += n22 * 4
                            b23 = buf[pos]
                            pos += 1
                            if 1 < b23 < 34:
                                f_removing_replicas_18 = [*_i32c[b23](buf, pos)]
                                pos += b23 * 4 - 4
                            elif b23 == 1:
                                f_removing_replicas_18 = []
                            else:
                                pos -= 1
                                n24 = buf[pos]
                                if n24 < 128:
                                    pos += 1
                                    n24 -= 1
                                elif buf[pos + 1] < 128:
                                    n24 = n24 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n24, pos = _uvarint(buf, pos)
                                    n24 -= 1
                                if n24 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n24:
                                        f_removing_replicas_18 = []
                                    elif n24 < 33:
                                        f_removing_replicas_18 = [*_i32s[n24](buf, pos)]
                                        pos += n24 * 4
                                    elif n24 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_removing_replicas_18 = [*_array('i', n24).unpack_from(buf, pos)]
                                        pos += n24 * 4
                            if buf[pos]:
                                u25, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u25 = None
                            x14 = _new(OngoingPartitionReassignment)
                            x14.partition_index = f_partition_index_15
                            x14.replicas = f_replicas_16
                            x14.adding_replicas = f_adding_replicas_17
                            x14.removing_replicas = f_removing_replicas_18
                            x14.unknown_tags = u25
                            f_partitions_10.append(x14)
                if buf[pos]:
                    u26, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u26 = None
                x8 = _new(OngoingTopicReassignment)
                x8.name = f_name_9
                x8.partitions = f_partitions_10
                x8.unknown_tags = u26
                f_topics_4.append(x8)
    if buf[pos]:
        u27, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u27 = None
    o = _new(ListPartitionReassignmentsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.topics = f_topics_4
    o.unknown_tags = u27
    return o, pos


def _e_ListPartitionReassignmentsResponse_v0(o: ListPartitionReassignmentsResponse, out: list[bytes]) -> None:
    out.append(_P3(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
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
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        for x4 in x2.partitions:
            out.append(_P1(x4.partition_index))
            if type(x4.replicas) is not list:
                _check_list(x4.replicas)
            if len(x4.replicas) + 1 < 128:
                out.append(_B1[len(x4.replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x4.replicas) + 1))
            out.append(_array('i', len(x4.replicas)).pack(*x4.replicas))
            if type(x4.adding_replicas) is not list:
                _check_list(x4.adding_replicas)
            if len(x4.adding_replicas) + 1 < 128:
                out.append(_B1[len(x4.adding_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x4.adding_replicas) + 1))
            out.append(_array('i', len(x4.adding_replicas)).pack(*x4.adding_replicas))
            if type(x4.removing_replicas) is not list:
                _check_list(x4.removing_replicas)
            if len(x4.removing_replicas) + 1 < 128:
                out.append(_B1[len(x4.removing_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x4.removing_replicas) + 1))
            out.append(_array('i', len(x4.removing_replicas)).pack(*x4.removing_replicas))
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(b'\x00')
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


ListPartitionReassignmentsRequest.DECODERS = {0: _d_ListPartitionReassignmentsRequest_v0}
ListPartitionReassignmentsRequest.ENCODERS = {0: _e_ListPartitionReassignmentsRequest_v0}
_bind_decode(ListPartitionReassignmentsRequest)

ListPartitionReassignmentsResponse.DECODERS = {0: _d_ListPartitionReassignmentsResponse_v0}
ListPartitionReassignmentsResponse.ENCODERS = {0: _e_ListPartitionReassignmentsResponse_v0}
_bind_decode(ListPartitionReassignmentsResponse)
