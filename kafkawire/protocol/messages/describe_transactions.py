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
    _B1,
    _encode_uvarint,
    _make_uuid,
    _negative,
    _new,
    _Ph,
    _Pi,
    _short,
    _tag_order,
    _tag_size,
    _i32s,
    _uh,
    _unknown_tags,
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


def _d_DescribeTransactionsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeTransactionsRequest, int]:
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n2 = (n2 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n2, pos = _uvarint(buf, pos)
    n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 > end - pos:
            raise _short(pos)
        f_transactional_ids_1 = []
        for _ in range(n2):
            n4 = buf[pos]
            if n4 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n4 = (n4 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n4, pos = _uvarint(buf, pos)
            n4 -= 1
            if n4 < 0:
                raise _negative(pos)
            else:
                e5 = pos + n4
                if e5 > end:
                    raise _short(pos)
                x3 = buf[pos:e5].decode()
                pos = e5
            f_transactional_ids_1.append(x3)
    if buf[pos]:
        u6, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u6 = None
    o = _new(DescribeTransactionsRequest)
    o.transactional_ids = f_transactional_ids_1
    o.unknown_tags = u6
    return o, pos


def _e_DescribeTransactionsRequest_v0(o: DescribeTransactionsRequest, out: list[bytes]) -> None:
    if len(o.transactional_ids) + 1 < 128:
        out.append(_B1[len(o.transactional_ids) + 1])
    else:
        out.append(_encode_uvarint(len(o.transactional_ids) + 1))
    for x1 in o.transactional_ids:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_DescribeTransactionsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeTransactionsResponse, int]:
    f_throttle_time_ms_1 = _S0(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n3 = (n3 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 28 > end - pos:
            raise _short(pos)
        f_transaction_states_2 = []
        ap4 = f_transaction_states_2.append
        for _ in range(n3):
            f_error_code_6 = _S1(buf, pos)[0]
            pos += 2
            n14 = buf[pos]
            if n14 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n14 = (n14 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n14, pos = _uvarint(buf, pos)
            n14 -= 1
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_transactional_id_7 = buf[pos:e15].decode()
                pos = e15
            n16 = buf[pos]
            if n16 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n16 = (n16 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n16, pos = _uvarint(buf, pos)
            n16 -= 1
            if n16 < 0:
                raise _negative(pos)
            else:
                e17 = pos + n16
                if e17 > end:
                    raise _short(pos)
                f_transaction_state_8 = buf[pos:e17].decode()
                pos = e17
            f_transaction_timeout_ms_9, f_transaction_start_time_ms_10, f_producer_id_11, f_producer_epoch_12 = _S2(buf, pos)
            pos += 22
            n18 = buf[pos]
            if n18 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n18 = (n18 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n18, pos = _uvarint(buf, pos)
            n18 -= 1
            if n18 < 0:
                raise _negative(pos)
            else:
                if n18 * 3 > end - pos:
                    raise _short(pos)
                f_topics_13 = []
                ap19 = f_topics_13.append
                for _ in range(n18):
                    n23 = buf[pos]
                    if n23 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n23 = (n23 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n23, pos = _uvarint(buf, pos)
                    n23 -= 1
                    if n23 < 0:
                        raise _negative(pos)
                    else:
                        e24 = pos + n23
                        if e24 > end:
                            raise _short(pos)
                        f_topic_21 = buf[pos:e24].decode()
                        pos = e24
                    n25 = buf[pos]
                    if n25 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n25 = (n25 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n25, pos = _uvarint(buf, pos)
                    n25 -= 1
                    if n25 < 0:
                        raise _negative(pos)
                    else:
                        if n25 < 33:
                            f_partitions_22 = [*_i32s[n25](buf, pos)]
                        elif n25 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_22 = [*_array('i', n25).unpack_from(buf, pos)]
                        pos += n25 * 4
                    if buf[pos]:
                        u26, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u26 = None
                    x20 = _new(TopicData)
                    x20.topic = f_topic_21
                    x20.partitions = f_partitions_22
                    x20.unknown_tags = u26
                    ap19(x20)
            if buf[pos]:
                u27, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u27 = None
            x5 = _new(TransactionState)
            x5.error_code = f_error_code_6
            x5.transactional_id = f_transactional_id_7
            x5.transaction_state = f_transaction_state_8
            x5.transaction_timeout_ms = f_transaction_timeout_ms_9
            x5.transaction_start_time_ms = f_transaction_start_time_ms_10
            x5.producer_id = f_producer_id_11
            x5.producer_epoch = f_producer_epoch_12
            x5.topics = f_topics_13
            x5.unknown_tags = u27
            ap4(x5)
    if buf[pos]:
        u28, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u28 = None
    o = _new(DescribeTransactionsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.transaction_states = f_transaction_states_2
    o.unknown_tags = u28
    return o, pos


def _e_DescribeTransactionsResponse_v0(o: DescribeTransactionsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
    if len(o.transaction_states) + 1 < 128:
        out.append(_B1[len(o.transaction_states) + 1])
    else:
        out.append(_encode_uvarint(len(o.transaction_states) + 1))
    for x1 in o.transaction_states:
        out.append(_P1(x1.error_code))
        b2 = x1.transactional_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        b3 = x1.transaction_state.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_encode_uvarint(len(b3) + 1))
        out.append(b3)
        out.append(_P2(x1.transaction_timeout_ms, x1.transaction_start_time_ms, x1.producer_id, x1.producer_epoch))
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x4 in x1.topics:
            b5 = x4.topic.encode()
            if len(b5) + 1 < 128:
                out.append(_B1[len(b5) + 1])
            else:
                out.append(_encode_uvarint(len(b5) + 1))
            out.append(b5)
            if len(x4.partitions) + 1 < 128:
                out.append(_B1[len(x4.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x4.partitions) + 1))
            out.append(_array('i', len(x4.partitions)).pack(*x4.partitions))
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
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


DescribeTransactionsRequest.DECODERS = (_d_DescribeTransactionsRequest_v0,)
DescribeTransactionsRequest.ENCODERS = (_e_DescribeTransactionsRequest_v0,)

DescribeTransactionsResponse.DECODERS = (_d_DescribeTransactionsResponse_v0,)
DescribeTransactionsResponse.ENCODERS = (_e_DescribeTransactionsResponse_v0,)
