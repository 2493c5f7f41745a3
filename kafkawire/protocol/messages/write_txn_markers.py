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
    o = _new(WriteTxnMarkersRequest)
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
                x3 = _new(WritableTxnMarker)
                x3.producer_id, x3.producer_epoch, x3.transaction_result = _S0(buf, pos)
                pos += 11
                n5 = _ui(buf, pos)[0]
                pos += 4
                if n5 < 0:
                    raise _negative(pos)
                else:
                    if n5 * 6 > end - pos:
                        raise _short(pos)
                    f_topics_4 = []
                    if n5:
                        for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                            x6 = _new(WritableTxnMarkerTopic)
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
                                    f_partition_indexes_7 = []
                                elif n10 < 33:
                                    f_partition_indexes_7 = [*_i32s[n10](buf, pos)]
                                    pos += n10 * 4
                                elif n10 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_partition_indexes_7 = [*_array('i', n10).unpack_from(buf, pos)]
                                    pos += n10 * 4
                            x6.partition_indexes = f_partition_indexes_7
                            x6.unknown_tags = None
                            f_topics_4.append(x6)
                x3.coordinator_epoch = _S1(buf, pos)[0]
                pos += 4
                x3.topics = f_topics_4
                x3.transaction_version = 0
                x3.unknown_tags = None
                f_markers_1.append(x3)
    o.markers = f_markers_1
    o.unknown_tags = None
    return o, pos


def _d_WriteTxnMarkersRequest_v1(buf: bytes, pos: int, end: int) -> tuple[WriteTxnMarkersRequest, int]:
    o = _new(WriteTxnMarkersRequest)
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
                x3 = _new(WritableTxnMarker)
                x3.producer_id, x3.producer_epoch, x3.transaction_result, pk5, x3.coordinator_epoch, pk6 = _S2(buf, pos)
                if pk5 == 1:
                    pos += 17
                    f_topics_4 = []
                else:
                    pos += 12
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
                        f_topics_4 = []
                        if pk5:
                            for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
                                x7 = _new(WritableTxnMarkerTopic)
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
                                    x7.name = buf[pos:e10].decode()
                                    pos = e10
                                b11 = buf[pos]
                                pos += 1
                                if 1 < b11 < 34:
                                    f_partition_indexes_8 = [*_i32c[b11](buf, pos)]
                                    pos += b11 * 4 - 4
                                elif b11 == 1:
                                    f_partition_indexes_8 = []
                                else:
                                    pos -= 1
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
                                        if not n12:
                                            f_partition_indexes_8 = []
                                        elif n12 < 33:
                                            f_partition_indexes_8 = [*_i32s[n12](buf, pos)]
                                            pos += n12 * 4
                                        elif n12 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_partition_indexes_8 = [*_array('i', n12).unpack_from(buf, pos)]
                                            pos += n12 * 4
                                if buf[pos]:
                                    u13, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u13 = None
                                x7.partition_indexes = f_partition_indexes_8
                                x7.unknown_tags = u13
                                f_topics_4.append(x7)
                    x3.coordinator_epoch, pk6 = _S3(buf, pos)
                    pos += 5
                if pk6:
                    u14, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u14 = None
                x3.topics = f_topics_4
                x3.transaction_version = 0
                x3.unknown_tags = u14
                f_markers_1.append(x3)
    if buf[pos]:
        u15, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u15 = None
    o.markers = f_markers_1
    o.unknown_tags = u15
    return o, pos


def _d_WriteTxnMarkersRequest_v2(buf: bytes, pos: int, end: int) -> tuple[WriteTxnMarkersRequest, int]:
    o = _new(WriteTxnMarkersRequest)
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
                x3 = _new(WritableTxnMarker)
                x3.producer_id, x3.producer_epoch, x3.transaction_result, pk5, x3.coordinator_epoch, x3.transaction_version, pk6 = _S4(buf, pos)
                if pk5 == 1:
                    pos += 18
                    f_topics_4 = []
                else:
                    pos += 12
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
                        f_topics_4 = []
                        if pk5:
                            for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
                                x7 = _new(WritableTxnMarkerTopic)
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
                                    x7.name = buf[pos:e10].decode()
                                    pos = e10
                                b11 = buf[pos]
                                pos += 1
                                if 1 < b11 < 34:
                                    f_partition_indexes_8 = [*_i32c[b11](buf, pos)]
                                    pos += b11 * 4 - 4
                                elif b11 == 1:
                                    f_partition_indexes_8 = []
                                else:
                                    pos -= 1
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
                                        if not n12:
                                            f_partition_indexes_8 = []
                                        elif n12 < 33:
                                            f_partition_indexes_8 = [*_i32s[n12](buf, pos)]
                                            pos += n12 * 4
                                        elif n12 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_partition_indexes_8 = [*_array('i', n12).unpack_from(buf, pos)]
                                            pos += n12 * 4
                                if buf[pos]:
                                    u13, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u13 = None
                                x7.partition_indexes = f_partition_indexes_8
                                x7.unknown_tags = u13
                                f_topics_4.append(x7)
                    x3.coordinator_epoch, x3.transaction_version, pk6 = _S5(buf, pos)
                    pos += 6
                if pk6:
                    u14, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u14 = None
                x3.topics = f_topics_4
                x3.unknown_tags = u14
                f_markers_1.append(x3)
    if buf[pos]:
        u15, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u15 = None
    o.markers = f_markers_1
    o.unknown_tags = u15
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
    o = _new(WriteTxnMarkersResponse)
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
                x3 = _new(WritableTxnMarkerResult)
                x3.producer_id = _S8(buf, pos)[0]
                pos += 8
                n5 = _ui(buf, pos)[0]
                pos += 4
                if n5 < 0:
                    raise _negative(pos)
                else:
                    if n5 * 6 > end - pos:
                        raise _short(pos)
                    f_topics_4 = []
                    if n5:
                        for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                            x6 = _new(WritableTxnMarkerTopicResult)
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
                                if n10 * 6 > end - pos:
                                    raise _short(pos)
                                f_partitions_7 = []
                                if n10:
                                    e12 = pos + n10 * 6
                                    for t14 in _I0(buf[pos:e12]):
                                        x13 = _new(WritableTxnMarkerPartitionResult)
                                        x13.partition_index, x13.error_code = t14
                                        x13.unknown_tags = None
                                        f_partitions_7.append(x13)
                                    pos = e12
                            x6.partitions = f_partitions_7
                            x6.unknown_tags = None
                            f_topics_4.append(x6)
                x3.topics = f_topics_4
                x3.unknown_tags = None
                f_markers_1.append(x3)
    o.markers = f_markers_1
    o.unknown_tags = None
    return o, pos


def _d_WriteTxnMarkersResponse_v1(buf: bytes, pos: int, end: int) -> tuple[WriteTxnMarkersResponse, int]:
    o = _new(WriteTxnMarkersResponse)
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
                x3 = _new(WritableTxnMarkerResult)
                x3.producer_id, pk5 = _S9(buf, pos)
                pos += 9
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
                    f_topics_4 = []
                    if pk5:
                        for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
                            x6 = _new(WritableTxnMarkerTopicResult)
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
                            n10 = buf[pos]
                            if n10 < 128:
                                pos += 1
                                n10 -= 1
                            elif buf[pos + 1] < 128:
                                n10 = n10 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n10, pos = _uvarint(buf, pos)
                                n10 -= 1
                            if n10 < 0:
                                raise _negative(pos)
                            else:
                                if n10 * 7 > end - pos:
                                    raise _short(pos)
                                f_partitions_7 = []
                                if n10:
                                    e12 = pos + n10 * 7
                                    for t14 in _I1(buf[pos:e12]):
                                        x13 = _new(WritableTxnMarkerPartitionResult)
                                        x13.partition_index, x13.error_code, tb15 = t14
                                        if tb15:
                                            break
                                        x13.unknown_tags = None
                                        f_partitions_7.append(x13)
                                    else:
                                        pos = e12
                                    if pos != e12:
                                        f_partitions_7 = []
                                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                                            x11 = _new(WritableTxnMarkerPartitionResult)
                                            x11.partition_index, x11.error_code, pk16 = _S10(buf, pos)
                                            pos += 7
                                            if pk16:
                                                u17, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u17 = None
                                            x11.unknown_tags = u17
                                            f_partitions_7.append(x11)
                            if buf[pos]:
                                u18, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u18 = None
                            x6.partitions = f_partitions_7
                            x6.unknown_tags = u18
                            f_topics_4.append(x6)
                if buf[pos]:
                    u19, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u19 = None
                x3.topics = f_topics_4
                x3.unknown_tags = u19
                f_markers_1.append(x3)
    if buf[pos]:
        u20, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u20 = None
    o.markers = f_markers_1
    o.unknown_tags = u20
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
