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

    __slots__ = ('index', 'error_code', 'base_offset', 'log_append_time_ms', 'log_start_offset', 'record_errors', 'error_message', 'current_leader')
    index: int
    error_code: int
    base_offset: int
    log_append_time_ms: int
    log_start_offset: int
    record_errors: list[BatchIndexAndErrorMessage]
    error_message: str | None
    current_leader: LeaderIdAndEpoch

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
        self.current_leader = LeaderIdAndEpoch() if current_leader is DEFAULT else current_leader
        self.unknown_tags = unknown_tags
        self.tags_present = 0


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


def _d_PartitionProduceData_v0(buf: memoryview, pos: int, end: int) -> tuple[PartitionProduceData, int]:
    f_index = _S1(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 == -1:
        f_records = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_records = buf[pos:e2]
        pos = e2
    return PartitionProduceData(f_index, f_records, None), pos


def _d_TopicProduceData_v0(buf: memoryview, pos: int, end: int) -> tuple[TopicProduceData, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 8 > end - pos:
            raise _short(pos)
        f_partition_data = []
        ap4 = f_partition_data.append
        for _ in range(n3):
            x5, pos = _d_PartitionProduceData_v0(buf, pos, end)
            ap4(x5)
    return TopicProduceData(ZERO_UUID, f_name, f_partition_data, None), pos


def _d_ProduceRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[ProduceRequest, int]:
    f_acks, f_timeout_ms = _S0(buf, pos)
    pos += 6
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topic_data = []
        ap2 = f_topic_data.append
        for _ in range(n1):
            x3, pos = _d_TopicProduceData_v0(buf, pos, end)
            ap2(x3)
    return ProduceRequest(None, f_acks, f_timeout_ms, f_topic_data, None), pos


def _d_ProduceRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[ProduceRequest, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        f_transactional_id = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_transactional_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_acks, f_timeout_ms = _S0(buf, pos)
    pos += 6
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topic_data = []
        ap4 = f_topic_data.append
        for _ in range(n3):
            x5, pos = _d_TopicProduceData_v0(buf, pos, end)
            ap4(x5)
    return ProduceRequest(f_transactional_id, f_acks, f_timeout_ms, f_topic_data, None), pos


def _d_PartitionProduceData_v9(buf: memoryview, pos: int, end: int) -> tuple[PartitionProduceData, int]:
    f_index = _S1(buf, pos)[0]
    pos += 4
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_records = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_records = buf[pos:e2]
        pos = e2
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return PartitionProduceData(f_index, f_records, u), pos


def _d_TopicProduceData_v9(buf: memoryview, pos: int, end: int) -> tuple[TopicProduceData, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_partition_data = []
        ap4 = f_partition_data.append
        for _ in range(n3):
            x5, pos = _d_PartitionProduceData_v9(buf, pos, end)
            ap4(x5)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return TopicProduceData(ZERO_UUID, f_name, f_partition_data, u), pos


def _d_ProduceRequest_v9(buf: memoryview, pos: int, end: int) -> tuple[ProduceRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_transactional_id = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_transactional_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_acks, f_timeout_ms = _S0(buf, pos)
    pos += 6
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_topic_data = []
        ap4 = f_topic_data.append
        for _ in range(n3):
            x5, pos = _d_TopicProduceData_v9(buf, pos, end)
            ap4(x5)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return ProduceRequest(f_transactional_id, f_acks, f_timeout_ms, f_topic_data, u), pos


def _d_TopicProduceData_v13(buf: memoryview, pos: int, end: int) -> tuple[TopicProduceData, int]:
    f_topic_id = _S2(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_partition_data = []
        ap2 = f_partition_data.append
        for _ in range(n1):
            x3, pos = _d_PartitionProduceData_v9(buf, pos, end)
            ap2(x3)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return TopicProduceData(f_topic_id, "", f_partition_data, u), pos


def _d_ProduceRequest_v13(buf: memoryview, pos: int, end: int) -> tuple[ProduceRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_transactional_id = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_transactional_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_acks, f_timeout_ms = _S0(buf, pos)
    pos += 6
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_topic_data = []
        ap4 = f_topic_data.append
        for _ in range(n3):
            x5, pos = _d_TopicProduceData_v13(buf, pos, end)
            ap4(x5)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return ProduceRequest(f_transactional_id, f_acks, f_timeout_ms, f_topic_data, u), pos


def _e_PartitionProduceData_v0(o: PartitionProduceData, out: bytearray) -> None:
    out += _P1(o.index)
    if o.records is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        b1 = o.records
        out += _Pi(len(b1))
        out += b1


def _e_TopicProduceData_v0(o: TopicProduceData, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partition_data))
    for x2 in o.partition_data:
        _e_PartitionProduceData_v0(x2, out)


def _e_ProduceRequest_v0(o: ProduceRequest, out: bytearray) -> None:
    if o.transactional_id is not None:
        raise _absent('ProduceRequest', 'transactional_id', 0)
    out += _P0(o.acks, o.timeout_ms)
    out += _Pi(len(o.topic_data))
    for x1 in o.topic_data:
        _e_TopicProduceData_v0(x1, out)


def _e_ProduceRequest_v1(o: ProduceRequest, out: bytearray) -> None:
    if o.transactional_id is not None:
        raise _absent('ProduceRequest', 'transactional_id', 1)
    out += _P0(o.acks, o.timeout_ms)
    out += _Pi(len(o.topic_data))
    for x1 in o.topic_data:
        _e_TopicProduceData_v0(x1, out)


def _e_ProduceRequest_v2(o: ProduceRequest, out: bytearray) -> None:
    if o.transactional_id is not None:
        raise _absent('ProduceRequest', 'transactional_id', 2)
    out += _P0(o.acks, o.timeout_ms)
    out += _Pi(len(o.topic_data))
    for x1 in o.topic_data:
        _e_TopicProduceData_v0(x1, out)


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
        _e_TopicProduceData_v0(x2, out)


def _e_PartitionProduceData_v9(o: PartitionProduceData, out: bytearray) -> None:
    out += _P1(o.index)
    if o.records is None:
        out.append(0)
    else:
        b1 = o.records
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_TopicProduceData_v9(o: TopicProduceData, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partition_data) + 1 < 128:
        out.append(len(o.partition_data) + 1)
    else:
        out += _encode_uvarint(len(o.partition_data) + 1)
    for x2 in o.partition_data:
        _e_PartitionProduceData_v9(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
        _e_TopicProduceData_v9(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_TopicProduceData_v13(o: TopicProduceData, out: bytearray) -> None:
    out += _P2(_uuid_bytes(o.topic_id))
    if len(o.partition_data) + 1 < 128:
        out.append(len(o.partition_data) + 1)
    else:
        out += _encode_uvarint(len(o.partition_data) + 1)
    for x1 in o.partition_data:
        _e_PartitionProduceData_v9(x1, out)
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
        _e_TopicProduceData_v13(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_PartitionProduceResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[PartitionProduceResponse, int]:
    f_index, f_error_code, f_base_offset = _S3(buf, pos)
    pos += 14
    return PartitionProduceResponse(f_index, f_error_code, f_base_offset, -1, -1, [], None, LeaderIdAndEpoch(), None), pos


def _d_TopicProduceResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[TopicProduceResponse, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 14 > end - pos:
            raise _short(pos)
        f_partition_responses = []
        ap4 = f_partition_responses.append
        for _ in range(n3):
            x5, pos = _d_PartitionProduceResponse_v0(buf, pos, end)
            ap4(x5)
    return TopicProduceResponse(ZERO_UUID, f_name, f_partition_responses, None), pos


def _d_ProduceResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ProduceResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_TopicProduceResponse_v0(buf, pos, end)
            ap2(x3)
    return ProduceResponse(f_responses, 0, [], None), pos


def _d_ProduceResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[ProduceResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_TopicProduceResponse_v0(buf, pos, end)
            ap2(x3)
    f_throttle_time_ms = _S1(buf, pos)[0]
    pos += 4
    return ProduceResponse(f_responses, f_throttle_time_ms, [], None), pos


def _d_PartitionProduceResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[PartitionProduceResponse, int]:
    f_index, f_error_code, f_base_offset, f_log_append_time_ms = _S4(buf, pos)
    pos += 22
    return PartitionProduceResponse(f_index, f_error_code, f_base_offset, f_log_append_time_ms, -1, [], None, LeaderIdAndEpoch(), None), pos


def _d_TopicProduceResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[TopicProduceResponse, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 22 > end - pos:
            raise _short(pos)
        f_partition_responses = []
        ap4 = f_partition_responses.append
        for _ in range(n3):
            x5, pos = _d_PartitionProduceResponse_v2(buf, pos, end)
            ap4(x5)
    return TopicProduceResponse(ZERO_UUID, f_name, f_partition_responses, None), pos


def _d_ProduceResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[ProduceResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_TopicProduceResponse_v2(buf, pos, end)
            ap2(x3)
    f_throttle_time_ms = _S1(buf, pos)[0]
    pos += 4
    return ProduceResponse(f_responses, f_throttle_time_ms, [], None), pos


def _d_PartitionProduceResponse_v5(buf: memoryview, pos: int, end: int) -> tuple[PartitionProduceResponse, int]:
    f_index, f_error_code, f_base_offset, f_log_append_time_ms, f_log_start_offset = _S5(buf, pos)
    pos += 30
    return PartitionProduceResponse(f_index, f_error_code, f_base_offset, f_log_append_time_ms, f_log_start_offset, [], None, LeaderIdAndEpoch(), None), pos


def _d_TopicProduceResponse_v5(buf: memoryview, pos: int, end: int) -> tuple[TopicProduceResponse, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 30 > end - pos:
            raise _short(pos)
        f_partition_responses = []
        ap4 = f_partition_responses.append
        for _ in range(n3):
            x5, pos = _d_PartitionProduceResponse_v5(buf, pos, end)
            ap4(x5)
    return TopicProduceResponse(ZERO_UUID, f_name, f_partition_responses, None), pos


def _d_ProduceResponse_v5(buf: memoryview, pos: int, end: int) -> tuple[ProduceResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_TopicProduceResponse_v5(buf, pos, end)
            ap2(x3)
    f_throttle_time_ms = _S1(buf, pos)[0]
    pos += 4
    return ProduceResponse(f_responses, f_throttle_time_ms, [], None), pos


def _d_BatchIndexAndErrorMessage_v8(buf: memoryview, pos: int, end: int) -> tuple[BatchIndexAndErrorMessage, int]:
    f_batch_index = _S1(buf, pos)[0]
    pos += 4
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        f_batch_index_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_batch_index_error_message = str(buf[pos:e2], 'utf-8')
        pos = e2
    return BatchIndexAndErrorMessage(f_batch_index, f_batch_index_error_message, None), pos


def _d_PartitionProduceResponse_v8(buf: memoryview, pos: int, end: int) -> tuple[PartitionProduceResponse, int]:
    f_index, f_error_code, f_base_offset, f_log_append_time_ms, f_log_start_offset = _S5(buf, pos)
    pos += 30
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_record_errors = []
        ap2 = f_record_errors.append
        for _ in range(n1):
            x3, pos = _d_BatchIndexAndErrorMessage_v8(buf, pos, end)
            ap2(x3)
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 == -1:
        f_error_message = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e5], 'utf-8')
        pos = e5
    return PartitionProduceResponse(f_index, f_error_code, f_base_offset, f_log_append_time_ms, f_log_start_offset, f_record_errors, f_error_message, LeaderIdAndEpoch(), None), pos


def _d_TopicProduceResponse_v8(buf: memoryview, pos: int, end: int) -> tuple[TopicProduceResponse, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 36 > end - pos:
            raise _short(pos)
        f_partition_responses = []
        ap4 = f_partition_responses.append
        for _ in range(n3):
            x5, pos = _d_PartitionProduceResponse_v8(buf, pos, end)
            ap4(x5)
    return TopicProduceResponse(ZERO_UUID, f_name, f_partition_responses, None), pos


def _d_ProduceResponse_v8(buf: memoryview, pos: int, end: int) -> tuple[ProduceResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_TopicProduceResponse_v8(buf, pos, end)
            ap2(x3)
    f_throttle_time_ms = _S1(buf, pos)[0]
    pos += 4
    return ProduceResponse(f_responses, f_throttle_time_ms, [], None), pos


def _d_BatchIndexAndErrorMessage_v9(buf: memoryview, pos: int, end: int) -> tuple[BatchIndexAndErrorMessage, int]:
    f_batch_index = _S1(buf, pos)[0]
    pos += 4
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_batch_index_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_batch_index_error_message = str(buf[pos:e2], 'utf-8')
        pos = e2
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return BatchIndexAndErrorMessage(f_batch_index, f_batch_index_error_message, u), pos


def _d_PartitionProduceResponse_v9(buf: memoryview, pos: int, end: int) -> tuple[PartitionProduceResponse, int]:
    f_index, f_error_code, f_base_offset, f_log_append_time_ms, f_log_start_offset = _S5(buf, pos)
    pos += 30
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_record_errors = []
        ap2 = f_record_errors.append
        for _ in range(n1):
            x3, pos = _d_BatchIndexAndErrorMessage_v9(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 == -1:
        f_error_message = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e5], 'utf-8')
        pos = e5
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return PartitionProduceResponse(f_index, f_error_code, f_base_offset, f_log_append_time_ms, f_log_start_offset, f_record_errors, f_error_message, LeaderIdAndEpoch(), u), pos


def _d_TopicProduceResponse_v9(buf: memoryview, pos: int, end: int) -> tuple[TopicProduceResponse, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 33 > end - pos:
            raise _short(pos)
        f_partition_responses = []
        ap4 = f_partition_responses.append
        for _ in range(n3):
            x5, pos = _d_PartitionProduceResponse_v9(buf, pos, end)
            ap4(x5)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return TopicProduceResponse(ZERO_UUID, f_name, f_partition_responses, u), pos


def _d_ProduceResponse_v9(buf: memoryview, pos: int, end: int) -> tuple[ProduceResponse, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_TopicProduceResponse_v9(buf, pos, end)
            ap2(x3)
    f_throttle_time_ms = _S1(buf, pos)[0]
    pos += 4
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return ProduceResponse(f_responses, f_throttle_time_ms, [], u), pos


def _d_LeaderIdAndEpoch_v10(buf: memoryview, pos: int, end: int) -> tuple[LeaderIdAndEpoch, int]:
    f_leader_id, f_leader_epoch = _S6(buf, pos)
    pos += 8
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return LeaderIdAndEpoch(f_leader_id, f_leader_epoch, u), pos


def _d_PartitionProduceResponse_v10(buf: memoryview, pos: int, end: int) -> tuple[PartitionProduceResponse, int]:
    f_index, f_error_code, f_base_offset, f_log_append_time_ms, f_log_start_offset = _S5(buf, pos)
    pos += 30
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_record_errors = []
        ap2 = f_record_errors.append
        for _ in range(n1):
            x3, pos = _d_BatchIndexAndErrorMessage_v9(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 == -1:
        f_error_message = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e5], 'utf-8')
        pos = e5
    f_current_leader = LeaderIdAndEpoch()
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    kp = 0
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if tg == 0:
                f_current_leader, pos = _d_LeaderIdAndEpoch_v10(buf, pos, te)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = PartitionProduceResponse(f_index, f_error_code, f_base_offset, f_log_append_time_ms, f_log_start_offset, f_record_errors, f_error_message, f_current_leader, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _d_TopicProduceResponse_v10(buf: memoryview, pos: int, end: int) -> tuple[TopicProduceResponse, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 33 > end - pos:
            raise _short(pos)
        f_partition_responses = []
        ap4 = f_partition_responses.append
        for _ in range(n3):
            x5, pos = _d_PartitionProduceResponse_v10(buf, pos, end)
            ap4(x5)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return TopicProduceResponse(ZERO_UUID, f_name, f_partition_responses, u), pos


def _d_NodeEndpoint_v10(buf: memoryview, pos: int, end: int) -> tuple[NodeEndpoint, int]:
    f_node_id = _S1(buf, pos)[0]
    pos += 4
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_host = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_port = _S1(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_rack = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_rack = str(buf[pos:e4], 'utf-8')
        pos = e4
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return NodeEndpoint(f_node_id, f_host, f_port, f_rack, u), pos


def _d_ProduceResponse_v10(buf: memoryview, pos: int, end: int) -> tuple[ProduceResponse, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_TopicProduceResponse_v10(buf, pos, end)
            ap2(x3)
    f_throttle_time_ms = _S1(buf, pos)[0]
    pos += 4
    f_node_endpoints = []
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    kp = 0
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if tg == 0:
                n4 = buf[pos]
                if n4 < 128:
                    pos += 1
                else:
                    n4, pos = _uvarint(buf, pos)
                n4 -= 1
                if n4 < 0:
                    raise _negative(pos)
                else:
                    if n4 * 11 > te - pos:
                        raise _short(pos)
                    f_node_endpoints = []
                    ap5 = f_node_endpoints.append
                    for _ in range(n4):
                        x6, pos = _d_NodeEndpoint_v10(buf, pos, te)
                        ap5(x6)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = ProduceResponse(f_responses, f_throttle_time_ms, f_node_endpoints, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _d_TopicProduceResponse_v13(buf: memoryview, pos: int, end: int) -> tuple[TopicProduceResponse, int]:
    f_topic_id = _S2(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 33 > end - pos:
            raise _short(pos)
        f_partition_responses = []
        ap2 = f_partition_responses.append
        for _ in range(n1):
            x3, pos = _d_PartitionProduceResponse_v10(buf, pos, end)
            ap2(x3)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return TopicProduceResponse(f_topic_id, "", f_partition_responses, u), pos


def _d_ProduceResponse_v13(buf: memoryview, pos: int, end: int) -> tuple[ProduceResponse, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_responses = []
        ap2 = f_responses.append
        for _ in range(n1):
            x3, pos = _d_TopicProduceResponse_v13(buf, pos, end)
            ap2(x3)
    f_throttle_time_ms = _S1(buf, pos)[0]
    pos += 4
    f_node_endpoints = []
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    kp = 0
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if tg == 0:
                n4 = buf[pos]
                if n4 < 128:
                    pos += 1
                else:
                    n4, pos = _uvarint(buf, pos)
                n4 -= 1
                if n4 < 0:
                    raise _negative(pos)
                else:
                    if n4 * 11 > te - pos:
                        raise _short(pos)
                    f_node_endpoints = []
                    ap5 = f_node_endpoints.append
                    for _ in range(n4):
                        x6, pos = _d_NodeEndpoint_v10(buf, pos, te)
                        ap5(x6)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = ProduceResponse(f_responses, f_throttle_time_ms, f_node_endpoints, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _e_PartitionProduceResponse_v0(o: PartitionProduceResponse, out: bytearray) -> None:
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionProduceResponse', 'current_leader', 0)
    out += _P3(o.index, o.error_code, o.base_offset)


def _e_TopicProduceResponse_v0(o: TopicProduceResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partition_responses))
    for x2 in o.partition_responses:
        _e_PartitionProduceResponse_v0(x2, out)


def _e_ProduceResponse_v0(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 0)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_TopicProduceResponse_v0(x1, out)


def _e_PartitionProduceResponse_v1(o: PartitionProduceResponse, out: bytearray) -> None:
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionProduceResponse', 'current_leader', 1)
    out += _P3(o.index, o.error_code, o.base_offset)


def _e_TopicProduceResponse_v1(o: TopicProduceResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partition_responses))
    for x2 in o.partition_responses:
        _e_PartitionProduceResponse_v1(x2, out)


def _e_ProduceResponse_v1(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 1)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_TopicProduceResponse_v1(x1, out)
    out += _P1(o.throttle_time_ms)


def _e_PartitionProduceResponse_v2(o: PartitionProduceResponse, out: bytearray) -> None:
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionProduceResponse', 'current_leader', 2)
    out += _P4(o.index, o.error_code, o.base_offset, o.log_append_time_ms)


def _e_TopicProduceResponse_v2(o: TopicProduceResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partition_responses))
    for x2 in o.partition_responses:
        _e_PartitionProduceResponse_v2(x2, out)


def _e_ProduceResponse_v2(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 2)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_TopicProduceResponse_v2(x1, out)
    out += _P1(o.throttle_time_ms)


def _e_PartitionProduceResponse_v3(o: PartitionProduceResponse, out: bytearray) -> None:
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionProduceResponse', 'current_leader', 3)
    out += _P4(o.index, o.error_code, o.base_offset, o.log_append_time_ms)


def _e_TopicProduceResponse_v3(o: TopicProduceResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partition_responses))
    for x2 in o.partition_responses:
        _e_PartitionProduceResponse_v3(x2, out)


def _e_ProduceResponse_v3(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 3)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_TopicProduceResponse_v3(x1, out)
    out += _P1(o.throttle_time_ms)


def _e_PartitionProduceResponse_v4(o: PartitionProduceResponse, out: bytearray) -> None:
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionProduceResponse', 'current_leader', 4)
    out += _P4(o.index, o.error_code, o.base_offset, o.log_append_time_ms)


def _e_TopicProduceResponse_v4(o: TopicProduceResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partition_responses))
    for x2 in o.partition_responses:
        _e_PartitionProduceResponse_v4(x2, out)


def _e_ProduceResponse_v4(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 4)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_TopicProduceResponse_v4(x1, out)
    out += _P1(o.throttle_time_ms)


def _e_PartitionProduceResponse_v5(o: PartitionProduceResponse, out: bytearray) -> None:
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionProduceResponse', 'current_leader', 5)
    out += _P5(o.index, o.error_code, o.base_offset, o.log_append_time_ms, o.log_start_offset)


def _e_TopicProduceResponse_v5(o: TopicProduceResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partition_responses))
    for x2 in o.partition_responses:
        _e_PartitionProduceResponse_v5(x2, out)


def _e_ProduceResponse_v5(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 5)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_TopicProduceResponse_v5(x1, out)
    out += _P1(o.throttle_time_ms)


def _e_PartitionProduceResponse_v6(o: PartitionProduceResponse, out: bytearray) -> None:
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionProduceResponse', 'current_leader', 6)
    out += _P5(o.index, o.error_code, o.base_offset, o.log_append_time_ms, o.log_start_offset)


def _e_TopicProduceResponse_v6(o: TopicProduceResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partition_responses))
    for x2 in o.partition_responses:
        _e_PartitionProduceResponse_v6(x2, out)


def _e_ProduceResponse_v6(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 6)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_TopicProduceResponse_v6(x1, out)
    out += _P1(o.throttle_time_ms)


def _e_PartitionProduceResponse_v7(o: PartitionProduceResponse, out: bytearray) -> None:
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionProduceResponse', 'current_leader', 7)
    out += _P5(o.index, o.error_code, o.base_offset, o.log_append_time_ms, o.log_start_offset)


def _e_TopicProduceResponse_v7(o: TopicProduceResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partition_responses))
    for x2 in o.partition_responses:
        _e_PartitionProduceResponse_v7(x2, out)


def _e_ProduceResponse_v7(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 7)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_TopicProduceResponse_v7(x1, out)
    out += _P1(o.throttle_time_ms)


def _e_BatchIndexAndErrorMessage_v8(o: BatchIndexAndErrorMessage, out: bytearray) -> None:
    out += _P1(o.batch_index)
    if o.batch_index_error_message is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.batch_index_error_message.encode()
        out += _Ph(len(b1))
        out += b1


def _e_PartitionProduceResponse_v8(o: PartitionProduceResponse, out: bytearray) -> None:
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionProduceResponse', 'current_leader', 8)
    out += _P5(o.index, o.error_code, o.base_offset, o.log_append_time_ms, o.log_start_offset)
    out += _Pi(len(o.record_errors))
    for x1 in o.record_errors:
        _e_BatchIndexAndErrorMessage_v8(x1, out)
    if o.error_message is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.error_message.encode()
        out += _Ph(len(b2))
        out += b2


def _e_TopicProduceResponse_v8(o: TopicProduceResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partition_responses))
    for x2 in o.partition_responses:
        _e_PartitionProduceResponse_v8(x2, out)


def _e_ProduceResponse_v8(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 8)
    out += _Pi(len(o.responses))
    for x1 in o.responses:
        _e_TopicProduceResponse_v8(x1, out)
    out += _P1(o.throttle_time_ms)


def _e_BatchIndexAndErrorMessage_v9(o: BatchIndexAndErrorMessage, out: bytearray) -> None:
    out += _P1(o.batch_index)
    if o.batch_index_error_message is None:
        out.append(0)
    else:
        b1 = o.batch_index_error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_PartitionProduceResponse_v9(o: PartitionProduceResponse, out: bytearray) -> None:
    if o.current_leader != LeaderIdAndEpoch():
        raise _absent('PartitionProduceResponse', 'current_leader', 9)
    out += _P5(o.index, o.error_code, o.base_offset, o.log_append_time_ms, o.log_start_offset)
    if len(o.record_errors) + 1 < 128:
        out.append(len(o.record_errors) + 1)
    else:
        out += _encode_uvarint(len(o.record_errors) + 1)
    for x1 in o.record_errors:
        _e_BatchIndexAndErrorMessage_v9(x1, out)
    if o.error_message is None:
        out.append(0)
    else:
        b2 = o.error_message.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_TopicProduceResponse_v9(o: TopicProduceResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partition_responses) + 1 < 128:
        out.append(len(o.partition_responses) + 1)
    else:
        out += _encode_uvarint(len(o.partition_responses) + 1)
    for x2 in o.partition_responses:
        _e_PartitionProduceResponse_v9(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ProduceResponse_v9(o: ProduceResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('ProduceResponse', 'node_endpoints', 9)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        _e_TopicProduceResponse_v9(x1, out)
    out += _P1(o.throttle_time_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderIdAndEpoch_v10(o: LeaderIdAndEpoch, out: bytearray) -> None:
    out += _P6(o.leader_id, o.leader_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_PartitionProduceResponse_v10(o: PartitionProduceResponse, out: bytearray) -> None:
    out += _P5(o.index, o.error_code, o.base_offset, o.log_append_time_ms, o.log_start_offset)
    if len(o.record_errors) + 1 < 128:
        out.append(len(o.record_errors) + 1)
    else:
        out += _encode_uvarint(len(o.record_errors) + 1)
    for x1 in o.record_errors:
        _e_BatchIndexAndErrorMessage_v9(x1, out)
    if o.error_message is None:
        out.append(0)
    else:
        b2 = o.error_message.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    t = []
    kp = o.tags_present
    if o.current_leader != LeaderIdAndEpoch() or kp & 1:
        tb = bytearray()
        _e_LeaderIdAndEpoch_v10(o.current_leader, tb)
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _e_TopicProduceResponse_v10(o: TopicProduceResponse, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partition_responses) + 1 < 128:
        out.append(len(o.partition_responses) + 1)
    else:
        out += _encode_uvarint(len(o.partition_responses) + 1)
    for x2 in o.partition_responses:
        _e_PartitionProduceResponse_v10(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_NodeEndpoint_v10(o: NodeEndpoint, out: bytearray) -> None:
    out += _P1(o.node_id)
    b1 = o.host.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(o.port)
    if o.rack is None:
        out.append(0)
    else:
        b2 = o.rack.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
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
        _e_TopicProduceResponse_v10(x1, out)
    out += _P1(o.throttle_time_ms)
    t = []
    kp = o.tags_present
    if o.node_endpoints or kp & 1:
        tb = bytearray()
        if len(o.node_endpoints) + 1 < 128:
            tb.append(len(o.node_endpoints) + 1)
        else:
            tb += _encode_uvarint(len(o.node_endpoints) + 1)
        for x2 in o.node_endpoints:
            _e_NodeEndpoint_v10(x2, tb)
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _e_TopicProduceResponse_v13(o: TopicProduceResponse, out: bytearray) -> None:
    out += _P2(_uuid_bytes(o.topic_id))
    if len(o.partition_responses) + 1 < 128:
        out.append(len(o.partition_responses) + 1)
    else:
        out += _encode_uvarint(len(o.partition_responses) + 1)
    for x1 in o.partition_responses:
        _e_PartitionProduceResponse_v10(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ProduceResponse_v13(o: ProduceResponse, out: bytearray) -> None:
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x1 in o.responses:
        _e_TopicProduceResponse_v13(x1, out)
    out += _P1(o.throttle_time_ms)
    t = []
    kp = o.tags_present
    if o.node_endpoints or kp & 1:
        tb = bytearray()
        if len(o.node_endpoints) + 1 < 128:
            tb.append(len(o.node_endpoints) + 1)
        else:
            tb += _encode_uvarint(len(o.node_endpoints) + 1)
        for x2 in o.node_endpoints:
            _e_NodeEndpoint_v10(x2, tb)
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


ProduceRequest.DECODERS = (_d_ProduceRequest_v0, _d_ProduceRequest_v0, _d_ProduceRequest_v0, _d_ProduceRequest_v3, _d_ProduceRequest_v3, _d_ProduceRequest_v3, _d_ProduceRequest_v3, _d_ProduceRequest_v3, _d_ProduceRequest_v3, _d_ProduceRequest_v9, _d_ProduceRequest_v9, _d_ProduceRequest_v9, _d_ProduceRequest_v9, _d_ProduceRequest_v13,)
ProduceRequest.ENCODERS = (_e_ProduceRequest_v0, _e_ProduceRequest_v1, _e_ProduceRequest_v2, _e_ProduceRequest_v3, _e_ProduceRequest_v3, _e_ProduceRequest_v3, _e_ProduceRequest_v3, _e_ProduceRequest_v3, _e_ProduceRequest_v3, _e_ProduceRequest_v9, _e_ProduceRequest_v9, _e_ProduceRequest_v9, _e_ProduceRequest_v9, _e_ProduceRequest_v13,)

ProduceResponse.DECODERS = (_d_ProduceResponse_v0, _d_ProduceResponse_v1, _d_ProduceResponse_v2, _d_ProduceResponse_v2, _d_ProduceResponse_v2, _d_ProduceResponse_v5, _d_ProduceResponse_v5, _d_ProduceResponse_v5, _d_ProduceResponse_v8, _d_ProduceResponse_v9, _d_ProduceResponse_v10, _d_ProduceResponse_v10, _d_ProduceResponse_v10, _d_ProduceResponse_v13,)
ProduceResponse.ENCODERS = (_e_ProduceResponse_v0, _e_ProduceResponse_v1, _e_ProduceResponse_v2, _e_ProduceResponse_v3, _e_ProduceResponse_v4, _e_ProduceResponse_v5, _e_ProduceResponse_v6, _e_ProduceResponse_v7, _e_ProduceResponse_v8, _e_ProduceResponse_v9, _e_ProduceResponse_v10, _e_ProduceResponse_v10, _e_ProduceResponse_v10, _e_ProduceResponse_v13,)
