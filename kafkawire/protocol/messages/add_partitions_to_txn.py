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


def _d_AddPartitionsToTxnRequest_v0(buf: bytes, pos: int, end: int) -> tuple[AddPartitionsToTxnRequest, int]:
    n6 = _uh(buf, pos)[0]
    pos += 2
    if n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        f_v3_and_below_transactional_id_2 = buf[pos:e7].decode()
        pos = e7
    f_v3_and_below_producer_id_3, f_v3_and_below_producer_epoch_4 = _S0(buf, pos)
    pos += 10
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 6 > end - pos:
            raise _short(pos)
        f_v3_and_below_topics_5 = []
        ap9 = f_v3_and_below_topics_5.append
        for _ in range(n8):
            n13 = _uh(buf, pos)[0]
            pos += 2
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                f_name_11 = buf[pos:e14].decode()
                pos = e14
            n15 = _ui(buf, pos)[0]
            pos += 4
            if n15 < 0:
                raise _negative(pos)
            else:
                if n15 < 33:
                    f_partitions_12 = [*_i32s[n15](buf, pos)]
                elif n15 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_12 = [*_array('i', n15).unpack_from(buf, pos)]
                pos += n15 * 4
            x10 = _new(AddPartitionsToTxnTopic)
            x10.name = f_name_11
            x10.partitions = f_partitions_12
            x10.unknown_tags = None
            ap9(x10)
    o = _new(AddPartitionsToTxnRequest)
    o.transactions = []
    o.v3_and_below_transactional_id = f_v3_and_below_transactional_id_2
    o.v3_and_below_producer_id = f_v3_and_below_producer_id_3
    o.v3_and_below_producer_epoch = f_v3_and_below_producer_epoch_4
    o.v3_and_below_topics = f_v3_and_below_topics_5
    o.unknown_tags = None
    return o, pos


def _d_AddPartitionsToTxnRequest_v3(buf: bytes, pos: int, end: int) -> tuple[AddPartitionsToTxnRequest, int]:
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n6 = (n6 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        f_v3_and_below_transactional_id_2 = buf[pos:e7].decode()
        pos = e7
    f_v3_and_below_producer_id_3, f_v3_and_below_producer_epoch_4 = _S0(buf, pos)
    pos += 10
    n8 = buf[pos]
    if n8 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n8 = (n8 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n8, pos = _uvarint(buf, pos)
    n8 -= 1
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 3 > end - pos:
            raise _short(pos)
        f_v3_and_below_topics_5 = []
        ap9 = f_v3_and_below_topics_5.append
        for _ in range(n8):
            n13 = buf[pos]
            if n13 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n13 = (n13 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n13, pos = _uvarint(buf, pos)
            n13 -= 1
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                f_name_11 = buf[pos:e14].decode()
                pos = e14
            n15 = buf[pos]
            if n15 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n15 = (n15 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n15, pos = _uvarint(buf, pos)
            n15 -= 1
            if n15 < 0:
                raise _negative(pos)
            else:
                if n15 < 33:
                    f_partitions_12 = [*_i32s[n15](buf, pos)]
                elif n15 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_12 = [*_array('i', n15).unpack_from(buf, pos)]
                pos += n15 * 4
            if buf[pos]:
                u16, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u16 = None
            x10 = _new(AddPartitionsToTxnTopic)
            x10.name = f_name_11
            x10.partitions = f_partitions_12
            x10.unknown_tags = u16
            ap9(x10)
    if buf[pos]:
        u17, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u17 = None
    o = _new(AddPartitionsToTxnRequest)
    o.transactions = []
    o.v3_and_below_transactional_id = f_v3_and_below_transactional_id_2
    o.v3_and_below_producer_id = f_v3_and_below_producer_id_3
    o.v3_and_below_producer_epoch = f_v3_and_below_producer_epoch_4
    o.v3_and_below_topics = f_v3_and_below_topics_5
    o.unknown_tags = u17
    return o, pos


def _d_AddPartitionsToTxnRequest_v4(buf: bytes, pos: int, end: int) -> tuple[AddPartitionsToTxnRequest, int]:
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n6 = (n6 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 14 > end - pos:
            raise _short(pos)
        f_transactions_1 = []
        ap7 = f_transactions_1.append
        for _ in range(n6):
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
                f_transactional_id_9 = buf[pos:e15].decode()
                pos = e15
            f_producer_id_10, f_producer_epoch_11, f_verify_only_12 = _S1(buf, pos)
            pos += 11
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
                if n16 * 3 > end - pos:
                    raise _short(pos)
                f_topics_13 = []
                ap17 = f_topics_13.append
                for _ in range(n16):
                    n21 = buf[pos]
                    if n21 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n21 = (n21 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n21, pos = _uvarint(buf, pos)
                    n21 -= 1
                    if n21 < 0:
                        raise _negative(pos)
                    else:
                        e22 = pos + n21
                        if e22 > end:
                            raise _short(pos)
                        f_name_19 = buf[pos:e22].decode()
                        pos = e22
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
                        if n23 < 33:
                            f_partitions_20 = [*_i32s[n23](buf, pos)]
                        elif n23 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_20 = [*_array('i', n23).unpack_from(buf, pos)]
                        pos += n23 * 4
                    if buf[pos]:
                        u24, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u24 = None
                    x18 = _new(AddPartitionsToTxnTopic)
                    x18.name = f_name_19
                    x18.partitions = f_partitions_20
                    x18.unknown_tags = u24
                    ap17(x18)
            if buf[pos]:
                u25, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u25 = None
            x8 = _new(AddPartitionsToTxnTransaction)
            x8.transactional_id = f_transactional_id_9
            x8.producer_id = f_producer_id_10
            x8.producer_epoch = f_producer_epoch_11
            x8.verify_only = f_verify_only_12
            x8.topics = f_topics_13
            x8.unknown_tags = u25
            ap7(x8)
    if buf[pos]:
        u26, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u26 = None
    o = _new(AddPartitionsToTxnRequest)
    o.transactions = f_transactions_1
    o.v3_and_below_transactional_id = ""
    o.v3_and_below_producer_id = 0
    o.v3_and_below_producer_epoch = 0
    o.v3_and_below_topics = []
    o.unknown_tags = u26
    return o, pos


def _e_AddPartitionsToTxnRequest_v0(o: AddPartitionsToTxnRequest, out: list[bytes]) -> None:
    if o.transactions:
        raise _absent('AddPartitionsToTxnRequest', 'transactions', 0)
    b1 = o.v3_and_below_transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch))
    out.append(_Pi(len(o.v3_and_below_topics)))
    for x2 in o.v3_and_below_topics:
        b3 = x2.name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        out.append(_Pi(len(x2.partitions)))
        out.append(_array('i', len(x2.partitions)).pack(*x2.partitions))


def _e_AddPartitionsToTxnRequest_v1(o: AddPartitionsToTxnRequest, out: list[bytes]) -> None:
    if o.transactions:
        raise _absent('AddPartitionsToTxnRequest', 'transactions', 1)
    b1 = o.v3_and_below_transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch))
    out.append(_Pi(len(o.v3_and_below_topics)))
    for x2 in o.v3_and_below_topics:
        b3 = x2.name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        out.append(_Pi(len(x2.partitions)))
        out.append(_array('i', len(x2.partitions)).pack(*x2.partitions))


def _e_AddPartitionsToTxnRequest_v2(o: AddPartitionsToTxnRequest, out: list[bytes]) -> None:
    if o.transactions:
        raise _absent('AddPartitionsToTxnRequest', 'transactions', 2)
    b1 = o.v3_and_below_transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch))
    out.append(_Pi(len(o.v3_and_below_topics)))
    for x2 in o.v3_and_below_topics:
        b3 = x2.name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        out.append(_Pi(len(x2.partitions)))
        out.append(_array('i', len(x2.partitions)).pack(*x2.partitions))


def _e_AddPartitionsToTxnRequest_v3(o: AddPartitionsToTxnRequest, out: list[bytes]) -> None:
    if o.transactions:
        raise _absent('AddPartitionsToTxnRequest', 'transactions', 3)
    b1 = o.v3_and_below_transactional_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_encode_uvarint(len(b1) + 1))
    out.append(b1)
    out.append(_P0(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch))
    if len(o.v3_and_below_topics) + 1 < 128:
        out.append(_B1[len(o.v3_and_below_topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.v3_and_below_topics) + 1))
    for x2 in o.v3_and_below_topics:
        b3 = x2.name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_encode_uvarint(len(b3) + 1))
        out.append(b3)
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        out.append(_array('i', len(x2.partitions)).pack(*x2.partitions))
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_AddPartitionsToTxnRequest_v4(o: AddPartitionsToTxnRequest, out: list[bytes]) -> None:
    if o.v3_and_below_transactional_id != "":
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_transactional_id', 4)
    if o.v3_and_below_producer_id != 0:
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_producer_id', 4)
    if o.v3_and_below_producer_epoch != 0:
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_producer_epoch', 4)
    if o.v3_and_below_topics:
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_topics', 4)
    if len(o.transactions) + 1 < 128:
        out.append(_B1[len(o.transactions) + 1])
    else:
        out.append(_encode_uvarint(len(o.transactions) + 1))
    for x1 in o.transactions:
        b2 = x1.transactional_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        out.append(_P1(x1.producer_id, x1.producer_epoch, x1.verify_only))
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x3 in x1.topics:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_encode_uvarint(len(b4) + 1))
            out.append(b4)
            if len(x3.partitions) + 1 < 128:
                out.append(_B1[len(x3.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x3.partitions) + 1))
            out.append(_array('i', len(x3.partitions)).pack(*x3.partitions))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
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


def _e_AddPartitionsToTxnRequest_v5(o: AddPartitionsToTxnRequest, out: list[bytes]) -> None:
    if o.v3_and_below_transactional_id != "":
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_transactional_id', 5)
    if o.v3_and_below_producer_id != 0:
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_producer_id', 5)
    if o.v3_and_below_producer_epoch != 0:
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_producer_epoch', 5)
    if o.v3_and_below_topics:
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_topics', 5)
    if len(o.transactions) + 1 < 128:
        out.append(_B1[len(o.transactions) + 1])
    else:
        out.append(_encode_uvarint(len(o.transactions) + 1))
    for x1 in o.transactions:
        b2 = x1.transactional_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        out.append(_P1(x1.producer_id, x1.producer_epoch, x1.verify_only))
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x3 in x1.topics:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_encode_uvarint(len(b4) + 1))
            out.append(b4)
            if len(x3.partitions) + 1 < 128:
                out.append(_B1[len(x3.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x3.partitions) + 1))
            out.append(_array('i', len(x3.partitions)).pack(*x3.partitions))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
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


def _d_AddPartitionsToTxnResponse_v0(buf: bytes, pos: int, end: int) -> tuple[AddPartitionsToTxnResponse, int]:
    f_throttle_time_ms_1 = _S2(buf, pos)[0]
    pos += 4
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_results_by_topic_v3_and_below_4 = []
        ap6 = f_results_by_topic_v3_and_below_4.append
        for _ in range(n5):
            n10 = _uh(buf, pos)[0]
            pos += 2
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_name_8 = buf[pos:e11].decode()
                pos = e11
            n12 = _ui(buf, pos)[0]
            pos += 4
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 6 > end - pos:
                    raise _short(pos)
                f_results_by_partition_9 = []
                ap13 = f_results_by_partition_9.append
                for _ in range(n12):
                    f_partition_index_15, f_partition_error_code_16 = _S3(buf, pos)
                    pos += 6
                    x14 = _new(AddPartitionsToTxnPartitionResult)
                    x14.partition_index = f_partition_index_15
                    x14.partition_error_code = f_partition_error_code_16
                    x14.unknown_tags = None
                    ap13(x14)
            x7 = _new(AddPartitionsToTxnTopicResult)
            x7.name = f_name_8
            x7.results_by_partition = f_results_by_partition_9
            x7.unknown_tags = None
            ap6(x7)
    o = _new(AddPartitionsToTxnResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = 0
    o.results_by_transaction = []
    o.results_by_topic_v3_and_below = f_results_by_topic_v3_and_below_4
    o.unknown_tags = None
    return o, pos


def _d_AddPartitionsToTxnResponse_v3(buf: bytes, pos: int, end: int) -> tuple[AddPartitionsToTxnResponse, int]:
    f_throttle_time_ms_1 = _S2(buf, pos)[0]
    pos += 4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_results_by_topic_v3_and_below_4 = []
        ap6 = f_results_by_topic_v3_and_below_4.append
        for _ in range(n5):
            n10 = buf[pos]
            if n10 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n10 = (n10 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n10, pos = _uvarint(buf, pos)
            n10 -= 1
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_name_8 = buf[pos:e11].decode()
                pos = e11
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 7 > end - pos:
                    raise _short(pos)
                f_results_by_partition_9 = []
                ap13 = f_results_by_partition_9.append
                for _ in range(n12):
                    f_partition_index_15, f_partition_error_code_16 = _S3(buf, pos)
                    pos += 6
                    if buf[pos]:
                        u17, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u17 = None
                    x14 = _new(AddPartitionsToTxnPartitionResult)
                    x14.partition_index = f_partition_index_15
                    x14.partition_error_code = f_partition_error_code_16
                    x14.unknown_tags = u17
                    ap13(x14)
            if buf[pos]:
                u18, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u18 = None
            x7 = _new(AddPartitionsToTxnTopicResult)
            x7.name = f_name_8
            x7.results_by_partition = f_results_by_partition_9
            x7.unknown_tags = u18
            ap6(x7)
    if buf[pos]:
        u19, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u19 = None
    o = _new(AddPartitionsToTxnResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = 0
    o.results_by_transaction = []
    o.results_by_topic_v3_and_below = f_results_by_topic_v3_and_below_4
    o.unknown_tags = u19
    return o, pos


def _d_AddPartitionsToTxnResponse_v4(buf: bytes, pos: int, end: int) -> tuple[AddPartitionsToTxnResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S3(buf, pos)
    pos += 6
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_results_by_transaction_3 = []
        ap6 = f_results_by_transaction_3.append
        for _ in range(n5):
            n10 = buf[pos]
            if n10 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n10 = (n10 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n10, pos = _uvarint(buf, pos)
            n10 -= 1
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_transactional_id_8 = buf[pos:e11].decode()
                pos = e11
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 3 > end - pos:
                    raise _short(pos)
                f_topic_results_9 = []
                ap13 = f_topic_results_9.append
                for _ in range(n12):
                    n17 = buf[pos]
                    if n17 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n17 = (n17 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n17, pos = _uvarint(buf, pos)
                    n17 -= 1
                    if n17 < 0:
                        raise _negative(pos)
                    else:
                        e18 = pos + n17
                        if e18 > end:
                            raise _short(pos)
                        f_name_15 = buf[pos:e18].decode()
                        pos = e18
                    n19 = buf[pos]
                    if n19 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n19 = (n19 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n19, pos = _uvarint(buf, pos)
                    n19 -= 1
                    if n19 < 0:
                        raise _negative(pos)
                    else:
                        if n19 * 7 > end - pos:
                            raise _short(pos)
                        f_results_by_partition_16 = []
                        ap20 = f_results_by_partition_16.append
                        for _ in range(n19):
                            f_partition_index_22, f_partition_error_code_23 = _S3(buf, pos)
                            pos += 6
                            if buf[pos]:
                                u24, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u24 = None
                            x21 = _new(AddPartitionsToTxnPartitionResult)
                            x21.partition_index = f_partition_index_22
                            x21.partition_error_code = f_partition_error_code_23
                            x21.unknown_tags = u24
                            ap20(x21)
                    if buf[pos]:
                        u25, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u25 = None
                    x14 = _new(AddPartitionsToTxnTopicResult)
                    x14.name = f_name_15
                    x14.results_by_partition = f_results_by_partition_16
                    x14.unknown_tags = u25
                    ap13(x14)
            if buf[pos]:
                u26, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u26 = None
            x7 = _new(AddPartitionsToTxnResult)
            x7.transactional_id = f_transactional_id_8
            x7.topic_results = f_topic_results_9
            x7.unknown_tags = u26
            ap6(x7)
    if buf[pos]:
        u27, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u27 = None
    o = _new(AddPartitionsToTxnResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.results_by_transaction = f_results_by_transaction_3
    o.results_by_topic_v3_and_below = []
    o.unknown_tags = u27
    return o, pos


def _e_AddPartitionsToTxnResponse_v0(o: AddPartitionsToTxnResponse, out: list[bytes]) -> None:
    if o.results_by_transaction:
        raise _absent('AddPartitionsToTxnResponse', 'results_by_transaction', 0)
    out.append(_P2(o.throttle_time_ms))
    out.append(_Pi(len(o.results_by_topic_v3_and_below)))
    for x1 in o.results_by_topic_v3_and_below:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.results_by_partition)))
        for x3 in x1.results_by_partition:
            out.append(_P3(x3.partition_index, x3.partition_error_code))


def _e_AddPartitionsToTxnResponse_v1(o: AddPartitionsToTxnResponse, out: list[bytes]) -> None:
    if o.results_by_transaction:
        raise _absent('AddPartitionsToTxnResponse', 'results_by_transaction', 1)
    out.append(_P2(o.throttle_time_ms))
    out.append(_Pi(len(o.results_by_topic_v3_and_below)))
    for x1 in o.results_by_topic_v3_and_below:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.results_by_partition)))
        for x3 in x1.results_by_partition:
            out.append(_P3(x3.partition_index, x3.partition_error_code))


def _e_AddPartitionsToTxnResponse_v2(o: AddPartitionsToTxnResponse, out: list[bytes]) -> None:
    if o.results_by_transaction:
        raise _absent('AddPartitionsToTxnResponse', 'results_by_transaction', 2)
    out.append(_P2(o.throttle_time_ms))
    out.append(_Pi(len(o.results_by_topic_v3_and_below)))
    for x1 in o.results_by_topic_v3_and_below:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.results_by_partition)))
        for x3 in x1.results_by_partition:
            out.append(_P3(x3.partition_index, x3.partition_error_code))


def _e_AddPartitionsToTxnResponse_v3(o: AddPartitionsToTxnResponse, out: list[bytes]) -> None:
    if o.results_by_transaction:
        raise _absent('AddPartitionsToTxnResponse', 'results_by_transaction', 3)
    out.append(_P2(o.throttle_time_ms))
    if len(o.results_by_topic_v3_and_below) + 1 < 128:
        out.append(_B1[len(o.results_by_topic_v3_and_below) + 1])
    else:
        out.append(_encode_uvarint(len(o.results_by_topic_v3_and_below) + 1))
    for x1 in o.results_by_topic_v3_and_below:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.results_by_partition) + 1 < 128:
            out.append(_B1[len(x1.results_by_partition) + 1])
        else:
            out.append(_encode_uvarint(len(x1.results_by_partition) + 1))
        for x3 in x1.results_by_partition:
            out.append(_P3(x3.partition_index, x3.partition_error_code))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
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


def _e_AddPartitionsToTxnResponse_v4(o: AddPartitionsToTxnResponse, out: list[bytes]) -> None:
    if o.results_by_topic_v3_and_below:
        raise _absent('AddPartitionsToTxnResponse', 'results_by_topic_v3_and_below', 4)
    out.append(_P3(o.throttle_time_ms, o.error_code))
    if len(o.results_by_transaction) + 1 < 128:
        out.append(_B1[len(o.results_by_transaction) + 1])
    else:
        out.append(_encode_uvarint(len(o.results_by_transaction) + 1))
    for x1 in o.results_by_transaction:
        b2 = x1.transactional_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.topic_results) + 1 < 128:
            out.append(_B1[len(x1.topic_results) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topic_results) + 1))
        for x3 in x1.topic_results:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_encode_uvarint(len(b4) + 1))
            out.append(b4)
            if len(x3.results_by_partition) + 1 < 128:
                out.append(_B1[len(x3.results_by_partition) + 1])
            else:
                out.append(_encode_uvarint(len(x3.results_by_partition) + 1))
            for x5 in x3.results_by_partition:
                out.append(_P3(x5.partition_index, x5.partition_error_code))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
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


def _e_AddPartitionsToTxnResponse_v5(o: AddPartitionsToTxnResponse, out: list[bytes]) -> None:
    if o.results_by_topic_v3_and_below:
        raise _absent('AddPartitionsToTxnResponse', 'results_by_topic_v3_and_below', 5)
    out.append(_P3(o.throttle_time_ms, o.error_code))
    if len(o.results_by_transaction) + 1 < 128:
        out.append(_B1[len(o.results_by_transaction) + 1])
    else:
        out.append(_encode_uvarint(len(o.results_by_transaction) + 1))
    for x1 in o.results_by_transaction:
        b2 = x1.transactional_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.topic_results) + 1 < 128:
            out.append(_B1[len(x1.topic_results) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topic_results) + 1))
        for x3 in x1.topic_results:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_encode_uvarint(len(b4) + 1))
            out.append(b4)
            if len(x3.results_by_partition) + 1 < 128:
                out.append(_B1[len(x3.results_by_partition) + 1])
            else:
                out.append(_encode_uvarint(len(x3.results_by_partition) + 1))
            for x5 in x3.results_by_partition:
                out.append(_P3(x5.partition_index, x5.partition_error_code))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
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


AddPartitionsToTxnRequest.DECODERS = (_d_AddPartitionsToTxnRequest_v0, _d_AddPartitionsToTxnRequest_v0, _d_AddPartitionsToTxnRequest_v0, _d_AddPartitionsToTxnRequest_v3, _d_AddPartitionsToTxnRequest_v4, _d_AddPartitionsToTxnRequest_v4,)
AddPartitionsToTxnRequest.ENCODERS = (_e_AddPartitionsToTxnRequest_v0, _e_AddPartitionsToTxnRequest_v1, _e_AddPartitionsToTxnRequest_v2, _e_AddPartitionsToTxnRequest_v3, _e_AddPartitionsToTxnRequest_v4, _e_AddPartitionsToTxnRequest_v5,)

AddPartitionsToTxnResponse.DECODERS = (_d_AddPartitionsToTxnResponse_v0, _d_AddPartitionsToTxnResponse_v0, _d_AddPartitionsToTxnResponse_v0, _d_AddPartitionsToTxnResponse_v3, _d_AddPartitionsToTxnResponse_v4, _d_AddPartitionsToTxnResponse_v4,)
AddPartitionsToTxnResponse.ENCODERS = (_e_AddPartitionsToTxnResponse_v0, _e_AddPartitionsToTxnResponse_v1, _e_AddPartitionsToTxnResponse_v2, _e_AddPartitionsToTxnResponse_v3, _e_AddPartitionsToTxnResponse_v4, _e_AddPartitionsToTxnResponse_v5,)
