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
    _encode_uvarint,
    _make_uuid,
    _negative,
    _Pb,
    _Ph,
    _Pi,
    _short,
    _tag_order,
    _tag_size,
    _uh,
    _ui,
    _uuid_bytes,
    _uvarint,
    _write_tags,
)
from kafkawire.protocol.message import DEFAULT, ZERO_UUID, FieldSpec, Message, Struct

__all__ = ['AlterShareGroupOffsetsRequest', 'AlterShareGroupOffsetsRequestPartition', 'AlterShareGroupOffsetsRequestTopic', 'AlterShareGroupOffsetsResponse', 'AlterShareGroupOffsetsResponsePartition', 'AlterShareGroupOffsetsResponseTopic']

_S0 = _Struct('>iq').unpack_from
_P0 = _Struct('>iq').pack
_S1 = _Struct('>ih').unpack_from
_P1 = _Struct('>ih').pack
_S2 = _Struct('>16s').unpack_from
_P2 = _Struct('>16s').pack


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


class AlterShareGroupOffsetsRequest(Message):
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


def _d_AlterShareGroupOffsetsRequestPartition_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterShareGroupOffsetsRequestPartition, int]:
    f_partition_index, f_start_offset = _S0(buf, pos)
    pos += 12
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return AlterShareGroupOffsetsRequestPartition(f_partition_index, f_start_offset, u), pos


def _d_AlterShareGroupOffsetsRequestTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterShareGroupOffsetsRequestTopic, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 13 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_AlterShareGroupOffsetsRequestPartition_v0(buf, pos, end)
            ap4(x5)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return AlterShareGroupOffsetsRequestTopic(f_topic_name, f_partitions, u), pos


def _d_AlterShareGroupOffsetsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterShareGroupOffsetsRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_group_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_topics = []
        ap4 = f_topics.append
        for _ in range(n3):
            x5, pos = _d_AlterShareGroupOffsetsRequestTopic_v0(buf, pos, end)
            ap4(x5)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return AlterShareGroupOffsetsRequest(f_group_id, f_topics, u), pos


def _e_AlterShareGroupOffsetsRequestPartition_v0(o: AlterShareGroupOffsetsRequestPartition, out: bytearray) -> None:
    out += _P0(o.partition_index, o.start_offset)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterShareGroupOffsetsRequestTopic_v0(o: AlterShareGroupOffsetsRequestTopic, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x2 in o.partitions:
        _e_AlterShareGroupOffsetsRequestPartition_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterShareGroupOffsetsRequest_v0(o: AlterShareGroupOffsetsRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x2 in o.topics:
        _e_AlterShareGroupOffsetsRequestTopic_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_AlterShareGroupOffsetsResponsePartition_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterShareGroupOffsetsResponsePartition, int]:
    f_partition_index, f_error_code = _S1(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e2], 'utf-8')
        pos = e2
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return AlterShareGroupOffsetsResponsePartition(f_partition_index, f_error_code, f_error_message, u), pos


def _d_AlterShareGroupOffsetsResponseTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterShareGroupOffsetsResponseTopic, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_topic_id = _S2(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 8 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_AlterShareGroupOffsetsResponsePartition_v0(buf, pos, end)
            ap4(x5)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return AlterShareGroupOffsetsResponseTopic(f_topic_name, f_topic_id, f_partitions, u), pos


def _d_AlterShareGroupOffsetsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterShareGroupOffsetsResponse, int]:
    f_throttle_time_ms, f_error_code = _S1(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 19 > end - pos:
            raise _short(pos)
        f_responses = []
        ap4 = f_responses.append
        for _ in range(n3):
            x5, pos = _d_AlterShareGroupOffsetsResponseTopic_v0(buf, pos, end)
            ap4(x5)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return AlterShareGroupOffsetsResponse(f_throttle_time_ms, f_error_code, f_error_message, f_responses, u), pos


def _e_AlterShareGroupOffsetsResponsePartition_v0(o: AlterShareGroupOffsetsResponsePartition, out: bytearray) -> None:
    out += _P1(o.partition_index, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterShareGroupOffsetsResponseTopic_v0(o: AlterShareGroupOffsetsResponseTopic, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P2(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x2 in o.partitions:
        _e_AlterShareGroupOffsetsResponsePartition_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterShareGroupOffsetsResponse_v0(o: AlterShareGroupOffsetsResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x2 in o.responses:
        _e_AlterShareGroupOffsetsResponseTopic_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


AlterShareGroupOffsetsRequest.DECODERS = (_d_AlterShareGroupOffsetsRequest_v0,)
AlterShareGroupOffsetsRequest.ENCODERS = (_e_AlterShareGroupOffsetsRequest_v0,)

AlterShareGroupOffsetsResponse.DECODERS = (_d_AlterShareGroupOffsetsResponse_v0,)
AlterShareGroupOffsetsResponse.ENCODERS = (_e_AlterShareGroupOffsetsResponse_v0,)
