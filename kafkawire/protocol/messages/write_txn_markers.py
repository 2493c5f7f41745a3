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

__all__ = ['WritableTxnMarker', 'WritableTxnMarkerPartitionResult', 'WritableTxnMarkerResult', 'WritableTxnMarkerTopic', 'WritableTxnMarkerTopicResult', 'WriteTxnMarkersRequest', 'WriteTxnMarkersResponse']

_I0 = _Struct('>ih').iter_unpack
_I1 = _Struct('>ihB').iter_unpack
_S0 = _Struct('>qh?').unpack_from
_P0 = _Struct('>qh?').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>qh?BiB').unpack_from
_P2 = _Struct('>qh?BiB').pack
_S3 = _Struct('>iB').unpack_from
_P3 = _Struct('>iB').pack
_S4 = _Struct('>qh?BibB').unpack_from
_P4 = _Struct('>qh?BibB').pack
_S5 = _Struct('>ibB').unpack_from
_P5 = _Struct('>ibB').pack
_S6 = _Struct('>qhB').unpack_from
_P6 = _Struct('>qhB').pack
_S7 = _Struct('>ib').unpack_from
_P7 = _Struct('>ib').pack
_S8 = _Struct('>q').unpack_from
_P8 = _Struct('>q').pack
_S9 = _Struct('>qB').unpack_from
_P9 = _Struct('>qB').pack
_S10 = _Struct('>ihB').unpack_from
_P10 = _Struct('>ihB').pack
_S11 = _Struct('>ih').unpack_from
_P11 = _Struct('>ih').pack


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


class WriteTxnMarkersRequest(Request["WriteTxnMarkersResponse"]):
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
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                f_producer_id_4, f_producer_epoch_5, f_transaction_result_6 = _S0(buf, pos)
                pos += 11
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 6 > end - pos:
                        raise _short(pos)
                    f_topics_7 = []
                    if n10:
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            n14 = _uh(buf, pos)[0]
                            pos += 2
                            if n14 < 0:
                                raise _negative(pos)
                            else:
                                e15 = pos + n14
                                if e15 > end:
                                    raise _short(pos)
                                f_name_12 = buf[pos:e15].decode()
                                pos = e15
                            n16 = _ui(buf, pos)[0]
                            pos += 4
                            if n16 < 0:
                                raise _negative(pos)
                            else:
                                if not n16:
                                    f_partition_indexes_13 = []
                                elif n16 < 33:
                                    f_partition_indexes_13 = [*_i32s[n16](buf, pos)]
                                    pos += n16 * 4
                                elif n16 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_partition_indexes_13 = [*_array('i', n16).unpack_from(buf, pos)]
                                    pos += n16 * 4
                            x11 = _new(WritableTxnMarkerTopic)
                            x11.name = f_name_12
                            x11.partition_indexes = f_partition_indexes_13
                            x11.unknown_tags = None
                            f_topics_7.append(x11)
                f_coordinator_epoch_8 = _S1(buf, pos)[0]
                pos += 4
                x3 = _new(WritableTxnMarker)
                x3.producer_id = f_producer_id_4
                x3.producer_epoch = f_producer_epoch_5
                x3.transaction_result = f_transaction_result_6
                x3.topics = f_topics_7
                x3.coordinator_epoch = f_coordinator_epoch_8
                x3.transaction_version = 0
                x3.unknown_tags = None
                f_markers_1.append(x3)
    o = _new(WriteTxnMarkersRequest)
    o.markers = f_markers_1
    o.unknown_tags = None
    return o, pos


def _d_WriteTxnMarkersRequest_v1(buf: bytes, pos: int, end: int) -> tuple[WriteTxnMarkersRequest, int]:
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
        if n2 * 17 > end - pos:
            raise _short(pos)
        f_markers_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                f_producer_id_4, f_producer_epoch_5, f_transaction_result_6, pk10, f_coordinator_epoch_8, pk11 = _S2(buf, pos)
                if pk10 == 1:
                    pos += 17
                    f_topics_7 = []
                else:
                    pos += 12
                    if pk10 < 128:
                        pk10 -= 1
                    elif buf[pos] < 128:
                        pk10 = pk10 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk10, pos = _uvarint(buf, pos - 1)
                        pk10 -= 1
                    if pk10 < 0:
                        raise _negative(pos)
                    else:
                        if pk10 * 3 > end - pos:
                            raise _short(pos)
                        f_topics_7 = []
                        if pk10:
                            for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
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
                                b17 = buf[pos]
                                pos += 1
                                if 1 < b17 < 34:
                                    f_partition_indexes_14 = [*_i32c[b17](buf, pos)]
                                    pos += b17 * 4 - 4
                                elif b17 == 1:
                                    f_partition_indexes_14 = []
                                else:
                                    pos -= 1
                                    n18 = buf[pos]
                                    if n18 < 128:
                                        pos += 1
                                        n18 -= 1
                                    elif buf[pos + 1] < 128:
                                        n18 = n18 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n18, pos = _uvarint(buf, pos)
                                        n18 -= 1
                                    if n18 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n18:
                                            f_partition_indexes_14 = []
                                        elif n18 < 33:
                                            f_partition_indexes_14 = [*_i32s[n18](buf, pos)]
                                            pos += n18 * 4
                                        elif n18 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_partition_indexes_14 = [*_array('i', n18).unpack_from(buf, pos)]
                                            pos += n18 * 4
                                if buf[pos]:
                                    u19, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u19 = None
                                x12 = _new(WritableTxnMarkerTopic)
                                x12.name = f_name_13
                                x12.partition_indexes = f_partition_indexes_14
                                x12.unknown_tags = u19
                                f_topics_7.append(x12)
                    f_coordinator_epoch_8, pk11 = _S3(buf, pos)
                    pos += 5
                if pk11:
                    u20, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u20 = None
                x3 = _new(WritableTxnMarker)
                x3.producer_id = f_producer_id_4
                x3.producer_epoch = f_producer_epoch_5
                x3.transaction_result = f_transaction_result_6
                x3.topics = f_topics_7
                x3.coordinator_epoch = f_coordinator_epoch_8
                x3.transaction_version = 0
                x3.unknown_tags = u20
                f_markers_1.append(x3)
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
        if n2 * 18 > end - pos:
            raise _short(pos)
        f_markers_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                f_producer_id_4, f_producer_epoch_5, f_transaction_result_6, pk10, f_coordinator_epoch_8, f_transaction_version_9, pk11 = _S4(buf, pos)
                if pk10 == 1:
                    pos += 18
                    f_topics_7 = []
                else:
                    pos += 12
                    if pk10 < 128:
                        pk10 -= 1
                    elif buf[pos] < 128:
                        pk10 = pk10 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk10, pos = _uvarint(buf, pos - 1)
                        pk10 -= 1
                    if pk10 < 0:
                        raise _negative(pos)
                    else:
                        if pk10 * 3 > end - pos:
                            raise _short(pos)
                        f_topics_7 = []
                        if pk10:
                            for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
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
                                b17 = buf[pos]
                                pos += 1
                                if 1 < b17 < 34:
                                    f_partition_indexes_14 = [*_i32c[b17](buf, pos)]
                                    pos += b17 * 4 - 4
                                elif b17 == 1:
                                    f_partition_indexes_14 = []
                                else:
                                    pos -= 1
                                    n18 = buf[pos]
                                    if n18 < 128:
                                        pos += 1
                                        n18 -= 1
                                    elif buf[pos + 1] < 128:
                                        n18 = n18 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n18, pos = _uvarint(buf, pos)
                                        n18 -= 1
                                    if n18 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n18:
                                            f_partition_indexes_14 = []
                                        elif n18 < 33:
                                            f_partition_indexes_14 = [*_i32s[n18](buf, pos)]
                                            pos += n18 * 4
                                        elif n18 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_partition_indexes_14 = [*_array('i', n18).unpack_from(buf, pos)]
                                            pos += n18 * 4
                                if buf[pos]:
                                    u19, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u19 = None
                                x12 = _new(WritableTxnMarkerTopic)
                                x12.name = f_name_13
                                x12.partition_indexes = f_partition_indexes_14
                                x12.unknown_tags = u19
                                f_topics_7.append(x12)
                    f_coordinator_epoch_8, f_transaction_version_9, pk11 = _S5(buf, pos)
                    pos += 6
                if pk11:
                    u20, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u20 = None
                x3 = _new(WritableTxnMarker)
                x3.producer_id = f_producer_id_4
                x3.producer_epoch = f_producer_epoch_5
                x3.transaction_result = f_transaction_result_6
                x3.topics = f_topics_7
                x3.coordinator_epoch = f_coordinator_epoch_8
                x3.transaction_version = f_transaction_version_9
                x3.unknown_tags = u20
                f_markers_1.append(x3)
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
    if o.unknown_tags:
        raise _untagged('WriteTxnMarkersRequest', 0)
    if type(o.markers) is not list:
        _check_list(o.markers)
    out.append(_Pi(len(o.markers)))
    for x1 in o.markers:
        if x1.unknown_tags:
            raise _untagged('WritableTxnMarker', 0)
        out.append(_P6(x1.producer_id, x1.producer_epoch, _BOOL[x1.transaction_result]))
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        out.append(_Pi(len(x1.topics)))
        for x2 in x1.topics:
            if x2.unknown_tags:
                raise _untagged('WritableTxnMarkerTopic', 0)
            b3 = x2.name.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
            if type(x2.partition_indexes) is not list:
                _check_list(x2.partition_indexes)
            out.append(_Pi(len(x2.partition_indexes)))
            out.append(_array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes))
        out.append(_P1(x1.coordinator_epoch))


def _e_WriteTxnMarkersRequest_v1(o: WriteTxnMarkersRequest, out: list[bytes]) -> None:
    if type(o.markers) is not list:
        _check_list(o.markers)
    if len(o.markers) + 1 < 128:
        out.append(_B1[len(o.markers) + 1])
    else:
        out.append(_encode_uvarint(len(o.markers) + 1))
    for x1 in o.markers:
        out.append(_P6(x1.producer_id, x1.producer_epoch, _BOOL[x1.transaction_result]))
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x2 in x1.topics:
            b3 = x2.name.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
            if type(x2.partition_indexes) is not list:
                _check_list(x2.partition_indexes)
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
    if type(o.markers) is not list:
        _check_list(o.markers)
    if len(o.markers) + 1 < 128:
        out.append(_B1[len(o.markers) + 1])
    else:
        out.append(_encode_uvarint(len(o.markers) + 1))
    for x1 in o.markers:
        out.append(_P6(x1.producer_id, x1.producer_epoch, _BOOL[x1.transaction_result]))
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x2 in x1.topics:
            b3 = x2.name.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
            if type(x2.partition_indexes) is not list:
                _check_list(x2.partition_indexes)
            if len(x2.partition_indexes) + 1 < 128:
                out.append(_B1[len(x2.partition_indexes) + 1])
            else:
                out.append(_encode_uvarint(len(x2.partition_indexes) + 1))
            out.append(_array('i', len(x2.partition_indexes)).pack(*x2.partition_indexes))
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P7(x1.coordinator_epoch, x1.transaction_version))
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
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                f_producer_id_4 = _S8(buf, pos)[0]
                pos += 8
                n6 = _ui(buf, pos)[0]
                pos += 4
                if n6 < 0:
                    raise _negative(pos)
                else:
                    if n6 * 6 > end - pos:
                        raise _short(pos)
                    f_topics_5 = []
                    if n6:
                        for _ in (_ranges[n6] if n6 < 256 else range(n6)):
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
                                f_partitions_9 = []
                                if n12:
                                    e17 = pos + n12 * 6
                                    for f_partition_index_14, f_error_code_15 in _I0(buf[pos:e17]):
                                        x18 = _new(WritableTxnMarkerPartitionResult)
                                        x18.partition_index = f_partition_index_14
                                        x18.error_code = f_error_code_15
                                        x18.unknown_tags = None
                                        f_partitions_9.append(x18)
                                    pos = e17
                            x7 = _new(WritableTxnMarkerTopicResult)
                            x7.name = f_name_8
                            x7.partitions = f_partitions_9
                            x7.unknown_tags = None
                            f_topics_5.append(x7)
                x3 = _new(WritableTxnMarkerResult)
                x3.producer_id = f_producer_id_4
                x3.topics = f_topics_5
                x3.unknown_tags = None
                f_markers_1.append(x3)
    o = _new(WriteTxnMarkersResponse)
    o.markers = f_markers_1
    o.unknown_tags = None
    return o, pos


def _d_WriteTxnMarkersResponse_v1(buf: bytes, pos: int, end: int) -> tuple[WriteTxnMarkersResponse, int]:
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
        if n2 * 10 > end - pos:
            raise _short(pos)
        f_markers_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                f_producer_id_4, pk6 = _S9(buf, pos)
                pos += 9
                if pk6 < 128:
                    pk6 -= 1
                elif buf[pos] < 128:
                    pk6 = pk6 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk6, pos = _uvarint(buf, pos - 1)
                    pk6 -= 1
                if pk6 < 0:
                    raise _negative(pos)
                else:
                    if pk6 * 3 > end - pos:
                        raise _short(pos)
                    f_topics_5 = []
                    if pk6:
                        for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
                            n10 = buf[pos]
                            if n10 < 128:
                                pos += 1
                                n10 -= 1
                            elif buf[pos + 1] < 128:
                                n10 = n10 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n10, pos = _string_uvarint(buf, pos)
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
                                n12 -= 1
                            elif buf[pos + 1] < 128:
                                n12 = n12 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n12, pos = _uvarint(buf, pos)
                                n12 -= 1
                            if n12 < 0:
                                raise _negative(pos)
                            else:
                                if n12 * 7 > end - pos:
                                    raise _short(pos)
                                f_partitions_9 = []
                                if n12:
                                    e17 = pos + n12 * 7
                                    for f_partition_index_14, f_error_code_15, tb16 in _I1(buf[pos:e17]):
                                        if tb16:
                                            break
                                        x18 = _new(WritableTxnMarkerPartitionResult)
                                        x18.partition_index = f_partition_index_14
                                        x18.error_code = f_error_code_15
                                        x18.unknown_tags = None
                                        f_partitions_9.append(x18)
                                    else:
                                        pos = e17
                                    if pos != e17:
                                        f_partitions_9 = []
                                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                                            f_partition_index_19, f_error_code_20, pk21 = _S10(buf, pos)
                                            pos += 7
                                            if pk21:
                                                u22, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u22 = None
                                            x13 = _new(WritableTxnMarkerPartitionResult)
                                            x13.partition_index = f_partition_index_19
                                            x13.error_code = f_error_code_20
                                            x13.unknown_tags = u22
                                            f_partitions_9.append(x13)
                            if buf[pos]:
                                u23, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u23 = None
                            x7 = _new(WritableTxnMarkerTopicResult)
                            x7.name = f_name_8
                            x7.partitions = f_partitions_9
                            x7.unknown_tags = u23
                            f_topics_5.append(x7)
                if buf[pos]:
                    u24, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u24 = None
                x3 = _new(WritableTxnMarkerResult)
                x3.producer_id = f_producer_id_4
                x3.topics = f_topics_5
                x3.unknown_tags = u24
                f_markers_1.append(x3)
    if buf[pos]:
        u25, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u25 = None
    o = _new(WriteTxnMarkersResponse)
    o.markers = f_markers_1
    o.unknown_tags = u25
    return o, pos


def _e_WriteTxnMarkersResponse_v0(o: WriteTxnMarkersResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('WriteTxnMarkersResponse', 0)
    if type(o.markers) is not list:
        _check_list(o.markers)
    out.append(_Pi(len(o.markers)))
    for x1 in o.markers:
        if x1.unknown_tags:
            raise _untagged('WritableTxnMarkerResult', 0)
        out.append(_P8(x1.producer_id))
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        out.append(_Pi(len(x1.topics)))
        for x2 in x1.topics:
            if x2.unknown_tags:
                raise _untagged('WritableTxnMarkerTopicResult', 0)
            b3 = x2.name.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
            if type(x2.partitions) is not list:
                _check_list(x2.partitions)
            out.append(_Pi(len(x2.partitions)))
            for x4 in x2.partitions:
                if x4.unknown_tags:
                    raise _untagged('WritableTxnMarkerPartitionResult', 0)
                out.append(_P11(x4.partition_index, x4.error_code))


def _e_WriteTxnMarkersResponse_v1(o: WriteTxnMarkersResponse, out: list[bytes]) -> None:
    if type(o.markers) is not list:
        _check_list(o.markers)
    if len(o.markers) + 1 < 128:
        out.append(_B1[len(o.markers) + 1])
    else:
        out.append(_encode_uvarint(len(o.markers) + 1))
    for x1 in o.markers:
        out.append(_P8(x1.producer_id))
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x2 in x1.topics:
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
            for x4 in x2.partitions:
                out.append(_P11(x4.partition_index, x4.error_code))
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


WriteTxnMarkersRequest.DECODERS = {0: _d_WriteTxnMarkersRequest_v0, 1: _d_WriteTxnMarkersRequest_v1, 2: _d_WriteTxnMarkersRequest_v2}
WriteTxnMarkersRequest.ENCODERS = {0: _e_WriteTxnMarkersRequest_v0, 1: _e_WriteTxnMarkersRequest_v1, 2: _e_WriteTxnMarkersRequest_v2}
_bind_decode(WriteTxnMarkersRequest)

WriteTxnMarkersResponse.DECODERS = {0: _d_WriteTxnMarkersResponse_v0, 1: _d_WriteTxnMarkersResponse_v1, 2: _d_WriteTxnMarkersResponse_v1}
WriteTxnMarkersResponse.ENCODERS = {0: _e_WriteTxnMarkersResponse_v0, 1: _e_WriteTxnMarkersResponse_v1, 2: _e_WriteTxnMarkersResponse_v1}
_bind_decode(WriteTxnMarkersResponse)
