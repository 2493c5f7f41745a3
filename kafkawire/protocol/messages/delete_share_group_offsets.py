# generated from defs/092-delete-share-group-offsets.kw; do not edit
"""DeleteShareGroupOffsets: API key 92, versions 0..0, flexible from 0."""

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

__all__ = ['DeleteShareGroupOffsetsRequest', 'DeleteShareGroupOffsetsRequestTopic', 'DeleteShareGroupOffsetsResponse', 'DeleteShareGroupOffsetsResponseTopic']

_S0 = _Struct('>ih').unpack_from
_P0 = _Struct('>ih').pack
_S1 = _Struct('>16sh').unpack_from
_P1 = _Struct('>16sh').pack


class DeleteShareGroupOffsetsRequestTopic(Struct):
    """Element DeleteShareGroupOffsetsRequestTopic of DeleteShareGroupOffsets."""

    __slots__ = ('topic_name',)
    topic_name: str

    def __init__(
        self,
        topic_name: str = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.unknown_tags = unknown_tags


class DeleteShareGroupOffsetsRequest(Message):
    """DeleteShareGroupOffsets request (API key 92), versions 0..0."""

    __slots__ = ('group_id', 'topics')
    API_KEY = 92
    API_NAME = 'DeleteShareGroupOffsets'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    group_id: str
    topics: list[DeleteShareGroupOffsetsRequestTopic]

    def __init__(
        self,
        group_id: str = "",
        topics: list[DeleteShareGroupOffsetsRequestTopic] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class DeleteShareGroupOffsetsResponseTopic(Struct):
    """Element DeleteShareGroupOffsetsResponseTopic of DeleteShareGroupOffsets."""

    __slots__ = ('topic_name', 'topic_id', 'error_code', 'error_message')
    topic_name: str
    topic_id: UUID
    error_code: int
    error_message: str | None

    def __init__(
        self,
        topic_name: str = "",
        topic_id: UUID = ZERO_UUID,
        error_code: int = 0,
        error_message: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.topic_id = topic_id
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags


class DeleteShareGroupOffsetsResponse(Message):
    """DeleteShareGroupOffsets response (API key 92), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'responses')
    API_KEY = 92
    API_NAME = 'DeleteShareGroupOffsets'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    error_message: str | None
    responses: list[DeleteShareGroupOffsetsResponseTopic]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        responses: list[DeleteShareGroupOffsetsResponseTopic] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.responses = [] if responses is DEFAULT else responses
        self.unknown_tags = unknown_tags

DeleteShareGroupOffsetsRequestTopic.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 0), None, ""),
)

DeleteShareGroupOffsetsRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('topics', 'array', 'DeleteShareGroupOffsetsRequestTopic', (0, 0), None, DEFAULT, struct=DeleteShareGroupOffsetsRequestTopic),
)

DeleteShareGroupOffsetsResponseTopic.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('topic_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), None),
)

DeleteShareGroupOffsetsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), None),
    FieldSpec('responses', 'array', 'DeleteShareGroupOffsetsResponseTopic', (0, 0), None, DEFAULT, struct=DeleteShareGroupOffsetsResponseTopic),
)


def _d_DeleteShareGroupOffsetsRequestTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteShareGroupOffsetsRequestTopic, int]:
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
    return DeleteShareGroupOffsetsRequestTopic(f_topic_name, u), pos


def _d_DeleteShareGroupOffsetsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteShareGroupOffsetsRequest, int]:
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
        if n3 * 2 > end - pos:
            raise _short(pos)
        f_topics = []
        ap4 = f_topics.append
        for _ in range(n3):
            x5, pos = _d_DeleteShareGroupOffsetsRequestTopic_v0(buf, pos, end)
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
    return DeleteShareGroupOffsetsRequest(f_group_id, f_topics, u), pos


def _e_DeleteShareGroupOffsetsRequestTopic_v0(o: DeleteShareGroupOffsetsRequestTopic, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteShareGroupOffsetsRequest_v0(o: DeleteShareGroupOffsetsRequest, out: bytearray) -> None:
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
        _e_DeleteShareGroupOffsetsRequestTopic_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_DeleteShareGroupOffsetsResponseTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteShareGroupOffsetsResponseTopic, int]:
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
    f_topic_id, f_error_code = _S1(buf, pos)
    pos += 18
    f_topic_id = _make_uuid(f_topic_id)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_error_message = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e4], 'utf-8')
        pos = e4
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
    return DeleteShareGroupOffsetsResponseTopic(f_topic_name, f_topic_id, f_error_code, f_error_message, u), pos


def _d_DeleteShareGroupOffsetsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteShareGroupOffsetsResponse, int]:
    f_throttle_time_ms, f_error_code = _S0(buf, pos)
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
        if n3 * 21 > end - pos:
            raise _short(pos)
        f_responses = []
        ap4 = f_responses.append
        for _ in range(n3):
            x5, pos = _d_DeleteShareGroupOffsetsResponseTopic_v0(buf, pos, end)
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
    return DeleteShareGroupOffsetsResponse(f_throttle_time_ms, f_error_code, f_error_message, f_responses, u), pos


def _e_DeleteShareGroupOffsetsResponseTopic_v0(o: DeleteShareGroupOffsetsResponseTopic, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(_uuid_bytes(o.topic_id), o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b2 = o.error_message.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteShareGroupOffsetsResponse_v0(o: DeleteShareGroupOffsetsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms, o.error_code)
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
        _e_DeleteShareGroupOffsetsResponseTopic_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DeleteShareGroupOffsetsRequest.DECODERS = (_d_DeleteShareGroupOffsetsRequest_v0,)
DeleteShareGroupOffsetsRequest.ENCODERS = (_e_DeleteShareGroupOffsetsRequest_v0,)

DeleteShareGroupOffsetsResponse.DECODERS = (_d_DeleteShareGroupOffsetsResponse_v0,)
DeleteShareGroupOffsetsResponse.ENCODERS = (_e_DeleteShareGroupOffsetsResponse_v0,)
