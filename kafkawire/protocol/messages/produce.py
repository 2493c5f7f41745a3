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
    f_acks_2, f_timeout_ms_3 = _S0(buf, pos)
    pos += 6
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_topic_data_4 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
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
                    if n12 * 8 > end - pos:
                        raise _short(pos)
                    f_partition_data_9 = []
                    if n12:
                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                            f_index_14 = _S1(buf, pos)[0]
                            pos += 4
                            n16 = _ui(buf, pos)[0]
                            pos += 4
                            if n16 == -1:
                                f_records_15 = None
                            elif n16 < 0:
                                raise _negative(pos)
                            else:
                                e17 = pos + n16
                                if e17 > end:
                                    raise _short(pos)
                                f_records_15 = bv[pos:e17]
                                pos = e17
                            x13 = _new(PartitionProduceData)
                            x13.index = f_index_14
                            x13.records = f_records_15
                            x13.unknown_tags = None
                            f_partition_data_9.append(x13)
                x6 = _new(TopicProduceData)
                x6.topic_id = ZERO_UUID
                x6.name = f_name_8
                x6.partition_data = f_partition_data_9
                x6.unknown_tags = None
                f_topic_data_4.append(x6)
    o = _new(ProduceRequest)
    o.transactional_id = None
    o.acks = f_acks_2
    o.timeout_ms = f_timeout_ms_3
    o.topic_data = f_topic_data_4
    o.unknown_tags = None
    return o, pos


def _d_ProduceRequest_v3(buf: bytes, pos: int, end: int) -> tuple[ProduceRequest, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 == -1:
        f_transactional_id_1 = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_transactional_id_1 = buf[pos:e6].decode()
        pos = e6
    f_acks_2, f_timeout_ms_3 = _S0(buf, pos)
    pos += 6
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 6 > end - pos:
            raise _short(pos)
        f_topic_data_4 = []
        if n7:
            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
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
                    if n14 * 8 > end - pos:
                        raise _short(pos)
                    f_partition_data_11 = []
                    if n14:
                        for _ in (_ranges[n14] if n14 < 256 else range(n14)):
                            f_index_16 = _S1(buf, pos)[0]
                            pos += 4
                            n18 = _ui(buf, pos)[0]
                            pos += 4
                            if n18 == -1:
                                f_records_17 = None
                            elif n18 < 0:
                                raise _negative(pos)
                            else:
                                e19 = pos + n18
                                if e19 > end:
                                    raise _short(pos)
                                f_records_17 = bv[pos:e19]
                                pos = e19
                            x15 = _new(PartitionProduceData)
                            x15.index = f_index_16
                            x15.records = f_records_17
                            x15.unknown_tags = None
                            f_partition_data_11.append(x15)
                x8 = _new(TopicProduceData)
                x8.topic_id = ZERO_UUID
                x8.name = f_name_10
                x8.partition_data = f_partition_data_11
                x8.unknown_tags = None
                f_topic_data_4.append(x8)
    o = _new(ProduceRequest)
    o.transactional_id = f_transactional_id_1
    o.acks = f_acks_2
    o.timeout_ms = f_timeout_ms_3
    o.topic_data = f_topic_data_4
    o.unknown_tags = None
    return o, pos


def _d_ProduceRequest_v9(buf: bytes, pos: int, end: int) -> tuple[ProduceRequest, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
        n5 -= 1
    elif buf[pos + 1] < 128:
        n5 = n5 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n5, pos = _string_uvarint(buf, pos)
        n5 -= 1
    if n5 == -1:
        f_transactional_id_1 = None
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_transactional_id_1 = buf[pos:e6].decode()
        pos = e6
    f_acks_2, f_timeout_ms_3, pk7 = _S2(buf, pos)
    pos += 7
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
        if pk7 * 3 > end - pos:
            raise _short(pos)
        f_topic_data_4 = []
        if pk7:
            for _ in (_ranges[pk7] if pk7 < 256 else range(pk7)):
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
                    if n14 * 6 > end - pos:
                        raise _short(pos)
                    f_partition_data_11 = []
                    if n14:
                        for _ in (_ranges[n14] if n14 < 256 else range(n14)):
                            f_index_16, pk18, pk18b = _S3(buf, pos)
                            pos += 6
                            if pk18 < 128:
                                pos -= 1
                                pk18 -= 1
                            elif pk18b < 128:
                                pk18 = pk18 + pk18b * 128 - 129
                            elif buf[pos] < 128:
                                pk18 = pk18 + pk18b * 128 + buf[pos] * 16384 - 16513
                                pos += 1
                            else:
                                pk18, pos = _uvarint(buf, pos - 2)
                                pk18 -= 1
                            if pk18 == -1:
                                f_records_17 = None
                            else:
                                e19 = pos + pk18
                                if e19 > end:
                                    raise _short(pos)
                                f_records_17 = bv[pos:e19]
                                pos = e19
                            if buf[pos]:
                                u20, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u20 = None
                            x15 = _new(PartitionProduceData)
                            x15.index = f_index_16
                            x15.records = f_records_17
                            x15.unknown_tags = u20
                            f_partition_data_11.append(x15)
                if buf[pos]:
                    u21, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u21 = None
                x8 = _new(TopicProduceData)
                x8.topic_id = ZERO_UUID
                x8.name = f_name_10
                x8.partition_data = f_partition_data_11
                x8.unknown_tags = u21
                f_topic_data_4.append(x8)
    if buf[pos]:
        u22, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u22 = None
    o = _new(ProduceRequest)
    o.transactional_id = f_transactional_id_1
    o.acks = f_acks_2
    o.timeout_ms = f_timeout_ms_3
    o.topic_data = f_topic_data_4
    o.unknown_tags = u22
    return o, pos


def _d_ProduceRequest_v13(buf: bytes, pos: int, end: int) -> tuple[ProduceRequest, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
        n5 -= 1
    elif buf[pos + 1] < 128:
        n5 = n5 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n5, pos = _string_uvarint(buf, pos)
        n5 -= 1
    if n5 == -1:
        f_transactional_id_1 = None
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_transactional_id_1 = buf[pos:e6].decode()
        pos = e6
    f_acks_2, f_timeout_ms_3, pk7 = _S2(buf, pos)
    pos += 7
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
        if pk7 * 18 > end - pos:
            raise _short(pos)
        f_topic_data_4 = []
        if pk7:
            for _ in (_ranges[pk7] if pk7 < 256 else range(pk7)):
                f_topic_id_9, pk12 = _S4(buf, pos)
                pos += 17
                f_topic_id_9 = _cached_uuid(f_topic_id_9) or _make_uuid(f_topic_id_9)
                if pk12 < 128:
                    pk12 -= 1
                elif buf[pos] < 128:
                    pk12 = pk12 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk12, pos = _uvarint(buf, pos - 1)
                    pk12 -= 1
                if pk12 < 0:
                    raise _negative(pos)
                else:
                    if pk12 * 6 > end - pos:
                        raise _short(pos)
                    f_partition_data_11 = []
                    if pk12:
                        for _ in (_ranges[pk12] if pk12 < 256 else range(pk12)):
                            f_index_14, pk16, pk16b = _S3(buf, pos)
                            pos += 6
                            if pk16 < 128:
                                pos -= 1
                                pk16 -= 1
                            elif pk16b < 128:
                                pk16 = pk16 + pk16b * 128 - 129
                            elif buf[pos] < 128:
                                pk16 = pk16 + pk16b * 128 + buf[pos] * 16384 - 16513
                                pos += 1
                            else:
                                pk16, pos = _uvarint(buf, pos - 2)
                                pk16 -= 1
                            if pk16 == -1:
                                f_records_15 = None
                            else:
                                e17 = pos + pk16
                                if e17 > end:
                                    raise _short(pos)
                                f_records_15 = bv[pos:e17]
                                pos = e17
                            if buf[pos]:
                                u18, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u18 = None
                            x13 = _new(PartitionProduceData)
                            x13.index = f_index_14
                            x13.records = f_records_15
                            x13.unknown_tags = u18
                            f_partition_data_11.append(x13)
                if buf[pos]:
                    u19, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u19 = None
                x8 = _new(TopicProduceData)
                x8.topic_id = f_topic_id_9
                x8.name = ""
                x8.partition_data = f_partition_data_11
                x8.unknown_tags = u19
                f_topic_data_4.append(x8)
    if buf[pos]:
        u20, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u20 = None
    o = _new(ProduceRequest)
    o.transactional_id = f_transactional_id_1
    o.acks = f_acks_2
    o.timeout_ms = f_timeout_ms_3
    o.topic_data = f_topic_data_4
    o.unknown_tags = u20
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
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
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
                    if n11 * 14 > end - pos:
                        raise _short(pos)
                    f_partition_responses_8 = []
                    if n11:
                        e22 = pos + n11 * 14
                        for f_index_13, f_error_code_14, f_base_offset_15 in _I0(buf[pos:e22]):
                            x23 = _new(PartitionProduceResponse)
                            x23.index = f_index_13
                            x23.error_code = f_error_code_14
                            x23.base_offset = f_base_offset_15
                            x23.log_append_time_ms = -1
                            x23.log_start_offset = -1
                            x23.record_errors = []
                            x23.error_message = None
                            x23._current_leader = None
                            x23.unknown_tags = None
                            x23.tags_present = 0
                            f_partition_responses_8.append(x23)
                        pos = e22
                x5 = _new(TopicProduceResponse)
                x5.topic_id = ZERO_UUID
                x5.name = f_name_7
                x5.partition_responses = f_partition_responses_8
                x5.unknown_tags = None
                f_responses_1.append(x5)
    o = _new(ProduceResponse)
    o.responses = f_responses_1
    o.throttle_time_ms = 0
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_ProduceResponse_v1(buf: bytes, pos: int, end: int) -> tuple[ProduceResponse, int]:
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
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
                    if n11 * 14 > end - pos:
                        raise _short(pos)
                    f_partition_responses_8 = []
                    if n11:
                        e22 = pos + n11 * 14
                        for f_index_13, f_error_code_14, f_base_offset_15 in _I0(buf[pos:e22]):
                            x23 = _new(PartitionProduceResponse)
                            x23.index = f_index_13
                            x23.error_code = f_error_code_14
                            x23.base_offset = f_base_offset_15
                            x23.log_append_time_ms = -1
                            x23.log_start_offset = -1
                            x23.record_errors = []
                            x23.error_message = None
                            x23._current_leader = None
                            x23.unknown_tags = None
                            x23.tags_present = 0
                            f_partition_responses_8.append(x23)
                        pos = e22
                x5 = _new(TopicProduceResponse)
                x5.topic_id = ZERO_UUID
                x5.name = f_name_7
                x5.partition_responses = f_partition_responses_8
                x5.unknown_tags = None
                f_responses_1.append(x5)
    f_throttle_time_ms_2 = _S1(buf, pos)[0]
    pos += 4
    o = _new(ProduceResponse)
    o.responses = f_responses_1
    o.throttle_time_ms = f_throttle_time_ms_2
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_ProduceResponse_v2(buf: bytes, pos: int, end: int) -> tuple[ProduceResponse, int]:
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
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
                    if n11 * 22 > end - pos:
                        raise _short(pos)
                    f_partition_responses_8 = []
                    if n11:
                        e22 = pos + n11 * 22
                        for f_index_13, f_error_code_14, f_base_offset_15, f_log_append_time_ms_16 in _I1(buf[pos:e22]):
                            x23 = _new(PartitionProduceResponse)
                            x23.index = f_index_13
                            x23.error_code = f_error_code_14
                            x23.base_offset = f_base_offset_15
                            x23.log_append_time_ms = f_log_append_time_ms_16
                            x23.log_start_offset = -1
                            x23.record_errors = []
                            x23.error_message = None
                            x23._current_leader = None
                            x23.unknown_tags = None
                            x23.tags_present = 0
                            f_partition_responses_8.append(x23)
                        pos = e22
                x5 = _new(TopicProduceResponse)
                x5.topic_id = ZERO_UUID
                x5.name = f_name_7
                x5.partition_responses = f_partition_responses_8
                x5.unknown_tags = None
                f_responses_1.append(x5)
    f_throttle_time_ms_2 = _S1(buf, pos)[0]
    pos += 4
    o = _new(ProduceResponse)
    o.responses = f_responses_1
    o.throttle_time_ms = f_throttle_time_ms_2
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_ProduceResponse_v5(buf: bytes, pos: int, end: int) -> tuple[ProduceResponse, int]:
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
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
                    if n11 * 30 > end - pos:
                        raise _short(pos)
                    f_partition_responses_8 = []
                    if n11:
                        e22 = pos + n11 * 30
                        for f_index_13, f_error_code_14, f_base_offset_15, f_log_append_time_ms_16, f_log_start_offset_17 in _I2(buf[pos:e22]):
                            x23 = _new(PartitionProduceResponse)
                            x23.index = f_index_13
                            x23.error_code = f_error_code_14
                            x23.base_offset = f_base_offset_15
                            x23.log_append_time_ms = f_log_append_time_ms_16
                            x23.log_start_offset = f_log_start_offset_17
                            x23.record_errors = []
                            x23.error_message = None
                            x23._current_leader = None
                            x23.unknown_tags = None
                            x23.tags_present = 0
                            f_partition_responses_8.append(x23)
                        pos = e22
                x5 = _new(TopicProduceResponse)
                x5.topic_id = ZERO_UUID
                x5.name = f_name_7
                x5.partition_responses = f_partition_responses_8
                x5.unknown_tags = None
                f_responses_1.append(x5)
    f_throttle_time_ms_2 = _S1(buf, pos)[0]
    pos += 4
    o = _new(ProduceResponse)
    o.responses = f_responses_1
    o.throttle_time_ms = f_throttle_time_ms_2
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_ProduceResponse_v8(buf: bytes, pos: int, end: int) -> tuple[ProduceResponse, int]:
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
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
                    if n11 * 36 > end - pos:
                        raise _short(pos)
                    f_partition_responses_8 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            f_index_13, f_error_code_14, f_base_offset_15, f_log_append_time_ms_16, f_log_start_offset_17 = _S6(buf, pos)
                            pos += 30
                            n21 = _ui(buf, pos)[0]
                            pos += 4
                            if n21 < 0:
                                raise _negative(pos)
                            else:
                                if n21 * 6 > end - pos:
                                    raise _short(pos)
                                f_record_errors_18 = []
                                if n21:
                                    for _ in (_ranges[n21] if n21 < 256 else range(n21)):
                                        f_batch_index_23 = _S1(buf, pos)[0]
                                        pos += 4
                                        n25 = _uh(buf, pos)[0]
                                        pos += 2
                                        if n25 == -1:
                                            f_batch_index_error_message_24 = None
                                        elif n25 < 0:
                                            raise _negative(pos)
                                        else:
                                            e26 = pos + n25
                                            if e26 > end:
                                                raise _short(pos)
                                            f_batch_index_error_message_24 = buf[pos:e26].decode()
                                            pos = e26
                                        x22 = _new(BatchIndexAndErrorMessage)
                                        x22.batch_index = f_batch_index_23
                                        x22.batch_index_error_message = f_batch_index_error_message_24
                                        x22.unknown_tags = None
                                        f_record_errors_18.append(x22)
                            n27 = _uh(buf, pos)[0]
                            pos += 2
                            if n27 == -1:
                                f_error_message_19 = None
                            elif n27 < 0:
                                raise _negative(pos)
                            else:
                                e28 = pos + n27
                                if e28 > end:
                                    raise _short(pos)
                                f_error_message_19 = buf[pos:e28].decode()
                                pos = e28
                            x12 = _new(PartitionProduceResponse)
                            x12.index = f_index_13
                            x12.error_code = f_error_code_14
                            x12.base_offset = f_base_offset_15
                            x12.log_append_time_ms = f_log_append_time_ms_16
                            x12.log_start_offset = f_log_start_offset_17
                            x12.record_errors = f_record_errors_18
                            x12.error_message = f_error_message_19
                            x12._current_leader = None
                            x12.unknown_tags = None
                            x12.tags_present = 0
                            f_partition_responses_8.append(x12)
                x5 = _new(TopicProduceResponse)
                x5.topic_id = ZERO_UUID
                x5.name = f_name_7
                x5.partition_responses = f_partition_responses_8
                x5.unknown_tags = None
                f_responses_1.append(x5)
    f_throttle_time_ms_2 = _S1(buf, pos)[0]
    pos += 4
    o = _new(ProduceResponse)
    o.responses = f_responses_1
    o.throttle_time_ms = f_throttle_time_ms_2
    o.node_endpoints = []
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_ProduceResponse_v9(buf: bytes, pos: int, end: int) -> tuple[ProduceResponse, int]:
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
        if n4 * 3 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
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
                    if n11 * 33 > end - pos:
                        raise _short(pos)
                    f_partition_responses_8 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            f_index_13, f_error_code_14, f_base_offset_15, f_log_append_time_ms_16, f_log_start_offset_17, pk21 = _S7(buf, pos)
                            pos += 31
                            if pk21 < 128:
                                pk21 -= 1
                            elif buf[pos] < 128:
                                pk21 = pk21 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk21, pos = _uvarint(buf, pos - 1)
                                pk21 -= 1
                            if pk21 < 0:
                                raise _negative(pos)
                            else:
                                if pk21 * 6 > end - pos:
                                    raise _short(pos)
                                f_record_errors_18 = []
                                if pk21:
                                    for _ in (_ranges[pk21] if pk21 < 256 else range(pk21)):
                                        f_batch_index_23, pk25 = _S8(buf, pos)
                                        pos += 5
                                        if pk25 < 128:
                                            pk25 -= 1
                                        elif buf[pos] < 128:
                                            pk25 = pk25 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk25, pos = _string_uvarint(buf, pos - 1)
                                            pk25 -= 1
                                        if pk25 == -1:
                                            f_batch_index_error_message_24 = None
                                        else:
                                            e26 = pos + pk25
                                            if e26 > end:
                                                raise _short(pos)
                                            f_batch_index_error_message_24 = buf[pos:e26].decode()
                                            pos = e26
                                        if buf[pos]:
                                            u27, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u27 = None
                                        x22 = _new(BatchIndexAndErrorMessage)
                                        x22.batch_index = f_batch_index_23
                                        x22.batch_index_error_message = f_batch_index_error_message_24
                                        x22.unknown_tags = u27
                                        f_record_errors_18.append(x22)
                            n28 = buf[pos]
                            if n28 < 128:
                                pos += 1
                                n28 -= 1
                            elif buf[pos + 1] < 128:
                                n28 = n28 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n28, pos = _string_uvarint(buf, pos)
                                n28 -= 1
                            if n28 == -1:
                                f_error_message_19 = None
                            else:
                                e29 = pos + n28
                                if e29 > end:
                                    raise _short(pos)
                                f_error_message_19 = buf[pos:e29].decode()
                                pos = e29
                            if buf[pos]:
                                u30, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u30 = None
                            x12 = _new(PartitionProduceResponse)
                            x12.index = f_index_13
                            x12.error_code = f_error_code_14
                            x12.base_offset = f_base_offset_15
                            x12.log_append_time_ms = f_log_append_time_ms_16
                            x12.log_start_offset = f_log_start_offset_17
                            x12.record_errors = f_record_errors_18
                            x12.error_message = f_error_message_19
                            x12._current_leader = None
                            x12.unknown_tags = u30
                            x12.tags_present = 0
                            f_partition_responses_8.append(x12)
                if buf[pos]:
                    u31, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u31 = None
                x5 = _new(TopicProduceResponse)
                x5.topic_id = ZERO_UUID
                x5.name = f_name_7
                x5.partition_responses = f_partition_responses_8
                x5.unknown_tags = u31
                f_responses_1.append(x5)
    f_throttle_time_ms_2, pk32 = _S8(buf, pos)
    pos += 5
    if pk32:
        u33, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u33 = None
    o = _new(ProduceResponse)
    o.responses = f_responses_1
    o.throttle_time_ms = f_throttle_time_ms_2
    o.node_endpoints = []
    o.unknown_tags = u33
    o.tags_present = 0
    return o, pos


def _d_ProduceResponse_v10(buf: bytes, pos: int, end: int) -> tuple[ProduceResponse, int]:
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
        if n4 * 3 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
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
                    if n11 * 33 > end - pos:
                        raise _short(pos)
                    f_partition_responses_8 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            f_index_13, f_error_code_14, f_base_offset_15, f_log_append_time_ms_16, f_log_start_offset_17, pk21 = _S7(buf, pos)
                            pos += 31
                            if pk21 < 128:
                                pk21 -= 1
                            elif buf[pos] < 128:
                                pk21 = pk21 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk21, pos = _uvarint(buf, pos - 1)
                                pk21 -= 1
                            if pk21 < 0:
                                raise _negative(pos)
                            else:
                                if pk21 * 6 > end - pos:
                                    raise _short(pos)
                                f_record_errors_18 = []
                                if pk21:
                                    for _ in (_ranges[pk21] if pk21 < 256 else range(pk21)):
                                        f_batch_index_23, pk25 = _S8(buf, pos)
                                        pos += 5
                                        if pk25 < 128:
                                            pk25 -= 1
                                        elif buf[pos] < 128:
                                            pk25 = pk25 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk25, pos = _string_uvarint(buf, pos - 1)
                                            pk25 -= 1
                                        if pk25 == -1:
                                            f_batch_index_error_message_24 = None
                                        else:
                                            e26 = pos + pk25
                                            if e26 > end:
                                                raise _short(pos)
                                            f_batch_index_error_message_24 = buf[pos:e26].decode()
                                            pos = e26
                                        if buf[pos]:
                                            u27, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u27 = None
                                        x22 = _new(BatchIndexAndErrorMessage)
                                        x22.batch_index = f_batch_index_23
                                        x22.batch_index_error_message = f_batch_index_error_message_24
                                        x22.unknown_tags = u27
                                        f_record_errors_18.append(x22)
                            n28 = buf[pos]
                            if n28 < 128:
                                pos += 1
                                n28 -= 1
                            elif buf[pos + 1] < 128:
                                n28 = n28 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n28, pos = _string_uvarint(buf, pos)
                                n28 -= 1
                            if n28 == -1:
                                f_error_message_19 = None
                            else:
                                e29 = pos + n28
                                if e29 > end:
                                    raise _short(pos)
                                f_error_message_19 = buf[pos:e29].decode()
                                pos = e29
                            if not buf[pos]:
                                pos += 1
                                x12 = _new(PartitionProduceResponse)
                                x12.index = f_index_13
                                x12.error_code = f_error_code_14
                                x12.base_offset = f_base_offset_15
                                x12.log_append_time_ms = f_log_append_time_ms_16
                                x12.log_start_offset = f_log_start_offset_17
                                x12.record_errors = f_record_errors_18
                                x12.error_message = f_error_message_19
                                x12._current_leader = None
                                x12.unknown_tags = None
                                x12.tags_present = 0
                            else:
                                f_current_leader_20 = None
                                nt30 = buf[pos]
                                if nt30 < 128:
                                    pos += 1
                                else:
                                    nt30, pos = _uvarint(buf, pos)
                                u31 = None
                                kp36 = 0
                                last32 = -1
                                for _ in range(nt30):
                                    tg33 = buf[pos]
                                    if tg33 < 128:
                                        pos += 1
                                    else:
                                        tg33, pos = _uvarint(buf, pos)
                                    sz34 = buf[pos]
                                    if sz34 < 128:
                                        pos += 1
                                    else:
                                        sz34, pos = _uvarint(buf, pos)
                                    te35 = pos + sz34
                                    if te35 > end:
                                        raise _short(pos)
                                    if tg33 <= last32:
                                        raise _tag_order(pos)
                                    last32 = tg33
                                    if tg33 == 0:
                                        f_leader_id_37, f_leader_epoch_38, pk39 = _S9(buf, pos)
                                        pos += 9
                                        if pk39:
                                            u40, pos = _unknown_tags(buf, pos - 1, te35)
                                        else:
                                            u40 = None
                                        f_current_leader_20 = _new(LeaderIdAndEpoch)
                                        f_current_leader_20.leader_id = f_leader_id_37
                                        f_current_leader_20.leader_epoch = f_leader_epoch_38
                                        f_current_leader_20.unknown_tags = u40
                                        if pos != te35:
                                            raise _tag_size(pos)
                                        kp36 |= 1
                                    else:
                                        if u31 is None:
                                            u31 = {}
                                        u31[tg33] = buf[pos:te35]
                                        pos = te35
                                x12 = _new(PartitionProduceResponse)
                                x12.index = f_index_13
                                x12.error_code = f_error_code_14
                                x12.base_offset = f_base_offset_15
                                x12.log_append_time_ms = f_log_append_time_ms_16
                                x12.log_start_offset = f_log_start_offset_17
                                x12.record_errors = f_record_errors_18
                                x12.error_message = f_error_message_19
                                x12._current_leader = f_current_leader_20
                                x12.unknown_tags = u31
                                x12.tags_present = kp36
                            f_partition_responses_8.append(x12)
                if buf[pos]:
                    u41, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u41 = None
                x5 = _new(TopicProduceResponse)
                x5.topic_id = ZERO_UUID
                x5.name = f_name_7
                x5.partition_responses = f_partition_responses_8
                x5.unknown_tags = u41
                f_responses_1.append(x5)
    f_throttle_time_ms_2, pk42 = _S8(buf, pos)
    pos += 5
    if not pk42:
        o = _new(ProduceResponse)
        o.responses = f_responses_1
        o.throttle_time_ms = f_throttle_time_ms_2
        o.node_endpoints = []
        o.unknown_tags = None
        o.tags_present = 0
    else:
        pos -= 1
        f_node_endpoints_3 = []
        nt43 = buf[pos]
        if nt43 < 128:
            pos += 1
        else:
            nt43, pos = _uvarint(buf, pos)
        u44 = None
        kp49 = 0
        last45 = -1
        for _ in range(nt43):
            tg46 = buf[pos]
            if tg46 < 128:
                pos += 1
            else:
                tg46, pos = _uvarint(buf, pos)
            sz47 = buf[pos]
            if sz47 < 128:
                pos += 1
            else:
                sz47, pos = _uvarint(buf, pos)
            te48 = pos + sz47
            if te48 > end:
                raise _short(pos)
            if tg46 <= last45:
                raise _tag_order(pos)
            last45 = tg46
            if tg46 == 0:
                n50 = buf[pos]
                if n50 < 128:
                    pos += 1
                    n50 -= 1
                elif buf[pos + 1] < 128:
                    n50 = n50 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n50, pos = _uvarint(buf, pos)
                    n50 -= 1
                if n50 < 0:
                    raise _negative(pos)
                else:
                    if n50 * 11 > te48 - pos:
                        raise _short(pos)
                    f_node_endpoints_3 = []
                    if n50:
                        for _ in (_ranges[n50] if n50 < 256 else range(n50)):
                            f_node_id_52, pk56 = _S8(buf, pos)
                            pos += 5
                            if pk56 < 128:
                                pk56 -= 1
                            elif buf[pos] < 128:
                                pk56 = pk56 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk56, pos = _string_uvarint(buf, pos - 1)
                                pk56 -= 1
                            if pk56 < 0:
                                raise _negative(pos)
                            else:
                                e57 = pos + pk56
                                if e57 > te48:
                                    raise _short(pos)
                                f_host_53 = buf[pos:e57].decode()
                                pos = e57
                            f_port_54, pk58 = _S8(buf, pos)
                            pos += 5
                            if pk58 < 128:
                                pk58 -= 1
                            elif buf[pos] < 128:
                                pk58 = pk58 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk58, pos = _string_uvarint(buf, pos - 1)
                                pk58 -= 1
                            if pk58 == -1:
                                f_rack_55 = None
                            else:
                                e59 = pos + pk58
                                if e59 > te48:
                                    raise _short(pos)
                                f_rack_55 = buf[pos:e59].decode()
                                pos = e59
                            if buf[pos]:
                                u60, pos = _unknown_tags(buf, pos, te48)
                            else:
                                pos += 1
                                u60 = None
                            x51 = _new(NodeEndpoint)
                            x51.node_id = f_node_id_52
                            x51.host = f_host_53
                            x51.port = f_port_54
                            x51.rack = f_rack_55
                            x51.unknown_tags = u60
                            f_node_endpoints_3.append(x51)
                if pos != te48:
                    raise _tag_size(pos)
                kp49 |= 1
            else:
                if u44 is None:
                    u44 = {}
                u44[tg46] = buf[pos:te48]
                pos = te48
        o = _new(ProduceResponse)
        o.responses = f_responses_1
        o.throttle_time_ms = f_throttle_time_ms_2
        o.node_endpoints = f_node_endpoints_3
        o.unknown_tags = u44
        o.tags_present = kp49
    return o, pos


def _d_ProduceResponse_v13(buf: bytes, pos: int, end: int) -> tuple[ProduceResponse, int]:
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
        f_responses_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                f_topic_id_6, pk9 = _S4(buf, pos)
                pos += 17
                f_topic_id_6 = _cached_uuid(f_topic_id_6) or _make_uuid(f_topic_id_6)
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
                    if pk9 * 33 > end - pos:
                        raise _short(pos)
                    f_partition_responses_8 = []
                    if pk9:
                        for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                            f_index_11, f_error_code_12, f_base_offset_13, f_log_append_time_ms_14, f_log_start_offset_15, pk19 = _S7(buf, pos)
                            pos += 31
                            if pk19 < 128:
                                pk19 -= 1
                            elif buf[pos] < 128:
                                pk19 = pk19 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk19, pos = _uvarint(buf, pos - 1)
                                pk19 -= 1
                            if pk19 < 0:
                                raise _negative(pos)
                            else:
                                if pk19 * 6 > end - pos:
                                    raise _short(pos)
                                f_record_errors_16 = []
                                if pk19:
                                    for _ in (_ranges[pk19] if pk19 < 256 else range(pk19)):
                                        f_batch_index_21, pk23 = _S8(buf, pos)
                                        pos += 5
                                        if pk23 < 128:
                                            pk23 -= 1
                                        elif buf[pos] < 128:
                                            pk23 = pk23 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk23, pos = _string_uvarint(buf, pos - 1)
                                            pk23 -= 1
                                        if pk23 == -1:
                                            f_batch_index_error_message_22 = None
                                        else:
                                            e24 = pos + pk23
                                            if e24 > end:
                                                raise _short(pos)
                                            f_batch_index_error_message_22 = buf[pos:e24].decode()
                                            pos = e24
                                        if buf[pos]:
                                            u25, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u25 = None
                                        x20 = _new(BatchIndexAndErrorMessage)
                                        x20.batch_index = f_batch_index_21
                                        x20.batch_index_error_message = f_batch_index_error_message_22
                                        x20.unknown_tags = u25
                                        f_record_errors_16.append(x20)
                            n26 = buf[pos]
                            if n26 < 128:
                                pos += 1
                                n26 -= 1
                            elif buf[pos + 1] < 128:
                                n26 = n26 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n26, pos = _string_uvarint(buf, pos)
                                n26 -= 1
                            if n26 == -1:
                                f_error_message_17 = None
                            else:
                                e27 = pos + n26
                                if e27 > end:
                                    raise _short(pos)
                                f_error_message_17 = buf[pos:e27].decode()
                                pos = e27
                            if not buf[pos]:
                                pos += 1
                                x10 = _new(PartitionProduceResponse)
                                x10.index = f_index_11
                                x10.error_code = f_error_code_12
                                x10.base_offset = f_base_offset_13
                                x10.log_append_time_ms = f_log_append_time_ms_14
                                x10.log_start_offset = f_log_start_offset_15
                                x10.record_errors = f_record_errors_16
                                x10.error_message = f_error_message_17
                                x10._current_leader = None
                                x10.unknown_tags = None
                                x10.tags_present = 0
                            else:
                                f_current_leader_18 = None
                                nt28 = buf[pos]
                                if nt28 < 128:
                                    pos += 1
                                else:
                                    nt28, pos = _uvarint(buf, pos)
                                u29 = None
                                kp34 = 0
                                last30 = -1
                                for _ in range(nt28):
                                    tg31 = buf[pos]
                                    if tg31 < 128:
                                        pos += 1
                                    else:
                                        tg31, pos = _uvarint(buf, pos)
                                    sz32 = buf[pos]
                                    if sz32 < 128:
                                        pos += 1
                                    else:
                                        sz32, pos = _uvarint(buf, pos)
                                    te33 = pos + sz32
                                    if te33 > end:
                                        raise _short(pos)
                                    if tg31 <= last30:
                                        raise _tag_order(pos)
                                    last30 = tg31
                                    if tg31 == 0:
                                        f_leader_id_35, f_leader_epoch_36, pk37 = _S9(buf, pos)
                                        pos += 9
                                        if pk37:
                                            u38, pos = _unknown_tags(buf, pos - 1, te33)
                                        else:
                                            u38 = None
                                        f_current_leader_18 = _new(LeaderIdAndEpoch)
                                        f_current_leader_18.leader_id = f_leader_id_35
                                        f_current_leader_18.leader_epoch = f_leader_epoch_36
                                        f_current_leader_18.unknown_tags = u38
                                        if pos != te33:
                                            raise _tag_size(pos)
                                        kp34 |= 1
                                    else:
                                        if u29 is None:
                                            u29 = {}
                                        u29[tg31] = buf[pos:te33]
                                        pos = te33
                                x10 = _new(PartitionProduceResponse)
                                x10.index = f_index_11
                                x10.error_code = f_error_code_12
                                x10.base_offset = f_base_offset_13
                                x10.log_append_time_ms = f_log_append_time_ms_14
                                x10.log_start_offset = f_log_start_offset_15
                                x10.record_errors = f_record_errors_16
                                x10.error_message = f_error_message_17
                                x10._current_leader = f_current_leader_18
                                x10.unknown_tags = u29
                                x10.tags_present = kp34
                            f_partition_responses_8.append(x10)
                if buf[pos]:
                    u39, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u39 = None
                x5 = _new(TopicProduceResponse)
                x5.topic_id = f_topic_id_6
                x5.name = ""
                x5.partition_responses = f_partition_responses_8
                x5.unknown_tags = u39
                f_responses_1.append(x5)
    f_throttle_time_ms_2, pk40 = _S8(buf, pos)
    pos += 5
    if not pk40:
        o = _new(ProduceResponse)
        o.responses = f_responses_1
        o.throttle_time_ms = f_throttle_time_ms_2
        o.node_endpoints = []
        o.unknown_tags = None
        o.tags_present = 0
    else:
        pos -= 1
        f_node_endpoints_3 = []
        nt41 = buf[pos]
        if nt41 < 128:
            pos += 1
        else:
            nt41, pos = _uvarint(buf, pos)
        u42 = None
        kp47 = 0
        last43 = -1
        for _ in range(nt41):
            tg44 = buf[pos]
            if tg44 < 128:
                pos += 1
            else:
                tg44, pos = _uvarint(buf, pos)
            sz45 = buf[pos]
            if sz45 < 128:
                pos += 1
            else:
                sz45, pos = _uvarint(buf, pos)
            te46 = pos + sz45
            if te46 > end:
                raise _short(pos)
            if tg44 <= last43:
                raise _tag_order(pos)
            last43 = tg44
            if tg44 == 0:
                n48 = buf[pos]
                if n48 < 128:
                    pos += 1
                    n48 -= 1
                elif buf[pos + 1] < 128:
                    n48 = n48 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n48, pos = _uvarint(buf, pos)
                    n48 -= 1
                if n48 < 0:
                    raise _negative(pos)
                else:
                    if n48 * 11 > te46 - pos:
                        raise _short(pos)
                    f_node_endpoints_3 = []
                    if n48:
                        for _ in (_ranges[n48] if n48 < 256 else range(n48)):
                            f_node_id_50, pk54 = _S8(buf, pos)
                            pos += 5
                            if pk54 < 128:
                                pk54 -= 1
                            elif buf[pos] < 128:
                                pk54 = pk54 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk54, pos = _string_uvarint(buf, pos - 1)
                                pk54 -= 1
                            if pk54 < 0:
                                raise _negative(pos)
                            else:
                                e55 = pos + pk54
                                if e55 > te46:
                                    raise _short(pos)
                                f_host_51 = buf[pos:e55].decode()
                                pos = e55
                            f_port_52, pk56 = _S8(buf, pos)
                            pos += 5
                            if pk56 < 128:
                                pk56 -= 1
                            elif buf[pos] < 128:
                                pk56 = pk56 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk56, pos = _string_uvarint(buf, pos - 1)
                                pk56 -= 1
                            if pk56 == -1:
                                f_rack_53 = None
                            else:
                                e57 = pos + pk56
                                if e57 > te46:
                                    raise _short(pos)
                                f_rack_53 = buf[pos:e57].decode()
                                pos = e57
                            if buf[pos]:
                                u58, pos = _unknown_tags(buf, pos, te46)
                            else:
                                pos += 1
                                u58 = None
                            x49 = _new(NodeEndpoint)
                            x49.node_id = f_node_id_50
                            x49.host = f_host_51
                            x49.port = f_port_52
                            x49.rack = f_rack_53
                            x49.unknown_tags = u58
                            f_node_endpoints_3.append(x49)
                if pos != te46:
                    raise _tag_size(pos)
                kp47 |= 1
            else:
                if u42 is None:
                    u42 = {}
                u42[tg44] = buf[pos:te46]
                pos = te46
        o = _new(ProduceResponse)
        o.responses = f_responses_1
        o.throttle_time_ms = f_throttle_time_ms_2
        o.node_endpoints = f_node_endpoints_3
        o.unknown_tags = u42
        o.tags_present = kp47
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
