# generated from defs/027-write-txn-markers.kw; do not edit
"""WriteTxnMarkers: API key 27, versions 0..2, flexible from 1."""

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

__all__ = ['WritableTxnMarker', 'WritableTxnMarkerPartitionResult', 'WritableTxnMarkerResult', 'WritableTxnMarkerTopic', 'WritableTxnMarkerTopicResult', 'WriteTxnMarkersRequest', 'WriteTxnMarkersResponse']

_S0 = _Struct('>qh?').unpack_from
_P0 = _Struct('>qh?').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>ib').unpack_from
_P2 = _Struct('>ib').pack
_S3 = _Struct('>q').unpack_from
_P3 = _Struct('>q').pack
_S4 = _Struct('>ih').unpack_from
_P4 = _Struct('>ih').pack


class WritableTxnMarkerTopic(Struct):
    """Element WritableTxnMarkerTopic of WriteTxnMarkers."""

    __slots__ = ('name', 'partition_indexes')
    name: str
    partition_indexes: list[int]

    def __init__(
        self,
        name: str = "",
        partition_indexes: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partition_indexes = [] if partition_indexes is DEFAULT else partition_indexes
        self.unknown_tags = unknown_tags


class WritableTxnMarker(Struct):
    """Element WritableTxnMarker of WriteTxnMarkers."""

    __slots__ = ('producer_id', 'producer_epoch', 'transaction_result', 'topics', 'coordinator_epoch', 'transaction_version')
    producer_id: int
    producer_epoch: int
    transaction_result: bool
    topics: list[WritableTxnMarkerTopic]
    coordinator_epoch: int
    transaction_version: int

    def __init__(
        self,
        producer_id: int = 0,
        producer_epoch: int = 0,
        transaction_result: bool = False,
        topics: list[WritableTxnMarkerTopic] = DEFAULT,
        coordinator_epoch: int = 0,
        transaction_version: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.transaction_result = transaction_result
        self.topics = [] if topics is DEFAULT else topics
        self.coordinator_epoch = coordinator_epoch
        self.transaction_version = transaction_version
        self.unknown_tags = unknown_tags


class WriteTxnMarkersRequest(Message):
    """WriteTxnMarkers request (API key 27), versions 0..2."""

    __slots__ = ('markers',)
    API_KEY = 27
    API_NAME = 'WriteTxnMarkers'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 1
    markers: list[WritableTxnMarker]

    def __init__(
        self,
        markers: list[WritableTxnMarker] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.markers = [] if markers is DEFAULT else markers
        self.unknown_tags = unknown_tags


class WritableTxnMarkerPartitionResult(Struct):
    """Element WritableTxnMarkerPartitionResult of WriteTxnMarkers."""

    __slots__ = ('partition_index', 'error_code')
    partition_index: int
    error_code: int

    def __init__(
        self,
        partition_index: int = 0,
        error_code: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.error_code = error_code
        self.unknown_tags = unknown_tags


class WritableTxnMarkerTopicResult(Struct):
    """Element WritableTxnMarkerTopicResult of WriteTxnMarkers."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[WritableTxnMarkerPartitionResult]

    def __init__(
        self,
        name: str = "",
        partitions: list[WritableTxnMarkerPartitionResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class WritableTxnMarkerResult(Struct):
    """Element WritableTxnMarkerResult of WriteTxnMarkers."""

    __slots__ = ('producer_id', 'topics')
    producer_id: int
    topics: list[WritableTxnMarkerTopicResult]

    def __init__(
        self,
        producer_id: int = 0,
        topics: list[WritableTxnMarkerTopicResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.producer_id = producer_id
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class WriteTxnMarkersResponse(Message):
    """WriteTxnMarkers response (API key 27), versions 0..2."""

    __slots__ = ('markers',)
    API_KEY = 27
    API_NAME = 'WriteTxnMarkers'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 1
    markers: list[WritableTxnMarkerResult]

    def __init__(
        self,
        markers: list[WritableTxnMarkerResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.markers = [] if markers is DEFAULT else markers
        self.unknown_tags = unknown_tags

WritableTxnMarkerTopic.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('partition_indexes', 'array', 'int32', (0, 2), None, DEFAULT),
)

WritableTxnMarker.FIELDS = (
    FieldSpec('producer_id', 'prim', 'int64', (0, 2), None, 0),
    FieldSpec('producer_epoch', 'prim', 'int16', (0, 2), None, 0),
    FieldSpec('transaction_result', 'prim', 'bool', (0, 2), None, False),
    FieldSpec('topics', 'array', 'WritableTxnMarkerTopic', (0, 2), None, DEFAULT, struct=WritableTxnMarkerTopic),
    FieldSpec('coordinator_epoch', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('transaction_version', 'prim', 'int8', (2, 2), None, 0, ignorable=True),
)

WriteTxnMarkersRequest.FIELDS = (
    FieldSpec('markers', 'array', 'WritableTxnMarker', (0, 2), None, DEFAULT, struct=WritableTxnMarker),
)

WritableTxnMarkerPartitionResult.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
)

WritableTxnMarkerTopicResult.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('partitions', 'array', 'WritableTxnMarkerPartitionResult', (0, 2), None, DEFAULT, struct=WritableTxnMarkerPartitionResult),
)

WritableTxnMarkerResult.FIELDS = (
    FieldSpec('producer_id', 'prim', 'int64', (0, 2), None, 0),
    FieldSpec('topics', 'array', 'WritableTxnMarkerTopicResult', (0, 2), None, DEFAULT, struct=WritableTxnMarkerTopicResult),
)

WriteTxnMarkersResponse.FIELDS = (
    FieldSpec('markers', 'array', 'WritableTxnMarkerResult', (0, 2), None, DEFAULT, struct=WritableTxnMarkerResult),
)


def _d_WritableTxnMarkerTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[WritableTxnMarkerTopic, int]:
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
        f_partition_indexes = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
    return WritableTxnMarkerTopic(f_name, f_partition_indexes, None), pos


def _d_WritableTxnMarker_v0(buf: memoryview, pos: int, end: int) -> tuple[WritableTxnMarker, int]:
    f_producer_id, f_producer_epoch, f_transaction_result = _S0(buf, pos)
    pos += 11
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_WritableTxnMarkerTopic_v0(buf, pos, end)
            ap2(x3)
    f_coordinator_epoch = _S1(buf, pos)[0]
    pos += 4
    return WritableTxnMarker(f_producer_id, f_producer_epoch, f_transaction_result, f_topics, f_coordinator_epoch, 0, None), pos


def _d_WriteTxnMarkersRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[WriteTxnMarkersRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 19 > end - pos:
            raise _short(pos)
        f_markers = []
        ap2 = f_markers.append
        for _ in range(n1):
            x3, pos = _d_WritableTxnMarker_v0(buf, pos, end)
            ap2(x3)
    return WriteTxnMarkersRequest(f_markers, None), pos


def _d_WritableTxnMarkerTopic_v1(buf: memoryview, pos: int, end: int) -> tuple[WritableTxnMarkerTopic, int]:
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
        f_partition_indexes = list(_array('i', n3).unpack_from(buf, pos))
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
    return WritableTxnMarkerTopic(f_name, f_partition_indexes, u), pos


def _d_WritableTxnMarker_v1(buf: memoryview, pos: int, end: int) -> tuple[WritableTxnMarker, int]:
    f_producer_id, f_producer_epoch, f_transaction_result = _S0(buf, pos)
    pos += 11
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
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_WritableTxnMarkerTopic_v1(buf, pos, end)
            ap2(x3)
    f_coordinator_epoch = _S1(buf, pos)[0]
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
    return WritableTxnMarker(f_producer_id, f_producer_epoch, f_transaction_result, f_topics, f_coordinator_epoch, 0, u), pos


def _d_WriteTxnMarkersRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[WriteTxnMarkersRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 17 > end - pos:
            raise _short(pos)
        f_markers = []
        ap2 = f_markers.append
        for _ in range(n1):
            x3, pos = _d_WritableTxnMarker_v1(buf, pos, end)
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
    return WriteTxnMarkersRequest(f_markers, u), pos


def _d_WritableTxnMarker_v2(buf: memoryview, pos: int, end: int) -> tuple[WritableTxnMarker, int]:
    f_producer_id, f_producer_epoch, f_transaction_result = _S0(buf, pos)
    pos += 11
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
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_WritableTxnMarkerTopic_v1(buf, pos, end)
            ap2(x3)
    f_coordinator_epoch, f_transaction_version = _S2(buf, pos)
    pos += 5
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
    return WritableTxnMarker(f_producer_id, f_producer_epoch, f_transaction_result, f_topics, f_coordinator_epoch, f_transaction_version, u), pos


def _d_WriteTxnMarkersRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[WriteTxnMarkersRequest, int]:
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
        f_markers = []
        ap2 = f_markers.append
        for _ in range(n1):
            x3, pos = _d_WritableTxnMarker_v2(buf, pos, end)
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
    return WriteTxnMarkersRequest(f_markers, u), pos


def _e_WritableTxnMarkerTopic_v0(o: WritableTxnMarkerTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partition_indexes))
    out += _array('i', len(o.partition_indexes)).pack(*o.partition_indexes)


def _e_WritableTxnMarker_v0(o: WritableTxnMarker, out: bytearray) -> None:
    out += _P0(o.producer_id, o.producer_epoch, o.transaction_result)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_WritableTxnMarkerTopic_v0(x1, out)
    out += _P1(o.coordinator_epoch)


def _e_WriteTxnMarkersRequest_v0(o: WriteTxnMarkersRequest, out: bytearray) -> None:
    out += _Pi(len(o.markers))
    for x1 in o.markers:
        _e_WritableTxnMarker_v0(x1, out)


def _e_WritableTxnMarkerTopic_v1(o: WritableTxnMarkerTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partition_indexes) + 1 < 128:
        out.append(len(o.partition_indexes) + 1)
    else:
        out += _encode_uvarint(len(o.partition_indexes) + 1)
    out += _array('i', len(o.partition_indexes)).pack(*o.partition_indexes)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_WritableTxnMarker_v1(o: WritableTxnMarker, out: bytearray) -> None:
    out += _P0(o.producer_id, o.producer_epoch, o.transaction_result)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_WritableTxnMarkerTopic_v1(x1, out)
    out += _P1(o.coordinator_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_WriteTxnMarkersRequest_v1(o: WriteTxnMarkersRequest, out: bytearray) -> None:
    if len(o.markers) + 1 < 128:
        out.append(len(o.markers) + 1)
    else:
        out += _encode_uvarint(len(o.markers) + 1)
    for x1 in o.markers:
        _e_WritableTxnMarker_v1(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_WritableTxnMarker_v2(o: WritableTxnMarker, out: bytearray) -> None:
    out += _P0(o.producer_id, o.producer_epoch, o.transaction_result)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_WritableTxnMarkerTopic_v1(x1, out)
    out += _P2(o.coordinator_epoch, o.transaction_version)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_WriteTxnMarkersRequest_v2(o: WriteTxnMarkersRequest, out: bytearray) -> None:
    if len(o.markers) + 1 < 128:
        out.append(len(o.markers) + 1)
    else:
        out += _encode_uvarint(len(o.markers) + 1)
    for x1 in o.markers:
        _e_WritableTxnMarker_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_WritableTxnMarkerPartitionResult_v0(buf: memoryview, pos: int, end: int) -> tuple[WritableTxnMarkerPartitionResult, int]:
    f_partition_index, f_error_code = _S4(buf, pos)
    pos += 6
    return WritableTxnMarkerPartitionResult(f_partition_index, f_error_code, None), pos


def _d_WritableTxnMarkerTopicResult_v0(buf: memoryview, pos: int, end: int) -> tuple[WritableTxnMarkerTopicResult, int]:
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
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_WritableTxnMarkerPartitionResult_v0(buf, pos, end)
            ap4(x5)
    return WritableTxnMarkerTopicResult(f_name, f_partitions, None), pos


def _d_WritableTxnMarkerResult_v0(buf: memoryview, pos: int, end: int) -> tuple[WritableTxnMarkerResult, int]:
    f_producer_id = _S3(buf, pos)[0]
    pos += 8
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_WritableTxnMarkerTopicResult_v0(buf, pos, end)
            ap2(x3)
    return WritableTxnMarkerResult(f_producer_id, f_topics, None), pos


def _d_WriteTxnMarkersResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[WriteTxnMarkersResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 12 > end - pos:
            raise _short(pos)
        f_markers = []
        ap2 = f_markers.append
        for _ in range(n1):
            x3, pos = _d_WritableTxnMarkerResult_v0(buf, pos, end)
            ap2(x3)
    return WriteTxnMarkersResponse(f_markers, None), pos


def _d_WritableTxnMarkerPartitionResult_v1(buf: memoryview, pos: int, end: int) -> tuple[WritableTxnMarkerPartitionResult, int]:
    f_partition_index, f_error_code = _S4(buf, pos)
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
    return WritableTxnMarkerPartitionResult(f_partition_index, f_error_code, u), pos


def _d_WritableTxnMarkerTopicResult_v1(buf: memoryview, pos: int, end: int) -> tuple[WritableTxnMarkerTopicResult, int]:
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
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_WritableTxnMarkerPartitionResult_v1(buf, pos, end)
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
    return WritableTxnMarkerTopicResult(f_name, f_partitions, u), pos


def _d_WritableTxnMarkerResult_v1(buf: memoryview, pos: int, end: int) -> tuple[WritableTxnMarkerResult, int]:
    f_producer_id = _S3(buf, pos)[0]
    pos += 8
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
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_WritableTxnMarkerTopicResult_v1(buf, pos, end)
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
    return WritableTxnMarkerResult(f_producer_id, f_topics, u), pos


def _d_WriteTxnMarkersResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[WriteTxnMarkersResponse, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 10 > end - pos:
            raise _short(pos)
        f_markers = []
        ap2 = f_markers.append
        for _ in range(n1):
            x3, pos = _d_WritableTxnMarkerResult_v1(buf, pos, end)
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
    return WriteTxnMarkersResponse(f_markers, u), pos


def _e_WritableTxnMarkerPartitionResult_v0(o: WritableTxnMarkerPartitionResult, out: bytearray) -> None:
    out += _P4(o.partition_index, o.error_code)


def _e_WritableTxnMarkerTopicResult_v0(o: WritableTxnMarkerTopicResult, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_WritableTxnMarkerPartitionResult_v0(x2, out)


def _e_WritableTxnMarkerResult_v0(o: WritableTxnMarkerResult, out: bytearray) -> None:
    out += _P3(o.producer_id)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_WritableTxnMarkerTopicResult_v0(x1, out)


def _e_WriteTxnMarkersResponse_v0(o: WriteTxnMarkersResponse, out: bytearray) -> None:
    out += _Pi(len(o.markers))
    for x1 in o.markers:
        _e_WritableTxnMarkerResult_v0(x1, out)


def _e_WritableTxnMarkerPartitionResult_v1(o: WritableTxnMarkerPartitionResult, out: bytearray) -> None:
    out += _P4(o.partition_index, o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_WritableTxnMarkerTopicResult_v1(o: WritableTxnMarkerTopicResult, out: bytearray) -> None:
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
    for x2 in o.partitions:
        _e_WritableTxnMarkerPartitionResult_v1(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_WritableTxnMarkerResult_v1(o: WritableTxnMarkerResult, out: bytearray) -> None:
    out += _P3(o.producer_id)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_WritableTxnMarkerTopicResult_v1(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_WriteTxnMarkersResponse_v1(o: WriteTxnMarkersResponse, out: bytearray) -> None:
    if len(o.markers) + 1 < 128:
        out.append(len(o.markers) + 1)
    else:
        out += _encode_uvarint(len(o.markers) + 1)
    for x1 in o.markers:
        _e_WritableTxnMarkerResult_v1(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


WriteTxnMarkersRequest.DECODERS = (_d_WriteTxnMarkersRequest_v0, _d_WriteTxnMarkersRequest_v1, _d_WriteTxnMarkersRequest_v2,)
WriteTxnMarkersRequest.ENCODERS = (_e_WriteTxnMarkersRequest_v0, _e_WriteTxnMarkersRequest_v1, _e_WriteTxnMarkersRequest_v2,)

WriteTxnMarkersResponse.DECODERS = (_d_WriteTxnMarkersResponse_v0, _d_WriteTxnMarkersResponse_v1, _d_WriteTxnMarkersResponse_v1,)
WriteTxnMarkersResponse.ENCODERS = (_e_WriteTxnMarkersResponse_v0, _e_WriteTxnMarkersResponse_v1, _e_WriteTxnMarkersResponse_v1,)
