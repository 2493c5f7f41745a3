# generated from defs/083-initialize-share-group-state.kw; do not edit
"""InitializeShareGroupState: API key 83, versions 0..0, flexible from 0."""

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

__all__ = ['InitializeShareGroupStateRequest', 'InitializeShareGroupStateResponse', 'InitializeStateData', 'InitializeStateResult', 'PartitionData', 'PartitionResult']

_I0 = _Struct('>iiqB').iter_unpack
_S0 = _Struct('>16sB').unpack_from
_P0 = _Struct('>16sB').pack
_S1 = _Struct('>iiqB').unpack_from
_P1 = _Struct('>iiqB').pack
_S2 = _Struct('>16s').unpack_from
_P2 = _Struct('>16s').pack
_S3 = _Struct('>iiq').unpack_from
_P3 = _Struct('>iiq').pack
_S4 = _Struct('>ihB').unpack_from
_P4 = _Struct('>ihB').pack
_S5 = _Struct('>ih').unpack_from
_P5 = _Struct('>ih').pack


class PartitionData(Struct):
    """Element PartitionData of InitializeShareGroupState."""

    __slots__ = ('partition', 'state_epoch', 'start_offset')
    partition: int
    state_epoch: int
    start_offset: int

    def __init__(
        self,
        partition: int = 0,
        state_epoch: int = 0,
        start_offset: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition = partition
        self.state_epoch = state_epoch
        self.start_offset = start_offset
        self.unknown_tags = unknown_tags


class InitializeStateData(Struct):
    """Element InitializeStateData of InitializeShareGroupState."""

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


class InitializeShareGroupStateRequest(Request["InitializeShareGroupStateResponse"]):
    """InitializeShareGroupState request (API key 83), versions 0..0."""

    __slots__ = ('group_id', 'topics')
    API_KEY = 83
    API_NAME = 'InitializeShareGroupState'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    group_id: str
    topics: list[InitializeStateData]

    def __init__(
        self,
        group_id: str = "",
        topics: list[InitializeStateData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class PartitionResult(Struct):
    """Element PartitionResult of InitializeShareGroupState."""

    __slots__ = ('partition', 'error_code', 'error_message')
    partition: int
    error_code: int
    error_message: str | None

    def __init__(
        self,
        partition: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition = partition
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags


class InitializeStateResult(Struct):
    """Element InitializeStateResult of InitializeShareGroupState."""

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


class InitializeShareGroupStateResponse(Message):
    """InitializeShareGroupState response (API key 83), versions 0..0."""

    __slots__ = ('results',)
    API_KEY = 83
    API_NAME = 'InitializeShareGroupState'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    results: list[InitializeStateResult]

    def __init__(
        self,
        results: list[InitializeStateResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.results = [] if results is DEFAULT else results
        self.unknown_tags = unknown_tags

PartitionData.FIELDS = (
    FieldSpec('partition', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('state_epoch', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('start_offset', 'prim', 'int64', (0, 0), None, 0),
)

InitializeStateData.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 0), None, DEFAULT, struct=PartitionData),
)

InitializeShareGroupStateRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('topics', 'array', 'InitializeStateData', (0, 0), None, DEFAULT, struct=InitializeStateData),
)

PartitionResult.FIELDS = (
    FieldSpec('partition', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), None),
)

InitializeStateResult.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'PartitionResult', (0, 0), None, DEFAULT, struct=PartitionResult),
)

InitializeShareGroupStateResponse.FIELDS = (
    FieldSpec('results', 'array', 'InitializeStateResult', (0, 0), None, DEFAULT, struct=InitializeStateResult),
)


def _d_InitializeShareGroupStateRequest_v0(buf: bytes, pos: int, end: int) -> tuple[InitializeShareGroupStateRequest, int]:
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
        f_group_id_1 = buf[pos:e4].decode()
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
        n5 -= 1
    elif buf[pos + 1] < 128:
        n5 = n5 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
        n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 18 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                f_topic_id_7, pk9 = _S0(buf, pos)
                pos += 17
                f_topic_id_7 = _cached_uuid(f_topic_id_7) or _make_uuid(f_topic_id_7)
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
                    if pk9 * 17 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if pk9:
                        e15 = pos + pk9 * 17
                        for f_partition_11, f_state_epoch_12, f_start_offset_13, tb14 in _I0(buf[pos:e15]):
                            if tb14:
                                break
                            x16 = _new(PartitionData)
                            x16.partition = f_partition_11
                            x16.state_epoch = f_state_epoch_12
                            x16.start_offset = f_start_offset_13
                            x16.unknown_tags = None
                            f_partitions_8.append(x16)
                        else:
                            pos = e15
                        if pos != e15:
                            f_partitions_8 = []
                            for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                                f_partition_17, f_state_epoch_18, f_start_offset_19, pk20 = _S1(buf, pos)
                                pos += 17
                                if pk20:
                                    u21, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u21 = None
                                x10 = _new(PartitionData)
                                x10.partition = f_partition_17
                                x10.state_epoch = f_state_epoch_18
                                x10.start_offset = f_start_offset_19
                                x10.unknown_tags = u21
                                f_partitions_8.append(x10)
                if buf[pos]:
                    u22, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u22 = None
                x6 = _new(InitializeStateData)
                x6.topic_id = f_topic_id_7
                x6.partitions = f_partitions_8
                x6.unknown_tags = u22
                f_topics_2.append(x6)
    if buf[pos]:
        u23, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u23 = None
    o = _new(InitializeShareGroupStateRequest)
    o.group_id = f_group_id_1
    o.topics = f_topics_2
    o.unknown_tags = u23
    return o, pos


def _e_InitializeShareGroupStateRequest_v0(o: InitializeShareGroupStateRequest, out: list[bytes]) -> None:
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
            out.append(_P3(x3.partition, x3.state_epoch, x3.start_offset))
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


def _d_InitializeShareGroupStateResponse_v0(buf: bytes, pos: int, end: int) -> tuple[InitializeShareGroupStateResponse, int]:
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
                    if pk6 * 8 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if pk6:
                        for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
                            f_partition_8, f_error_code_9, pk11 = _S4(buf, pos)
                            pos += 7
                            if pk11 < 128:
                                pk11 -= 1
                            elif buf[pos] < 128:
                                pk11 = pk11 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk11, pos = _string_uvarint(buf, pos - 1)
                                pk11 -= 1
                            if pk11 == -1:
                                f_error_message_10 = None
                            else:
                                e12 = pos + pk11
                                if e12 > end:
                                    raise _short(pos)
                                f_error_message_10 = buf[pos:e12].decode()
                                pos = e12
                            if buf[pos]:
                                u13, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u13 = None
                            x7 = _new(PartitionResult)
                            x7.partition = f_partition_8
                            x7.error_code = f_error_code_9
                            x7.error_message = f_error_message_10
                            x7.unknown_tags = u13
                            f_partitions_5.append(x7)
                if buf[pos]:
                    u14, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u14 = None
                x3 = _new(InitializeStateResult)
                x3.topic_id = f_topic_id_4
                x3.partitions = f_partitions_5
                x3.unknown_tags = u14
                f_results_1.append(x3)
    if buf[pos]:
        u15, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u15 = None
    o = _new(InitializeShareGroupStateResponse)
    o.results = f_results_1
    o.unknown_tags = u15
    return o, pos


def _e_InitializeShareGroupStateResponse_v0(o: InitializeShareGroupStateResponse, out: list[bytes]) -> None:
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
            out.append(_P5(x2.partition, x2.error_code))
            if x2.error_message is None:
                out.append(b'\x00')
            else:
                b3 = x2.error_message.encode()
                if len(b3) + 1 < 128:
                    out.append(_B1[len(b3) + 1])
                else:
                    out.append(_string_length(len(b3) + 1))
                out.append(b3)
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


InitializeShareGroupStateRequest.DECODERS = {0: _d_InitializeShareGroupStateRequest_v0}
InitializeShareGroupStateRequest.ENCODERS = {0: _e_InitializeShareGroupStateRequest_v0}
_bind_decode(InitializeShareGroupStateRequest)

InitializeShareGroupStateResponse.DECODERS = {0: _d_InitializeShareGroupStateResponse_v0}
InitializeShareGroupStateResponse.ENCODERS = {0: _e_InitializeShareGroupStateResponse_v0}
_bind_decode(InitializeShareGroupStateResponse)
