# generated from defs/065-describe-transactions.kw; do not edit
"""DescribeTransactions: API key 65, versions 0..0, flexible from 0."""

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

__all__ = ['DescribeTransactionsRequest', 'DescribeTransactionsResponse', 'TopicData', 'TransactionState']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>h').unpack_from
_P1 = _Struct('>h').pack
_S2 = _Struct('>iqqh').unpack_from
_P2 = _Struct('>iqqh').pack


class DescribeTransactionsRequest(Message):
    """DescribeTransactions request (API key 65), versions 0..0."""

    __slots__ = ('transactional_ids',)
    API_KEY = 65
    API_NAME = 'DescribeTransactions'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    transactional_ids: list[str]

    def __init__(
        self,
        transactional_ids: list[str] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.transactional_ids = [] if transactional_ids is DEFAULT else transactional_ids
        self.unknown_tags = unknown_tags


class TopicData(Struct):
    """Element TopicData of DescribeTransactions."""

    __slots__ = ('topic', 'partitions')
    topic: str
    partitions: list[int]

    def __init__(
        self,
        topic: str = "",
        partitions: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic = topic
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class TransactionState(Struct):
    """Element TransactionState of DescribeTransactions."""

    __slots__ = ('error_code', 'transactional_id', 'transaction_state', 'transaction_timeout_ms', 'transaction_start_time_ms', 'producer_id', 'producer_epoch', 'topics')
    error_code: int
    transactional_id: str
    transaction_state: str
    transaction_timeout_ms: int
    transaction_start_time_ms: int
    producer_id: int
    producer_epoch: int
    topics: list[TopicData]

    def __init__(
        self,
        error_code: int = 0,
        transactional_id: str = "",
        transaction_state: str = "",
        transaction_timeout_ms: int = 0,
        transaction_start_time_ms: int = 0,
        producer_id: int = 0,
        producer_epoch: int = 0,
        topics: list[TopicData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.transactional_id = transactional_id
        self.transaction_state = transaction_state
        self.transaction_timeout_ms = transaction_timeout_ms
        self.transaction_start_time_ms = transaction_start_time_ms
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class DescribeTransactionsResponse(Message):
    """DescribeTransactions response (API key 65), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'transaction_states')
    API_KEY = 65
    API_NAME = 'DescribeTransactions'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    transaction_states: list[TransactionState]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        transaction_states: list[TransactionState] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.transaction_states = [] if transaction_states is DEFAULT else transaction_states
        self.unknown_tags = unknown_tags

DescribeTransactionsRequest.FIELDS = (
    FieldSpec('transactional_ids', 'array', 'string', (0, 0), None, DEFAULT),
)

TopicData.FIELDS = (
    FieldSpec('topic', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partitions', 'array', 'int32', (0, 0), None, DEFAULT),
)

TransactionState.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('transactional_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('transaction_state', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('transaction_timeout_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('transaction_start_time_ms', 'prim', 'int64', (0, 0), None, 0),
    FieldSpec('producer_id', 'prim', 'int64', (0, 0), None, 0),
    FieldSpec('producer_epoch', 'prim', 'int16', (0, 0), None, 0),
    FieldSpec('topics', 'array', 'TopicData', (0, 0), None, DEFAULT, struct=TopicData),
)

DescribeTransactionsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('transaction_states', 'array', 'TransactionState', (0, 0), None, DEFAULT, struct=TransactionState),
)


def _d_DescribeTransactionsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeTransactionsRequest, int]:
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
        f_transactional_ids = []
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
            f_transactional_ids.append(x2)
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
    return DescribeTransactionsRequest(f_transactional_ids, u), pos


def _e_DescribeTransactionsRequest_v0(o: DescribeTransactionsRequest, out: bytearray) -> None:
    if len(o.transactional_ids) + 1 < 128:
        out.append(len(o.transactional_ids) + 1)
    else:
        out += _encode_uvarint(len(o.transactional_ids) + 1)
    for x1 in o.transactional_ids:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_TopicData_v0(buf: memoryview, pos: int, end: int) -> tuple[TopicData, int]:
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
        f_topic = str(buf[pos:e2], 'utf-8')
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
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_partitions = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
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
    return TopicData(f_topic, f_partitions, u), pos


def _d_TransactionState_v0(buf: memoryview, pos: int, end: int) -> tuple[TransactionState, int]:
    f_error_code = _S1(buf, pos)[0]
    pos += 2
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
        f_transactional_id = str(buf[pos:e2], 'utf-8')
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
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_transaction_state = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_transaction_timeout_ms, f_transaction_start_time_ms, f_producer_id, f_producer_epoch = _S2(buf, pos)
    pos += 22
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_topics = []
        ap6 = f_topics.append
        for _ in range(n5):
            x7, pos = _d_TopicData_v0(buf, pos, end)
            ap6(x7)
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
    return TransactionState(f_error_code, f_transactional_id, f_transaction_state, f_transaction_timeout_ms, f_transaction_start_time_ms, f_producer_id, f_producer_epoch, f_topics, u), pos


def _d_DescribeTransactionsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeTransactionsResponse, int]:
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
        if n1 * 28 > end - pos:
            raise _short(pos)
        f_transaction_states = []
        ap2 = f_transaction_states.append
        for _ in range(n1):
            x3, pos = _d_TransactionState_v0(buf, pos, end)
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
    return DescribeTransactionsResponse(f_throttle_time_ms, f_transaction_states, u), pos


def _e_TopicData_v0(o: TopicData, out: bytearray) -> None:
    b1 = o.topic.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    out += _array('i', len(o.partitions)).pack(*o.partitions)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_TransactionState_v0(o: TransactionState, out: bytearray) -> None:
    out += _P1(o.error_code)
    b1 = o.transactional_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.transaction_state.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P2(o.transaction_timeout_ms, o.transaction_start_time_ms, o.producer_id, o.producer_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x3 in o.topics:
        _e_TopicData_v0(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeTransactionsResponse_v0(o: DescribeTransactionsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms)
    if len(o.transaction_states) + 1 < 128:
        out.append(len(o.transaction_states) + 1)
    else:
        out += _encode_uvarint(len(o.transaction_states) + 1)
    for x1 in o.transaction_states:
        _e_TransactionState_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeTransactionsRequest.DECODERS = (_d_DescribeTransactionsRequest_v0,)
DescribeTransactionsRequest.ENCODERS = (_e_DescribeTransactionsRequest_v0,)

DescribeTransactionsResponse.DECODERS = (_d_DescribeTransactionsResponse_v0,)
DescribeTransactionsResponse.ENCODERS = (_e_DescribeTransactionsResponse_v0,)
