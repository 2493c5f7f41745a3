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


def _d_WriteTxnMarkersRequest_v0(buf: bytes, pos: int, end: int) -> tuple[WriteTxnMarkersRequest, int]:
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 19 > end - pos:
            raise _short(pos)
        f_markers_1 = []
        ap3 = f_markers_1.append
        for _ in range(n2):
            f_producer_id_5, f_producer_epoch_6, f_transaction_result_7 = _S0(buf, pos)
            pos += 11
            n11 = _ui(buf, pos)[0]
            pos += 4
            if n11 < 0:
                raise _negative(pos)
            else:
                if n11 * 6 > end - pos:
                    raise _short(pos)
                f_topics_8 = []
                ap12 = f_topics_8.append
                for _ in range(n11):
                    n16 = _uh(buf, pos)[0]
                    pos += 2
                    if n16 < 0:
                        raise _negative(pos)
                    else:
                        e17 = pos + n16
                        if e17 > end:
                            raise _short(pos)
                        f_name_14 = buf[pos:e17].decode()
                        pos = e17
                    n18 = _ui(buf, pos)[0]
                    pos += 4
                    if n18 < 0:
                        raise _negative(pos)
                    else:
                        if n18 < 33:
                            f_partition_indexes_15 = [*_i32s[n18](buf, pos)]
                        elif n18 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partition_indexes_15 = [*_array('i', n18).unpack_from(buf, pos)]
                        pos += n18 * 4
                    x13 = _new(WritableTxnMarkerTopic)
                    x13.name = f_name_14
                    x13.partition_indexes = f_partition_indexes_15
                    x13.unknown_tags = None
                    ap12(x13)
            f_coordinator_epoch_9 = _S1(buf, pos)[0]
            pos += 4
            x4 = _new(WritableTxnMarker)
            x4.producer_id = f_producer_id_5
            x4.producer_epoch = f_producer_epoch_6
            x4.transaction_result = f_transaction_result_7
            x4.topics = f_topics_8
            x4.coordinator_epoch = f_coordinator_epoch_9
            x4.transaction_version = 0
            x4.unknown_tags = None
            ap3(x4)
    o = _new(WriteTxnMarkersRequest)
    o.markers = f_markers_1
    o.unknown_tags = None
    return o, pos


def _d_WriteTxnMarkersRequest_v1(buf: bytes, pos: int, end: int) -> tuple[WriteTxnMarkersRequest, int]:
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
        if n2 * 17 > end - pos:
            raise _short(pos)
        f_markers_1 = []
        ap3 = f_markers_1.append
        for _ in range(n2):
            f_producer_id_5, f_producer_epoch_6, f_transaction_result_7 = _S0(buf, pos)
            pos += 11
            n11 = buf[pos]
            if n11 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n11 = (n11 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n11, pos = _uvarint(buf, pos)
            n11 -= 1
            if n11 < 0:
                raise _negative(pos)
            else:
                if n11 * 3 > end - pos:
                    raise _short(pos)
                f_topics_8 = []
                ap12 = f_topics_8.append
                for _ in range(n11):
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
                        f_name_14 = buf[pos:e17].decode()
                        pos = e17
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
                        if n18 < 33:
                            f_partition_indexes_15 = [*_i32s[n18](buf, pos)]
                        elif n18 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partition_indexes_15 = [*_array('i', n18).unpack_from(buf, pos)]
                        pos += n18 * 4
                    if buf[pos]:
                        u19, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u19 = None
                    x13 = _new(WritableTxnMarkerTopic)
                    x13.name = f_name_14
                    x13.partition_indexes = f_partition_indexes_15
                    x13.unknown_tags = u19
                    ap12(x13)
            f_coordinator_epoch_9 = _S1(buf, pos)[0]
            pos += 4
            if buf[pos]:
                u20, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u20 = None
            x4 = _new(WritableTxnMarker)
            x4.producer_id = f_producer_id_5
            x4.producer_epoch = f_producer_epoch_6
            x4.transaction_result = f_transaction_result_7
            x4.topics = f_topics_8
            x4.coordinator_epoch = f_coordinator_epoch_9
            x4.transaction_version = 0
            x4.unknown_tags = u20
            ap3(x4)
    if buf[pos]:
        u21, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u21 = None
    o = _new(WriteTxnMarkersRequest)
    o.markers = f_markers_1
    o.unknown_tags = u21
    return o, pos


def _d_WriteTxnMarkersRequest_v2(buf: bytes, pos: int, end: int) -> tuple[WriteTxnMarkersRequest, int]:
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
        if n2 * 18 > end - pos:
            raise _short(pos)
        f_markers_1 = []
        ap3 = f_markers_1.append
        for _ in range(n2):
            f_producer_id_5, f_producer_epoch_6, f_transaction_result_7 = _S0(buf, pos)
            pos += 11
            n11 = buf[pos]
            if n11 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n11 = (n11 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n11, pos = _uvarint(buf, pos)
            n11 -= 1
            if n11 < 0:
                raise _negative(pos)
            else:
                if n11 * 3 > end - pos:
                    raise _short(pos)
                f_topics_8 = []
                ap12 = f_topics_8.append
                for _ in range(n11):
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
                        f_name_14 = buf[pos:e17].decode()
                        pos = e17
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
                        if n18 < 33:
                            f_partition_indexes_15 = [*_i32s[n18](buf, pos)]
                        elif n18 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partition_indexes_15 = [*_array('i', n18).unpack_from(buf, pos)]
                        pos += n18 * 4
                    if buf[pos]:
                        u19, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u19 = None
                    x13 = _new(WritableTxnMarkerTopic)
                    x13.name = f_name_14
                    x13.partition_indexes = f_partition_indexes_15
                    x13.unknown_tags = u19
                    ap12(x13)
            f_coordinator_epoch_9, f_transaction_version_10 = _S2(buf, pos)
            pos += 5
            if buf[pos]:
                u20, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u20 = None
            x4 = _new(WritableTxnMarker)
            x4.producer_id = f_producer_id_5
            x4.producer_epoch = f_producer_epoch_6
            x4.transaction_result = f_transaction_result_7
            x4.topics = f_topics_8
            x4.coordinator_epoch = f_coordinator_epoch_9
            x4.transaction_version = f_transaction_version_10
            x4.unknown_tags = u20
            ap3(x4)
    if buf[pos]:
        u21, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u21 = None
    o = _new(WriteTxnMarkersRequest)
    o.markers = f_markers_1
    o.unknown_tags = u21
    return o, pos


def _e_WriteTxnMarkersRequest_v0(o: WriteTxnMarkersRequest, out: list[bytes]) -> None:
    out.append(_Pi(len(o.markers)))
    for x1 in o.markers:
        out.append(_P0(x1.producer_id, x1.producer_epoch, x1.transaction_result))
        out.append(_Pi(len(x1.topics)))
        for x2 in x1.topics:
            b3 = x2.name.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
            out.append(_Pi(len(x2.partition_indexes)))
            out.append(_array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes))
        out.append(_P1(x1.coordinator_epoch))


def _e_WriteTxnMarkersRequest_v1(o: WriteTxnMarkersRequest, out: list[bytes]) -> None:
    if len(o.markers) + 1 < 128:
        out.append(_B1[len(o.markers) + 1])
    else:
        out.append(_encode_uvarint(len(o.markers) + 1))
    for x1 in o.markers:
        out.append(_P0(x1.producer_id, x1.producer_epoch, x1.transaction_result))
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x2 in x1.topics:
            b3 = x2.name.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_encode_uvarint(len(b3) + 1))
            out.append(b3)
            if len(x2.partition_indexes) + 1 < 128:
                out.append(_B1[len(x2.partition_indexes) + 1])
            else:
                out.append(_encode_uvarint(len(x2.partition_indexes) + 1))
            out.append(_array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes))
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P1(x1.coordinator_epoch))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_WriteTxnMarkersRequest_v2(o: WriteTxnMarkersRequest, out: list[bytes]) -> None:
    if len(o.markers) + 1 < 128:
        out.append(_B1[len(o.markers) + 1])
    else:
        out.append(_encode_uvarint(len(o.markers) + 1))
    for x1 in o.markers:
        out.append(_P0(x1.producer_id, x1.producer_epoch, x1.transaction_result))
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x2 in x1.topics:
            b3 = x2.name.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_encode_uvarint(len(b3) + 1))
            out.append(b3)
            if len(x2.partition_indexes) + 1 < 128:
                out.append(_B1[len(x2.partition_indexes) + 1])
            else:
                out.append(_encode_uvarint(len(x2.partition_indexes) + 1))
            out.append(_array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes))
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P2(x1.coordinator_epoch, x1.transaction_version))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_WriteTxnMarkersResponse_v0(buf: bytes, pos: int, end: int) -> tuple[WriteTxnMarkersResponse, int]:
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 12 > end - pos:
            raise _short(pos)
        f_markers_1 = []
        ap3 = f_markers_1.append
        for _ in range(n2):
            f_producer_id_5 = _S3(buf, pos)[0]
            pos += 8
            n7 = _ui(buf, pos)[0]
            pos += 4
            if n7 < 0:
                raise _negative(pos)
            else:
                if n7 * 6 > end - pos:
                    raise _short(pos)
                f_topics_6 = []
                ap8 = f_topics_6.append
                for _ in range(n7):
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
                        if n14 * 6 > end - pos:
                            raise _short(pos)
                        f_partitions_11 = []
                        ap15 = f_partitions_11.append
                        for _ in range(n14):
                            f_partition_index_17, f_error_code_18 = _S4(buf, pos)
                            pos += 6
                            x16 = _new(WritableTxnMarkerPartitionResult)
                            x16.partition_index = f_partition_index_17
                            x16.error_code = f_error_code_18
                            x16.unknown_tags = None
                            ap15(x16)
                    x9 = _new(WritableTxnMarkerTopicResult)
                    x9.name = f_name_10
                    x9.partitions = f_partitions_11
                    x9.unknown_tags = None
                    ap8(x9)
            x4 = _new(WritableTxnMarkerResult)
            x4.producer_id = f_producer_id_5
            x4.topics = f_topics_6
            x4.unknown_tags = None
            ap3(x4)
    o = _new(WriteTxnMarkersResponse)
    o.markers = f_markers_1
    o.unknown_tags = None
    return o, pos


def _d_WriteTxnMarkersResponse_v1(buf: bytes, pos: int, end: int) -> tuple[WriteTxnMarkersResponse, int]:
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
        if n2 * 10 > end - pos:
            raise _short(pos)
        f_markers_1 = []
        ap3 = f_markers_1.append
        for _ in range(n2):
            f_producer_id_5 = _S3(buf, pos)[0]
            pos += 8
            n7 = buf[pos]
            if n7 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n7 = (n7 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n7, pos = _uvarint(buf, pos)
            n7 -= 1
            if n7 < 0:
                raise _negative(pos)
            else:
                if n7 * 3 > end - pos:
                    raise _short(pos)
                f_topics_6 = []
                ap8 = f_topics_6.append
                for _ in range(n7):
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
                        e13 = pos + n12
                        if e13 > end:
                            raise _short(pos)
                        f_name_10 = buf[pos:e13].decode()
                        pos = e13
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
                        if n14 * 7 > end - pos:
                            raise _short(pos)
                        f_partitions_11 = []
                        ap15 = f_partitions_11.append
                        for _ in range(n14):
                            f_partition_index_17, f_error_code_18 = _S4(buf, pos)
                            pos += 6
                            if buf[pos]:
                                u19, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u19 = None
                            x16 = _new(WritableTxnMarkerPartitionResult)
                            x16.partition_index = f_partition_index_17
                            x16.error_code = f_error_code_18
                            x16.unknown_tags = u19
                            ap15(x16)
                    if buf[pos]:
                        u20, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u20 = None
                    x9 = _new(WritableTxnMarkerTopicResult)
                    x9.name = f_name_10
                    x9.partitions = f_partitions_11
                    x9.unknown_tags = u20
                    ap8(x9)
            if buf[pos]:
                u21, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u21 = None
            x4 = _new(WritableTxnMarkerResult)
            x4.producer_id = f_producer_id_5
            x4.topics = f_topics_6
            x4.unknown_tags = u21
            ap3(x4)
    if buf[pos]:
        u22, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u22 = None
    o = _new(WriteTxnMarkersResponse)
    o.markers = f_markers_1
    o.unknown_tags = u22
    return o, pos


def _e_WriteTxnMarkersResponse_v0(o: WriteTxnMarkersResponse, out: list[bytes]) -> None:
    out.append(_Pi(len(o.markers)))
    for x1 in o.markers:
        out.append(_P3(x1.producer_id))
        out.append(_Pi(len(x1.topics)))
        for x2 in x1.topics:
            b3 = x2.name.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
            out.append(_Pi(len(x2.partitions)))
            for x4 in x2.partitions:
                out.append(_P4(x4.partition_index, x4.error_code))


def _e_WriteTxnMarkersResponse_v1(o: WriteTxnMarkersResponse, out: list[bytes]) -> None:
    if len(o.markers) + 1 < 128:
        out.append(_B1[len(o.markers) + 1])
    else:
        out.append(_encode_uvarint(len(o.markers) + 1))
    for x1 in o.markers:
        out.append(_P3(x1.producer_id))
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x2 in x1.topics:
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
            for x4 in x2.partitions:
                out.append(_P4(x4.partition_index, x4.error_code))
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(b'\x00')
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
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


WriteTxnMarkersRequest.DECODERS = (_d_WriteTxnMarkersRequest_v0, _d_WriteTxnMarkersRequest_v1, _d_WriteTxnMarkersRequest_v2,)
WriteTxnMarkersRequest.ENCODERS = (_e_WriteTxnMarkersRequest_v0, _e_WriteTxnMarkersRequest_v1, _e_WriteTxnMarkersRequest_v2,)

WriteTxnMarkersResponse.DECODERS = (_d_WriteTxnMarkersResponse_v0, _d_WriteTxnMarkersResponse_v1, _d_WriteTxnMarkersResponse_v1,)
WriteTxnMarkersResponse.ENCODERS = (_e_WriteTxnMarkersResponse_v0, _e_WriteTxnMarkersResponse_v1, _e_WriteTxnMarkersResponse_v1,)
