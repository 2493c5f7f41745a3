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

__all__ = ['AddPartitionsToTxnPartitionResult', 'AddPartitionsToTxnRequest', 'AddPartitionsToTxnResponse', 'AddPartitionsToTxnResult', 'AddPartitionsToTxnTopic', 'AddPartitionsToTxnTopicResult', 'AddPartitionsToTxnTransaction']

_I0 = _Struct('>ih').iter_unpack
_I1 = _Struct('>ihB').iter_unpack
_S0 = _Struct('>qh').unpack_from
_P0 = _Struct('>qh').pack
_S1 = _Struct('>qhB').unpack_from
_P1 = _Struct('>qhB').pack
_S2 = _Struct('>qh?B').unpack_from
_P2 = _Struct('>qh?B').pack
_S3 = _Struct('>i').unpack_from
_P3 = _Struct('>i').pack
_S4 = _Struct('>iB').unpack_from
_P4 = _Struct('>iB').pack
_S5 = _Struct('>ihB').unpack_from
_P5 = _Struct('>ihB').pack
_S6 = _Struct('>ih').unpack_from
_P6 = _Struct('>ih').pack


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


class AddPartitionsToTxnRequest(Request["AddPartitionsToTxnResponse"]):
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
    o = _new(AddPartitionsToTxnRequest)
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.v3_and_below_transactional_id = buf[pos:e4].decode()
        pos = e4
    o.v3_and_below_producer_id, o.v3_and_below_producer_epoch = _S0(buf, pos)
    pos += 10
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_v3_and_below_topics_2 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                x6 = _new(AddPartitionsToTxnTopic)
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x6.name = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if not n10:
                        f_partitions_7 = []
                    elif n10 < 33:
                        f_partitions_7 = [*_i32s[n10](buf, pos)]
                        pos += n10 * 4
                    elif n10 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partitions_7 = [*_array('i', n10).unpack_from(buf, pos)]
                        pos += n10 * 4
                x6.partitions = f_partitions_7
                x6.unknown_tags = None
                f_v3_and_below_topics_2.append(x6)
    o.transactions = []
    o.v3_and_below_topics = f_v3_and_below_topics_2
    o.unknown_tags = None
    return o, pos


def _d_AddPartitionsToTxnRequest_v3(buf: bytes, pos: int, end: int) -> tuple[AddPartitionsToTxnRequest, int]:
    o = _new(AddPartitionsToTxnRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _string_uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.v3_and_below_transactional_id = buf[pos:e4].decode()
        pos = e4
    o.v3_and_below_producer_id, o.v3_and_below_producer_epoch, pk5 = _S1(buf, pos)
    pos += 11
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 < 0:
        raise _negative(pos)
    else:
        if pk5 * 3 > end - pos:
            raise _short(pos)
        f_v3_and_below_topics_2 = []
        if pk5:
            for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
                x6 = _new(AddPartitionsToTxnTopic)
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _string_uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x6.name = buf[pos:e9].decode()
                    pos = e9
                b10 = buf[pos]
                pos += 1
                if 1 < b10 < 34:
                    f_partitions_7 = [*_i32c[b10](buf, pos)]
                    pos += b10 * 4 - 4
                elif b10 == 1:
                    f_partitions_7 = []
                else:
                    pos -= 1
                    n11 = buf[pos]
                    if n11 < 128:
                        pos += 1
                        n11 -= 1
                    elif buf[pos + 1] < 128:
                        n11 = n11 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n11, pos = _uvarint(buf, pos)
                        n11 -= 1
                    if n11 < 0:
                        raise _negative(pos)
                    else:
                        if not n11:
                            f_partitions_7 = []
                        elif n11 < 33:
                            f_partitions_7 = [*_i32s[n11](buf, pos)]
                            pos += n11 * 4
                        elif n11 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_7 = [*_array('i', n11).unpack_from(buf, pos)]
                            pos += n11 * 4
                if buf[pos]:
                    u12, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u12 = None
                x6.partitions = f_partitions_7
                x6.unknown_tags = u12
                f_v3_and_below_topics_2.append(x6)
    if buf[pos]:
        u13, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u13 = None
    o.transactions = []
    o.v3_and_below_topics = f_v3_and_below_topics_2
    o.unknown_tags = u13
    return o, pos


def _d_AddPartitionsToTxnRequest_v4(buf: bytes, pos: int, end: int) -> tuple[AddPartitionsToTxnRequest, int]:
    o = _new(AddPartitionsToTxnRequest)
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
        if n3 * 14 > end - pos:
            raise _short(pos)
        f_transactions_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(AddPartitionsToTxnTransaction)
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
                    x4.transactional_id = buf[pos:e7].decode()
                    pos = e7
                x4.producer_id, x4.producer_epoch, x4.verify_only, pk8 = _S2(buf, pos)
                pos += 12
                if pk8 < 128:
                    pk8 -= 1
                elif buf[pos] < 128:
                    pk8 = pk8 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk8, pos = _uvarint(buf, pos - 1)
                    pk8 -= 1
                if pk8 < 0:
                    raise _negative(pos)
                else:
                    if pk8 * 3 > end - pos:
                        raise _short(pos)
                    f_topics_5 = []
                    if pk8:
                        for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
                            x9 = _new(AddPartitionsToTxnTopic)
                            n11 = buf[pos]
                            if n11 < 128:
                                pos += 1
                                n11 -= 1
                            elif buf[pos + 1] < 128:
                                n11 = n11 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n11, pos = _string_uvarint(buf, pos)
                                n11 -= 1
                            if n11 < 0:
                                raise _negative(pos)
                            else:
                                e12 = pos + n11
                                if e12 > end:
                                    raise _short(pos)
                                x9.name = buf[pos:e12].decode()
                                pos = e12
                            b13 = buf[pos]
                            pos += 1
                            if 1 < b13 < 34:
                                f_partitions_10 = [*_i32c[b13](buf, pos)]
                                pos += b13 * 4 - 4
                            elif b13 == 1:
                                f_partitions_10 = []
                            else:
                                pos -= 1
                                n14 = buf[pos]
                                if n14 < 128:
                                    pos += 1
                                    n14 -= 1
                                elif buf[pos + 1] < 128:
                                    n14 = n14 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n14, pos = _uvarint(buf, pos)
                                    n14 -= 1
                                if n14 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n14:
                                        f_partitions_10 = []
                                    elif n14 < 33:
                                        f_partitions_10 = [*_i32s[n14](buf, pos)]
                                        pos += n14 * 4
                                    elif n14 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_partitions_10 = [*_array('i', n14).unpack_from(buf, pos)]
                                        pos += n14 * 4
                            if buf[pos]:
                                u15, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u15 = None
                            x9.partitions = f_partitions_10
                            x9.unknown_tags = u15
                            f_topics_5.append(x9)
                if buf[pos]:
                    u16, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u16 = None
                x4.topics = f_topics_5
                x4.unknown_tags = u16
                f_transactions_1.append(x4)
    if buf[pos]:
        u17, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u17 = None
    o.transactions = f_transactions_1
    o.v3_and_below_transactional_id = ""
    o.v3_and_below_producer_id = 0
    o.v3_and_below_producer_epoch = 0
    o.v3_and_below_topics = []
    o.unknown_tags = u17
    return o, pos


def _e_AddPartitionsToTxnRequest_v0(o: AddPartitionsToTxnRequest, out: list[bytes]) -> None:
    if (o.transactions is None or len(o.transactions)):
        raise _absent('AddPartitionsToTxnRequest', 'transactions', 0)
    if o.unknown_tags:
        raise _untagged('AddPartitionsToTxnRequest', 0)
    b1 = o.v3_and_below_transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch))
    if type(o.v3_and_below_topics) is not list:
        _check_list(o.v3_and_below_topics)
    out.append(_Pi(len(o.v3_and_below_topics)))
    for x2 in o.v3_and_below_topics:
        if x2.unknown_tags:
            raise _untagged('AddPartitionsToTxnTopic', 0)
        b3 = x2.name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        out.append(_Pi(len(x2.partitions)))
        out.append(_array('i', len(x2.partitions)).pack(*x2.partitions))


def _e_AddPartitionsToTxnRequest_v1(o: AddPartitionsToTxnRequest, out: list[bytes]) -> None:
    if (o.transactions is None or len(o.transactions)):
        raise _absent('AddPartitionsToTxnRequest', 'transactions', 1)
    if o.unknown_tags:
        raise _untagged('AddPartitionsToTxnRequest', 1)
    b1 = o.v3_and_below_transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch))
    if type(o.v3_and_below_topics) is not list:
        _check_list(o.v3_and_below_topics)
    out.append(_Pi(len(o.v3_and_below_topics)))
    for x2 in o.v3_and_below_topics:
        if x2.unknown_tags:
            raise _untagged('AddPartitionsToTxnTopic', 1)
        b3 = x2.name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        out.append(_Pi(len(x2.partitions)))
        out.append(_array('i', len(x2.partitions)).pack(*x2.partitions))


def _e_AddPartitionsToTxnRequest_v2(o: AddPartitionsToTxnRequest, out: list[bytes]) -> None:
    if (o.transactions is None or len(o.transactions)):
        raise _absent('AddPartitionsToTxnRequest', 'transactions', 2)
    if o.unknown_tags:
        raise _untagged('AddPartitionsToTxnRequest', 2)
    b1 = o.v3_and_below_transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    out.append(_P0(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch))
    if type(o.v3_and_below_topics) is not list:
        _check_list(o.v3_and_below_topics)
    out.append(_Pi(len(o.v3_and_below_topics)))
    for x2 in o.v3_and_below_topics:
        if x2.unknown_tags:
            raise _untagged('AddPartitionsToTxnTopic', 2)
        b3 = x2.name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        out.append(_Pi(len(x2.partitions)))
        out.append(_array('i', len(x2.partitions)).pack(*x2.partitions))


def _e_AddPartitionsToTxnRequest_v3(o: AddPartitionsToTxnRequest, out: list[bytes]) -> None:
    if (o.transactions is None or len(o.transactions)):
        raise _absent('AddPartitionsToTxnRequest', 'transactions', 3)
    b1 = o.v3_and_below_transactional_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    out.append(_P0(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch))
    if type(o.v3_and_below_topics) is not list:
        _check_list(o.v3_and_below_topics)
    if len(o.v3_and_below_topics) + 1 < 128:
        out.append(_B1[len(o.v3_and_below_topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.v3_and_below_topics) + 1))
    for x2 in o.v3_and_below_topics:
        b3 = x2.name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
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
    if (o.v3_and_below_topics is None or len(o.v3_and_below_topics)):
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_topics', 4)
    if type(o.transactions) is not list:
        _check_list(o.transactions)
    if len(o.transactions) + 1 < 128:
        out.append(_B1[len(o.transactions) + 1])
    else:
        out.append(_encode_uvarint(len(o.transactions) + 1))
    for x1 in o.transactions:
        b2 = x1.transactional_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P1(x1.producer_id, x1.producer_epoch, _BOOL[x1.verify_only]))
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x3 in x1.topics:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
            if type(x3.partitions) is not list:
                _check_list(x3.partitions)
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
    if (o.v3_and_below_topics is None or len(o.v3_and_below_topics)):
        raise _absent('AddPartitionsToTxnRequest', 'v3_and_below_topics', 5)
    if type(o.transactions) is not list:
        _check_list(o.transactions)
    if len(o.transactions) + 1 < 128:
        out.append(_B1[len(o.transactions) + 1])
    else:
        out.append(_encode_uvarint(len(o.transactions) + 1))
    for x1 in o.transactions:
        b2 = x1.transactional_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P1(x1.producer_id, x1.producer_epoch, _BOOL[x1.verify_only]))
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x3 in x1.topics:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
            if type(x3.partitions) is not list:
                _check_list(x3.partitions)
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
    o = _new(AddPartitionsToTxnResponse)
    o.throttle_time_ms = _S3(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_results_by_topic_v3_and_below_2 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(AddPartitionsToTxnTopicResult)
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x4.name = buf[pos:e7].decode()
                    pos = e7
                n8 = _ui(buf, pos)[0]
                pos += 4
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 6 > end - pos:
                        raise _short(pos)
                    f_results_by_partition_5 = []
                    if n8:
                        e10 = pos + n8 * 6
                        for t12 in _I0(buf[pos:e10]):
                            x11 = _new(AddPartitionsToTxnPartitionResult)
                            x11.partition_index, x11.partition_error_code = t12
                            x11.unknown_tags = None
                            f_results_by_partition_5.append(x11)
                        pos = e10
                x4.results_by_partition = f_results_by_partition_5
                x4.unknown_tags = None
                f_results_by_topic_v3_and_below_2.append(x4)
    o.error_code = 0
    o.results_by_transaction = []
    o.results_by_topic_v3_and_below = f_results_by_topic_v3_and_below_2
    o.unknown_tags = None
    return o, pos


def _d_AddPartitionsToTxnResponse_v3(buf: bytes, pos: int, end: int) -> tuple[AddPartitionsToTxnResponse, int]:
    o = _new(AddPartitionsToTxnResponse)
    o.throttle_time_ms, pk3 = _S4(buf, pos)
    pos += 5
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 < 0:
        raise _negative(pos)
    else:
        if pk3 * 3 > end - pos:
            raise _short(pos)
        f_results_by_topic_v3_and_below_2 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(AddPartitionsToTxnTopicResult)
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
                    x4.name = buf[pos:e7].decode()
                    pos = e7
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 7 > end - pos:
                        raise _short(pos)
                    f_results_by_partition_5 = []
                    if n8:
                        e10 = pos + n8 * 7
                        for t12 in _I1(buf[pos:e10]):
                            x11 = _new(AddPartitionsToTxnPartitionResult)
                            x11.partition_index, x11.partition_error_code, tb13 = t12
                            if tb13:
                                break
                            x11.unknown_tags = None
                            f_results_by_partition_5.append(x11)
                        else:
                            pos = e10
                        if pos != e10:
                            f_results_by_partition_5 = []
                            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                                x9 = _new(AddPartitionsToTxnPartitionResult)
                                x9.partition_index, x9.partition_error_code, pk14 = _S5(buf, pos)
                                pos += 7
                                if pk14:
                                    u15, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u15 = None
                                x9.unknown_tags = u15
                                f_results_by_partition_5.append(x9)
                if buf[pos]:
                    u16, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u16 = None
                x4.results_by_partition = f_results_by_partition_5
                x4.unknown_tags = u16
                f_results_by_topic_v3_and_below_2.append(x4)
    if buf[pos]:
        u17, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u17 = None
    o.error_code = 0
    o.results_by_transaction = []
    o.results_by_topic_v3_and_below = f_results_by_topic_v3_and_below_2
    o.unknown_tags = u17
    return o, pos


def _d_AddPartitionsToTxnResponse_v4(buf: bytes, pos: int, end: int) -> tuple[AddPartitionsToTxnResponse, int]:
    o = _new(AddPartitionsToTxnResponse)
    o.throttle_time_ms, o.error_code, pk3 = _S5(buf, pos)
    pos += 7
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 < 0:
        raise _negative(pos)
    else:
        if pk3 * 3 > end - pos:
            raise _short(pos)
        f_results_by_transaction_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(AddPartitionsToTxnResult)
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
                    x4.transactional_id = buf[pos:e7].decode()
                    pos = e7
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 3 > end - pos:
                        raise _short(pos)
                    f_topic_results_5 = []
                    if n8:
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(AddPartitionsToTxnTopicResult)
                            n11 = buf[pos]
                            if n11 < 128:
                                pos += 1
                                n11 -= 1
                            elif buf[pos + 1] < 128:
                                n11 = n11 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n11, pos = _string_uvarint(buf, pos)
                                n11 -= 1
                            if n11 < 0:
                                raise _negative(pos)
                            else:
                                e12 = pos + n11
                                if e12 > end:
                                    raise _short(pos)
                                x9.name = buf[pos:e12].decode()
                                pos = e12
                            n13 = buf[pos]
                            if n13 < 128:
                                pos += 1
                                n13 -= 1
                            elif buf[pos + 1] < 128:
                                n13 = n13 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n13, pos = _uvarint(buf, pos)
                                n13 -= 1
                            if n13 < 0:
                                raise _negative(pos)
                            else:
                                if n13 * 7 > end - pos:
                                    raise _short(pos)
                                f_results_by_partition_10 = []
                                if n13:
                                    e15 = pos + n13 * 7
                                    for t17 in _I1(buf[pos:e15]):
                                        x16 = _new(AddPartitionsToTxnPartitionResult)
                                        x16.partition_index, x16.partition_error_code, tb18 = t17
                                        if tb18:
                                            break
                                        x16.unknown_tags = None
                                        f_results_by_partition_10.append(x16)
                                    else:
                                        pos = e15
                                    if pos != e15:
                                        f_results_by_partition_10 = []
                                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                                            x14 = _new(AddPartitionsToTxnPartitionResult)
                                            x14.partition_index, x14.partition_error_code, pk19 = _S5(buf, pos)
                                            pos += 7
                                            if pk19:
                                                u20, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u20 = None
                                            x14.unknown_tags = u20
                                            f_results_by_partition_10.append(x14)
                            if buf[pos]:
                                u21, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u21 = None
                            x9.results_by_partition = f_results_by_partition_10
                            x9.unknown_tags = u21
                            f_topic_results_5.append(x9)
                if buf[pos]:
                    u22, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u22 = None
                x4.topic_results = f_topic_results_5
                x4.unknown_tags = u22
                f_results_by_transaction_1.append(x4)
    if buf[pos]:
        u23, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u23 = None
    o.results_by_transaction = f_results_by_transaction_1
    o.results_by_topic_v3_and_below = []
    o.unknown_tags = u23
    return o, pos


def _e_AddPartitionsToTxnResponse_v0(o: AddPartitionsToTxnResponse, out: list[bytes]) -> None:
    if (o.results_by_transaction is None or len(o.results_by_transaction)):
        raise _absent('AddPartitionsToTxnResponse', 'results_by_transaction', 0)
    if o.unknown_tags:
        raise _untagged('AddPartitionsToTxnResponse', 0)
    out.append(_P3(o.throttle_time_ms))
    if type(o.results_by_topic_v3_and_below) is not list:
        _check_list(o.results_by_topic_v3_and_below)
    out.append(_Pi(len(o.results_by_topic_v3_and_below)))
    for x1 in o.results_by_topic_v3_and_below:
        if x1.unknown_tags:
            raise _untagged('AddPartitionsToTxnTopicResult', 0)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.results_by_partition) is not list:
            _check_list(x1.results_by_partition)
        out.append(_Pi(len(x1.results_by_partition)))
        for x3 in x1.results_by_partition:
            if x3.unknown_tags:
                raise _untagged('AddPartitionsToTxnPartitionResult', 0)
            out.append(_P6(x3.partition_index, x3.partition_error_code))


def _e_AddPartitionsToTxnResponse_v1(o: AddPartitionsToTxnResponse, out: list[bytes]) -> None:
    if (o.results_by_transaction is None or len(o.results_by_transaction)):
        raise _absent('AddPartitionsToTxnResponse', 'results_by_transaction', 1)
    if o.unknown_tags:
        raise _untagged('AddPartitionsToTxnResponse', 1)
    out.append(_P3(o.throttle_time_ms))
    if type(o.results_by_topic_v3_and_below) is not list:
        _check_list(o.results_by_topic_v3_and_below)
    out.append(_Pi(len(o.results_by_topic_v3_and_below)))
    for x1 in o.results_by_topic_v3_and_below:
        if x1.unknown_tags:
            raise _untagged('AddPartitionsToTxnTopicResult', 1)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.results_by_partition) is not list:
            _check_list(x1.results_by_partition)
        out.append(_Pi(len(x1.results_by_partition)))
        for x3 in x1.results_by_partition:
            if x3.unknown_tags:
                raise _untagged('AddPartitionsToTxnPartitionResult', 1)
            out.append(_P6(x3.partition_index, x3.partition_error_code))


def _e_AddPartitionsToTxnResponse_v2(o: AddPartitionsToTxnResponse, out: list[bytes]) -> None:
    if (o.results_by_transaction is None or len(o.results_by_transaction)):
        raise _absent('AddPartitionsToTxnResponse', 'results_by_transaction', 2)
    if o.unknown_tags:
        raise _untagged('AddPartitionsToTxnResponse', 2)
    out.append(_P3(o.throttle_time_ms))
    if type(o.results_by_topic_v3_and_below) is not list:
        _check_list(o.results_by_topic_v3_and_below)
    out.append(_Pi(len(o.results_by_topic_v3_and_below)))
    for x1 in o.results_by_topic_v3_and_below:
        if x1.unknown_tags:
            raise _untagged('AddPartitionsToTxnTopicResult', 2)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.results_by_partition) is not list:
            _check_list(x1.results_by_partition)
        out.append(_Pi(len(x1.results_by_partition)))
        for x3 in x1.results_by_partition:
            if x3.unknown_tags:
                raise _untagged('AddPartitionsToTxnPartitionResult', 2)
            out.append(_P6(x3.partition_index, x3.partition_error_code))


def _e_AddPartitionsToTxnResponse_v3(o: AddPartitionsToTxnResponse, out: list[bytes]) -> None:
    if (o.results_by_transaction is None or len(o.results_by_transaction)):
        raise _absent('AddPartitionsToTxnResponse', 'results_by_transaction', 3)
    out.append(_P3(o.throttle_time_ms))
    if type(o.results_by_topic_v3_and_below) is not list:
        _check_list(o.results_by_topic_v3_and_below)
    if len(o.results_by_topic_v3_and_below) + 1 < 128:
        out.append(_B1[len(o.results_by_topic_v3_and_below) + 1])
    else:
        out.append(_encode_uvarint(len(o.results_by_topic_v3_and_below) + 1))
    for x1 in o.results_by_topic_v3_and_below:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.results_by_partition) is not list:
            _check_list(x1.results_by_partition)
        if len(x1.results_by_partition) + 1 < 128:
            out.append(_B1[len(x1.results_by_partition) + 1])
        else:
            out.append(_encode_uvarint(len(x1.results_by_partition) + 1))
        for x3 in x1.results_by_partition:
            out.append(_P6(x3.partition_index, x3.partition_error_code))
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
    if (o.results_by_topic_v3_and_below is None or len(o.results_by_topic_v3_and_below)):
        raise _absent('AddPartitionsToTxnResponse', 'results_by_topic_v3_and_below', 4)
    out.append(_P6(o.throttle_time_ms, o.error_code))
    if type(o.results_by_transaction) is not list:
        _check_list(o.results_by_transaction)
    if len(o.results_by_transaction) + 1 < 128:
        out.append(_B1[len(o.results_by_transaction) + 1])
    else:
        out.append(_encode_uvarint(len(o.results_by_transaction) + 1))
    for x1 in o.results_by_transaction:
        b2 = x1.transactional_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.topic_results) is not list:
            _check_list(x1.topic_results)
        if len(x1.topic_results) + 1 < 128:
            out.append(_B1[len(x1.topic_results) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topic_results) + 1))
        for x3 in x1.topic_results:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
            if type(x3.results_by_partition) is not list:
                _check_list(x3.results_by_partition)
            if len(x3.results_by_partition) + 1 < 128:
                out.append(_B1[len(x3.results_by_partition) + 1])
            else:
                out.append(_encode_uvarint(len(x3.results_by_partition) + 1))
            for x5 in x3.results_by_partition:
                out.append(_P6(x5.partition_index, x5.partition_error_code))
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
    if (o.results_by_topic_v3_and_below is None or len(o.results_by_topic_v3_and_below)):
        raise _absent('AddPartitionsToTxnResponse', 'results_by_topic_v3_and_below', 5)
    out.append(_P6(o.throttle_time_ms, o.error_code))
    if type(o.results_by_transaction) is not list:
        _check_list(o.results_by_transaction)
    if len(o.results_by_transaction) + 1 < 128:
        out.append(_B1[len(o.results_by_transaction) + 1])
    else:
        out.append(_encode_uvarint(len(o.results_by_transaction) + 1))
    for x1 in o.results_by_transaction:
        b2 = x1.transactional_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.topic_results) is not list:
            _check_list(x1.topic_results)
        if len(x1.topic_results) + 1 < 128:
            out.append(_B1[len(x1.topic_results) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topic_results) + 1))
        for x3 in x1.topic_results:
            b4 = x3.name.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
            if type(x3.results_by_partition) is not list:
                _check_list(x3.results_by_partition)
            if len(x3.results_by_partition) + 1 < 128:
                out.append(_B1[len(x3.results_by_partition) + 1])
            else:
                out.append(_encode_uvarint(len(x3.results_by_partition) + 1))
            for x5 in x3.results_by_partition:
                out.append(_P6(x5.partition_index, x5.partition_error_code))
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


AddPartitionsToTxnRequest.DECODERS = {0: _d_AddPartitionsToTxnRequest_v0, 1: _d_AddPartitionsToTxnRequest_v0, 2: _d_AddPartitionsToTxnRequest_v0, 3: _d_AddPartitionsToTxnRequest_v3, 4: _d_AddPartitionsToTxnRequest_v4, 5: _d_AddPartitionsToTxnRequest_v4}
AddPartitionsToTxnRequest.ENCODERS = {0: _e_AddPartitionsToTxnRequest_v0, 1: _e_AddPartitionsToTxnRequest_v1, 2: _e_AddPartitionsToTxnRequest_v2, 3: _e_AddPartitionsToTxnRequest_v3, 4: _e_AddPartitionsToTxnRequest_v4, 5: _e_AddPartitionsToTxnRequest_v5}
_bind_decode(AddPartitionsToTxnRequest)

AddPartitionsToTxnResponse.DECODERS = {0: _d_AddPartitionsToTxnResponse_v0, 1: _d_AddPartitionsToTxnResponse_v0, 2: _d_AddPartitionsToTxnResponse_v0, 3: _d_AddPartitionsToTxnResponse_v3, 4: _d_AddPartitionsToTxnResponse_v4, 5: _d_AddPartitionsToTxnResponse_v4}
AddPartitionsToTxnResponse.ENCODERS = {0: _e_AddPartitionsToTxnResponse_v0, 1: _e_AddPartitionsToTxnResponse_v1, 2: _e_AddPartitionsToTxnResponse_v2, 3: _e_AddPartitionsToTxnResponse_v3, 4: _e_AddPartitionsToTxnResponse_v4, 5: _e_AddPartitionsToTxnResponse_v5}
_bind_decode(AddPartitionsToTxnResponse)
