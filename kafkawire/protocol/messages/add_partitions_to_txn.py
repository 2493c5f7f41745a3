# generated from defs/024-add-partitions-to-txn.kw; do not edit
"""AddPartitionsToTxn: API key 24, versions 0..5, flexible from 3."""

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

__all__ = ['AddPartitionsToTxnPartitionResult', 'AddPartitionsToTxnRequest', 'AddPartitionsToTxnResponse', 'AddPartitionsToTxnResult', 'AddPartitionsToTxnTopic', 'AddPartitionsToTxnTopicResult', 'AddPartitionsToTxnTransaction']

_S0 = _Struct('>qh').unpack_from
_P0 = _Struct('>qh').pack
_S1 = _Struct('>qh?').unpack_from
_P1 = _Struct('>qh?').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack
_S3 = _Struct('>ih').unpack_from
_P3 = _Struct('>ih').pack


class AddPartitionsToTxnTopic(Struct):
    """Element AddPartitionsToTxnTopic of AddPartitionsToTxn."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[int]

    def __init__(
        self,
        name: str = "",
        partitions: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class AddPartitionsToTxnTransaction(Struct):
    """Element AddPartitionsToTxnTransaction of AddPartitionsToTxn."""

    __slots__ = ('transactional_id', 'producer_id', 'producer_epoch', 'verify_only', 'topics')
    transactional_id: str
    producer_id: int
    producer_epoch: int
    verify_only: bool
    topics: list[AddPartitionsToTxnTopic]

    def __init__(
        self,
        transactional_id: str = "",
        producer_id: int = 0,
        producer_epoch: int = 0,
        verify_only: bool = False,
        topics: list[AddPartitionsToTxnTopic] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.transactional_id = transactional_id
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.verify_only = verify_only
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class AddPartitionsToTxnRequest(Message):
    """AddPartitionsToTxn request (API key 24), versions 0..5."""

    __slots__ = ('transactions', 'v3_and_below_transactional_id', 'v3_and_below_producer_id', 'v3_and_below_producer_epoch', 'v3_and_below_topics')
    API_KEY = 24
    API_NAME = 'AddPartitionsToTxn'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_FROM = 3
    transactions: list[AddPartitionsToTxnTransaction]
    v3_and_below_transactional_id: str
    v3_and_below_producer_id: int
    v3_and_below_producer_epoch: int
    v3_and_below_topics: list[AddPartitionsToTxnTopic]

    def __init__(
        self,
        transactions: list[AddPartitionsToTxnTransaction] = DEFAULT,
        v3_and_below_transactional_id: str = "",
        v3_and_below_producer_id: int = 0,
        v3_and_below_producer_epoch: int = 0,
        v3_and_below_topics: list[AddPartitionsToTxnTopic] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.transactions = [] if transactions is DEFAULT else transactions
        self.v3_and_below_transactional_id = v3_and_below_transactional_id
        self.v3_and_below_producer_id = v3_and_below_producer_id
        self.v3_and_below_producer_epoch = v3_and_below_producer_epoch
        self.v3_and_below_topics = [] if v3_and_below_topics is DEFAULT else v3_and_below_topics
        self.unknown_tags = unknown_tags


class AddPartitionsToTxnPartitionResult(Struct):
    """Element AddPartitionsToTxnPartitionResult of AddPartitionsToTxn."""

    __slots__ = ('partition_index', 'partition_error_code')
    partition_index: int
    partition_error_code: int

    def __init__(
        self,
        partition_index: int = 0,
        partition_error_code: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.partition_error_code = partition_error_code
        self.unknown_tags = unknown_tags


class AddPartitionsToTxnTopicResult(Struct):
    """Element AddPartitionsToTxnTopicResult of AddPartitionsToTxn."""

    __slots__ = ('name', 'results_by_partition')
    name: str
    results_by_partition: list[AddPartitionsToTxnPartitionResult]

    def __init__(
        self,
        name: str = "",
        results_by_partition: list[AddPartitionsToTxnPartitionResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.results_by_partition = [] if results_by_partition is DEFAULT else results_by_partition
        self.unknown_tags = unknown_tags


class AddPartitionsToTxnResult(Struct):
    """Element AddPartitionsToTxnResult of AddPartitionsToTxn."""

    __slots__ = ('transactional_id', 'topic_results')
    transactional_id: str
    topic_results: list[AddPartitionsToTxnTopicResult]

    def __init__(
        self,
        transactional_id: str = "",
        topic_results: list[AddPartitionsToTxnTopicResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.transactional_id = transactional_id
        self.topic_results = [] if topic_results is DEFAULT else topic_results
        self.unknown_tags = unknown_tags


class AddPartitionsToTxnResponse(Message):
    """AddPartitionsToTxn response (API key 24), versions 0..5."""

    __slots__ = ('throttle_time_ms', 'error_code', 'results_by_transaction', 'results_by_topic_v3_and_below')
    API_KEY = 24
    API_NAME = 'AddPartitionsToTxn'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_FROM = 3
    throttle_time_ms: int
    error_code: int
    results_by_transaction: list[AddPartitionsToTxnResult]
    results_by_topic_v3_and_below: list[AddPartitionsToTxnTopicResult]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        results_by_transaction: list[AddPartitionsToTxnResult] = DEFAULT,
        results_by_topic_v3_and_below: list[AddPartitionsToTxnTopicResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.results_by_transaction = [] if results_by_transaction is DEFAULT else results_by_transaction
        self.results_by_topic_v3_and_below = [] if results_by_topic_v3_and_below is DEFAULT else results_by_topic_v3_and_below
        self.unknown_tags = unknown_tags

AddPartitionsToTxnTopic.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('partitions', 'array', 'int32', (0, 5), None, DEFAULT),
)

AddPartitionsToTxnTransaction.FIELDS = (
    FieldSpec('transactional_id', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('producer_id', 'prim', 'int64', (0, 5), None, 0),
    FieldSpec('producer_epoch', 'prim', 'int16', (0, 5), None, 0),
    FieldSpec('verify_only', 'prim', 'bool', (0, 5), None, False),
    FieldSpec('topics', 'array', 'AddPartitionsToTxnTopic', (0, 5), None, DEFAULT, struct=AddPartitionsToTxnTopic),
)

AddPartitionsToTxnRequest.FIELDS = (
    FieldSpec('transactions', 'array', 'AddPartitionsToTxnTransaction', (4, 5), None, DEFAULT, struct=AddPartitionsToTxnTransaction),
    FieldSpec('v3_and_below_transactional_id', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('v3_and_below_producer_id', 'prim', 'int64', (0, 3), None, 0),
    FieldSpec('v3_and_below_producer_epoch', 'prim', 'int16', (0, 3), None, 0),
    FieldSpec('v3_and_below_topics', 'array', 'AddPartitionsToTxnTopic', (0, 3), None, DEFAULT, struct=AddPartitionsToTxnTopic),
)

AddPartitionsToTxnPartitionResult.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 5), None, 0),
    FieldSpec('partition_error_code', 'prim', 'error', (0, 5), None, 0),
)

AddPartitionsToTxnTopicResult.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('results_by_partition', 'array', 'AddPartitionsToTxnPartitionResult', (0, 5), None, DEFAULT, struct=AddPartitionsToTxnPartitionResult),
)

AddPartitionsToTxnResult.FIELDS = (
    FieldSpec('transactional_id', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('topic_results', 'array', 'AddPartitionsToTxnTopicResult', (0, 5), None, DEFAULT, struct=AddPartitionsToTxnTopicResult),
)

AddPartitionsToTxnResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 5), None, 0),
    FieldSpec('error_code', 'prim', 'error', (4, 5), None, 0, ignorable=True),
    FieldSpec('results_by_transaction', 'array', 'AddPartitionsToTxnResult', (4, 5), None, DEFAULT, struct=AddPartitionsToTxnResult),
    FieldSpec('results_by_topic_v3_and_below', 'array', 'AddPartitionsToTxnTopicResult', (0, 3), None, DEFAULT, struct=AddPartitionsToTxnTopicResult),
)


def _d_AddPartitionsToTxnTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[AddPartitionsToTxnTopic, int]:
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
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_partitions = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
    return AddPartitionsToTxnTopic(f_name, f_partitions, None), pos


def _d_AddPartitionsToTxnRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[AddPartitionsToTxnRequest, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_v3_and_below_transactional_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_v3_and_below_producer_id, f_v3_and_below_producer_epoch = _S0(buf, pos)
    pos += 10
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_v3_and_below_topics = []
        ap4 = f_v3_and_below_topics.append
        for _ in range(n3):
            x5, pos = _d_AddPartitionsToTxnTopic_v0(buf, pos, end)
            ap4(x5)
    return AddPartitionsToTxnRequest([], f_v3_and_below_transactional_id, f_v3_and_below_producer_id, f_v3_and_below_producer_epoch, f_v3_and_below_topics, None), pos


def _d_AddPartitionsToTxnTopic_v3(buf: memoryview, pos: int, end: int) -> tuple[AddPartitionsToTxnTopic, int]:
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
    return AddPartitionsToTxnTopic(f_name, f_partitions, u), pos


def _d_AddPartitionsToTxnRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[AddPartitionsToTxnRequest, int]:
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
        f_v3_and_below_transactional_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_v3_and_below_producer_id, f_v3_and_below_producer_epoch = _S0(buf, pos)
    pos += 10
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
        f_v3_and_below_topics = []
        ap4 = f_v3_and_below_topics.append
        for _ in range(n3):
            x5, pos = _d_AddPartitionsToTxnTopic_v3(buf, pos, end)
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
    return AddPartitionsToTxnRequest([], f_v3_and_below_transactional_id, f_v3_and_below_producer_id, f_v3_and_below_producer_epoch, f_v3_and_below_topics, u), pos


def _d_AddPartitionsToTxnTransaction_v4(buf: memoryview, pos: int, end: int) -> tuple[AddPartitionsToTxnTransaction, int]:
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
    f_producer_id, f_producer_epoch, f_verify_only = _S1(buf, pos)
    pos += 11
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
            x5, pos = _d_AddPartitionsToTxnTopic_v3(buf, pos, end)
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
    return AddPartitionsToTxnTransaction(f_transactional_id, f_producer_id, f_producer_epoch, f_verify_only, f_topics, u), pos


def _d_AddPartitionsToTxnRequest_v4(buf: memoryview, pos: int, end: int) -> tuple[AddPartitionsToTxnRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 14 > end - pos:
            raise _short(pos)
        f_transactions = []
        ap2 = f_transactions.append
        for _ in range(n1):
            x3, pos = _d_AddPartitionsToTxnTransaction_v4(buf, pos, end)
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
    return AddPartitionsToTxnRequest(f_transactions, "", 0, 0, [], u), pos


def _e_AddPartitionsToTxnTopic_v0(o: AddPartitionsToTxnTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    out += _array('i', len(o.partitions)).pack(*o.partitions)


def _e_AddPartitionsToTxnRequest_v0(o: AddPartitionsToTxnRequest, out: bytearray) -> None:
    if o.transactions:
        raise _absent('AddPartitionsToTxnRequest', 'transactions', 0)
    b1 = o.v3_and_below_transactional_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch)
    out += _Pi(len(o.v3_and_below_topics))
    for x2 in o.v3_and_below_topics:
        _e_AddPartitionsToTxnTopic_v0(x2, out)


def _e_AddPartitionsToTxnRequest_v1(o: AddPartitionsToTxnRequest, out: bytearray) -> None:
    if o.transactions:
        raise _absent('AddPartitionsToTxnRequest', 'transactions', 1)
    b1 = o.v3_and_below_transactional_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch)
    out += _Pi(len(o.v3_and_below_topics))
    for x2 in o.v3_and_below_topics:
        _e_AddPartitionsToTxnTopic_v0(x2, out)


def _e_AddPartitionsToTxnRequest_v2(o: AddPartitionsToTxnRequest, out: bytearray) -> None:
    if o.transactions:
        raise _absent('AddPartitionsToTxnRequest', 'transactions', 2)
    b1 = o.v3_and_below_transactional_id.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch)
    out += _Pi(len(o.v3_and_below_topics))
    for x2 in o.v3_and_below_topics:
        _e_AddPartitionsToTxnTopic_v0(x2, out)


def _e_AddPartitionsToTxnTopic_v3(o: AddPartitionsToTxnTopic, out: bytearray) -> None:
    b1 = o.name.encode()
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


def _e_AddPartitionsToTxnRequest_v3(o: AddPartitionsToTxnRequest, out: bytearray) -> None:
    if o.transactions:
        raise _absent('AddPartitionsToTxnRequest', 'transactions', 3)
    b1 = o.v3_and_below_transactional_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch)
    if len(o.v3_and_below_topics) + 1 < 128:
        out.append(len(o.v3_and_below_topics) + 1)
    else:
        out += _encode_uvarint(len(o.v3_and_below_topics) + 1)
    for x2 in o.v3_and_below_topics:
        _e_AddPartitionsToTxnTopic_v3(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AddPartitionsToTxnTransaction_v4(o: AddPartitionsToTxnTransaction, out: bytearray) -> None:
    b1 = o.transactional_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(o.producer_id, o.producer_epoch, o.verify_only)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x2 in o.topics:
        _e_AddPartitionsToTxnTopic_v3(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AddPartitionsToTxnRequest_v4(o: AddPartitionsToTxnRequest, out: bytearray) -> None:
    if o.v3_and_below_transactional_id != "":
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_transactional_id', 4)
    if o.v3_and_below_producer_id != 0:
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_producer_id', 4)
    if o.v3_and_below_producer_epoch != 0:
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_producer_epoch', 4)
    if o.v3_and_below_topics:
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_topics', 4)
    if len(o.transactions) + 1 < 128:
        out.append(len(o.transactions) + 1)
    else:
        out += _encode_uvarint(len(o.transactions) + 1)
    for x1 in o.transactions:
        _e_AddPartitionsToTxnTransaction_v4(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AddPartitionsToTxnRequest_v5(o: AddPartitionsToTxnRequest, out: bytearray) -> None:
    if o.v3_and_below_transactional_id != "":
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_transactional_id', 5)
    if o.v3_and_below_producer_id != 0:
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_producer_id', 5)
    if o.v3_and_below_producer_epoch != 0:
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_producer_epoch', 5)
    if o.v3_and_below_topics:
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_topics', 5)
    if len(o.transactions) + 1 < 128:
        out.append(len(o.transactions) + 1)
    else:
        out += _encode_uvarint(len(o.transactions) + 1)
    for x1 in o.transactions:
        _e_AddPartitionsToTxnTransaction_v4(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_AddPartitionsToTxnPartitionResult_v0(buf: memoryview, pos: int, end: int) -> tuple[AddPartitionsToTxnPartitionResult, int]:
    f_partition_index, f_partition_error_code = _S3(buf, pos)
    pos += 6
    return AddPartitionsToTxnPartitionResult(f_partition_index, f_partition_error_code, None), pos


def _d_AddPartitionsToTxnTopicResult_v0(buf: memoryview, pos: int, end: int) -> tuple[AddPartitionsToTxnTopicResult, int]:
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
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_results_by_partition = []
        ap4 = f_results_by_partition.append
        for _ in range(n3):
            x5, pos = _d_AddPartitionsToTxnPartitionResult_v0(buf, pos, end)
            ap4(x5)
    return AddPartitionsToTxnTopicResult(f_name, f_results_by_partition, None), pos


def _d_AddPartitionsToTxnResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[AddPartitionsToTxnResponse, int]:
    f_throttle_time_ms = _S2(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_results_by_topic_v3_and_below = []
        ap2 = f_results_by_topic_v3_and_below.append
        for _ in range(n1):
            x3, pos = _d_AddPartitionsToTxnTopicResult_v0(buf, pos, end)
            ap2(x3)
    return AddPartitionsToTxnResponse(f_throttle_time_ms, 0, [], f_results_by_topic_v3_and_below, None), pos


def _d_AddPartitionsToTxnPartitionResult_v3(buf: memoryview, pos: int, end: int) -> tuple[AddPartitionsToTxnPartitionResult, int]:
    f_partition_index, f_partition_error_code = _S3(buf, pos)
    pos += 6
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
    return AddPartitionsToTxnPartitionResult(f_partition_index, f_partition_error_code, u), pos


def _d_AddPartitionsToTxnTopicResult_v3(buf: memoryview, pos: int, end: int) -> tuple[AddPartitionsToTxnTopicResult, int]:
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
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 7 > end - pos:
            raise _short(pos)
        f_results_by_partition = []
        ap4 = f_results_by_partition.append
        for _ in range(n3):
            x5, pos = _d_AddPartitionsToTxnPartitionResult_v3(buf, pos, end)
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
    return AddPartitionsToTxnTopicResult(f_name, f_results_by_partition, u), pos


def _d_AddPartitionsToTxnResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[AddPartitionsToTxnResponse, int]:
    f_throttle_time_ms = _S2(buf, pos)[0]
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
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_results_by_topic_v3_and_below = []
        ap2 = f_results_by_topic_v3_and_below.append
        for _ in range(n1):
            x3, pos = _d_AddPartitionsToTxnTopicResult_v3(buf, pos, end)
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
    return AddPartitionsToTxnResponse(f_throttle_time_ms, 0, [], f_results_by_topic_v3_and_below, u), pos


def _d_AddPartitionsToTxnResult_v4(buf: memoryview, pos: int, end: int) -> tuple[AddPartitionsToTxnResult, int]:
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
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_topic_results = []
        ap4 = f_topic_results.append
        for _ in range(n3):
            x5, pos = _d_AddPartitionsToTxnTopicResult_v3(buf, pos, end)
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
    return AddPartitionsToTxnResult(f_transactional_id, f_topic_results, u), pos


def _d_AddPartitionsToTxnResponse_v4(buf: memoryview, pos: int, end: int) -> tuple[AddPartitionsToTxnResponse, int]:
    f_throttle_time_ms, f_error_code = _S3(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_results_by_transaction = []
        ap2 = f_results_by_transaction.append
        for _ in range(n1):
            x3, pos = _d_AddPartitionsToTxnResult_v4(buf, pos, end)
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
    return AddPartitionsToTxnResponse(f_throttle_time_ms, f_error_code, f_results_by_transaction, [], u), pos


def _e_AddPartitionsToTxnPartitionResult_v0(o: AddPartitionsToTxnPartitionResult, out: bytearray) -> None:
    out += _P3(o.partition_index, o.partition_error_code)


def _e_AddPartitionsToTxnTopicResult_v0(o: AddPartitionsToTxnTopicResult, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.results_by_partition))
    for x2 in o.results_by_partition:
        _e_AddPartitionsToTxnPartitionResult_v0(x2, out)


def _e_AddPartitionsToTxnResponse_v0(o: AddPartitionsToTxnResponse, out: bytearray) -> None:
    if o.results_by_transaction:
        raise _absent('AddPartitionsToTxnResponse', 'results_by_transaction', 0)
    out += _P2(o.throttle_time_ms)
    out += _Pi(len(o.results_by_topic_v3_and_below))
    for x1 in o.results_by_topic_v3_and_below:
        _e_AddPartitionsToTxnTopicResult_v0(x1, out)


def _e_AddPartitionsToTxnResponse_v1(o: AddPartitionsToTxnResponse, out: bytearray) -> None:
    if o.results_by_transaction:
        raise _absent('AddPartitionsToTxnResponse', 'results_by_transaction', 1)
    out += _P2(o.throttle_time_ms)
    out += _Pi(len(o.results_by_topic_v3_and_below))
    for x1 in o.results_by_topic_v3_and_below:
        _e_AddPartitionsToTxnTopicResult_v0(x1, out)


def _e_AddPartitionsToTxnResponse_v2(o: AddPartitionsToTxnResponse, out: bytearray) -> None:
    if o.results_by_transaction:
        raise _absent('AddPartitionsToTxnResponse', 'results_by_transaction', 2)
    out += _P2(o.throttle_time_ms)
    out += _Pi(len(o.results_by_topic_v3_and_below))
    for x1 in o.results_by_topic_v3_and_below:
        _e_AddPartitionsToTxnTopicResult_v0(x1, out)


def _e_AddPartitionsToTxnPartitionResult_v3(o: AddPartitionsToTxnPartitionResult, out: bytearray) -> None:
    out += _P3(o.partition_index, o.partition_error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AddPartitionsToTxnTopicResult_v3(o: AddPartitionsToTxnTopicResult, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.results_by_partition) + 1 < 128:
        out.append(len(o.results_by_partition) + 1)
    else:
        out += _encode_uvarint(len(o.results_by_partition) + 1)
    for x2 in o.results_by_partition:
        _e_AddPartitionsToTxnPartitionResult_v3(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AddPartitionsToTxnResponse_v3(o: AddPartitionsToTxnResponse, out: bytearray) -> None:
    if o.results_by_transaction:
        raise _absent('AddPartitionsToTxnResponse', 'results_by_transaction', 3)
    out += _P2(o.throttle_time_ms)
    if len(o.results_by_topic_v3_and_below) + 1 < 128:
        out.append(len(o.results_by_topic_v3_and_below) + 1)
    else:
        out += _encode_uvarint(len(o.results_by_topic_v3_and_below) + 1)
    for x1 in o.results_by_topic_v3_and_below:
        _e_AddPartitionsToTxnTopicResult_v3(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AddPartitionsToTxnResult_v4(o: AddPartitionsToTxnResult, out: bytearray) -> None:
    b1 = o.transactional_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.topic_results) + 1 < 128:
        out.append(len(o.topic_results) + 1)
    else:
        out += _encode_uvarint(len(o.topic_results) + 1)
    for x2 in o.topic_results:
        _e_AddPartitionsToTxnTopicResult_v3(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AddPartitionsToTxnResponse_v4(o: AddPartitionsToTxnResponse, out: bytearray) -> None:
    if o.results_by_topic_v3_and_below:
        raise _absent('AddPartitionsToTxnResponse', 'results_by_topic_v3_and_below', 4)
    out += _P3(o.throttle_time_ms, o.error_code)
    if len(o.results_by_transaction) + 1 < 128:
        out.append(len(o.results_by_transaction) + 1)
    else:
        out += _encode_uvarint(len(o.results_by_transaction) + 1)
    for x1 in o.results_by_transaction:
        _e_AddPartitionsToTxnResult_v4(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AddPartitionsToTxnResponse_v5(o: AddPartitionsToTxnResponse, out: bytearray) -> None:
    if o.results_by_topic_v3_and_below:
        raise _absent('AddPartitionsToTxnResponse', 'results_by_topic_v3_and_below', 5)
    out += _P3(o.throttle_time_ms, o.error_code)
    if len(o.results_by_transaction) + 1 < 128:
        out.append(len(o.results_by_transaction) + 1)
    else:
        out += _encode_uvarint(len(o.results_by_transaction) + 1)
    for x1 in o.results_by_transaction:
        _e_AddPartitionsToTxnResult_v4(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


AddPartitionsToTxnRequest.DECODERS = (_d_AddPartitionsToTxnRequest_v0, _d_AddPartitionsToTxnRequest_v0, _d_AddPartitionsToTxnRequest_v0, _d_AddPartitionsToTxnRequest_v3, _d_AddPartitionsToTxnRequest_v4, _d_AddPartitionsToTxnRequest_v4,)
AddPartitionsToTxnRequest.ENCODERS = (_e_AddPartitionsToTxnRequest_v0, _e_AddPartitionsToTxnRequest_v1, _e_AddPartitionsToTxnRequest_v2, _e_AddPartitionsToTxnRequest_v3, _e_AddPartitionsToTxnRequest_v4, _e_AddPartitionsToTxnRequest_v5,)

AddPartitionsToTxnResponse.DECODERS = (_d_AddPartitionsToTxnResponse_v0, _d_AddPartitionsToTxnResponse_v0, _d_AddPartitionsToTxnResponse_v0, _d_AddPartitionsToTxnResponse_v3, _d_AddPartitionsToTxnResponse_v4, _d_AddPartitionsToTxnResponse_v4,)
AddPartitionsToTxnResponse.ENCODERS = (_e_AddPartitionsToTxnResponse_v0, _e_AddPartitionsToTxnResponse_v1, _e_AddPartitionsToTxnResponse_v2, _e_AddPartitionsToTxnResponse_v3, _e_AddPartitionsToTxnResponse_v4, _e_AddPartitionsToTxnResponse_v5,)
