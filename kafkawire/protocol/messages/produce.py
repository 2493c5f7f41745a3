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

__all__ = ['BatchIndexAndErrorMessage', 'LeaderIdAndEpoch', 'NodeEndpoint', 'PartitionProduceData', 'PartitionProduceResponse', 'ProduceRequest', 'ProduceResponse', 'TopicProduceData', 'TopicProduceResponse']

_S0 = _Struct('>hi').unpack_from
_P0 = _Struct('>hi').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>16s').unpack_from
_P2 = _Struct('>16s').pack
_S3 = _Struct('>ihq').unpack_from
_P3 = _Struct('>ihq').pack
_S4 = _Struct('>ihqq').unpack_from
_P4 = _Struct('>ihqq').pack
_S5 = _Struct('>ihqqq').unpack_from
_P5 = _Struct('>ihqqq').pack
_S6 = _Struct('>ii').unpack_from
_P6 = _Struct('>ii').pack


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


class ProduceRequest(Message):
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
        self._current_leader = None if current_leader is DEFAULT else current_leader
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
        self._current_leader = value


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
        ap6 = f_topic_data_4.append
        for _ in range(n5):
            n11 = _uh(buf, pos)[0]
            pos += 2
            if n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                f_name_9 = buf[pos:e12].decode()
                pos = e12
            n13 = _ui(buf, pos)[0]
            pos += 4
            if n13 < 0:
                raise _negative(pos)
            else:
                if n13 * 8 > end - pos:
                    raise _short(pos)
                f_partition_data_10 = []
                ap14 = f_partition_data_10.append
                for _ in range(n13):
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
                    ap14(x15)
            x7 = _new(TopicProduceData)
            x7.topic_id = ZERO_UUID
            x7.name = f_name_9
            x7.partition_data = f_partition_data_10
            x7.unknown_tags = None
            ap6(x7)
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
        ap8 = f_topic_data_4.append
        for _ in range(n7):
            n13 = _uh(buf, pos)[0]
            pos += 2
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                f_name_11 = buf[pos:e14].decode()
                pos = e14
            n15 = _ui(buf, pos)[0]
            pos += 4
            if n15 < 0:
                raise _negative(pos)
            else:
                if n15 * 8 > end - pos:
                    raise _short(pos)
                f_partition_data_12 = []
                ap16 = f_partition_data_12.append
                for _ in range(n15):
                    f_index_18 = _S1(buf, pos)[0]
                    pos += 4
                    n20 = _ui(buf, pos)[0]
                    pos += 4
                    if n20 == -1:
                        f_records_19 = None
                    elif n20 < 0:
                        raise _negative(pos)
                    else:
                        e21 = pos + n20
                        if e21 > end:
                            raise _short(pos)
                        f_records_19 = bv[pos:e21]
                        pos = e21
                    x17 = _new(PartitionProduceData)
                    x17.index = f_index_18
                    x17.records = f_records_19
                    x17.unknown_tags = None
                    ap16(x17)
            x9 = _new(TopicProduceData)
            x9.topic_id = ZERO_UUID
            x9.name = f_name_11
            x9.partition_data = f_partition_data_12
            x9.unknown_tags = None
            ap8(x9)
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
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
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
        f_topic_data_4 = []
        ap8 = f_topic_data_4.append
        for _ in range(n7):
            n13 = buf[pos]
            if n13 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n13 = (n13 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n13, pos = _uvarint(buf, pos)
            n13 -= 1
            if n13 < 0:
                raise _negative(pos)
            else:
                e14 = pos + n13
                if e14 > end:
                    raise _short(pos)
                f_name_11 = buf[pos:e14].decode()
                pos = e14
            n15 = buf[pos]
            if n15 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n15 = (n15 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n15, pos = _uvarint(buf, pos)
            n15 -= 1
            if n15 < 0:
                raise _negative(pos)
            else:
                if n15 * 6 > end - pos:
                    raise _short(pos)
                f_partition_data_12 = []
                ap16 = f_partition_data_12.append
                for _ in range(n15):
                    f_index_18 = _S1(buf, pos)[0]
                    pos += 4
                    n20 = buf[pos]
                    if n20 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n20 = (n20 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n20, pos = _uvarint(buf, pos)
                    n20 -= 1
                    if n20 == -1:
                        f_records_19 = None
                    elif n20 < 0:
                        raise _negative(pos)
                    else:
                        e21 = pos + n20
                        if e21 > end:
                            raise _short(pos)
                        f_records_19 = bv[pos:e21]
                        pos = e21
                    if buf[pos]:
                        u22, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u22 = None
                    x17 = _new(PartitionProduceData)
                    x17.index = f_index_18
                    x17.records = f_records_19
                    x17.unknown_tags = u22
                    ap16(x17)
            if buf[pos]:
                u23, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u23 = None
            x9 = _new(TopicProduceData)
            x9.topic_id = ZERO_UUID
            x9.name = f_name_11
            x9.partition_data = f_partition_data_12
            x9.unknown_tags = u23
            ap8(x9)
    if buf[pos]:
        u24, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u24 = None
    o = _new(ProduceRequest)
    o.transactional_id = f_transactional_id_1
    o.acks = f_acks_2
    o.timeout_ms = f_timeout_ms_3
    o.topic_data = f_topic_data_4
    o.unknown_tags = u24
    return o, pos


def _d_ProduceRequest_v13(buf: bytes, pos: int, end: int) -> tuple[ProduceRequest, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
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
        if n7 * 18 > end - pos:
            raise _short(pos)
        f_topic_data_4 = []
        ap8 = f_topic_data_4.append
        for _ in range(n7):
            f_topic_id_10 = _S2(buf, pos)[0]
            pos += 16
            f_topic_id_10 = _make_uuid(f_topic_id_10)
            n13 = buf[pos]
            if n13 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n13 = (n13 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n13, pos = _uvarint(buf, pos)
            n13 -= 1
            if n13 < 0:
                raise _negative(pos)
            else:
                if n13 * 6 > end - pos:
                    raise _short(pos)
                f_partition_data_12 = []
                ap14 = f_partition_data_12.append
                for _ in range(n13):
                    f_index_16 = _S1(buf, pos)[0]
                    pos += 4
                    n18 = buf[pos]
                    if n18 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n18 = (n18 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n18, pos = _uvarint(buf, pos)
                    n18 -= 1
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
                    if buf[pos]:
                        u20, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u20 = None
                    x15 = _new(PartitionProduceData)
                    x15.index = f_index_16
                    x15.records = f_records_17
                    x15.unknown_tags = u20
                    ap14(x15)
            if buf[pos]:
                u21, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u21 = None
            x9 = _new(TopicProduceData)
            x9.topic_id = f_topic_id_10
            x9.name = ""
            x9.partition_data = f_partition_data_12
            x9.unknown_tags = u21
            ap8(x9)
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


def _e_ProduceRequest_v0(o: ProduceRequest, out: list[bytes]) -> None:
    if o.transactional_id is not None:
        raise _absent('ProduceRequest', 'transactional_id', 0)
    out.append(_P0(o.acks, o.timeout_ms))
    out.append(_Pi(len(o.topic_data)))
    for x1 in o.topic_data:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partition_data)))
        for x3 in x1.partition_data:
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
    out.append(_P0(o.acks, o.timeout_ms))
    out.append(_Pi(len(o.topic_data)))
    for x1 in o.topic_data:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partition_data)))
        for x3 in x1.partition_data:
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
    out.append(_P0(o.acks, o.timeout_ms))
    out.append(_Pi(len(o.topic_data)))
    for x1 in o.topic_data:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partition_data)))
        for x3 in x1.partition_data:
            out.append(_P1(x3.index))
            if x3.records is None:
                out.append(b'\xff\xff\xff\xff')
            else:
                b4 = x3.records
                out.append(_Pi(len(b4)))
                out.append(b4)


def _e_ProduceRequest_v3(o: ProduceRequest, out: list[bytes]) -> None:
    if o.transactional_id is None:
        out.append(b'\xff\xff')
    else:
        b1 = o.transactional_id.encode()
        out.append(_Ph(len(b1)))
        out.append(b1)
    out.append(_P0(o.acks, o.timeout_ms))
    out.append(_Pi(len(o.topic_data)))
    for x2 in o.topic_data:
        b3 = x2.name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        out.append(_Pi(len(x2.partition_data)))
        for x4 in x2.partition_data:
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
            out.append(_encode_uvarint(len(b1) + 1))
        out.append(b1)
    out.append(_P0(o.acks, o.timeout_ms))
    if len(o.topic_data) + 1 < 128:
        out.append(_B1[len(o.topic_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_data) + 1))
    for x2 in o.topic_data:
        b3 = x2.name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_encode_uvarint(len(b3) + 1))
        out.append(b3)
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
            out.append(_encode_uvarint(len(b1) + 1))
        out.append(b1)
    out.append(_P0(o.acks, o.timeout_ms))
    if len(o.topic_data) + 1 < 128:
        out.append(_B1[len(o.topic_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_data) + 1))
    for x2 in o.topic_data:
        out.append(_P2(_uuid_bytes(x2.topic_id)))
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
        ap5 = f_responses_1.append
        for _ in range(n4):
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
                if n12 * 14 > end - pos:
                    raise _short(pos)
                f_partition_responses_9 = []
                ap13 = f_partition_responses_9.append
                for _ in range(n12):
                    f_index_15, f_error_code_16, f_base_offset_17 = _S3(buf, pos)
                    pos += 14
                    x14 = _new(PartitionProduceResponse)
                    x14.index = f_index_15
                    x14.error_code = f_error_code_16
                    x14.base_offset = f_base_offset_17
                    x14.log_append_time_ms = -1
                    x14.log_start_offset = -1
                    x14.record_errors = []
                    x14.error_message = None
                    x14._current_leader = None
                    x14.unknown_tags = None
                    x14.tags_present = 0
                    ap13(x14)
            x6 = _new(TopicProduceResponse)
            x6.topic_id = ZERO_UUID
            x6.name = f_name_8
            x6.partition_responses = f_partition_responses_9
            x6.unknown_tags = None
            ap5(x6)
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
        ap5 = f_responses_1.append
        for _ in range(n4):
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
                if n12 * 14 > end - pos:
                    raise _short(pos)
                f_partition_responses_9 = []
                ap13 = f_partition_responses_9.append
                for _ in range(n12):
                    f_index_15, f_error_code_16, f_base_offset_17 = _S3(buf, pos)
                    pos += 14
                    x14 = _new(PartitionProduceResponse)
                    x14.index = f_index_15
                    x14.error_code = f_error_code_16
                    x14.base_offset = f_base_offset_17
                    x14.log_append_time_ms = -1
                    x14.log_start_offset = -1
                    x14.record_errors = []
                    x14.error_message = None
                    x14._current_leader = None
                    x14.unknown_tags = None
                    x14.tags_present = 0
                    ap13(x14)
            x6 = _new(TopicProduceResponse)
            x6.topic_id = ZERO_UUID
            x6.name = f_name_8
            x6.partition_responses = f_partition_responses_9
            x6.unknown_tags = None
            ap5(x6)
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
        ap5 = f_responses_1.append
        for _ in range(n4):
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
                if n12 * 22 > end - pos:
                    raise _short(pos)
                f_partition_responses_9 = []
                ap13 = f_partition_responses_9.append
                for _ in range(n12):
                    f_index_15, f_error_code_16, f_base_offset_17, f_log_append_time_ms_18 = _S4(buf, pos)
                    pos += 22
                    x14 = _new(PartitionProduceResponse)
                    x14.index = f_index_15
                    x14.error_code = f_error_code_16
                    x14.base_offset = f_base_offset_17
                    x14.log_append_time_ms = f_log_append_time_ms_18
                    x14.log_start_offset = -1
                    x14.record_errors = []
                    x14.error_message = None
                    x14._current_leader = None
                    x14.unknown_tags = None
                    x14.tags_present = 0
                    ap13(x14)
            x6 = _new(TopicProduceResponse)
            x6.topic_id = ZERO_UUID
            x6.name = f_name_8
            x6.partition_responses = f_partition_responses_9
            x6.unknown_tags = None
            ap5(x6)
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
        ap5 = f_responses_1.append
        for _ in range(n4):
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
                if n12 * 30 > end - pos:
                    raise _short(pos)
                f_partition_responses_9 = []
                ap13 = f_partition_responses_9.append
                for _ in range(n12):
                    f_index_15, f_error_code_16, f_base_offset_17, f_log_append_time_ms_18, f_log_start_offset_19 = _S5(buf, pos)
                    pos += 30
                    x14 = _new(PartitionProduceResponse)
                    x14.index = f_index_15
                    x14.error_code = f_error_code_16
                    x14.base_offset = f_base_offset_17
                    x14.log_append_time_ms = f_log_append_time_ms_18
                    x14.log_start_offset = f_log_start_offset_19
                    x14.record_errors = []
                    x14.error_message = None
                    x14._current_leader = None
                    x14.unknown_tags = None
                    x14.tags_present = 0
                    ap13(x14)
            x6 = _new(TopicProduceResponse)
            x6.topic_id = ZERO_UUID
            x6.name = f_name_8
            x6.partition_responses = f_partition_responses_9
            x6.unknown_tags = None
            ap5(x6)
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
        ap5 = f_responses_1.append
        for _ in range(n4):
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
                if n12 * 36 > end - pos:
                    raise _short(pos)
                f_partition_responses_9 = []
                ap13 = f_partition_responses_9.append
                for _ in range(n12):
                    f_index_15, f_error_code_16, f_base_offset_17, f_log_append_time_ms_18, f_log_start_offset_19 = _S5(buf, pos)
                    pos += 30
                    n23 = _ui(buf, pos)[0]
                    pos += 4
                    if n23 < 0:
                        raise _negative(pos)
                    else:
                        if n23 * 6 > end - pos:
                            raise _short(pos)
                        f_record_errors_20 = []
                        ap24 = f_record_errors_20.append
                        for _ in range(n23):
                            f_batch_index_26 = _S1(buf, pos)[0]
                            pos += 4
                            n28 = _uh(buf, pos)[0]
                            pos += 2
                            if n28 == -1:
                                f_batch_index_error_message_27 = None
                            elif n28 < 0:
                                raise _negative(pos)
                            else:
                                e29 = pos + n28
                                if e29 > end:
                                    raise _short(pos)
                                f_batch_index_error_message_27 = buf[pos:e29].decode()
                                pos = e29
                            x25 = _new(BatchIndexAndErrorMessage)
                            x25.batch_index = f_batch_index_26
                            x25.batch_index_error_message = f_batch_index_error_message_27
                            x25.unknown_tags = None
                            ap24(x25)
                    n30 = _uh(buf, pos)[0]
                    pos += 2
                    if n30 == -1:
                        f_error_message_21 = None
                    elif n30 < 0:
                        raise _negative(pos)
                    else:
                        e31 = pos + n30
                        if e31 > end:
                            raise _short(pos)
                        f_error_message_21 = buf[pos:e31].decode()
                        pos = e31
                    x14 = _new(PartitionProduceResponse)
                    x14.index = f_index_15
                    x14.error_code = f_error_code_16
                    x14.base_offset = f_base_offset_17
                    x14.log_append_time_ms = f_log_append_time_ms_18
                    x14.log_start_offset = f_log_start_offset_19
                    x14.record_errors = f_record_errors_20
                    x14.error_message = f_error_message_21
                    x14._current_leader = None
                    x14.unknown_tags = None
                    x14.tags_present = 0
                    ap13(x14)
            x6 = _new(TopicProduceResponse)
            x6.topic_id = ZERO_UUID
            x6.name = f_name_8
            x6.partition_responses = f_partition_responses_9
            x6.unknown_tags = None
            ap5(x6)
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
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
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
        ap5 = f_responses_1.append
        for _ in range(n4):
            n10 = buf[pos]
            if n10 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n10 = (n10 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n10, pos = _uvarint(buf, pos)
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
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 33 > end - pos:
                    raise _short(pos)
                f_partition_responses_9 = []
                ap13 = f_partition_responses_9.append
                for _ in range(n12):
                    f_index_15, f_error_code_16, f_base_offset_17, f_log_append_time_ms_18, f_log_start_offset_19 = _S5(buf, pos)
                    pos += 30
                    n23 = buf[pos]
                    if n23 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n23 = (n23 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n23, pos = _uvarint(buf, pos)
                    n23 -= 1
                    if n23 < 0:
                        raise _negative(pos)
                    else:
                        if n23 * 6 > end - pos:
                            raise _short(pos)
                        f_record_errors_20 = []
                        ap24 = f_record_errors_20.append
                        for _ in range(n23):
                            f_batch_index_26 = _S1(buf, pos)[0]
                            pos += 4
                            n28 = buf[pos]
                            if n28 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n28 = (n28 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n28, pos = _uvarint(buf, pos)
                            n28 -= 1
                            if n28 == -1:
                                f_batch_index_error_message_27 = None
                            elif n28 < 0:
                                raise _negative(pos)
                            else:
                                e29 = pos + n28
                                if e29 > end:
                                    raise _short(pos)
                                f_batch_index_error_message_27 = buf[pos:e29].decode()
                                pos = e29
                            if buf[pos]:
                                u30, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u30 = None
                            x25 = _new(BatchIndexAndErrorMessage)
                            x25.batch_index = f_batch_index_26
                            x25.batch_index_error_message = f_batch_index_error_message_27
                            x25.unknown_tags = u30
                            ap24(x25)
                    n31 = buf[pos]
                    if n31 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n31 = (n31 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n31, pos = _uvarint(buf, pos)
                    n31 -= 1
                    if n31 == -1:
                        f_error_message_21 = None
                    elif n31 < 0:
                        raise _negative(pos)
                    else:
                        e32 = pos + n31
                        if e32 > end:
                            raise _short(pos)
                        f_error_message_21 = buf[pos:e32].decode()
                        pos = e32
                    if buf[pos]:
                        u33, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u33 = None
                    x14 = _new(PartitionProduceResponse)
                    x14.index = f_index_15
                    x14.error_code = f_error_code_16
                    x14.base_offset = f_base_offset_17
                    x14.log_append_time_ms = f_log_append_time_ms_18
                    x14.log_start_offset = f_log_start_offset_19
                    x14.record_errors = f_record_errors_20
                    x14.error_message = f_error_message_21
                    x14._current_leader = None
                    x14.unknown_tags = u33
                    x14.tags_present = 0
                    ap13(x14)
            if buf[pos]:
                u34, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u34 = None
            x6 = _new(TopicProduceResponse)
            x6.topic_id = ZERO_UUID
            x6.name = f_name_8
            x6.partition_responses = f_partition_responses_9
            x6.unknown_tags = u34
            ap5(x6)
    f_throttle_time_ms_2 = _S1(buf, pos)[0]
    pos += 4
    if buf[pos]:
        u35, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u35 = None
    o = _new(ProduceResponse)
    o.responses = f_responses_1
    o.throttle_time_ms = f_throttle_time_ms_2
    o.node_endpoints = []
    o.unknown_tags = u35
    o.tags_present = 0
    return o, pos


def _d_ProduceResponse_v10(buf: bytes, pos: int, end: int) -> tuple[ProduceResponse, int]:
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
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
        ap5 = f_responses_1.append
        for _ in range(n4):
            n10 = buf[pos]
            if n10 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n10 = (n10 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n10, pos = _uvarint(buf, pos)
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
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 33 > end - pos:
                    raise _short(pos)
                f_partition_responses_9 = []
                ap13 = f_partition_responses_9.append
                for _ in range(n12):
                    f_index_15, f_error_code_16, f_base_offset_17, f_log_append_time_ms_18, f_log_start_offset_19 = _S5(buf, pos)
                    pos += 30
                    n23 = buf[pos]
                    if n23 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n23 = (n23 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n23, pos = _uvarint(buf, pos)
                    n23 -= 1
                    if n23 < 0:
                        raise _negative(pos)
                    else:
                        if n23 * 6 > end - pos:
                            raise _short(pos)
                        f_record_errors_20 = []
                        ap24 = f_record_errors_20.append
                        for _ in range(n23):
                            f_batch_index_26 = _S1(buf, pos)[0]
                            pos += 4
                            n28 = buf[pos]
                            if n28 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n28 = (n28 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n28, pos = _uvarint(buf, pos)
                            n28 -= 1
                            if n28 == -1:
                                f_batch_index_error_message_27 = None
                            elif n28 < 0:
                                raise _negative(pos)
                            else:
                                e29 = pos + n28
                                if e29 > end:
                                    raise _short(pos)
                                f_batch_index_error_message_27 = buf[pos:e29].decode()
                                pos = e29
                            if buf[pos]:
                                u30, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u30 = None
                            x25 = _new(BatchIndexAndErrorMessage)
                            x25.batch_index = f_batch_index_26
                            x25.batch_index_error_message = f_batch_index_error_message_27
                            x25.unknown_tags = u30
                            ap24(x25)
                    n31 = buf[pos]
                    if n31 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n31 = (n31 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n31, pos = _uvarint(buf, pos)
                    n31 -= 1
                    if n31 == -1:
                        f_error_message_21 = None
                    elif n31 < 0:
                        raise _negative(pos)
                    else:
                        e32 = pos + n31
                        if e32 > end:
                            raise _short(pos)
                        f_error_message_21 = buf[pos:e32].decode()
                        pos = e32
                    f_current_leader_22 = None
                    nt33 = buf[pos]
                    if nt33 < 128:
                        pos += 1
                    else:
                        nt33, pos = _uvarint(buf, pos)
                    u34 = None
                    kp39 = 0
                    if nt33:
                        last35 = -1
                        for _ in range(nt33):
                            tg36 = buf[pos]
                            if tg36 < 128:
                                pos += 1
                            else:
                                tg36, pos = _uvarint(buf, pos)
                            sz37 = buf[pos]
                            if sz37 < 128:
                                pos += 1
                            else:
                                sz37, pos = _uvarint(buf, pos)
                            te38 = pos + sz37
                            if te38 > end:
                                raise _short(pos)
                            if tg36 <= last35:
                                raise _tag_order(pos)
                            last35 = tg36
                            if tg36 == 0:
                                f_leader_id_40, f_leader_epoch_41 = _S6(buf, pos)
                                pos += 8
                                if buf[pos]:
                                    u42, pos = _unknown_tags(buf, pos, te38)
                                else:
                                    pos += 1
                                    u42 = None
                                f_current_leader_22 = _new(LeaderIdAndEpoch)
                                f_current_leader_22.leader_id = f_leader_id_40
                                f_current_leader_22.leader_epoch = f_leader_epoch_41
                                f_current_leader_22.unknown_tags = u42
                                if pos != te38:
                                    raise _tag_size(pos)
                                kp39 |= 1
                            else:
                                if u34 is None:
                                    u34 = {}
                                u34[tg36] = buf[pos:te38]
                                pos = te38
                    x14 = _new(PartitionProduceResponse)
                    x14.index = f_index_15
                    x14.error_code = f_error_code_16
                    x14.base_offset = f_base_offset_17
                    x14.log_append_time_ms = f_log_append_time_ms_18
                    x14.log_start_offset = f_log_start_offset_19
                    x14.record_errors = f_record_errors_20
                    x14.error_message = f_error_message_21
                    x14._current_leader = f_current_leader_22
                    x14.unknown_tags = u34
                    x14.tags_present = kp39
                    ap13(x14)
            if buf[pos]:
                u43, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u43 = None
            x6 = _new(TopicProduceResponse)
            x6.topic_id = ZERO_UUID
            x6.name = f_name_8
            x6.partition_responses = f_partition_responses_9
            x6.unknown_tags = u43
            ap5(x6)
    f_throttle_time_ms_2 = _S1(buf, pos)[0]
    pos += 4
    f_node_endpoints_3 = []
    nt44 = buf[pos]
    if nt44 < 128:
        pos += 1
    else:
        nt44, pos = _uvarint(buf, pos)
    u45 = None
    kp50 = 0
    if nt44:
        last46 = -1
        for _ in range(nt44):
            tg47 = buf[pos]
            if tg47 < 128:
                pos += 1
            else:
                tg47, pos = _uvarint(buf, pos)
            sz48 = buf[pos]
            if sz48 < 128:
                pos += 1
            else:
                sz48, pos = _uvarint(buf, pos)
            te49 = pos + sz48
            if te49 > end:
                raise _short(pos)
            if tg47 <= last46:
                raise _tag_order(pos)
            last46 = tg47
            if tg47 == 0:
                n51 = buf[pos]
                if n51 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n51 = (n51 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n51, pos = _uvarint(buf, pos)
                n51 -= 1
                if n51 < 0:
                    raise _negative(pos)
                else:
                    if n51 * 11 > te49 - pos:
                        raise _short(pos)
                    f_node_endpoints_3 = []
                    ap52 = f_node_endpoints_3.append
                    for _ in range(n51):
                        f_node_id_54 = _S1(buf, pos)[0]
                        pos += 4
                        n58 = buf[pos]
                        if n58 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n58 = (n58 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n58, pos = _uvarint(buf, pos)
                        n58 -= 1
                        if n58 < 0:
                            raise _negative(pos)
                        else:
                            e59 = pos + n58
                            if e59 > te49:
                                raise _short(pos)
                            f_host_55 = buf[pos:e59].decode()
                            pos = e59
                        f_port_56 = _S1(buf, pos)[0]
                        pos += 4
                        n60 = buf[pos]
                        if n60 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n60 = (n60 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n60, pos = _uvarint(buf, pos)
                        n60 -= 1
                        if n60 == -1:
                            f_rack_57 = None
                        elif n60 < 0:
                            raise _negative(pos)
                        else:
                            e61 = pos + n60
                            if e61 > te49:
                                raise _short(pos)
                            f_rack_57 = buf[pos:e61].decode()
                            pos = e61
                        if buf[pos]:
                            u62, pos = _unknown_tags(buf, pos, te49)
                        else:
                            pos += 1
                            u62 = None
                        x53 = _new(NodeEndpoint)
                        x53.node_id = f_node_id_54
                        x53.host = f_host_55
                        x53.port = f_port_56
                        x53.rack = f_rack_57
                        x53.unknown_tags = u62
                        ap52(x53)
                if pos != te49:
                    raise _tag_size(pos)
                kp50 |= 1
            else:
                if u45 is None:
                    u45 = {}
                u45[tg47] = buf[pos:te49]
                pos = te49
    o = _new(ProduceResponse)
    o.responses = f_responses_1
    o.throttle_time_ms = f_throttle_time_ms_2
    o.node_endpoints = f_node_endpoints_3
    o.unknown_tags = u45
    o.tags_present = kp50
    return o, pos


def _d_ProduceResponse_v13(buf: bytes, pos: int, end: int) -> tuple[ProduceResponse, int]:
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
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
        ap5 = f_responses_1.append
        for _ in range(n4):
            f_topic_id_7 = _S2(buf, pos)[0]
            pos += 16
            f_topic_id_7 = _make_uuid(f_topic_id_7)
            n10 = buf[pos]
            if n10 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n10 = (n10 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n10, pos = _uvarint(buf, pos)
            n10 -= 1
            if n10 < 0:
                raise _negative(pos)
            else:
                if n10 * 33 > end - pos:
                    raise _short(pos)
                f_partition_responses_9 = []
                ap11 = f_partition_responses_9.append
                for _ in range(n10):
                    f_index_13, f_error_code_14, f_base_offset_15, f_log_append_time_ms_16, f_log_start_offset_17 = _S5(buf, pos)
                    pos += 30
                    n21 = buf[pos]
                    if n21 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n21 = (n21 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n21, pos = _uvarint(buf, pos)
                    n21 -= 1
                    if n21 < 0:
                        raise _negative(pos)
                    else:
                        if n21 * 6 > end - pos:
                            raise _short(pos)
                        f_record_errors_18 = []
                        ap22 = f_record_errors_18.append
                        for _ in range(n21):
                            f_batch_index_24 = _S1(buf, pos)[0]
                            pos += 4
                            n26 = buf[pos]
                            if n26 < 128:
                                pos += 1
                            elif buf[pos + 1] < 128:
                                n26 = (n26 & 127) | (buf[pos + 1] << 7)
                                pos += 2
                            else:
                                n26, pos = _uvarint(buf, pos)
                            n26 -= 1
                            if n26 == -1:
                                f_batch_index_error_message_25 = None
                            elif n26 < 0:
                                raise _negative(pos)
                            else:
                                e27 = pos + n26
                                if e27 > end:
                                    raise _short(pos)
                                f_batch_index_error_message_25 = buf[pos:e27].decode()
                                pos = e27
                            if buf[pos]:
                                u28, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u28 = None
                            x23 = _new(BatchIndexAndErrorMessage)
                            x23.batch_index = f_batch_index_24
                            x23.batch_index_error_message = f_batch_index_error_message_25
                            x23.unknown_tags = u28
                            ap22(x23)
                    n29 = buf[pos]
                    if n29 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n29 = (n29 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n29, pos = _uvarint(buf, pos)
                    n29 -= 1
                    if n29 == -1:
                        f_error_message_19 = None
                    elif n29 < 0:
                        raise _negative(pos)
                    else:
                        e30 = pos + n29
                        if e30 > end:
                            raise _short(pos)
                        f_error_message_19 = buf[pos:e30].decode()
                        pos = e30
                    f_current_leader_20 = None
                    nt31 = buf[pos]
                    if nt31 < 128:
                        pos += 1
                    else:
                        nt31, pos = _uvarint(buf, pos)
                    u32 = None
                    kp37 = 0
                    if nt31:
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
                                f_leader_id_38, f_leader_epoch_39 = _S6(buf, pos)
                                pos += 8
                                if buf[pos]:
                                    u40, pos = _unknown_tags(buf, pos, te36)
                                else:
                                    pos += 1
                                    u40 = None
                                f_current_leader_20 = _new(LeaderIdAndEpoch)
                                f_current_leader_20.leader_id = f_leader_id_38
                                f_current_leader_20.leader_epoch = f_leader_epoch_39
                                f_current_leader_20.unknown_tags = u40
                                if pos != te36:
                                    raise _tag_size(pos)
                                kp37 |= 1
                            else:
                                if u32 is None:
                                    u32 = {}
                                u32[tg34] = buf[pos:te36]
                                pos = te36
                    x12 = _new(PartitionProduceResponse)
                    x12.index = f_index_13
                    x12.error_code = f_error_code_14
                    x12.base_offset = f_base_offset_15
                    x12.log_append_time_ms = f_log_append_time_ms_16
                    x12.log_start_offset = f_log_start_offset_17
                    x12.record_errors = f_record_errors_18
                    x12.error_message = f_error_message_19
                    x12._current_leader = f_current_leader_20
                    x12.unknown_tags = u32
                    x12.tags_present = kp37
                    ap11(x12)
            if buf[pos]:
                u41, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u41 = None
            x6 = _new(TopicProduceResponse)
            x6.topic_id = f_topic_id_7
            x6.name = ""
            x6.partition_responses = f_partition_responses_9
            x6.unknown_tags = u41
            ap5(x6)
    f_throttle_time_ms_2 = _S1(buf, pos)[0]
    pos += 4
    f_node_endpoints_3 = []
    nt42 = buf[pos]
    if nt42 < 128:
        pos += 1
    else:
        nt42, pos = _uvarint(buf, pos)
    u43 = None
    kp48 = 0
    if nt42:
        last44 = -1
        for _ in range(nt42):
            tg45 = buf[pos]
            if tg45 < 128:
                pos += 1
            else:
                tg45, pos = _uvarint(buf, pos)
            sz46 = buf[pos]
            if sz46 < 128:
                pos += 1
            else:
                sz46, pos = _uvarint(buf, pos)
            te47 = pos + sz46
            if te47 > end:
                raise _short(pos)
            if tg45 <= last44:
                raise _tag_order(pos)
            last44 = tg45
            if tg45 == 0:
                n49 = buf[pos]
                if n49 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n49 = (n49 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n49, pos = _uvarint(buf, pos)
                n49 -= 1
                if n49 < 0:
                    raise _negative(pos)
                else:
                    if n49 * 11 > te47 - pos:
                        raise _short(pos)
                    f_node_endpoints_3 = []
                    ap50 = f_node_endpoints_3.append
                    for _ in range(n49):
                        f_node_id_52 = _S1(buf, pos)[0]
                        pos += 4
                        n56 = buf[pos]
                        if n56 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n56 = (n56 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n56, pos = _uvarint(buf, pos)
                        n56 -= 1
                        if n56 < 0:
                            raise _negative(pos)
                        else:
                            e57 = pos + n56
                            if e57 > te47:
                                raise _short(pos)
                            f_host_53 = buf[pos:e57].decode()
                            pos = e57
                        f_port_54 = _S1(buf, pos)[0]
                        pos += 4
                        n58 = buf[pos]
                        if n58 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n58 = (n58 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n58, pos = _uvarint(buf, pos)
                        n58 -= 1
                        if n58 == -1:
                            f_rack_55 = None
                        elif n58 < 0:
                            raise _negative(pos)
                        else:
                            e59 = pos + n58
                            if e59 > te47:
                                raise _short(pos)
                            f_rack_55 = buf[pos:e59].decode()
                            pos = e59
                        if buf[pos]:
                            u60, pos = _unknown_tags(buf, pos, te47)
                        else:
                            pos += 1
                            u60 = None
                        x51 = _new(NodeEndpoint)
                        x51.node_id = f_node_id_52
                        x51.host = f_host_53
                        x51.port = f_port_54
                        x51.rack = f_rack_55
                        x51.unknown_tags = u60
                        ap50(x51)
                if pos != te47:
                    raise _tag_size(pos)
                kp48 |= 1
            else:
                if u43 is None:
                    u43 = {}
                u43[tg45] = buf[pos:te47]
                pos = te47
    o = _new(ProduceResponse)
    o.responses = f_responses_1
    o.throttle_time_ms = f_throttle_time_ms_2
    o.node_endpoints = f_node_endpoints_3
    o.unknown_tags = u43
    o.tags_present = kp48
    return o, pos


def _e_ProduceResponse_v0(o: ProduceResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 0)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 0)
            out.append(_P3(x3.index, x3.error_code, x3.base_offset))


def _e_ProduceResponse_v1(o: ProduceResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 1)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 1)
            out.append(_P3(x3.index, x3.error_code, x3.base_offset))
    out.append(_P1(o.throttle_time_ms))


def _e_ProduceResponse_v2(o: ProduceResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 2)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 2)
            out.append(_P4(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms))
    out.append(_P1(o.throttle_time_ms))


def _e_ProduceResponse_v3(o: ProduceResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 3)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 3)
            out.append(_P4(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms))
    out.append(_P1(o.throttle_time_ms))


def _e_ProduceResponse_v4(o: ProduceResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 4)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 4)
            out.append(_P4(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms))
    out.append(_P1(o.throttle_time_ms))


def _e_ProduceResponse_v5(o: ProduceResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 5)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 5)
            out.append(_P5(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset))
    out.append(_P1(o.throttle_time_ms))


def _e_ProduceResponse_v6(o: ProduceResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 6)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 6)
            out.append(_P5(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset))
    out.append(_P1(o.throttle_time_ms))


def _e_ProduceResponse_v7(o: ProduceResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 7)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 7)
            out.append(_P5(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset))
    out.append(_P1(o.throttle_time_ms))


def _e_ProduceResponse_v8(o: ProduceResponse, out: list[bytes]) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 8)
    out.append(_Pi(len(o.responses)))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partition_responses)))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 8)
            out.append(_P5(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset))
            out.append(_Pi(len(x3.record_errors)))
            for x4 in x3.record_errors:
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
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 9)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.partition_responses) + 1 < 128:
            out.append(_B1[len(x1.partition_responses) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_responses) + 1))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 9)
            out.append(_P5(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset))
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
                        out.append(_encode_uvarint(len(b5) + 1))
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
                    out.append(_encode_uvarint(len(b6) + 1))
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
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.partition_responses) + 1 < 128:
            out.append(_B1[len(x1.partition_responses) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_responses) + 1))
        for x3 in x1.partition_responses:
            out.append(_P5(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset))
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
                        out.append(_encode_uvarint(len(b5) + 1))
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
                    out.append(_encode_uvarint(len(b6) + 1))
                out.append(b6)
            t7 = []
            kp8 = x3.tags_present
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()) or kp8 & 1:
                tb9: list[bytes] = []
                tb9.append(_P6(x3.current_leader.leader_id, x3.current_leader.leader_epoch))
                if x3.current_leader.unknown_tags:
                    _write_tags(tb9, [], x3.current_leader.unknown_tags)
                else:
                    tb9.append(b'\x00')
                t7.append((0, tb9))
            if t7 or x3.unknown_tags:
                _write_tags(out, t7, x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P1(o.throttle_time_ms))
    t10 = []
    kp11 = o.tags_present
    if o.node_endpoints or kp11 & 1:
        tb12: list[bytes] = []
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
                tb12.append(_encode_uvarint(len(b14) + 1))
            tb12.append(b14)
            tb12.append(_P1(x13.port))
            if x13.rack is None:
                tb12.append(b'\x00')
            else:
                b15 = x13.rack.encode()
                if len(b15) + 1 < 128:
                    tb12.append(_B1[len(b15) + 1])
                else:
                    tb12.append(_encode_uvarint(len(b15) + 1))
                tb12.append(b15)
            if x13.unknown_tags:
                _write_tags(tb12, [], x13.unknown_tags)
            else:
                tb12.append(b'\x00')
        t10.append((0, tb12))
    if t10 or o.unknown_tags:
        _write_tags(out, t10, o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ProduceResponse_v13(o: ProduceResponse, out: list[bytes]) -> None:
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x1 in o.responses:
        out.append(_P2(_uuid_bytes(x1.topic_id)))
        if len(x1.partition_responses) + 1 < 128:
            out.append(_B1[len(x1.partition_responses) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_responses) + 1))
        for x2 in x1.partition_responses:
            out.append(_P5(x2.index, x2.error_code, x2.base_offset, x2.log_append_time_ms, x2.log_start_offset))
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
                        out.append(_encode_uvarint(len(b4) + 1))
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
                    out.append(_encode_uvarint(len(b5) + 1))
                out.append(b5)
            t6 = []
            kp7 = x2.tags_present
            if (x2._current_leader is not None and x2._current_leader != LeaderIdAndEpoch()) or kp7 & 1:
                tb8: list[bytes] = []
                tb8.append(_P6(x2.current_leader.leader_id, x2.current_leader.leader_epoch))
                if x2.current_leader.unknown_tags:
                    _write_tags(tb8, [], x2.current_leader.unknown_tags)
                else:
                    tb8.append(b'\x00')
                t6.append((0, tb8))
            if t6 or x2.unknown_tags:
                _write_tags(out, t6, x2.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P1(o.throttle_time_ms))
    t9 = []
    kp10 = o.tags_present
    if o.node_endpoints or kp10 & 1:
        tb11: list[bytes] = []
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
                tb11.append(_encode_uvarint(len(b13) + 1))
            tb11.append(b13)
            tb11.append(_P1(x12.port))
            if x12.rack is None:
                tb11.append(b'\x00')
            else:
                b14 = x12.rack.encode()
                if len(b14) + 1 < 128:
                    tb11.append(_B1[len(b14) + 1])
                else:
                    tb11.append(_encode_uvarint(len(b14) + 1))
                tb11.append(b14)
            if x12.unknown_tags:
                _write_tags(tb11, [], x12.unknown_tags)
            else:
                tb11.append(b'\x00')
        t9.append((0, tb11))
    if t9 or o.unknown_tags:
        _write_tags(out, t9, o.unknown_tags)
    else:
        out.append(b'\x00')


ProduceRequest.DECODERS = (_d_ProduceRequest_v0, _d_ProduceRequest_v0, _d_ProduceRequest_v0, _d_ProduceRequest_v3, _d_ProduceRequest_v3, _d_ProduceRequest_v3, _d_ProduceRequest_v3, _d_ProduceRequest_v3, _d_ProduceRequest_v3, _d_ProduceRequest_v9, _d_ProduceRequest_v9, _d_ProduceRequest_v9, _d_ProduceRequest_v9, _d_ProduceRequest_v13,)
ProduceRequest.ENCODERS = (_e_ProduceRequest_v0, _e_ProduceRequest_v1, _e_ProduceRequest_v2, _e_ProduceRequest_v3, _e_ProduceRequest_v3, _e_ProduceRequest_v3, _e_ProduceRequest_v3, _e_ProduceRequest_v3, _e_ProduceRequest_v3, _e_ProduceRequest_v9, _e_ProduceRequest_v9, _e_ProduceRequest_v9, _e_ProduceRequest_v9, _e_ProduceRequest_v13,)

ProduceResponse.DECODERS = (_d_ProduceResponse_v0, _d_ProduceResponse_v1, _d_ProduceResponse_v2, _d_ProduceResponse_v2, _d_ProduceResponse_v2, _d_ProduceResponse_v5, _d_ProduceResponse_v5, _d_ProduceResponse_v5, _d_ProduceResponse_v8, _d_ProduceResponse_v9, _d_ProduceResponse_v10, _d_ProduceResponse_v10, _d_ProduceResponse_v10, _d_ProduceResponse_v13,)
ProduceResponse.ENCODERS = (_e_ProduceResponse_v0, _e_ProduceResponse_v1, _e_ProduceResponse_v2, _e_ProduceResponse_v3, _e_ProduceResponse_v4, _e_ProduceResponse_v5, _e_ProduceResponse_v6, _e_ProduceResponse_v7, _e_ProduceResponse_v8, _e_ProduceResponse_v9, _e_ProduceResponse_v10, _e_ProduceResponse_v10, _e_ProduceResponse_v10, _e_ProduceResponse_v13,)
