# generated from defs/056-alter-partition.kw; do not edit
"""AlterPartition: API key 56, versions 0..3, flexible from 0."""

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

__all__ = ['AlterPartitionRequest', 'AlterPartitionRequestPartitionData', 'AlterPartitionRequestTopicData', 'AlterPartitionResponse', 'AlterPartitionResponsePartitionData', 'AlterPartitionResponseTopicData', 'BrokerState']

_S0 = _Struct('>iq').unpack_from
_P0 = _Struct('>iq').pack
_S1 = _Struct('>ii').unpack_from
_P1 = _Struct('>ii').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack
_S3 = _Struct('>bi').unpack_from
_P3 = _Struct('>bi').pack
_S4 = _Struct('>16s').unpack_from
_P4 = _Struct('>16s').pack
_S5 = _Struct('>ih').unpack_from
_P5 = _Struct('>ih').pack
_S6 = _Struct('>ihii').unpack_from
_P6 = _Struct('>ihii').pack


class BrokerState(Struct):
    """Element BrokerState of AlterPartition."""

    __slots__ = ('broker_id', 'broker_epoch')
    broker_id: int
    broker_epoch: int

    def __init__(
        self,
        broker_id: int = 0,
        broker_epoch: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self.unknown_tags = unknown_tags


class AlterPartitionRequestPartitionData(Struct):
    """Element PartitionData of AlterPartition."""

    __slots__ = ('partition_index', 'leader_epoch', 'new_isr_with_epochs', 'new_isr', 'leader_recovery_state', 'partition_epoch')
    partition_index: int
    leader_epoch: int
    new_isr_with_epochs: list[BrokerState]
    new_isr: list[int]
    leader_recovery_state: int
    partition_epoch: int

    def __init__(
        self,
        partition_index: int = 0,
        leader_epoch: int = 0,
        new_isr_with_epochs: list[BrokerState] = DEFAULT,
        new_isr: list[int] = DEFAULT,
        leader_recovery_state: int = 0,
        partition_epoch: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.leader_epoch = leader_epoch
        self.new_isr_with_epochs = [] if new_isr_with_epochs is DEFAULT else new_isr_with_epochs
        self.new_isr = [] if new_isr is DEFAULT else new_isr
        self.leader_recovery_state = leader_recovery_state
        self.partition_epoch = partition_epoch
        self.unknown_tags = unknown_tags


class AlterPartitionRequestTopicData(Struct):
    """Element TopicData of AlterPartition."""

    __slots__ = ('topic_id', 'topic_name', 'partitions')
    topic_id: UUID
    topic_name: str
    partitions: list[AlterPartitionRequestPartitionData]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        topic_name: str = "",
        partitions: list[AlterPartitionRequestPartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.topic_name = topic_name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class AlterPartitionRequest(Message):
    """AlterPartition request (API key 56), versions 0..3."""

    __slots__ = ('broker_id', 'broker_epoch', 'topics')
    API_KEY = 56
    API_NAME = 'AlterPartition'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_FROM = 0
    broker_id: int
    broker_epoch: int
    topics: list[AlterPartitionRequestTopicData]

    def __init__(
        self,
        broker_id: int = 0,
        broker_epoch: int = -1,
        topics: list[AlterPartitionRequestTopicData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class AlterPartitionResponsePartitionData(Struct):
    """Element PartitionData of AlterPartition."""

    __slots__ = ('partition_index', 'error_code', 'leader_id', 'leader_epoch', 'isr', 'leader_recovery_state', 'partition_epoch')
    partition_index: int
    error_code: int
    leader_id: int
    leader_epoch: int
    isr: list[int]
    leader_recovery_state: int
    partition_epoch: int

    def __init__(
        self,
        partition_index: int = 0,
        error_code: int = 0,
        leader_id: int = 0,
        leader_epoch: int = 0,
        isr: list[int] = DEFAULT,
        leader_recovery_state: int = 0,
        partition_epoch: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.error_code = error_code
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.isr = [] if isr is DEFAULT else isr
        self.leader_recovery_state = leader_recovery_state
        self.partition_epoch = partition_epoch
        self.unknown_tags = unknown_tags


class AlterPartitionResponseTopicData(Struct):
    """Element TopicData of AlterPartition."""

    __slots__ = ('topic_id', 'topic_name', 'partitions')
    topic_id: UUID
    topic_name: str
    partitions: list[AlterPartitionResponsePartitionData]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        topic_name: str = "",
        partitions: list[AlterPartitionResponsePartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.topic_name = topic_name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class AlterPartitionResponse(Message):
    """AlterPartition response (API key 56), versions 0..3."""

    __slots__ = ('throttle_time_ms', 'error_code', 'topics')
    API_KEY = 56
    API_NAME = 'AlterPartition'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    topics: list[AlterPartitionResponseTopicData]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        topics: list[AlterPartitionResponseTopicData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags

BrokerState.FIELDS = (
    FieldSpec('broker_id', 'prim', 'int32', (0, 3), None, 0),
    FieldSpec('broker_epoch', 'prim', 'int64', (0, 3), None, -1),
)

AlterPartitionRequestPartitionData.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 3), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 3), None, 0),
    FieldSpec('new_isr_with_epochs', 'array', 'BrokerState', (3, 3), None, DEFAULT, struct=BrokerState),
    FieldSpec('new_isr', 'array', 'int32', (0, 2), None, DEFAULT),
    FieldSpec('leader_recovery_state', 'prim', 'int8', (1, 3), None, 0),
    FieldSpec('partition_epoch', 'prim', 'int32', (0, 3), None, 0),
)

AlterPartitionRequestTopicData.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (2, 3), None, ZERO_UUID, ignorable=True),
    FieldSpec('topic_name', 'prim', 'string', (0, 1), None, "", ignorable=True),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 3), None, DEFAULT, struct=AlterPartitionRequestPartitionData),
)

AlterPartitionRequest.FIELDS = (
    FieldSpec('broker_id', 'prim', 'int32', (0, 3), None, 0),
    FieldSpec('broker_epoch', 'prim', 'int64', (0, 3), None, -1),
    FieldSpec('topics', 'array', 'TopicData', (0, 3), None, DEFAULT, struct=AlterPartitionRequestTopicData),
)

AlterPartitionResponsePartitionData.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 3), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 3), None, 0),
    FieldSpec('leader_id', 'prim', 'int32', (0, 3), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 3), None, 0),
    FieldSpec('isr', 'array', 'int32', (0, 3), None, DEFAULT),
    FieldSpec('leader_recovery_state', 'prim', 'int8', (1, 3), None, 0, ignorable=True),
    FieldSpec('partition_epoch', 'prim', 'int32', (0, 3), None, 0),
)

AlterPartitionResponseTopicData.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (2, 3), None, ZERO_UUID, ignorable=True),
    FieldSpec('topic_name', 'prim', 'string', (0, 1), None, "", ignorable=True),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 3), None, DEFAULT, struct=AlterPartitionResponsePartitionData),
)

AlterPartitionResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 3), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 3), None, 0),
    FieldSpec('topics', 'array', 'TopicData', (0, 3), None, DEFAULT, struct=AlterPartitionResponseTopicData),
)


def _d_AlterPartitionRequestPartitionData_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionRequestPartitionData, int]:
    f_partition_index, f_leader_epoch = _S1(buf, pos)
    pos += 8
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_new_isr = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
    f_partition_epoch = _S2(buf, pos)[0]
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
    return AlterPartitionRequestPartitionData(f_partition_index, f_leader_epoch, [], f_new_isr, 0, f_partition_epoch, u), pos


def _d_AlterPartitionRequestTopicData_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionRequestTopicData, int]:
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
        f_topic_name = str(buf[pos:e2], 'utf-8')
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
        if n3 * 14 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_AlterPartitionRequestPartitionData_v0(buf, pos, end)
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
    return AlterPartitionRequestTopicData(ZERO_UUID, f_topic_name, f_partitions, u), pos


def _d_AlterPartitionRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionRequest, int]:
    f_broker_id, f_broker_epoch = _S0(buf, pos)
    pos += 12
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
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_AlterPartitionRequestTopicData_v0(buf, pos, end)
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
    return AlterPartitionRequest(f_broker_id, f_broker_epoch, f_topics, u), pos


def _d_AlterPartitionRequestPartitionData_v1(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionRequestPartitionData, int]:
    f_partition_index, f_leader_epoch = _S1(buf, pos)
    pos += 8
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_new_isr = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
    f_leader_recovery_state, f_partition_epoch = _S3(buf, pos)
    pos += 5
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
    return AlterPartitionRequestPartitionData(f_partition_index, f_leader_epoch, [], f_new_isr, f_leader_recovery_state, f_partition_epoch, u), pos


def _d_AlterPartitionRequestTopicData_v1(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionRequestTopicData, int]:
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
        f_topic_name = str(buf[pos:e2], 'utf-8')
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
        if n3 * 15 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_AlterPartitionRequestPartitionData_v1(buf, pos, end)
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
    return AlterPartitionRequestTopicData(ZERO_UUID, f_topic_name, f_partitions, u), pos


def _d_AlterPartitionRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionRequest, int]:
    f_broker_id, f_broker_epoch = _S0(buf, pos)
    pos += 12
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
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_AlterPartitionRequestTopicData_v1(buf, pos, end)
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
    return AlterPartitionRequest(f_broker_id, f_broker_epoch, f_topics, u), pos


def _d_AlterPartitionRequestTopicData_v2(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionRequestTopicData, int]:
    f_topic_id = _S4(buf, pos)[0]
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
        if n1 * 15 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap2 = f_partitions.append
        for _ in range(n1):
            x3, pos = _d_AlterPartitionRequestPartitionData_v1(buf, pos, end)
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
    return AlterPartitionRequestTopicData(f_topic_id, "", f_partitions, u), pos


def _d_AlterPartitionRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionRequest, int]:
    f_broker_id, f_broker_epoch = _S0(buf, pos)
    pos += 12
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
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_AlterPartitionRequestTopicData_v2(buf, pos, end)
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
    return AlterPartitionRequest(f_broker_id, f_broker_epoch, f_topics, u), pos


def _d_BrokerState_v3(buf: memoryview, pos: int, end: int) -> tuple[BrokerState, int]:
    f_broker_id, f_broker_epoch = _S0(buf, pos)
    pos += 12
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
    return BrokerState(f_broker_id, f_broker_epoch, u), pos


def _d_AlterPartitionRequestPartitionData_v3(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionRequestPartitionData, int]:
    f_partition_index, f_leader_epoch = _S1(buf, pos)
    pos += 8
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 13 > end - pos:
            raise _short(pos)
        f_new_isr_with_epochs = []
        ap2 = f_new_isr_with_epochs.append
        for _ in range(n1):
            x3, pos = _d_BrokerState_v3(buf, pos, end)
            ap2(x3)
    f_leader_recovery_state, f_partition_epoch = _S3(buf, pos)
    pos += 5
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
    return AlterPartitionRequestPartitionData(f_partition_index, f_leader_epoch, f_new_isr_with_epochs, [], f_leader_recovery_state, f_partition_epoch, u), pos


def _d_AlterPartitionRequestTopicData_v3(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionRequestTopicData, int]:
    f_topic_id = _S4(buf, pos)[0]
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
        if n1 * 15 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap2 = f_partitions.append
        for _ in range(n1):
            x3, pos = _d_AlterPartitionRequestPartitionData_v3(buf, pos, end)
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
    return AlterPartitionRequestTopicData(f_topic_id, "", f_partitions, u), pos


def _d_AlterPartitionRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionRequest, int]:
    f_broker_id, f_broker_epoch = _S0(buf, pos)
    pos += 12
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
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_AlterPartitionRequestTopicData_v3(buf, pos, end)
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
    return AlterPartitionRequest(f_broker_id, f_broker_epoch, f_topics, u), pos


def _e_AlterPartitionRequestPartitionData_v0(o: AlterPartitionRequestPartitionData, out: bytearray) -> None:
    if o.new_isr_with_epochs:
        raise _absent('AlterPartitionRequestPartitionData', 'new_isr_with_epochs', 0)
    if o.leader_recovery_state != 0:
        raise _absent('AlterPartitionRequestPartitionData', 'leader_recovery_state', 0)
    out += _P1(o.partition_index, o.leader_epoch)
    if len(o.new_isr) + 1 < 128:
        out.append(len(o.new_isr) + 1)
    else:
        out += _encode_uvarint(len(o.new_isr) + 1)
    out += _array('i', len(o.new_isr)).pack(*o.new_isr)
    out += _P2(o.partition_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionRequestTopicData_v0(o: AlterPartitionRequestTopicData, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x2 in o.partitions:
        _e_AlterPartitionRequestPartitionData_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionRequest_v0(o: AlterPartitionRequest, out: bytearray) -> None:
    out += _P0(o.broker_id, o.broker_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_AlterPartitionRequestTopicData_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionRequestPartitionData_v1(o: AlterPartitionRequestPartitionData, out: bytearray) -> None:
    if o.new_isr_with_epochs:
        raise _absent('AlterPartitionRequestPartitionData', 'new_isr_with_epochs', 1)
    out += _P1(o.partition_index, o.leader_epoch)
    if len(o.new_isr) + 1 < 128:
        out.append(len(o.new_isr) + 1)
    else:
        out += _encode_uvarint(len(o.new_isr) + 1)
    out += _array('i', len(o.new_isr)).pack(*o.new_isr)
    out += _P3(o.leader_recovery_state, o.partition_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionRequestTopicData_v1(o: AlterPartitionRequestTopicData, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x2 in o.partitions:
        _e_AlterPartitionRequestPartitionData_v1(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionRequest_v1(o: AlterPartitionRequest, out: bytearray) -> None:
    out += _P0(o.broker_id, o.broker_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_AlterPartitionRequestTopicData_v1(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionRequestPartitionData_v2(o: AlterPartitionRequestPartitionData, out: bytearray) -> None:
    if o.new_isr_with_epochs:
        raise _absent('AlterPartitionRequestPartitionData', 'new_isr_with_epochs', 2)
    out += _P1(o.partition_index, o.leader_epoch)
    if len(o.new_isr) + 1 < 128:
        out.append(len(o.new_isr) + 1)
    else:
        out += _encode_uvarint(len(o.new_isr) + 1)
    out += _array('i', len(o.new_isr)).pack(*o.new_isr)
    out += _P3(o.leader_recovery_state, o.partition_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionRequestTopicData_v2(o: AlterPartitionRequestTopicData, out: bytearray) -> None:
    out += _P4(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x1 in o.partitions:
        _e_AlterPartitionRequestPartitionData_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionRequest_v2(o: AlterPartitionRequest, out: bytearray) -> None:
    out += _P0(o.broker_id, o.broker_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_AlterPartitionRequestTopicData_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_BrokerState_v3(o: BrokerState, out: bytearray) -> None:
    out += _P0(o.broker_id, o.broker_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionRequestPartitionData_v3(o: AlterPartitionRequestPartitionData, out: bytearray) -> None:
    if o.new_isr:
        raise _absent('AlterPartitionRequestPartitionData', 'new_isr', 3)
    out += _P1(o.partition_index, o.leader_epoch)
    if len(o.new_isr_with_epochs) + 1 < 128:
        out.append(len(o.new_isr_with_epochs) + 1)
    else:
        out += _encode_uvarint(len(o.new_isr_with_epochs) + 1)
    for x1 in o.new_isr_with_epochs:
        _e_BrokerState_v3(x1, out)
    out += _P3(o.leader_recovery_state, o.partition_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionRequestTopicData_v3(o: AlterPartitionRequestTopicData, out: bytearray) -> None:
    out += _P4(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x1 in o.partitions:
        _e_AlterPartitionRequestPartitionData_v3(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionRequest_v3(o: AlterPartitionRequest, out: bytearray) -> None:
    out += _P0(o.broker_id, o.broker_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_AlterPartitionRequestTopicData_v3(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_AlterPartitionResponsePartitionData_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionResponsePartitionData, int]:
    f_partition_index, f_error_code, f_leader_id, f_leader_epoch = _S6(buf, pos)
    pos += 14
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_isr = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
    f_partition_epoch = _S2(buf, pos)[0]
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
    return AlterPartitionResponsePartitionData(f_partition_index, f_error_code, f_leader_id, f_leader_epoch, f_isr, 0, f_partition_epoch, u), pos


def _d_AlterPartitionResponseTopicData_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionResponseTopicData, int]:
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
        f_topic_name = str(buf[pos:e2], 'utf-8')
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
        if n3 * 20 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_AlterPartitionResponsePartitionData_v0(buf, pos, end)
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
    return AlterPartitionResponseTopicData(ZERO_UUID, f_topic_name, f_partitions, u), pos


def _d_AlterPartitionResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionResponse, int]:
    f_throttle_time_ms, f_error_code = _S5(buf, pos)
    pos += 6
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
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_AlterPartitionResponseTopicData_v0(buf, pos, end)
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
    return AlterPartitionResponse(f_throttle_time_ms, f_error_code, f_topics, u), pos


def _d_AlterPartitionResponsePartitionData_v1(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionResponsePartitionData, int]:
    f_partition_index, f_error_code, f_leader_id, f_leader_epoch = _S6(buf, pos)
    pos += 14
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_isr = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
    f_leader_recovery_state, f_partition_epoch = _S3(buf, pos)
    pos += 5
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
    return AlterPartitionResponsePartitionData(f_partition_index, f_error_code, f_leader_id, f_leader_epoch, f_isr, f_leader_recovery_state, f_partition_epoch, u), pos


def _d_AlterPartitionResponseTopicData_v1(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionResponseTopicData, int]:
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
        f_topic_name = str(buf[pos:e2], 'utf-8')
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
        if n3 * 21 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_AlterPartitionResponsePartitionData_v1(buf, pos, end)
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
    return AlterPartitionResponseTopicData(ZERO_UUID, f_topic_name, f_partitions, u), pos


def _d_AlterPartitionResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionResponse, int]:
    f_throttle_time_ms, f_error_code = _S5(buf, pos)
    pos += 6
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
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_AlterPartitionResponseTopicData_v1(buf, pos, end)
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
    return AlterPartitionResponse(f_throttle_time_ms, f_error_code, f_topics, u), pos


def _d_AlterPartitionResponseTopicData_v2(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionResponseTopicData, int]:
    f_topic_id = _S4(buf, pos)[0]
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
        if n1 * 21 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap2 = f_partitions.append
        for _ in range(n1):
            x3, pos = _d_AlterPartitionResponsePartitionData_v1(buf, pos, end)
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
    return AlterPartitionResponseTopicData(f_topic_id, "", f_partitions, u), pos


def _d_AlterPartitionResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[AlterPartitionResponse, int]:
    f_throttle_time_ms, f_error_code = _S5(buf, pos)
    pos += 6
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
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_AlterPartitionResponseTopicData_v2(buf, pos, end)
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
    return AlterPartitionResponse(f_throttle_time_ms, f_error_code, f_topics, u), pos


def _e_AlterPartitionResponsePartitionData_v0(o: AlterPartitionResponsePartitionData, out: bytearray) -> None:
    out += _P6(o.partition_index, o.error_code, o.leader_id, o.leader_epoch)
    if len(o.isr) + 1 < 128:
        out.append(len(o.isr) + 1)
    else:
        out += _encode_uvarint(len(o.isr) + 1)
    out += _array('i', len(o.isr)).pack(*o.isr)
    out += _P2(o.partition_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionResponseTopicData_v0(o: AlterPartitionResponseTopicData, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x2 in o.partitions:
        _e_AlterPartitionResponsePartitionData_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionResponse_v0(o: AlterPartitionResponse, out: bytearray) -> None:
    out += _P5(o.throttle_time_ms, o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_AlterPartitionResponseTopicData_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionResponsePartitionData_v1(o: AlterPartitionResponsePartitionData, out: bytearray) -> None:
    out += _P6(o.partition_index, o.error_code, o.leader_id, o.leader_epoch)
    if len(o.isr) + 1 < 128:
        out.append(len(o.isr) + 1)
    else:
        out += _encode_uvarint(len(o.isr) + 1)
    out += _array('i', len(o.isr)).pack(*o.isr)
    out += _P3(o.leader_recovery_state, o.partition_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionResponseTopicData_v1(o: AlterPartitionResponseTopicData, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x2 in o.partitions:
        _e_AlterPartitionResponsePartitionData_v1(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionResponse_v1(o: AlterPartitionResponse, out: bytearray) -> None:
    out += _P5(o.throttle_time_ms, o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_AlterPartitionResponseTopicData_v1(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionResponseTopicData_v2(o: AlterPartitionResponseTopicData, out: bytearray) -> None:
    out += _P4(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x1 in o.partitions:
        _e_AlterPartitionResponsePartitionData_v1(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterPartitionResponse_v2(o: AlterPartitionResponse, out: bytearray) -> None:
    out += _P5(o.throttle_time_ms, o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_AlterPartitionResponseTopicData_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


AlterPartitionRequest.DECODERS = (_d_AlterPartitionRequest_v0, _d_AlterPartitionRequest_v1, _d_AlterPartitionRequest_v2, _d_AlterPartitionRequest_v3,)
AlterPartitionRequest.ENCODERS = (_e_AlterPartitionRequest_v0, _e_AlterPartitionRequest_v1, _e_AlterPartitionRequest_v2, _e_AlterPartitionRequest_v3,)

AlterPartitionResponse.DECODERS = (_d_AlterPartitionResponse_v0, _d_AlterPartitionResponse_v1, _d_AlterPartitionResponse_v2, _d_AlterPartitionResponse_v2,)
AlterPartitionResponse.ENCODERS = (_e_AlterPartitionResponse_v0, _e_AlterPartitionResponse_v1, _e_AlterPartitionResponse_v2, _e_AlterPartitionResponse_v2,)
