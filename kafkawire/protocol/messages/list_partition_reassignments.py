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
_H0 = _ShapedArray(('i', '[i', '[i', '[i'), True, 'x = _new(OngoingPartitionReassignment)\nx.unknown_tags = None', globals(), ('x.partition_index', 'x.replicas', 'x.adding_replicas', 'x.removing_replicas'))


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
    o = _new(ListPartitionReassignmentsRequest)
    o.timeout_ms, pk2 = _S0(buf, pos)
    pos += 5
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 == -1:
        f_topics_1 = None
    else:
        if pk2 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(ListPartitionReassignmentsTopics)
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
                b7 = buf[pos]
                pos += 1
                if 1 < b7 < 34:
                    f_partition_indexes_4 = [*_i32c[b7](buf, pos)]
                    pos += b7 * 4 - 4
                elif b7 == 1:
                    f_partition_indexes_4 = []
                else:
                    pos -= 1
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
                        if not n8:
                            f_partition_indexes_4 = []
                        elif n8 < 33:
                            f_partition_indexes_4 = [*_i32s[n8](buf, pos)]
                            pos += n8 * 4
                        elif n8 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partition_indexes_4 = [*_array('i', n8).unpack_from(buf, pos)]
                            pos += n8 * 4
                if buf[pos]:
                    u9, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u9 = None
                x3.partition_indexes = f_partition_indexes_4
                x3.unknown_tags = u9
                f_topics_1.append(x3)
    if buf[pos]:
        u10, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u10 = None
    o.topics = f_topics_1
    o.unknown_tags = u10
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
    o = _new(ListPartitionReassignmentsResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S2(buf, pos)
    pos += 7
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _string_uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 == -1:
        o.error_message = None
    else:
        e3 = pos + pk2
        if e3 > end:
            raise _short(pos)
        o.error_message = buf[pos:e3].decode()
        pos = e3
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
        n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(OngoingTopicReassignment)
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
                    x5.name = buf[pos:e8].decode()
                    pos = e8
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 8 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        pos, n9 = _read_shaped(_H0, buf, pos, end, n9, f_partitions_6)
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(OngoingPartitionReassignment)
                            x10.partition_index, pk14 = _S0(buf, pos)
                            pos += 5
                            if 1 < pk14 < 34:
                                f_replicas_11 = [*_i32c[pk14](buf, pos)]
                                pos += pk14 * 4 - 4
                            elif pk14 == 1:
                                f_replicas_11 = []
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
                                        f_replicas_11 = []
                                    elif n15 < 33:
                                        f_replicas_11 = [*_i32s[n15](buf, pos)]
                                        pos += n15 * 4
                                    elif n15 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_11 = [*_array('i', n15).unpack_from(buf, pos)]
                                        pos += n15 * 4
                            b16 = buf[pos]
                            pos += 1
                            if 1 < b16 < 34:
                                f_adding_replicas_12 = [*_i32c[b16](buf, pos)]
                                pos += b16 * 4 - 4
                            elif b16 == 1:
                                f_adding_replicas_12 = []
                            else:
                                pos -= 1
                                n17 = buf[pos]
                                if n17 < 128:
                                    pos += 1
                                    n17 -= 1
                                elif buf[pos + 1] < 128:
                                    n17 = n17 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n17, pos = _uvarint(buf, pos)
                                    n17 -= 1
                                if n17 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n17:
                                        f_adding_replicas_12 = []
                                    elif n17 < 33:
                                        f_adding_replicas_12 = [*_i32s[n17](buf, pos)]
                                        pos += n17 * 4
                                    elif n17 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_adding_replicas_12 = [*_array('i', n17).unpack_from(buf, pos)]
                                        pos += n17 * 4
                            b18 = buf[pos]
                            pos += 1
                            if 1 < b18 < 34:
                                f_removing_replicas_13 = [*_i32c[b18](buf, pos)]
                                pos += b18 * 4 - 4
                            elif b18 == 1:
                                f_removing_replicas_13 = []
                            else:
                                pos -= 1
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
                                    if not n19:
                                        f_removing_replicas_13 = []
                                    elif n19 < 33:
                                        f_removing_replicas_13 = [*_i32s[n19](buf, pos)]
                                        pos += n19 * 4
                                    elif n19 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_removing_replicas_13 = [*_array('i', n19).unpack_from(buf, pos)]
                                        pos += n19 * 4
                            if buf[pos]:
                                u20, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u20 = None
                            x10.replicas = f_replicas_11
                            x10.adding_replicas = f_adding_replicas_12
                            x10.removing_replicas = f_removing_replicas_13
                            x10.unknown_tags = u20
                            f_partitions_6.append(x10)
                if buf[pos]:
                    u21, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u21 = None
                x5.partitions = f_partitions_6
                x5.unknown_tags = u21
                f_topics_1.append(x5)
    if buf[pos]:
        u22, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u22 = None
    o.topics = f_topics_1
    o.unknown_tags = u22
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
