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
    _encode_uvarint,
    _make_uuid,
    _negative,
    _Pb,
    _Ph,
    _Pi,
    _short,
    _tag_order,
    _tag_size,
    _i32s,
    _uh,
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
                    x15 = PartitionProduceData(f_index_16, f_records_17, None)
                    ap14(x15)
            x7 = TopicProduceData(ZERO_UUID, f_name_9, f_partition_data_10, None)
            ap6(x7)
    o = ProduceRequest(None, f_acks_2, f_timeout_ms_3, f_topic_data_4, None)
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
                    x17 = PartitionProduceData(f_index_18, f_records_19, None)
                    ap16(x17)
            x9 = TopicProduceData(ZERO_UUID, f_name_11, f_partition_data_12, None)
            ap8(x9)
    o = ProduceRequest(f_transactional_id_1, f_acks_2, f_timeout_ms_3, f_topic_data_4, None)
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
                    nt22 = buf[pos]
                    if nt22 < 128:
                        pos += 1
                    else:
                        nt22, pos = _uvarint(buf, pos)
                    u23 = None
                    if nt22:
                        last24 = -1
                        for _ in range(nt22):
                            tg25 = buf[pos]
                            if tg25 < 128:
                                pos += 1
                            else:
                                tg25, pos = _uvarint(buf, pos)
                            sz26 = buf[pos]
                            if sz26 < 128:
                                pos += 1
                            else:
                                sz26, pos = _uvarint(buf, pos)
                            te27 = pos + sz26
                            if te27 > end:
                                raise _short(pos)
                            if tg25 <= last24:
                                raise _tag_order(pos)
                            last24 = tg25
                            if u23 is None:
                                u23 = {}
                            u23[tg25] = buf[pos:te27]
                            pos = te27
                    x17 = PartitionProduceData(f_index_18, f_records_19, u23)
                    ap16(x17)
            nt28 = buf[pos]
            if nt28 < 128:
                pos += 1
            else:
                nt28, pos = _uvarint(buf, pos)
            u29 = None
            if nt28:
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
                    if u29 is None:
                        u29 = {}
                    u29[tg31] = buf[pos:te33]
                    pos = te33
            x9 = TopicProduceData(ZERO_UUID, f_name_11, f_partition_data_12, u29)
            ap8(x9)
    nt34 = buf[pos]
    if nt34 < 128:
        pos += 1
    else:
        nt34, pos = _uvarint(buf, pos)
    u35 = None
    if nt34:
        last36 = -1
        for _ in range(nt34):
            tg37 = buf[pos]
            if tg37 < 128:
                pos += 1
            else:
                tg37, pos = _uvarint(buf, pos)
            sz38 = buf[pos]
            if sz38 < 128:
                pos += 1
            else:
                sz38, pos = _uvarint(buf, pos)
            te39 = pos + sz38
            if te39 > end:
                raise _short(pos)
            if tg37 <= last36:
                raise _tag_order(pos)
            last36 = tg37
            if u35 is None:
                u35 = {}
            u35[tg37] = buf[pos:te39]
            pos = te39
    o = ProduceRequest(f_transactional_id_1, f_acks_2, f_timeout_ms_3, f_topic_data_4, u35)
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
                    nt20 = buf[pos]
                    if nt20 < 128:
                        pos += 1
                    else:
                        nt20, pos = _uvarint(buf, pos)
                    u21 = None
                    if nt20:
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
                            if u21 is None:
                                u21 = {}
                            u21[tg23] = buf[pos:te25]
                            pos = te25
                    x15 = PartitionProduceData(f_index_16, f_records_17, u21)
                    ap14(x15)
            nt26 = buf[pos]
            if nt26 < 128:
                pos += 1
            else:
                nt26, pos = _uvarint(buf, pos)
            u27 = None
            if nt26:
                last28 = -1
                for _ in range(nt26):
                    tg29 = buf[pos]
                    if tg29 < 128:
                        pos += 1
                    else:
                        tg29, pos = _uvarint(buf, pos)
                    sz30 = buf[pos]
                    if sz30 < 128:
                        pos += 1
                    else:
                        sz30, pos = _uvarint(buf, pos)
                    te31 = pos + sz30
                    if te31 > end:
                        raise _short(pos)
                    if tg29 <= last28:
                        raise _tag_order(pos)
                    last28 = tg29
                    if u27 is None:
                        u27 = {}
                    u27[tg29] = buf[pos:te31]
                    pos = te31
            x9 = TopicProduceData(f_topic_id_10, "", f_partition_data_12, u27)
            ap8(x9)
    nt32 = buf[pos]
    if nt32 < 128:
        pos += 1
    else:
        nt32, pos = _uvarint(buf, pos)
    u33 = None
    if nt32:
        last34 = -1
        for _ in range(nt32):
            tg35 = buf[pos]
            if tg35 < 128:
                pos += 1
            else:
                tg35, pos = _uvarint(buf, pos)
            sz36 = buf[pos]
            if sz36 < 128:
                pos += 1
            else:
                sz36, pos = _uvarint(buf, pos)
            te37 = pos + sz36
            if te37 > end:
                raise _short(pos)
            if tg35 <= last34:
                raise _tag_order(pos)
            last34 = tg35
            if u33 is None:
                u33 = {}
            u33[tg35] = buf[pos:te37]
            pos = te37
    o = ProduceRequest(f_transactional_id_1, f_acks_2, f_timeout_ms_3, f_topic_data_4, u33)
    return o, pos


def _e_ProduceRequest_v0(o: ProduceRequest, out: bytearray) -> None:
    if o.transactional_id is not None:
        raise _absent('ProduceRequest', 'transactional_id', 0)
    out += _P0(o.acks, o.timeout_ms)
    out += _Pi(len(o.topic_data))
    for x1 in o.topic_data:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partition_data))
        for x3 in x1.partition_data:
            out += _P1(x3.index)
            if x3.records is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                b4 = x3.records
                out += _Pi(len(b4))
                out += b4


def _e_ProduceRequest_v1(o: ProduceRequest, out: bytearray) -> None:
    if o.transactional_id is not None:
        raise _absent('ProduceRequest', 'transactional_id', 1)
    out += _P0(o.acks, o.timeout_ms)
    out += _Pi(len(o.topic_data))
    for x1 in o.topic_data:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partition_data))
        for x3 in x1.partition_data:
            out += _P1(x3.index)
            if x3.records is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                b4 = x3.records
                out += _Pi(len(b4))
                out += b4


def _e_ProduceRequest_v2(o: ProduceRequest, out: bytearray) -> None:
    if o.transactional_id is not None:
        raise _absent('ProduceRequest', 'transactional_id', 2)
    out += _P0(o.acks, o.timeout_ms)
    out += _Pi(len(o.topic_data))
    for x1 in o.topic_data:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partition_data))
        for x3 in x1.partition_data:
            out += _P1(x3.index)
            if x3.records is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                b4 = x3.records
                out += _Pi(len(b4))
                out += b4


def _e_ProduceRequest_v3(o: ProduceRequest, out: bytearray) -> None:
    if o.transactional_id is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.transactional_id.encode()
        out += _Ph(len(b1))
        out += b1
    out += _P0(o.acks, o.timeout_ms)
    out += _Pi(len(o.topic_data))
    for x2 in o.topic_data:
        b3 = x2.name.encode()
        out += _Ph(len(b3))
        out += b3
        out += _Pi(len(x2.partition_data))
        for x4 in x2.partition_data:
            out += _P1(x4.index)
            if x4.records is None:
                out.extend(b'\xff\xff\xff\xff')
            else:
                b5 = x4.records
                out += _Pi(len(b5))
                out += b5


def _e_ProduceRequest_v9(o: ProduceRequest, out: bytearray) -> None:
    if o.transactional_id is None:
        out.append(0)
    else:
        b1 = o.transactional_id.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P0(o.acks, o.timeout_ms)
    if len(o.topic_data) + 1 < 128:
        out.append(len(o.topic_data) + 1)
    else:
        out += _encode_uvarint(len(o.topic_data) + 1)
    for x2 in o.topic_data:
        b3 = x2.name.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
        if len(x2.partition_data) + 1 < 128:
            out.append(len(x2.partition_data) + 1)
        else:
            out += _encode_uvarint(len(x2.partition_data) + 1)
        for x4 in x2.partition_data:
            out += _P1(x4.index)
            if x4.records is None:
                out.append(0)
            else:
                b5 = x4.records
                if len(b5) + 1 < 128:
                    out.append(len(b5) + 1)
                else:
                    out += _encode_uvarint(len(b5) + 1)
                out += b5
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(0)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ProduceRequest_v13(o: ProduceRequest, out: bytearray) -> None:
    if o.transactional_id is None:
        out.append(0)
    else:
        b1 = o.transactional_id.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P0(o.acks, o.timeout_ms)
    if len(o.topic_data) + 1 < 128:
        out.append(len(o.topic_data) + 1)
    else:
        out += _encode_uvarint(len(o.topic_data) + 1)
    for x2 in o.topic_data:
        out += _P2(_uuid_bytes(x2.topic_id))
        if len(x2.partition_data) + 1 < 128:
            out.append(len(x2.partition_data) + 1)
        else:
            out += _encode_uvarint(len(x2.partition_data) + 1)
        for x3 in x2.partition_data:
            out += _P1(x3.index)
            if x3.records is None:
                out.append(0)
            else:
                b4 = x3.records
                if len(b4) + 1 < 128:
                    out.append(len(b4) + 1)
                else:
                    out += _encode_uvarint(len(b4) + 1)
                out += b4
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
                    x14 = PartitionProduceResponse(f_index_15, f_error_code_16, f_base_offset_17, -1, -1, [], None, None, None)
                    ap13(x14)
            x6 = TopicProduceResponse(ZERO_UUID, f_name_8, f_partition_responses_9, None)
            ap5(x6)
    o = ProduceResponse(f_responses_1, 0, [], None)
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
                    x14 = PartitionProduceResponse(f_index_15, f_error_code_16, f_base_offset_17, -1, -1, [], None, None, None)
                    ap13(x14)
            x6 = TopicProduceResponse(ZERO_UUID, f_name_8, f_partition_responses_9, None)
            ap5(x6)
    f_throttle_time_ms_2 = _S1(buf, pos)[0]
    pos += 4
    o = ProduceResponse(f_responses_1, f_throttle_time_ms_2, [], None)
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
                    x14 = PartitionProduceResponse(f_index_15, f_error_code_16, f_base_offset_17, f_log_append_time_ms_18, -1, [], None, None, None)
                    ap13(x14)
            x6 = TopicProduceResponse(ZERO_UUID, f_name_8, f_partition_responses_9, None)
            ap5(x6)
    f_throttle_time_ms_2 = _S1(buf, pos)[0]
    pos += 4
    o = ProduceResponse(f_responses_1, f_throttle_time_ms_2, [], None)
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
                    x14 = PartitionProduceResponse(f_index_15, f_error_code_16, f_base_offset_17, f_log_append_time_ms_18, f_log_start_offset_19, [], None, None, None)
                    ap13(x14)
            x6 = TopicProduceResponse(ZERO_UUID, f_name_8, f_partition_responses_9, None)
            ap5(x6)
    f_throttle_time_ms_2 = _S1(buf, pos)[0]
    pos += 4
    o = ProduceResponse(f_responses_1, f_throttle_time_ms_2, [], None)
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
                            x25 = BatchIndexAndErrorMessage(f_batch_index_26, f_batch_index_error_message_27, None)
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
                    x14 = PartitionProduceResponse(f_index_15, f_error_code_16, f_base_offset_17, f_log_append_time_ms_18, f_log_start_offset_19, f_record_errors_20, f_error_message_21, None, None)
                    ap13(x14)
            x6 = TopicProduceResponse(ZERO_UUID, f_name_8, f_partition_responses_9, None)
            ap5(x6)
    f_throttle_time_ms_2 = _S1(buf, pos)[0]
    pos += 4
    o = ProduceResponse(f_responses_1, f_throttle_time_ms_2, [], None)
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
                            nt30 = buf[pos]
                            if nt30 < 128:
                                pos += 1
                            else:
                                nt30, pos = _uvarint(buf, pos)
                            u31 = None
                            if nt30:
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
                                    if u31 is None:
                                        u31 = {}
                                    u31[tg33] = buf[pos:te35]
                                    pos = te35
                            x25 = BatchIndexAndErrorMessage(f_batch_index_26, f_batch_index_error_message_27, u31)
                            ap24(x25)
                    n36 = buf[pos]
                    if n36 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n36 = (n36 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n36, pos = _uvarint(buf, pos)
                    n36 -= 1
                    if n36 == -1:
                        f_error_message_21 = None
                    elif n36 < 0:
                        raise _negative(pos)
                    else:
                        e37 = pos + n36
                        if e37 > end:
                            raise _short(pos)
                        f_error_message_21 = buf[pos:e37].decode()
                        pos = e37
                    nt38 = buf[pos]
                    if nt38 < 128:
                        pos += 1
                    else:
                        nt38, pos = _uvarint(buf, pos)
                    u39 = None
                    if nt38:
                        last40 = -1
                        for _ in range(nt38):
                            tg41 = buf[pos]
                            if tg41 < 128:
                                pos += 1
                            else:
                                tg41, pos = _uvarint(buf, pos)
                            sz42 = buf[pos]
                            if sz42 < 128:
                                pos += 1
                            else:
                                sz42, pos = _uvarint(buf, pos)
                            te43 = pos + sz42
                            if te43 > end:
                                raise _short(pos)
                            if tg41 <= last40:
                                raise _tag_order(pos)
                            last40 = tg41
                            if u39 is None:
                                u39 = {}
                            u39[tg41] = buf[pos:te43]
                            pos = te43
                    x14 = PartitionProduceResponse(f_index_15, f_error_code_16, f_base_offset_17, f_log_append_time_ms_18, f_log_start_offset_19, f_record_errors_20, f_error_message_21, None, u39)
                    ap13(x14)
            nt44 = buf[pos]
            if nt44 < 128:
                pos += 1
            else:
                nt44, pos = _uvarint(buf, pos)
            u45 = None
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
                    if u45 is None:
                        u45 = {}
                    u45[tg47] = buf[pos:te49]
                    pos = te49
            x6 = TopicProduceResponse(ZERO_UUID, f_name_8, f_partition_responses_9, u45)
            ap5(x6)
    f_throttle_time_ms_2 = _S1(buf, pos)[0]
    pos += 4
    nt50 = buf[pos]
    if nt50 < 128:
        pos += 1
    else:
        nt50, pos = _uvarint(buf, pos)
    u51 = None
    if nt50:
        last52 = -1
        for _ in range(nt50):
            tg53 = buf[pos]
            if tg53 < 128:
                pos += 1
            else:
                tg53, pos = _uvarint(buf, pos)
            sz54 = buf[pos]
            if sz54 < 128:
                pos += 1
            else:
                sz54, pos = _uvarint(buf, pos)
            te55 = pos + sz54
            if te55 > end:
                raise _short(pos)
            if tg53 <= last52:
                raise _tag_order(pos)
            last52 = tg53
            if u51 is None:
                u51 = {}
            u51[tg53] = buf[pos:te55]
            pos = te55
    o = ProduceResponse(f_responses_1, f_throttle_time_ms_2, [], u51)
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
                            nt30 = buf[pos]
                            if nt30 < 128:
                                pos += 1
                            else:
                                nt30, pos = _uvarint(buf, pos)
                            u31 = None
                            if nt30:
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
                                    if u31 is None:
                                        u31 = {}
                                    u31[tg33] = buf[pos:te35]
                                    pos = te35
                            x25 = BatchIndexAndErrorMessage(f_batch_index_26, f_batch_index_error_message_27, u31)
                            ap24(x25)
                    n36 = buf[pos]
                    if n36 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n36 = (n36 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n36, pos = _uvarint(buf, pos)
                    n36 -= 1
                    if n36 == -1:
                        f_error_message_21 = None
                    elif n36 < 0:
                        raise _negative(pos)
                    else:
                        e37 = pos + n36
                        if e37 > end:
                            raise _short(pos)
                        f_error_message_21 = buf[pos:e37].decode()
                        pos = e37
                    f_current_leader_22 = None
                    nt38 = buf[pos]
                    if nt38 < 128:
                        pos += 1
                    else:
                        nt38, pos = _uvarint(buf, pos)
                    u39 = None
                    kp44 = 0
                    if nt38:
                        last40 = -1
                        for _ in range(nt38):
                            tg41 = buf[pos]
                            if tg41 < 128:
                                pos += 1
                            else:
                                tg41, pos = _uvarint(buf, pos)
                            sz42 = buf[pos]
                            if sz42 < 128:
                                pos += 1
                            else:
                                sz42, pos = _uvarint(buf, pos)
                            te43 = pos + sz42
                            if te43 > end:
                                raise _short(pos)
                            if tg41 <= last40:
                                raise _tag_order(pos)
                            last40 = tg41
                            if tg41 == 0:
                                f_leader_id_45, f_leader_epoch_46 = _S6(buf, pos)
                                pos += 8
                                nt47 = buf[pos]
                                if nt47 < 128:
                                    pos += 1
                                else:
                                    nt47, pos = _uvarint(buf, pos)
                                u48 = None
                                if nt47:
                                    last49 = -1
                                    for _ in range(nt47):
                                        tg50 = buf[pos]
                                        if tg50 < 128:
                                            pos += 1
                                        else:
                                            tg50, pos = _uvarint(buf, pos)
                                        sz51 = buf[pos]
                                        if sz51 < 128:
                                            pos += 1
                                        else:
                                            sz51, pos = _uvarint(buf, pos)
                                        te52 = pos + sz51
                                        if te52 > te43:
                                            raise _short(pos)
                                        if tg50 <= last49:
                                            raise _tag_order(pos)
                                        last49 = tg50
                                        if u48 is None:
                                            u48 = {}
                                        u48[tg50] = buf[pos:te52]
                                        pos = te52
                                f_current_leader_22 = LeaderIdAndEpoch(f_leader_id_45, f_leader_epoch_46, u48)
                                if pos != te43:
                                    raise _tag_size(pos)
                                kp44 |= 1
                            else:
                                if u39 is None:
                                    u39 = {}
                                u39[tg41] = buf[pos:te43]
                                pos = te43
                    x14 = PartitionProduceResponse(f_index_15, f_error_code_16, f_base_offset_17, f_log_append_time_ms_18, f_log_start_offset_19, f_record_errors_20, f_error_message_21, f_current_leader_22, u39)
                    if kp44:
                        x14.tags_present = kp44
                    ap13(x14)
            nt53 = buf[pos]
            if nt53 < 128:
                pos += 1
            else:
                nt53, pos = _uvarint(buf, pos)
            u54 = None
            if nt53:
                last55 = -1
                for _ in range(nt53):
                    tg56 = buf[pos]
                    if tg56 < 128:
                        pos += 1
                    else:
                        tg56, pos = _uvarint(buf, pos)
                    sz57 = buf[pos]
                    if sz57 < 128:
                        pos += 1
                    else:
                        sz57, pos = _uvarint(buf, pos)
                    te58 = pos + sz57
                    if te58 > end:
                        raise _short(pos)
                    if tg56 <= last55:
                        raise _tag_order(pos)
                    last55 = tg56
                    if u54 is None:
                        u54 = {}
                    u54[tg56] = buf[pos:te58]
                    pos = te58
            x6 = TopicProduceResponse(ZERO_UUID, f_name_8, f_partition_responses_9, u54)
            ap5(x6)
    f_throttle_time_ms_2 = _S1(buf, pos)[0]
    pos += 4
    f_node_endpoints_3 = []
    nt59 = buf[pos]
    if nt59 < 128:
        pos += 1
    else:
        nt59, pos = _uvarint(buf, pos)
    u60 = None
    kp65 = 0
    if nt59:
        last61 = -1
        for _ in range(nt59):
            tg62 = buf[pos]
            if tg62 < 128:
                pos += 1
            else:
                tg62, pos = _uvarint(buf, pos)
            sz63 = buf[pos]
            if sz63 < 128:
                pos += 1
            else:
                sz63, pos = _uvarint(buf, pos)
            te64 = pos + sz63
            if te64 > end:
                raise _short(pos)
            if tg62 <= last61:
                raise _tag_order(pos)
            last61 = tg62
            if tg62 == 0:
                n66 = buf[pos]
                if n66 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n66 = (n66 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n66, pos = _uvarint(buf, pos)
                n66 -= 1
                if n66 < 0:
                    raise _negative(pos)
                else:
                    if n66 * 11 > te64 - pos:
                        raise _short(pos)
                    f_node_endpoints_3 = []
                    ap67 = f_node_endpoints_3.append
                    for _ in range(n66):
                        f_node_id_69 = _S1(buf, pos)[0]
                        pos += 4
                        n73 = buf[pos]
                        if n73 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n73 = (n73 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n73, pos = _uvarint(buf, pos)
                        n73 -= 1
                        if n73 < 0:
                            raise _negative(pos)
                        else:
                            e74 = pos + n73
                            if e74 > te64:
                                raise _short(pos)
                            f_host_70 = buf[pos:e74].decode()
                            pos = e74
                        f_port_71 = _S1(buf, pos)[0]
                        pos += 4
                        n75 = buf[pos]
                        if n75 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n75 = (n75 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n75, pos = _uvarint(buf, pos)
                        n75 -= 1
                        if n75 == -1:
                            f_rack_72 = None
                        elif n75 < 0:
                            raise _negative(pos)
                        else:
                            e76 = pos + n75
                            if e76 > te64:
                                raise _short(pos)
                            f_rack_72 = buf[pos:e76].decode()
                            pos = e76
                        nt77 = buf[pos]
                        if nt77 < 128:
                            pos += 1
                        else:
                            nt77, pos = _uvarint(buf, pos)
                        u78 = None
                        if nt77:
                            last79 = -1
                            for _ in range(nt77):
                                tg80 = buf[pos]
                                if tg80 < 128:
                                    pos += 1
                                else:
                                    tg80, pos = _uvarint(buf, pos)
                                sz81 = buf[pos]
                                if sz81 < 128:
                                    pos += 1
                                else:
                                    sz81, pos = _uvarint(buf, pos)
                                te82 = pos + sz81
                                if te82 > te64:
                                    raise _short(pos)
                                if tg80 <= last79:
                                    raise _tag_order(pos)
                                last79 = tg80
                                if u78 is None:
                                    u78 = {}
                                u78[tg80] = buf[pos:te82]
                                pos = te82
                        x68 = NodeEndpoint(f_node_id_69, f_host_70, f_port_71, f_rack_72, u78)
                        ap67(x68)
                if pos != te64:
                    raise _tag_size(pos)
                kp65 |= 1
            else:
                if u60 is None:
                    u60 = {}
                u60[tg62] = buf[pos:te64]
                pos = te64
    o = ProduceResponse(f_responses_1, f_throttle_time_ms_2, f_node_endpoints_3, u60)
    if kp65:
        o.tags_present = kp65
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
                            nt28 = buf[pos]
                            if nt28 < 128:
                                pos += 1
                            else:
                                nt28, pos = _uvarint(buf, pos)
                            u29 = None
                            if nt28:
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
                                    if u29 is None:
                                        u29 = {}
                                    u29[tg31] = buf[pos:te33]
                                    pos = te33
                            x23 = BatchIndexAndErrorMessage(f_batch_index_24, f_batch_index_error_message_25, u29)
                            ap22(x23)
                    n34 = buf[pos]
                    if n34 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n34 = (n34 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n34, pos = _uvarint(buf, pos)
                    n34 -= 1
                    if n34 == -1:
                        f_error_message_19 = None
                    elif n34 < 0:
                        raise _negative(pos)
                    else:
                        e35 = pos + n34
                        if e35 > end:
                            raise _short(pos)
                        f_error_message_19 = buf[pos:e35].decode()
                        pos = e35
                    f_current_leader_20 = None
                    nt36 = buf[pos]
                    if nt36 < 128:
                        pos += 1
                    else:
                        nt36, pos = _uvarint(buf, pos)
                    u37 = None
                    kp42 = 0
                    if nt36:
                        last38 = -1
                        for _ in range(nt36):
                            tg39 = buf[pos]
                            if tg39 < 128:
                                pos += 1
                            else:
                                tg39, pos = _uvarint(buf, pos)
                            sz40 = buf[pos]
                            if sz40 < 128:
                                pos += 1
                            else:
                                sz40, pos = _uvarint(buf, pos)
                            te41 = pos + sz40
                            if te41 > end:
                                raise _short(pos)
                            if tg39 <= last38:
                                raise _tag_order(pos)
                            last38 = tg39
                            if tg39 == 0:
                                f_leader_id_43, f_leader_epoch_44 = _S6(buf, pos)
                                pos += 8
                                nt45 = buf[pos]
                                if nt45 < 128:
                                    pos += 1
                                else:
                                    nt45, pos = _uvarint(buf, pos)
                                u46 = None
                                if nt45:
                                    last47 = -1
                                    for _ in range(nt45):
                                        tg48 = buf[pos]
                                        if tg48 < 128:
                                            pos += 1
                                        else:
                                            tg48, pos = _uvarint(buf, pos)
                                        sz49 = buf[pos]
                                        if sz49 < 128:
                                            pos += 1
                                        else:
                                            sz49, pos = _uvarint(buf, pos)
                                        te50 = pos + sz49
                                        if te50 > te41:
                                            raise _short(pos)
                                        if tg48 <= last47:
                                            raise _tag_order(pos)
                                        last47 = tg48
                                        if u46 is None:
                                            u46 = {}
                                        u46[tg48] = buf[pos:te50]
                                        pos = te50
                                f_current_leader_20 = LeaderIdAndEpoch(f_leader_id_43, f_leader_epoch_44, u46)
                                if pos != te41:
                                    raise _tag_size(pos)
                                kp42 |= 1
                            else:
                                if u37 is None:
                                    u37 = {}
                                u37[tg39] = buf[pos:te41]
                                pos = te41
                    x12 = PartitionProduceResponse(f_index_13, f_error_code_14, f_base_offset_15, f_log_append_time_ms_16, f_log_start_offset_17, f_record_errors_18, f_error_message_19, f_current_leader_20, u37)
                    if kp42:
                        x12.tags_present = kp42
                    ap11(x12)
            nt51 = buf[pos]
            if nt51 < 128:
                pos += 1
            else:
                nt51, pos = _uvarint(buf, pos)
            u52 = None
            if nt51:
                last53 = -1
                for _ in range(nt51):
                    tg54 = buf[pos]
                    if tg54 < 128:
                        pos += 1
                    else:
                        tg54, pos = _uvarint(buf, pos)
                    sz55 = buf[pos]
                    if sz55 < 128:
                        pos += 1
                    else:
                        sz55, pos = _uvarint(buf, pos)
                    te56 = pos + sz55
                    if te56 > end:
                        raise _short(pos)
                    if tg54 <= last53:
                        raise _tag_order(pos)
                    last53 = tg54
                    if u52 is None:
                        u52 = {}
                    u52[tg54] = buf[pos:te56]
                    pos = te56
            x6 = TopicProduceResponse(f_topic_id_7, "", f_partition_responses_9, u52)
            ap5(x6)
    f_throttle_time_ms_2 = _S1(buf, pos)[0]
    pos += 4
    f_node_endpoints_3 = []
    nt57 = buf[pos]
    if nt57 < 128:
        pos += 1
    else:
        nt57, pos = _uvarint(buf, pos)
    u58 = None
    kp63 = 0
    if nt57:
        last59 = -1
        for _ in range(nt57):
            tg60 = buf[pos]
            if tg60 < 128:
                pos += 1
            else:
                tg60, pos = _uvarint(buf, pos)
            sz61 = buf[pos]
            if sz61 < 128:
                pos += 1
            else:
                sz61, pos = _uvarint(buf, pos)
            te62 = pos + sz61
            if te62 > end:
                raise _short(pos)
            if tg60 <= last59:
                raise _tag_order(pos)
            last59 = tg60
            if tg60 == 0:
                n64 = buf[pos]
                if n64 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n64 = (n64 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n64, pos = _uvarint(buf, pos)
                n64 -= 1
                if n64 < 0:
                    raise _negative(pos)
                else:
                    if n64 * 11 > te62 - pos:
                        raise _short(pos)
                    f_node_endpoints_3 = []
                    ap65 = f_node_endpoints_3.append
                    for _ in range(n64):
                        f_node_id_67 = _S1(buf, pos)[0]
                        pos += 4
                        n71 = buf[pos]
                        if n71 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n71 = (n71 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n71, pos = _uvarint(buf, pos)
                        n71 -= 1
                        if n71 < 0:
                            raise _negative(pos)
                        else:
                            e72 = pos + n71
                            if e72 > te62:
                                raise _short(pos)
                            f_host_68 = buf[pos:e72].decode()
                            pos = e72
                        f_port_69 = _S1(buf, pos)[0]
                        pos += 4
                        n73 = buf[pos]
                        if n73 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n73 = (n73 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n73, pos = _uvarint(buf, pos)
                        n73 -= 1
                        if n73 == -1:
                            f_rack_70 = None
                        elif n73 < 0:
                            raise _negative(pos)
                        else:
                            e74 = pos + n73
                            if e74 > te62:
                                raise _short(pos)
                            f_rack_70 = buf[pos:e74].decode()
                            pos = e74
                        nt75 = buf[pos]
                        if nt75 < 128:
                            pos += 1
                        else:
                            nt75, pos = _uvarint(buf, pos)
                        u76 = None
                        if nt75:
                            last77 = -1
                            for _ in range(nt75):
                                tg78 = buf[pos]
                                if tg78 < 128:
                                    pos += 1
                                else:
                                    tg78, pos = _uvarint(buf, pos)
                                sz79 = buf[pos]
                                if sz79 < 128:
                                    pos += 1
                                else:
                                    sz79, pos = _uvarint(buf, pos)
                                te80 = pos + sz79
                                if te80 > te62:
                                    raise _short(pos)
                                if tg78 <= last77:
                                    raise _tag_order(pos)
                                last77 = tg78
                                if u76 is None:
                                    u76 = {}
                                u76[tg78] = buf[pos:te80]
                                pos = te80
                        x66 = NodeEndpoint(f_node_id_67, f_host_68, f_port_69, f_rack_70, u76)
                        ap65(x66)
                if pos != te62:
                    raise _tag_size(pos)
                kp63 |= 1
            else:
                if u58 is None:
                    u58 = {}
                u58[tg60] = buf[pos:te62]
                pos = te62
    o = ProduceResponse(f_responses_1, f_throttle_time_ms_2, f_node_endpoints_3, u58)
    if kp63:
        o.tags_present = kp63
    return o, pos


def _e_ProduceResponse_v0(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 0)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partition_responses))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 0)
            out += _P3(x3.index, x3.error_code, x3.base_offset)


def _e_ProduceResponse_v1(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 1)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partition_responses))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 1)
            out += _P3(x3.index, x3.error_code, x3.base_offset)
    out += _P1(o.throttle_time_ms)


def _e_ProduceResponse_v2(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 2)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partition_responses))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 2)
            out += _P4(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms)
    out += _P1(o.throttle_time_ms)


def _e_ProduceResponse_v3(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 3)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partition_responses))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 3)
            out += _P4(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms)
    out += _P1(o.throttle_time_ms)


def _e_ProduceResponse_v4(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 4)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partition_responses))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 4)
            out += _P4(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms)
    out += _P1(o.throttle_time_ms)


def _e_ProduceResponse_v5(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 5)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partition_responses))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 5)
            out += _P5(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset)
    out += _P1(o.throttle_time_ms)


def _e_ProduceResponse_v6(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 6)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partition_responses))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 6)
            out += _P5(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset)
    out += _P1(o.throttle_time_ms)


def _e_ProduceResponse_v7(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 7)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partition_responses))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 7)
            out += _P5(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset)
    out += _P1(o.throttle_time_ms)


def _e_ProduceResponse_v8(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 8)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partition_responses))
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 8)
            out += _P5(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset)
            out += _Pi(len(x3.record_errors))
            for x4 in x3.record_errors:
                out += _P1(x4.batch_index)
                if x4.batch_index_error_message is None:
                    out.extend(b'\xff\xff')
                else:
                    b5 = x4.batch_index_error_message.encode()
                    out += _Ph(len(b5))
                    out += b5
            if x3.error_message is None:
                out.extend(b'\xff\xff')
            else:
                b6 = x3.error_message.encode()
                out += _Ph(len(b6))
                out += b6
    out += _P1(o.throttle_time_ms)


def _e_ProduceResponse_v9(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 9)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partition_responses) + 1 < 128:
            out.append(len(x1.partition_responses) + 1)
        else:
            out += _encode_uvarint(len(x1.partition_responses) + 1)
        for x3 in x1.partition_responses:
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()):
                raise _absent('PartitionProduceResponse', 'current_leader', 9)
            out += _P5(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset)
            if len(x3.record_errors) + 1 < 128:
                out.append(len(x3.record_errors) + 1)
            else:
                out += _encode_uvarint(len(x3.record_errors) + 1)
            for x4 in x3.record_errors:
                out += _P1(x4.batch_index)
                if x4.batch_index_error_message is None:
                    out.append(0)
                else:
                    b5 = x4.batch_index_error_message.encode()
                    if len(b5) + 1 < 128:
                        out.append(len(b5) + 1)
                    else:
                        out += _encode_uvarint(len(b5) + 1)
                    out += b5
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(0)
            if x3.error_message is None:
                out.append(0)
            else:
                b6 = x3.error_message.encode()
                if len(b6) + 1 < 128:
                    out.append(len(b6) + 1)
                else:
                    out += _encode_uvarint(len(b6) + 1)
                out += b6
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    out += _P1(o.throttle_time_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ProduceResponse_v10(o: ProduceResponse, out: bytearray) -> None:
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partition_responses) + 1 < 128:
            out.append(len(x1.partition_responses) + 1)
        else:
            out += _encode_uvarint(len(x1.partition_responses) + 1)
        for x3 in x1.partition_responses:
            out += _P5(x3.index, x3.error_code, x3.base_offset, x3.log_append_time_ms, x3.log_start_offset)
            if len(x3.record_errors) + 1 < 128:
                out.append(len(x3.record_errors) + 1)
            else:
                out += _encode_uvarint(len(x3.record_errors) + 1)
            for x4 in x3.record_errors:
                out += _P1(x4.batch_index)
                if x4.batch_index_error_message is None:
                    out.append(0)
                else:
                    b5 = x4.batch_index_error_message.encode()
                    if len(b5) + 1 < 128:
                        out.append(len(b5) + 1)
                    else:
                        out += _encode_uvarint(len(b5) + 1)
                    out += b5
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(0)
            if x3.error_message is None:
                out.append(0)
            else:
                b6 = x3.error_message.encode()
                if len(b6) + 1 < 128:
                    out.append(len(b6) + 1)
                else:
                    out += _encode_uvarint(len(b6) + 1)
                out += b6
            t7 = []
            kp8 = x3.tags_present
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()) or kp8 & 1:
                tb9 = bytearray()
                tb9 += _P6(x3.current_leader.leader_id, x3.current_leader.leader_epoch)
                if x3.current_leader.unknown_tags:
                    _write_tags(tb9, [], x3.current_leader.unknown_tags)
                else:
                    tb9.append(0)
                t7.append((0, tb9))
            if t7 or x3.unknown_tags:
                _write_tags(out, t7, x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    out += _P1(o.throttle_time_ms)
    t10 = []
    kp11 = o.tags_present
    if o.node_endpoints or kp11 & 1:
        tb12 = bytearray()
        if len(o.node_endpoints) + 1 < 128:
            tb12.append(len(o.node_endpoints) + 1)
        else:
            tb12 += _encode_uvarint(len(o.node_endpoints) + 1)
        for x13 in o.node_endpoints:
            tb12 += _P1(x13.node_id)
            b14 = x13.host.encode()
            if len(b14) + 1 < 128:
                tb12.append(len(b14) + 1)
            else:
                tb12 += _encode_uvarint(len(b14) + 1)
            tb12 += b14
            tb12 += _P1(x13.port)
            if x13.rack is None:
                tb12.append(0)
            else:
                b15 = x13.rack.encode()
                if len(b15) + 1 < 128:
                    tb12.append(len(b15) + 1)
                else:
                    tb12 += _encode_uvarint(len(b15) + 1)
                tb12 += b15
            if x13.unknown_tags:
                _write_tags(tb12, [], x13.unknown_tags)
            else:
                tb12.append(0)
        t10.append((0, tb12))
    if t10 or o.unknown_tags:
        _write_tags(out, t10, o.unknown_tags)
    else:
        out.append(0)


def _e_ProduceResponse_v13(o: ProduceResponse, out: bytearray) -> None:
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        out += _P2(_uuid_bytes(x1.topic_id))
        if len(x1.partition_responses) + 1 < 128:
            out.append(len(x1.partition_responses) + 1)
        else:
            out += _encode_uvarint(len(x1.partition_responses) + 1)
        for x2 in x1.partition_responses:
            out += _P5(x2.index, x2.error_code, x2.base_offset, x2.log_append_time_ms, x2.log_start_offset)
            if len(x2.record_errors) + 1 < 128:
                out.append(len(x2.record_errors) + 1)
            else:
                out += _encode_uvarint(len(x2.record_errors) + 1)
            for x3 in x2.record_errors:
                out += _P1(x3.batch_index)
                if x3.batch_index_error_message is None:
                    out.append(0)
                else:
                    b4 = x3.batch_index_error_message.encode()
                    if len(b4) + 1 < 128:
                        out.append(len(b4) + 1)
                    else:
                        out += _encode_uvarint(len(b4) + 1)
                    out += b4
                if x3.unknown_tags:
                    _write_tags(out, [], x3.unknown_tags)
                else:
                    out.append(0)
            if x2.error_message is None:
                out.append(0)
            else:
                b5 = x2.error_message.encode()
                if len(b5) + 1 < 128:
                    out.append(len(b5) + 1)
                else:
                    out += _encode_uvarint(len(b5) + 1)
                out += b5
            t6 = []
            kp7 = x2.tags_present
            if (x2._current_leader is not None and x2._current_leader != LeaderIdAndEpoch()) or kp7 & 1:
                tb8 = bytearray()
                tb8 += _P6(x2.current_leader.leader_id, x2.current_leader.leader_epoch)
                if x2.current_leader.unknown_tags:
                    _write_tags(tb8, [], x2.current_leader.unknown_tags)
                else:
                    tb8.append(0)
                t6.append((0, tb8))
            if t6 or x2.unknown_tags:
                _write_tags(out, t6, x2.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    out += _P1(o.throttle_time_ms)
    t9 = []
    kp10 = o.tags_present
    if o.node_endpoints or kp10 & 1:
        tb11 = bytearray()
        if len(o.node_endpoints) + 1 < 128:
            tb11.append(len(o.node_endpoints) + 1)
        else:
            tb11 += _encode_uvarint(len(o.node_endpoints) + 1)
        for x12 in o.node_endpoints:
            tb11 += _P1(x12.node_id)
            b13 = x12.host.encode()
            if len(b13) + 1 < 128:
                tb11.append(len(b13) + 1)
            else:
                tb11 += _encode_uvarint(len(b13) + 1)
            tb11 += b13
            tb11 += _P1(x12.port)
            if x12.rack is None:
                tb11.append(0)
            else:
                b14 = x12.rack.encode()
                if len(b14) + 1 < 128:
                    tb11.append(len(b14) + 1)
                else:
                    tb11 += _encode_uvarint(len(b14) + 1)
                tb11 += b14
            if x12.unknown_tags:
                _write_tags(tb11, [], x12.unknown_tags)
            else:
                tb11.append(0)
        t9.append((0, tb11))
    if t9 or o.unknown_tags:
        _write_tags(out, t9, o.unknown_tags)
    else:
        out.append(0)


ProduceRequest.DECODERS = (_d_ProduceRequest_v0, _d_ProduceRequest_v0, _d_ProduceRequest_v0, _d_ProduceRequest_v3, _d_ProduceRequest_v3, _d_ProduceRequest_v3, _d_ProduceRequest_v3, _d_ProduceRequest_v3, _d_ProduceRequest_v3, _d_ProduceRequest_v9, _d_ProduceRequest_v9, _d_ProduceRequest_v9, _d_ProduceRequest_v9, _d_ProduceRequest_v13,)
ProduceRequest.ENCODERS = (_e_ProduceRequest_v0, _e_ProduceRequest_v1, _e_ProduceRequest_v2, _e_ProduceRequest_v3, _e_ProduceRequest_v3, _e_ProduceRequest_v3, _e_ProduceRequest_v3, _e_ProduceRequest_v3, _e_ProduceRequest_v3, _e_ProduceRequest_v9, _e_ProduceRequest_v9, _e_ProduceRequest_v9, _e_ProduceRequest_v9, _e_ProduceRequest_v13,)

ProduceResponse.DECODERS = (_d_ProduceResponse_v0, _d_ProduceResponse_v1, _d_ProduceResponse_v2, _d_ProduceResponse_v2, _d_ProduceResponse_v2, _d_ProduceResponse_v5, _d_ProduceResponse_v5, _d_ProduceResponse_v5, _d_ProduceResponse_v8, _d_ProduceResponse_v9, _d_ProduceResponse_v10, _d_ProduceResponse_v10, _d_ProduceResponse_v10, _d_ProduceResponse_v13,)
ProduceResponse.ENCODERS = (_e_ProduceResponse_v0, _e_ProduceResponse_v1, _e_ProduceResponse_v2, _e_ProduceResponse_v3, _e_ProduceResponse_v4, _e_ProduceResponse_v5, _e_ProduceResponse_v6, _e_ProduceResponse_v7, _e_ProduceResponse_v8, _e_ProduceResponse_v9, _e_ProduceResponse_v10, _e_ProduceResponse_v10, _e_ProduceResponse_v10, _e_ProduceResponse_v13,)
