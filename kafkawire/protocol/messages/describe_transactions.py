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

__all__ = ['DescribeTransactionsRequest', 'DescribeTransactionsResponse', 'TopicData', 'TransactionState']

_S0 = _Struct('>iB').unpack_from
_P0 = _Struct('>iB').pack
_S1 = _Struct('>hB').unpack_from
_P1 = _Struct('>hB').pack
_S2 = _Struct('>iqqhB').unpack_from
_P2 = _Struct('>iqqhB').pack
_S3 = _Struct('>i').unpack_from
_P3 = _Struct('>i').pack
_S4 = _Struct('>h').unpack_from
_P4 = _Struct('>h').pack
_S5 = _Struct('>iqqh').unpack_from
_P5 = _Struct('>iqqh').pack


class DescribeTransactionsRequest(Request["DescribeTransactionsResponse"]):
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
    o = _new(DescribeTransactionsRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
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
        for _ in (_ranges[n2] if n2 < 256 else range(n2)):
            n4 = buf[pos]
            if n4 < 128:
                pos += 1
                n4 -= 1
            elif buf[pos + 1] < 128:
                n4 = n4 + buf[pos + 1] * 128 - 129
                pos += 2
            else:
                n4, pos = _string_uvarint(buf, pos)
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
    o.transactional_ids = f_transactional_ids_1
    o.unknown_tags = u6
    return o, pos


def _e_DescribeTransactionsRequest_v0(o: DescribeTransactionsRequest, out: list[bytes]) -> None:
    if type(o.transactional_ids) is not list:
        _check_list(o.transactional_ids)
    if len(o.transactional_ids) + 1 < 128:
        out.append(_B1[len(o.transactional_ids) + 1])
    else:
        out.append(_encode_uvarint(len(o.transactional_ids) + 1))
    for x1 in o.transactional_ids:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_DescribeTransactionsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeTransactionsResponse, int]:
    o = _new(DescribeTransactionsResponse)
    o.throttle_time_ms, pk2 = _S0(buf, pos)
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
        if pk2 * 28 > end - pos:
            raise _short(pos)
        f_transaction_states_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(TransactionState)
                x3.error_code, pk5 = _S1(buf, pos)
                pos += 3
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x3.transactional_id = buf[pos:e6].decode()
                    pos = e6
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
                    x3.transaction_state = buf[pos:e8].decode()
                    pos = e8
                x3.transaction_timeout_ms, x3.transaction_start_time_ms, x3.producer_id, x3.producer_epoch, pk9 = _S2(buf, pos)
                pos += 23
                if pk9 < 128:
                    pk9 -= 1
                elif buf[pos] < 128:
                    pk9 = pk9 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk9, pos = _uvarint(buf, pos - 1)
                    pk9 -= 1
                if pk9 < 0:
                    raise _negative(pos)
                else:
                    if pk9 * 3 > end - pos:
                        raise _short(pos)
                    f_topics_4 = []
                    if pk9:
                        for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                            x10 = _new(TopicData)
                            n12 = buf[pos]
                            if n12 < 128:
                                pos += 1
                                n12 -= 1
                            elif buf[pos + 1] < 128:
                                n12 = n12 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n12, pos = _string_uvarint(buf, pos)
                                n12 -= 1
                            if n12 < 0:
                                raise _negative(pos)
                            else:
                                e13 = pos + n12
                                if e13 > end:
                                    raise _short(pos)
                                x10.topic = buf[pos:e13].decode()
                                pos = e13
                            b14 = buf[pos]
                            pos += 1
                            if 1 < b14 < 34:
                                f_partitions_11 = [*_i32c[b14](buf, pos)]
                                pos += b14 * 4 - 4
                            elif b14 == 1:
                                f_partitions_11 = []
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
                                        f_partitions_11 = []
                                    elif n15 < 33:
                                        f_partitions_11 = [*_i32s[n15](buf, pos)]
                                        pos += n15 * 4
                                    elif n15 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_partitions_11 = [*_array('i', n15).unpack_from(buf, pos)]
                                        pos += n15 * 4
                            if buf[pos]:
                                u16, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u16 = None
                            x10.partitions = f_partitions_11
                            x10.unknown_tags = u16
                            f_topics_4.append(x10)
                if buf[pos]:
                    u17, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u17 = None
                x3.topics = f_topics_4
                x3.unknown_tags = u17
                f_transaction_states_1.append(x3)
    if buf[pos]:
        u18, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u18 = None
    o.transaction_states = f_transaction_states_1
    o.unknown_tags = u18
    return o, pos


def _e_DescribeTransactionsResponse_v0(o: DescribeTransactionsResponse, out: list[bytes]) -> None:
    out.append(_P3(o.throttle_time_ms))
    if type(o.transaction_states) is not list:
        _check_list(o.transaction_states)
    if len(o.transaction_states) + 1 < 128:
        out.append(_B1[len(o.transaction_states) + 1])
    else:
        out.append(_encode_uvarint(len(o.transaction_states) + 1))
    for x1 in o.transaction_states:
        out.append(_P4(x1.error_code))
        b2 = x1.transactional_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        b3 = x1.transaction_state.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        out.append(_P5(x1.transaction_timeout_ms, x1.transaction_start_time_ms, x1.producer_id, x1.producer_epoch))
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x4 in x1.topics:
            b5 = x4.topic.encode()
            if len(b5) + 1 < 128:
                out.append(_B1[len(b5) + 1])
            else:
                out.append(_string_length(len(b5) + 1))
            out.append(b5)
            if type(x4.partitions) is not list:
                _check_list(x4.partitions)
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


DescribeTransactionsRequest.DECODERS = {0: _d_DescribeTransactionsRequest_v0}
DescribeTransactionsRequest.ENCODERS = {0: _e_DescribeTransactionsRequest_v0}
_bind_decode(DescribeTransactionsRequest)

DescribeTransactionsResponse.DECODERS = {0: _d_DescribeTransactionsResponse_v0}
DescribeTransactionsResponse.ENCODERS = {0: _e_DescribeTransactionsResponse_v0}
_bind_decode(DescribeTransactionsResponse)
