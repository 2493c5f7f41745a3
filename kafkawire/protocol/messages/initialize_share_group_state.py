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
    o = _new(InitializeShareGroupStateRequest)
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
                x5 = _new(InitializeStateData)
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
                    if pk8 * 17 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if pk8:
                        e10 = pos + pk8 * 17
                        for t12 in _I0(buf[pos:e10]):
                            x11 = _new(PartitionData)
                            x11.partition, x11.state_epoch, x11.start_offset, tb13 = t12
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
                                x9.partition, x9.state_epoch, x9.start_offset, pk14 = _S1(buf, pos)
                                pos += 17
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
    o = _new(InitializeShareGroupStateResponse)
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
                x3 = _new(InitializeStateResult)
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
                            x7 = _new(PartitionResult)
                            x7.partition, x7.error_code, pk8 = _S4(buf, pos)
                            pos += 7
                            if pk8 < 128:
                                pk8 -= 1
                            elif buf[pos] < 128:
                                pk8 = pk8 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk8, pos = _string_uvarint(buf, pos - 1)
                                pk8 -= 1
                            if pk8 == -1:
                                x7.error_message = None
                            else:
                                e9 = pos + pk8
                                if e9 > end:
                                    raise _short(pos)
                                x7.error_message = buf[pos:e9].decode()
                                pos = e9
                            if buf[pos]:
                                u10, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u10 = None
                            x7.unknown_tags = u10
                            f_partitions_5.append(x7)
                if buf[pos]:
                    u11, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u11 = None
                x3.topic_id = f_topic_id_4
                x3.partitions = f_partitions_5
                x3.unknown_tags = u11
                f_results_1.append(x3)
    if buf[pos]:
        u12, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u12 = None
    o.results = f_results_1
    o.unknown_tags = u12
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
