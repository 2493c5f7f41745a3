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

__all__ = ['DeletableTopicResult', 'DeleteTopicState', 'DeleteTopicsRequest', 'DeleteTopicsResponse']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>16s').unpack_from
_P1 = _Struct('>16s').pack
_S2 = _Struct('>h').unpack_from
_P2 = _Struct('>h').pack
_S3 = _Struct('>16sh').unpack_from
_P3 = _Struct('>16sh').pack


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


class DeleteTopicsRequest(Message):
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


def _d_DeleteTopicsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteTopicsRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 2 > end - pos:
            raise _short(pos)
        f_topic_names = []
        for _ in range(n1):
            n3 = _uh(buf, pos)[0]
            pos += 2
            if n3 < 0:
                raise _negative(pos)
            else:
                e4 = pos + n3
                if e4 > end:
                    raise _short(pos)
                x2 = str(buf[pos:e4], 'utf-8')
                pos = e4
            f_topic_names.append(x2)
    f_timeout_ms = _S0(buf, pos)[0]
    pos += 4
    return DeleteTopicsRequest([], f_topic_names, f_timeout_ms, None), pos


def _d_DeleteTopicsRequest_v4(buf: memoryview, pos: int, end: int) -> tuple[DeleteTopicsRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 > end - pos:
            raise _short(pos)
        f_topic_names = []
        for _ in range(n1):
            n3 = buf[pos]
            if n3 < 128:
                pos += 1
            else:
                n3, pos = _uvarint(buf, pos)
            n3 -= 1
            if n3 < 0:
                raise _negative(pos)
            else:
                e4 = pos + n3
                if e4 > end:
                    raise _short(pos)
                x2 = str(buf[pos:e4], 'utf-8')
                pos = e4
            f_topic_names.append(x2)
    f_timeout_ms = _S0(buf, pos)[0]
    pos += 4
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
    return DeleteTopicsRequest([], f_topic_names, f_timeout_ms, u), pos


def _d_DeleteTopicState_v6(buf: memoryview, pos: int, end: int) -> tuple[DeleteTopicState, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_name = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_topic_id = _S1(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
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
    return DeleteTopicState(f_name, f_topic_id, u), pos


def _d_DeleteTopicsRequest_v6(buf: memoryview, pos: int, end: int) -> tuple[DeleteTopicsRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_DeleteTopicState_v6(buf, pos, end)
            ap2(x3)
    f_timeout_ms = _S0(buf, pos)[0]
    pos += 4
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
    return DeleteTopicsRequest(f_topics, [], f_timeout_ms, u), pos


def _e_DeleteTopicsRequest_v0(o: DeleteTopicsRequest, out: bytearray) -> None:
    if o.topics:
        raise _absent('DeleteTopicsRequest', 'topics', 0)
    out += _Pi(len(o.topic_names))
    for x1 in o.topic_names:
        b2 = x1.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P0(o.timeout_ms)


def _e_DeleteTopicsRequest_v1(o: DeleteTopicsRequest, out: bytearray) -> None:
    if o.topics:
        raise _absent('DeleteTopicsRequest', 'topics', 1)
    out += _Pi(len(o.topic_names))
    for x1 in o.topic_names:
        b2 = x1.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P0(o.timeout_ms)


def _e_DeleteTopicsRequest_v2(o: DeleteTopicsRequest, out: bytearray) -> None:
    if o.topics:
        raise _absent('DeleteTopicsRequest', 'topics', 2)
    out += _Pi(len(o.topic_names))
    for x1 in o.topic_names:
        b2 = x1.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P0(o.timeout_ms)


def _e_DeleteTopicsRequest_v3(o: DeleteTopicsRequest, out: bytearray) -> None:
    if o.topics:
        raise _absent('DeleteTopicsRequest', 'topics', 3)
    out += _Pi(len(o.topic_names))
    for x1 in o.topic_names:
        b2 = x1.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P0(o.timeout_ms)


def _e_DeleteTopicsRequest_v4(o: DeleteTopicsRequest, out: bytearray) -> None:
    if o.topics:
        raise _absent('DeleteTopicsRequest', 'topics', 4)
    if len(o.topic_names) + 1 < 128:
        out.append(len(o.topic_names) + 1)
    else:
        out += _encode_uvarint(len(o.topic_names) + 1)
    for x1 in o.topic_names:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P0(o.timeout_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteTopicsRequest_v5(o: DeleteTopicsRequest, out: bytearray) -> None:
    if o.topics:
        raise _absent('DeleteTopicsRequest', 'topics', 5)
    if len(o.topic_names) + 1 < 128:
        out.append(len(o.topic_names) + 1)
    else:
        out += _encode_uvarint(len(o.topic_names) + 1)
    for x1 in o.topic_names:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P0(o.timeout_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteTopicState_v6(o: DeleteTopicState, out: bytearray) -> None:
    if o.name is None:
        out.append(0)
    else:
        b1 = o.name.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P1(_uuid_bytes(o.topic_id))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteTopicsRequest_v6(o: DeleteTopicsRequest, out: bytearray) -> None:
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_DeleteTopicState_v6(x1, out)
    out += _P0(o.timeout_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_DeletableTopicResult_v0(buf: memoryview, pos: int, end: int) -> tuple[DeletableTopicResult, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_error_code = _S2(buf, pos)[0]
    pos += 2
    return DeletableTopicResult(f_name, ZERO_UUID, f_error_code, None, None), pos


def _d_DeleteTopicsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DeleteTopicsResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_DeletableTopicResult_v0(buf, pos, end)
            ap2(x3)
    return DeleteTopicsResponse(0, f_responses, None), pos


def _d_DeleteTopicsResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[DeleteTopicsResponse, int]:
    f_throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_DeletableTopicResult_v0(buf, pos, end)
            ap2(x3)
    return DeleteTopicsResponse(f_throttle_time_ms, f_responses, None), pos


def _d_DeletableTopicResult_v4(buf: memoryview, pos: int, end: int) -> tuple[DeletableTopicResult, int]:
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
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_error_code = _S2(buf, pos)[0]
    pos += 2
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
    return DeletableTopicResult(f_name, ZERO_UUID, f_error_code, None, u), pos


def _d_DeleteTopicsResponse_v4(buf: memoryview, pos: int, end: int) -> tuple[DeleteTopicsResponse, int]:
    f_throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_DeletableTopicResult_v4(buf, pos, end)
            ap2(x3)
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
    return DeleteTopicsResponse(f_throttle_time_ms, f_responses, u), pos


def _d_DeletableTopicResult_v5(buf: memoryview, pos: int, end: int) -> tuple[DeletableTopicResult, int]:
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
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_error_code = _S2(buf, pos)[0]
    pos += 2
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
    return DeletableTopicResult(f_name, ZERO_UUID, f_error_code, f_error_message, u), pos


def _d_DeleteTopicsResponse_v5(buf: memoryview, pos: int, end: int) -> tuple[DeleteTopicsResponse, int]:
    f_throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 5 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_DeletableTopicResult_v5(buf, pos, end)
            ap2(x3)
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
    return DeleteTopicsResponse(f_throttle_time_ms, f_responses, u), pos


def _d_DeletableTopicResult_v6(buf: memoryview, pos: int, end: int) -> tuple[DeletableTopicResult, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_name = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_topic_id, f_error_code = _S3(buf, pos)
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
    return DeletableTopicResult(f_name, f_topic_id, f_error_code, f_error_message, u), pos


def _d_DeleteTopicsResponse_v6(buf: memoryview, pos: int, end: int) -> tuple[DeleteTopicsResponse, int]:
    f_throttle_time_ms = _S0(buf, pos)[0]
    pos += 4
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 21 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_DeletableTopicResult_v6(buf, pos, end)
            ap2(x3)
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
    return DeleteTopicsResponse(f_throttle_time_ms, f_responses, u), pos


def _e_DeletableTopicResult_v0(o: DeletableTopicResult, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P2(o.error_code)


def _e_DeleteTopicsResponse_v0(o: DeleteTopicsResponse, out: bytearray) -> None:
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_DeletableTopicResult_v0(x1, out)


def _e_DeleteTopicsResponse_v1(o: DeleteTopicsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_DeletableTopicResult_v0(x1, out)


def _e_DeletableTopicResult_v4(o: DeletableTopicResult, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P2(o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeleteTopicsResponse_v4(o: DeleteTopicsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        _e_DeletableTopicResult_v4(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeletableTopicResult_v5(o: DeletableTopicResult, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P2(o.error_code)
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


def _e_DeleteTopicsResponse_v5(o: DeleteTopicsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        _e_DeletableTopicResult_v5(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DeletableTopicResult_v6(o: DeletableTopicResult, out: bytearray) -> None:
    if o.name is None:
        out.append(0)
    else:
        b1 = o.name.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P3(_uuid_bytes(o.topic_id), o.error_code)
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


def _e_DeleteTopicsResponse_v6(o: DeleteTopicsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        _e_DeletableTopicResult_v6(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DeleteTopicsRequest.DECODERS = (_d_DeleteTopicsRequest_v0, _d_DeleteTopicsRequest_v0, _d_DeleteTopicsRequest_v0, _d_DeleteTopicsRequest_v0, _d_DeleteTopicsRequest_v4, _d_DeleteTopicsRequest_v4, _d_DeleteTopicsRequest_v6,)
DeleteTopicsRequest.ENCODERS = (_e_DeleteTopicsRequest_v0, _e_DeleteTopicsRequest_v1, _e_DeleteTopicsRequest_v2, _e_DeleteTopicsRequest_v3, _e_DeleteTopicsRequest_v4, _e_DeleteTopicsRequest_v5, _e_DeleteTopicsRequest_v6,)

DeleteTopicsResponse.DECODERS = (_d_DeleteTopicsResponse_v0, _d_DeleteTopicsResponse_v1, _d_DeleteTopicsResponse_v1, _d_DeleteTopicsResponse_v1, _d_DeleteTopicsResponse_v4, _d_DeleteTopicsResponse_v5, _d_DeleteTopicsResponse_v6,)
DeleteTopicsResponse.ENCODERS = (_e_DeleteTopicsResponse_v0, _e_DeleteTopicsResponse_v1, _e_DeleteTopicsResponse_v1, _e_DeleteTopicsResponse_v1, _e_DeleteTopicsResponse_v4, _e_DeleteTopicsResponse_v5, _e_DeleteTopicsResponse_v6,)
