# generated from defs/084-read-share-group-state.kw; do not edit
"""ReadShareGroupState: API key 84, versions 0..0, flexible from 0."""

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

__all__ = ['PartitionData', 'PartitionResult', 'ReadShareGroupStateRequest', 'ReadShareGroupStateResponse', 'ReadStateData', 'ReadStateResult', 'StateBatch']

_I0 = _Struct('>iiB').iter_unpack
_I1 = _Struct('>qqbhB').iter_unpack
_S0 = _Struct('>16sB').unpack_from
_P0 = _Struct('>16sB').pack
_S1 = _Struct('>iiB').unpack_from
_P1 = _Struct('>iiB').pack
_S2 = _Struct('>16s').unpack_from
_P2 = _Struct('>16s').pack
_S3 = _Struct('>ii').unpack_from
_P3 = _Struct('>ii').pack
_S4 = _Struct('>ihB').unpack_from
_P4 = _Struct('>ihB').pack
_S5 = _Struct('>iqB').unpack_from
_P5 = _Struct('>iqB').pack
_S6 = _Struct('>qqbhB').unpack_from
_P6 = _Struct('>qqbhB').pack
_S7 = _Struct('>ih').unpack_from
_P7 = _Struct('>ih').pack
_S8 = _Struct('>iq').unpack_from
_P8 = _Struct('>iq').pack
_S9 = _Struct('>qqbh').unpack_from
_P9 = _Struct('>qqbh').pack


class PartitionData(Struct):
    """Element PartitionData of ReadShareGroupState."""

    __slots__ = ('partition', 'leader_epoch')
    partition: int
    leader_epoch: int

    def __init__(
        self,
        partition: int = 0,
        leader_epoch: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition = partition
        self.leader_epoch = leader_epoch
        self.unknown_tags = unknown_tags


class ReadStateData(Struct):
    """Element ReadStateData of ReadShareGroupState."""

    __slots__ = ('topic_id', 'partitions')
    topic_id: UUID
    partitions: list[PartitionData]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        partitions: list[PartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class ReadShareGroupStateRequest(Request["ReadShareGroupStateResponse"]):
    """ReadShareGroupState request (API key 84), versions 0..0."""

    __slots__ = ('group_id', 'topics')
    API_KEY = 84
    API_NAME = 'ReadShareGroupState'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    group_id: str
    topics: list[ReadStateData]

    def __init__(
        self,
        group_id: str = "",
        topics: list[ReadStateData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class StateBatch(Struct):
    """Element StateBatch of ReadShareGroupState."""

    __slots__ = ('first_offset', 'last_offset', 'delivery_state', 'delivery_count')
    first_offset: int
    last_offset: int
    delivery_state: int
    delivery_count: int

    def __init__(
        self,
        first_offset: int = 0,
        last_offset: int = 0,
        delivery_state: int = 0,
        delivery_count: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.first_offset = first_offset
        self.last_offset = last_offset
        self.delivery_state = delivery_state
        self.delivery_count = delivery_count
        self.unknown_tags = unknown_tags


class PartitionResult(Struct):
    """Element PartitionResult of ReadShareGroupState."""

    __slots__ = ('partition', 'error_code', 'error_message', 'state_epoch', 'start_offset', 'state_batches')
    partition: int
    error_code: int
    error_message: str | None
    state_epoch: int
    start_offset: int
    state_batches: list[StateBatch]

    def __init__(
        self,
        partition: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        state_epoch: int = 0,
        start_offset: int = 0,
        state_batches: list[StateBatch] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition = partition
        self.error_code = error_code
        self.error_message = error_message
        self.state_epoch = state_epoch
        self.start_offset = start_offset
        self.state_batches = [] if state_batches is DEFAULT else state_batches
        self.unknown_tags = unknown_tags


class ReadStateResult(Struct):
    """Element ReadStateResult of ReadShareGroupState."""

    __slots__ = ('topic_id', 'partitions')
    topic_id: UUID
    partitions: list[PartitionResult]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        partitions: list[PartitionResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class ReadShareGroupStateResponse(Message):
    """ReadShareGroupState response (API key 84), versions 0..0."""

    __slots__ = ('results',)
    API_KEY = 84
    API_NAME = 'ReadShareGroupState'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    results: list[ReadStateResult]

    def __init__(
        self,
        results: list[ReadStateResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.results = [] if results is DEFAULT else results
        self.unknown_tags = unknown_tags

PartitionData.FIELDS = (
    FieldSpec('partition', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 0), None, 0),
)

ReadStateData.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 0), None, DEFAULT, struct=PartitionData),
)

ReadShareGroupStateRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('topics', 'array', 'ReadStateData', (0, 0), None, DEFAULT, struct=ReadStateData),
)

StateBatch.FIELDS = (
    FieldSpec('first_offset', 'prim', 'int64', (0, 0), None, 0),
    FieldSpec('last_offset', 'prim', 'int64', (0, 0), None, 0),
    FieldSpec('delivery_state', 'prim', 'int8', (0, 0), None, 0),
    FieldSpec('delivery_count', 'prim', 'int16', (0, 0), None, 0),
)

PartitionResult.FIELDS = (
    FieldSpec('partition', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), None),
    FieldSpec('state_epoch', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('start_offset', 'prim', 'int64', (0, 0), None, 0),
    FieldSpec('state_batches', 'array', 'StateBatch', (0, 0), None, DEFAULT, struct=StateBatch),
)

ReadStateResult.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'PartitionResult', (0, 0), None, DEFAULT, struct=PartitionResult),
)

ReadShareGroupStateResponse.FIELDS = (
    FieldSpec('results', 'array', 'ReadStateResult', (0, 0), None, DEFAULT, struct=ReadStateResult),
)


def _d_ReadShareGroupStateRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ReadShareGroupStateRequest, int]:
    o = _new(ReadShareGroupStateRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _string_uvarint(buf, pos)
        n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.group_id = buf[pos:e3].decode()
        pos = e3
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
        n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(ReadStateData)
                f_topic_id_6, pk8 = _S0(buf, pos)
                pos += 17
                f_topic_id_6 = _cached_uuid(f_topic_id_6) or _make_uuid(f_topic_id_6)
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
                    if pk8 * 9 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if pk8:
                        e10 = pos + pk8 * 9
                        for t12 in _I0(buf[pos:e10]):
                            x11 = _new(PartitionData)
                            x11.partition, x11.leader_epoch, tb13 = t12
                            if tb13:
                                break
                            x11.unknown_tags = None
                            f_partitions_7.append(x11)
                        else:
                            pos = e10
                        if pos != e10:
                            f_partitions_7 = []
                            for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
                                x9 = _new(PartitionData)
                                x9.partition, x9.leader_epoch, pk14 = _S1(buf, pos)
                                pos += 9
                                if pk14:
                                    u15, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u15 = None
                                x9.unknown_tags = u15
                                f_partitions_7.append(x9)
                if buf[pos]:
                    u16, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u16 = None
                x5.topic_id = f_topic_id_6
                x5.partitions = f_partitions_7
                x5.unknown_tags = u16
                f_topics_1.append(x5)
    if buf[pos]:
        u17, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u17 = None
    o.topics = f_topics_1
    o.unknown_tags = u17
    return o, pos


def _e_ReadShareGroupStateRequest_v0(o: ReadShareGroupStateRequest, out: list[bytes]) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x2 in o.topics:
        out.append(_P2(_uuid_bytes(x2.topic_id)))
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        for x3 in x2.partitions:
            out.append(_P3(x3.partition, x3.leader_epoch))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_ReadShareGroupStateResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ReadShareGroupStateResponse, int]:
    o = _new(ReadShareGroupStateResponse)
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
        f_results_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(ReadStateResult)
                f_topic_id_4, pk6 = _S0(buf, pos)
                pos += 17
                f_topic_id_4 = _cached_uuid(f_topic_id_4) or _make_uuid(f_topic_id_4)
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
                    if pk6 * 21 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if pk6:
                        for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
                            x7 = _new(PartitionResult)
                            x7.partition, x7.error_code, pk9 = _S4(buf, pos)
                            pos += 7
                            if pk9 < 128:
                                pk9 -= 1
                            elif buf[pos] < 128:
                                pk9 = pk9 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk9, pos = _string_uvarint(buf, pos - 1)
                                pk9 -= 1
                            if pk9 == -1:
                                x7.error_message = None
                            else:
                                e10 = pos + pk9
                                if e10 > end:
                                    raise _short(pos)
                                x7.error_message = buf[pos:e10].decode()
                                pos = e10
                            x7.state_epoch, x7.start_offset, pk11 = _S5(buf, pos)
                            pos += 13
                            if pk11 < 128:
                                pk11 -= 1
                            elif buf[pos] < 128:
                                pk11 = pk11 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk11, pos = _uvarint(buf, pos - 1)
                                pk11 -= 1
                            if pk11 < 0:
                                raise _negative(pos)
                            else:
                                if pk11 * 20 > end - pos:
                                    raise _short(pos)
                                f_state_batches_8 = []
                                if pk11:
                                    e13 = pos + pk11 * 20
                                    for t15 in _I1(buf[pos:e13]):
                                        x14 = _new(StateBatch)
                                        x14.first_offset, x14.last_offset, x14.delivery_state, x14.delivery_count, tb16 = t15
                                        if tb16:
                                            break
                                        x14.unknown_tags = None
                                        f_state_batches_8.append(x14)
                                    else:
                                        pos = e13
                                    if pos != e13:
                                        f_state_batches_8 = []
                                        for _ in (_ranges[pk11] if pk11 < 256 else range(pk11)):
                                            x12 = _new(StateBatch)
                                            x12.first_offset, x12.last_offset, x12.delivery_state, x12.delivery_count, pk17 = _S6(buf, pos)
                                            pos += 20
                                            if pk17:
                                                u18, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u18 = None
                                            x12.unknown_tags = u18
                                            f_state_batches_8.append(x12)
                            if buf[pos]:
                                u19, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u19 = None
                            x7.state_batches = f_state_batches_8
                            x7.unknown_tags = u19
                            f_partitions_5.append(x7)
                if buf[pos]:
                    u20, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u20 = None
                x3.topic_id = f_topic_id_4
                x3.partitions = f_partitions_5
                x3.unknown_tags = u20
                f_results_1.append(x3)
    if buf[pos]:
        u21, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u21 = None
    o.results = f_results_1
    o.unknown_tags = u21
    return o, pos


def _e_ReadShareGroupStateResponse_v0(o: ReadShareGroupStateResponse, out: list[bytes]) -> None:
    if type(o.results) is not list:
        _check_list(o.results)
    if len(o.results) + 1 < 128:
        out.append(_B1[len(o.results) + 1])
    else:
        out.append(_encode_uvarint(len(o.results) + 1))
    for x1 in o.results:
        out.append(_P2(_uuid_bytes(x1.topic_id)))
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P7(x2.partition, x2.error_code))
            if x2.error_message is None:
                out.append(b'\x00')
            else:
                b3 = x2.error_message.encode()
                if len(b3) + 1 < 128:
                    out.append(_B1[len(b3) + 1])
                else:
                    out.append(_string_length(len(b3) + 1))
                out.append(b3)
            out.append(_P8(x2.state_epoch, x2.start_offset))
            if type(x2.state_batches) is not list:
                _check_list(x2.state_batches)
            if len(x2.state_batches) + 1 < 128:
                out.append(_B1[len(x2.state_batches) + 1])
            else:
                out.append(_encode_uvarint(len(x2.state_batches) + 1))
            for x4 in x2.state_batches:
                out.append(_P9(x4.first_offset, x4.last_offset, x4.delivery_state, x4.delivery_count))
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


ReadShareGroupStateRequest.DECODERS = {0: _d_ReadShareGroupStateRequest_v0}
ReadShareGroupStateRequest.ENCODERS = {0: _e_ReadShareGroupStateRequest_v0}
_bind_decode(ReadShareGroupStateRequest)

ReadShareGroupStateResponse.DECODERS = {0: _d_ReadShareGroupStateResponse_v0}
ReadShareGroupStateResponse.ENCODERS = {0: _e_ReadShareGroupStateResponse_v0}
_bind_decode(ReadShareGroupStateResponse)
