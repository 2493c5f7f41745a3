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
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                n12 = _uh(buf, pos)[0]
                pos += 2
                if n12 < 0:
                    raise _negative(pos)
                else:
                    e13 = pos + n12
                    if e13 > end:
                        raise _short(pos)
                    f_name_10 = buf[pos:e13].decode()
                    pos = e13
                n14 = _ui(buf, pos)[0]
                pos += 4
                if n14 < 0:
                    raise _negative(pos)
                else:
                    if not n14:
                        f_partitions_11 = []
                    elif n14 < 33:
                        f_partitions_11 = [*_i32s[n14](buf, pos)]
                        pos += n14 * 4
                    elif n14 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partitions_11 = [*_array('i', n14).unpack_from(buf, pos)]
                        pos += n14 * 4
                x9 = _new(AddPartitionsToTxnTopic)
                x9.name = f_name_10
                x9.partitions = f_partitions_11
                x9.unknown_tags = None
                f_v3_and_below_topics_5.append(x9)
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
        f_v3_and_below_transactional_id_2 = buf[pos:e7].decode()
        pos = e7
    f_v3_and_below_producer_id_3, f_v3_and_below_producer_epoch_4, pk8 = _S1(buf, pos)
    pos += 11
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
        f_v3_and_below_topics_5 = []
        if pk8:
            for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
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
                    f_name_10 = buf[pos:e13].decode()
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
                x9 = _new(AddPartitionsToTxnTopic)
                x9.name = f_name_10
                x9.partitions = f_partitions_11
                x9.unknown_tags = u16
                f_v3_and_below_topics_5.append(x9)
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
        n6 -= 1
    elif buf[pos + 1] < 128:
        n6 = n6 + buf[pos + 1] * 128 - 129
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
        if n6:
            for _ in (_ranges[n6] if n6 < 256 else range(n6)):
                n13 = buf[pos]
                if n13 < 128:
                    pos += 1
                    n13 -= 1
                elif buf[pos + 1] < 128:
                    n13 = n13 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n13, pos = _string_uvarint(buf, pos)
                    n13 -= 1
                if n13 < 0:
                    raise _negative(pos)
                else:
                    e14 = pos + n13
                    if e14 > end:
                        raise _short(pos)
                    f_transactional_id_8 = buf[pos:e14].decode()
                    pos = e14
                f_producer_id_9, f_producer_epoch_10, f_verify_only_11, pk15 = _S2(buf, pos)
                pos += 12
                if pk15 < 128:
                    pk15 -= 1
                elif buf[pos] < 128:
                    pk15 = pk15 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk15, pos = _uvarint(buf, pos - 1)
                    pk15 -= 1
                if pk15 < 0:
                    raise _negative(pos)
                else:
                    if pk15 * 3 > end - pos:
                        raise _short(pos)
                    f_topics_12 = []
                    if pk15:
                        for _ in (_ranges[pk15] if pk15 < 256 else range(pk15)):
                            n19 = buf[pos]
                            if n19 < 128:
                                pos += 1
                                n19 -= 1
                            elif buf[pos + 1] < 128:
                                n19 = n19 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n19, pos = _string_uvarint(buf, pos)
                                n19 -= 1
                            if n19 < 0:
                                raise _negative(pos)
                            else:
                                e20 = pos + n19
                                if e20 > end:
                                    raise _short(pos)
                                f_name_17 = buf[pos:e20].decode()
                                pos = e20
                            b21 = buf[pos]
                            pos += 1
                            if 1 < b21 < 34:
                                f_partitions_18 = [*_i32c[b21](buf, pos)]
                                pos += b21 * 4 - 4
                            elif b21 == 1:
                                f_partitions_18 = []
                            else:
                                pos -= 1
                                n22 = buf[pos]
                                if n22 < 128:
                                    pos += 1
                                    n22 -= 1
                                elif buf[pos + 1] < 128:
                                    n22 = n22 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n22, pos = _uvarint(buf, pos)
                                    n22 -= 1
                                if n22 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n22:
                                        f_partitions_18 = []
                                    elif n22 < 33:
                                        f_partitions_18 = [*_i32s[n22](buf, pos)]
                                        pos += n22 * 4
                                    elif n22 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_partitions_18 = [*_array('i', n22).unpack_from(buf, pos)]
                                        pos += n22 * 4
                            if buf[pos]:
                                u23, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u23 = None
                            x16 = _new(AddPartitionsToTxnTopic)
                            x16.name = f_name_17
                            x16.partitions = f_partitions_18
                            x16.unknown_tags = u23
                            f_topics_12.append(x16)
                if buf[pos]:
                    u24, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u24 = None
                x7 = _new(AddPartitionsToTxnTransaction)
                x7.transactional_id = f_transactional_id_8
                x7.producer_id = f_producer_id_9
                x7.producer_epoch = f_producer_epoch_10
                x7.verify_only = f_verify_only_11
                x7.topics = f_topics_12
                x7.unknown_tags = u24
                f_transactions_1.append(x7)
    if buf[pos]:
        u25, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u25 = None
    o = _new(AddPartitionsToTxnRequest)
    o.transactions = f_transactions_1
    o.v3_and_below_transactional_id = ""
    o.v3_and_below_producer_id = 0
    o.v3_and_below_producer_epoch = 0
    o.v3_and_below_topics = []
    o.unknown_tags = u25
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
    f_throttle_time_ms_1 = _S3(buf, pos)[0]
    pos += 4
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_results_by_topic_v3_and_below_4 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_name_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = _ui(buf, pos)[0]
                pos += 4
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 6 > end - pos:
                        raise _short(pos)
                    f_results_by_partition_8 = []
                    if n11:
                        e16 = pos + n11 * 6
                        for f_partition_index_13, f_partition_error_code_14 in _I0(buf[pos:e16]):
                            x17 = _new(AddPartitionsToTxnPartitionResult)
                            x17.partition_index = f_partition_index_13
                            x17.partition_error_code = f_partition_error_code_14
                            x17.unknown_tags = None
                            f_results_by_partition_8.append(x17)
                        pos = e16
                x6 = _new(AddPartitionsToTxnTopicResult)
                x6.name = f_name_7
                x6.results_by_partition = f_results_by_partition_8
                x6.unknown_tags = None
                f_results_by_topic_v3_and_below_4.append(x6)
    o = _new(AddPartitionsToTxnResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = 0
    o.results_by_transaction = []
    o.results_by_topic_v3_and_below = f_results_by_topic_v3_and_below_4
    o.unknown_tags = None
    return o, pos


def _d_AddPartitionsToTxnResponse_v3(buf: bytes, pos: int, end: int) -> tuple[AddPartitionsToTxnResponse, int]:
    f_throttle_time_ms_1, pk5 = _S4(buf, pos)
    pos += 5
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
        f_results_by_topic_v3_and_below_4 = []
        if pk5:
            for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _string_uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_name_7 = buf[pos:e10].decode()
                    pos = e10
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
                    if n11 * 7 > end - pos:
                        raise _short(pos)
                    f_results_by_partition_8 = []
                    if n11:
                        e16 = pos + n11 * 7
                        for f_partition_index_13, f_partition_error_code_14, tb15 in _I1(buf[pos:e16]):
                            if tb15:
                                break
                            x17 = _new(AddPartitionsToTxnPartitionResult)
                            x17.partition_index = f_partition_index_13
                            x17.partition_error_code = f_partition_error_code_14
                            x17.unknown_tags = None
                            f_results_by_partition_8.append(x17)
                        else:
                            pos = e16
                        if pos != e16:
                            f_results_by_partition_8 = []
                            for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                                f_partition_index_18, f_partition_error_code_19, pk20 = _S5(buf, pos)
                                pos += 7
                                if pk20:
                                    u21, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u21 = None
                                x12 = _new(AddPartitionsToTxnPartitionResult)
                                x12.partition_index = f_partition_index_18
                                x12.partition_error_code = f_partition_error_code_19
                                x12.unknown_tags = u21
                                f_results_by_partition_8.append(x12)
                if buf[pos]:
                    u22, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u22 = None
                x6 = _new(AddPartitionsToTxnTopicResult)
                x6.name = f_name_7
                x6.results_by_partition = f_results_by_partition_8
                x6.unknown_tags = u22
                f_results_by_topic_v3_and_below_4.append(x6)
    if buf[pos]:
        u23, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u23 = None
    o = _new(AddPartitionsToTxnResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = 0
    o.results_by_transaction = []
    o.results_by_topic_v3_and_below = f_results_by_topic_v3_and_below_4
    o.unknown_tags = u23
    return o, pos


def _d_AddPartitionsToTxnResponse_v4(buf: bytes, pos: int, end: int) -> tuple[AddPartitionsToTxnResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, pk5 = _S5(buf, pos)
    pos += 7
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
        f_results_by_transaction_3 = []
        if pk5:
            for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _string_uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_transactional_id_7 = buf[pos:e10].decode()
                    pos = e10
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
                    if n11 * 3 > end - pos:
                        raise _short(pos)
                    f_topic_results_8 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            n15 = buf[pos]
                            if n15 < 128:
                                pos += 1
                                n15 -= 1
                            elif buf[pos + 1] < 128:
                                n15 = n15 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n15, pos = _string_uvarint(buf, pos)
                                n15 -= 1
                            if n15 < 0:
                                raise _negative(pos)
                            else:
                                e16 = pos + n15
                                if e16 > end:
                                    raise _short(pos)
                                f_name_13 = buf[pos:e16].decode()
                                pos = e16
                            n17 = buf[pos]
                            if n17 < 128:
                                pos += 1
                                n17 -= 1
                            elif buf[pos + 1] < 128:
                                n17 = n17 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n17, pos = _uvarint(buf, pos)
                                n17 -= 1
                            if n17 < 0:
                                raise _negative(pos)
                            else:
                                if n17 * 7 > end - pos:
                                    raise _short(pos)
                                f_results_by_partition_14 = []
                                if n17:
                                    e22 = pos + n17 * 7
                                    for f_partition_index_19, f_partition_error_code_20, tb21 in _I1(buf[pos:e22]):
                                        if tb21:
                                            break
                                        x23 = _new(AddPartitionsToTxnPartitionResult)
                                        x23.partition_index = f_partition_index_19
                                        x23.partition_error_code = f_partition_error_code_20
                                        x23.unknown_tags = None
                                        f_results_by_partition_14.append(x23)
                                    else:
                                        pos = e22
                                    if pos != e22:
                                        f_results_by_partition_14 = []
                                        for _ in (_ranges[n17] if n17 < 256 else range(n17)):
                                            f_partition_index_24, f_partition_error_code_25, pk26 = _S5(buf, pos)
                                            pos += 7
                                            if pk26:
                                                u27, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u27 = None
                                            x18 = _new(AddPartitionsToTxnPartitionResult)
                                            x18.partition_index = f_partition_index_24
                                            x18.partition_error_code = f_partition_error_code_25
                                            x18.unknown_tags = u27
                                            f_results_by_partition_14.append(x18)
                            if buf[pos]:
                                u28, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u28 = None
                            x12 = _new(AddPartitionsToTxnTopicResult)
                            x12.name = f_name_13
                            x12.results_by_partition = f_results_by_partition_14
                            x12.unknown_tags = u28
                            f_topic_results_8.append(x12)
                if buf[pos]:
                    u29, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u29 = None
                x6 = _new(AddPartitionsToTxnResult)
                x6.transactional_id = f_transactional_id_7
                x6.topic_results = f_topic_results_8
                x6.unknown_tags = u29
                f_results_by_transaction_3.append(x6)
    if buf[pos]:
        u30, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u30 = None
    o = _new(AddPartitionsToTxnResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.results_by_transaction = f_results_by_transaction_3
    o.results_by_topic_v3_and_below = []
    o.unknown_tags = u30
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
