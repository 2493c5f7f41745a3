# generated from defs/020-delete-topics.kw; do not edit
"""DeleteTopics: API key 20, versions 0..6, flexible from 4."""

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

__all__ = ['DeletableTopicResult', 'DeleteTopicState', 'DeleteTopicsRequest', 'DeleteTopicsResponse']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>iB').unpack_from
_P1 = _Struct('>iB').pack
_S2 = _Struct('>16sB').unpack_from
_P2 = _Struct('>16sB').pack
_S3 = _Struct('>16s').unpack_from
_P3 = _Struct('>16s').pack
_S4 = _Struct('>h').unpack_from
_P4 = _Struct('>h').pack
_S5 = _Struct('>hB').unpack_from
_P5 = _Struct('>hB').pack
_S6 = _Struct('>16shB').unpack_from
_P6 = _Struct('>16shB').pack
_S7 = _Struct('>16sh').unpack_from
_P7 = _Struct('>16sh').pack


class DeleteTopicState(Struct):
    """Element DeleteTopicState of DeleteTopics."""

    __slots__ = ('name', 'topic_id')
    name: str | None
    topic_id: UUID

    def __init__(
        self,
        name: str | None = None,
        topic_id: UUID = ZERO_UUID,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.topic_id = topic_id
        self.unknown_tags = unknown_tags


class DeleteTopicsRequest(Request["DeleteTopicsResponse"]):
    """DeleteTopics request (API key 20), versions 0..6."""

    __slots__ = ('topics', 'topic_names', 'timeout_ms')
    API_KEY = 20
    API_NAME = 'DeleteTopics'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_FROM = 4
    topics: list[DeleteTopicState]
    topic_names: list[str]
    timeout_ms: int

    def __init__(
        self,
        topics: list[DeleteTopicState] = DEFAULT,
        topic_names: list[str] = DEFAULT,
        timeout_ms: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topics = [] if topics is DEFAULT else topics
        self.topic_names = [] if topic_names is DEFAULT else topic_names
        self.timeout_ms = timeout_ms
        self.unknown_tags = unknown_tags


class DeletableTopicResult(Struct):
    """Element DeletableTopicResult of DeleteTopics."""

    __slots__ = ('name', 'topic_id', 'error_code', 'error_message')
    name: str | None
    topic_id: UUID
    error_code: int
    error_message: str | None

    def __init__(
        self,
        name: str | None = "",
        topic_id: UUID = ZERO_UUID,
        error_code: int = 0,
        error_message: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.topic_id = topic_id
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags


class DeleteTopicsResponse(Message):
    """DeleteTopics response (API key 20), versions 0..6."""

    __slots__ = ('throttle_time_ms', 'responses')
    API_KEY = 20
    API_NAME = 'DeleteTopics'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_FROM = 4
    throttle_time_ms: int
    responses: list[DeletableTopicResult]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        responses: list[DeletableTopicResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.responses = [] if responses is DEFAULT else responses
        self.unknown_tags = unknown_tags

DeleteTopicState.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 6), (0, 6), None),
    FieldSpec('topic_id', 'prim', 'uuid', (0, 6), None, ZERO_UUID),
)

DeleteTopicsRequest.FIELDS = (
    FieldSpec('topics', 'array', 'DeleteTopicState', (6, 6), None, DEFAULT, struct=DeleteTopicState),
    FieldSpec('topic_names', 'array', 'string', (0, 5), None, DEFAULT, ignorable=True),
    FieldSpec('timeout_ms', 'prim', 'int32', (0, 6), None, 0),
)

DeletableTopicResult.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 6), (6, 6), ""),
    FieldSpec('topic_id', 'prim', 'uuid', (6, 6), None, ZERO_UUID, ignorable=True),
    FieldSpec('error_code', 'prim', 'error', (0, 6), None, 0),
    FieldSpec('error_message', 'prim', 'string', (5, 6), (5, 6), None, ignorable=True),
)

DeleteTopicsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (1, 6), None, 0, ignorable=True),
    FieldSpec('responses', 'array', 'DeletableTopicResult', (0, 6), None, DEFAULT, struct=DeletableTopicResult),
)


def _d_DeleteTopicsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DeleteTopicsRequest, int]:
    o = _new(DeleteTopicsRequest)
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 2 > end - pos:
            raise _short(pos)
        f_topic_names_2 = []
        for _ in (_ranges[n3] if n3 < 256 else range(n3)):
            n5 = _uh(buf, pos)[0]
            pos += 2
            if n5 < 0:
                raise _negative(pos)
            else:
                e6 = pos + n5
                if e6 > end:
                    raise _short(pos)
                x4 = buf[pos:e6].decode()
                pos = e6
            f_topic_names_2.append(x4)
    o.timeout_ms = _S0(buf, pos)[0]
    pos += 4
    o.topics = []
    o.topic_names = f_topic_names_2
    o.unknown_tags = None
    return o, pos


def _d_DeleteTopicsRequest_v4(buf: bytes, pos: int, end: int) -> tuple[DeleteTopicsRequest, int]:
    o = _new(DeleteTopicsRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 > end - pos:
            raise _short(pos)
        f_topic_names_2 = []
        for _ in (_ranges[n3] if n3 < 256 else range(n3)):
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
                x4 = buf[pos:e6].decode()
                pos = e6
            f_topic_names_2.append(x4)
    o.timeout_ms, pk7 = _S1(buf, pos)
    pos += 5
    if pk7:
        u8, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u8 = None
    o.topics = []
    o.topic_names = f_topic_names_2
    o.unknown_tags = u8
    return o, pos


def _d_DeleteTopicsRequest_v6(buf: bytes, pos: int, end: int) -> tuple[DeleteTopicsRequest, int]:
    o = _new(DeleteTopicsRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(DeleteTopicState)
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
                if n6 == -1:
                    x4.name = None
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x4.name = buf[pos:e7].decode()
                    pos = e7
                f_topic_id_5, pk8 = _S2(buf, pos)
                pos += 17
                f_topic_id_5 = _cached_uuid(f_topic_id_5) or _make_uuid(f_topic_id_5)
                if pk8:
                    u9, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u9 = None
                x4.topic_id = f_topic_id_5
                x4.unknown_tags = u9
                f_topics_1.append(x4)
    o.timeout_ms, pk10 = _S1(buf, pos)
    pos += 5
    if pk10:
        u11, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u11 = None
    o.topics = f_topics_1
    o.topic_names = []
    o.unknown_tags = u11
    return o, pos


def _e_DeleteTopicsRequest_v0(o: DeleteTopicsRequest, out: list[bytes]) -> None:
    if (o.topics is None or len(o.topics)):
        raise _absent('DeleteTopicsRequest', 'topics', 0)
    if o.unknown_tags:
        raise _untagged('DeleteTopicsRequest', 0)
    if type(o.topic_names) is not list:
        _check_list(o.topic_names)
    out.append(_Pi(len(o.topic_names)))
    for x1 in o.topic_names:
        b2 = x1.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
    out.append(_P0(o.timeout_ms))


def _e_DeleteTopicsRequest_v1(o: DeleteTopicsRequest, out: list[bytes]) -> None:
    if (o.topics is None or len(o.topics)):
        raise _absent('DeleteTopicsRequest', 'topics', 1)
    if o.unknown_tags:
        raise _untagged('DeleteTopicsRequest', 1)
    if type(o.topic_names) is not list:
        _check_list(o.topic_names)
    out.append(_Pi(len(o.topic_names)))
    for x1 in o.topic_names:
        b2 = x1.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
    out.append(_P0(o.timeout_ms))


def _e_DeleteTopicsRequest_v2(o: DeleteTopicsRequest, out: list[bytes]) -> None:
    if (o.topics is None or len(o.topics)):
        raise _absent('DeleteTopicsRequest', 'topics', 2)
    if o.unknown_tags:
        raise _untagged('DeleteTopicsRequest', 2)
    if type(o.topic_names) is not list:
        _check_list(o.topic_names)
    out.append(_Pi(len(o.topic_names)))
    for x1 in o.topic_names:
        b2 = x1.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
    out.append(_P0(o.timeout_ms))


def _e_DeleteTopicsRequest_v3(o: DeleteTopicsRequest, out: list[bytes]) -> None:
    if (o.topics is None or len(o.topics)):
        raise _absent('DeleteTopicsRequest', 'topics', 3)
    if o.unknown_tags:
        raise _untagged('DeleteTopicsRequest', 3)
    if type(o.topic_names) is not list:
        _check_list(o.topic_names)
    out.append(_Pi(len(o.topic_names)))
    for x1 in o.topic_names:
        b2 = x1.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
    out.append(_P0(o.timeout_ms))


def _e_DeleteTopicsRequest_v4(o: DeleteTopicsRequest, out: list[bytes]) -> None:
    if (o.topics is None or len(o.topics)):
        raise _absent('DeleteTopicsRequest', 'topics', 4)
    if type(o.topic_names) is not list:
        _check_list(o.topic_names)
    if len(o.topic_names) + 1 < 128:
        out.append(_B1[len(o.topic_names) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_names) + 1))
    for x1 in o.topic_names:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    out.append(_P0(o.timeout_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_DeleteTopicsRequest_v5(o: DeleteTopicsRequest, out: list[bytes]) -> None:
    if (o.topics is None or len(o.topics)):
        raise _absent('DeleteTopicsRequest', 'topics', 5)
    if type(o.topic_names) is not list:
        _check_list(o.topic_names)
    if len(o.topic_names) + 1 < 128:
        out.append(_B1[len(o.topic_names) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_names) + 1))
    for x1 in o.topic_names:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    out.append(_P0(o.timeout_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_DeleteTopicsRequest_v6(o: DeleteTopicsRequest, out: list[bytes]) -> None:
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        if x1.name is None:
            out.append(b'\x00')
        else:
            b2 = x1.name.encode()
            if len(b2) + 1 < 128:
                out.append(_B1[len(b2) + 1])
            else:
                out.append(_string_length(len(b2) + 1))
            out.append(b2)
        out.append(_P3(_uuid_bytes(x1.topic_id)))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P0(o.timeout_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_DeleteTopicsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DeleteTopicsResponse, int]:
    o = _new(DeleteTopicsResponse)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DeletableTopicResult)
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
                x3.error_code = _S4(buf, pos)[0]
                pos += 2
                x3.topic_id = ZERO_UUID
                x3.error_message = None
                x3.unknown_tags = None
                f_responses_1.append(x3)
    o.throttle_time_ms = 0
    o.responses = f_responses_1
    o.unknown_tags = None
    return o, pos


def _d_DeleteTopicsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DeleteTopicsResponse, int]:
    o = _new(DeleteTopicsResponse)
    o.throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DeletableTopicResult)
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
                x3.error_code = _S4(buf, pos)[0]
                pos += 2
                x3.topic_id = ZERO_UUID
                x3.error_message = None
                x3.unknown_tags = None
                f_responses_1.append(x3)
    o.responses = f_responses_1
    o.unknown_tags = None
    return o, pos


def _d_DeleteTopicsResponse_v4(buf: bytes, pos: int, end: int) -> tuple[DeleteTopicsResponse, int]:
    o = _new(DeleteTopicsResponse)
    o.throttle_time_ms, pk2 = _S1(buf, pos)
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
        if pk2 * 4 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(DeletableTopicResult)
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
                x3.error_code, pk7 = _S5(buf, pos)
                pos += 3
                if pk7:
                    u8, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u8 = None
                x3.topic_id = ZERO_UUID
                x3.error_message = None
                x3.unknown_tags = u8
                f_responses_1.append(x3)
    if buf[pos]:
        u9, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u9 = None
    o.responses = f_responses_1
    o.unknown_tags = u9
    return o, pos


def _d_DeleteTopicsResponse_v5(buf: bytes, pos: int, end: int) -> tuple[DeleteTopicsResponse, int]:
    o = _new(DeleteTopicsResponse)
    o.throttle_time_ms, pk2 = _S1(buf, pos)
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
        if pk2 * 5 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(DeletableTopicResult)
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
                x3.error_code, pk7 = _S5(buf, pos)
                pos += 3
                if pk7 < 128:
                    pk7 -= 1
                elif buf[pos] < 128:
                    pk7 = pk7 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk7, pos = _string_uvarint(buf, pos - 1)
                    pk7 -= 1
                if pk7 == -1:
                    x3.error_message = None
                else:
                    e8 = pos + pk7
                    if e8 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e8].decode()
                    pos = e8
                if buf[pos]:
                    u9, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u9 = None
                x3.topic_id = ZERO_UUID
                x3.unknown_tags = u9
                f_responses_1.append(x3)
    if buf[pos]:
        u10, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u10 = None
    o.responses = f_responses_1
    o.unknown_tags = u10
    return o, pos


def _d_DeleteTopicsResponse_v6(buf: bytes, pos: int, end: int) -> tuple[DeleteTopicsResponse, int]:
    o = _new(DeleteTopicsResponse)
    o.throttle_time_ms, pk2 = _S1(buf, pos)
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
        if pk2 * 21 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(DeletableTopicResult)
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
                if n5 == -1:
                    x3.name = None
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                f_topic_id_4, x3.error_code, pk7 = _S6(buf, pos)
                pos += 19
                f_topic_id_4 = _cached_uuid(f_topic_id_4) or _make_uuid(f_topic_id_4)
                if pk7 < 128:
                    pk7 -= 1
                elif buf[pos] < 128:
                    pk7 = pk7 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk7, pos = _string_uvarint(buf, pos - 1)
                    pk7 -= 1
                if pk7 == -1:
                    x3.error_message = None
                else:
                    e8 = pos + pk7
                    if e8 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e8].decode()
                    pos = e8
                if buf[pos]:
                    u9, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u9 = None
                x3.topic_id = f_topic_id_4
                x3.unknown_tags = u9
                f_responses_1.append(x3)
    if buf[pos]:
        u10, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u10 = None
    o.responses = f_responses_1
    o.unknown_tags = u10
    return o, pos


def _e_DeleteTopicsResponse_v0(o: DeleteTopicsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DeleteTopicsResponse', 0)
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('DeletableTopicResult', 0)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P4(x1.error_code))


def _e_DeleteTopicsResponse_v1(o: DeleteTopicsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DeleteTopicsResponse', 1)
    out.append(_P0(o.throttle_time_ms))
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('DeletableTopicResult', 1)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P4(x1.error_code))


def _e_DeleteTopicsResponse_v2(o: DeleteTopicsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DeleteTopicsResponse', 2)
    out.append(_P0(o.throttle_time_ms))
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('DeletableTopicResult', 2)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P4(x1.error_code))


def _e_DeleteTopicsResponse_v3(o: DeleteTopicsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DeleteTopicsResponse', 3)
    out.append(_P0(o.throttle_time_ms))
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('DeletableTopicResult', 3)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P4(x1.error_code))


def _e_DeleteTopicsResponse_v4(o: DeleteTopicsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P4(x1.error_code))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_DeleteTopicsResponse_v5(o: DeleteTopicsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P4(x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b3 = x1.error_message.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_DeleteTopicsResponse_v6(o: DeleteTopicsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        if x1.name is None:
            out.append(b'\x00')
        else:
            b2 = x1.name.encode()
            if len(b2) + 1 < 128:
                out.append(_B1[len(b2) + 1])
            else:
                out.append(_string_length(len(b2) + 1))
            out.append(b2)
        out.append(_P7(_uuid_bytes(x1.topic_id), x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b3 = x1.error_message.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DeleteTopicsRequest.DECODERS = {0: _d_DeleteTopicsRequest_v0, 1: _d_DeleteTopicsRequest_v0, 2: _d_DeleteTopicsRequest_v0, 3: _d_DeleteTopicsRequest_v0, 4: _d_DeleteTopicsRequest_v4, 5: _d_DeleteTopicsRequest_v4, 6: _d_DeleteTopicsRequest_v6}
DeleteTopicsRequest.ENCODERS = {0: _e_DeleteTopicsRequest_v0, 1: _e_DeleteTopicsRequest_v1, 2: _e_DeleteTopicsRequest_v2, 3: _e_DeleteTopicsRequest_v3, 4: _e_DeleteTopicsRequest_v4, 5: _e_DeleteTopicsRequest_v5, 6: _e_DeleteTopicsRequest_v6}
_bind_decode(DeleteTopicsRequest)

DeleteTopicsResponse.DECODERS = {0: _d_DeleteTopicsResponse_v0, 1: _d_DeleteTopicsResponse_v1, 2: _d_DeleteTopicsResponse_v1, 3: _d_DeleteTopicsResponse_v1, 4: _d_DeleteTopicsResponse_v4, 5: _d_DeleteTopicsResponse_v5, 6: _d_DeleteTopicsResponse_v6}
DeleteTopicsResponse.ENCODERS = {0: _e_DeleteTopicsResponse_v0, 1: _e_DeleteTopicsResponse_v1, 2: _e_DeleteTopicsResponse_v2, 3: _e_DeleteTopicsResponse_v3, 4: _e_DeleteTopicsResponse_v4, 5: _e_DeleteTopicsResponse_v5, 6: _e_DeleteTopicsResponse_v6}
_bind_decode(DeleteTopicsResponse)
