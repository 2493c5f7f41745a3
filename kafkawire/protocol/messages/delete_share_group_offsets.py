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

__all__ = ['DeleteShareGroupOffsetsRequest', 'DeleteShareGroupOffsetsRequestTopic', 'DeleteShareGroupOffsetsResponse', 'DeleteShareGroupOffsetsResponseTopic']

_S0 = _Struct('>ihB').unpack_from
_P0 = _Struct('>ihB').pack
_S1 = _Struct('>16shB').unpack_from
_P1 = _Struct('>16shB').pack
_S2 = _Struct('>ih').unpack_from
_P2 = _Struct('>ih').pack
_S3 = _Struct('>16sh').unpack_from
_P3 = _Struct('>16sh').pack


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


class DeleteShareGroupOffsetsRequest(Request["DeleteShareGroupOffsetsResponse"]):
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


def _d_DeleteShareGroupOffsetsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DeleteShareGroupOffsetsRequest, int]:
    o = _new(DeleteShareGroupOffsetsRequest)
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
        if n4 * 2 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(DeleteShareGroupOffsetsRequestTopic)
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
                    x5.topic_name = buf[pos:e7].decode()
                    pos = e7
                if buf[pos]:
                    u8, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u8 = None
                x5.unknown_tags = u8
                f_topics_1.append(x5)
    if buf[pos]:
        u9, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u9 = None
    o.topics = f_topics_1
    o.unknown_tags = u9
    return o, pos


def _e_DeleteShareGroupOffsetsRequest_v0(o: DeleteShareGroupOffsetsRequest, out: list[bytes]) -> None:
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
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_DeleteShareGroupOffsetsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DeleteShareGroupOffsetsResponse, int]:
    o = _new(DeleteShareGroupOffsetsResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S0(buf, pos)
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
        if n4 * 21 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(DeleteShareGroupOffsetsResponseTopic)
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
                f_topic_id_6, x5.error_code, pk9 = _S1(buf, pos)
                pos += 19
                f_topic_id_6 = _cached_uuid(f_topic_id_6) or _make_uuid(f_topic_id_6)
                if pk9 < 128:
                    pk9 -= 1
                elif buf[pos] < 128:
                    pk9 = pk9 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk9, pos = _string_uvarint(buf, pos - 1)
                    pk9 -= 1
                if pk9 == -1:
                    x5.error_message = None
                else:
                    e10 = pos + pk9
                    if e10 > end:
                        raise _short(pos)
                    x5.error_message = buf[pos:e10].decode()
                    pos = e10
                if buf[pos]:
                    u11, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u11 = None
                x5.topic_id = f_topic_id_6
                x5.unknown_tags = u11
                f_responses_1.append(x5)
    if buf[pos]:
        u12, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u12 = None
    o.responses = f_responses_1
    o.unknown_tags = u12
    return o, pos


def _e_DeleteShareGroupOffsetsResponse_v0(o: DeleteShareGroupOffsetsResponse, out: list[bytes]) -> None:
    out.append(_P2(o.throttle_time_ms, o.error_code))
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
        out.append(_P3(_uuid_bytes(x2.topic_id), x2.error_code))
        if x2.error_message is None:
            out.append(b'\x00')
        else:
            b4 = x2.error_message.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DeleteShareGroupOffsetsRequest.DECODERS = {0: _d_DeleteShareGroupOffsetsRequest_v0}
DeleteShareGroupOffsetsRequest.ENCODERS = {0: _e_DeleteShareGroupOffsetsRequest_v0}
_bind_decode(DeleteShareGroupOffsetsRequest)

DeleteShareGroupOffsetsResponse.DECODERS = {0: _d_DeleteShareGroupOffsetsResponse_v0}
DeleteShareGroupOffsetsResponse.ENCODERS = {0: _e_DeleteShareGroupOffsetsResponse_v0}
_bind_decode(DeleteShareGroupOffsetsResponse)
