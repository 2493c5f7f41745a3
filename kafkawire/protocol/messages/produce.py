# generated from defs/000-produce.kw; do not edit
"""Produce: API key 0, versions 0..13, flexible from 9."""

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

__all__ = ['BatchIndexAndErrorMessage', 'LeaderIdAndEpoch', 'NodeEndpoint', 'PartitionProduceData', 'PartitionProduceResponse', 'ProduceRequest', 'ProduceResponse', 'TopicProduceData', 'TopicProduceResponse']

_I0 = _Struct('>ihq').iter_unpack
_I1 = _Struct('>ihqq').iter_unpack
_I2 = _Struct('>ihqqq').iter_unpack
_S0 = _Struct('>hi').unpack_from
_P0 = _Struct('>hi').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>hiB').unpack_from
_P2 = _Struct('>hiB').pack
_S3 = _Struct('>iBB').unpack_from
_P3 = _Struct('>iBB').pack
_S4 = _Struct('>16sB').unpack_from
_P4 = _Struct('>16sB').pack
_S5 = _Struct('>16s').unpack_from
_P5 = _Struct('>16s').pack
_S6 = _Struct('>ihqqq').unpack_from
_P6 = _Struct('>ihqqq').pack
_S7 = _Struct('>ihqqqB').unpack_from
_P7 = _Struct('>ihqqqB').pack
_S8 = _Struct('>iB').unpack_from
_P8 = _Struct('>iB').pack
_S9 = _Struct('>iiB').unpack_from
_P9 = _Struct('>iiB').pack
_S10 = _Struct('>ihq').unpack_from
_P10 = _Struct('>ihq').pack
_S11 = _Struct('>ihqq').unpack_from
_P11 = _Struct('>ihqq').pack
_S12 = _Struct('>ii').unpack_from
_P12 = _Struct('>ii').pack


class PartitionProduceData(Struct):
    """Element PartitionProduceData of Produce."""

    __slots__ = ('index', 'records')
    index: int
    records: Records | None

    def __init__(
        self,
        index: int = 0,
        records: Records | None = b"",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.index = index
        self.records = records
        self.unknown_tags = unknown_tags


class TopicProduceData(Struct):
    """Element TopicProduceData of Produce."""

    __slots__ = ('topic_id', 'name', 'partition_data')
    topic_id: UUID
    name: str
    partition_data: list[PartitionProduceData]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        name: str = "",
        partition_data: list[PartitionProduceData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.name = name
        self.partition_data = [] if partition_data is DEFAULT else partition_data
        self.unknown_tags = unknown_tags


class ProduceRequest(Request["ProduceResponse"]):
    """Produce request (API key 0), versions 0..13."""

    __slots__ = ('transactional_id', 'acks', 'timeout_ms', 'topic_data')
    API_KEY = 0
    API_NAME = 'Produce'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 13
    FLEXIBLE_FROM = 9
    transactional_id: str | None
    acks: int
    timeout_ms: int
    topic_data: list[TopicProduceData]

    def __init__(
        self,
        transactional_id: str | None = None,
        acks: int = 0,
        timeout_ms: int = 0,
        topic_data: list[TopicProduceData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.transactional_id = transactional_id
        self.acks = acks
        self.timeout_ms = timeout_ms
        self.topic_data = [] if topic_data is DEFAULT else topic_data
        self.unknown_tags = unknown_tags


class BatchIndexAndErrorMessage(Struct):
    """Element BatchIndexAndErrorMessage of Produce."""

    __slots__ = ('batch_index', 'batch_index_error_message')
    batch_index: int
    batch_index_error_message: str | None

    def __init__(
        self,
        batch_index: int = 0,
        batch_index_error_message: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.batch_index = batch_index
        self.batch_index_error_message = batch_index_error_message
        self.unknown_tags = unknown_tags


class LeaderIdAndEpoch(Struct):
    """Element LeaderIdAndEpoch of Produce."""

    __slots__ = ('leader_id', 'leader_epoch')
    leader_id: int
    leader_epoch: int

    def __init__(
        self,
        leader_id: int = -1,
        leader_epoch: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.unknown_tags = unknown_tags


class PartitionProduceResponse(Struct):
    """Element PartitionProduceResponse of Produce."""

    __slots__ = ('index', 'error_code', 'base_offset', 'log_append_time_ms', 'log_start_offset', 'record_errors', 'error_message', '_current_leader')
    index: int
    error_code: int
    base_offset: int
    log_append_time_ms: int
    log_start_offset: int
    record_errors: list[BatchIndexAndErrorMessage]
    error_message: str | None
    _current_leader: LeaderIdAndEpoch | None

    def __init__(
        self,
        index: int = 0,
        error_code: int = 0,
        base_offset: int = 0,
        log_append_time_ms: int = -1,
        log_start_offset: int = -1,
        record_errors: list[BatchIndexAndErrorMessage] = DEFAULT,
        error_message: str | None = None,
        current_leader: LeaderIdAndEpoch = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.index = index
        self.error_code = error_code
        self.base_offset = base_offset
        self.log_append_time_ms = log_append_time_ms
        self.log_start_offset = log_start_offset
        self.record_errors = [] if record_errors is DEFAULT else record_errors
        self.error_message = error_message
        self._current_leader = None if current_leader is DEFAULT else _struct_value(current_leader, 'PartitionProduceResponse.current_leader')
        self.unknown_tags = unknown_tags
        self.tags_present = 0

    @property
    def current_leader(self) -> LeaderIdAndEpoch:
        value = self._current_leader
        if value is None:
            value = self._current_leader = LeaderIdAndEpoch()
        return value

    @current_leader.setter
    def current_leader(self, value: LeaderIdAndEpoch) -> None:
        self._current_leader = _struct_value(value, 'PartitionProduceResponse.current_leader')


class TopicProduceResponse(Struct):
    """Element TopicProduceResponse of Produce."""

    __slots__ = ('topic_id', 'name', 'partition_responses')
    topic_id: UUID
    name: str
    partition_responses: list[PartitionProduceResponse]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        name: str = "",
        partition_responses: list[PartitionProduceResponse] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.name = name
        self.partition_responses = [] if partition_responses is DEFAULT else partition_responses
        self.unknown_tags = unknown_tags


class NodeEndpoint(Struct):
    """Element NodeEndpoint of Produce."""

    __slots__ = ('node_id', 'host', 'port', 'rack')
    node_id: int
    host: str
    port: int
    rack: str | None

    def __init__(
        self,
        node_id: int = 0,
        host: str = "",
        port: int = 0,
        rack: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.node_id = node_id
        self.host = host
        self.port = port
        self.rack = rack
        self.unknown_tags = unknown_tags


class ProduceResponse(Message):
    """Produce response (API key 0), versions 0..13."""

    __slots__ = ('responses', 'throttle_time_ms', 'node_endpoints')
    API_KEY = 0
    API_NAME = 'Produce'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 13
    FLEXIBLE_FROM = 9
    responses: list[TopicProduceResponse]
    throttle_time_ms: int
    node_endpoints: list[NodeEndpoint]

    def __init__(
        self,
        responses: list[TopicProduceResponse] = DEFAULT,
        throttle_time_ms: int = 0,
        node_endpoints: list[NodeEndpoint] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.responses = [] if responses is DEFAULT else responses
        self.throttle_time_ms = throttle_time_ms
        self.node_endpoints = [] if node_endpoints is DEFAULT else node_endpoints
        self.unknown_tags = unknown_tags
        self.tags_present = 0

PartitionProduceData.FIELDS = (
    FieldSpec('index', 'prim', 'int32', (0, 13), None, 0),
    FieldSpec('records', 'prim', 'records', (0, 13), (0, 13), b""),
)

TopicProduceData.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (13, 13), None, ZERO_UUID, ignorable=True),
    FieldSpec('name', 'prim', 'string', (0, 12), None, "", ignorable=True),
    FieldSpec('partition_data', 'array', 'PartitionProduceData', (0, 13), None, DEFAULT, struct=PartitionProduceData),
)

ProduceRequest.FIELDS = (
    FieldSpec('transactional_id', 'prim', 'string', (3, 13), (3, 13), None),
    FieldSpec('acks', 'prim', 'int16', (0, 13), None, 0),
    FieldSpec('timeout_ms', 'prim', 'int32', (0, 13), None, 0),
    FieldSpec('topic_data', 'array', 'TopicProduceData', (0, 13), None, DEFAULT, struct=TopicProduceData),
)

BatchIndexAndErrorMessage.FIELDS = (
    FieldSpec('batch_index', 'prim', 'int32', (0, 13), None, 0),
    FieldSpec('batch_index_error_message', 'prim', 'string', (0, 13), (0, 13), None),
)

LeaderIdAndEpoch.FIELDS = (
    FieldSpec('leader_id', 'prim', 'int32', (0, 13), None, -1),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 13), None, -1),
)

PartitionProduceResponse.FIELDS = (
    FieldSpec('index', 'prim', 'int32', (0, 13), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 13), None, 0),
    FieldSpec('base_offset', 'prim', 'int64', (0, 13), None, 0),
    FieldSpec('log_append_time_ms', 'prim', 'int64', (2, 13), None, -1, ignorable=True),
    FieldSpec('log_start_offset', 'prim', 'int64', (5, 13), None, -1, ignorable=True),
    FieldSpec('record_errors', 'array', 'BatchIndexAndErrorMessage', (8, 13), None, DEFAULT, ignorable=True, struct=BatchIndexAndErrorMessage),
    FieldSpec('error_message', 'prim', 'string', (8, 13), (8, 13), None, ignorable=True),
    FieldSpec('current_leader', 'struct', 'LeaderIdAndEpoch', (10, 13), None, DEFAULT, tag=0, tag_versions=(10, 13), struct=LeaderIdAndEpoch),
)

TopicProduceResponse.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (13, 13), None, ZERO_UUID, ignorable=True),
    FieldSpec('name', 'prim', 'string', (0, 12), None, "", ignorable=True),
    FieldSpec('partition_responses', 'array', 'PartitionProduceResponse', (0, 13), None, DEFAULT, struct=PartitionProduceResponse),
)

NodeEndpoint.FIELDS = (
    FieldSpec('node_id', 'prim', 'int32', (0, 13), None, 0),
    FieldSpec('host', 'prim', 'string', (0, 13), None, ""),
    FieldSpec('port', 'prim', 'int32', (0, 13), None, 0),
    FieldSpec('rack', 'prim', 'string', (0, 13), (0, 13), None),
)

ProduceResponse.FIELDS = (
    FieldSpec('responses', 'array', 'TopicProduceResponse', (0, 13), None, DEFAULT, struct=TopicProduceResponse),
    FieldSpec('throttle_time_ms', 'prim', 'int32', (1, 13), None, 0, ignorable=True),
    FieldSpec('node_endpoints', 'array', 'NodeEndpoint', (10, 13), None, DEFAULT, tag=0, tag_versions=(10, 13), struct=NodeEndpoint),
)


def _d_ProduceRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ProduceRequest, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    o = _new(ProduceRequest)
    o.acks, o.timeout_ms = _S0(buf, pos)
    pos += 6
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_topic_data_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(TopicProduceData)
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e7].decode()
                    pos = e7
                n8 = _ui(buf, pos)[0]
                pos += 4
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 8 > end - pos:
                        raise _short(pos)
                    f_partition_data_5 = []
                    if n8:
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(PartitionProduceData)
                            x9.index = _S1(buf, pos)[0]
                            pos += 4
                            n10 = _ui(buf, pos)[0]
                            pos += 4
                            if n10 == -1:
                                x9.records = None
                            elif n10 < 0:
                                raise _negative(pos)
                            else:
                                e11 = pos + n10
                                if e11 > end:
                                    raise _short(pos)
                                x9.records = bv[pos:e11]
                                pos = e11
                            x9.unknown_tags = None
                            f_partition_data_5.append(x9)
                x3.topic_id = ZERO_UUID
                x3.partition_data = f_partition_data_5
                x3.unknown_tags = None
                f_topic_data_1.append(x3)
    o.transactional_id = None
    o.topic_data = f_topic_data_1
    o.unknown_tags = None
    return o, pos


def _d_ProduceRequest_v3(buf: bytes, pos: int, end: int) -> tuple[ProduceRequest, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    o = _new(ProduceRequest)
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 == -1:
        o.transactional_id = None
    elif n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.transactional_id = buf[pos:e3].decode()
        pos = e3
    o.acks, o.timeout_ms = _S0(buf, pos)
    pos += 6
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_topic_data_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(TopicProduceData)
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x5.name = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 8 > end - pos:
                        raise _short(pos)
                    f_partition_data_7 = []
                    if n10:
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            x11 = _new(PartitionProduceData)
                            x11.index = _S1(buf, pos)[0]
                            pos += 4
                            n12 = _ui(buf, pos)[0]
                            pos += 4
                            if n12 == -1:
                                x11.records = None
                            elif n12 < 0:
                                raise _negative(pos)
                            else:
                                e13 = pos + n12
                                if e13 > end:
                                    raise _short(pos)
                                x11.records = bv[pos:e13]
                                pos = e13
                            x11.unknown_tags = None
                            f_partition_data_7.append(x11)
                x5.topic_id = ZERO_UUID
                x5.partition_data = f_partition_data_7
                x5.unknown_tags = None
                f_topic_data_1.append(x5)
    o.topic_data = f_topic_data_1
    o.unknown_tags = None
    return o, pos


def _d_ProduceRequest_v9(buf: bytes, pos: int, end: int) -> tuple[ProduceRequest, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    o = _new(ProduceRequest)
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
    if n2 == -1:
        o.transactional_id = None
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.transactional_id = buf[pos:e3].decode()
        pos = e3
    o.acks, o.timeout_ms, pk4 = _S2(buf, pos)
    pos += 7
    if pk4 < 128:
        pk4 -= 1
    elif buf[pos] < 128:
        pk4 = pk4 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk4, pos = _uvarint(buf, pos - 1)
        pk4 -= 1
    if pk4 < 0:
        raise _negative(pos)
    else:
        if pk4 * 3 > end - pos:
            raise _short(pos)
        f_topic_data_1 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(TopicProduceData)
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
                    x5.name = buf[pos:e9].decode()
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
                    if n10 * 6 > end - pos:
                        raise _short(pos)
                    f_partition_data_7 = []
                    if n10:
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            x11 = _new(PartitionProduceData)
                            x11.index, pk12, pk12b = _S3(buf, pos)
                            pos += 6
                            if pk12 < 128:
                                pos -= 1
                                pk12 -= 1
                            elif pk12b < 128:
                                pk12 = pk12 + pk12b * 128 - 129
                            elif buf[pos] < 128:
                                pk12 = pk12 + pk12b * 128 + buf[pos] * 16384 - 16513
                                pos += 1
                            else:
                                pk12, pos = _uvarint(buf, pos - 2)
                                pk12 -= 1
                            if pk12 == -1:
                                x11.records = None
                            else:
                                e13 = pos + pk12
                                if e13 > end:
                                    raise _short(pos)
                                x11.records = bv[pos:e13]
                                pos = e13
                            if buf[pos]:
                                u14, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u14 = None
                            x11.unknown_tags = u14
                            f_partition_data_7.append(x11)
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x5.topic_id = ZERO_UUID
                x5.partition_data = f_partition_data_7
                x5.unknown_tags = u15
                f_topic_data_1.append(x5)
    if buf[pos]:
        u16, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u16 = None
    o.topic_data = f_topic_data_1
    o.unknown_tags = u16
    return o, pos


def _d_ProduceRequest_v13(buf: bytes, pos: int, end: int) -> tuple[ProduceRequest, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    o = _new(ProduceRequest)
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
    if n2 == -1:
        o.transactional_id = None
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.transactional_id = buf[pos:e3].decode()
        pos = e3
    o.acks, o.timeout_ms, pk4 = _S2(buf, pos)
    pos += 7
    if pk4 < 128:
        pk4 -= 1
    elif buf[pos] < 128:
        pk4 = pk4 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk4, pos = _uvarint(buf, pos - 1)
        pk4 -= 1
    if pk4 < 0:
        raise _negative(pos)
    else:
        if pk4 * 18 > end - pos:
            raise _short(pos)
        f_topic_data_1 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(TopicProduceData)
                f_topic_id_6, pk8 = _S4(buf, pos)
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
                    if pk8 * 6 > end - pos:
                        raise _short(pos)
                    f_partition_data_7 = []
                    if pk8:
                        for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
                            x9 = _new(PartitionProduceData)
                            x9.index, pk10, pk10b = _S3(buf, pos)
                            pos += 6
                            if pk10 < 128:
                                pos -= 1
                                pk10 -= 1
                            elif pk10b < 128:
                                pk10 = pk10 + pk10b * 128 - 129
                            elif buf[pos] < 128:
                                pk10 = pk10 + pk10b * 128 + buf[pos] * 16384 - 16513
                                pos += 1
                            else:
                                pk10, pos = _uvarint(buf, pos - 2)
                                pk10 -= 1
                            if pk10 == -1:
                                x9.records = None
                            else:
                                e11 = pos + pk10
                                if e11 > end:
                                    raise _short(pos)
                                x9.records = bv[pos:e11]
                                pos = e11
                            if buf[pos]:
                                u12, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u12 = None
                            x9.unknown_tags = u12
                            f_partition_data_7.append(x9)
                if buf[pos]:
                    u13, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u13 = None
                x5.topic_id = f_topic_id_6
                x5.name = ""
                x5.partition_data = f_partition_data_7
                x5.unknown_tags = u13
                f_topic_data_1.append(x5)
    if buf[pos]:
        u14, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u14 = None
    o.topic_data = f_topic_data_1
    o.unknown_tags = u14
    return o, pos


def _e_ProduceRequest_v0(o: ProduceRequest, out: list[bytes]) -> None:
    if o.transactional_id is not None:
        raise _absent('ProduceRequest', 'transactional_id', 0)
    if o.unknown_tags:
        raise _untagged('ProduceRequest', 0)
    out.append(_P0(o.acks, o.timeout_ms))
    if type(o.topic_data) is not list:
        _check_list(o.topic_data)
    out.append(_Pi(len(o.topic_data)))
    for x1 in o.topic_data:
        if x1.unknown_tags:
            raise _untagged('TopicProduceData', 0)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_data) is not list:
            _check_list(x1.partition_data)
        out.append(_Pi(len(x1.partition_data)))
        for x3 in x1.partition_data:
            if x3.unknown_tags:
                raise _untagged('PartitionProduceData', 0)
            out.append(_P1(x3.index))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b4 = x3.records
                out.append(_Pi(len(b4)))
                out.append(b4)


def _e_ProduceRequest_v1(o: ProduceRequest, out: list[bytes]) -> None:
    if o.transactional_id is not None:
        raise _absent('ProduceRequest', 'transactional_id', 1)
    if o.unknown_tags:
        raise _untagged('ProduceRequest', 1)
    out.append(_P0(o.acks, o.timeout_ms))
    if type(o.topic_data) is not list:
        _check_list(o.topic_data)
    out.append(_Pi(len(o.topic_data)))
    for x1 in o.topic_data:
        if x1.unknown_tags:
            raise _untagged('TopicProduceData', 1)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_data) is not list:
            _check_list(x1.partition_data)
        out.append(_Pi(len(x1.partition_data)))
        for x3 in x1.partition_data:
            if x3.unknown_tags:
                raise _untagged('PartitionProduceData', 1)
            out.append(_P1(x3.index))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b4 = x3.records
                out.append(_Pi(len(b4)))
                out.append(b4)


def _e_ProduceRequest_v2(o: ProduceRequest, out: list[bytes]) -> None:
    if o.transactional_id is not None:
        raise _absent('ProduceRequest', 'transactional_id', 2)
    if o.unknown_tags:
        raise _untagged('ProduceRequest', 2)
    out.append(_P0(o.acks, o.timeout_ms))
    if type(o.topic_data) is not list:
        _check_list(o.topic_data)
    out.append(_Pi(len(o.topic_data)))
    for x1 in o.topic_data:
        if x1.unknown_tags:
            raise _untagged('TopicProduceData', 2)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_data) is not list:
            _check_list(x1.partition_data)
        out.append(_Pi(len(x1.partition_data)))
        for x3 in x1.partition_data:
            if x3.unknown_tags:
                raise _untagged('PartitionProduceData', 2)
            out.append(_P1(x3.index))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b4 = x3.records
                out.append(_Pi(len(b4)))
                out.append(b4)


def _e_ProduceRequest_v3(o: ProduceRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ProduceRequest', 3)
    if o.transactional_id is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.transactional_id.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    out.append(_P0(o.acks, o.timeout_ms))
    if type(o.topic_data) is not list:
        _check_list(o.topic_data)
    out.append(_Pi(len(o.topic_data)))
    for x2 in o.topic_data:
        if x2.unknown_tags:
            raise _untagged('TopicProduceData', 3)
        b3 = x2.name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        if type(x2.partition_data) is not list:
            _check_list(x2.partition_data)
        out.append(_Pi(len(x2.partition_data)))
        for x4 in x2.partition_data:
            if x4.unknown_tags:
                raise _untagged('PartitionProduceData', 3)
            out.append(_P1(x4.index))
            if x4.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x4.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_ProduceRequest_v4(o: ProduceRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ProduceRequest', 4)
    if o.transactional_id is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.transactional_id.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    out.append(_P0(o.acks, o.timeout_ms))
    if type(o.topic_data) is not list:
        _check_list(o.topic_data)
    out.append(_Pi(len(o.topic_data)))
    for x2 in o.topic_data:
        if x2.unknown_tags:
            raise _untagged('TopicProduceData', 4)
        b3 = x2.name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        if type(x2.partition_data) is not list:
            _check_list(x2.partition_data)
        out.append(_Pi(len(x2.partition_data)))
        for x4 in x2.partition_data:
            if x4.unknown_tags:
                raise _untagged('PartitionProduceData', 4)
            out.append(_P1(x4.index))
            if x4.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x4.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_ProduceRequest_v5(o: ProduceRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ProduceRequest', 5)
    if o.transactional_id is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.transactional_id.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    out.append(_P0(o.acks, o.timeout_ms))
    if type(o.topic_data) is not list:
        _check_list(o.topic_data)
    out.append(_Pi(len(o.topic_data)))
    for x2 in o.topic_data:
        if x2.unknown_tags:
            raise _untagged('TopicProduceData', 5)
        b3 = x2.name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        if type(x2.partition_data) is not list:
            _check_list(x2.partition_data)
        out.append(_Pi(len(x2.partition_data)))
        for x4 in x2.partition_data:
            if x4.unknown_tags:
                raise _untagged('PartitionProduceData', 5)
            out.append(_P1(x4.index))
            if x4.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x4.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_ProduceRequest_v6(o: ProduceRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ProduceRequest', 6)
    if o.transactional_id is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.transactional_id.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    out.append(_P0(o.acks, o.timeout_ms))
    if type(o.topic_data) is not list:
        _check_list(o.topic_data)
    out.append(_Pi(len(o.topic_data)))
    for x2 in o.topic_data:
        if x2.unknown_tags:
            raise _untagged('TopicProduceData', 6)
        b3 = x2.name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        if type(x2.partition_data) is not list:
            _check_list(x2.partition_data)
        out.append(_Pi(len(x2.partition_data)))
        for x4 in x2.partition_data:
            if x4.unknown_tags:
                raise _untagged('PartitionProduceData', 6)
            out.append(_P1(x4.index))
            if x4.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x4.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_ProduceRequest_v7(o: ProduceRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ProduceRequest', 7)
    if o.transactional_id is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.transactional_id.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    out.append(_P0(o.acks, o.timeout_ms))
    if type(o.topic_data) is not list:
        _check_list(o.topic_data)
    out.append(_Pi(len(o.topic_data)))
    for x2 in o.topic_data:
        if x2.unknown_tags:
            raise _untagged('TopicProduceData', 7)
        b3 = x2.name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        if type(x2.partition_data) is not list:
            _check_list(x2.partition_data)
        out.append(_Pi(len(x2.partition_data)))
        for x4 in x2.partition_data:
            if x4.unknown_tags:
                raise _untagged('PartitionProduceData', 7)
            out.append(_P1(x4.index))
            if x4.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x4.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_ProduceRequest_v8(o: ProduceRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('ProduceRequest', 8)
    if o.transactional_id is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.transactional_id.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    out.append(_P0(o.acks, o.timeout_ms))
    if type(o.topic_data) is not list:
        _check_list(o.topic_data)
    out.append(_Pi(len(o.topic_data)))
    for x2 in o.topic_data:
        if x2.unknown_tags:
            raise _untagged('TopicProduceData', 8)
        b3 = x2.name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        if type(x2.partition_data) is not list:
            _check_list(x2.partition_data)
        out.append(_Pi(len(x2.partition_data)))
        for x4 in x2.partition_data:
            if x4.unknown_tags:
                raise _untagged('PartitionProduceData', 8)
            out.append(_P1(x4.index))
            if x4.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b5 = x4.records
                out.append(_Pi(len(b5)))
                out.append(b5)


def _e_ProduceRequest_v9(o: ProduceRequest, out: list[bytes]) -> None:
    if o.transactional_id is None:
        out.append(b'\x00')
    else:
        b1 = o.transactional_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P0(o.acks, o.timeout_ms))
    if type(o.topic_data) is not list:
        _check_list(o.topic_data)
    if len(o.topic_data) + 1 < 128:
        out.append(_B1[len(o.topic_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_data) + 1))
    for x2 in o.topic_data:
        b3 = x2.name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        if type(x2.partition_data) is not list:
            _check_list(x2.partition_data)
        if len(x2.partition_data) + 1 < 128:
            out.append(_B1[len(x2.partition_data) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partition_data) + 1))
        for x4 in x2.partition_data:
            out.append(_P1(x4.index))
            if x4.records is None:
                out.append(b'\x00')
            else:
                b5 = x4.records
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_encode_uvarint(len(b5) + 1))
                out.append(b5)
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
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


def _e_ProduceRequest_v13(o: ProduceRequest, out: list[bytes]) -> None:
    if o.transactional_id is None:
        out.append(b'\x00')
    else:
        b1 = o.transactional_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P0(o.acks, o.timeout_ms))
    if type(o.topic_data) is not list:
        _check_list(o.topic_data)
    if len(o.topic_data) + 1 < 128:
        out.append(_B1[len(o.topic_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_data) + 1))
    for x2 in o.topic_data:
        out.append(_P5(_uuid_bytes(x2.topic_id)))
        if type(x2.partition_data) is not list:
            _check_list(x2.partition_data)
        if len(x2.partition_data) + 1 < 128:
            out.append(_B1[len(x2.partition_data) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partition_data) + 1))
        for x3 in x2.partition_data:
            out.append(_P1(x3.index))
            if x3.records is None:
                out.append(b'\x00')
            else:
                b4 = x3.records
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_encode_uvarint(len(b4) + 1))
                out.append(b4)
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


def _d_ProduceResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ProduceResponse, int]:
    o = _new(ProduceResponse)
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(TopicProduceResponse)
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.name = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 14 > end - pos:
                        raise _short(pos)
                    f_partition_responses_6 = []
                    if n9:
                        e11 = pos + n9 * 14
                        for t13 in _I0(buf[pos:e11]):
                            x12 = _new(PartitionProduceResponse)
                            x12.index, x12.error_code, x12.base_offset = t13
                            x12.log_append_time_ms = -1
                            x12.log_start_offset = -1
                            x12.record_errors = []
                            x12.error_message = None
                            x12._current_leader = None
                            x12.unknown_tags = None
                            x12.tags_present = 0
                            f_partition_responses_6.append(x12)
                        pos = e11
                x4.topic_id = ZERO_UUID
                x4.partition_responses = f_partition_responses_6
                x4.unknown_tags = None
                f_responses_1.append(x4)
    o.responses = f_responses_1
    o.throttle_time_ms = 0
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_ProduceResponse_v1(buf: bytes, pos: int, end: int) -> tuple[ProduceResponse, int]:
    o = _new(ProduceResponse)
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(TopicProduceResponse)
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.name = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 14 > end - pos:
                        raise _short(pos)
                    f_partition_responses_6 = []
                    if n9:
                        e11 = pos + n9 * 14
                        for t13 in _I0(buf[pos:e11]):
                            x12 = _new(PartitionProduceResponse)
                            x12.index, x12.error_code, x12.base_offset = t13
                            x12.log_append_time_ms = -1
                            x12.log_start_offset = -1
                            x12.record_errors = []
                            x12.error_message = None
                            x12._current_leader = None
                            x12.unknown_tags = None
                            x12.tags_present = 0
                            f_partition_responses_6.append(x12)
                        pos = e11
                x4.topic_id = ZERO_UUID
                x4.partition_responses = f_partition_responses_6
                x4.unknown_tags = None
                f_responses_1.append(x4)
    o.throttle_time_ms = _S1(buf, pos)[0]
    pos += 4
    o.responses = f_responses_1
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_ProduceResponse_v2(buf: bytes, pos: int, end: int) -> tuple[ProduceResponse, int]:
    o = _new(ProduceResponse)
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(TopicProduceResponse)
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.name = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 22 > end - pos:
                        raise _short(pos)
                    f_partition_responses_6 = []
                    if n9:
                        e11 = pos + n9 * 22
                        for t13 in _I1(buf[pos:e11]):
                            x12 = _new(PartitionProduceResponse)
                            x12.index, x12.error_code, x12.base_offset, x12.log_append_time_ms = t13
                            x12.log_start_offset = -1
                            x12.record_errors = []
                            x12.error_message = None
                            x12._current_leader = None
                            x12.unknown_tags = None
                            x12.tags_present = 0
                            f_partition_responses_6.append(x12)
                        pos = e11
                x4.topic_id = ZERO_UUID
                x4.partition_responses = f_partition_responses_6
                x4.unknown_tags = None
                f_responses_1.append(x4)
    o.throttle_time_ms = _S1(buf, pos)[0]
    pos += 4
    o.responses = f_responses_1
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_ProduceResponse_v5(buf: bytes, pos: int, end: int) -> tuple[ProduceResponse, int]:
    o = _new(ProduceResponse)
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(TopicProduceResponse)
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.name = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 30 > end - pos:
                        raise _short(pos)
                    f_partition_responses_6 = []
                    if n9:
                        e11 = pos + n9 * 30
                        for t13 in _I2(buf[pos:e11]):
                            x12 = _new(PartitionProduceResponse)
                            x12.index, x12.error_code, x12.base_offset, x12.log_append_time_ms, x12.log_start_offset = t13
                            x12.record_errors = []
                            x12.error_message = None
                            x12._current_leader = None
                            x12.unknown_tags = None
                            x12.tags_present = 0
                            f_partition_responses_6.append(x12)
                        pos = e11
                x4.topic_id = ZERO_UUID
                x4.partition_responses = f_partition_responses_6
                x4.unknown_tags = None
                f_responses_1.append(x4)
    o.throttle_time_ms = _S1(buf, pos)[0]
    pos += 4
    o.responses = f_responses_1
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_ProduceResponse_v8(buf: bytes, pos: int, end: int) -> tuple[ProduceResponse, int]:
    o = _new(ProduceResponse)
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(TopicProduceResponse)
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.name = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 36 > end - pos:
                        raise _short(pos)
                    f_partition_responses_6 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(PartitionProduceResponse)
                            x10.index, x10.error_code, x10.base_offset, x10.log_append_time_ms, x10.log_start_offset = _S6(buf, pos)
                            pos += 30
                            n13 = _ui(buf, pos)[0]
                            pos += 4
                            if n13 < 0:
                                raise _negative(pos)
                            else:
                                if n13 * 6 > end - pos:
                                    raise _short(pos)
                                f_record_errors_11 = []
                                if n13:
                                    for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                                        x14 = _new(BatchIndexAndErrorMessage)
                                        x14.batch_index = _S1(buf, pos)[0]
                                        pos += 4
                                        n15 = _uh(buf, pos)[0]
                                        pos += 2
                                        if n15 == -1:
                                            x14.batch_index_error_message = None
                                        elif n15 < 0:
                                            raise _negative(pos)
                                        else:
                                            e16 = pos + n15
                                            if e16 > end:
                                                raise _short(pos)
                                            x14.batch_index_error_message = buf[pos:e16].decode()
                                            pos = e16
                                        x14.unknown_tags = None
                                        f_record_errors_11.append(x14)
                            n17 = _uh(buf, pos)[0]
                            pos += 2
                            if n17 == -1:
                                x10.error_message = None
                            elif n17 < 0:
                                raise _negative(pos)
                            else:
                                e18 = pos + n17
                                if e18 > end:
                                    raise _short(pos)
                                x10.error_message = buf[pos:e18].decode()
                                pos = e18
                            x10.record_errors = f_record_errors_11
                            x10._current_leader = None
                            x10.unknown_tags = None
                            x10.tags_present = 0
                            f_partition_responses_6.append(x10)
                x4.topic_id = ZERO_UUID
                x4.partition_responses = f_partition_responses_6
                x4.unknown_tags = None
                f_responses_1.append(x4)
    o.throttle_time_ms = _S1(buf, pos)[0]
    pos += 4
    o.responses = f_responses_1
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_ProduceResponse_v9(buf: bytes, pos: int, end: int) -> tuple[ProduceResponse, int]:
    o = _new(ProduceResponse)
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
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(TopicProduceResponse)
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                    n7 -= 1
                elif buf[pos + 1] < 128:
                    n7 = n7 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n7, pos = _string_uvarint(buf, pos)
                    n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.name = buf[pos:e8].decode()
                    pos = e8
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 33 > end - pos:
                        raise _short(pos)
                    f_partition_responses_6 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(PartitionProduceResponse)
                            x10.index, x10.error_code, x10.base_offset, x10.log_append_time_ms, x10.log_start_offset, pk13 = _S7(buf, pos)
                            pos += 31
                            if pk13 < 128:
                                pk13 -= 1
                            elif buf[pos] < 128:
                                pk13 = pk13 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk13, pos = _uvarint(buf, pos - 1)
                                pk13 -= 1
                            if pk13 < 0:
                                raise _negative(pos)
                            else:
                                if pk13 * 6 > end - pos:
                                    raise _short(pos)
                                f_record_errors_11 = []
                                if pk13:
                                    for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                                        x14 = _new(BatchIndexAndErrorMessage)
                                        x14.batch_index, pk15 = _S8(buf, pos)
                                        pos += 5
                                        if pk15 < 128:
                                            pk15 -= 1
                                        elif buf[pos] < 128:
                                            pk15 = pk15 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk15, pos = _string_uvarint(buf, pos - 1)
                                            pk15 -= 1
                                        if pk15 == -1:
                                            x14.batch_index_error_message = None
                                        else:
                                            e16 = pos + pk15
                                            if e16 > end:
                                                raise _short(pos)
                                            x14.batch_index_error_message = buf[pos:e16].decode()
                                            pos = e16
                                        if buf[pos]:
                                            u17, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u17 = None
                                        x14.unknown_tags = u17
                                        f_record_errors_11.append(x14)
                            n18 = buf[pos]
                            if n18 < 128:
                                pos += 1
                                n18 -= 1
                            elif buf[pos + 1] < 128:
                                n18 = n18 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n18, pos = _string_uvarint(buf, pos)
                                n18 -= 1
                            if n18 == -1:
                                x10.error_message = None
                            else:
                                e19 = pos + n18
                                if e19 > end:
                                    raise _short(pos)
                                x10.error_message = buf[pos:e19].decode()
                                pos = e19
                            if buf[pos]:
                                u20, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u20 = None
                            x10.record_errors = f_record_errors_11
                            x10._current_leader = None
                            x10.unknown_tags = u20
                            x10.tags_present = 0
                            f_partition_responses_6.append(x10)
                if buf[pos]:
                    u21, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u21 = None
                x4.topic_id = ZERO_UUID
                x4.partition_responses = f_partition_responses_6
                x4.unknown_tags = u21
                f_responses_1.append(x4)
    o.throttle_time_ms, pk22 = _S8(buf, pos)
    pos += 5
    if pk22:
        u23, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u23 = None
    o.responses = f_responses_1
    o.node_endpoints = []
    o.unknown_tags = u23
    o.tags_present = 0
    return o, pos


def _d_ProduceResponse_v10(buf: bytes, pos: int, end: int) -> tuple[ProduceResponse, int]:
    o = _new(ProduceResponse)
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
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(TopicProduceResponse)
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                    n7 -= 1
                elif buf[pos + 1] < 128:
                    n7 = n7 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n7, pos = _string_uvarint(buf, pos)
                    n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.name = buf[pos:e8].decode()
                    pos = e8
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 33 > end - pos:
                        raise _short(pos)
                    f_partition_responses_6 = []
                    if n9:
                        for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                            x10 = _new(PartitionProduceResponse)
                            x10.index, x10.error_code, x10.base_offset, x10.log_append_time_ms, x10.log_start_offset, pk13 = _S7(buf, pos)
                            pos += 31
                            if pk13 < 128:
                                pk13 -= 1
                            elif buf[pos] < 128:
                                pk13 = pk13 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk13, pos = _uvarint(buf, pos - 1)
                                pk13 -= 1
                            if pk13 < 0:
                                raise _negative(pos)
                            else:
                                if pk13 * 6 > end - pos:
                                    raise _short(pos)
                                f_record_errors_11 = []
                                if pk13:
                                    for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                                        x14 = _new(BatchIndexAndErrorMessage)
                                        x14.batch_index, pk15 = _S8(buf, pos)
                                        pos += 5
                                        if pk15 < 128:
                                            pk15 -= 1
                                        elif buf[pos] < 128:
                                            pk15 = pk15 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk15, pos = _string_uvarint(buf, pos - 1)
                                            pk15 -= 1
                                        if pk15 == -1:
                                            x14.batch_index_error_message = None
                                        else:
                                            e16 = pos + pk15
                                            if e16 > end:
                                                raise _short(pos)
                                            x14.batch_index_error_message = buf[pos:e16].decode()
                                            pos = e16
                                        if buf[pos]:
                                            u17, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u17 = None
                                        x14.unknown_tags = u17
                                        f_record_errors_11.append(x14)
                            n18 = buf[pos]
                            if n18 < 128:
                                pos += 1
                                n18 -= 1
                            elif buf[pos + 1] < 128:
                                n18 = n18 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n18, pos = _string_uvarint(buf, pos)
                                n18 -= 1
                            if n18 == -1:
                                x10.error_message = None
                            else:
                                e19 = pos + n18
                                if e19 > end:
                                    raise _short(pos)
                                x10.error_message = buf[pos:e19].decode()
                                pos = e19
                            if not buf[pos]:
                                pos += 1
                                x10.record_errors = f_record_errors_11
                                x10._current_leader = None
                                x10.unknown_tags = None
                                x10.tags_present = 0
                            else:
                                f_current_leader_12 = None
                                nt20 = buf[pos]
                                if nt20 < 128:
                                    pos += 1
                                else:
                                    nt20, pos = _uvarint(buf, pos)
                                u21 = None
                                kp26 = 0
                                last22 = -1
                                for _ in range(nt20):
                                    tg23 = buf[pos]
                                    if tg23 < 128:
                                        pos += 1
                                    else:
                                        tg23, pos = _uvarint(buf, pos)
                                    sz24 = buf[pos]
                                    if sz24 < 128:
                                        pos += 1
                                    else:
                                        sz24, pos = _uvarint(buf, pos)
                                    te25 = pos + sz24
                                    if te25 > end:
                                        raise _short(pos)
                                    if tg23 <= last22:
                                        raise _tag_order(pos)
                                    last22 = tg23
                                    if tg23 == 0:
                                        f_current_leader_12 = _new(LeaderIdAndEpoch)
                                        f_current_leader_12.leader_id, f_current_leader_12.leader_epoch, pk27 = _S9(buf, pos)
                                        pos += 9
                                        if pk27:
                                            u28, pos = _unknown_tags(buf, pos - 1, te25)
                                        else:
                                            u28 = None
                                        f_current_leader_12.unknown_tags = u28
                                        if pos != te25:
                                            raise _tag_size(pos)
                                        kp26 |= 1
                                    else:
                                        if u21 is None:
                                            u21 = {}
                                        u21[tg23] = buf[pos:te25]
                                        pos = te25
                                x10.record_errors = f_record_errors_11
                                x10._current_leader = f_current_leader_12
                                x10.unknown_tags = u21
                                x10.tags_present = kp26
                            f_partition_responses_6.append(x10)
                if buf[pos]:
                    u29, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u29 = None
                x4.topic_id = ZERO_UUID
                x4.partition_responses = f_partition_responses_6
                x4.unknown_tags = u29
                f_responses_1.append(x4)
    o.throttle_time_ms, pk30 = _S8(buf, pos)
    pos += 5
    if not pk30:
        o.responses = f_responses_1
        o.node_endpoints = []
        o.unknown_tags = None
        o.tags_present = 0
    else:
        pos -= 1
        f_node_endpoints_2 = []
        nt31 = buf[pos]
        if nt31 < 128:
            pos += 1
        else:
            nt31, pos = _uvarint(buf, pos)
        u32 = None
        kp37 = 0
        last33 = -1
        for _ in range(nt31):
            tg34 = buf[pos]
            if tg34 < 128:
                pos += 1
            else:
                tg34, pos = _uvarint(buf, pos)
            sz35 = buf[pos]
            if sz35 < 128:
                pos += 1
            else:
                sz35, pos = _uvarint(buf, pos)
            te36 = pos + sz35
            if te36 > end:
                raise _short(pos)
            if tg34 <= last33:
                raise _tag_order(pos)
            last33 = tg34
            if tg34 == 0:
                n38 = buf[pos]
                if n38 < 128:
                    pos += 1
                    n38 -= 1
                elif buf[pos + 1] < 128:
                    n38 = n38 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n38, pos = _uvarint(buf, pos)
                    n38 -= 1
                if n38 < 0:
                    raise _negative(pos)
                else:
                    if n38 * 11 > te36 - pos:
                        raise _short(pos)
                    f_node_endpoints_2 = []
                    if n38:
                        for _ in (_ranges[n38] if n38 < 256 else range(n38)):
                            x39 = _new(NodeEndpoint)
                            x39.node_id, pk40 = _S8(buf, pos)
                            pos += 5
                            if pk40 < 128:
                                pk40 -= 1
                            elif buf[pos] < 128:
                                pk40 = pk40 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk40, pos = _string_uvarint(buf, pos - 1)
                                pk40 -= 1
                            if pk40 < 0:
                                raise _negative(pos)
                            else:
                                e41 = pos + pk40
                                if e41 > te36:
                                    raise _short(pos)
                                x39.host = buf[pos:e41].decode()
                                pos = e41
                            x39.port, pk42 = _S8(buf, pos)
                            pos += 5
                            if pk42 < 128:
                                pk42 -= 1
                            elif buf[pos] < 128:
                                pk42 = pk42 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk42, pos = _string_uvarint(buf, pos - 1)
                                pk42 -= 1
                            if pk42 == -1:
                                x39.rack = None
                            else:
                                e43 = pos + pk42
                                if e43 > te36:
                                    raise _short(pos)
                                x39.rack = buf[pos:e43].decode()
                                pos = e43
                            if buf[pos]:
                                u44, pos = _unknown_tags(buf, pos, te36)
                            else:
                                pos += 1
                                u44 = None
                            x39.unknown_tags = u44
                            f_node_endpoints_2.append(x39)
                if pos != te36:
                    raise _tag_size(pos)
                kp37 |= 1
            else:
                if u32 is None:
                    u32 = {}
                u32[tg34] = buf[pos:te36]
                pos = te36
        o.responses = f_responses_1
        o.node_endpoints = f_node_endpoints_2
        o.unknown_tags = u32
        o.tags_present = kp37
    return o, pos


def _d_ProduceResponse_v13(buf: bytes, pos: int, end: int) -> tuple[ProduceResponse, int]:
    o = _new(ProduceResponse)
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
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(TopicProduceResponse)
                f_topic_id_5, pk7 = _S4(buf, pos)
                pos += 17
                f_topic_id_5 = _cached_uuid(f_topic_id_5) or _make_uuid(f_topic_id_5)
                if pk7 < 128:
                    pk7 -= 1
                elif buf[pos] < 128:
                    pk7 = pk7 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk7, pos = _uvarint(buf, pos - 1)
                    pk7 -= 1
                if pk7 < 0:
                    raise _negative(pos)
                else:
                    if pk7 * 33 > end - pos:
                        raise _short(pos)
                    f_partition_responses_6 = []
                    if pk7:
                        for _ in (_ranges[pk7] if pk7 < 256 else range(pk7)):
                            x8 = _new(PartitionProduceResponse)
                            x8.index, x8.error_code, x8.base_offset, x8.log_append_time_ms, x8.log_start_offset, pk11 = _S7(buf, pos)
                            pos += 31
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
                                if pk11 * 6 > end - pos:
                                    raise _short(pos)
                                f_record_errors_9 = []
                                if pk11:
                                    for _ in (_ranges[pk11] if pk11 < 256 else range(pk11)):
                                        x12 = _new(BatchIndexAndErrorMessage)
                                        x12.batch_index, pk13 = _S8(buf, pos)
                                        pos += 5
                                        if pk13 < 128:
                                            pk13 -= 1
                                        elif buf[pos] < 128:
                                            pk13 = pk13 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk13, pos = _string_uvarint(buf, pos - 1)
                                            pk13 -= 1
                                        if pk13 == -1:
                                            x12.batch_index_error_message = None
                                        else:
                                            e14 = pos + pk13
                                            if e14 > end:
                                                raise _short(pos)
                                            x12.batch_index_error_message = buf[pos:e14].decode()
                                            pos = e14
                                        if buf[pos]:
                                            u15, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u15 = None
                                        x12.unknown_tags = u15
                                        f_record_errors_9.append(x12)
                            n16 = buf[pos]
                            if n16 < 128:
                                pos += 1
                                n16 -= 1
                            elif buf[pos + 1] < 128:
                                n16 = n16 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n16, pos = _string_uvarint(buf, pos)
                                n16 -= 1
                            if n16 == -1:
                                x8.error_message = None
                            else:
                                e17 = pos + n16
                                if e17 > end:
                                    raise _short(pos)
                                x8.error_message = buf[pos:e17].decode()
                                pos = e17
                            if not buf[pos]:
                                pos += 1
                                x8.record_errors = f_record_errors_9
                                x8._current_leader = None
                                x8.unknown_tags = None
                                x8.tags_present = 0
                            else:
                                f_current_leader_10 = None
                                nt18 = buf[pos]
                                if nt18 < 128:
                                    pos += 1
                                else:
                                    nt18, pos = _uvarint(buf, pos)
                                u19 = None
                                kp24 = 0
                                last20 = -1
                                for _ in range(nt18):
                                    tg21 = buf[pos]
                                    if tg21 < 128:
                                        pos += 1
                                    else:
                                        tg21, pos = _uvarint(buf, pos)
                                    sz22 = buf[pos]
                                    if sz22 < 128:
                                        pos += 1
                                    else:
                                        sz22, pos = _uvarint(buf, pos)
                                    te23 = pos + sz22
                                    if te23 > end:
                                        raise _short(pos)
                                    if tg21 <= last20:
                                        raise _tag_order(pos)
                                    last20 = tg21
                                    if tg21 == 0:
                                        f_current_leader_10 = _new(LeaderIdAndEpoch)
                                        f_current_leader_10.leader_id, f_current_leader_10.leader_epoch, pk25 = _S9(buf, pos)
                                        pos += 9
                                        if pk25:
                                            u26, pos = _unknown_tags(buf, pos - 1, te23)
                                        else:
                                            u26 = None
                                        f_current_leader_10.unknown_tags = u26
                                        if pos != te23:
                                            raise _tag_size(pos)
                                        kp24 |= 1
                                    else:
                                        if u19 is None:
                                            u19 = {}
                                        u19[tg21] = buf[pos:te23]
                                        pos = te23
                                x8.record_errors = f_record_errors_9
                                x8._current_leader = f_current_leader_10
                                x8.unknown_tags = u19
                                x8.tags_present = kp24
                            f_partition_responses_6.append(x8)
                if buf[pos]:
                    u27, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u27 = None
                x4.topic_id = f_topic_id_5
                x4.name = ""
                x4.partition_responses = f_partition_responses_6
                x4.unknown_tags = u27
                f_responses_1.append(x4)
    o.throttle_time_ms, pk28 = _S8(buf, pos)
    pos += 5
    if not pk28:
        o.responses = f_responses_1
        o.node_endpoints = []
        o.unknown_tags = None
        o.tags_present = 0
    else:
        pos -= 1
        f_node_endpoints_2 = []
        nt29 = buf[pos]
        if nt29 < 128:
            pos += 1
        else:
            nt29, pos = _uvarint(buf, pos)
        u30 = None
        kp35 = 0
        last31 = -1
        for _ in range(nt29):
            tg32 = buf[pos]
            if tg32 < 128:
                pos += 1
            else:
                tg32, pos = _uvarint(buf, pos)
            sz33 = buf[pos]
            if sz33 < 128:
                pos += 1
            else:
                sz33, pos = _uvarint(buf, pos)
            te34 = pos + sz33
            if te34 > end:
                raise _short(pos)
            if tg32 <= last31:
                raise _tag_order(pos)
            last31 = tg32
            if tg32 == 0:
                n36 = buf[pos]
                if n36 < 128:
                    pos += 1
                    n36 -= 1
                elif buf[pos + 1] < 128:
                    n36 = n36 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n36, pos = _uvarint(buf, pos)
                    n36 -= 1
                if n36 < 0:
                    raise _negative(pos)
                else:
                    if n36 * 11 > te34 - pos:
                        raise _short(pos)
                    f_node_endpoints_2 = []
                    if n36:
                        for _ in (_ranges[n36] if n36 < 256 else range(n36)):
                            x37 = _new(NodeEndpoint)
                            x37.node_id, pk38 = _S8(buf, pos)
                            pos += 5
                            if pk38 < 128:
                                pk38 -= 1
                            elif buf[pos] < 128:
                                pk38 = pk38 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk38, pos = _string_uvarint(buf, pos - 1)
                                pk38 -= 1
                            if pk38 < 0:
                                raise _negative(pos)
                            else:
                                e39 = pos + pk38
                                if e39 > te34:
                                    raise _short(pos)
                                x37.host = buf[pos:e39].decode()
                                pos = e39
                            x37.port, pk40 = _S8(buf, pos)
                            pos += 5
                            if pk40 < 128:
                                pk40 -= 1
                            elif buf[pos] < 128:
                                pk40 = pk40 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk40, pos = _string_uvarint(buf, pos - 1)
                                pk40 -= 1
                            if pk40 == -1:
                                x37.rack = None
                            else:
                                e41 = pos + pk40
                                if e41 > te34:
                                    raise _short(pos)
                                x37.rack = buf[pos:e41].decode()
                                pos = e41
                            if buf[pos]:
                                u42, pos = _unknown_tags(buf, pos, te34)
                            else:
                                pos += 1
                                u42 = None
                            x37.unknown_tags = u42
                            f_node_endpoints_2.append(x37)
                if pos != te34:
                    raise _tag_size(pos)
                kp35 |= 1
            else:
                if u30 is None:
                    u30 = {}
                u30[tg32] = buf[pos:te34]
                pos = te34
        o.responses = f_responses_1
        o.node_endpoints = f_node_endpoints_2
        o.unknown_tags = u30
        o.tags_present = kp35
    return o, pos


def _e_ProduceResponse_v0(o: ProduceResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('ProduceResponse', 'node_endpoints', 0)
    if o.unknown_tags:
        raise _untagged('ProduceResponse', 0)
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('TopicProduceResponse', 0)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_responses) is not list:
            _check_list(x1.partition_responses)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 0)
            if x3.unknown_tags:
                raise _untagged('PartitionProduceResponse', 0)
            out.append(_P10(x3.index, x3.error_code, x3.base_offset))


def _e_ProduceResponse_v1(o: ProduceResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('ProduceResponse', 'node_endpoints', 1)
    if o.unknown_tags:
        raise _untagged('ProduceResponse', 1)
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('TopicProduceResponse', 1)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_responses) is not list:
            _check_list(x1.partition_responses)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 1)
            if x3.unknown_tags:
                raise _untagged('PartitionProduceResponse', 1)
            out.append(_P10(x3.index, x3.error_code, x3.base_offset))
    out.append(_P1(o.throttle_time_ms))


def _e_ProduceResponse_v2(o: ProduceResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('ProduceResponse', 'node_endpoints', 2)
    if o.unknown_tags:
        raise _untagged('ProduceResponse', 2)
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('TopicProduceResponse', 2)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_responses) is not list:
            _check_list(x1.partition_responses)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 2)
            if x3.unknown_tags:
                raise _untagged('PartitionProduceResponse', 2)
            out.append(_P11(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms))
    out.append(_P1(o.throttle_time_ms))


def _e_ProduceResponse_v3(o: ProduceResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('ProduceResponse', 'node_endpoints', 3)
    if o.unknown_tags:
        raise _untagged('ProduceResponse', 3)
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('TopicProduceResponse', 3)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_responses) is not list:
            _check_list(x1.partition_responses)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 3)
            if x3.unknown_tags:
                raise _untagged('PartitionProduceResponse', 3)
            out.append(_P11(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms))
    out.append(_P1(o.throttle_time_ms))


def _e_ProduceResponse_v4(o: ProduceResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('ProduceResponse', 'node_endpoints', 4)
    if o.unknown_tags:
        raise _untagged('ProduceResponse', 4)
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('TopicProduceResponse', 4)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_responses) is not list:
            _check_list(x1.partition_responses)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 4)
            if x3.unknown_tags:
                raise _untagged('PartitionProduceResponse', 4)
            out.append(_P11(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms))
    out.append(_P1(o.throttle_time_ms))


def _e_ProduceResponse_v5(o: ProduceResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('ProduceResponse', 'node_endpoints', 5)
    if o.unknown_tags:
        raise _untagged('ProduceResponse', 5)
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('TopicProduceResponse', 5)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_responses) is not list:
            _check_list(x1.partition_responses)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 5)
            if x3.unknown_tags:
                raise _untagged('PartitionProduceResponse', 5)
            out.append(_P6(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset))
    out.append(_P1(o.throttle_time_ms))


def _e_ProduceResponse_v6(o: ProduceResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('ProduceResponse', 'node_endpoints', 6)
    if o.unknown_tags:
        raise _untagged('ProduceResponse', 6)
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('TopicProduceResponse', 6)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_responses) is not list:
            _check_list(x1.partition_responses)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 6)
            if x3.unknown_tags:
                raise _untagged('PartitionProduceResponse', 6)
            out.append(_P6(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset))
    out.append(_P1(o.throttle_time_ms))


def _e_ProduceResponse_v7(o: ProduceResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('ProduceResponse', 'node_endpoints', 7)
    if o.unknown_tags:
        raise _untagged('ProduceResponse', 7)
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('TopicProduceResponse', 7)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_responses) is not list:
            _check_list(x1.partition_responses)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 7)
            if x3.unknown_tags:
                raise _untagged('PartitionProduceResponse', 7)
            out.append(_P6(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset))
    out.append(_P1(o.throttle_time_ms))


def _e_ProduceResponse_v8(o: ProduceResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('ProduceResponse', 'node_endpoints', 8)
    if o.unknown_tags:
        raise _untagged('ProduceResponse', 8)
    if type(o.responses) is not list:
        _check_list(o.responses)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        if x1.unknown_tags:
            raise _untagged('TopicProduceResponse', 8)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_responses) is not list:
            _check_list(x1.partition_responses)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 8)
            if x3.unknown_tags:
                raise _untagged('PartitionProduceResponse', 8)
            out.append(_P6(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset))
            if type(x3.record_errors) is not list:
                _check_list(x3.record_errors)
            out.append(_Pi(len(x3.record_errors)))
            for x4 in x3.record_errors:
                if x4.unknown_tags:
                    raise _untagged('BatchIndexAndErrorMessage', 8)
                out.append(_P1(x4.batch_index))
                if x4.batch_index_error_message is None:
                    out.append(b'\xff\xff')
                else:
                    b5 = x4.batch_index_error_message.encode()
                    out.append(_Ph(len(b5)))
                    out.append(b5)
            if x3.error_message is None:
                out.append(b'\xff\xff')
            else:
                b6 = x3.error_message.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)
    out.append(_P1(o.throttle_time_ms))


def _e_ProduceResponse_v9(o: ProduceResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('ProduceResponse', 'node_endpoints', 9)
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partition_responses) is not list:
            _check_list(x1.partition_responses)
        if len(x1.partition_responses) + 1 < 128:
            out.append(_B1[len(x1.partition_responses) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_responses) + 1))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 9)
            out.append(_P6(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset))
            if type(x3.record_errors) is not list:
                _check_list(x3.record_errors)
            if len(x3.record_errors) + 1 < 128:
                out.append(_B1[len(x3.record_errors) + 1])
            else:
                out.append(_encode_uvarint(len(x3.record_errors) + 1))
            for x4 in x3.record_errors:
                out.append(_P1(x4.batch_index))
                if x4.batch_index_error_message is None:
                    out.append(b'\x00')
                else:
                    b5 = x4.batch_index_error_message.encode()
                    if len(b5) + 1 < 128:
                        out.append(_B1[len(b5) + 1])
                    else:
                        out.append(_string_length(len(b5) + 1))
                    out.append(b5)
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.error_message is None:
                out.append(b'\x00')
            else:
                b6 = x3.error_message.encode()
                if len(b6) + 1 < 128:
                    out.append(_B1[len(b6) + 1])
                else:
                    out.append(_string_length(len(b6) + 1))
                out.append(b6)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P1(o.throttle_time_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ProduceResponse_v10(o: ProduceResponse, out: list[bytes]) -> None:
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partition_responses) is not list:
            _check_list(x1.partition_responses)
        if len(x1.partition_responses) + 1 < 128:
            out.append(_B1[len(x1.partition_responses) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_responses) + 1))
        for x3 in x1.partition_responses:
            out.append(_P6(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset))
            if type(x3.record_errors) is not list:
                _check_list(x3.record_errors)
            if len(x3.record_errors) + 1 < 128:
                out.append(_B1[len(x3.record_errors) + 1])
            else:
                out.append(_encode_uvarint(len(x3.record_errors) + 1))
            for x4 in x3.record_errors:
                out.append(_P1(x4.batch_index))
                if x4.batch_index_error_message is None:
                    out.append(b'\x00')
                else:
                    b5 = x4.batch_index_error_message.encode()
                    if len(b5) + 1 < 128:
                        out.append(_B1[len(b5) + 1])
                    else:
                        out.append(_string_length(len(b5) + 1))
                    out.append(b5)
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.error_message is None:
                out.append(b'\x00')
            else:
                b6 = x3.error_message.encode()
                if len(b6) + 1 < 128:
                    out.append(_B1[len(b6) + 1])
                else:
                    out.append(_string_length(len(b6) + 1))
                out.append(b6)
            t7 = []
            kp8 = x3.tags_present
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()) or kp8 & 1:
                tb9: list[bytes] = []
                tb9.append(_P12(x3.current_leader.leader_id, x3.current_leader.leader_epoch))
                if x3.current_leader.unknown_tags:
                    _write_tags(tb9, [], x3.current_leader.unknown_tags)
                else:
                    tb9.append(b'\x00')
                t7.append((0, tb9))
            if t7 or x3.unknown_tags:
                _write_tags(out, t7, x3.unknown_tags, (0,))
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P1(o.throttle_time_ms))
    t10 = []
    kp11 = o.tags_present
    if (o.node_endpoints is None or len(o.node_endpoints)) or kp11 & 1:
        tb12: list[bytes] = []
        if type(o.node_endpoints) is not list:
            _check_list(o.node_endpoints)
        if len(o.node_endpoints) + 1 < 128:
            tb12.append(_B1[len(o.node_endpoints) + 1])
        else:
            tb12.append(_encode_uvarint(len(o.node_endpoints) + 1))
        for x13 in o.node_endpoints:
            tb12.append(_P1(x13.node_id))
            b14 = x13.host.encode()
            if len(b14) + 1 < 128:
                tb12.append(_B1[len(b14) + 1])
            else:
                tb12.append(_string_length(len(b14) + 1))
            tb12.append(b14)
            tb12.append(_P1(x13.port))
            if x13.rack is None:
                tb12.append(b'\x00')
            else:
                b15 = x13.rack.encode()
                if len(b15) + 1 < 128:
                    tb12.append(_B1[len(b15) + 1])
                else:
                    tb12.append(_string_length(len(b15) + 1))
                tb12.append(b15)
            if x13.unknown_tags:
                _write_tags(tb12, [], x13.unknown_tags)
            else:
                tb12.append(b'\x00')
        t10.append((0, tb12))
    if t10 or o.unknown_tags:
        _write_tags(out, t10, o.unknown_tags, (0,))
    else:
        out.append(b'\x00')


def _e_ProduceResponse_v13(o: ProduceResponse, out: list[bytes]) -> None:
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        out.append(_P5(_uuid_bytes(x1.topic_id)))
        if type(x1.partition_responses) is not list:
            _check_list(x1.partition_responses)
        if len(x1.partition_responses) + 1 < 128:
            out.append(_B1[len(x1.partition_responses) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_responses) + 1))
        for x2 in x1.partition_responses:
            out.append(_P6(x2.index, x2.error_code, x2.base_offset, x2.log_append_time_ms, x2.log_start_offset))
            if type(x2.record_errors) is not list:
                _check_list(x2.record_errors)
            if len(x2.record_errors) + 1 < 128:
                out.append(_B1[len(x2.record_errors) + 1])
            else:
                out.append(_encode_uvarint(len(x2.record_errors) + 1))
            for x3 in x2.record_errors:
                out.append(_P1(x3.batch_index))
                if x3.batch_index_error_message is None:
                    out.append(b'\x00')
                else:
                    b4 = x3.batch_index_error_message.encode()
                    if len(b4) + 1 < 128:
                        out.append(_B1[len(b4) + 1])
                    else:
                        out.append(_string_length(len(b4) + 1))
                    out.append(b4)
                if x3.unknown_tags:
                    _write_tags(out, [], x3.unknown_tags)
                else:
                    out.append(b'\x00')
            if x2.error_message is None:
                out.append(b'\x00')
            else:
                b5 = x2.error_message.encode()
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_string_length(len(b5) + 1))
                out.append(b5)
            t6 = []
            kp7 = x2.tags_present
            if (x2._current_leader is not None and x2._current_leader != LeaderIdAndEpoch()) or kp7 & 1:
                tb8: list[bytes] = []
                tb8.append(_P12(x2.current_leader.leader_id, x2.current_leader.leader_epoch))
                if x2.current_leader.unknown_tags:
                    _write_tags(tb8, [], x2.current_leader.unknown_tags)
                else:
                    tb8.append(b'\x00')
                t6.append((0, tb8))
            if t6 or x2.unknown_tags:
                _write_tags(out, t6, x2.unknown_tags, (0,))
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P1(o.throttle_time_ms))
    t9 = []
    kp10 = o.tags_present
    if (o.node_endpoints is None or len(o.node_endpoints)) or kp10 & 1:
        tb11: list[bytes] = []
        if type(o.node_endpoints) is not list:
            _check_list(o.node_endpoints)
        if len(o.node_endpoints) + 1 < 128:
            tb11.append(_B1[len(o.node_endpoints) + 1])
        else:
            tb11.append(_encode_uvarint(len(o.node_endpoints) + 1))
        for x12 in o.node_endpoints:
            tb11.append(_P1(x12.node_id))
            b13 = x12.host.encode()
            if len(b13) + 1 < 128:
                tb11.append(_B1[len(b13) + 1])
            else:
                tb11.append(_string_length(len(b13) + 1))
            tb11.append(b13)
            tb11.append(_P1(x12.port))
            if x12.rack is None:
                tb11.append(b'\x00')
            else:
                b14 = x12.rack.encode()
                if len(b14) + 1 < 128:
                    tb11.append(_B1[len(b14) + 1])
                else:
                    tb11.append(_string_length(len(b14) + 1))
                tb11.append(b14)
            if x12.unknown_tags:
                _write_tags(tb11, [], x12.unknown_tags)
            else:
                tb11.append(b'\x00')
        t9.append((0, tb11))
    if t9 or o.unknown_tags:
        _write_tags(out, t9, o.unknown_tags, (0,))
    else:
        out.append(b'\x00')


ProduceRequest.DECODERS = {0: _d_ProduceRequest_v0, 1: _d_ProduceRequest_v0, 2: _d_ProduceRequest_v0, 3: _d_ProduceRequest_v3, 4: _d_ProduceRequest_v3, 5: _d_ProduceRequest_v3, 6: _d_ProduceRequest_v3, 7: _d_ProduceRequest_v3, 8: _d_ProduceRequest_v3, 9: _d_ProduceRequest_v9, 10: _d_ProduceRequest_v9, 11: _d_ProduceRequest_v9, 12: _d_ProduceRequest_v9, 13: _d_ProduceRequest_v13}
ProduceRequest.ENCODERS = {0: _e_ProduceRequest_v0, 1: _e_ProduceRequest_v1, 2: _e_ProduceRequest_v2, 3: _e_ProduceRequest_v3, 4: _e_ProduceRequest_v4, 5: _e_ProduceRequest_v5, 6: _e_ProduceRequest_v6, 7: _e_ProduceRequest_v7, 8: _e_ProduceRequest_v8, 9: _e_ProduceRequest_v9, 10: _e_ProduceRequest_v9, 11: _e_ProduceRequest_v9, 12: _e_ProduceRequest_v9, 13: _e_ProduceRequest_v13}
_bind_decode(ProduceRequest)

ProduceResponse.DECODERS = {0: _d_ProduceResponse_v0, 1: _d_ProduceResponse_v1, 2: _d_ProduceResponse_v2, 3: _d_ProduceResponse_v2, 4: _d_ProduceResponse_v2, 5: _d_ProduceResponse_v5, 6: _d_ProduceResponse_v5, 7: _d_ProduceResponse_v5, 8: _d_ProduceResponse_v8, 9: _d_ProduceResponse_v9, 10: _d_ProduceResponse_v10, 11: _d_ProduceResponse_v10, 12: _d_ProduceResponse_v10, 13: _d_ProduceResponse_v13}
ProduceResponse.ENCODERS = {0: _e_ProduceResponse_v0, 1: _e_ProduceResponse_v1, 2: _e_ProduceResponse_v2, 3: _e_ProduceResponse_v3, 4: _e_ProduceResponse_v4, 5: _e_ProduceResponse_v5, 6: _e_ProduceResponse_v6, 7: _e_ProduceResponse_v7, 8: _e_ProduceResponse_v8, 9: _e_ProduceResponse_v9, 10: _e_ProduceResponse_v10, 11: _e_ProduceResponse_v10, 12: _e_ProduceResponse_v10, 13: _e_ProduceResponse_v13}
_bind_decode(ProduceResponse)
