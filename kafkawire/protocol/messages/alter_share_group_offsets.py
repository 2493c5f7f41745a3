# generated from defs/091-alter-share-group-offsets.kw; do not edit
"""AlterShareGroupOffsets: API key 91, versions 0..0, flexible from 0."""

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

__all__ = ['AlterShareGroupOffsetsRequest', 'AlterShareGroupOffsetsRequestPartition', 'AlterShareGroupOffsetsRequestTopic', 'AlterShareGroupOffsetsResponse', 'AlterShareGroupOffsetsResponsePartition', 'AlterShareGroupOffsetsResponseTopic']

_I0 = _Struct('>iqB').iter_unpack
_S0 = _Struct('>iqB').unpack_from
_P0 = _Struct('>iqB').pack
_S1 = _Struct('>iq').unpack_from
_P1 = _Struct('>iq').pack
_S2 = _Struct('>ihB').unpack_from
_P2 = _Struct('>ihB').pack
_S3 = _Struct('>16sB').unpack_from
_P3 = _Struct('>16sB').pack
_S4 = _Struct('>ih').unpack_from
_P4 = _Struct('>ih').pack
_S5 = _Struct('>16s').unpack_from
_P5 = _Struct('>16s').pack


class AlterShareGroupOffsetsRequestPartition(Struct):
    """Element AlterShareGroupOffsetsRequestPartition of AlterShareGroupOffsets."""

    __slots__ = ('partition_index', 'start_offset')
    partition_index: int
    start_offset: int

    def __init__(
        self,
        partition_index: int = 0,
        start_offset: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.start_offset = start_offset
        self.unknown_tags = unknown_tags


class AlterShareGroupOffsetsRequestTopic(Struct):
    """Element AlterShareGroupOffsetsRequestTopic of AlterShareGroupOffsets."""

    __slots__ = ('topic_name', 'partitions')
    topic_name: str
    partitions: list[AlterShareGroupOffsetsRequestPartition]

    def __init__(
        self,
        topic_name: str = "",
        partitions: list[AlterShareGroupOffsetsRequestPartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class AlterShareGroupOffsetsRequest(Request["AlterShareGroupOffsetsResponse"]):
    """AlterShareGroupOffsets request (API key 91), versions 0..0."""

    __slots__ = ('group_id', 'topics')
    API_KEY = 91
    API_NAME = 'AlterShareGroupOffsets'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    group_id: str
    topics: list[AlterShareGroupOffsetsRequestTopic]

    def __init__(
        self,
        group_id: str = "",
        topics: list[AlterShareGroupOffsetsRequestTopic] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class AlterShareGroupOffsetsResponsePartition(Struct):
    """Element AlterShareGroupOffsetsResponsePartition of AlterShareGroupOffsets."""

    __slots__ = ('partition_index', 'error_code', 'error_message')
    partition_index: int
    error_code: int
    error_message: str | None

    def __init__(
        self,
        partition_index: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags


class AlterShareGroupOffsetsResponseTopic(Struct):
    """Element AlterShareGroupOffsetsResponseTopic of AlterShareGroupOffsets."""

    __slots__ = ('topic_name', 'topic_id', 'partitions')
    topic_name: str
    topic_id: UUID
    partitions: list[AlterShareGroupOffsetsResponsePartition]

    def __init__(
        self,
        topic_name: str = "",
        topic_id: UUID = ZERO_UUID,
        partitions: list[AlterShareGroupOffsetsResponsePartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class AlterShareGroupOffsetsResponse(Message):
    """AlterShareGroupOffsets response (API key 91), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'responses')
    API_KEY = 91
    API_NAME = 'AlterShareGroupOffsets'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    error_message: str | None
    responses: list[AlterShareGroupOffsetsResponseTopic]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        responses: list[AlterShareGroupOffsetsResponseTopic] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.responses = [] if responses is DEFAULT else responses
        self.unknown_tags = unknown_tags

AlterShareGroupOffsetsRequestPartition.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('start_offset', 'prim', 'int64', (0, 0), None, 0),
)

AlterShareGroupOffsetsRequestTopic.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partitions', 'array', 'AlterShareGroupOffsetsRequestPartition', (0, 0), None, DEFAULT, struct=AlterShareGroupOffsetsRequestPartition),
)

AlterShareGroupOffsetsRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('topics', 'array', 'AlterShareGroupOffsetsRequestTopic', (0, 0), None, DEFAULT, struct=AlterShareGroupOffsetsRequestTopic),
)

AlterShareGroupOffsetsResponsePartition.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), None),
)

AlterShareGroupOffsetsResponseTopic.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('topic_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'AlterShareGroupOffsetsResponsePartition', (0, 0), None, DEFAULT, struct=AlterShareGroupOffsetsResponsePartition),
)

AlterShareGroupOffsetsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), None),
    FieldSpec('responses', 'array', 'AlterShareGroupOffsetsResponseTopic', (0, 0), None, DEFAULT, struct=AlterShareGroupOffsetsResponseTopic),
)


def _d_AlterShareGroupOffsetsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[AlterShareGroupOffsetsRequest, int]:
    o = _new(AlterShareGroupOffsetsRequest)
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
                x5 = _new(AlterShareGroupOffsetsRequestTopic)
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
                    x5.topic_name = buf[pos:e8].decode()
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
                    if n9 * 13 > end - pos:
                        raise _short(pos)
                    f_partitions_6 = []
                    if n9:
                        e11 = pos + n9 * 13
                        for t13 in _I0(buf[pos:e11]):
                            x12 = _new(AlterShareGroupOffsetsRequestPartition)
                            x12.partition_index, x12.start_offset, tb14 = t13
                            if tb14:
                                break
                            x12.unknown_tags = None
                            f_partitions_6.append(x12)
                        else:
                            pos = e11
                        if pos != e11:
                            f_partitions_6 = []
                            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                                x10 = _new(AlterShareGroupOffsetsRequestPartition)
                                x10.partition_index, x10.start_offset, pk15 = _S0(buf, pos)
                                pos += 13
                                if pk15:
                                    u16, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u16 = None
                                x10.unknown_tags = u16
                                f_partitions_6.append(x10)
                if buf[pos]:
                    u17, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u17 = None
                x5.partitions = f_partitions_6
                x5.unknown_tags = u17
                f_topics_1.append(x5)
    if buf[pos]:
        u18, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u18 = None
    o.topics = f_topics_1
    o.unknown_tags = u18
    return o, pos


def _e_AlterShareGroupOffsetsRequest_v0(o: AlterShareGroupOffsetsRequest, out: list[bytes]) -> None:
    b1 = o.group_id.encode()
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
        b3 = x2.topic_name.encode()
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
            out.append(_P1(x4.partition_index, x4.start_offset))
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


def _d_AlterShareGroupOffsetsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[AlterShareGroupOffsetsResponse, int]:
    o = _new(AlterShareGroupOffsetsResponse)
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
        if n4 * 19 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(AlterShareGroupOffsetsResponseTopic)
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
                    x5.topic_name = buf[pos:e9].decode()
                    pos = e9
                f_topic_id_6, pk10 = _S3(buf, pos)
                pos += 17
                f_topic_id_6 = _cached_uuid(f_topic_id_6) or _make_uuid(f_topic_id_6)
                if pk10 < 128:
                    pk10 -= 1
                elif buf[pos] < 128:
                    pk10 = pk10 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk10, pos = _uvarint(buf, pos - 1)
                    pk10 -= 1
                if pk10 < 0:
                    raise _negative(pos)
                else:
                    if pk10 * 8 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if pk10:
                        for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                            x11 = _new(AlterShareGroupOffsetsResponsePartition)
                            x11.partition_index, x11.error_code, pk12 = _S2(buf, pos)
                            pos += 7
                            if pk12 < 128:
                                pk12 -= 1
                            elif buf[pos] < 128:
                                pk12 = pk12 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk12, pos = _string_uvarint(buf, pos - 1)
                                pk12 -= 1
                            if pk12 == -1:
                                x11.error_message = None
                            else:
                                e13 = pos + pk12
                                if e13 > end:
                                    raise _short(pos)
                                x11.error_message = buf[pos:e13].decode()
                                pos = e13
                            if buf[pos]:
                                u14, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u14 = None
                            x11.unknown_tags = u14
                            f_partitions_7.append(x11)
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x5.topic_id = f_topic_id_6
                x5.partitions = f_partitions_7
                x5.unknown_tags = u15
                f_responses_1.append(x5)
    if buf[pos]:
        u16, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u16 = None
    o.responses = f_responses_1
    o.unknown_tags = u16
    return o, pos


def _e_AlterShareGroupOffsetsResponse_v0(o: AlterShareGroupOffsetsResponse, out: list[bytes]) -> None:
    out.append(_P4(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x2 in o.responses:
        b3 = x2.topic_name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        out.append(_P5(_uuid_bytes(x2.topic_id)))
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        for x4 in x2.partitions:
            out.append(_P4(x4.partition_index, x4.error_code))
            if x4.error_message is None:
                out.append(b'\x00')
            else:
                b5 = x4.error_message.encode()
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_string_length(len(b5) + 1))
                out.append(b5)
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


AlterShareGroupOffsetsRequest.DECODERS = {0: _d_AlterShareGroupOffsetsRequest_v0}
AlterShareGroupOffsetsRequest.ENCODERS = {0: _e_AlterShareGroupOffsetsRequest_v0}
_bind_decode(AlterShareGroupOffsetsRequest)

AlterShareGroupOffsetsResponse.DECODERS = {0: _d_AlterShareGroupOffsetsResponse_v0}
AlterShareGroupOffsetsResponse.ENCODERS = {0: _e_AlterShareGroupOffsetsResponse_v0}
_bind_decode(AlterShareGroupOffsetsResponse)
